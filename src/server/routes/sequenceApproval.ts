import { approvalSchema } from '#shared/newsletter/campaigns';
import { requireConfirmedEmail, requireUser } from '#server/auth';
import { ComplianceRefusal } from '#server/compliance';
import { firmForCheck } from '#server/firmProfile';
import { handler, json, methodNotAllowed, pathParam, readJson } from '#server/http';
import { approveSequence } from '#server/sequences';

/**
 * POST /api/sequences/:id/approval {content_hash}: someone signed in at the firm approves the
 * emails exactly as they reviewed them; the sequence becomes active and contacts can be enrolled.
 * 409 when the emails changed since (the hash differs), 422 when one no longer passes the check.
 */
export const sequenceApprovalRoute = handler(async (req, context) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const id = pathParam(context, 'id', 'That sequence')!;
  const user = await requireUser(req);
  await requireConfirmedEmail(user);
  const { content_hash } = await readJson(req, approvalSchema);
  try {
    return json(await approveSequence(user, id, content_hash, await firmForCheck(user.tenantId)));
  } catch (error) {
    if (error instanceof ComplianceRefusal) return error.toResponse();
    throw error;
  }
});
