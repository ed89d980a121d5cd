import { agentInputSchema } from '#shared/schemas/agents';
import { createAgent, deleteAgent, listAgents, updateAgent } from '#server/agents';
import { requireUser } from '#server/auth';
import { handler, json, methodNotAllowed, notFound, readJson } from '#server/http';

/** GET, POST /api/agents; PUT, DELETE /api/agents/:id */
export const agentsRoute = handler(async (req) => {
  const match = /^\/api\/agents(?:\/([^/]+))?\/?$/.exec(new URL(req.url).pathname);
  if (!match) throw notFound('That address');
  const id = match[1] ? decodeURIComponent(match[1]) : null;
  const user = await requireUser(req);
  if (id === null) {
    if (req.method === 'GET') return json(await listAgents(user));
    if (req.method === 'POST') return json(await createAgent(user, await readJson(req, agentInputSchema)), 201);
    throw methodNotAllowed(['GET', 'POST']);
  }
  if (req.method === 'PUT') return json(await updateAgent(user, id, await readJson(req, agentInputSchema)));
  if (req.method === 'DELETE') {
    await deleteAgent(user, id);
    return new Response(null, { status: 204 });
  }
  throw methodNotAllowed(['PUT', 'DELETE']);
});
