import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import {
  CONSENT_CHANNELS,
  type ConsentRecord,
  type ConsentRecordInput,
  type ConsentSummary,
  type Contact,
  type ContactDetail,
  type ContactFields,
  type ContactPage,
  type CreateContactInput,
  type ListContactsQuery,
} from '#shared/schemas/contacts';
import { CONTACT_ORDER_FIELD, contactFilterClauses } from './contactFilters';
import { firestore, isAlreadyExists, writeTime } from './firebase';
import { HttpError, notFound } from './http';
import { keptRevocationSource, suppressionKey, SuppressionList, type SuppressedChannel, type SuppressionEntry } from './suppressions';

/**
 * Contacts of a firm, deduplicated by normalised email and by E.164 phone.
 *
 * Each email and phone a contact holds is also a document in `contact_keys` whose id is the
 * key itself, written with create() in the same transaction as the contact: a second contact
 * with the same email fails in the store, even when two requests race. The consent summary
 * on the contact is written in the same transaction as the consent record it derives from.
 */

const CONTACT_NOT_FOUND = 'That contact';

const contactsOf = (db: Firestore, tenantId: string) => db.collection(`tenants/${tenantId}/contacts`);
/** Exported for readers that only ask who holds an address (the search-intent import sorts its arrivals by it). */
export const contactKeysOf = (db: Firestore, tenantId: string) => db.collection(`tenants/${tenantId}/contact_keys`);
const keysOf = contactKeysOf;

/** Document ids for the dedupe keys: the suppression list's keys (hashed, so any email is a valid id and none is readable in a path). */
const keyId = suppressionKey;

function contactKeys(c: { email: string | null; phone: string | null }): { field: 'email' | 'phone'; id: string }[] {
  const keys: { field: 'email' | 'phone'; id: string }[] = [];
  if (c.email) keys.push({ field: 'email', id: keyId('email', c.email) });
  if (c.phone) keys.push({ field: 'phone', id: keyId('phone', c.phone) });
  return keys;
}

const EMPTY_SUMMARY: ConsentSummary = { email: null, sms: null, call: null };

/**
 * Lower-case words of the name and email, each with its prefixes, and the phone's digits
 * with its national number's prefixes: `array-contains` on one term then finds a contact by
 * the start of any word of its name, its email or its number.
 */
