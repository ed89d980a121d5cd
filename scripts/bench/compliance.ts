/**
 * npm run bench:compliance [-- --heldout | --heldout-2 | --heldout-3 | ...]
 *
 * Without flags: runs the compliance engine over its own labelled corpus
 * (tests/fixtures/compliance/corpus.ts) and over the reviewed corpus's development data (dev.json,
 * heldout.json and heldout-2.json to heldout-23.json, as DEVELOPMENT_FILES lists them: each held-out set became
 * development data once it was measured and its disagreements were read), prints recall and precision per rule code and overall (a code counts once per
 * email) and per round, the same with the claim model's review suggestions beside the findings,
 * lists every disagreement of the rule checks with the engine's messages, then times 1,000 checks
 * (rule checks and suggestions, as the editor runs them) and reports the median, and the engine's
 * size when bundled for the browser. It never reads a later held-out set.
 *
 * With --heldout-N: reads only heldout-N.json (--heldout: heldout.json), prints its SHA-256, the
 * same figures for it and the ids of the entries it disagrees with (codes missed or extra),
 * never their text, so that a held-out set can be measured without being studied.
 */
import { getHeapSpaceStatistics } from 'node:v8';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { checkEmail, learnedSuggestions, RULE_CODES, type CheckContext, type RuleCode } from '../../src/shared/compliance/index.ts';
import { LEARNED_RULE_CODES } from '../../src/shared/compliance/detectors/learned.ts';
import { CORPUS, CORPUS_FIRMS } from '../../tests/fixtures/compliance/corpus.ts';
import {
  DEVELOPMENT_FILES,
  hasReviewedCorpus,
  HELDOUT_SHA256,
  readReviewedCorpus,
  type ReviewedHalf,
} from '../../tests/fixtures/compliance/reviewed.ts';

interface Labelled {
  id: string;
  /** The round the entry was written in, for the per-round lines. */
  round: string;
  firm: keyof typeof CORPUS_FIRMS;
  context: CheckContext;
  subject: string;
  body: string;
  expected: readonly RuleCode[];
}

type Counts = { tp: number; fp: number; fn: number };
const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

interface Disagreement {
  id: string;
  missed: RuleCode[];
  extra: RuleCode[];
  /** The messages of the extra findings (they quote the email's words). */
  messages: string[];
}

/** The rule checks' findings, and with `suggestions` the claim model's review suggestions beside them (what the editor shows). */
function findingsOf(entry: Labelled, suggestions = false) {
  const email = { subject: entry.subject, body: entry.body };
  const findings = checkEmail(email, entry.context, CORPUS_FIRMS[entry.firm]);
  return suggestions ? [...findings, ...learnedSuggestions(email, entry.context, CORPUS_FIRMS[entry.firm], findings)] : findings;
}

function score(entries: readonly Labelled[], suggestions = false) {
  const byCode = new Map<RuleCode, Counts>(RULE_CODES.map((code) => [code, zero()]));
  const byRound = new Map<string, Counts>();
  const disagreements: Disagreement[] = [];
  for (const entry of entries) {
    const findings = findingsOf(entry, suggestions);
    const found = new Set(findings.map((finding) => finding.rule));
    const expected = new Set(entry.expected);
    if (!byRound.has(entry.round)) byRound.set(entry.round, zero());
    const round = byRound.get(entry.round)!;
    for (const code of RULE_CODES) {
      const outcome = found.has(code) && expected.has(code) ? 'tp' : found.has(code) ? 'fp' : expected.has(code) ? 'fn' : undefined;
      if (!outcome) continue;
      byCode.get(code)![outcome]++;
      round[outcome]++;
    }
    const missed = RULE_CODES.filter((code) => expected.has(code) && !found.has(code));
    const extra = RULE_CODES.filter((code) => found.has(code) && !expected.has(code));
    if (missed.length || extra.length) {
      const messages = findings.filter((f) => extra.includes(f.rule)).map((f) => `${f.rule}: ${f.message}`);
      disagreements.push({ id: entry.id, missed, extra, messages });
    }
  }
  const total = zero();
  for (const c of byCode.values()) {
    total.tp += c.tp;
    total.fp += c.fp;
    total.fn += c.fn;
  }
  return { byCode, byRound, total, disagreements };
}

const LEARNED_RULES = new Set<RuleCode>(LEARNED_RULE_CODES);

const ratio = (a: number, b: number) => (b === 0 ? '   -' : (a / b).toFixed(2));
const line = (name: string, c: Counts) =>
  `${name.padEnd(24)}${String(c.tp + c.fn).padStart(9)}${String(c.tp).padStart(6)}${String(c.fn).padStart(6)}${String(c.fp).padStart(6)}  ${ratio(c.tp, c.tp + c.fn).padStart(6)}  ${ratio(c.tp, c.tp + c.fp).padStart(9)}`;

