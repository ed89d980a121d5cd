import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callability } from '#shared/agentCalls/callability';
import { ADVERTISEMENT_NOTICE } from '#shared/compliance/footer';
import type { AudienceSegment, ImportResult, ProspectSettings, ProspectSummary } from '#shared/prospects/schemas';
import { prospectSource, SKIP_REASONS } from '#shared/prospects/schemas';
import type { ContactDetail, ContactPage } from '#shared/schemas/contacts';
import type { SequenceEnrolments } from '#shared/schemas/enrolments';
import type { ResultsSummary } from '#shared/results';
import { createNewContacts, honourSuppressionList } from '#server/contacts/contacts';
import { firestore } from '#server/firebase';
import { deliverDue } from '#server/sending/deliverDue';
import { NO_PROVIDER_KEY } from '#server/prospects/importSegment';
import { refreshAudiences } from '#server/prospects/refresh';
import { deleteUnengagedProspects } from '#server/prospects/retention';
import { arrivalFrom } from '#server/prospects/importSegment';
import { expectedCounts, startFakeAudience, syntheticResident } from '../../scripts/stack/fake-audience.mjs';
import { caughtFor } from './mailCatcher';
import { addContact, approveSequence, FIRM_PROFILE, sendingFirm } from './sendingSupport';
import { api, createAttorney, readError, readJson, send, setServerEnv, storeSnapshot } from './support';

type Fake = Awaited<ReturnType<typeof startFakeAudience>>;
let provider: Fake;

beforeAll(async () => {
  provider = await startFakeAudience({ segments: {} });
  await setServerEnv(provider.env);
});
afterAll(() => provider?.stop());
beforeEach(() => provider.reset());

const LABEL = 'Car accident searches, Fulton County';
let segmentCounter = 0;
/** A segment id of its own for each test, with `size` synthetic residents (two cycles of every status by default). */
function newSegment(sizeOrRows: number | Record<string, unknown>[] = 40) {
  const id = `b2c_${1000 + ++segmentCounter}_${Date.now()}`;
  provider.defineSegment(id, sizeOrRows);
  return id;
}

/** A firm with the AudienceLab key saved and one segment saved under LABEL. */
async function firmWithSegment(sizeOrRows?: number | Record<string, unknown>[], attorney?: Awaited<ReturnType<typeof createAttorney>>) {
  const a = attorney ?? (await createAttorney());
  const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: a.idToken, body });
  expect((await call('api-keys', 'POST', { api_name: 'audiencelab', api_key: 'al-test-key-0001' })).status).toBe(201);
  const segmentId = newSegment(sizeOrRows);
  expect((await call('audiences/segments', 'POST', { segment_id: segmentId, label: LABEL })).status).toBe(201);
  const importNow = async () => {
    const res = await call('audiences/import', 'POST', { segment_id: segmentId });
    expect(res.status, await res.clone().text()).toBe(200);
    return readJson<ImportResult>(res);
  };
  return { a, call, segmentId, importNow };
}

async function contactsOfFirm(call: (path: string) => Promise<Response>, query = 'relationship=prospect') {
  const all: ContactPage['contacts'] = [];
  let cursor = '';
  for (;;) {
    const page = await readJson<ContactPage>(await call(`contacts?limit=100&${query}${cursor ? `&cursor=${cursor}` : ''}`));
    all.push(...page.contacts);
    if (!page.next_cursor) return all;
    cursor = page.next_cursor;
  }
}

