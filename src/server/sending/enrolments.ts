import { randomUUID } from 'node:crypto';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_AUDIENCE } from '#shared/schemas/sequences';
import { AUDIENCE_LABELS } from '#shared/schemas/audience';
import type { Audience } from '#shared/compliance/types';
import { stateName } from '#shared/usStates';
import {
  ALREADY_ENROLLED,
  ENROL_MAX,
  FILTER_TOO_BROAD,
  type ContactsFilter,
  type EnrolledContact,
  type EnrolWarning,
  type EnrolWarningKind,
  type EnrolResult,
  type Enrolment,
  type EnrolmentMessage,
  type EnrolmentStatus,
  type SendingAction,
  type SendingCounts,
  type SequenceEnrolments,
} from '#shared/schemas/enrolments';
import { SEQUENCE_NOT_APPROVED } from '#shared/schemas/sequences';
import type { SignedInAttorney } from '../auth';
import { listContacts } from '../contacts/contacts';
import { serverEnv } from '../env';
import { Conflict, Invalid, NotFound } from '../errors';
import { firestore, isAlreadyExists, writeTime } from '../firebase';
import { firmForCheck } from '../firm/firmProfile';
import { ownedSequence } from '../sequences/sequences';
import type { EnrolmentDoc, MessageDoc, SequenceDoc } from '../store/documents';
import * as store from '../store/collections';
import { queuedDelivery } from './queue';
import { requireSendingReady } from './readiness';
import { readRecipients, type Recipient, UNSUBSCRIBED_REASON, whyNotSendable } from './recipients';

/**
 * Enrolments and the messages they schedule:
 *   tenants/{t}/enrolments/{sequenceId}_{contactId}   one per contact and sequence (create() makes it so)
 *   tenants/{t}/messages/{enrolmentId}_{position}     one per email of the sequence, with its due time
 * Messages sit in one collection per tenant, not under their enrolment, so the sender can find
 * what is due with one query per tenant (see docs/decisions/0011-sending-exactly-once.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (t: Timestamp | null | undefined) => (t ? t.toDate().toISOString() : null);

/** A Message-ID fixed at enrolment (a retry of the same message carries the same one): random, so it names neither firm nor message. */
const newMessageId = () => `<${randomUUID()}@${new URL(serverEnv().siteUrl).hostname}>`;

const sendingStatusOf = (sequence: SequenceDoc): EnrolmentStatus => sequence.sending_status ?? 'active';

/**
 * Enrols every contact the contacts list's filter matches (the same query as the list), at
 * most ENROL_MAX: a broader filter is refused before anything is written.
 */
export async function enrolContactsByFilter(
  user: SignedInAttorney,
  sequenceId: string,
  filter: ContactsFilter,
  options: EnrolOptions,
): Promise<EnrolResult> {
  const db = await firestore();
  await ownedSequence(db, user, sequenceId);
  const { contacts } = await listContacts(user.tenantId, { ...filter, cursor: undefined, limit: ENROL_MAX + 1 });
  if (contacts.length > ENROL_MAX) throw new Invalid(FILTER_TOO_BROAD, 'filter');
  return enrolContacts(
    user,
    sequenceId,
    contacts.map((c) => c.id),
    options,
  );
}

export interface EnrolOptions {
  /** Answer what would happen, write nothing. */
  dryRun: boolean;
  /** The warnings whose contacts are left out. */
  leaveOut: readonly EnrolWarningKind[];
}

/** Which relationships each audience is written for. */
const AUDIENCE_RELATIONSHIPS: Record<Audience, readonly Recipient['relationship'][]> = {
  client: ['client', 'former-client'],
  subscriber: ['subscriber'],
  // A search-intent prospect is written to as a prospective client: a solicitation (docs/prospects.md).
  lead: ['lead', 'prospect'],
};

const RELATIONSHIP_WORDS: Record<Recipient['relationship'], [string, string]> = {
  client: ['client', 'clients'],
  'former-client': ['former client', 'former clients'],
  subscriber: ['subscriber', 'subscribers'],
  lead: ['lead', 'leads'],
  prospect: ['search-intent prospect', 'search-intent prospects'],
};

const count = (n: number, [one, many]: [string, string]) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const listed = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export const UNLICENSED_STATE_SOURCE = 'ABA Model Rules 8.5(b)(2) and 5.5';

