/**
 * What the wording tests share: a firm, a newsletter context, and a family of wordings (claims a
 * detector must find, look-alikes it must leave alone) turned into one test per wording.
 */
import { describe, expect, it } from 'vitest';
import { checkEmail } from '../../src/shared/compliance/check';
import type { CheckContext, FirmForCheck, RuleCode } from '../../src/shared/compliance/types';

export interface Family {
  rule: RuleCode;
  caught: string[];
  leftAlone: string[];
}

export const TEXAS_FIRM: FirmForCheck = {
  firmName: 'Ruiz Trial Lawyers PLLC',
  responsibleAttorney: 'Marco Ruiz',
  address: '700 Louisiana St, Suite 3900\nHouston, TX 77002',
  phone: '(713) 555-0123',
  licensedStates: ['TX'],
};

/** A small-town Florida firm, for the voices that name their firm and attorney. */
export const FLORIDA_FIRM: FirmForCheck = {
  firmName: 'Pickett & Moreau Injury Law',
  responsibleAttorney: 'Earl Pickett',
  address: '200 E Main St\nLakeland, FL 33801',
  phone: '(863) 555-0140',
  licensedStates: ['FL'],
};

export const NEWSLETTER: CheckContext = { audience: 'subscriber', sendDate: '2026-11-22' };

/** The rules an email breaks, as a set of codes. */
export const rulesOf = (firm: FirmForCheck, body: string, subject = 'News from the firm', context: CheckContext = NEWSLETTER) =>
  new Set(checkEmail({ subject, body }, context, firm).map((finding) => finding.rule));

/** One test per wording: each caught wording breaks the family's rule, each look-alike does not. */
export function describeFamilies(families: Record<string, Family>, firm: FirmForCheck = TEXAS_FIRM): void {
  describe.each(Object.entries(families))('%s', (_name, { rule, caught, leftAlone }) => {
    if (caught.length > 0)
      it.each(caught)(`finds ${rule} in “%s”`, (body) => {
        expect([...rulesOf(firm, body)]).toContain(rule);
      });
    it.each(leftAlone)(`finds no ${rule} in “%s”`, (body) => {
      expect([...rulesOf(firm, body)]).not.toContain(rule);
    });
  });
}

/** A lead in Texas, the context the subject families are read in. */
export const TEXAS_LEAD: CheckContext = { audience: 'lead', recipientState: 'TX', sendDate: '2026-11-22' };
const PLAIN_BODY = 'Hi Sam,\n\nA note from the firm about winter driving on the Gulf Freeway.\n\nMarco Ruiz';

/** One test per subject: each caught subject is deceptive to a Texas lead over a plain body, each look-alike is not. */
export function describeSubjects({ caught, leftAlone }: { caught: string[]; leftAlone: string[] }): void {
  it.each(caught)('finds deceptive-subject in the lead subject “%s”', (subject) => {
    expect([...rulesOf(TEXAS_FIRM, PLAIN_BODY, subject, TEXAS_LEAD)]).toContain('deceptive-subject');
  });
  it.each(leftAlone)('finds no deceptive-subject in the lead subject “%s”', (subject) => {
    expect([...rulesOf(TEXAS_FIRM, PLAIN_BODY, subject, TEXAS_LEAD)]).not.toContain('deceptive-subject');
  });
}
