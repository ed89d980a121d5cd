import { checkEmail } from '#shared/compliance/index';
import { complianceCheckRequestSchema, type ComplianceCheckResponse } from '#shared/schemas/complianceCheck';
import { requireUser } from '#server/auth';
import { firmForCheck } from '#server/firmProfile';
import { handler, json, methodNotAllowed, readJson } from '#server/http';

/** POST /api/compliance/check {subject, body, audience, recipientState?, incidentDate?, sendDate?} → {findings} for the caller's firm. */
export const complianceCheckRoute = handler(async (req) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const user = await requireUser(req);
  const { subject, body, ...context } = await readJson(req, complianceCheckRequestSchema);
  const findings = checkEmail({ subject, body }, context, await firmForCheck(user.tenantId));
  return json({ findings } satisfies ComplianceCheckResponse);
});
