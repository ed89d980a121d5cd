import { LIMITS, SEND_DAYS } from '#shared/schemas/onboarding';
import { Field, Options } from '../ui/Field';
import { fieldId, problemOf, type StepFieldProps } from './fields';

export function FinalDetailsStep({ register, errors }: StepFieldProps) {
  return (
    <div className="space-y-5">
      <Field label="Preferred Newsletter Send Day" error={problemOf(errors, 'newsletterSendDay')}>
        <select id={fieldId('newsletterSendDay')} {...register('newsletterSendDay')}>
          <Options values={SEND_DAYS} />
        </select>
      </Field>
      <Field label="Special Instructions or Notes" error={problemOf(errors, 'specialInstructions')}>
        <textarea
          id={fieldId('specialInstructions')}
          {...register('specialInstructions')}
          rows={4}
          maxLength={LIMITS.specialInstructions}
          placeholder="Specific requests, topics to avoid, or anything else we should know."
        />
      </Field>
    </div>
  );
}
