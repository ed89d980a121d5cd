import { describe, expect, it } from 'vitest';
import { thresholdFor, trainClaimModel, type Example } from './train';

describe('thresholdFor', () => {
  it('lets through at most the given share of the scores', () => {
    const scores = Array.from({ length: 1000 }, (_, i) => i);
    expect(thresholdFor(scores, 0.002)).toBe(997);
    expect(scores.filter((score) => score > thresholdFor(scores, 0.002))).toHaveLength(2);
    expect(thresholdFor(scores, 0)).toBe(999);
  });
});

describe('trainClaimModel', () => {
  // Two rules over a small corpus in three groups: promises of a win, and fee talk.
  const promise = ['you will win this', 'your win is certain', 'we will win for you', 'a win is certain here'];
  const fees = ['no fee at all', 'the fee is nothing', 'pay no fee ever', 'a fee of nothing'];
  const clean = ['the weather is mild', 'drive safely tonight', 'the parade is on main street', 'call your doctor', 'read the safety tips'];
  const examples: Example[] = ['a', 'b', 'c']
    .flatMap((group) => [
      ...promise.map((text) => ({ group, text: `${text} ${group}`, subject: '', labels: [true, false] })),
      ...fees.map((text) => ({ group, text: `${text} ${group}`, subject: '', labels: [false, true] })),
      ...clean.map((text) => ({ group, text: `${text} ${group}`, subject: '', labels: [false, false] })),
    ])
    .concat({ group: 'a', text: 'a zebra crossing', subject: '', labels: [false, false] });
  const model = trainClaimModel(examples, 2, { c: 3, cleanPassRate: 0, minWeight: 0.01 });
  const score = (text: string, rule: number) =>
    text.split(' ').reduce((sum, word) => sum + (model.weights[word]?.[rule] ?? 0), model.bias[rule]!);

  it('scores a new sentence by the words it shares with each rule', () => {
    expect(score('certain win', 0)).toBeGreaterThan(model.threshold[0]!);
    expect(score('certain win', 1)).toBeLessThan(model.threshold[1]!);
    expect(score('nothing fee', 1)).toBeGreaterThan(model.threshold[1]!);
    expect(score('mild weather tonight', 0)).toBeLessThan(model.threshold[0]!);
  });

  it('keeps only the words that weigh something, with a weight for every rule', () => {
    expect(model.weights.win).toHaveLength(2);
    expect(model.weights.win![0]).toBeGreaterThan(0);
    // A word in a single example is not learned from.
    expect(model.weights.zebra).toBeUndefined();
  });
});

describe('the subject line as features of its own', () => {
  // The same words in subjects and in bodies: only the subjects' tell the rule apart.
  const examples: Example[] = ['a', 'b', 'c'].flatMap((group) => [
    ...['notice enclosed', 'results posted', 'code enclosed'].map((subject) => ({
      group,
      text: `${subject} hello ${group}`,
      subject,
      labels: [true],
    })),
    ...['a note', 'our news', 'hello friends'].map((subject) => ({
      group,
      text: `${subject} the notice was enclosed and the results posted ${group}`,
      subject,
      labels: [false],
    })),
  ]);
  const model = trainClaimModel(examples, 1, { c: 3, cleanPassRate: 0, minWeight: 0.01 });

  it('learns the subject’s words apart from the same words in the body', () => {
    expect(model.weights['s:enclosed']![0]).toBeGreaterThan(0);
    expect(model.weights['s:enclosed']![0]).toBeGreaterThan(model.weights.enclosed?.[0] ?? 0);
  });
});
