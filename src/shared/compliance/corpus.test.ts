import { describe, expect, it } from 'vitest';
import { checkEmail } from './check';
import { CORPUS, CORPUS_FIRMS } from './corpus';
import { AUDIENCES, RULE_CODES } from './types';

const firmStates = (id: keyof typeof CORPUS_FIRMS) => CORPUS_FIRMS[id].licensedStates as readonly string[];

describe('the labelled corpus', () => {
  it('is large, mostly look-alikes, and names each email once', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(120);
    expect(CORPUS.filter((entry) => entry.expected.length === 0).length).toBeGreaterThanOrEqual(CORPUS.length / 3);
    expect(new Set(CORPUS.map((entry) => entry.id)).size).toBe(CORPUS.length);
  });

  it('covers every rule code and every audience', () => {
    for (const code of RULE_CODES)
      expect(
        CORPUS.some((entry) => entry.expected.includes(code)),
        code,
      ).toBe(true);
    for (const audience of AUDIENCES)
      expect(
        CORPUS.some((entry) => entry.context.audience === audience),
        audience,
      ).toBe(true);
  });

  it('covers the state rules from both sides, through the firm and through the recipient', () => {
    const has = (code: string, state: string, expected: boolean, viaRecipient = false) =>
      CORPUS.some(
        (entry) =>
          entry.expected.includes(code as never) === expected &&
          (viaRecipient ? entry.context.recipientState === state : firmStates(entry.firm).includes(state)),
      );
    for (const [code, state] of [
      ['ny-subject-label', 'NY'],
      ['fl-first-sentence', 'FL'],
      ['ca-advertisement-label', 'CA'],
      ['waiting-period', 'FL'],
      ['waiting-period', 'NY'],
    ] as const) {
      expect(has(code, state, true), `${code} in ${state}`).toBe(true);
      expect(has(code, state, false), `clean ${state} look-alike for ${code}`).toBe(true);
      expect(has(code, state, true, true), `${code} through a recipient in ${state}`).toBe(true);
    }
  });

  it('is matched by the engine with recall and precision of at least 0.95', () => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    for (const entry of CORPUS) {
      const found = new Set(
        checkEmail({ subject: entry.subject, body: entry.body }, entry.context, CORPUS_FIRMS[entry.firm]).map((f) => f.rule),
      );
      for (const code of RULE_CODES) {
        const expected = entry.expected.includes(code);
        if (found.has(code) && expected) truePositives++;
        else if (found.has(code)) falsePositives++;
        else if (expected) falseNegatives++;
      }
    }
    expect(truePositives / (truePositives + falseNegatives)).toBeGreaterThanOrEqual(0.95);
    expect(truePositives / (truePositives + falsePositives)).toBeGreaterThanOrEqual(0.95);
  });
});
