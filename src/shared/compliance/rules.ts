/**
 * The rules as data: one row per rule code and jurisdiction. A code can have several rows
 * (a national baseline that warns, a state that requires more and blocks); a finding takes
 * the strictest row that applies and cites every one. docs/compliance.md explains each row,
 * why it has its severity and what is uncertain; a test keeps that document in step.
 */
import type { StateCode } from '../usStates';
import type { Audience, Medium, RuleCode, Severity } from './types';

/** The date every source below was last read against its text. */
export const RULES_CHECKED = '2026-11-22';

/** The sentence Florida requires first in an incident-prompted solicitation. */
export const FL_FIRST_SENTENCE = 'If you have already retained a lawyer for this matter, please disregard this letter.';
/** The disclaimer New York requires next to past results and comparisons. */
export const NY_DISCLAIMER = 'Prior results do not guarantee a similar outcome.';
/** The subject-line notation New York requires on advertising email. */
export const NY_SUBJECT_LABEL = 'ATTORNEY ADVERTISING';
/** California's word; "or words of similar import" are accepted too. */
export const CA_LABEL = 'Advertisement';

export interface RuleRow {
  code: RuleCode;
  /** 'US': wherever the firm or recipient is (an ABA Model Rule that states adopt in their own words, or federal law). */
  jurisdictions: 'US' | readonly StateCode[];
  severity: Severity;
  /** The audiences the row applies to. */
  audiences: readonly Audience[];
  /** The row needs this context to apply (a waiting period needs the incident date). */
  needsIncidentDate?: boolean;
  /** Short citation, used in messages. */
  source: string;
  checked: string;
  /** What the row catches, in a line. */
  catches: string;
  /** What a writer must do to follow the row, for the generator's instructions. */
  instruction: string;
  /** waiting-period rows: the first day a solicitation may go out, counted from the incident. */
  firstAllowedDay?: number;
  /** Rows satisfied only by New York's exact disclaimer. */
  needsNyDisclaimer?: boolean;
  /** specialist rows whose source names only "specialist" and "specializes", not "expert" (New York). */
  specialistWordsOnly?: boolean;
  /**
   * Rows about a written message as a whole (a subject line, a first sentence, a beginning and an
   * end, a mailing date), which a reply spoken on a call does not have.
   */
  writtenOnly?: boolean;
}

const ALL: readonly Audience[] = ['client', 'subscriber', 'lead'];
/** Advertising rules do not reach existing clients in New York (N.Y. Rule 1.0(a)). */
const NOT_CLIENTS: readonly Audience[] = ['subscriber', 'lead'];
const LEADS: readonly Audience[] = ['lead'];

const row = (fields: Omit<RuleRow, 'checked'>): RuleRow => ({ ...fields, checked: RULES_CHECKED });

