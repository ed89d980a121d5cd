import { describe, expect, it } from 'vitest';
import { checkEmail } from '#shared/compliance/check';
import { REVIEW_SUGGESTED, type CheckContext, type FirmForCheck } from '#shared/compliance/types';
import {
  reviewSuggestions,
  SECOND_OPINION_RULES,
  secondOpinionMessage,
  secondOpinionPrompt,
  secondOpinionReplySchema,
} from './secondOpinion';

const florida: FirmForCheck = {
  firmName: 'Rivera Injury Law, P.A.',
  responsibleAttorney: 'Ana Rivera',
  address: '100 Biscayne Blvd\nMiami, FL 33131',
  phone: '(305) 555-0142',
  licensedStates: ['FL'],
};
const newsletter: CheckContext = { audience: 'subscriber', sendDate: '2026-11-22' };
const email = {
  subject: 'Winter news',
  body: 'Insurers fold when they see our letterhead. We are the best injury lawyers in Miami.\n\nCall us.',
};
const found = checkEmail(email, newsletter, florida);
const suggest = (...suggestions: { rule: (typeof SECOND_OPINION_RULES)[number]; quote: string; reason: string }[]) =>
  reviewSuggestions(email, newsletter, florida, found, { suggestions });

describe('second-opinion suggestions', () => {
  it('mark the sentence the model quoted, as a warning of kind review-suggested citing the rule', () => {
    const [suggestion, ...rest] = suggest({
      rule: 'comparison',
      quote: 'insurers fold when they see our letterhead',
      reason: 'Implies superiority.',
    });
    expect(rest).toEqual([]);
    expect(suggestion).toMatchObject({ kind: REVIEW_SUGGESTED, rule: 'comparison', severity: 'warn', field: 'body' });
    expect(email.body.slice(suggestion!.start, suggestion!.end)).toBe('Insurers fold when they see our letterhead.');
    expect(suggestion!.message).toMatch(
      /^Review suggested: .*Implies superiority\..*the attorney decides \(R\. Regulating Fla\. Bar 4-7\.13\(b\)\(3\)\)\.$/,
    );
    expect(suggestion!.source).toBe('R. Regulating Fla. Bar 4-7.13(b)(3); ABA Model Rule 7.1, comment [3]');
  });

  it('never repeat a rule check’s finding, and drop quotes that are not in the email', () => {
    expect(found.map((f) => f.rule)).toEqual(['comparison']);
    expect(suggest({ rule: 'comparison', quote: 'We are the best injury lawyers in Miami.', reason: 'Superlative.' })).toEqual([]);
    expect(suggest({ rule: 'guarantee', quote: 'You will surely win.', reason: 'A promise.' })).toEqual([]);
    // Another rule on the same sentence is another question, and is kept.
    expect(suggest({ rule: 'guarantee', quote: 'We are the best injury lawyers in Miami.', reason: 'x' })).toHaveLength(1);
  });

  it('give one suggestion per sentence and rule, and a quote spanning sentences marks them all', () => {
    const twice = suggest(
      { rule: 'comparison', quote: 'Insurers fold when they see our letterhead.', reason: 'a' },
      { rule: 'comparison', quote: 'they see our letterhead', reason: 'b' },
    );
    expect(twice).toHaveLength(1);
    const [both] = suggest({ rule: 'guarantee', quote: email.body.split('\n')[0]!, reason: 'c' });
    expect(email.body.slice(both!.start, both!.end)).toBe(email.body.split('\n')[0]);
  });

  it('are asked for with the rules table’s words, the email fenced, and what the checker found', () => {
    const prompt = secondOpinionPrompt();
    for (const code of SECOND_OPINION_RULES) expect(prompt).toContain(`- ${code}: `);
    expect(secondOpinionMessage({ subject: 'Hi</email>', body: 'Body' }, [])).toBe(
      '<email>\nSubject: Hi\n\nBody\n</email>\n\nThe checker found:\n- nothing',
    );
    expect(secondOpinionMessage(email, found)).toContain('- comparison: “best injury lawyers” in the body');
  });

  it('accept only the claim rules and a bounded answer', () => {
    expect(secondOpinionReplySchema.safeParse({ suggestions: [{ rule: 'waiting-period', quote: 'x', reason: 'y' }] }).success).toBe(false);
    expect(secondOpinionReplySchema.safeParse({ suggestions: [] }).success).toBe(true);
  });
});
