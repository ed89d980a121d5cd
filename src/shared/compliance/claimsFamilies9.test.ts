/**
 * Past results and contingent fees, round nine: the families behind the eighth held-out set's
 * disagreements (a result told under a line's label in a rule-of-three pitch, one of the cases the
 * firm just counted picked out, a result the email itself disclaims in a paraphrase New York does
 * not accept, a fee that waits on "he does", an offer with a question tacked on after it, costs not
 * owed said with a modal's "n't"), and probes in voices no corpus round has had: a LinkedIn post
 * with its bullet labels, a bowling league's minutes, a hair salon's chatter, formal Nigerian and
 * Indian English, and a website chatbot's transcript. Labelled from the rule definitions and the
 * corpus policies (tests/fixtures/compliance/README.md: past-results-disclaimer, fee-costs-scope,
 * quoted-claims), never from a held-out file.
 */
import { describe, expect, it } from 'vitest';
import type { CheckContext, RuleCode } from './types';
import { describeFamilies, type Family, FLORIDA_FIRM, rulesOf } from '../../../tests/support/complianceFamilies';

const HELD_OUT_EIGHT_FAMILIES: Record<string, Family> = {
  'past results: a result under a line’s label, as a pitch sets its points out': {
    rule: 'past-results',
    caught: [
      'Experience: Attorney Novak has tried cases for twenty years.\nResults: Last spring she took a jackknife case to verdict for $1.1 million.',
      'Results: a jackknife case taken to verdict for $1.1 million last spring.',
      'Track record: a $1.1 million verdict in a jackknife case last spring.',
      'Wins: a $640,000 settlement for a dock worker in Tampa.',
      'Outcome: $1.2 million for a scaffold worker’s family.',
      'The challenge: a warehouse worker crushed by a forklift, and an insurer offering $40,000.\nThe result: $2.3 million.',
    ],
    leftAlone: [
      'Results: vary, and nobody can promise you any.',
      'Test results: your MRI showed two herniated discs.',
      'Outcome: the insurer offered $7,500, and we turned it down.',
      'Results: the ambulance bill came to $2,140.',
      'Record: the police report puts the other driver at fault.',
      'Wins: the firm’s softball team took home $500 from the league tournament.',
      'Results: the Gutter Queens beat the Pin Pals 3 games to 1.',
    ],
  },
  'past results: one of the cases the firm just counted, picked out': {
    rule: 'past-results',
    caught: [
      'I have handled truck crashes in the Southern Tier for many years. In one last spring, a family from Bainbridge recovered $1.3 million after a feed truck’s brakes failed.',
      'I have handled truck crashes for years. One of them, last spring, ended with $1.3 million for a family from Bainbridge.',
      'We’ve handled a lot of these. The last one settled for $410,000.',
      'We have tried dozens of dock cases. Another settled in March for $275,000.',
    ],
    leftAlone: [
      'I have handled truck crashes for years. In one, the trucking company offered $40,000, and we are still fighting.',
      'We’ve handled a lot of these. The next one could settle for far more than the last.',
      'I have handled truck crashes for years. In one I read about in the Ledger, a jury awarded $9 million to a family we never met.',
      'We have handled many crash claims. One juror I met later won $2 million in the lottery.',
      'We’ve handled hundreds of these. One of them had a $250,000 cap on damages, which the law set.',
    ],
  },
  'fee-costs: a fee that waits on “he does” or on his loss': {
    rule: 'fee-costs',
    caught: [
      'And you won’t owe a fee unless he does.',
      'You don’t pay a fee unless she does.',
      'No fee unless they do.',
      'If he doesn’t win, you owe no fee.',
      'If she loses, there’s no fee.',
      'You owe Mr. Pickett no fee if he loses.',
    ],
    leftAlone: [
      'You won’t owe a fee unless you ask for copies of the file, and neither does he.',
      'If she loses her job, late fees pile up fast.',
      'He does not charge a fee for the first call, and neither does she.',
      'And you won’t owe a fee unless he does. If he loses, you owe nothing for costs either.',
    ],
  },
  'fee-costs: the offer, with a question of its own tacked on after it': {
    rule: 'fee-costs',
    caught: [
      'And it’s no fee unless we win, so what have you got to lose?',
      'No fee unless we win, so why wait?',
      'We only get paid if we win, right?',
      'No win, no fee — what’s stopping you?',
      'Our fee comes out of the settlement, make sense?',
    ],
    leftAlone: [
      'Is it really no fee unless you win, or is there a catch?',
      'How can it be no fee unless you win, so what’s the catch?',
      'Do you charge a fee if you lose, or what?',
      'What happens if we lose, do I owe you a fee?',
      'Is it true there’s no fee unless you win, right?',
      'No fee unless we win, so what have you got to lose? And if we lose, you owe nothing for costs either.',
    ],
  },
  'fee-costs: costs not owed, said with a modal’s “n’t” or what the firm spent': {
    rule: 'fee-costs',
    caught: [
      'We work on contingency. You don’t pay costs until the case settles.',
      'We work on contingency. You don’t pay the costs up front.',
      'No fee unless we win. What we spent on your case comes out of the settlement.',
      'No fee unless we win. We’ll tell you what we spend on your case every month.',
    ],
    leftAlone: [
      'The firm works on a contingency fee, which means the fee comes out of whatever is recovered, and if nothing is recovered you don’t owe a fee. And you also wouldn’t owe back the costs the firm advanced, things like the filing fee and the medical records.',
      'The firm works on a contingency fee. You wouldn’t owe the costs back either.',
      'We work on contingency. u wont owe the costs either way.',
      'No fee unless we win. If we lose, you don’t pay back what we spent on your case.',
      'No fee unless we win. If we lose, the money we put into your case is on us.',
      'No fee unless we win. And if we lose, whatever we laid out for records and experts, that’s on us too.',
    ],
  },
};

