import { useState } from 'react';
import type * as z from 'zod/mini';
import { FIRM_NAME_MAX, FULL_NAME_MAX } from '#shared/profile';
import { passwordResetSchema, signInSchema, signUpSchema } from '#shared/schemas/profile';
import { PRODUCT_NAME } from '#shared/site';
import { authProblem } from '#browser/authErrors';
import { onDemand } from '#browser/onDemand';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field, FieldMessage } from '../ui/Field';
import { failField, Form, useSchemaForm } from '../ui/form';

// Firebase Auth is needed only to submit: it loads when a form is first focused (or submitted).
const loadCredentials = onDemand(() => import('#browser/credentials'));
const warmUp = () => void loadCredentials().catch(() => undefined);

type Mode = 'sign-in' | 'sign-up' | 'reset';

const HEADINGS: Record<Mode, string> = {
  'sign-in': 'Sign in to your workspace',
  'sign-up': 'Create your account',
  reset: 'Reset your password',
};

/** The login page: sign in, create an account, or ask for a password-reset link. */
export function AuthScreen() {
  const [mode, setMode] = useState<Mode>('sign-in');
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <a href="/" className="text-lg font-bold text-navy-900">
          {PRODUCT_NAME}
        </a>
        <h1 className="mt-4 text-2xl font-bold text-navy-900">{HEADINGS[mode]}</h1>
        {mode !== 'reset' && (
          <div role="group" aria-label="Choose" className="mt-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-medium">
            {(['sign-in', 'sign-up'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
                className={`rounded-md px-3 py-2 ${mode === m ? 'bg-white text-navy-900 shadow-sm' : 'text-slate-600 hover:text-navy-900'}`}
              >
                {m === 'sign-in' ? 'Sign in' : 'Create account'}
              </button>
            ))}
          </div>
        )}
        {mode === 'sign-in' && <SignInForm onForgot={() => setMode('reset')} />}
        {mode === 'sign-up' && <SignUpForm />}
        {mode === 'reset' && <ResetForm onBack={() => setMode('sign-in')} />}
      </div>
    </main>
  );
}

const submitClass = 'w-full py-2.5';

/** Firebase refused: the problem beside its field (or under the form) and in the spec's toast. */
function useAuthFailure(title: string, markField: (field: 'email' | 'password', message: string) => void) {
  const [formProblem, setFormProblem] = useState<string | null>(null);
  function fail(error: unknown) {
    // Our own errors (the API, a lost connection) carry words already; Firebase's are translated.
    const problem = error instanceof Error && !('code' in error) ? { field: null, message: error.message } : authProblem(error);
    if (problem.field) markField(problem.field, problem.message);
    setFormProblem(problem.field ? null : problem.message);
    showToast({ title, description: problem.message, variant: 'destructive' });
  }
  return { formProblem, fail, clear: () => setFormProblem(null) };
}

function SignInForm({ onForgot }: { onForgot: () => void }) {
  const form = useSchemaForm(signInSchema, { email: '', password: '' });
  const { errors, isSubmitting } = form.formState;
  const failure = useAuthFailure('Sign in Failed', (field, message) => failField(form, field, message));
  async function signIn({ email, password }: z.output<typeof signInSchema>) {
    failure.clear();
    try {
      location.assign(await (await loadCredentials()).signIn(email, password));
      // Stay pending until the dashboard replaces this page.
      await new Promise(() => {});
    } catch (error) {
      failure.fail(error);
    }
  }
  return (
    <Form form={form} onValid={signIn} failedToast="Sign in Failed" className="mt-6 space-y-4" onFocus={warmUp} aria-label="Sign in">
      <Field label="Email" error={errors.email}>
        <input type="email" {...form.register('email')} autoComplete="email" />
      </Field>
      <Field label="Password" error={errors.password}>
        <input type="password" {...form.register('password')} autoComplete="current-password" />
      </Field>
      <FieldMessage error={failure.formProblem ?? undefined} />
      <Button type="submit" variant="primary" className={submitClass} pending={isSubmitting} pendingLabel="Signing in">
        Sign In
      </Button>
      <p className="text-center text-sm">
        <button type="button" className="font-medium text-navy-800 underline underline-offset-2" onClick={onForgot}>
          Forgot password?
        </button>
      </p>
    </Form>
  );
}

function SignUpForm() {
  const form = useSchemaForm(signUpSchema, { full_name: '', firm_name: '', email: '', password: '' });
  const { errors, isSubmitting } = form.formState;
  const failure = useAuthFailure('Sign up Failed', (field, message) => failField(form, field, message));
  async function signUp({ email, password, full_name, firm_name }: z.output<typeof signUpSchema>) {
    failure.clear();
    try {
      await (await loadCredentials()).signUp(email, password, { full_name, firm_name });
      location.assign('/dashboard');
      await new Promise(() => {});
    } catch (error) {
      failure.fail(error);
    }
  }
  return (
    <Form form={form} onValid={signUp} failedToast="Sign up Failed" className="mt-6 space-y-4" onFocus={warmUp} aria-label="Create account">
      <Field label="Full name" error={errors.full_name}>
        <input {...form.register('full_name')} autoComplete="name" maxLength={FULL_NAME_MAX} />
      </Field>
      <Field label="Firm name" error={errors.firm_name}>
        <input {...form.register('firm_name')} autoComplete="organization" maxLength={FIRM_NAME_MAX} />
      </Field>
      <Field label="Email" error={errors.email}>
        <input type="email" {...form.register('email')} autoComplete="email" />
      </Field>
      <Field label="Password" error={errors.password} hint="At least 6 characters.">
        <input type="password" {...form.register('password')} autoComplete="new-password" />
      </Field>
      <FieldMessage error={failure.formProblem ?? undefined} />
      <Button type="submit" variant="primary" className={submitClass} pending={isSubmitting} pendingLabel="Creating your account">
        Create Account
      </Button>
    </Form>
  );
}

function ResetForm({ onBack }: { onBack: () => void }) {
  const form = useSchemaForm(passwordResetSchema, { email: '' });
  const { errors, isSubmitting } = form.formState;
  const failure = useAuthFailure('Reset link not sent', (_field, message) => failField(form, 'email', message));
  const [sentTo, setSentTo] = useState<string | null>(null);
  async function send({ email }: z.output<typeof passwordResetSchema>) {
    failure.clear();
    try {
      await (await loadCredentials()).sendPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      failure.fail(error);
    }
  }
  return (
    <Form form={form} onValid={send} className="mt-6 space-y-4" onFocus={warmUp} aria-label="Reset your password">
      <p className="text-sm text-slate-700">Type the email address you sign in with; we will send it a link to choose a new password.</p>
      <Field label="Email" error={errors.email}>
        <input type="email" {...form.register('email')} autoComplete="email" />
      </Field>
      <FieldMessage error={failure.formProblem ?? undefined} />
      <p role="status" className="text-sm text-slate-800 empty:hidden">
        {sentTo && `If an account uses ${sentTo}, a link to choose a new password is on its way. Check your inbox (and spam folder).`}
      </p>
      <Button type="submit" variant="primary" className={submitClass} pending={isSubmitting} pendingLabel="Sending">
        Send reset link
      </Button>
      <p className="text-center text-sm">
        <button type="button" className="font-medium text-navy-800 underline underline-offset-2" onClick={onBack}>
          Back to sign in
        </button>
      </p>
    </Form>
  );
}
