import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  type AudienceSegment,
  DEFAULT_PROSPECT_SETTINGS,
  type ImportSummary,
  PROSPECT_LIMITS,
  type ProspectSettings,
  type SegmentInput,
} from '#shared/prospects/schemas';
import { firestore, writeTime } from '../firebase';
import { HttpError, notFound } from '../http';

/**
 * Where search-intent audiences live, per firm:
 * - `audience_segments/{segment_id}`: a segment saved with its label, its last import and how
 *   many people each day's imports brought in (`imported_by_day`, the last 90 days);
 * - `settings/prospects`: whether catch-all addresses may be used and after how many days a
 *   prospect who never engaged is deleted;
 * - `prospect_expired/{email key}`: the hashed address of a prospect deleted by retention, so
 *   the daily refresh does not bring them straight back (the key is the suppression list's hash).
 * The firm document carries `has_audience_segments`, so the daily job finds the firms to visit.
 */

export const HAS_AUDIENCE_SEGMENTS = 'has_audience_segments';
/** Days of per-day counts kept on a segment: what the contacts screen's chart shows. */
export const HISTORY_DAYS = 90;

export const segmentsOf = (db: Firestore, tenantId: string) => db.collection(`tenants/${tenantId}/audience_segments`);
export const expiredOf = (db: Firestore, tenantId: string) => db.collection(`tenants/${tenantId}/prospect_expired`);
const settingsPath = (tenantId: string) => `tenants/${tenantId}/settings/prospects`;

const SEGMENT = 'That saved audience';

function toSummary(d: DocumentData | undefined): ImportSummary | null {
  if (!d) return null;
  return {
    at: d.at,
    imported: d.imported ?? 0,
    merged: d.merged ?? 0,
    skipped: d.skipped ?? [],
    error: d.error ?? null,
  };
}

export function toSegment(d: DocumentData): AudienceSegment {
  return {
    segment_id: d.segment_id,
    label: d.label,
    created_at: d.created_at.toDate().toISOString(),
    last_import: toSummary(d.last_import),
  };
}

export async function listSegments(tenantId: string): Promise<AudienceSegment[]> {
  const db = await firestore();
  const snap = await segmentsOf(db, tenantId).get();
  return snap.docs.map((d) => toSegment(d.data())).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export async function readSegment(
  tenantId: string,
  segmentId: string,
): Promise<AudienceSegment & { imported_by_day: Record<string, number> }> {
  const db = await firestore();
  const snap = await segmentsOf(db, tenantId).doc(segmentId).get();
  if (!snap.exists) throw notFound(SEGMENT);
  return { ...toSegment(snap.data()!), imported_by_day: snap.get('imported_by_day') ?? {} };
}

/** Saves a segment id with its label; saving the same id again renames it. */
export async function saveSegment(tenantId: string, input: SegmentInput): Promise<{ segment: AudienceSegment; created: boolean }> {
  const db = await firestore();
  const now = await writeTime();
  const ref = segmentsOf(db, tenantId).doc(input.segment_id);
  return db.runTransaction(async (tx) => {
    const [existing, all] = await Promise.all([tx.get(ref), tx.get(segmentsOf(db, tenantId).select())]);
    if (existing.exists) {
      tx.update(ref, { label: input.label, updated_at: now });
      return { segment: toSegment({ ...existing.data(), label: input.label }), created: false };
    }
    if (all.size >= PROSPECT_LIMITS.segments) {
      throw new HttpError(
        409,
        `A firm can save at most ${PROSPECT_LIMITS.segments} search-intent audiences. Delete one you no longer use first.`,
      );
    }
    const data = { segment_id: input.segment_id, label: input.label, created_at: now, updated_at: now, imported_by_day: {} };
    tx.create(ref, data);
    tx.set(db.doc(`tenants/${tenantId}`), { [HAS_AUDIENCE_SEGMENTS]: true }, { merge: true });
    return { segment: toSegment(data), created: true };
  });
}

/** Forgets a saved segment; the prospects it brought in stay until retention deletes them. */
export async function deleteSegment(tenantId: string, segmentId: string): Promise<void> {
  const db = await firestore();
  const ref = segmentsOf(db, tenantId).doc(segmentId);
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound(SEGMENT);
    tx.delete(ref);
  });
}

export async function readProspectSettings(tenantId: string): Promise<ProspectSettings> {
  const db = await firestore();
  const snap = await db.doc(settingsPath(tenantId)).get();
  return {
    allow_catch_all: snap.get('allow_catch_all') === true,
    retention_days: snap.get('retention_days') ?? DEFAULT_PROSPECT_SETTINGS.retention_days,
  };
}

export async function saveProspectSettings(tenantId: string, settings: ProspectSettings): Promise<ProspectSettings> {
  const db = await firestore();
  await db.doc(settingsPath(tenantId)).set({ ...settings, updated_at: await writeTime() });
  return settings;
}
