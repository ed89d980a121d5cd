import { randomUUID } from 'node:crypto';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { checkEmail } from '#shared/compliance/index';
import type { FirmForCheck } from '#shared/compliance/types';
import { bodyHtmlToText } from '#shared/emailBody';
import type { Block, Issue } from '#shared/newsletter/issue';
import { issueDraft } from '#shared/newsletter/issueText';
import { SENDING_SETTINGS_MISSING } from '#shared/schemas/sendingSettings';
import { emailSuppressionKey } from '../contacts/suppressions';
import type { ImageRef } from '../email/NewsletterEmail';
import { contactMergeValues, emailAsIssue, type EmailBrand, firmMergeValues, renderEmail, resolveIssue } from '../email/render';
import { serverEnv } from '../env';
import { firestore, isAlreadyExists } from '../firebase';
import { now } from '../clock';
import { firmForCheck } from '../firm/firmProfile';
import { AUDIENCE_OF } from '../newsletter/audience';
import { campaignImages, finishCampaigns, startDueCampaigns } from '../newsletter/delivery';
import { firmBrand } from '../newsletter/settings';
import type { QueuedMessageDoc } from '../store/documents';
import * as store from '../store/collections';
import { subscriptionEnded } from '../backoffice/subscriptionEnded';
import { composeEmail } from './compose';
import { firmsWithDueWork, runJobsInProcess } from './fanOut';
import { type FirmCounts, noCounts, type SendFirm } from './firmJob';
import { takeTurn } from './pace';
import { markBounced, needsAdvertisementNotice, toRecipient, whyNotSendable } from './recipients';
import { readSendingConfig, type SendingConfig } from './settings';
import { SendingSetupError } from './smtpHost';
import { createMailer, describeSmtpError, isRecipientRejected, longestSendMs } from './transport';
import { unsubscribeUrl } from './unsubscribeToken';
import { linkTracker, recordDelivered, withMessage } from '../results/delivery';
import { opensTracked } from '../results/settings';
import { openPixelUrl } from '../results/trackingToken';

/**
 * Delivery: every message that is due, sent at most once (see
 * docs/decisions/0011-sending-exactly-once.md for the one window no sender can close), by one
 * job per firm at the firm's provider's pace (decision record 0025, fanOut.ts, firmJob.ts, pace.ts).
 *
 * A message is taken with a claim: the sender creates tenants/{t}/messages/{id}/attempts/{n},
 * n being one more than the message's attempts. create() succeeds for exactly one sender, so
 * two overlapping passes never both take the same attempt; the winner then leases the message
 * (status sending, lease_until) and re-reads it before sending. A sender that dies leaves the
 * lease to run out; the next pass takes the message again as attempt n+1.
 */

/** How long a claim holds a message. Longer than any single send (longestSendMs, at most 80 s) plus recording it. */
export const LEASE_MS = 2 * 60 * 1000;
/** A send is not started with less lease than this left: it must finish (and be recorded) inside the lease. */
const sendWindowMs = () => longestSendMs() + 10_000;
/** Waits after the 1st, 2nd and 3rd failed attempt; the 4th failure is final. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000] as const;

export { firmsToVisit } from './fanOut';

export interface PassOptions {
  /** The pass's clock (tests move it forward to outlive a lease). */
  now?: () => number;
  /** Stop taking new messages after this long. */
  budgetMs?: number;
  /** Messages handled at once per firm (by default from the firm's pace). */
  concurrency?: number;
  /** Only these firms (a test's own firm, beside the other tests' firms in one emulator). */
  firms?: string[];
  /** Jobs run at once (SEND_WORKERS by default). */
  workers?: number;
}

/** What a pass did: its firms' jobs' counts summed (FirmCounts says what each means). */
export interface PassReport extends Omit<FirmCounts, 'more'> {
  pass_id: string;
  /** Firms with due work. */
  firms: number;
  /** Jobs run, counting the ones a job handed on to. */
  jobs: number;
  /** Jobs that found their firm's job lease held by another job, and left it to that job. */
  busy: number;
  took_ms: number;
}

type Outcome = 'sent' | 'skipped' | 'retrying' | 'throttled' | 'failed' | 'taken_elsewhere' | 'released';
/** Outcomes after which the message is never taken again. */
const FINAL_OUTCOMES: (string | null | undefined)[] = ['sent', 'skipped', 'failed'];

