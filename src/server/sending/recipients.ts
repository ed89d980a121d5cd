import type { Relationship } from '#shared/schemas/contactTerms';
import { firestore, writeTime } from '../firebase';
import type { ContactDoc } from '../store/documents';
import * as store from '../store/collections';

/**
 * The contacts as the sender reads them (owned by src/server/contacts/), with the one field the
 * sender adds: when the address bounced.
 */
export interface Recipient {
  id: string;
  name: string;
  email: string | null;
  relationship: Relationship;
  state: string | null;
  incidentDate: string | null;
  doNotContact: boolean;
  emailConsent: 'granted' | 'revoked' | null;
  /** When a mail server refused the address for good; such contacts are never sent to again. */
  bouncedAt: string | null;
}

/**
 * The incident date the compliance engine counts a waiting period from. A search-intent prospect's
 * accident date is unknown; the latest it can be is the day they were first seen searching (the
 * import that brought them in), so the waiting periods count from that day (docs/compliance.md,
 * "Prospects: an unknown incident date"). A date the firm entered on the contact wins.
 */
export function prospectIncidentDate(d: Pick<ContactDoc, 'relationship' | 'prospect_since'>): string | null {
  return d.relationship === 'prospect' && d.prospect_since ? d.prospect_since : null;
}

export function toRecipient(id: string, d: ContactDoc): Recipient {
  return {
    id,
    name: d.name,
    email: d.email,
    relationship: d.relationship,
    state: d.state,
    incidentDate: d.incident_date ?? prospectIncidentDate(d),
    doNotContact: d.do_not_contact,
    emailConsent: d.consent.email,
    bouncedAt: d.email_bounced_at ? d.email_bounced_at.toDate().toISOString() : null,
  };
}

/**
 * Whether this reader's email must identify itself as an advertisement: a search-intent prospect
 * never gave prior affirmative consent (15 U.S.C. 7704(a)(5)(A)(i) and (B)), unless the firm
 * has since recorded their consent to email.
 */
export const needsAdvertisementNotice = (contact: Recipient) => contact.relationship === 'prospect' && contact.emailConsent !== 'granted';

export const UNSUBSCRIBED_REASON = 'The contact unsubscribed from email.';

/** Why this contact must not get marketing email, or null when they may. */
export function whyNotSendable(contact: Recipient): string | null {
  if (contact.doNotContact) return 'The contact is marked do not contact.';
  if (contact.emailConsent === 'revoked') return UNSUBSCRIBED_REASON;
  if (contact.bouncedAt) return 'The contact’s email address bounced.';
  if (!contact.email) return 'The contact has no email address.';
  return null;
}

export async function readRecipients(tenantId: string, ids: readonly string[]): Promise<Map<string, Recipient>> {
  if (ids.length === 0) return new Map();
  const db = await firestore();
  const snaps = await store.getAll(
    db,
    ids.map((id) => store.contacts(db, tenantId).doc(id)),
  );
  return new Map(snaps.flatMap((s) => (s.exists ? [[s.id, toRecipient(s.id, s.data()!)] as const] : [])));
}

/** A mail server refused the address for good: never send to it again. */
export async function markBounced(tenantId: string, contactId: string) {
  const db = await firestore();
  await store
    .contacts(db, tenantId)
    .doc(contactId)
    .update({ email_bounced_at: await writeTime() })
    .catch(() => undefined);
}
