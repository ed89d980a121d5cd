/**
 * npm run bench:compliance-rounds [-- --candidate=email|sentence] [-- --rescue]
 *
 * Leave-one-writer-round-out evaluation of the claim rules over all the labelled data: each round
 * of the reviewed corpus (dev.json, heldout.json and heldout-2.json to heldout-23.json, as DEVELOPMENT_FILES lists them; one writer's
 * entries in several files are one round) is scored by a candidate fitted and tuned on every other
 * round plus the engine's own corpus. Recall and precision per claim rule are pooled over the
 * rounds (a code counts once per email), for:
 *
 * - the detectors alone (nothing to fit: what the engine finds in each round);
 * - a learned classifier per claim rule, alone and with the detectors (a detector's finding always
 *   stands; the classifier adds a finding for a rule whose rows apply only above a threshold chosen
 *   inside the training rounds, by an inner leave-one-round-out, as the lowest that holds 0.97
 *   precision for the detectors with the classifier there).
 *
 * Two candidates, both logistic regressions over hashed word uni- and bigrams (numbers as shapes,
 * words after a negation in the same clause marked, a question's bigrams and the subject's words kept
 * apart), fitted by AdaGrad: `email` reads the whole email as one bag (so it sees a disclaimer or a
 * costs sentence), `sentence` scores each sentence and the email by its highest sentence (trained on
 * the sentences the detectors marked, and for a miss on the sentence it scores highest).
 *
 * The detectors were widened while reading every one of these rounds (each held-out set's since its
 * run), so their figures here are not a measure of new writers; the tables over the last held-out
 * set's rounds (heldout-8.json's) were the honest ones only until then. A later held-out set is
 * never read here. `--rescue` prints, for the classifier's out-of-fold scores, how
 * many of the detectors' misses it would recover before its k-th added false alarm with the
 * threshold chosen looking at the answers: a bound no honest threshold can beat.
 *
 * Deterministic (fixed order, no randomness); prints only ids and figures, never an entry's text.
 */
import { checkEmail, RULE_CODES, statesThatApply, type CheckContext, type RuleCode } from '../../src/shared/compliance/index.ts';
import { LEARNED_RULE_CODES } from '../../src/shared/compliance/detectors/learned.ts';
import { applicableRows } from '../../src/shared/compliance/rules.ts';
import { forMatching, sentences } from '../../src/shared/compliance/text.ts';
import { CORPUS, CORPUS_FIRMS } from '../../tests/fixtures/compliance/corpus.ts';
import { DEVELOPMENT_FILES, readReviewedCorpus } from '../../tests/fixtures/compliance/reviewed.ts';

// The claim model's rules but `certification`, as this bench's tables have always been measured.
const CLAIM_RULES = LEARNED_RULE_CODES.filter(
  (rule): rule is Exclude<(typeof LEARNED_RULE_CODES)[number], 'certification'> => rule !== 'certification',
);
type ClaimRule = (typeof CLAIM_RULES)[number];
const R = CLAIM_RULES.length;
const isClaimRule = (code: RuleCode): code is ClaimRule => (CLAIM_RULES as readonly RuleCode[]).includes(code);

const CANDIDATES = ['email', 'sentence'] as const;
type Candidate = (typeof CANDIDATES)[number];

interface Entry {
  id: string;
  round: string;
  /** The file the entry came from, or 'corpus' for the engine's own corpus. */
  file: string;
  expected: ReadonlySet<RuleCode>;
  /** Claim rules whose rows apply to this email's context: the classifier may add only these. */
  applies: ReadonlySet<ClaimRule>;
  detected: ReadonlySet<RuleCode>;
  /** Features of each sentence of the subject and the body. */
  sentenceFeatures: Uint32Array[];
  /** Their union: the whole email as one bag. */
  emailFeatures: Uint32Array;
  /** Per claim rule, the sentences a detector's finding starts in. */
  detectedSentences: Map<ClaimRule, Set<number>>;
}

// ---- Features ---------------------------------------------------------------------------------

const BITS = 18;
const MASK = (1 << BITS) - 1;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & MASK;
}

