import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import {
  CONSENT_CHANNELS,
  type ConsentRecord,
  type ConsentRecordInput,
  type Contact,
  type ContactDetail,
  type ContactFields,
  type ContactPage,
  type CreateContactInput,
  type ListContactsQuery,
} from '#shared/schemas/contacts';
import { Conflict, Invalid, NotFound } from '../errors';
import { firestore, isAlreadyExists, isRecordId, writeTime } from '../firebase';
import type { ConsentDoc, ContactDoc } from '../store/documents';
import * as store from '../store/collections';
import { LEAD_RELATIONSHIP, prepareLead, prepareNewLeads } from '../results/pipeline';
import { applyConsents, consentFields, type ConsentEvent, DO_NOT_CONTACT_SOURCE, keptRevocations, suppressRevoked } from './consent';
import { CONTACT_ORDER_FIELD, contactFilterClauses } from './filters';
import { searchTerm, searchTerms } from './search';
import { contactKeyIds, contactKeys, readSuppressions, SuppressionList, suppressionKey, writeSuppressions } from './suppressions';
import {
  type ContactArrival,
  datedIfUnknown,
  editableFields,
  type ExistingContacts,
  type OnDuplicate,
  planContactWrites,
  type WriteResult,
} from './writePlan';

export type { ContactArrival } from './writePlan';

/**
 * Contacts of a firm, deduplicated by normalised email and by E.164 phone.
 *
 * Each email and phone a contact holds is also a document in `contact_keys` whose id is the
 * key itself, written with create() in the same transaction as the contact: a second contact
 * with the same email fails in the store, even when two requests race. The consent summary
 * on the contact is written in the same transaction as the consent record it derives from.
 */

const CONTACT = 'That contact';

const iso = (t: Timestamp) => t.toDate().toISOString();

function toContact(id: string, d: ContactDoc): Contact {
  return {
    id,
    name: d.name,
    email: d.email,
    phone: d.phone,
    relationship: d.relationship,
    state: d.state,
    city: d.city,
    postal_code: d.postal_code,
    incident_type: d.incident_type,
    incident_date: d.incident_date,
    source: d.source,
    tags: d.tags,
    notes: d.notes,
    do_not_contact: d.do_not_contact,
    do_not_call: d.do_not_call,
    consent: d.consent,
    created_at: iso(d.created_at),
    updated_at: iso(d.updated_at),
  };
}

function toConsent(id: string, d: ConsentDoc): ConsentRecord {
  return {
    id,
    channel: d.channel,
    status: d.status,
    at: d.at,
    at_precision: d.at_precision ?? 'time',
    source: d.source,
    text: d.text,
    recorded_at: iso(d.recorded_at),
    from_suppression_list: d.from_suppression_list === true,
    held_by_revocation: d.held_by_revocation === true,
  };
}

/** What the store holds for these rows' emails and phones, read inside the caller's transaction. */
async function readExisting(tx: Transaction, db: Firestore, tenantId: string, rows: CreateContactInput[]): Promise<ExistingContacts> {
  const keyIds = [...new Set(rows.flatMap(contactKeyIds))];
  const keySnaps = keyIds.length ? await tx.getAll(...keyIds.map((id) => store.contactKeys(db, tenantId).doc(id))) : [];
  const keyOwners = new Map(keySnaps.flatMap((snap) => (snap.exists ? [[snap.id, snap.data()!.contact_id] as const] : [])));
  const ownerIds = [...new Set(keyOwners.values())];
  const contactSnaps = ownerIds.length ? await tx.getAll(...ownerIds.map((id) => store.contacts(db, tenantId).doc(id))) : [];
  const contacts = new Map(contactSnaps.flatMap((snap) => (snap.exists ? [[snap.id, snap.data()!] as const] : [])));
  const heldKeys = [...contacts.values()].flatMap(contactKeyIds);
  // Their consent records: a consent already recorded (a file imported again) is not recorded twice.
  const consents = new Map<string, ConsentEvent[]>();
  for (const id of contacts.keys())
    consents.set(
      id,
      (await tx.get(store.consents(store.contacts(db, tenantId).doc(id)))).docs.map((d) => d.data()),
    );
  return { keyOwners, contacts, consents, suppressions: await readSuppressions(tx, db, tenantId, [...keyIds, ...heldKeys]) };
}

/**
 * Creates contacts (or, with 'merge', adds to the contact that already has the email or
 * phone) inside the caller's transaction: reads what exists, plans the writes
 * (planContactWrites) and queues them; the caller's commit makes them all-or-nothing.
 */
