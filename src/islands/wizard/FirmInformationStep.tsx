import { LIMITS } from '#shared/schemas/onboarding';
import { describe, FieldLabel, Hint, inputClass, readOnlyInputClass, type StepFieldProps } from './fields';
import { withHttps } from './wizardForm';

interface FirmInformationStepProps extends StepFieldProps {
  /** True when the email came from the payment page's link: shown, not editable. */
  emailLocked: boolean;
}

export function FirmInformationStep({ register, setValue, isInvalid, emailLocked }: FirmInformationStepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FieldLabel name="firmName" required>
          Firm Name
        </FieldLabel>
        <input
          {...register('firmName')}
          {...describe('firmName', isInvalid)}
          required
          autoComplete="organization"
          maxLength={LIMITS.firmName}
          className={inputClass}
        />
      </div>
      <div>
        <FieldLabel name="primaryContactName" required>
          Primary Contact Name
        </FieldLabel>
        <input
          {...register('primaryContactName')}
          {...describe('primaryContactName', isInvalid)}
          required
          autoComplete="name"
          maxLength={LIMITS.primaryContactName}
          className={inputClass}
        />
      </div>
      <div>
        <FieldLabel name="email">Email</FieldLabel>
        <input
          {...register('email')}
          {...describe('email', isInvalid, emailLocked)}
          type="email"
          readOnly={emailLocked}
          autoComplete="email"
          maxLength={LIMITS.email}
          className={emailLocked ? readOnlyInputClass : inputClass}
        />
        {emailLocked && <Hint name="email">From your payment details.</Hint>}
      </div>
      <div>
        <FieldLabel name="phoneNumber" required>
          Phone Number
        </FieldLabel>
        <input
          {...register('phoneNumber')}
          {...describe('phoneNumber', isInvalid)}
          type="tel"
          required
          autoComplete="tel"
          maxLength={LIMITS.phoneNumber}
          className={inputClass}
        />
      </div>
      <div>
        <FieldLabel name="firmWebsiteUrl">Firm Website</FieldLabel>
        <input
          {...register('firmWebsiteUrl', {
            // "yourfirm.com" becomes "https://yourfirm.com" when the field is left, rather than failing Next.
            onBlur: (event) => setValue('firmWebsiteUrl', withHttps(event.target.value)),
          })}
          {...describe('firmWebsiteUrl', isInvalid)}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://yourfirm.com"
          maxLength={LIMITS.firmWebsiteUrl}
          className={inputClass}
        />
      </div>
      <div className="sm:col-span-2">
        <FieldLabel name="stateBarNumber">State Bar Number</FieldLabel>
        <input
          {...register('stateBarNumber')}
          {...describe('stateBarNumber', isInvalid, true)}
          maxLength={LIMITS.stateBarNumber}
          className={inputClass}
        />
        <Hint name="stateBarNumber">Optional. We use it to verify the firm.</Hint>
      </div>
      <div className="sm:col-span-2">
        <FieldLabel name="physicalAddress" required>
          Physical Address
        </FieldLabel>
        <textarea
          {...register('physicalAddress')}
          {...describe('physicalAddress', isInvalid, true)}
          required
          rows={3}
          autoComplete="street-address"
          maxLength={LIMITS.physicalAddress}
          className={inputClass}
        />
        <Hint name="physicalAddress">Required by CAN-SPAM: your physical address appears in every email we send for you.</Hint>
      </div>
    </div>
  );
}
