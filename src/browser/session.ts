import { map } from 'nanostores';
import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { Profile, SignUpDetails } from '#shared/schemas/profile';
import { api } from './api';
import { firebaseAuth } from './firebase';
import { showToast } from './toastStore';

export interface SessionState {
  /** True until Firebase reports the first auth state. */
  loading: boolean;
  user: User | null;
  profile: Profile | null;
  profileLoading: boolean;
}

export const $session = map<SessionState>({ loading: true, user: null, profile: null, profileLoading: false });

export const PROFILE_ATTEMPTS = 5;
export const PROFILE_RETRY_MS = 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fetches the profile, up to 5 attempts 1 s apart; then the spec's Account Error toast. */
async function loadProfile(user: User) {
  $session.setKey('profileLoading', true);
  for (let attempt = 1; attempt <= PROFILE_ATTEMPTS; attempt++) {
    try {
      const profile = await api<Profile>('me');
      if ($session.get().user?.uid !== user.uid) return;
      $session.set({ ...$session.get(), profile, profileLoading: false });
      return;
    } catch {
      if (attempt < PROFILE_ATTEMPTS) await sleep(PROFILE_RETRY_MS);
    }
  }
  $session.setKey('profileLoading', false);
  showToast({ title: 'Account Error', description: 'Could not load your account profile. Please try refreshing.', variant: 'destructive' });
}

let started = false;

/** Starts listening to Firebase once per page; every signed-in island shares the store. */
export function startSession() {
  if (started) return;
  started = true;
  onAuthStateChanged(firebaseAuth(), (user) => {
    const previous = $session.get().user;
    $session.set({
      loading: false,
      user,
      profile: user && previous?.uid === user.uid ? $session.get().profile : null,
      profileLoading: false,
    });
    if (user) void loadProfile(user);
  });
}

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

export async function signOut() {
  await firebaseSignOut(firebaseAuth());
  $session.set({ loading: false, user: null, profile: null, profileLoading: false });
}
