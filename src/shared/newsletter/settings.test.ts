import { describe, expect, it } from 'vitest';
import * as onboarding from '../schemas/onboarding';
import { DEFAULT_BRAND_COLOR, DEFAULT_SEND_DAY, NEWSLETTER_DEFAULTS, newsletterSettingsSchema, SEND_DAYS } from './settings';

describe('newsletter settings', () => {
  it('offer the welcome form’s send days and defaults', () => {
    expect(SEND_DAYS).toEqual(onboarding.SEND_DAYS);
    expect(DEFAULT_SEND_DAY).toBe(onboarding.DEFAULT_SEND_DAY);
    expect(DEFAULT_BRAND_COLOR).toBe(onboarding.DEFAULT_BRAND_COLOR);
  });

  it('accept their own defaults, and refuse a field they do not know', () => {
    expect(newsletterSettingsSchema.safeParse(NEWSLETTER_DEFAULTS).success).toBe(true);
    const unknown = newsletterSettingsSchema.safeParse({ ...NEWSLETTER_DEFAULTS, colour: '#fff' });
    expect(unknown.error?.issues[0]?.message).toBe('Newsletter settings have no field “colour”.');
  });
});
