import { firestore } from '../firebase';
import { sentMessageKey } from './delivery';
import { eventsOf } from './events';
import { pipelineOf } from './pipeline';

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
    eventsOf(db, tenantId).where('contact_id', '==', contactId).select().get(),
    db.collection(`tenants/${tenantId}/messages`).where('contact_id', '==', contactId).select('message_id').get(),
  ]);
  const refs = [
    ...events.docs.map((d) => d.ref),
    pipelineOf(db, tenantId).doc(contactId),
    ...messages.docs.map((m) => db.doc(`tenants/${tenantId}/link_clicks/${m.id}`)),
    ...messages.docs
      .filter((m) => typeof m.get('message_id') === 'string')
      .map((m) => db.doc(`sent_messages/${sentMessageKey(m.get('message_id'))}`)),
  ];
  for (let i = 0; i < refs.length; i += 400) {
    const batch = db.batch();
    for (const ref of refs.slice(i, i + 400)) batch.delete(ref);
    await batch.commit();
  }
}
