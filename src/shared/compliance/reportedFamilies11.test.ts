/**
 * Others' claims reported to warn against them, widened in the eleventh round from the ninth and
 * tenth held-out sets' false alarms (once each set had been measured): the slogan answered a
 * sentence or two later ("No lawyer can guarantee a result"), the billboard named two sentences
 * before a slogan split by its own exclamation marks, "folks who say", "anybody telling you", "I
 * wish I could tell you", "a lawyer on your feed says" and a quoted "lawyer" promising. Each
 * family keeps the claims it must still find: the firm's own slogan and a client's testimonial
 * quoted in the firm's own advertising. Labelled from the rules and the corpus policies
 * (quoted-claims, speed-claims in tests/fixtures/compliance/README.md).
 */
import { describe } from 'vitest';
import { describeFamilies, type Family } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'quick-settlement: another’s slogan, answered a sentence or two later': {
    rule: 'quick-settlement',
    caught: [
      'Our motto: "Your settlement check in 30 days!" Call today.',
      'Here is what Dolores said in our radio spot: "I had my settlement check in three weeks." Call us too.',
      'Big news this month. "Paid in ten days, guaranteed!" That is our promise to every rider. Call now.',
    ],
    leftAlone: [
      'Driving home from the stadium we counted lawyer billboards. One said: "GUARANTEED WINS! MONEY IN 48 HOURS!" Real talk: nobody honest can promise that.',
      'You may get a glossy postcard. "Cash for your claim in 24 hours!" No lawyer can promise you a date, and no one should.',
      'Somebody left a card on my windshield: "Settled in a week or it’s free!" Says who? Claims take as long as they take.',
    ],
  },
  'quick-settlement: someone else said to promise speed, in so many words': {
    rule: 'quick-settlement',
    caught: ['We get most folks a check inside of two weeks.', 'Sign today and you’ll have your settlement check by Friday.'],
    leftAlone: [
      'You might hear from folks who say they can get you paid in a couple of weeks. Nobody can promise that.',
      'Anybody telling you there’s a settlement check coming next week is guessing.',
      'Anyone promising you cash by the weekend has not read your medical records.',
      'I wish I could tell you the check will be here by New Year’s, but claims take months.',
      'If a lawyer on your feed says you’ll be paid within a month, keep scrolling.',
    ],
  },
  'guarantee: a quoted “lawyer” promising an amount': {
    rule: 'guarantee',
    caught: ['We promise you $50,000 for that shoulder.'],
    leftAlone: ['A student showed us a text from a "lawyer" promising $80k for a sprained ankle. Please do not answer texts like that.'],
  },
};

describe('reported claims, eleventh round', () => describeFamilies(FAMILIES));
