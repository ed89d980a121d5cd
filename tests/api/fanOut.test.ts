// The fan-out: one job per firm with due work, each firm at its provider's pace, exactly once
// under any number of parallel jobs (decision record 0025). The mail catcher counts.
import { describe, expect, it } from 'vitest';
import { firestore } from '#server/firebase';
import { deliverDue, LEASE_MS, sendFirmDue } from '#server/sending/deliverDue';
import { firmsToVisit, JOB_FUNCTION, jobRequest } from '#server/sending/fanOut';
import { handleJobRequest } from '#server/sending/firmJob';
import { JOB_SIGNATURE_HEADER, signJobRequest } from '#server/sending/jobRequest';
import { caughtFor, type CaughtMessage } from './mailCatcher';
import { addContact, messagesOfSequence, SETTINGS, sendingFirm } from './sendingSupport';
import { readJson, send } from './support';

const DAY = 24 * 60 * 60 * 1000;
const ONE_EMAIL = [{ day: 0, subject: 'Welcome to our newsletter', body: 'Thank you for subscribing.' }];

/** A firm with `count` contacts enrolled in a one-email sequence, due now, at the given pace. */
async function firmWithDue(count: number, pace: { max_per_second?: number; max_per_day?: number | null } = {}) {
  const firm = await sendingFirm(ONE_EMAIL);
  const saved = await firm.call('sending-settings', 'PUT', { ...SETTINGS, ...pace });
  expect(saved.status).toBe(200);
  const contacts = await Promise.all(Array.from({ length: count }, () => addContact(firm.attorney.tenantId)));
  for (let i = 0; i < contacts.length; i += 500) {
    const res = await firm.call(`sequences/${firm.sequenceId}/enrolments`, 'POST', {
      contactIds: contacts.slice(i, i + 500).map((c) => c.id),
    });
    expect(res.status).toBe(201);
  }
  const delivered = async () => (await Promise.all(contacts.map((c) => caughtFor(c.email)))).flat();
  return { ...firm, tenantId: firm.attorney.tenantId, contacts, delivered };
}

const onceEach = (messages: CaughtMessage[]) => new Set(messages.map((m) => m.messageId)).size === messages.length;
const later = (ms: number) => () => Date.now() + ms;
// Each test writes a firm and tens of readers, then sends at a firm's pace: seconds alone, and a
// minute or more on two cores that other work keeps busy (30 s passed at load 20). They end at the last delivery.
const SENDING_CEILING = 120_000;

