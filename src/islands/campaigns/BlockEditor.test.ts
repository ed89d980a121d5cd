import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { REVIEW_SUGGESTED, type Finding } from '#shared/compliance/types';
import { BlockFindings } from './BlockEditor';

const suggestion: Finding = {
  kind: REVIEW_SUGGESTED,
  rule: 'guarantee',
  severity: 'warn',
  field: 'body',
  start: 0,
  end: 20,
  message: 'Review suggested: this sentence reads like a possible promise or prediction of the outcome.',
  source: 'ABA Model Rule 7.1 and comment [3]',
};
const warning: Finding = { ...suggestion, kind: undefined, rule: 'comparison', message: 'A warning.' };
const blocking: Finding = { ...warning, severity: 'block', message: 'A block.' };

describe('the findings under a newsletter block', () => {
  it('shows a review suggested in its own words and colour, apart from the rule checks’ findings', () => {
    const html = renderToStaticMarkup(
      createElement(BlockFindings, {
        findings: [blocking, warning, suggestion].map((finding) => ({ finding, place: 'b1', field: 'body', start: 0, end: 20 })),
        onFix: () => {},
        where: 'block 1',
      }),
    );
    expect(html).toContain('aria-label="Compliance findings in block 1"');
    expect(html).toMatch(/class="[^"]*bg-red-50[^"]*"><p><span class="font-semibold">Must fix: <\/span>A block\.<\/p>/);
    expect(html).toMatch(/class="[^"]*bg-amber-50[^"]*"><p><span class="font-semibold">Check: <\/span>A warning\.<\/p>/);
    expect(html).toMatch(/class="[^"]*bg-sky-50[^"]*"><p>Review suggested: this sentence reads like a possible promise/);
  });
});
