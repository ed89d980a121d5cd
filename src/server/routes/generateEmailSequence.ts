import { generateSequenceRequestSchema } from '#shared/schemas/sequences';
import { requireUser } from '#server/auth';
import { firmForCheck } from '#server/firmProfile';
import { AI_NOT_SET_UP, aiConfigFor, VERIFY_EMAIL_FIRST } from '#server/generation/aiConfig';
import { generateCompliantSequence } from '#server/generation/compliantSequence';
import { handler, json, methodNotAllowed, readJson } from '#server/http';
import { generationPerAddress, generationPerFirm } from '#server/rateLimit';

// The messages tests and other routes read; they live with the rule in aiConfig.
export { AI_NOT_SET_UP, VERIFY_EMAIL_FIRST };

/**
 * POST /api/generate-email-sequence {prompt, audience?} → {emails:[{day, subject, body}], findings}
 * `findings[i]` are the compliance findings of `emails[i]`; a `block` among them means the
 * model could not write that email within the rules even when asked twice.
 */
export const generateEmailSequenceRoute = handler(async (req, context) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const user = await requireUser(req);
  const { prompt, audience } = await readJson(req, generateSequenceRequestSchema);
  // The firm's own key from Settings comes first; the platform key is the fallback (see aiConfigFor).
  const ai = await aiConfigFor(user, [generationPerFirm(user.tenantId), generationPerAddress(context.ip)], context.ip);
  const generated = await generateCompliantSequence({
    brief: prompt,
    firm: await firmForCheck(user.tenantId),
    audience,
    ...ai,
  });
  return json(generated);
});
