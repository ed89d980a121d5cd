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
    pushLowercaseSentences(spans, text, start, index + segment.length);
  }
  if (pendingStart >= 0) pushLowercaseSentences(spans, text, pendingStart, text.length);
  return spans;
}

// Texted and hurried English starts sentences in lower case ("no fee unless we win. come in
// thurs?"), where the Unicode rules see one sentence. A full stop, "!" or "?" after a word of two
// letters or more (or a figure or an emoji) still ends one, unless the word is an abbreviation.
const LOWERCASE_START = /(?<=[\p{L}\p{N}\p{Extended_Pictographic})"'])(?:[!?]+|\.(?!\.))\s+(?=\p{Ll})/gu;
const LOWERCASE_AFTER_STOP = /[.!?]\s+[a-z\u00df-\u00ff]/;
const ABBREVIATION_BEFORE =
  /(?:^|[\s(])(?:\p{L}|etc|vs|approx|incl|esp|dept|est|fig|min|max|avg|ave|blvd|hwy|rd|ln|apt|co|inc|ltd|corp|mr|mrs|ms|dr|jr|sr|st|no|atty|esq|(?:\p{L}\.)+\p{L})$/iu;

function pushLowercaseSentences(spans: Span[], text: string, start: number, end: number): void {
  let from = start;
  if (!LOWERCASE_AFTER_STOP.test(text.slice(start, end))) return pushTrimmed(spans, text, start, end);
  for (const stop of text.slice(start, end).matchAll(LOWERCASE_START)) {
    const at = start + stop.index;
    if (ABBREVIATION_BEFORE.test(text.slice(Math.max(from, at - 12), at))) continue;
    pushTrimmed(spans, text, from, at + stop[0].trimEnd().length);
    from = at + stop[0].length;
  }
  pushTrimmed(spans, text, from, end);
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
  /\b(?:no|not|never|cannot|nobody|none|nothing|neither|nor|without|unable|impossible|no-one|avoid|avoids|avoiding|prohibit|prohibits|prohibited|prohibiting|forbid|forbids|forbidden|forbidding|banned|refuse|refuses|illegal|unethical)\b|n't\b|\bno one\b|\bcan not\b/i;
// "no doubt", "no matter" and the like strengthen a statement rather than deny it ("no cap" is texting's "no lie").
const NOT_A_NEGATION =
  /\bno (?:doubt|question|matter|wonder|surprise|exaggeration|lie|cap|kidding|joke|false modesty)(?=)\b|\bnot only\b|\bnothing less than\b|\bnot to (?:brag|boast)(?=)\b|\b(?:don't|do not)(?=) (?:wait|delay|hesitate)(?=)\b|\b(?:don't|do not)(?=)(?: you)? (?:worry|fret)(?=)(?=\s*:)|\bwithout (?:a )?(?:doubt|question|fail|blushing|hesitation|hesitating|exaggeration|exaggerating|exaggerating|apology|apologizing|false modesty|fear of contradiction|reservation|second thought|bragging|boasting)(?=)\b/gi;

/**
 * Whether the words before offset `at` in its clause deny what follows:
 * "no lawyer can guarantee", "we cannot promise", "results are not guaranteed".
 */
export function isNegated(sentence: string, at: number): boolean {
  let clause = clauseAround(sentence, at);
  let before = sentence.slice(clause.start, at);
  // A clause with no words before the match continues an earlier one across an aside: "I have
  // never, in thirty years of practice, promised a client a result".
  const headless = /^[\s"'(]*$/.test(before);
  for (let back = 0; headless && back < 2 && clause.start > 0; back++) {
    clause = clauseAround(sentence, clause.start - 1);
    before = sentence.slice(clause.start, at);
  }
  return NEGATION.test(before) && NEGATION.test(before.replace(NOT_A_NEGATION, ' '));
}

/** The sentence containing offset `at`, or undefined when `at` falls between sentences. */
export function sentenceAt(spans: readonly Span[], at: number): Span | undefined {
  return spans.find((span) => span.start <= at && at < span.end);
}
