// An enrolment's preview (dry_run) and its warnings: the same plan as the enrolment, with nothing written.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EnrolResult, SequenceEnrolments } from '#shared/schemas/enrolments';
import { approveSequence, EMAILS, FIRM_PROFILE, setUpSending } from './sendingSupport';
import { api, createAttorney, readError, readJson } from './support';

const EMAIL_CONSENT = [{ channel: 'email', status: 'granted', source: 'intake form' }];

/** A firm licensed in Florida with an approved sequence written for clients, and five contacts. */
async function clientSequenceFirm() {
  const attorney = await createAttorney('Ana Rivera', 'Rivera Injury Law');
  const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: attorney.idToken, body });
  expect((await call('firm-profile', 'PUT', FIRM_PROFILE)).status).toBe(200);
  await setUpSending(call);
  const created = await call('sequences', 'POST', { name: 'Client welcome', audience: 'client', emails: EMAILS });
  expect(created.status, await created.clone().text()).toBe(201);
  const sequenceId = (await readJson<{ id: string }>(created)).id;
  await approveSequence(call, sequenceId);
  const person = (name: string, fields: Record<string, unknown>) => ({
    name,
    email: `${randomUUID()}@example.com`,
    state: 'FL',
    consents: EMAIL_CONSENT,
    ...fields,
  });
  const imported = await call('contacts/import', 'POST', {
    rows: [
      person('Carla Client', { relationship: 'client' }),
      person('Fred Former', { relationship: 'former-client' }),
      person('Leo Lead', { relationship: 'lead' }),
      person('Gail Georgia', { relationship: 'client', state: 'GA' }),
      person('Rita Revoked', { relationship: 'client', consents: [{ channel: 'email', status: 'revoked', source: 'phone call' }] }),
    ],
  });
  expect(imported.status, await imported.clone().text()).toBe(201);
  const [carla, fred, leo, gail, rita] = (await readJson<{ contact_ids: string[] }>(imported)).contact_ids as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { call, sequenceId, ids: { carla, fred, leo, gail, rita } };
}

