/**
 * Claim wordings widened in the twelfth round, from the eleventh held-out set's misses once it had
 * been measured: outcomes told as the way a case ends ("a case like that only ends one way: with you
 * getting paid"), as coming or sailing home with the money, as certainty that the insurer will pay;
 * a metaphor's crew or captain compared with every other when the sentence is about law; fees waived
 * "unless money comes back to you" or taken "only out of a recovery"; the reader's funds "within a few
 * short weeks". Written in voices of their own (a ferry pilot, a chef, a rodeo announcer, a
 * meteorologist), each family with look-alikes that stay clean. Labelled from the rules and the
 * corpus policies (fight-wording, guarantee-hedged, quoted-claims, speed-claims in
 * tests/fixtures/compliance/README.md).
 */
import { describe } from 'vitest';
import { describeFamilies, type Family } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: the way the case ends, told as certain': {
    rule: 'guarantee',
    caught: [
      'A wreck like yours only ends one way: with you getting paid.',
      'Mark my words, this one ends with you holding the check.',
      'The way the ferry logs read, this is going to end with you on the winning side.',
      'I can tell you now that yours will end in a fair recovery.',
      'Like every good stew, your story will end with accounts paid in full.',
    ],
    leftAlone: [
      'If your case ends with you getting paid, the fee comes out of that payment.',
      'Nobody can tell you how this ends; it may end in a settlement or in a trial.',
      'The movie ends with the hero holding the trophy.',
      'When your case ends in a settlement, we mail the closing statement.',
    ],
  },
  'guarantee: home with the money, or the insurer sure to pay': {
    rule: 'guarantee',
    caught: [
      'You’re coming home from this one with a recovery, I promise you that.',
      'Climb aboard, and you’ll sail home with what you’re owed.',
      'We’re bringing this one home for you.',
      'I have no doubt the restaurant’s insurer will end up paying you what you are owed.',
      'Hang on, and you’ll be cashing a settlement check.',
    ],
    leftAlone: [
      'You’re coming home from the hospital with a cast, so ask about rides.',
      'I’m not sure the insurer will pay you anything, and no honest lawyer is.',
      'We’re bringing the case file home for the weekend to finish the timeline.',
      'You’ll sail home with a sunburn if you forget the sunscreen.',
    ],
  },
  'comparison: a crew or a captain above every other, in a sentence about law': {
    rule: 'comparison',
    caught: [
      'There’s not a crew on the Gulf that works an injury case the way ours does.',
      'Between us, there isn’t a sharper captain working a courtroom anywhere on the coast.',
      'No other crew in the county settles more injury claims than ours.',
    ],
    leftAlone: [
      'There isn’t a better captain on the whole bay than Captain Joe of the ferry.',
      'No other crew on the island works harder on the docks.',
      'There’s not a crew in the marina that keeps a cleaner deck.',
    ],
  },
  'fee-costs: a fee waived on any win, or taken only from the recovery': {
    rule: 'fee-costs',
    caught: [
      'You won’t owe us a fee unless money comes back to you.',
      'Our fee comes only out of a recovery.',
      'Zero fee unless we put a number on the scoreboard for you.',
      '$0 in attorney fees until we win.',
    ],
    leftAlone: [
      'You won’t owe us a fee unless you decide to hire us.',
      'Our fee comes only out of a recovery, and if there is none you owe us nothing, costs included.',
      'You don’t pay a fee if you just want a copy of your file.',
    ],
  },
  'quick-settlement: the reader’s funds within a few short weeks': {
    rule: 'quick-settlement',
    caught: [
      'Our clients, as a rule, see their settlement funds within a few short weeks.',
      'Most of our riders had their settlement dollars within a few quick weeks.',
    ],
    leftAlone: [
      'The bake sale raised those dollars within a few short weeks for the shelter.',
      'Most claims take months; nobody sees settlement funds within a few short weeks.',
    ],
  },
};

describe('claim wordings, twelfth round', () => describeFamilies(FAMILIES));
