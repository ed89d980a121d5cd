/**
 * Test conversations with a calling agent, saved as transcripts under the agent:
 * tenants/{t}/ai_agents/{a}/test_conversations/{c}, messages kept in the document (a
 * conversation is capped at CALLER_TURNS_MAX caller turns, far below a document's size limit).
 */
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { GUARDRAILS_VERSION } from '#shared/agentCalls/guardrails';
import {
  type Conversation,
  type ConversationMessage,
  type ConversationSummary,
  INTAKE_FIELDS,
  type IntakeFields,
} from '#shared/schemas/agentConversations';
import type { FirmForCheck } from '#shared/compliance/index';
import type { Agent } from '#shared/schemas/agents';
import { serverSecretKey } from '../secrets';
import type { SignedInAttorney } from '../auth';
import { NotFound } from '../errors';
import { firestore, isRecordId, writeTime } from '../firebase';
import { firmForCheck } from '../firm/firmProfile';
import type { ConversationDoc } from '../store/documents';
import * as store from '../store/collections';

/** The firm as its agents speak for it: the profile (name, licensed states) when saved, else the tenant's name. */
export async function agentFirm(tenantId: string): Promise<FirmForCheck & { firmName: string }> {
  const firm = await firmForCheck(tenantId);
  return { ...firm, firmName: firm.firmName?.trim() || 'the firm' };
}

export const CONVERSATION = 'That test conversation';

/**
 * Which version of the agent a transcript was recorded with: a hash of everything that shapes
 * its replies (its name, personality and prompt, and the guardrails' version).
 */
export function promptVersion(agent: Pick<Agent, 'name' | 'personality' | 'base_prompt'>): string {
  const material = JSON.stringify([agent.name, agent.personality, agent.base_prompt, GUARDRAILS_VERSION]);
  return createHash('sha256').update(material).digest('hex').slice(0, 12);
}

function toSummary(id: string, d: ConversationDoc): ConversationSummary {
  return {
    id,
    agent_id: d.agent_id,
    prompt_version: d.prompt_version,
    caller_turns: d.messages.filter((m) => m.role === 'caller').length,
    replacements: d.messages.filter((m) => m.guardrail?.action === 'replaced').length,
    intake: d.intake,
    contact_id: d.contact_id,
    created_at: d.created_at.toDate().toISOString(),
    updated_at: d.updated_at.toDate().toISOString(),
  };
}

function toConversation(id: string, d: ConversationDoc): Conversation {
  return { ...toSummary(id, d), agent_name: d.agent_name, messages: d.messages };
}

let greetingKey: Buffer | undefined;
const greetingMac = (user: SignedInAttorney, agentId: string, conversationId: string, version: string, greeting: string) => {
  greetingKey ??= Buffer.from(hkdfSync('sha256', serverSecretKey(), Buffer.alloc(0), 'casecourier agent greetings v1', 32));
  return createHmac('sha256', greetingKey)
    .update(JSON.stringify([user.tenantId, agentId, conversationId, version, greeting]))
    .digest('base64url');
};

/**
 * A greeting is not saved: a conversation becomes a transcript when the caller first says
 * something. The greeting goes to the browser with this seal, and comes back with the caller's
 * first turn; the seal proves the server wrote it, for this conversation of this agent's version.
 */
export function sealGreeting(
  user: SignedInAttorney,
  agentId: string,
  conversationId: string,
  version: string,
  message: ConversationMessage,
) {
  const greeting = JSON.stringify(message);
  return { greeting, greeting_seal: greetingMac(user, agentId, conversationId, version, greeting) };
}

/** The greeting a sealed pair carries, or null when the seal does not fit (altered, another conversation, an older version of the agent). */
export function openGreeting(
  user: SignedInAttorney,
  agentId: string,
  conversationId: string,
  version: string,
  sealed: { greeting: string; greeting_seal: string },
): ConversationMessage | null {
  const expected = Buffer.from(greetingMac(user, agentId, conversationId, version, sealed.greeting));
  const given = Buffer.from(sealed.greeting_seal);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return JSON.parse(sealed.greeting) as ConversationMessage;
}

/** A new conversation's id, allocated before its first turn is written. */
export async function newConversationId(user: SignedInAttorney, agentId: string): Promise<string> {
  return store.conversations(await firestore(), user.tenantId, agentId).doc().id;
}

export async function listConversations(user: SignedInAttorney, agentId: string): Promise<ConversationSummary[]> {
  const db = await firestore();
  const snap = await store.conversations(db, user.tenantId, agentId).orderBy('created_at', 'desc').get();
  return snap.docs.map((doc) => toSummary(doc.id, doc.data()));
}

/** The transcript's document; the caller has checked the agent (getAgent). */
export async function conversationRef(user: SignedInAttorney, agentId: string, id: string) {
  if (!isRecordId(id)) throw NotFound.of(CONVERSATION);
  const db = await firestore();
  return { db, ref: store.conversations(db, user.tenantId, agentId).doc(id) };
}

/** The agent must exist first: the caller checks it (getAgent), so another tenant's ids are 404 either way. */
export async function getConversation(user: SignedInAttorney, agentId: string, id: string): Promise<Conversation> {
  const { ref } = await conversationRef(user, agentId, id);
  const conversation = (await ref.get()).data();
  if (!conversation) throw NotFound.of(CONVERSATION);
  return toConversation(id, conversation);
}

export async function deleteConversation(user: SignedInAttorney, agentId: string, id: string): Promise<void> {
  const { ref } = await conversationRef(user, agentId, id);
  if (!(await ref.get()).exists) throw NotFound.of(CONVERSATION);
  await ref.delete();
}

/** Newly said values win; a field the latest reading left empty keeps what was said before. */
export function mergeIntake(before: IntakeFields, now: IntakeFields): IntakeFields {
  // A transcript saved before a field existed (email) has nothing for it.
  return Object.fromEntries(INTAKE_FIELDS.map((f) => [f, now[f] ?? before[f] ?? null])) as IntakeFields;
}

export interface TurnToSave {
  agent: Agent;
  /** The caller's message and the agent's reply, in order (after the greeting on the first turn). */
  messages: ConversationMessage[];
  intake: IntakeFields;
}

/**
 * Appends one exchange in a transaction: a new conversation is created with its greeting, an
 * existing one gets the caller's turn and the reply together, never one without the other.
 */
export async function saveTurn(user: SignedInAttorney, id: string, turn: TurnToSave, isNew: boolean): Promise<Conversation> {
  const { db, ref } = await conversationRef(user, turn.agent.id, id);
  const now = await writeTime();
  return db.runTransaction(async (tx) => {
    if (isNew) {
      const data: ConversationDoc = {
        agent_id: turn.agent.id,
        agent_name: turn.agent.name,
        prompt_version: promptVersion(turn.agent),
        agent_updated_at: turn.agent.updated_at,
        messages: turn.messages,
        intake: turn.intake,
        contact_id: null,
        created_by: user.uid,
        created_at: now,
        updated_at: now,
      };
      tx.create(ref, data);
      return toConversation(id, data);
    }
    const current = (await tx.get(ref)).data();
    if (!current) throw NotFound.of(CONVERSATION);
    const data: ConversationDoc = {
      ...current,
      messages: [...current.messages, ...turn.messages],
      intake: mergeIntake(current.intake, turn.intake),
      updated_at: now,
    };
    tx.update(ref, { messages: data.messages, intake: data.intake, updated_at: now });
    return toConversation(id, data);
  });
}
