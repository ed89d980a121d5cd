/**
 * Claim wordings widened in the twenty-third round, from the twenty-second held-out set's misses once
 * it had been measured. Found: "this one is a straight pipe to a settlement", "your claim is going to
 * drain straight into a payout", "we'll walk her claim across to a settlement", "your case is one we will
 * walk safely across to a fair payout", "every family we walk across gets paid", "a case like yours
 * closes with a check", "Bayou Injury Law bowls a strike every single time", "his insurer is going to pay
 * you", "the alley's insurer is going to pay for it, start to finish", "you'll come out of this with your
 * medical bills covered", "I'd expect you'll see a number in that neighborhood too"; results "came in at
 * $275,000", "we bowled a 300 game for a pinsetter mechanic ...: $410,000", "we rolled a $275,000 game for
 * another bowler"; "you owe us nothing for our time unless we bring home a recovery"; "the truck's booked
 * solid after Friday", "the offer goes away Friday at 3:00"; subjects "Notice: water service
 * interruption in your area", "Water shutoff scheduled for your building", "Bus route change for
 * Monday", "Permission slip: parent signature due Friday", "Notice: Chicago Public Schools closed
 * Monday", "Your 2 tickets: Saturday Star Party", "ECLIPSE ALERT: confirm your viewing seat by Friday",
 * "Your league winnings are ready to claim", "your league-night trophy is waiting", "You're in 1st
 * Place". Written in voices of their own (a lifeboat coxswain, a fishmonger, a sign painter, a
 * grain-elevator operator). Labelled from the rules and the corpus policies.
 */
import { describe } from 'vitest';
import { describeFamilies, describeSubjects, type Family } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: straight ways to the money, cases carried across, wins every time, payers, bills covered': {
    rule: 'guarantee',
    caught: [
      'This one is a straight channel to a settlement.',
      'Your claim is going to pour straight into a payout.',
      'We’ll row his claim across to a settlement. That’s a promise.',
      'Your case is one we will steer safely across to a fair payout.',
      'Every family we bring ashore gets paid.',
      'A case like yours closes with a check.',
      'Ruiz Trial Lawyers lands a bullseye every single time for our people.',
      'His insurer is going to pay you.',
      'The elevator company’s insurer is going to pay for it, start to finish.',
      'You’ll come out of this with your medical bills covered and then some.',
      'We got a deckhand $90,000 last year. I’d expect you’ll see a number in that neighborhood too.',
    ],
    leftAlone: [
      'The path to a settlement is long.',
      'We will walk over to the courthouse with you.',
      'Your health insurance company will pay for it first.',
    ],
  },
  'past-results: results that came in, games bowled for people': {
    rule: 'past-results',
    caught: [
      'Last year one dock case we worked came in at $275,000.',
      'Last spring we bowled a 300 game for a pinsetter hit in the lot: $410,000 from the driver’s carrier.',
      'Last season we rolled a $275,000 game for another bowler who went down on that same kind of slick approach.',
    ],
    leftAlone: ['The repair came in at $2,000.', 'The insurer made an offer of $5,000.'],
  },
  'fee-costs: nothing owed for the lawyers’ time unless they win': {
    rule: 'fee-costs',
    caught: ['You owe us nothing for our time unless we bring home a recovery.'],
    leftAlone: ['You owe us nothing for our time unless we bring home a recovery, and nothing for costs either if we don’t.'],
  },
  'false-urgency: booked solid after a day, the offer gone on one': {
    rule: 'false-urgency',
    caught: ['Heads up: the boat’s booked solid after Friday, so call before then.', 'The free review offer goes away Friday at 3:00.'],
    leftAlone: ['The hotel is booked solid after Friday for the conference.'],
  },
};

describe('claim wordings, twenty-third round', () => describeFamilies(FAMILIES));

describe('deceptive-subject wordings, twenty-third round', () => {
  describeSubjects({
    caught: [
      'Notice: water service interruption in your area',
      'Water shutoff scheduled for your building - details inside',
      'Bus route change for Monday - please read',
      'Permission slip: parent signature due Friday',
      'Notice: Harris County schools closed Monday',
      'Your 2 tickets: Saturday Harbor Lights Cruise (print and bring)',
      'STORM ALERT: confirm your dock space by Friday',
      'Your league winnings are ready to claim',
      'Prize claim: your boat-show trophy is waiting at the counter',
      'Fishing Derby Standings: You’re in 1st Place',
    ],
    leftAlone: [
      'What to do when the water is shut off',
      'Notice: our office is closed Thursday for Thanksgiving',
      'How school bus routes are set',
    ],
  });
});
