import { describe, expect, it, vi } from 'vitest';

// A store whose transactions always lose to others, as after firebase-admin's own retries.
vi.mock('./firebase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./firebase')>()),
  firestore: async () => ({
    doc: () => ({}),
    runTransaction: async () => {
      throw Object.assign(new Error('10 ABORTED: Transaction lock timeout'), { code: 10 });
    },
  }),
}));

const { takeRateLimitSlots, generationPerFirm, TOO_MANY_AT_ONCE } = await import('./rateLimit');

describe('a rate-limit count that cannot be settled', () => {
  it('is a 429 with Retry-After, not a 500', async () => {
    const error = await takeRateLimitSlots([generationPerFirm('t1')]).catch((e) => e);
    expect(error).toMatchObject({ status: 429, message: TOO_MANY_AT_ONCE });
    expect(error.headers['retry-after']).toMatch(/^\d+$/);
  });
});
