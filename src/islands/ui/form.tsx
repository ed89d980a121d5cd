import { useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { showFailure, showToast } from '#browser/toastStore';

/**
 * The one way to build a form: react-hook-form, checked by the shared zod/mini schema the
 * API checks with. `handleSubmit` hands `onValid` the schema's output (trimmed, parsed);
 * each problem shows beside its field (pass `errors.x` to its `Field`).
 */
export function useSchemaForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  /**
   * Values that change while the form is open (what an agent has heard so far): the fields the
   * person has not touched follow them, the ones they changed keep their words.
   */
  values?: z.input<Schema>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: true,
    ...(values ? { values, resetOptions: { keepDirtyValues: true } } : {}),
  });
}

/** The first problem in react-hook-form's errors, depth first in the schema's order (arrays included). */
export function firstProblem(errors: FieldErrors | undefined): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  if (typeof errors.message === 'string' && errors.message) return errors.message;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'message' || key === 'type') continue;
    const found = firstProblem(value as FieldErrors);
    if (found) return found;
  }
  return undefined;
}

/** Marks one field with a problem found after the schema passed (the server's answer, Firebase's), and focuses it. */
export function failField<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>, name: FieldPath<T>, message: string) {
  form.setError(name, { type: 'server', message }, { shouldFocus: true });
}

interface FormProps<In extends FieldValues, Out> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid'> {
  form: UseFormReturn<In, unknown, Out>;
  /** Saves; a failure it throws (the server's `{error}`) shows in the `failedToast`. */
  onValid: (values: Out) => unknown;
  /**
   * The spec's toast title for this form's failures (it answers every error with a destructive toast):
   * a failed check shows its first problem there too, a failed save the server's words.
   */
  failedToast?: string;
  children: ReactNode;
}

/**
 * A `<form>` wired to `useSchemaForm`: on a failed check the first field with a problem takes the
 * focus (its problem is its description) and the problem is announced once in a live region.
 */
export function Form<In extends FieldValues, Out>({ form, onValid, failedToast, children, ...rest }: FormProps<In, Out>) {
  const [announced, setAnnounced] = useState({ count: 0, text: '' });
  const submit = form.handleSubmit(
    async (values) => {
      setAnnounced((a) => ({ count: a.count, text: '' }));
      try {
        await onValid(values);
      } catch (error) {
        if (!failedToast) throw error;
        showFailure(failedToast, error);
      }
    },
    (errors) => {
      const text = firstProblem(errors as FieldErrors) ?? '';
      setAnnounced((a) => ({ count: a.count + 1, text }));
      if (failedToast && text) showToast({ title: failedToast, description: text, variant: 'destructive' });
    },
  );
  return (
    <form noValidate {...rest} onSubmit={submit}>
      {children}
      <p key={announced.count} role="alert" className="sr-only">
        {announced.text}
      </p>
    </form>
  );
}
