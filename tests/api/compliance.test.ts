import { describe, expect, it } from 'vitest';
import { firestore } from '#server/firebase';
import { INCIDENT_DATE_INVALID, RECIPIENT_STATE_INVALID, SEND_DATE_INVALID } from '#shared/schemas/complianceContext';
import type { ComplianceCheckResponse } from '#shared/schemas/complianceCheck';
import type { SequenceDetail, SequenceRefusal, SequenceSummary } from '#shared/schemas/sequences';
import { api, createAttorney, createFirmWithProfile, GEORGIA_FIRM, readError, readJson, type TestUser } from './support';

const check = (user: TestUser, body: unknown) => api('compliance/check', { method: 'POST', token: user.idToken, body });
const findingsOf = async (res: Response) => (await readJson<ComplianceCheckResponse>(res)).findings;
const rules = (findings: { rule: string }[]) => findings.map((f) => f.rule);

describe('POST /api/compliance/check', () => {
  it("answers the findings of one email for the caller's firm, with offsets, citations and fixes", async () => {
    const a = await createFirmWithProfile();
    const res = await check(a, { subject: 'Winter driving', body: 'We guarantee you will win your case.', audience: 'subscriber' });
    expect(res.status).toBe(200);
    const findings = await findingsOf(res);
    expect(rules(findings)).toEqual(['guarantee']);
    const guarantee = findings[0]!;
    expect(guarantee).toMatchObject({ severity: 'block', field: 'body', source: expect.stringContaining('ABA Model Rule 7.1') });
    expect('We guarantee you will win your case.'.slice(guarantee.start, guarantee.end)).toMatch(/win/);

    const fees = await findingsOf(await check(a, { subject: 'Questions?', body: 'No fee unless we win.', audience: 'client' }));
    expect(rules(fees)).toEqual(['fee-costs']);
    expect(fees[0]!.fix?.text).toMatch(/court costs and case expenses/);

    const clean = await readJson(
      await check(a, { subject: 'Renewing your license', body: 'No lawyer can guarantee an outcome.', audience: 'client' }),
    );
    expect(clean).toEqual({ findings: [] });
  });

  it('applies the rules of the recipient state and the dates: a Florida lead on day 12 waits', async () => {
    const a = await createFirmWithProfile();
    const findings = await findingsOf(
      await check(a, {
        subject: 'After your accident',
        body: 'If you have already retained a lawyer for this matter, please disregard this letter.\n\nWe can answer questions.',
        audience: 'lead',
        recipientState: 'fl',
        incidentDate: '2026-11-01',
        sendDate: '2026-11-13',
      }),
    );
    expect(rules(findings)).toContain('waiting-period');
  });

  it('catches a specialist claim (blocking in Florida, a warning in Georgia) and false urgency, as the form promises', async () => {
    const body = 'Our lawyers are specialists in trucking cases. Call today: this offer won’t last.';
    const georgia = await createFirmWithProfile();
    const inGeorgia = await findingsOf(await check(georgia, { subject: 'Trucking cases', body, audience: 'lead' }));
    expect(inGeorgia.map((f) => [f.rule, f.severity, body.slice(f.start, f.end)])).toEqual([
      ['specialist', 'warn', 'specialists'],
      ['false-urgency', 'warn', 'offer won’t last'],
    ]);
    // R. Regulating Fla. Bar 4-7.14(a)(4): a Florida lawyer may not claim to specialise without certification.
    const florida = await createFirmWithProfile({ ...GEORGIA_FIRM, address: '100 Main Street\nMiami, FL 33131', licensedStates: ['FL'] });
    const inFlorida = await findingsOf(await check(florida, { subject: 'Trucking cases', body, audience: 'lead' }));
    const specialist = inFlorida.find((f) => f.rule === 'specialist')!;
    expect(specialist).toMatchObject({ severity: 'block', source: expect.stringContaining('Fla. Bar') });
  });

  it('reports the missing postal address of a firm without a profile', async () => {
    const a = await createAttorney();
    const findings = await findingsOf(await check(a, { subject: 'Hello', body: 'Hello there.', audience: 'client' }));
    expect(rules(findings)).toContain('physical-address');
  });

  it('answers 400 with a clear message for bad input, never 500', async () => {
    const a = await createFirmWithProfile();
    const email = { subject: 'Hi', body: 'Hello.', audience: 'client' };
    const cases: [unknown, string | RegExp][] = [
      [{ ...email, audience: 'everyone' }, 'Audience must be client, subscriber or lead.'],
      [{ ...email, recipientState: 'XX' }, RECIPIENT_STATE_INVALID],
      [{ ...email, incidentDate: '2026-02-30' }, INCIDENT_DATE_INVALID],
      [{ ...email, sendDate: 'tomorrow' }, SEND_DATE_INVALID],
      [{ ...email, subject: 42 }, /subject/i],
      [{ audience: 'client', subject: 'Hi' }, /body/i],
    ];
    for (const [body, error] of cases) {
      const res = await check(a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await readError(res)).toMatch(error);
    }
    expect((await api('compliance/check', { method: 'POST', token: a.idToken, body: 'not json' })).status).toBe(400);
  });

  it('requires a signed-in attorney', async () => {
    expect((await api('compliance/check', { method: 'POST', body: { subject: '', body: '', audience: 'client' } })).status).toBe(401);
  });
});

