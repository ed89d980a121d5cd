import { generateSequenceRequestSchema } from '#shared/schemas/sequences';
import { requireUser } from '#server/auth';
import { firestore } from '#server/firebase';
import { aiConfigFor } from '#server/generation/aiConfig';
import { generateEmailSequence } from '#server/generation/emailSequence';
import { handler, json, methodNotAllowed, readJson } from '#server/http';
import { GENERATION_LIMIT, takeRateLimitSlot } from '#server/rateLimit';

/** POST /api/generate-email-sequence {prompt} → {emails:[{day, subject, body}]} */
export const generateEmailSequenceRoute = handler(async (req) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const user = await requireUser(req);
  const { prompt } = await readJson(req, generateSequenceRequestSchema);
  const ai = await aiConfigFor(user.tenantId);
  await takeRateLimitSlot(user.tenantId, GENERATION_LIMIT);
  const tenant = await (await firestore()).doc(`tenants/${user.tenantId}`).get();
  const emails = await generateEmailSequence({
    brief: prompt,
    firmName: (tenant.get('name') as string | undefined) ?? 'the firm',
    ...ai,
  });
  return json({ emails });
});
