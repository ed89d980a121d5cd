import { useWatch } from 'react-hook-form';
import { ACCIDENT_TYPES, LIMITS } from '#shared/schemas/onboarding';
import { CheckboxField, Field } from '../ui/Field';
import { fieldId, problemOf, type StepFieldProps } from './fields';

interface MarketingStepProps extends StepFieldProps {
  /** The city from the payment page's link (?city=), or '' when there was none. */
  paymentCity: string;
}

export function MarketingStep({ register, control, setValue, errors, paymentCity }: MarketingStepProps) {
  const targetCity = useWatch({ control, name: 'targetCity' });
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        Where should your newsletter go? Choose at least one: a city, the entire county or specific ZIP codes.
      </p>
      {paymentCity ? (
        <CheckboxField label={`Use ${paymentCity} from your payment details`} error={problemOf(errors, 'targetCity')}>
          <input
            type="checkbox"
            id={fieldId('targetCity')}
            checked={targetCity === paymentCity}
            onChange={(event) => setValue('targetCity', event.target.checked ? paymentCity : '', { shouldDirty: true })}
          />
        </CheckboxField>
      ) : (
        <Field label="Target City" error={problemOf(errors, 'targetCity')}>
          <input id={fieldId('targetCity')} {...register('targetCity')} autoComplete="address-level2" maxLength={LIMITS.city} />
        </Field>
      )}
      <Field label="Add Another City" error={problemOf(errors, 'addAnotherCity')}>
        <input id={fieldId('addAnotherCity')} {...register('addAnotherCity')} maxLength={LIMITS.city} />
      </Field>
      <CheckboxField label="Entire County" error={problemOf(errors, 'entireCounty')}>
        <input type="checkbox" id={fieldId('entireCounty')} {...register('entireCounty')} />
      </CheckboxField>
      <Field label="Specific ZIP Codes" error={problemOf(errors, 'specificZipCodes')} hint="Comma separated, e.g. 90210, 90211">
        <input id={fieldId('specificZipCodes')} {...register('specificZipCodes')} maxLength={LIMITS.specificZipCodes} />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Accident Types</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {ACCIDENT_TYPES.map((type) => (
            <CheckboxField key={type} label={type}>
              <input type="checkbox" value={type} {...register('accidentTypes')} />
            </CheckboxField>
          ))}
        </div>
      </fieldset>
      <Field label="Other Accident Type" error={problemOf(errors, 'otherAccidentType')}>
        <input id={fieldId('otherAccidentType')} {...register('otherAccidentType')} maxLength={LIMITS.otherAccidentType} />
      </Field>
    </div>
  );
}
