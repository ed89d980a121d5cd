import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth';
import {
  PUBLIC_FIREBASE_API_KEY,
  PUBLIC_FIREBASE_APP_ID,
  PUBLIC_FIREBASE_AUTH_DOMAIN,
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  PUBLIC_FIREBASE_PROJECT_ID,
} from 'astro:env/client';
import { authEmulatorHost } from '#shared/authEmulator';

/**
 * Firebase Auth for the browser (auth only: all data goes through /api/).
 * The web config is checked by astro:env: a production build cannot ship
 * without it. Without an API key (local builds, dev, tests) the app talks to the
 * local Auth emulator, so nothing needs configuring.
 */
const emulatorHost = authEmulatorHost({ apiKey: PUBLIC_FIREBASE_API_KEY, emulatorHost: PUBLIC_FIREBASE_AUTH_EMULATOR_HOST });

let auth: Auth | undefined;

export function firebaseAuth(): Auth {
  if (!auth) {
    const app = initializeApp({
      // The emulator accepts any key, and any "demo-" project id.
      apiKey: PUBLIC_FIREBASE_API_KEY || 'local-emulator-key',
      authDomain: PUBLIC_FIREBASE_AUTH_DOMAIN || 'localhost',
      projectId: PUBLIC_FIREBASE_PROJECT_ID || 'demo-casecourier',
      appId: PUBLIC_FIREBASE_APP_ID || undefined,
    });
    // initializeAuth with one persistence keeps popup/redirect code out of the bundle.
    auth = initializeAuth(app, { persistence: browserLocalPersistence });
    if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  }
  return auth;
}
