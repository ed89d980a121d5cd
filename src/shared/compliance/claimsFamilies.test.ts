/**
 * Past results and contingent-fee statements, family by family, in voices no corpus round has had:
 * a sports-radio ad read, a hospital-discharge leaflet, a Facebook group post, a legal-aid clinic's
 * bulletin, a rap-style jingle, a text from a case runner, a grandmother forwarding the firm's
 * newsletter. Each family has claims the detector must find and look-alikes it must leave alone
 * (insurance limits, someone else's verdict, made-up examples, other senses of the same words,
 * results cleared by a disclaimer, fee statements that already say who pays costs). Labelled from
 * the rule definitions and the corpus policies (tests/fixtures/compliance/README.md:
 * past-results-disclaimer, quoted-claims), never from a held-out file.
 */
import { describe, expect, it } from 'vitest';
import type { FirmForCheck } from './types';
import { describeFamilies, type Family, FLORIDA_FIRM, rulesOf } from '../../../tests/support/complianceFamilies';

const florida = FLORIDA_FIRM;

const PAST_RESULTS: Record<string, Family> = {
  'past results: verbs of obtaining, plain and idiomatic': {
    rule: 'past-results',
    caught: [
      'Last season we put a $2.4 million verdict on the board for a trucker out of Bartow!',
      'We squeezed $500,000 out of the trucking company for a logger.',
      'We got the insurer to cough up $300K for a cyclist.',
      'In 2025 the firm put $9.4 million in clients’ pockets.',
      'The insurer paid out $310,000 to our client in March.',
      'The jury gave our client $640,000.',
      'We landed a $95K settlement for a bus passenger.',
      'Earl brought home $1.1M for a logger in Fort Meade.',
      'Our client cashed a check for $180,000 last month.',
    ],
    leftAlone: [
      'We won the county chili cook-off and $500 for the food bank!',
      'We raised $12,000 for the children’s hospital at our golf tournament.',
      'The insurer offered our client $15,000; we told them no.',
      'Our client’s medical bills came to $84,000.',
      'Florida’s PIP covers up to $10,000 of medical bills.',
      'The other driver’s policy limit was only $25,000, which is common in Florida.',
    ],
  },
  'past results: amounts in words, shorthand and slang': {
    rule: 'past-results',
    caught: [
      'Crash on I-4, we got you that dough, six figures deep, now you know how we flow 🎤',
      'Earl got my cousin 75K for her whiplash!!',
      'yo this firm got my boy 90 bands off a fender bender 💯',
      'We recovered two-point-five million for a family in Mulberry.',
      'Our client walked with a seven-figure check.',
      'This year our clients took home a combined eight figures.',
    ],
    leftAlone: [
      'Imagine a $50,000 hospital bill arriving in your mailbox.',
      'Say your case settles for $60,000: our fee is a third and costs come out first, and you owe nothing if we lose.',
      'We got 75 coats for the winter drive 🧥',
      'Our new office has two thousand square feet of space.',
    ],
  },
  'past results: stories told across sentences': {
    rule: 'past-results',
    caught: [
      'Dr. Sun sent a patient of his to us in the spring. Just last month, her rear-end case settled for one hundred ten thousand dollars.',
      'A lot of you remember Tony, the roofer who called us after his fall. His case wrapped up last week at $410,000.',
      'And the video about the $1.4 million verdict? That one was ours.',
      'When you referred Ms. Diaz to us last year, she could not lift her arm. This fall a jury returned a $900,000 verdict for her.',
    ],
    leftAlone: [
      'Grandma forwarded me an article. A jury in Orlando gave a biker $3 million, which is wild.',
      'My neighbor called the insurer herself. She ended up with $12,000 on her own.',
      'Dr. Sun sent a patient of his to us in the spring. Her bills came to $40,000, and her PIP paid $10,000.',
      'And the video about the $1.4 million verdict? That was a case from another firm, in the news.',
    ],
  },
  'past results: lists, tables and years': {
    rule: 'past-results',
    caught: [
      'We want to share some cases of this year, with permission of our clients:\n\n— a welder from Auburndale, burned at work: $640,000;\n— a school-bus driver, rear-ended on 98: $215,000.',
      'Our 2025 in numbers:\n\n| Truck crash, Polk City | $1.2M |\n| Dog bite, Lakeland | $85,000 |',
      'Moreau’s last three trials: $410K, $1.2M and $760K.',
      'Year in review: $14 million for 212 clients.',
    ],
    leftAlone: [
      'Our holiday schedule:\n\n— Office closed: December 24–26;\n— Toy drive: bring gifts worth up to $25.',
      'What a crash can cost you:\n\n— ambulance ride: $1,200;\n— MRI: $2,500;\n— a week off work: $900.',
      'Florida minimums at a glance:\n\n| PIP | $10,000 |\n| Property damage | $10,000 |',
    ],
  },
  'past results: a client’s result told at the firm’s event, or to the doctor who referred them': {
    rule: 'past-results',
    caught: [
      'Thank you to the 90 clients who came to our picnic!\n\nHighlights:\n🎤 The Nguyen family told their story, the $1.1M settlement for their daughter, and we all cried.',
      'Dr. Patel, you sent Mr. Okoro to us after his fall in 2024.\n\nThis spring a Polk County jury returned a $780,000 verdict for him.',
    ],
    leftAlone: [
      'Thank you to the 90 clients who came to our picnic!\n\nHighlights:\n🎤 The Nguyen family raised $1,100 for the food bank.',
      'Thank you to our clients for a great year. A $4 million verdict for a trucker in Dallas made the news this week; read why it matters for your policy limits.',
      'Dr. Patel, thank you for the lunch-and-learn.\n\nA jury in Miami returned a $780,000 verdict for a roofer, according to the Herald.',
    ],
  },
  'past results: records without a loss': {
    rule: 'past-results',
    caught: [
      'Earl is 27 and 0 in jury trials.',
      'Not one Polk County jury has ever sent us home empty-handed.',
      'Flawless at trial since 2012 🏈',
      'Zero losses at trial in ten years.',
    ],
    leftAlone: [
      'We never lost our sense of humor, even in 2020.',
      'We have never lost a client’s file, and we never will.',
      'Our softball team went 12 and 0 this season!',
      'We never lost touch with Ms. Diaz while she was in rehab.',
    ],
  },
  'past results: the firm in the third person': {
    rule: 'past-results',
    caught: [
      'Your neighborhood injury lawyers won $600,000 last month for a cyclist.',
      'The team secured $2.2 million for a family hit by a drunk driver.',
      'Team Moreau landed $1.3M for a delivery driver 🚚',
    ],
    leftAlone: [
      'The team from the fire department showed us how to use a fire extinguisher.',
      'Your neighborhood injury lawyers will be at the fall festival on Saturday.',
    ],
  },
  'past results: cleared by a disclaimer, or not results at all': {
    rule: 'past-results',
    caught: ['We recovered $2.1 million for clients last year. Call us today.'],
    leftAlone: [
      'We recovered $2.1 million for clients last year. Past results do not guarantee a similar outcome in your case.',
      'Last season we put a $2.4 million verdict on the board. Every case is different, and prior results are no guarantee of future ones.',
      'If the case settles for $30,000, the fee is a third of it.',
      'Suppose the jury awards $100,000: what happens to your medical liens?',
      'The Bucs won 31-10 on Sunday, and our office pool paid $200 to Keisha.',
    ],
  },
};

