import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Agent, AgentInput } from '../src/lib/schemas/agents';
import { agentInputSchema } from '../src/lib/schemas/agents';
import type { SignedInAttorney } from './auth';
import type { z } from 'zod';
import { firestore, writeTime } from './firebase';
import { notFound } from './http';


type AgentData = z.output<typeof agentInputSchema>;

const agentsOf = (db: Firestore, tenantId: string) => db.collection(`tenants/${tenantId}/ai_agents`);

function toAgent(snap: DocumentSnapshot): Agent {
  const d = snap.data()!;
  return {
    id: snap.id,
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
  return snap.docs.map(toAgent);
}

export async function createAgent(user: SignedInAttorney, input: AgentData): Promise<Agent> {
  const db = await firestore();
  const now = await writeTime();
  const ref = agentsOf(db, user.tenantId).doc();
  await ref.create({ ...input, created_by: user.uid, created_at: now, updated_at: now });
  return toAgent(await ref.get());
}

async function tenantAgent(db: Firestore, user: SignedInAttorney, id: string) {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound('That agent');
  const ref = agentsOf(db, user.tenantId).doc(id);
  if (!(await ref.get()).exists) throw notFound('That agent');
  return ref;
}

export async function updateAgent(user: SignedInAttorney, id: string, input: AgentData): Promise<Agent> {
  const db = await firestore();
  const now = await writeTime();
  const ref = await tenantAgent(db, user, id);
  await ref.update({ ...input, updated_at: now });
  return toAgent(await ref.get());
}

export async function deleteAgent(user: SignedInAttorney, id: string): Promise<void> {
  const db = await firestore();
  await (await tenantAgent(db, user, id)).delete();
}

export type { AgentInput };
