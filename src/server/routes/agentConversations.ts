import { callerNeed, agentSystemPrompt, fixedReply, type GuardedReply, ReplyGuard } from '#shared/agentCalls/guardrails';
import {
  CALLER_TURNS_MAX,
  callerTurnSchema,
  conversationContactSchema,
  type ConversationMessage,
  EMPTY_INTAKE,
  type IntakeFields,
} from '#shared/schemas/agentConversations';
import type { FirmForCheck } from '#shared/compliance/index';
import type { Agent } from '#shared/schemas/agents';
import {
  agentFirm,
  deleteConversation,
  getConversation,
  listConversations,
  mergeIntake,
  newConversationId,
  openGreeting,
  promptVersion,
  saveTurn,
  sealGreeting,
} from '#server/agentConversations';
import { contactFromConversation } from '#server/agentConversationContact';
import { getAgent } from '#server/agents';
import { requireConfirmedEmail, requireUser, type SignedInAttorney } from '#server/auth';
import { type AiConfig, aiConfigFor } from '#server/generation/aiConfig';
import { extractIntake, streamAgentReply, type Turn } from '#server/generation/agentReply';
import { handler, HttpError, json, methodNotAllowed, pathParam, readJson, readOptionalJson } from '#server/http';
import { agentTestTurnsPerAddress, agentTestTurnsPerFirm } from '#server/rateLimit';

const AGENT_EDITED = 'This agent was edited after the conversation started. Start a new test conversation to hear the new version.';

/** One server-sent event. */
const sseEvent = (event: string, data: unknown) => new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

interface TurnPlan {
  user: SignedInAttorney;
  agent: Agent;
  conversationId: string;
  /** The greeting, on the caller's first turn: the transcript is created with it. */
  greeting: ConversationMessage | null;
  /** The turns before this reply, the caller's new one last (none on the greeting). */
  turns: Turn[];
  intakeBefore: IntakeFields;
  ai: AiConfig;
  firm: FirmForCheck & { firmName: string };
}

/**
 * The agent's reply as server-sent events: `conversation` (id), `delta` (text to show, checked
 * sentence by sentence), `replace` (the whole reply to show instead, when the guardrails blocked
 * it), `done` (the saved message and the intake fields) or `error`. The provider is asked before
 * the response starts, so a refused key or quota still answers with a status and `{error}`.
 */
