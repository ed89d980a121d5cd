import type { ProspectSummary } from '#shared/prospects/schemas';
import { firestore } from '../firebase';
import * as store from '../store/collections';

/**
 * The glance on the contacts screen: today's prospects by ZIP code (one field read per
 * prospect, grouped here), and how many each saved segment brought in per day.
 */
export async function prospectSummary(tenantId: string): Promise<ProspectSummary> {
  const db = await firestore();
  const [prospects, segments] = await Promise.all([
    store.contacts(db, tenantId).where('relationship', '==', 'prospect').select('postal_code').get(),
    store.audienceSegments(db, tenantId).get(),
  ]);
  const byZip = new Map<string, number>();
  for (const doc of prospects.docs) {
    const zip = store.projectedContact(doc).postal_code?.slice(0, 5) || 'Unknown';
    byZip.set(zip, (byZip.get(zip) ?? 0) + 1);
  }
  return {
    by_zip: [...byZip].map(([zip, count]) => ({ zip, count })).sort((a, b) => b.count - a.count || a.zip.localeCompare(b.zip)),
    by_segment: segments.docs
      .map((doc) => doc.data())
      .map((segment) => ({
        segment_id: segment.segment_id,
        label: segment.label,
        days: Object.entries(segment.imported_by_day)
          .map(([date, imported]) => ({ date, imported }))
          .sort((a, b) => a.date.localeCompare(b.date)),
      }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}
