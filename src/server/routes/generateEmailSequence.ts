import { generateSequenceRequestSchema } from '#shared/schemas/sequences';
import { tenantApiKey } from '#server/apiKeyLookup';
import { requireUser } from '#server/auth';
import { serverEnv } from '#server/env';
import { firmForCheck } from '#server/firmProfile';
import { generateCompliantSequence } from '#server/generation/compliantSequence';
import { handler, HttpError, json, methodNotAllowed, readJson } from '#server/http';
import { GENERATION_LIMIT, takeRateLimitSlot } from '#server/rateLimit';

export const AI_NOT_SET_UP = 'AI generation is not set up: add an API key named openai in Settings.';

/**
 * POST /api/generate-email-sequence {prompt, audience?} → {emails:[{day, subject, body}], findings}
 * `findings[i]` are the compliance findings of `emails[i]`; a `block` among them means the
 * model could not write that email within the rules even when asked twice.
 */
export const generateEmailSequenceRoute = handler(async (req) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const user = await requireUser(req);
  const { prompt, audience } = await readJson(req, generateSequenceRequestSchema);
  const env = serverEnv();
  // The firm's own key from Settings comes first; the platform key is the fallback.
  const apiKey = (await tenantApiKey(user.tenantId, 'openai')) ?? env.OPENAI_API_KEY;
  if (!apiKey) throw new HttpError(503, AI_NOT_SET_UP);
  await takeRateLimitSlot(user.tenantId, GENERATION_LIMIT);
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
