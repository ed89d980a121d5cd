import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CONSENT_TEXT_REQUIRED, EMAIL_INVALID, EMAIL_OR_PHONE_REQUIRED } from '#shared/schemas/contacts';
import {
  badRowsCsv,
  batches,
  checkRows,
  guessMapping,
  parseCsv,
  readConsentCell,
  readDate,
  sendInBatches,
  type ImportOptions,
  type ReadyContact,
} from './csvImport';
import sampleFile from '../../../public/downloads/contacts-import-sample.csv?raw';
import clioExport from '../../../tests/fixtures/csv/clio-contacts.csv?raw';
import googleExport from '../../../tests/fixtures/csv/google-contacts.csv?raw';
import leadsSpreadsheet from '../../../tests/fixtures/csv/spreadsheet-leads.csv?raw';

/** Real-looking exports in tests/fixtures/csv: a Clio contacts export, a Google Contacts export, a spreadsheet of leads. */
const FIXTURES: Record<string, string> = {
  'clio-contacts.csv': clioExport,
  'google-contacts.csv': googleExport,
  'spreadsheet-leads.csv': leadsSpreadsheet,
};
const fixture = (name: string) => parseCsv(name, FIXTURES[name]!)!;
const options = (overrides: Partial<ImportOptions> = {}): ImportOptions => ({
  fileName: 'leads.csv',
  relationship: null,
  consentText: '',
  ...overrides,
});
const byName = (ready: ReadyContact[], name: string) => ready.find((r) => r.contact.name === name)?.contact;

