import { useWatch } from 'react-hook-form';
import { ACCIDENT_TYPES, LIMITS } from '#shared/schemas/onboarding';
import { checkboxClass, describe, fieldId, FieldLabel, Hint, inputClass, type StepFieldProps } from './fields';

interface MarketingStepProps extends StepFieldProps {
  /** The city from the payment page's link (?city=), or '' when there was none. */
  paymentCity: string;
}

export function MarketingStep({ register, control, setValue, isInvalid, paymentCity }: MarketingStepProps) {
  const targetCity = useWatch({ control, name: 'targetCity' });
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        Where should your newsletter go? Choose at least one: a city, the entire county or specific ZIP codes.
      </p>
      {paymentCity ? (
        <div className="flex items-center gap-3">
          <input
            type="checkbox"
            id={fieldId('targetCity')}
            aria-invalid={isInvalid('targetCity') || undefined}
            className={checkboxClass}
            checked={targetCity === paymentCity}
            onChange={(event) => setValue('targetCity', event.target.checked ? paymentCity : '', { shouldDirty: true })}
          />
          <label htmlFor={fieldId('targetCity')} className="text-sm font-medium text-slate-800">
            Use {paymentCity} from your payment details
          </label>
        </div>
      ) : (
        <div>
          <FieldLabel name="targetCity">Target City</FieldLabel>
          <input
            {...register('targetCity')}
            {...describe('targetCity', isInvalid)}
            autoComplete="address-level2"
            maxLength={LIMITS.city}
            className={inputClass}
          />
        </div>
      )}
      <div>
        <FieldLabel name="addAnotherCity">Add Another City</FieldLabel>
        <input {...register('addAnotherCity')} {...describe('addAnotherCity', isInvalid)} maxLength={LIMITS.city} className={inputClass} />
      </div>
      <div className="flex items-center gap-3">
        <input type="checkbox" {...register('entireCounty')} {...describe('entireCounty', isInvalid)} className={checkboxClass} />
        <label htmlFor={fieldId('entireCounty')} className="text-sm font-medium text-slate-800">
          Entire County
        </label>
      </div>
      <div>
        <FieldLabel name="specificZipCodes">Specific ZIP Codes</FieldLabel>
        <input
          {...register('specificZipCodes')}
          {...describe('specificZipCodes', isInvalid, true)}
          maxLength={LIMITS.specificZipCodes}
          className={inputClass}
        />
        <Hint name="specificZipCodes">Comma separated, e.g. 90210, 90211</Hint>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Accident Types</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {ACCIDENT_TYPES.map((type, index) => (
            <div key={type} className="flex items-center gap-3">
              <input
                type="checkbox"
                id={`wizard-accidentType-${index}`}
                value={type}
                {...register('accidentTypes')}
                className={checkboxClass}
              />
              <label htmlFor={`wizard-accidentType-${index}`} className="text-sm text-slate-800">
                {type}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div>
        <FieldLabel name="otherAccidentType">Other Accident Type</FieldLabel>
        <input
          {...register('otherAccidentType')}
          {...describe('otherAccidentType', isInvalid)}
          maxLength={LIMITS.otherAccidentType}
          className={inputClass}
        />
      </div>
    </div>
  );
}
