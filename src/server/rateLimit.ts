import { createHash } from 'node:crypto';
import { serverEnv } from './env';
import { firestore, isContention } from './firebase';
import { HttpError } from './http';

/**
 * Sliding-window limits, counted in Firestore so they hold across function
 * instances. Every limit a request is subject to is counted in one transaction:
 * either all of them take a slot or none does, and concurrent requests cannot
 * both take the last one.
 */
export interface RateLimit {
  /** The document that holds the recent hits (server-only; clients never read Firestore). */
  path: string;
  max: number;
  windowMs: number;
  /** What the person reads when the limit is reached, given the minutes until a slot frees up. */
  refusal: (minutes: number) => string;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;
const inTime = (minutes: number) => (minutes > 90 ? `${Math.ceil(minutes / 60)} hours` : inMinutes(minutes));

/**
 * The part of an address one client controls: the whole IPv4 address, or the /64 network of an
 * IPv6 address (one subscriber usually gets a whole /64, so counting single IPv6 addresses would
 * let a script rotate through billions of them).
 */
export function clientNetwork(ip: string): string {
  if (!ip.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.replace(/^::ffff:/i, '');
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** An address is stored only as a hash: limits need to tell clients apart, not know them. */
const addressKey = (ip: string) =>
  createHash('sha256')
    .update(`casecourier-rate-limit:${clientNetwork(ip)}`)
    .digest('hex')
    .slice(0, 32);

/** Every generation, whoever's key pays: 30 per firm per hour. */
export const GENERATION_PER_FIRM_HOURLY = 30;
/** Per address, so a script that makes many accounts is still one address. */
export const GENERATION_PER_ADDRESS_HOURLY = 60;
/** Generations on the platform's own AI key (firms without a key of their own). */
export const PLATFORM_AI_PER_FIRM_DAILY = 100;
export const PLATFORM_AI_ALL_FIRMS_DAILY = 2000;
/** Stored setup-form submissions per address; replays of one submission are not counted. */
export const ONBOARDING_PER_ADDRESS_HOURLY = 10;

export const generationPerFirm = (tenantId: string): RateLimit => ({
  path: `tenants/${tenantId}/rate_limits/ai_generation`,
  max: GENERATION_PER_FIRM_HOURLY,
  windowMs: HOUR,
  refusal: (m) => `Your firm has used its ${GENERATION_PER_FIRM_HOURLY} AI generations for this hour. Try again in ${inMinutes(m)}.`,
});

export const generationPerAddress = (ip: string): RateLimit => ({
  path: `rate_limits/generation-${addressKey(ip)}`,
  max: GENERATION_PER_ADDRESS_HOURLY,
  windowMs: HOUR,
  refusal: (m) => `Too many AI generations from your network this hour. Try again in ${inMinutes(m)}.`,
});

/** AI second opinions on an email's compliance, whoever's key pays: 60 per firm per hour. */
export const SECOND_OPINIONS_PER_FIRM_HOURLY = 60;

export const secondOpinionsPerFirm = (tenantId: string): RateLimit => ({
  path: `tenants/${tenantId}/rate_limits/compliance_second_opinion`,
  max: SECOND_OPINIONS_PER_FIRM_HOURLY,
  windowMs: HOUR,
  refusal: (m) => `Your firm has used its ${SECOND_OPINIONS_PER_FIRM_HOURLY} second opinions for this hour. Try again in ${inMinutes(m)}.`,
});

export const platformAiPerFirm = (tenantId: string): RateLimit => ({
  path: `tenants/${tenantId}/rate_limits/platform_ai_daily`,
  max: PLATFORM_AI_PER_FIRM_DAILY,
  windowMs: DAY,
  refusal: (m) =>
    `Your firm has used its ${PLATFORM_AI_PER_FIRM_DAILY} AI generations on CaseCourier's key for today. Try again in ${inTime(m)}, or add your own OpenAI key in Settings.`,
});

export const PLATFORM_AI_ALL_FIRMS: RateLimit = {
  path: 'rate_limits/platform_ai_daily',
  max: PLATFORM_AI_ALL_FIRMS_DAILY,
  windowMs: DAY,
  refusal: (m) =>
    `AI generation on CaseCourier's key is busy today. Try again in ${inTime(m)}, or add your own OpenAI key in Settings to generate now.`,
};

export const onboardingPerAddress = (ip: string): RateLimit => ({
  path: `rate_limits/onboarding-${addressKey(ip)}`,
  max: ONBOARDING_PER_ADDRESS_HOURLY,
  windowMs: HOUR,
  refusal: (m) => `Too many setup forms were sent from your network this hour. Try again in ${inMinutes(m)}, or contact us.`,
});

/**
 * Signed requests to one lead webhook endpoint, per minute (LEAD_WEBHOOK_PER_MINUTE). Counted
 * after the signature is checked, so someone who knows only the URL cannot use up the firm's limit.
 */
export const leadWebhookPerEndpoint = (endpointId: string): RateLimit => {
  const max = serverEnv().LEAD_WEBHOOK_PER_MINUTE;
  return {
    path: `rate_limits/lead-webhook-${endpointId}`,
    max,
    windowMs: 60 * 1000,
    refusal: () => `This webhook address accepts at most ${max} leads a minute. Send the rest after the time in the Retry-After header.`,
  };
};

export const TOO_MANY_AT_ONCE = 'Too many requests at once. Please wait a few seconds and try again.';

/**
 * Takes one slot of every limit, or none: throws 429 with Retry-After (seconds)
 * and the message of the limit that frees up last when any is full.
 */
export async function takeRateLimitSlots(limits: RateLimit[], now = Date.now()): Promise<void> {
  const db = await firestore();
  const refs = limits.map((limit) => db.doc(limit.path));
  let refused: { limit: RateLimit; retryAt: number } | null;
  try {
    refused = await db.runTransaction(async (tx) => {
      const snaps = await tx.getAll(...refs);
      const recent = limits.map((limit, i) =>
        ((snaps[i]!.get('hits') as number[] | undefined) ?? []).filter((t) => t > now - limit.windowMs).sort((a, b) => a - b),
      );
      const full = limits
        .map((limit, i) => ({
          limit,
          retryAt: recent[i]!.length >= limit.max ? recent[i]![recent[i]!.length - limit.max]! + limit.windowMs : 0,
        }))
        .filter((f) => f.retryAt > 0)
        .sort((a, b) => b.retryAt - a.retryAt);
      if (full.length > 0) return full[0]!;
      refs.forEach((ref, i) => tx.set(ref, { hits: [...recent[i]!, now] }));
      return null;
    });
  } catch (error) {
    // So many requests at once that the count could not be settled: the caller is going too fast.
    if (isContention(error)) throw new HttpError(429, TOO_MANY_AT_ONCE, { 'retry-after': '5' });
    throw error;
  }
  if (refused) {
    const seconds = Math.max(1, Math.ceil((refused.retryAt - now) / 1000));
    throw new HttpError(429, refused.limit.refusal(Math.ceil(seconds / 60)), { 'retry-after': String(seconds) });
  }
}

/**
 * Test conversations with an agent: one slot per agent turn. Kept apart from GENERATION_LIMIT
 * because a single conversation takes a dozen turns; each turn is a short reply plus a small
 * extraction call, far cheaper than a sequence.
 */
export const AGENT_TEST_TURNS_HOURLY = 200;

export const agentTestTurnsPerFirm = (tenantId: string): RateLimit => ({
  path: `tenants/${tenantId}/rate_limits/agent_test_turns`,
  max: AGENT_TEST_TURNS_HOURLY,
  windowMs: HOUR,
  refusal: (m) => `Your firm has used its ${AGENT_TEST_TURNS_HOURLY} test conversation turns for this hour. Try again in ${inMinutes(m)}.`,
});
