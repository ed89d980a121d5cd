/**
 * Text helpers for the rules: sentences, clauses, lines and negation, all as offsets into the
 * original string so that findings point at the words the attorney typed.
 */

export interface Span {
  start: number;
  end: number;
}

/**
 * Straight quotes and plain spaces for matching. Every replacement is one code unit for one,
 * so offsets in the result are offsets in the original.
 */
export function forMatching(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02BC\u2032]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u00A0\u2007\u202F]/g, ' ');
}

/** Collapse spaces and case for comparing a sentence with a required wording. */
export function comparable(text: string): string {
  return forMatching(text).replace(/\s+/g, ' ').trim().toLowerCase();
}

let sentenceSegmenter: Intl.Segmenter | undefined;

// Titles and abbreviations that are followed by a name or a number, never by a new sentence.
// The Unicode sentence rules break after "Mr. " because a capital follows; we join them back.
const NON_FINAL_ABBREVIATION = /(?:^|[\s(])(?:Mr|Mrs|Ms|Mx|Dr|Prof|Hon|Rev|Sr|Jr|St|Ste|Mt|Ft|No|Nos|Vol|vs|v|e\.g|i\.e|Atty)\.\s*$/;

/**
 * Sentences of `text` with their offsets, trailing spaces excluded. Line breaks always end a
 * sentence (a salutation or a list item stands alone). Uses the platform's Unicode sentence
 * segmentation (Intl.Segmenter), which browsers and Node ship, so it costs no bundle bytes.
 */
export function sentences(text: string): Span[] {
  sentenceSegmenter ??= new Intl.Segmenter('en', { granularity: 'sentence' });
  const spans: Span[] = [];
  let pendingStart = -1;
  for (const { segment, index } of sentenceSegmenter.segment(text)) {
    const start = pendingStart >= 0 ? pendingStart : index;
    if (NON_FINAL_ABBREVIATION.test(segment) && !segment.includes('\n')) {
      pendingStart = start;
      continue;
    }
    pendingStart = -1;
    pushTrimmed(spans, text, start, index + segment.length);
  }
  if (pendingStart >= 0) pushTrimmed(spans, text, pendingStart, text.length);
  return spans;
}

function pushTrimmed(spans: Span[], text: string, start: number, end: number): void {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end > start) spans.push({ start, end });
}

/** Non-blank lines with their offsets, surrounding spaces excluded. */
export function lines(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    pushTrimmed(spans, text, start, start + line.length);
    start += line.length + 1;
  }
  return spans;
}

// Punctuation and conjunctions that start a new clause: "No lawyer can guarantee an outcome,
// but we can promise ..." has two clauses, and only the first is negated.
const CLAUSE_BREAK =
  /[,;:()\u2013\u2014]|\s-\s|\b(?:but|yet|however|although|though|whereas|while)\b|\b(?:and|so|then)\s+(?=(?:we|you|i|they|he|she|our|your)\b)/gi;

/** The clause of `sentence` (a string) around the offset `at`, as offsets into that string. */
export function clauseAround(sentence: string, at: number): Span {
  let start = 0;
  let end = sentence.length;
  for (const match of sentence.matchAll(CLAUSE_BREAK)) {
    const breakEnd = match.index + match[0].length;
    if (breakEnd <= at) start = breakEnd;
    else if (match.index >= at) {
      end = match.index;
      break;
    }
  }
  return { start, end };
}

const NEGATION =
  /\b(?:no|not|never|cannot|nobody|none|nothing|neither|nor|without|unable|impossible|no-one|avoid|avoids|avoiding)\b|n't\b|\bno one\b|\bcan not\b/i;
// "no doubt", "no matter" and the like strengthen a statement rather than deny it.
const NOT_A_NEGATION =
  /\bno (?:doubt|question|matter|wonder|surprise)\b|\bnot only\b|\bnothing less than\b|\bwithout (?:a )?(?:doubt|question|fail)\b/gi;

/**
 * Whether the words before offset `at` in its clause deny what follows:
 * "no lawyer can guarantee", "we cannot promise", "results are not guaranteed".
 */
export function isNegated(sentence: string, at: number): boolean {
  const clause = clauseAround(sentence, at);
  const before = sentence.slice(clause.start, at).replace(NOT_A_NEGATION, ' ');
  return NEGATION.test(before);
}

/** The sentence containing offset `at`, or undefined when `at` falls between sentences. */
export function sentenceAt(spans: readonly Span[], at: number): Span | undefined {
  return spans.find((span) => span.start <= at && at < span.end);
}
