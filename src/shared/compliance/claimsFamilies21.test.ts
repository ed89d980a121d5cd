/**
 * Claim wordings widened in the twenty-first round, from the twentieth held-out set's misses once it
 * had been measured. Found: "cases like yours bloom every single time", "it opens up into a real nice
 * payout", "your claim is going to come up roses", "your case is going to stay on for the whole eight
 * seconds and come out a winner", "there'll be a payout on the other side of it for you"; "there isn't a
 * more seasoned injury trial lawyer in all of Houston", "than the crew at Okafor & Lane", a negative
 * subject far from its "than", "the outfit that brings home bigger purses than anybody else ..., and
 * that's us", "we're the firm they rate first in Los Angeles", "you deserve a firm that has handled more
 * stairwell cases than any other firm"; a line that "closes on your spot at 5 PM today", "only signing
 * riders until ... midnight tonight", "not taking any more ladder cases this year", "free case tune-up",
 * "after that the special's gone", "the van leaves at six tonight", "book in the next twenty minutes";
 * "the firm only takes a fee if it wins", fees "unless that buzzer sounds in your favor"; a check
 * "before the end of January"; subjects "Someone sent you flowers", "Your draw results are posted",
 * "Notice of Easement Inspection", "Permit Inspection Results - Parcel ...", "Your access code is
 * enclosed", "Rekey appointment confirmed", and any of them after the label the law requires. Left
 * alone, where the last round's engine raised false alarms: "one sure thing about rodeo", "can use up
 * $10,000 quickly", "we only get paid if we get you paid" (a fee's condition), "that result doesn't
 * guarantee anything in yours" (a disclaimer). Written in voices of their own (a hot-air balloon pilot,
 * a mail carrier, a piano tuner, a lighthouse keeper). Labelled from the rules and the corpus policies.
 */
import { describe, expect, it } from 'vitest';
import type { CheckContext } from './types';
import { describeFamilies, describeSubjects, type Family, rulesOf, TEXAS_FIRM } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: every case like yours, the case grown into money, the course told to a win': {
    rule: 'guarantee',
    caught: [
      'Good news from the basket: cases like yours land softly every single time.',
      'You hand it to us, and it rises into a real nice settlement.',
      'Take it from a mail carrier: your claim is going to come up roses.',
      'Your case is going to ride the thermals all afternoon and come out a winner.',
      'Trust me, we’ll tune this piano, and there’ll be a check waiting for you at the end.',
    ],
    leftAlone: [
      'Cases like yours settle most of the time, but not always.',
      'Everything is coming up roses in the office garden.',
      'There will be a check-in at the front desk at the end of the day.',
      'The lighthouse taught me one sure thing about storms: you’ll be soaked by noon.',
      'How we charge is simple: we only get paid if we get you paid.',
    ],
  },
  'comparison: two words before the noun, the crew at the firm, the one ahead who is us, rated first, the firm you deserve': {
    rule: 'comparison',
    caught: [
      'There isn’t a more seasoned injury trial lawyer in all of Houston.',
      'Nobody delivering along the Gulf Freeway route brings in more for hurt riders than the crew at Ruiz Trial Lawyers.',
      'You want the outfit that gets bigger settlements for its clients than anybody else in Harris County, and that’s us.',
      'For slip-and-fall work, we’re the firm they rate first in Houston.',
      'You deserve a firm that has handled more balloon-crash cases than any other firm in Texas.',
    ],
    leftAlone: [
      'Nobody delivering along the Gulf Freeway route carries more parcels than the crew at the Sugar Land post office.',
      'We’re the firm they call when the roof leaks.',
      'You need a doctor who has seen more spine cases than any other doctor.',
    ],
  },
  'false-urgency: a spot closed at an hour, signing until tonight, no more cases, the special gone, the van leaving, a countdown': {
    rule: 'false-urgency',
    caught: [
      'The basket closes on your spot at 5 PM today.',
      'We’re only signing new clients until the lighthouse lamp goes dark at midnight tonight, so call before then.',
      'Once the route ends we’re not taking any more slip cases this year, so reply by Thursday.',
      'This month’s free case tune-up ends Sunday at midnight.',
      'Call before then to get a spot on this week’s route; after that the special’s gone.',
      'The attorney’s van leaves at six tonight, so call us first.',
      'If you want on the schedule you’ll need to book in the next twenty minutes.',
    ],
    leftAlone: [
      'The school bus leaves at seven, so pack lunches the night before.',
      'We’re not taking new dog-bite cases until January because Ms. Lane is in trial.',
      'Our free case law library is open until Friday.',
    ],
  },
  'fee-costs: the firm in the third person, a win as a favour': {
    rule: 'fee-costs',
    caught: [
      'You should know the firm only takes a fee if it wins your case.',
      'You won’t owe us one thin dime in fees unless the jury comes down in your favor.',
    ],
    leftAlone: ['The firm only takes a fee if it wins your case, and if it doesn’t, you owe nothing for costs either.'],
  },
  'quick-settlement: a check before the end of a month': {
    rule: 'quick-settlement',
    caught: ['You’ll have a settlement check in your hands before the end of January.'],
    leftAlone: [
      'We will file your claim before the end of January.',
      'A serious crash can use up $10,000 quickly, which is where other coverage comes in.',
    ],
  },
};

describe('claim wordings, twenty-first round', () => describeFamilies(FAMILIES));

describe('past-results disclaimers, twenty-first round', () => {
  const CLIENT: CheckContext = { audience: 'client', recipientState: 'TX', sendDate: '2026-11-22' };
  it('reads “that result doesn’t guarantee anything in yours” as a disclaimer', () => {
    const body =
      'Hi Sam,\n\nLast year we settled a similar van case for $90,000, but that result doesn’t guarantee anything in yours.\n\nMarco Ruiz';
    expect([...rulesOf(TEXAS_FIRM, body, 'Your case: the offer', CLIENT)]).not.toContain('past-results');
    const bare = 'Hi Sam,\n\nLast year we settled a similar van case for $90,000.\n\nMarco Ruiz';
    expect([...rulesOf(TEXAS_FIRM, bare, 'Your case: the offer', CLIENT)]).toContain('past-results');
  });
});

describe('deceptive-subject wordings, twenty-first round', () => {
  describeSubjects({
    caught: [
      'Someone sent you a balloon ride (card inside)',
      'Your route results are posted',
      'Notice of Easement Inspection - 12 Bayou Street',
      'Permit Inspection Results - Parcel 0412-77',
      'Your gate code is enclosed: 3-1-9',
      'Tuning appointment confirmed for Thursday 9 a.m.',
      'ATTORNEY ADVERTISING - Your spare key is ready for pickup',
      'Advertisement - Rekey appointment confirmed for Thursday',
    ],
    leftAlone: [
      'What permit inspection results mean for your claim?',
      'ATTORNEY ADVERTISING - Why stairwell lights matter',
      'Notices we send, and why',
    ],
  });
});
