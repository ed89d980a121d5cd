import { agentInputSchema } from '#shared/schemas/agents';
import { AgentScriptRefusal, createAgent, deleteAgent, listAgents, updateAgent } from '#server/agents';
import { requireUser } from '#server/auth';
import { handler, json, methodNotAllowed, pathParam, readJson } from '#server/http';

/** GET, POST /api/agents; PUT, DELETE /api/agents/:id. A script that breaks a rule is a 422 with its findings. */
export const agentsRoute = handler(async (req, context) => {
  const id = pathParam(context, 'id', 'That agent');
  const user = await requireUser(req);
  try {
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
  } catch (error) {
    if (error instanceof AgentScriptRefusal) return error.toResponse();
    throw error;
  }
});