describe('a spreadsheet of leads: first and last names, "Email Opt-In: Yes", "Georgia", "Lead Source", a repeated row, bad rows', () => {
  const file = fixture('spreadsheet-leads.csv');
  const mapping = guessMapping(file.headers);

  it('finds every column by its name, the name in two columns', () => {
    expect(file.rows).toHaveLength(20);
    expect(mapping).toMatchObject({
      name: ['First Name', 'Last Name'],
      email: 'Email',
      phone: 'Phone',
      state: 'State',
      consent_email: 'Email Opt-In',
      consent_sms: 'Text Opt-In',
      consent_call: '',
      consent_at: 'Opt-In Date',
      consent_text: 'Opt-In Wording',
      source: 'Lead Source',
      incident_type: 'Case Type',
      incident_date: 'Date of Accident',
      notes: 'Notes',
      relationship: '',
    });
  });

  it('asks for the relationship of the whole file when it has no such column, and shows the bad rows meanwhile', () => {
    const checked = checkRows(file.rows, mapping, options());
    expect(checked.withoutRelationship).toBe(17);
    expect(checked.ready).toEqual([]);
    expect(checked.errors.map((e) => e.row)).toEqual([6, 10, 14]);
  });

  const checked = checkRows(file.rows, mapping, options({ relationship: 'lead' }));

  it('makes 16 contacts of 17 good rows, names the 3 bad rows and the field at fault, and merges the repeated row once', () => {
    expect(checked.errors).toEqual([
      { row: 6, field: 'email', message: EMAIL_INVALID },
      { row: 10, field: 'consent_text', message: CONSENT_TEXT_REQUIRED },
      { row: 14, field: 'email', message: EMAIL_OR_PHONE_REQUIRED },
    ]);
    expect(checked.ready).toHaveLength(16);
    expect(checked.duplicates).toEqual([{ rows: [2, 11], name: 'Dana Whitfield', by: 'email' }]);
    expect(checked.withoutRelationship).toBe(0);
  });

  it('joins the name, reads "Georgia" and "ga" as GA, keeps the lead source, and records consent once with its date and wording', () => {
    const dana = byName(checked.ready, 'Dana Whitfield')!;
    expect(dana).toMatchObject({
      email: 'dana.whitfield@example.com',
      phone: '+14045550101',
      state: 'GA',
      relationship: 'lead',
      source: 'Website form',
      incident_type: 'Car accident',
      incident_date: '2026-02-20',
      notes: 'Rear-ended on I-85\n\nSubmitted the form twice',
    });
    expect(dana.consents).toEqual([
      {
        channel: 'email',
        status: 'granted',
        at: '2026-03-02T00:00:00.000Z',
        at_precision: 'date',
        source: 'Website form, imported from leads.csv, row 2',
        text: 'Yes, Avery Injury Law may email and text me about my inquiry.',
      },
      {
        channel: 'sms',
        status: 'granted',
        at: '2026-03-02T00:00:00.000Z',
        at_precision: 'date',
        source: 'Website form, imported from leads.csv, row 2',
        text: 'Yes, Avery Injury Law may email and text me about my inquiry.',
      },
    ]);
    expect(byName(checked.ready, 'Luis Ortega')).toMatchObject({ email: 'luis.ortega@example.com', state: 'GA' });
    expect(byName(checked.ready, 'Terrence Jones')).toMatchObject({ state: 'FL', consents: [] });
    expect(byName(checked.ready, 'Owen Price')).toMatchObject({ state: 'NC', source: 'Google Ads' });
  });

  it('reads Yes, Y, true, 1 and "opted in" as consent, No and 0 as none, "opted out" as a revocation', () => {
    const channels = (name: string) => byName(checked.ready, name)!.consents.map((c) => `${c.channel}:${c.status}`);
    expect(channels('Priya Nair')).toEqual(['email:granted']);
    expect(channels('Luis Ortega')).toEqual(['email:granted', 'sms:granted']);
    expect(channels('Grace Kim')).toEqual(['email:granted']);
    expect(channels('Owen Price')).toEqual(['email:granted']);
    expect(channels('Maya Patel')).toEqual([]);
    expect(channels('Jamal Carter')).toEqual(['email:revoked']);
    // A time written in full is kept as the moment; a revocation without a date says so.
    expect(byName(checked.ready, 'Grace Kim')!.consents[0]).toMatchObject({ at: '2026-03-08T14:30:00.000Z', at_precision: 'time' });
    expect(byName(checked.ready, 'Jamal Carter')!.consents[0]).toMatchObject({ at_precision: 'unknown', text: null });
  });

  it('marks consent "date unknown" when the file has no date column, and takes the wording typed for the whole file', () => {
    const noDates = checkRows(
      file.rows,
      { ...mapping, consent_at: '', consent_text: '' },
      options({ relationship: 'lead', consentText: 'Yes, text me.' }),
    );
    const sofia = byName(noDates.ready, 'Sofia Reyes')!;
    expect(sofia.consents).toHaveLength(2);
    for (const consent of sofia.consents) expect(consent).toMatchObject({ at_precision: 'unknown', text: 'Yes, text me.' });
    expect(noDates.errors.map((e) => e.row)).toEqual([6, 14]);
  });

  it('a row fixed on screen is checked again: it is ready', () => {
    const rows = file.rows.map((row, i) => (i + 2 === 6 ? { ...row, Email: 'hannah.cole@example.com' } : row));
    const fixed = checkRows(rows, mapping, options({ relationship: 'lead' }));
    expect(fixed.errors.map((e) => e.row)).toEqual([10, 14]);
    expect(byName(fixed.ready, 'Hannah Cole')).toMatchObject({ email: 'hannah.cole@example.com', state: 'GA' });
  });

  it('writes the bad rows back as CSV, every column as it was, with the problem last', () => {
    const csv = Papa.parse<Record<string, string>>(badRowsCsv(file, checked.errors), { header: true }).data;
    expect(csv).toHaveLength(3);
    expect(csv[0]).toMatchObject({ 'First Name': 'Hannah', Email: 'hannah.cole@example', Problem: EMAIL_INVALID });
    expect(csv[2]).toMatchObject({ 'First Name': 'Caleb', Problem: EMAIL_OR_PHONE_REQUIRED });
  });
});