const TOKEN = /\$\s?\d[\d,.]*(?:\s?(?:k|m|million|thousand|billion))?|\d[\d,.]*%?|\p{L}+(?:'\p{L}+)?|[!?]/gu;
const NEGATOR =
  /^(?:not|no|never|without|nobody|none|nothing|neither|nor|cannot|can't|won't|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|shouldn't|wouldn't|couldn't|ain't|zero)$/;
const CLAUSE_END = /[,;:()—–-]\s|\bbut\b|\bhowever\b/gi;

function shape(token: string): string {
  if (token.startsWith('$')) return '<money>';
  if (/^\d/.test(token)) return token.endsWith('%') ? '<percent>' : /^\d{4}$/.test(token) ? '<year>' : '<num>';
  return token.toLowerCase();
}

/** Tokens of one sentence, those after a negator in its clause marked with "!", "|" between clauses. */
function sentenceTokens(sentence: string): string[] {
  const out: string[] = [];
  for (const clause of sentence.split(CLAUSE_END)) {
    let negated = false;
    for (const match of clause.matchAll(TOKEN)) {
      const token = shape(match[0]);
      out.push(negated ? `!${token}` : token);
      if (NEGATOR.test(token)) negated = true;
    }
    out.push('|');
  }
  return out;
}

interface SentenceUnit {
  field: 'subject' | 'body';
  start: number;
  features: Uint32Array;
}

function sentenceUnits(subject: string, body: string, context: CheckContext): SentenceUnit[] {
  const units: SentenceUnit[] = [];
  const common = [hash('<bias>'), hash(`audience=${context.audience}`), ...(context.medium === 'spoken' ? [hash('<spoken>')] : [])];
  for (const [field, text] of [
    ['subject', subject],
    ['body', body],
  ] as const) {
    const prefix = field === 'subject' ? 'S:' : '';
    for (const span of sentences(forMatching(text))) {
      const sentence = text.slice(span.start, span.end);
      const question = /\?["')\]\s]*$/.test(sentence) ? 'Q' : '';
      const set = new Set<number>(common);
      if (prefix) set.add(hash('<subject>'));
      let previous = '<s>';
      for (const token of sentenceTokens(sentence)) {
        if (token === '|') {
          previous = '<c>';
          continue;
        }
        set.add(hash(`${prefix}${token}`));
        set.add(hash(`${prefix}${question}${previous} ${token}`));
        if (prefix) {
          set.add(hash(token));
          set.add(hash(`${previous} ${token}`));
        }
        previous = token;
      }
      units.push({ field, start: span.start, features: Uint32Array.from(set) });
    }
  }
  return units;
}

// ---- Logistic regression, one per claim rule, fitted together --------------------------------

/** Chosen from a few tries with the rescue bound below; the nested evaluation keeps them fixed. */
const EPOCHS = 8;
const L2 = 1e-2;
const RATE = 0.1;
/** A different fixed interleaving each epoch instead of a shuffle, so runs are deterministic. */
const STRIDES = [7, 11, 13, 17, 19, 23, 29, 31];

type Weights = Float32Array; // [feature * R + rule]

function linear(weights: Weights, features: Uint32Array, r: number): number {
  let z = 0;
  for (let i = 0; i < features.length; i++) z += weights[features[i]! * R + r]!;
  return z;
}

function fit(candidate: Candidate, entries: readonly Entry[]): Weights {
  const weights = new Float32Array((MASK + 1) * R);
  const squared = new Float32Array((MASK + 1) * R).fill(1e-8);
  const step = (features: Uint32Array, r: number, y: number, weight: number) => {
    const g = (1 / (1 + Math.exp(-linear(weights, features, r))) - y) * weight;
    for (let i = 0; i < features.length; i++) {
      const at = features[i]! * R + r;
      const grad = g + L2 * weights[at]!;
      squared[at]! += grad * grad;
      weights[at]! -= (RATE * grad) / Math.sqrt(squared[at]!);
    }
  };
  // Positives are rare: weigh them so that each rule sees a balanced loss.
  const examples = candidate === 'email' ? entries.length : entries.reduce((n, e) => n + e.sentenceFeatures.length, 0);
  const positiveWeight = CLAIM_RULES.map((rule) => {
    const positives = Math.max(1, entries.filter((e) => e.expected.has(rule)).length);
    return candidate === 'email' ? Math.min(8, (examples - positives) / positives) : Math.min(20, examples / positives / 2);
  });
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let k = 0; k < entries.length; k++) {
      const entry = entries[(k * STRIDES[epoch]!) % entries.length]!;
      for (const [r, rule] of CLAIM_RULES.entries()) {
        const y = entry.expected.has(rule) ? 1 : 0;
        if (candidate === 'email') {
          step(entry.emailFeatures, r, y, y ? positiveWeight[r]! : 1);
          continue;
        }
        // Sentences: an email without the rule gives negatives; in an email with it, the sentences a
        // detector marked are positives, or for a miss the sentence scored highest (multiple-instance
        // learning); its other sentences are left out.
        const units = entry.sentenceFeatures;
        if (!y) {
          for (const features of units) step(features, r, 0, 1);
          continue;
        }
        const marked = entry.detectedSentences.get(rule);
        if (marked) {
          for (const at of marked) step(units[at]!, r, 1, positiveWeight[r]!);
        } else if (epoch >= 1 && units.length > 0) {
          let best = 0;
          for (let i = 1; i < units.length; i++) if (linear(weights, units[i]!, r) > linear(weights, units[best]!, r)) best = i;
          step(units[best]!, r, 1, positiveWeight[r]!);
        }
      }
    }
  }
  return weights;
}

