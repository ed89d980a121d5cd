/**
 * The compliance engine's vocabulary. Rule codes, finding fields and audiences are a public
 * contract: the API returns them, sequences store them and the editor keys its marks on them.
 */

export const RULE_CODES = [
  'guarantee',
  'comparison',
  'past-results',
  'certification',
  'deceptive-subject',
  'fee-costs',
  'waiting-period',
  'ny-subject-label',
  'fl-first-sentence',
  'ca-advertisement-label',
  'physical-address',
  // Added beyond the first eleven; docs/compliance.md says why.
  'quick-settlement',
  'firm-identity',
  'specialist',
  'false-urgency',
  // Our own rule, not a law: a reader never sees an unfilled placeholder.
  'merge-field',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

/** client: current or former clients; subscriber: asked for the newsletter; lead: a prospective client with a known matter. */
export const AUDIENCES = ['client', 'subscriber', 'lead'] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * written: an email or letter; spoken: one reply a calling agent says on a call the lead is on.
 * A spoken reply has no subject line, first sentence, beginning and end, or mailing date, so the
 * rows about those (New York's label, Florida's first sentence and waiting period, California's
 * "Advertisement") do not reach it; every rule about what is said does.
 */
export const MEDIUMS = ['written', 'spoken'] as const;
export type Medium = (typeof MEDIUMS)[number];

export const SEVERITIES = ['block', 'warn'] as const;
/** block: the email cannot be saved or sent as it is; warn: the attorney should look before sending. */
export type Severity = (typeof SEVERITIES)[number];

export type EmailField = 'subject' | 'body';

export interface EmailDraft {
  subject: string;
  /** Plain text as the attorney edits it, line breaks as \n. */
  body: string;
}

export interface CheckContext {
  audience: Audience;
  /** Two-letter code of the state the recipient lives in, when known. */
  recipientState?: string;
  /** YYYY-MM-DD: the accident or incident that prompted the message, for solicitations. */
  incidentDate?: string;
  /** YYYY-MM-DD; when absent, today's date where the rules apply (see checkEmail). */
  sendDate?: string;
  /** Whether this is the first message the recipient gets in this conversation; unknown counts as first. */
  isFirstMessage?: boolean;
  /** 'written' unless given. */
  medium?: Medium;
}

/**
 * The firm profile as the engine reads it. Every field may be missing or blank, because the
 * engine also checks drafts of firms whose profile is not complete yet; a complete,
 * validated FirmProfile always fits.
 */
export interface FirmForCheck {
  firmName?: string;
  responsibleAttorney?: string;
  address?: string;
  phone?: string;
  website?: string;
  licensedStates?: readonly string[];
}

/**
 * One edit that cures a finding, applied to the finding's field: insert `text` at `at`, or
 * replace the characters from `start` to `end` with `text`. Offsets index the field as it
 * was checked; applyFix applies it and the result passes that rule.
 */
export type Fix =
  | { kind: 'insert'; field: EmailField; at: number; text: string }
  | { kind: 'replace'; field: EmailField; start: number; end: number; text: string };

/**
 * A finding the rule checks did not make: an AI second opinion read the sentence as a likely
 * problem of `rule`. It is a `warn`, never blocks, never replaces a rule's finding, and is not
 * stored with a sequence; the attorney decides.
 */
export const REVIEW_SUGGESTED = 'review-suggested';

export interface Finding {
  /** Absent for the rule checks' findings; REVIEW_SUGGESTED for an AI second opinion's. */
  kind?: typeof REVIEW_SUGGESTED;
  rule: RuleCode;
  severity: Severity;
  field: EmailField;
  /** Offsets of the words at fault in `field` (UTF-16 code units, end exclusive). Equal when the fault is something missing. */
  start: number;
  end: number;
  /** Plain English, citing the rule. */
  message: string;
  fix?: Fix;
  /** The citations of every rule row this finding breaks, strictest first. */
  source: string;
}