describe('a Clio contacts export', () => {
  const file = fixture('clio-contacts.csv');
  const mapping = guessMapping(file.headers);

  it('joins first, middle and last names and finds the primary email, phone and state', () => {
    expect(mapping).toMatchObject({
      name: ['First Name', 'Middle Name', 'Last Name'],
      email: 'Primary Email Address',
      phone: 'Primary Phone Number',
      state: 'Primary Address State',
      tags: 'Tags',
      // "Contact Type" is Person or Company, not how the person relates to the firm.
      relationship: '',
    });
  });

  it('imports the people as clients, states by code or name, and names the company row without a name', () => {
    const checked = checkRows(file.rows, mapping, options({ fileName: 'clio.csv', relationship: 'client' }));
    expect(checked.ready.map((r) => [r.contact.name, r.contact.state])).toEqual([
      ['Robert J. Alvarez', 'GA'],
      ['Keisha Thompson', 'GA'],
      ['Thomas Nguyen', 'GA'],
      ['Linda M. Chen', 'GA'],
      ['Samuel Okafor', 'AL'],
    ]);
    expect(checked.errors).toEqual([
      { row: 5, field: 'name', message: 'Name is required: choose the name columns above, or type the name.' },
    ]);
    expect(checked.ready[0]!.contact).toMatchObject({ tags: ['Client', 'Settled 2025'], source: 'CSV import: clio.csv', consents: [] });
  });
});

describe('a Google Contacts export', () => {
  const file = fixture('google-contacts.csv');
  const mapping = guessMapping(file.headers);

  it('reads its "E-mail 1 - Value", "Phone 1 - Value", "Address 1 - Region" and "Labels" columns', () => {
    expect(mapping).toMatchObject({
      name: ['First Name', 'Middle Name', 'Last Name'],
      email: 'E-mail 1 - Value',
      phone: 'Phone 1 - Value',
      state: 'Address 1 - Region',
      tags: 'Labels',
      notes: 'Notes',
    });
  });

  it('takes the first of several numbers, drops Google’s own labels, and merges the same address written twice', () => {
    const checked = checkRows(file.rows, mapping, options({ fileName: 'contacts.csv', relationship: 'subscriber' }));
    expect(checked.errors).toEqual([]);
    expect(checked.duplicates).toEqual([{ rows: [2, 6], name: 'Angela Morris', by: 'email' }]);
    expect(checked.ready.map((r) => r.contact.name)).toEqual(['Angela Morris', 'Benjamin Lee Harper', 'Carmen Diaz', 'Derek Foster']);
    expect(byName(checked.ready, 'Angela Morris')).toMatchObject({
      email: 'angela.morris@example.com',
      phone: '+14045550141',
      state: 'GA',
      tags: ['Newsletter'],
      relationship: 'subscriber',
    });
    expect(byName(checked.ready, 'Derek Foster')).toMatchObject({ state: 'SC', notes: 'Asked to be added\nto the newsletter' });
    expect(byName(checked.ready, 'Carmen Diaz')).toMatchObject({ email: null, phone: '+17705550143', tags: [] });
  });
});