function scores(candidate: Candidate, weights: Weights, entry: Entry): Float64Array {
  return Float64Array.from(CLAIM_RULES, (_, r) =>
    candidate === 'email'
      ? linear(weights, entry.emailFeatures, r)
      : Math.max(-Infinity, ...entry.sentenceFeatures.map((features) => linear(weights, features, r))),
  );
}

/** Out-of-fold scores for `entries`, each round scored by a model fitted on the others plus `always`. */
function outOfFold(candidate: Candidate, entries: readonly Entry[], always: readonly Entry[]): Map<string, Float64Array> {
  const out = new Map<string, Float64Array>();
  for (const round of new Set(entries.map((entry) => entry.round))) {
    const weights = fit(candidate, [...always, ...entries.filter((entry) => entry.round !== round)]);
    for (const entry of entries) if (entry.round === round) out.set(entry.id, scores(candidate, weights, entry));
  }
  return out;
}

// ---- Thresholds -------------------------------------------------------------------------------

const PRECISION_GOAL = 0.97;

/**
 * Per rule, the lowest score at which the detectors with the classifier hold the precision goal
 * on these out-of-fold scores, never below even odds; Infinity when none does (it adds nothing).
 */
function chooseThresholds(entries: readonly Entry[], oof: ReadonlyMap<string, Float64Array>): number[] {
  return CLAIM_RULES.map((rule, r) => {
    let tp = 0;
    let fp = 0;
    const undetected: { score: number; positive: boolean }[] = [];
    for (const entry of entries) {
      if (!entry.applies.has(rule)) continue;
      const positive = entry.expected.has(rule);
      if (entry.detected.has(rule)) {
        if (positive) tp++;
        else fp++;
      } else undetected.push({ score: oof.get(entry.id)![r]!, positive });
    }
    undetected.sort((a, b) => b.score - a.score);
    let best = Infinity;
    for (const c of undetected) {
      if (c.positive) tp++;
      else fp++;
      if (c.positive && tp / (tp + fp) >= PRECISION_GOAL) best = c.score;
    }
    return Math.max(best, 0);
  });
}

// ---- Counting and tables ----------------------------------------------------------------------

type Counts = { tp: number; fp: number; fn: number };
const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 });
const perRule = () => new Map(CLAIM_RULES.map((rule) => [rule, zero()]));

function count(c: Counts, found: boolean, expected: boolean) {
  if (found && expected) c.tp++;
  else if (found) c.fp++;
  else if (expected) c.fn++;
}

function tally(counts: Map<ClaimRule, Counts>, entry: Entry, found: (rule: ClaimRule) => boolean) {
  for (const rule of CLAIM_RULES) count(counts.get(rule)!, found(rule), entry.expected.has(rule));
}

/** The other rules' counts: the detectors alone, since no candidate touches them. */
function otherRules(entries: readonly Entry[]): Counts {
  const c = zero();
  for (const entry of entries) {
    for (const code of RULE_CODES) if (!isClaimRule(code)) count(c, entry.detected.has(code), entry.expected.has(code));
  }
  return c;
}

const ratio = (a: number, b: number) => (b === 0 ? '   -' : (a / b).toFixed(2));
const cell = (c: Counts) =>
  `${String(c.tp).padStart(6)}${String(c.fn).padStart(4)}${String(c.fp).padStart(4)}${ratio(c.tp, c.tp + c.fn).padStart(8)}${ratio(c.tp, c.tp + c.fp).padStart(7)}`;