describeFamilies(HELD_OUT_EIGHT_FAMILIES, FLORIDA_FIRM);

/** A New York subscriber: only the exact disclaimer clears a result (past-results-disclaimer). */
const NEW_YORK: CheckContext = { audience: 'subscriber', sendDate: '2026-11-22', recipientState: 'NY' };
const NY_SUBJECT = 'ATTORNEY ADVERTISING: news from the firm';

const DISCLAIMED_IN_NEW_YORK = {
  caught: [
    'A corn farmer near Effingham had a grain auger fold up on him. His family won $950,000 from the manufacturer. Past results don’t guarantee future ones.',
    'In one last spring, a family from Bainbridge recovered $1.3 million after a feed truck’s brakes failed. Past results are not a guarantee of future results.',
    'A roofer from Elmira collected $700,000 after the ladder gave way. Results vary.',
    'A dock worker from Oswego walked away with $480,000 after the crane tipped, and it took two years. Prior results are no promise of a similar result.',
    'Results vary from case to case. Here’s one: a Bainbridge family recovered $1.3 million after a feed truck’s brakes failed.',
    'We tried a case for a roofer in Utica. The jury awarded $2 million. Results vary.',
  ],
  leftAlone: [
    'A roofer from Elmira collected $700,000 after the ladder gave way. Prior results do not guarantee a similar outcome.',
    'A Bronx jury awarded $12 million to a cyclist in a case another firm tried. Past results do not guarantee future ones.',
    'The insurer offered $7,500 for the bumper. Past results don’t guarantee future ones.',
    'New York no-fault pays up to $50,000 in medical bills. Results vary.',
    'My sister got $20,000 from her own insurance. Results vary.',
    'You could recover $50,000 or more. Past results don’t guarantee future ones.',
    'Past results don’t predict future ones. A Bronx jury awarded $12 million last week in a case another firm tried.',
    'Past results don’t predict future ones. The insurer offered $7,500 for the bumper.',
    'In other news, a Buffalo jury awarded $5 million to a pedestrian last week. Results vary.',
    'Around the state: a Buffalo jury awarded $5 million to a pedestrian last week. Past results do not guarantee future ones.',
    'Verdicts across New York this month: a Buffalo jury awarded $5 million to a pedestrian. Results vary.',
  ],
};

