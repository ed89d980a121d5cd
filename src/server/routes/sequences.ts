import { createSequenceSchema, updateSequenceSchema } from '#shared/schemas/sequences';
import { requireUser } from '#server/auth';
import { ComplianceRefusal } from '#server/compliance';
import { firmForCheck } from '#server/firmProfile';
import { handler, json, methodNotAllowed, pathParam, readJson } from '#server/http';
import { createSequence, deleteSequence, getSequence, listSequences, updateSequence } from '#server/sequences';

/**
 * GET, POST /api/sequences; GET, PUT, DELETE /api/sequences/:id
 * POST and PUT check every email first: 422 {error, findings} when one has a `block` finding.
 */
export const sequencesRoute = handler(async (req, context) => {
  const id = pathParam(context, 'id', 'That sequence');
  const user = await requireUser(req);
  try {
    if (id === null) {
      if (req.method === 'GET') return json(await listSequences(user));
      if (req.method === 'POST') {
        const input = await readJson(req, createSequenceSchema);
        return json(await createSequence(user, input, await firmForCheck(user.tenantId)), 201);
      }
      throw methodNotAllowed(['GET', 'POST']);
    }
    if (req.method === 'GET') return json(await getSequence(user, id));
    if (req.method === 'PUT') {
      const input = await readJson(req, updateSequenceSchema);
      return json(await updateSequence(user, id, input, await firmForCheck(user.tenantId)));
    }
    if (req.method === 'DELETE') {
      await deleteSequence(user, id);
      return new Response(null, { status: 204 });
    }
    throw methodNotAllowed(['GET', 'PUT', 'DELETE']);
  } catch (error) {
    if (error instanceof ComplianceRefusal) return error.toResponse();
    throw error;
  }
});
