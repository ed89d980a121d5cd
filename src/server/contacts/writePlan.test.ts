import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createContactSchema, type ContactFieldsInput, type ConsentInput } from '#shared/schemas/contacts';
import { Conflict } from '../errors';
import type { ContactDoc, SuppressionDoc } from '../store/documents';
import { contactKeyIds, SuppressionList, suppressionKey } from './suppressions';
import { type ExistingContacts, type OnDuplicate, planContactWrites } from './writePlan';

const now = Timestamp.fromDate(new Date('2026-03-14T15:00:00Z'));
const earlier = Timestamp.fromDate(new Date('2026-01-02T09:00:00Z'));
const emailKey = (email: string) => suppressionKey('email', email);
const phoneKey = (phone: string) => suppressionKey('phone', phone);

const row = (fields: ContactFieldsInput & { consents?: ConsentInput[] }) => createContactSchema.parse(fields);

function stored(fields: Partial<ContactDoc> & Pick<ContactDoc, 'name'>): ContactDoc {
  return {
    email: null,
    phone: null,
    relationship: 'client',
    state: null,
    city: null,
    postal_code: null,
    incident_type: null,
    incident_date: null,
    source: 'manual',
    tags: [],
    notes: '',
    do_not_contact: false,
    do_not_call: false,
    consent: { email: null, sms: null, call: null },
    consent_at: { email: null, sms: null, call: null },
    consent_email: null,
    consent_sms: null,
    consent_call: null,
    search_terms: [],
    sort_key: 'x',
    created_at: earlier,
    updated_at: earlier,
    ...fields,
  };
}

type Row = ReturnType<typeof row>;

/**
 * What the store holds for these rows, as writeContactsInTransaction reads it: contacts by id
 * (holding their keys), orphaned keys, and the suppression documents of every key involved.
 */
function existing(
  rows: Row[],
  {
    contacts = {},
    orphans = {},
    suppressions = {},
  }: { contacts?: Record<string, ContactDoc>; orphans?: Record<string, string>; suppressions?: Record<string, SuppressionDoc> } = {},
): ExistingContacts {
  const keyOwners = new Map(Object.entries(orphans));
  for (const [id, contact] of Object.entries(contacts)) for (const key of contactKeyIds(contact)) keyOwners.set(key, id);
  const read = [...rows.flatMap(contactKeyIds), ...keyOwners.keys()];
  return {
    keyOwners,
    contacts: new Map(Object.entries(contacts)),
    suppressions: new SuppressionList(new Map(read.map((key) => [key, { ...suppressions[key] }]))),
  };
}

function plan(rows: Row[], what: Parameters<typeof existing>[1] = {}, onDuplicate: OnDuplicate = 'merge') {
  let next = 0;
  return planContactWrites(rows, existing(rows, what), { onDuplicate, now, newId: () => `new${++next}` });
}

