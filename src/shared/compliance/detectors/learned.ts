/**
 * A second reading of the claim rules that does not depend on knowing the exact words: one linear
 * model per rule over the email's words and word pairs and triples, learned from the engine's own
 * corpus and the reviewed corpus's development data (`npm run compliance:model` writes
 * `claimModel.json`). The rule checks catch the wordings their phrase families know; writers keep
 * finding new ones ("we leave it all on the field and bring home the check"), and the model scores
 * the email by the company its words keep. It cannot read grammar (a denial, a question, a
 * disclaimer two sentences on), so it never makes a finding of its own: where the rule checks found
 * nothing for a rule and the model's score passes a threshold, set so that about one email in five
 * hundred without the claim passes on rounds it was not trained on, it suggests a review of the
 * sentence that scores highest, beside the rule checks' findings, as the AI second opinion does.
 */
import { statesThatApply } from '../check';
import { rowsAResultBreaks, statesCosts } from './claims';
import { type PreparedDraft, type PreparedField, prepareDraft } from '../draft';
import { applicableRows, byStrictness, type RuleRow } from '../rules';
import { type CheckContext, type EmailDraft, type Finding, type FirmForCheck, REVIEW_SUGGESTED, type RuleCode } from '../types';
import model from './claimModel.json';

export interface ClaimModel {
  /** The rules the model reads, in the order of each feature's weights. */
  rules: RuleCode[];
  bias: number[];
  threshold: number[];
  /** Feature (a word, or two or three words joined by spaces) to its weight for each rule. */
  weights: Record<string, number[]>;
  /** trainingDataHash() of what it was learned from (the engine's corpus and the development files), to see when it is out of date. */
  trainedOn: string;
}

/** The rules a model is learned for: those whose claims are worded freely (not the form rules). */
export const LEARNED_RULE_CODES = [
  'guarantee',
  'comparison',
  'past-results',
  'certification',
  'deceptive-subject',
  'fee-costs',
  'quick-settlement',
  'specialist',
  'false-urgency',
] as const satisfies readonly RuleCode[];
type LearnedRule = (typeof LEARNED_RULE_CODES)[number];

/** What each rule's claims are, for a message about a sentence that may make one. */
export const CLAIM_NAMES: Record<LearnedRule, string> = {
  guarantee: 'promise or prediction of the outcome',
  comparison: 'claim of superiority over other lawyers',
  'past-results': 'past result without a disclaimer',
  certification: 'certification without its organisation',
  'deceptive-subject': 'subject line that misleads about the message',
  'fee-costs': 'contingent-fee statement without the costs',
  'quick-settlement': 'promise of quick money',
  specialist: 'specialist or expert claim',
  'false-urgency': 'invented deadline or scarcity',
};

/** The model's alphabet: a to z (A to Z read as lower case), 0 to 9, $, % and the apostrophe. */
const ALPHABET = 39;

/** Where a character falls in the alphabet, or -1 for one that ends a word. */
function letterOf(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 48 && code <= 57) return code - 48 + 26;
  if (code === 36) return 36;
  if (code === 37) return 37;
  // ', ‘ and ’ alike.
  return code === 39 || code === 0x2018 || code === 0x2019 ? 38 : -1;
}
const LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789$%'";

/** The words of a text as the model reads them: runs of its alphabet, in lower case. */
export function modelWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  for (let i = 0; i <= text.length; i++) {
    const letter = i < text.length ? letterOf(text.charCodeAt(i)) : -1;
    if (letter >= 0) word += LETTERS[letter];
    else if (word) {
      words.push(word);
      word = '';
    }
  }
  return words;
}

/** Every word, pair and triple of consecutive words, once each. */
export function modelFeatures(words: readonly string[]): Set<string> {
  const features = new Set<string>(words);
  for (let i = 1; i < words.length; i++) {
    const pair = `${words[i - 1]} ${words[i]}`;
    features.add(pair);
    if (i >= 2) features.add(`${words[i - 2]} ${pair}`);
  }
  return features;
}

