import { z } from 'zod';

/**
 * Enrolling contacts in a sequence and what the attorney sees of the sending: shared by the
 * sequences screen and the enrolment routes, so both use the same words.
 */

/** How many contacts one request may enrol (a larger list is sent in parts). */
export const ENROL_MAX = 1000;

export const CONTACT_IDS_REQUIRED = 'Choose at least one contact to enrol.';

export const enrolRequestSchema = z.object({
  contactIds: z
    .array(
      z
        .string({ error: 'Each contact id must be text.' })
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Each contact id must be the id of a contact (letters, digits, - and _).'),
      { error: CONTACT_IDS_REQUIRED },
    )
    .min(1, CONTACT_IDS_REQUIRED)
    .max(ENROL_MAX, `Enrol at most ${ENROL_MAX.toLocaleString('en-US')} contacts at a time.`)
    .transform((ids) => [...new Set(ids)]),
});

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
  status: EnrolmentStatus;
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

export interface EnrolResult {
  enrolled: number;
  /** Contacts that were not enrolled, with why. */
  not_enrolled: { contact_id: string; reason: string }[];
}
