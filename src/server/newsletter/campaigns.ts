import { createHash } from 'node:crypto';
import type { Firestore, Timestamp, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { checkEmail } from '#shared/compliance/index';
import type { FirmForCheck } from '#shared/compliance/types';
import {
  type Approval,
  type Campaign,
  type CampaignActivity,
  type CampaignProgress,
  type CampaignStatus,
  type CampaignSummary,
  DELETABLE_STATUSES,
  EDITABLE_STATUSES,
  type Person,
  SCHEDULE_IN_PAST,
  type ScheduleInput,
} from '#shared/newsletter/campaigns';
import type { Block, CampaignInput, Issue } from '#shared/newsletter/issue';
import { issueDraft, placeFindings, type PlacedFinding } from '#shared/newsletter/issueText';
import { EVERYONE, NO_FILTER, type SegmentDefinition } from '#shared/newsletter/segments';
import type { SendDay } from '#shared/newsletter/settings';
import type { SignedInAttorney } from '../auth';
import { Conflict, Invalid, NotFound, Refused } from '../errors';
import { firestore, isRecordId, writeTime } from '../firebase';
import { now } from '../clock';
import { requireSendingReady } from '../sending/readiness';
import type { CampaignDoc } from '../store/documents';
import * as store from '../store/collections';
import { SUBSCRIPTION_ENDED_MESSAGE, subscriptionEnded } from '../backoffice/subscriptionEnded';
import { resolveAudience } from './audience';
import { refusalMessageFor } from './compliance';
import { requireImages } from './images';
import { inFirmTime, nextSendTime } from './schedule';
import { readSegment } from './segments';
import { readNewsletterValues } from './settings';

/** How a missing (or another firm's) segment is named when an issue is saved with it. */
const AUDIENCE_SEGMENT = 'The audience segment';

/**
 * Campaigns: tenants/{t}/campaigns/{id}, each an issue (subject, preheader, blocks), its
 * audience, its state and the record of who did what (tenants/{t}/campaigns/{id}/activity).
 * Every write checks the state it starts from inside a transaction, so two people acting at
 * once cannot, say, approve an issue the other just edited. See docs/newsletter.md.
 */

export const CAMPAIGN_NOT_FOUND = 'That campaign';

export const CHANGED_SINCE_REVIEW = 'The issue changed since you opened it: review the current version, then approve it again.';

type Content = Pick<CampaignInput, 'subject' | 'preheader' | 'blocks' | 'segment_id'>;

/** Keys sorted at every level: the same content always hashes the same, whatever order its fields were written in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** What an approval is of: the words and images (subject, preheader, blocks) and who they go to. */
export function contentHash(content: Content): string {
  const { subject, preheader, blocks, segment_id } = content;
  return createHash('sha256')
    .update(JSON.stringify(canonical({ subject, preheader, blocks, segment_id })))
    .digest('hex');
}

export function personOf(user: SignedInAttorney): Person {
  return { uid: user.uid, name: user.fullName || user.name || user.email, email: user.email };
}

const iso = (t: { toDate(): Date } | null | undefined) => (t ? t.toDate().toISOString() : null);

/** The findings of an issue for a newsletter's readers (subscribers), placed on their blocks. */
export function issueFindings(issue: Pick<Issue, 'subject' | 'preheader' | 'blocks'>, firm: FirmForCheck): PlacedFinding[] {
  const { draft, spans } = issueDraft(issue);
  return placeFindings(checkEmail(draft, { audience: 'subscriber' }, firm), spans);
}

/** 422: the issue has a blocking finding; carries every finding, placed on its block, for the editor to mark (a CampaignRefusal). */
export class CampaignComplianceRefusal extends Refused {
  constructor(
    readonly findings: PlacedFinding[],
    blocks: readonly Pick<Block, 'id' | 'type'>[],
  ) {
    super(refusalMessageFor(findings, blocks), { findings });
  }
}

function checkedFindings(issue: Pick<Issue, 'subject' | 'preheader' | 'blocks'>, firm: FirmForCheck): PlacedFinding[] {
  const findings = issueFindings(issue, firm);
  if (findings.some((placed) => placed.finding.severity === 'block')) throw new CampaignComplianceRefusal(findings, issue.blocks);
  return findings;
}

/** What every write checks before it touches the store: the audience and the images are the firm's, the words pass. */
async function checkContent(user: SignedInAttorney, input: CampaignInput, firm: FirmForCheck): Promise<PlacedFinding[]> {
  if (input.segment_id !== null) await readSegment(user.tenantId, input.segment_id, AUDIENCE_SEGMENT);
  const images = input.blocks.flatMap((block, i) =>
    block.type === 'image' ? [{ id: block.asset_id, what: `Block ${i + 1} (Image)` }] : [],
  );
  if (images.length > 0) await requireImages(user.tenantId, images);
  return checkedFindings(input, firm);
}

function addActivity(writer: WriteBatch | Transaction, ref: store.Doc<CampaignDoc>, by: Person | null, action: string, at: Timestamp) {
  writer.create(store.campaignActivity(ref).doc(), { at, by, action });
}

function contentFields(input: CampaignInput) {
  return {
    name: input.name,
    subject: input.subject,
    preheader: input.preheader,
    blocks: input.blocks,
    segment_id: input.segment_id,
    content_hash: contentHash(input),
  };
}

async function audienceNames(db: Firestore, tenantId: string): Promise<Map<string, string>> {
  const snap = await store.segments(db, tenantId).select('name').get();
  return new Map(snap.docs.map((doc) => [doc.id, String(doc.get('name'))]));
}

const COUNTED = ['scheduled', 'sending', 'sent', 'skipped', 'failed'] as const;

/** Where sending stands, counted from the campaign's messages (a few count queries, never a scan). */
export async function liveProgress(db: Firestore, tenantId: string, id: string, d: CampaignDoc): Promise<CampaignProgress> {
  const counts = await Promise.all(
    COUNTED.map(async (status) => {
      const snap = await store.campaignMessages(db, tenantId).where('campaign_id', '==', id).where('status', '==', status).count().get();
      return snap.data().count;
    }),
  );
  const [scheduled, sending, sent, skipped, failed] = counts as [number, number, number, number, number];
  const waiting = (why: 'throttled' | 'retry') =>
    store
      .campaignMessages(db, tenantId)
      .where('campaign_id', '==', id)
      .where('status', '==', 'scheduled')
      .where('waiting', '==', why)
      .count()
      .get()
      .then((snap) => snap.data().count);
  const [throttled, retrying] = await Promise.all([waiting('throttled'), waiting('retry')]);
  return {
    recipients: d.recipient_count ?? 0,
    scheduled: scheduled + sending,
    throttled,
    retrying,
    sent,
    skipped,
    failed,
    skipped_reasons: d.counts?.skipped_reasons ?? [],
    not_sendable: d.not_sendable ?? [],
  };
}

async function progressOf(db: Firestore, tenantId: string, id: string, d: CampaignDoc): Promise<CampaignProgress | null> {
  if (d.status === 'sent' && d.counts) {
    return { ...d.counts, throttled: 0, retrying: 0, recipients: d.recipient_count ?? 0, not_sendable: d.not_sendable ?? [] };
  }
  if (d.status === 'sending' || d.status === 'paused' || d.status === 'sent') return liveProgress(db, tenantId, id, d);
  return null;
}

function toSummary(id: string, d: CampaignDoc, audiences: Map<string, string>, progress: CampaignProgress | null): CampaignSummary {
  return {
    id,
    name: d.name,
    subject: d.subject,
    status: d.status,
    segment_id: d.segment_id,
    audience: d.segment_id ? (audiences.get(d.segment_id) ?? d.segment_name ?? 'A deleted segment') : EVERYONE,
    scheduled_at: iso(d.scheduled_at),
    started_at: iso(d.started_at),
    finished_at: iso(d.finished_at),
    progress,
    approval: d.approval ? ({ ...d.approval, at: iso(d.approval.at) } as Approval) : null,
    created_at: iso(d.created_at)!,
    updated_at: iso(d.updated_at)!,
    updated_by: d.updated_by,
  };
}

export async function listCampaigns(user: SignedInAttorney): Promise<CampaignSummary[]> {
  const db = await firestore();
  const [snap, audiences] = await Promise.all([
    store
      .campaigns(db, user.tenantId)
      .orderBy('created_at', 'desc')
      .select(...SUMMARY_FIELDS)
      .get(),
    audienceNames(db, user.tenantId),
  ]);
  return Promise.all(
    snap.docs.map(async (doc) => {
      // The list reads the summary's fields only, with the campaign's defaults for the rest.
      const campaign = store.projectedCampaign(doc);
      return toSummary(doc.id, campaign, audiences, await progressOf(db, user.tenantId, doc.id, campaign));
    }),
  );
}

const SUMMARY_FIELDS = [
  'name',
  'subject',
  'status',
  'segment_id',
  'segment_name',
  'scheduled_at',
  'started_at',
  'finished_at',
  'approval',
  'recipient_count',
  'not_sendable',
  'counts',
  'created_at',
  'updated_at',
  'updated_by',
];

async function owned(db: Firestore, tenantId: string, id: string) {
  if (!isRecordId(id)) throw NotFound.of(CAMPAIGN_NOT_FOUND);
  const ref = store.campaigns(db, tenantId).doc(id);
  const campaign = (await ref.get()).data();
  if (!campaign) throw NotFound.of(CAMPAIGN_NOT_FOUND);
  return { ref, campaign };
}

export async function getCampaign(user: SignedInAttorney, id: string, firm?: FirmForCheck): Promise<Campaign> {
  const db = await firestore();
  const { ref, campaign: d } = await owned(db, user.tenantId, id);
  const [audiences, activity, progress] = await Promise.all([
    audienceNames(db, user.tenantId),
    store.campaignActivity(ref).orderBy('at', 'desc').limit(30).get(),
    progressOf(db, user.tenantId, id, d),
  ]);
  return {
    ...toSummary(id, d, audiences, progress),
    preheader: d.preheader,
    blocks: d.blocks,
    content_hash: d.content_hash,
    approval_requested: d.approval_requested ? { ...d.approval_requested, at: iso(d.approval_requested.at)! } : null,
    findings: firm ? issueFindings(d, firm) : d.findings,
    activity: activity.docs.map((doc): CampaignActivity => {
      const entry = doc.data();
      return { at: iso(entry.at)!, by: entry.by, action: entry.action };
    }),
  };
}

export async function createCampaign(
  user: SignedInAttorney,
  input: CampaignInput,
  firm: FirmForCheck,
  action = 'Created',
): Promise<Campaign> {
  const findings = await checkContent(user, input, firm);
  const db = await firestore();
  const now = await writeTime();
  const ref = store.campaigns(db, user.tenantId).doc();
  const by = personOf(user);
  const batch = db.batch();
  batch.create(ref, {
    ...contentFields(input),
    status: 'draft',
    findings,
    approval: null,
    approval_requested: null,
    scheduled_at: null,
    started_at: null,
    finished_at: null,
    created_by: by,
    created_at: now,
    updated_by: by,
    updated_at: now,
  });
  addActivity(batch, ref, by, action, now);
  await batch.commit();
  return getCampaign(user, ref.id);
}

const NOT_EDITABLE: Partial<Record<CampaignStatus, string>> = {
  sending: 'This issue is being sent: it can no longer be changed. Pause it to stop what has not gone out yet.',
  paused: 'This issue has started sending: it can no longer be changed.',
  sent: 'This issue was sent: it can no longer be changed. Duplicate it to start a new one from it.',
};

/**
 * Replaces the content. Any edit of an issue that was waiting for approval, approved or
 * scheduled returns it to draft: the approval was of other words, and a schedule needs one.
 */
export async function updateCampaign(user: SignedInAttorney, id: string, input: CampaignInput, firm: FirmForCheck): Promise<Campaign> {
  const findings = await checkContent(user, input, firm);
  const db = await firestore();
  const now = await writeTime();
  const by = personOf(user);
  await db.runTransaction(async (tx) => {
    if (!isRecordId(id)) throw NotFound.of(CAMPAIGN_NOT_FOUND);
    const ref = store.campaigns(db, user.tenantId).doc(id);
    const stored = (await tx.get(ref)).data();
    if (!stored) throw NotFound.of(CAMPAIGN_NOT_FOUND);
    const status = stored.status;
    if (!EDITABLE_STATUSES.includes(status)) throw new Conflict(NOT_EDITABLE[status]!);
    const fields = contentFields(input);
    const changed = fields.content_hash !== stored.content_hash || fields.name !== stored.name;
    if (!changed) return;
    const backToDraft = fields.content_hash !== stored.content_hash && status !== 'draft';
    tx.update(ref, {
      ...fields,
      findings,
      ...(backToDraft
        ? { status: 'draft' as const, approval: null, approval_requested: null, scheduled_at: null, schedule_kind: null }
        : {}),
      updated_by: by,
      updated_at: now,
    });
    addActivity(
      tx,
      ref,
      by,
      backToDraft ? `Edited: back to draft${status === 'scheduled' ? ', schedule cancelled' : ''} (it needs approval again)` : 'Edited',
      now,
    );
  });
  return getCampaign(user, id);
}

export async function duplicateCampaign(user: SignedInAttorney, id: string, firm: FirmForCheck): Promise<Campaign> {
  const db = await firestore();
  const { campaign: d } = await owned(db, user.tenantId, id);
  // The audience is kept only if its segment still exists.
  const segmentExists = d.segment_id ? (await store.segments(db, user.tenantId).doc(d.segment_id).get()).exists : false;
  const name = `Copy of ${d.name || d.subject}`.slice(0, 120);
  return createCampaign(
    user,
    { name, subject: d.subject, preheader: d.preheader, blocks: d.blocks, segment_id: segmentExists ? d.segment_id : null },
    firm,
    `Created as a copy of “${d.subject}”`,
  );
}

export async function deleteCampaign(user: SignedInAttorney, id: string): Promise<void> {
  const db = await firestore();
  await db.runTransaction(async (tx) => {
    if (!isRecordId(id)) throw NotFound.of(CAMPAIGN_NOT_FOUND);
    const ref = store.campaigns(db, user.tenantId).doc(id);
    const stored = (await tx.get(ref)).data();
    if (!stored) throw NotFound.of(CAMPAIGN_NOT_FOUND);
    if (!DELETABLE_STATUSES.includes(stored.status)) {
      throw new Conflict(
        'Only drafts can be deleted. Edit this issue to return it to draft first, or keep it: sent issues stay on record.',
      );
    }
    const activity = await tx.get(store.campaignActivity(ref));
    for (const doc of activity.docs) tx.delete(doc.ref);
    tx.delete(ref);
  });
}

/** What a transition changes. */
type CampaignChanges = Partial<Pick<CampaignDoc, 'status' | 'approval' | 'approval_requested' | 'scheduled_at' | 'schedule_kind'>>;

/** A transition: the campaign is read in a transaction, `check` refuses what may not happen, `change` says what does. */
async function transition(
  user: SignedInAttorney,
  id: string,
  step: (
    d: CampaignDoc,
    now: Timestamp,
  ) => { fields: CampaignChanges; action: string } | Promise<{ fields: CampaignChanges; action: string }>,
): Promise<void> {
  const db = await firestore();
  const now = await writeTime();
  const by = personOf(user);
  await db.runTransaction(async (tx) => {
    if (!isRecordId(id)) throw NotFound.of(CAMPAIGN_NOT_FOUND);
    const ref = store.campaigns(db, user.tenantId).doc(id);
    const stored = (await tx.get(ref)).data();
    if (!stored) throw NotFound.of(CAMPAIGN_NOT_FOUND);
    const { fields, action } = await step(stored, now);
    tx.update(ref, { ...fields, updated_by: by, updated_at: now });
    addActivity(tx, ref, by, action, now);
  });
}

const STATE_WORDS: Record<CampaignStatus, string> = {
  draft: 'is a draft',
  awaiting_approval: 'is awaiting approval',
  approved: 'is approved',
  scheduled: 'is scheduled',
  sending: 'is being sent',
  paused: 'is paused while sending',
  sent: 'was sent',
};

const refuse = (d: CampaignDoc, what: string) => new Conflict(`This issue ${STATE_WORDS[d.status]}: it cannot ${what}.`);

export async function requestApproval(user: SignedInAttorney, id: string) {
  await transition(user, id, (d, now) => {
    if (d.status !== 'draft') throw refuse(d, 'be sent for approval');
    return { fields: { status: 'awaiting_approval', approval_requested: { by: personOf(user), at: now } }, action: 'Sent for approval' };
  });
}

/** Approval by someone signed in at the firm, of the exact content they reviewed (its hash), which must still pass the check. */
export async function approveCampaign(user: SignedInAttorney, id: string, reviewedHash: string, firm: FirmForCheck) {
  // Another firm's issue is missing (404) before anything is said about this firm's sending.
  await owned(await firestore(), user.tenantId, id);
  await requireSendingReady(user.tenantId);
  await transition(user, id, (d, now) => {
    if (d.status !== 'draft' && d.status !== 'awaiting_approval') throw refuse(d, 'be approved');
    if (reviewedHash !== d.content_hash || contentHash(d) !== d.content_hash) throw new Conflict(CHANGED_SINCE_REVIEW);
    checkedFindings(d, firm);
    return {
      fields: { status: 'approved', approval: { by: personOf(user), at: now, content_hash: d.content_hash } },
      action: 'Approved',
    };
  });
}

/** Withdraws an approval (or a request for one): back to draft. */
export async function returnToDraft(user: SignedInAttorney, id: string) {
  await transition(user, id, (d) => {
    if (d.status !== 'approved' && d.status !== 'awaiting_approval')
      throw refuse(d, 'return to draft; cancel its schedule first if it has one');
    return { fields: { status: 'draft', approval: null, approval_requested: null }, action: 'Returned to draft' };
  });
}

/** How far ahead an issue may be scheduled. */
const SCHEDULE_HORIZON_MS = 366 * 24 * 60 * 60 * 1000;
/** A chosen time a moment in the past (the form was open a while) still means "as soon as possible". */
const PAST_TOLERANCE_MS = 60 * 1000;

/**
 * Schedules an approved issue: the firm's next send day and hour (in its time zone) by default,
 * a chosen time, or now. Refused when the approval is not of the content as it is, when sending
 * is not set up, or when nobody in the audience may receive it.
 */
export async function scheduleCampaign(user: SignedInAttorney, id: string, input: ScheduleInput): Promise<{ scheduled_at: string }> {
  const db = await firestore();
  const { campaign: d } = await owned(db, user.tenantId, id);
  if (d.status !== 'approved')
    throw refuse(d, d.status === 'draft' || d.status === 'awaiting_approval' ? 'be scheduled before it is approved' : 'be scheduled');
  const nowMs = now();
  const { values } = await readNewsletterValues(user.tenantId);
  let at: Date;
  if (input.when === 'now') at = new Date(nowMs);
  else if (input.when === 'next') at = nextSendTime(values.send_day as SendDay, values.send_hour, values.time_zone, new Date(nowMs));
  else {
    at = new Date(input.at!);
    if (at.getTime() < nowMs - PAST_TOLERANCE_MS) throw new Invalid(SCHEDULE_IN_PAST, 'at');
    if (at.getTime() > nowMs + SCHEDULE_HORIZON_MS) throw new Invalid('Schedule at most a year ahead.', 'at');
    if (at.getTime() < nowMs) at = new Date(nowMs);
  }
  await requireSendingReady(user.tenantId);
  if (await subscriptionEnded(user.tenantId)) throw new Conflict(SUBSCRIPTION_ENDED_MESSAGE);
  const definition: SegmentDefinition = d.segment_id
    ? await readSegment(user.tenantId, d.segment_id, 'The segment this issue goes to')
    : EVERYONE_DEFINITION;
  const audience = await resolveAudience(user.tenantId, definition);
  if (audience.recipients.length === 0) {
    throw new Conflict(
      'Nobody in this audience can receive email (each is unsubscribed, do not contact, bounced or without an address). Choose another audience.',
    );
  }
  const { Timestamp } = await import('firebase-admin/firestore');
  await transition(user, id, (fresh) => {
    if (fresh.status !== 'approved') throw refuse(fresh, 'be scheduled');
    if (fresh.approval?.content_hash !== fresh.content_hash) throw new Conflict(CHANGED_SINCE_REVIEW);
    const when = input.when === 'now' ? 'to send now' : `for ${inFirmTime(at, values.time_zone)}`;
    return {
      fields: { status: 'scheduled', scheduled_at: Timestamp.fromDate(at), schedule_kind: input.when },
      action: `Scheduled ${when}`,
    };
  });
  // The delivery pass visits firms with something to send.
  await store.tenant(db, user.tenantId).set({ sends_mail: true }, { merge: true });
  return { scheduled_at: at.toISOString() };
}

export const EVERYONE_DEFINITION: SegmentDefinition = { filter: NO_FILTER, cities: [], zip_codes: [] };

export async function cancelSchedule(user: SignedInAttorney, id: string) {
  await transition(user, id, (d) => {
    if (d.status === 'sending' || d.status === 'paused')
      throw new Conflict('This issue has started sending: pause it to hold what has not gone out yet.');
    if (d.status !== 'scheduled') throw refuse(d, 'be cancelled: it is not scheduled');
    return { fields: { status: 'approved', scheduled_at: null, schedule_kind: null }, action: 'Schedule cancelled' };
  });
}

/**
 * Pause holds every message not yet sent (the pass also re-reads the campaign before each send);
 * resume makes them due again at once.
 */
export async function changeSending(user: SignedInAttorney, id: string, action: 'pause' | 'resume') {
  await transition(user, id, (d) => {
    if (action === 'pause' && d.status !== 'sending') throw refuse(d, 'be paused: only an issue that is being sent can');
    if (action === 'resume' && d.status !== 'paused') throw refuse(d, 'be resumed: it is not paused');
    return {
      fields: { status: action === 'pause' ? 'paused' : 'sending' },
      action: action === 'pause' ? 'Sending paused' : 'Sending resumed',
    };
  });
  const db = await firestore();
  const now = await writeTime();
  const waiting = await store
    .campaignMessages(db, user.tenantId)
    .where('campaign_id', '==', id)
    .where('status', '==', 'scheduled')
    .select()
    .get();
  for (let i = 0; i < waiting.docs.length; i += 400) {
    const batch = db.batch();
    for (const doc of waiting.docs.slice(i, i + 400))
      batch.update(doc.ref, { available_at: action === 'pause' ? null : now, updated_at: now });
    await batch.commit();
  }
}

/** Notes something done with a campaign that changes nothing in it (a proof sent). */
export async function recordActivity(user: SignedInAttorney, id: string, action: string) {
  const db = await firestore();
  const { ref } = await owned(db, user.tenantId, id);
  await store.campaignActivity(ref).add({ at: await writeTime(), by: personOf(user), action });
}
