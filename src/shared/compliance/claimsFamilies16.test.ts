/**
 * Claim wordings widened in the sixteenth round, from the fifteenth held-out set's misses and false
 * alarms once it had been measured. Found: nobody "on" a lake or a coast, nobody who "outshines ours",
 * no outfit that "gets a higher bid" said by the firm; the one "the whole county trusts most" pointed at
 * the firm; "the most trusted injury crew"; "this is how your case ends: paid"; a case that "ends with a
 * check" or "is going to close with a check"; "fetch a good price", "reel in a fair settlement"; "yours is
 * going to land right around there", "I'd expect about the same for you" after a result; an insurer that
 * "will pay, and pay well"; "we have settled and paid out inside sixty days"; "before crawfish season wraps
 * up"; the firm's places that "close for good on Friday", a list that "closes at midnight Sunday", "two of
 * this month's are already spoken for"; subjects "Lot #4471: your claim", "IRS notice", "Your 1099 is
 * ready". Left alone: the moon "almost full", "half of that time is already gone" after a deadline, a park
 * that closes at midnight, another's listing that "says bidding closes at noon", "This is not an IRS
 * notice", "a deposit in three weeks. It doesn't.", "if anybody tells you ... be careful", "a word on
 * fast money", "ends with a settlement conference". Written in voices of their own (a crossing guard, a
 * rodeo clown, a weather spotter, a choir director). Labelled from the rules and the corpus policies.
 */
import { describe } from 'vitest';
import { describeFamilies, describeSubjects, type Family } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'comparison: nobody on a coast, nobody who outshines the firm, the county’s most trusted': {
    rule: 'comparison',
    caught: [
      'Our attorneys handle refinery cases, and no firm on the Gulf Coast brings in bigger verdicts.',
      'No injury firm in Houston outshines ours when the rodeo lights go down.',
      'At Ruiz we never take the first offer, and no outfit in Harris County gets a higher settlement for its clients.',
      'When the choir needs a soloist, you want the voice the whole county trusts most, and in Houston that’s us.',
      'If you get hurt on the crosswalk, call the most trusted injury crew on the Texas coast.',
    ],
    leftAlone: [
      'No boat on Galveston Bay is bigger than the ferry.',
      'No firm in Harris County gets a higher bid at the charity auction than the hospital.',
      'You want the pharmacist the whole county trusts most.',
      'Nobody in Houston charges less for parking than the city lot on Polk Street.',
    ],
  },
  'guarantee: how the case ends, told as known': {
    rule: 'guarantee',
    caught: [
      'The radar says clear skies, and that is how your case ends: paid, settled and behind you.',
      'It’s already written. This one ends with a check in your hand.',
      'Don’t fret. This one is going to close with a check in your hand.',
      'From what you tell me about the bull pen gate, your case is going to fetch a good price.',
      'With us holding the reins, you’ll reel in a fair settlement for every bit of that injury.',
      'We got a choir member $48,000 after a fall on the loft stairs. Yours is going to land right around there too.',
      'Ms. Holloway got a neighbor $600,000 after a fall at the fair, and I’d expect about the same for you.',
      'You’ve got a strong claim here. The refinery’s insurer will pay, and pay well.',
    ],
    leftAlone: [
      'This one ends with a settlement conference in March.',
      'I’d expect about the same weather tomorrow.',
      'If the other driver was at fault, the insurer will pay, and pay well, for the repairs.',
    ],
  },
  'quick-settlement: paid out inside a span, before a season wraps up': {
    rule: 'quick-settlement',
    caught: [
      'Cases like yours we usually have settled and paid out inside sixty days.',
      'Most of our clients have their settlement money before hurricane season wraps up.',
    ],
    leftAlone: [
      'Folks expect an injury claim to work like e-file: send it in, get a deposit in three weeks. It doesn’t. Most claims take months.',
      'If anybody tells you they can turn a wreck into cash by next Friday, be careful.',
      'Your case has settled, and the check arrives before hunting season opens.',
    ],
  },
  'false-urgency: the firm’s places closing, counted as already gone': {
    rule: 'false-urgency',
    caught: [
      'Marco is holding three free consultation slots for rodeo riders this week, and they close for good on Friday.',
      'Marco takes three new wreck cases a month, and two of this month’s are already spoken for.',
      'We’re taking names for free case reviews tonight. The list closes at midnight Sunday.',
    ],
    leftAlone: [
      'It’s that time of year again: the moon is almost full and the choir is rehearsing carols.',
      'Texas gives most injury claims two years. If you were hurt last winter, about half of that time is already gone, so ask a lawyer.',
      'Free consultations are always available. The park closes at midnight.',
      'The rodeo’s listing says online bidding for the calf scramble closes at noon Saturday.',
    ],
  },
};

describe('claim wordings, sixteenth round', () => describeFamilies(FAMILIES));

describe('deceptive-subject wordings, sixteenth round', () => {
  describeSubjects({
    caught: ['Lot #4471: your claim is up for bid', 'IRS NOTICE CP2000: respond by Nov 27', 'Your 1099-INJ is ready to download'],
    leftAlone: [
      'This is not an IRS notice (it’s Ruiz Trial Lawyers)',
      'Lot #12 at the church auction: a walnut table',
      'Your tax forms checklist',
    ],
  });
});
