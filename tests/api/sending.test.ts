import { describe, expect, it } from 'vitest';
import type { EnrolResult, Enrolment, EnrolmentMessage, SequenceEnrolments } from '#shared/schemas/enrolments';
import { firestore } from '#server/firebase';
import { deliverDue, firmsToVisit, LEASE_MS, RETRY_DELAYS_MS, SMTP_PASSWORD_UNREADABLE } from '#server/sending/deliverDue';
import { caughtFor } from './mailCatcher';
import { addContact, messagesOfSequence, sendingFirm } from './sendingSupport';
import { api, createAttorney, readError, readJson, setServerEnv } from './support';

const DAY = 24 * 60 * 60 * 1000;
const later = (ms: number) => () => Date.now() + ms;

describe('enrolling contacts in a sequence', () => {
  it('enrols each contact once, reports who cannot be enrolled, and schedules each email at its day', async () => {
    const { attorney, call, sequenceId } = await sendingFirm();
    const ok = await addContact(attorney.tenantId, { name: 'Olive Subscriber' });
    const dnc = await addContact(attorney.tenantId, { do_not_contact: true });
    const revoked = await addContact(attorney.tenantId, { consent: { email: 'revoked', sms: null, call: null } });
    const noEmail = await addContact(attorney.tenantId, { email: null });

    const res = await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [ok.id, dnc.id, revoked.id, noEmail.id, ok.id] });
    expect(res.status).toBe(201);
    const result = await readJson<EnrolResult>(res);
    expect(result.enrolled).toBe(1);
    expect(Object.fromEntries(result.not_enrolled.map((n: EnrolResult['not_enrolled'][number]) => [n.contact_id, n.reason]))).toEqual({
      [dnc.id]: 'The contact is marked do not contact.',
      [revoked.id]: 'The contact unsubscribed from email.',
      [noEmail.id]: 'The contact has no email address.',
    });
    const again = await readJson(await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [ok.id] }));
    expect(again).toEqual({
      dry_run: false,
      matched: 1,
      enrolled: 0,
      already_enrolled: 1,
      not_sendable: [],
      enrolled_contacts: [],
      not_enrolled: [{ contact_id: ok.id, name: 'Olive Subscriber', email: ok.email, reason: 'Already enrolled in this sequence.' }],
      warnings: [],
    });

    const list = await readJson<SequenceEnrolments>(await call(`sequences/${sequenceId}/enrolments`));
    expect(list.enrolments).toHaveLength(1);
    const [enrolment] = list.enrolments;
    expect(enrolment).toMatchObject({ contact: { id: ok.id, name: 'Olive Subscriber', email: ok.email }, status: 'active' });
    const enrolledAt = Date.parse(enrolment.enrolled_at);
    expect(enrolment.messages.map((m: EnrolmentMessage) => [m.day, m.status, Date.parse(m.due_at) - enrolledAt])).toEqual([
      [0, 'scheduled', 0],
      [3, 'scheduled', 3 * DAY],
    ]);
    expect(list.counts).toMatchObject({
      scheduled: 2,
      sent: 0,
      skipped: 0,
      failed: 0,
      unsubscribed: 0,
      next_send_at: enrolment.enrolled_at,
    });
  });

  it('answers bad input with 4xx and a message, never 500, and keeps other firms out', async () => {
    const { call, sequenceId } = await sendingFirm();
    const other = await createAttorney();
    const cases: [string, string, unknown, number, RegExp][] = [
      [`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [] }, 400, /Choose at least one contact/],
      [`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: 'abc' }, 400, /Choose at least one contact/],
      [`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: ['../x'] }, 400, /id of a contact/],
      [`sequences/${sequenceId}/enrolments`, 'POST', '{not json', 400, /not valid JSON/],
      [`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: ['nobody'] }, 404, /That contact was not found/],
      [`sequences/${sequenceId}/enrolments`, 'PUT', { contactIds: ['x'] }, 405, /Use GET or POST/],
      [`sequences/${sequenceId}/sending`, 'POST', { action: 'explode' }, 400, /Action must be pause, resume or stop/],
      [`sequences/${sequenceId}/enrolments/nope`, 'POST', { action: 'pause' }, 404, /That enrolment was not found/],
      [`sequences/missing/enrolments`, 'GET', undefined, 404, /That sequence was not found/],
    ];
    for (const [path, method, body, status, message] of cases) {
      const res = await call(path, method, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(await readError(res)).toMatch(message);
    }
    const theirs = await api(`sequences/${sequenceId}/enrolments`, { token: other.idToken });
    expect(theirs.status).toBe(404);
    // Another firm's contact is as missing as a contact that never existed.
    const foreign = await addContact(other.tenantId);
    const res = await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [foreign.id] });
    expect(res.status).toBe(404);
  });
});

