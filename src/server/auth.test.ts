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
const { errorResponse } = await import('./http');
const signedRequest = new Request('http://x/api/me', { headers: { authorization: 'Bearer some.id.token' } });

/** What the API answers when verifying fails the way it does now. */
const answer = async () =>
  errorResponse(
    await verifyRequestUser(signedRequest).then(
      () => new Error('verified'),
      (error: unknown) => error,
    ),
  );

describe('verifyRequestUser', () => {
  it('answers 401 for what is wrong with the token', async () => {
    for (const code of ['auth/id-token-expired', 'auth/argument-error', 'auth/id-token-revoked', 'auth/user-disabled']) {
      failure = Object.assign(new Error(code), { code });
      expect((await answer()).status).toBe(401);
    }
  });

  it('answers 503, logged, when the token cannot be checked at all', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const code of ['app/network-error', 'auth/internal-error', 'app/some-new-code', undefined]) {
      failure = Object.assign(new Error('could not fetch public keys'), { code });
      const res = await answer();
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect((await res.json()).error).toBe(AUTH_UNAVAILABLE);
    }
    expect(log).toHaveBeenCalledTimes(4);
    log.mockRestore();
  });

  it("names the service account when Firebase refuses the server's own credentials", async () => {
    failure = Object.assign(new Error('Credential implementation provided to initializeApp() failed'), { code: 'app/invalid-credential' });
    await expect(verifyRequestUser(signedRequest)).rejects.toMatchObject({ name: 'ConfigError', settings: ['FIREBASE_SERVICE_ACCOUNT'] });
  });
});
