/**
 * The limits and words of enrolment without their validation: the contacts screen's enrol
 * dialog needs these, and importing them pulls in no zod. `./enrolments` re-exports them.
 */

/** How many contacts one request may enrol, by ids or by filter (a larger list is sent in parts). */
export const ENROL_MAX = 1000;

export const CONTACT_IDS_REQUIRED = 'Choose at least one contact to enrol.';
export const ENROL_IDS_OR_FILTER = 'Send either contactIds or a contacts filter, not both.';
export const FILTER_TOO_BROAD = `This filter matches more than ${ENROL_MAX.toLocaleString('en-US')} contacts. Narrow it (by relationship, state, consent, source or a search) and enrol each part.`;
export const ALREADY_ENROLLED = 'Already enrolled in this sequence.';

export interface EnrolResult {
  /** The contacts asked for: the ids sent, or those the filter matched. */
  matched: number;
  enrolled: number;
  already_enrolled: number;
  /** Contacts that must not get marketing email (do not contact, unsubscribed, bounced, no email), by reason. */
  not_sendable: { reason: string; count: number }[];
  /** Every contact that was not enrolled, with why. */
  not_enrolled: { contact_id: string; reason: string }[];
}
