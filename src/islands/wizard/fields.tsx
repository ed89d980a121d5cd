import type { ReactNode } from 'react';
import type { Control, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { WizardField, WizardValues } from './wizardForm';

/** Every field's element id, so a failed check can focus the field it names. */
export const fieldId = (name: WizardField) => `wizard-${name}`;
export const hintId = (name: WizardField) => `wizard-${name}-hint`;

const inputBase =
  'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 placeholder:text-slate-500 focus:border-navy-800 aria-invalid:border-red-700';
export const inputClass = `${inputBase} bg-white text-slate-900`;
/** The locked email looks read-only (greyed), still with AA contrast. */
export const readOnlyInputClass = `${inputBase} bg-slate-100 text-slate-800`;
export const checkboxClass = 'h-4 w-4 shrink-0 rounded border-slate-400 accent-navy-800';

/** What each step's fields need from the form. */
export interface StepFieldProps {
  register: UseFormRegister<WizardValues>;
  control: Control<WizardValues>;
  setValue: UseFormSetValue<WizardValues>;
  /** True when the last check of this step flagged the field. */
  isInvalid: (name: WizardField) => boolean;
}

export function FieldLabel({ name, required = false, children }: { name: WizardField; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={fieldId(name)} className="block text-sm font-medium text-slate-800">
      {children}
      {/* The asterisk is visual; the input itself carries `required` for assistive tech. */}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
}

export function Hint({ name, children }: { name: WizardField; children: ReactNode }) {
  return (
    <p id={hintId(name)} className="mt-1 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** aria attributes shared by the inputs: the hint as description, the invalid flag. */
export function describe(name: WizardField, isInvalid: (name: WizardField) => boolean, hasHint = false) {
  return {
    id: fieldId(name),
    'aria-describedby': hasHint ? hintId(name) : undefined,
    'aria-invalid': isInvalid(name) || undefined,
  };
}