describe('one job per firm', () => {
  it(
    'overlapping ticks start one job for the firm: each message is sent once',
    async () => {
      const firm = await firmWithDue(20, { max_per_second: 50 });
      const reports = await Promise.all([1, 2, 3].map(() => deliverDue({ firms: [firm.tenantId], workers: 2 })));
      const delivered = await firm.delivered();
      expect(delivered).toHaveLength(20);
      expect(onceEach(delivered)).toBe(true);
      expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(20);
      // The firm's job lease: the ticks that found the work due while a job ran left it to that job.
      const jobs = await (await firestore()).collection(`tenants/${firm.tenantId}/send_jobs`).get();
      expect(jobs.docs.filter((d) => d.get('outcome') === 'done').length).toBeGreaterThanOrEqual(1);
      expect(reports.reduce((sum, r) => sum + r.jobs - r.busy, 0)).toBe(jobs.size);
    },
    SENDING_CEILING,
  );

  it(
    'a job retried by the platform (the same signed request again) does nothing twice',
    async () => {
      const firm = await firmWithDue(8, { max_per_second: 50 });
      const request = jobRequest(firm.tenantId, `http://localhost/.netlify/functions/${JOB_FUNCTION}`);
      const handOn = async () => {};
      const [first, retried] = await Promise.all([
        handleJobRequest(request.clone(), { send: sendFirmDue, handOn }),
        handleJobRequest(request.clone(), { send: sendFirmDue, handOn }),
      ]);
      expect([first.outcome, retried.outcome].sort()).toEqual(['busy', 'done']);
      const again = await handleJobRequest(request.clone(), { send: sendFirmDue, handOn });
      expect(again).toMatchObject({ outcome: 'busy', sent: 0 });
      const delivered = await firm.delivered();
      expect(delivered).toHaveLength(8);
      expect(onceEach(delivered)).toBe(true);
    },
    SENDING_CEILING,
  );

  it(
    'jobs that overlap anyway (a lease ran out under a slow job) still send each message once, at the firm’s pace',
    async () => {
      const firm = await firmWithDue(24, { max_per_second: 5 });
      const started = Date.now();
      // Four jobs of the same firm at once, past the job lease: only the claims and the shared budget keep order.
      const runs = await Promise.all(['a', 'b', 'c', 'd'].map((job) => sendFirmDue(firm.tenantId, `overlap-${job}`, { budgetMs: 60_000 })));
      const delivered = await firm.delivered();
      expect(delivered).toHaveLength(24);
      expect(onceEach(delivered)).toBe(true);
      expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(24);
      expect(runs.reduce((sum, r) => sum + r.taken_elsewhere, 0)).toBeGreaterThan(0);
      // Every send took its own time slot of the firm's budget, five to a second: 24 sends need at
      // least five seconds, however many jobs share them. (That the catcher never received more
      // than five in one second is measured by scripts/bench/fan-out.mjs: on a machine loaded far
      // beyond its cores an SMTP answer can take longer than the rest of its second.)
      const slots = await (await firestore()).collection(`tenants/${firm.tenantId}/send_pace`).get();
      expect(slots.size).toBeGreaterThanOrEqual(24);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
      const times = delivered.map((m) => Date.parse(m.receivedAt)).sort((a, b) => a - b);
      expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(3500);
    },
    SENDING_CEILING,
  );

  it(
    'a job out of time hands on to a new one, which finishes the firm',
    async () => {
      const firm = await firmWithDue(12, { max_per_second: 10 });
      const report = await deliverDue({ firms: [firm.tenantId], budgetMs: 200, workers: 1 });
      expect(report.jobs).toBeGreaterThan(1);
      expect(report.sent).toBe(12);
      const delivered = await firm.delivered();
      expect(delivered).toHaveLength(12);
      expect(onceEach(delivered)).toBe(true);
      const jobs = (await (await firestore()).collection(`tenants/${firm.tenantId}/send_jobs`).orderBy('n').get()).docs.map((d) =>
        d.data(),
      );
      expect(jobs.at(-1)?.outcome).toBe('done');
      expect(jobs.slice(0, -1).every((job) => job.outcome === 'handed_on')).toBe(true);
    },
    SENDING_CEILING,
  );

  it(
    'a small firm is not held up by a large one',
    async () => {
      const large = await firmWithDue(40, { max_per_second: 20 });
      const small = await firmWithDue(1);
      await deliverDue({ firms: [large.tenantId, small.tenantId], workers: 2 });
      const largeTimes = (await large.delivered()).map((m) => Date.parse(m.receivedAt)).sort((a, b) => a - b);
      const [smallMessage] = await small.delivered();
      expect(largeTimes).toHaveLength(40);
      // Delivered while the large firm was still sending, not after it.
      expect(Date.parse(smallMessage!.receivedAt)).toBeLessThan(largeTimes[20]!);
    },
    SENDING_CEILING,
  );
});

describe('a subscription that ended', () => {
  it('stops the firm’s mail: the tick starts no job, and a job already running sends no more', async () => {
    const firm = await firmWithDue(3);
    await (await firestore()).doc(`tenants/${firm.tenantId}`).set({ subscription_ended_at: new Date() }, { merge: true });
    expect(await firmsToVisit(await firestore())).not.toContain(firm.tenantId);
    expect(await sendFirmDue(firm.tenantId, 'running-job', { budgetMs: 60_000 })).toMatchObject({ due: 0, sent: 0 });
    expect(await firm.delivered()).toHaveLength(0);
  });
});

