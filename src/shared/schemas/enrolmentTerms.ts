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

/**
 * Who may be left out of an enrolment on purpose, after a warning: contacts whose relationship
 * is not the sequence's audience, and contacts in states where the firm is not licensed.
 */
export const ENROL_WARNINGS = ['audience-mismatch', 'unlicensed-state'] as const;
export type EnrolWarningKind = (typeof ENROL_WARNINGS)[number];

export interface EnrolledContact {
  contact_id: string;
  name: string;
  email: string | null;
}

/** Something to look at before enrolling: who it is about, and whether they are being left out. */
export interface EnrolWarning {
  kind: EnrolWarningKind;
  message: string;
  /** The source of the rule the warning rests on, when it rests on one. */
  source: string | null;
  contacts: EnrolledContact[];
  /** True when the request asked to leave these contacts out: they are in `not_enrolled`. */
  left_out: boolean;
}

export interface EnrolResult {
  /** True for a preview (`dry_run`): the same answer the enrolment would give, with nothing written. */
  dry_run: boolean;
  /** The contacts asked for: the ids sent, or those the filter matched. */
  matched: number;
  /** Enrolled, or for a preview, who would be. */
  enrolled: number;
  already_enrolled: number;
  /** Contacts that must not get marketing email (do not contact, unsubscribed, bounced, no email), by reason. */
  not_sendable: { reason: string; count: number }[];
  /** Who receives the sequence (or would, for a preview), in the order asked. */
  enrolled_contacts: EnrolledContact[];
  /** Every contact that was not enrolled, with why. */
  not_enrolled: (EnrolledContact & { reason: string })[];
  warnings: EnrolWarning[];
}
