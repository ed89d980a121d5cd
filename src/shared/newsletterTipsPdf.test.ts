import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/support/pdfText';
import { renderNewsletterTipsPdf } from './newsletterTipsPdf';
import { NEWSLETTER_TIPS } from './newsletterTips';

describe('renderNewsletterTipsPdf', () => {
  it('produces a one-page PDF whose text holds all five tips in full', async () => {
    const bytes = await renderNewsletterTipsPdf();
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    NEWSLETTER_TIPS.forEach((tip, n) => {
      expect(text).toContain(`${n + 1}. ${tip.title}`);
      // Wrapped lines join with a space, so the body reads back whole.
      expect(text).toContain(tip.body);
    });
  });
});