export async function writeContactsInTransaction(
  tx: Transaction,
  db: Firestore,
  tenantId: string,
  rows: ContactArrival[],
  onDuplicate: OnDuplicate,
  now: Timestamp,
): Promise<WriteResult[]> {
  const contacts = store.contacts(db, tenantId);
  const plan = planContactWrites(rows, await readExisting(tx, db, tenantId, rows), {
    onDuplicate,
    now,
    newId: () => contacts.doc().id,
  });
  // New leads are counted in the funnel with the contacts (a read, so before any write).
  const newLeads = plan.contacts.filter((c) => c.create && c.data.relationship === LEAD_RELATIONSHIP);
  const countLeads = await prepareNewLeads(
    tx,
    db,
    tenantId,
    newLeads.map((c) => ({ id: c.id, source: c.data.source })),
    now.toMillis(),
  );
  for (const { id, data, create } of plan.contacts) {
    if (create) tx.create(contacts.doc(id), data);
    else tx.set(contacts.doc(id), data);
  }
  for (const { id, contactId, overwrite } of plan.keys) {
    const key = { contact_id: contactId, created_at: now };
    if (overwrite) tx.set(store.contactKeys(db, tenantId).doc(id), key);
    else tx.create(store.contactKeys(db, tenantId).doc(id), key);
  }
  for (const { contactId, event } of plan.consents)
    tx.create(store.consents(contacts.doc(contactId)).doc(), { ...event, recorded_at: now });
  writeSuppressions(tx, db, tenantId, plan.suppressions);
  countLeads();
  return plan.results;
}

/**
 * The contact that already holds one of these emails or phones, read inside the caller's
 * transaction (before any of its writes), or null. A key whose contact was deleted holds nothing.
 */
export async function contactHoldingKeyInTransaction(
  tx: Transaction,
  db: Firestore,
  tenantId: string,
  c: { email: string | null; phone: string | null },
): Promise<string | null> {
  const keyIds = contactKeyIds(c);
  if (keyIds.length === 0) return null;
  const snaps = await tx.getAll(...keyIds.map((id) => store.contactKeys(db, tenantId).doc(id)));
  const ids = [...new Set(snaps.flatMap((s) => (s.exists ? [s.data()!.contact_id] : [])))];
  if (ids.length === 0) return null;
  const contacts = await tx.getAll(...ids.map((id) => store.contacts(db, tenantId).doc(id)));
  return contacts.find((s) => s.exists)?.id ?? null;
}

/** Whether the contact exists, read inside the caller's transaction. */
export async function contactExistsInTransaction(tx: Transaction, db: Firestore, tenantId: string, id: string): Promise<boolean> {
  return isRecordId(id) && (await tx.get(store.contacts(db, tenantId).doc(id))).exists;
}

/** Runs a transaction; a race lost on a dedupe key (ALREADY_EXISTS) becomes a conflict the person can retry. */
export async function inTransaction<T>(db: Firestore, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.runTransaction(fn);
  } catch (error) {
    if (isAlreadyExists(error))
      throw new Conflict('Another contact with this email or phone was saved at the same moment. Please try again.');
    throw error;
  }
}

export async function createContact(
  tenantId: string,
  input: CreateContactInput,
  onDuplicate: OnDuplicate = 'reject',
): Promise<WriteResult> {
  const db = await firestore();
  const now = await writeTime();
  const [result] = await inTransaction(db, (tx) => writeContactsInTransaction(tx, db, tenantId, [input], onDuplicate, now));
  return result!;
}

/** Writes a batch of contacts, merging duplicates into the existing contact: all of them or none. */
export async function importContacts(tenantId: string, inputs: ContactArrival[]): Promise<WriteResult[]> {
  const db = await firestore();
  const now = await writeTime();
  return inTransaction(db, (tx) => writeContactsInTransaction(tx, db, tenantId, inputs, 'merge', now));
}

/**
 * Creates contacts the caller found new (no contact holds their email or phone, nothing of theirs
 * is on the suppression list, no two share a key) in one batched write, without a transaction's
 * reads: the plan is the contacts write's own, and every document is created, never overwritten,
 * so a key another writer took meanwhile fails the whole batch (answered null: the caller writes
 * these rows through `importContacts`, which merges). All of them or none.
 */
