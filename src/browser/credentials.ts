import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updateProfile,
} from 'firebase/auth';
import type { Profile } from '#shared/profile';
import type { SignUpDetails } from '#shared/schemas/profile';
import { api } from './api';
import { firebaseAuth } from './firebase';
import { confirmationLinkSettings } from './verification';

// Signing in and up happen only on the login page, which loads this module when
// the form is first used; signed-in pages (session.ts) never carry this code.

/**
 * Creates the account, sends the email confirmation link (which leads back into the
 * workspace), then creates the firm and profile with the names just given (POST /api/me,
 * in the body: names never travel in a URL).
 */
export async function signUp(email: string, password: string, details: SignUpDetails): Promise<Profile> {
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
  await updateProfile(user, { displayName: details.full_name });
  // A failure here must not undo the sign-up: the workspace's banner offers to send it again.
  await sendEmailVerification(user, confirmationLinkSettings()).catch(() => {});
  return api('me', { method: 'POST', body: details });
}

/** Signs in; answers where the account works: the desk for our staff, the dashboard for everyone else. */
export async function signIn(email: string, password: string): Promise<'/desk' | '/dashboard'> {
  const { user } = await signInWithEmailAndPassword(firebaseAuth(), email, password);
  return (await user.getIdTokenResult()).claims.staff === true ? '/desk' : '/dashboard';
}

/**
 * Firebase's password-reset email; its link leads back to the sign-in page. An address with no
 * account is not an error the visitor sees: the answer must not tell who has an account.
 */
export async function sendPasswordReset(email: string) {
  try {
    await sendPasswordResetEmail(firebaseAuth(), email, { url: `${location.origin}/login` });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