export const RULES: readonly RuleRow[] = [
  row({
    code: 'guarantee',
    jurisdictions: 'US',
    severity: 'block',
    audiences: ALL,
    source: 'ABA Model Rule 7.1 and comment [3]',
    catches: 'Promises or predictions of an outcome: "we will win", "guaranteed results", "100% success".',
    instruction: 'Never promise, guarantee or predict an outcome, a win, an amount or a timeline.',
  }),
  row({
    code: 'guarantee',
    jurisdictions: ['CA'],
    severity: 'block',
    audiences: ALL,
    source: 'Cal. Bus. & Prof. Code § 6157.2(a)(1)',
    catches: 'A guarantee or warranty of the outcome of a legal matter.',
    instruction: 'Never guarantee or warrant the outcome of a legal matter (California).',
  }),
  row({
    code: 'guarantee',
    jurisdictions: ['FL'],
    severity: 'block',
    audiences: ALL,
    source: 'R. Regulating Fla. Bar 4-7.13(b)(1)',
    catches: 'Statements a reader can take as a prediction or guaranty of success or specific results.',
    instruction: 'Never write anything a reader could take as a prediction or guaranty of success (Florida).',
  }),
  row({
    code: 'comparison',
    jurisdictions: 'US',
    severity: 'warn',
    audiences: ALL,
    source: 'ABA Model Rule 7.1, comment [3]',
    catches: 'Superiority the firm may not be able to prove: "best", "#1", "top-rated", "leading", "most experienced".',
    instruction:
      'Do not call the firm or its lawyers the best, #1, top-rated, leading or most experienced, and do not compare them with other lawyers.',
  }),
  row({
    code: 'comparison',
    jurisdictions: ['FL'],
    severity: 'block',
    audiences: ALL,
    source: 'R. Regulating Fla. Bar 4-7.13(b)(3)',
    catches: 'Comparisons or characterisations of skill, experience or reputation that are not objectively verifiable.',
    instruction: 'Do not characterise the lawyers’ skill, experience or reputation unless it is objectively verifiable (Florida).',
  }),
  row({
    code: 'comparison',
    jurisdictions: ['NY'],
    severity: 'block',
    audiences: NOT_CLIENTS,
    needsNyDisclaimer: true,
    source: 'N.Y. Rules of Prof. Conduct 7.1(d)(2), (e)',
    catches: 'A comparison with other lawyers in an advertisement without the disclaimer New York requires.',
    instruction: `If an advertisement compares the firm with other lawyers, it must also say "${NY_DISCLAIMER}" (New York).`,
  }),
  row({
    code: 'past-results',
    jurisdictions: 'US',
    severity: 'warn',
    audiences: ALL,
    source: 'ABA Model Rule 7.1, comment [3]',
    catches: 'Specific results or amounts recovered without saying that past results do not guarantee a similar outcome.',
    instruction: `Do not mention case results, verdicts, settlements or amounts recovered; if the attorney insists on one, add "${NY_DISCLAIMER}"`,
  }),
  row({
    code: 'past-results',
    jurisdictions: ['NY'],
    severity: 'block',
    audiences: NOT_CLIENTS,
    needsNyDisclaimer: true,
    source: 'N.Y. Rules of Prof. Conduct 7.1(d)(1), (e)(3)',
    catches: `Past results in an advertisement without the exact disclaimer "${NY_DISCLAIMER}"`,
    instruction: `Any result mentioned in an advertisement must be followed by the exact words "${NY_DISCLAIMER}" (New York).`,
  }),
  row({
    code: 'certification',
    jurisdictions: 'US',
    severity: 'block',
    audiences: ALL,
    source: 'ABA Model Rule 7.2(c)',
    catches: '"Certified specialist", "board certified" and the like without naming the certifying organisation.',
    instruction:
      'Never say a lawyer is certified or board certified unless the brief names the certifying organisation; then name it in the same sentence.',
  }),
  row({
    code: 'deceptive-subject',
    jurisdictions: 'US',
    severity: 'block',
    audiences: ALL,
    source: '15 U.S.C. § 7704(a)(2) (CAN-SPAM)',
    catches: 'Subjects that mislead about the message: "Re:" or "Fwd:" on a first message, fake notices, approvals or checks.',
    instruction: 'Subject lines describe the email honestly: no "Re:" or "Fwd:", no fake notices, approvals, checks or deadlines.',
  }),
  row({
    code: 'deceptive-subject',
    jurisdictions: 'US',
    severity: 'block',
    audiences: ALL,
    source: 'ABA Model Rule 7.1, comment [2]',
    catches: 'A message presented so that a reader believes they must act when no action is required.',
    instruction: 'Never make the reader believe they must respond or act (no "action required", no fake deadlines).',
  }),
  row({
    code: 'fee-costs',
    jurisdictions: 'US',
    severity: 'warn',
    audiences: ALL,
    source: 'ABA Model Rules 7.1 and 1.5(c)',
    catches: '"No fee unless we win" and other contingent-fee statements that do not say who pays costs and expenses.',
    instruction:
      'Whenever you mention a contingent fee ("no fee unless we win"), say in the same email whether clients pay court costs and case expenses when there is no recovery.',
  }),
  row({
    code: 'fee-costs',
    jurisdictions: ['CA'],
    severity: 'block',
    audiences: ALL,
    source: 'Cal. Bus. & Prof. Code § 6157.2(a)(4)',
    catches:
      'An offer of representation on a contingent basis that does not say whether the client pays costs advanced when nothing is recovered.',
    instruction:
      'A contingent-fee statement must say whether the client is responsible for costs advanced when there is no recovery (California).',
  }),
  row({
    code: 'fee-costs',
    jurisdictions: ['FL'],
    severity: 'block',
    audiences: ALL,
    source: 'R. Regulating Fla. Bar 4-7.13(a)(2)',
    catches: 'A contingent-fee statement that omits the costs a client still owes, information needed to keep it from misleading.',
    instruction: 'A contingent-fee statement must say whether the client owes costs and expenses without a recovery (Florida).',
  }),
  row({
    code: 'fee-costs',
    jurisdictions: ['NC'],
    severity: 'block',
    audiences: ALL,
    source: 'N.C. State Bar 2004 Formal Ethics Opinion 8',
    catches: '"No fee unless we win" without saying that costs advanced must be repaid, unless the firm always waives them.',
    instruction:
      'A "no fee unless we win" statement must say whether costs advanced are repaid when there is no recovery (North Carolina).',
  }),
  row({
    code: 'waiting-period',
    writtenOnly: true,
    jurisdictions: ['FL'],
    severity: 'block',
    audiences: LEADS,
    needsIncidentDate: true,
    firstAllowedDay: 31,
    source: 'R. Regulating Fla. Bar 4-7.18(b)(1)(A)',
    catches: 'A written solicitation about an accident sent before more than 30 days have passed since it.',
    instruction: 'Never send a solicitation about a specific accident until more than 30 days after it (Florida).',
  }),
  row({
    code: 'waiting-period',
    writtenOnly: true,
    jurisdictions: ['NY'],
    severity: 'block',
    audiences: LEADS,
    needsIncidentDate: true,
    firstAllowedDay: 30,
    source: 'N.Y. Rules of Prof. Conduct 7.3(e)',
    catches: 'A solicitation about a personal-injury or wrongful-death incident before the 30th day after it.',
    instruction: 'Never send a solicitation about a specific incident before the 30th day after it (New York).',
  }),
  row({
    code: 'ny-subject-label',
    writtenOnly: true,
    jurisdictions: ['NY'],
    severity: 'block',
    audiences: NOT_CLIENTS,
    source: 'N.Y. Rules of Prof. Conduct 7.1(f)',
    catches: `An advertising email (to anyone but existing clients) without "${NY_SUBJECT_LABEL}" in the subject line.`,
    instruction: `Every subject line to anyone but existing clients contains "${NY_SUBJECT_LABEL}" (New York).`,
  }),
  row({
    code: 'fl-first-sentence',
    writtenOnly: true,
    jurisdictions: ['FL'],
    severity: 'block',
    audiences: LEADS,
    source: 'R. Regulating Fla. Bar 4-7.18(b)(2)',
    catches: `A solicitation prompted by an incident whose first sentence is not "${FL_FIRST_SENTENCE}"`,
    instruction: `A message to a prospective client about their matter begins, after the greeting, with exactly: "${FL_FIRST_SENTENCE}" (Florida).`,
  }),
  row({
    code: 'ca-advertisement-label',
    writtenOnly: true,
    jurisdictions: ['CA'],
    severity: 'block',
    audiences: LEADS,
    source: 'Cal. Rules of Prof. Conduct 7.3(c)',
    catches: `A solicitation of someone known to need legal help in a matter without "${CA_LABEL}" at its beginning and at its end.`,
    instruction: `A message to a prospective client about their matter starts and ends with the word "${CA_LABEL}" (California).`,
  }),
  row({
    code: 'physical-address',
    jurisdictions: 'US',
    severity: 'block',
    audiences: ALL,
    source: '15 U.S.C. § 7704(a)(5)(A)(iii) (CAN-SPAM)',
    catches: 'The firm profile has no postal address, so the footer every email ends with cannot be composed.',
    instruction: 'The footer with the firm’s postal address and an opt-out line is added to every email; do not write your own.',
  }),
  row({
    code: 'quick-settlement',
    jurisdictions: 'US',
    severity: 'warn',
    audiences: ALL,
    source: 'ABA Model Rule 7.1, comment [3]',
    catches: 'Promises of quick settlements or immediate cash, which create unjustified expectations.',
    instruction: 'Never suggest quick settlements, fast cash or immediate payment.',
  }),
  row({
    code: 'quick-settlement',
    jurisdictions: ['CA'],
    severity: 'block',
    audiences: ALL,
    source: 'Cal. Bus. & Prof. Code § 6157.2(a)(2)',
    catches: 'Statements that the lawyer can generally obtain immediate cash or quick settlements.',
    instruction: 'Never say the firm can obtain immediate cash or quick settlements (California).',
  }),
  row({
    code: 'firm-identity',
    jurisdictions: 'US',
    severity: 'block',
    audiences: ALL,
    source: 'ABA Model Rule 7.2(d)',
    catches: 'The firm profile has no firm name, so the email does not say which firm is responsible for it.',
    instruction: 'The footer names the firm responsible for the email.',
  }),
  row({
    code: 'firm-identity',
    jurisdictions: ['NY'],
    severity: 'block',
    audiences: NOT_CLIENTS,
    source: 'N.Y. Rules of Prof. Conduct 7.1(h)',
    catches: 'A New York advertisement without the firm’s name, principal office address and telephone number.',
    instruction: 'The footer carries the firm’s name, office address and telephone number (New York).',
  }),
  row({
    code: 'specialist',
    jurisdictions: 'US',
    severity: 'warn',
    audiences: ALL,
    source: 'ABA Model Rule 7.1; Model Rule 7.2, comment [9]',
    catches:
      '"Specialists in truck cases", "we specialize in", "experts in injury law": allowed only when true, and the checker cannot tell.',
    instruction:
      'Do not call the firm or its lawyers specialists or experts, or say they specialize in a field of law; say which cases the firm handles instead ("we handle truck-crash cases").',
  }),
  row({
    code: 'specialist',
    jurisdictions: ['FL'],
    severity: 'block',
    audiences: ALL,
    source: 'R. Regulating Fla. Bar 4-7.14(a)(4)',
    catches:
      'A statement that a lawyer is a specialist or an expert, or a variation of those terms, without the certification Florida recognises.',
    instruction: 'Never call a lawyer or the firm specialists or experts, or say they specialize or have expertise in a field (Florida).',
  }),
  row({
    code: 'specialist',
    jurisdictions: ['NY'],
    severity: 'block',
    audiences: ALL,
    specialistWordsOnly: true,
    source: 'N.Y. Rules of Prof. Conduct 7.4(a)',
    catches:
      'A statement that the lawyer or firm is a specialist or specializes in a field of law, except the certifications Rule 7.4(c) allows.',
    instruction: 'Never say the firm or a lawyer is a specialist or specializes in a field of law (New York).',
  }),
  row({
    code: 'specialist',
    jurisdictions: ['IL'],
    severity: 'block',
    audiences: ALL,
    source: 'Ill. Rules of Prof. Conduct 7.4(c)',
    catches: '"Specialist", "expert" or similar terms describing a lawyer’s qualifications.',
    instruction: 'Never describe a lawyer or the firm as specialists or experts (Illinois).',
  }),
  row({
    code: 'false-urgency',
    jurisdictions: 'US',
    severity: 'warn',
    audiences: ALL,
    source: 'ABA Model Rule 7.1',
    catches:
      'Invented deadlines or scarcity that push the reader to contact or hire the firm: "this offer won’t last", "only three consultations left".',
    instruction:
      'Never invent deadlines or scarcity ("offer ends Friday", "only a few spots left", "act now"); when a real legal deadline matters, state it with its basis.',
  }),
  row({
    code: 'merge-field',
    jurisdictions: 'US',
    severity: 'block',
    audiences: ALL,
    source: 'CaseCourier’s own rule, not a law: a reader never sees an unfilled placeholder',
    catches: 'A placeholder typed in another tool’s form ([First Name], {{first_name}}, *|FNAME|*) or a merge field we cannot fill.',
    instruction:
      'Write the reader’s and the firm’s details only as merge fields such as {{contact.first_name or "there"}} or {{firm.phone}}; never [First Name] or any other placeholder.',
  }),
];

const SEVERITY_RANK: Record<Severity, number> = { block: 0, warn: 1 };

/** Strictest first, national rows before state rows of the same severity. */
export function byStrictness(a: RuleRow, b: RuleRow): number {
  return SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || Number(a.jurisdictions !== 'US') - Number(b.jurisdictions !== 'US');
}

/** The rows that apply to a message to `audience` when these states' rules apply. */
export function applicableRows(
  states: ReadonlySet<string>,
  audience: Audience,
  hasIncidentDate: boolean,
  medium: Medium = 'written',
): RuleRow[] {
  return RULES.filter(
    (rule) =>
      rule.audiences.includes(audience) &&
      (!rule.needsIncidentDate || hasIncidentDate) &&
      (!rule.writtenOnly || medium === 'written') &&
      (rule.jurisdictions === 'US' || rule.jurisdictions.some((state) => states.has(state))),
  );
}
