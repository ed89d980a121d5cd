import type { Firestore } from 'firebase-admin/firestore';
import { now } from '../clock';
import { firestore, isAlreadyExists } from '../firebase';
import * as store from '../store/collections';
import { BadJobRequest, JOB_SIGNATURE_HEADER, type JobRequest, verifyJobRequest } from './jobRequest';

/**
 * One firm's sending job: what the scheduled tick starts for each firm with due work (a Netlify
 * background function in production, a local worker in `npm run dev` and the tests; decision
 * record 0025). It takes the firm's job lease, sends the firm's due messages until they are done
 * or its time is nearly up, and then hands on to a new job. One job per firm runs at a time;
 * firms run side by side in their own jobs, so a large firm never holds up a small one.
 *
 * The lease is `tenants/{t}/send_jobs/{n}`: a job reads the latest one and, unless it is still
 * held, creates n + 1. create() succeeds for one job only (on Firestore and on our emulator,
 * which does not isolate transactions), so two jobs started for the same firm (overlapping ticks,
 * the platform retrying an invocation) never both run. A job renews its lease while it works; one
 * that dies leaves it to run out. Exactly-once delivery does not rest on this lease: every
 * message is still claimed and leased on its own (deliverDue.ts), so jobs that do overlap (a
 * lease that ran out under a job that was only slow) still send each message once, and the
 * firm's pace holds across them (pace.ts).
 */

/** As long as a message's lease: a job killed mid-run frees the firm when its messages free up. */
export const JOB_LEASE_MS = 2 * 60 * 1000;
/**
 * Netlify ends a background function after 15 minutes. A job takes no new message after 12, so
 * the sends in flight (each gives up within 80 s at most) and recording them end in time.
 */
export const JOB_BUDGET_MS = 12 * 60 * 1000;

/** What one run over a firm's due messages did. */
export interface FirmCounts {
  due: number;
  sent: number;
  skipped: number;
  retrying: number;
  /** Held for the firm's daily cap: they wait for the next day, they have not failed. */
  throttled: number;
  failed: number;
  /** Due messages another job held (its claim or its lease). */
  taken_elsewhere: number;
  /** Messages (or the whole firm) a fault of ours stopped; their leases run out and a later job retries them. */
  errors: number;
  /** Due work was left when the time ran out: a new job takes over. */
  more: boolean;
}

export const noCounts = (): FirmCounts => ({
  due: 0,
  sent: 0,
  skipped: 0,
  retrying: 0,
  throttled: 0,
  failed: 0,
  taken_elsewhere: 0,
  errors: 0,
  more: false,
});

export interface JobOptions {
  /** The job's clock (tests move it forward to outlive leases). */
  now?: () => number;
  /** Stop taking new messages after this long. */
  budgetMs?: number;
  /** Messages handled at once; by default from the firm's pace. */
  concurrency?: number;
}

/** Sends one firm's due messages: sendFirmDue in deliverDue.ts, given to the job so the two modules stay apart. */
export type SendFirm = (tenantId: string, jobId: string, options: JobOptions & { budgetMs: number }) => Promise<FirmCounts>;

export interface JobReport extends Omit<FirmCounts, 'more'> {
  tenant_id: string;
  job_id: string;
  /** done; handed_on (its time ran out, a new job takes over); busy (another job holds the firm, or this one already ran). */
  outcome: 'done' | 'handed_on' | 'busy';
  took_ms: number;
}

/** Takes the firm's job lease for this job, or answers null when another job holds it (or this same job already ran). */
async function takeJobLease(db: Firestore, job: JobRequest, now: number) {
  const { Timestamp } = await import('firebase-admin/firestore');
  const jobs = store.sendJobs(db, job.tenant_id);
  const latest = (await jobs.orderBy('n', 'desc').limit(1).get()).docs[0]?.data();
  if (latest && !latest.finished_at && latest.lease_until.toMillis() > now) return null;
  // The platform retried an invocation that already ran to its end: there is nothing for it to do.
  if (latest?.job_id === job.job_id) return null;
  const n = (latest?.n ?? 0) + 1;
  const ref = jobs.doc(String(n).padStart(9, '0'));
  try {
    await ref.create({
      n,
      job_id: job.job_id,
      started_at: Timestamp.fromMillis(now),
      lease_until: Timestamp.fromMillis(now + JOB_LEASE_MS),
      finished_at: null,
      outcome: null,
      counts: null,
    });
  } catch (error) {
    if (isAlreadyExists(error)) return null;
    throw error;
  }
  return ref;
}

/** Runs one firm's job under its lease and logs one line with its counts. */
export async function runFirmJob(job: JobRequest, send: SendFirm, options: JobOptions = {}): Promise<JobReport> {
  const clock = options.now ?? now;
  const started = Date.now();
  const db = await firestore();
  const { Timestamp } = await import('firebase-admin/firestore');
  const lease = await takeJobLease(db, job, clock());
  let counts = noCounts();
  let outcome: JobReport['outcome'] = 'busy';
  if (lease) {
    // Renewed while the job works, so a long run keeps the firm; a dead job stops renewing.
    const renew = setInterval(() => {
      lease.update({ lease_until: Timestamp.fromMillis(clock() + JOB_LEASE_MS) }).catch((error: unknown) => {
        console.error(`send-job: firm ${job.tenant_id} job ${job.job_id}: lease not renewed:`, error);
      });
    }, JOB_LEASE_MS / 4);
    renew.unref();
    try {
      counts = await send(job.tenant_id, job.job_id, { ...options, budgetMs: options.budgetMs ?? JOB_BUDGET_MS });
      outcome = counts.more ? 'handed_on' : 'done';
    } finally {
      clearInterval(renew);
      const { more: _, ...recorded } = counts;
      await lease.update({
        finished_at: Timestamp.fromMillis(clock()),
        lease_until: Timestamp.fromMillis(clock()),
        outcome: outcome === 'busy' ? null : outcome,
        counts: recorded,
      });
    }
  }
  const { more: _, ...rest } = counts;
  const report: JobReport = { tenant_id: job.tenant_id, job_id: job.job_id, outcome, ...rest, took_ms: Date.now() - started };
  console.log(
    `send-job: firm ${report.tenant_id} job ${report.job_id} ${report.outcome}: ${report.due} due, ${report.sent} sent, ` +
      `${report.skipped} skipped, ${report.retrying} retrying, ${report.throttled} throttled, ${report.failed} failed, ` +
      `${report.taken_elsewhere} taken elsewhere, ${report.errors} errors, ${report.took_ms} ms`,
  );
  return report;
}

export interface JobHandling extends JobOptions {
  send: SendFirm;
  /** Starts the next job for a firm whose job ran out of time with work left. */
  handOn: (tenantId: string) => Promise<void>;
}

/**
 * A job request, from its bytes: the signature is checked before anything is read (BadJobRequest
 * otherwise), then the job runs, and hands on when its time ran out with work left. The same
 * path in production (the background function) and locally (the in-process workers).
 */
export async function handleJobRequest(request: Request, handling: JobHandling): Promise<JobReport> {
  if (request.method !== 'POST') throw new BadJobRequest('A job is started with POST.');
  const job = verifyJobRequest(await request.text(), request.headers.get(JOB_SIGNATURE_HEADER));
  const report = await runFirmJob(job, handling.send, handling);
  if (report.outcome === 'handed_on') await handling.handOn(job.tenant_id);
  return report;
}
