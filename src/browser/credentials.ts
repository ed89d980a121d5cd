import { createUserWithEmailAndPassword, sendEmailVerification, signInWithEmailAndPassword, updateProfile } from 'firebase/auth';
import type { Profile } from '#shared/profile';
import type { SignUpDetails } from '#shared/schemas/profile';
import { api } from './api';
import { firebaseAuth } from './firebase';

// Signing in and up happen only on the login page, which loads this module when
// the form is first used; signed-in pages (session.ts) never carry this code.

/**
 * Creates the account, sends the email confirmation link, then creates the firm
 * and profile with the names just given (POST /api/me, in the body: names never
 * travel in a URL).
 */
export async function signUp(email: string, password: string, details: SignUpDetails): Promise<Profile> {
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
  await updateProfile(user, { displayName: details.full_name });
  // The confirmation link: AI generation on the platform's key needs a confirmed address.
  // A failure here must not undo the sign-up; the firm can still add its own key.
  await sendEmailVerification(user).catch(() => {});
  return api<Profile>('me', { method: 'POST', body: details });
}

export async function signIn(email: string, password: string) {
  await signInWithEmailAndPassword(firebaseAuth(), email, password);
}
