/**
 * What the claim detectors share: the email read sentence by sentence, and the grammar that
 * decides whether words found in a sentence are the email's own claim. A claim can be denied
 * ("no lawyer can guarantee a result"), asked ("will I win?"), or reported in order to warn
 * against it ("beware the lawyer who promises you'll win", a billboard's "Guaranteed results!"
 * quoted to debunk it); a claim quoted from a client's testimonial is still the email's claim.
 */
import type { Hit, PreparedDraft, PreparedField } from '../draft';
import { clauseAround, type Span } from '../text';
import type { FirmForCheck } from '../types';
import { mayOccurIn } from './trigrams';

export interface SentenceView {
  field: PreparedField;
  span: Span;
  /** The sentence, straight quotes, for matching; offsets add span.start. */
  text: string;
  /** The sentence before it in the same field, or ''. */
  previous: string;
}

/** The email's sentences in reading order, worked out once per email for every detector. */
export function eachSentence(draft: PreparedDraft): readonly SentenceView[] {
  let views = SENTENCE_VIEWS.get(draft);
  if (!views) {
    views = [];
    for (const field of draft.fields) {
      let previous = '';
      for (const span of field.sentences) {
        const text = field.match.slice(span.start, span.end);
        views.push({ field, span, text, previous });
        previous = text;
      }
    }
    SENTENCE_VIEWS.set(draft, views);
  }
  return views;
}
const SENTENCE_VIEWS = new WeakMap<PreparedDraft, SentenceView[]>();

export function hitIn(view: SentenceView, start: number, end: number, detail: string, extra: Partial<Hit> = {}): Hit {
  return { field: view.field.field, start: view.span.start + start, end: view.span.start + end, detail, ...extra };
}

/**
 * Whether the words at [start, end) of `text` stand alone in quotes, named rather than claimed:
 * What “Board Certified” really means, lawyers may not call themselves “specialists”, whether 'board certified' means much.
 */
