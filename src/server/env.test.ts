import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, configProblems, resetServerEnvForTests, serverEnv } from './env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetServerEnvForTests();
});

const SERVICE_ACCOUNT = JSON.stringify({ project_id: 'p', client_email: 'a@p.iam.gserviceaccount.com', private_key: 'k' });
const EMULATORS = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };

function withEnv(vars: Record<string, string | undefined>) {
  for (const key of ['CASECOURIER_DEV', ...Object.keys(EMULATORS), 'FIREBASE_SERVICE_ACCOUNT', 'API_KEYS_SECRET', 'OPENAI_BASE_URL'])
    delete process.env[key];
  Object.assign(process.env, vars);
  resetServerEnvForTests();
}

const settingsAtFault = (vars: Record<string, string | undefined>) => [...new Set(configProblems(vars).map((p) => p.setting))];

describe('serverEnv', () => {
  it('refuses to start in production without API_KEYS_SECRET or a service account, naming them', () => {
    withEnv({ FIREBASE_SERVICE_ACCOUNT: SERVICE_ACCOUNT });
    expect(() => serverEnv()).toThrow(/API_KEYS_SECRET is required in production/);
    withEnv({ API_KEYS_SECRET: randomBytes(32).toString('base64') });
    const error = (() => {
      try {
        serverEnv();
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).settings).toEqual(['FIREBASE_SERVICE_ACCOUNT']);
  });

  it('starts in production with both, and against the emulators only in development mode', () => {
    withEnv({ FIREBASE_SERVICE_ACCOUNT: SERVICE_ACCOUNT, API_KEYS_SECRET: randomBytes(32).toString('hex') });
    expect(serverEnv().usingEmulators).toBe(false);
    withEnv({ CASECOURIER_DEV: '1', ...EMULATORS });
    expect(serverEnv().usingEmulators).toBe(true);
  });

  it('does not let emulator hosts relax production checks without CASECOURIER_DEV=1', () => {
    expect(settingsAtFault({ ...EMULATORS })).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST',
      'FIRESTORE_EMULATOR_HOST',
      'API_KEYS_SECRET',
      'FIREBASE_SERVICE_ACCOUNT',
    ]);
    // Even with everything production needs: an emulator accepts unsigned tokens.
    expect(
      settingsAtFault({ ...EMULATORS, FIREBASE_SERVICE_ACCOUNT: SERVICE_ACCOUNT, API_KEYS_SECRET: randomBytes(32).toString('base64') }),
    ).toEqual(['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST']);
    expect(settingsAtFault({ CASECOURIER_DEV: 'yes', ...EMULATORS })).toContain('CASECOURIER_DEV');
  });

  it('answers sending-domain lookups from the local stand-in only in development mode', () => {
    const production = { FIREBASE_SERVICE_ACCOUNT: SERVICE_ACCOUNT, API_KEYS_SECRET: randomBytes(32).toString('base64') };
    expect(settingsAtFault({ ...production, DNS_STAND_IN: '1' })).toEqual(['DNS_STAND_IN']);
    expect(settingsAtFault({ ...production, CASECOURIER_DEV: '1', DNS_STAND_IN: '1' })).toEqual([]);
    expect(settingsAtFault({ ...production, PLATFORM_SMTP_URL: 'https://relay.example.com' })).toEqual(['PLATFORM_SMTP_URL']);
    expect(settingsAtFault({ ...production, PLATFORM_SPF_INCLUDE: 'include:spf.example.com' })).toEqual(['PLATFORM_SPF_INCLUDE']);
  });

  it('takes API_KEYS_SECRET only as 32 bytes in canonical base64 or hex', () => {
    const dev = { CASECOURIER_DEV: '1', ...EMULATORS };
    const key = randomBytes(32);
    for (const good of [key.toString('base64'), key.toString('hex'), ` ${key.toString('base64')}\n`]) {
      expect(settingsAtFault({ ...dev, API_KEYS_SECRET: good })).toEqual([]);
    }
    const base64 = key.toString('base64');
    for (const bad of [
      'short',
      randomBytes(31).toString('base64'),
      randomBytes(33).toString('base64'),
      base64.replace('=', ''), // unpadded
      `${base64.slice(0, 10)}!!${base64.slice(10)}`, // junk Node's decoder would skip
      `${base64.slice(0, 20)} ${base64.slice(20)}`,
      // A key whose base64url differs from its base64 (a random key's often does not: the test would flake).
      Buffer.alloc(32, 0xfb).toString('base64url').padEnd(44, '='),
      randomBytes(32).toString('hex').slice(0, 63),
    ]) {
      expect(settingsAtFault({ ...dev, API_KEYS_SECRET: bad }), bad).toEqual(['API_KEYS_SECRET']);
    }
  });

  it('checks the service account is a key file, and applies defaults', () => {
    const prod = { API_KEYS_SECRET: randomBytes(32).toString('base64') };
    expect(settingsAtFault({ ...prod, FIREBASE_SERVICE_ACCOUNT: '{not json' })).toEqual(['FIREBASE_SERVICE_ACCOUNT']);
    expect(settingsAtFault({ ...prod, FIREBASE_SERVICE_ACCOUNT: '{"project_id":"p"}' })).toEqual(['FIREBASE_SERVICE_ACCOUNT']);
    expect(settingsAtFault({ CASECOURIER_DEV: '1', ...EMULATORS, OPENAI_BASE_URL: 'not a url' })).toEqual(['OPENAI_BASE_URL']);
    withEnv({ CASECOURIER_DEV: '1', ...EMULATORS });
    expect(serverEnv()).toMatchObject({ OPENAI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 24_000, FIREBASE_PROJECT_ID: 'demo-casecourier' });
  });
});
