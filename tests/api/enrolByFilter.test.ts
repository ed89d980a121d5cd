// Enrolling the contacts a filter matches: the contacts list's own filter, counted and limited.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENROL_MAX, type EnrolResult, type SequenceEnrolments } from '#shared/schemas/enrolments';
import { sendingFirm } from './sendingSupport';
import { api, createAttorney, readError, readJson } from './support';

type Call = Awaited<ReturnType<typeof sendingFirm>>['call'];

// Two emails due in a month: the hundreds of messages enrolled here must not be due in the other tests'
// delivery passes, which share this emulator.
const MONTHLY = [
  { day: 30, subject: 'Our monthly newsletter', body: 'What changed on our roads this month.' },
  { day: 33, subject: 'Staying safe on the road', body: 'Three tips for driving in the rain.' },
];

/** Contacts made through the contacts API, so the list's filter finds them as it finds real ones. */
async function addContacts(call: Call, rows: Record<string, unknown>[]) {
  const res = await call('contacts/import', 'POST', { rows });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await readJson<{ contact_ids: string[] }>(res)).contact_ids;
}

const person = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  email: `${randomUUID()}@example.com`,
  relationship: 'client',
  state: 'FL',
  ...fields,
});

describe('POST /api/sequences/:id/enrolments with a contacts filter', () => {
  it('enrols every contact the filter matches, counts who cannot be sent to and skips those already enrolled', async () => {
    const { call, sequenceId } = await sendingFirm(MONTHLY);
    const source = `Spring fair ${randomUUID()}`;
    const [olive, , , , other] = await addContacts(call, [
      person('Olive Client', { source }),
      person('Dan Donotcontact', { source, do_not_contact: true }),
      person('Rita Revoked', { source, consents: [{ channel: 'email', status: 'revoked', source: 'phone call' }] }),
      person('Nora Noemail', { source, email: null, phone: '305-555-0199' }),
      person('Gina Georgia', { source, state: 'GA' }),
      person('Lou Lead', { source: 'somewhere else' }),
    ]);
    // Olive is in the sequence already.
    expect((await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [olive] })).status).toBe(201);

    const res = await call(`sequences/${sequenceId}/enrolments`, 'POST', { filter: { source, state: 'fl' } });
    expect(res.status).toBe(201);
    const result = await readJson<EnrolResult>(res);
    expect(result).toMatchObject({ matched: 4, enrolled: 0, already_enrolled: 1 });
    expect(result.not_sendable).toEqual(
      expect.arrayContaining([
        { reason: 'The contact is marked do not contact.', count: 1 },
        { reason: 'The contact unsubscribed from email.', count: 1 },
        { reason: 'The contact has no email address.', count: 1 },
      ]),
    );
    expect(result.not_sendable).toHaveLength(3);

    // A broader filter enrols the one new match; a search uses the list's search.
    const wider = await readJson<EnrolResult>(await call(`sequences/${sequenceId}/enrolments`, 'POST', { filter: { query: 'gina' } }));
    expect(wider).toMatchObject({ matched: 1, enrolled: 1, already_enrolled: 0, not_sendable: [] });
    const list = await readJson<SequenceEnrolments>(await call(`sequences/${sequenceId}/enrolments`));
    expect(list.enrolments.map((e) => e.contact.name).sort()).toEqual(['Gina Georgia', 'Olive Client']);
    expect(list.enrolments.find((e) => e.contact.id === other)?.counts.scheduled).toBe(2);

    // Nothing matched: nothing enrolled, and said so.
    const none = await readJson<EnrolResult>(
      await call(`sequences/${sequenceId}/enrolments`, 'POST', { filter: { source: `nobody ${randomUUID()}` } }),
    );
    expect(none).toMatchObject({ matched: 0, enrolled: 0, already_enrolled: 0 });
  });

  it(`refuses a filter that matches more than ${ENROL_MAX} contacts and writes nothing, and enrols all at the limit`, async () => {
    const { call, sequenceId } = await sendingFirm(MONTHLY);
    const source = `Big list ${randomUUID()}`;
    const rows = Array.from({ length: ENROL_MAX + 1 }, (_, i) => person(`Bulk ${i}`, { source }));
    const ids: string[] = [];
    for (let i = 0; i < rows.length; i += 200) ids.push(...(await addContacts(call, rows.slice(i, i + 200))));

    const res = await call(`sequences/${sequenceId}/enrolments`, 'POST', { filter: { source } });
    expect(res.status).toBe(400);
    expect(await readError(res)).toBe(
      `This filter matches more than ${ENROL_MAX.toLocaleString('en-US')} contacts. Narrow it (by relationship, state, consent, source or a search) and enrol each part.`,
    );
    const list = await readJson<SequenceEnrolments>(await call(`sequences/${sequenceId}/enrolments`));
    expect(list.enrolments).toHaveLength(0);

    // At the limit it enrols them all.
    expect((await call(`contacts/${ids[0]}`, 'DELETE')).status).toBe(204);
    const started = Date.now();
    const atLimit = await call(`sequences/${sequenceId}/enrolments`, 'POST', { filter: { source } });
    expect(atLimit.status).toBe(201);
    expect(await readJson<EnrolResult>(atLimit)).toMatchObject({ matched: ENROL_MAX, enrolled: ENROL_MAX, already_enrolled: 0 });
    console.log(`enrolled ${ENROL_MAX} contacts by filter (2 emails each) in ${Date.now() - started} ms`);
  }, 180_000);

  it('answers bad filters with 400 and a message, and another firm’s sequence with 404', async () => {
    const { call, sequenceId } = await sendingFirm(MONTHLY);
    const path = `sequences/${sequenceId}/enrolments`;
    const cases: [unknown, RegExp][] = [
      [{}, /Choose at least one contact to enrol/],
      [{ filter: 'clients' }, /contacts filter must be an object/],
      [{ filter: { relationshp: 'client' } }, /contacts filter takes only query, relationship, state, consent, source/],
      [{ filter: { relationship: 'friend' } }, /Relationship must be one of/],
      [{ filter: { state: 'ZZ' } }, /State must be a US state/],
      [{ filter: { consent: 'email:maybe' } }, /Consent filter must be one of/],
      [{ filter: { cursor: 'abc' } }, /contacts filter takes only/],
      [{ filter: {}, contactIds: ['abc'] }, /either contactIds or a contacts filter/],
    ];
    for (const [body, message] of cases) {
      const res = await call(path, 'POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await readError(res)).toMatch(message);
    }
    const other = await createAttorney();
    const theirs = await api(path, { method: 'POST', token: other.idToken, body: { filter: {} } });
    expect(theirs.status).toBe(404);
    expect(await readError(theirs)).toMatch(/That sequence was not found/);
  });
});
