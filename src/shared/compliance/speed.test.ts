/**
 * The shortcuts that make the engine cheaper must never change an answer: the three-character
 * filter says "cannot match" only where a pattern does not match, and the union of the past-results
 * guards finds exactly the sentences the guards find.
 */
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../../tests/fixtures/compliance/corpus';
import { readReviewedCorpus } from '../../../tests/fixtures/compliance/reviewed';
import { ANY_RESULT_GUARD, RESULT_GUARDS } from './detectors/claims';
import { mayOccurIn } from './detectors/trigrams';
import { prepareDraft } from './draft';
import { sentences } from './text';

const emails = [...CORPUS, ...readReviewedCorpus('dev').entries, ...readReviewedCorpus('heldout-4').entries];
const texts = emails.flatMap(({ subject, body }) => [subject, body]);
const sentenceTexts = texts.flatMap((text) => sentences(text).map(({ start, end }) => text.slice(start, end)));

const asDraft = (text: string) => prepareDraft({ subject: '', body: text });

describe('the three-character filter', () => {
  // Words and constructs the reader must follow: classes, escapes, groups, quantifiers, assertions.
  const patterns = [
    /matter of time/i,
    /\b(?:sure|certain) (?:bet|thing)\b/i,
    /(?:twice|times|double|triple) (?:as (?:many|much)|more)/i,
    /\bcertified in\s+(?:[\w'-]+\s+){0,3}?(?:law|litigation)\b/gi,
    /no\. ?1|#1|number[- ]one/i,
    /(?<=\w)'ll (?:win|get)/i,
    /cr[eè]me de la cr[eè]me/i,
    /\$\s?\d[\d,.]*\s?(?:k|million)/i,
    /abc+d/,
    /\u2014 then/,
    /(?:x{2,}|y)z/i,
    new RegExp('[]abc|[^]def'),
    ANY_RESULT_GUARD,
    ...RESULT_GUARDS,
  ];
  const probes = [
    ...texts,
    'It is only a MATTER OF TIME.',
    'a sure-thing? no: a Sure Thing',
    'we win twice as many',
    "You'll win, I'll get it",
    'the crème de la crème',
    'abcccd abd',
    'xxz and yz',
    'Number-One firm, No.1, #1',
    '\u2014 then',
    'abc def',
  ];

  it('never rules out a pattern that matches', () => {
    for (const pattern of patterns)
      for (const text of probes) {
        pattern.lastIndex = 0;
        if (pattern.test(text)) expect(mayOccurIn(asDraft(text), pattern), `${pattern} in “${text.slice(0, 80)}”`).toBe(true);
      }
  });

  it('rules out words the email does not have', () => {
    expect(mayOccurIn(asDraft('We will call you on Monday.'), /matter of time/i)).toBe(false);
    expect(mayOccurIn(asDraft('We will call you on Monday.'), /sure bet|bet my/i)).toBe(false);
    expect(mayOccurIn(asDraft('A MATTER OF TIME'), /matter of time/i)).toBe(true);
  });
});

describe('the union of the past-results guards', () => {
  it('finds exactly the sentences one of the guards finds', () => {
    for (const text of [...sentenceTexts, 'dozens of clients received', 'cases: 40 wins', 'ten', 'favourable', 'Millions']) {
      expect(ANY_RESULT_GUARD.test(text), text).toBe(RESULT_GUARDS.some((guard) => guard.test(text)));
    }
  });
});