const FEE_COSTS: Record<string, Family> = {
  'fee-costs: the firm gets paid only when the client does': {
    rule: 'fee-costs',
    caught: [
      'We only get paid when you do.',
      'We don’t see a penny until you get your check.',
      'If you don’t get paid, we don’t get paid. Simple as that.',
      'Nothing up front, and we only take our cut if you win.',
      'We’re paid only out of what we recover for you.',
      'bro they dont charge nothin unless u get paid 💯',
    ],
    leftAlone: [
      'We get paid every other Friday, so the office closes early on payday.',
      'You pay nothing unless we win.',
      'You don’t pay a nickel unless we win, not for the fee and not for the costs.',
      'We only get paid when you do, and if we lose you owe us nothing for costs either.',
    ],
  },
  'fee-costs: the fee as a share of the recovery': {
    rule: 'fee-costs',
    caught: [
      'Our fee: a percentage of what we recover.',
      'Our payment is a percentage of your compensation, only if we obtain it.',
      'We charge a percentage only if we obtain compensation for you.',
      'The lawyer takes his part only when we win the case.',
      'Our fee is by contingency, so you never pay out of pocket.',
    ],
    leftAlone: [
      'Our contingency plan for hurricanes: the office moves to Zoom.',
      'A percentage of every fee this month goes to the food bank, and if we lose you owe nothing for case costs.',
      'We take a percentage of what we recover; if there is no recovery, you do not repay any case costs.',
    ],
  },
  'fee-costs: no win, no fee, in every word': {
    rule: 'fee-costs',
    caught: [
      'No dough, no fee, that’s how we be 🎶',
      'No settlement, no fee.',
      'No check for you, no fee for us.',
      'Zero fees till we win 🏆',
      'There’s never a fee unless we win your case.',
      'Free until we win, that’s the Pickett promise!',
      'Without victory, without payment of honorarium.',
      'The honorarium of the lawyer is taken only from the won sum.',
      'If we don’t win, you don’t give us nothing for our work.',
    ],
    leftAlone: [
      'No snow, no school: the office follows the county’s closings.',
      'Free coffee at the office until the Bucs win a game.',
      'No fee unless we win; case costs are on us if we lose.',
      'No settlement, no fee, and if there is no recovery you do not pay back the case expenses either.',
    ],
  },
  'fee-costs: "costs" as a verb says nothing about costs': {
    rule: 'fee-costs',
    caught: [
      'There’s never a fee unless we win your case, so talking with us costs you nothing.',
      'No fee unless we win. Calling us costs zero.',
      'Hiring us costs you nothing up front: no fee unless we recover.',
    ],
    leftAlone: [
      'No fee unless we win, and you owe no case costs if we lose.',
      'Talking with us costs you nothing, and there is no pressure to sign.',
    ],
  },
  'fee-costs: sports radio, a discharge leaflet and a legal-aid clinic': {
    rule: 'fee-costs',
    caught: [
      'Hurt in a wreck? Call Pickett & Moreau, where it’s no win, no pay, all season long!',
      'Before you leave the hospital: Pickett & Moreau works on contingency, so there is no fee unless they recover for you.',
      'Remember: the Pickett team only gets paid if they win for you.',
    ],
    leftAlone: [
      'Injury lawyers usually work on contingency; ask any lawyer you call who pays the costs.',
      'Our legal-aid clinic never charges a fee; we are funded by grants.',
      'Do you charge a fee if we don’t win?',
      'Billboards shout “no fee unless we win”; ask them who pays the costs.',
      'The hospital charges no fee for your copy of the discharge summary.',
    ],
  },
};

/**
 * A second pass in more voices (a podcast, a church bulletin, a trucker's slang, a reply to a
 * review, a WhatsApp voice note translated from Arabic, an award-banquet speech), written after
 * the first families passed, to see whether they reach wordings they were not written from.
 */
const MORE_VOICES: Record<string, Family> = {
  'past results: more verbs and amounts': {
    rule: 'past-results',
    caught: [
      'On last week’s episode I told you about the forklift case; the carrier finally paid our client four hundred and fifty grand.',
      'We hauled in $2 mil for a driver who jackknifed on I-75.',
      'Brother, this office took out for my uncle 200 thousand from the insurance.',
      'Over thirty years I have put more than $60 million back into injured families’ hands.',
      'FW: FW: Look what Earl did for the Hendersons — $340,000 after the bus hit their car!!',
      'Last year the clinic won back $640,000 in unpaid wages for farmworkers.',
      'Stacked 1.5 mil for a client, yeah we did that 🎤',
    ],
    leftAlone: [
      'We paid $200 for the Little League banner and we’re proud of it.',
      'Your uncle took out a $5,000 loan for the funeral; keep the papers.',
      'Earl did the math for the Hendersons: $340,000 in medical bills so far.',
      'If we could get every driver to slow down, we would save $2 million in hospital bills.',
      'Our office hauled in 300 pounds of food for the pantry.',
      'Grandma’s church raised two thousand dollars for the Hendersons after the bus crash.',
    ],
  },
  'past results: records told as a tally': {
    rule: 'past-results',
    caught: ['Twenty-two trials, twenty-two wins.', 'Earl hasn’t lost a jury trial since the Clinton administration.'],
    leftAlone: ['Two trials this month, two long weeks for our staff.', 'Twelve games, twelve losses: the Bucs had a rough year.'],
  },
  'fee-costs: the fee off the top, a slice, and translated conditions': {
    rule: 'fee-costs',
    caught: [
      'Our fee comes off the top of your settlement.',
      'We work for a slice of the settlement, not by the hour.',
      'fee is only if they win ur case, 33% 👍',
      'He said you don’t owe them a red cent unless they win!',
      'The payment for the lawyer is only from the result.',
      'If the case is lost, the client pays nothing to the lawyers.',
      'You will not pay to the office any fee, except if we win for you the compensation.',
    ],
    leftAlone: [
      'Our fee comes off the top of your settlement, and if there is no settlement you owe nothing for fees or costs.',
      'We work for a slice of pizza on Fridays, and so does the whole office.',
      'If the case is lost in the mail, call the clerk.',
      'Our interpreters are paid when the session ends.',
      'Free until Friday: flu shots at the clinic.',
    ],
  },
};