describe('the plan for writing contacts', () => {
  it('keeps a do-not-call flag and the day a prospect was first seen, and only ever adds do-not-call to a stored contact', () => {
    const prospect = {
      ...row({ name: 'Pat Prospect', email: 'pat@example.com', relationship: 'prospect' }),
      do_not_call: true,
      prospect_since: '2026-11-01',
    };
    const [created] = plan([prospect]).contacts;
    expect(created!.data).toMatchObject({ relationship: 'prospect', do_not_call: true, prospect_since: '2026-11-01' });

    const client = stored({ name: 'Dana Client', email: 'dana@example.com' });
    const arrival = {
      ...row({ name: 'Dana Somebody', email: 'dana@example.com', relationship: 'prospect' }),
      do_not_call: true,
      prospect_since: '2026-11-01',
    };
    const [merged] = plan([arrival], { contacts: { c1: client } }).contacts;
    expect(merged!.data).toMatchObject({ name: 'Dana Client', relationship: 'client', do_not_call: true });
    expect(merged!.data.prospect_since).toBeUndefined();
  });

  it('creates a contact per new person, with its keys and consents, and merges a repeat within the batch', () => {
    const result = plan([
      row({ name: 'Ana Ruiz', email: 'ana@example.com', consents: [{ channel: 'email', status: 'granted', source: 'Form' }] }),
      row({ name: 'Ana R.', email: 'ANA@example.com', phone: '305-555-0147', tags: ['vip'] }),
      row({ name: 'Ben Ode', phone: '+44 20 7946 0958' }),
    ]);
    expect(result.results).toEqual([
      { id: 'new1', created: true },
      { id: 'new1', created: false },
      { id: 'new2', created: true },
    ]);
    const ana = result.contacts.find((c) => c.id === 'new1')!;
    expect(ana).toMatchObject({ create: true, data: { name: 'Ana Ruiz', email: 'ana@example.com', phone: '+13055550147', tags: ['vip'] } });
    expect(ana.data.consent).toEqual({ email: 'granted', sms: null, call: null });
    expect(ana.data.consent_email).toBe('granted');
    expect(ana.data.search_terms).toEqual(expect.arrayContaining(['an', 'ana', 'ruiz', 'ana@example.com', '305']));
    expect(ana.data.sort_key).toBe(`${now.toDate().toISOString()}|new1`);
    expect(result.keys).toEqual([
      { id: emailKey('ana@example.com'), contactId: 'new1', overwrite: false },
      { id: phoneKey('+13055550147'), contactId: 'new1', overwrite: false },
      { id: phoneKey('+442079460958'), contactId: 'new2', overwrite: false },
    ]);
    expect(result.consents).toEqual([
      { contactId: 'new1', event: expect.objectContaining({ channel: 'email', status: 'granted', source: 'Form' }) },
    ]);
  });

  it('refuses a person the firm already has when asked to, naming that contact', () => {
    const what = { contacts: { c1: stored({ name: 'Ana', email: 'ana@example.com' }) } };
    const refusal = (() => {
      try {
        plan([row({ name: 'Someone', email: 'ana@example.com' })], what, 'reject');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(Conflict);
    expect(refusal).toMatchObject({ message: 'A contact with this email already exists.', existingContactId: 'c1' });
  });

  it('adds to a stored contact only what it lacks, and never takes a key another contact holds', () => {
    const what = {
      contacts: {
        c1: stored({ name: 'Ana', email: 'ana@example.com', state: 'FL', notes: 'Called in March.', tags: ['client'] }),
        c2: stored({ name: 'Other', phone: '+13055550147' }),
      },
    };
    const result = plan(
      [
        row({
          name: 'Ana Import',
          email: 'ana@example.com',
          phone: '305-555-0147',
          state: 'NY',
          incident_type: 'Car',
          notes: 'From the spreadsheet.',
          tags: ['import', 'client'],
        }),
      ],
      what,
    );
    expect(result.results).toEqual([{ id: 'c1', created: false }]);
    expect(result.contacts).toHaveLength(1);
    expect(result.contacts[0]).toMatchObject({
      id: 'c1',
      create: false,
      data: {
        name: 'Ana',
        state: 'FL',
        incident_type: 'Car',
        phone: null,
        notes: 'Called in March.\n\nFrom the spreadsheet.',
        tags: ['client', 'import'],
        updated_at: now,
      },
    });
    expect(result.keys).toEqual([]);
    // What was read is not changed in place; the contact the batch did not touch is not written.
    expect(what.contacts.c1.tags).toEqual(['client']);
  });

  it('takes over a key a deleted contact left behind, overwriting its document', () => {
    const result = plan([row({ name: 'Ana', email: 'ana@example.com' })], { orphans: { [emailKey('ana@example.com')]: 'gone' } });
    expect(result.results).toEqual([{ id: 'new1', created: true }]);
    expect(result.keys).toEqual([{ id: emailKey('ana@example.com'), contactId: 'new1', overwrite: true }]);
  });

  it('brings the revocations and do-not-contact kept for an address to the contact now arriving at it', () => {
    const key = emailKey('ana@example.com');
    const suppressions: Record<string, SuppressionDoc> = {
      [key]: {
        email: { at: '2025-12-01T10:00:00.000Z', source: 'Unsubscribe link', contact_id: 'gone' },
        do_not_contact: { at: '2025-12-02T10:00:00.000Z', source: 'Asked by phone', contact_id: 'gone' },
      },
    };
    const result = plan(
      [row({ name: 'Ana', email: 'ana@example.com', consents: [{ channel: 'email', status: 'granted', source: 'Import file' }] })],
      { suppressions },
    );
    const { data } = result.contacts[0]!;
    expect(data.consent.email).toBe('revoked');
    expect(data.do_not_contact).toBe(true);
    expect(data.do_not_contact_kept).toEqual({ at: '2025-12-02T10:00:00.000Z', source: 'Asked by phone' });
    expect(result.consents.map((c) => c.event)).toEqual([
      expect.objectContaining({ channel: 'email', status: 'revoked', from_suppression_list: true }),
      // A grant by import never lifts a revocation: recorded, held.
      expect.objectContaining({ channel: 'email', status: 'granted', held_by_revocation: true }),
    ]);
    // The kept entries stay as first recorded.
    for (const [, doc] of result.suppressions.changes()) expect(doc).toMatchObject(suppressions[key]!);
  });

  it('puts a new do-not-contact and a revocation on the suppression list for every key of the contact', () => {
    const result = plan([
      row({
        name: 'Ana',
        email: 'ana@example.com',
        phone: '305-555-0147',
        do_not_contact: true,
        consents: [{ channel: 'sms', status: 'revoked', at: '2026-03-01T00:00:00Z', source: 'Replied STOP' }],
      }),
    ]);
    const changes = new Map(result.suppressions.changes());
    for (const key of [emailKey('ana@example.com'), phoneKey('+13055550147')]) {
      expect(changes.get(key)).toEqual({
        email: null,
        sms: { at: '2026-03-01T00:00:00.000Z', source: 'Replied STOP', contact_id: 'new1' },
        call: null,
        do_not_contact: { at: now.toDate().toISOString(), source: 'Marked do not contact', contact_id: 'new1' },
      });
    }
  });
});
