import { hasVerifiedEmail, type SignedInAttorney } from '../auth';
import { serverEnv } from '../env';
import { Forbidden, Unavailable } from '../errors';
import { tenantApiKey } from '../integrations/apiKeys';
import { PLATFORM_AI_ALL_FIRMS, platformAiPerAddress, platformAiPerFirm, takeRateLimitSlots, type RateLimit } from '../rateLimit';

export const AI_NOT_SET_UP = 'AI generation is not set up: add an API key named openai in Settings.';
export const VERIFY_EMAIL_FIRST =
  "Confirm your email address to use AI generation on CaseCourier's key: open the link in the email we sent you when you signed up (check your spam folder too), then try again.";

export interface AiConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/**
 * How this firm reaches the LLM, with one rule for every AI feature: its own key from Settings
 * first; the platform key as the fallback, which the platform pays for, so only for confirmed
 * accounts and within the daily caps per firm, per client address and for all firms. Takes a
 * slot in `limits` (and the platform caps) in one transaction; 503 with no key at all, 403
 * before the email is confirmed.
 */
export async function aiConfigFor(user: SignedInAttorney, limits: RateLimit[], clientIp: string): Promise<AiConfig> {
  const env = serverEnv();
  let apiKey = await tenantApiKey(user.tenantId, 'openai');
  if (!apiKey) {
    if (!env.OPENAI_API_KEY) throw new Unavailable(AI_NOT_SET_UP);
    if (!(await hasVerifiedEmail(user))) throw new Forbidden(VERIFY_EMAIL_FIRST);
    limits = [...limits, platformAiPerFirm(user.tenantId), platformAiPerAddress(clientIp), PLATFORM_AI_ALL_FIRMS];
    apiKey = env.OPENAI_API_KEY;
  }
  await takeRateLimitSlots(limits);
  return { apiKey, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, timeoutMs: env.AI_TIMEOUT_MS };
}

export async function openAiClient(config: AiConfig) {
  const { default: OpenAI } = await import('openai');
  return new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: 0 });
}