export async function createNewContacts(tenantId: string, rows: ContactArrival[]): Promise<WriteResult[] | null> {
  const db = await firestore();
  const now = await writeTime();
  const contacts = store.contacts(db, tenantId);
  // Nothing held and nothing suppressed, as the caller read: every key's suppression document is empty.
  const emptyList = new SuppressionList(new Map(rows.flatMap(contactKeyIds).map((id) => [id, {}])));
  const none: ExistingContacts = { keyOwners: new Map(), contacts: new Map(), suppressions: emptyList };
  const plan = planContactWrites(rows, none, { onDuplicate: 'merge', now, newId: () => contacts.doc().id });
  if (plan.results.some((r) => !r.created) || plan.consents.length > 0 || plan.suppressions.changes().length > 0)
    throw new Error('createNewContacts takes new people without consents, each with keys of their own.');
  const batch = db.batch();
  for (const { id, data } of plan.contacts) batch.create(contacts.doc(id), data);
  for (const { id, contactId } of plan.keys)
    batch.create(store.contactKeys(db, tenantId).doc(id), { contact_id: contactId, created_at: now });
  try {
    await batch.commit();
  } catch (error) {
    if (isAlreadyExists(error)) return null;
    throw error;
  }
  return plan.results;
}

/**
 * Brings the suppression list's revocations (and do not contact) to contacts created without
 * them: an entry written for one of their keys between the caller's read of the list and its
 * write. One transaction per contact; a contact that honours the list already is left as it is.
 */
export async function honourSuppressionList(tenantId: string, contactIds: string[]): Promise<void> {
  const db = await firestore();
  const now = await writeTime();
  for (const id of contactIds) {
    const ref = contactRef(db, tenantId, id);
    await inTransaction(db, async (tx) => {
      const data = (await tx.get(ref)).data();
      if (!data) return;
      const keyIds = contactKeyIds(data);
      const suppressions = await readSuppressions(tx, db, tenantId, keyIds);
      const kept = suppressions.matching(keyIds);
      const events = applyConsents(data, keptRevocations(data, kept), { grantsLift: false });
      const holdsDoNotContact = kept.do_not_contact && !data.do_not_contact;
      if (events.length === 0 && !holdsDoNotContact) return;
      if (holdsDoNotContact) {
        data.do_not_contact = true;
        data.do_not_contact_kept = { at: kept.do_not_contact!.at, source: kept.do_not_contact!.source };
      }
      suppressRevoked(suppressions, keyIds, id, data, events, kept);
      data.search_terms = searchTerms(data);
      tx.set(ref, { ...data, updated_at: now });
      for (const event of events) tx.create(store.consents(ref).doc(), { ...event, recorded_at: now });
      writeSuppressions(tx, db, tenantId, suppressions);
    });
  }
}

/** The contact's document, when the id can name one. */
function contactRef(db: Firestore, tenantId: string, id: string) {
  if (!isRecordId(id)) throw NotFound.of(CONTACT);
  return store.contacts(db, tenantId).doc(id);
}

export async function getContact(tenantId: string, id: string): Promise<ContactDetail> {
  const db = await firestore();
  const ref = contactRef(db, tenantId, id);
  const contact = (await ref.get()).data();
  if (!contact) throw NotFound.of(CONTACT);
  const consents = await store.consents(ref).get();
  const history = consents.docs
    .map((c) => toConsent(c.id, c.data()))
    .sort((a, b) => b.at.localeCompare(a.at) || b.recorded_at.localeCompare(a.recorded_at));
  const kept = contact.do_not_contact_kept;
  return {
    ...toContact(id, contact),
    consents: history,
    do_not_contact_kept: contact.do_not_contact && kept ? { at: kept.at, source: kept.source } : null,
  };
}

/** Page boundaries are opaque to clients: the last contact's sort key, base64url. */
const encodeCursor = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[A-Za-z0-9_-]{1,64}$/.test(key)) {
    throw new Invalid('That page link is not valid: start again from the first page.', 'cursor');
  }
  return key;
}

/** Newest first, filtered; `next_cursor` is null on the last page. */
export async function listContacts(tenantId: string, q: ListContactsQuery): Promise<ContactPage> {
  const db = await firestore();
  const clauses = contactFilterClauses(q, searchTerm);
  if (clauses === null) return { contacts: [], next_cursor: null };
  // firestore.indexes.json has an index for every combination of these clauses (filters.ts).
  let query = store.contacts(db, tenantId).orderBy(CONTACT_ORDER_FIELD, 'desc');
  for (const clause of clauses) query = query.where(clause.field, clause.op, clause.value);
  if (q.cursor) query = query.where(CONTACT_ORDER_FIELD, '<', decodeCursor(q.cursor));
  const snap = await query.limit(q.limit + 1).get();
  const docs = snap.docs.slice(0, q.limit);
  const last = docs.at(-1);
  return {
    contacts: docs.map((d) => toContact(d.id, d.data())),
    next_cursor: snap.docs.length > q.limit && last ? encodeCursor(last.data().sort_key) : null,
  };
}

