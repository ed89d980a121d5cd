import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { WizardField, WizardValues } from './wizardForm';
import { toastParts } from './wizardMessages';

/** Every field's element id, so a failed check can focus the field it names. */
export const fieldId = (name: WizardField) => `wizard-${name}`;

/** The locked email looks read-only (greyed), still with AA contrast. */
export const readOnlyInputClass = 'bg-slate-100 text-slate-800';

/** What each step's fields need from the form. */
export interface StepFieldProps {
  register: UseFormRegister<WizardValues>;
  control: Control<WizardValues>;
  setValue: UseFormSetValue<WizardValues>;
  /** The last check's problems, by field (the images' too). */
  errors: FieldErrors<WizardValues & { firmLogo: string; headshot: string }>;
}

/** A field's problem as it shows beside the field: the spec's "Missing Information: ..." without its toast title. */
export function problemOf(errors: StepFieldProps['errors'], name: WizardField): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? toastParts(message).description : undefined;
}