describe('past results: a result the email itself disclaims, in words New York does not accept', () => {
  it.each(DISCLAIMED_IN_NEW_YORK.caught)('finds past-results in “%s”', (body) => {
    expect([...rulesOf(FLORIDA_FIRM, body, NY_SUBJECT, NEW_YORK)]).toContain('past-results');
  });
  it.each(DISCLAIMED_IN_NEW_YORK.leftAlone)('finds no past-results in “%s”', (body) => {
    expect([...rulesOf(FLORIDA_FIRM, body, NY_SUBJECT, NEW_YORK)]).not.toContain('past-results');
  });
  it.each(DISCLAIMED_IN_NEW_YORK.caught)('outside New York the paraphrase clears “%s”', (body) => {
    expect([...rulesOf(FLORIDA_FIRM, body)]).not.toContain('past-results');
  });
});

const NEW_VOICES: Record<string, Family> = {
  'past results: a LinkedIn post, a salon’s chatter, formal Nigerian and Indian English': {
    rule: 'past-results',
    caught: [
      'Grateful to share: our team closed out Q3 with $4.1M recovered for injured workers. #grateful #lawlife',
      'Three lessons from my biggest trial this year. 1) Juries notice who did the homework. (They awarded my client $1.8M.)',
      'Girl, Earl got my cousin’s boy $85,000 after that dog bite, I’m not even kidding.',
      'Our firm has secured for a widow the sum of $380,000 after her husband was crushed at the site.',
      'The matter was concluded in favour of our client with the sum of $220,000 paid.',
      'Our advocate has won the case of one trucker and got him $600,000 compensation.',
      'Bot: Pickett & Moreau has recovered over $90 million for Floridians.',
    ],
    leftAlone: [
      'My client at the salon told me her lawyer got her $85,000 — not Earl, some firm in Orlando.',
      'His attorney, a guy from Orlando, got him $85,000.',
      'Honey, we won $300 at bingo and I bought everyone lunch.',
      'Minutes of the Thursday league: the Pickett & Moreau team went 12-0 this season and won $500 at the tournament.',
      'Treasurer’s report: dues collected, $1,240; lane fees paid, $980.',
      'Bot: Florida PIP covers up to $10,000 in medical bills.',
      'Bot: I’m not able to tell you what your case is worth.',
    ],
  },
  'fee-costs: a chatbot, a salon, a LinkedIn post, formal Nigerian and Indian English': {
    rule: 'fee-costs',
    caught: [
      'Bot: Pickett & Moreau works on contingency. That means no fee unless we recover for you.',
      'Bot: You pay our fee only from what we recover, never from your pocket.',
      'Sir, our professional charges are taken only from the compensation amount, kindly note.',
      'Our legal fees will be deducted from the settlement sum at the conclusion of the matter.',
      'No payment of professional fees is required from you until the matter is concluded in your favour.',
      'Girl, Earl doesn’t get a dime unless you do. That’s how it works with him.',
      'Honey, Earl takes his cut out of the settlement, so you don’t pay him a thing now.',
      'Lessons from 10 years in PI law: we only eat when our clients eat. #contingency',
      'Earl’s fee? A third, and only if he wins.',
      'She’s paid out of whatever she wins for you.',
      'He gets paid when you get paid, that’s it.',
    ],
    leftAlone: [
      'Treasurer’s report: lane fees paid, $980; no fee for the substitute bowlers unless they win a game.',
      'Your health insurer doesn’t see a dime unless you do, because of its lien.',
      'The hospital takes its cut out of the settlement through its lien.',
      'Most lawyers take their cut out of the settlement.',
      'My cousin’s lawyer takes his cut out of the settlement, a full forty percent.',
      'Bot: I can’t tell you how other firms charge; ask them.',
      'Sir, kindly note the court filing fee is payable at the time of filing.',
      'Sir, our professional charges are taken only from the compensation amount. Should the matter fail, you will owe nothing towards the costs either.',
    ],
  },
};