describe('saved search-intent audiences', () => {
  it('saves a segment id with its label, renames it by saving it again, lists and deletes it; another firm sees none of it', async () => {
    const a = await createAttorney();
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: a.idToken, body });
    const created = await call('audiences/segments', 'POST', { segment_id: ' b2c_1253 ', label: ` ${LABEL} ` });
    expect(created.status).toBe(201);
    expect(await readJson<AudienceSegment>(created)).toMatchObject({ segment_id: 'b2c_1253', label: LABEL, last_import: null });
    const renamed = await call('audiences/segments', 'POST', { segment_id: 'b2c_1253', label: 'Truck crash searches' });
    expect(renamed.status).toBe(200);
    expect((await readJson<AudienceSegment[]>(await call('audiences/segments'))).map((s) => s.label)).toEqual(['Truck crash searches']);

    const other = await createAttorney();
    expect(await readJson(await api('audiences/segments', { token: other.idToken }))).toEqual([]);
    expect((await api('audiences/segments/b2c_1253', { method: 'DELETE', token: other.idToken })).status).toBe(404);
    expect((await api('audiences/import', { method: 'POST', token: other.idToken, body: { segment_id: 'b2c_1253' } })).status).toBe(404);

    expect((await call('audiences/segments/b2c_1253', 'DELETE')).status).toBe(204);
    expect(await readJson(await call('audiences/segments'))).toEqual([]);
    expect((await call('audiences/segments/b2c_1253', 'DELETE')).status).toBe(404);
  });

  it('refuses bad input with a message naming the field and writes nothing', async () => {
    const a = await createAttorney();
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: a.idToken, body });
    const before = await storeSnapshot();
    const cases: [string, string, unknown, RegExp][] = [
      ['audiences/segments', 'POST', { segment_id: 'b2c 1253', label: LABEL }, /^Segment id must be/],
      ['audiences/segments', 'POST', { segment_id: '__x__', label: LABEL }, /^Segment id must be/],
      ['audiences/segments', 'POST', { segment_id: 'b2c_1', label: '  ' }, /^Label is required/],
      ['audiences/segments', 'POST', { segment_id: 'b2c_1', label: 'x'.repeat(121) }, /^Label must be 120 characters/],
      ['audiences/segments', 'POST', { segment_id: 'b2c_1', label: 'two\nlines' }, /^Label must be on one line/],
      ['audiences/segments', 'POST', { segment_id: 7, label: LABEL }, /^Segment id must be/],
      ['audiences/import', 'POST', {}, /^Segment id must be/],
      ['audiences/settings', 'PUT', { allow_catch_all: 'yes', retention_days: 90 }, /^Allow catch-all addresses must be/],
      [
        'audiences/settings',
        'PUT',
        { allow_catch_all: false, retention_days: 3 },
        /^Delete after must be a whole number of days from 7 to 365/,
      ],
      ['audiences/settings', 'PUT', { allow_catch_all: false, retention_days: 30.5 }, /^Delete after must be/],
    ];
    for (const [path, method, body, message] of cases) {
      const res = await call(path, method, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await readError(res)).toMatch(message);
    }
    expect((await call('audiences/segments', 'PUT', { segment_id: 'b2c_1', label: LABEL })).status).toBe(405);
    expect((await api('audiences/segments')).status).toBe(401);
    expect(await storeSnapshot()).toEqual(before);
  });

  it('keeps the firm’s prospect settings: catch-all off and 90 days by default', async () => {
    const a = await createAttorney();
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: a.idToken, body });
    expect(await readJson<ProspectSettings>(await call('audiences/settings'))).toEqual({ allow_catch_all: false, retention_days: 90 });
    const saved = await call('audiences/settings', 'PUT', { allow_catch_all: true, retention_days: 30 });
    expect(await readJson(saved)).toEqual({ allow_catch_all: true, retention_days: 30 });
    expect(await readJson(await call('audiences/settings'))).toEqual({ allow_catch_all: true, retention_days: 30 });
  });
});

