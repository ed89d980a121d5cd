/**
 * Families of outcome and quick-money claims widened in the eighth round, each with look-alikes
 * that must stay clean, in voices no corpus round has had: a high-school football coach's pep talk,
 * a real-estate agent's open-house patter, a flight attendant's announcement, a wedding toast, a
 * gardening column and a dispatcher's radio log. Labelled from the rules and the corpus policies
 * (speed-claims, quoted-claims, fight-wording and guarantee-hedged in tests/fixtures/compliance/README.md).
 */
import { describe } from 'vitest';
import { describeFamilies, type Family, FLORIDA_FIRM } from '../../../tests/support/complianceFamilies';

const FAMILIES: Record<string, Family> = {
  'guarantee: a prediction of the outcome said with confidence, whoever speaks it': {
    rule: 'guarantee',
    caught: [
      'I’m sure we can get you several times what they’re offering.',
      'she’s super confident she can get it way up, probably close to double',
      'He’s pretty sure this one settles for good money.',
      'I am confident a jury would see your case exactly as we see it.',
      'I have no doubt that we shall recover for your boy.',
      'Coach’s honest read: I’m certain a jury sides with you on this one.',
      'Our attorney is convinced your claim will settle for top dollar.',
      'There’s no doubt in my mind this case settles for six figures.',
      'Like I tell buyers at every open house, I just know we’ll get that number way up for you.',
      'Believe me, we can get that offer doubled.',
      'I feel very confident we will recover for your daughter.',
    ],
    leftAlone: [
      'I’m sure you have questions about how this works.',
      'I’m confident we can help you understand your options.',
      'I’m not sure we can get the offer up; it depends on the records.',
      'No one can be sure a jury would see your case as we see it.',
      'I have no doubt that you will recover, with good therapy and time.',
      'I’m sure this one settles the question of who had the green light.',
      'She’s confident she can get the records from the hospital this week.',
      'We are confident the hearing will be set before spring.',
      'Adjusters always sound sure they can get you to take less.',
      'I’m certain the jury would want to see the photos, so keep them safe.',
      'Is she sure she can get it up? Ask her on Monday.',
    ],
  },
  'guarantee: the reader paid, the money in hand, a case that settles well': {
    rule: 'guarantee',
    caught: [
      'And we’ll have you paid within 60 days, period.',
      'We’ll have your family compensated before the trial date ever comes.',
      'We shall not rest until every dollar you are owed is in your hand.',
      'This office won’t stop until the money you deserve is in your pocket.',
      'That’s going to settle well for you.',
      'A case like yours is gonna settle big.',
      'This one will settle for good money, mark it down.',
      'With the other driver cited at the scene and that dashcam footage, you’re going to come out of this just fine.',
    ],
    leftAlone: [
      'We’ll have you sign the release only after you have read every page.',
      'We’ll have you fill out the intake form when you arrive.',
      'Until the check is in your hand, keep every receipt in one envelope.',
      'Dr. Patel says you’re going to come out of surgery just fine.',
      'We hope you come out of this fine, and we are here if you need us.',
      'That’s going to settle the question of who was at fault.',
      'Whether it will settle well is something nobody can promise you.',
    ],
  },
  'guarantee: every case taken is won, said as a condition': {
    rule: 'guarantee',
    caught: [
      'If we take your case, we win your case.',
      'Here’s the deal: we take it, we win it.',
      'When we take on a case, we win it. Simple as that.',
      'If we sign you, you win. That’s our record talking.',
    ],
    leftAlone: [
      'If we take your case, we will tell you in writing what we charge.',
      'If we take your case and win, our fee is a third of the recovery.',
      'If we take your case, we work hard to win it, and we tell you the risks.',
      'Our rule is simple: we take it, we fight it, we tell you the truth about it.',
    ],
  },
  'guarantee: certainty said as if, to prepare, not to promise': {
    rule: 'guarantee',
    caught: ['We cannot lose this one, and I will say so to any jury.'],
    leftAlone: [
      'I will prepare your case as though we cannot lose and try it as though we might.',
      'We train every new lawyer to work as if we could not lose, and to tell clients the truth that we can.',
    ],
  },
  'guarantee: the outcome beyond question, in a long career’s words': {
    rule: 'guarantee',
    caught: [
      'In all my years I have never seen a case like yours fail.',
      'I’d be surprised if you walked away with less than $100,000.',
      'I would be astonished if the insurer did not pay in full.',
      'The money is as good as yours.',
      'The verdict will go our way.',
      'It is only a question of how much the insurer pays you.',
      'The only question is the size of your check.',
      'The outcome of your case is not in doubt.',
      'They will pay, and they will pay handsomely.',
      'We expect to recover the full policy limits for you.',
      'With the driver cited for the crash, your family will want for nothing.',
    ],
    leftAlone: [
      'In all my years I have never seen a case like yours, and I have seen a great many.',
      'I would not be surprised if the insurer asked for a recorded statement; say no politely.',
      'The only question is how much time you need to heal, and that is for your doctor.',
      'The outcome of your case is in doubt until a jury speaks, as every outcome is.',
      'Whether the verdict will go our way is something no lawyer can know.',
      'The policy limits are the most an insurer can pay, so we read the policy first.',
      'The flight attendant reminded us that the exits are as good as anywhere to stand.',
    ],
  },
  'guarantee: success as the firm’s habit, hiring as the outcome, idioms of money coming': {
    rule: 'guarantee',
    caught: [
      'We always get our clients the money they deserve.',
      'Our clients always come out ahead.',
      'When you hire us, you get results.',
      'Hire us and the check is yours.',
      'Trust me, this ends with a check in your hand.',
      'Every client walks out of here with money in their pocket.',
      'You deserve justice and we’ll deliver it.',
      'We turn injuries into settlements.',
      'The odds are overwhelmingly in your favor.',
      'Sit back and let the money roll in.',
      'We’ll have the insurer begging to settle.',
      'Your case has all the makings of a big win.',
    ],
    leftAlone: [
      'We always get our clients’ medical records within a week of asking.',
      'Clients always get a copy of the settlement statement before anything is signed.',
      'When you hire us, you get a lawyer who answers the phone.',
      'Hire us and the paperwork is ours, not yours.',
      'Every client walks out of here with a written fee agreement.',
      'You deserve answers, and we will give them to you honestly.',
      'We turn confusing insurance letters into plain English.',
      'The odds are that the adjuster will call you first; do not give a statement.',
      'Your case has all the makings of a long fight, and we will tell you what that means.',
    ],
  },
  'guarantee: the outcome foretold in formal prose and in slogans': {
    rule: 'guarantee',
    caught: [
      'Rest assured that a favorable resolution of your matter is forthcoming.',
      'Your claim will, in all likelihood, result in substantial compensation.',
      'The result will be a generous settlement.',
      'Victory in your matter is a foregone conclusion.',
      'A favorable verdict is all but certain.',
      'There is no scenario in which you leave empty-handed.',
      'Get the money you deserve - we make it happen.',
      'Win your case with Rivera.',
      'We get you paid. That’s the promise.',
    ],
    leftAlone: [
      'A resolution of the billing dispute is forthcoming from the hospital.',
      'Your claim will, in all likelihood, take months, and we will explain each step.',
      'The result will be a letter from the insurer, which we will read with you.',
      'A favorable verdict is never certain, and no honest lawyer will tell you otherwise.',
      'Want to know your rights after a crash? We make it happen with a free guide.',
      'We get clients paid fast.',
    ],
  },
  'guarantee: likely outcomes, the insurer made to pay, a testimonial’s echo and the same promise in Spanish': {
    rule: 'guarantee',
    caught: [
      'Your case is likely to settle for a good amount.',
      'You’ll most likely recover your lost wages and then some.',
      'From experience, a case like yours brings in at least $50,000.',
      'The insurance company is going to have to cough up.',
      'Once they see our demand, they’ll pay.',
      '“Lakeshore got me everything I asked for, and they’ll get you yours.” - Tom',
      'We win. You get paid. Simple.',
      'It’s going to work out in your favor, I can feel it.',
      'Vas a recibir tu compensación, te lo prometo.',
      'Ganamos tu caso o no pagas nada.',
    ],
    leftAlone: [
      'You should be compensated for your lost wages; Florida law lets you claim them.',
      'Your case is likely to take a year or more, and we will tell you why.',
      'If the other driver was at fault, the insurance company will have to pay.',
      'If we win, you get paid. If we lose, you owe us no fee.',
      'It’s going to be a long winter, so check your tires before the first ice.',
      'Vas a recibir una carta del seguro; no la firmes sin hablar con nosotros.',
      'No podemos prometer que ganaremos tu caso.',
    ],
  },
  'quick-settlement: money before a season, a holiday or the turn of nature': {
    rule: 'quick-settlement',
    caught: [
      'You’ll have your check before Mardi Gras, and you can take that to the bank.',
      'Bring your son’s case to us, and you will have your check before the dogwoods bloom in the spring.',
      'I can tell you that most of our clients are paid well before the next season turns.',
      'Your settlement will be in hand before the leaves turn.',
      'Gardening column sign-off: our clients have their money before the tomatoes ripen!',
      'Expect your check before Labor Day.',
    ],
    leftAlone: [
      'Mail the signed form before Mardi Gras so the insurer has it on file.',
      'We will file before the dogwoods bloom, well inside the deadline.',
      'Your deposition is set for the week before the holidays.',
      'Plant the bulbs before the first frost, and call us if you slip on the ice this winter.',
      'Nobody can promise a check before the next season turns; claims take as long as their facts need.',
    ],
  },
  'quick-settlement: most of our clients paid, most cases settled, within weeks or months': {
    rule: 'quick-settlement',
    caught: [
      'And honestly, most of these settle within a couple of months once your treatment wraps up.',
      'Most of our clients have their money within a matter of weeks of their last doctor’s visit.',
      'Nearly all of our clients get their checks inside of six weeks.',
      'The majority of our cases resolve in under 90 days.',
      'Dispatch log, 14:05: most of our drivers’ claims paid out within a month of the last treatment.',
    ],
    leftAlone: [
      'Most of these take many months to settle once treatment ends.',
      'Most of our clients finish their treatment within a couple of months.',
      'Most of these settle within the policy limits, which is why we check the coverage first.',
      'Most clients hear back from us within a couple of days of calling.',
    ],
  },
  'quick-settlement: speed against waiting, other firms and the reader’s own guess': {
    rule: 'quick-settlement',
    caught: [
      'Our clients rarely wait more than a few weeks for their money.',
      'We move cases fast.',
      'Most folks are paid before the first snow.',
      'Your check could be in the mail within the month.',
      'Our clients see their checks in a fraction of the time other firms take.',
      'You’ll be paid long before you would with another firm.',
      'Clients are often surprised how soon the money arrives.',
      'It won’t be long before you have your settlement.',
    ],
    leftAlone: [
      'Our clients rarely wait for a call back; we answer the phone.',
      'Claims rarely pay out in weeks; most take many months.',
      'We move cases only as fast as your medical treatment allows.',
      'Your deposition will be set within the month, and we will prepare you for it.',
      'Clients are often surprised how long the insurer takes to answer.',
      'It won’t be long before the leaves turn, so clear your walkway of wet leaves.',
    ],
  },
  'quick-settlement: money before the body heals, the rent or the wait': {
    rule: 'quick-settlement',
    caught: [
      'Many clients have their checks before their casts come off.',
      'Money in your account before your next rent is due.',
      'Our clients don’t wait long for their money.',
      'Most of our folks are paid before they finish physical therapy.',
    ],
    leftAlone: [
      'Keep your receipts until your cast comes off.',
      'You may get your PIP check before you finish therapy.',
      'Our clients don’t wait long for a call back.',
      'Do not sign anything before your stitches are out and your doctor has seen you.',
    ],
  },
  'quick-settlement: a fast case told, then the reader’s offered as the same': {
    rule: 'quick-settlement',
    caught: [
      'That one wrapped up in like 5 weeks after the demand, so yours could move fast too.',
      'Our last client’s claim was done in a month; yours should go just as quick.',
      'Ladies and gentlemen, that flight landed early, and your claim could close just as fast with us.',
    ],
    leftAlone: [
      'That one wrapped up in 5 weeks, but yours could take much longer; every case is different.',
      'Don’t expect yours to move that fast: that case had no injuries to treat.',
    ],
  },
  'quick-settlement and guarantee: other people’s promises of fast money, named to answer them': {
    rule: 'quick-settlement',
    caught: [],
    leftAlone: [
      'You’ll hear ads promising money fast. We won’t promise that.',
      'If you’ve driven I-77 lately, you’ve seen the lawyer billboards shouting ‘GUARANTEED RESULTS!’ and ‘CASH IN DAYS!’ Here’s our take: no honest lawyer can guarantee how a case will turn out.',
      'The toast went long, but the best man had it right about the commercials promising cash in days: be careful.',
    ],
  },
  'guarantee: other people’s promises named to answer them': {
    rule: 'guarantee',
    caught: [],
    leftAlone: [
      'You’ll hear ads promising money fast. We won’t promise that.',
      'Those commercials guaranteeing a big win are selling something; we don’t.',
    ],
  },
};

describe('outcome and quick-money families of the eighth round', () => {
  describeFamilies(FAMILIES, FLORIDA_FIRM);
});
