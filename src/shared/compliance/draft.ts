/**
 * What every detector receives: the email prepared once (text for matching, sentences), the
 * resolved context and the rows of its rule that apply. And what it returns: hits.
 */
import type { RuleRow } from './rules';
import { forMatching, type Span, sentences } from './text';
import type { Audience, EmailDraft, EmailField, FirmForCheck, Fix } from './types';

export interface PreparedField {
  field: EmailField;
  /** As the attorney typed it. */
  text: string;
  /** Same length, straight quotes: for regular expressions. */
  match: string;
  sentences: Span[];
}

export interface PreparedDraft {
  subject: PreparedField;
  body: PreparedField;
  /** Subject first: the order a reader meets the words. */
  fields: readonly [PreparedField, PreparedField];
  /** Subject and body for matching, on two lines: what a detector's guard words are looked for in. */
  match: string;
  /** Which guard words occur in `match`, by guard (detectors share guards; each is tested once). */
  guards: Map<string, boolean>;
  /** `match` as `comparable` gives it, once a detector needs it. */
  comparableMatch?: string;
  /** The three-character sequences of `match` (trigrams.ts), once a guard needs them. */
  trigrams?: Uint32Array;
}

export interface ResolvedContext {
  audience: Audience;
  /** Upper-case codes of the states whose rules apply. */
  states: ReadonlySet<string>;
  incidentDate?: string;
  sendDate: string;
  isFirstMessage: boolean;
}

export interface DetectorInput {
  draft: PreparedDraft;
  context: ResolvedContext;
  firm: FirmForCheck;
  /** The rows of this detector's rule that apply, strictest first. */
  rows: readonly RuleRow[];
}

export interface Hit {
  field: EmailField;
  start: number;
  end: number;
  /** What is wrong and what to do, without the citation (the engine adds it). */
  detail: string;
  fix?: Fix;
  /** The rows this hit breaks, when not all of them (for example only New York's exact wording). */
  rows?: readonly RuleRow[];
}

export type Detector = (input: DetectorInput) => Hit[];

function prepareField(field: EmailField, text: string): PreparedField {
  return { field, text, match: forMatching(text), sentences: sentences(text) };
}

export function prepareDraft(email: EmailDraft): PreparedDraft {
  // The editor checks an email and then asks the claim model about the same words: prepare them once.
  if (lastPrepared?.subject.text === email.subject && lastPrepared.body.text === email.body) return lastPrepared;
  const subject = prepareField('subject', email.subject);
  const body = prepareField('body', email.body);
  lastPrepared = { subject, body, fields: [subject, body], match: `${subject.match}\n${body.match}`, guards: new Map() };
  return lastPrepared;
}
let lastPrepared: PreparedDraft | undefined;

/** The words at [start, end) quoted for a message, shortened when long. */
export function quote(field: PreparedField, start: number, end: number): string {
  const words = field.text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `“${words.length > 60 ? `${words.slice(0, 57)}…` : words}”`;
}

/** Every match of `pattern` (which must have the g flag) in `text`. */
export function matches(text: string, pattern: RegExp): { start: number; end: number; text: string }[] {
  // exec on the pattern itself: matchAll would copy the pattern on every call, and the engine
  // runs as the attorney types. All matches are read before any is returned, so a caller may use
  // the same pattern again while it reads them.
  if (!pattern.global) throw new TypeError(`matches() needs a pattern with the g flag: /${pattern.source}/`);
  const found: { start: number; end: number; text: string }[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    found.push({ start: match.index, end: match.index + match[0].length, text: match[0] });
    if (match[0].length === 0) pattern.lastIndex++;
  }
  pattern.lastIndex = 0;
  return found;
}

/** Hits that overlap an earlier hit in the same field are the same fault found twice. */
export function withoutOverlaps(hits: Hit[]): Hit[] {
  const kept: Hit[] = [];
  for (const hit of hits) {
    if (!kept.some((other) => other.field === hit.field && other.start < hit.end && hit.start < other.end)) kept.push(hit);
  }
  return kept;
}
