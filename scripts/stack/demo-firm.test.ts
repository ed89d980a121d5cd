import { describe, expect, it } from 'vitest';
import { checkEmail } from '#shared/compliance/index';
import { callerTurnSchema } from '#shared/schemas/agentConversations';
import { consentInputSchema, createContactSchema, toE164 } from '#shared/schemas/contacts';
import { contactsFilterSchema } from '#shared/schemas/enrolments';
import { firmProfileSchema } from '#shared/schemas/firmProfile';
import { stageChangeSchema } from '#shared/schemas/pipeline';
import { createSequenceSchema } from '#shared/schemas/sequences';
import { issueSchema } from '#shared/newsletter/issue';
import { issueDraft } from '#shared/newsletter/issueText';
import { findMergeProblems } from '#shared/newsletter/mergeFields';
import { segmentInputSchema } from '#shared/newsletter/segments';
import { newsletterSettingsSchema } from '#shared/newsletter/settings';
import { segmentInputSchema as audienceSegmentSchema } from '#shared/prospects/schemas';
import { existsSync } from 'node:fs';
import {
  DEMO_BRAND_IMAGES,
  DEMO_CONTACTS,
  DEMO_CONVERSATION,
  DEMO_ENROLMENT,
  DEMO_FIRM_PROFILE,
  DEMO_MONTH,
  DEMO_NEWSLETTER_SETTINGS,
  DEMO_PROSPECTS,
  DEMO_SEGMENT,
  DEMO_SEQUENCES,
  demoIssue,
} from './demo-firm.mjs';

// The seed saves these through the real API, which refuses a `block` finding; a sample that
// broke a rule would stop `npm run dev`, and one with a warning would teach the wrong thing.
describe('the demo firm', () => {
  it('saves a search-intent audience the API accepts, under the integration key name the import reads', () => {
    expect(audienceSegmentSchema.parse(DEMO_PROSPECTS.segment)).toEqual(DEMO_PROSPECTS.segment);
    expect(DEMO_PROSPECTS.keyName).toBe('audiencelab');
  });

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

  it('has newsletter settings, a brand shipped in the repo, a segment and an issue that saves with no finding', () => {
    expect(newsletterSettingsSchema.safeParse({ ...DEMO_NEWSLETTER_SETTINGS, logo_id: null, headshot_id: null }).success).toBe(true);
    for (const file of Object.values(DEMO_BRAND_IMAGES)) expect(existsSync(new URL(`./demo-brand/${file}`, import.meta.url))).toBe(true);
    expect(segmentInputSchema.safeParse(DEMO_SEGMENT).success).toBe(true);
    const issue = issueSchema.parse(demoIssue('November', 'November 2026'));
    const { draft } = issueDraft(issue);
    expect(checkEmail(draft, { audience: 'subscriber' }, DEMO_FIRM_PROFILE)).toEqual([]);
    expect(draft.body).toContain('{{contact.first_name or "there"}}');
  });

  it('types no placeholder anywhere: every greeting is a merge field', () => {
    const { draft } = issueDraft(issueSchema.parse(demoIssue('November', 'November 2026')));
    const texts = [
      ...DEMO_SEQUENCES.flatMap((s: { emails: { subject: string; body: string }[] }) => s.emails.flatMap((e) => [e.subject, e.body])),
      draft.subject,
      draft.body,
    ];
    for (const text of texts) expect(findMergeProblems(text), text).toEqual([]);
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

  it('has a month of history whose joiners, leads and pipeline moves the API accepts, each on a day of the month', () => {
    const known = DEMO_CONTACTS.map((c: { email: string | null }) => c.email);
    const joiners = DEMO_MONTH.joiners.map((j: { day: number; contact: unknown }) => ({
      day: j.day,
      contact: createContactSchema.parse(j.contact),
    }));
    const emails = [
      ...known,
      ...joiners.map((j: { contact: { email: string | null } }) => j.contact.email),
      ...DEMO_MONTH.leads.map((l: { lead: { email: string } }) => l.lead.email),
    ];
    expect(new Set(emails).size).toBe(emails.length);
    const inMonth = (day: number) => Number.isInteger(day) && day >= 0 && day < DEMO_MONTH.days;
    const names = new Set(DEMO_CONTACTS.map((c: { name: string }) => c.name));
    for (const { day, contact, change } of DEMO_MONTH.stages) {
      expect(inMonth(day), `${contact} on day ${day}`).toBe(true);
      expect(names.has(contact) || emails.includes(contact), contact).toBe(true);
      expect(stageChangeSchema.safeParse(change).success, JSON.stringify(change)).toBe(true);
    }
    for (const { day } of [...joiners, ...DEMO_MONTH.leads, ...DEMO_MONTH.unsubscribes]) expect(inMonth(day)).toBe(true);
    // An unsubscribe comes from an email its reader was sent: a subscriber who joined before that day.
    for (const { day, email } of DEMO_MONTH.unsubscribes)
      expect(joiners.find((j: { contact: { email: string | null } }) => j.contact.email === email)!.day).toBeLessThan(day);
  });
});
