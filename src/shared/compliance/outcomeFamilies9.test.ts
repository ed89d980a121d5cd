/**
 * Families of outcome and quick-money claims widened in the ninth round, each with look-alikes
 * that must stay clean, in voices no corpus round has had: a barbershop regular's chair-side talk,
 * a fishing-charter skipper, a horse-racing handicapper's tip sheet, an Irish grandmother's letter,
 * a bingo caller, a bakery's newsletter and English translated from Russian and Polish. The
 * families grow from the eighth held-out set's disagreements (the reader "settled before
 * Christmas", "I'd be shocked if you walked away with less than fifty", "we'll make sure you get
 * your share", "we won't rest till you're paid", a payout "coming — we make sure of it", money "in
 * weeks, not years", a check "before the first of the year") to the wordings around them.
 * Labelled from the rules and the corpus policies (speed-claims, quoted-claims, fight-wording and
 * guarantee-hedged in tests/fixtures/compliance/README.md).
 */
import { describe } from 'vitest';
import { describeFamilies, type Family, FLORIDA_FIRM } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: the reader settled up, not the reader seated': {
    rule: 'guarantee',
    caught: [
      'Folks in your spot, with a log truck and a clear police report, we’ll have you settled before Christmas.',
      'Skipper’s word: we’ll have you settled up before the charter season opens.',
      'Grand so, we’ll have you settled and the money in the credit union by Easter, pet.',
      'The horse is in the gate: we will get you settled up with that trucking outfit by spring.',
      'We will have you settled in a few weeks, that is our method.',
    ],
    leftAlone: [
      'We’ll have you settled in the conference room with a coffee before the deposition starts.',
      'We’ll get you settled into the waiting room, and the nurse will call you.',
      'Once we have you settled, we’ll go over the intake forms.',
      'We’ll have you settled at the back table for bingo, where the light is better.',
      'Will we have you settled by spring? No one can tell you that honestly.',
    ],
  },
  'guarantee: a hedged prediction of the amount or the verdict, said as surprise': {
    rule: 'guarantee',
    caught: [
      'I’d honestly be shocked if you walked away with less than fifty.',
      'I’d be surprised if you saw less than forty grand out of this one.',
      'I would be astonished if a Harris County jury did not find in your favor.',
      'I’d be amazed if the jury didn’t side with you, love.',
      'It would surprise me if this didn’t settle before trial.',
      'Can’t see a jury ruling against you, not with that dashcam.',
      'From the handicapper’s chair: I cannot imagine any jury finding against you on this form.',
    ],
    leftAlone: [
      'I’d be surprised if you didn’t have questions about the forms.',
      'Honestly, I’d be shocked if the adjuster called you back before Friday.',
      'Don’t be shocked if the first offer comes in under $5,000; that is how they open.',
      'You’d be surprised how often a jury finds for the defense.',
      'I’d be surprised if the jury didn’t find this part hard to follow.',
      'I’d be shocked if they didn’t take a recorded statement from you already.',
      'I can’t see a jury hearing this case before next autumn, the docket is that full.',
    ],
  },
  'guarantee: the reader’s share or what is rightfully theirs, promised': {
    rule: 'guarantee',
    caught: [
      'We’ll make sure you get your share.',
      'We’ll see to it you get what’s rightfully yours.',
      'Our whole job is making sure you collect your fair share.',
      'You’ll walk away with what’s rightfully yours, and then some.',
      'Our office will ensure that you receive your full share, this is certain.',
    ],
    leftAlone: [
      'Make sure you get your share of the fault explained before you give a statement.',
      'At the picnic, the deacons made sure everyone got their share of the pie.',
      'Make sure you get your share of the cake before the bingo cards go out.',
      'Most of our clients will get their share within a year, but some wait longer.',
      'Nobody can promise you will get what’s rightfully yours; we can promise to work for it.',
    ],
  },
  'guarantee: not resting till the reader is paid, and instructions that only look like it': {
    rule: 'guarantee',
    caught: [
      'We won’t rest till you’re paid every dollar.',
      'Ain’t quittin’ til you’re made whole, that’s the barbershop promise.',
      'We keep fishing ’til you are compensated, simple as that.',
      'We will not stop till your family is paid in full.',
    ],
    leftAlone: [
      'Keep every receipt till you’re reimbursed by your health plan.',
      'Hold on to the receipts until you are paid back.',
      'Save the pharmacy slips til you’re reimbursed, and bring them to the bakery counter if that’s easier.',
      'Till you’re healed, rest, and let us handle the phone calls.',
    ],
  },
  'guarantee: certainty tagged on after the outcome': {
    rule: 'guarantee',
    caught: [
      'That payout is coming — we make sure of it.',
      'Your settlement’s on its way, count on it.',
      'Your check’s coming, I’ll see to it.',
      'You’ll be paid, no doubt about it.',
      'The money will be yours, you can bank on that.',
    ],
    leftAlone: [
      'We return every call the same day, count on it.',
      'Your records request goes out Monday — we make sure of it.',
      'The settlement conference is set for March; we’ll make sure of it.',
      'I’ll see to it that your records reach the doctor before Friday.',
      'Will you get paid? No question about it, that’s the thing everybody asks first.',
      'Bingo starts at seven sharp, count on it.',
    ],
  },
  'guarantee: texting without the verb, and "no cap"': {
    rule: 'guarantee',
    caught: ['no cap u getting paid off this one', 'y’all getting that bag fr', 'yall getting compensated, trust'],
    leftAlone: [
      'are u getting paid by ur job while ur out?',
      'if u getting paid by ur job while ur out, lmk so we can note it',
      'thank u getting those pics over so fast!!',
      'no cap, the adjuster is gonna call u, don’t give a statement',
    ],
  },
  'guarantee: the reader flush, and the case a certainty, in idioms': {
    rule: 'guarantee',
    caught: [
      'You’ll be laughing all the way to the bank.',
      'Stick with us and you’ll be sitting pretty when this is over.',
      'You’ll be in the money by summer, lad.',
      'This one’s a dead cert, I’ve seen a thousand like it.',
      'Your claim is the odds-on favorite, and we don’t back losers.',
      'This claim is a shoo-in.',
      'Honestly, your case is a safe bet.',
      'That insurer is going to have to open its checkbook.',
      'Put your money on us: you’re coming out of this ahead.',
    ],
    leftAlone: [
      'The insurer will be laughing all the way to the bank if you sign that release.',
      'You’ll be sitting pretty in the front row at our client picnic.',
      'It’s a safe bet the adjuster will call you this week.',
      'Is your case a shoo-in? No case is, and anyone who says so is selling something.',
      'The favorite in the third race is a dead cert, my uncle says, but a claim is no horse race.',
      'Will the insurer open its checkbook? Only if the evidence is strong.',
      'Are you coming out of this ahead? Only you can judge, after fees and costs.',
    ],
  },
  'guarantee: what the reader has coming, a number to please, and the firm’s present tense': {
    rule: 'guarantee',
    caught: [
      'We’ll get you what you have coming.',
      'Money you will get, one hundred percent.',
      'We’ll get you a number you’ll be happy with.',
      'We get you the compensation you deserve.',
      'Our firm gets you paid. Full stop.',
    ],
    leftAlone: [
      'We’ll tell you what you have coming up next week: a deposition and a doctor visit.',
      'How much money you will get, no one can say for sure.',
      'We can’t promise a number you’ll be happy with; we can promise to explain every offer.',
      'We’ll get you a deposition date you’ll be happy with.',
      'Our firm gets you the answers you deserve about the process.',
    ],
  },
  'guarantee: a case beyond doubt, a check with the reader’s name on it, and translated certainty': {
    rule: 'guarantee',
    caught: [
      'There’s a check out there with your name on it, and we’ll go get it.',
      'Sign with us and you’re home free.',
      'Your claim is as good as gold.',
      'Your case is airtight, pet.',
      'You’ve got a bulletproof case there, friend.',
      'Our lawyers always achieve the positive result.',
      'We will achieve a favorable result for you, do not doubt.',
      'Your case will be won, this is our experience.',
      'You will not stay without money, we take care.',
    ],
    leftAlone: [
      'No case is airtight, and we will tell you where yours is weak.',
      'We want your case to be airtight before we file it.',
      'Is your case airtight? Few are, at the start.',
      'An airtight case starts with photos and the police report.',
      'Your case is airtight on liability, but the damages will be a real fight.',
      'The baker’s word is as good as gold, and so is her bread.',
      'Once the bingo hall is paid off, the church is home free.',
      'We will achieve a good result in getting your records on time.',
      'Whether your case will be won is something no honest lawyer can tell you today.',
      'The billboard firm will tell you that you’ll have a check with your name on it by Friday. Don’t believe it.',
      'Anyone who tells you your claim is a shoo-in is selling something.',
      'We won’t tell you you’re home free; no case is.',
    ],
  },
  'guarantee: hedged predictions of the handicapper’s kind': {
    rule: 'guarantee',
    caught: [
      'I like your chances.',
      'Honestly? Your odds look real good.',
      'You should come out well ahead on this one.',
      'This should settle for a good amount.',
      'A case like this settles for a tidy sum.',
      'I’d put money on you winning this.',
      'I’d bet the farm on us getting you paid.',
      'My gut says you’ll do very well out of this.',
    ],
    leftAlone: [
      'I like your chances of getting an appointment this week better than mine.',
      'Your odds look good for a quick physical-therapy recovery, the doctor says.',
      'I’d put money on the adjuster calling you before Friday.',
      'You should come out of physical therapy well ahead of where you were.',
      'Do I like your chances? It is too early to say, and I won’t guess.',
      'It should settle for a good amount of time before you paint over the patch.',
    ],
  },
  'guarantee: the case brought home, won before it is tried, and a jury’s award foretold': {
    rule: 'guarantee',
    caught: [
      'We’re going to bring this one home for you.',
      'Easy W, trust the process.',
      'Consider it won.',
      'We don’t know how to lose.',
      'Losing isn’t in our vocabulary.',
      'In my experience a jury will compensate you generously.',
      'Twelve citizens of Harris County will see it your way.',
      'Your case is before a good court. The verdict will be yours.',
      'We will return to you all your losses.',
    ],
    leftAlone: [
      'We’ll bring this home to you in person if you can’t come in.',
      'We’ll bring the signed forms home to you.',
      'Consider it done: your records request goes out today.',
      'The check will be yours once the lien is paid and the release is signed.',
      'We don’t know how long it will take, and we won’t guess.',
      'Losing isn’t the end; you can appeal.',
      'We will return your call within a day.',
      'The win is yours, kid, best pie at the county fair!',
      'Whether the verdict will be yours is up to twelve strangers, not to me.',
      'Twelve jurors will decide this case, not the adjuster and not us.',
    ],
  },
  'guarantee: the reader’s money said to arrive, before anything is agreed': {
    rule: 'guarantee',
    caught: [
      'Your settlement check will arrive within 30 days.',
      'Your money will be in your account before Thanksgiving.',
      'Your check’s going to be in the mail by Friday.',
      'The compensation will reach you within weeks.',
    ],
    leftAlone: [
      'Your check will arrive within ten days of the signed release.',
      'Your case settled on Monday. Your check will arrive within 30 days.',
      'If the case settles, your check will arrive within about 30 days of the release.',
      'Your PIP check will arrive within 30 days of the claim.',
      'Your refund check from the hospital will arrive by Friday.',
      'The insurer accepted our demand; your check will arrive within 30 days.',
      'Usually the check will arrive about a month after everything is signed.',
      'Will your check arrive before Christmas? Nobody can promise that.',
      'Your check may arrive before the holidays, but nobody can promise a date.',
    ],
  },
  'quick-settlement: weeks, not years': {
    rule: 'quick-settlement',
    caught: [
      'Here is what most people miss: there is money on the table for people hurt like you. We’ll make sure you get your share, and our clients usually see it in weeks, not years.',
      'A well-organized file is a large part of why our clients usually see their settlement checks in weeks rather than years.',
      'Most of our folks have their money in weeks instead of the usual years.',
      'Days, not months: that’s how fast we get riders paid.',
      'There is money set aside for riders hurt on the job. Most of our riders have it in hand within a few weeks.',
      'At our firm the compensation comes in weeks — not the years other firms need.',
    ],
    leftAlone: [
      'Physical therapy usually shows results in weeks, not months.',
      'Bruises heal in days, not weeks, but back pain can last.',
      'The adjuster will push you to settle in weeks rather than months; don’t.',
      'Send us the police report and the photos. We usually get them within a few days.',
      'Your PIP benefits pay medical bills. Most people see them within two weeks of the claim.',
      'Most injury claims take months, not weeks, and a fair one is worth the wait.',
    ],
  },
  'quick-settlement: the first of the year, the year out, and other near dates': {
    rule: 'quick-settlement',
    caught: [
      'You’ll have a check in your hand before the first of the year.',
      'Money in your account by the first of the month, that’s how we roll.',
      'We’ll have you paid before the year is out.',
      'Your settlement money before year-end, like the last catch before the ice.',
    ],
    leftAlone: [
      'Please send us the medical bills before the first of the year.',
      'Our office closes before the first of the year; call the main line after that.',
      'Rent is due by the first of the month, so tell us if you need a letter for your landlord.',
    ],
  },
  'quick-settlement: the body’s calendar, calques of "soon", and turnarounds': {
    rule: 'quick-settlement',
    caught: [
      'Most of our checks go out before your bruises fade.',
      'You’ll have your settlement before the swelling goes down.',
      'Cash while you’re still on crutches.',
      'Payment you receive in the nearest time.',
      'Money within short time, this is our method.',
      'We have a two-week turnaround on most settlements.',
      'Ask about our 30-day settlement program.',
      'Our average case closes in 47 days.',
      'We can have a check cut within ten business days of signing.',
    ],
    leftAlone: [
      'Call us before your bruises fade, while the photos still show them.',
      'The PIP check usually comes before your next paycheck.',
      'Your doctor wants you off crutches within six weeks; the claim itself will take longer.',
      'Florida law gives insurers a 30-day window to pay PIP benefits.',
      'Most cases close in months or years, not weeks.',
      'Our office closes in fifteen minutes on Fridays, so call before then.',
    ],
  },
  'quick-settlement: a wee while, warp speed, two weeks tops': {
    rule: 'quick-settlement',
    caught: [
      'You’ll have the money in a wee while, love.',
      'We settle at warp speed.',
      'Money in hand: two weeks, tops.',
      'Your check’s yours in a couple weeks, give or take.',
    ],
    leftAlone: [
      'The truck hit you at full speed, and the insurer will have to answer for it.',
      'Two weeks, tops, is how long the body shop needs for your car; the injury claim takes longer.',
      'Rest a wee while before you drive again, the doctor says.',
    ],
  },
  'quick-settlement: not waiting on the money, and a bill coming due': {
    rule: 'quick-settlement',
    caught: [
      'You won’t be waiting on your money long.',
      'We’ll have you cashing a check before your first PT bill comes due.',
      'Most of my clients are holding a check within ninety days.',
    ],
    leftAlone: [
      'Don’t wait long to call; your PIP deadline is fourteen days.',
      'You won’t be waiting long for a call back from us.',
      'Send us your bills before your next payment is due, so we can track them.',
    ],
  },
  'quick-settlement: a span as an answer, a label’s value, or a slogan’s second half': {
    rule: 'quick-settlement',
    caught: [
      'Your check? Two weeks, maybe three.',
      'The money? Weeks, not months.',
      'Time to payout: 3 weeks on average.',
      'Average payout time: 21 days.',
      'From crash to check: 45 days.',
      'Signed Monday, paid by Friday.',
      'Hurt on Monday, check by the weekend — that’s the Pickett way.',
    ],
    leftAlone: [
      'Your check? Weeks away, maybe months; the insurer is slow and nobody can say.',
      'The money? Weeks or months, it depends on your treatment.',
      'Your settlement? Years, sometimes.',
      'Your check? We mailed it Tuesday.',
      'Your settlement? Days of back-and-forth with the adjuster, then a signature.',
      'Time to file: 14 days for PIP, two years for most injury suits.',
      'From crash to check, the steps are: treatment, demand, negotiation, release.',
      'Average time in physical therapy: 6 weeks.',
    ],
  },
  'quick-settlement: the firm’s speed, with an adjuster named as the one pushed': {
    rule: 'quick-settlement',
    caught: [
      'We can usually get drivers a check in a few weeks, not months, because we know exactly which adjuster desk to push.',
      'We get clients paid within weeks, since we know which adjuster to lean on.',
    ],
    leftAlone: [
      'The adjuster will push you to take a check within days; don’t.',
      'The adjuster is in a hurry to settle; we are not.',
      'Adjusters want you paid fast and cheap, within a week if they can manage it.',
    ],
  },
  'quick-settlement: words of haste, and other people’s haste': {
    rule: 'quick-settlement',
    caught: [
      'We get clients their settlement money in a fortnight.',
      'Your check without delay, that’s our promise.',
      'We get folks paid in a hurry.',
      'Money in short order, like a good bingo night.',
    ],
    leftAlone: [
      'Don’t settle in a hurry.',
      'We return calls promptly and answer every email within a day.',
      'Report the crash without delay, or your benefits may not be paid.',
      'The bakery sells out in short order on Saturdays, so come early.',
    ],
  },
  'quick-settlement: denials and the jury’s pace are not promises of speed': {
    rule: 'quick-settlement',
    caught: [],
    leftAlone: [
      'There’s a billboard on Route 17: “GUARANTEED RESULTS! CASH IN 30 DAYS!” No honest lawyer can guarantee a result, and no lawyer can promise you cash in thirty days.',
      'Nobody can promise you a payout by Christmas.',
      'In September a Harris County jury returned a verdict of $3.1 million after deliberating a little under six hours.',
      'The jury was out less than three hours before awarding her $250,000.',
      'After closing arguments the jury took under two hours to return $400,000 for the widow.',
    ],
  },
};

describe('outcome and quick-money families, round nine', () => {
  describeFamilies(FAMILIES, FLORIDA_FIRM);
});
