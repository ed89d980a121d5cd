import { describe, expect, it, vi } from 'vitest';

// A store whose transactions always lose to others, as after firebase-admin's own retries.
vi.mock('./firebase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./firebase')>()),
  firestore: async () => ({
    doc: () => ({ withConverter: () => ({}) }),
    runTransaction: async () => {
      throw Object.assign(new Error('10 ABORTED: Transaction lock timeout'), { code: 10 });
    },
  }),
}));

const { takeRateLimitSlots, generationPerFirm, TOO_MANY_AT_ONCE } = await import('./rateLimit');
const { errorResponse } = await import('./http');

describe('a rate-limit count that cannot be settled', () => {
  it('is a 429 with Retry-After, not a 500', async () => {
    const answer = errorResponse(await takeRateLimitSlots([generationPerFirm('t1')]).catch((e) => e));
    expect(answer.status).toBe(429);
    expect(await answer.json()).toEqual({ error: TOO_MANY_AT_ONCE });
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the client an address stands for', () => {
  it('is the IPv4 address, or the /64 network of an IPv6 address', async () => {
    const { clientNetwork } = await import('./rateLimit');
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