export function isQuotedWord(text: string, start: number, end: number): boolean {
  return (
    (/"\s*$/.test(text.slice(Math.max(0, start - 2), start)) && /^[,.!?]?"/.test(text.slice(end, end + 2))) ||
    // In single quotes only when not said of someone: "Earl's 'board certified'" is a claim in scare quotes.
    (/(?:^|\s)'$/.test(text.slice(Math.max(0, start - 2), start)) &&
      /^[,.!?]?'(?!\w)/.test(text.slice(end, end + 3)) &&
      !/(?:'s|'re|'m|\b(?:is|are|was|were|am|be|been|became|become))\s+'$/i.test(text.slice(Math.max(0, start - 12), start)))
  );
}

/** Whether the words at [start, end) name others' slogan in single quotes: "about those '#1 firm' subway ads". */
export function isNamedSlogan(text: string, start: number, end: number): boolean {
  return (
    /(?:^|\s)'$/.test(text.slice(Math.max(0, start - 2), start)) &&
    /^'\s+(?:[\w-]+\s+)?(?:ads?|billboards?|claims?|slogans?|signs?|commercials?|promises?)\b/i.test(text.slice(end, end + 30))
  );
}

// Someone else's words about themselves: "lawyers advertise that they're", "calling themselves".
const SAID_OF_THEMSELVES =
  /\b(?:say|says|saying|said|state|states|stating|claim|claims|claiming|call|calls|calling|describe|describes|describing|advertise|advertises|advertising|market|markets|bill|bills)(?=)\s+(?:that\s+)?(?:they|themselves|he|she|him|her|itself|a lawyer|lawyers|an attorney|attorneys|every attorney|someone)(?=)(?:'re|'s|\s+(?:is|are|as)(?=))?\s+(?:an?\s+|the\s+)?"?$/i;

/** Whether the words before offset `at` say someone else describes themselves with them. */
export const isSaidOfThemselves = (text: string, at: number) => SAID_OF_THEMSELVES.test(text.slice(Math.max(0, at - 80), at));

/** A question asks; it does not claim ("Can anyone guarantee I will win?"). */
export const isQuestion = (sentence: string) => /\?["')\]\s]*$/.test(sentence);

// Someone else's claim, named in order to warn against it.
const REPORTED_BY =
  /\b(?:anyone|anybody|someone|somebody|lawyers?|attorneys?|firms?|ads?|billboards?|commercials?|those|others|people|folks|guys|outfits|newsletters?|emails?|copy|templates?|drafts?|vendors?|subject lines?|taglines?|messages?|letters?|websites?|companies|company)(?=)\s+(?:who|that)(?=)\s+(?:\w+\s+){0,2}?(?:promise|promises|promised|promising|guarantee|guarantees|guaranteed|claim|claims|say|says|tell|tells|advertise|advertises|offer|offers)(?=)\b|\b(?:anyone|anybody|someone|somebody)(?=)\s+(?:promising|guaranteeing|claiming|swearing|telling (?:you|u)(?=))(?=)\b|\b(?:wish|if only)(?=) (?:i|we)(?=) could (?:tell|promise|say|guarantee)(?=)\b|\b(?:i'd|i would|we'd|we would)(?=) love to (?:tell|promise|say|guarantee)(?=)\b|\b(?:ads?|firms?|lawyers?|attorneys?|billboards?|commercials?)(?=)\s+(?:[\w-]+\s+){0,2}?(?:calling|billing|advertising)(?=) themselves\b|\b(?:if|were)(?=) (?:i|we)(?=) (?:to )?(?:promised|promise|guaranteed|told you)(?=)\b|\b(?:beware|watch out for|be (?:wary|careful|suspicious)(?=) of|don't (?:believe|trust|fall for)(?=)|do not (?:believe|trust|fall for)(?=))(?=)\b|\byou(?: may| might|'ll| will| may have| might have)(?=) (?:hear|read|see|heard|seen)(?=) (?:that )?(?:a|an|some|other|another)(?=) (?:[\w-]+ )?(?:lawyers?|attorneys?|firms?|ads?)(?=)\b/i;
// Others' advertising, with what it promises after it: "ads promising money fast", "billboards shouting 'CASH IN DAYS!'".
const AD_PROMISING_WORD = /promising|guaranteeing|shouting|screaming|yelling|claiming|touting|boasting|bragging|flashing|hawking/i;
const AD_PROMISING =
  /(?<!\b(?:our|my)\s)\b(?:lawyers?|attorneys?|firms?|ads|billboards?|commercials?|advertisements?|mailers?|flyers?|slogans?|signs?)"?\s+(?:\w+\s+)?(?:promising|guaranteeing|shouting|screaming|yelling|claiming|touting|boasting|bragging|flashing|hawking)\b/i;
/** Whether the words before a claim name others' advertising promising it. */
const adPromising = (before: string) => AD_PROMISING_WORD.test(before) && AD_PROMISING.test(before);
// Words around a quotation that show it is quoted to be debunked, not adopted.
const WARNING_FRAME =
  /\b(?:billboards?|commercials?|ads|advertisements|slogans?|other (?:firms|lawyers|attorneys)(?=)|some (?:firms|lawyers|attorneys)(?=)|another (?:firm|lawyer|attorney)(?=)|scams?|scammers?|fraud|you(?:'ve| have)? seen|you(?:'ve| have)(?=) heard|beware|watch out|red flags?|selling (?:you )?something|too good to be true|the truth about|myths?|don't fall for|be (?:wary|careful|suspicious)(?=))(?=)\b/i;

/**
 * Where the quotes (double, or else single) around offset `at` of the field open, in the same paragraph,
 * or -1 when `at` is not inside quotes.
 */
function quoteOpening(field: PreparedField, at: number): number {
  const match = field.match;
  const paragraphStart = match.lastIndexOf('\n\n', at) + 1;
  let opening = -1;
  // Single quotes too, told from apostrophes by what stands beside them: 'Cash in 30 days!' opens after a
  // space and closes before one; "don't" and "Texas' roads" open nothing.
  let single = -1;
  for (let i = paragraphStart; i < at; i++) {
    const c = match[i];
    if (c === '"') opening = opening < 0 ? i : -1;
    else if (c === "'") {
      if (
        single < 0 &&
        (i === 0 || OPENS_AFTER.test(match[i - 1]!)) &&
        STARTS_WORDS.test(match[i + 1] ?? '') &&
        !ELISION.test(match.slice(i, i + 8))
      )
        single = i;
      else if (single >= 0 && closesSingle(match, i)) single = -1;
    }
  }
  if (opening >= 0 || single < 0) return opening;
  // An opening single quote counts only when it closes later in the paragraph: "an '09 Fat Boy" opens nothing.
  const paragraphEnd = match.indexOf('\n\n', at);
  for (let i = at; i < (paragraphEnd < 0 ? match.length : paragraphEnd); i++) if (match[i] === "'" && closesSingle(match, i)) return single;
  return -1;
}
const closesSingle = (match: string, i: number) => ENDS_WORDS.test(match[i - 1] ?? '') && CLOSES_BEFORE.test(match[i + 1] ?? ' ');
// A letter left out, not a quotation: "'09", "'90s", "'em", "'cause", "'til".
const ELISION = /^'(?:\d\d(?:s\b|\b)|(?:em|cause|cos|til|till|round|bout|tis|twas|n|s)\b)/i;
const OPENS_AFTER = /[\s([:,\u2013\u2014-]/;
const STARTS_WORDS = /[A-Za-z0-9$#]/;
const ENDS_WORDS = /[A-Za-z0-9.!?,)]/;
const CLOSES_BEFORE = /[\s.,;:!?)\]]/;

/**
 * The words that introduce the quotation around offset `at` of the sentence (up to `length`
 * characters before its opening quote, in the same paragraph), or undefined when `at` is not
 * inside double quotes: 'A competitor mailed this out: "..."'.
 */
export function quotationIntroduction(view: SentenceView, at: number, length: number): string | undefined {
  const match = view.field.match;
  const opening = quoteOpening(view.field, view.span.start + at);
  if (opening < 0) return undefined;
  const paragraphStart = match.lastIndexOf('\n\n', opening) + 1;
  return match.slice(Math.max(paragraphStart, opening - length), opening);
}

// A quotation introduced as the insurer's words: "I can recite the adjuster's script: \"this offer expires Friday\"".
const INSURER_SPEAKS =
  /\b(?:adjusters?|insurers?|insurance (?:compan(?:y|ies)|carriers?)|carriers?|the other side|defen[cs]e (?:lawyers?|attorneys?))(?:'s?)?\s+(?:[\w-]+\s+){0,2}?(?:script|line|lines|pitch|playbook|says?|said|will say|tells?|told|writes?|wrote|goes|offers?|offered)\b/i;
// "If someone promises you quick cash, ask ...": another's claim, named to warn.
const IF_SOMEONE_CLAIMS =
  /\b(?:if|when|whenever|once)(?=) (?:someone|anyone|somebody|anybody|a (?:\w+ )?(?:lawyer|attorney|firm)(?=)|an (?:\w+ )?(?:lawyer|attorney|firm|ad|adjuster)(?=)|another (?:firm|lawyer|attorney)(?=)|other (?:firms|lawyers|attorneys)(?=)|they|an? (?:ad|billboard|commercial|website)(?=)|the (?:adjuster|insurer|insurance company)(?=))(?=) (?:(?:on|in|at|from)(?=) (?:\w+ ){1,2})?(?:\w+ )?(?:promises?|guarantees?|claims?|says?|tells? you|offers?|swears?|brags?)(?=)\b/i;
// An indirect question: "some people ask if our free consultation ends after the holiday".
const ASKS_WHETHER =
  /\b(?:ask|asks|asked|asking|wonder|wonders|wondered|wondering|want to know|wants to know|wanted to know)\s+(?:us\s+|me\s+|him\s+|her\s+|them\s+)?(?:(?:on|over|by|at|in) (?:the )?[\w-]+\s+)?(?:if|whether)\b/i;

// The firm itself in the same frame: "we're a Manhattan firm that specializes in rideshare crashes", and the firm
// offered to the reader: "you deserve a firm that has handled more stairwell cases".
const OWN_FIRM_THAT =
  /\b(?:we(?:'re| are)|i(?:'m| am)|our|you (?:deserve|need|want|should (?:have|hire|call|pick|choose)))\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?(?:firm|team|practice|office|lawyers?|attorneys?)\s+(?:who|that)\s+(?:\w+\s+){0,2}?$/i;
// The same frame ending just before a claim word: "anyone who [promises] a fast check".
const REPORTED_BEFORE =
  /\b(?:anyone|anybody|someone|somebody|lawyers?|attorneys?|firms?|ads?|billboards?|commercials?|those|others|people|folks|guys|outfits|newsletters?|emails?|copy|templates?|drafts?|vendors?|subject lines?|taglines?|messages?|letters?|websites?|companies|company)\s+(?:who|that)\s+(?:\w+\s+){0,2}?$/i;

/**
 * Whether the words at `at` (an offset into the sentence) report a claim in order to warn
 * against it, rather than make it: "anyone who promises a fast check is guessing", or a
 * billboard's slogan quoted after "You've seen the billboards".
 */
export function isReported(view: SentenceView, at: number): boolean {
  const before = view.text.slice(0, at);
  // With the claim's first word, for a claim that begins with it: a "lawyer" [promising $100k].
  const throughFirstWord = before + (/^\w+/.exec(view.text.slice(at))?.[0] ?? '');
  if (
    REPORTED_BY.test(throughFirstWord) ||
    (REPORTED_BEFORE.test(before) && !OWN_FIRM_THAT.test(before)) ||
    IF_SOMEONE_CLAIMS.test(before) ||
    adPromising(throughFirstWord)
  )
    return true;
  // A list of slogans split by their own exclamation marks: "billboards shouting 'GUARANTEED RESULTS!' and 'CASH IN DAYS!'".
  if (/^\W*(?:and|or|plus)\b/i.test(view.text) && (REPORTED_BY.test(view.previous) || adPromising(view.previous))) return true;
  if (ASKS_WHETHER.test(before) && ASKS_WHETHER.test(before.slice(clauseAround(view.text, at).start))) return true;
  const introduction = quotationIntroduction(view, at, 200);
  if (introduction === undefined) return false;
  if (WARNING_FRAME.test(view.text) || WARNING_FRAME.test(view.previous) || INSURER_SPEAKS.test(introduction)) return true;
  // A slogan split by its own exclamation marks, or answered in the sentences after it: the frame or the
  // denial can stand two sentences away ("Billboard bingo ... \"GUARANTEED RESULTS! CASH IN 24 HOURS!\" ... No lawyer can guarantee a result.").
  const around = sentencesAround(view, 2);
  return warnsFarOff(around.before) || warnsFarOff(around.after) || DEBUNKED.test(around.after);
}

// Two sentences off, only words that warn whoever's words they are: a testimonial's "we had called two other firms" does not.
const WARNING_FAR_OFF =
  /\b(?:billboards?|scams?|scammers?|fraud|you(?:'ve| have)? seen|beware|watch out|red flags?|selling (?:you )?something|too good to be true|don't fall for|be (?:wary|careful|suspicious)(?=))(?=)\b/i;
const OWN_ADVERTISING = /\b(?:our|my)\s+(?:[\w-]+\s+)?(?:ads?|commercials?|billboards?|advertisements?|spots?|flyers?|mailers?)\b/gi;
const warnsFarOff = (text: string) => WARNING_FAR_OFF.test(text) && WARNING_FAR_OFF.test(text.replace(OWN_ADVERTISING, ''));

// A claim answered as untrue: "no lawyer can guarantee that", "nobody can honestly promise a date", "says who?".
const DEBUNKED =
  /\b(?:no one|nobody|no (?:real |honest |ethical |good )?(?:lawyers?|attorneys?|firms?|law offices?)(?=)|not (?:a single |one |any )?(?:lawyers?|attorneys?|firms?)(?=))(?=)\s+(?:\w+\s+){0,2}?(?:can|could|should|will|would|is able to|may)(?=)(?:\s+(?:honestly|truthfully|really|ethically|legally)(?=))?\s+(?:promise|guarantee|predict|tell you|know|double|rank)(?=)|\bsays who\b|\bkeep (?:driving|scrolling)(?=)\b|\bsign to scroll\b/i;

/** The text of up to `count` sentences before and after the sentence, in the same field. */
function sentencesAround(view: SentenceView, count: number): { before: string; after: string } {
  const { sentences, match } = view.field;
  const index = sentences.indexOf(view.span);
  const textOf = (spans: readonly Span[]) => spans.map((span) => match.slice(span.start, span.end)).join(' ');
  return {
    before: textOf(sentences.slice(Math.max(0, index - count), Math.max(0, index - 1))),
    after: textOf(sentences.slice(index + 1, index + 1 + count)),
  };
}

// Words in firm names that do not identify the firm ("Law", "Group", "P.A.").
const GENERIC_NAME_WORD =
  /^(?:the|of|and|law|laws|legal|lawyers?|attorneys?|injury|injuries|personal|trial|group|firm|offices?|partners|associates|llp|llc|pllc|pa|pc|p|a|c|esq|inc|co)$/i;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Distinctive words of the firm's and its attorney's names, as a regular expression alternation, or ''. */
export function firmNameWords(firm: FirmForCheck): string {
  const key = `${firm.firmName ?? ''} ${firm.responsibleAttorney ?? ''}`;
  let words = NAME_WORDS.get(key);
  if (words === undefined) {
    words = key
      .split(/[^\p{L}'-]+/u)
      .filter((word) => word.length >= 3 && !GENERIC_NAME_WORD.test(word))
      .map(escapeRegExp)
      .join('|');
    // The engine runs as the attorney types: one firm's words are worked out once.
    if (NAME_WORDS.size > 50) NAME_WORDS.clear();
    NAME_WORDS.set(key, words);
  }
  return words;
}
const NAME_WORDS = new Map<string, string>();

/**
 * A pattern that names the firm, built once per firm: `build` receives the alternation of its
 * name words prefixed with "|", or '' when the firm has none.
 */
export function firmPattern(firm: FirmForCheck, name: string, build: (orNames: string) => RegExp): RegExp {
  const names = firmNameWords(firm);
  const key = `${name}\u0000${names}`;
  let pattern = FIRM_PATTERNS.get(key);
  if (!pattern) {
    pattern = build(names ? `|${names}` : '');
    if (FIRM_PATTERNS.size > 200) FIRM_PATTERNS.clear();
    FIRM_PATTERNS.set(key, pattern);
  }
  return pattern;
}
const FIRM_PATTERNS = new Map<string, RegExp>();

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
  return patterns.filter((p) => occursIn(draft, p.guard));
}

/**
 * The patterns whose guard words occur in the email and that may match one of its sentences:
 * a sentence is part of the email, so a pattern needing letters the email lacks (trigrams.ts)
 * matches none of them. Only for patterns run on the email's own text, not on a rewritten copy.
 */
export function possibleInSentences<T extends Guarded>(draft: PreparedDraft, patterns: readonly T[]): T[] {
  return patterns.filter((p) => occursIn(draft, p.guard) && mayOccurIn(draft, p.pattern));
}

/** Whether the guard words occur in the email, each guard tested once per email. */
export function occursIn(draft: PreparedDraft, guard: RegExp): boolean {
  const key = guard.source;
  let found = draft.guards.get(key);
  if (found === undefined) {
    guard.lastIndex = 0;
    found = mayOccurIn(draft, guard) && guard.test(draft.match);
    guard.lastIndex = 0;
    draft.guards.set(key, found);
  }
  return found;
}

// The firm's own people described in a relative clause: "we have lawyers who are", "a team of
// attorneys that is". Not another lawyer's claim reported to warn against it.
const OWN_PEOPLE_WHO =
  /\b(?:we have|we've got|we got|our|ours|(?:law|group|partners|firm|office|llp|llc|pllc|p\.?a\.?) (?:has|have)|a team of)\s+(?:[\w'-]+\s+){0,2}?(?:lawyers|attorneys|abogad[oa]s|people|team|staff|folks)\s+(?:who|that)\s+(?:are|is|'re)\s+(?:[\w'-]+\s+)?$/i;

/** Whether the words before offset `at` describe the firm's own people: "we have attorneys who are". */
export const isOwnPeopleWho = (text: string, at: number) => OWN_PEOPLE_WHO.test(text.slice(Math.max(0, at - 80), at));
