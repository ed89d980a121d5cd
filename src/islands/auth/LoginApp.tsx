import { useState, type FormEvent } from 'react';
import type { SignUpDetails } from '#shared/schemas/profile';
import { PRODUCT_NAME } from '#shared/site';
import { authErrorMessage, MISSING_CREDENTIALS } from '#browser/authErrors';
import { onDemand } from '#browser/onDemand';
import { showToast } from '#browser/toastStore';
import { FIRM_NAME_MAX, FULL_NAME_MAX } from '#shared/profile';
import { AppRoot } from '../ui/AppRoot';
import { Spinner } from '../ui/Spinner';

// Firebase Auth and the sign-up schema are needed only to submit: they load when
// the form is first focused (or submitted), not with the page.
const loadCredentials = onDemand(() => import('#browser/credentials'));
const loadSignUpSchema = onDemand(() => import('#shared/schemas/profile'));
const warmUp = () => void Promise.all([loadCredentials(), loadSignUpSchema()]).catch(() => undefined);

type Mode = 'sign-in' | 'sign-up';

const field = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-navy-800';

export default function LoginApp() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [busy, setBusy] = useState(false);
  const failTitle = mode === 'sign-in' ? 'Sign in Failed' : 'Sign up Failed';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      showToast({ title: failTitle, description: MISSING_CREDENTIALS, variant: 'destructive' });
      return;
    }
    try {
      const credentials = await loadCredentials();
      let details: SignUpDetails | undefined;
      if (mode === 'sign-up') {
        const { signUpDetailsSchema } = await loadSignUpSchema();
        const parsed = signUpDetailsSchema.safeParse({ full_name: form.get('full_name'), firm_name: form.get('firm_name') });
        if (!parsed.success) {
          showToast({ title: failTitle, description: parsed.error.issues[0]!.message, variant: 'destructive' });
          return;
        }
        details = parsed.data;
      }
      setBusy(true);
      if (details) await credentials.signUp(email, password, details);
      else await credentials.signIn(email, password);
      location.assign('/dashboard');
    } catch (error) {
      const message = error instanceof Error && !('code' in error) ? error.message : authErrorMessage(error);
      showToast({ title: failTitle, description: message, variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <AppRoot>
      <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <a href="/" className="text-lg font-bold text-navy-900">
            {PRODUCT_NAME}
          </a>
          <h1 className="mt-4 text-2xl font-bold text-navy-900">
            {mode === 'sign-in' ? 'Sign in to your workspace' : 'Create your account'}
          </h1>
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
          <form className="mt-6 space-y-4" onSubmit={onSubmit} onFocus={warmUp} noValidate>
            {mode === 'sign-up' && (
              <>
                <label className="block text-sm font-medium text-slate-700">
                  Full name
                  <input name="full_name" autoComplete="name" className={field} maxLength={FULL_NAME_MAX} />
                </label>
                <label className="block text-sm font-medium text-slate-700">
                  Firm name
                  <input name="firm_name" autoComplete="organization" className={field} maxLength={FIRM_NAME_MAX} />
                </label>
              </>
            )}
            <label className="block text-sm font-medium text-slate-700">
              Email
              <input name="email" type="email" autoComplete="email" className={field} />
            </label>
            <label className="block text-sm font-medium text-slate-700">
              Password
              <input
                name="password"
                type="password"
                autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
                className={field}
              />
            </label>
            <button
              type="submit"
              disabled={busy}
              className="flex w-full items-center justify-center gap-2 rounded-lg bg-navy-800 px-4 py-2.5 font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
            >
              {busy && <Spinner label="Working" className="h-4 w-4 text-white" />}
              {mode === 'sign-in' ? 'Sign In' : 'Create Account'}
            </button>
          </form>
        </div>
      </main>
    </AppRoot>
  );
}