/** A third pass: testimonials and captions, answers to a question, a year's total, and fees deducted or earned. */
const THIRD_PASS: Record<string, Family> = {
  'past results: testimonials, captions and answers': {
    rule: 'past-results',
    caught: [
      '“Pickett & Moreau turned a $5K offer into $95K.” ⭐⭐⭐⭐⭐',
      'We tried the Alvarez case in May, and the jury said $1.9 million.',
      'The insurer wrote a check for $410,000 to our client.',
      'Earl’s last trial? Seven figures.',
      'Settled for $450K last week. 🙌 #InjuryLaw',
      '2025 was our best year: $31 million for 140 families.',
      'We’ve put eight figures on the board this year.',
    ],
    leftAlone: [
      'Settled for $3,000 on your own? You may have left money on the table.',
      'Won $50 in the March Madness bracket pool at the office 🏀',
      'The insurer turned down a $5K claim for a cracked bumper, so we helped Ms. Diaz appeal.',
      'Last winter? Seven inches of snow.',
      'We gave $5,000 for 20 families in need at Thanksgiving.',
    ],
  },
  'fee-costs: fees deducted, earned, contingent on the result': {
    rule: 'fee-costs',
    caught: [
      'Our fee is contingent on the result.',
      'We earn our fee only when you recover.',
      'Attorney’s fees are deducted from the settlement.',
      'The honorary of the lawyer is 30% of the indemnization, and nothing if we lose.',
      'Pay us from your winnings, not your wallet.',
    ],
    leftAlone: [
      'We don’t charge a fee for the first visit.',
      'The doctor’s office won’t charge you until the case settles, under a letter of protection.',
      'Contingent on the weather, the picnic is Saturday.',
      'We only get paid if we win, and we front every case cost; if we lose, you never repay them.',
      'Free if we lose the bet: Earl buys lunch for the office.',
    ],
  },
};

/** Look-alikes that share the new families' words, and offers turned into results in captions. */
const SHARED_WORDS: Record<string, Family> = {
  'past results: offers turned into results, and words shared with everyday mail': {
    rule: 'past-results',
    caught: ['Took a $20K offer to $310K for a Lakeland roofer 💪', 'From a $0 offer to a $1.1M verdict. #CaseResults'],
    leftAlone: [
      'We turned in your $2,500 medical bill to PIP.',
      'We put $500 toward the school supply drive.',
      'Last year’s settlement offer was $20,000; we rejected it.',
      'Closed Monday; $5 parking validated all week.',
      'Our client wrote a check for $200 to the food bank.',
      'Case results are coming to our website soon!\n\nParking at the open house: $5.',
      'Our office turned 10 this year!',
    ],
  },
  'fee-costs: words shared with everyday mail': {
    rule: 'fee-costs',
    caught: ['Our attorney’s fees are deducted from the settlement.'],
    leftAlone: [
      'Our attorney’s fees are deducted from the settlement together with case costs, which you repay only if we win.',
      'Pay us a visit from your couch: video consults every Tuesday!',
      'Without a lawyer, without payment, many workers sign the first offer.',
      'No check-in, no fee: park free in our lot.',
    ],
  },
};

/** A fourth pass: Spanish mixed into English, a translated nail-salon newsletter, a voicemail, a neighbour letter, a PTA sponsorship. */
const FOURTH_PASS: Record<string, Family> = {
  'past results: mixed languages, voicemails and neighbour letters': {
    rule: 'past-results',
    caught: [
      'Gracias a Dios, we got la familia Morales $350,000 después del choque.',
      'Chị Lan’s nail-salon burn case: our office receive $120,000 for her.',
      'Hi Ms. Cruz, it’s Earl; the Hendersons’ case closed at $275K and they said to thank you for the referral.',
      'Proud PTA sponsor! (Fun fact: last spring our attorneys recovered a combined $4.6M for Lakeland families.)',
      'Every trial we took to verdict this year ended in our client’s favor.',
      'The verdict, $2.7 million, was the largest in county history, and it was ours.',
      'Our clients received more than 6 million dollars this year.',
    ],
    leftAlone: [
      'The largest verdict in county history, $2.7 million, went to a family represented by another firm.',
      'Our clients received a holiday card and a $10 gift card.',
      'Our client’s insurer paid $1,200 for the rental car.',
      'Every trial is a gamble, and every case we take gets our full attention.',
    ],
  },
  'fee-costs: mixed languages, shares and answers': {
    rule: 'fee-costs',
    caught: [
      'Sin victoria, no hay honorarios: no win, no fee.',
      'Nuestros honorarios salen de la compensación: our fees come out of your compensation.',
      'Dear neighbor: we are paid only if your claim succeeds.',
      'The lawyers’ share is one-third, taken only when money comes in.',
      'Our fee? Zero, unless we recover for you.',
      'No recovery? Then no fee.',
    ],
    leftAlone: [
      'No recovery? Then no fee and no costs: you owe us nothing.',
      'Our share of the raffle proceeds goes to the school.',
      'Our fee schedule for copies is posted at the front desk.',
    ],
  },
};

/**
 * A fifth pass: a lateral-hire announcement, a retirement tribute, a podcast transcript, a LinkedIn post, a foundation
 * report, a reader mailbag, a bowling-league sponsor line, an AMA answer, a voice-note transcript and a translated
 * honorarium notice. Results told through the lawyer or the team ("it", "they", "her verdicts"), records with the kind
 * of case named ("every rear-end case"), and fees that wait for money in other words ("until the check clears").
 */