describe('cells', () => {
  it('reads consent answers', () => {
    for (const yes of ['Yes', 'Y', 'TRUE', '1', 'opted in', 'Opted-In', 'x']) expect(readConsentCell(yes), yes).toBe('granted');
    for (const no of ['', 'No', 'n', 'false', '0']) expect(readConsentCell(no), no).toBe('none');
    for (const out of ['Opted out', 'unsubscribed', 'STOP']) expect(readConsentCell(out), out).toBe('revoked');
    expect(readConsentCell('maybe')).toBeNull();
  });

  it('reads the dates exports write, and only real days', () => {
    expect(readDate('2026-03-05')).toBe('2026-03-05');
    expect(readDate('3/2/2026')).toBe('2026-03-02');
    expect(readDate('03/06/26')).toBe('2026-03-06');
    expect(readDate('March 2, 2026')).toBe('2026-03-02');
    expect(readDate('Mar 2 2026')).toBe('2026-03-02');
    expect(readDate('2/30/2026')).toBeNull();
    expect(readDate('yesterday')).toBeNull();
  });

  it('names the cell it cannot read', () => {
    const rows: Record<string, string>[] = [
      { Name: 'A', Email: 'a@x.test', 'Email consent': 'maybe' },
      { Name: 'B', Email: 'b@x.test', State: 'Ontario' },
      { Name: 'C', Email: 'c@x.test', Relationship: 'Vendor' },
    ];
    const checked = checkRows(
      rows,
      guessMapping(['Name', 'Email', 'Email consent', 'State', 'Relationship']),
      options({ relationship: 'lead' }),
    );
    expect(checked.errors).toEqual([
      { row: 2, field: 'consent_email', message: 'Email consent must be Yes or No (the file says “maybe”).' },
      { row: 3, field: 'state', message: 'State must be a US state, by its code or its name (the file says “Ontario”).' },
      {
        row: 4,
        field: 'relationship',
        message: 'Relationship must be one of client, former client, subscriber, lead (the file says “Vendor”).',
      },
    ]);
  });

  it('keeps reading the older single column of channels', () => {
    const checked = checkRows(
      [{ 'Full Name': 'Ok Texts', Mobile: '3055550102', 'Opt-in': 'email, text', 'Consent Text': 'Yes, text me.' }],
      guessMapping(['Full Name', 'Mobile', 'Opt-in', 'Consent Text']),
      options({ relationship: 'client' }),
    );
    expect(checked.ready[0]!.contact.consents.map((c) => c.channel)).toEqual(['email', 'sms']);
  });
});

describe('sending in batches', () => {
  const ready = (n: number): ReadyContact[] =>
    Array.from({ length: n }, (_, i) => ({ rows: [i + 2], contact: { name: `P${i}` } as never }));

  it('sends every group, two at a time, and adds up the answers, naming the contacts merged into existing ones', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    const groups = batches(ready(9), 3);
    const progress = await sendInBatches(
      groups,
      async (contacts) => {
        most = Math.max(most, ++inFlight);
        await Promise.resolve();
        inFlight--;
        return { created: contacts.length - 1, merged_rows: [0] };
      },
      (p) => seen.push(p.contacts),
    );
    expect(progress.contacts).toBe(9);
    expect(progress.created).toBe(6);
    expect(progress.merged.map((r) => r.contact.name).sort()).toEqual(['P0', 'P3', 'P6']);
    expect(most).toBe(2);
    expect(seen.at(-1)).toBe(9);
  });

  it('starts no new group after a failure and reports what was written', async () => {
    const sent: number[] = [];
    const groups = [ready(1), ready(2), ready(3), ready(4)];
    const failing = sendInBatches(
      groups,
      async (contacts) => {
        sent.push(contacts.length);
        if (contacts.length === 2) throw new Error('Row 2: Phone must be text.');
        return { created: contacts.length, merged_rows: [] };
      },
      () => {},
    );
    await expect(failing).rejects.toMatchObject({ message: 'Row 2: Phone must be text.', progress: { contacts: 1 + 3 } });
    expect(sent).toEqual([1, 2, 3]);
  });
});

describe('the sample file offered on the import screen', () => {
  const file = parseCsv('contacts-import-sample.csv', sampleFile)!;

  it('has every column found by its name and every row ready, so it shows what a good file looks like', () => {
    const mapping = guessMapping(file.headers);
    const used = new Set(Object.values(mapping).flat().filter(Boolean));
    expect(file.headers.filter((h) => !used.has(h))).toEqual([]);
    const checked = checkRows(file.rows, mapping, options({ fileName: file.name }));
    expect(checked.errors).toEqual([]);
    expect(checked.withoutRelationship).toBe(0);
    expect(checked.ready.map((r) => r.contact.relationship)).toEqual(['client', 'lead', 'former-client']);
  });
});