function audienceWarning(sequenceName: string, audience: Audience, contacts: Recipient[]): Omit<EnrolWarning, 'left_out'> {
  const byRelationship = new Map<Recipient['relationship'], number>();
  for (const c of contacts) byRelationship.set(c.relationship, (byRelationship.get(c.relationship) ?? 0) + 1);
  const who = listed([...byRelationship].map(([relationship, n]) => count(n, RELATIONSHIP_WORDS[relationship])));
  return {
    kind: 'audience-mismatch',
    message: `“${sequenceName}” is written for ${AUDIENCE_LABELS[audience].toLowerCase()}, and ${contacts.length === 1 ? `this contact is a ${RELATIONSHIP_WORDS[contacts[0]!.relationship][0]}` : `these contacts are ${who}`}: its words and the rules it was checked against assume a relationship they do not have.`,
    source: null,
    contacts: contacts.map(asEnrolled),
  };
}

function stateWarning(licensed: readonly string[], contacts: Recipient[]): Omit<EnrolWarning, 'left_out'> {
  const states = [...new Set(contacts.map((c) => stateName(c.state!)))].sort();
  return {
    kind: 'unlicensed-state',
    message: `${contacts.length === 1 ? 'This contact lives' : `${contacts.length.toLocaleString('en-US')} of these contacts live`} in ${listed(states)}, where your firm profile lists no licence (it lists ${listed(licensed.map(stateName))}). The advertising rules of the state where a message has its predominant effect may apply to it, and the firm may not be able to take a case there.`,
    source: UNLICENSED_STATE_SOURCE,
    contacts: contacts.map(asEnrolled),
  };
}

const asEnrolled = (c: Recipient): EnrolledContact => ({ contact_id: c.id, name: c.name, email: c.email });

const LEFT_OUT: Record<EnrolWarningKind, (c: Recipient) => string> = {
  'audience-mismatch': (c) => `Left out: a ${RELATIONSHIP_WORDS[c.relationship][0]}, not who the sequence is written for.`,
  'unlicensed-state': (c) => `Left out: lives in ${stateName(c.state!)}, where the firm is not licensed.`,
};

/** One enrolment per contact and sequence: its id says which, so enrolling twice is one document. */
const enrolmentIdOf = (sequenceId: string, contactId: string) => `${sequenceId}_${contactId}`;

/**
 * Who an enrolment reaches and who it does not, and why: the one plan that both a preview
 * (`dryRun`) and the enrolment itself follow, so they cannot disagree. Contacts that must not
 * get marketing email and those already enrolled are never enrolled; contacts a warning is
 * about are left out when asked.
 */
async function planEnrolment(
  user: SignedInAttorney,
  sequence: { id: string; data: SequenceDoc },
  contactIds: string[],
  leaveOut: readonly EnrolWarningKind[],
) {
  const db = await firestore();
  const [contacts, firm] = await Promise.all([readRecipients(user.tenantId, contactIds), firmForCheck(user.tenantId)]);
  const missing = contactIds.filter((id) => !contacts.has(id));
  if (missing.length > 0) throw NotFound.of(missing.length === 1 ? 'That contact' : `${missing.length} of those contacts`);
  // getAll refuses to be called with nothing (a filter that matches nobody).
  const enrolmentIds = contactIds.map((id) => enrolmentIdOf(sequence.id, id));
  const existing = enrolmentIds.length ? await db.getAll(...enrolmentIds.map((id) => store.enrolments(db, user.tenantId).doc(id))) : [];
  const enrolledBefore = new Set(existing.flatMap((e) => (e.exists ? [(e.data() as EnrolmentDoc).contact_id] : [])));

  const result: EnrolResult = {
    dry_run: false,
    matched: contactIds.length,
    enrolled: 0,
    already_enrolled: 0,
    not_sendable: [],
    enrolled_contacts: [],
    not_enrolled: [],
    warnings: [],
  };
  const notEnrolled = (contact: Recipient, reason: string) => result.not_enrolled.push({ ...asEnrolled(contact), reason });
  const candidates: Recipient[] = [];
  for (const id of contactIds) {
    const contact = contacts.get(id)!;
    const why = whyNotSendable(contact);
    if (why) {
      notEnrolled(contact, why);
      const entry = result.not_sendable.find((r) => r.reason === why);
      if (entry) entry.count++;
      else result.not_sendable.push({ reason: why, count: 1 });
    } else if (enrolledBefore.has(id)) {
      result.already_enrolled++;
      notEnrolled(contact, ALREADY_ENROLLED);
    } else candidates.push(contact);
  }
  result.not_sendable.sort((a, b) => b.count - a.count);

  const audience = sequence.data.audience ?? DEFAULT_AUDIENCE;
  const mismatched = candidates.filter((c) => !AUDIENCE_RELATIONSHIPS[audience].includes(c.relationship));
  const licensed = (firm.licensedStates ?? []).map((code) => code.toUpperCase());
  const unlicensed = licensed.length ? candidates.filter((c) => c.state && !licensed.includes(c.state)) : [];
  const warned: [EnrolWarningKind, Recipient[], Omit<EnrolWarning, 'left_out'>][] = [];
  if (mismatched.length) warned.push(['audience-mismatch', mismatched, audienceWarning(sequence.data.name, audience, mismatched)]);
  if (unlicensed.length) warned.push(['unlicensed-state', unlicensed, stateWarning(licensed, unlicensed)]);
  const leftOut = new Map<string, string>();
  for (const [kind, about, warning] of warned) {
    const leaving = leaveOut.includes(kind);
    result.warnings.push({ ...warning, left_out: leaving });
    if (leaving) for (const c of about) if (!leftOut.has(c.id)) leftOut.set(c.id, LEFT_OUT[kind](c));
  }
  const toEnrol: Recipient[] = [];
  for (const c of candidates) {
    const reason = leftOut.get(c.id);
    if (reason) notEnrolled(c, reason);
    else toEnrol.push(c);
  }
  return { result, toEnrol };
}

