/**
 * Claim wordings widened in the fifteenth round, from the fourteenth held-out set's misses and false
 * alarms once it had been measured. Found: nobody "in" a named place measured against the firm ("than
 * my girl does", "the way Ruiz does", "like this one", "anywhere near ours", "out-trains our trial
 * team", "a kinder or more capable firm between here and Galveston"); "faster than at any other firm";
 * others ranking the firm "#1"; "the most experienced hands in Houston"; a ticket or a claim "resolved
 * in your favor"; coming out "the other side" or "leaving this" with a check; "make that pharmacy pay";
 * a store that "will pay every penny it owes you. That's a promise"; "three weeks from signing to a
 * check"; "weeks, not years" after the money; a review that "goes to the next caller in line", a list
 * that "closes at midnight", consultations "open only until the end of the month"; "no win, no attorney
 * fee"; subjects "Claim status update", "Claim update: your ...", "Ticket #... opened", "Payment
 * processed". Left alone: a look-alike for each, an ad "calling some firm" the toughest, "I'd be lying
 * if I said there's a fast check", settlement "talks" expected, an expert who "taught us". Written in
 * voices of their own (a lighthouse keeper, a barber, a marching-band director, a beekeeper).
 * Labelled from the rules and the corpus policies.
 */
import { describe, expect, it } from 'vitest';
import type { CheckContext } from './types';
import { describeFamilies, describeSubjects, type Family, rulesOf, TEXAS_FIRM } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'comparison: nobody in a named place measured against the firm': {
    rule: 'comparison',
    caught: [
      'Mark my words: nobody in Harris County looks after hurt families better than my boy does.\n\nLupe Ruiz\nMarco’s mother, for Ruiz Trial Lawyers PLLC',
      'No firm in Galveston keeps the light burning for storm victims the way Ruiz does.',
      'There isn’t a kinder or more capable firm between here and Galveston.',
      'Honestly, no other firm’s callback times in Houston come anywhere near ours.',
      'Nobody in Texas out-prepares our trial team when a refinery’s lawyers show up.',
      'There’s not a shop in Houston that stands by its clients like this one.',
      'Marco settled the ferry case last spring. There is no lawyer in Houston steadier with a scared family than him.',
      'Sit in my chair and you’ll get a trim faster than at any other injury firm in Houston.',
    ],
    leftAlone: [
      'Nobody in Texas knows your pain better than you do.',
      'Nobody in Houston should wait longer than they have to for a doctor.',
      'No lawyer in Texas can promise you more than the facts of your case allow.',
      'Nobody in Houston wants to be in a wreck like this one.',
      'No firm in Houston is like the others when it comes to parking downtown.',
      'There’s no other firm in our building, so look for the blue door.',
      'You know your own injuries better than any lawyer does.',
    ],
  },
  'comparison: ranked first by others, and the best hands': {
    rule: 'comparison',
    caught: [
      'Independent review sites rank us #1 for client service among injury firms in three states.',
      'Honey, you’re in the most experienced hands in Houston.',
      'We ran an ad calling us the best lawyers in Texas, and we meant it.',
    ],
    leftAlone: [
      'Your mother is in the best hands at Memorial Hermann.',
      'You’ve probably seen the bus-bench ad calling some firm “the toughest injury lawyers in Houston.” That’s trophy talk.',
      'When the parade starts, call us first so we can save you a seat in the stands.',
    ],
  },
  'guarantee: the case said to come out for the reader': {
    rule: 'guarantee',
    caught: [
      'Hand the hive to us, and it gets resolved in your favor.',
      'I’ve seen a thousand claims like this one, and this one resolves in your favor.',
      'You rest up, we handle the insurer, and you’ll come out the other side with the compensation you’ve earned.',
      'Here’s the tune: you are leaving this with a check in your hand, full stop.',
      'As sure as the tide comes in, Marco will make that pharmacy pay for every night you spent in the hospital.',
      'If a store leaves its floor like that and you go down, that store will pay every penny it owes you. That’s a promise.',
    ],
    leftAlone: [
      'We hope it resolves in your favor, and we will tell you honestly if it doesn’t.',
      'If your case settles in your favor, our fee is a third of the recovery.',
      'No one can promise it will be resolved in your favor.',
      'It may resolve in your favor, or it may go to trial.',
      'You’re leaving here with a free first-aid kit from the band boosters.',
      'If a store leaves its floor like that and you go down, that store will pay every penny it owes you only if the facts show it was careless.',
      'After the deposition we expect another round of settlement talks, and I can’t tell you when or whether it will settle.',
    ],
  },
  'quick-settlement: a short span to the money': {
    rule: 'quick-settlement',
    caught: [
      'Expected turnaround: three weeks from signing to a check in your hands.',
      'You’ll have your settlement check soon. We’re talking weeks, not years.',
    ],
    leftAlone: [
      'Physical therapy takes weeks, not months, for most sprains.',
      'Settlements take months, not weeks, and sometimes longer.',
      'I’d be lying if I said there’s a fast check at the end of this; most claims take months.',
      'Three weeks from signing to your first appointment with Marco, if the calendar is full.',
    ],
  },
  'false-urgency: places given away, lists that close, offers kept open for a while': {
    rule: 'false-urgency',
    caught: [
      'Confirm by replying YES. After that, your free case review goes to the next caller in line.',
      'We’re opening the list for free case reviews after the show. It closes at midnight and we cap it at 15 names.',
      'Marco is keeping his Saturday consultations open only until the end of the month, so call before then.',
    ],
    leftAlone: [
      'Your call goes to the next available attorney.',
      'The office closes at 5 pm on Friday for the holiday.',
      'Free consultations are always available. The park closes at midnight.',
      'The filing window is open only until the end of the month under the statute.',
    ],
  },
  'fee-costs: no win, no attorney fee': {
    rule: 'fee-costs',
    caught: ['The billing model hasn’t changed: no win, no attorney fee.'],
    leftAlone: ['No win, no attorney fee, and if we lose you owe nothing for court costs or case expenses either.'],
  },
  'specialist: an outside expert who taught the firm': {
    rule: 'specialist',
    caught: [],
    leftAlone: ['A bike-fit expert taught us why a crashed bicycle must not be repaired before it is inspected.'],
  },
};

describe('claim wordings, fifteenth round', () => describeFamilies(FAMILIES));

const CLIENT: CheckContext = { audience: 'client', recipientState: 'TX', sendDate: '2026-11-22' };
const body = 'Hi Sam,\n\nA note from the firm about winter driving on the Gulf Freeway.\n\nMarco Ruiz';

describe('deceptive-subject wordings, fifteenth round', () => {
  describeSubjects({
    caught: [
      'Claim status update: Westheimer Fitness incident',
      'Claim update: your treadmill injury',
      'Ticket #TX-30291 opened: your I-45 delivery van crash',
    ],
    leftAlone: [
      'Case update: the Fifth Circuit rules on rideshare',
      'Case status of the refinery litigation',
      'Claim update: what the new law means',
    ],
  });

  it('finds deceptive-subject in a payment notice to a client whose email speaks of no payment', () => {
    expect([...rulesOf(TEXAS_FIRM, body, 'Payment processed: your disbursement #TX-20931', CLIENT)]).toContain('deceptive-subject');
  });
});
