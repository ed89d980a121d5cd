/**
 * Certification and comparison wordings widened in the tenth round, from the ninth held-out set's
 * misses once it had been measured: a certified litigator in any field ("a certified elder-abuse
 * litigator", "a certified nursing-home litigation specialist"), a "number-one rated" team, and a
 * place that "doesn't have a better firm". Each with look-alikes that stay clean: a certified nurse,
 * a highest-rated player, an insurer that has no better argument.
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
};

describe('certification and comparison wordings, tenth round', () => describeFamilies(FAMILIES));
