import { generateSequenceRequestSchema } from '#shared/schemas/sequences';
import { tenantApiKey } from '#server/apiKeyLookup';
import { hasVerifiedEmail, requireUser } from '#server/auth';
import { serverEnv } from '#server/env';
import { firmForCheck } from '#server/firmProfile';
import { generateCompliantSequence } from '#server/generation/compliantSequence';
import { handler, HttpError, json, methodNotAllowed, readJson } from '#server/http';
import { generationPerAddress, generationPerFirm, PLATFORM_AI_ALL_FIRMS, platformAiPerFirm, takeRateLimitSlots } from '#server/rateLimit';

export const AI_NOT_SET_UP = 'AI generation is not set up: add an API key named openai in Settings.';
export const VERIFY_EMAIL_FIRST =
  'Confirm your email address to use AI generation: open the link we sent you when you signed up, then try again. Or add your own OpenAI key (named openai) in Settings.';

/**
 * POST /api/generate-email-sequence {prompt, audience?} → {emails:[{day, subject, body}], findings}
 * `findings[i]` are the compliance findings of `emails[i]`; a `block` among them means the
 * model could not write that email within the rules even when asked twice.
 */
export const generateEmailSequenceRoute = handler(async (req, context) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const user = await requireUser(req);
  const { prompt, audience } = await readJson(req, generateSequenceRequestSchema);
  const env = serverEnv();
  const limits = [generationPerFirm(user.tenantId), generationPerAddress(context.ip)];
  // The firm's own key from Settings comes first; the platform key is the fallback.
  let apiKey = await tenantApiKey(user.tenantId, 'openai');
  if (!apiKey) {
    if (!env.OPENAI_API_KEY) throw new HttpError(503, AI_NOT_SET_UP);
    // The platform pays for these: only confirmed accounts, within a daily cap per firm and for all firms.
    if (!(await hasVerifiedEmail(user))) throw new HttpError(403, VERIFY_EMAIL_FIRST);
    limits.push(platformAiPerFirm(user.tenantId), PLATFORM_AI_ALL_FIRMS);
    apiKey = env.OPENAI_API_KEY;
  }
  await takeRateLimitSlots(limits);
  const generated = await generateCompliantSequence({
    brief: prompt,
    firm: await firmForCheck(user.tenantId),
    audience,
    apiKey,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  });
  return json(generated);
});
