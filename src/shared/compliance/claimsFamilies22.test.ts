/**
 * Claim wordings widened in the twenty-second round, from the twenty-first held-out set's misses once
 * it had been measured. Found: "we'll turn that scar into a settlement", "it will heal clean into a
 * payout", "it will come home as a payout", "a case like yours is going to be fed and watered right
 * through to a settlement", "I'd stake my table saw on us winning this one", "the insurance company
 * will pay for it", "I fully expect this one to end with a recovery for you", "your check will land
 * within thirty days", "there's a payout waiting at the end of it", "you're going to end up in the same
 * place" after a result; "no patrol in Texas pulls people off the mountain like Ruiz Trial Lawyers",
 * "nobody working Houston ... the way Mr. Ruiz does", "better than he and our lawyers do", "folks call us
 * the most trusted injury keepers in the Piedmont", "Peach State is the top-rated shop in town", "our
 * lawyers are the top animal-attack specialists in Houston"; "the shop closes for the season Friday",
 * "no new projects on the bench until spring", "after 5 p.m. Friday the free check-ups are gone";
 * "finished a build for an ironworker ...: $1.4 million"; subjects "paperwork needed for your file",
 * "Deposit received: your consultation is booked", "Ticket refund processed" to a client whose email
 * says there is none, "Delivery window confirmed", "Shipping confirmation: order #4471", "Season pass
 * suspended: verify by midnight". Left alone, where the last round's engine raised false alarms:
 * "whether we're the best in Chicago isn't something I can tell you", "what I can promise is that we'll
 * check every corner twice", "people sometimes expect a quick settlement. That's not our goal".
 * Written in voices of their own (a harbour pilot, a quilter, a stage manager, a beekeeper).
 * Labelled from the rules and the corpus policies.
 */
import { describe, expect, it } from 'vitest';
import type { CheckContext } from './types';
import { describeFamilies, describeSubjects, type Family, rulesOf, TEXAS_FIRM } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: harm turned into money, carried through to it, bets, payers, expectations, checks that land': {
    rule: 'guarantee',
    caught: [
      'Your claim is going to settle like a good quilt, and we’ll stitch that injury into a settlement.',
      'If you bring us your case, it will come home as a payout.',
      'A case like yours is going to be piloted right through to a settlement.',
      'I’d stake my best tiller on us winning this one.',
      'You bring us the facts, we’ll build the case, and the insurance company will pay for it.',
      'I fully expect this one to end with a recovery for you.',
      'Your check will land within thirty days of signing with us.',
      'We build your case to last, and there’s a payout waiting at the end of it, period.',
      'We got a dockworker $850,000 last spring. After a result like that, you’re going to end up in the same place.',
    ],
    leftAlone: [
      'Our coffee is the best on the pier, I’d bet my lunch on it.',
      'I’d be lying if I said there’s a fast check at the end of this.',
      'What I can promise is that we’ll check every corner twice before we cut.',
      'Your health insurance company will pay for it first.',
    ],
  },
  'comparison: any noun of the trade measured against the firm, ranks others give, the top of a trade word': {
    rule: 'comparison',
    caught: [
      'No harbour pilot in Texas brings people home like Ruiz Trial Lawyers.',
      'Nobody working Houston gets hurt folks off the water the way Mr. Ruiz does.',
      'No firm in Houston reads an accident scene better than he and our lawyers do.',
      'Folks around here call us the most trusted injury crew on the bayou.',
      'When it comes to injury cases in Houston, Ruiz Trial Lawyers is the top-rated shop in town.',
      'Our lawyers are the top dog-bite specialists in Houston, so a bite at the park is right in our wheelhouse.',
    ],
    leftAlone: [
      'Whether we’re the best in Houston isn’t something I can tell you.',
      'No bakery in Houston makes kolaches like my grandmother did.',
    ],
  },
  'false-urgency: closed for a season, no new work until spring, the free looks gone after an hour': {
    rule: 'false-urgency',
    caught: [
      'The stage closes for the season Friday, so if you want a case review before then, book it today.',
      'After that, no new cases on the board until spring, so call about that fall this week.',
      'The curtain comes down at five: after 5 p.m. Friday the free check-ups are gone.',
    ],
    leftAlone: ['Friday the kids are gone to camp.', 'The theater closes for the season after the holiday show.'],
  },
  'past-results: a job finished, then its amount': {
    rule: 'past-results',
    caught: ['Last year we finished a job for a dockworker who fell from a crane: $1.4 million at mediation.'],
    leftAlone: ['Last year we finished a job for a dockworker who fell from a crane, and he is back at work.'],
  },
};

describe('claim wordings, twenty-second round', () => describeFamilies(FAMILIES));

describe('specialist and speed wordings, twenty-second round', () => {
  const subscriber: CheckContext = { audience: 'subscriber', recipientState: 'TX', sendDate: '2026-11-22' };
  const rules = (body: string) => [...rulesOf(TEXAS_FIRM, `Hi Sam,\n\n${body}\n\nMarco Ruiz`, 'A note from the firm', subscriber)];
  it('reads a place after “specialists in” as where, not a field elsewhere', () => {
    expect(rules('Our lawyers are the top dog-bite specialists in Houston.')).toContain('specialist');
    expect(rules('Dr. Patel is a specialist in Houston.')).not.toContain('specialist');
  });
  it('leaves alone a quick settlement others expect when the next sentence says it is not the firm’s goal', () => {
    expect(rules('People sometimes expect a quick settlement. That’s not our goal; a rushed case comes apart later.')).not.toContain(
      'quick-settlement',
    );
    expect(rules('You can expect a quick settlement.')).toContain('quick-settlement');
  });
});

const CLIENT: CheckContext = { audience: 'client', recipientState: 'TX', sendDate: '2026-11-22' };

describe('deceptive-subject wordings, twenty-second round', () => {
  describeSubjects({
    caught: [
      'Reminder: paperwork needed for your file',
      'Deposit received: your consultation is booked',
      'Delivery window confirmed: Tuesday 8 AM-12 PM',
      'Shipping confirmation: order #4471 is on its way',
      'Season pass suspended: verify by midnight',
    ],
    leftAlone: ['What paperwork does a claim need?', 'Our new office hours', 'Why verify a contractor’s license?'],
  });

  it('finds a refund announced to a client whose email says there is none, and a shipping notice to a client', () => {
    const noRefund = 'Hi Sam,\n\nNo refund here, just our holiday note and a reminder to keep your receipts.\n\nMarco Ruiz';
    expect([...rulesOf(TEXAS_FIRM, noRefund, 'Ticket refund processed: $48.00', CLIENT)]).toContain('deceptive-subject');
    expect([...rulesOf(TEXAS_FIRM, noRefund, 'Shipping confirmation: order #4471 is on its way', CLIENT)]).toContain('deceptive-subject');
  });
});
