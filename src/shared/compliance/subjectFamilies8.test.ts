/**
 * Subjects that pose as the reader's own matter, a notice, a message or a payment, widened in the
 * eighth round, with honest newsletter subjects that must stay clean. Sent to a subscriber over an
 * ordinary newsletter body; labelled from the rule and the corpus policies (urgency-subjects and
 * subjects-to-clients in tests/fixtures/compliance/README.md).
 */
import { describe, expect, it } from 'vitest';
import { FLORIDA_FIRM, NEWSLETTER, rulesOf } from '../../../tests/support/complianceFamilies';

const BODY = 'Here is this month’s news from the firm: safety tips for the holidays and our community drive.';
const subjectRules = (subject: string) => [...rulesOf(FLORIDA_FIRM, BODY, subject, { ...NEWSLETTER, isFirstMessage: true })];

const POSING = [
  'Your compensation has been calculated',
  'Your recent accident report is ready',
  'Reminder: your appointment tomorrow',
  'Confirmation of your settlement',
  'Your refund is being processed',
  'Missed call from your attorney',
  'Voicemail from Attorney Rivera',
  'Official correspondence enclosed',
  'Legal document for your review',
  'Response requested by Friday',
  'We received your paperwork',
  'We found money owed to you',
  'Outstanding balance on your account',
];

const HONEST = [
  'What to do after a missed call from an adjuster',
  'Voicemail scams: how to spot them',
  'Reminder: our office closes early Friday',
  'How we calculate what a case is worth',
  'Important information about holiday driving',
  'Legal documents to keep after a crash',
  'Your signature matters: vote for our charity drive',
  'Official photos from the community 5K',
  'Received a letter from an insurer? Read this first',
  'Money owed to you after a crash: what the law says',
  'Information about your accident',
];

describe('subjects that pose as the reader’s matter, a notice, a message or a payment', () => {
  it.each(POSING)('finds deceptive-subject in “%s”', (subject) => {
    expect(subjectRules(subject)).toContain('deceptive-subject');
  });
  it.each(HONEST)('finds no deceptive-subject in “%s”', (subject) => {
    expect(subjectRules(subject)).not.toContain('deceptive-subject');
  });
});
