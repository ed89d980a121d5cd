import { createHash } from 'node:crypto';
import type { DocumentData, DocumentReference, Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { checkEmail } from '#shared/compliance/index';
import type { FirmForCheck } from '#shared/compliance/types';
import {
  type Approval,
  type Campaign,
  type CampaignActivity,
  type CampaignProgress,
  type CampaignRefusal,
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
import { SENDING_SETTINGS_MISSING } from '#shared/schemas/sendingSettings';
import type { SignedInAttorney } from '../auth';
import { refusalMessageFor } from './compliance';
import { firestore, isRecordId, writeTime } from '../firebase';
import { HttpError, json, notFound } from '../http';
import { readSendingConfig } from '../sendingSettings';
import { messagesOf, SENDS_MAIL } from '../sending/enrolments';
import { SUBSCRIPTION_ENDED_MESSAGE, subscriptionEnded } from '../backoffice/subscriptionEnded';
import { resolveAudience } from './audience';
import { requireImages } from './images';
import { readSegment, segmentsOf } from './segments';

/** How a missing (or another firm's) segment is named when an issue is saved with it. */
const AUDIENCE_SEGMENT = 'The audience segment';
import { readNewsletterValues } from './settings';
import { inFirmTime, nextSendTime } from './schedule';

/**
 * Campaigns: tenants/{t}/campaigns/{id}, each an issue (subject, preheader, blocks), its
 * audience, its state and the record of who did what (tenants/{t}/campaigns/{id}/activity).
 * Every write checks the state it starts from inside a transaction, so two people acting at
 * once cannot, say, approve an issue the other just edited. See docs/newsletter.md.
 */

export const CAMPAIGN_NOT_FOUND = 'That campaign';
export const campaignsOf = (db: Firestore, tenantId: string) => db.collection(`tenants/${tenantId}/campaigns`);
const activityOf = (ref: DocumentReference) => ref.collection('activity');

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

/** 422: the issue has a blocking finding; carries every finding, placed on its block, for the editor to mark. */
export class CampaignComplianceRefusal extends HttpError {
  constructor(
    readonly findings: PlacedFinding[],
    blocks: readonly Pick<Block, 'id' | 'type'>[],
  ) {
    super(422, refusalMessageFor(findings, blocks));
  }

  toResponse(): Response {
    return json({ error: this.message, findings: this.findings } satisfies CampaignRefusal, this.status);
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

function addActivity(
  writer: WriteBatch | Transaction,
  ref: DocumentReference,
  by: Person | null,
  action: string,
  at: FirebaseFirestore.Timestamp,
) {
  writer.create(activityOf(ref).doc(), { at, by, action });
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
  const snap = await segmentsOf(db, tenantId).select('name').get();
  return new Map(snap.docs.map((doc) => [doc.id, doc.get('name') as string]));
}

const COUNTED = ['scheduled', 'sending', 'sent', 'skipped', 'failed'] as const;

/** Where sending stands, counted from the campaign's messages (a few count queries, never a scan). */
export async function liveProgress(db: Firestore, tenantId: string, id: string, d: DocumentData): Promise<CampaignProgress> {
  const counts = await Promise.all(
    COUNTED.map(async (status) => {
      const snap = await messagesOf(db, tenantId).where('campaign_id', '==', id).where('status', '==', status).count().get();
      return snap.data().count;
    }),
  );
  const [scheduled, sending, sent, skipped, failed] = counts as [number, number, number, number, number];
  return {
    recipients: d.recipient_count ?? 0,
    scheduled: scheduled + sending,
    sent,
    skipped,
    failed,
    skipped_reasons: d.counts?.skipped_reasons ?? [],
    not_sendable: d.not_sendable ?? [],
  };
}

async function progressOf(db: Firestore, tenantId: string, id: string, d: DocumentData): Promise<CampaignProgress | null> {
  if (d.status === 'sent' && d.counts) return { ...d.counts, recipients: d.recipient_count ?? 0, not_sendable: d.not_sendable ?? [] };
  if (d.status === 'sending' || d.status === 'paused' || d.status === 'sent') return liveProgress(db, tenantId, id, d);
  return null;
}

function toSummary(id: string, d: DocumentData, audiences: Map<string, string>, progress: CampaignProgress | null): CampaignSummary {
  return {
    id,
    name: d.name ?? '',
    subject: d.subject,
    status: d.status,
    segment_id: d.segment_id ?? null,
    audience: d.segment_id ? (audiences.get(d.segment_id) ?? d.segment_name ?? 'A deleted segment') : EVERYONE,
    scheduled_at: iso(d.scheduled_at),
    started_at: iso(d.started_at),
    finished_at: iso(d.finished_at),
    progress,
    approval: d.approval ? ({ ...d.approval, at: iso(d.approval.at) } as Approval) : null,
    created_at: iso(d.created_at)!,
    updated_at: iso(d.updated_at)!,
    updated_by: d.updated_by ?? null,
  };
}

export async function listCampaigns(user: SignedInAttorney): Promise<CampaignSummary[]> {
  const db = await firestore();
  const [snap, audiences] = await Promise.all([
    campaignsOf(db, user.tenantId)
      .orderBy('created_at', 'desc')
      .select(...SUMMARY_FIELDS)
      .get(),
    audienceNames(db, user.tenantId),
  ]);
  return Promise.all(
    snap.docs.map(async (doc) => toSummary(doc.id, doc.data(), audiences, await progressOf(db, user.tenantId, doc.id, doc.data()))),
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
  if (!isRecordId(id)) throw notFound(CAMPAIGN_NOT_FOUND);
  const ref = campaignsOf(db, tenantId).doc(id);
  const snap = await ref.get();
  if (!snap.exists) throw notFound(CAMPAIGN_NOT_FOUND);
  return { ref, snap };
}

export async function getCampaign(user: SignedInAttorney, id: string, firm?: FirmForCheck): Promise<Campaign> {
  const db = await firestore();
  const { ref, snap } = await owned(db, user.tenantId, id);
  const d = snap.data()!;
  const [audiences, activity, progress] = await Promise.all([
    audienceNames(db, user.tenantId),
    activityOf(ref).orderBy('at', 'desc').limit(30).get(),
    progressOf(db, user.tenantId, id, d),
  ]);
  return {
    ...toSummary(id, d, audiences, progress),
    preheader: d.preheader ?? '',
    blocks: d.blocks as Block[],
    content_hash: d.content_hash,
    approval_requested: d.approval_requested ? { ...d.approval_requested, at: iso(d.approval_requested.at) } : null,
    findings: firm ? issueFindings(d as Issue, firm) : (d.findings ?? []),
    activity: activity.docs.map((doc): CampaignActivity => ({
      at: iso(doc.get('at'))!,
      by: doc.get('by') ?? null,
      action: doc.get('action'),
    })),
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
  const ref = campaignsOf(db, user.tenantId).doc();
  const by = personOf(user);
  const batch = db.batch();
  batch.create(ref, {
    ...contentFields(input),
    status: 'draft' satisfies CampaignStatus,
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
    if (!isRecordId(id)) throw notFound(CAMPAIGN_NOT_FOUND);
    const ref = campaignsOf(db, user.tenantId).doc(id);
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(CAMPAIGN_NOT_FOUND);
    const status = snap.get('status') as CampaignStatus;
    if (!EDITABLE_STATUSES.includes(status)) throw new HttpError(409, NOT_EDITABLE[status]!);
    const fields = contentFields(input);
    const changed = fields.content_hash !== snap.get('content_hash') || fields.name !== snap.get('name');
    if (!changed) return;
    const backToDraft = fields.content_hash !== snap.get('content_hash') && status !== 'draft';
    tx.update(ref, {
      ...fields,
      findings,
      ...(backToDraft ? { status: 'draft', approval: null, approval_requested: null, scheduled_at: null, schedule_kind: null } : {}),
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
  const { snap } = await owned(db, user.tenantId, id);
  const d = snap.data()!;
  // The audience is kept only if its segment still exists.
  const segmentExists = d.segment_id ? (await segmentsOf(db, user.tenantId).doc(d.segment_id).get()).exists : false;
  const name = `Copy of ${d.name || d.subject}`.slice(0, 120);
  return createCampaign(
    user,
    { name, subject: d.subject, preheader: d.preheader ?? '', blocks: d.blocks, segment_id: segmentExists ? d.segment_id : null },
    firm,
    `Created as a copy of “${d.subject}”`,
  );
}

export async function deleteCampaign(user: SignedInAttorney, id: string): Promise<void> {
  const db = await firestore();
  await db.runTransaction(async (tx) => {
    if (!isRecordId(id)) throw notFound(CAMPAIGN_NOT_FOUND);
    const ref = campaignsOf(db, user.tenantId).doc(id);
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(CAMPAIGN_NOT_FOUND);
    if (!DELETABLE_STATUSES.includes(snap.get('status'))) {
      throw new HttpError(
        409,
        'Only drafts can be deleted. Edit this issue to return it to draft first, or keep it: sent issues stay on record.',
      );
    }
    const activity = await tx.get(activityOf(ref));
    for (const doc of activity.docs) tx.delete(doc.ref);
    tx.delete(ref);
  });
}

/** A transition: the campaign is read in a transaction, `check` refuses what may not happen, `change` says what does. */
async function transition(
  user: SignedInAttorney,
  id: string,
  step: (
    d: DocumentData,
    now: FirebaseFirestore.Timestamp,
  ) => { fields: DocumentData; action: string } | Promise<{ fields: DocumentData; action: string }>,
): Promise<void> {
  const db = await firestore();
  const now = await writeTime();
  const by = personOf(user);
  await db.runTransaction(async (tx) => {
    if (!isRecordId(id)) throw notFound(CAMPAIGN_NOT_FOUND);
    const ref = campaignsOf(db, user.tenantId).doc(id);
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(CAMPAIGN_NOT_FOUND);
    const { fields, action } = await step(snap.data()!, now);
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

const refuse = (d: DocumentData, what: string) =>
  new HttpError(409, `This issue ${STATE_WORDS[d.status as CampaignStatus]}: it cannot ${what}.`);

export async function requestApproval(user: SignedInAttorney, id: string) {
  await transition(user, id, (d, now) => {
    if (d.status !== 'draft') throw refuse(d, 'be sent for approval');
    return { fields: { status: 'awaiting_approval', approval_requested: { by: personOf(user), at: now } }, action: 'Sent for approval' };
  });
}

/** Approval by someone signed in at the firm, of the exact content they reviewed (its hash), which must still pass the check. */
export async function approveCampaign(user: SignedInAttorney, id: string, reviewedHash: string, firm: FirmForCheck) {
  await transition(user, id, (d, now) => {
    if (d.status !== 'draft' && d.status !== 'awaiting_approval') throw refuse(d, 'be approved');
    if (reviewedHash !== d.content_hash || contentHash(d as Content) !== d.content_hash) throw new HttpError(409, CHANGED_SINCE_REVIEW);
    checkedFindings(d as Issue, firm);
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
  const { snap } = await owned(db, user.tenantId, id);
  const d = snap.data()!;
  if (d.status !== 'approved')
    throw refuse(d, d.status === 'draft' || d.status === 'awaiting_approval' ? 'be scheduled before it is approved' : 'be scheduled');
  const nowMs = Date.now();
  const { values } = await readNewsletterValues(user.tenantId);
  let at: Date;
  if (input.when === 'now') at = new Date(nowMs);
  else if (input.when === 'next') at = nextSendTime(values.send_day as SendDay, values.send_hour, values.time_zone, new Date(nowMs));
  else {
    at = new Date(input.at!);
    if (at.getTime() < nowMs - PAST_TOLERANCE_MS) throw new HttpError(400, SCHEDULE_IN_PAST);
    if (at.getTime() > nowMs + SCHEDULE_HORIZON_MS) throw new HttpError(400, 'Schedule at most a year ahead.');
    if (at.getTime() < nowMs) at = new Date(nowMs);
  }
  if (!(await readSendingConfig(user.tenantId))) throw new HttpError(409, SENDING_SETTINGS_MISSING);
  if (await subscriptionEnded(user.tenantId)) throw new HttpError(409, SUBSCRIPTION_ENDED_MESSAGE);
  const definition: SegmentDefinition = d.segment_id
    ? await readSegment(user.tenantId, d.segment_id, 'The segment this issue goes to')
    : EVERYONE_DEFINITION;
  const audience = await resolveAudience(user.tenantId, definition);
  if (audience.recipients.length === 0) {
    throw new HttpError(
      409,
      'Nobody in this audience can receive email (each is unsubscribed, do not contact, bounced or without an address). Choose another audience.',
    );
  }
  const { Timestamp } = await import('firebase-admin/firestore');
  await transition(user, id, (fresh) => {
    if (fresh.status !== 'approved') throw refuse(fresh, 'be scheduled');
    if (fresh.approval?.content_hash !== fresh.content_hash) throw new HttpError(409, CHANGED_SINCE_REVIEW);
    const when = input.when === 'now' ? 'to send now' : `for ${inFirmTime(at, values.time_zone)}`;
    return {
      fields: { status: 'scheduled', scheduled_at: Timestamp.fromDate(at), schedule_kind: input.when },
      action: `Scheduled ${when}`,
    };
  });
  // The delivery pass visits firms with something to send.
  await db.doc(`tenants/${user.tenantId}`).set({ [SENDS_MAIL]: true }, { merge: true });
  return { scheduled_at: at.toISOString() };
}

export const EVERYONE_DEFINITION: SegmentDefinition = { filter: NO_FILTER, cities: [], zip_codes: [] };

export async function cancelSchedule(user: SignedInAttorney, id: string) {
  await transition(user, id, (d) => {
    if (d.status === 'sending' || d.status === 'paused')
      throw new HttpError(409, 'This issue has started sending: pause it to hold what has not gone out yet.');
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
  const waiting = await messagesOf(db, user.tenantId).where('campaign_id', '==', id).where('status', '==', 'scheduled').select().get();
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
  await activityOf(ref).add({ at: await writeTime(), by: personOf(user), action });
}
