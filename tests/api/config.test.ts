import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, createAttorney, readError, setServerEnv } from './support';

const saved = { ...process.env };
afterEach(async () => {
  vi.restoreAllMocks();
  await setServerEnv({
    CASECOURIER_DEV: saved.CASECOURIER_DEV,
    API_KEYS_SECRET: saved.API_KEYS_SECRET,
    FIREBASE_SERVICE_ACCOUNT: undefined,
  });
});

describe('failures say what broke', () => {
  it('answers 401 only when the token itself is missing or not good', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer not-a-token', 'Basic abc', `Bearer ${'x'.repeat(5000)}`]) {
      const res = await api('me', { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(await readError(res)).toBe('Please sign in again: your session is missing or has expired.');
    }
  });

  it('answers a bad setting with a logged 503 that names it, not "sign in again"', async () => {
    const a = await createAttorney();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The secret that "happens to decode to 32 bytes" after Node skips the junk.
    const junk = randomBytes(32)
      .toString('base64')
      .replace(/^(.{8})/, '$1**');
    await setServerEnv({ API_KEYS_SECRET: junk });
    for (const path of ['me', 'api-keys', 'sequences']) {
      const res = await api(path, { token: a.idToken });
      expect(res.status, path).toBe(503);
      expect(await readError(res)).toBe(
        'The service is not set up correctly (API_KEYS_SECRET). Please try again later; if this continues, contact support.',
      );
    }
    expect(log.mock.calls.flat().join(' ')).toMatch(/API_KEYS_SECRET must be exactly 32 bytes/);
  });

  it('does not trust the emulators without the development flag', async () => {
    const a = await createAttorney();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await setServerEnv({ CASECOURIER_DEV: undefined });
    const res = await api('me', { token: a.idToken });
    expect(res.status).toBe(503);
    expect(await readError(res)).toMatch(
      /\(FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, DNS_STAND_IN, FIREBASE_SERVICE_ACCOUNT\)/,
    );
  });
});
