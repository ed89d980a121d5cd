import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { Agent, agentInputSchema } from '#shared/schemas/agents';
import type { SignedInAttorney } from './auth';
import { firestore, isRecordId, writeTime } from './firebase';
import { notFound } from './http';

type AgentData = z.output<typeof agentInputSchema>;

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