describe('importing a segment', () => {
  it('asks for the AudienceLab key by its name before anything else', async () => {
    const a = await createAttorney();
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: a.idToken, body });
    const segmentId = newSegment();
    await call('audiences/segments', 'POST', { segment_id: segmentId, label: LABEL });
    const res = await call('audiences/import', 'POST', { segment_id: segmentId });
    expect(res.status).toBe(409);
    expect(await readError(res)).toBe(NO_PROVIDER_KEY);
    expect(provider.requests).toHaveLength(0);
  });

  it('brings in each person with a usable email as a prospect, with only the fields we use, no consent, and do-not-call marked', async () => {
    const { a, call, segmentId, importNow } = await firmWithSegment(40);
    const expected = expectedCounts(40);
    const result = await importNow();
    expect(result).toEqual({
      imported: expected.usable,
      merged: 0,
      skipped: expect.arrayContaining([
        { reason: SKIP_REASONS.catchAll, count: expected.catchAll },
        { reason: SKIP_REASONS.unknown, count: expected.unknown },
        { reason: SKIP_REASONS.invalid, count: expected.invalid },
        { reason: SKIP_REASONS.noEmail, count: expected.noEmail },
      ]),
    });
    expect(result.skipped).toHaveLength(4);
    // Every page was asked for with the firm's key, page by page.
    expect(provider.requests.map((r) => r.key)).toEqual(provider.requests.map(() => 'al-test-key-0001'));

    const prospects = await contactsOfFirm(call);
    expect(prospects).toHaveLength(expected.usable);
    const resident = syntheticResident(segmentId, 0);
    const first = prospects.find((c) => c.email === resident.PERSONAL_EMAIL)!;
    expect(first).toMatchObject({
      name: `${resident.FIRST_NAME} ${resident.LAST_NAME}`,
      relationship: 'prospect',
      source: prospectSource(LABEL),
      state: 'GA',
      city: resident.PERSONAL_CITY,
      postal_code: resident.PERSONAL_ZIP,
      phone: resident.MOBILE_PHONE,
      do_not_call: true, // index 0: MOBILE_PHONE_DNC Y
      consent: { email: null, sms: null, call: null },
    });
    const detail = await readJson<ContactDetail>(await call(`contacts/${first.id}`));
    expect(detail.consents).toEqual([]);
    const dncCount = prospects.filter((c) => c.do_not_call).length;
    const dncExpected = Array.from({ length: 40 }, (_, i) => syntheticResident(segmentId, i)).filter(
      (r) => ['Valid', 'Valid (esp)'].includes(r.PERSONAL_EMAIL_VALIDATION_STATUS ?? '') && r.MOBILE_PHONE_DNC === 'Y',
    ).length;
    expect(dncCount).toBe(dncExpected);
    expect(dncCount).toBeGreaterThan(0);

    // Only what we use is stored: none of the provider's other fields.
    const db = await firestore();
    const stored = (await db.doc(`tenants/${a.tenantId}/contacts/${first.id}`).get()).data()!;
    expect(JSON.stringify(stored)).not.toMatch(/AGE_RANGE|INCOME|HOMEOWNER|SKIPTRACE|sha256-of|35-44/);

    // Never callable by an agent, whatever the hour.
    for (const c of prospects) {
      const check = callability(c, new Date('2026-11-23T15:00:00Z'));
      expect(check.callable).toBe(false);
      expect(check.callable ? [] : check.reasons.map((r) => r.code)).toContain('prospect');
    }

    const segments = await readJson<AudienceSegment[]>(await call('audiences/segments'));
    expect(segments[0]!.last_import).toMatchObject({ imported: expected.usable, merged: 0, error: null });
  });

  it('uses catch-all addresses when the firm allows them', async () => {
    const { call, importNow } = await firmWithSegment(20);
    await call('audiences/settings', 'PUT', { allow_catch_all: true, retention_days: 90 });
    const result = await importNow();
    expect(result.imported).toBe(expectedCounts(20, { allowCatchAll: true }).usable);
    expect(result.skipped.map((s) => s.reason)).not.toContain(SKIP_REASONS.catchAll);
  });

  it('reads unknown fields as nothing and missing ones as empty', async () => {
    const rows = [
      {
        FIRST_NAME: 'Lee',
        LAST_NAME: 'Park',
        PERSONAL_EMAIL: 'lee.park@example.com',
        PERSONAL_EMAIL_VALIDATION_STATUS: 'Valid',
        SOMETHING_NEW: { x: 1 },
      },
      { FIRST_NAME: 'No', LAST_NAME: 'Status', PERSONAL_EMAIL: 'no.status@example.com' },
      { PERSONAL_EMAIL: 'nameless@example.com', PERSONAL_EMAIL_VALIDATION_STATUS: 'Valid (esp)' },
      {
        FIRST_NAME: 'Bad',
        LAST_NAME: 'Phone',
        PERSONAL_EMAIL: 'bad.phone@example.com',
        PERSONAL_EMAIL_VALIDATION_STATUS: 'Valid',
        MOBILE_PHONE: '12',
        PERSONAL_ZIP: '2134',
        PERSONAL_STATE: 'Georgia',
      },
      { FIRST_NAME: 'Broken', LAST_NAME: 'Email', PERSONAL_EMAIL: 'not-an-email', PERSONAL_EMAIL_VALIDATION_STATUS: 'Valid' },
    ];
    const { call, importNow } = await firmWithSegment(rows);
    expect(await importNow()).toEqual({
      imported: 2,
      merged: 0,
      skipped: expect.arrayContaining([
        { reason: SKIP_REASONS.unknown, count: 1 },
        { reason: SKIP_REASONS.noName, count: 1 },
        { reason: SKIP_REASONS.invalid, count: 1 },
      ]),
    });
    const prospects = await contactsOfFirm(call);
    expect(prospects.find((c) => c.email === 'lee.park@example.com')).toMatchObject({
      phone: null,
      state: null,
      city: null,
      postal_code: null,
    });
    expect(prospects.find((c) => c.email === 'bad.phone@example.com')).toMatchObject({ phone: null, state: null, postal_code: '02134' });
  });

  it('adds no one twice when the same segment is imported again', async () => {
    const { call, importNow } = await firmWithSegment(40);
    const first = await importNow();
    const again = await importNow();
    expect(again).toEqual({ imported: 0, merged: first.imported, skipped: first.skipped });
    expect(await contactsOfFirm(call)).toHaveLength(first.imported);
  });

  it('brings in once a person a segment lists twice, on another page or by phone under another address', async () => {
    const segmentRows = (id: string) => Array.from({ length: 600 }, (_, i) => syntheticResident(id, i));
    const a = await createAttorney();
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: a.idToken, body });
    await call('api-keys', 'POST', { api_name: 'audiencelab', api_key: 'al-test-key-0001' });
    const segmentId = newSegment(1);
    const rows = segmentRows(segmentId);
    const first = rows[0]!; // usable, on page 1
    // Page 2 lists the same person again, and again under another address with the same mobile number.
    rows.push({ ...first }, { ...first, PERSONAL_EMAIL: `other.${first.PERSONAL_EMAIL}` });
    provider.defineSegment(segmentId, rows);
    await call('audiences/segments', 'POST', { segment_id: segmentId, label: LABEL });
    const res = await call('audiences/import', 'POST', { segment_id: segmentId });
    expect(await readJson<ImportResult>(res)).toMatchObject({ imported: expectedCounts(600).usable, merged: 2 });
    const prospects = await contactsOfFirm(call);
    expect(prospects).toHaveLength(expectedCounts(600).usable);
    expect(prospects.filter((c) => c.phone === first.MOBILE_PHONE)).toHaveLength(1);
  });

  it('merges a person the firm already has without changing their relationship, consents or details', async () => {
    const a = await createAttorney();
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: a.idToken, body });
    const client = await readJson<ContactDetail>(
      await call('contacts', 'POST', {
        name: 'Dana Client',
        email: 'dana.client@example.com',
        relationship: 'client',
        state: 'GA',
        city: 'Marietta',
        consents: [{ channel: 'email', status: 'granted', at: '2026-01-05T10:00:00Z', source: 'Intake form', text: null }],
      }),
    );
    const rows = [
      {
        FIRST_NAME: 'Dana',
        LAST_NAME: 'Somebody',
        PERSONAL_EMAIL: 'Dana.Client@example.com',
        PERSONAL_EMAIL_VALIDATION_STATUS: 'Valid (esp)',
        PERSONAL_CITY: 'Atlanta',
        PERSONAL_STATE: 'GA',
        PERSONAL_ZIP: '30303',
        MOBILE_PHONE_DNC: 'N',
      },
    ];
    const { importNow } = await firmWithSegment(rows, a);
    expect(await importNow()).toEqual({ imported: 0, merged: 1, skipped: [] });
    const after = await readJson<ContactDetail>(await call(`contacts/${client.id}`));
    expect(after).toMatchObject({
      name: 'Dana Client',
      relationship: 'client',
      city: 'Marietta',
      source: client.source,
      consent: { email: 'granted', sms: null, call: null },
      postal_code: null, // the provider's data is not added to the firm's record
    });
    expect(after.consents).toEqual(client.consents);
  });

  it('brings a person on the suppression list back with their revocations, never as a fresh grant', async () => {
    const a = await createAttorney();
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: a.idToken, body });
    const gone = await readJson<ContactDetail>(
      await call('contacts', 'POST', { name: 'Former Reader', email: 'former.reader@example.com', relationship: 'subscriber' }),
    );
    await call(`contacts/${gone.id}/consents`, 'POST', {
      channel: 'email',
      status: 'revoked',
      at: '2026-02-01T09:00:00Z',
      source: 'Unsubscribe link',
      text: null,
    });
    expect((await call(`contacts/${gone.id}`, 'DELETE')).status).toBe(204);

    const rows = [
      { FIRST_NAME: 'Former', LAST_NAME: 'Reader', PERSONAL_EMAIL: 'former.reader@example.com', PERSONAL_EMAIL_VALIDATION_STATUS: 'Valid' },
    ];
    const { importNow } = await firmWithSegment(rows, a);
    expect(await importNow()).toMatchObject({ imported: 1 });
    const [back] = await contactsOfFirm(call);
    expect(back).toMatchObject({ relationship: 'prospect', consent: { email: 'revoked', sms: null, call: null } });
    const detail = await readJson<ContactDetail>(await call(`contacts/${back!.id}`));
    expect(detail.consents).toEqual([
      expect.objectContaining({ channel: 'email', status: 'revoked', at: '2026-02-01T09:00:00.000Z', from_suppression_list: true }),
    ]);
  });
});

