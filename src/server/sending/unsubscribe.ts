import type { WriteBatch } from 'firebase-admin/firestore';
import { emailKeyOfContact, isEmailUnsubscribed, revokeEmailAtKey } from '../contacts/contacts';
import { firestore, writeTime } from '../firebase';
import * as store from '../store/collections';
import { UNSUBSCRIBED_REASON } from './recipients';
import type { UnsubscribeLink, UnsubscribeTarget } from './unsubscribeToken';

/** What an unsubscribe did: recorded now, already so before, or (an old link) the address is no longer known. */
export type UnsubscribeOutcome = 'recorded' | 'already' | 'unknown';

/** The address a link is about: in the link itself, or (a link from before) found from its contact. */
async function targetOf(link: UnsubscribeLink): Promise<UnsubscribeTarget | null> {
  if (link.kind === 'current') return link;
  const emailKey = await emailKeyOfContact(link.tenantId, link.contactId);
  return emailKey ? { tenantId: link.tenantId, emailKey, contactId: link.contactId } : null;
}

/** Whether the person behind the link stands unsubscribed already (what the page shows before the button). */
export async function alreadyUnsubscribed(link: UnsubscribeLink): Promise<boolean> {
  const target = await targetOf(link);
  return target !== null && (await isEmailUnsubscribed(target.tenantId, target.emailKey));
}

/**
 * Honours an unsubscribe at once. The address goes on the firm's suppression list, so it holds
 * for any contact with it, now or added later; email is revoked in the consent history of the
 * contact holding the address and of the one the email went to; their enrolments are marked and
 * their scheduled messages skipped. The sender also reads the contact's consent just before each
 * send, so a message taken a moment earlier is not sent either. A repeat records nothing.
 */
export async function unsubscribe(link: UnsubscribeLink, source: string): Promise<UnsubscribeOutcome> {
  const target = await targetOf(link);
  if (!target) return 'unknown';
  const { recorded, revokedContacts } = await revokeEmailAtKey(target.tenantId, target.emailKey, target.contactId, source);
  for (const contactId of revokedContacts) await stopSendingTo(target.tenantId, contactId);
  return recorded ? 'recorded' : 'already';
}

/** Marks every enrolment of the contact unsubscribed and stopped, and skips its scheduled messages. */
async function stopSendingTo(tenantId: string, contactId: string): Promise<void> {
  const db = await firestore();
  const now = await writeTime();
  const [enrolments, scheduled] = await Promise.all([
    store.enrolments(db, tenantId).where('contact_id', '==', contactId).get(),
    store.queuedMessages(db, tenantId).where('contact_id', '==', contactId).where('status', '==', 'scheduled').get(),
  ]);
  const writes = [
    ...enrolments.docs
      .filter((e) => !e.data().unsubscribed_at)
      .map((e) => (batch: WriteBatch) => batch.update(e.ref, { unsubscribed_at: now, status: 'stopped', updated_at: now })),
    ...scheduled.docs.map(
      (m) => (batch: WriteBatch) =>
        batch.update(m.ref, { status: 'skipped', reason: UNSUBSCRIBED_REASON, available_at: null, updated_at: now }),
    ),
  ];
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + 400)) write(batch);
    await batch.commit();
  }
}
