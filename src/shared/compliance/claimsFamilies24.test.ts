/**
 * Claim wordings widened in the twenty-fourth round, from the twenty-third held-out set's misses once
 * it had been measured. Found: "it comes out of the machine as a payout for you", "that one's going to
 * come out of the kiln as a settlement", "you'll definitely walk away with something", "you'll be sipping
 * on your settlement by Valentine's Day", "we'll get your case put out with a payout", "this one's ending
 * with a check for you", "your settlement arrives at the station within 30 days of signing"; "Attorney
 * Shah is a burn-injury specialist" and "our lawyers are hot-beverage burn experts" (a lawyer is the
 * subject, whatever harm the words before name); subjects "Your free order is ready", "You've earned a
 * free latte on your loyalty card!", "NOTICE: Fire inspection scheduled for your unit", "Evacuation
 * notice - Building C", "Class registration confirmed: Wheel Throwing 101", "Kiln pickup notice: item
 * #22", "Order #4471 has shipped". Left alone, where the last round's engine raised false alarms:
 * "somebody asked us whether we could "guarantee a good result"", "any more than I can promise a glaze
 * won't crawl", "a quick reality check", "We'll send copies to the cause-and-origin expert", "those '#1
 * injury firm' posters on the subway". Written in voices of their own (a clockmaker, a ranger, a
 * sign-language interpreter, a kite maker). Labelled from the rules and the corpus policies.
 */
import { describe, expect, it } from 'vitest';
import type { CheckContext } from './types';
import { describeFamilies, describeSubjects, type Family, rulesOf, TEXAS_FIRM } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: out of the trade’s machine as money, something certain, money already enjoyed, endings now': {
    rule: 'guarantee',
    caught: [
      'Your case is going to be wound just right, and it comes out of the workshop as a payout for you.',
      'That one’s going to come out of the oven as a settlement.',
      'You’ll definitely walk away with something.',
      'You’ll be spending your settlement by spring break.',
      'We’ll get your case wrapped up with a payout.',
      'This one’s ending with a check for you.',
      'Your settlement arrives within 30 days of signing.',
    ],
    leftAlone: [
      'Somebody asked us at the fair whether we could "guarantee a good result" on a fall claim.',
      'What we can’t promise is how a case turns out, any more than I can promise the wind will hold.',
      'You’ll walk away with something to think about.',
      'Your settlement arrives in the mail once the release is signed.',
    ],
  },
  'specialist: a lawyer the subject, whatever harm the words before name': {
    rule: 'specialist',
    caught: ['Attorney Ruiz is a burn-injury specialist.', 'Our lawyers are hot-beverage burn experts.'],
    leftAlone: ['Our client’s doctor is a burn specialist.', 'We’ll send copies to the cause-and-origin expert this week.'],
  },
  'quick-settlement: a quick look is no speed': {
    rule: 'quick-settlement',
    caught: ['We’re quick to return calls, and your settlement check will come fast.'],
    leftAlone: ['A quick reality check so nothing surprises you: some cases settle at mediation, and some take many more months.'],
  },
};

describe('claim wordings, twenty-fourth round', () => describeFamilies(FAMILIES));

describe('others’ posters quoted in a subject, twenty-fourth round', () => {
  const subscriber: CheckContext = { audience: 'subscriber', recipientState: 'TX', sendDate: '2026-11-22' };
  it('leaves alone a ranking quoted from others’ posters, and still finds the firm’s own', () => {
    const body = 'Hi Sam,\n\nWe won’t tell you we’re number one. We’ll tell you what we handle.\n\nMarco Ruiz';
    expect([...rulesOf(TEXAS_FIRM, body, 'About those ‘#1 injury firm’ posters on the bus', subscriber)]).not.toContain('comparison');
    expect([...rulesOf(TEXAS_FIRM, body, 'Houston’s #1 injury firm', subscriber)]).toContain('comparison');
  });
});

describe('deceptive-subject wordings, twenty-fourth round', () => {
  describeSubjects({
    caught: [
      'Happy hour ends at 4 ☕ Your free order is ready',
      'You’ve earned a free kite on your loyalty card!',
      'NOTICE: Fire inspection scheduled for your unit',
      'Evacuation notice - Building C, Bayou Towers',
      'Class registration confirmed: Kite Building 101',
      'Workshop pickup notice: item #22',
      'Order #4471 has shipped',
    ],
    leftAlone: [
      'Lot #12 at the church auction: a walnut table',
      'What an evacuation order means for your claim?',
      'Our class schedule for spring',
    ],
  });
});
