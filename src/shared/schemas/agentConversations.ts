import * as z from 'zod/mini';
import { isCalendarDate } from '../compliance/dates';
import { isStateCode } from '../usStates';
import type { ContactDetail } from './contactTerms';
import { hasControlCharacter, typedText } from './typedText';

/** What a caller may type in one turn of a test conversation. */
export const CALLER_TEXT_MAX = 1000;
/** Caller turns per test conversation: long enough for any intake, short enough to store as one document. */
export const CALLER_TURNS_MAX = 40;

export const CALLER_TEXT_REQUIRED = 'Type what the caller says.';

const GREETING_MISSING = 'Start the conversation again: its greeting is missing or was changed.';

/**
 * One caller turn. The first one brings back the greeting and its seal, as the greeting's
 * `done` event gave them: nothing is saved before the caller has said something.
 */
export const callerTurnSchema = z.object({
  text: z
    .string({ error: CALLER_TEXT_REQUIRED })
    .check(
      ...typedText('What the caller says', { multiline: true }),
      z.minLength(1, CALLER_TEXT_REQUIRED),
      z.maxLength(CALLER_TEXT_MAX, `A caller turn must be ${CALLER_TEXT_MAX.toLocaleString('en-US')} characters or fewer.`),
    ),
  greeting: z.optional(z.string({ error: GREETING_MISSING }).check(z.maxLength(20_000, GREETING_MISSING))),
  greeting_seal: z.optional(z.string({ error: GREETING_MISSING }).check(z.maxLength(100, GREETING_MISSING))),
});
export type CallerTurn = z.input<typeof callerTurnSchema>;

/** The intake fields every agent collects, whatever its prompt says. */
export const INTAKE_FIELDS = ['name', 'phone', 'email', 'state', 'incident_type', 'incident_date', 'injuries', 'lawyer_retained'] as const;
export type IntakeField = (typeof INTAKE_FIELDS)[number];

/** How each intake field is described to the model and shown in the transcript. */
export const INTAKE_FIELD_LABELS: Record<IntakeField, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  state: 'State',
  incident_type: 'Incident type',
  incident_date: 'Incident date',
  injuries: 'Injuries',
  lawyer_retained: 'Lawyer already retained',
};

/** An address as a caller spells it out: something@somewhere.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A value the model read; one holding a control character is not something the caller said (null). */
const text = (max: number) =>
  z.pipe(
    z.nullable(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v) => (v && !hasControlCharacter(v) ? v : null)),
  );

/**
 * The intake fields as the model extracts them. Lenient on the way in: a value that does not
 * fit (a state that is not a state, a date that is not a date) becomes null rather than
 * failing the turn, because the caller may simply not have said it yet.
 */
export const intakeFieldsSchema = z.object({
  name: text(200),
  phone: z.pipe(
    z.nullable(z.string()),
    z.transform((v) => {
      const digits = (v ?? '').replace(/[^\d+]/g, '');
      return digits.replace(/\D/g, '').length >= 10 && digits.replace(/\D/g, '').length <= 15 ? digits : null;
    }),
  ),
  email: z.pipe(
    z.nullable(z.string()),
    z.transform((v) => {
      const address = (v ?? '').trim().toLowerCase();
      return address.length <= 254 && EMAIL_SHAPE.test(address) ? address : null;
    }),
  ),
  state: z.pipe(
    z.nullable(z.string()),
    z.transform((v) => {
      const code = (v ?? '').trim().toUpperCase();
      return isStateCode(code) ? code : null;
    }),
  ),
  incident_type: text(200),
  incident_date: z.pipe(
    z.nullable(z.string()),
    z.transform((v) => (v && isCalendarDate(v.trim()) ? v.trim() : null)),
  ),
  injuries: text(500),
  lawyer_retained: z.nullable(z.boolean()),
});

export type IntakeFields = z.output<typeof intakeFieldsSchema>;

export const EMPTY_INTAKE: IntakeFields = {
  name: null,
  phone: null,
  email: null,
  state: null,
  incident_type: null,
  incident_date: null,
  injuries: null,
  lawyer_retained: null,
};

const corrected = (label: string, max: number) =>
  z.optional(
    z.pipe(
      z.nullable(
        z
          .string({ error: `${label} must be text.` })
          .check(z.trim(), z.maxLength(max, `${label} must be ${max.toLocaleString('en-US')} characters or fewer.`)),
      ),
      z.transform((v) => v || null),
    ),
  );

/**
 * POST /api/agents/:id/conversations/:cid/contact: the intake fields as the attorney corrected
 * them before making the contact (any left out stay as the conversation has them). The
 * contact's own rules (a phone number, an email address, a state) check them next.
 */
export const conversationContactSchema = z.strictObject({
  intake: z.optional(
    z.strictObject({
      name: corrected('Name', 200),
      phone: corrected('Phone', 40),
      email: corrected('Email', 254),
      state: corrected('State', 40),
      incident_type: corrected('Incident type', 200),
      incident_date: corrected('Incident date', 10),
      injuries: corrected('Injuries', 500),
      lawyer_retained: z.optional(z.nullable(z.boolean({ error: 'Lawyer already retained must be yes, no or not said.' }))),
    }),
  ),
});
export type ConversationContactInput = z.input<typeof conversationContactSchema>;
export type IntakeCorrections = NonNullable<z.output<typeof conversationContactSchema>['intake']>;

/** Why the guardrails changed or wrote a reply. */
export type GuardrailAction = 'replaced' | 'disclosure-added' | 'emergency' | 'handover';

export interface ConversationMessage {
  role: 'agent' | 'caller';
  text: string;
  at: string;
  /** Set when the guardrails changed or wrote this agent reply. */
  guardrail?: {
    action: GuardrailAction;
    /** What the model wrote, when it was replaced. */
    original?: string;
    /** The compliance findings that blocked it: rule code and message. */
    findings?: { rule: string; message: string }[];
  };
}

export interface ConversationSummary {
  id: string;
  agent_id: string;
  prompt_version: string;
  caller_turns: number;
  replacements: number;
  intake: IntakeFields;
  contact_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface Conversation extends ConversationSummary {
  /** The agent as it was when the conversation started. */
  agent_name: string;
  messages: ConversationMessage[];
}

/** What POST /api/agents/:id/conversations/:cid/contact did (decision record 0015). */
export type ConversationContactOutcome =
  /** A new lead was made from the intake fields (201). */
  | 'created'
  /** The caller's phone number already belonged to a contact: the conversation now points at it, unchanged (200). */
  | 'linked-existing'
  /** The conversation already had its contact (a second click): nothing new was written (200). */
  | 'already-linked';

export interface ConversationContactResult {
  outcome: ConversationContactOutcome;
  contact: ContactDetail;
}
