import { firestore, writeTime } from '../firebase';
import { enrolmentsOf, messagesOf } from './enrolments';
import { recordEmailRevocation } from './recipients';

export const UNSUBSCRIBED_REASON = 'The contact unsubscribed from email.';

/**
 * Honours an unsubscribe at once: the revocation goes into the contact's consent history,
 * every enrolment of the contact is marked, and its scheduled messages are skipped. The sender
 * also reads the contact's consent just before each send, so a message taken a moment earlier
 * is not sent either.
 */
export async function unsubscribeContact(tenantId: string, contactId: string, source: string): Promise<void> {
  const exists = await recordEmailRevocation(tenantId, contactId, source);
  if (!exists) return;
  const db = await firestore();
  const now = await writeTime();
  const [enrolments, scheduled] = await Promise.all([
    enrolmentsOf(db, tenantId).where('contact_id', '==', contactId).get(),
    messagesOf(db, tenantId).where('contact_id', '==', contactId).where('status', '==', 'scheduled').get(),
  ]);
  const writes = [
    ...enrolments.docs
      .filter((e) => !e.get('unsubscribed_at'))
      .map((e) => ({ ref: e.ref, data: { unsubscribed_at: now, updated_at: now } })),
    ...scheduled.docs.map((m) => ({
      ref: m.ref,
      data: { status: 'skipped', reason: UNSUBSCRIBED_REASON, available_at: null, updated_at: now },
    })),
  ];
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const { ref, data } of writes.slice(i, i + 400)) batch.update(ref, data);
    await batch.commit();
  }
}
