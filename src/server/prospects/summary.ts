import type { ProspectSummary } from '#shared/prospects/schemas';
import { firestore } from '../firebase';
import { contactsOf } from '../sending/recipients';
import { segmentsOf } from './store';

/**
 * The glance on the contacts screen: today's prospects by ZIP code (one field read per
 * prospect, grouped here), and how many each saved segment brought in per day.
 */
export async function prospectSummary(tenantId: string): Promise<ProspectSummary> {
  const db = await firestore();
  const [prospects, segments] = await Promise.all([
    contactsOf(db, tenantId).where('relationship', '==', 'prospect').select('postal_code').get(),
    segmentsOf(db, tenantId).get(),
  ]);
  const byZip = new Map<string, number>();
  for (const doc of prospects.docs) {
    const zip = String(doc.get('postal_code') ?? '').slice(0, 5) || 'Unknown';
    byZip.set(zip, (byZip.get(zip) ?? 0) + 1);
  }
  return {
    by_zip: [...byZip].map(([zip, count]) => ({ zip, count })).sort((a, b) => b.count - a.count || a.zip.localeCompare(b.zip)),
    by_segment: segments.docs
      .map((doc) => ({
        segment_id: doc.get('segment_id') as string,
        label: doc.get('label') as string,
        days: Object.entries((doc.get('imported_by_day') ?? {}) as Record<string, number>)
          .map(([date, imported]) => ({ date, imported }))
          .sort((a, b) => a.date.localeCompare(b.date)),
      }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}