const FIFTH_PASS: Record<string, Family> = {
  'past results: the lawyer or the team as the subject, records by kind of case, press coverage of the firm’s own win': {
    rule: 'past-results',
    caught: [
      'Our trucking team never rests. Last spring it recovered $2.1 million for a log-truck driver.',
      'Our two trial partners drove to Bartow in March. They came back with a $780,000 verdict for a roofer.',
      'Dana Whitlock joins us from Atlanta this month. Her verdicts and settlements top $85 million.',
      'Over a long career his recoveries for injured riders passed $40 million, and he now leads our motorcycle group.',
      'Ms. Okoye handled a case a lot like yours last year and got the family $410,000.',
      'Mr. Pruitt tried a dog-bite case in Tampa in June, and he won $220,000 for a mail carrier.',
      "tell her we've won every rear-end case we've taken to trial in the last 5 years",
      'We have won all of our dog-bite trials since 2019.',
      'Earl has won every single slip-and-fall trial he has tried.',
      'Margaret comes to us from Dallas. Her verdicts and settlements exceed $300 million, including a 2023 verdict that was reported in every legal paper in the state.',
      'Our $2.2 million verdict for a crane operator made headlines across the state this fall.',
      'Our co-founder, Harold Kim, retired in June. He leaves after recovering more than $90 million for injured workers over forty-one years.',
      'So on episode twelve I talked about the Haines crash, and yeah, we ended up getting her nine hundred grand.',
      'Humbled to share that my team just closed out a $3.4M settlement for a crane operator 🙏 #grateful',
      'Remember the roofer who fell off that church in Bartow? We got him $780,000.',
      'In 2025 alone, $1.2 million was recovered for Winter Haven families by our team.',
      'Harold won more than 200 jury trials for injured workers over 41 years at this firm.',
      'Our newest partner, Dana Ruiz, tried forty cases to verdict in Tampa. Her results include a $6.1 million verdict for a forklift driver.',
    ],
    leftAlone: [
      "My cousin's lawyer got him $90,000 for a broken wrist. Should I expect the same?",
      "My neighbor's attorney won her $150K for a bad knee, can you do that for me?",
      "A coworker's lawyer got him 40 grand for his back.",
      'The Pickett Foundation gave $180,000 to trauma-recovery programs this year.',
      'This year we awarded $5,000 in grants to three nursing students.',
      'Our firm pledged $25,000 to the Lakeland literacy program, and we won the softball league.',
      "We haven't won every case, and no honest lawyer has.",
      'Our softball team won every game this season.',
      'No lawyer wins every trial, whatever the billboards say.',
      'Our neighbors had a rough year. They settled with their insurer for $40,000 after the storm.',
      'Mr. Diaz, the other driver, was handed a $500 ticket.',
      'Her settlement offer from the insurer was $9,000.',
      'Our paralegal team moved offices. It cost $40,000 to fit out the new floor.',
      'We read in the news that a Dallas jury awarded $4 million to a cyclist.',
      'His $4 million verdict for another firm made headlines, and we congratulate him.',
      'Our newsletter reported that a Tampa jury awarded $3 million to a cyclist.',
      'We are still working on getting the $12,000 your insurer owes you.',
      'After getting a $40,000 hospital bill, many families panic.',
      'Recovering from surgery cost her $40,000 in lost wages.',
      'Harold retired in June after forty-one years; the firm gave $10,000 in his name to the Lakeland trauma center.',
      'We ended up getting a $9,000 quote for the new roof at the office.',
      "My brother-in-law's lawyer ended up getting him nine hundred grand.",
      'Did you win every trial you took last year? I doubt any lawyer can say that.',
    ],
  },
  'past results: job posts, press releases, pride without a subject, texting tails, holiday cards': {
    rule: 'past-results',
    caught: [
      'Join the team that recovered $48 million for injured Floridians last year. Paralegal openings in Lakeland.',
      'LAKELAND, Fla. — Pickett & Moreau Injury Law announced today that it secured a $1.9 million verdict for a Polk County roofer.',
      'Honored to have won $1.3 million for a Winter Haven nurse this year.',
      'From all of us: thank you for a year that brought our clients more than $12 million.',
      'we got ur cousin 45k fr 💯',
      'The roofer we represented after the Bartow fall? Seven hundred eighty thousand, jury verdict.',
      'Proud to have recovered $640,000 for a school-bus driver this spring.',
      'Five years, 212 settlements, zero clients who left empty-handed.',
    ],
    leftAlone: [
      'Thank you, Rosa! It was an honor to win your family $260,000 after everything you went through.',
      "It was an honor to win the Lakeland Chamber's small-business award and its $1,000 grant.",
      'It would be an honor to help you recover what you are owed.',
      'Join the team: salary $85,000 plus benefits, and we won Best Place to Work.',
      'Proud to have raised $6,000 for the Polk County food pantry this spring.',
      'From all of us: thank you for a year that brought our office a new coffee machine and $5 parking.',
    ],
  },
  'past results: records against juries, wins counted against the trials named, Spanish verbs, slang': {
    rule: 'past-results',
    caught: [
      "That's the third seven-figure result for our trucking team this year.",
      'Our office has achieved for the client the sum of 250 thousand dollars.',
      'Le ganamos $85,000 a la aseguradora para la señora Reyes, our client from Haines City.',
      'bro we just hit for 300k on the trucking case',
      'Our trial team is 14-0 in front of Polk County juries.',
      'Want to know what we got a Plant City roofer last year? $410,000.',
      'Twelve trials this year and we won eleven of them.',
      "This holiday season we are proud to say we're still undefeated in front of Polk County juries, a record no firm can match.",
    ],
    leftAlone: [
      'Our softball team is 14-0 this season and undefeated in front of the home crowd.',
      'We hit $30K in donations for the toy drive!',
      "That's the third seven-figure hospital bill we've seen from that clinic this year.",
      "Want to know what a Plant City roofer's case is worth? Nobody can say before the records are in.",
      'Twelve trials this year, and each one taught us something.',
      'Our bowling league team went 9-1 before the playoffs and stayed undefeated at home.',
    ],
  },
  'fee-costs: waiting for money in other words, asking nothing, answers to its own question': {
    rule: 'fee-costs',
    caught: [
      'AMA answer: we take nothing unless you walk away with money.',
      'Zero fee till the check clears for you.',
      'You pay us only if money comes in.',
      'Honorarium: 30% of the won sum, nothing if the case is lost.',
      'Bowling league sponsor! Pickett & Moreau: injured? no recovery, no charge, roll on in 🎳',
      "Voice note: so basically, ma'am, we don't ask for one cent unless we win the case.",
      'Our fees? Only a share of what we win for you.',
    ],
    leftAlone: [
      "We don't charge for the first consultation, whether or not you hire us.",
      "The hospital won't take a payment plan unless you settle the balance first.",
      'Most lawyers take nothing unless they win, but ask them about costs.',
      'Our fee is 33% if we win, and you repay case costs only if we win; if we lose, you owe nothing at all.',
      'No charge for parking until 6 pm.',
      'We take nothing for granted in your case.',
    ],
  },
  'fee-costs: hiring the firm costs nothing until the insurer pays, in a church bulletin and a phone answer': {
    rule: 'fee-costs',
    caught: [
      'Hiring us costs you nothing unless we get you paid.',
      'Payment? You pay us only when the insurance company pays you.',
      'Church bulletin sponsor: Pickett & Moreau will cost your family nothing until we recover.',
      'Representation costs zero until the insurer pays up.',
    ],
    leftAlone: [
      'The consultation costs nothing, and neither does parking.',
      'It costs nothing to call unless you want a copy of your report mailed.',
      'Hiring us costs you nothing unless we win, and case costs are on us either way.',
    ],
  },
};

describeFamilies({ ...PAST_RESULTS, ...FEE_COSTS, ...MORE_VOICES, ...THIRD_PASS, ...SHARED_WORDS, ...FOURTH_PASS, ...FIFTH_PASS }, florida);

/** A New York firm, for the rows of New York advertising. */
const NEW_YORK_FIRM: FirmForCheck = {
  firmName: 'Okafor & Lane LLP',
  responsibleAttorney: 'Ada Okafor',
  address: '100 Court St\nBrooklyn, NY 11201',
  phone: '(718) 555-0100',
  licensedStates: ['NY'],
};

describe('past results in New York advertising', () => {
  const ny = (body: string) => [...rulesOf(NEW_YORK_FIRM, body, 'ATTORNEY ADVERTISING: news')];

  it('finds a result with a paraphrased disclaimer, and none with the exact words', () => {
    const result = 'Last month a Kings County jury returned a $2.3 million verdict for a roofer we represented.';
    expect(ny(`${result} Every case is different; past results do not guarantee future ones.`)).toContain('past-results');
    expect(ny(`${result} Prior results do not guarantee a similar outcome.`)).not.toContain('past-results');
  });
});

/**
 * A sixth pass: a rodeo sponsor announcement, a trivia-night MC, a high-school yearbook ad, a Nextdoor reply, an
 * Instagram carousel, a networking-breakfast pitch, a forwarded Slack message, a county-fair flyer, a translated radio
 * spot and a voicemail to a referring doctor. Amounts as an announcer reads them ("two-point-one million"), results told
 * as the amount and the person with no verb, results rows, an amount standing alone at the end of a story; fee
 * statements as percentages, "on contingency" and "no bill"; and look-alikes: bills, liens, prices and purchases, rule
 * names, and letters about a settlement already paid.
 */