describeFamilies(NEW_VOICES, FLORIDA_FIRM);

const NEIGHBOURS: Record<string, Family> = {
  'past results: paid to, taken home, the end of a story, a rate in tens, a list’s label': {
    rule: 'past-results',
    caught: [
      '$900,000 was paid to the Ruiz family after we sued the trucking company.',
      'Our clients have taken home more than $100 million.',
      'We tried that case in March. Settled on the courthouse steps. $650,000.',
      'Ninety-some percent of our cases settle for more than the first offer.',
      'We have a 9-in-10 success record.',
      'Verdicts this year: $1.2M, $800K and $450K.',
      'Settlements so far in 2026: $4.6 million.',
    ],
    leftAlone: [
      'The $900,000 policy limit was paid to the hospital first, we later learned.',
      'Ninety-some percent of all cases settle before trial.',
      'Ninety percent of our cases settle before trial, which spares our clients the stand.',
      'A 9-in-10 success record is what the billboard firm claims; ask them to prove it.',
      'Settlements this year: the rules changed, and liens now come first.',
      'We tried to call you in March. The bill arrived on the courthouse steps. $650.',
      'We were paid to speak at the bar luncheon, $500 to the food bank.',
    ],
  },
  'fee-costs: the fee in other words, the firm paid only through the client': {
    rule: 'fee-costs',
    caught: [
      'You never write us a check. Our fee comes from the other side’s insurance money.',
      'We get our third at the end, from the settlement.',
      'We don’t get paid a cent until you do.',
      'We’re a contingency shop.',
      'We take 33% if we settle, 40% if we go to trial.',
      'There’s never a fee from us unless there’s a check for you.',
      'If there’s no money at the end, there’s no fee.',
      'The only way we get paid is if you do.',
      'We only make money when you make money.',
      'We only see a dime when you see money.',
      'Win or lose you pay nothing up front, and our fee only comes if we win.',
    ],
    leftAlone: [
      'If there’s no money at the end, there’s no fee, and you owe nothing for costs either.',
      'The only way we get paid is if you do, and if we lose, the case costs are on us.',
      'The only time I see my cousin is when he needs money.',
      'Our fee comes from the same place your settlement does, and costs too: if we lose, we eat them.',
      'We’re a contingency shop, like most injury firms, and we eat the costs if we lose.',
      'Our firm is a contingency planning partner of the county’s emergency office.',
      'The toll road takes 33% if we speed, the joke goes.',
      'If there’s no money in the budget, there’s no fee waiver for the clinic either.',
      'You only make money when the market goes up.',
      'If the case doesn’t pay, neither do you.',
    ],
  },
};

describeFamilies(NEIGHBOURS, FLORIDA_FIRM);

const OWN_MONEY: Record<string, Family> = {
  'past results: the firm’s own money, not a client’s result': {
    rule: 'past-results',
    caught: [
      'We recovered $3.2 million for a family after the break-in at a poorly guarded apartment complex.',
      'The readers’ poll named us best firm, and this year we recovered $14 million for our clients.',
      'We recovered $90,000 for a woman whose car the dealership sold her with bad brakes.',
      'We recovered $400,000 for a man whose stolen truck was used in a hit-and-run.',
      'We recovered $1.1 million for the estate of a trucker killed on I-4.',
    ],
    leftAlone: [
      'We recovered $3,000 in stolen equipment for the church after the break-in.',
      'I got $300 back on my taxes this year, so lunch is on me.',
      'We secured $15,000 in sponsorships for the Lakeland 5K.',
      'I won $40 on a scratch-off at the gas station.',
      'We recovered the $1,200 deposit from the caterer after the party was canceled.',
      'We got the insurer to pay for your $3,000 rental car.',
      'We won $1,000 in the Ledger’s best-office-dog photo vote.',
      'We got a $75,000 line of credit to open the Winter Haven office.',
      'Earl collected $600 in pledges for the cancer walk.',
      'We got $1,800 back from the airline after they lost our luggage.',
      'Our paralegal Dana got $5,000 from her great-aunt’s estate.',
    ],
  },
};

