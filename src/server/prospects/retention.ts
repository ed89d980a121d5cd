import { deleteContact } from '../contacts/contacts';
import { suppressionKey } from '../contacts/suppressions';
import { NotFound } from '../errors';
import { firestore, writeTime } from '../firebase';
import { eraseTrackingOf } from '../results/erase';
import type { ContactDoc, PipelineDoc } from '../store/documents';
import * as store from '../store/collections';
import { readProspectSettings } from './store';

/**
 * Prospects who never engaged are deleted after the firm's period (Settings, default 90 days),
 * counted from the day a search-intent import first brought them in (`prospect_since`).
 *
 * Engaged means the person or the firm did something only a real relationship explains: the
 * firm changed their relationship (to lead, client, subscriber...), recorded a consent they gave
 * (any channel, granted) or moved them in the pipeline, or the person clicked a link in one of the
 * firm's emails (a reader's click; machine clicks never count). Receiving the firm's emails is not
 * engaging; an unsubscribe is not either (its revocation stays on the suppression list after the
 * deletion, as for any contact). What tracking recorded about them goes with them, as for any
 * deleted contact. The deleted address is kept only as its hash in `prospect_expired`, so the
 * daily refresh does not bring the person straight back.
 */
export function hasEngaged(d: Pick<ContactDoc, 'relationship' | 'consent'>, pipeline?: PipelineDoc): boolean {
  if (d.relationship !== 'prospect') return true;
  if (Object.values(d.consent).some((status) => status === 'granted')) return true;
  return Boolean(pipeline && ((pipeline.history?.length ?? 0) > 0 || pipeline.last_click));
}

const DAY_MS = 86_400_000;

/** Deletes the firm's prospects past the period who never engaged; answers how many. */
export async function deleteUnengagedProspects(tenantId: string, now = new Date()): Promise<number> {
  const { retention_days } = await readProspectSettings(tenantId);
  const cutoff = new Date(now.getTime() - retention_days * DAY_MS).toISOString().slice(0, 10);
  const db = await firestore();
  // A range on one field needs no composite index; the relationship is checked here.
  const due = (await store.contacts(db, tenantId).where('prospect_since', '<', cutoff).get()).docs.filter(
    (doc) => doc.data().relationship === 'prospect',
  );
  if (due.length === 0) return 0;
  const pipelines = await db.getAll(...due.map((doc) => store.pipelines(db, tenantId).doc(doc.id)));
  let deleted = 0;
  for (const [index, doc] of due.entries()) {
    const contact = doc.data();
    if (hasEngaged(contact, pipelines[index]!.data())) continue;
    // Gone already (deleted by hand meanwhile): its tracking is erased all the same.
    await deleteContact(tenantId, doc.id).catch((error: unknown) => {
      if (!(error instanceof NotFound)) throw error;
    });
    await eraseTrackingOf(tenantId, doc.id);
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