describe('the provider’s refusals', () => {
  it('says so when AudienceLab refuses the key, and writes nothing', async () => {
    const { call, segmentId } = await firmWithSegment(10);
    provider.answerNext({ status: 401 });
    const res = await call('audiences/import', 'POST', { segment_id: segmentId });
    expect(res.status).toBe(502);
    expect(await readError(res)).toMatch(/^AudienceLab refused the API key saved as “audiencelab” in Settings, Integration keys/);
    expect(await contactsOfFirm(call)).toEqual([]);
    const [segment] = await readJson<AudienceSegment[]>(await call('audiences/segments'));
    expect(segment!.last_import?.error).toMatch(/refused the API key/);
  });

  it('waits as Retry-After says when limited, then completes', async () => {
    const { call, segmentId } = await firmWithSegment(10);
    provider.answerNext({ status: 429, retryAfter: 1 }, { status: 429, retryAfter: 1 });
    const started = Date.now();
    const res = await call('audiences/import', 'POST', { segment_id: segmentId });
    expect(res.status).toBe(200);
    expect((await readJson<ImportResult>(res)).imported).toBe(expectedCounts(10).usable);
    const times = provider.requests.map((r) => r.at);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('gives up at once with the time to come back when the wait is too long', async () => {
    const { call, segmentId } = await firmWithSegment(10);
    provider.answerNext({ status: 429, retryAfter: 600 });
    const res = await call('audiences/import', 'POST', { segment_id: segmentId });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('600');
    expect(await readError(res)).toBe(
      'AudienceLab is limiting requests right now: try again in 600 seconds. Nothing was imported from this segment this time.',
    );
    expect(provider.requests).toHaveLength(1);
  });

  it('tries again after a server error, and gives up with a message after four', async () => {
    const { call, segmentId } = await firmWithSegment(10);
    provider.answerNext({ status: 503 });
    expect((await call('audiences/import', 'POST', { segment_id: segmentId })).status).toBe(200);

    provider.reset();
    provider.answerNext({ status: 500 }, { status: 502 }, { status: 503 }, { status: 500 });
    const res = await call('audiences/import', 'POST', { segment_id: segmentId });
    expect(res.status).toBe(502);
    expect(await readError(res)).toBe(
      'AudienceLab answered with an error (HTTP 500) after 4 tries: try again later. Nothing was imported from this segment this time.',
    );
    expect(provider.requests).toHaveLength(4);
  });

  it('keeps the whole pages read before a failure part way, says so, and brings in the rest when imported again', async () => {
    const { a, call, segmentId, importNow } = await firmWithSegment(1200); // pages of 500: 500, 500, 200
    provider.answerAtPage(3, { status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    const res = await call('audiences/import', 'POST', { segment_id: segmentId });
    expect(res.status).toBe(502);
    const keptBefore = expectedCounts(1000).usable;
    expect(await readError(res)).toBe(
      `AudienceLab answered with an error (HTTP 500) after 4 tries: try again later. The pages read before it are kept: ${keptBefore} people imported and 0 people already among your contacts. Import again to bring in the rest; no one is added twice.`,
    );
    // Each person of the first two pages whole: the contact and the keys that find it again.
    const kept = await contactsOfFirm(call);
    expect(kept).toHaveLength(keptBefore);
    const db = await firestore();
    const keys = await db.collection(`tenants/${a.tenantId}/contact_keys`).get();
    const ids = new Set(kept.map((c) => c.id));
    expect(keys.docs.filter((k) => ids.has(k.get('contact_id'))).length).toBe(kept.length + kept.filter((c) => c.phone).length);
    const [segment] = await readJson<AudienceSegment[]>(await call('audiences/segments'));
    expect(segment!.last_import).toMatchObject({ imported: keptBefore, merged: 0, error: expect.stringMatching(/^AudienceLab answered/) });

    const again = await importNow();
    expect(again).toMatchObject({ imported: expectedCounts(1200).usable - keptBefore, merged: keptBefore });
    expect(await contactsOfFirm(call)).toHaveLength(expectedCounts(1200).usable);
  });

  it('says which segment the provider does not know', async () => {
    const a = await createAttorney();
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: a.idToken, body });
    await call('api-keys', 'POST', { api_name: 'audiencelab', api_key: 'al-test-key-0001' });
    await call('audiences/segments', 'POST', { segment_id: 'b2c_unknown', label: LABEL });
    const res = await call('audiences/import', 'POST', { segment_id: 'b2c_unknown' });
    expect(res.status).toBe(404);
    expect(await readError(res)).toMatch(/^AudienceLab has no segment “b2c_unknown” for this API key/);
  });
});

describe('the rules for prospects', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('sends to prospects under the lead rules: the waiting period from the day they were first seen, then the labels', async () => {
    // A Florida firm: its solicitations wait 30 days after the incident and begin with Florida's sentence.
    const { attorney, call, sequenceId } = await sendingFirm();
    const rows = [
      {
        FIRST_NAME: 'Pat',
        LAST_NAME: 'Recent',
        PERSONAL_EMAIL: 'pat.recent@example.com',
        PERSONAL_EMAIL_VALIDATION_STATUS: 'Valid',
        PERSONAL_STATE: 'FL',
      },
      {
        FIRST_NAME: 'Sam',
        LAST_NAME: 'Earlier',
        PERSONAL_EMAIL: 'sam.earlier@example.com',
        PERSONAL_EMAIL_VALIDATION_STATUS: 'Valid',
        PERSONAL_STATE: 'FL',
      },
    ];
    const { importNow } = await firmWithSegment(rows, attorney);
    await importNow();
    const prospects = await contactsOfFirm(call);
    const recent = prospects.find((c) => c.email === 'pat.recent@example.com')!;
    const earlier = prospects.find((c) => c.email === 'sam.earlier@example.com')!;
    // Sam was first seen searching 40 days ago: the waiting period is over, the labels still apply.
    const db = await firestore();
    await db
      .doc(`tenants/${attorney.tenantId}/contacts/${earlier.id}`)
      .update({ prospect_since: new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10) });
    const subscriber = await addContact(attorney.tenantId, { relationship: 'subscriber' });
    const enrol = await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [recent.id, earlier.id, subscriber.id] });
    expect(enrol.status).toBe(201);

    await deliverDue();
    expect(await caughtFor(subscriber.email)).toHaveLength(1);
    expect(await caughtFor(recent.email!)).toHaveLength(0);
    expect(await caughtFor(earlier.email!)).toHaveLength(0);
    const list = await readJson<SequenceEnrolments>(await call(`sequences/${sequenceId}/enrolments`));
    const reasonOf = (id: string) => list.enrolments.find((e) => e.contact.id === id)!.messages[0]!.reason;
    expect(reasonOf(recent.id)).toMatch(/^Compliance: .*may be sent in Florida from/);
    expect(reasonOf(earlier.id)).toMatch(/^Compliance: .*If you have already retained a lawyer/);
  });

  it('identifies the email as an advertisement, first, to a prospect who never consented (CAN-SPAM), and to no one else', async () => {
    // A Georgia firm: no state label or waiting period stands in the way, so the emails go out.
    const { attorney, call, sequenceId } = await sendingFirm();
    await call('firm-profile', 'PUT', { ...FIRM_PROFILE, address: '100 Peachtree Street NW\nAtlanta, GA 30303', licensedStates: ['GA'] });
    await approveSequence(call, sequenceId);
    const rows = ['quiet.prospect', 'consented.prospect'].map((local) => ({
      FIRST_NAME: local.split('.')[0],
      LAST_NAME: 'Prospect',
      PERSONAL_EMAIL: `${local}.${Date.now()}@example.com`,
      PERSONAL_EMAIL_VALIDATION_STATUS: 'Valid (esp)',
      PERSONAL_STATE: 'GA',
    }));
    const { importNow } = await firmWithSegment(rows, attorney);
    await importNow();
    const [quiet, consented] = rows.map((r) => r.PERSONAL_EMAIL);
    const prospects = await contactsOfFirm(call);
    const idOf = (email: string) => prospects.find((c) => c.email === email)!.id;
    await call(`contacts/${idOf(consented!)}/consents`, 'POST', {
      channel: 'email',
      status: 'granted',
      at: '2026-03-01T10:00:00Z',
      source: 'Asked for the newsletter by reply',
      text: null,
    });
    const subscriber = await addContact(attorney.tenantId, { relationship: 'subscriber', state: 'GA' });
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [idOf(quiet!), idOf(consented!), subscriber.id] });
    await deliverDue();

    const [toQuiet] = await caughtFor(quiet!);
    expect(toQuiet!.text.startsWith(ADVERTISEMENT_NOTICE)).toBe(true);
    expect(toQuiet!.html).toContain(ADVERTISEMENT_NOTICE);
    expect(toQuiet!.html!.indexOf(ADVERTISEMENT_NOTICE)).toBeLessThan(toQuiet!.html!.indexOf('Thank you for subscribing'));
    for (const email of [consented!, subscriber.email]) {
      const [message] = await caughtFor(email);
      expect(message!.text).not.toContain(ADVERTISEMENT_NOTICE);
      expect(message!.html).not.toContain(ADVERTISEMENT_NOTICE);
    }
  });

  it('shows prospects by ZIP code and by segment per day', async () => {
    const { call, segmentId, importNow } = await firmWithSegment(30);
    const result = await importNow();
    const summary = await readJson<ProspectSummary>(await call('audiences/summary'));
    expect(summary.by_zip.reduce((sum, z) => sum + z.count, 0)).toBe(result.imported);
    expect(summary.by_zip.map((z) => z.zip).sort()).toEqual(['30030', '30303', '30307']);
    expect(summary.by_segment).toEqual([
      { segment_id: segmentId, label: LABEL, days: [{ date: new Date().toISOString().slice(0, 10), imported: result.imported }] },
    ]);
  });
});