export function searchTerms(c: { name: string; email: string | null; phone: string | null }): string[] {
  const terms = new Set<string>();
  const addPrefixes = (word: string, from = 1) => {
    for (let i = from; i <= Math.min(word.length, 24); i++) terms.add(word.slice(0, i));
  };
  for (const word of c.name.toLowerCase().split(/[^\p{L}\p{N}']+/u)) if (word) addPrefixes(word);
  if (c.email) {
    addPrefixes(c.email, 2);
    terms.add(c.email);
  }
  if (c.phone) {
    const digits = c.phone.replace(/\D/g, '');
    terms.add(digits);
    const national = c.phone.startsWith('+1') ? digits.slice(1) : digits;
    addPrefixes(national, 3);
  }
  return [...terms];
}

/** The one term a search uses: a phone number's digits, or the query's first word. */
export function searchTerm(query: string): string | null {
  const q = query.trim().toLowerCase();
  if (/^[\d\s().+-]+$/.test(q)) {
    const digits = q.replace(/\D/g, '');
    const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    return national.length >= 3 ? national.slice(0, 24) : null;
  }
  if (q.includes('@')) return q.slice(0, 24);
  const word = q.split(/[^\p{L}\p{N}']+/u).find(Boolean);
  return word ? word.slice(0, 24) : null;
}

const iso = (t: Timestamp) => t.toDate().toISOString();

function toContact(id: string, d: DocumentData): Contact {
  return {
    id,
    name: d.name,
    email: d.email ?? null,
    phone: d.phone ?? null,
    relationship: d.relationship,
    state: d.state ?? null,
    city: d.city ?? null,
    postal_code: d.postal_code ?? null,
    incident_type: d.incident_type ?? null,
    incident_date: d.incident_date ?? null,
    source: d.source ?? '',
    tags: d.tags ?? [],
    notes: d.notes ?? '',
    do_not_contact: d.do_not_contact === true,
    do_not_call: d.do_not_call === true,
    consent: { ...EMPTY_SUMMARY, ...d.consent },
    created_at: iso(d.created_at),
    updated_at: iso(d.updated_at),
  };
}

function toConsent(id: string, d: DocumentData): ConsentRecord {
  return {
    id,
    channel: d.channel,
    status: d.status,
    at: d.at,
    source: d.source,
    text: d.text ?? null,
    recorded_at: iso(d.recorded_at),
    from_suppression_list: d.from_suppression_list === true,
    held_by_revocation: d.held_by_revocation === true,
  };
}

/** Newest first, unique per contact, one string so a page boundary is a single range filter. */
const sortKey = (createdAt: Timestamp, id: string) => `${createdAt.toDate().toISOString()}|${id}`;

function editableFields(f: ContactFields) {
  return {
    name: f.name,
    email: f.email,
    phone: f.phone,
    relationship: f.relationship,
    state: f.state,
    city: f.city,
    postal_code: f.postal_code,
    incident_type: f.incident_type,
    incident_date: f.incident_date,
    source: f.source,
    tags: f.tags,
    notes: f.notes,
    do_not_contact: f.do_not_contact,
  };
}

/** A consent record as stored, with how it came to be. */
type ConsentEvent = ConsentRecordInput & { from_suppression_list?: true; held_by_revocation?: true };

/** A contact being written in a transaction: its stored data and what to add to it. */
interface Pending {
  ref: DocumentReference;
  data: DocumentData;
  isNew: boolean;
  newKeys: string[];
  consents: ConsentEvent[];
  /** Whether the contact was marked do not contact before this write. */
  wasDoNotContact: boolean;
}

/**
 * Folds consent events into the summary: a channel follows its latest event by time. A grant
 * that arrives by import or webhook (`grantsLift: false`) never lifts a revocation: it is kept
 * as a record marked held, and only consent recorded on the contact itself lifts it
 * (decision record 0014). Answers the events to store.
 */
function applyConsents(data: DocumentData, consents: ConsentEvent[], { grantsLift }: { grantsLift: boolean }): ConsentEvent[] {
  const summary = { ...EMPTY_SUMMARY, ...data.consent };
  const at: Record<string, string | null> = { email: null, sms: null, call: null, ...data.consent_at };
  const stored: ConsentEvent[] = [];
  for (const c of consents) {
    if (c.status === 'granted' && !grantsLift && summary[c.channel] === 'revoked') {
      stored.push({ ...c, held_by_revocation: true });
      continue;
    }
    stored.push(c);
    if (at[c.channel] === null || c.at >= at[c.channel]!) {
      summary[c.channel] = c.status;
      at[c.channel] = c.at;
    }
  }
  data.consent = summary;
  data.consent_at = at;
  // The same summary as top-level fields, for filtering: the Node Firestore emulator cannot query nested fields.
  for (const channel of CONSENT_CHANNELS) data[`consent_${channel}`] = summary[channel];
  return stored;
}

/** The revocations a contact now arriving at these keys must honour, as consent records to prepend. */
function keptRevocations(data: DocumentData, found: Partial<Record<SuppressedChannel, SuppressionEntry>>): ConsentEvent[] {
  return CONSENT_CHANNELS.flatMap((channel) => {
    const entry = found[channel];
    if (!entry || data.consent?.[channel] === 'revoked') return [];
    return [
      { channel, status: 'revoked', at: entry.at, source: keptRevocationSource(entry.source), text: null, from_suppression_list: true },
    ];
  });
}

/**
 * Puts each channel the contact now stands revoked on, by a revocation in `events`, on the
 * suppression list for all its keys; a kept revocation keeps its original entry.
 */
function suppressRevoked(
  list: SuppressionList,
  keyIds: string[],
  contactId: string,
  data: DocumentData,
  events: ConsentEvent[],
  kept: Partial<Record<SuppressedChannel, SuppressionEntry>> = {},
) {
  for (const channel of CONSENT_CHANNELS) {
    if (data.consent?.[channel] !== 'revoked') continue;
    const latest = events.filter((e) => e.channel === channel && e.status === 'revoked').sort((a, b) => b.at.localeCompare(a.at))[0];
    if (!latest) continue;
    const original = latest.from_suppression_list ? kept[channel] : undefined;
    list.add(keyIds, channel, original ?? { at: latest.at, source: latest.source, contact_id: contactId });
  }
}

const DO_NOT_CONTACT_SOURCE = 'Marked do not contact';

/**
 * A contact arriving by import, webhook or a search-intent audience. From an audience it may
 * carry what the provider said of the number (on a do-not-call list) and the day the person was
 * first seen searching (src/server/prospects/).
 */
export type ContactArrival = CreateContactInput & {
  do_not_call?: boolean;
  prospect_since?: string;
};

/** Fills what the stored contact lacks from a new arrival; never overwrites what a person entered. */
function mergeInto(data: DocumentData, input: ContactArrival, freeKey: (field: 'email' | 'phone') => boolean) {
  for (const field of ['state', 'city', 'postal_code', 'incident_type', 'incident_date'] as const)
    if (!data[field] && input[field]) data[field] = input[field];
  if (!data.email && input.email && freeKey('email')) data.email = input.email;
  if (!data.phone && input.phone && freeKey('phone')) data.phone = input.phone;
  if (input.notes && !String(data.notes ?? '').includes(input.notes)) data.notes = [data.notes, input.notes].filter(Boolean).join('\n\n');
  data.tags = [...new Set([...(data.tags ?? []), ...input.tags])].slice(0, 20);
  data.do_not_contact = data.do_not_contact === true || input.do_not_contact;
  // A do-not-call flag only ever adds a restriction; the relationship, consents and stage stay as they are.
  if (input.do_not_call) data.do_not_call = true;
}

export type OnDuplicate = 'reject' | 'merge';

export interface WriteResult {
  id: string;
  created: boolean;
}

/**
 * Creates contacts (or, with 'merge', adds to the contact that already has the email or
 * phone) inside the caller's transaction. Reads first, then queues the writes; the caller's
 * commit makes them all-or-nothing.
 */
export async function writeContactsInTransaction(
  tx: Transaction,
  db: Firestore,
  tenantId: string,
  inputs: ContactArrival[],
  onDuplicate: OnDuplicate,
  now: Timestamp,
): Promise<WriteResult[]> {
  const contacts = contactsOf(db, tenantId);
  const keys = keysOf(db, tenantId);
  const keyIds = [...new Set(inputs.flatMap((i) => contactKeys(i).map((k) => k.id)))];
  const keySnaps = keyIds.length ? await tx.getAll(...keyIds.map((id) => keys.doc(id))) : [];
  /** Key id → the contact that holds it, stored or claimed earlier in this batch. */
  const owner = new Map<string, string>();
  for (const snap of keySnaps) if (snap.exists) owner.set(snap.id, snap.get('contact_id'));
  const storedIds = [...new Set(owner.values())];
  const storedSnaps: DocumentSnapshot[] = storedIds.length ? await tx.getAll(...storedIds.map((id) => contacts.doc(id))) : [];

  const pending = new Map<string, Pending>();
  for (const snap of storedSnaps) {
    if (snap.exists)
      pending.set(snap.id, {
        ref: snap.ref,
        data: { ...snap.data() },
        isNew: false,
        newKeys: [],
        consents: [],
        wasDoNotContact: snap.get('do_not_contact') === true,
      });
  }
  /** Keys left behind by a contact that no longer exists are free again (overwritten, not created). */
  const orphanKeys = new Set([...owner].filter(([, contactId]) => !pending.has(contactId)).map(([id]) => id));
  for (const id of orphanKeys) owner.delete(id);
  // A stored contact holds its own keys even when this batch did not ask about them.
  for (const p of pending.values()) for (const k of contactKeys(p.data as Contact)) if (!owner.has(k.id)) owner.set(k.id, p.ref.id);
  const suppressions = await SuppressionList.read(tx, db, tenantId, [...keyIds, ...owner.keys()]);

  const results: WriteResult[] = [];
  for (const input of inputs) {
    const inputKeys = contactKeys(input);
    const match = inputKeys.map((k) => ({ ...k, contactId: owner.get(k.id) })).find((k) => k.contactId !== undefined);
    if (match && onDuplicate === 'reject') {
      throw new HttpError(409, `A contact with this ${match.field} already exists.`, { 'x-contact-id': match.contactId! });
    }
    let target: Pending;
    let created: boolean;
    if (match) {
      target = pending.get(match.contactId!)!;
      const freeKey = (field: 'email' | 'phone') => !owner.has(inputKeys.find((k) => k.field === field)!.id);
      mergeInto(target.data, input, freeKey);
      target.data.updated_at = now;
      created = false;
    } else {
      const ref = contacts.doc();
      target = {
        ref,
        data: {
          ...editableFields(input),
          do_not_call: input.do_not_call === true,
          ...(input.prospect_since ? { prospect_since: input.prospect_since } : {}),
          consent: { ...EMPTY_SUMMARY },
          consent_at: {},
          created_at: now,
          updated_at: now,
          sort_key: sortKey(now, ref.id),
        },
        isNew: true,
        newKeys: [],
        consents: [],
        wasDoNotContact: false,
      };
      pending.set(ref.id, target);
      created = true;
    }
    for (const k of contactKeys(target.data as { email: string | null; phone: string | null })) {
      if (!owner.has(k.id)) {
        owner.set(k.id, target.ref.id);
        target.newKeys.push(k.id);
      }
    }
    target.consents.push(...input.consents);
    results.push({ id: target.ref.id, created });
  }

  for (const p of pending.values()) {
    if (!p.isNew && p.newKeys.length === 0 && p.consents.length === 0 && !results.some((r) => r.id === p.ref.id)) continue;
    // An email or phone new to this contact brings the revocations kept for it (an earlier contact, since deleted).
    const kept = suppressions.matching(p.newKeys);
    if (kept.do_not_contact && !p.data.do_not_contact) {
      p.data.do_not_contact = true;
      p.data.do_not_contact_kept = { at: kept.do_not_contact.at, source: kept.do_not_contact.source };
    }
    p.consents = applyConsents(p.data, [...keptRevocations(p.data, kept), ...p.consents], { grantsLift: false });
    const allKeys = contactKeys(p.data as Contact).map((k) => k.id);
    suppressRevoked(suppressions, allKeys, p.ref.id, p.data, p.consents, kept);
    if (p.data.do_not_contact === true && (p.newKeys.length > 0 || !p.wasDoNotContact)) {
      const entry = kept.do_not_contact ?? { at: now.toDate().toISOString(), source: DO_NOT_CONTACT_SOURCE, contact_id: p.ref.id };
      suppressions.add(allKeys, 'do_not_contact', entry, { keepExisting: true });
    }
    p.data.search_terms = searchTerms(p.data as Pick<Contact, 'name' | 'email' | 'phone'>);
    if (p.isNew) tx.create(p.ref, p.data);
    else tx.set(p.ref, p.data);
    for (const id of p.newKeys) {
      const key = { contact_id: p.ref.id, created_at: now };
      if (orphanKeys.has(id)) tx.set(keys.doc(id), key);
      else tx.create(keys.doc(id), key);
    }
    for (const c of p.consents) tx.create(p.ref.collection('consents').doc(), { ...c, recorded_at: now });
  }
  suppressions.write(tx);
  return results;
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
  const keys = contactKeys(c);
  if (keys.length === 0) return null;
  const snaps = await tx.getAll(...keys.map((k) => keysOf(db, tenantId).doc(k.id)));
  const ids = [...new Set(snaps.filter((s) => s.exists).map((s) => s.get('contact_id') as string))];
  if (ids.length === 0) return null;
  const contacts = await tx.getAll(...ids.map((id) => contactsOf(db, tenantId).doc(id)));
  return contacts.find((s) => s.exists)?.id ?? null;
}

/** Whether the contact exists, read inside the caller's transaction. */
export async function contactExistsInTransaction(tx: Transaction, db: Firestore, tenantId: string, id: string): Promise<boolean> {
  return validId(id) && (await tx.get(contactsOf(db, tenantId).doc(id))).exists;
}

/** Runs a transaction; a race lost on a dedupe key (ALREADY_EXISTS) becomes a 409 the person can retry. */
export async function inTransaction<T>(db: Firestore, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.runTransaction(fn);
  } catch (error) {
    if (isAlreadyExists(error))
      throw new HttpError(409, 'Another contact with this email or phone was saved at the same moment. Please try again.');
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

const validId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

async function contactSnapshot(db: Firestore, tenantId: string, id: string) {
  if (!validId(id)) throw notFound(CONTACT_NOT_FOUND);
  const snap = await contactsOf(db, tenantId).doc(id).get();
  if (!snap.exists) throw notFound(CONTACT_NOT_FOUND);
  return snap;
}

export async function getContact(tenantId: string, id: string): Promise<ContactDetail> {
  const db = await firestore();
  const snap = await contactSnapshot(db, tenantId, id);
  const consents = await snap.ref.collection('consents').get();
  const history = consents.docs
    .map((c) => toConsent(c.id, c.data()))
    .sort((a, b) => b.at.localeCompare(a.at) || b.recorded_at.localeCompare(a.recorded_at));
  const kept = snap.get('do_not_contact_kept');
  return {
    ...toContact(snap.id, snap.data()!),
    consents: history,
    do_not_contact_kept: snap.get('do_not_contact') === true && kept ? { at: kept.at, source: kept.source } : null,
  };
}

/** Page boundaries are opaque to clients: the last contact's sort key, base64url. */
const encodeCursor = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[A-Za-z0-9_-]{1,64}$/.test(key)) {
    throw new HttpError(400, 'That page link is not valid: start again from the first page.');
  }
  return key;
}

/** Newest first, filtered; `next_cursor` is null on the last page. */
export async function listContacts(tenantId: string, q: ListContactsQuery): Promise<ContactPage> {
  const db = await firestore();
  const clauses = contactFilterClauses(q, searchTerm);
  if (clauses === null) return { contacts: [], next_cursor: null };
  // firestore.indexes.json has an index for every combination of these clauses (contactFilters.ts).
  let query = contactsOf(db, tenantId).orderBy(CONTACT_ORDER_FIELD, 'desc');
  for (const clause of clauses) query = query.where(clause.field, clause.op, clause.value);
  if (q.cursor) query = query.where(CONTACT_ORDER_FIELD, '<', decodeCursor(q.cursor));
  const snap = await query.limit(q.limit + 1).get();
  const docs = snap.docs.slice(0, q.limit);
  const last = docs.at(-1);
  return {
    contacts: docs.map((d) => toContact(d.id, d.data())),
    next_cursor: snap.docs.length > q.limit && last ? encodeCursor(last.get('sort_key')) : null,
  };
}

/** Replaces the editable fields; moving to an email or phone another contact holds is a 409. */
export async function updateContact(tenantId: string, id: string, fields: ContactFields): Promise<Contact> {
  const db = await firestore();
  const now = await writeTime();
  if (!validId(id)) throw notFound(CONTACT_NOT_FOUND);
  const ref = contactsOf(db, tenantId).doc(id);
  const keys = keysOf(db, tenantId);
  return inTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(CONTACT_NOT_FOUND);
    const before = snap.data()!;
    const oldKeys = contactKeys({ email: before.email ?? null, phone: before.phone ?? null });
    const newKeys = contactKeys(fields);
    const added = newKeys.filter((k) => !oldKeys.some((o) => o.id === k.id));
    const removed = oldKeys.filter((o) => !newKeys.some((k) => k.id === o.id));
    const addedSnaps = added.length ? await tx.getAll(...added.map((k) => keys.doc(k.id))) : [];
    const taken = added.find((_, i) => addedSnaps[i]!.exists && addedSnaps[i]!.get('contact_id') !== id);
    if (taken) throw new HttpError(409, `Another contact already has this ${taken.field}.`);
    const suppressions = await SuppressionList.read(
      tx,
      db,
      tenantId,
      [...oldKeys, ...newKeys].map((k) => k.id),
    );
    const data: DocumentData = { ...before, ...editableFields(fields), updated_at: now };
    data.search_terms = searchTerms(fields);
    // Marking do not contact puts the person on the suppression list; clearing it on the contact lifts that.
    if (fields.do_not_contact && before.do_not_contact !== true) {
      suppressions.add(
        newKeys.map((k) => k.id),
        'do_not_contact',
        { at: now.toDate().toISOString(), source: DO_NOT_CONTACT_SOURCE, contact_id: id },
        { keepExisting: true },
      );
    }
    if (!fields.do_not_contact && before.do_not_contact === true) {
      suppressions.lift(
        [...oldKeys, ...newKeys].map((k) => k.id),
        'do_not_contact',
      );
      data.do_not_contact_kept = null;
    }
    tx.set(ref, data);
    for (const k of removed) tx.delete(keys.doc(k.id));
    for (const k of added) tx.set(keys.doc(k.id), { contact_id: id, created_at: now });
    suppressions.write(tx);
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
  if (!validId(id)) throw notFound(CONTACT_NOT_FOUND);
  const ref = contactsOf(db, tenantId).doc(id);
  await inTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(CONTACT_NOT_FOUND);
    const consents = await tx.get(ref.collection('consents'));
    const keyIds = contactKeys({ email: snap.get('email') ?? null, phone: snap.get('phone') ?? null }).map((k) => k.id);
    const suppressions = await SuppressionList.read(tx, db, tenantId, keyIds);
    const data = snap.data()!;
    for (const channel of CONSENT_CHANNELS) {
      if (data.consent?.[channel] !== 'revoked') continue;
      const latest = consents.docs
        .map((c) => c.data())
        .filter((c) => c.channel === channel && c.status === 'revoked' && !c.held_by_revocation)
        .sort((a, b) => b.at.localeCompare(a.at))[0];
      const entry = {
        at: latest?.at ?? data.consent_at?.[channel] ?? now.toDate().toISOString(),
        source: latest?.source ?? 'Revoked',
        contact_id: id,
      };
      suppressions.add(keyIds, channel, entry, { keepExisting: true });
    }
    if (data.do_not_contact === true) {
      const entry = data.do_not_contact_kept ?? { at: now.toDate().toISOString(), source: DO_NOT_CONTACT_SOURCE };
      suppressions.add(keyIds, 'do_not_contact', { ...entry, contact_id: id }, { keepExisting: true });
    }
    for (const c of consents.docs) tx.delete(c.ref);
    for (const keyId of keyIds) tx.delete(keysOf(db, tenantId).doc(keyId));
    tx.delete(ref);
    suppressions.write(tx);
  });
}

/** Appends a consent record and updates the contact's summary in one transaction. */
export async function recordConsent(tenantId: string, contactId: string, consent: ConsentRecordInput): Promise<ContactDetail> {
  const db = await firestore();
  const now = await writeTime();
  if (!validId(contactId)) throw notFound(CONTACT_NOT_FOUND);
  const ref = contactsOf(db, tenantId).doc(contactId);
  await inTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(CONTACT_NOT_FOUND);
    const data = { ...snap.data() };
    const keyIds = contactKeys({ email: data.email ?? null, phone: data.phone ?? null }).map((k) => k.id);
    const suppressions = await SuppressionList.read(tx, db, tenantId, keyIds);
    // Consent recorded on the contact itself is the firm's own record: a grant here may lift a revocation.
    applyConsents(data, [consent], { grantsLift: true });
    if (consent.status === 'revoked') suppressRevoked(suppressions, keyIds, contactId, data, [consent]);
    else if (data.consent[consent.channel] === 'granted') suppressions.lift(keyIds, consent.channel);
    const { consent: summary, consent_at, consent_email, consent_sms, consent_call } = data;
    tx.update(ref, { consent: summary, consent_at, consent_email, consent_sms, consent_call, updated_at: now });
    tx.create(ref.collection('consents').doc(), { ...consent, recorded_at: now });
    suppressions.write(tx);
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
    const holder = await tx.get(keysOf(db, tenantId).doc(emailKey));
    const ids = [...new Set([holder.exists ? (holder.get('contact_id') as string) : null, sentTo])].filter(
      (id): id is string => id !== null && validId(id),
    );
    const snaps = ids.length ? await tx.getAll(...ids.map((id) => contactsOf(db, tenantId).doc(id))) : [];
    const contacts = snaps.filter((snap) => snap.exists);
    const keysOfContact = (snap: DocumentSnapshot) =>
      contactKeys({ email: snap.get('email') ?? null, phone: snap.get('phone') ?? null }).map((k) => k.id);
    const suppressions = await SuppressionList.read(tx, db, tenantId, [emailKey, ...contacts.flatMap(keysOfContact)]);
    const revocation: ConsentRecordInput = { channel: 'email', status: 'revoked', at, source, text: null };

    let recorded = false;
    if (!suppressions.matching([emailKey]).email) {
      suppressions.add([emailKey], 'email', { at, source, contact_id: contacts[0]?.id ?? sentTo });
      recorded = true;
    }
    const revokedContacts: string[] = [];
    for (const snap of contacts) {
      if (snap.get('consent')?.email === 'revoked') continue;
      const data = { ...snap.data() };
      applyConsents(data, [revocation], { grantsLift: true });
      suppressRevoked(suppressions, keysOfContact(snap), snap.id, data, [revocation]);
      const { consent, consent_at, consent_email, consent_sms, consent_call } = data;
      tx.update(snap.ref, { consent, consent_at, consent_email, consent_sms, consent_call, updated_at: now });
      tx.create(snap.ref.collection('consents').doc(), { ...revocation, recorded_at: now });
      revokedContacts.push(snap.id);
      recorded = true;
    }
    suppressions.write(tx);
    return { recorded, revokedContacts };
  });
}

