import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { input as inputClass, label as labelClass } from './styles';

/** What a field's problem looks like: react-hook-form's FieldError, or a plain message. */
export type FieldProblem = { message?: string } | string | undefined;

const messageOf = (problem: FieldProblem) => (typeof problem === 'string' ? problem : problem?.message);

interface ControlProps {
  id?: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  /** One input, select or textarea; it gets the field's id, look and ARIA attributes. */
  children: ReactElement<ControlProps>;
  hint?: ReactNode;
  error?: FieldProblem;
  /** A visual asterisk; the control itself carries `required` for assistive tech. */
  required?: boolean;
  className?: string;
}

/**
 * A labelled control with its hint and its problem beside it: the control is marked
 * `aria-invalid` and described by the hint and the problem, so a screen reader reads both.
 */
export function Field({ label, children, hint, error, required = false, className }: FieldProps) {
  const id = useId();
  const controlId = children.props.id ?? `${id}-control`;
  const message = messageOf(error);
  const describedBy = [children.props['aria-describedby'], hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {cloneElement(children, {
        id: controlId,
        className: children.props.className ? `${inputClass} ${children.props.className}` : inputClass,
        'aria-invalid': message ? true : children.props['aria-invalid'],
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {message}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label after it, and its problem below. */
export function CheckboxField({
  label,
  children,
  error,
}: {
  label: ReactNode;
  children: ReactElement<ControlProps>;
  error?: FieldProblem;
}) {
  const id = useId();
  const message = messageOf(error);
  return (
    <div>
      <div className="flex items-center gap-2">
        {cloneElement(children, {
          id: children.props.id ?? id,
          className: 'h-4 w-4 shrink-0 rounded border-slate-400 accent-navy-800',
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? `${id}-error` : undefined,
        })}
        <label htmlFor={children.props.id ?? id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {message}
        </p>
      )}
    </div>
  );
}

/** A problem that belongs to a group of controls (a fieldset), or to the whole form. */
export function FieldMessage({ id, error }: { id?: string; error?: FieldProblem }) {
  const message = messageOf(error);
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
      {message}
    </p>
  );
}

/** A select's options: each value, shown as its label. */
export function Options<Value extends string>({ values, label }: { values: readonly Value[]; label?: (value: Value) => ReactNode }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label ? label(value) : value}
        </option>
      ))}
    </>
  );
}
