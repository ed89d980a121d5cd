/**
 * Claim wordings widened in the seventeenth round, from the sixteenth held-out set's misses and false
 * alarms once it had been measured. Found: a case that "ends the same way every time: with you getting
 * paid"; "I can tell you how this story ends: with the city paying"; "the kind that pays, and yours
 * will"; a claim "resolved with the association's carrier covering your surgery"; "homeowners who hire
 * us are paid"; "no other firm in Harris County compares"; money "paying within a few weeks", insurers
 * pushed "to pay injured readers quickly", claims we "wrap ... up in a few weeks"; places that "they'll
 * be gone by Friday", "only five are left", "you have 48 hours to call us", reviews "only until the
 * board's meeting"; "it's contingency, so ...", "our fee's contingent"; an amount "for a parent hurt"
 * or "for a patron who slipped"; subjects "Official Ruling on Your Claim", "Claim ruling issued", "Your
 * hold is ready for pickup", "Notice of Violation". Left alone: others' ads and mailers quoted in single
 * quotes ('Cash in 30 days!', 'New York's #1 injury lawyers'), a word named in single quotes ('board
 * certified'), "an '09 Fat Boy" (no quotation), "any more than the office can promise", "you may hear
 * that a lawyer can get you cash in a week", "the National Board of Legal Specialty Certification".
 * Written in voices of their own (a lighthouse keeper, a school-bus driver, a choir director, a
 * lifeguard). Labelled from the rules and the corpus policies.
 */
import { describe } from 'vitest';
import { describeFamilies, describeSubjects, type Family } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: the ending told as known, the payer named': {
    rule: 'guarantee',
    caught: [
      'I’ve watched this from the lifeguard stand a hundred times, and it ends the same way every time: with you getting paid.',
      'I’ve seen photos of that pier, and I can tell you how this story ends: with the city paying for it.',
      'A school-bus rear-end with an ER visit is the kind that pays, and yours will.',
      'Your dock claim will be resolved with the marina’s carrier covering your surgery.',
      'By vote of the choir board: members who hire us are paid before Easter.',
    ],
    leftAlone: [
      'Nobody can tell you how this story ends: with a check or with nothing.',
      'I can’t tell you how your case ends: with a check, or not.',
      'Find out how your story ends: paid in full?',
    ],
  },
  'comparison: nobody compares, and others’ ads in single quotes': {
    rule: 'comparison',
    caught: ['Further resolved: no other firm in Harris County compares.'],
    leftAlone: [
      'No other firm in Harris County compares its fees online.',
      'You’ve seen the posters on the light rail: some firm calling itself ‘Houston’s #1 injury lawyers.’ Nobody hands out that trophy.',
      'Several of you brought us a mailer that promises ‘the most experienced pool-injury lawyers in Houston.’ We can’t verify that about anybody.',
      'Nobody in this office can promise how a claim ends, any more than the lighthouse keeper can promise calm seas.',
    ],
  },
  'quick-settlement: the money paid within weeks, claims wrapped up': {
    rule: 'quick-settlement',
    caught: [
      'Most dock-fall claims like yours come back like a library loan, with the insurer paying within a few weeks.',
      'Our office pushes insurers to pay injured riders quickly, so the bills don’t pile up.',
      'Pool claims against an association don’t have to drag on; we typically wrap them up in a few weeks.',
    ],
    leftAlone: [
      'Wrap them up in a blanket quickly and call 911.',
      'The insurer may start paying within a few weeks for your medical bills under PIP.',
      'A rider pointed at the billboard by the 10, ‘Injured? Cash in 30 days!’, and asked why we don’t say that. Because it isn’t how cases work.',
      'You may hear that a lawyer can get you cash in a week. We can’t promise that, and no honest firm can.',
    ],
  },
  'false-urgency: the firm’s places going by a day': {
    rule: 'false-urgency',
    caught: [
      'We’re opening just five free case-review spots for December, and they’ll be gone by Friday.',
      'Free case-review hours check out fast, and only five are left before the holiday closing.',
      'You have 48 hours to call us before we close our review window.',
      'We review pool-deck cases only until the board’s December 3 meeting, and after that our docket is closed.',
    ],
    leftAlone: [
      'You have 30 days to call us about the notice of claim deadline under the statute.',
      'The filing window is open only until the end of the month under the statute, so consultations matter.',
      'The pool is open only until the end of the month.',
    ],
  },
  'fee-costs: a contingent fee in a word': {
    rule: 'fee-costs',
    caught: [
      'It’s contingency, so Marco only gets paid if you do.',
      'Our fee’s contingent, so there’s no lawyer’s fee unless we recover something.',
    ],
    leftAlone: ['It’s contingency planning season for the city.'],
  },
  'past-results: an amount for a parent or a patron': {
    rule: 'past-results',
    caught: [
      'A few final scores from our season: $850,000 for a parent hurt in a bleacher collapse in Katy.',
      'Our bestseller shelf got crowded this fall:\n- $1.1 million for a patron who slipped under a leaking skylight',
    ],
    leftAlone: ['Tickets are $25 for a parent and $10 for a player at the band fundraiser.'],
  },
  'certification and specialist: a word named, a body’s name': {
    rule: 'certification',
    caught: [],
    leftAlone: ['A regular asked me whether ‘board certified’ is just something lawyers print on business cards.'],
  },
  'specialist: a word of the certifying body’s name': {
    rule: 'specialist',
    caught: [],
    leftAlone: ['Marco Ruiz is certified in civil trial law by the National Board of Legal Specialty Certification.'],
  },
};

describe('claim wordings, seventeenth round', () => describeFamilies(FAMILIES));

describe('deceptive-subject wordings, seventeenth round', () => {
  describeSubjects({
    caught: [
      'Official Ruling on Your Claim: Flag Picked Up',
      'Claim ruling issued: your Katy tournament injury',
      'Your hold is ready for pickup',
      'Notice of Violation: Unreported Pool-Deck Incident, Lot 47',
    ],
    leftAlone: ['Case ruling: what the Fifth Circuit said', 'Your order of protection: what to know'],
  });
});