const SIXTH_PASS: Record<string, Family> = {
  'past results: amounts spoken as an announcer reads them': {
    rule: 'past-results',
    caught: [
      'Rodeo sponsor announcement: Pickett & Moreau, folks, the firm that got a Bartow bull rider three-point-two million after a trailer wreck!',
      'Yearbook ad: Congrats, Class of 2026! From the firm that won a Lakeland family one-point-four million last year.',
      'Networking breakfast pitch: we’re the firm that recovered a million and a half for a forklift operator in Auburndale.',
      'Voicemail for Dr. Patel: we wrapped up Mr. Okoro’s case this week, and we got him 2 point 3 million.',
      'Translated radio spot: The lawyers of Pickett & Moreau obtained for a worker of the orange groves the quantity of three hundred thousand dollars.',
      'Forwarded Slack message from Earl: "closed the Diaz case today, 1.2 mil, tell the team"',
      'Translated radio spot: our office has gained for a lady of Haines City 300 thousands dollars after the accident.',
      'We winned for the client 1.5 millions dollars in the court of Polk.',
      'Our lawyers obtained 2 millions of dollars for the family of a worker.',
      'Voicemail for Dr. Patel: Earl got Mr. Okoro two-point-one mil, and he wanted you to hear it first.',
      'Attorney Kowal joined us in 2019. Since then she has won over $10 million for injured riders.',
      'That’s Attorney Brandt on the billboard. Last year she won a jury verdict of $1.1 million for a bus rider.',
      'The Lakeshore spot ends with Attorney Ted Kowal on the courthouse steps. He tried cases in Cook County for nineteen years. In June he won $3.9 million for a CTA rider.',
    ],
    leftAlone: [
      'My brother-in-law’s lawyer got him 2 point 3 million, but I don’t trust that guy.',
      'A Dallas jury awarded three-point-two million for a rider, according to the news.',
      'The adjuster offered four hundred thousand for a case like yours. We said no.',
      'Rodeo sponsor announcement: the bull riders compete for a purse of two-point-five million this weekend.',
      'Our Facebook page gained 300 followers this month!',
      'The town gained 2 million dollars in tax money from the new plant, the paper says.',
      'A lawyer in Dallas made the news this week. He won $4 million for a cyclist, according to the paper.',
      'Our paralegal Maria just got married! In June she won $500 in the office pool.',
    ],
  },
  'past results: the amount and the person, with no verb': {
    rule: 'past-results',
    caught: [
      'Instagram carousel, slide 3: One-point-eight million for a Winter Haven nurse, rear-ended on the Polk Parkway.',
      'County fair flyer from our office: $640,000 for a Lakeland nurse hit by a red-light runner. $1.1 million for a family of four.',
      'Ask us what the firm does. The short version, from the last twelve months: $4.7 million for a scaffold worker, and $1.2 million for a delivery rider.',
    ],
    leftAlone: [
      'Rodeo raffle: we raised $12,000 for a family whose barn burned.',
      'A new roof runs about $15,000 for a family home in Polk County.',
      'A jury might award $100,000 for a rider with a broken leg, but no one can say.',
      'The average settlement in Florida is $30,000 for a rider with a broken wrist.',
      'Life insurance paid $50,000 for a widow in our church, and we helped her fill out the forms.',
      'Yearbook ad: Congrats, Class of 2026! Our scholarship gave $2,000 for a student from Lakeland High.',
      'Per Florida law, PIP pays $10,000 for a driver hurt in a crash, whatever the fault.',
      'Tuition runs $12,000 for a student at the community college.',
    ],
  },
  'past results: results rows with no heading, and an amount ending the story': {
    rule: 'past-results',
    caught: [
      'Our year, in three lines:\n\nA Mulberry roofer who fell from a ladder on a job site — $410,000.\nA Lakeland girl bitten by a neighbor’s dog: $95,000.\nA trucker jackknifed on I-4 by a drunk driver: two-point-one million.',
      'Earl’s last three cases:\n• Rear-ended trucker, I-4 — $640,000\n• Dog bite, 8-year-old girl — $95,000',
      'A few from this year:\n\n• $850,000 — a Sugar Land rider T-boned by a left-turner on 59\n• $1.4 million — a Katy couple run off the road on I-10',
      'Our year:\n\n$410,000: a Mulberry roofer who fell from a ladder.',
      'We took the Haines City crash to a jury in March. Two-point-three million.',
      'Earl tried the Alvarez case in Bartow last spring. The verdict: $1.9 million.',
      'Last month we sat across from State Farm at mediation for a Kathleen teacher. Four hundred twenty-five thousand.',
      'We tried the Hughes case in Bartow in March. The number was $1.2 million.',
      'We took the Ortiz crash to mediation. Final tally: $2.3 million.',
      'Our client was a roofer who fell through a skylight, and we got him a quarter-million.',
      'We convinced a Polk County jury to award $640,000 to a bus driver.',
      'We forced the trucking company’s insurer to pay $1.1 million to a family in Mulberry.',
      'Trivia night MC: bonus round, what did Earl win for a Haines City roofer last spring? Nine hundred fifty thousand dollars, folks.',
      'Nextdoor reply: we handled a case just like this on Lake Parker; the family ended up with $410K.',
    ],
    leftAlone: [
      'What a crash can cost:\n\nAn ambulance ride for a kid hit by a car: $1,200.\nA week in the hospital for a driver hurt on I-4: $40,000.',
      'Our year:\n\n$1,200 — an ambulance ride for a kid hit by a car.',
      'What juries gave in the news this year:\n\n• $3 million — a Miami rider hit by a bus',
      'Our holiday drive:\n\n• $500 — a family whose house burned',
      'We received the hospital’s bill yesterday. $14,200.',
      'We won the chili cook-off at the county fair! $500.',
      'We settled on a date for the client picnic. $10 a plate, kids free.',
      'We got your message about the estimate. $2,400.',
      'We tried the new Thai place by the courthouse. The check was $84.',
      'We took the kids to the fair. The total was $120.',
      'Can a jury be convinced to award $1 million for pain and suffering? Sometimes, but no one can promise it.',
      'Nextdoor reply: my neighbor’s lawyer got her $410K, but who knows if that’s true.',
      'We talked to the adjuster today. Their offer: $25,000.',
    ],
  },
  'past results: bills, liens, prices and purchases beside a result word': {
    rule: 'past-results',
    caught: ['Mr. Pruitt joined us in 2019. Last year he recovered $2.2 million for a crane operator.'],
    leftAlone: [
      'I got the bill you sent from the ambulance company: $2,140 for the transport from the crash to the hospital.',
      'I got the invoice from the tow yard: $640 for the towing and storage.',
      'The estimate from the body shop came in: $8,900 for the repairs.',
      'Medicare’s lien on your case: $12,400.',
      'We got the hospital to cut its lien from $18,000 to $9,000 for your case.',
      'We won the bid for the new office: $1.2 million for the building.',
      'The tow yard charged $640 for the storage, and we got it waived.',
      'The policy limit was $25,000 for a driver in Florida, and that is common.',
    ],
  },
  'fee-costs: on contingency, in any words': {
    rule: 'fee-costs',
    caught: [
      'County fair booth flyer: Pickett & Moreau takes every injury case on contingency.',
      'If you’d like to speak with a lawyer, we take your case on a contingency fee basis.',
      'We’re a contingency-fee firm, start to finish.',
      'All our cases are handled on a contingent basis.',
      'Pickett & Moreau works on a pure contingency.',
      'Our fee is contingent: it depends on winning.',
      'Rodeo sponsor announcement, folks: Pickett and Moreau, they work your case on contingency, so saddle up and call!',
      'We follow the Florida Bar’s rules, and we take every case on a contingency fee basis.',
      'As the rules require, our contingency fee agreement is in writing: 33 1/3% of the recovery.',
    ],
    leftAlone: [
      'Florida’s contingency-fee rules require a written agreement signed by the client.',
      'Rule 4-1.5(f) is Florida’s contingent-fee statute, and it caps fees in medical malpractice cases.',
      'Our contingency plan for hurricane season: the office moves to Zoom.',
      'Contingency-fee lawyers in Florida must put their agreements in writing.',
      'Florida’s contingent fee schedule caps fees at 33 1/3% before a lawsuit is filed.',
      'Under Rule 4-1.5(f), a contingency fee agreement must be signed by the client.',
      'The Texas statute on contingent fees requires a written agreement.',
      'California’s Business and Professions Code section 6147 says a contingency fee contract must state the percentage.',
      'We take every case on contingency, and if there is no recovery you owe nothing for costs either.',
    ],
  },
  'fee-costs: the fee as a percentage, and no bill until a win': {
    rule: 'fee-costs',
    caught: [
      'Our fee is 33% of the recovery.',
      'Our fee: 33⅓% of the gross recovery.',
      'The firm’s fee is 25% before suit and 33% after.',
      'We keep one-third of whatever we recover for you.',
      'Fee schedule: we take 33 1/3% of the gross recovery if the case resolves before suit, 40% after.',
      'Our fee is 33 1/3% of the gross recovery if a case resolves before a lawsuit is filed and 40% if it resolves after, calculated before case expenses are reimbursed.',
      'You won’t get a bill from us unless we win.',
      'Trivia night MC: and remember, Pickett and Moreau don’t send a bill until you get a check!',
      'Networking breakfast pitch: we front the work, and we get a third when the case pays.',
    ],
    leftAlone: [
      'How do contingency fees work in Florida? Most lawyers take a third of the settlement.',
      'We cut the cake into thirds at the office party: a third of it went home with Earl.',
      'The insurer’s adjuster takes 30% of the call time just on hold.',
      'Our fee is 33% if we win, and case costs are ours to carry if we lose.',
      'Typically 33% of the recovery goes to the lawyer in Florida, but ask any lawyer you call about costs.',
      'The parking garage takes 10% off with validation.',
      'Our fee is 33 1/3% of the gross recovery, calculated before case expenses are reimbursed, and if we lose you never repay the expenses.',
      'The hospital won’t send a bill until the insurer pays, under a letter of protection.',
    ],
  },
};

