/**
 * npm run compliance:model: learns the claim model (src/shared/compliance/detectors/learned.ts) from
 * the engine's own corpus and the reviewed corpus's development data and writes src/shared/compliance/detectors/claimModel.json.
 * Run it again whenever one of them changes (a test says when the model is out of date).
 *
 * Options, to see what the model would have added on a later round:
 *   --through heldout-N   learn only from the development files up to heldout-N
 *   --out FILE            write the model to FILE instead
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LEARNED_RULE_CODES } from '../src/shared/compliance/detectors/learned.ts';
import { prepareDraft } from '../src/shared/compliance/draft.ts';
import { DEVELOPMENT_FILES, trainingDataHash, readReviewedCorpus } from '../tests/fixtures/compliance/reviewed.ts';
import { trainClaimModel, type Example } from './compliance-model/train.ts';
import type { RuleCode } from '../src/shared/compliance/types.ts';
import { CORPUS } from '../tests/fixtures/compliance/corpus.ts';

const { values } = parseArgs({ options: { through: { type: 'string' }, out: { type: 'string' } } });
const last = values.through
  ? DEVELOPMENT_FILES.indexOf(values.through as (typeof DEVELOPMENT_FILES)[number])
  : DEVELOPMENT_FILES.length - 1;
if (last < 0) throw new Error(`--through takes one of ${DEVELOPMENT_FILES.join(', ')}.`);
const files = DEVELOPMENT_FILES.slice(0, last + 1);

const example = (group: string, entry: { subject: string; body: string; expected: readonly RuleCode[] }): Example => {
  const draft = prepareDraft({ subject: entry.subject, body: entry.body });
  return {
    group,
    text: draft.match,
    subject: draft.subject.match,
    labels: LEARNED_RULE_CODES.map((code) => entry.expected.includes(code)),
  };
};
// The engine's own corpus too: its look-alikes were written to sit right beside each rule.
const examples = [
  ...CORPUS.map((entry) => example('corpus.ts', entry)),
  ...files.flatMap((half) => readReviewedCorpus(half).entries.map((entry) => example(half, entry))),
];
const started = performance.now();
const model = trainClaimModel(examples, LEARNED_RULE_CODES.length);
const out = values.out ?? new URL('../src/shared/compliance/detectors/claimModel.json', import.meta.url);
writeFileSync(out, `${JSON.stringify({ rules: LEARNED_RULE_CODES, ...model, trainedOn: trainingDataHash(files) })}\n`);
console.log(
  `Learned from ${examples.length} emails in ${files.length + 1} files in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
    `${Object.keys(model.weights).length} features; wrote ${out instanceof URL ? 'src/shared/compliance/detectors/claimModel.json' : out}.`,
);
