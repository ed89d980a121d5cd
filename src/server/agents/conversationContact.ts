/**
 * One click from a test conversation to a contact: the intake fields become a `lead` with its
 * incident date, written in the same transaction that links the conversation to it, so a
 * second click answers the same contact instead of making another (decision record 0015).
 */
import {
  type ConversationContactOutcome,
  type ConversationContactResult,
  type IntakeField,
  INTAKE_FIELD_LABELS,
  EMPTY_INTAKE,
  type IntakeCorrections,
  type IntakeFields,
} from '#shared/schemas/agentConversations';
import { CONTACT_LIMITS, createContactSchema, type CreateContactInput } from '#shared/schemas/contacts';
import type { SignedInAttorney } from '../auth';
import {
  contactExistsInTransaction,
  contactHoldingKeyInTransaction,
  getContact,
  inTransaction,
  writeContactsInTransaction,
} from '../contacts/contacts';
import { Invalid, NotFound } from '../errors';
import { writeTime } from '../firebase';
import { parseWith } from '../http';
import { CONVERSATION, conversationRef } from './conversations';

/**
 * What a contact needs from the intake: a contact has a name and an email or a phone, and a
 * caller is called back, so the name and the phone number. The email, when the caller gives
 * it, is what lets the new lead join an email sequence.
 */
export const CONTACT_NEEDS: readonly IntakeField[] = ['name', 'phone'];

const spoken: Record<IntakeField, string> = {
  name: 'name',
  phone: 'phone number',
  email: 'email address',
  state: 'state',
  incident_type: 'incident type',
  incident_date: 'incident date',
  injuries: 'injuries',
  lawyer_retained: 'whether a lawyer is retained',
};

export function intakeIncompleteMessage(missing: IntakeField[]): string {
  return (
    `This conversation has not collected the caller’s ${missing.map((f) => spoken[f]).join(' or ')} yet. ` +
    'A contact needs the name and the phone number: continue the conversation until the intake fields show both.'
  );
}

export const NOT_CONSENT_NOTE =
  'No consent to calls, texts or email was recorded: a test conversation is not consent. Record consent on this contact only when the person gives it.';

/** The contact the intake fields describe: a lead, with what the caller said about injuries and lawyers in the notes. */
export function contactFromIntake(intake: IntakeFields, conversation: { id: string; agentName: string }): unknown {
  const notes = [
    `Made from a test conversation with the calling agent “${conversation.agentName}” (transcript ${conversation.id}).`,
    NOT_CONSENT_NOTE,
    intake.injuries ? `${INTAKE_FIELD_LABELS.injuries}: ${intake.injuries}` : null,
    intake.lawyer_retained === null ? null : `${INTAKE_FIELD_LABELS.lawyer_retained}: ${intake.lawyer_retained ? 'yes' : 'no'}`,
  ].filter(Boolean);
  return {
    name: intake.name,
    email: intake.email,
    phone: intake.phone,
    relationship: 'lead',
    state: intake.state,
    incident_type: intake.incident_type?.slice(0, CONTACT_LIMITS.incidentType) ?? null,
    incident_date: intake.incident_date,
    source: `Test conversation with ${conversation.agentName} (${conversation.id})`.slice(0, CONTACT_LIMITS.source),
    tags: ['agent-test'],
    notes: notes.join('\n'),
    do_not_contact: false,
    // A test conversation is typed by the attorney: it is never anyone's consent.
    consents: [],
  };
}

/** The contact input, or a 400 that says what the conversation still lacks. */
function contactInput(intake: IntakeFields, conversation: { id: string; agentName: string }): CreateContactInput {
  const missing = CONTACT_NEEDS.filter((f) => !intake[f]);
  if (missing.length) throw new Invalid(intakeIncompleteMessage(missing), missing[0]);
  const candidate = contactFromIntake(intake, conversation);
  const parsed = createContactSchema.safeParse(candidate);
  if (!parsed.success && parsed.error.issues.some((i) => i.path[0] === 'phone')) {
    throw new Invalid(
      `The phone number in this conversation (${intake.phone}) is not a valid number, so no contact was made. Ask the caller for it again.`,
      'phone',
    );
  }
  return parseWith(createContactSchema, candidate);
}

/**
 * Makes (or finds) the contact for a test conversation. The caller has checked the agent
 * (getAgent), so another firm's agent or conversation is a 404 like a missing one.
 */
export async function contactFromConversation(
  user: SignedInAttorney,
  agentId: string,
  conversationId: string,
  corrections: IntakeCorrections = {},
): Promise<ConversationContactResult> {
  const { db, ref } = await conversationRef(user, agentId, conversationId);
  const now = await writeTime();
  const { id, outcome } = await inTransaction(db, async (tx): Promise<{ id: string; outcome: ConversationContactOutcome }> => {
    const conversation = (await tx.get(ref)).data();
    if (!conversation) throw NotFound.of(CONVERSATION);
    const linked = conversation.contact_id;
    // A contact deleted since then is made again from the transcript.
    if (linked && (await contactExistsInTransaction(tx, db, user.tenantId, linked))) return { id: linked, outcome: 'already-linked' };
    // What the attorney corrected replaces what was heard, in the transcript's intake too.
    const heard: IntakeFields = { ...EMPTY_INTAKE, ...conversation.intake };
    const intake = { ...heard, ...Object.fromEntries(Object.entries(corrections).filter(([, v]) => v !== undefined)) } as IntakeFields;
    const input = contactInput(intake, { id: ref.id, agentName: conversation.agent_name });
    // The number is already someone's: link to that contact, and change nothing in it (test words never overwrite a real record).
    const holder = await contactHoldingKeyInTransaction(tx, db, user.tenantId, input);
    let result: { id: string; outcome: ConversationContactOutcome };
    if (holder) result = { id: holder, outcome: 'linked-existing' };
    else {
      const [written] = await writeContactsInTransaction(tx, db, user.tenantId, [input], 'reject', now);
      result = { id: written!.id, outcome: 'created' };
    }
    tx.update(ref, { contact_id: result.id, intake, updated_at: now });
    return result;
  });
  return { outcome, contact: await getContact(user.tenantId, id) };
}
