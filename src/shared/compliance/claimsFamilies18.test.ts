/**
 * Claim wordings widened in the eighteenth round, from the seventeenth held-out set's misses and false
 * alarms once it had been measured. Found: "she's confident your case will heal up, with a fair
 * settlement", "I'd bet my prize dahlias this one yields a nice settlement", "I'd bet ... that Mr. Ruiz
 * gets you a real nice settlement"; "people who bring us their case walk out winners"; "leaving this one
 * with the grand prize", "we'll take home the jackpot"; "no firm in Westchester treats injured riders
 * more gently" and "no firm ... has put more trucking companies in front of a jury" beside the firm's
 * words; "ain't a firm between Charlotte and Raleigh that brings home bigger hauls than ours"; "than the
 * Ruiz team"; "our office has the sharpest teeth in Miami-Dade"; subjects "Your lab results are ready",
 * "DOT NOTICE: inspection report #...", "citation issued", "Order confirmed", "Your mulch delivery is
 * scheduled"; a board that "locks at midnight Friday", a slot that "expires at 11:59 tonight", a review
 * season that "closes Sunday at midnight"; "board certified and specializes in". Left alone: "we can't
 * promise one" after a fast settlement others want, "our own expert, a mechanical engineer", "if you
 * listened Tuesday you heard it" before the firm's own host's words. Written in voices of their own (a
 * ferry pilot, a florist, a night-shift nurse, a ski patroller). Labelled from the rules and the corpus
 * policies.
 */
import { describe } from 'vitest';
import { describeFamilies, describeSubjects, type Family } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: confidence and bets, prizes and winners': {
    rule: 'guarantee',
    caught: [
      'Marco has seen a lot of ferry-ramp falls, and he’s confident your case will heal up, with a fair settlement at the end of it.',
      'I’d bet my best orchid this one yields a nice settlement.',
      'I’d bet my ski pass that Mr. Ruiz gets you a real nice settlement out of this one.',
      'Every season, people who bring us their injury case walk out winners.',
      'Take it from the night shift: you’re leaving this one with the grand prize.',
      'We’ll take home the jackpot on this one for you.',
    ],
    leftAlone: [
      'She’s confident the hearing is on Tuesday.',
      'I’m confident you’ll like our new office on the ferry landing.',
      'We’re confident the clinic will settle in with a new doctor.',
    ],
  },
  'comparison: nobody in a place, measured against the firm speaking': {
    rule: 'comparison',
    caught: [
      'We think of ourselves as the ski patrol of injury law. No firm in Harris County treats injured riders more gently.',
      'Our name on a letter means something: no firm in Houston has put more trucking companies in front of a jury.',
      'Ain’t a firm between Houston and Beaumont that brings home bigger settlements than ours.',
      'Nobody in Houston fights harder for a patient than the Ruiz team.',
      'Our office has the gentlest bedside manner and the sharpest trial skills in Houston.',
    ],
    leftAlone: [
      'No ferry in Galveston runs more smoothly in a north wind.',
      'Our office has the best coffee on the block, and the most patient receptionist you’ll meet.',
    ],
  },
  'false-urgency: boards that lock, slots that expire tonight': {
    rule: 'false-urgency',
    caught: [
      'We’re opening just ten free winter case reviews, and the board locks at midnight Friday.',
      'Marco is holding a handful of December case-review slots for readers, and yours expires at 11:59 tonight.',
      'Tom would like to look at the rental agreement with you. Our free-review season closes Sunday at midnight.',
    ],
    leftAlone: ['The ski lifts close at 4 pm on Sunday.', 'Hunting season closes Sunday at midnight, so unload the rifles.'],
  },
  'quick-settlement: a fast settlement others want, not promised': {
    rule: 'quick-settlement',
    caught: [],
    leftAlone: ['Some people want a fast settlement, and we understand why. We can’t promise one.'],
  },
  'specialist: a claim after "certified and", an expert of another trade': {
    rule: 'specialist',
    caught: ['Ruth is board certified and specializes in equine-injury law.'],
    leftAlone: ['The ferry company named an expert witness. We’ve retained our own expert, a mechanical engineer.'],
  },
};

describe('claim wordings, eighteenth round', () => describeFamilies(FAMILIES));

describe('deceptive-subject wordings, eighteenth round', () => {
  describeSubjects({
    caught: [
      'Your lab results are ready to view',
      'DOT NOTICE: Roadside inspection report #TX-44817',
      'Weigh station citation issued - respond by Friday',
      'Order confirmed: Fall bulb bundle #2291',
      'Your mulch delivery is scheduled for Tuesday',
    ],
    leftAlone: ['What to do if a lab result surprises you', 'Ordering your medical records: a checklist'],
  });
});
