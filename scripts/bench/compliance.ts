/**
 * npm run bench:compliance
 *
 * Runs the compliance engine over the labelled corpus and prints recall and precision per
 * rule code and overall (a code counts once per email), lists every disagreement, then times
 * 1,000 checks and reports the median, and the engine's size when bundled for the browser.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { checkEmail, RULE_CODES, type RuleCode } from '../../src/shared/compliance/index.ts';
import { CORPUS, CORPUS_FIRMS } from '../../src/shared/compliance/corpus.ts';

type Counts = { tp: number; fp: number; fn: number };
const counts = new Map<RuleCode, Counts>(RULE_CODES.map((code) => [code, { tp: 0, fp: 0, fn: 0 }]));
// Rounds two and three (ids "r2-", "r3-") were written after the engine, to find what it misses.
const rounds: Record<string, Counts> = {
  'round one': { tp: 0, fp: 0, fn: 0 },
  'round two': { tp: 0, fp: 0, fn: 0 },
  'round three': { tp: 0, fp: 0, fn: 0 },
};
const disagreements: string[] = [];

for (const entry of CORPUS) {
  const findings = checkEmail({ subject: entry.subject, body: entry.body }, entry.context, CORPUS_FIRMS[entry.firm]);
  const found = new Set(findings.map((finding) => finding.rule));
  const expected = new Set(entry.expected);
  const round = rounds[entry.id.startsWith('r3-') ? 'round three' : entry.id.startsWith('r2-') ? 'round two' : 'round one']!;
  for (const code of RULE_CODES) {
    const c = counts.get(code)!;
    const outcome = found.has(code) && expected.has(code) ? 'tp' : found.has(code) ? 'fp' : expected.has(code) ? 'fn' : undefined;
    if (outcome) {
      c[outcome]++;
      round[outcome]++;
    }
  }
  const missed = [...expected].filter((code) => !found.has(code));
  const extra = [...found].filter((code) => !expected.has(code));
  if (missed.length || extra.length) {
    const detail = findings.filter((f) => extra.includes(f.rule)).map((f) => `    ${f.rule}: ${f.message}`);
    disagreements.push(
      [
        `  ${entry.id}${missed.length ? `  missed: ${missed.join(', ')}` : ''}${extra.length ? `  extra: ${extra.join(', ')}` : ''}`,
        ...detail,
      ].join('\n'),
    );
  }
}

const ratio = (a: number, b: number) => (b === 0 ? '   -' : (a / b).toFixed(2));
const total: Counts = { tp: 0, fp: 0, fn: 0 };
console.log(`Compliance corpus: ${CORPUS.length} emails, ${CORPUS.filter((e) => e.expected.length === 0).length} clean\n`);
console.log('code                      expected  recall  precision');
for (const [code, c] of counts) {
  total.tp += c.tp;
  total.fp += c.fp;
  total.fn += c.fn;
  console.log(
    `${code.padEnd(26)}${String(c.tp + c.fn).padStart(8)}  ${ratio(c.tp, c.tp + c.fn).padStart(6)}  ${ratio(c.tp, c.tp + c.fp).padStart(9)}`,
  );
}
console.log(
  `${'overall'.padEnd(26)}${String(total.tp + total.fn).padStart(8)}  ${ratio(total.tp, total.tp + total.fn).padStart(6)}  ${ratio(total.tp, total.tp + total.fp).padStart(9)}`,
);
for (const [name, c] of Object.entries(rounds)) {
  console.log(
    `${name.padEnd(26)}${String(c.tp + c.fn).padStart(8)}  ${ratio(c.tp, c.tp + c.fn).padStart(6)}  ${ratio(c.tp, c.tp + c.fp).padStart(9)}`,
  );
}
console.log(disagreements.length ? `\nDisagreements:\n${disagreements.join('\n')}` : '\nNo disagreements.');

// Timing: 1,000 checks cycling through the corpus, after a warm-up.
const RUNS = 1000;
const run = (i: number) => {
  const entry = CORPUS[i % CORPUS.length]!;
  checkEmail({ subject: entry.subject, body: entry.body }, entry.context, CORPUS_FIRMS[entry.firm]);
};
for (let i = 0; i < 300; i++) run(i);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  run(i);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(`\nTime per email over ${RUNS} checks: median ${times[RUNS / 2]!.toFixed(3)} ms, p90 ${times[RUNS * 0.9]!.toFixed(3)} ms`);

// Browser bundle: the engine as the editor would import it, minified, gzip.
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
