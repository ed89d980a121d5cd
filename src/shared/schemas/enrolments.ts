import * as z from 'zod/mini';
import { listContactsQuerySchema } from './contacts';
import { CONTACT_IDS_REQUIRED, ENROL_IDS_OR_FILTER, ENROL_MAX, ENROL_WARNINGS } from './enrolmentTerms';

/**
 * Enrolling contacts in a sequence and what the attorney sees of the sending: shared by the
 * sequences screen, the contacts screen and the enrolment routes, so all use the same words.
 * zod/mini, like every schema a page loads (decision record 0010).
 */

export * from './enrolmentTerms';

const contactIdsField = z.pipe(
  z
    .array(
      z
        .string({ error: 'Each contact id must be text.' })
        .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Each contact id must be the id of a contact (letters, digits, - and _).')),
      { error: CONTACT_IDS_REQUIRED },
    )
    .check(
      z.minLength(1, CONTACT_IDS_REQUIRED),
      z.maxLength(ENROL_MAX, `Enrol at most ${ENROL_MAX.toLocaleString('en-US')} contacts at a time.`),
    ),
  z.transform((ids: string[]) => [...new Set(ids)]),
);

// The contacts list's own filter (same fields, same messages), without its paging.
const { cursor: _cursor, limit: _limit, ...filterShape } = listContactsQuerySchema.shape;

/** The contacts list's filter: every contact it matches is enrolled. Unknown fields are refused, not ignored. */
export const contactsFilterSchema = z.strictObject(filterShape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `The contacts filter takes only ${Object.keys(filterShape).join(', ')}.`
      : 'The contacts filter must be an object such as {"relationship": "client"}.',
});
export type ContactsFilter = z.output<typeof contactsFilterSchema>;

/**
 * POST /api/sequences/:id/enrolments: {contactIds} or {filter}; `dry_run` answers what would
 * happen and writes nothing; `leave_out` leaves out the contacts of those warnings.
 */
export const enrolRequestSchema = z
  .object({
    contactIds: z.optional(contactIdsField),
    filter: z.optional(contactsFilterSchema),
    dry_run: z._default(z.boolean({ error: 'dry_run must be true or false.' }), false),
    leave_out: z._default(
      z.array(z.enum(ENROL_WARNINGS, { error: `leave_out takes only ${ENROL_WARNINGS.join(' and ')}.` }), {
        error: `leave_out must be a list of ${ENROL_WARNINGS.join(' and ')}.`,
      }),
      [],
    ),
  })
  .check(
    z.refine((r) => r.contactIds !== undefined || r.filter !== undefined, CONTACT_IDS_REQUIRED),
    z.refine((r) => r.contactIds === undefined || r.filter === undefined, ENROL_IDS_OR_FILTER),
  );
export type EnrolRequest = z.output<typeof enrolRequestSchema>;

export const SENDING_ACTIONS = ['pause', 'resume', 'stop'] as const;
export type SendingAction = (typeof SENDING_ACTIONS)[number];
export const sendingActionSchema = z.object({
  action: z.enum(SENDING_ACTIONS, { error: 'Action must be pause, resume or stop.' }),
});

/** active: sending when due; paused: held until resumed; stopped: nothing more is sent, for good. */
export const ENROLMENT_STATUSES = ['active', 'paused', 'stopped'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export const MESSAGE_STATUSES = ['scheduled', 'sending', 'sent', 'skipped', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface SendingCounts {
  /** Waiting for their time, or being sent right now. */
  scheduled: number;
  sent: number;
  skipped: number;
  failed: number;
  /** Enrolments whose contact unsubscribed. */
  unsubscribed: number;
  /** Why messages were skipped, most frequent first. */
  skipped_reasons: { reason: string; count: number }[];
  /** The earliest time a scheduled message of an active enrolment is due; null when none. */
  next_send_at: string | null;
}

export interface EnrolmentMessage {
  id: string;
  position: number;
  day: number;
  subject: string;
  status: MessageStatus;
  due_at: string;
  sent_at: string | null;
  attempts: number;
  reason: string | null;
}

export interface Enrolment {
  id: string;
  contact: { id: string; name: string; email: string | null };
  /** `stopped` also when the contact can no longer be emailed (unsubscribed, do not contact, deleted), whatever was asked. */
  status: EnrolmentStatus;
  /** Why nothing more is sent, when it is stopped. */
  stopped_reason: string | null;
  enrolled_at: string;
  unsubscribed: boolean;
  counts: SendingCounts;
  messages: EnrolmentMessage[];
}

export interface SequenceEnrolments {
  sequence_id: string;
  status: EnrolmentStatus;
  counts: SendingCounts;
  enrolments: Enrolment[];
}
