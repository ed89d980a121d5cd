import type { Timestamp } from 'firebase-admin/firestore';
import type { ContactFields, CreateContactInput } from '#shared/schemas/contacts';
import { Conflict } from '../errors';
import type { ContactDoc } from '../store/documents';
import { applyConsents, type ConsentEvent, DO_NOT_CONTACT_SOURCE, keptRevocations, NO_CONSENT, suppressRevoked } from './consent';
import { searchTerms } from './search';
import { contactKeyIds, contactKeys, type KeyField, type SuppressionList } from './suppressions';

/**
 * What writing a batch of contacts does, worked out without the store: from the rows and what
 * the store holds for their emails and phones, the contacts to create or change, the dedupe keys
 * they now hold, the consent records to add and the suppression list after. Pure, so every rule
 * of it is tested without Firestore (writePlan.test.ts); `writeContactsInTransaction` reads what
 * exists, asks for the plan and applies it inside the caller's transaction.
 */

/**
 * A contact arriving by import, webhook or a search-intent audience. From an audience it may
 * carry what the provider said of the number (on a do-not-call list) and the day the person was
 * first seen searching (src/server/prospects/).
 */
export type ContactArrival = CreateContactInput & {
  do_not_call?: boolean;
  prospect_since?: string;
};

/** A contact that already has the email or phone: refuse the row (a form), or add to that contact (an import, a lead). */
export type OnDuplicate = 'reject' | 'merge';

export interface WriteResult {
  id: string;
  created: boolean;
}

/** What the store holds for the rows' keys, read before anything is written. */
export interface ExistingContacts {
  /** Key id → the contact its key document names (only keys that have a document). */
  keyOwners: ReadonlyMap<string, string>;
  /** The stored contacts those keys name, by id; a contact deleted since is absent. */
  contacts: ReadonlyMap<string, ContactDoc>;
  /** The suppression documents of the rows' keys and of the stored contacts' keys. */
  suppressions: SuppressionList;
  /** The stored contacts' consent records, by contact: one already recorded is not recorded again. */
  consents?: ReadonlyMap<string, readonly ConsentEvent[]>;
}

/**
 * Whether two consent events record the same thing: channel, status, source and wording, and
 * the same time (or both of unknown time). Such a repeat (a row repeated in a file, a file
 * imported again) is written once.
 */
export function sameConsent(a: ConsentEvent, b: ConsentEvent): boolean {
  const unknown = (c: ConsentEvent) => (c.at_precision ?? 'time') === 'unknown';
  return (
    a.channel === b.channel &&
    a.status === b.status &&
    a.source === b.source &&
    (a.text ?? null) === (b.text ?? null) &&
    (unknown(a) && unknown(b) ? true : a.at === b.at)
  );
}

/** A consent whose time its source did not say is dated when it is written, exactly. */
export const datedIfUnknown = <C extends ConsentEvent>(consent: C, now: Timestamp): C =>
  consent.at_precision === 'unknown' ? { ...consent, at: now.toDate().toISOString() } : consent;

export interface ContactWritePlan {
  /** For each row, in order: the contact it went to and whether that contact is new. */
  results: WriteResult[];
  /** Contacts to create (`create`) or replace with `data`. */
  contacts: { id: string; data: ContactDoc; create: boolean }[];
  /** Keys a contact now holds; `overwrite` where a deleted contact left the key document behind. */
  keys: { id: string; contactId: string; overwrite: boolean }[];
  /** Consent records to add, each under its contact. */
  consents: { contactId: string; event: ConsentEvent }[];
  /** The suppression list with this write's changes (their documents are written with it). */
  suppressions: SuppressionList;
}

export interface PlanOptions {
  onDuplicate: OnDuplicate;
  now: Timestamp;
  /** A new contact's document id. */
  newId: () => string;
}

/** A contact being written: its document as it will be stored, and what this write adds to it. */
interface Target {
  id: string;
  data: ContactDoc;
  create: boolean;
  newKeys: string[];
  events: ConsentEvent[];
  /** Whether the contact was marked do not contact before this write. */
  wasDoNotContact: boolean;
}

