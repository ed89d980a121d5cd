import type { Firestore } from 'firebase-admin/firestore';
import type { Segment, SegmentDefinition, SegmentInput } from '#shared/newsletter/segments';
import type { SignedInAttorney } from '../auth';
import { Conflict, NotFound } from '../errors';
import { firestore, isRecordId, writeTime } from '../firebase';
import type { SegmentDoc } from '../store/documents';
import * as store from '../store/collections';

/** Saved segments: tenants/{t}/segments/{id}, each a name and a definition (filter and places). */

export const SEGMENT_NOT_FOUND = 'That segment';

export function definitionOf(d: SegmentDoc): SegmentDefinition {
  return { filter: d.filter, cities: d.cities, zip_codes: d.zip_codes };
}

function toSegment(id: string, d: SegmentDoc): Segment {
  return {
    id,
    name: d.name,
    ...definitionOf(d),
    created_at: d.created_at.toDate().toISOString(),
    updated_at: d.updated_at.toDate().toISOString(),
  };
}

/** Firestore keeps no undefined values: the filter's blank fields are left out. */
const storedFilter = (filter: SegmentDefinition['filter']) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as SegmentDefinition['filter'];

export async function listSegments(user: SignedInAttorney): Promise<Segment[]> {
  const db = await firestore();
  const snap = await store.segments(db, user.tenantId).orderBy('name').get();
  return snap.docs.map((doc) => toSegment(doc.id, doc.data()));
}

/** A segment of the firm, or 404 (another firm's is as missing as one that never was). */
export async function readSegment(tenantId: string, id: string, what = SEGMENT_NOT_FOUND): Promise<Segment> {
  if (!isRecordId(id)) throw NotFound.of(what);
  const db = await firestore();
  const segment = (await store.segments(db, tenantId).doc(id).get()).data();
  if (!segment) throw NotFound.of(what);
  return toSegment(id, segment);
}

async function nameTaken(db: Firestore, tenantId: string, name: string, except?: string) {
  const same = await store.segments(db, tenantId).where('name', '==', name).get();
  return same.docs.some((doc) => doc.id !== except);
}

const DUPLICATE_NAME = (name: string) => `A segment named “${name}” already exists. Choose another name.`;

export async function createSegment(user: SignedInAttorney, input: SegmentInput): Promise<Segment> {
  const db = await firestore();
  if (await nameTaken(db, user.tenantId, input.name)) throw new Conflict(DUPLICATE_NAME(input.name));
  const now = await writeTime();
  const ref = store.segments(db, user.tenantId).doc();
  const data: SegmentDoc = {
    ...input,
    filter: storedFilter(input.filter),
    created_by: user.uid,
    created_at: now,
    updated_by: user.uid,
    updated_at: now,
  };
  await ref.create(data);
  return toSegment(ref.id, data);
}

export async function updateSegment(user: SignedInAttorney, id: string, input: SegmentInput): Promise<Segment> {
  await readSegment(user.tenantId, id);
  const db = await firestore();
  if (await nameTaken(db, user.tenantId, input.name, id)) throw new Conflict(DUPLICATE_NAME(input.name));
  const now = await writeTime();
  await store
    .segments(db, user.tenantId)
    .doc(id)
    .update({ ...input, filter: storedFilter(input.filter), updated_by: user.uid, updated_at: now });
  return readSegment(user.tenantId, id);
}

/** Deletes a segment no issue still waiting to go out names; sent issues keep their own copy of who they reached. */
export async function deleteSegment(user: SignedInAttorney, id: string): Promise<void> {
  await readSegment(user.tenantId, id);
  const db = await firestore();
  const using = await store
    .campaigns(db, user.tenantId)
    .where('segment_id', '==', id)
    .where('status', 'in', ['draft', 'awaiting_approval', 'approved', 'scheduled', 'sending', 'paused'])
    .limit(1)
    .get();
  if (!using.empty) {
    throw new Conflict(`The issue “${using.docs[0]!.data().subject}” goes to this segment. Choose another audience for it first.`);
  }
  await store.segments(db, user.tenantId).doc(id).delete();
}