async function replyStream(plan: TurnPlan): Promise<Response> {
  const lastCaller = plan.turns.at(-1)?.role === 'caller' ? plan.turns.at(-1)!.text : null;
  const need = lastCaller === null ? null : callerNeed(lastCaller);
  const firstTurn = !plan.turns.some((t) => t.role === 'agent');
  const firmName = plan.firm.firmName;
  // The firm's licensed states and, once said, the caller's: their rules apply to every reply.
  const checkContext = { firm: plan.firm, callerState: plan.intakeBefore.state, firmName, firstTurn };
  const pieces: AsyncIterable<string> = need
    ? (async function* () {
        yield fixedReply(need, firmName);
      })()
    : await streamAgentReply(plan.ai, agentSystemPrompt(plan.agent, firmName), plan.turns);

  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) => {
        if (!cancelled) controller.enqueue(sseEvent(event, data));
      };
      try {
        send('conversation', { id: plan.conversationId, prompt_version: promptVersion(plan.agent) });
        const guard = new ReplyGuard(checkContext);
        for await (const piece of pieces) {
          if (cancelled) return;
          const shown = guard.push(piece);
          if (shown) send('delta', { text: shown });
        }
        const { rest, reply } = guard.finish();
        if (rest) send('delta', { text: rest });
        if (reply.kind === 'replaced') send('replace', { text: reply.text, rules: reply.findings.map((f) => f.rule) });
        const message = agentMessage(reply, need);
        const turns: Turn[] = [...plan.turns, { role: 'agent', text: message.text }];
        const now = new Date().toISOString();
        if (lastCaller === null) {
          // The greeting alone is not a transcript: it is saved with the caller's first turn.
          const greeting = { ...message, at: now };
          const sealed = sealGreeting(plan.user, plan.agent.id, plan.conversationId, promptVersion(plan.agent), greeting);
          send('done', { message: greeting, intake: plan.intakeBefore, replacements: 0, ...sealed });
          return;
        }
        const intake = await readIntake(plan, turns);
        const newMessages: ConversationMessage[] = [
          ...(plan.greeting ? [plan.greeting] : []),
          { role: 'caller' as const, text: lastCaller, at: now },
          { ...message, at: now },
        ];
        const saved = await saveTurn(
          plan.user,
          plan.conversationId,
          { agent: plan.agent, messages: newMessages, intake },
          plan.greeting !== null,
        );
        send('done', { message: saved.messages.at(-1), intake: saved.intake, replacements: saved.replacements });
      } catch (error) {
        const message = error instanceof HttpError ? error.message : 'The reply could not be finished or saved. Send your message again.';
        if (!(error instanceof HttpError)) console.error('Agent test turn failed:', error);
        send('error', { error: message });
      } finally {
        if (!cancelled) controller.close();
      }
    },
    cancel() {
      cancelled = true;
    },
  });
  return new Response(body, {
    // The caller's first turn creates the transcript.
    status: plan.greeting ? 201 : 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
}

function agentMessage(reply: GuardedReply, need: ReturnType<typeof callerNeed>): Omit<ConversationMessage, 'at'> {
  if (need) return { role: 'agent', text: reply.text, guardrail: { action: need } };
  if (reply.kind === 'replaced') {
    return {
      role: 'agent',
      text: reply.text,
      guardrail: {
        action: 'replaced',
        original: reply.original,
        findings: reply.findings.map((f) => ({ rule: f.rule, message: f.message })),
      },
    };
  }
  return { role: 'agent', text: reply.text, ...(reply.disclosureAdded ? { guardrail: { action: 'disclosure-added' as const } } : {}) };
}

/** The intake fields after this turn; when the provider cannot read them, what was known before. */
async function readIntake(plan: TurnPlan, turns: Turn[]): Promise<IntakeFields> {
  if (!turns.some((t) => t.role === 'caller')) return plan.intakeBefore;
  try {
    return mergeIntake(plan.intakeBefore, await extractIntake(plan.ai, turns));
  } catch (error) {
    console.warn('Intake fields could not be read this turn:', error instanceof Error ? error.message : error);
    return plan.intakeBefore;
  }
}

/**
 * GET, POST /api/agents/:id/conversations; GET, DELETE /api/agents/:id/conversations/:conversationId;
 * POST /api/agents/:id/conversations/:conversationId/messages {text};
 * POST /api/agents/:id/conversations/:conversationId/contact {intake?}: the intake fields, as corrected, as a lead
 */
export const agentConversationsRoute = handler(async (req, context) => {
  const agentId = pathParam(context, 'id', 'That agent')!;
  const conversationId = pathParam(context, 'conversationId', 'That test conversation');
  const action = pathParam(context, 'action', 'That address');
  const user = await requireUser(req);
  const agent = await getAgent(user, agentId);

  if (conversationId === null) {
    if (req.method === 'GET') return json(await listConversations(user, agent.id));
    if (req.method !== 'POST') throw methodNotAllowed(['GET', 'POST']);
    const ai = await aiConfigFor(user, [agentTestTurnsPerFirm(user.tenantId), agentTestTurnsPerAddress(context.ip)], context.ip);
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
  }

  if (action === null) {
    if (req.method === 'GET') return json(await getConversation(user, agent.id, conversationId));
    if (req.method === 'DELETE') {
      await deleteConversation(user, agent.id, conversationId);
      return new Response(null, { status: 204 });
    }
    throw methodNotAllowed(['GET', 'DELETE']);
  }

  if (action === 'messages') {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { text, ...sealed } = await readJson(req, callerTurnSchema);
    const conversation = await getConversation(user, agent.id, conversationId).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404 && sealed.greeting !== undefined) return null;
      throw error;
    });
    if (conversation === null) {
      // The caller's first turn: the transcript starts with the greeting the server sealed.
      const greeting = openGreeting(user, agent.id, conversationId, promptVersion(agent), {
        greeting: sealed.greeting!,
        greeting_seal: sealed.greeting_seal ?? '',
      });
      // Sealed for another conversation, altered, or (the usual case) the agent was edited since.
      if (!greeting) throw new HttpError(409, AGENT_EDITED);
      const ai = await aiConfigFor(user, [agentTestTurnsPerFirm(user.tenantId), agentTestTurnsPerAddress(context.ip)], context.ip);
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
      throw new HttpError(409, `A test conversation holds up to ${CALLER_TURNS_MAX} caller turns. Start a new one to keep testing.`);
    }
    if (conversation.prompt_version !== promptVersion(agent)) {
      throw new HttpError(409, AGENT_EDITED);
    }
    const ai = await aiConfigFor(user, [agentTestTurnsPerFirm(user.tenantId), agentTestTurnsPerAddress(context.ip)], context.ip);
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
  }
  if (action === 'contact') {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    await requireConfirmedEmail(user);
    const { intake } = await readOptionalJson(req, conversationContactSchema);
    const result = await contactFromConversation(user, agent.id, conversationId, intake);
    return json(result, result.outcome === 'created' ? 201 : 200);
  }
  throw new HttpError(404, 'That address was not found.');
});