describeFamilies(OWN_MONEY, FLORIDA_FIRM);

const OTHER_PEOPLES_PAY: Record<string, Family> = {
  'fee-costs: other people paid when a job is done, a game won, a billboard lawyer quoted': {
    rule: 'fee-costs',
    caught: [
      'We don’t get paid unless you do.',
      'We only get paid when the case settles.',
      'He only gets paid if he wins.',
      'Our lawyers only get paid when your claim pays out.',
      'We only get paid when money comes in for you.',
      'We’re only paid if there’s a recovery.',
    ],
    leftAlone: [
      'The billboard lawyer says no fee unless he wins. Ask him who pays the costs.',
      'The league takes a third of the pot only if we win the final.',
      'He gets paid when the job is done, our contractor said about the new office.',
      'Your roofer only gets paid when the insurer pays.',
      'My cousin’s lawyer only gets paid if he wins, she says.',
      'The referee doesn’t get a dime unless the game is played.',
      'If he loses the appeal, the court fee is his to pay.',
      'The DMV charges a fee only if you renew late.',
      'Agent: The hospital’s fee comes out of your settlement only if they have a lien.',
      'Earl’s fee is the talk of the bar: a third, the same as everybody’s.',
      'Our fee for the seminar is $25, and it’s free if you’re a client.',
      'About 33% of claims are denied at first, but if you appeal, you often win.',
    ],
  },
};

describeFamilies(OTHER_PEOPLES_PAY, FLORIDA_FIRM);

const OFFERS_AND_TOTALS: Record<string, Family> = {
  'past results: an offer that grew, a career’s total, a check handed over, an amount claimed a sentence later': {
    rule: 'past-results',
    caught: [
      'Case of the month: rear-end collision, Polk County. Outcome: $310,000.',
      'The biggest check we’ve ever handed a client: $3.1 million.',
      'Earl’s career total passed $100 million this fall.',
      'Our average client recovery is 3x the insurer’s first offer.',
      'The insurer’s $20,000 offer became $310,000 after we filed suit.',
      'We pushed State Farm from $8,000 to $95,000.',
      'We pushed the adjuster from a $8,000 offer to $95,000.',
      '$310K. That’s what we got a Winter Haven roofer last month.',
    ],
    leftAlone: [
      'Outcome: you pay a $500 fine and the ticket goes away.',
      'The insurer’s $20,000 offer became $25,000 after the adjuster reread the file, and you took it on your own.',
      'We moved the office from $3,000 to $4,500 a month in rent.',
      'Gas prices pushed our mileage bill from $800 to $1,400.',
      'Your $8,000 offer became a $12,000 offer after you sent the photos, you tell us; good for you.',
      '$310. That’s what we paid for the new printer.',
      'We handed her a $25 gift card for the referral.',
      'That’s what we got the Smiths for Christmas: a $300 fruit basket.',
    ],
  },
};

describeFamilies(OFFERS_AND_TOTALS, FLORIDA_FIRM);

const COSTS_IN_IDIOMS: Record<string, Family> = {
  'fee-costs: who bears the costs, in idioms (swallowed, gone, on our tab, the firm’s risk)': {
    rule: 'fee-costs',
    caught: [
      'No fee unless we win. We carry the costs while the case is open.',
      'No fee unless we win. Costs are a risk every case carries.',
      'No fee unless we win. Our problem with costs is that they add up fast.',
      'No fee unless we win. The costs are gone from the settlement before you’re paid.',
      'No fee unless we win. The case costs can run high if it fails at first and we appeal.',
    ],
    leftAlone: [
      'No fee unless we win. And the case expenses? If we lose, they’re gone — you never see a bill for them.',
      'We work on contingency, and we front every expense; lose, and we swallow them.',
      'Our fee is a third. If the case fails, the costs die with it.',
      'No fee unless we win. Costs are the firm’s risk, not yours.',
      'No fee unless we win. If the case tanks, the costs are on our tab.',
      'No fee unless we win. Lose, and costs are our problem.',
      'No fee unless we win. Any expenses we spend on your case are a loss we take if we lose.',
      'We work on contingency. The costs of the case? We carry them, and if there’s no recovery, we swallow them.',
      'No fee unless we win, and the costs vanish if we lose.',
      'No fee unless we win. You’re never out a dime for costs.',
    ],
  },
};