function report(title: string, entries: readonly Labelled[], { showText }: { showText: boolean }) {
  const { byCode, byRound, total, disagreements } = score(entries);
  const clean = entries.filter((entry) => entry.expected.length === 0).length;
  console.log(`\n${title}: ${entries.length} entries, ${clean} clean\n`);
  console.log(`${'code'.padEnd(24)}${'positives'.padStart(9)}${'tp'.padStart(6)}${'fn'.padStart(6)}${'fp'.padStart(6)}  recall  precision`);
  for (const [code, c] of byCode) console.log(line(code, c));
  console.log(line('overall', total));
  console.log('');
  for (const [round, c] of byRound) console.log(line(`round ${round}`, c));
  const withModel = score(entries, true);
  console.log(`\nWith the claim model's review suggestions beside the findings (what the editor shows):\n`);
  for (const [code, c] of withModel.byCode) if (LEARNED_RULES.has(code)) console.log(line(code, c));
  console.log(line('overall', withModel.total));
  for (const [round, c] of withModel.byRound) console.log(line(`round ${round}`, c));
  if (disagreements.length === 0) {
    console.log('\nNo disagreements.');
    return;
  }
  console.log(`\nDisagreements (${disagreements.length}):`);
  for (const d of disagreements) {
    console.log(
      `  ${d.id}${d.missed.length ? `  missed: ${d.missed.join(', ')}` : ''}${d.extra.length ? `  extra: ${d.extra.join(', ')}` : ''}`,
    );
    if (showText) for (const message of d.messages) console.log(`    ${message}`);
  }
}

const roundOfEngineCorpus = (id: string) => (id.startsWith('r3-') ? 'three' : id.startsWith('r2-') ? 'two' : 'one');

/** Median time per email over 1,000 checks cycling through `entries`, after a warm-up. */
function timing(entries: readonly Labelled[]) {
  const RUNS = 1000;
  // What the editor runs as the attorney types: the rule checks and the model's suggestions.
  const run = (i: number) => findingsOf(entries[i % entries.length]!, true);
  for (let i = 0; i < 300; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nTime per email over ${RUNS} checks with suggestions: median ${times[RUNS / 2]!.toFixed(3)} ms, p90 ${times[RUNS * 0.9]!.toFixed(3)} ms, max ${times[RUNS - 1]!.toFixed(3)} ms`,
  );
  const megabytes = (machineCode() / 2 ** 20).toFixed(1);
  console.log(`Machine code held after the checks: ${megabytes} MB (V8 stops optimizing new patterns past 16 MB: docs/compliance.md)`);
}

/**
 * The machine code V8 holds, almost all of it the engine's compiled patterns. Past 16 MB V8 compiles
 * each new pattern without optimizing it, so the engine's speed depends on this as much as on its work.
 */
const machineCode = () =>
  getHeapSpaceStatistics()
    .filter((space) => space.space_name.startsWith('code'))
    .reduce((sum, space) => sum + space.physical_space_size, 0);

/** A held-out file alone: its hash, its figures and the ids it disagrees with, never its text. */
function heldOut(name: ReviewedHalf) {
  if (!hasReviewedCorpus(name)) {
    console.error(`tests/fixtures/compliance/${name}.json is not in this checkout, so there is nothing to measure. Merge the file first.`);
    process.exitCode = 1;
    return;
  }
  const corpus = readReviewedCorpus(name);
  const committed = HELDOUT_SHA256[name];
  const state = !committed
    ? 'no hash recorded yet: record it in tests/fixtures/compliance/README.md and reviewed.ts'
    : corpus.sha256 === committed
      ? 'as committed'
      : `CHANGED: committed as ${committed}`;
  console.log(`${name}.json SHA-256 ${corpus.sha256} (${state})`);
  report(`Held-out set ${name}.json`, corpus.entries, { showText: false });
  timing(corpus.entries);
  if (committed && corpus.sha256 !== committed) process.exitCode = 1;
}

/** The held-out set asked for: --heldout (heldout.json) or --heldout-N (heldout-N.json). */
const args = process.argv.slice(2);
const heldOutFlags = args.filter((arg) => /^--heldout(?:-\d+)?$/.test(arg));
const unknown = args.filter((arg) => !heldOutFlags.includes(arg));

if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Use no option, --heldout or --heldout-N (for example --heldout-3).`);
  process.exitCode = 1;
} else if (heldOutFlags.length > 1) {
  console.error(`Measure one held-out set at a time, not ${heldOutFlags.join(' and ')}.`);
  process.exitCode = 1;
} else if (heldOutFlags.length === 1) {
  heldOut(heldOutFlags[0]!.slice(2) as ReviewedHalf);
} else {
  const engineCorpus: Labelled[] = CORPUS.map((entry) => ({ ...entry, round: roundOfEngineCorpus(entry.id) }));
  const files = DEVELOPMENT_FILES.map((name) => [`${name}.json`, readReviewedCorpus(name).entries] as const);
  const development = files.flatMap(([, entries]) => entries);
  report("The engine's own corpus (tests/fixtures/compliance/corpus.ts)", engineCorpus, { showText: true });
  // Each held-out set is development data once it has been measured (README.md there).
  report(`Development data of the reviewed corpus (${files.map(([name]) => name).join(', ')})`, development, { showText: true });
  for (const [name, entries] of files) console.log(line(name, score(entries).total));

  timing([...engineCorpus, ...development]);

  // Browser bundle: the engine as the editor imports it, minified, gzip.
  const { build } = await import('esbuild');
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('../../src/shared/compliance/index.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  const bytes = bundle.outputFiles[0]!.contents;
  console.log(`Browser bundle: ${(bytes.length / 1024).toFixed(1)} KB minified, ${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip`);
}
