/**
 * Claim wordings widened in the fourteenth round, from the thirteenth held-out set's misses and false
 * alarms once it had been measured. Found: "yours is going to close in your favour", a story that
 * "will close ... with a happy ending", a case that gets "its happily ever after", "I expect yours will
 * land right in that neighborhood", back on the road "with a settlement check"; a firm result told
 * beside a casino, a list under "what we closed this quarter"; "nobody in L.A." doing better, a firm
 * preparing "more thoroughly", a place that "has no more respected firm", the firm "longer than anyone
 * in Phoenix". Left alone: "Sure thing!" as a yes, heels "in the bag", "I can't tell you yet what this
 * claim will be worth", "I'd love to tell you it's a sure thing, but I can't", ads "calling themselves
 * the best", alternatives ("whether that ends in a settlement or a verdict"), "faster than anybody
 * expects", a rule stated ("California bars lawyers from advertising immediate cash"), a heading about
 * what a certification means, money won at a casino. Written in voices of their own (a harbor pilot, a
 * florist, a crossword setter, a bus driver). Labelled from the rules and the corpus policies.
 */
import { describe } from 'vitest';
import { describeFamilies, type Family } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: the reader’s case closing well, in other words': {
    rule: 'guarantee',
    caught: [
      'I’ll say it plainly: yours is going to close in your favour.',
      'Your story will close the way every good bouquet does, with a happy ending and a settlement that covers it.',
      'With us, your case will get its happily ever after.',
      'We settled a bus case just like this for $310,000, and I expect yours will land right in that neighborhood.',
      'You’ll be back on the road with a settlement check in your hand.',
    ],
    leftAlone: [
      'Sure thing! Here is how the fee agreement works.',
      'The shears go in the bag after every wedding.',
      'I can’t tell you yet what this claim will be worth or how long it will take.',
      'I’d love to tell you it’s a sure thing, but I can’t, and neither can anybody honest.',
      'We stay with your case until it’s over, whether that ends in a settlement, a verdict or our advice to stop.',
      'Yours will be the third case we file this week.',
      'You’ll be back on the road with a new bumper by Friday.',
    ],
  },
  'comparison: above every other, said in new ways': {
    rule: 'comparison',
    caught: [
      'Nobody in L.A. turns these cases around faster than we do.',
      'No firm in the five boroughs prepares a bus case more thoroughly.',
      'The harbor has no more respected injury firm than ours.',
      'We’ve been doing this longer than anyone in Phoenix.',
    ],
    leftAlone: [
      'It rained longer than anyone in Phoenix could remember.',
      'You have no better friend on the road than a good dashcam.',
      'We get clients paid faster than anybody expects, but every claim runs on its own clock.',
      'You’ll see injury ads calling themselves the best in town. We won’t make that claim.',
      'Nobody in L.A. likes the 405 at five o’clock.',
    ],
  },
  'past-results: a result beside a casino, or under what the firm closed': {
    rule: 'past-results',
    caught: [
      'This summer we recovered $1.6 million for a deckhand hurt on a riverboat casino.',
      'Here is what we closed this quarter:\n\nA $385,000 settlement for a renter who fell through a rotted deck.',
    ],
    leftAlone: ['Our bus driver won $5,000 at the casino last week, and the whole office cheered.'],
  },
  'quick-settlement: a rule stated is not a claim': {
    rule: 'quick-settlement',
    caught: [],
    leftAlone: ['California even bars lawyers from advertising that they can get immediate cash or quick settlements.'],
  },
  'certification: a heading about what a title means': {
    rule: 'certification',
    caught: [],
    leftAlone: ['Crossword corner: what Ana Rivera’s board certification means, in eleven letters.'],
  },
};

describe('claim wordings, fourteenth round', () => describeFamilies(FAMILIES));
