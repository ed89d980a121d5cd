import { describe, expect, it } from 'vitest';
import { createContactSchema } from '#shared/schemas/contacts';
import { DEMO_CONTACTS } from './demo-firm.mjs';

describe('demo contacts', () => {
  it('are valid contacts with distinct emails and phones, so the seed can rely on the 409 for idempotence', () => {
    const parsed = DEMO_CONTACTS.map((c) => createContactSchema.parse(c));
    expect(parsed).toHaveLength(12);
    const emails = parsed.map((c) => c.email).filter(Boolean);
    const phones = parsed.map((c) => c.phone).filter(Boolean);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(phones).size).toBe(phones.length);
    expect(new Set(parsed.map((c) => c.relationship))).toEqual(new Set(['client', 'former-client', 'subscriber', 'lead']));
  });
});
