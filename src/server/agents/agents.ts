import type { Agent, agentInputSchema } from '#shared/schemas/agents';
import type { z } from 'zod';
import type { SignedInAttorney } from '../auth';
import { NotFound } from '../errors';
import { firestore, isRecordId, writeTime } from '../firebase';
import type { AgentDoc } from '../store/documents';
import * as store from '../store/collections';

type AgentFields = z.output<typeof agentInputSchema>;

const AGENT = 'That agent';

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
