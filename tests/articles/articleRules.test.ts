// The editorial rules themselves, on small inputs whose answer is known.
import { describe, expect, it } from 'vitest';
import { britishSpellings, paragraphsAndSentences, sharedParagraphs } from '../support/articleRules';

describe('britishSpellings', () => {
  it('finds British spellings, each with the American form', () => {
    const text = 'Opt-outs are honoured. Labelled enquiries. The organisation will recognise the colour of the licence; cancelled.';
    expect(britishSpellings(text).map((f) => f.split(' ')[0])).toEqual(
      expect.arrayContaining(['honoured', 'Labelled', 'enquiries', 'organisation', 'recognise', 'colour', 'licence', 'cancelled']),
    );
    expect(britishSpellings('honoured')).toEqual(['honoured (use honor, honored)']);
  });

  it('leaves American spellings and look-alike words alone', () => {
    const text =
      'Honor the opt-out; a specialist may advertise; analyses of the premises; cancellation; practice; license; defense counsel; ' +
      'counselor; judgment; specialty; the enterprise will supervise, revise and advise; emphases; criticism; organism.';
    expect(britishSpellings(text)).toEqual([]);
  });
});

describe('sharedParagraphs', () => {
  const long = 'Florida bars written solicitation of an injured person for thirty days after the accident under its rules.';

  it('reports a paragraph of 80 or more characters found in two articles, whatever the punctuation or case', () => {
    const shared = sharedParagraphs(
      new Map([
        ['a', [long]],
        ['b', [long.toUpperCase().replace('.', '!')]],
      ]),
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatch(/^b repeats a: "florida bars/);
  });

  it('allows short paragraphs to recur, and a paragraph to repeat within one article', () => {
    expect(
      sharedParagraphs(
        new Map([
          ['a', ['General information, not legal advice.', long, long]],
          ['b', ['General information, not legal advice.']],
        ]),
      ),
    ).toEqual([]);
  });

  it('catches a long sentence copied into a different paragraph, once sentences are counted', () => {
    const copied = `Some context first. ${long} And a different ending.`;
    const byArticle = new Map([
      ['a', [`Opening words. ${long}`]],
      ['b', [copied]],
    ]);
    expect(sharedParagraphs(byArticle)).toEqual([]);
    expect(sharedParagraphs(new Map([...byArticle].map(([slug, ps]) => [slug, paragraphsAndSentences(ps)])))).toHaveLength(1);
  });
});
