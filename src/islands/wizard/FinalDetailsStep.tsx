import { LIMITS, SEND_DAYS } from '#shared/schemas/onboarding';
import { describe, FieldLabel, inputClass, type StepFieldProps } from './fields';

export function FinalDetailsStep({ register, isInvalid }: StepFieldProps) {
  return (
    <div className="space-y-5">
      <div>
        <FieldLabel name="newsletterSendDay">Preferred Newsletter Send Day</FieldLabel>
        <select {...register('newsletterSendDay')} {...describe('newsletterSendDay', isInvalid)} className={inputClass}>
          {SEND_DAYS.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel name="specialInstructions">Special Instructions or Notes</FieldLabel>
        <textarea
          {...register('specialInstructions')}
          {...describe('specialInstructions', isInvalid)}
          rows={4}
          maxLength={LIMITS.specialInstructions}
          placeholder="Specific requests, topics to avoid, or anything else we should know."
          className={inputClass}
        />
      </div>
    </div>
  );
}
