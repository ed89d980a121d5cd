/**
 * Quick money promised before any near event, widened in the eleventh round from the ninth and tenth
 * held-out sets' misses once each had been measured: "a settlement in hand before the bowl games",
 * "your check before your car's out of the shop", "most of the families we help have a check in hand
 * before the season's over". The case's own steps and advice against settling early stay clean.
 * Labelled from the rules and the corpus policies (speed-claims in tests/fixtures/compliance/README.md).
 */
import { describe } from 'vitest';
import { describeFamilies, type Family } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'quick-settlement: the reader’s money before any near event': {
    rule: 'quick-settlement',
    caught: [
      'Stick with us and you’ll have a settlement check in hand before the regatta.',
      'You’ll have your money before your boat’s back in the water.',
      'Most of the families we help have their check in hand before the tourists come back.',
      'Sign on today and you will be holding a settlement check before your next fishing trip.',
    ],
    leftAlone: [
      'Please don’t accept a settlement before your doctors know how badly you were hurt.',
      'The fee comes out of the settlement before the rest goes to you.',
      'We will send you a copy of the settlement papers before the mediation starts.',
      'Do not cash any check before the release is signed.',
      'Nobody can promise you a check before the tourists come back.',
    ],
  },
};

describe('quick money before any near event, eleventh round', () => describeFamilies(FAMILIES));
