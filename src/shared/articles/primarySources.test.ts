import { describe, expect, it } from 'vitest';
import { isPrimarySourceUrl } from './primarySources';

describe('isPrimarySourceUrl', () => {
  it('accepts the listed hosts and their subdomains, over http or https', () => {
    expect(isPrimarySourceUrl('https://www.ftc.gov/business-guidance/resources/can-spam-act-compliance-guide-business')).toBe(true);
    expect(isPrimarySourceUrl('https://docs.fcc.gov/public/attachments/FCC-24-17A1.pdf')).toBe(true);
    expect(isPrimarySourceUrl('http://www.leg.state.fl.us/statutes/index.cfm')).toBe(true);
  });

  it('rejects other hosts, look-alikes and other schemes', () => {
    expect(isPrimarySourceUrl('https://casetext.com/rule/ohio')).toBe(false);
    expect(isPrimarySourceUrl('https://notftc.gov/page')).toBe(false);
    expect(isPrimarySourceUrl('https://ftc.gov.example.com/page')).toBe(false);
    expect(isPrimarySourceUrl('mailto:someone@ftc.gov')).toBe(false);
    expect(isPrimarySourceUrl('/seo/can-spam-compliant-email-for-law-firms')).toBe(false);
  });
});
