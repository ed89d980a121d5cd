import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SequenceEnrolments } from '#shared/schemas/enrolments';
import { SEQUENCE_NOT_APPROVED, type SequenceDetail } from '#shared/schemas/sequences';
import { firestore, writeTime } from '#server/firebase';
import { SEQUENCE_CHANGED_SINCE_REVIEW } from '#server/sequences/sequences';
import { addContact, approveSequence, FIRM_PROFILE, setUpSending } from './sendingSupport';
import { api, createAttorney, readError, readJson, storeSnapshot } from './support';

const DAY = 24 * 60 * 60 * 1000;

const EMAILS = [
  { after_days: 0, subject: 'Thank you for reaching out', body: 'Hi {{contact.first_name or "there"}},\n\nWe will call you today.' },
  { after_days: 3, subject: 'What to keep after an accident', body: 'Photos, bills and letters from insurers.' },
  { after_days: 4, subject: 'Questions?', body: 'Reply any time.' },
];

async function firm() {
  const attorney = await createAttorney('Ana Rivera', 'Rivera Injury Law');
  const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: attorney.idToken, body });
  expect((await call('firm-profile', 'PUT', FIRM_PROFILE)).status).toBe(200);
  await setUpSending(call);
  return { attorney, call };
}

describe('a sequence is approved before anyone is enrolled', () => {
  it('saves as a draft that enrols nobody, is approved for its content hash, and then sends its first email at once', async () => {
    const { attorney, call } = await firm();
    const contact = await addContact(attorney.tenantId, { name: 'Lena Lead' });
    const saved = await readJson<SequenceDetail>(
      await call('sequences', 'POST', { name: `Intake ${randomUUID()}`, audience: 'subscriber', emails: EMAILS }),
    );
    expect(saved).toMatchObject({ status: 'draft', approval: null, enrolled_count: 0 });
    expect(saved.emails.map((e) => [e.after_days, e.day_to_send])).toEqual([
      [0, 0],
      [3, 3],
      [4, 7],
    ]);

    const before = await storeSnapshot();
    const refused = await call(`sequences/${saved.id}/enrolments`, 'POST', { contactIds: [contact.id] });
    expect(refused.status).toBe(409);
    expect(await readError(refused)).toBe(SEQUENCE_NOT_APPROVED);
    const stale = await call(`sequences/${saved.id}/approval`, 'POST', { content_hash: '0'.repeat(64) });
    expect(stale.status).toBe(409);
    expect(await readError(stale)).toBe(SEQUENCE_CHANGED_SINCE_REVIEW);
    expect((await call(`sequences/${saved.id}/approval`, 'POST', { content_hash: 'nope' })).status).toBe(400);
    expect([...(await storeSnapshot())]).toEqual([...before]);

    const approved = await readJson<SequenceDetail>(
      await call(`sequences/${saved.id}/approval`, 'POST', { content_hash: saved.content_hash }),
    );
    expect(approved.status).toBe('active');
    expect(approved.approval).toMatchObject({
      by: { uid: attorney.uid, name: 'Ana Rivera', email: attorney.email },
      content_hash: saved.content_hash,
    });

    expect((await call(`sequences/${saved.id}/enrolments`, 'POST', { contactIds: [contact.id] })).status).toBe(201);
    const { enrolments } = await readJson<SequenceEnrolments>(await call(`sequences/${saved.id}/enrolments`));
    const enrolledAt = Date.parse(enrolments[0]!.enrolled_at);
    // "Immediately" is at enrolment, not a day later; each later email waits after the one before.
    expect(enrolments[0]!.messages.map((m) => Date.parse(m.due_at) - enrolledAt)).toEqual([0, 3 * DAY, 7 * DAY]);
  });

  it('returns to draft when its emails are edited; people already enrolled keep the version they were enrolled with', async () => {
    const { attorney, call } = await firm();
    const first = await addContact(attorney.tenantId, { name: 'First Reader' });
    const second = await addContact(attorney.tenantId, { name: 'Second Reader' });
    const { id } = await readJson<SequenceDetail>(await call('sequences', 'POST', { name: `Welcome ${randomUUID()}`, emails: EMAILS }));
    await approveSequence(call, id);
    await call(`sequences/${id}/enrolments`, 'POST', { contactIds: [first.id] });

    // Renaming alone changes no email: it stays approved.
    const renamed = await readJson<SequenceDetail>(await call(`sequences/${id}`, 'PUT', { name: 'Welcome (renamed)', emails: EMAILS }));
    expect(renamed.status).toBe('active');

    const edited = await readJson<SequenceDetail>(
      await call(`sequences/${id}`, 'PUT', {
        name: 'Welcome (renamed)',
        emails: [{ ...EMAILS[0]!, subject: 'Thanks for writing to us' }, ...EMAILS.slice(1)],
      }),
    );
    expect(edited).toMatchObject({ status: 'draft', approval: null, enrolled_count: 1 });
    expect((await call(`sequences/${id}/enrolments`, 'POST', { contactIds: [second.id] })).status).toBe(409);
    const { enrolments } = await readJson<SequenceEnrolments>(await call(`sequences/${id}/enrolments`));
    expect(enrolments[0]!.messages[0]!.subject).toBe('Thank you for reaching out');

    await approveSequence(call, id);
    expect((await call(`sequences/${id}/enrolments`, 'POST', { contactIds: [second.id] })).status).toBe(201);
    const after = await readJson<SequenceEnrolments>(await call(`sequences/${id}/enrolments`));
    const subjects = Object.fromEntries(after.enrolments.map((e) => [e.contact.name, e.messages[0]!.subject]));
    expect(subjects).toEqual({ 'First Reader': 'Thank you for reaching out', 'Second Reader': 'Thanks for writing to us' });
  });

  it('reads a sequence stored before waits existed with the days it always had, and keeps it active', async () => {
    const { attorney, call } = await firm();
    const db = await firestore();
    const now = await writeTime();
    // As saved before: days after enrolment only, status active, no approval record.
    const ref = db.collection(`tenants/${attorney.tenantId}/email_sequences`).doc();
    await ref.set({
      name: 'Old drip',
      prompt: '',
      user_id: attorney.uid,
      tenant_id: attorney.tenantId,
      status: 'active',
      audience: 'subscriber',
      email_count: 3,
      warning_count: 0,
      created_at: now,
      updated_at: now,
    });
    for (const [position, day] of [1, 4, 10].entries()) {
      await ref.collection('emails').add({
        day_to_send: day,
        subject: `Email ${position + 1}`,
        body_html: 'Hello',
        findings: [],
        position,
        sequence_id: ref.id,
        tenant_id: attorney.tenantId,
      });
    }
    const detail = await readJson<SequenceDetail>(await call(`sequences/${ref.id}`));
    expect(detail).toMatchObject({ status: 'active', approval: null });
    expect(detail.emails.map((e) => [e.day_to_send, e.after_days])).toEqual([
      [1, 1],
      [4, 3],
      [10, 6],
    ]);
    // Reading twice (and saving what was read) changes nothing: the migration is idempotent.
    expect((await readJson<SequenceDetail>(await call(`sequences/${ref.id}`))).emails.map((e) => e.after_days)).toEqual([1, 3, 6]);
    const contact = await addContact(attorney.tenantId);
    expect((await call(`sequences/${ref.id}/enrolments`, 'POST', { contactIds: [contact.id] })).status).toBe(201);
    const { enrolments } = await readJson<SequenceEnrolments>(await call(`sequences/${ref.id}/enrolments`));
    const enrolledAt = Date.parse(enrolments[0]!.enrolled_at);
    expect(enrolments[0]!.messages.map((m) => (Date.parse(m.due_at) - enrolledAt) / DAY)).toEqual([1, 4, 10]);

    const resaved = await readJson<SequenceDetail>(
      await call(`sequences/${ref.id}`, 'PUT', {
        name: 'Old drip',
        emails: detail.emails.map(({ after_days, subject, body }) => ({ after_days, subject, body })),
      }),
    );
    expect(resaved.emails.map((e) => [e.day_to_send, e.after_days])).toEqual(detail.emails.map((e) => [e.day_to_send, e.after_days]));
    // The same emails: still approved (it was active before approvals existed).
    expect(resaved.status).toBe('active');
  });

  it('keeps other firms out: approving their sequence is a 404', async () => {
    const { call } = await firm();
    const other = await firm();
    const { id, content_hash } = await readJson<SequenceDetail>(await other.call('sequences', 'POST', { name: 'Theirs', emails: EMAILS }));
    const res = await call(`sequences/${id}/approval`, 'POST', { content_hash });
    expect(res.status).toBe(404);
  });
});
