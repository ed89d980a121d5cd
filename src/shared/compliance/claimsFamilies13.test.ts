/**
 * Claim wordings widened in the thirteenth round, from the twelfth held-out set's misses and false
 * alarms once it had been measured: confidence, a bet or odds with the reader's outcome after it, the
 * reader "getting paid on this one", a case that "comes out a win", effort "until every dollar you're
 * owed" is paid; a fee that the firm "doesn't charge unless there's a win", "no win, zero fees", a
 * percentage "only if your case brings in money"; official alerts and payments as subjects; the firm's
 * calendar or review said to close, the first few who reply, "once it's gone, it's gone" of a slot;
 * "a firm that specializes in"; and a promise only imagined ("if I promised a quick check"). Written in
 * voices of their own (a rodeo announcer, a ski patroller, a barista, a lighthouse keeper), each family
 * with look-alikes that stay clean. Labelled from the rules and the corpus policies (guarantee-hedged,
 * fight-wording, quoted-claims, speed-claims in tests/fixtures/compliance/README.md).
 */
import { describe, expect, it } from 'vitest';
import { describeFamilies, type Family, rulesOf, TEXAS_FIRM } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: confidence, a bet or odds on the reader’s outcome': {
    rule: 'guarantee',
    caught: [
      'From what you told me, I’m confident this one rides out with a settlement that covers your surgery.',
      'I’d bet my best saddle that you come out of this one ahead.',
      'I’d put my whole season pass on you getting paid on this one.',
      'Lighthouse forecast: a 100% chance this ends with the trucking company paying you.',
    ],
    leftAlone: [
      'I’m confident the jury will listen carefully, and that is all anyone can promise.',
      'I’m not confident you’ll win, and nobody honest would be.',
      'There’s a 100% chance of snow Friday, so pay your bills early.',
      'I’d bet my saddle the rodeo starts late again.',
    ],
  },
  'guarantee: paid on this one, out a win, until every dollar': {
    rule: 'guarantee',
    caught: [
      'You’re getting paid on this one, no question.',
      'Pour this one through our filter and it comes out a win.',
      'We don’t leave the slope until every dollar you’re owed is in your account.',
      'You’re walking out of this one with the loot.',
    ],
    leftAlone: [
      'Keep your receipts until every dollar you’re owed is repaid by the insurer.',
      'It comes out a little bitter if you grind the beans too fine.',
      'You’re walking out of the clinic with a brace, so plan a ride home.',
    ],
  },
  'fee-costs: a fee not charged unless there is a win, in other words': {
    rule: 'fee-costs',
    caught: [
      'Our firm doesn’t charge an attorney’s fee unless there’s a win.',
      'No win, zero fees.',
      'We’re paid a percentage only if your case brings in money.',
      'We don’t collect a single dollar of attorney’s fees unless we win your case.',
    ],
    leftAlone: [
      'We don’t charge a fee for the first meeting unless you hire us.',
      'Our firm doesn’t charge an attorney’s fee unless there’s a win, and if there’s none you owe us nothing for costs either.',
    ],
  },
  'false-urgency: the firm’s calendar closing, the first few who reply, a slot gone for good': {
    rule: 'false-urgency',
    caught: [
      'She will answer questions after the talk, but only for the first ten people who reply in the next 24 hours.',
      'Our winter case review closes at midnight Sunday; after that, the lift is closed.',
      'She’ll look at your case for free, but only if you book before the thaw on Friday.',
      'I have one consultation slot left this month. Once it’s gone, it’s gone.',
    ],
    leftAlone: [
      'Our office closes Friday for Thanksgiving.',
      'The first ten people who reply get a free mug at the coffee cart.',
      'A lot of cameras overwrite video within a few weeks, and once it’s gone, it’s gone.',
      'The booth at the fair closes at midnight Saturday.',
    ],
  },
  'specialist: the firm that specializes': {
    rule: 'specialist',
    caught: ['We’re a small-town firm that specializes in ski-lift injuries.'],
    leftAlone: ['Beware firms that specialize in quick settlements; ask what they actually do.'],
  },
  'guarantee and quick-settlement: a promise only imagined': {
    rule: 'quick-settlement',
    caught: [],
    leftAlone: ['I’d be doing you a disservice if I promised a quick check.', 'If I promised you a fast payout, I’d be lying.'],
  },
};

describe('claim wordings, thirteenth round', () => {
  describeFamilies(FAMILIES);

  // Subjects are read by themselves: an official alert or a payment the email does not make.
  it.each([
    '⚠ SEVERE WEATHER WARNING issued for Travis County',
    'FLOOD WATCH issued for your neighborhood',
    'Payment authorized: December disbursement',
  ])('finds deceptive-subject in the subject “%s”', (subject) => {
    expect([...rulesOf(TEXAS_FIRM, 'Hi Ana,\n\nStay safe on the roads this winter.\n\nMarco Ruiz', subject)]).toContain(
      'deceptive-subject',
    );
  });
  it.each(['Winter storm warning: our tips for icy roads', 'Your checklist for hurricane season'])(
    'finds no deceptive-subject in the subject “%s”',
    (subject) => {
      expect([...rulesOf(TEXAS_FIRM, 'Hi Ana,\n\nStay safe on the roads this winter.\n\nMarco Ruiz', subject)]).not.toContain(
        'deceptive-subject',
      );
    },
  );
});
