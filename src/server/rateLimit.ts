import { createHash } from 'node:crypto';
import { serverEnv } from './env';
import { RateLimited } from './errors';
import { firestore, isContention } from './firebase';
import * as store from './store/collections';

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
/**
 * Calls on the platform's own AI key (firms without a key of their own: sequence generations and
 * agent test turns alike), per day. Each firm's fair share is a twentieth of the whole, and each
 * network's a tenth, so spending the day's quota takes at least twenty firms on ten networks
 * rather than a few throwaway accounts.
 */
export const PLATFORM_AI_ALL_FIRMS_DAILY = 2000;
export const PLATFORM_AI_PER_FIRM_DAILY = PLATFORM_AI_ALL_FIRMS_DAILY / 20;
export const PLATFORM_AI_PER_ADDRESS_DAILY = PLATFORM_AI_ALL_FIRMS_DAILY / 10;
/** Stored setup-form submissions per address; replays of one submission are not counted. */
export const ONBOARDING_PER_ADDRESS_HOURLY = 10;
/**
 * Visits and presses of unsubscribe links per address, every 10 minutes. Far above what a reader
 * or a mail provider's address sends (one-click unsubscribes arrive from the provider's servers),
 * so a real opt-out is never refused; it stops one address hammering the page.
 */
export const UNSUBSCRIBE_PER_ADDRESS = 120;
const TEN_MINUTES = 10 * 60 * 1000;

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

