import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { SUBSCRIPTION_ENDED } from '../backoffice/subscriptionEnded';
import { serverEnv } from '../env';
import { now } from '../clock';
import { firestore } from '../firebase';
import * as store from '../store/collections';
import { handleJobRequest, type JobHandling, type JobReport } from './firmJob';
import { signJobRequest } from './jobRequest';

/**
 * The fan-out (decision record 0025). The scheduled tick only finds work: for each firm with due
 * messages (or a campaign to start or finish) it starts one job. In production a job is the
 * background function `send-firm-background`, invoked by a signed request; in `npm run dev` and
 * the tests it is a local worker in this process (SEND_WORKERS of them at once), given the same
 * signed request and running the same code.
 */

/** The background function's name: Netlify runs a function whose name ends in -background asynchronously, for up to 15 minutes. */
export const JOB_FUNCTION = 'send-firm-background';
/** How many firms the tick looks at at once, and how many jobs it starts at once. */
const TICK_PARALLEL = 20;

export async function firmsToVisit(db: Firestore): Promise<string[]> {
  // Ids only, of the firms that have ever enrolled anyone: a tick must not spend its time on
  // firms with nothing to send. (A collection-group query over every tenant's messages would be
  // one query, but the Node Firestore emulator answers those with nothing; see decision record 0011.)
  // A firm whose subscription ended sends nothing (its flag is cleared then too; this holds if it is set again).
  return (await store.tenants(db).where('sends_mail', '==', true).select(SUBSCRIPTION_ENDED).get()).docs
    .filter((doc) => !doc.get(SUBSCRIPTION_ENDED))
    .map((doc) => doc.id);
}

/** Whether a firm has something for a job: a due message, or a campaign to start or to finish. */
async function hasDueWork(db: Firestore, tenantId: string, now: number): Promise<boolean> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const campaigns = store.campaigns(db, tenantId);
  const found = await Promise.all([
    store
      .queuedMessages(db, tenantId)
      .where('status', 'in', ['scheduled', 'sending'])
      .where('available_at', '<=', Timestamp.fromMillis(now))
      .limit(1)
      .select()
      .get(),
    campaigns.where('status', '==', 'scheduled').where('scheduled_at', '<=', Timestamp.fromMillis(now)).limit(1).select().get(),
    campaigns.where('status', '==', 'sending').limit(1).select().get(),
    campaigns.where('recipients_written', '==', false).limit(1).select().get(),
  ]);
  return found.some((snapshot) => !snapshot.empty);
}

async function inBatches<T, R>(items: T[], size: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(each))));
  return results;
}

/** The firms a job should start for now. */
export async function firmsWithDueWork(options: { now?: () => number; firms?: string[] } = {}): Promise<string[]> {
  const clock = options.now ?? now;
  const db = await firestore();
  const firms = options.firms ?? (await firmsToVisit(db));
  const due = await inBatches(firms, TICK_PARALLEL, async (tenantId) => {
    try {
      return (await hasDueWork(db, tenantId, clock())) ? tenantId : null;
    } catch (error) {
      // One firm's unreadable queue must not keep the others' jobs from starting.
      console.error(`send-due: firm ${tenantId}: due work not read this tick:`, error);
      return null;
    }
  });
  return due.filter((id): id is string => id !== null);
}

/** A signed request that starts one job for the firm. */
export function jobRequest(tenantId: string, url = `${serverEnv().siteUrl}/.netlify/functions/${JOB_FUNCTION}`): Request {
  const { body, headers } = signJobRequest({ tenant_id: tenantId, job_id: randomUUID(), issued_at: Date.now() });
  return new Request(url, { method: 'POST', body, headers });
}

/** Production: invokes the firm's background function; Netlify answers 202 and runs it. */
export async function startBackgroundJob(tenantId: string): Promise<void> {
  const res = await fetch(jobRequest(tenantId));
  if (res.status !== 202) throw new Error(`The sending job for firm ${tenantId} was not started: ${res.status}.`);
}

export interface TickReport {
  tick_id: string;
  /** Firms with due work, each given a job. */
  firms: number;
  /** Jobs that could not be started (the next tick tries again; their messages are still due). */
  not_started: number;
  took_ms: number;
}

/** The scheduled tick in production: finds the firms with due work and starts a background job for each. */
export async function tick(options: { now?: () => number; firms?: string[]; start?: (tenantId: string) => Promise<void> } = {}) {
  const started = Date.now();
  const firms = await firmsWithDueWork(options);
  const start = options.start ?? startBackgroundJob;
  const failed = await inBatches(firms, TICK_PARALLEL, (tenantId) =>
    start(tenantId).then(
      () => 0,
      (error: unknown) => {
        console.error(`send-due: firm ${tenantId}: job not started:`, error);
        return 1;
      },
    ),
  );
  const report: TickReport = {
    tick_id: randomUUID(),
    firms: firms.length,
    not_started: failed.reduce((a: number, b) => a + b, 0),
    took_ms: Date.now() - started,
  };
  console.log(`send-due: ${JSON.stringify(report)}`);
  return report;
}

/**
 * Locally: the jobs for these firms run in this process, `workers` at once, each from its signed
 * request. A job that hands on queues the firm's next job behind the others, as a new invocation
 * would start on the platform. Resolves when no job is left, with every job's report.
 */
export async function runJobsInProcess(firms: string[], workers: number, handling: Omit<JobHandling, 'handOn'>): Promise<JobReport[]> {
  const queue = [...firms];
  const reports: JobReport[] = [];
  let running = 0;
  // Idle workers wait for a job to end: it may have handed on, or it was the last one.
  let waiting: (() => void)[] = [];
  const changed = () => new Promise<void>((resolve) => waiting.push(resolve));
  const notify = () => {
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };
  const worker = async () => {
    for (;;) {
      const tenantId = queue.shift();
      if (tenantId === undefined) {
        if (running === 0) return notify();
        await changed();
        continue;
      }
      running++;
      try {
        const report = await handleJobRequest(jobRequest(tenantId, `http://localhost/.netlify/functions/${JOB_FUNCTION}`), {
          ...handling,
          handOn: async (next) => {
            queue.push(next);
          },
        });
        reports.push(report);
      } catch (error) {
        console.error(`send-job: firm ${tenantId}: the job failed:`, error);
      } finally {
        running--;
        notify();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
  return reports;
}
