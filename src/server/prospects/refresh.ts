import { SUBSCRIPTION_ENDED } from '../backoffice/subscriptionEnded';
import { firestore } from '../firebase';
import * as store from '../store/collections';
import { importSegment } from './importSegment';
import { deleteUnengagedProspects } from './retention';
import { listSegments } from './store';

/**
 * The scheduled refresh: for every firm with saved search-intent audiences, each segment not
 * imported in the last day is imported again (adding the people new to it), and prospects past
 * the firm's retention period who never engaged are deleted. It runs every hour and stops
 * starting new imports once its time budget is spent, so each segment is still refreshed daily
 * when many firms share the run, within the function's time limit. A firm whose subscription
 * ended gets no new prospects; its retention still runs.
 */

export const REFRESH_EVERY_MS = 23 * 60 * 60 * 1000;

export interface RefreshReport {
  firms: number;
  segments_refreshed: number;
  segments_failed: number;
  imported: number;
  prospects_deleted: number;
  /** Segments due that waited for the next run (time budget spent). */
  segments_left: number;
}

export async function refreshAudiences({ now = () => Date.now(), budgetMs = 20_000 } = {}): Promise<RefreshReport> {
  const started = Date.now();
  const db = await firestore();
  const tenants = (await store.tenants(db).where('has_audience_segments', '==', true).select(SUBSCRIPTION_ENDED).get()).docs;
  const firms = tenants.map((d) => d.id);
  const ended = new Set(tenants.filter((d) => d.get(SUBSCRIPTION_ENDED)).map((d) => d.id));
  const report: RefreshReport = {
    firms: firms.length,
    segments_refreshed: 0,
    segments_failed: 0,
    imported: 0,
    prospects_deleted: 0,
    segments_left: 0,
  };
  for (const tenantId of firms) {
    report.prospects_deleted += await deleteUnengagedProspects(tenantId, new Date(now()));
    if (ended.has(tenantId)) continue;
    for (const segment of await listSegments(tenantId)) {
      const last = segment.last_import ? Date.parse(segment.last_import.at) : 0;
      if (now() - last < REFRESH_EVERY_MS) continue;
      if (Date.now() - started > budgetMs) {
        report.segments_left++;
        continue;
      }
      try {
        report.imported += (await importSegment(tenantId, segment.segment_id)).imported;
        report.segments_refreshed++;
      } catch (error) {
        // The reason is on the segment (Settings shows it); one firm's provider trouble stops no one else.
        report.segments_failed++;
        console.warn(`audiences-refresh: ${tenantId}/${segment.segment_id}: ${(error as Error).message}`);
      }
    }
  }
  return report;
}