/** Amounts for a person, rows and bare amounts that are someone else's result, a gift, a bail or a lease. */
const SIXTH_PASS_LOOKALIKES: Record<string, Family> = {
  'past results: captions and rows that are the news, a fundraiser, a bail or a lease': {
    rule: 'past-results',
    caught: [
      'Our newsletter this month.\n\nThe short version: $2 million for a cyclist in Tampa, and $640,000 for a nurse in Lakeland.',
      'We took the Diaz case to mediation in May. $310,000.',
      'Recent results from our office:\n\nRear-end crash, Lakeland: $410,000.',
      'Our office, this fall: $95,000 for a Lakeland girl bitten by a neighbor’s dog.',
      'Our office, this fall: $45,000 for a client whose case the insurer denied.',
      'A Polk County jury awarded $2.1 million to a roofer represented by Pickett & Moreau.',
    ],
    leftAlone: [
      'We’re proud of our town.\n\nThe GoFundMe hit $25,000 for a family in Bartow after the fire.',
      'We’re watching the case.\n\nBail was set at $50,000 for a driver charged with DUI in the crash.',
      'We hope someone comes forward.\n\nThe reward is $10,000 for a tip about the hit-and-run driver.',
      'We read the paper every morning.\n\nLast week a Miami jury awarded $3 million for a rider hit by a bus.',
      'Our newsletter this month.\n\nVerdicts around the state this month:\n\nA Miami rider hit by a bus: $3 million.\nA Tampa roofer who fell from a scaffold: $1.2 million.',
      'We got our new office lease signed. $4,000.',
      'We asked the insurer for the policy limits. $25,000.',
      'Our newsletter this month.\n\nA Tampa jury returned $2 million for a cyclist, the paper said.',
      'From our office: Medicare will cover $40,000 for a patient like you.',
      'Big news from our office! New this year: $5,000 for a student who wants to study law.',
      'Our firm’s holiday note: $1,000 for a family in need, one every week in December.',
      'Our clinic update: funeral expenses run $12,000 for a family, on average.',
    ],
  },
};

/** Fee statements in more words, and costs sentences that leave open who pays when nothing is recovered. */
const SIXTH_PASS_FEES: Record<string, Family> = {
  'fee-costs: paid from the recovery, on results, when the client collects, in thirds and in Spanish': {
    rule: 'fee-costs',
    caught: [
      'Our attorneys get paid out of the settlement, never out of your pocket.',
      'We only collect when you collect.',
      'Our lawyers only eat when you eat.',
      'Our lawyers eat only when you eat: no recovery, no fee.',
      'Our attorneys work on contingency.',
      'We don’t get a dime unless you do.',
      'Our fee is 1/3 of the recovery.',
      'Our fee is thirty-three and one-third percent of the recovery.',
      'We’re only paid on results.',
      'Solo cobramos si ganamos su caso.',
      'Injury lawyers usually work on contingency, and we do too.',
      'Lawyers at our firm work on contingency.',
    ],
    leftAlone: [
      'We only collect the mail on Tuesdays.',
      'We only eat when the kids are asleep.',
      'We’re paid on the first of the month, like everyone.',
      'The hospital gets paid out of the settlement under Florida’s lien law.',
      'Your health plan gets paid out of the settlement if it paid your bills.',
      'Contingency fees are common in injury law.',
      'A contingency fee is a percentage of the recovery; the agreement says who pays costs.',
    ],
  },
  'fee-costs: a costs sentence must say who pays them when nothing is recovered': {
    rule: 'fee-costs',
    caught: [
      'No fee unless we win. We advance all case costs.',
      'No fee unless we win. Case costs come out of the settlement.',
      'No fee unless we win. You pay nothing up front, and we advance every case cost.',
      'Our fee is one-third, and case expenses are deducted from your share of the settlement.',
      'No fee unless we win. Court costs and expenses come out of the award.',
      'No fee unless we win. We pay the costs of experts and records as the case goes.',
    ],
    leftAlone: [
      'No fee unless we win. We advance costs, and you never repay them if we lose.',
      'No fee unless we win. You remain responsible for court costs either way.',
      'No fee unless we win, and costs are on us.',
      'No fee unless we win; if there’s no recovery, the costs we advanced are waived.',
      'No fee unless we win. If we don’t recover, you owe nothing for fees or costs.',
      'No fee unless we win. Costs are repaid only out of a recovery.',
      'No fee unless we win. Case costs are our responsibility if we lose.',
      'No fee unless we win. You won’t be charged for costs when the case doesn’t pan out.',
      'No fee unless we win. If the case is unsuccessful, the costs are written off.',
      'No fee unless we win. Case expenses are the client’s, whatever the result.',
      'No fee unless we win. Costs are on the house if we come up empty.',
      'No fee unless we win. You’re on the hook for costs either way.',
      'No fee unless we win. Court costs and expenses come out of the award, and we take the loss if there isn’t one.',
    ],
  },
};