/**
 * Enrols each contact once: its messages are due at enrolment time plus each email's day.
 * Contacts that must not get marketing email, or are already enrolled, are reported, not enrolled.
 * Everything that can refuse the request (sequence, contacts) is checked before the first write;
 * each contact's enrolment and messages are then one batch, all or nothing, and its ids are
 * fixed, so a request cut short can simply be sent again. A dry run answers the same, writing nothing.
 */
export async function enrolContacts(
  user: SignedInAttorney,
  sequenceId: string,
  contactIds: string[],
  { dryRun, leaveOut }: EnrolOptions = { dryRun: false, leaveOut: [] },
): Promise<EnrolResult> {
  const db = await firestore();
  const { ref: sequenceRef, sequence } = await ownedSequence(db, user, sequenceId);
  const status = sendingStatusOf(sequence);
  if (status === 'stopped') throw new Conflict('This sequence was stopped: nobody new can be enrolled in it.');
  if (sequence.status !== 'active') throw new Conflict(SEQUENCE_NOT_APPROVED);
  // A preview creates nothing; enrolling starts sending, so the firm must be able to send now.
  if (!dryRun) await requireSendingReady(user.tenantId);
  const { result, toEnrol } = await planEnrolment(user, { id: sequenceRef.id, data: sequence }, contactIds, leaveOut);
  if (dryRun) return { ...result, dry_run: true, enrolled: toEnrol.length, enrolled_contacts: toEnrol.map(asEnrolled) };

  const emails = (await store.sequenceEmails(sequenceRef).orderBy('position').get()).docs.map((d) => d.data());
  const now = await writeTime();
  const { Timestamp } = await import('firebase-admin/firestore');
  const enrolOne = async (contact: Recipient) => {
    const contactId = contact.id;
    const enrolmentId = enrolmentIdOf(sequenceId, contactId);
    const batch = db.batch();
    batch.create(store.enrolments(db, user.tenantId).doc(enrolmentId), {
      sequence_id: sequenceId,
      contact_id: contactId,
      contact_name: contact.name,
      contact_email: contact.email,
      status,
      unsubscribed_at: null,
      enrolled_by: user.uid,
      enrolled_at: now,
      updated_at: now,
    });
    emails.forEach((email, position) => {
      const id = `${enrolmentId}_${position}`;
      const dueAt = Timestamp.fromMillis(now.toMillis() + email.day_to_send * DAY_MS);
      batch.create(store.messages(db, user.tenantId).doc(id), {
        tenant_id: user.tenantId,
        sequence_id: sequenceId,
        enrolment_id: enrolmentId,
        contact_id: contactId,
        position,
        day: email.day_to_send,
        // What was enrolled is what is sent: later edits to the sequence apply to new enrolments.
        subject: email.subject,
        body_html: email.body_html,
        message_id: newMessageId(),
        ...queuedDelivery(dueAt, { held: status !== 'active', now }),
      });
    });
    // In the same write as its messages: the sender visits only firms marked so (deliverDue.ts).
    batch.set(store.tenant(db, user.tenantId), { sends_mail: true }, { merge: true });
    try {
      await batch.commit();
      result.enrolled++;
      result.enrolled_contacts.push(asEnrolled(contact));
    } catch (error) {
      // Enrolled by another request since the plan was read.
      if (!isAlreadyExists(error)) throw error;
      result.already_enrolled++;
      result.not_enrolled.push({ ...asEnrolled(contact), reason: ALREADY_ENROLLED });
    }
  };
  // A few at a time: each contact's enrolment and messages are one batch, all or nothing.
  for (let i = 0; i < toEnrol.length; i += 10) await Promise.all(toEnrol.slice(i, i + 10).map(enrolOne));
  // In the order asked, whatever order the batches finished in.
  const order = new Map(contactIds.map((id, index) => [id, index]));
  result.enrolled_contacts.sort((a, b) => order.get(a.contact_id)! - order.get(b.contact_id)!);
  return result;
}