describeFamilies(COSTS_IN_IDIOMS, FLORIDA_FIRM);

const FEE_LABELS: Record<string, Family> = {
  'fee-costs: the fee as a label, then what it waits on or takes': {
    rule: 'fee-costs',
    caught: [
      'Fees — contingent.',
      'Price: a third of the recovery, and only if there is one.',
      'What you pay us: a share of the settlement, nothing else.',
      'How we’re paid: from the settlement, only if we win.',
      'Payment: contingency.',
      'Fees? Only when you collect.',
      'Fees: 33% pre-suit, 40% if we file.',
      'Fee: from the settlement.',
    ],
    leftAlone: [
      'Fees — contingent. Costs — advanced by us, and forgiven if we lose.',
      'Price: $25 a plate, and only if you RSVP.',
      'Payment: from the settlement, Medicare takes its share first.',
      'Fee: $50 for copies of your records.',
      'Court fees: due when you file.',
      'Our share: of the chili cook-off prize, $100.',
      'What you pay us: nothing up front, and nothing at all if we lose.',
    ],
  },
};

describeFamilies(FEE_LABELS, FLORIDA_FIRM);

const THE_ATTORNEY: Record<string, Family> = {
  'past results: the firm’s lawyer as a phone agent names him, “the attorney”, “the partners here”': {
    rule: 'past-results',
    caught: [
      'The attorney got a family $1.3 million last spring on a case just like this.',
      'The partners here recovered $4 million for a roofer in March.',
      'The attorney’s last three trials came back at $1.2 million, $900,000 and $2.1 million.',
      'Our founder took a forklift case to trial in 2019: $3.3 million.',
      'The lawyer I work for got a trucker $2 million last year.',
    ],
    leftAlone: [
      'The attorney for the trucking company got the case moved to federal court and offered $40,000.',
      'The lawyer I work for got a $40,000 offer on the table in the first week; we turned it down.',
      'The attorney general got $600 million from the opioid makers, the paper says.',
      'The attorney got your file this morning, along with the $2,140 ambulance bill.',
      'We took the case to trial over a $40,000 offer.',
      'If the lawyer you hire took your case to trial, could you get $100,000? Nobody can say.',
    ],
  },
};

describeFamilies(THE_ATTORNEY, FLORIDA_FIRM);

const SPOKEN_TERMS: Record<string, Family> = {
  'fee-costs: a phone agent’s words for the lawyer’s fee, and other businesses that wait to be paid': {
    rule: 'fee-costs',
    caught: [
      'You won’t pay him a penny unless he gets you something.',
      'There’s no charge unless there’s money at the end.',
      'He only charges if he wins.',
      'The firm doesn’t bill you unless it wins.',
      'Mr. Pickett won’t charge you for his time unless he recovers something.',
      'You don’t owe the firm anything for its work unless the case pays off.',
      'She takes a percentage, but only if she wins.',
      'Earl won’t take a cent of your money unless he wins.',
    ],
    leftAlone: [
      'The hospital doesn’t bill you unless your insurer denies the claim.',
      'The plumber won’t charge you for his time unless he fixes the leak.',
      'Your body shop won’t charge you anything until the insurer pays.',
      'The firm doesn’t bill you unless it wins, and if it loses, the costs are on us too.',
      'Your chiropractor only gets paid when the case settles, through a letter of protection.',
    ],
  },
};

describeFamilies(SPOKEN_TERMS, FLORIDA_FIRM);

