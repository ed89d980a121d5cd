/**
 * Claim wordings widened in the twentieth round, from the nineteenth held-out set's misses once it
 * had been measured. Found: a case "coming in with a payout attached", "coming out of this oven with a
 * settlement on the tray", "comes out of the oven a winner", money "sewn right into the hem" or
 * "waiting in your beach towel", "we fly you all the way home to a settlement"; nobody else who "bakes a
 * case like our kitchen does", "none of them" after the firms just named, "there isn't a finer kitchen
 * on the West Coast for a case like yours", a place in lower case ("this coast", "metro Atlanta"), "you
 * won't find a firm between Galveston and South Padre", "Charlotte's sharpest needle in the injury
 * business"; a line that "closes these free reviews at sundown today", "we can only hold it until 6
 * p.m. tonight", the seat that "goes to the next passenger on standby", "nothing left until February",
 * "the last batch of free reviews"; "give us a month and you'll be counting the money", a check "before
 * prom season"; a case "brought to shore for $1.4 million"; "an expert in sewing-machine and
 * factory-floor injuries"; "our fee only ever comes out of what you collect"; subjects "Red flag warning
 * issued for your beach", "Beach closure notice", "Invoice #B-2291: balance due" (to a client whose
 * email says there is no bill), "Your holiday order #5521 is confirmed", "Boarding Pass Confirmed",
 * "Your alterations are ready for pickup". Left alone: "hems are her specialty", "the State Bar
 * certifies specialists in a handful of fields, and a lawyer may claim the title only with it",
 * "nobody else in Houston bakes bread like our kitchen does", fields that "close at dusk in December",
 * a beach that closes at sunset. Written in voices of their own (a ferry deckhand, a beekeeper, a
 * rail dispatcher, a glassblower). Labelled from the rules and the corpus policies.
 */
import { describe, expect, it } from 'vitest';
import type { CheckContext } from './types';
import { describeFamilies, describeSubjects, type Family, rulesOf, TEXAS_FIRM } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: the money carried with the case, the reader carried to it': {
    rule: 'guarantee',
    caught: [
      'Once the ferry ties up, your claim is coming in with a settlement check attached.',
      'Let the hive do its work: your case comes out of the comb with a fair payout on the plate.',
      'Every batch of glass we blow has a flaw, but your case comes out of the furnace a winner.',
      'We take the line, haul your claim across the river, and land it with the check already waiting.',
      'Climb aboard and we ride you straight to a fair settlement.',
    ],
    leftAlone: [
      'Your refund statement comes back with a check attached to the last page.',
      'We never promise that a case comes out a winner.',
      'The ferry comes out of dry dock with a new hull.',
    ],
  },
  'comparison: the firm in its own metaphor, none of the firms named, places in lower case': {
    rule: 'comparison',
    caught: [
      'Nobody else in Houston tends a case like our hive does.',
      'There are plenty of firms in this town, but none of them handles a case like Ruiz Trial Lawyers.',
      'There isn’t a steadier deck on the Gulf Coast for a case like yours.',
      'Remember there’s no busier or more trusted injury team in metro Houston than ours.',
      'You won’t find a firm between Beaumont and Brownsville that handles ferry cases better than we do.',
      'Bring your story to Houston’s steadiest hand in the injury business.',
      'No other firm on this coast keeps watch over injured riders the way Ruiz Trial Lawyers does.',
    ],
    leftAlone: [
      'Nobody else in Houston bakes bread like our kitchen does.',
      'There isn’t a steadier deck on the Gulf Coast.',
      'We called three firms, and none of them called back like you did.',
      'The oldest trick in the injury business is a lowball offer.',
      'Nobody in metro Houston knows your pain better than you do.',
    ],
  },
  'false-urgency: a line closed at an hour, a place held only till tonight, nothing until a month': {
    rule: 'false-urgency',
    caught: [
      'Heads-up: the dispatch desk closes these free case reviews at sundown today, so let’s get you on the board now.',
      'We set aside a consultation for you, but we can only hold it until 5 p.m. tonight.',
      'After that, your seat on the ferry goes to the next passenger on standby.',
      'Our free consultations this month are like the last jars of spring honey. Once Friday’s batch is gone, there’s nothing left until March.',
      'The last batch of free reviews goes out at noon today.',
    ],
    leftAlone: [
      'Worth knowing: the youth-league fields close at dusk in December.',
      'The beach closes at sunset tonight.',
      'Our office is empty until January for the holidays.',
    ],
  },
  'quick-settlement: a month given, a check before a season': {
    rule: 'quick-settlement',
    caught: ['Give us a month and you’ll be counting the money.', 'You’ll have your settlement check before harvest season.'],
    leftAlone: ['Give us a week and we’ll have your file reviewed.', 'Book your free review before tax season.'],
  },
  'past-results: a case brought in for an amount': {
    rule: 'past-results',
    caught: [
      'Last spring we steered a rail-crossing case into port for $2.1 million.',
      'Last season we hauled a dock-collapse case out of the river for one point four million dollars.',
    ],
    leftAlone: ['We filed a claim for $2 million against the rail company.'],
  },
  'fee-costs: a fee that only ever comes out of what is collected': {
    rule: 'fee-costs',
    caught: ['Our fee only ever comes out of what you collect.'],
    leftAlone: ['Our fee only ever comes out of what you collect, and if we collect nothing you owe us nothing for costs either.'],
  },
};

