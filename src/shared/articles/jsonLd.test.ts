import { describe, expect, it } from 'vitest';
import { faqEntries, faqPageJsonLd } from './jsonLd';

describe('faqEntries', () => {
  it('reads each h2 question and the text under it, up to the next question', () => {
    const html =
      '<p>Intro before any question.</p><h2>Do I need consent?</h2><p>Not under CAN-SPAM &amp; it helps.</p><ul><li>One</li><li>Two</li></ul>' +
      '<h2>How fast must I stop?</h2><h3>Email</h3><p>Within 10 business days.</p>';
    expect(faqEntries(html)).toEqual([
      { question: 'Do I need consent?', answer: 'Not under CAN-SPAM & it helps. One Two' },
      { question: 'How fast must I stop?', answer: 'Email Within 10 business days.' },
    ]);
  });

  it('refuses a page whose headings are not all questions, or a question without an answer', () => {
    expect(() => faqEntries('<h2>Consent</h2><p>Text.</p>')).toThrow(/not a question: "Consent"/);
    expect(() => faqEntries('<h2>Why?</h2><h2>How?</h2><p>Text.</p>')).toThrow(/no answer: "Why\?"/);
  });
});

describe('faqPageJsonLd', () => {
  it('describes every entry as a Question with an accepted Answer', () => {
    const ld = faqPageJsonLd('https://example.com/seo/x', [{ question: 'Why?', answer: 'Because.' }]);
    expect(ld).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } }],
    });
  });
});
