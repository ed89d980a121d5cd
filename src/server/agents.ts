import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { scriptFindings } from '#shared/agentCalls/guardrails';
import { hasBlockingFinding } from '#shared/compliance/index';
import {
  AGENT_SCRIPT_FIELDS,
  type Agent,
  type agentInputSchema,
  type AgentScriptFindings,
  type AgentScriptRefusal as Refusal,
} from '#shared/schemas/agents';
import type { SignedInAttorney } from './auth';
import { firestore, isRecordId, writeTime } from './firebase';
import { firmForCheck } from './firmProfile';
import { HttpError, json, notFound } from './http';

type AgentData = z.output<typeof agentInputSchema>;

const FIELD_NAMES = { personality: 'personality', base_prompt: 'base prompt' } as const;

/** 422: the agent's script breaks a rule that would block an email; carries every finding, for the form to mark. */
export class AgentScriptRefusal extends HttpError {
  constructor(
    readonly findings: AgentScriptFindings,
    input: AgentData,
  ) {
    const field = AGENT_SCRIPT_FIELDS.find((f) => hasBlockingFinding(findings[f]))!;
    const first = findings[field].find((f) => f.severity === 'block')!;
    const words = (input[field] ?? '').slice(first.start, first.end).trim();
    super(
      422,
      `The agent cannot be saved as it is: its ${FIELD_NAMES[field]} says “${words}”. ${first.message} Change the marked words and save again.`,
    );
  }

  toResponse(): Response {
    return json({ error: this.message, findings: this.findings } satisfies Refusal, this.status);
  }
}

/**
 * The script checked by the engine the emails are checked by, against the firm's profile: what
 * an agent is told to say, it says to every caller. A blocking finding refuses the save.
 */
async function checkScript(tenantId: string, input: AgentData): Promise<void> {
  const firm = await firmForCheck(tenantId);
  const findings: AgentScriptFindings = {
    personality: scriptFindings(input.personality ?? '', firm),
    base_prompt: scriptFindings(input.base_prompt, firm),
  };
  if (AGENT_SCRIPT_FIELDS.some((f) => hasBlockingFinding(findings[f]))) throw new AgentScriptRefusal(findings, input);
}

const agentsOf = (db: Firestore, tenantId: string) => db.collection(`tenants/${tenantId}/ai_agents`);

function toAgent(id: string, d: DocumentData): Agent {
  return {
    id,
    name: d.name,
    personality: d.personality ?? null,
    base_prompt: d.base_prompt,
    created_by: d.created_by,
    created_at: d.created_at.toDate().toISOString(),
    updated_at: (d.updated_at ?? d.created_at).toDate().toISOString(),
  };
}

/** The tenant's agents, newest first. */
export async function listAgents(user: SignedInAttorney): Promise<Agent[]> {
  const db = await firestore();
  const snap = await agentsOf(db, user.tenantId).orderBy('created_at', 'desc').get();
  return snap.docs.map((doc) => toAgent(doc.id, doc.data()));
}

export async function createAgent(user: SignedInAttorney, input: AgentData): Promise<Agent> {
  await checkScript(user.tenantId, input);
  const db = await firestore();
  const ref = agentsOf(db, user.tenantId).doc();
  const now = await writeTime();
  const data = { ...input, created_by: user.uid, created_at: now, updated_at: now };
  await ref.create(data);
  return toAgent(ref.id, data);
}

/** An agent of the attorney's tenant; anything else is indistinguishable from missing. */
async function tenantAgent(db: Firestore, user: SignedInAttorney, id: string) {
  if (!isRecordId(id)) throw notFound('That agent');
  const ref = agentsOf(db, user.tenantId).doc(id);
  const snap = await ref.get();
  if (!snap.exists) throw notFound('That agent');
  return { ref, current: snap.data()! };
}

/** One agent of the attorney's tenant, or 404. */
export async function getAgent(user: SignedInAttorney, id: string): Promise<Agent> {
  const db = await firestore();
  return toAgent(id, (await tenantAgent(db, user, id)).current);
}

export async function updateAgent(user: SignedInAttorney, id: string, input: AgentData): Promise<Agent> {
  const db = await firestore();
  const { ref, current } = await tenantAgent(db, user, id);
  await checkScript(user.tenantId, input);
  const changes = { ...input, updated_at: await writeTime() };
  await ref.update(changes);
  return toAgent(id, { ...current, ...changes });
}

export async function deleteAgent(user: SignedInAttorney, id: string): Promise<void> {
  const db = await firestore();
  const { ref } = await tenantAgent(db, user, id);
  // Its test conversations go with it: a transcript of an agent that no longer exists is reachable from nowhere.
  const conversations = await ref.collection('test_conversations').get();
  const batch = db.batch();
  conversations.docs.forEach((doc) => batch.delete(doc.ref));
  batch.delete(ref);
  await batch.commit();
}