function emptyCounts(): SendingCounts {
  return { scheduled: 0, sent: 0, skipped: 0, failed: 0, unsubscribed: 0, skipped_reasons: [], next_send_at: null };
}

function addMessage(counts: SendingCounts, m: MessageDoc, enrolmentActive: boolean) {
  if (m.status === 'scheduled' || m.status === 'sending') {
    counts.scheduled++;
    const when = iso(m.available_at);
    if (enrolmentActive && when && (!counts.next_send_at || when < counts.next_send_at)) counts.next_send_at = when;
  } else if (m.status === 'sent') counts.sent++;
  else if (m.status === 'failed') counts.failed++;
  else if (m.status === 'skipped') {
    counts.skipped++;
    const reason = m.reason ?? 'Skipped.';
    const entry = counts.skipped_reasons.find((r) => r.reason === reason);
    if (entry) entry.count++;
    else counts.skipped_reasons.push({ reason, count: 1 });
  }
}

function addCounts(total: SendingCounts, part: SendingCounts) {
  for (const key of ['scheduled', 'sent', 'skipped', 'failed', 'unsubscribed'] as const) total[key] += part[key];
  for (const { reason, count } of part.skipped_reasons) {
    const entry = total.skipped_reasons.find((r) => r.reason === reason);
    if (entry) entry.count += count;
    else total.skipped_reasons.push({ reason, count });
  }
  if (part.next_send_at && (!total.next_send_at || part.next_send_at < total.next_send_at)) total.next_send_at = part.next_send_at;
}

const toMessage = (id: string, m: MessageDoc): EnrolmentMessage => ({
  id,
  position: m.position,
  day: m.day,
  subject: m.subject,
  status: m.status,
  due_at: iso(m.due_at)!,
  sent_at: iso(m.sent_at),
  attempts: m.attempts,
  reason: m.reason,
});

/** The sequence's enrolments, each with its messages and counts, and the totals. */
export async function listEnrolments(user: SignedInAttorney, sequenceId: string): Promise<SequenceEnrolments> {
  const db = await firestore();
  const { sequence } = await ownedSequence(db, user, sequenceId);
  const [enrolments, messages] = await Promise.all([
    store.enrolments(db, user.tenantId).where('sequence_id', '==', sequenceId).get(),
    store.messages(db, user.tenantId).where('sequence_id', '==', sequenceId).get(),
  ]);
  const byEnrolment = new Map<string, { id: string; message: MessageDoc }[]>();
  for (const m of messages.docs) {
    const message = m.data();
    byEnrolment.set(message.enrolment_id, [...(byEnrolment.get(message.enrolment_id) ?? []), { id: m.id, message }]);
  }
  // The contacts as they stand now: one who unsubscribed, was marked do not contact or was
  // deleted gets nothing more, whatever the enrolment says, and is shown stopped.
  const contacts = await readRecipients(user.tenantId, [...new Set(enrolments.docs.map((e) => e.data().contact_id))]);
  const total = emptyCounts();
  const list: Enrolment[] = enrolments.docs.map((e) => {
    const d = e.data();
    const contact = contacts.get(d.contact_id);
    const stoppedReason: string | null = d.unsubscribed_at
      ? UNSUBSCRIBED_REASON
      : !contact
        ? 'The contact was deleted.'
        : d.status === 'stopped'
          ? 'Sending was stopped.'
          : whyNotSendable(contact);
    const status: EnrolmentStatus = stoppedReason ? 'stopped' : d.status;
    const counts = emptyCounts();
    const own = (byEnrolment.get(e.id) ?? []).sort((a, b) => a.message.position - b.message.position);
    for (const { message } of own) addMessage(counts, message, status === 'active');
    if (d.unsubscribed_at || contact?.emailConsent === 'revoked') counts.unsubscribed = 1;
    counts.skipped_reasons.sort((a, b) => b.count - a.count);
    addCounts(total, counts);
    return {
      id: e.id,
      contact: { id: d.contact_id, name: d.contact_name, email: d.contact_email },
      status,
      stopped_reason: stoppedReason,
      enrolled_at: iso(d.enrolled_at)!,
      unsubscribed: counts.unsubscribed === 1,
      counts,
      messages: own.map(({ id, message }) => toMessage(id, message)),
    };
  });
  total.skipped_reasons.sort((a, b) => b.count - a.count);
  list.sort((a, b) => b.enrolled_at.localeCompare(a.enrolled_at) || a.contact.name.localeCompare(b.contact.name));
  return { sequence_id: sequenceId, status: sendingStatusOf(sequence), counts: total, enrolments: list };
}