describe('the daily cap', () => {
  it(
    'holds what is over the cap until the next day: throttled, not failed',
    async () => {
      const firm = await firmWithDue(5, { max_per_day: 3 });
      const report = await deliverDue({ firms: [firm.tenantId] });
      expect(report).toMatchObject({ sent: 3, throttled: 2, failed: 0 });
      expect(await firm.delivered()).toHaveLength(3);
      const held = (await messagesOfSequence(firm.tenantId, firm.sequenceId)).filter((m) => m.status === 'scheduled');
      expect(held).toHaveLength(2);
      for (const m of held) {
        expect(m).toMatchObject({
          waiting: 'throttled',
          failures: 0,
          reason: expect.stringMatching(/^Waiting for the daily limit: 3 messages a day/),
        });
      }
      // The next day (UTC) the rest goes.
      await deliverDue({ firms: [firm.tenantId], now: later(DAY) });
      const delivered = await firm.delivered();
      expect(delivered).toHaveLength(5);
      expect(onceEach(delivered)).toBe(true);
    },
    SENDING_CEILING,
  );
});

describe('the job request', () => {
  const url = `http://localhost/.netlify/functions/${JOB_FUNCTION}`;

  it('is refused unless signed by this site, and fresh, before anything is read', async () => {
    const firm = await firmWithDue(2);
    const { body, headers } = signJobRequest({ tenant_id: firm.tenantId, job_id: 'forged-job', issued_at: Date.now() });
    const stale = signJobRequest({ tenant_id: firm.tenantId, job_id: 'old-job', issued_at: Date.now() - 60 * 60 * 1000 });
    const forgedBody = body.replace(firm.tenantId, 'another-firm');
    const cases: RequestInit[] = [
      { method: 'POST', body, headers: { 'content-type': 'application/json' } },
      { method: 'POST', body: forgedBody, headers },
      { method: 'POST', body, headers: { ...headers, [JOB_SIGNATURE_HEADER]: `v1=${'0'.repeat(64)}` } },
      { method: 'POST', body: stale.body, headers: stale.headers },
      { method: 'GET' },
    ];
    for (const init of cases) {
      const res = await send(new Request(url, init));
      expect(res.status, JSON.stringify(init)).toBe(401);
      expect((await readJson<{ error: string }>(res)).error).toMatch(/job/);
    }
    expect((await (await firestore()).collection(`tenants/${firm.tenantId}/send_jobs`).get()).size).toBe(0);
    expect(await firm.delivered()).toHaveLength(0);
  });

  it('signed, it runs the firm’s job and answers its counts', async () => {
    const firm = await firmWithDue(2);
    const res = await send(jobRequest(firm.tenantId, url));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ tenant_id: firm.tenantId, outcome: 'done', sent: 2 });
    expect(await firm.delivered()).toHaveLength(2);
  });
});

describe('a job killed mid-run', () => {
  it('holds the firm until its lease runs out; the next job sends the rest', async () => {
    const firm = await firmWithDue(3);
    const db = await firestore();
    // A job that died: its lease taken, never finished.
    await db.doc(`tenants/${firm.tenantId}/send_jobs/000000001`).set({
      n: 1,
      job_id: 'dead-job',
      started_at: new Date(),
      lease_until: new Date(Date.now() + LEASE_MS),
      finished_at: null,
      outcome: null,
      counts: null,
    });
    expect(await deliverDue({ firms: [firm.tenantId] })).toMatchObject({ jobs: 1, busy: 1, sent: 0 });
    expect(await deliverDue({ firms: [firm.tenantId], now: later(LEASE_MS + 1000) })).toMatchObject({ busy: 0, sent: 3 });
    expect(await firm.delivered()).toHaveLength(3);
  });
});
