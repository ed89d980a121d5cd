import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { REVIEW_SUGGESTED, type Finding } from '#shared/compliance/types';
import { FindingList, MarkedText, numbered } from './EmailFindings';

const email = { subject: 'Winter news', body: 'Insurers fold when they see our letterhead. Call us.' };
const suggestion: Finding = {
  kind: REVIEW_SUGGESTED,
  rule: 'comparison',
  severity: 'warn',
  field: 'body',
  start: 0,
  end: 43,
  message: 'Review suggested: an AI second opinion reads this sentence as a possible claim of superiority over other lawyers.',
  source: 'ABA Model Rule 7.1, comment [3]',
};
const warning: Finding = { ...suggestion, kind: undefined, rule: 'fee-costs', start: 44, end: 52, message: 'A warning.' };

describe('the findings list', () => {
  it('shows a second opinion’s suggestion as “Review suggested”, apart from the rule checks’ warnings', () => {
    const html = renderToStaticMarkup(
      createElement(FindingList, { emailNumber: 1, email, findings: numbered([suggestion, warning]), onFix: () => {} }),
    );
    expect(html).toContain('Compliance check: 1 warning, 1 review suggested');
    expect(html).toMatch(
      />Review suggested<\/span> <code[^>]*>comparison<\/code> in the body at “Insurers fold when they see our letterhead\.”/,
    );
    expect(html).toMatch(/>Warning<\/span> <code[^>]*>fee-costs<\/code>/);
  });

  it('marks the sentence a suggestion is about', () => {
    const html = renderToStaticMarkup(createElement(MarkedText, { text: email.body, field: 'body', findings: numbered([suggestion]) }));
    expect(html).toMatch(
      /^<mark data-testid="finding-mark" data-rule="comparison" class="[^"]*decoration-dotted[^"]*">Insurers fold when they see our letterhead\.<sup[^>]*>1<\/sup><\/mark> Call us\.$/,
    );
  });
});
