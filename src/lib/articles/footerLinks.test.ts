import { describe, expect, it } from 'vitest';
import { titleFromSlug } from './footerLinks';

describe('titleFromSlug', () => {
  it('capitalises words and keeps product names and acronyms right', () => {
    expect(titleFromSlug('casecourier-vs-mailchimp-for-law-firms')).toBe('CaseCourier vs Mailchimp For Law Firms');
    expect(titleFromSlug('can-spam-compliant-email-for-law-firms')).toBe('CAN-SPAM Compliant Email For Law Firms');
    expect(titleFromSlug('aba-compliant-email-marketing')).toBe('ABA Compliant Email Marketing');
  });
});