describe('the delivery pass', () => {
  it('visits only the firms that have enrolled someone, so firms with nothing to send cost it nothing', async () => {
    const { attorney, call, sequenceId } = await sendingFirm();
    const idle = await sendingFirm();
    const contact = await addContact(attorney.tenantId);
    const db = await firestore();
    expect(await firmsToVisit(db)).not.toContain(attorney.tenantId);
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [contact.id] });
    const visited = await firmsToVisit(db);
    expect(visited).toContain(attorney.tenantId);
    expect(visited).not.toContain(idle.attorney.tenantId);
  });

  it('sends what is due once, with the footer, a stable Message-ID and one-click unsubscribe headers', async () => {
    const { attorney, call, sequenceId } = await sendingFirm();
    const contact = await addContact(attorney.tenantId);
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [contact.id] });

    await deliverDue();
    const [first, ...rest] = await caughtFor(contact.email);
    expect(rest).toHaveLength(0);
    expect(first).toMatchObject({ subject: 'Welcome to our newsletter', from: '"Rivera Injury Law" <news@rivera.test>' });
    expect(first!.text).toContain('Thank you for subscribing.');
    expect(first!.text).toContain('Responsible attorney: Ana Rivera');
    expect(first!.text).toContain('Miami, FL 33131');
    expect(first!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const [https, mailto] = first!.listUnsubscribe!.split(',').map((s) => s.trim().replace(/^<|>$/g, ''));
    // The query names the email it came in, so the unsubscribe is counted for its sequence.
    expect(https).toMatch(/^https?:\/\/[^/]+\/api\/unsubscribe\/[\w-]+\?m=[\w-]+$/);
    expect(mailto).toBe('mailto:news@rivera.test?subject=unsubscribe');
    expect(first!.text).toContain(https);

    const messages = await messagesOfSequence(attorney.tenantId, sequenceId);
    const day0 = messages.find((m) => m.day === 0)!;
    expect(day0).toMatchObject({ status: 'sent', attempts: 1, reason: null });
    expect(first!.messageId).toBe(day0.message_id);
    // Neither the link nor the Message-ID names the firm, the contact or the message.
    expect(first!.messageId).toMatch(/^<[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@[^>]+>$/);
    for (const id of [attorney.tenantId, contact.id, day0.id]) {
      expect(first!.messageId).not.toContain(id);
      expect(https).not.toContain(id);
      expect(https).not.toContain(Buffer.from(id).toString('base64url'));
    }

    // A second pass finds nothing due for this contact; three days later the next email goes.
    await deliverDue();
    expect(await caughtFor(contact.email)).toHaveLength(1);
    await deliverDue({ now: later(3 * DAY + 60_000) });
    const both = await caughtFor(contact.email);
    expect(both.map((m) => m.subject)).toEqual(['Welcome to our newsletter', 'Staying safe on the road']);
    const list = await readJson<SequenceEnrolments>(await call(`sequences/${sequenceId}/enrolments`));
    expect(list.counts).toMatchObject({ scheduled: 0, sent: 2, next_send_at: null });
  });

  it('checks each message for its recipient: a block finding skips it with the reason', async () => {
    const { attorney, call, sequenceId } = await sendingFirm();
    // A prospective client in Florida whose accident was yesterday: Florida's 30-day rule applies.
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    const lead = await addContact(attorney.tenantId, { relationship: 'lead', incident_date: yesterday });
    const client = await addContact(attorney.tenantId, { relationship: 'former-client', incident_date: yesterday });
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [lead.id, client.id] });

    await deliverDue();
    expect(await caughtFor(lead.email)).toHaveLength(0);
    expect(await caughtFor(client.email)).toHaveLength(1);
    const list = await readJson<SequenceEnrolments>(await call(`sequences/${sequenceId}/enrolments`));
    const leadEnrolment = list.enrolments.find((e: Enrolment) => e.contact.id === lead.id)!;
    expect(leadEnrolment.messages[0]).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/^Compliance: .*may be sent in Florida from/),
    });
    expect(list.counts.skipped_reasons).toEqual([{ reason: leadEnrolment.messages[0]!.reason, count: 1 }]);
  });

  it('never sends twice when passes overlap', async () => {
    const { attorney, call, sequenceId } = await sendingFirm();
    const contacts = await Promise.all(Array.from({ length: 30 }, () => addContact(attorney.tenantId)));
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: contacts.map((c) => c.id) });

    const reports = await Promise.all([deliverDue(), deliverDue(), deliverDue()]);
    const counts = await Promise.all(contacts.map(async (c) => (await caughtFor(c.email)).length));
    expect(counts).toEqual(contacts.map(() => 1));
    // The firm's job lease lets one job run; a tick that came too late found nothing due.
    expect(reports.reduce((sum, r) => sum + r.jobs, 0)).toBeGreaterThanOrEqual(1);
    const messages = await messagesOfSequence(attorney.tenantId, sequenceId);
    expect(messages.filter((m) => m.day === 0).every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
  });

  it('pauses, resumes and stops a single enrolment and a whole sequence', async () => {
    const { attorney, call, sequenceId } = await sendingFirm();
    const [a, b] = await Promise.all([addContact(attorney.tenantId), addContact(attorney.tenantId)]);
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [a.id, b.id] });
    const enrolmentA = `${sequenceId}_${a.id}`;

    const paused = await readJson<SequenceEnrolments>(
      await call(`sequences/${sequenceId}/enrolments/${enrolmentA}`, 'POST', { action: 'pause' }),
    );
    expect(paused.enrolments.find((e: Enrolment) => e.id === enrolmentA)?.status).toBe('paused');
    await deliverDue();
    expect(await caughtFor(a.email)).toHaveLength(0);
    expect(await caughtFor(b.email)).toHaveLength(1);

    await call(`sequences/${sequenceId}/enrolments/${enrolmentA}`, 'POST', { action: 'resume' });
    await deliverDue();
    expect(await caughtFor(a.email)).toHaveLength(1);

    // The whole sequence: paused, nothing goes even when due; stopped, the rest is skipped for good.
    await call(`sequences/${sequenceId}/sending`, 'POST', { action: 'pause' });
    await deliverDue({ now: later(4 * DAY) });
    expect((await caughtFor(a.email)).length + (await caughtFor(b.email)).length).toBe(2);
    const stopped = await readJson<SequenceEnrolments>(await call(`sequences/${sequenceId}/sending`, 'POST', { action: 'stop' }));
    expect(stopped.status).toBe('stopped');
    expect(stopped.counts).toMatchObject({
      scheduled: 0,
      sent: 2,
      skipped: 2,
      skipped_reasons: [{ reason: 'Sending was stopped.', count: 2 }],
    });
    const resume = await call(`sequences/${sequenceId}/sending`, 'POST', { action: 'resume' });
    expect(resume.status).toBe(409);
    const late = await addContact(attorney.tenantId);
    expect((await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [late.id] })).status).toBe(409);
  });

  it('sends nothing more from a sequence that was deleted', async () => {
    const { attorney, call, sequenceId } = await sendingFirm();
    const contact = await addContact(attorney.tenantId);
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [contact.id] });
    expect((await call(`sequences/${sequenceId}`, 'DELETE')).status).toBe(204);
    await deliverDue();
    expect(await caughtFor(contact.email)).toHaveLength(0);
    const [first] = (await messagesOfSequence(attorney.tenantId, sequenceId)).filter((m) => m.day === 0);
    expect(first).toMatchObject({ status: 'skipped', reason: 'The sequence was deleted.' });
  });

  it('keeps going when one firm’s settings cannot be read: the others get their mail, the firm is told why', async () => {
    const broken = await sendingFirm();
    const healthy = await sendingFirm();
    const [a, b] = await Promise.all([addContact(broken.attorney.tenantId), addContact(healthy.attorney.tenantId)]);
    await broken.call(`sequences/${broken.sequenceId}/enrolments`, 'POST', { contactIds: [a.id] });
    await healthy.call(`sequences/${healthy.sequenceId}/enrolments`, 'POST', { contactIds: [b.id] });
    // The firm's own server, whose stored password no longer decrypts (say, after a botched secret rotation).
    const db = await firestore();
    await db
      .doc(`tenants/${broken.attorney.tenantId}/settings/sending`)
      .update({ method: 'own_smtp', smtp_host: 'smtp.rivera.example', smtp_port: 587, smtp_password_ciphertext: 'v1:AAAA' });

    await deliverDue();
    expect(await caughtFor(a.email)).toHaveLength(0);
    expect(await caughtFor(b.email)).toHaveLength(1);
    // The attorney is told what to do, on the message.
    const [message] = (await messagesOfSequence(broken.attorney.tenantId, broken.sequenceId)).filter((m) => m.day === 0);
    expect(message).toMatchObject({ status: 'scheduled', reason: `Will retry: ${SMTP_PASSWORD_UNREADABLE}` });
  });

  it('retries when the mail server is down, with backoff, then marks the message failed with the reason', async () => {
    const { attorney, call, sequenceId } = await sendingFirm([EMAIL_DAY_0]);
    const contact = await addContact(attorney.tenantId);
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [contact.id] });
    const saved = process.env.SMTP_URL;
    await setServerEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      let clock = 0;
      for (const delay of RETRY_DELAYS_MS) {
        await deliverDue({ now: later(clock), firms: [attorney.tenantId] });
        const [m] = await messagesOfSequence(attorney.tenantId, sequenceId);
        expect(m).toMatchObject({
          status: 'scheduled',
          reason: expect.stringMatching(/^Will retry: Could not connect to the mail server/),
        });
        // Not before its time.
        await deliverDue({ now: later(clock + delay - 10_000), firms: [attorney.tenantId] });
        expect((await messagesOfSequence(attorney.tenantId, sequenceId))[0]!.failures).toBe(m!.failures);
        clock += delay + 1000;
      }
      await deliverDue({ now: later(clock), firms: [attorney.tenantId] });
      const [m] = await messagesOfSequence(attorney.tenantId, sequenceId);
      expect(m).toMatchObject({ status: 'failed', failures: 4, reason: expect.stringMatching(/^Could not connect to the mail server/) });
      const list = await readJson<SequenceEnrolments>(await call(`sequences/${sequenceId}/enrolments`));
      expect(list.counts).toMatchObject({ failed: 1, scheduled: 0 });
    } finally {
      await setServerEnv({ SMTP_URL: saved });
    }
    expect(await caughtFor(contact.email)).toHaveLength(0);
  });

  it('takes a message whose lease ran out (its sender died) and sends it once', async () => {
    const { attorney, call, sequenceId } = await sendingFirm([EMAIL_DAY_0]);
    const contact = await addContact(attorney.tenantId);
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [contact.id] });
    // A sender that claimed the message and died before sending: status sending, lease running.
    const db = await firestore();
    const { Timestamp } = await import('firebase-admin/firestore');
    const [m] = await messagesOfSequence(attorney.tenantId, sequenceId);
    const ref = db.doc(`tenants/${attorney.tenantId}/messages/${m!.id}`);
    const leaseUntil = Timestamp.fromMillis(Date.now() + LEASE_MS);
    await ref.collection('attempts').doc('1').create({ pass_id: 'dead', outcome: null });
    await ref.update({ status: 'sending', attempts: 1, lease_until: leaseUntil, available_at: leaseUntil });

    await deliverDue();
    expect(await caughtFor(contact.email)).toHaveLength(0);
    await deliverDue({ now: later(LEASE_MS + 1000) });
    expect(await caughtFor(contact.email)).toHaveLength(1);
    expect((await messagesOfSequence(attorney.tenantId, sequenceId))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

const EMAIL_DAY_0 = { day: 0, subject: 'Welcome to our newsletter', body: 'Thank you for subscribing.' };

describe('a sender killed mid-run', () => {
  it('loses nothing: a second run delivers the rest, and only a message in flight can arrive twice', async () => {
    const { spawn } = await import('node:child_process');
    const { setCatcherDelay } = await import('./mailCatcher');
    const { attorney, call, sequenceId } = await sendingFirm([EMAIL_DAY_0]);
    const contacts = await Promise.all(Array.from({ length: 60 }, () => addContact(attorney.tenantId)));
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: contacts.map((c) => c.id) });
    const delivered = async () => (await Promise.all(contacts.map((c) => caughtFor(c.email)))).flat();

    await setCatcherDelay(50);
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/stack/send-due-pass.ts'], {
      env: process.env,
      stdio: 'ignore',
    });
    try {
      // Kill it once some, not all, have arrived.
      await expect.poll(async () => (await delivered()).length, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(10);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    } finally {
      child.kill('SIGKILL');
      await setCatcherDelay(0);
    }
    const beforeRerun = (await delivered()).length;
    expect(beforeRerun).toBeLessThan(contacts.length);
    // In flight: claimed by the dead sender with no outcome recorded (its attempt record says so).
    const db = await firestore();
    const snapshot = await messagesOfSequence(attorney.tenantId, sequenceId);
    const open = await Promise.all(
      snapshot.map(async (m) => {
        const attempts = await db.collection(`tenants/${attorney.tenantId}/messages/${m.id}/attempts`).get();
        return attempts.docs.some((a) => !a.get('outcome')) ? m.message_id : null;
      }),
    );
    const inFlight = open.filter((id): id is string => id !== null);

    // The rerun comes after the dead sender's leases ran out. A sender killed inside a transaction
    // (each delivery records its event in one) leaves the emulator's single transaction lock held
    // for its 15 s lease, so the rerun gets the time to finish beyond that stall.
    await deliverDue({ now: later(LEASE_MS + 1000), budgetMs: 60_000 });
    const all = await delivered();
    const perMessage = new Map<string, number>();
    for (const m of all) perMessage.set(m.messageId!, (perMessage.get(m.messageId!) ?? 0) + 1);
    const twice = [...perMessage].filter(([, n]) => n > 1).map(([id]) => id);
    console.log(
      `killed sender: ${beforeRerun} delivered before the kill, ${inFlight.length} in flight, ${all.length} deliveries of ${contacts.length} messages after the rerun, ${twice.length} twice`,
    );
    expect(perMessage.size).toBe(contacts.length);
    // Only messages that were in flight when the sender died may have arrived twice.
    for (const id of twice) expect(inFlight).toContain(id);
    const messages = await messagesOfSequence(attorney.tenantId, sequenceId);
    expect(messages.every((m) => m.status === 'sent')).toBe(true);
  }, 90_000);
});