describe('the daily refresh and retention', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('imports each saved segment again once a day, for every firm', async () => {
    const { call, segmentId } = await firmWithSegment(20);
    const first = await refreshAudiences({ budgetMs: 120_000 });
    expect(first.segments_refreshed).toBeGreaterThanOrEqual(1);
    const prospects = await contactsOfFirm(call);
    expect(prospects).toHaveLength(expectedCounts(20).usable);
    const [segment] = await readJson<AudienceSegment[]>(await call('audiences/segments'));
    expect(segment!.last_import).toMatchObject({ imported: expectedCounts(20).usable, error: null });

    // Within the day: not asked again. A day later: asked again, and no one is added twice.
    provider.reset();
    await refreshAudiences({ budgetMs: 120_000 });
    expect(provider.requests.filter((r) => r.path.endsWith(segmentId))).toHaveLength(0);
    await refreshAudiences({ now: () => Date.now() + DAY, budgetMs: 120_000 });
    expect(provider.requests.filter((r) => r.path.endsWith(segmentId)).length).toBeGreaterThan(0);
    expect(await contactsOfFirm(call)).toHaveLength(prospects.length);
  });

  it('brings no new prospects to a firm whose subscription ended, and still deletes its unengaged ones', async () => {
    const { a, call, segmentId, importNow } = await firmWithSegment(20);
    await importNow();
    const db = await firestore();
    const { Timestamp } = await import('firebase-admin/firestore');
    await db.doc(`tenants/${a.tenantId}`).set({ subscription_ended_at: Timestamp.now() }, { merge: true });
    provider.reset();
    const res = await call('audiences/import', 'POST', { segment_id: segmentId });
    expect(res.status).toBe(409);
    expect(await readError(res)).toMatch(/^Your subscription has ended/);
    const longAgo = new Date(Date.now() - 91 * DAY).toISOString().slice(0, 10);
    const [one] = await contactsOfFirm(call);
    await db.doc(`tenants/${a.tenantId}/contacts/${one!.id}`).update({ prospect_since: longAgo });
    const report = await refreshAudiences({ now: () => Date.now() + DAY, budgetMs: 120_000 });
    expect(report.prospects_deleted).toBeGreaterThanOrEqual(1);
    expect(provider.requests.filter((r) => r.path.endsWith(segmentId))).toHaveLength(0);
    expect((await call(`contacts/${one!.id}`)).status).toBe(404);
  });

  it('deletes prospects who never engaged after the firm’s period, keeps those who did, and does not bring them back', async () => {
    const rows = ['old.quiet', 'old.client', 'old.consented', 'new.quiet'].map((local) => ({
      FIRST_NAME: local.split('.')[0],
      LAST_NAME: local.split('.')[1],
      PERSONAL_EMAIL: `${local}@example.com`,
      PERSONAL_EMAIL_VALIDATION_STATUS: 'Valid',
    }));
    const { a, call, importNow } = await firmWithSegment(rows);
    await call('audiences/settings', 'PUT', { allow_catch_all: false, retention_days: 30 });
    await importNow();
    const byEmail = Object.fromEntries((await contactsOfFirm(call)).map((c) => [c.email, c.id]));
    const db = await firestore();
    const longAgo = new Date(Date.now() - 31 * DAY).toISOString().slice(0, 10);
    for (const email of ['old.quiet@example.com', 'old.client@example.com', 'old.consented@example.com'])
      await db.doc(`tenants/${a.tenantId}/contacts/${byEmail[email]}`).update({ prospect_since: longAgo });
    // Engaged: the firm made one a client, and recorded another's consent to email.
    await db.doc(`tenants/${a.tenantId}/contacts/${byEmail['old.client@example.com']}`).update({ relationship: 'client' });
    await call(`contacts/${byEmail['old.consented@example.com']}/consents`, 'POST', {
      channel: 'email',
      status: 'granted',
      at: '2026-03-01T10:00:00Z',
      source: 'Replied to our email and asked for the newsletter',
      text: null,
    });

    expect(await deleteUnengagedProspects(a.tenantId)).toBe(1);
    expect((await call(`contacts/${byEmail['old.quiet@example.com']}`)).status).toBe(404);
    for (const email of ['old.client@example.com', 'old.consented@example.com', 'new.quiet@example.com'])
      expect((await call(`contacts/${byEmail[email]}`)).status).toBe(200);

    const again = await importNow();
    expect(again).toEqual({ imported: 0, merged: 3, skipped: [{ reason: SKIP_REASONS.expired, count: 1 }] });
  });
});

