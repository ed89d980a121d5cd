import { describe, expect, it } from 'vitest';
import { clauseAround, forMatching, isNegated, lines, sentences } from './text';

const texts = (text: string) => sentences(text).map((span) => text.slice(span.start, span.end));

describe('sentences', () => {
  it('splits on sentence ends and line breaks, with offsets into the original', () => {
    const text = 'Dear Ana,\n\nWe read about the crash. Call us?  Thanks!\n';
    expect(texts(text)).toEqual(['Dear Ana,', 'We read about the crash.', 'Call us?', 'Thanks!']);
    const [, second] = sentences(text);
    expect(second).toEqual({ start: 11, end: 35 });
  });

  it('keeps titles and numbers with what follows', () => {
    expect(texts('Mr. Smith called Dr. Lee at 10. Ask for No. 4 on St. Mary St. today.')).toEqual([
      'Mr. Smith called Dr. Lee at 10.',
      'Ask for No. 4 on St. Mary St. today.',
    ]);
  });

  it('keeps decimals and amounts whole', () => {
    expect(texts('We recovered $1.2 million. Prior results vary.')).toEqual(['We recovered $1.2 million.', 'Prior results vary.']);
  });

  it('returns nothing for blank text', () => {
    expect(sentences('  \n ')).toEqual([]);
  });
});

describe('lines', () => {
  it('lists non-blank lines without their spaces', () => {
    const text = ' Advertisement \n\nBody line\n';
    expect(lines(text).map((span) => text.slice(span.start, span.end))).toEqual(['Advertisement', 'Body line']);
  });
});

describe('forMatching', () => {
  it('straightens quotes without moving offsets', () => {
    const text = 'We don’t “promise”\u00a0results';
    const matched = forMatching(text);
    expect(matched).toBe('We don\'t "promise" results');
    expect(matched.length).toBe(text.length);
  });
});

describe('clauses and negation', () => {
  it('finds the clause around an offset', () => {
    const sentence = 'No lawyer can guarantee an outcome, but we can promise updates.';
    const clause = clauseAround(sentence, sentence.indexOf('promise'));
    expect(sentence.slice(clause.start, clause.end).trim()).toBe('we can promise updates.');
  });

  it('reads negations before a word in its clause only', () => {
    const sentence = 'No lawyer can guarantee an outcome, but we can promise updates.';
    expect(isNegated(sentence, sentence.indexOf('guarantee'))).toBe(true);
    expect(isNegated(sentence, sentence.indexOf('promise'))).toBe(false);
    expect(isNegated('We cannot promise results.', 10)).toBe(true);
    expect(isNegated("We don't promise results.", 9)).toBe(true);
  });

  it('does not take intensifiers for negations', () => {
    const sentence = 'There is no doubt we guarantee results.';
    expect(isNegated(sentence, sentence.indexOf('guarantee'))).toBe(false);
  });
});
