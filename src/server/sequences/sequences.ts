import { createHash } from 'node:crypto';
import type { Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { FirmForCheck } from '#shared/compliance/types';
import {
  daysFromAfterDays,
  type CreateSequenceInput,
  type FindingsPerEmail,
  type SequenceDetail,
  type SequenceEmail,
  type SequenceSummary,
  type UpdateSequenceInput,
} from '#shared/schemas/sequences';
import { bodyHtmlToText, normalizeLineBreaks, textToBodyHtml } from '#shared/emailBody';
import type { SignedInAttorney } from '../auth';
import { Conflict, NotFound } from '../errors';
import { firestore, isRecordId, writeTime } from '../firebase';
import type { SequenceDoc, SequenceEmailDoc } from '../store/documents';
import { requireSendingReady } from '../sending/readiness';
import * as store from '../store/collections';
import { checkBeforeSaving } from './compliance';

const SEQUENCE = 'That sequence';

function toSummary(id: string, d: SequenceDoc): SequenceSummary {
  return {
    id,
    name: d.name,
    prompt: d.prompt,
    status: d.status,
    approval: d.approval ? { ...d.approval, at: d.approval.at.toDate().toISOString() } : null,
    audience: d.audience,
    email_count: d.email_count,
    warning_count: d.warning_count,
    created_at: d.created_at.toDate().toISOString(),
    updated_at: d.updated_at.toDate().toISOString(),
  };
}

type Emails = CreateSequenceInput['emails'];

/** Line breaks as stored (\n), so the findings' offsets fit the text that is saved and read back. */
const asStored = (emails: Emails): Emails => emails.map((e) => ({ ...e, body: normalizeLineBreaks(e.body) }));

/**
 * Emails in the editor's order, stored as escaped HTML with their findings: each with its wait
 * after the previous one (after_days) and, derived from the waits, its day after enrolment
 * (day_to_send), which enrolment schedules by.
 */
function emailDocs(emails: Emails, findings: FindingsPerEmail) {
  const days = daysFromAfterDays(emails);
  return emails.map((e, position) => ({
    after_days: e.after_days,
    day_to_send: days[position]!,
    subject: e.subject,
    body_html: textToBodyHtml(e.body),
    findings: findings[position] ?? [],
    position,
  }));
}

/** What an approval is of: the emails (wait, subject, body) and who they are written for. */
export function sequenceContentHash(audience: string, emails: readonly { after_days: number; subject: string; body: string }[]): string {
  const content = {
    audience,
    emails: emails.map((e) => ({ after_days: e.after_days, subject: e.subject, body: normalizeLineBreaks(e.body) })),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

const warningCount = (findings: FindingsPerEmail) => findings.flat().filter((f) => f.severity === 'warn').length;

/** The attorney's sequences, newest first. Another attorney's are never listed. */
export async function listSequences(user: SignedInAttorney): Promise<SequenceSummary[]> {
  const db = await firestore();
  const snap = await store.sequences(db, user.tenantId).where('user_id', '==', user.uid).orderBy('created_at', 'desc').get();
  return snap.docs.map((doc) => toSummary(doc.id, doc.data()));
}

/** Loads a sequence the attorney owns; anything else is indistinguishable from missing. */
export async function ownedSequence(db: Firestore, user: SignedInAttorney, id: string) {
  if (!isRecordId(id)) throw NotFound.of(SEQUENCE);
  const ref = store.sequences(db, user.tenantId).doc(id);
  const sequence = (await ref.get()).data();
  if (sequence?.user_id !== user.uid) throw NotFound.of(SEQUENCE);
  return { ref, sequence };
}

const enrolledCount = async (db: Firestore, tenantId: string, id: string) =>
  (await store.enrolments(db, tenantId).where('sequence_id', '==', id).count().get()).data().count;

export async function getSequence(user: SignedInAttorney, id: string): Promise<SequenceDetail> {
  const db = await firestore();
  const { ref, sequence } = await ownedSequence(db, user, id);
  const [emails, enrolled] = await Promise.all([store.sequenceEmails(ref).orderBy('position').get(), enrolledCount(db, user.tenantId, id)]);
  const list = toEmails(emails.docs.map((e) => ({ id: e.id, data: e.data() })));
  return {
    ...toSummary(ref.id, sequence),
    emails: list,
    content_hash: sequenceContentHash(sequence.audience, list),
    enrolled_count: enrolled,
  };
}

type StoredEmail = Pick<SequenceEmailDoc, 'after_days' | 'day_to_send' | 'subject' | 'body_html' | 'findings'>;

/**
 * Emails as the API shows them, in order. Emails saved before waits existed have only their day
 * after enrolment (day_to_send): their wait is read as the gap to the previous email, which keeps
 * every email on the day it always had (the one-time migration, done on read; saving writes both).
 */
export function toEmails(docs: readonly { id: string; data: StoredEmail }[]): SequenceEmail[] {
  return docs.map(({ id, data }, i) => toEmail(id, data, i === 0 ? 0 : docs[i - 1]!.data.day_to_send));
}

function toEmail(id: string, d: StoredEmail, previousDay: number): SequenceEmail {
  return {
    id,
    after_days: d.after_days ?? d.day_to_send - previousDay,
    day_to_send: d.day_to_send,
    subject: d.subject,
    body_html: d.body_html,
    body: bodyHtmlToText(d.body_html),
    findings: d.findings,
  };
}

/** Adds the emails to the batch and returns them as the API shows them, without reading them back. */
function writeEmails(
  batch: WriteBatch | Transaction,
  ref: store.Doc<SequenceDoc>,
  user: SignedInAttorney,
  input: Emails,
  findings: FindingsPerEmail,
): SequenceEmail[] {
  return toEmails(
    emailDocs(input, findings).map((email) => {
      const emailRef = store.sequenceEmails(ref).doc();
      batch.create(emailRef, { ...email, sequence_id: ref.id, tenant_id: user.tenantId });
      return { id: emailRef.id, data: email };
    }),
  );
}

/**
 * Checks every email against the compliance rules for the sequence's audience and the firm,
 * then saves the sequence as a draft (nobody can be enrolled until someone at the firm approves
 * it) and all its emails in one batch: all or nothing.
 * An email with a `block` finding stops the save (ComplianceRefusal); `warn` findings are
 * saved with their email.
 */
export async function createSequence(user: SignedInAttorney, input: CreateSequenceInput, firm: FirmForCheck): Promise<SequenceDetail> {
  const stored = asStored(input.emails);
  const findings = checkBeforeSaving(stored, input.audience, firm);
  const db = await firestore();
  const now = await writeTime();
  const ref = store.sequences(db, user.tenantId).doc();
  const batch = db.batch();
  const emails = writeEmails(batch, ref, user, stored, findings);
  const data: SequenceDoc = {
    name: input.name,
    prompt: input.prompt,
    user_id: user.uid,
    tenant_id: user.tenantId,
    status: 'draft',
    approval: null,
    audience: input.audience,
    email_count: emails.length,
    warning_count: warningCount(findings),
    created_at: now,
    updated_at: now,
  };
  batch.create(ref, data);
  await batch.commit();
  return { ...toSummary(ref.id, data), emails, content_hash: sequenceContentHash(input.audience, emails), enrolled_count: 0 };
}

/**
 * Replaces the name, the audience and the whole list of emails in one transaction, checked as
 * on creation: the old emails are read inside it, so two overlapping saves cannot both delete
 * the same old list and leave both new lists behind. A change to the emails or the audience
 * returns the sequence to draft: nobody new is enrolled until it is approved again, and people
 * already enrolled keep the emails as they were when they were enrolled.
 */
export async function updateSequence(
  user: SignedInAttorney,
  id: string,
  input: UpdateSequenceInput,
  firm: FirmForCheck,
): Promise<SequenceDetail> {
  if (!isRecordId(id)) throw NotFound.of(SEQUENCE);
  const db = await firestore();
  const now = await writeTime();
  const ref = store.sequences(db, user.tenantId).doc(id);
  const stored = asStored(input.emails);
  const findings = checkBeforeSaving(stored, input.audience, firm);
  const saved = await db.runTransaction(async (tx) => {
    const sequence = (await tx.get(ref)).data();
    if (sequence?.user_id !== user.uid) throw NotFound.of(SEQUENCE);
    const existing = await tx.get(store.sequenceEmails(ref).orderBy('position'));
    const before = sequenceContentHash(sequence.audience, toEmails(existing.docs.map((e) => ({ id: e.id, data: e.data() }))));
    for (const doc of existing.docs) tx.delete(doc.ref);
    const emails = writeEmails(tx, ref, user, stored, findings);
    const contentHash = sequenceContentHash(input.audience, emails);
    const changes = {
      name: input.name,
      audience: input.audience,
      email_count: emails.length,
      warning_count: warningCount(findings),
      updated_at: now,
      ...(contentHash !== before ? { status: 'draft' as const, approval: null } : {}),
    };
    tx.update(ref, changes);
    return { ...toSummary(id, { ...sequence, ...changes }), emails, content_hash: contentHash };
  });
  return { ...saved, enrolled_count: await enrolledCount(db, user.tenantId, id) };
}

export const SEQUENCE_CHANGED_SINCE_REVIEW =
  'The sequence changed since you opened it: review the current emails, then approve them again.';

/**
 * Approval by someone signed in at the firm of the emails exactly as they reviewed them (their
 * hash), which must still pass the compliance check: the sequence becomes active and contacts
 * can be enrolled.
 */
export async function approveSequence(
  user: SignedInAttorney,
  id: string,
  reviewedHash: string,
  firm: FirmForCheck,
): Promise<SequenceDetail> {
  if (!isRecordId(id)) throw NotFound.of(SEQUENCE);
  const db = await firestore();
  const now = await writeTime();
  const ref = store.sequences(db, user.tenantId).doc(id);
  await db.runTransaction(async (tx) => {
    const sequence = (await tx.get(ref)).data();
    if (sequence?.user_id !== user.uid) throw NotFound.of(SEQUENCE);
    // Approving lets contacts be enrolled: refused while the firm cannot send, saying what to do.
    await requireSendingReady(user.tenantId);
    const emails = toEmails((await tx.get(store.sequenceEmails(ref).orderBy('position'))).docs.map((e) => ({ id: e.id, data: e.data() })));
    if (sequenceContentHash(sequence.audience, emails) !== reviewedHash) throw new Conflict(SEQUENCE_CHANGED_SINCE_REVIEW);
    checkBeforeSaving(emails, sequence.audience, firm);
    const by = { uid: user.uid, name: user.fullName || user.name || user.email, email: user.email };
    tx.update(ref, { status: 'active', approval: { by, at: now, content_hash: reviewedHash }, updated_at: now });
  });
  return getSequence(user, id);
}

/** Deletes the sequence and all its emails together, reading them in the same transaction as an edit does. */
export async function deleteSequence(user: SignedInAttorney, id: string): Promise<void> {
  if (!isRecordId(id)) throw NotFound.of(SEQUENCE);
  const db = await firestore();
  const ref = store.sequences(db, user.tenantId).doc(id);
  await db.runTransaction(async (tx) => {
    const sequence = (await tx.get(ref)).data();
    if (sequence?.user_id !== user.uid) throw NotFound.of(SEQUENCE);
    const emails = await tx.get(store.sequenceEmails(ref));
    for (const doc of emails.docs) tx.delete(doc.ref);
    tx.delete(ref);
  });
}