describe('claim wordings, twentieth round', () => describeFamilies(FAMILIES));

describe('specialist wordings, twentieth round', () => {
  const ILLINOIS_FIRM_RULES = (body: string) =>
    rulesOf(TEXAS_FIRM, body, 'A note from the firm', { audience: 'subscriber', recipientState: 'TX', sendDate: '2026-11-22' });
  it('finds an expert in two fields joined by "and", each with a hyphen', () => {
    expect([
      ...ILLINOIS_FIRM_RULES('Hi Sam,\n\nMarco Ruiz is an expert in grain-elevator and loading-dock injuries.\n\nMarco Ruiz'),
    ]).toContain('specialist');
  });
  it('leaves alone a specialty that is no field of law, and the State Bar’s programme explained', () => {
    expect([...ILLINOIS_FIRM_RULES('Hi Sam,\n\nHoney is her specialty, and half the building buys her jars.\n\nMarco Ruiz')]).not.toContain(
      'specialist',
    );
    const explained =
      'Hi Sam,\n\nThe State Bar certifies specialists in a handful of fields, and a lawyer may claim the title only with that certification.\n\nMarco Ruiz';
    expect([...ILLINOIS_FIRM_RULES(explained)]).not.toContain('specialist');
  });
});

const CLIENT: CheckContext = { audience: 'client', recipientState: 'TX', sendDate: '2026-11-22' };

describe('deceptive-subject wordings, twentieth round', () => {
  describeSubjects({
    caught: [
      'Red flag warning issued for your neighborhood pier',
      'Pier closure notice: Seawall Boulevard, section 4',
      'Your spring order #7712 is confirmed',
      'Boarding Pass Confirmed: Ferry 14 to Bolivar',
      'Your honey jars are ready for pickup',
      'Invoice #H-3310: balance due',
    ],
    leftAlone: ['What a red flag on the beach means', 'Our office closure for Thanksgiving', 'How to pick up your records'],
  });

  it('finds deceptive-subject in a bill to a client whose email says there is no bill, and not in a bill it explains', () => {
    const noBill = 'Hi Sam,\n\nGood news, no bill here! Just our holiday honey order form.\n\nMarco Ruiz';
    expect([...rulesOf(TEXAS_FIRM, noBill, 'Invoice #H-3310: balance due', CLIENT)]).toContain('deceptive-subject');
    const realBill = 'Hi Sam,\n\nAttached is the invoice for the copies of your records you asked us to order.\n\nMarco Ruiz';
    expect([...rulesOf(TEXAS_FIRM, realBill, 'Invoice #H-3310: balance due', CLIENT)]).not.toContain('deceptive-subject');
  });
});
