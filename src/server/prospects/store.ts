import {
  type AudienceSegment,
  DEFAULT_PROSPECT_SETTINGS,
  PROSPECT_LIMITS,
  type ProspectSettings,
  type SegmentInput,
} from '#shared/prospects/schemas';
import { Conflict, NotFound } from '../errors';
import { firestore, writeTime } from '../firebase';
import type { AudienceSegmentDoc } from '../store/documents';
import * as store from '../store/collections';

/**
 * Where search-intent audiences live, per firm (src/server/store/): `audience_segments/{id}`,
 * a segment saved with its label, its last import and how many people each day's imports
 * brought in; `settings/prospects`, catch-all and retention; `prospect_expired/{email key}`,
 * the hashed address of a prospect deleted by retention, so the daily refresh does not bring
 * them straight back. The firm document's `has_audience_segments` lets the daily job find the
 * firms to visit.
 */

/** Days of per-day counts kept on a segment: what the contacts screen's chart shows. */
export const HISTORY_DAYS = 90;

const SEGMENT = 'That saved audience';

export function toSegment(d: AudienceSegmentDoc): AudienceSegment {
  return { segment_id: d.segment_id, label: d.label, created_at: d.created_at.toDate().toISOString(), last_import: d.last_import };
}

export async function listSegments(tenantId: string): Promise<AudienceSegment[]> {
  const db = await firestore();
  const snap = await store.audienceSegments(db, tenantId).get();
  return snap.docs.map((d) => toSegment(d.data())).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export async function readSegment(tenantId: string, segmentId: string): Promise<AudienceSegmentDoc> {
  const db = await firestore();
  const segment = (await store.audienceSegments(db, tenantId).doc(segmentId).get()).data();
  if (!segment) throw NotFound.of(SEGMENT);
  return segment;
}

/** Saves a segment id with its label; saving the same id again renames it. */
export async function saveSegment(tenantId: string, input: SegmentInput): Promise<{ segment: AudienceSegment; created: boolean }> {
  const db = await firestore();
  const now = await writeTime();
  const segments = store.audienceSegments(db, tenantId);
  const ref = segments.doc(input.segment_id);
  return db.runTransaction(async (tx) => {
    const [existing, all] = await Promise.all([tx.get(ref), tx.get(segments.select())]);
    const stored = existing.data();
    if (stored) {
      tx.update(ref, { label: input.label, updated_at: now });
      return { segment: toSegment({ ...stored, label: input.label }), created: false };
    }
    if (all.size >= PROSPECT_LIMITS.segments) {
      throw new Conflict(
        `A firm can save at most ${PROSPECT_LIMITS.segments} search-intent audiences. Delete one you no longer use first.`,
      );
    }
    const data: AudienceSegmentDoc = {
      segment_id: input.segment_id,
      label: input.label,
      last_import: null,
      imported_by_day: {},
      created_at: now,
      updated_at: now,
    };
    tx.create(ref, data);
    tx.set(store.tenant(db, tenantId), { has_audience_segments: true }, { merge: true });
    return { segment: toSegment(data), created: true };
  });
}

/** Forgets a saved segment; the prospects it brought in stay until retention deletes them. */
export async function deleteSegment(tenantId: string, segmentId: string): Promise<void> {
  const db = await firestore();
  const ref = store.audienceSegments(db, tenantId).doc(segmentId);
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw NotFound.of(SEGMENT);
    tx.delete(ref);
  });
}

export async function readProspectSettings(tenantId: string): Promise<ProspectSettings> {
  const db = await firestore();
  const saved = (await store.prospectSettings(db, tenantId).get()).data();
  return saved ? { allow_catch_all: saved.allow_catch_all, retention_days: saved.retention_days } : { ...DEFAULT_PROSPECT_SETTINGS };
}

export async function saveProspectSettings(tenantId: string, settings: ProspectSettings): Promise<ProspectSettings> {
  const db = await firestore();
  await store.prospectSettings(db, tenantId).set({ ...settings, updated_at: await writeTime() });
  return settings;
}
