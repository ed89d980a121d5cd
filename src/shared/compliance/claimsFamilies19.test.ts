/**
 * Claim wordings widened in the nineteenth round, from the eighteenth held-out set's misses once it
 * had been measured. Found: a case that "ends with the pharmacy paying", "I know how it ends: the city
 * pays", "it rolls out with a win", "you'll be one of the eighteen" after a record told; "don't you worry:
 * this case ends with a check" (the worry is what is denied, not the ending); "you will not find a more
 * meticulous team in Cook County"; "than Ms. Shah", "than Mr. Ruiz"; "you wouldn't pay us a fee unless
 * we win", "no attorney's fee unless Ms. Holloway wins"; subjects "Refill authorization approved for your
 * claim", "Medication recall notice", "Delivery scheduled", "Your 2 tickets ... are confirmed", "Your VIP
 * pass is waiting", and to a client whose email says there is no check yet, "Your settlement check has
 * shipped". Left alone: "Don't worry, Denise, your disbursement went out weeks ago" and "don't worry about
 * money right now" stay read as they were, "you will not find a parking spot", "than Mr. Lopez" of
 * brisket. Written in voices of their own (a tugboat captain, a school nurse, a hardware-store clerk, a
 * marching-band director). Labelled from the rules and the corpus policies.
 */
import { describe, expect, it } from 'vitest';
import type { CheckContext } from './types';
import { describeFamilies, describeSubjects, type Family, rulesOf, TEXAS_FIRM } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: endings with a payer, cases that roll out with a win': {
    rule: 'guarantee',
    caught: [
      'Take it from a school nurse: with Marco on your side, this one ends with the pharmacy paying for the hospital stay.',
      'I’ve seen this tugboat run a hundred times and I know how it ends: the port authority pays, and you get made whole.',
      'When a case like yours rolls onto our dock, it rolls out with a win.',
      'Of the last 20 pharmacy cases we took, 18 ended in a recovery. You’ll be one of the eighteen.',
      'Sir, don’t you worry: this case ends with a check in your hand.',
    ],
    leftAlone: [
      'This one ends with a settlement conference in March.',
      'When the band bus rolls out with a full tank, the drum line cheers.',
      'You’ll be one of the first to hear about the new office.',
    ],
  },
  'comparison: nobody you will find, than Ms. or Mr. the firm’s lawyer': {
    rule: 'comparison',
    caught: [
      'Our warning: you will not find a more meticulous team in Harris County when it comes to pharmacy records.',
      'Honestly, nobody in Houston handles a venue case better than Mr. Ruiz.',
    ],
    leftAlone: ['You will not find a parking spot in Houston on game day.', 'Nobody in Houston cooks brisket better than Mr. Lopez.'],
  },
  'fee-costs: a fee that would not be paid, a lawyer named in the condition': {
    rule: 'fee-costs',
    caught: [
      'You wouldn’t pay us a fee unless we win your case, that’s how it works here.',
      'Here’s the good news: there’s no attorney’s fee unless Mr. Ruiz wins your case.',
    ],
    leftAlone: ['There’s no attorney’s fee unless Mr. Ruiz wins your case, and if he doesn’t, you owe nothing for costs either.'],
  },
  'quick-settlement: worry about money, as before': {
    rule: 'quick-settlement',
    caught: [],
    leftAlone: ['No fee unless we win, so don’t worry about money right now.'],
  },
};

describe('claim wordings, nineteenth round', () => describeFamilies(FAMILIES));

const CLIENT: CheckContext = { audience: 'client', recipientState: 'TX', sendDate: '2026-11-22' };

describe('deceptive-subject wordings, nineteenth round', () => {
  describeSubjects({
    caught: [
      'ATTORNEY ADVERTISING - Refill authorization approved for your pharmacy claim',
      'Medication recall notice: please check your cabinet',
      'Delivery scheduled: Saturday, 8-10 AM',
      'Your 2 tickets for Saturday’s late show are confirmed',
      'Your VIP pass is waiting at will-call',
    ],
    leftAlone: ['What a medication recall means for your claim?', 'Delivery drivers and the law: a guide'],
  });

  it('finds deceptive-subject in a shipped check to a client whose email says there is no check yet', () => {
    const noCheckYet = 'Hi Sam,\n\nGotcha, sort of. No check yet, but the release is signed.\n\nMarco Ruiz';
    expect([...rulesOf(TEXAS_FIRM, noCheckYet, 'Your settlement check has shipped', CLIENT)]).toContain('deceptive-subject');
  });
});
