import { LIMITS } from '#shared/schemas/onboarding';
import { Field } from '../ui/Field';
import { fieldId, problemOf, readOnlyInputClass, type StepFieldProps } from './fields';
import { withHttps } from './wizardForm';

interface FirmInformationStepProps extends StepFieldProps {
  /** True when the email came from the payment page's link: shown, not editable. */
  emailLocked: boolean;
}

export function FirmInformationStep({ register, setValue, errors, emailLocked }: FirmInformationStepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Firm Name" required error={problemOf(errors, 'firmName')} className="sm:col-span-2">
        <input id={fieldId('firmName')} {...register('firmName')} required autoComplete="organization" maxLength={LIMITS.firmName} />
      </Field>
      <Field label="Primary Contact Name" required error={problemOf(errors, 'primaryContactName')}>
        <input
          id={fieldId('primaryContactName')}
          {...register('primaryContactName')}
          required
          autoComplete="name"
          maxLength={LIMITS.primaryContactName}
        />
      </Field>
      <Field label="Email" error={problemOf(errors, 'email')} hint={emailLocked ? 'From your payment details.' : undefined}>
        <input
          id={fieldId('email')}
          {...register('email')}
          type="email"
          readOnly={emailLocked}
          autoComplete="email"
          maxLength={LIMITS.email}
          className={emailLocked ? readOnlyInputClass : undefined}
        />
      </Field>
      <Field label="Phone Number" required error={problemOf(errors, 'phoneNumber')}>
        <input
          id={fieldId('phoneNumber')}
          {...register('phoneNumber')}
          type="tel"
          required
          autoComplete="tel"
          maxLength={LIMITS.phoneNumber}
        />
      </Field>
      <Field label="Firm Website" error={problemOf(errors, 'firmWebsiteUrl')}>
        <input
          id={fieldId('firmWebsiteUrl')}
          {...register('firmWebsiteUrl', {
            // "yourfirm.com" becomes "https://yourfirm.com" when the field is left, rather than failing Next.
            onBlur: (event) => setValue('firmWebsiteUrl', withHttps(event.target.value)),
          })}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://yourfirm.com"
          maxLength={LIMITS.firmWebsiteUrl}
        />
      </Field>
      <Field
        label="State Bar Number"
        error={problemOf(errors, 'stateBarNumber')}
        hint="Optional. We use it to verify the firm."
        className="sm:col-span-2"
      >
        <input id={fieldId('stateBarNumber')} {...register('stateBarNumber')} maxLength={LIMITS.stateBarNumber} />
      </Field>
      <Field
        label="Physical Address"
        required
        error={problemOf(errors, 'physicalAddress')}
        hint="Required by CAN-SPAM: your physical address appears in every email we send for you."
        className="sm:col-span-2"
      >
        <textarea
          id={fieldId('physicalAddress')}
          {...register('physicalAddress')}
          required
          rows={3}
          autoComplete="street-address"
          maxLength={LIMITS.physicalAddress}
        />
      </Field>
    </div>
  );
}