type Candidate = QueryDocumentSnapshot<QueuedMessageDoc, QueuedMessageDoc>;
/** What recording an attempt's end changes on its message. */
type MessageChanges = Partial<
  Pick<QueuedMessageDoc, 'status' | 'reason' | 'available_at' | 'failures' | 'sent_at' | 'smtp_response' | 'tracked_links' | 'waiting'>
>;

/** What a pass reads once per firm. */
interface FirmSending {
  tenantId: string;
  firm: FirmForCheck;
  /** Logo, headshot and colour: every email goes through the one template. */
  brand: EmailBrand;
  /** Whether the firm counts opens: its emails then carry the pixel. */
  opensTracked: boolean;
  /** Each campaign's images, read once per pass. */
  campaignImages: Map<string, Promise<Map<string, ImageRef>>>;
  config: SendingConfig | null;
  /** Why this firm's mail cannot go out now, when it cannot. */
  setupProblem: string | null;
  mailer: Awaited<ReturnType<typeof createMailer>> | null;
}

/**
 * One delivery pass run here, as `npm run dev` and the tests run it: the tick finds the firms with
 * due work and their jobs run in this process, SEND_WORKERS at once (the same jobs Netlify runs as
 * background functions in production: fanOut.ts). Resolves when every job, and every job a job
 * handed on to, has ended, with their counts summed.
 */
export async function deliverDue(options: PassOptions = {}): Promise<PassReport> {
  const started = Date.now();
  const firms = await firmsWithDueWork(options);
  const jobs = await runJobsInProcess(firms, options.workers ?? serverEnv().SEND_WORKERS, {
    send: sendFirmDue,
    now: options.now,
    budgetMs: options.budgetMs,
    concurrency: options.concurrency,
  });
  const report: PassReport = {
    pass_id: randomUUID(),
    firms: firms.length,
    jobs: jobs.length,
    busy: 0,
    ...noCounts(),
    took_ms: 0,
  };
  for (const job of jobs) {
    if (job.outcome === 'busy') report.busy++;
    for (const key of COUNTED) report[key] += job[key];
  }
  report.took_ms = Date.now() - started;
  return report;
}

const COUNTED = ['due', 'sent', 'skipped', 'retrying', 'throttled', 'failed', 'taken_elsewhere', 'errors'] as const;

/** The most a job reads at once; it reads again until nothing is due or its time is up (the oldest due go first). */
const PAGE = 500;
/** Sends in flight at once for a firm, by default its per-second pace (a send takes about a second at worst), within these bounds. */
const MIN_CONCURRENCY = 2;
const MAX_CONCURRENCY = 20;

/**
 * A firm's job: starts its campaigns whose time has come, sends its due messages (each claimed
 * and leased, at the firm's pace) page by page until none is due or the budget is spent, then
 * marks finished campaigns sent. `more` says due work was left for the next job.
 */
