/**
 * checkEmail: the rules that apply to this firm, audience and recipient, run over one email.
 * Pure: the same email, context, profile and day give the same findings, in the browser
 * (as the attorney types) and on the server (before anything is saved).
 */
import { findState, isStateCode } from '../usStates';
import { earliestToday, isCalendarDate } from './dates';
import { caAdvertisementLabel, flFirstSentence, nySubjectLabel } from './detectors/labels';
import { certification, feeCosts, pastResults } from './detectors/claims';
import { comparison } from './detectors/comparison';
import { guarantee, quickSettlement } from './detectors/outcome';
import { deceptiveSubject, firmIdentity, physicalAddress, waitingPeriod } from './detectors/delivery';
import { specialist } from './detectors/specialist';
import { falseUrgency } from './detectors/urgency';
import { mergeField } from './detectors/mergeFields';
import { type Detector, prepareDraft, type ResolvedContext } from './draft';
import { applicableRows, byStrictness, type RuleRow } from './rules';
import { type CheckContext, type EmailDraft, type Finding, type FirmForCheck, RULE_CODES, type RuleCode } from './types';

const DETECTORS: Record<RuleCode, Detector> = {
  guarantee,
  comparison,
  'past-results': pastResults,
  certification,
  'deceptive-subject': deceptiveSubject,
  'fee-costs': feeCosts,
  'waiting-period': waitingPeriod,
  'ny-subject-label': nySubjectLabel,
  'fl-first-sentence': flFirstSentence,
  'ca-advertisement-label': caAdvertisementLabel,
  'physical-address': physicalAddress,
  'quick-settlement': quickSettlement,
  'firm-identity': firmIdentity,
  specialist,
  'false-urgency': falseUrgency,
  'merge-field': mergeField,
};

/** The states whose rules apply: where the firm's lawyers are licensed, plus where the recipient lives. */
export function statesThatApply(firm: FirmForCheck, recipientState?: string): Set<string> {
  const codes = [...(firm.licensedStates ?? []), ...(recipientState ? [recipientState] : [])];
  return new Set(codes.map((code) => code.trim().toUpperCase()).filter(isStateCode));
}

function resolveContext(context: CheckContext, firm: FirmForCheck): ResolvedContext {
  for (const key of ['incidentDate', 'sendDate'] as const) {
    const value = context[key];
    if (value !== undefined && !isCalendarDate(value)) throw new RangeError(`${key} must be a date written YYYY-MM-DD, not “${value}”.`);
  }
  const states = statesThatApply(firm, context.recipientState);
  const timeZones = [...states].flatMap((code) => findState(code)?.timeZones ?? []);
  return {
    audience: context.audience,
    states,
    incidentDate: context.incidentDate,
    sendDate: context.sendDate ?? earliestToday(timeZones),
    isFirstMessage: context.isFirstMessage ?? true,
  };
}

const FIELD_ORDER = { subject: 0, body: 1 } as const;

/**
 * Findings for one email, subject first, in reading order. `sendDate` defaults to today's
 * date in the applicable states (the earliest of their time zones, so a waiting period is
 * never counted as over before it is over everywhere). Throws RangeError for a date that is
 * not YYYY-MM-DD; validate input with the shared schema first.
 */
export function checkEmail(email: EmailDraft, context: CheckContext, firm: FirmForCheck): Finding[] {
  const findings = checkWords(email, context, firm);
  const hashtags = hashtagsAsWords(email);
  if (!hashtags) return findings;
  // What the hashtags say as words, marked on the hashtag (the words' offsets are not the email's).
  for (const finding of checkWords(hashtags.email, context, firm)) {
    const tag = hashtags.tags.find((t) => t.field === finding.field && t.wordsStart <= finding.start && finding.end <= t.wordsEnd);
    if (!tag) continue;
    const already = findings.some((f) => f.rule === finding.rule && f.field === tag.field && f.start < tag.end && tag.start < f.end);
    if (already) continue;
    const { fix: _fix, ...rest } = finding;
    findings.push({ ...rest, start: tag.start, end: tag.end });
  }
  return findings.sort(
    (a, b) => FIELD_ORDER[a.field] - FIELD_ORDER[b.field] || a.start - b.start || RULE_CODES.indexOf(a.rule) - RULE_CODES.indexOf(b.rule),
  );
}

// A hashtag that runs words together: "#NoWinNoFee", "#TruckAccidentExperts", "#1InjuryLawyer".
const CAMEL_HASHTAG = /#(?=[\p{L}\d]*[\p{Ll}\d]\p{Lu})[\p{L}\d]+/gu;

interface Hashtag {
  field: 'subject' | 'body';
  /** The hashtag in the email. */
  start: number;
  end: number;
  /** Its words in the rewritten email. */
  wordsStart: number;
  wordsEnd: number;
}

/**
 * The email with each run-together hashtag written out as words on a line of its own ("#NoWinNoFee"
 * becomes "No Win No Fee"), so the rules read what a caption's hashtags say; undefined when there is none.
 */
function hashtagsAsWords(email: EmailDraft): { email: EmailDraft; tags: Hashtag[] } | undefined {
  if (!email.body.includes('#') && !email.subject.includes('#')) return undefined;
  const tags: Hashtag[] = [];
  const rewrite = (field: Hashtag['field'], text: string) => {
    let out = '';
    let last = 0;
    for (const match of text.matchAll(CAMEL_HASHTAG)) {
      const words = match[0]
        .replace(/^#(?!\d)/, '')
        .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
        .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');
      out += `${text.slice(last, match.index)}\n`;
      tags.push({
        field,
        start: match.index,
        end: match.index + match[0].length,
        wordsStart: out.length,
        wordsEnd: out.length + words.length,
      });
      out += `${words}\n`;
      last = match.index + match[0].length;
    }
    return out + text.slice(last);
  };
  const rewritten = { subject: rewrite('subject', email.subject), body: rewrite('body', email.body) };
  return tags.length > 0 ? { email: rewritten, tags } : undefined;
}

function checkWords(email: EmailDraft, context: CheckContext, firm: FirmForCheck): Finding[] {
  const resolved = resolveContext(context, firm);
  const draft = prepareDraft(email);
  const rowsByCode = new Map<RuleCode, RuleRow[]>();
  for (const row of applicableRows(resolved.states, resolved.audience, resolved.incidentDate !== undefined, context.medium)) {
    rowsByCode.set(row.code, [...(rowsByCode.get(row.code) ?? []), row]);
  }
  const findings: Finding[] = [];
  for (const code of RULE_CODES) {
    const rows = rowsByCode.get(code)?.sort(byStrictness);
    if (!rows) continue;
    for (const hit of DETECTORS[code]({ draft, context: resolved, firm, rows })) {
      const broken = [...(hit.rows ?? rows)].sort(byStrictness);
      const strictest = broken[0]!;
      findings.push({
        rule: code,
        severity: strictest.severity,
        field: hit.field,
        start: hit.start,
        end: hit.end,
        message: `${hit.detail} (${strictest.source}).`,
        ...(hit.fix ? { fix: hit.fix } : {}),
        source: broken.map((row) => row.source).join('; '),
      });
    }
  }
  return findings.sort(
    (a, b) => FIELD_ORDER[a.field] - FIELD_ORDER[b.field] || a.start - b.start || RULE_CODES.indexOf(a.rule) - RULE_CODES.indexOf(b.rule),
  );
}

/** Whether any finding stops the email from being saved. */
export function hasBlockingFinding(findings: readonly Finding[]): boolean {
  return findings.some((finding) => finding.severity === 'block');
}