describe('prospects in the results', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  /** A Georgia firm (no state label or waiting period in the way) that emailed three new prospects their welcome. */
  async function firmThatEmailedProspects() {
    const { attorney, call, sequenceId } = await sendingFirm();
    await call('firm-profile', 'PUT', { ...FIRM_PROFILE, address: '100 Peachtree Street NW\nAtlanta, GA 30303', licensedStates: ['GA'] });
    await approveSequence(call, sequenceId);
    const stamp = Date.now();
    const emailOf = (who: string) => `${who}.${stamp}@example.com`;
    const rows = ['quiet', 'clicked', 'staged'].map((who) => ({
      FIRST_NAME: who,
      LAST_NAME: 'Prospect',
      PERSONAL_EMAIL: emailOf(who),
      PERSONAL_EMAIL_VALIDATION_STATUS: 'Valid',
      PERSONAL_STATE: 'GA',
    }));
    const { importNow } = await firmWithSegment(rows, attorney);
    await importNow();
    const prospects = await contactsOfFirm(call);
    const idOf = (who: string) => prospects.find((c) => c.email === emailOf(who))!.id;
    expect(
      (await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: ['quiet', 'clicked', 'staged'].map(idOf) })).status,
    ).toBe(201);
    await deliverDue({ firms: [attorney.tenantId] });
    return { attorney, call, idOf, emailOf };
  }

  it('tracks a prospect’s email like anyone’s, and deletes what tracking recorded with a prospect retention deletes', async () => {
    const { attorney, call, idOf, emailOf } = await firmThatEmailedProspects();
    const db = await firestore();
    const tenant = `tenants/${attorney.tenantId}`;
    const [toClicked] = await caughtFor(emailOf('clicked'));
    const link = /href="https?:\/\/[^"]+(\/api\/r\/[A-Za-z0-9_-]+)"/.exec(toClicked!.html!)![1]!;
    const eventsOf = async (who: string) => (await db.collection(`${tenant}/events`).where('contact_id', '==', idOf(who)).get()).size;
    const messagesOf = async (who: string) => (await db.collection(`${tenant}/messages`).where('contact_id', '==', idOf(who)).get()).docs;
    expect(await eventsOf('quiet')).toBe(1); // delivered
    const [quietMessage] = await messagesOf('quiet');
    const sentKey = (await db.collection('sent_messages').where('contact_id', '==', idOf('quiet')).get()).docs.map((d) => d.id);
    expect(sentKey).toHaveLength(1);

    // A reader's click, ten minutes after delivery (one within seconds is a machine's), and a stage the firm set.
    const { Timestamp } = await import('firebase-admin/firestore');
    for (const m of await messagesOf('clicked')) await m.ref.update({ sent_at: Timestamp.fromMillis(Date.now() - 10 * 60_000) });
    expect((await send(new Request(`http://localhost${link}`, { headers: { 'user-agent': CHROME } }))).status).toBe(302);
    await expect.poll(async () => (await db.doc(`${tenant}/pipeline/${idOf('clicked')}`).get()).get('last_click')).toBeTruthy();
    expect((await call(`contacts/${idOf('staged')}/stage`, 'PUT', { stage: 'contacted' })).status).toBe(200);

    await call('audiences/settings', 'PUT', { allow_catch_all: false, retention_days: 30 });
    const longAgo = new Date(Date.now() - 31 * DAY).toISOString().slice(0, 10);
    for (const who of ['quiet', 'clicked', 'staged']) await db.doc(`${tenant}/contacts/${idOf(who)}`).update({ prospect_since: longAgo });

    // Clicking the firm's email and being moved in the pipeline are engaging; receiving it is not.
    expect(await deleteUnengagedProspects(attorney.tenantId)).toBe(1);
    expect((await call(`contacts/${idOf('quiet')}`)).status).toBe(404);
    for (const who of ['clicked', 'staged']) expect((await call(`contacts/${idOf(who)}`)).status).toBe(200);
    expect(await eventsOf('quiet')).toBe(0);
    expect((await db.doc(`sent_messages/${sentKey[0]}`).get()).exists).toBe(false);
    expect((await db.doc(`${tenant}/link_clicks/${quietMessage!.id}`).get()).exists).toBe(false);
    expect(await eventsOf('clicked')).toBeGreaterThan(0);
  });

  it('counts prospects in the funnel by their source, Search intent and the segment’s label', async () => {
    const { call, idOf } = await firmThatEmailedProspects();
    for (const stage of ['contacted', 'consultation_booked', 'signed'])
      expect(
        (await call(`contacts/${idOf('staged')}/stage`, 'PUT', { stage, case_type: stage === 'signed' ? 'Car accident' : undefined }))
          .status,
      ).toBe(200);
    const timeline = await readJson<{ entries: { kind: string; text: string }[] }>(await call(`contacts/${idOf('staged')}/timeline`));
    expect(timeline.entries.map((e) => e.text)).toEqual(expect.arrayContaining([expect.stringMatching(/Signed/)]));
    const summary = await readJson<ResultsSummary>(await call('reports/summary'));
    expect(summary.funnel_by_source).toContainEqual(
      expect.objectContaining({ source: prospectSource(LABEL), consultations: 1, signed: 1 }),
    );
  });
});

