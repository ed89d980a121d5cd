import { sendEmailVerification, type User } from 'firebase/auth';

/** Where the confirmation link leads once the address is confirmed: back into the workspace. */
export const CONFIRMED_PATH = '/dashboard?confirmed=1';

export const confirmationLinkSettings = () => ({ url: `${location.origin}${CONFIRMED_PATH}` });

/** Sends the confirmation link again (Firebase limits how often; its refusal reads as an auth error). */
export async function resendConfirmation(user: User) {
  await sendEmailVerification(user, confirmationLinkSettings());
}

/**
 * Asks Firebase whether the address has been confirmed since the page loaded (in another
 * tab, say) and, when it has, takes a fresh ID token so the API sees the confirmation too.
 */
export async function refreshConfirmation(user: User): Promise<boolean> {
  await user.reload();
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  return true;
}
