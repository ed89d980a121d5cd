import { describe, expect, it } from 'vitest';
import { checkEmail } from '#shared/compliance/index';
import { issueSchema } from '#shared/newsletter/issue';
import { issueDraft } from '#shared/newsletter/issueText';
import { findMergeProblems } from '#shared/newsletter/mergeFields';
import { createSequenceSchema } from '#shared/schemas/sequences';
import { newsletterTemplates, SEQUENCE_TEMPLATES } from './templates';

/** A firm under the national rules only (Georgia adds none): what "compliant as written" is checked against. */
const FIRM = {
  firmName: 'Avery Injury Law',
  responsibleAttorney: 'Jordan Avery',
  address: '191 Peachtree Street NE\nAtlanta, GA 30303',
  phone: '(404) 555-0142',
  website: 'https://averyinjurylaw.example',
  licensedStates: ['GA'],
};

describe('the templates', () => {
  it('offer at least four newsletter layouts and the five curated personal-injury sequences', () => {
    const { layouts, sequences } = newsletterTemplates(FIRM.website);
    expect(layouts.length).toBeGreaterThanOrEqual(4);
    expect(sequences.map((s) => s.id)).toEqual(
      expect.arrayContaining(['new-client-welcome', 'case-milestones', 'post-settlement-review', 'intake-follow-up', 'newsletter-welcome']),
    );
  });

  it.each(newsletterTemplates(FIRM.website).layouts.map((layout) => [layout.name, layout] as const))(
    'layout “%s” is a valid issue with no finding, its button on the firm’s website',
    (_name, layout) => {
      expect(issueSchema.safeParse(layout.issue).success).toBe(true);
      const { draft } = issueDraft(layout.issue);
      expect(checkEmail(draft, { audience: 'subscriber' }, FIRM)).toEqual([]);
      expect(findMergeProblems(`${draft.subject}\n${draft.body}`)).toEqual([]);
      const buttons = layout.issue.blocks.filter((block) => block.type === 'button');
      for (const button of buttons) expect(button).toMatchObject({ url: FIRM.website });
    },
  );

  it('leave the button out when the firm has no website', () => {
    for (const layout of newsletterTemplates(undefined).layouts) {
      expect(layout.issue.blocks.some((block) => block.type === 'button')).toBe(false);
      expect(issueSchema.safeParse(layout.issue).success).toBe(true);
    }
  });

  it.each(SEQUENCE_TEMPLATES.map((template) => [template.name, template] as const))(
    'sequence “%s” saves as written, with no finding',
    (_name, template) => {
      expect(createSequenceSchema.safeParse({ name: template.name, audience: template.audience, emails: template.emails }).success).toBe(
        true,
      );
      expect(template.emails[0]!.after_days).toBe(0);
      for (const email of template.emails) {
        expect(checkEmail(email, { audience: template.audience }, FIRM), email.subject).toEqual([]);
        expect(findMergeProblems(`${email.subject}\n${email.body}`)).toEqual([]);
      }
    },
  );
});