/**
 * What marks a feature of the subject line alone. A subject that poses as a notice ("Your access code
 * is enclosed", "Permit Inspection Results - Parcel 5172") says so in its own few words, which the
 * whole email's words drown: models learned with the subject's words as features of their own ranked
 * a later file's deceptive subjects better (docs/compliance.md).
 */
const SUBJECT_MARK = 's:';

/** The features the model reads in an email: those of its whole text, and those of its subject marked as the subject's. */
export function emailFeatures(match: string, subjectMatch: string): Set<string> {
  const features = modelFeatures(modelWords(match));
  for (const feature of modelFeatures(modelWords(subjectMatch))) features.add(SUBJECT_MARK + feature);
  return features;
}

const CLAIM_MODEL = model as ClaimModel;
const RULE_INDEX = new Map(CLAIM_MODEL.rules.map((rule, index) => [rule, index]));
const RULES = CLAIM_MODEL.rules.length;

/** Adds each rule's weights for every feature of a table in `text` (each once) to `scores`. */
type AddScores = (text: string, scores: Float64Array) => Float64Array;

/**
 * A table of features as small integers, for speed: each word of its features gets an id, each pair
 * of words that begins a triple an id too, and each feature a key made of those ids (exact, no
 * hashing, and small enough for V8's fast integer keys), which leads to its row of weights. The
 * words are kept as a trie over the model's alphabet, so that a text is read character by character
 * without making a string of each word.
 */
function featureTable(features: readonly (readonly [string, readonly number[]])[]): AddScores {
  const wordIds = new Map<string, number>();
  const pairIds = new Map<number, number>();
  const featureRows = new Map<number, number>();
  const weights = new Float64Array(features.length * RULES);
  const SPAN = 2 ** 13;
  const idOf = <K>(ids: Map<K, number>, key: K) => ids.get(key) ?? ids.set(key, ids.size).get(key)!;
  const wordKey = (c: number) => c + 1;
  const pairKey = (b: number, c: number) => (b + 1) * SPAN + c + 1;
  const tripleKey = (pair: number, c: number) => SPAN * SPAN + (pair + 1) * SPAN + c + 1;
  // Which words begin a pair or a triple of the table's (most do neither), to skip looking those up.
  const beginsPair = new Uint8Array(SPAN);
  const beginsTriple = new Uint8Array(SPAN);
  features.forEach(([feature, row], index) => {
    const [a, b, c] = feature.split(' ').map((word) => idOf(wordIds, word));
    if (a! >= SPAN - 1) throw new Error('The claim model has too many words for its feature keys.');
    if (b !== undefined) beginsPair[a!] = 1;
    if (c !== undefined) beginsTriple[a!] = 1;
    const key = c !== undefined ? tripleKey(idOf(pairIds, pairKey(a!, b!)), c) : b !== undefined ? pairKey(a!, b) : wordKey(a!);
    featureRows.set(key, index);
    weights.set(row, index * RULES);
  });
  if (wordIds.size >= SPAN - 1 || pairIds.size >= SPAN - 1) throw new Error('The claim model has too many words for its feature keys.');
  // next[node * ALPHABET + letter] is the node after `letter` (0 for none: the root is never a child),
  // wordAt[node] the id of the word ending there, or -1.
  const next = new Int32Array((1 + [...wordIds.keys()].reduce((n, word) => n + word.length, 0)) * ALPHABET);
  const wordAt = new Int32Array(next.length / ALPHABET).fill(-1);
  let nodes = 1;
  for (const [word, id] of wordIds) {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const at = node * ALPHABET + letterOf(word.charCodeAt(i));
      node = next[at] || (next[at] = nodes++);
    }
    wordAt[node] = id;
  }
  // When each row was last counted, so that a feature counts once per text.
  const counted = new Uint32Array(features.length);
  let counting = 0;
  const count = (key: number, scores: Float64Array): void => {
    const row = featureRows.get(key);
    if (row === undefined || counted[row] === counting) return;
    counted[row] = counting;
    for (let r = 0, at = row * RULES; r < RULES; r++, at++) scores[r]! += weights[at]!;
  };
  return (text, scores) => {
    counting++;
    let a = -1;
    let b = -1;
    // node: where the word read so far stands in the trie; -1 once it has left it; 0 between words.
    let node = 0;
    let inWord = false;
    for (let i = 0; i <= text.length; i++) {
      const letter = i < text.length ? letterOf(text.charCodeAt(i)) : -1;
      if (letter >= 0) {
        inWord = true;
        if (node >= 0) node = next[node * ALPHABET + letter] || -1;
        continue;
      }
      if (!inWord) continue;
      const c = node > 0 ? wordAt[node]! : -1;
      node = 0;
      inWord = false;
      if (c >= 0) {
        count(wordKey(c), scores);
        if (b >= 0 && beginsPair[b]) count(pairKey(b, c), scores);
        if (a >= 0 && b >= 0 && beginsTriple[a]) {
          const pair = pairIds.get(pairKey(a, b));
          if (pair !== undefined) count(tripleKey(pair, c), scores);
        }
      }
      a = b;
      b = c;
    }
    return scores;
  };
}