function table(title: string, columns: readonly (readonly [string, Map<ClaimRule, Counts>])[], others: Counts) {
  console.log(`\n${title}`);
  console.log(`${'rule'.padEnd(19)}${'pos'.padStart(5)}${columns.map(([name]) => name.padStart(29)).join('')}`);
  console.log(`${''.padEnd(24)}${columns.map(() => '    tp  fn  fp  recall  prec.'.padStart(29)).join('')}`);
  const totals = columns.map(() => zero());
  for (const rule of CLAIM_RULES) {
    const first = columns[0]![1].get(rule)!;
    let row = `${rule.padEnd(19)}${String(first.tp + first.fn).padStart(5)}`;
    columns.forEach(([, counts], i) => {
      const c = counts.get(rule)!;
      totals[i]!.tp += c.tp;
      totals[i]!.fn += c.fn;
      totals[i]!.fp += c.fp;
      row += cell(c);
    });
    console.log(row);
  }
  console.log(`${'claim rules'.padEnd(19)}${String(totals[0]!.tp + totals[0]!.fn).padStart(5)}${totals.map(cell).join('')}`);
  const all = totals.map((t) => ({ tp: t.tp + others.tp, fn: t.fn + others.fn, fp: t.fp + others.fp }));
  console.log(`${'all rules'.padEnd(19)}${String(all[0]!.tp + all[0]!.fn).padStart(5)}${all.map(cell).join('')}`);
}

// ---- Data -------------------------------------------------------------------------------------

interface Raw {
  id: string;
  round: string;
  firm: keyof typeof CORPUS_FIRMS;
  context: CheckContext;
  subject: string;
  body: string;
  expected: readonly RuleCode[];
}

function prepare(raw: Raw, file: string): Entry {
  const firm = CORPUS_FIRMS[raw.firm];
  const { context } = raw;
  const rows = applicableRows(
    statesThatApply(firm, context.recipientState),
    context.audience,
    context.incidentDate !== undefined,
    context.medium,
  );
  const findings = checkEmail({ subject: raw.subject, body: raw.body }, context, firm);
  const units = sentenceUnits(raw.subject, raw.body, context);
  const detectedSentences = new Map<ClaimRule, Set<number>>();
  for (const finding of findings) {
    if (!isClaimRule(finding.rule)) continue;
    // The last sentence of the finding's field that starts at or before it.
    let at = -1;
    units.forEach((unit, i) => {
      if (unit.field === finding.field && unit.start <= finding.start) at = i;
    });
    if (at < 0) continue;
    const marked = detectedSentences.get(finding.rule) ?? new Set<number>();
    detectedSentences.set(finding.rule, marked.add(at));
  }
  return {
    id: raw.id,
    round: raw.round,
    file,
    expected: new Set(raw.expected),
    applies: new Set(CLAIM_RULES.filter((rule) => rows.some((row) => row.code === rule))),
    detected: new Set(findings.map((finding) => finding.rule)),
    sentenceFeatures: units.map((unit) => unit.features),
    emailFeatures: Uint32Array.from(new Set(units.flatMap((unit) => [...unit.features]))),
    detectedSentences,
  };
}

const FILES = DEVELOPMENT_FILES;
const reviewed = FILES.flatMap((file) => readReviewedCorpus(file).entries.map((entry) => prepare(entry, file)));
const engineCorpus = CORPUS.map((entry) => prepare({ ...entry, round: 'engine' }, 'corpus'));
const rounds = [...new Set(reviewed.map((entry) => entry.round))];
const unseenRounds = new Set(reviewed.filter((entry) => entry.file === 'heldout-8').map((entry) => entry.round));
const inUnseenRound = (entry: Entry) => unseenRounds.has(entry.round);

// ---- The evaluation ---------------------------------------------------------------------------

