import { firestore } from './firebase';
import { HttpError } from './http';

export interface RateLimit {
  /** Document name under tenants/{t}/rate_limits. */
  name: string;
  max: number;
  windowMs: number;
  /** Shown to the person: what is limited. */
  what: string;
}

export const GENERATION_LIMIT: RateLimit = { name: 'ai_generation', max: 30, windowMs: 60 * 60 * 1000, what: 'AI generations' };

/**
 * A sliding-window limit per tenant, counted in a transaction so concurrent
 * requests cannot both take the last slot. Throws 429 with when to retry.
 */
export async function takeRateLimitSlot(tenantId: string, limit: RateLimit, now = Date.now()): Promise<void> {
  const db = await firestore();
  const ref = db.doc(`tenants/${tenantId}/rate_limits/${limit.name}`);
  const retryAt = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const recent = ((snap.get('hits') as number[] | undefined) ?? []).filter((t) => t > now - limit.windowMs).sort((a, b) => a - b);
    if (recent.length >= limit.max) return recent[0]! + limit.windowMs;
    tx.set(ref, { hits: [...recent, now] });
    return null;
  });
  if (retryAt !== null) {
    const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new HttpError(
      429,
      `Your firm has used its ${limit.max} ${limit.what} for this hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { 'retry-after': String(seconds) },
    );
  }
}

/**
 * Test conversations with an agent: one slot per agent turn. Kept apart from GENERATION_LIMIT
 * because a single conversation takes a dozen turns; each turn is a short reply plus a small
 * extraction call, far cheaper than a sequence.
 */
export const AGENT_TEST_LIMIT: RateLimit = {
  name: 'agent_test_turns',
  max: 200,
  windowMs: 60 * 60 * 1000,
  what: 'test conversation turns',
};