export const sendFirmDue: SendFirm = async (tenantId, jobId, options) => {
  const clock = options.now ?? now;
  const started = Date.now();
  const counts = noCounts();
  // A job always settles something before it hands on, so a short budget still moves the firm forward.
  const overBudget = () => Date.now() - started > options.budgetMs && handled(counts) > 0;
  const db = await firestore();
  const { Timestamp } = await import('firebase-admin/firestore');
  // A campaign whose time has come gets its recipients' messages now, so they are due in this job.
  try {
    await startDueCampaigns(db, tenantId, clock());
  } catch (error) {
    counts.errors++;
    console.error(`send-job: firm ${tenantId}: campaigns not started:`, error);
  }
  // One firm's fault (unreadable settings, a failed write) ends its job, never another firm's.
  let firm: FirmSending | undefined;
  try {
    for (;;) {
      if (overBudget()) {
        counts.more = true;
        break;
      }
      // A subscription that ended stops the firm's mail, even in a job already running.
      if (await subscriptionEnded(tenantId)) break;
      const due = await store
        .queuedMessages(db, tenantId)
        .where('status', 'in', ['scheduled', 'sending'])
        .where('available_at', '<=', Timestamp.fromMillis(clock()))
        .orderBy('available_at')
        .limit(PAGE)
        .get();
      if (due.empty) break;
      counts.due += due.size;
      firm ??= await loadFirm(tenantId);
      const concurrency =
        options.concurrency ?? Math.min(MAX_CONCURRENCY, Math.max(MIN_CONCURRENCY, firm.config?.maxPerSecond ?? MIN_CONCURRENCY));
      const handledBefore = handled(counts);
      const queue = [...due.docs];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          if (overBudget()) return;
          try {
            const outcome = await deliverOne(db, firm!, next, jobId, clock);
            if (outcome !== 'released') counts[outcome]++;
          } catch (error) {
            counts.errors++;
            console.error(`send-job: message ${tenantId}/${next.id} failed:`, error);
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      if (queue.length > 0) {
        counts.more = true;
        break;
      }
      // Everything read was held by another job or put back: leave it to them and to the next tick.
      if (handled(counts) === handledBefore) break;
    }
  } catch (error) {
    counts.errors++;
    console.error(`send-job: firm ${tenantId} stopped:`, error);
  } finally {
    firm?.mailer?.close();
  }
  await finishCampaigns(db, tenantId, clock()).catch((error: unknown) => {
    counts.errors++;
    console.error(`send-job: firm ${tenantId}: campaigns not finished:`, error);
  });
  return counts;
};

/** Messages a job settled (for now): sent, skipped, failed, or set to wait. */
const handled = (c: FirmCounts) => c.sent + c.skipped + c.failed + c.retrying + c.throttled;

export const SMTP_PASSWORD_UNREADABLE = 'The saved SMTP password cannot be read: enter it again in Settings, Sending.';

async function loadFirm(tenantId: string): Promise<FirmSending> {
  const [firm, brand, opensCounted, config] = await Promise.all([
    firmForCheck(tenantId),
    firmBrand(tenantId),
    opensTracked(tenantId),
    // A password that no longer decrypts (the server secret changed) is the firm's to fix: say so on each message.
    readSendingConfig(tenantId).catch((error: unknown) => {
      console.error(`send-due: firm ${tenantId}: sending settings unreadable:`, error);
      return SMTP_PASSWORD_UNREADABLE;
    }),
  ]);
  const base = { tenantId, firm, brand, opensTracked: opensCounted, campaignImages: new Map() };
  if (typeof config === 'string') return { ...base, config: null, setupProblem: config, mailer: null };
  if (!config) return { ...base, config, setupProblem: SENDING_SETTINGS_MISSING, mailer: null };
  try {
    // The firm's own server or the platform's relay (signed with the firm's key), as its settings say.
    return { ...base, config, setupProblem: null, mailer: await createMailer(config) };
  } catch (error) {
    // A server we may not reach (its name now leads to a private address, or no longer resolves), or a
    // sending domain no longer verified: the firm's to fix.
    if (error instanceof SendingSetupError) return { ...base, config: null, setupProblem: error.message, mailer: null };
    throw error;
  }
}

/**
 * Takes the message's next attempt, or answers null when another sender holds it. An attempt
 * whose lease ran out without the message being leased (its sender died between the two
 * writes) is passed over, so a crash there cannot block the message for good.
 */
async function claim(message: Candidate, passId: string, now: number): Promise<number | null> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const leaseUntil = Timestamp.fromMillis(now + LEASE_MS);
  const attempts = store.attempts(message.ref);
  let attempt = message.data().attempts + 1;
  for (let tries = 0; ; tries++) {
    const ref = attempts.doc(String(attempt));
    try {
      await ref.create({ pass_id: passId, started_at: Timestamp.fromMillis(now), lease_until: leaseUntil, outcome: null });
      break;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    const held = (await ref.get()).data();
    if (tries >= 3 || held?.outcome || (held?.lease_until && held.lease_until.toMillis() > now)) return null;
    attempt++;
  }
  // The attempt before ours may have finished the message after the query read it: its outcome
  // is the record that counts, so a message already sent is never leased again.
  if (attempt > 1) {
    const previous = (await attempts.doc(String(attempt - 1)).get()).data();
    if (FINAL_OUTCOMES.includes(previous?.outcome)) {
      await attempts.doc(String(attempt)).update({ outcome: 'taken_elsewhere' });
      return null;
    }
  }
  await message.ref.update({
    status: 'sending',
    attempts: attempt,
    lease_until: leaseUntil,
    available_at: leaseUntil,
    waiting: null,
    updated_at: Timestamp.fromMillis(now),
  });
  return attempt;
}

async function deliverOne(db: Firestore, firm: FirmSending, candidate: Candidate, passId: string, clock: () => number): Promise<Outcome> {
  const attempt = await claim(candidate, passId, clock());
  if (attempt === null) return 'taken_elsewhere';
  const { Timestamp } = await import('firebase-admin/firestore');
  // Read again after claiming, with what it belongs to (its enrolment and sequence, or its
  // campaign) and its contact: the message may have been sent, paused or stopped, and the contact
  // may have unsubscribed, since the query read it.
  const queued = candidate.data();
  const [fresh, contactSnap] = await Promise.all([candidate.ref.get(), store.contacts(db, firm.tenantId).doc(queued.contact_id).get()]);
  const m = fresh.data()!;
  const attemptRef = store.attempts(candidate.ref).doc(String(attempt));
  const record = async (outcome: Outcome, fields: MessageChanges) => {
    const at = Timestamp.fromMillis(clock());
    await candidate.ref.update({ lease_until: null, updated_at: at, ...fields });
    await attemptRef.update({ outcome, finished_at: at, reason: fields.reason ?? null });
    return outcome;
  };
  if (m.attempts !== attempt || m.status !== 'sending') {
    await attemptRef.update({ outcome: 'taken_elsewhere' });
    return 'taken_elsewhere';
  }
  const skip = (reason: string) => record('skipped', { status: 'skipped', reason, available_at: null });
  const release = () => record('released', { status: 'scheduled', available_at: null, reason: null });

  let issue: Pick<Issue, 'subject' | 'preheader' | 'blocks'>;
  let sourceName: string;
  if (m.kind === 'campaign') {
    const campaign = (await store.campaigns(db, firm.tenantId).doc(m.campaign_id).get()).data();
    if (!campaign) return skip('The campaign was deleted.');
    if (campaign.status === 'paused') return release();
    if (campaign.status !== 'sending') return skip('The campaign is no longer sending.');
    issue = campaign;
    sourceName = campaign.name;
  } else {
    const [enrolmentSnap, sequenceSnap] = await Promise.all([
      store.enrolments(db, firm.tenantId).doc(m.enrolment_id).get(),
      store.sequences(db, firm.tenantId).doc(m.sequence_id).get(),
    ]);
    if (!sequenceSnap.exists) return skip('The sequence was deleted.');
    const enrolment = enrolmentSnap.data();
    if (!enrolment || enrolment.status === 'stopped') return skip('Sending was stopped.');
    if (enrolment.status === 'paused') return release();
    issue = emailAsIssue(m.subject, bodyHtmlToText(m.body_html));
    sourceName = (sequenceSnap.get('name') as string | undefined) ?? '';
  }

  const stored = contactSnap.data();
  if (!stored) return skip('The contact was deleted.');
  const contact = toRecipient(contactSnap.id, stored);
  const why = whyNotSendable(contact);
  if (why) return skip(why);

  // Merge fields filled for this reader: a field with no value and no fallback keeps the email here.
  const values = { ...firmMergeValues(firm.firm), ...contactMergeValues({ name: contact.name, city: stored.city }) };
  const resolved = resolveIssue(issue, values);
  if (resolved.missing.length > 0) {
    const fields = resolved.missing.map((key) => `{{${key}}}`).join(', ');
    return skip(`Merge field: ${fields} has no value for this contact and no fallback.`);
  }
  try {
    const findings = checkEmail(
      issueDraft(resolved.issue).draft,
      {
        audience: AUDIENCE_OF[contact.relationship] ?? 'subscriber',
        recipientState: contact.state ?? undefined,
        incidentDate: contact.incidentDate ?? undefined,
        isFirstMessage: m.kind === 'campaign' || m.position === 0,
      },
      firm.firm,
    );
    const blocking = findings.find((f) => f.severity === 'block');
    if (blocking) return skip(`Compliance: ${blocking.message}`);
  } catch (error) {
    if (error instanceof RangeError) return skip(`The contact’s incident date cannot be read: ${error.message}`);
    throw error;
  }

  if (!firm.config || !firm.mailer) return retryOrFail(m, record, firm.setupProblem ?? SENDING_SETTINGS_MISSING, clock);
  // Not enough lease left to finish: leave it for the next pass rather than risk two sends.
  if (m.lease_until!.toMillis() - clock() < sendWindowMs())
    return record('released', { status: 'scheduled', available_at: Timestamp.fromMillis(clock()) });

  const tracked = {
    tenantId: firm.tenantId,
    messageId: candidate.id,
    source: m.kind === 'campaign' ? ('campaign' as const) : ('sequence' as const),
    sourceId: m.kind === 'campaign' ? m.campaign_id : m.sequence_id,
    contactId: contact.id,
  };
  const unsubscribe = withMessage(
    unsubscribeUrl({ tenantId: firm.tenantId, emailKey: emailSuppressionKey(contact.email!), contactId: contact.id }),
    tracked,
  );
  const links = linkTracker(tracked);
  const images = m.kind === 'campaign' ? await imagesOfCampaign(firm, m.campaign_id, issue.blocks) : new Map<string, ImageRef>();
  const rendered = await renderEmail({
    issue: resolved.issue,
    firm: firm.firm,
    brand: firm.brand,
    images,
    contact: {},
    unsubscribeUrl: unsubscribe,
    advertisement: needsAdvertisementNotice(contact),
    wrapLink: links.wrap,
    openPixelUrl: firm.opensTracked ? openPixelUrl(tracked) : null,
  });
  if (!rendered.ok) return skip(`Merge field: ${rendered.missing.map((key) => `{{${key}}}`).join(', ')} has no value and no fallback.`);

  // The firm's provider's pace, shared with every other job of the firm, taken last so the send
  // leaves at its slot's time: a sender waits for its slot; a spent day holds the message until
  // the next day. Throttled is not failed.
  const turn = await takeTurn(db, firm.tenantId, firm.config, clock, m.lease_until!.toMillis() - sendWindowMs());
  if (!turn.ok && turn.reason === 'day') {
    return record('throttled', {
      status: 'scheduled',
      available_at: Timestamp.fromMillis(turn.until),
      waiting: 'throttled',
      reason: `Waiting for the daily limit: ${firm.config.maxPerDay!.toLocaleString('en-US')} messages a day (Settings, Sending); sends again from midnight UTC.`,
    });
  }
  if (!turn.ok) return record('released', { status: 'scheduled', available_at: Timestamp.fromMillis(clock()) });
  try {
    const info = await firm.mailer.sendMail(
      composeEmail({
        messageId: m.message_id,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        to: contact.email!,
        from: { name: firm.config.fromName, address: firm.config.fromAddress },
        unsubscribeUrl: unsubscribe,
      }),
    );
    const sentAt = clock();
    const outcome = await record('sent', {
      status: 'sent',
      sent_at: Timestamp.fromMillis(sentAt),
      available_at: null,
      reason: null,
      smtp_response: info.response ?? null,
      tracked_links: links.count,
    });
    // Sent is sent: a failure to count it is logged, never turned into a retry (a second send).
    await recordDelivered(tracked, m.message_id, rendered.subject, sentAt, sourceName).catch((error) =>
      console.error('Recording a delivery failed:', error),
    );
    return outcome;
  } catch (error) {
    if (isRecipientRejected(error)) {
      await markBounced(firm.tenantId, contact.id);
      return record('failed', { status: 'failed', available_at: null, reason: `The address bounced. ${describeSmtpError(error)}` });
    }
    return retryOrFail(m, record, describeSmtpError(error), clock);
  }
}

function imagesOfCampaign(firm: FirmSending, campaignId: string, blocks: Block[]): Promise<Map<string, ImageRef>> {
  let images = firm.campaignImages.get(campaignId);
  if (!images) {
    images = campaignImages(firm.tenantId, blocks);
    firm.campaignImages.set(campaignId, images);
  }
  return images;
}

/** A failure that may pass: wait and retry (RETRY_DELAYS_MS), then give up with the reason. */
async function retryOrFail(
  m: QueuedMessageDoc,
  record: (o: Outcome, f: MessageChanges) => Promise<Outcome>,
  reason: string,
  clock: () => number,
) {
  const { Timestamp } = await import('firebase-admin/firestore');
  const failures = m.failures + 1;
  const delay = RETRY_DELAYS_MS[failures - 1];
  if (delay === undefined) return record('failed', { status: 'failed', failures, available_at: null, reason });
  return record('retrying', {
    status: 'scheduled',
    waiting: 'retry',
    failures,
    available_at: Timestamp.fromMillis(clock() + delay),
    reason: `Will retry: ${reason}`,
  });
}