describe('the batched write of new people', () => {
  it('brings an unsubscribe written between the page’s read and the write to the new contact', async () => {
    const a = await createAttorney();
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: a.idToken, body });
    const email = `between.${Date.now()}@example.com`;
    const gone = await readJson<ContactDetail>(await call('contacts', 'POST', { name: 'Gone Reader', email, relationship: 'subscriber' }));
    await call(`contacts/${gone.id}/consents`, 'POST', {
      channel: 'email',
      status: 'revoked',
      at: '2026-02-01T09:00:00Z',
      source: 'Unsubscribe link',
      text: null,
    });
    expect((await call(`contacts/${gone.id}`, 'DELETE')).status).toBe(204);
    // As if the page was read before that unsubscribe: the person is created as new, then the list is honoured.
    const settings = { allow_catch_all: false, retention_days: 90 };
    const arrival = arrivalFrom(
      {
        firstName: 'Gone',
        lastName: 'Reader',
        email,
        emailValidation: 'Valid',
        mobilePhone: '',
        mobileDoNotCall: false,
        city: '',
        state: 'GA',
        zip: '',
      },
      { label: LABEL, since: '2026-11-24', settings },
    );
    if ('skip' in arrival) throw new Error(arrival.skip);
    const [created] = (await createNewContacts(a.tenantId, [arrival]))!;
    await honourSuppressionList(a.tenantId, [created!.id]);
    const detail = await readJson<ContactDetail>(await call(`contacts/${created!.id}`));
    expect(detail.consent).toEqual({ email: 'revoked', sms: null, call: null });
    expect(detail.consents).toEqual([expect.objectContaining({ channel: 'email', status: 'revoked', from_suppression_list: true })]);
    // A second batch with the same address is refused whole: the import then merges instead.
    expect(await createNewContacts(a.tenantId, [arrival])).toBeNull();
  });
});
