import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { firestore, writeTime } from '../firebase';

/**
 * The contacts as the sender reads them (the shared contacts model: tenants/{t}/contacts).
 * Issue 14 owns that model and its module (src/server/contacts.ts); until it lands, this file
 * reads the documents directly and records a revocation the way its recordConsent does. Swap
 * `recordEmailRevocation` for `recordConsent` when it is there.
 */
export interface Recipient {
  id: string;
  name: string;
  email: string | null;
  relationship: 'client' | 'former-client' | 'subscriber' | 'lead';
  state: string | null;
  incidentDate: string | null;
  doNotContact: boolean;
  emailConsent: 'granted' | 'revoked' | null;
  /** When a mail server refused the address for good; such contacts are never sent to again. */
  bouncedAt: string | null;
}

export const contactsOf = (db: Firestore, tenantId: string) => db.collection(`tenants/${tenantId}/contacts`);

export function toRecipient(id: string, d: DocumentData): Recipient {
  return {
    id,
    name: d.name ?? '',
    email: d.email ?? null,
    relationship: d.relationship ?? 'subscriber',
    state: d.state ?? null,
    incidentDate: d.incident_date ?? null,
    doNotContact: d.do_not_contact === true,
    emailConsent: d.consent?.email ?? null,
    bouncedAt: d.email_bounced_at ? d.email_bounced_at.toDate().toISOString() : null,
  };
}

/** Why this contact must not get marketing email, or null when they may. */
export function whyNotSendable(contact: Recipient): string | null {
  if (contact.doNotContact) return 'The contact is marked do not contact.';
  if (contact.emailConsent === 'revoked') return 'The contact unsubscribed from email.';
  if (contact.bouncedAt) return 'The contact’s email address bounced.';
  if (!contact.email) return 'The contact has no email address.';
  return null;
}

export async function readRecipients(tenantId: string, ids: readonly string[]): Promise<Map<string, Recipient>> {
  if (ids.length === 0) return new Map();
  const db = await firestore();
  const snaps = await db.getAll(...ids.map((id) => contactsOf(db, tenantId).doc(id)));
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, toRecipient(s.id, s.data()!)]));
}

/**
 * Appends an email revocation to the contact's consent history and updates the consent
 * summary in the same transaction (the contacts model's rule). Answers false for a contact
 * that no longer exists.
 */
export async function recordEmailRevocation(tenantId: string, contactId: string, source: string): Promise<boolean> {
  const db = await firestore();
  const now = await writeTime();
  const ref = contactsOf(db, tenantId).doc(contactId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    tx.create(ref.collection('consents').doc(), {
      channel: 'email',
      status: 'revoked',
      at: now.toDate().toISOString(),
      source,
      recorded_at: now,
    });
    const at = now.toDate().toISOString();
    // The summary and its top-level copy for filtering (consent_email), as the contacts module keeps them.
    tx.update(ref, { 'consent.email': 'revoked', 'consent_at.email': at, consent_email: 'revoked', updated_at: now });
    return true;
  });
}

/** A mail server refused the address for good: never send to it again. */
export async function markBounced(tenantId: string, contactId: string) {
  const db = await firestore();
  await contactsOf(db, tenantId)
    .doc(contactId)
    .update({ email_bounced_at: await writeTime() })
    .catch(() => undefined);
}
