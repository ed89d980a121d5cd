import { map } from 'nanostores';
import { onAuthStateChanged, signOut as firebaseSignOut, type User } from 'firebase/auth';
import type { Profile } from '#shared/profile';
import { api } from './api';
import { firebaseAuth } from './firebase';
import { showToast } from './toastStore';

export interface SessionState {
  /** True until Firebase reports the first auth state. */
  loading: boolean;
  user: User | null;
  profile: Profile | null;
  profileLoading: boolean;
  /** The account's email address is confirmed (Firebase's emailVerified, kept current by markConfirmed). */
  confirmed: boolean;
}

export const $session = map<SessionState>({ loading: true, user: null, profile: null, profileLoading: false, confirmed: false });

export const PROFILE_ATTEMPTS = 5;
export const PROFILE_RETRY_MS = 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fetches the profile, up to 5 attempts 1 s apart; then the spec's Account Error toast. */
async function loadProfile(user: User) {
  $session.setKey('profileLoading', true);
  for (let attempt = 1; attempt <= PROFILE_ATTEMPTS; attempt++) {
    try {
      const profile = await api('me');
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
      confirmed: user?.emailVerified ?? false,
    });
    if (user) void loadProfile(user);
  });
}

export async function signOut() {
  await firebaseSignOut(firebaseAuth());
  $session.set({ loading: false, user: null, profile: null, profileLoading: false, confirmed: false });
}

/** The address was confirmed since sign-in (ConfirmEmailBanner checked with Firebase). */
export function markConfirmed() {
  $session.setKey('confirmed', true);
}