export const platformAiPerAddress = (ip: string): RateLimit => ({
  path: `rate_limits/platform-ai-${addressKey(ip)}`,
  max: PLATFORM_AI_PER_ADDRESS_DAILY,
  windowMs: DAY,
  refusal: (m) =>
    `Your network has used its share of AI on CaseCourier's key for today. Try again in ${inTime(m)}, or add your own OpenAI key in Settings.`,
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

export const unsubscribePerAddress = (ip: string): RateLimit => ({
  path: `rate_limits/unsubscribe-${addressKey(ip)}`,
  max: UNSUBSCRIBE_PER_ADDRESS,
  windowMs: TEN_MINUTES,
  refusal: (m) =>
    `Too many unsubscribe requests came from your network. Try again in ${inMinutes(m)}, or reply to the email and ask to be removed.`,
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

/**
 * Lead webhook requests refused for a missing or wrong signature: per client address and per
 * endpoint, every 10 minutes. Once an address is full, every request from it is refused (429)
 * before anything is read; once an endpoint is full, its refused requests are answered 429 and
 * no longer counted, while correctly signed ones still go through, so nobody who knows the
 * address can block a firm's real leads.
 */
export const LEAD_WEBHOOK_REFUSED_PER_ADDRESS = 30;
export const LEAD_WEBHOOK_REFUSED_PER_ENDPOINT = 100;

export const leadWebhookRefusedPerAddress = (ip: string): RateLimit => ({
  path: `rate_limits/lead-webhook-refused-${addressKey(ip)}`,
  max: LEAD_WEBHOOK_REFUSED_PER_ADDRESS,
  windowMs: TEN_MINUTES,
  refusal: () =>
    'Too many webhook requests with a missing or wrong signature came from your network. Try again after the time in the Retry-After header, signing each request with the endpoint’s secret.',
});

export const leadWebhookRefusedPerEndpoint = (endpointId: string): RateLimit => ({
  path: `rate_limits/lead-webhook-refused-endpoint-${endpointId}`,
  max: LEAD_WEBHOOK_REFUSED_PER_ENDPOINT,
  windowMs: TEN_MINUTES,
  refusal: () =>
    'This webhook address has refused too many requests with a missing or wrong signature. Sign each request with the endpoint’s secret, and try again after the time in the Retry-After header.',
});

/**
 * Creating or rotating a firm's webhook secret. A rotation ends the previous secret's grace at
 * once (only one previous secret is kept), so rotating faster than senders can switch loses
 * leads; a real rotation is rare (a leak, a staff change). A few an hour leave room for a mistake.
 */
export const WEBHOOK_ROTATIONS_HOURLY = 5;
export const WEBHOOK_ROTATIONS_DAILY = 20;

export const webhookRotationsPerFirm = (tenantId: string): RateLimit[] => [
  {
    path: `tenants/${tenantId}/rate_limits/webhook_rotations_hourly`,
    max: WEBHOOK_ROTATIONS_HOURLY,
    windowMs: HOUR,
    refusal: (m) => `Your firm has created ${WEBHOOK_ROTATIONS_HOURLY} webhook secrets this hour. Try again in ${inMinutes(m)}.`,
  },
  {
    path: `tenants/${tenantId}/rate_limits/webhook_rotations_daily`,
    max: WEBHOOK_ROTATIONS_DAILY,
    windowMs: DAY,
    refusal: (m) => `Your firm has created ${WEBHOOK_ROTATIONS_DAILY} webhook secrets today. Try again in ${inTime(m)}.`,
  },
];

export const TOO_MANY_AT_ONCE = 'Too many requests at once. Please wait a few seconds and try again.';

/** The limit that frees up last among those that are full, and when; null when none is. */
function fullest(limits: RateLimit[], hitsOf: (i: number) => number[] | undefined, now: number) {
  const recent = limits.map((limit, i) => (hitsOf(i) ?? []).filter((t) => t > now - limit.windowMs).sort((a, b) => a - b));
  const full = limits
    .map((limit, i) => ({
      limit,
      retryAt: recent[i]!.length >= limit.max ? recent[i]![recent[i]!.length - limit.max]! + limit.windowMs : 0,
    }))
    .filter((f) => f.retryAt > 0)
    .sort((a, b) => b.retryAt - a.retryAt);
  return { recent, refused: full[0] ?? null };
}

function refusal(refused: { limit: RateLimit; retryAt: number }, now: number): RateLimited {
  const seconds = Math.max(1, Math.ceil((refused.retryAt - now) / 1000));
  return new RateLimited(refused.limit.refusal(Math.ceil(seconds / 60)), seconds);
}

/**
 * Takes one slot of every limit, or none: throws 429 with Retry-After (seconds)
 * and the message of the limit that frees up last when any is full.
 */
export async function takeRateLimitSlots(limits: RateLimit[], now = Date.now()): Promise<void> {
  const db = await firestore();
  const refs = limits.map((limit) => store.rateLimit(db, limit.path));
  let refused: { limit: RateLimit; retryAt: number } | null;
  try {
    refused = await db.runTransaction(async (tx) => {
      const snaps = await tx.getAll(...refs);
      const counted = fullest(limits, (i) => snaps[i]!.data()?.hits, now);
      if (counted.refused) return counted.refused;
      refs.forEach((ref, i) => tx.set(ref, { hits: [...counted.recent[i]!, now] }));
      return null;
    });
  } catch (error) {
    // So many requests at once that the count could not be settled: the caller is going too fast.
    if (isContention(error)) throw new RateLimited(TOO_MANY_AT_ONCE, 5);
    throw error;
  }
  if (refused) throw refusal(refused, now);
}

/**
 * Throws the 429 a full limit answers, without taking a slot: one read, no write. For limits
 * that count only some requests (refused ones) but hold back every request once full.
 */
export async function refuseWhenFull(limits: RateLimit[], now = Date.now()): Promise<void> {
  const db = await firestore();
  const snaps = await store.getAll(
    db,
    limits.map((limit) => store.rateLimit(db, limit.path)),
  );
  const { refused } = fullest(limits, (i) => snaps[i]!.data()?.hits, now);
  if (refused) throw refusal(refused, now);
}

/**
 * Test conversations with an agent: one slot per agent turn. Kept apart from GENERATION_LIMIT
 * because a single conversation takes a dozen turns; each turn is a short reply plus a small
 * extraction call, far cheaper than a sequence.
 */
export const AGENT_TEST_TURNS_HOURLY = 200;
/** Per address, so a script that makes many firms is still one address; room for a few firms in one office. */
export const AGENT_TEST_TURNS_PER_ADDRESS_HOURLY = 300;

export const agentTestTurnsPerFirm = (tenantId: string): RateLimit => ({
  path: `tenants/${tenantId}/rate_limits/agent_test_turns`,
  max: AGENT_TEST_TURNS_HOURLY,
  windowMs: HOUR,
  refusal: (m) => `Your firm has used its ${AGENT_TEST_TURNS_HOURLY} test conversation turns for this hour. Try again in ${inMinutes(m)}.`,
});

export const agentTestTurnsPerAddress = (ip: string): RateLimit => ({
  path: `rate_limits/agent-test-turns-${addressKey(ip)}`,
  max: AGENT_TEST_TURNS_PER_ADDRESS_HOURLY,
  windowMs: HOUR,
  refusal: (m) => `Too many test conversation turns came from your network this hour. Try again in ${inMinutes(m)}.`,
});