/** The fields a person edits, as stored. */
export function editableFields(f: ContactFields) {
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

/** Newest first, unique per contact, one string so a page boundary is a single range filter. */
export const sortKey = (createdAt: Timestamp, id: string) => `${createdAt.toDate().toISOString()}|${id}`;

function newContact(row: ContactArrival, id: string, now: Timestamp): ContactDoc {
  return {
    ...editableFields(row),
    do_not_call: row.do_not_call === true,
    ...(row.prospect_since ? { prospect_since: row.prospect_since } : {}),
    consent: { ...NO_CONSENT },
    consent_at: { ...NO_CONSENT },
    consent_email: null,
    consent_sms: null,
    consent_call: null,
    search_terms: [],
    created_at: now,
    updated_at: now,
    sort_key: sortKey(now, id),
  };
}

/** Fills what the stored contact lacks from a new arrival; never overwrites what a person entered. */
function mergeInto(data: ContactDoc, row: ContactArrival, freeKey: (field: KeyField) => boolean) {
  if (!data.state && row.state) data.state = row.state;
  if (!data.city && row.city) data.city = row.city;
  if (!data.postal_code && row.postal_code) data.postal_code = row.postal_code;
  if (!data.incident_type && row.incident_type) data.incident_type = row.incident_type;
  if (!data.incident_date && row.incident_date) data.incident_date = row.incident_date;
  if (!data.email && row.email && freeKey('email')) data.email = row.email;
  if (!data.phone && row.phone && freeKey('phone')) data.phone = row.phone;
  if (row.notes && !data.notes.includes(row.notes)) data.notes = [data.notes, row.notes].filter(Boolean).join('\n\n');
  data.tags = [...new Set([...data.tags, ...row.tags])].slice(0, 20);
  data.do_not_contact = data.do_not_contact || row.do_not_contact;
  // A do-not-call flag only ever adds a restriction; the relationship, consents and stage stay as they are.
  if (row.do_not_call) data.do_not_call = true;
}

export function planContactWrites(rows: ContactArrival[], existing: ExistingContacts, options: PlanOptions): ContactWritePlan {
  const { now } = options;
  const suppressions = existing.suppressions;
  const targets = new Map<string, Target>();
  for (const [id, contact] of existing.contacts) {
    targets.set(id, {
      id,
      data: { ...contact },
      create: false,
      newKeys: [],
      events: [],
      wasDoNotContact: contact.do_not_contact,
    });
  }
  /** Key id → the contact holding it: stored, or claimed earlier in this batch. */
  const owner = new Map([...existing.keyOwners].filter(([, contactId]) => targets.has(contactId)));
  /** Keys left behind by a contact that no longer exists are free again (overwritten, not created). */
  const orphanKeys = new Set([...existing.keyOwners.keys()].filter((id) => !owner.has(id)));
  // A stored contact holds its own keys even when this batch did not ask about them.
  for (const target of targets.values()) for (const id of contactKeyIds(target.data)) if (!owner.has(id)) owner.set(id, target.id);

  const results: WriteResult[] = [];
  for (const row of rows) {
    const rowKeys = contactKeys(row);
    const match = rowKeys.map((k) => ({ ...k, contactId: owner.get(k.id) })).find((k) => k.contactId !== undefined);
    if (match && options.onDuplicate === 'reject') {
      throw new Conflict(`A contact with this ${match.field} already exists.`, match.contactId);
    }
    let target: Target;
    if (match) {
      target = targets.get(match.contactId!)!;
      const freeKey = (field: KeyField) => !owner.has(rowKeys.find((k) => k.field === field)!.id);
      mergeInto(target.data, row, freeKey);
      target.data.updated_at = now;
    } else {
      const id = options.newId();
      target = { id, data: newContact(row, id, now), create: true, newKeys: [], events: [], wasDoNotContact: false };
      targets.set(id, target);
    }
    for (const id of contactKeyIds(target.data)) {
      if (owner.has(id)) continue;
      owner.set(id, target.id);
      target.newKeys.push(id);
    }
    const stored = existing.consents?.get(target.id) ?? [];
    for (const given of row.consents) {
      const event = datedIfUnknown(given, now);
      if (![...target.events, ...stored].some((c) => sameConsent(c, event))) target.events.push(event);
    }
    results.push({ id: target.id, created: !match });
  }

  const plan: ContactWritePlan = { results, contacts: [], keys: [], consents: [], suppressions };
  const written = new Set(results.map((r) => r.id));
  for (const target of targets.values()) {
    if (!written.has(target.id)) continue;
    const { id, data } = target;
    // An email or phone new to this contact brings the revocations kept for it (an earlier contact, since deleted).
    const kept = suppressions.matching(target.newKeys);
    if (kept.do_not_contact && !data.do_not_contact) {
      data.do_not_contact = true;
      data.do_not_contact_kept = { at: kept.do_not_contact.at, source: kept.do_not_contact.source };
    }
    const events = applyConsents(data, [...keptRevocations(data, kept), ...target.events], { grantsLift: false });
    const allKeys = contactKeyIds(data);
    suppressRevoked(suppressions, allKeys, id, data, events, kept);
    if (data.do_not_contact && (target.newKeys.length > 0 || !target.wasDoNotContact)) {
      const entry = kept.do_not_contact ?? { at: now.toDate().toISOString(), source: DO_NOT_CONTACT_SOURCE, contact_id: id };
      suppressions.add(allKeys, 'do_not_contact', entry, { keepExisting: true });
    }
    data.search_terms = searchTerms(data);
    plan.contacts.push({ id, data, create: target.create });
    for (const key of target.newKeys) plan.keys.push({ id: key, contactId: id, overwrite: orphanKeys.has(key) });
    for (const event of events) plan.consents.push({ contactId: id, event });
  }
  return plan;
}
