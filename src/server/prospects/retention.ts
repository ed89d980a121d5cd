import { deleteContact } from '../contacts/contacts';
import { suppressionKey } from '../contacts/suppressions';
import { firestore, writeTime } from '../firebase';
import type { ContactDoc } from '../store/documents';
import * as store from '../store/collections';
import { readProspectSettings } from './store';

/**
 * Prospects who never engaged are deleted after the firm's period (Settings, default 90 days),
 * counted from the day a search-intent import first brought them in (`prospect_since`).
 *
 * Engaged means the firm did something with the person that only a real relationship explains:
 * it changed their relationship (to lead, client, subscriber...) or recorded a consent they
 * gave (any channel, granted). Receiving the firm's emails is not engaging; an unsubscribe is
 * not either (its revocation stays on the suppression list after the deletion, as for any
 * contact). The deleted address is kept only as its hash in `prospect_expired`, so the daily
 * refresh does not bring the person straight back.
 */
export function hasEngaged(d: Pick<ContactDoc, 'relationship' | 'consent'>): boolean {
  if (d.relationship !== 'prospect') return true;
  return Object.values(d.consent).some((status) => status === 'granted');
}

const DAY_MS = 86_400_000;

/** Deletes the firm's prospects past the period who never engaged; answers how many. */
export async function deleteUnengagedProspects(tenantId: string, now = new Date()): Promise<number> {
  const { retention_days } = await readProspectSettings(tenantId);
  const cutoff = new Date(now.getTime() - retention_days * DAY_MS).toISOString().slice(0, 10);
  const db = await firestore();
  // A range on one field needs no composite index; the relationship is checked here.
  const due = await store.contacts(db, tenantId).where('prospect_since', '<', cutoff).get();
  let deleted = 0;
  for (const doc of due.docs) {
    const contact = doc.data();
    if (hasEngaged(contact)) continue;
    await deleteContact(tenantId, doc.id);
    if (contact.email) {
      await store
        .prospectExpired(db, tenantId)
        .doc(suppressionKey('email', contact.email))
        .set({ at: (await writeTime()).toDate().toISOString(), retention_days });
    }
    deleted++;
  }
  return deleted;
}