/** A last pass: a tweet thread, a podcast intro, an AI receptionist script and a client-appreciation toast. */
const SIXTH_PASS_LAST: Record<string, Family> = {
  'past results: threads, podcasts, receptionist scripts and toasts': {
    rule: 'past-results',
    caught: [
      'Thread 1/4: Last year our team put $9.6 million back in the hands of injured Floridians. 🧵',
      'Podcast intro: I’m Earl Pickett, and last month a jury gave my client, a forklift operator, one-point-one million.',
      'AI receptionist script: Yes, our firm has handled cases like yours; in March we recovered three hundred fifty thousand dollars for a bus passenger.',
      'Client appreciation toast: To the Hendersons, who trusted us, and to the $875,000 the jury gave them!',
    ],
    leftAlone: [
      'Podcast intro: I’m Earl Pickett, and today we talk about why a $25,000 policy limit is too low in Florida.',
      'Thread 2/4: the average PIP claim in Florida is about $6,000, and most drivers carry only $10,000.',
      'AI receptionist script: I can’t tell you what your case is worth; no one can before the records are in.',
      'Client appreciation toast: To the Hendersons, who raised $8,750 for the children’s hospital!',
    ],
  },
  'fee-costs: threads, podcasts and receptionist scripts, and topics announced': {
    rule: 'fee-costs',
    caught: [
      'AI receptionist script: There’s no charge to hire us unless we win your case.',
      'Thread 3/4: we work on a contingency basis, which means you don’t owe us a fee unless we win.',
      'Podcast intro: at our firm, the fee comes from the settlement, period.',
      'Let’s talk about how we charge: no fee unless we win.',
    ],
    leftAlone: [
      'Podcast intro: today we talk about how contingency fees work across the country.',
      'In this issue we explain how contingency fees are calculated in Florida.',
      'Thread 4/4: the fee comes from the settlement only if there is one, and if there isn’t, you owe nothing for fees or case costs.',
      'AI receptionist script: there’s no charge for parking unless you stay past six.',
    ],
  },
};

describeFamilies({ ...SIXTH_PASS, ...SIXTH_PASS_LOOKALIKES, ...SIXTH_PASS_FEES, ...SIXTH_PASS_LAST }, florida);

describe('fee statements in a letter about a settlement already paid', () => {
  const client = { audience: 'client', sendDate: '2026-11-22' } as const;
  const toClient = (body: string, subject = 'Your settlement check has arrived') => [...rulesOf(florida, body, subject, client)];

  it.each([
    'Your settlement check cleared our trust account this morning. As your contingency fee agreement provides, our fee is one-third, $20,000, and it is shown on the closing statement.',
    'The funds have cleared. Under your contingent-fee agreement, our fee comes out of the settlement before your share is paid.',
    'Before any money leaves the trust account, we will send you a closing statement showing our fee. Florida’s contingent-fee rule requires this statement.',
  ])('finds no fee-costs in “%s”', (body) => {
    expect(toClient(body)).not.toContain('fee-costs');
  });

  it.each([
    'Your settlement check cleared our trust account this morning. If a friend gets hurt, tell them: no fee unless we win.',
    'Thanks for trusting us with your case. Remember, we take your case on a contingency fee basis.',
  ])('finds fee-costs in “%s”', (body) => {
    expect(toClient(body, 'Checking in')).toContain('fee-costs');
  });
});

describe('paraphrased disclaimers in New York advertising', () => {
  const ny = (body: string) => [...rulesOf(NEW_YORK_FIRM, body, 'ATTORNEY ADVERTISING: news')];
  const result = 'This fall we settled a case for a Beacon rider who lost control on a leaf-covered road. $475,000.';

  it.each([
    'Prior results do not guarantee similar outcomes.',
    'Results vary, and past results are no promise of future ones.',
    'Past performance is no guarantee of future results.',
    'Prior results do not guarantee a similar result.',
  ])('finds a result followed by “%s”', (disclaimer) => {
    expect(ny(`${result} ${disclaimer}`)).toContain('past-results');
  });

  it('finds none with the exact words', () => {
    expect(ny(`${result} Prior results do not guarantee a similar outcome.`)).not.toContain('past-results');
    expect(ny(`Two-point-one million for a Queens family. prior results do not guarantee a similar outcome`)).not.toContain('past-results');
  });
});

/**
 * Seventh pass, in voices no round has had: a podcast's episode notes, a union local's newsletter insert, a voicemail the
 * receptionist leaves, a retirement toast printed in the newsletter, a letter translated from Vietnamese.
 */
