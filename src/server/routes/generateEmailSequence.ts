import { generateSequenceRequestSchema } from '#shared/schemas/sequences';
import { tenantApiKey } from '#server/apiKeyLookup';
import { requireUser } from '#server/auth';
import { serverEnv } from '#server/env';
import { firestore } from '#server/firebase';
import { generateEmailSequence } from '#server/generation/emailSequence';
import { handler, HttpError, json, methodNotAllowed, readJson } from '#server/http';
import { GENERATION_LIMIT, takeRateLimitSlot } from '#server/rateLimit';

export const AI_NOT_SET_UP = 'AI generation is not set up: add an API key named openai in Settings.';

/** POST /api/generate-email-sequence {prompt} → {emails:[{day, subject, body}]} */
export const generateEmailSequenceRoute = handler(async (req) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const user = await requireUser(req);
  const { prompt } = await readJson(req, generateSequenceRequestSchema);
  const env = serverEnv();
  // The firm's own key from Settings comes first; the platform key is the fallback.
  const apiKey = (await tenantApiKey(user.tenantId, 'openai')) ?? env.OPENAI_API_KEY;
  if (!apiKey) throw new HttpError(503, AI_NOT_SET_UP);
  await takeRateLimitSlot(user.tenantId, GENERATION_LIMIT);
  const tenant = await (await firestore()).doc(`tenants/${user.tenantId}`).get();
  const emails = await generateEmailSequence({
    brief: prompt,
    firmName: (tenant.get('name') as string | undefined) ?? 'the firm',
    apiKey,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  });
  return json({ emails });
});
