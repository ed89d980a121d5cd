import { checkEmail } from '#shared/compliance/index';
import { complianceCheckRequestSchema, type ComplianceCheckResponse } from '#shared/schemas/complianceCheck';
import type { Finding } from '#shared/compliance/types';
import { requireUser } from '#server/auth';
import { secondOpinion } from '#server/compliance/secondOpinion';
import { firmForCheck } from '#server/firmProfile';
import { handler, json, methodNotAllowed, readJson } from '#server/http';

const FIELD_ORDER = { subject: 0, body: 1 } as const;
const readingOrder = (a: Finding, b: Finding) => FIELD_ORDER[a.field] - FIELD_ORDER[b.field] || a.start - b.start;

/**
 * POST /api/compliance/check {subject, body, audience, recipientState?, incidentDate?, sendDate?,
 * secondOpinion?} → {findings, secondOpinion?} for the caller's firm. With secondOpinion, an AI
 * model may add findings of kind "review-suggested"; they never block, and when the model is
 * slow or unavailable the answer is the rule checks' alone, with a note.
 */
export const complianceCheckRoute = handler(async (req, route) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const user = await requireUser(req);
  const { subject, body, secondOpinion: wantsSecondOpinion, ...context } = await readJson(req, complianceCheckRequestSchema);
  const firm = await firmForCheck(user.tenantId);
  const findings = checkEmail({ subject, body }, context, firm);
  if (!wantsSecondOpinion) return json({ findings } satisfies ComplianceCheckResponse);
  const opinion = await secondOpinion(user, { subject, body }, context, firm, findings, route.ip);
  return json({
    findings: [...findings, ...opinion.suggestions].sort(readingOrder),
    secondOpinion: { status: opinion.status, ...(opinion.note ? { note: opinion.note } : {}) },
  } satisfies ComplianceCheckResponse);
});