function evaluate(candidate: Candidate) {
  const all = { detectors: perRule(), classifier: perRule(), both: perRule() };
  const unseen = { detectors: perRule(), classifier: perRule(), both: perRule() };
  const perRound: string[] = [];
  const added: string[] = [];
  for (const round of rounds) {
    const training = reviewed.filter((entry) => entry.round !== round);
    const thresholds = chooseThresholds(training, outOfFold(candidate, training, engineCorpus));
    const weights = fit(candidate, [...engineCorpus, ...training]);
    const roundCounts = { detectors: zero(), both: zero() };
    for (const entry of reviewed.filter((e) => e.round === round)) {
      const s = scores(candidate, weights, entry);
      const byDetectors = (rule: ClaimRule) => entry.detected.has(rule);
      const byClassifier = (rule: ClaimRule) =>
        entry.applies.has(rule) && s[CLAIM_RULES.indexOf(rule)]! >= thresholds[CLAIM_RULES.indexOf(rule)]!;
      const byBoth = (rule: ClaimRule) => byDetectors(rule) || byClassifier(rule);
      for (const counts of inUnseenRound(entry) ? [all, unseen] : [all]) {
        tally(counts.detectors, entry, byDetectors);
        tally(counts.classifier, entry, byClassifier);
        tally(counts.both, entry, byBoth);
      }
      for (const rule of CLAIM_RULES) {
        count(roundCounts.detectors, byDetectors(rule), entry.expected.has(rule));
        count(roundCounts.both, byBoth(rule), entry.expected.has(rule));
        if (byClassifier(rule) && !byDetectors(rule))
          added.push(`${entry.id} ${rule} ${entry.expected.has(rule) ? 'right' : 'false alarm'}`);
      }
    }
    const figures = (c: Counts) => `recall ${ratio(c.tp, c.tp + c.fn)} precision ${ratio(c.tp, c.tp + c.fp)}`;
    const shown = thresholds.map((t) => (t === Infinity ? '-' : t.toFixed(2)).padStart(5)).join(' ');
    perRound.push(
      `${round.padEnd(11)} thresholds ${shown}   detectors ${figures(roundCounts.detectors)}, with the classifier ${figures(roundCounts.both)}`,
    );
  }
  const columns = (c: typeof all) =>
    [
      ['detectors alone', c.detectors],
      [`${candidate} classifier alone`, c.classifier],
      [`detectors + ${candidate}`, c.both],
    ] as const;
  console.log(`\n==== Candidate: ${candidate} classifier`);
  table('All rounds, pooled', columns(all), otherRules(reviewed));
  table(
    `Rounds the detectors were never tuned on (${[...unseenRounds].join(', ')}), pooled`,
    columns(unseen),
    otherRules(reviewed.filter(inUnseenRound)),
  );
  console.log(`\nPer held-out round, claim rules (thresholds in the rules' order above; - adds nothing):`);
  for (const line of perRound) console.log(`  ${line}`);
  console.log(`\nFindings the ${candidate} classifier added beside the detectors (${added.length}):`);
  for (const line of added) console.log(`  ${line}`);
}

/** Misses recovered before the k-th added false alarm, with the threshold chosen on the answers. */
function rescue(candidate: Candidate) {
  const oof = outOfFold(candidate, reviewed, engineCorpus);
  const budgets = [1, 2, 3, 5, 10];
  for (const [title, subset] of [
    ['all rounds', () => true],
    ['rounds the detectors were never tuned on', inUnseenRound],
  ] as const) {
    console.log(`\n${candidate} classifier, ${title}: detector misses recovered before the k-th added false alarm`);
    console.log(`${'rule'.padEnd(19)}${'misses'.padStart(7)}${budgets.map((k) => `k=${k}`.padStart(7)).join('')}`);
    for (const [r, rule] of CLAIM_RULES.entries()) {
      const ranked = reviewed
        .filter((e) => subset(e) && e.applies.has(rule) && !e.detected.has(rule))
        .map((e) => ({ score: oof.get(e.id)![r]!, positive: e.expected.has(rule) }))
        .sort((a, b) => b.score - a.score);
      const recovered = budgets.map((k) => {
        let tp = 0;
        let fp = 0;
        for (const c of ranked) {
          if (c.positive) tp++;
          else if (++fp >= k) break;
        }
        return String(tp).padStart(7);
      });
      console.log(`${rule.padEnd(19)}${String(ranked.filter((c) => c.positive).length).padStart(7)}${recovered.join('')}`);
    }
  }
}

const args = process.argv.slice(2);
const asked = args.find((arg) => arg.startsWith('--candidate='))?.slice('--candidate='.length);
const unknown = args.filter((arg) => arg !== '--rescue' && !arg.startsWith('--candidate='));
if (unknown.length > 0 || (asked !== undefined && !CANDIDATES.includes(asked as Candidate))) {
  console.error(`Use --candidate=${CANDIDATES.join('|')} and --rescue, nothing else.`);
  process.exitCode = 1;
} else {
  const candidates = asked ? [asked as Candidate] : CANDIDATES;
  console.log(
    `Leave-one-round-out over ${reviewed.length} reviewed entries in ${rounds.length} rounds (the engine's corpus, ${engineCorpus.length} emails, always in training). Claim rules: ${CLAIM_RULES.join(', ')}.`,
  );
  const started = performance.now();
  for (const candidate of candidates) (args.includes('--rescue') ? rescue : evaluate)(candidate);
  console.log(`\n${Math.round((performance.now() - started) / 1000)} s`);
}