const ALL_FEATURES = Object.entries(CLAIM_MODEL.weights);
const addScores = featureTable(ALL_FEATURES.filter(([feature]) => !feature.startsWith(SUBJECT_MARK)));
const addSubjectScores = featureTable(
  ALL_FEATURES.flatMap(([feature, weights]) =>
    feature.startsWith(SUBJECT_MARK) ? [[feature.slice(SUBJECT_MARK.length), weights] as const] : [],
  ),
);

/** Each rule's score for the whole email (subject and body), worked out once per email. */
function emailScores(draft: PreparedDraft): Float64Array {
  let scores = SCORES.get(draft);
  if (!scores)
    SCORES.set(draft, (scores = addSubjectScores(draft.subject.match, addScores(draft.match, Float64Array.from(CLAIM_MODEL.bias)))));
  return scores;
}
const SCORES = new WeakMap<PreparedDraft, Float64Array>();

/**
 * How far below the rule's threshold the marked sentence's own score (with the bias) may fall: the
 * sentence has to carry most of the email's evidence, or the email scored high on words spread
 * across it and no sentence is worth showing. Chosen on the development files with models learned
 * without them (docs/compliance.md), where no suggestion that found a claim fell further below.
 */
const SENTENCE_MARGIN = 2.5;

/**
 * What a marked sentence must say for rules whose definition names it: a promise of quick money
 * names both a time or speed and the money or the case's end; an invented deadline or scarcity
 * names a time or a limit.
 */
const MUST_SAY: Partial<Record<LearnedRule, readonly RegExp[]>> = {
  'false-urgency': [
    /\b(?:today|tonight|tomorrow|now|soon|hurry|fast|quick(?:ly)?|days?|weeks?|weekend|months?|hours?|minutes?|midnight|noon|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|before|after|until|till|through|by|ends?|ending|closes?|closing|expires?|expiring|deadline|left|gone|last|only|few|limited|spots?|slots?|openings?|remaining|running out|spoken for|first come|while|countdown|clock)\b/i,
  ],
  'quick-settlement': [
    /\b(?:days?|weeks?|months?|hours?|overnight|tomorrow|today|tonight|fast|faster|quick|quickly|quicker|soon|sooner|speedy|rapid|instant|instantly|immediately|right away|in no time|before|by (?:the |next )?(?:end|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|thanksgiving|spring|summer|fall|winter|new year)|no wait|without waiting|no time)\b/i,
    /\$|\b(?:money|cash|checks?|cheques?|paid|pay(?:s|ing|out|outs|day)?|settle(?:s|d|ment|ments)?|compensat\w*|recover(?:y|ies)?|funds?|dollars?|award(?:s|ed)?|resolv\w*|wrap\w* up|closed?|done|over with|payment)\b/i,
  ],
};