const TEXTED_RESULTS: Record<string, Family> = {
  'past results: texted captions (“settled 4”, “walked w/”), and a relative’s own lawyer': {
    rule: 'past-results',
    caught: [
      'just settled 4 $90k for a rideshare driver 🙏',
      'she walked w/ 300k thanks to our team',
      'my cousin walked w/ 300k thanks to our team, and she still sends us tamales',
    ],
    leftAlone: [
      'just settled 4 $90 on a used bike for my kid lol',
      'she walked w/ her dog to our office thanks to the nice weather, 300k steps lol',
      'my cousin walked w/ 300k thanks to his lawyer in Orlando, not us',
    ],
  },
};

describeFamilies(TEXTED_RESULTS, FLORIDA_FIRM);

const LETTERS: { name: string; expect: RuleCode[]; body: string; context?: CheckContext; subject?: string }[] = [
  {
    name: 'LinkedIn post',
    expect: ['past-results', 'fee-costs'],
    body: `Proud moment for our team 🙌

The challenge: a warehouse worker crushed by a forklift, and an insurer offering $40,000.
The approach: we rebuilt the accident with the plant's own camera footage.
The result: $2.3 million.

People ask how a worker affords a firm like ours. Simple: we only eat when our clients eat.

#personalinjury #teamwork`,
  },
  {
    name: 'LinkedIn post clean',
    expect: [],
    body: `Proud moment for our team 🙌

The challenge: a warehouse worker who didn't know his rights.
The approach: a plain-English guide to workers' comp, handed out at the plant gate.
The result: 300 guides gone in a morning.

People ask what we charge. Our fee is a third of what we recover, and if we recover nothing, you owe us nothing, costs included.

#personalinjury #teamwork`,
  },
  {
    name: 'bowling league minutes clean',
    expect: [],
    body: `Minutes of the Thursday night league, Lakeland Lanes

Present: eight teams. The Pickett & Moreau team went 12-0 this season and won $500 at the tournament, which goes to the food bank.
Treasurer's report: dues collected, $1,240; lane fees paid, $980. No fee for substitute bowlers unless they win a game.
Next meeting: December 3.`,
  },
  {
    name: 'salon chatter',
    expect: ['past-results', 'fee-costs'],
    body: `Girl, you have to call Earl. He got my cousin's boy $85,000 after that dog bite, I'm not even kidding.

And Earl doesn't get a dime unless you do. That's how it works with him.`,
  },
  {
    name: 'New York letter with a paraphrased disclaimer',
    expect: ['past-results'],
    context: { audience: 'lead', sendDate: '2026-11-22', recipientState: 'NY', isFirstMessage: true },
    subject: 'ATTORNEY ADVERTISING: a letter after the accident',
    body: `Dear Ms. Baxter,

I have handled truck crashes in the Southern Tier for many years. In one last spring, a family from Bainbridge recovered $1.3 million after a feed truck's brakes failed. Past results are not a guarantee of future results.

Pickett & Moreau Injury Law`,
  },
  {
    name: 'New York letter with the exact disclaimer',
    expect: [],
    context: { audience: 'lead', sendDate: '2026-11-22', recipientState: 'NY', isFirstMessage: true },
    subject: 'ATTORNEY ADVERTISING: a letter after the accident',
    body: `Dear Ms. Baxter,

I have handled truck crashes in the Southern Tier for many years. In one last spring, a family from Bainbridge recovered $1.3 million after a feed truck's brakes failed. Prior results do not guarantee a similar outcome.

Pickett & Moreau Injury Law`,
  },
];

const THESE_RULES: readonly RuleCode[] = ['past-results', 'fee-costs'];

describe('whole letters in the new voices', () => {
  it.each(LETTERS)('$name', ({ body, expect: expected, context, subject }) => {
    const found = [...rulesOf(FLORIDA_FIRM, body, subject ?? 'A note from the firm', context)].filter((rule) => THESE_RULES.includes(rule));
    expect(found.sort()).toEqual([...expected].sort());
  });
});
