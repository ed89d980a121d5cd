import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { resetServerEnvForTests, serverEnv } from './env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetServerEnvForTests();
});

function withEnv(vars: Record<string, string | undefined>) {
  for (const key of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_SERVICE_ACCOUNT', 'API_KEYS_SECRET'])
    delete process.env[key];
  Object.assign(process.env, vars);
  resetServerEnvForTests();
}

describe('serverEnv', () => {
  it('refuses to start in production without API_KEYS_SECRET or a service account', () => {
    withEnv({ FIREBASE_SERVICE_ACCOUNT: '{}' });
    expect(() => serverEnv()).toThrow(/API_KEYS_SECRET is required in production/);
    withEnv({ API_KEYS_SECRET: randomBytes(32).toString('base64') });
    expect(() => serverEnv()).toThrow(/FIREBASE_SERVICE_ACCOUNT is required/);
  });

  it('starts in production with both, and against the emulators without them', () => {
    withEnv({ FIREBASE_SERVICE_ACCOUNT: '{}', API_KEYS_SECRET: randomBytes(32).toString('hex') });
    expect(serverEnv().usingEmulators).toBe(false);
    withEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
    expect(serverEnv().usingEmulators).toBe(true);
  });

  it('rejects a malformed secret and applies defaults', () => {
    withEnv({ FIREBASE_AUTH_EMULATOR_HOST: 'h:1', FIRESTORE_EMULATOR_HOST: 'h:2', API_KEYS_SECRET: 'short' });
    expect(() => serverEnv()).toThrow(/32 bytes/);
    withEnv({ FIREBASE_AUTH_EMULATOR_HOST: 'h:1', FIRESTORE_EMULATOR_HOST: 'h:2' });
    expect(serverEnv()).toMatchObject({ OPENAI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 24_000, FIREBASE_PROJECT_ID: 'demo-casecourier' });
  });
});
