import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { resetServerEnvForTests } from '../../src/server/env';

/**
 * Server modules read and check their configuration on first use. For unit tests that talk to no
 * Firebase: a development configuration whose emulators sit on a closed port, set before the file's
 * tests and restored after them. `resets` clear the caches of the modules under test whenever the
 * environment changes. The returned `newSecret` gives the server a fresh API_KEYS_SECRET, as a
 * rotated key would.
 */
export function offlineServerEnv(options: { env?: Record<string, string>; unset?: string[]; resets?: (() => void)[] } = {}) {
  const saved = { ...process.env };
  const reset = () => {
    resetServerEnvForTests();
    for (const resetCache of options.resets ?? []) resetCache();
  };
  const newSecret = () => {
    process.env.API_KEYS_SECRET = randomBytes(32).toString('base64');
    reset();
  };
  beforeAll(() => {
    Object.assign(process.env, {
      CASECOURIER_DEV: '1',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
      ...options.env,
    });
    for (const name of options.unset ?? []) delete process.env[name];
    newSecret();
  });
  afterAll(() => {
    process.env = saved;
    reset();
  });
  return { newSecret };
}