/** Replaces the editable fields; moving to an email or phone another contact holds is a conflict. */
export async function updateContact(tenantId: string, id: string, fields: ContactFields): Promise<Contact> {
  const db = await firestore();
  const now = await writeTime();
  const ref = contactRef(db, tenantId, id);
  const keys = store.contactKeys(db, tenantId);
  return inTransaction(db, async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw NotFound.of(CONTACT);
    const oldKeys = contactKeys(before);
    const newKeys = contactKeys(fields);
    const added = newKeys.filter((k) => !oldKeys.some((o) => o.id === k.id));
    const removed = oldKeys.filter((o) => !newKeys.some((k) => k.id === o.id));
    const addedSnaps = added.length ? await tx.getAll(...added.map((k) => keys.doc(k.id))) : [];
    const taken = added.find((_, i) => addedSnaps[i]!.exists && addedSnaps[i]!.data()!.contact_id !== id);
    if (taken) throw new Conflict(`Another contact already has this ${taken.field}.`);
    const allKeyIds = [...oldKeys, ...newKeys].map((k) => k.id);
    const suppressions = await readSuppressions(tx, db, tenantId, allKeyIds);
    const becameLead = fields.relationship === LEAD_RELATIONSHIP && before.relationship !== LEAD_RELATIONSHIP;
    const countLead = becameLead ? await prepareLead(tx, db, tenantId, id, before.source, now.toMillis()) : () => undefined;
    const data: ContactDoc = { ...before, ...editableFields(fields), updated_at: now, search_terms: searchTerms(fields) };
    // Marking do not contact puts the person on the suppression list; clearing it on the contact lifts that.
    if (fields.do_not_contact && !before.do_not_contact) {
      suppressions.add(
        newKeys.map((k) => k.id),
        'do_not_contact',
        { at: now.toDate().toISOString(), source: DO_NOT_CONTACT_SOURCE, contact_id: id },
        { keepExisting: true },
      );
    }
    if (!fields.do_not_contact && before.do_not_contact) {
      suppressions.lift(allKeyIds, 'do_not_contact');
      data.do_not_contact_kept = null;
    }
    tx.set(ref, data);
    for (const k of removed) tx.delete(keys.doc(k.id));
    for (const k of added) tx.set(keys.doc(k.id), { contact_id: id, created_at: now });
    writeSuppressions(tx, db, tenantId, suppressions);
    countLead();
    return toContact(id, data);
  });
}

/**
 * Deletes the contact, its consent records and its dedupe keys together. Its revocations and
 * do-not-contact stay on the suppression list (written when they were recorded; written here
 * too for contacts recorded before the list existed).
 */
export async function deleteContact(tenantId: string, id: string): Promise<void> {
  const db = await firestore();
  const now = await writeTime();
  const ref = contactRef(db, tenantId, id);
  await inTransaction(db, async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data) throw NotFound.of(CONTACT);
    const consents = await tx.get(store.consents(ref));
    const keyIds = contactKeyIds(data);
    const suppressions = await readSuppressions(tx, db, tenantId, keyIds);
    for (const channel of CONSENT_CHANNELS) {
      if (data.consent[channel] !== 'revoked') continue;
      const latest = consents.docs
        .map((c) => c.data())
        .filter((c) => c.channel === channel && c.status === 'revoked' && !c.held_by_revocation)
        .sort((a, b) => b.at.localeCompare(a.at))[0];
      const entry = {
        at: latest?.at ?? data.consent_at[channel] ?? now.toDate().toISOString(),
        source: latest?.source ?? 'Revoked',
        contact_id: id,
      };
      suppressions.add(keyIds, channel, entry, { keepExisting: true });
    }
    if (data.do_not_contact) {
      const entry = data.do_not_contact_kept ?? { at: now.toDate().toISOString(), source: DO_NOT_CONTACT_SOURCE };
      suppressions.add(keyIds, 'do_not_contact', { ...entry, contact_id: id }, { keepExisting: true });
    }
    for (const c of consents.docs) tx.delete(c.ref);
    for (const keyId of keyIds) tx.delete(store.contactKeys(db, tenantId).doc(keyId));
    tx.delete(ref);
    writeSuppressions(tx, db, tenantId, suppressions);
  });
}

