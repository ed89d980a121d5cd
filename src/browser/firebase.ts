import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth';

/**
 * Firebase Auth for the browser (auth only: all data goes through /api/).
 * With no PUBLIC_FIREBASE_API_KEY the app talks to the local Auth emulator, so
 * `npm run dev` and the tests need no configuration.
 */
const env = import.meta.env;
const useEmulator = !env.PUBLIC_FIREBASE_API_KEY || Boolean(env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST);
const emulatorHost = env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';

let auth: Auth | undefined;

export function firebaseAuth(): Auth {
  if (!auth) {
    const app = initializeApp({
      apiKey: env.PUBLIC_FIREBASE_API_KEY || 'local-emulator-key',
      authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN || 'localhost',
      projectId: env.PUBLIC_FIREBASE_PROJECT_ID || 'demo-casecourier',
      appId: env.PUBLIC_FIREBASE_APP_ID || undefined,
    });
    // initializeAuth with one persistence keeps popup/redirect code out of the bundle.
    auth = initializeAuth(app, { persistence: browserLocalPersistence });
    if (useEmulator) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  }
  return auth;
}
