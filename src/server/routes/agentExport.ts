import { vapiAssistant } from '#shared/agentCalls/vapiExport';
import { agentFirm, promptVersion } from '#server/agentConversations';
import { getAgent } from '#server/agents';
import { requireUser } from '#server/auth';
import { serverEnv } from '#server/env';
import { json, methodNotAllowed, handler, pathParam } from '#server/http';

/** A file name from the agent's name: letters, digits and dashes. */
const fileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'agent'
  }.vapi-assistant.json`;

/** GET /api/agents/:id/export → the agent as a Vapi Create Assistant body, as a download. */
export const agentExportRoute = handler(async (req, context) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const user = await requireUser(req);
  const agent = await getAgent(user, pathParam(context, 'id', 'That agent')!);
  const body = vapiAssistant(agent, {
    firmName: (await agentFirm(user.tenantId)).firmName,
    model: serverEnv().OPENAI_MODEL,
    promptVersion: promptVersion(agent),
  });
  return json(body, 200, { 'content-disposition': `attachment; filename="${fileName(agent.name)}"` });
});
