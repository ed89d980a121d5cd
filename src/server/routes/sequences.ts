import { createSequenceSchema, updateSequenceSchema } from '#shared/schemas/sequences';
import { requireUser } from '#server/auth';
import { handler, json, methodNotAllowed, pathParam, readJson } from '#server/http';
import { createSequence, deleteSequence, getSequence, listSequences, updateSequence } from '#server/sequences';

/** GET, POST /api/sequences; GET, PUT, DELETE /api/sequences/:id */
export const sequencesRoute = handler(async (req, context) => {
  const id = pathParam(context, 'id', 'That sequence');
  const user = await requireUser(req);
  if (id === null) {
    if (req.method === 'GET') return json(await listSequences(user));
    if (req.method === 'POST') return json(await createSequence(user, await readJson(req, createSequenceSchema)), 201);
    throw methodNotAllowed(['GET', 'POST']);
  }
  if (req.method === 'GET') return json(await getSequence(user, id));
  if (req.method === 'PUT') return json(await updateSequence(user, id, await readJson(req, updateSequenceSchema)));
  if (req.method === 'DELETE') {
    await deleteSequence(user, id);
    return new Response(null, { status: 204 });
  }
  throw methodNotAllowed(['GET', 'PUT', 'DELETE']);
});
