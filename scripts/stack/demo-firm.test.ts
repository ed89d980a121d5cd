import { describe, expect, it } from 'vitest';
import { checkEmail } from '#shared/compliance/index';
import { callerTurnSchema } from '#shared/schemas/agentConversations';
import { consentInputSchema, createContactSchema, toE164 } from '#shared/schemas/contacts';
import { contactsFilterSchema } from '#shared/schemas/enrolments';
import { firmProfileSchema } from '#shared/schemas/firmProfile';
import { createSequenceSchema } from '#shared/schemas/sequences';
import { DEMO_CONTACTS, DEMO_CONVERSATION, DEMO_ENROLMENT, DEMO_FIRM_PROFILE, DEMO_SEQUENCES } from './demo-firm.mjs';

// The seed saves these through the real API, which refuses a `block` finding; a sample that
// broke a rule would stop `npm run dev`, and one with a warning would teach the wrong thing.
describe('the demo firm', () => {
  it('has a complete firm profile: Avery Injury Law, Atlanta, licensed in Georgia', () => {
    const profile = firmProfileSchema.parse(DEMO_FIRM_PROFILE);
    expect(profile).toMatchObject({ firmName: 'Avery Injury Law', licensedStates: ['GA'] });
    expect(profile.address).toMatch(/Atlanta, GA 30303$/);
  });

  it.each(DEMO_SEQUENCES.map((s: { name: string }) => [s.name, s]))('“%s” is valid and has no compliance findings', (_, sample) => {
    const sequence = createSequenceSchema.parse(sample);
    for (const email of sequence.emails) {
      expect(checkEmail(email, { audience: sequence.audience }, DEMO_FIRM_PROFILE), email.subject).toEqual([]);
    }
  });

  it('has a dozen valid contacts with distinct emails and phones, so the seed can rely on the 409 for idempotence', () => {
    const parsed = DEMO_CONTACTS.map((c: unknown) => createContactSchema.parse(c));
    expect(parsed).toHaveLength(12);
    const emails = parsed.map((c) => c.email).filter(Boolean);
    const phones = parsed.map((c) => c.phone).filter(Boolean);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(phones).size).toBe(phones.length);
    expect(new Set(parsed.map((c) => c.relationship))).toEqual(new Set(['client', 'former-client', 'subscriber', 'lead']));
  });

  it('enrols a filter that matches sendable subscribers and one who cannot be sent to, and opts out one enrolled subscriber', () => {
    expect(DEMO_SEQUENCES.map((s: { name: string }) => s.name)).toContain(DEMO_ENROLMENT.sequence);
    const filter = contactsFilterSchema.parse(DEMO_ENROLMENT.filter);
    const matched = DEMO_CONTACTS.map((c: unknown) => createContactSchema.parse(c)).filter((c) => c.relationship === filter.relationship);
    const revoked = (c: (typeof matched)[number]) => c.consents.filter((k) => k.channel === 'email').at(-1)?.status === 'revoked';
    expect(matched.filter(revoked)).toHaveLength(1);
    const optOut = matched.find((c) => c.email === DEMO_ENROLMENT.optOut.contact);
    expect(optOut && !revoked(optOut)).toBe(true);
    expect(matched.filter((c) => !revoked(c) && c !== optOut).length).toBeGreaterThanOrEqual(2);
    expect(consentInputSchema.parse(DEMO_ENROLMENT.optOut.consent)).toMatchObject({ channel: 'email', status: 'revoked' });
  });

  it('has a test conversation whose caller turns are valid and whose caller is not a contact yet', () => {
    for (const text of DEMO_CONVERSATION) expect(callerTurnSchema.safeParse({ text }).success, text).toBe(true);
    const phones = DEMO_CONTACTS.map((c: { phone: string | null }) => c.phone && toE164(c.phone));
    const callerPhone = DEMO_CONVERSATION.map((t: string) => toE164(t)).find(Boolean);
    expect(callerPhone).toBe('+14045550193');
    expect(phones).not.toContain(callerPhone);
  });
});
