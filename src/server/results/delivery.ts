import { createHash } from 'node:crypto';
import { now } from '../clock';
import { firestore } from '../firebase';
import * as store from '../store/collections';
import { firmCalendar } from './calendar';
import { FIRM_SCOPE, metricBumps, sourceScope } from './counters';
import { appendInTransaction, eventsOf, recordEvent } from './events';
import { isTrackableUrl, readTrackedMessage, type TrackedMessage, trackedLinkUrl, trackedMessageToken } from './trackingToken';

/**
 * The links of one reader's email, as the renderer's wrapLink hook asks for them: each distinct
 * address gets its number in order of first appearance (the same for every reader of the email),
 * and a tracked link of its own. Addresses that are not web links are left as they are.
 */
export function linkTracker(message: TrackedMessage) {
  const numbers = new Map<string, number>();
  return {
    wrap(url: string): string {
      if (!isTrackableUrl(url)) return url;
      let link = numbers.get(url);
      if (link === undefined) numbers.set(url, (link = numbers.size));
      return trackedLinkUrl({ ...message, link, url });
    },
    get count() {
      return numbers.size;
    },
  };
}

/** The reader's unsubscribe address with the message it came in, so the unsubscribe is counted for its campaign or sequence. */
export const withMessage = (unsubscribeUrl: string, message: TrackedMessage) => `${unsubscribeUrl}?m=${trackedMessageToken(message)}`;

/** Where a provider's notification about a Message-ID finds its message: sent_messages/{sha256 of the Message-ID} (top level). */
export const sentMessageKey = (messageIdHeader: string) =>
  createHash('sha256').update(messageIdHeader.trim().replace(/^<|>$/g, '')).digest('hex');

/**
 * A message the mail server took: one event (its id from the message, so recording it twice
 * counts it once), the entry that lets a later bounce or complaint about its Message-ID find it,
 * and its campaign's or sequence's name beside the firm's counters (so the reports read names with
 * the counters; a blind merge of one field, so deliveries never contend on reading it).
 */
export async function recordDelivered(
  message: TrackedMessage,
  messageIdHeader: string,
  subject: string,
  at: number,
  sourceName: string,
): Promise<void> {
  const db = await firestore();
  const calendar = await firmCalendar(message.tenantId);
  const eventId = `delivered_${message.messageId}`;
  await db.runTransaction(async (tx) => {
    if ((await tx.get(eventsOf(db, message.tenantId).doc(eventId))).exists) return;
    await appendInTransaction(
      tx,
      db,
      message.tenantId,
      [
        {
          type: 'delivered',
          at,
          contact_id: message.contactId,
          source: message.source,
          source_id: message.sourceId,
          message_id: message.messageId,
          detail: subject,
        },
      ],
      metricBumps(calendar, message.source, message.sourceId, 'delivered', at),
      [],
      eventId,
    );
    if (sourceName)
      tx.set(store.counterNames(db, message.tenantId), { [sourceScope(message.source, message.sourceId)]: sourceName }, { merge: true });
    tx.set(store.sentMessages(db).doc(sentMessageKey(messageIdHeader)), {
      tenant_id: message.tenantId,
      message_id: message.messageId,
      contact_id: message.contactId,
      source: message.source,
      source_id: message.sourceId,
    });
  });
}

/**
 * An unsubscribe just recorded: counted for the campaign or sequence of the email it came from
 * when its link says which (and the firm matches), else for the firm alone.
 */
export async function recordUnsubscribe(tenantId: string, contactId: string, messageToken: string | null, at = now()): Promise<void> {
  const message = messageToken ? readTrackedMessage(messageToken) : null;
  const from = message && message.tenantId === tenantId ? message : null;
  const calendar = await firmCalendar(tenantId);
  await recordEvent(
    tenantId,
    {
      type: 'unsubscribe',
      at,
      contact_id: contactId,
      source: from?.source ?? null,
      source_id: from?.sourceId ?? null,
      message_id: from?.messageId ?? null,
    },
    from
      ? metricBumps(calendar, from.source, from.sourceId, 'unsubscribes', at)
      : [
          { scope: FIRM_SCOPE, path: ['totals', 'unsubscribes'], by: 1 },
          { scope: FIRM_SCOPE, path: ['months', calendar.month(at), 'unsubscribes'], by: 1 },
        ],
  );
}
