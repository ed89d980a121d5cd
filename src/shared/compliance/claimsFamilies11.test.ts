/**
 * Certification and comparison wordings widened in the eleventh round, from the ninth held-out set's
 * misses once it had been measured: a certified litigator in any field ("a certified elder-abuse
 * litigator", "a certified nursing-home litigation specialist"), a "number-one rated" team, and a
 * place that "doesn't have a better firm". Each with look-alikes that stay clean: a certified nurse,
 * a highest-rated player, an insurer that has no better argument. With them, the smaller families
 * those misses showed: a board-certified geriatrician is a doctor, a named person's bills promised
 * paid, experts in a list of fields or "in this", a county named Cook, the last few places "already
 * spoken for".
 */
import { describe } from 'vitest';
import { describeFamilies, type Family } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'certification: a certified litigator, whatever the field': {
    rule: 'certification',
    caught: [
      'Attorney Grace Ibe, a certified dog-bite litigator, answers your letters this month.',
      'Meet Tom, our certified nursing-home litigation specialist.',
      'Marco is a certified trucking litigator and has been for a decade.',
    ],
    leftAlone: [
      'Nurse Ana Pruitt, a certified nursing specialist, will take blood pressures at the fair.',
      'Our litigators are certified by the Texas Board of Legal Specialization in personal injury trial law.',
      'A certified nursing assistant saw the fall and wrote it down.',
    ],
  },
  'comparison: ranked first as an adjective, and a place without a better firm': {
    rule: 'comparison',
    caught: [
      'Ask yourself why we are the number-one rated injury team on the coast.',
      'Houston has its share of lawyers, but it doesn’t have a higher-rated injury firm than this one.',
      'Galveston County does not have a better trial team, and that is the plain truth.',
      'Come meet the #1-ranked crash lawyers in Harris County.',
    ],
    leftAlone: [
      'Our quarterback was the highest-rated passer in the district this season.',
      'The insurer doesn’t have a better argument, so it delays.',
      'We don’t have a better way to say it: drive slowly near the school.',
      'The number-one rated safety feature on new cars is automatic emergency braking.',
    ],
  },
  'certification: a certified doctor by any specialty’s name': {
    rule: 'certification',
    caught: ['Our senior partner is a board-certified trial lawyer.'],
    leftAlone: [
      'Dr. Lena Ortiz, a board-certified geriatrician, will talk about falls on Thursday.',
      'Bring your questions for a board-certified pediatrician at the fair.',
    ],
  },
  'guarantee: a named person’s bills promised paid': {
    rule: 'guarantee',
    caught: ['Whatever it takes, we will get Marisol’s hospital bills paid.', 'We will get Tony’s medical bills covered, count on it.'],
    leftAlone: [
      'We will get Marisol’s hospital bills from the records office.',
      'Will we get Tony’s bills covered? Nobody can promise that.',
    ],
  },
  'specialist: experts in a list of fields, or in the field just named': {
    rule: 'specialist',
    caught: [
      'Our attorneys are experts in boating, jet-ski and dock injury law.',
      'We take pier and marina cases, and our lawyers are real experts in this.',
    ],
    leftAlone: [
      'Our paralegal is an expert at gumbo, not at insurance claims.',
      'The harbor master is an expert in tides, currents and storm surge.',
    ],
  },
  'comparison: a county whose name is a pastime': {
    rule: 'comparison',
    caught: ['Honestly, no firm in Cook County hits harder for people hurt at the stadium.'],
    leftAlone: ['Nobody in Cook County cooks ribs better than my uncle.'],
  },
  'false-urgency: the last few places already spoken for': {
    rule: 'false-urgency',
    caught: ['We take twelve new boat-crash cases a month, and the last few are already spoken for.'],
    leftAlone: ['The last few are already spoken for, the baker said of her pies.'],
  },
};

describe('claim wordings, eleventh round', () => describeFamilies(FAMILIES));
