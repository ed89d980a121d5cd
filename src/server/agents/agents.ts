import { scriptFindings } from '#shared/agentCalls/guardrails';
import { hasBlockingFinding } from '#shared/compliance/index';
import {
  AGENT_SCRIPT_FIELDS,
  type Agent,
  type agentInputSchema,
  type AgentScriptFindings,
  type AgentScriptRefusal,
} from '#shared/schemas/agents';
import type { z } from 'zod';
import type { SignedInAttorney } from '../auth';
import { NotFound, Refused } from '../errors';
import { firmForCheck } from '../firm/firmProfile';
import { firestore, isRecordId, writeTime } from '../firebase';
import type { AgentDoc } from '../store/documents';
import * as store from '../store/collections';

type AgentFields = z.output<typeof agentInputSchema>;

const AGENT = 'That agent';

const FIELD_NAMES = { personality: 'personality', base_prompt: 'script' } as const;

/** The agent's script breaks a rule that would block an email: refused with every finding, for the form to mark (AgentScriptRefusal). */
export class ScriptRefused extends Refused {
  constructor(findings: AgentScriptFindings, input: AgentFields) {
    const field = AGENT_SCRIPT_FIELDS.find((f) => hasBlockingFinding(findings[f]))!;
    const first = findings[field].find((f) => f.severity === 'block')!;
    const words = (input[field] ?? '').slice(first.start, first.end).trim();
    super(
      `The agent cannot be saved as it is: its ${FIELD_NAMES[field]} says “${words}”. ${first.message} Change the marked words and save again.`,
      { findings } satisfies Omit<AgentScriptRefusal, 'error'>,
    );
  }
}

/**
 * The script checked by the engine the emails are checked by, against the firm's profile: what
 * an agent is told to say, it says to every caller. A blocking finding refuses the save.
 */
async function checkScript(tenantId: string, input: AgentFields): Promise<void> {
  const firm = await firmForCheck(tenantId);
  const findings: AgentScriptFindings = {
    personality: scriptFindings(input.personality ?? '', firm),
    base_prompt: scriptFindings(input.base_prompt, firm),
  };
  if (AGENT_SCRIPT_FIELDS.some((f) => hasBlockingFinding(findings[f]))) throw new ScriptRefused(findings, input);
}

function toAgent(id: string, d: AgentDoc): Agent {
  return {
    id,
    name: d.name,
    personality: d.personality,
    base_prompt: d.base_prompt,
    created_by: d.created_by,
    created_at: d.created_at.toDate().toISOString(),
    updated_at: d.updated_at.toDate().toISOString(),
  };
}

/** The tenant's agents, newest first. */
export async function listAgents(user: SignedInAttorney): Promise<Agent[]> {
  const snap = await store
    .agents(await firestore(), user.tenantId)
    .orderBy('created_at', 'desc')
    .get();
  return snap.docs.map((doc) => toAgent(doc.id, doc.data()));
}

export async function createAgent(user: SignedInAttorney, input: AgentFields): Promise<Agent> {
  await checkScript(user.tenantId, input);
  const ref = store.agents(await firestore(), user.tenantId).doc();
  const now = await writeTime();
  const data: AgentDoc = { ...input, created_by: user.uid, created_at: now, updated_at: now };
  await ref.create(data);
  return toAgent(ref.id, data);
}

/** An agent of the attorney's tenant; anything else is indistinguishable from missing. */
async function tenantAgent(user: SignedInAttorney, id: string) {
  if (!isRecordId(id)) throw NotFound.of(AGENT);
  const ref = store.agents(await firestore(), user.tenantId).doc(id);
  const current = (await ref.get()).data();
  if (!current) throw NotFound.of(AGENT);
  return { ref, current };
}

/** One agent of the attorney's tenant, or NotFound. */
export async function getAgent(user: SignedInAttorney, id: string): Promise<Agent> {
  return toAgent(id, (await tenantAgent(user, id)).current);
}

export async function updateAgent(user: SignedInAttorney, id: string, input: AgentFields): Promise<Agent> {
  const { ref, current } = await tenantAgent(user, id);
  await checkScript(user.tenantId, input);
  const changes = { ...input, updated_at: await writeTime() };
  await ref.update(changes);
  return toAgent(id, { ...current, ...changes });
}

export async function deleteAgent(user: SignedInAttorney, id: string): Promise<void> {
  const db = await firestore();
  const { ref } = await tenantAgent(user, id);
  // Its test conversations go with it: a transcript of an agent that no longer exists is reachable from nowhere.
  const conversations = await store.conversations(db, user.tenantId, id).get();
  const batch = db.batch();
  conversations.docs.forEach((doc) => batch.delete(doc.ref));
  batch.delete(ref);
  await batch.commit();
}