const SEVENTH_PASS: Record<string, Family> = {
  'past results: spoken amounts in the hundreds of millions and the teens': {
    rule: 'past-results',
    caught: [
      'On the podcast Earl said it plain: we’ve recovered over two hundred million dollars for truck crash victims in Florida.',
      'Brothers and sisters of Local 915, this firm won eighteen million for a crane operator’s widow.',
      'Hi, this is Dana from Pickett & Moreau returning your call. We’ve collected a hundred million for injured riders, so you’re in good hands.',
      'Over thirty years Earl recovered three hundred and fifty million for working families, and tonight we raise a glass to him.',
      'We secured fourteen point two million for a trucker hurt on I-4.',
    ],
    leftAlone: [
      'An eighteen-wheeler can weigh eighty thousand pounds, and we explain what that means for a crash.',
      'The trucking company’s policy covered up to two hundred million dollars, and we got the records.',
      'Our client’s hospital bills reached three hundred thousand dollars before the insurer paid a cent.',
      'The insurer offered nineteen thousand dollars and we said no.',
      'Florida drivers logged two hundred million miles last month, and we handled a few of the crashes.',
    ],
  },
  'past results: the firm’s result covered by the press, told in a relative clause': {
    rule: 'past-results',
    caught: [
      'In the news: the Tampa Bay Times covered the $2.1 million verdict we won for a roofer in March.',
      'Made the headlines this fall: the $900,000 settlement our trucking team negotiated for a Lakeland family.',
      'According to the Ledger, the $1.4 million award our lawyers secured was the county’s largest this year.',
    ],
    leftAlone: [
      'In the news: the Houston Chronicle covered the $3.4 million verdict another firm won for a refinery worker.',
      'In the news: a Polk County jury awarded $3.4 million to a refinery worker, a case we followed closely.',
      'According to the Ledger, a Tampa firm won $1.4 million for a roofer last week; we were not involved.',
    ],
  },
  'past results: other firms turned the case down, the firm won it': {
    rule: 'past-results',
    caught: [
      '“They took my case when two other firms wouldn’t, and they got me $410,000 for my back injury.” (a Bartow ironworker, 2025)',
      'Two other firms wouldn’t touch his case; we took it to trial and won $780,000 for him.',
      'After another lawyer dropped her claim, we recovered $95,000 for her.',
      'Turned down by three other firms, Maria came to us, and we got her $150,000.',
      'Two other lawyers told me to take the $5,000 offer. Pickett & Moreau got me $85,000.',
    ],
    leftAlone: [
      'Another firm got my neighbor $50,000, but we can’t speak to that case.',
      'Two other firms wouldn’t take her case, and a third one later won her $80,000.',
      'We took her case after two other firms wouldn’t; the insurer’s offer was $40,000.',
      'Another firm told me no, and then a different firm got me $60,000.',
      'Another lawyer told me they got my neighbor $50,000.',
    ],
  },
  'past results: what the firm’s work came to, told as “it” after the firm speaks': {
    rule: 'past-results',
    caught: [
      'We’ve made that argument before. Last March it meant $3.2 million for a Mesa grandmother hit by a delivery van.',
      'We’ve pulled the black-box data in a case like this. That approach paid off: $900,000 for a roofer in Bartow.',
      'We’ve taken on delivery companies before. In 2025 it brought two point four million for a Lakeland courier.',
      'We’ve made that argument before. That argument meant $3.2 million for a Mesa grandmother.',
    ],
    leftAlone: [
      'We’ve explained the lien before. Last March it meant $40,000 for the hospital.',
      'We’ve talked about PIP before. It covers $10,000 for a driver’s medical bills.',
      'We’ve seen what a crash costs. It can mean $8,000 for a family’s budget.',
      'We’ve talked about liens before. That work meant $4,000 for the hospital.',
      'We tried the case in May. The trial meant $15,000 in costs for a family.',
    ],
  },
  'past results: one case is no guarantee of another, in the disclaimer’s other words': {
    rule: 'past-results',
    caught: [
      'We won $900,000 for a nurse, and the verdict doesn’t guarantee the insurer will pay on time.',
      'Last month a Polk County jury awarded $1.1 million to a home health aide we represented.',
    ],
    leftAlone: [
      'Last month a Polk County jury awarded $1.1 million to a home health aide we represented. Each case is different, and a result in one case does not guarantee any result in another.',
      'We recovered $400,000 for a roofer. One client’s settlement doesn’t predict the outcome of yours.',
      'Chúng tôi: we obtained $250,000 for a cyclist. The outcome of one case cannot promise a similar outcome for other cases.',
    ],
  },
};

const SEVENTH_PASS_COURT: Record<string, Family> = {
  'past results: a court made the other side pay, in translated English and courtroom words': {
    rule: 'past-results',
    caught: [
      'The judge condemned the company to pay 400 thousand dollars to our client.',
      'The tribunal sentenced the insurer to pay $600,000 to our client.',
      'Our lawyers have put more than ninety million back into the hands of injured families.',
      'Our client left mediation with a number north of seven figures.',
    ],
    leftAlone: [
      'The court ordered our client to pay $500 in costs, which we appealed.',
      'The judge ordered the other driver to pay a $400 fine, and we are still pursuing his insurer.',
      'Our client left the courthouse with a $25 parking ticket, of all things.',
      'We ordered the driver’s phone records; the company had to pay $300 to produce them.',
    ],
  },
};

const SEVENTH_PASS_WRITTEN: Record<string, Family> = {
  'past results: amounts as translated letters write them, with the currency after or in letters': {
    rule: 'past-results',
    caught: [
      'We obtained USD 300,000 for a worker injured at the port.',
      'Our office recovered 450 000 $ for a mother of three.',
      'Last year we got a client 300,000 dollars for a fall.',
      'Our firm won €200,000 for a tourist.',
    ],
    leftAlone: [
      'We won the 5K and 1,500 dollars for the food bank.',
      'Our client’s hospital bills came to 84,000 dollars.',
      'We offered the adjuster our demand of USD 300,000 for a worker.',
      'The insurer offered 40,000 dollars and we refused.',
      'We got 2,000 dollars in parking tickets this year, lol.',
    ],
  },
};

const SEVENTH_PASS_STORY: Record<string, Family> = {
  'past results: a case told in one sentence, its amount in the next or after the jury sided': {
    rule: 'past-results',
    caught: [
      'That scaffold fall we took on in March just paid out. Two point one million.',
      'Proud moment for the team: a jury in Polk County sided with our client to the tune of $2.2 million.',
    ],
    leftAlone: [
      'We slipped on the ice at the office party last year. $1,200.',
      'Our office had a fall festival for the neighborhood. $3,000.',
      'The court sided with our client on the discovery motion, and the insurer’s lawyer billed $4,000 for it.',
      'We took a bad fall in the market this quarter and lost $40,000 on the building.',
    ],
  },
};

const SEVENTH_PASS_FEES: Record<string, Family> = {
  'fee-costs: a lawyer’s bill in general before the firm’s own offer': {
    rule: 'fee-costs',
    caught: [
      'And because a worker with a hurt back cannot also carry the worry of a lawyer’s bill, there is no fee unless we win your case.',
      'Nobody should lie awake over an attorney’s invoice: you pay no fee unless we recover for you.',
      'Forget what a lawyer’s retainer runs these days; with us there is no fee unless we win.',
      'Because hiring a lawyer feels expensive, there is no fee unless we win.',
      'Since many families are scared of lawyers, you pay no fee unless we recover money for you.',
      'If you’ve never hired a lawyer before, don’t worry: there’s no fee unless we win.',
      'Hiring an attorney sounds expensive, but you owe no fee unless we win.',
    ],
    leftAlone: [
      'Most lawyers charge no fee unless they win.',
      'A lawyer’s bill can be scary, so there is no fee unless we win, and if we lose you owe nothing for court costs either.',
      'Many injury lawyers take no fee unless they win.',
      'Most injury lawyers work this way: no fee unless they win.',
      'Most injury lawyers, including the big TV firms, take no fee unless they win.',
      'Most firms work this way: you pay no fee unless they win.',
      'Most injury lawyers say the same thing: no fee unless we win.',
    ],
  },
};

const SEVENTH_PASS_FEE_WORDS: Record<string, Family> = {
  'fee-costs: the firm paid only on a win, in other word orders and translated English': {
    rule: 'fee-costs',
    caught: [
      'If the case does not give money, you will not give us any money for our work.',
      'Our payment comes only when your money comes.',
      'We don’t take a single dollar from you unless the case brings you money.',
      'Payment for the lawyer happens only at the end, and only if there is a victory.',
      'The consultation is free and we charge only if we win.',
    ],
    leftAlone: [
      // "You pay nothing" covers costs too (fee-costs-scope).
      'You pay nothing if we lose.',
      'If we lose, you owe us nothing.',
      'Most firms charge only if they win.',
      'Your rent payment comes only when your check clears, so plan ahead.',
      'We don’t take a single dollar from the settlement until your medical bills are paid.',
      'Payment for the parking happens only at the end, and only if there is a space.',
    ],
  },
};

describeFamilies(
  {
    ...SEVENTH_PASS_FEE_WORDS,
    ...SEVENTH_PASS,
    ...SEVENTH_PASS_COURT,
    ...SEVENTH_PASS_WRITTEN,
    ...SEVENTH_PASS_STORY,
    ...SEVENTH_PASS_FEES,
  },
  florida,
);
