import { firestore, isContention } from './firebase';
import { HttpError } from './http';

export interface RateLimit {
  /** Document name under tenants/{t}/rate_limits. */
  name: string;
  max: number;
  windowMs: number;
  /** Shown to the person: what is limited. */
  what: string;
}

export const TOO_MANY_AT_ONCE = 'Too many requests at once. Please wait a few seconds and try again.';

export const GENERATION_LIMIT: RateLimit = { name: 'ai_generation', max: 30, windowMs: 60 * 60 * 1000, what: 'AI generations' };

/**
 * A sliding-window limit per tenant, counted in a transaction so concurrent
 * requests cannot both take the last slot. Throws 429 with when to retry.
 */
export async function takeRateLimitSlot(tenantId: string, limit: RateLimit, now = Date.now()): Promise<void> {
  const db = await firestore();
  const ref = db.doc(`tenants/${tenantId}/rate_limits/${limit.name}`);
  let retryAt: number | null;
  try {
    retryAt = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const recent = ((snap.get('hits') as number[] | undefined) ?? []).filter((t) => t > now - limit.windowMs).sort((a, b) => a - b);
      if (recent.length >= limit.max) return recent[0]! + limit.windowMs;
      tx.set(ref, { hits: [...recent, now] });
      return null;
    });
  } catch (error) {
    // So many requests at once that the count could not be settled: the caller is going too fast.
    if (isContention(error)) throw new HttpError(429, TOO_MANY_AT_ONCE, { 'retry-after': '5' });
    throw error;
  }
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