const NEXT_STATUS: Record<SendingAction, EnrolmentStatus> = { pause: 'paused', resume: 'active', stop: 'stopped' };

interface EnrolmentRecord {
  ref: store.Doc<EnrolmentDoc>;
  enrolment: EnrolmentDoc;
}

/**
 * Applies pause, resume or stop to enrolments and their messages that are still scheduled.
 * Pausing hides the messages from the sender (no available time); resuming makes them due
 * again at their due time (at once if it has passed); stopping skips them for good. A message
 * being sent at that moment is not recalled.
 */
async function applyToEnrolments(db: Firestore, tenantId: string, enrolments: EnrolmentRecord[], action: SendingAction) {
  const now = await writeTime();
  const target = NEXT_STATUS[action];
  for (const { ref, enrolment } of enrolments) {
    if (enrolment.status === 'stopped' || enrolment.status === target) continue;
    const scheduled = await store.messages(db, tenantId).where('enrolment_id', '==', ref.id).where('status', '==', 'scheduled').get();
    const batch = db.batch();
    batch.update(ref, { status: target, updated_at: now });
    for (const m of scheduled.docs) {
      if (action === 'pause') batch.update(m.ref, { available_at: null, updated_at: now });
      else if (action === 'resume') batch.update(m.ref, { available_at: m.data().due_at, updated_at: now });
      else batch.update(m.ref, { status: 'skipped', reason: 'Sending was stopped.', available_at: null, updated_at: now });
    }
    await batch.commit();
  }
}

/** Pause, resume or stop one enrolment. */
export async function changeEnrolment(user: SignedInAttorney, sequenceId: string, enrolmentId: string, action: SendingAction) {
  const db = await firestore();
  await ownedSequence(db, user, sequenceId);
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(enrolmentId)) throw NotFound.of('That enrolment');
  const ref = store.enrolments(db, user.tenantId).doc(enrolmentId);
  const enrolment = (await ref.get()).data();
  if (enrolment?.sequence_id !== sequenceId) throw NotFound.of('That enrolment');
  if (enrolment.status === 'stopped' && action !== 'stop') throw new Conflict('This enrolment was stopped: it cannot be restarted.');
  await applyToEnrolments(db, user.tenantId, [{ ref, enrolment }], action);
}

/** Pause, resume or stop the whole sequence: every enrolment, and new ones start that way. */
export async function changeSequenceSending(user: SignedInAttorney, sequenceId: string, action: SendingAction) {
  const db = await firestore();
  const { ref, sequence } = await ownedSequence(db, user, sequenceId);
  if (sendingStatusOf(sequence) === 'stopped' && action !== 'stop')
    throw new Conflict('This sequence was stopped: it cannot be restarted.');
  await ref.update({ sending_status: NEXT_STATUS[action] });
  const enrolments = await store.enrolments(db, user.tenantId).where('sequence_id', '==', sequenceId).get();
  await applyToEnrolments(
    db,
    user.tenantId,
    enrolments.docs.map((doc) => ({ ref: doc.ref, enrolment: doc.data() })),
    action,
  );
}
