import { describe, expect, it } from 'vitest';
import type { ContactDetail, ContactPage, ImportResult } from '#shared/schemas/contacts';
import { api, createAttorney, readJson } from './support';

/** What these tests read from an answer: a contact, a page, an import result or an error. */
type Answer = ContactDetail & ContactPage & ImportResult & { error: string };

const call = (path: string, token: string, method = 'GET', body?: unknown) => api(path, { method, token, body });

const maria = {
  name: 'Maria Gonzalez',
  email: '  Maria.Gonzalez@Example.com ',
  phone: '(305) 555-0147',
  relationship: 'client',
  state: 'fl',
  incident_type: 'Car accident',
  incident_date: '2026-02-11',
  tags: ['settled', 'spanish'],
  notes: 'Prefers evenings.',
};

describe('/api/contacts', () => {
  it('creates with normalised email and E.164 phone, reads, edits and deletes a contact', async () => {
    const a = await createAttorney();
    const res = await call('contacts', a.idToken, 'POST', { ...maria, unknown_field: 'ignored' });
    expect(res.status).toBe(201);
    const created = await readJson<Answer>(res);
    expect(created).toMatchObject({
      name: 'Maria Gonzalez',
      email: 'maria.gonzalez@example.com',
      phone: '+13055550147',
      relationship: 'client',
      state: 'FL',
      incident_date: '2026-02-11',
      source: 'manual',
      do_not_contact: false,
      consent: { email: null, sms: null, call: null },
      consents: [],
    });
    expect(created).not.toHaveProperty('unknown_field');

    expect(await readJson<Answer>(await call(`contacts/${created.id}`, a.idToken))).toMatchObject({
      id: created.id,
      name: 'Maria Gonzalez',
    });

    const edited = await call(`contacts/${created.id}`, a.idToken, 'PUT', {
      ...maria,
      name: 'Maria G. Lopez',
      email: 'maria@lopez.test',
      phone: null,
    });
    expect(edited.status).toBe(200);
    expect(await readJson<Answer>(edited)).toMatchObject({ name: 'Maria G. Lopez', email: 'maria@lopez.test', phone: null });
    // The old email and phone are free again; the new email is taken.
    expect(
      (await call('contacts', a.idToken, 'POST', { name: 'Old email', email: 'maria.gonzalez@example.com', phone: '305 555 0147' })).status,
    ).toBe(201);
    expect((await call('contacts', a.idToken, 'POST', { name: 'Same', email: 'MARIA@lopez.test' })).status).toBe(409);

    expect((await call(`contacts/${created.id}`, a.idToken, 'DELETE')).status).toBe(204);
    expect((await call(`contacts/${created.id}`, a.idToken)).status).toBe(404);
    expect((await call('contacts', a.idToken, 'POST', { name: 'Reuses email', email: 'maria@lopez.test' })).status).toBe(201);
  });

  it('refuses a second contact with the same email or phone, in any spelling', async () => {
    const a = await createAttorney();
    expect((await call('contacts', a.idToken, 'POST', maria)).status).toBe(201);
    const byEmail = await call('contacts', a.idToken, 'POST', { name: 'Dup', email: 'MARIA.GONZALEZ@example.com' });
    expect(byEmail.status).toBe(409);
    expect(await readJson<Answer>(byEmail)).toEqual({ error: 'A contact with this email already exists.' });
    const byPhone = await call('contacts', a.idToken, 'POST', { name: 'Dup', phone: '+1 305-555-0147' });
    expect(byPhone.status).toBe(409);
    expect(await readJson<Answer>(byPhone)).toEqual({ error: 'A contact with this phone already exists.' });
    // Another firm may hold the same person.
    const b = await createAttorney();
    expect((await call('contacts', b.idToken, 'POST', maria)).status).toBe(201);
    expect((await readJson<Answer>(await call('contacts', a.idToken))).contacts).toHaveLength(1);
  });

  it('appends consent records and keeps the summary on the latest event per channel', async () => {
    const a = await createAttorney();
    const c = await readJson<Answer>(await call('contacts', a.idToken, 'POST', { name: 'Sam Lee', phone: '212-555-0199' }));
    const sms = {
      channel: 'sms',
      status: 'granted',
      at: '2026-03-01T10:00:00Z',
      source: 'https://firm.test/contact',
      text: 'I agree to receive texts from Firm LLP at this number. Msg & data rates may apply. Reply STOP to stop.',
    };
    const granted = await call(`contacts/${c.id}/consents`, a.idToken, 'POST', sms);
    expect(granted.status).toBe(201);
    expect((await readJson<Answer>(granted)).consent).toEqual({ email: null, sms: 'granted', call: null });

    // An older event recorded later is kept in the history but does not change the summary.
    await call(`contacts/${c.id}/consents`, a.idToken, 'POST', {
      channel: 'sms',
      status: 'revoked',
      at: '2026-02-01T10:00:00Z',
      source: 'phone call',
    });
    let detail = await readJson<Answer>(await call(`contacts/${c.id}`, a.idToken));
    expect(detail.consent.sms).toBe('granted');
    expect(detail.consents.map((r) => r.status)).toEqual(['granted', 'revoked']);

    // A later revocation by any means wins.
    await call(`contacts/${c.id}/consents`, a.idToken, 'POST', { channel: 'sms', status: 'revoked', source: 'Replied STOP' });
    detail = await readJson<Answer>(await call(`contacts/${c.id}`, a.idToken));
    expect(detail.consent.sms).toBe('revoked');
    expect(detail.consents).toHaveLength(3);
    expect(detail.consents[0]).toMatchObject({ channel: 'sms', status: 'revoked', source: 'Replied STOP', text: null });
    expect(detail.consents[1]).toMatchObject({ text: sms.text, at: '2026-03-01T10:00:00.000Z' });

    const page = await readJson<Answer>(await call('contacts?consent=sms:revoked', a.idToken));
    expect(page.contacts.map((x) => x.id)).toEqual([c.id]);
    expect((await readJson<Answer>(await call('contacts?consent=sms:granted', a.idToken))).contacts).toEqual([]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const a = await createAttorney();
    const cases: [unknown, number, string][] = [
      [{ email: 'a@b.co' }, 400, 'Name is required.'],
      [{ name: 'A' }, 400, 'Email or phone is required: give at least one way to reach the person.'],
      [{ name: 'A', email: 'not-an-email' }, 400, 'Email must be a valid email address (for example name@example.com).'],
      [{ name: 'A', email: 42 }, 400, 'Email must be text.'],
      [
        { name: 'A', phone: '555-01' },
        400,
        'Phone must be a valid phone number with its area code (for example 305-555-0147 or +44 20 7946 0958).',
      ],
      [{ name: 'A', phone: 3055550147 }, 400, 'Phone must be text.'],
      [
        { name: 'A', email: 'a@b.co', state: 'XX' },
        400,
        'State must be a US state, written as its two-letter code (FL) or its name (Florida).',
      ],
      [
        { name: 'A', email: 'a@b.co', relationship: 'friend' },
        400,
        'Relationship must be one of: client, former-client, subscriber, lead, prospect.',
      ],
      [
        { name: 'A', email: 'a@b.co', incident_date: '2026-02-30' },
        400,
        'Incident date must be a real date written YYYY-MM-DD (for example 2026-03-14).',
      ],
      [{ name: 'A', email: 'a@b.co', tags: 'vip' }, 400, 'Tags must be a list of words.'],
      [{ name: 'A', email: 'a@b.co', do_not_contact: 'yes' }, 400, 'Do not contact must be true or false.'],
      [
        { name: 'A', phone: '3055550100', consents: [{ channel: 'call', status: 'granted', source: 'form' }] },
        400,
        'Consent wording is required for text messages and calls: record the exact words the person agreed to.',
      ],
      [{ name: 'A', email: 'a@b.co', notes: 'x'.repeat(300_000) }, 413, 'The request is too large.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('contacts', a.idToken, 'POST', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect((await readJson<Answer>(res)).error).toBe(message);
    }
    const notJson = await api('contacts', {
      method: 'POST',
      token: a.idToken,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await call('contacts?limit=500', a.idToken)).status).toBe(400);
    expect(await readJson<Answer>(await call('contacts?cursor=bm90LWEtY3Vyc29y', a.idToken))).toEqual({
      error: 'That page link is not valid: start again from the first page.',
    });
    expect((await readJson<Answer>(await call('contacts', a.idToken))).contacts).toEqual([]);
  });

  it("keeps another firm's contacts out of reach (404)", async () => {
    const a = await createAttorney();
    const b = await createAttorney();
    const c = await readJson<Answer>(await call('contacts', a.idToken, 'POST', maria));
    for (const [path, method, body] of [
      [`contacts/${c.id}`, 'GET', undefined],
      [`contacts/${c.id}`, 'PUT', maria],
      [`contacts/${c.id}`, 'DELETE', undefined],
      [`contacts/${c.id}/consents`, 'POST', { channel: 'email', status: 'granted', source: 'x' }],
    ] as const) {
      const res = await call(path, b.idToken, method, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await readJson<Answer>(res)).toEqual({ error: 'That contact was not found.' });
    }
    expect((await readJson<Answer>(await call(`contacts/${c.id}`, a.idToken))).consents).toEqual([]);
    // A broken %-encoding is refused before anything is looked up, for every firm alike.
    const broken = await call('contacts/%E0%A4%A', b.idToken, 'GET');
    expect(broken.status).toBe(400);
    expect((await readJson<Answer>(broken)).error).toMatch(/\w/);
  });

  it('searches, filters and pages with a cursor, newest first', async () => {
    const a = await createAttorney();
    const rows = Array.from({ length: 7 }, (_, i) => ({
      name: `Person ${i} ${i % 2 ? 'Odd' : 'Even'}`,
      email: `p${i}@example.com`,
      phone: `212555010${i}`,
      relationship: i < 3 ? 'lead' : 'subscriber',
      state: i % 2 ? 'NY' : 'FL',
      source: i < 5 ? 'Spring expo' : 'website',
    }));
    const imported = await call('contacts/import', a.idToken, 'POST', { rows });
    expect(imported.status).toBe(201);
    expect(await readJson<Answer>(imported)).toMatchObject({ created: 7, merged: 0 });

    const seen: (string | null)[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: ContactPage = await readJson<ContactPage>(await call(`contacts?limit=3&cursor=${cursor}`, a.idToken));
      seen.push(...page.contacts.map((c) => c.email));
      cursor = page.next_cursor;
    }
    expect(seen.sort()).toEqual(rows.map((r) => r.email).sort());

    const names = async (qs: string) =>
      (await readJson<Answer>(await call(`contacts?${qs}`, a.idToken))).contacts.map((c) => c.name).sort();
    expect(await names('query=odd')).toEqual(['Person 1 Odd', 'Person 3 Odd', 'Person 5 Odd']);
    expect(await names('query=p4@example')).toEqual(['Person 4 Even']);
    expect(await names('query=(212) 555-0106')).toEqual(['Person 6 Even']);
    expect(await names('relationship=lead&state=ny')).toEqual(['Person 1 Odd']);
    expect(await names('source=website')).toEqual(['Person 5 Odd', 'Person 6 Even']);
    expect(await names('query=nobody')).toEqual([]);
  });

  it('imports a batch all or nothing, merging duplicates into the existing contact', async () => {
    const a = await createAttorney();
    const existing = await readJson<Answer>(
      await call('contacts', a.idToken, 'POST', { name: 'Ann Bell', email: 'ann@bell.test', relationship: 'client', tags: ['vip'] }),
    );
    const bad = await call('contacts/import', a.idToken, 'POST', {
      first_row: 2,
      rows: [
        { name: 'Good One', email: 'good@one.test' },
        { name: 'Bad Phone', phone: '12' },
      ],
    });
    expect(bad.status).toBe(400);
    expect((await readJson<Answer>(bad)).error).toBe(
      'Row 3: Phone must be a valid phone number with its area code (for example 305-555-0147 or +44 20 7946 0958).',
    );
    expect((await readJson<Answer>(await call('contacts', a.idToken))).contacts).toHaveLength(1);

    const ok = await readJson<Answer>(
      await call('contacts/import', a.idToken, 'POST', {
        rows: [
          { name: 'Ann B.', email: 'ANN@bell.test', phone: '415-555-0123', relationship: 'lead', tags: ['expo'], source: 'expo.csv' },
          { name: 'New Person', email: 'new@person.test', consents: [{ channel: 'email', status: 'granted', source: 'expo.csv' }] },
          { name: 'New Person again', phone: '415 555 0123' },
        ],
      }),
    );
    expect(ok).toMatchObject({ created: 1, merged: 2, merged_rows: [0, 2] });
    expect(ok.contact_ids[0]).toBe(existing.id);
    expect(ok.contact_ids[2]).toBe(existing.id);
    const ann = await readJson<Answer>(await call(`contacts/${existing.id}`, a.idToken));
    expect(ann).toMatchObject({ name: 'Ann Bell', relationship: 'client', phone: '+14155550123', tags: ['vip', 'expo'] });
    const fresh = await readJson<Answer>(await call(`contacts/${ok.contact_ids[1]}`, a.idToken));
    expect(fresh.consent).toEqual({ email: 'granted', sms: null, call: null });
    expect((await call('contacts/import', a.idToken, 'POST', { rows: Array(201).fill({ name: 'x', email: 'x@y.z' }) })).status).toBe(400);
  });

  it('keeps imported consent as evidence: its day or "date unknown", its wording, once however often the file is imported', async () => {
    const a = await createAttorney();
    const rows = [
      {
        name: 'Dana Whitfield',
        email: 'dana@whitfield.test',
        state: 'Georgia',
        source: 'Website form',
        consents: [
          {
            channel: 'email',
            status: 'granted',
            at: '2026-03-02T00:00:00Z',
            at_precision: 'date',
            source: 'Website form, imported from leads.csv, row 2',
            text: 'Yes, email me.',
          },
        ],
      },
      {
        name: 'Marcus Bell',
        email: 'marcus@bell.test',
        consents: [{ channel: 'email', status: 'granted', at_precision: 'unknown', source: 'Imported from leads.csv, row 3', text: null }],
      },
    ];
    const first = await readJson<Answer>(await call('contacts/import', a.idToken, 'POST', { rows }));
    expect(first).toMatchObject({ created: 2, merged: 0, merged_rows: [] });
    // The same file again: the contacts are found, and nothing new is recorded.
    expect(await readJson<Answer>(await call('contacts/import', a.idToken, 'POST', { rows }))).toMatchObject({
      created: 0,
      merged_rows: [0, 1],
    });

    const dana = await readJson<Answer>(await call(`contacts/${first.contact_ids[0]}`, a.idToken));
    expect(dana).toMatchObject({ state: 'GA', source: 'Website form' });
    expect(dana.consents).toEqual([
      expect.objectContaining({ at: '2026-03-02T00:00:00.000Z', at_precision: 'date', text: 'Yes, email me.', status: 'granted' }),
    ]);
    const marcus = await readJson<Answer>(await call(`contacts/${first.contact_ids[1]}`, a.idToken));
    expect(marcus.consents).toHaveLength(1);
    expect(marcus.consents[0]).toMatchObject({ at_precision: 'unknown', text: null });
    expect(marcus.consents[0]!.at).toBe(marcus.consents[0]!.recorded_at);
    expect(marcus.consent.email).toBe('granted');

    // An unknown date is the time of writing, whatever time was sent with it.
    const sent = await readJson<Answer>(
      await call('contacts/import', a.idToken, 'POST', {
        rows: [
          {
            name: 'X',
            email: 'x@y.test',
            consents: [{ channel: 'email', status: 'granted', at: '2020-01-01T00:00:00Z', at_precision: 'unknown', source: 'f' }],
          },
        ],
      }),
    );
    const x = await readJson<Answer>(await call(`contacts/${sent.contact_ids[0]}`, a.idToken));
    expect(x.consents[0]!.at).toBe(x.consents[0]!.recorded_at);
  });
});
