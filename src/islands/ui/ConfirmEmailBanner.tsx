import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session, markConfirmed } from '#browser/session';
import { showToast } from '#browser/toastStore';
import { PRODUCT_NAME } from '#shared/site';
import { Button } from './Button';

// Firebase's confirmation calls load with the banner's first use, not with the page.
const loadVerification = () => import('#browser/verification');

/**
 * Until the account's email address is confirmed: says so, explains what waits on it, and sends
 * the link again. When the address is confirmed (the link opened in another tab, or this one came
 * back from it), the user and their token are refreshed so the banner goes and the API agrees.
 */
export function ConfirmEmailBanner() {
  const { user, confirmed } = useStore($session);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!user || confirmed) return;
    let current = true;
    const check = () =>
      void loadVerification()
        .then(({ refreshConfirmation }) => refreshConfirmation(user))
        .then((now) => current && now && markConfirmed())
        .catch(() => undefined);
    check();
    // Coming back to this tab after opening the link elsewhere.
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, [user, confirmed]);

  if (!user || confirmed) return null;

  async function resend() {
    setSending(true);
    try {
      const [{ resendConfirmation }, { authErrorMessage }] = await Promise.all([loadVerification(), import('#browser/authErrors')]);
      await resendConfirmation(user!).catch((error: unknown) => {
        throw new Error(authErrorMessage(error));
      });
      setSent(true);
      showToast({ title: 'Confirmation link sent.', description: `Check ${user!.email ?? 'your inbox'} for the link.` });
    } catch (error) {
      showToast({ title: 'Could not send the link', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <div
      id="confirm-email"
      role="region"
      aria-label="Confirm your email address"
      className="border-b border-amber-300 bg-amber-50"
      data-testid="confirm-email-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm text-amber-950 sm:px-6">
        <p className="min-w-64 flex-1">
          <strong>Confirm your email address.</strong> We sent a link to {user.email}. Until you open it, you cannot generate emails on{' '}
          {PRODUCT_NAME}&rsquo;s AI key or change contacts and integrations.
          {sent && ' A new link is on its way.'}
        </p>
        <Button onClick={resend} pending={sending} pendingLabel="Sending">
          Resend
        </Button>
      </div>
    </div>
  );
}
