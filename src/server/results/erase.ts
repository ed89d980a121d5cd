import { firestore } from '../firebase';
import * as store from '../store/collections';
import { sentMessageKey } from './delivery';

/**
 * Deletes what tracking recorded about one contact when the contact is deleted: their events,
 * their pipeline, the click records of their messages and the entries that let a provider's
 * bounce find those messages. The counters keep their sums (they name nobody), so past reports
 * still add up.
 */
export async function eraseTrackingOf(tenantId: string, contactId: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(contactId)) return;
  const db = await firestore();
  const [events, messages] = await Promise.all([
    store.events(db, tenantId).where('contact_id', '==', contactId).get(),
    store.queuedMessages(db, tenantId).where('contact_id', '==', contactId).get(),
  ]);
  const deletions = [
    ...events.docs.map((d) => () => d.ref),
    () => store.pipelines(db, tenantId).doc(contactId),
    ...messages.docs.map((m) => () => store.linkClicks(db, tenantId).doc(m.id)),
    ...messages.docs.map((m) => () => store.sentMessages(db).doc(sentMessageKey(m.data().message_id))),
  ];
  for (let i = 0; i < deletions.length; i += 400) {
    const batch = db.batch();
    for (const ref of deletions.slice(i, i + 400)) batch.delete(ref());
    await batch.commit();
  }
}