/** Appends a consent record and updates the contact's summary in one transaction. */
export async function recordConsent(tenantId: string, contactId: string, given: ConsentRecordInput): Promise<ContactDetail> {
  const db = await firestore();
  const now = await writeTime();
  const consent = datedIfUnknown(given, now);
  const ref = contactRef(db, tenantId, contactId);
  await inTransaction(db, async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data) throw NotFound.of(CONTACT);
    const keyIds = contactKeyIds(data);
    const suppressions = await readSuppressions(tx, db, tenantId, keyIds);
    // Consent recorded on the contact itself is the firm's own record: a grant here may lift a revocation.
    applyConsents(data, [consent], { grantsLift: true });
    if (consent.status === 'revoked') suppressRevoked(suppressions, keyIds, contactId, data, [consent]);
    else if (data.consent[consent.channel] === 'granted') suppressions.lift(keyIds, consent.channel);
    tx.update(ref, { ...consentFields(data), updated_at: now });
    tx.create(store.consents(ref).doc(), { ...consent, recorded_at: now });
    writeSuppressions(tx, db, tenantId, suppressions);
  });
  return getContact(tenantId, contactId);
}

/**
 * An unsubscribe from an email link: the address (its suppression key) goes on the firm's
 * suppression list, and email is revoked on the contact that holds the address now and on the
 * contact the email was sent to, when they exist and are not revoked already; one transaction.
 * `recorded` is false when everything was already so: a repeat records nothing.
 */
export async function revokeEmailAtKey(
  tenantId: string,
  emailKey: string,
  sentTo: string,
  source: string,
): Promise<{ recorded: boolean; revokedContacts: string[] }> {
  const db = await firestore();
  const now = await writeTime();
  const at = now.toDate().toISOString();
  return inTransaction(db, async (tx) => {
    const holder = (await tx.get(store.contactKeys(db, tenantId).doc(emailKey))).data();
    const ids = [...new Set([holder?.contact_id ?? null, sentTo])].filter((id): id is string => id !== null && isRecordId(id));
    const snaps = ids.length ? await tx.getAll(...ids.map((id) => store.contacts(db, tenantId).doc(id))) : [];
    const contacts = snaps.flatMap((snap) => (snap.exists ? [{ id: snap.id, ref: snap.ref, data: snap.data()! }] : []));
    const suppressions = await readSuppressions(tx, db, tenantId, [emailKey, ...contacts.flatMap((c) => contactKeyIds(c.data))]);
    const revocation: ConsentRecordInput = { channel: 'email', status: 'revoked', at, at_precision: 'time', source, text: null };

    let recorded = false;
    if (!suppressions.matching([emailKey]).email) {
      suppressions.add([emailKey], 'email', { at, source, contact_id: contacts[0]?.id ?? sentTo });
      recorded = true;
    }
    const revokedContacts: string[] = [];
    for (const { id, ref, data } of contacts) {
      if (data.consent.email === 'revoked') continue;
      applyConsents(data, [revocation], { grantsLift: true });
      suppressRevoked(suppressions, contactKeyIds(data), id, data, [revocation]);
      tx.update(ref, { ...consentFields(data), updated_at: now });
      tx.create(store.consents(ref).doc(), { ...revocation, recorded_at: now });
      revokedContacts.push(id);
      recorded = true;
    }
    writeSuppressions(tx, db, tenantId, suppressions);
    return { recorded, revokedContacts };
  });
}

/** Whether the address stands unsubscribed: on the suppression list, and revoked on the contact holding it, if any. */
export async function isEmailUnsubscribed(tenantId: string, emailKey: string): Promise<boolean> {
  const db = await firestore();
  const [holder, suppression] = await Promise.all([
    store.contactKeys(db, tenantId).doc(emailKey).get(),
    store.suppressions(db, tenantId).doc(emailKey).get(),
  ]);
  if (!suppression.data()?.email) return false;
  const contactId = holder.data()?.contact_id;
  if (!contactId) return true;
  const contact = (await store.contacts(db, tenantId).doc(contactId).get()).data();
  return !contact || contact.consent.email === 'revoked';
}

/** The email key of a contact the firm once sent to: from the contact, or, once it is deleted, from its enrolments. */
export async function emailKeyOfContact(tenantId: string, contactId: string): Promise<string | null> {
  if (!isRecordId(contactId)) return null;
  const db = await firestore();
  let email = (await store.contacts(db, tenantId).doc(contactId).get()).data()?.email ?? null;
  if (!email) {
    const enrolment = await store.enrolments(db, tenantId).where('contact_id', '==', contactId).limit(1).get();
    email = enrolment.docs[0]?.data().contact_email ?? null;
  }
  return email ? suppressionKey('email', email) : null;
}
