import { vapiAssistant } from '#shared/agentCalls/vapiExport';
import { CALLER_TURNS_MAX, callerTurnSchema, conversationContactSchema, EMPTY_INTAKE } from '#shared/schemas/agentConversations';
import { agentInputSchema } from '#shared/schemas/agents';
import { aiConfigFor } from '../ai/aiConfig';
import { requireConfirmedUser, requireUser, type SignedInAttorney } from '../auth';
import { serverEnv } from '../env';
import { Conflict, NotFound } from '../errors';
import { created, handler, methods, pathParam, readJson, readOptionalJson, Reply, type RouteContext } from '../http';
import { agentTestTurnsPerAddress, agentTestTurnsPerFirm } from '../rateLimit';
import { createAgent, deleteAgent, getAgent, listAgents, updateAgent } from './agents';
import { contactFromConversation } from './conversationContact';
import {
  agentFirm,
  deleteConversation,
  getConversation,
  listConversations,
  newConversationId,
  openGreeting,
  promptVersion,
} from './conversations';
import { AGENT_EDITED, replyStream } from './testTurn';

const AGENT = 'That agent';

const agentList = methods('agents', {
  GET: async (req) => listAgents(await requireUser(req)),
  POST: async (req) => {
    const user = await requireUser(req);
    return created(await createAgent(user, await readJson(req, agentInputSchema)));
  },
});

const oneAgent = (id: string) =>
  methods('agents/:id', {
    PUT: async (req) => {
      const user = await requireUser(req);
      return updateAgent(user, id, await readJson(req, agentInputSchema));
    },
    DELETE: async (req) => deleteAgent(await requireUser(req), id),
  });

/** GET, POST /api/agents; PUT, DELETE /api/agents/:id */
export const agentsRoute = handler((req, context) => {
  const id = pathParam(context, 'id', AGENT);
  return id === null ? agentList(req, context) : oneAgent(id)(req, context);
});

/** A file name from the agent's name: letters, digits and dashes. */
const fileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'agent'
  }.vapi-assistant.json`;

/** GET /api/agents/:id/export → the agent as a Vapi Create Assistant body, as a download. */
export const agentExportRoute = handler(
  methods('agents/:id/export', {
    GET: async (req, context) => {
      const user = await requireUser(req);
      const agent = await getAgent(user, pathParam(context, 'id', AGENT)!);
      const body = vapiAssistant(agent, {
        firmName: (await agentFirm(user.tenantId)).firmName,
        model: serverEnv().OPENAI_MODEL,
        promptVersion: promptVersion(agent),
      });
      return new Reply(body, 200, { 'content-disposition': `attachment; filename="${fileName(agent.name)}"` });
    },
  }),
);

/** The signed-in attorney and the agent the path names (NotFound when it is not theirs). */
async function agentOf(req: Request, context: RouteContext, { confirmed = false } = {}) {
  const user = confirmed ? await requireConfirmedUser(req) : await requireUser(req);
  return { user, agent: await getAgent(user, pathParam(context, 'id', AGENT)!) };
}

/** The AI for one turn: counted per firm and per address, like every turn. */
const turnAi = (user: SignedInAttorney, ip: string) =>
  aiConfigFor(user, [agentTestTurnsPerFirm(user.tenantId), agentTestTurnsPerAddress(ip)], ip);

const conversationList = methods('agents/:id/conversations', {
  GET: async (req, context) => {
    const { user, agent } = await agentOf(req, context);
    return listConversations(user, agent.id);
  },
  POST: async (req, context) => {
    const { user, agent } = await agentOf(req, context);
    const ai = await turnAi(user, context.ip);
    return replyStream({
      user,
      agent,
      conversationId: await newConversationId(user, agent.id),
      greeting: null,
      turns: [],
      intakeBefore: EMPTY_INTAKE,
      ai,
      firm: await agentFirm(user.tenantId),
    });
  },
});

const oneConversation = (conversationId: string) =>
  methods('agents/:id/conversations/:conversationId', {
    GET: async (req, context) => {
      const { user, agent } = await agentOf(req, context);
      return getConversation(user, agent.id, conversationId);
    },
    DELETE: async (req, context) => {
      const { user, agent } = await agentOf(req, context);
      return deleteConversation(user, agent.id, conversationId);
    },
  });

const callerTurn = (conversationId: string) =>
  methods('agents/:id/conversations/:conversationId/messages', {
    POST: async (req, context) => {
      const { user, agent } = await agentOf(req, context);
      const { text, ...sealed } = await readJson(req, callerTurnSchema);
      const conversation = await getConversation(user, agent.id, conversationId).catch((error: unknown) => {
        if (error instanceof NotFound && sealed.greeting !== undefined) return null;
        throw error;
      });
      if (conversation === null) {
        // The caller's first turn: the transcript starts with the greeting the server sealed.
        const greeting = openGreeting(user, agent.id, conversationId, promptVersion(agent), {
          greeting: sealed.greeting!,
          greeting_seal: sealed.greeting_seal ?? '',
        });
        // Sealed for another conversation, altered, or (the usual case) the agent was edited since.
        if (!greeting) throw new Conflict(AGENT_EDITED);
        const ai = await turnAi(user, context.ip);
        return replyStream({
          user,
          agent,
          conversationId,
          greeting,
          turns: [
            { role: 'agent', text: greeting.text },
            { role: 'caller', text },
          ],
          intakeBefore: EMPTY_INTAKE,
          ai,
          firm: await agentFirm(user.tenantId),
        });
      }
      if (conversation.caller_turns >= CALLER_TURNS_MAX) {
        throw new Conflict(`A test conversation holds up to ${CALLER_TURNS_MAX} caller turns. Start a new one to keep testing.`);
      }
      if (conversation.prompt_version !== promptVersion(agent)) throw new Conflict(AGENT_EDITED);
      const ai = await turnAi(user, context.ip);
      return replyStream({
        user,
        agent,
        conversationId,
        greeting: null,
        turns: [...conversation.messages.map(({ role, text }) => ({ role, text })), { role: 'caller', text }],
        intakeBefore: conversation.intake,
        ai,
        firm: await agentFirm(user.tenantId),
      });
    },
  });

/** The intake fields, as the attorney corrected them, as a lead; a second click answers the same contact. */
const conversationContact = (conversationId: string) =>
  methods('agents/:id/conversations/:conversationId/contact', {
    POST: async (req, context) => {
      const { user, agent } = await agentOf(req, context, { confirmed: true });
      const { intake } = await readOptionalJson(req, conversationContactSchema);
      const result = await contactFromConversation(user, agent.id, conversationId, intake);
      return new Reply(result, result.outcome === 'created' ? 201 : 200);
    },
  });

/**
 * GET, POST /api/agents/:id/conversations; GET, DELETE /api/agents/:id/conversations/:conversationId;
 * POST /api/agents/:id/conversations/:conversationId/messages {text, greeting?, greeting_seal?};
 * POST /api/agents/:id/conversations/:conversationId/contact {intake?}: the intake fields, as corrected, as a lead
 */
export const agentConversationsRoute = handler((req, context) => {
  // Every part of the address is decoded first: a broken %-encoding anywhere is a 400.
  pathParam(context, 'id', AGENT);
  const conversationId = pathParam(context, 'conversationId', 'That test conversation');
  const action = pathParam(context, 'action', 'That address');
  if (conversationId === null) return conversationList(req, context);
  if (action === null) return oneConversation(conversationId)(req, context);
  if (action === 'messages') return callerTurn(conversationId)(req, context);
  if (action === 'contact') return conversationContact(conversationId)(req, context);
  throw NotFound.of('That address');
});