/**
 * Rules whose claim is a statement without something, when the email has that something: past
 * results with the disclaimer their rows need, a contingent fee with who pays costs.
 */
const HAS_WHAT_IS_MISSING: Partial<Record<LearnedRule, (draft: PreparedDraft, rows: readonly RuleRow[]) => boolean>> = {
  'past-results': (draft, rows) => rowsAResultBreaks(draft, rows).length === 0,
  'fee-costs': (draft) => statesCosts(draft),
};

/** Each rule's score for one sentence's words, worked out once however many rules look for their sentence. */
function sentenceScores(span: object, text: string, isSubject: boolean): Float64Array {
  let scores = SENTENCE_SCORES.get(span);
  if (!scores) {
    scores = addScores(text, new Float64Array(RULES));
    // The subject's sentence carries the subject's own features too.
    if (isSubject) addSubjectScores(text, scores);
    SENTENCE_SCORES.set(span, scores);
  }
  return scores;
}
const SENTENCE_SCORES = new WeakMap<object, Float64Array>();

/**
 * The sentence of `fields` whose words score highest for rule `r` among those that say what the
 * rule needs and score within SENTENCE_MARGIN of its threshold, or none.
 */
function bestSentence(fields: readonly PreparedField[], rule: LearnedRule, r: number) {
  let best: { field: PreparedField; start: number; end: number } | undefined;
  // A sentence none of whose words weigh for the rule is never marked, however low the threshold.
  let bestScore = Math.max(CLAIM_MODEL.threshold[r]! - SENTENCE_MARGIN, CLAIM_MODEL.bias[r]!);
  const mustSay = MUST_SAY[rule] ?? [];
  for (const field of fields) {
    for (const span of field.sentences) {
      const text = field.match.slice(span.start, span.end);
      const score = CLAIM_MODEL.bias[r]! + sentenceScores(span, text, field.field === 'subject')[r]!;
      if (score > bestScore && mustSay.every((words) => words.test(text))) [best, bestScore] = [{ field, ...span }, score];
    }
  }
  return best;
}

/**
 * Reviews the model suggests for one email: for each rule it reads whose rows apply and of which
 * `found` (the rule checks' findings) has none, when the email's score passes the rule's
 * threshold, the sentence that scores highest (for `deceptive-subject`, the subject), citing the
 * rule's rows. Never blocking, never more than one a rule.
 */
export function learnedSuggestions(email: EmailDraft, context: CheckContext, firm: FirmForCheck, found: readonly Finding[]): Finding[] {
  const rows = applicableRows(
    statesThatApply(firm, context.recipientState),
    context.audience,
    context.incidentDate !== undefined,
    context.medium,
  );
  let draft: PreparedDraft | undefined;
  const suggestions: Finding[] = [];
  for (const rule of LEARNED_RULE_CODES) {
    const r = RULE_INDEX.get(rule);
    const ruleRows = rows.filter((row) => row.code === rule).sort(byStrictness);
    if (r === undefined || ruleRows.length === 0 || found.some((finding) => finding.rule === rule)) continue;
    draft ??= prepareDraft(email);
    if (emailScores(draft)[r]! <= CLAIM_MODEL.threshold[r]!) continue;
    if (HAS_WHAT_IS_MISSING[rule]?.(draft, ruleRows)) continue;
    const best = bestSentence(rule === 'deceptive-subject' ? [draft.subject] : draft.fields, rule, r);
    if (!best) continue;
    suggestions.push({
      kind: REVIEW_SUGGESTED,
      rule,
      severity: 'warn',
      field: best.field.field,
      start: best.start,
      end: best.end,
      message: `Review suggested: this sentence reads like a possible ${CLAIM_NAMES[rule]}, in words the rule checks do not know. The model that says so learned from labelled examples and can be wrong; the attorney decides (${ruleRows[0]!.source}).`,
      source: ruleRows.map((row) => row.source).join('; '),
    });
  }
  return suggestions;
}