describe('saving a sequence runs the same check', () => {
  const emails = [
    { day: 1, subject: 'Welcome', body: 'Thank you for choosing our firm.' },
    { day: 4, subject: 'What to keep', body: 'We are the best injury firm in Atlanta.' },
  ];
  const sequenceCount = async (tenantId: string) =>
    (await (await firestore()).collection(`tenants/${tenantId}/email_sequences`).get()).size;

  it('refuses an email with a block finding: 422 with every finding, nothing written, on POST and PUT', async () => {
    const a = await createFirmWithProfile();
    const blocked = [...emails, { day: 9, subject: 'Good news', body: 'We guarantee you will win your case.' }];
    const res = await api('sequences', { method: 'POST', token: a.idToken, body: { name: 'Drip', emails: blocked } });
    expect(res.status).toBe(422);
    const refusal = await readJson<SequenceRefusal>(res);
    expect(refusal.error).toMatch(/^Email 3 cannot be saved as it is: .*ABA Model Rule 7\.1/);
    expect(refusal.findings.map(rules)).toEqual([[], ['comparison'], ['guarantee']]);
    expect(await sequenceCount(a.tenantId)).toBe(0);

    const saved = await readJson<SequenceDetail>(
      await api('sequences', { method: 'POST', token: a.idToken, body: { name: 'Drip', emails } }),
    );
    const put = await api(`sequences/${saved.id}`, { method: 'PUT', token: a.idToken, body: { name: 'Renamed', emails: blocked } });
    expect(put.status).toBe(422);
    const after = await readJson<SequenceDetail>(await api(`sequences/${saved.id}`, { token: a.idToken }));
    expect(after.name).toBe('Drip');
    expect(after.emails.map((e) => e.subject)).toEqual(['Welcome', 'What to keep']);
  });

  it('saves warnings with their email and counts them on the list', async () => {
    const a = await createFirmWithProfile();
    const res = await api('sequences', { method: 'POST', token: a.idToken, body: { name: 'Drip', audience: 'client', emails } });
    expect(res.status).toBe(201);
    const saved = await readJson<SequenceDetail>(res);
    expect(saved).toMatchObject({ audience: 'client', warning_count: 1 });
    expect(saved.emails.map((e) => rules(e.findings))).toEqual([[], ['comparison']]);
    const [listed] = await readJson<SequenceSummary[]>(await api('sequences', { token: a.idToken }));
    expect(listed).toMatchObject({ id: saved.id, warning_count: 1, audience: 'client' });
    const detail = await readJson<SequenceDetail>(await api(`sequences/${saved.id}`, { token: a.idToken }));
    expect(rules(detail.emails[1]!.findings)).toEqual(['comparison']);
  });

  it('asks for the firm profile before saving when the firm has none', async () => {
    const a = await createAttorney();
    const res = await api('sequences', { method: 'POST', token: a.idToken, body: { name: 'Drip', emails: emails.slice(0, 1) } });
    expect(res.status).toBe(422);
    expect(await readError(res)).toMatch(/^Complete the firm profile in Settings/);
    expect(await sequenceCount(a.tenantId)).toBe(0);
  });

  it('refuses a bad audience with 400', async () => {
    const a = await createFirmWithProfile({ ...GEORGIA_FIRM });
    const res = await api('sequences', { method: 'POST', token: a.idToken, body: { name: 'Drip', audience: 'all', emails } });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({ error: 'Audience must be client, subscriber or lead.' });
  });
});