/** Whether the address stands unsubscribed: on the suppression list, and revoked on the contact holding it, if any. */
export async function isEmailUnsubscribed(tenantId: string, emailKey: string): Promise<boolean> {
  const db = await firestore();
  const [holder, suppression] = await db.getAll(keysOf(db, tenantId).doc(emailKey), db.doc(`tenants/${tenantId}/suppressions/${emailKey}`));
  if (!suppression!.get('email')) return false;
  if (!holder!.exists) return true;
  const contact = await contactsOf(db, tenantId).doc(holder!.get('contact_id')).get();
  return !contact.exists || contact.get('consent')?.email === 'revoked';
}

/** The email key of a contact the firm once sent to: from the contact, or, once it is deleted, from its enrolments. */
export async function emailKeyOfContact(tenantId: string, contactId: string): Promise<string | null> {
  if (!validId(contactId)) return null;
  const db = await firestore();
  const contact = await contactsOf(db, tenantId).doc(contactId).get();
  let email = contact.exists ? (contact.get('email') as string | null) : null;
  if (!email) {
    const enrolment = await db.collection(`tenants/${tenantId}/enrolments`).where('contact_id', '==', contactId).limit(1).get();
    email = (enrolment.docs[0]?.get('contact_email') as string | undefined) ?? null;
  }
  return email ? keyId('email', email) : null;
}
