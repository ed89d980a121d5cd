/**
 * One turn of a test conversation with a calling agent: the agent's reply streamed to the
 * browser as it is written, checked by the guardrails sentence by sentence, then saved with
 * the caller's message and the intake fields read from the transcript.
 */
import { callerNeed, agentSystemPrompt, fixedReply, type GuardedReply, ReplyGuard } from '#shared/agentCalls/guardrails';
import type { ConversationMessage, IntakeFields } from '#shared/schemas/agentConversations';
import type { FirmForCheck } from '#shared/compliance/index';
import type { Agent } from '#shared/schemas/agents';
import type { AiConfig } from '../ai/aiConfig';
import type { SignedInAttorney } from '../auth';
import { DomainError } from '../errors';
import { extractIntake, streamAgentReply, type Turn } from './agentReply';
import { mergeIntake, promptVersion, saveTurn, sealGreeting } from './conversations';

export const AGENT_EDITED = 'This agent was edited after the conversation started. Start a new test conversation to hear the new version.';

/** One server-sent event. */
const sseEvent = (event: string, data: unknown) => new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

export interface TurnPlan {
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
export async function replyStream(plan: TurnPlan): Promise<Response> {
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
        const message = error instanceof DomainError ? error.message : 'The reply could not be finished or saved. Send your message again.';
        if (!(error instanceof DomainError)) console.error('Agent test turn failed:', error);
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
