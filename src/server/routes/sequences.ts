import { createSequenceSchema, updateSequenceSchema } from '#shared/schemas/sequences';
import { requireUser } from '#server/auth';
import { handler, json, methodNotAllowed, notFound, readJson } from '#server/http';
import { createSequence, deleteSequence, getSequence, listSequences, updateSequence } from '#server/sequences';

/** The id after /api/sequences/, or null for the collection itself. */
function sequenceId(req: Request): string | null {
  const match = /^\/api\/sequences(?:\/([^/]+))?\/?$/.exec(new URL(req.url).pathname);
  if (!match) throw notFound('That address');
  return match[1] ? decodeURIComponent(match[1]) : null;
}

/** GET, POST /api/sequences; GET, PUT, DELETE /api/sequences/:id */
export const sequencesRoute = handler(async (req) => {
  const id = sequenceId(req);
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
