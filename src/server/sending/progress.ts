import type { Query } from 'firebase-admin/firestore';
import { SENDING_PACE, type SendingProgress } from '#shared/schemas/sendingSettings';
import type { SignedInAttorney } from '../auth';
import { firestore } from '../firebase';
import type { QueuedMessageDoc } from '../store/documents';
import * as store from '../store/collections';

/**
 * A firm's sending progress, counted from the messages the jobs write (one count() each, which
 * reads one index entry per thousand messages): the same records the senders work from, so the
 * numbers cannot drift from what happened. A campaign's own progress is counted the same way
 * (newsletter/campaigns.ts, liveProgress).
 */

const countOf = async (query: Query<QueuedMessageDoc>) => (await query.count().get()).data().count;

async function paceOf(tenantId: string) {
  const settings = (await store.sendingSettings(await firestore(), tenantId).get()).data();
  return {
    max_per_second: settings?.max_per_second ?? SENDING_PACE.perSecondDefault,
    max_per_day: settings?.max_per_day ?? null,
  };
}

async function progressCounts(messages: Query<QueuedMessageDoc>, done: Query<QueuedMessageDoc>) {
  const [waitingOrSending, throttled, retrying, sent, failed, skipped] = await Promise.all([
    countOf(messages.where('status', 'in', ['scheduled', 'sending'])),
    countOf(messages.where('status', '==', 'scheduled').where('waiting', '==', 'throttled')),
    countOf(messages.where('status', '==', 'scheduled').where('waiting', '==', 'retry')),
    countOf(done.where('status', '==', 'sent')),
    countOf(done.where('status', '==', 'failed')),
    countOf(done.where('status', '==', 'skipped')),
  ]);
  return { queued: waitingOrSending - throttled - retrying, throttled, retrying, sent, failed, skipped };
}

/** The firm's queue now, and what it sent, failed and skipped today (UTC). */
export async function firmProgress(user: SignedInAttorney, now = Date.now()): Promise<SendingProgress> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const db = await firestore();
  const day = new Date(now).toISOString().slice(0, 10);
  const messages = store.queuedMessages(db, user.tenantId);
  const today = messages.where('updated_at', '>=', Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`)));
  return { ...(await progressCounts(messages, today)), ...(await paceOf(user.tenantId)), day };
}
