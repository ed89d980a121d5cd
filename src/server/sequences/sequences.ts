import type { Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { FirmForCheck } from '#shared/compliance/types';
import {
  type CreateSequenceInput,
  type FindingsPerEmail,
  type SequenceDetail,
  type SequenceEmail,
  type SequenceSummary,
  type UpdateSequenceInput,
} from '#shared/schemas/sequences';
import { bodyHtmlToText, normalizeLineBreaks, textToBodyHtml } from '#shared/emailBody';
import type { SignedInAttorney } from '../auth';
import { NotFound } from '../errors';
import { firestore, isRecordId, writeTime } from '../firebase';
import type { SequenceDoc, SequenceEmailDoc } from '../store/documents';
import * as store from '../store/collections';
import { checkBeforeSaving } from './compliance';

const SEQUENCE = 'That sequence';

function toSummary(id: string, d: SequenceDoc): SequenceSummary {
  return {
    id,
    name: d.name,
    prompt: d.prompt,
    status: d.status,
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

/** Emails sorted by day (then by their order in the editor), stored as escaped HTML with their findings. */
function emailDocs(emails: Emails, findings: FindingsPerEmail) {
  return [...emails]
    .map((e, position) => ({ ...e, position, findings: findings[position] ?? [] }))
    .sort((a, b) => a.day - b.day || a.position - b.position)
    .map((e, position) => ({ day_to_send: e.day, subject: e.subject, body_html: textToBodyHtml(e.body), findings: e.findings, position }));
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

export async function getSequence(user: SignedInAttorney, id: string): Promise<SequenceDetail> {
  const db = await firestore();
  const { ref, sequence } = await ownedSequence(db, user, id);
  const emails = await store.sequenceEmails(ref).orderBy('position').get();
  return {
    ...toSummary(ref.id, sequence),
    emails: emails.docs.map((e) => toEmail(e.id, e.data())),
  };
}

function toEmail(id: string, d: Pick<SequenceEmailDoc, 'day_to_send' | 'subject' | 'body_html' | 'findings'>): SequenceEmail {
  return {
    id,
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
  return emailDocs(input, findings).map((email) => {
    const emailRef = store.sequenceEmails(ref).doc();
    batch.create(emailRef, { ...email, sequence_id: ref.id, tenant_id: user.tenantId });
    return toEmail(emailRef.id, email);
  });
}

/**
 * Checks every email against the compliance rules for the sequence's audience and the firm,
 * then saves the sequence (status 'active') and all its emails in one batch: all or nothing.
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
    status: 'active',
    audience: input.audience,
    email_count: emails.length,
    warning_count: warningCount(findings),
    created_at: now,
    updated_at: now,
  };
  batch.create(ref, data);
  await batch.commit();
  return { ...toSummary(ref.id, data), emails };
}

/**
 * Replaces the name, the audience and the whole list of emails in one transaction, checked as
 * on creation: the old emails are read inside it, so two overlapping saves cannot both delete
 * the same old list and leave both new lists behind.
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
  return db.runTransaction(async (tx) => {
    const sequence = (await tx.get(ref)).data();
    if (sequence?.user_id !== user.uid) throw NotFound.of(SEQUENCE);
    const existing = await tx.get(store.sequenceEmails(ref));
    for (const doc of existing.docs) tx.delete(doc.ref);
    const emails = writeEmails(tx, ref, user, stored, findings);
    const changes = {
      name: input.name,
      audience: input.audience,
      email_count: emails.length,
      warning_count: warningCount(findings),
      updated_at: now,
    };
    tx.update(ref, changes);
    return { ...toSummary(id, { ...sequence, ...changes }), emails };
  });
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
