/**
 * What the claim detectors share: the email read sentence by sentence, and the grammar that
 * decides whether words found in a sentence are the email's own claim. A claim can be denied
 * ("no lawyer can guarantee a result"), asked ("will I win?"), or reported in order to warn
 * against it ("beware the lawyer who promises you'll win", a billboard's "Guaranteed results!"
 * quoted to debunk it); a claim quoted from a client's testimonial is still the email's claim.
 */
import type { Hit, PreparedDraft, PreparedField } from '../draft';
import type { Span } from '../text';
import type { FirmForCheck } from '../types';

export interface SentenceView {
  field: PreparedField;
  span: Span;
  /** The sentence, straight quotes, for matching; offsets add span.start. */
  text: string;
  /** The sentence before it in the same field, or ''. */
  previous: string;
}

export function* eachSentence(draft: PreparedDraft): Generator<SentenceView> {
  for (const field of draft.fields) {
    let previous = '';
    for (const span of field.sentences) {
      const text = field.match.slice(span.start, span.end);
      yield { field, span, text, previous };
      previous = text;
    }
  }
}

export function hitIn(view: SentenceView, start: number, end: number, detail: string, extra: Partial<Hit> = {}): Hit {
  return { field: view.field.field, start: view.span.start + start, end: view.span.start + end, detail, ...extra };
}

/** A question asks; it does not claim ("Can anyone guarantee I will win?"). */
export const isQuestion = (sentence: string) => /\?["')\]\s]*$/.test(sentence);

// Someone else's claim, named in order to warn against it.
const REPORTED_BY =
  /\b(?:anyone|anybody|someone|somebody|a lawyer|any lawyer|lawyers|attorneys|firms|ads|billboards|commercials|those|others|people)\s+(?:who|that)\s+(?:\w+\s+){0,2}?(?:promise|promises|promised|promising|guarantee|guarantees|guaranteed|claim|claims|say|says|tell|tells|advertise|advertises|offer|offers)\b|\b(?:beware|watch out for|be (?:wary|careful|suspicious) of|don't (?:believe|trust|fall for)|do not (?:believe|trust|fall for))\b/i;
// Words around a quotation that show it is quoted to be debunked, not adopted.
const WARNING_FRAME =
  /\b(?:billboards?|commercials?|ads|advertisements|slogans?|other (?:firms|lawyers|attorneys)|some (?:firms|lawyers|attorneys)|you(?:'ve| have)? seen|beware|watch out|red flags?|selling something|too good to be true|the truth about|myths?|don't fall for|be (?:wary|careful|suspicious))\b/i;

/** Whether offset `at` of the field falls inside double quotes opened in the same paragraph. */
function insideQuotes(field: PreparedField, at: number): boolean {
  const paragraphStart = field.match.lastIndexOf('\n\n', at) + 1;
  let open = false;
  for (let i = paragraphStart; i < at; i++) if (field.match[i] === '"') open = !open;
  return open;
}

// The same frame ending just before a claim word: "anyone who [promises] a fast check".
const REPORTED_BEFORE =
  /\b(?:anyone|anybody|someone|somebody|a lawyer|any lawyer|lawyers|attorneys|firms|ads|billboards|commercials|those|others|people)\s+(?:who|that)\s+(?:\w+\s+){0,2}?$/i;

/**
 * Whether the words at `at` (an offset into the sentence) report a claim in order to warn
 * against it, rather than make it: "anyone who promises a fast check is guessing", or a
 * billboard's slogan quoted after "You've seen the billboards".
 */
export function isReported(view: SentenceView, at: number): boolean {
  const before = view.text.slice(0, at);
  if (REPORTED_BY.test(before) || REPORTED_BEFORE.test(before)) return true;
  if (!insideQuotes(view.field, view.span.start + at)) return false;
  return WARNING_FRAME.test(view.text) || WARNING_FRAME.test(view.previous);
}

// Words in firm names that do not identify the firm ("Law", "Group", "P.A.").
const GENERIC_NAME_WORD =
  /^(?:the|of|and|law|laws|legal|lawyers?|attorneys?|injury|injuries|personal|trial|group|firm|offices?|partners|associates|llp|llc|pllc|pa|pc|p|a|c|esq|inc|co)$/i;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Distinctive words of the firm's and its attorney's names, as a regular expression alternation, or ''. */
export function firmNameWords(firm: FirmForCheck): string {
  const words = `${firm.firmName ?? ''} ${firm.responsibleAttorney ?? ''}`
    .split(/[^\p{L}'-]+/u)
    .filter((word) => word.length >= 3 && !GENERIC_NAME_WORD.test(word))
    .map(escapeRegExp);
  return words.join('|');
}

/**
 * A pattern with a cheap test that must pass first: words the pattern cannot match without.
 * Most emails make none of most claims, so testing the guard once per email skips most of the
 * work (the engine runs as the attorney types).
 */
export interface Guarded<Reading extends string = string> {
  guard: RegExp;
  pattern: RegExp;
  /** How a match is read, for detectors that read their patterns differently. */
  reading?: Reading;
}

/** The patterns whose guard words occur somewhere in the email. */
export function possibleIn<T extends Guarded>(draft: PreparedDraft, patterns: readonly T[]): T[] {
  const text = `${draft.subject.match}\n${draft.body.match}`;
  return patterns.filter((p) => p.guard.test(text));
}