const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('POST /api/sequences/:id/enrolments with dry_run', () => {
  it('previews who receives it, who does not and why, with the warnings, writes nothing, and the enrolment then does exactly that', async () => {
    const { call, sequenceId, ids } = await clientSequenceFirm();
    const path = `sequences/${sequenceId}/enrolments`;
    const contactIds = [ids.carla, ids.fred, ids.leo, ids.gail, ids.rita];

    const preview = await call(path, 'POST', { contactIds, dry_run: true });
    expect(preview.status).toBe(200);
    const planned = await readJson<EnrolResult>(preview);
    expect(planned).toMatchObject({ dry_run: true, matched: 5, enrolled: 4, already_enrolled: 0 });
    expect(names(planned.enrolled_contacts)).toEqual(['Carla Client', 'Fred Former', 'Leo Lead', 'Gail Georgia']);
    expect(planned.not_enrolled).toEqual([
      expect.objectContaining({ contact_id: ids.rita, name: 'Rita Revoked', reason: 'The contact unsubscribed from email.' }),
    ]);
    const [audience, state] = planned.warnings;
    expect(audience).toMatchObject({ kind: 'audience-mismatch', left_out: false, source: null });
    expect(audience!.message).toBe(
      '“Client welcome” is written for clients (current or former), and this contact is a lead: its words and the rules it was checked against assume a relationship they do not have.',
    );
    expect(names(audience!.contacts)).toEqual(['Leo Lead']);
    expect(state).toMatchObject({ kind: 'unlicensed-state', left_out: false, source: 'ABA Model Rules 8.5(b)(2) and 5.5' });
    expect(state!.message).toMatch(/^This contact lives in Georgia, where your firm profile lists no licence \(it lists Florida\)\./);
    expect(names(state!.contacts)).toEqual(['Gail Georgia']);

    // Nothing was written.
    expect((await readJson<SequenceEnrolments>(await call(path))).enrolments).toHaveLength(0);

    // Leaving out both warnings' contacts: the preview says so, and the enrolment does exactly what it said.
    const body = { contactIds, leave_out: ['audience-mismatch', 'unlicensed-state'] };
    const careful = await readJson<EnrolResult>(await call(path, 'POST', { ...body, dry_run: true }));
    expect(names(careful.enrolled_contacts)).toEqual(['Carla Client', 'Fred Former']);
    expect(careful.not_enrolled.map((c) => [c.name, c.reason])).toEqual([
      ['Rita Revoked', 'The contact unsubscribed from email.'],
      ['Leo Lead', 'Left out: a lead, not who the sequence is written for.'],
      ['Gail Georgia', 'Left out: lives in Georgia, where the firm is not licensed.'],
    ]);
    expect(careful.warnings.map((w) => [w.kind, w.left_out])).toEqual([
      ['audience-mismatch', true],
      ['unlicensed-state', true],
    ]);
    const res = await call(path, 'POST', body);
    expect(res.status).toBe(201);
    const done = await readJson<EnrolResult>(res);
    expect({ ...done, dry_run: true }).toEqual(careful);
    const list = await readJson<SequenceEnrolments>(await call(path));
    expect(list.enrolments.map((e) => e.contact.name).sort()).toEqual(['Carla Client', 'Fred Former']);

    // Previewed again: those two are already in it.
    const again = await readJson<EnrolResult>(await call(path, 'POST', { contactIds: [ids.carla, ids.leo], dry_run: true }));
    expect(again).toMatchObject({ enrolled: 1, already_enrolled: 1 });
    expect(again.not_enrolled).toEqual([expect.objectContaining({ name: 'Carla Client', reason: 'Already enrolled in this sequence.' })]);
  });

  it('previews a filter the same way', async () => {
    const { call, sequenceId } = await clientSequenceFirm();
    const preview = await readJson<EnrolResult>(
      await call(`sequences/${sequenceId}/enrolments`, 'POST', { filter: { relationship: 'lead' }, dry_run: true }),
    );
    expect(preview).toMatchObject({ dry_run: true, matched: 1, enrolled: 1 });
    expect(preview.warnings.map((w) => w.kind)).toEqual(['audience-mismatch']);
  });

  it('refuses a leave_out it does not know', async () => {
    const { call, sequenceId, ids } = await clientSequenceFirm();
    const path = `sequences/${sequenceId}/enrolments`;
    for (const [body, message] of [
      [{ contactIds: [ids.carla], dry_run: 'yes' }, 'dry_run must be true or false.'],
      [{ contactIds: [ids.carla], leave_out: 'leads' }, 'leave_out must be a list of audience-mismatch and unlicensed-state.'],
      [{ contactIds: [ids.carla], leave_out: ['leads'] }, 'leave_out takes only audience-mismatch and unlicensed-state.'],
    ] as const) {
      const res = await call(path, 'POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await readError(res)).toContain(message);
    }
  });
});

describe('a contact who unsubscribed', () => {
  it('shows as stopped, with why and no next send, however the unsubscribe arrived', async () => {
    const { call, sequenceId, ids } = await clientSequenceFirm();
    const path = `sequences/${sequenceId}/enrolments`;
    expect((await call(path, 'POST', { contactIds: [ids.carla, ids.fred] })).status).toBe(201);
    // Carla tells the firm on the phone: the consent is revoked on her contact.
    const revoked = await call(`contacts/${ids.carla}/consents`, 'POST', { channel: 'email', status: 'revoked', source: 'phone call' });
    expect(revoked.status, await revoked.clone().text()).toBe(201);

    const list = await readJson<SequenceEnrolments>(await call(path));
    const carla = list.enrolments.find((e) => e.contact.id === ids.carla)!;
    expect(carla).toMatchObject({ status: 'stopped', stopped_reason: 'The contact unsubscribed from email.', unsubscribed: true });
    expect(carla.counts.next_send_at).toBeNull();
    const fred = list.enrolments.find((e) => e.contact.id === ids.fred)!;
    expect(fred).toMatchObject({ status: 'active', stopped_reason: null, unsubscribed: false });
    expect(fred.counts.next_send_at).not.toBeNull();
  });
});
