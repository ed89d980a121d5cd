import { describe, expect, it, vi } from 'vitest';
import { checkEmail } from './check';
import { COSTS_SENTENCE } from './detectors/claims';
import { learnedSuggestions } from './detectors/learned';
import { type CheckContext, type FirmForCheck, REVIEW_SUGGESTED } from './types';

// A tiny model in place of the learned one, so that what the engine does with a model's score is
// tested apart from what the real model happens to score: "kestrel" weighs for guarantee,
// "plover" for deceptive-subject, each alone enough to pass its threshold; "heron" only if counted twice.
// "osprey" weighs for past-results, "tern" for fee-costs, "gull" for quick-settlement, "grouse" for
// false-urgency; "wren", "finch", "lark" and "robin" for specialist only all four together, in one sentence or not.
vi.mock('./detectors/claimModel.json', () => ({
  default: {
    rules: ['guarantee', 'deceptive-subject', 'past-results', 'fee-costs', 'quick-settlement', 'false-urgency', 'specialist'],
    bias: [-1, -1, -1, -1, -1, -1, -4],
    threshold: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, -0.5],
    weights: {
      kestrel: [2, 0, 0, 0, 0, 0, 0],
      'kestrel flies': [0.5, 0, 0, 0, 0, 0, 0],
      heron: [1, 0, 0, 0, 0, 0, 0],
      plover: [0, 2, 0, 0, 0, 0, 0],
      constructor: [0, 0, 0, 0, 0, 0, 0],
      osprey: [0, 0, 2, 0, 0, 0, 0],
      tern: [0, 0, 0, 2, 0, 0, 0],
      gull: [0, 0, 0, 0, 2, 0, 0],
      grouse: [0, 0, 0, 0, 0, 2, 0],
      wren: [0, 0, 0, 0, 0, 0, 0.95],
      finch: [0, 0, 0, 0, 0, 0, 0.95],
      lark: [0, 0, 0, 0, 0, 0, 0.95],
      robin: [0, 0, 0, 0, 0, 0, 0.95],
    },
    trainedOn: 'test',
  },
}));

const firm: FirmForCheck = {
  firmName: 'Lakeshore Injury Partners',
  responsibleAttorney: 'Priya Shah',
  address: '233 S Wacker Dr, Suite 8400\nChicago, IL 60606',
  phone: '(312) 555-0108',
  licensedStates: ['IL'],
};
const context: CheckContext = { audience: 'subscriber', recipientState: 'IL', sendDate: '2026-11-22' };
const learned = (subject: string, body: string, at: CheckContext = context) =>
  learnedSuggestions({ subject, body }, at, firm, checkEmail({ subject, body }, at, firm));

describe('the learned claim model’s review suggestions', () => {
  it('marks the sentence that scores highest, as a review suggested that cites the rule', () => {
    const body = 'Hi Ana,\n\nThe fall safety fair is on Saturday. The kestrel flies at dawn over the lake. See you there.\n\nPriya';
    const [finding, ...more] = learned('Our November newsletter', body);
    expect(more).toEqual([]);
    expect(finding).toMatchObject({ kind: REVIEW_SUGGESTED, rule: 'guarantee', severity: 'warn', field: 'body' });
    expect(body.slice(finding!.start, finding!.end)).toBe('The kestrel flies at dawn over the lake.');
    expect(finding!.message).toBe(
      'Review suggested: this sentence reads like a possible promise or prediction of the outcome, in words the rule checks do not know. ' +
        'The model that says so learned from labelled examples and can be wrong; the attorney decides (ABA Model Rule 7.1 and comment [3]).',
    );
    expect(finding!.fix).toBeUndefined();
  });

  it('says nothing under the threshold, and counts a word once however often it occurs', () => {
    expect(learned('Our November newsletter', 'The kestrels were out.')).toEqual([]);
    expect(learned('Our November newsletter', 'A heron, a heron and a heron.')).toEqual([]);
    // A word the model has that is also a name on every object counts as what the model says.
    expect(learned('Our November newsletter', 'The constructor of the kestrel box.')).toHaveLength(1);
  });

  it('suggests nothing where the rule checks already found the rule, and adds nothing to their findings', () => {
    const email = { subject: 'Our November newsletter', body: 'We guarantee you will win. The kestrel flies.' };
    const findings = checkEmail(email, context, firm);
    expect(findings.map((finding) => [finding.rule, finding.severity])).toEqual([['guarantee', 'block']]);
    expect(learnedSuggestions(email, context, firm, findings)).toEqual([]);
  });

  it('marks only the subject for a misleading subject', () => {
    const [finding] = learned('A plover update', 'Hi Ana,\n\nA plover was seen at the beach.\n\nPriya');
    expect(finding).toMatchObject({ rule: 'deceptive-subject', field: 'subject', start: 0, end: 'A plover update'.length });
  });

  it('suggests no past result where the email carries the disclaimer, and no fee where it says who pays costs', () => {
    const result = 'Hi Ana,\n\nThe osprey nests by the lake again this fall.';
    expect(learned('Our November newsletter', result).map((finding) => finding.rule)).toEqual(['past-results']);
    expect(learned('Our November newsletter', `${result} Past results do not guarantee future outcomes.`)).toEqual([]);
    const fee = 'Hi Ana,\n\nThe tern dives for its supper off the pier.';
    expect(learned('Our November newsletter', fee).map((finding) => finding.rule)).toEqual(['fee-costs']);
    expect(learned('Our November newsletter', `${fee} ${COSTS_SENTENCE}`)).toEqual([]);
  });

  it('marks quick money only in a sentence that names a time and the money, and urgency only where a time or a limit is named', () => {
    expect(learned('Our November newsletter', 'The gull circles the harbour.')).toEqual([]);
    const body = 'The gull circles the harbour. The gull was paid in herring before noon.';
    const [finding, ...more] = learned('Our November newsletter', body);
    expect(more).toEqual([]);
    expect(finding).toMatchObject({ rule: 'quick-settlement' });
    expect(body.slice(finding!.start, finding!.end)).toBe('The gull was paid in herring before noon.');
    expect(learned('Our November newsletter', 'The grouse hides in the heather.')).toEqual([]);
    expect(learned('Our November newsletter', 'The grouse hides in the heather until Friday.').map((finding) => finding.rule)).toEqual([
      'false-urgency',
    ]);
  });

  it('marks no sentence when the email’s score comes from words spread over several sentences', () => {
    expect(learned('Our November newsletter', 'A wren sang. A finch sang. A lark sang. A robin sang.')).toEqual([]);
    const [finding] = learned('Our November newsletter', 'A wren, a finch, a lark and a robin sang. Then it rained.');
    expect(finding).toMatchObject({ rule: 'specialist', start: 0, end: 'A wren, a finch, a lark and a robin sang.'.length });
  });
});
