import { describe, expect, it, vi } from 'vitest';

let failure: unknown;
vi.mock('./firebase', () => ({
  adminAuth: async () => ({
    verifyIdToken: async () => {
      throw failure;
    },
  }),
  firestore: async () => ({}),
}));

const { verifyRequestUser, AUTH_UNAVAILABLE } = await import('./auth');
const signedRequest = new Request('http://x/api/me', { headers: { authorization: 'Bearer some.id.token' } });

describe('verifyRequestUser', () => {
  it('answers 401 for what is wrong with the token', async () => {
    for (const code of ['auth/id-token-expired', 'auth/argument-error', 'auth/id-token-revoked', 'auth/user-disabled']) {
      failure = Object.assign(new Error(code), { code });
      await expect(verifyRequestUser(signedRequest)).rejects.toMatchObject({ status: 401 });
    }
  });

  it('answers 503, logged, when the token cannot be checked at all', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const code of ['app/network-error', 'auth/internal-error', 'app/some-new-code', undefined]) {
      failure = Object.assign(new Error('could not fetch public keys'), { code });
      await expect(verifyRequestUser(signedRequest)).rejects.toMatchObject({ status: 503, message: AUTH_UNAVAILABLE });
    }
    expect(log).toHaveBeenCalledTimes(4);
    log.mockRestore();
  });

  it("names the service account when Firebase refuses the server's own credentials", async () => {
    failure = Object.assign(new Error('Credential implementation provided to initializeApp() failed'), { code: 'app/invalid-credential' });
    await expect(verifyRequestUser(signedRequest)).rejects.toMatchObject({ name: 'ConfigError', settings: ['FIREBASE_SERVICE_ACCOUNT'] });
  });
});
