/**
 * Wordings, rule by rule: what each detector must catch however it is phrased, and the
 * look-alikes it must leave alone. Written for the detectors' phrase families and grammar
 * (negation, hedging, quotation, questions), not copied from the labelled corpora, which the
 * bench measures (npm run bench:compliance).
 */
import { describe, expect, it } from 'vitest';
import { checkEmail } from './check';
import type { CheckContext, FirmForCheck } from './types';
import { describeFamilies, type Family, NEWSLETTER as newsletter, TEXAS_FIRM as texas } from '../../../tests/support/complianceFamilies';

const WORDINGS: Record<string, Family> = {
  'claims of certainty about the outcome': {
    rule: 'guarantee',
    caught: [
      'Your case is a sure thing.',
      'We get results every single time, no exceptions.',
      'We will win your case.',
      "You're going to win this one.",
      'Hire us and you WILL win. Period.',
      'Lakeshore WILL get you paid.',
      "We'll get you the compensation you deserve.",
      'I am sure you will get a very good settlement.',
      "I believe we'll win this one.",
      "The attorney is confident we'll get you a good amount.",
      'With all security we will obtain the compensation for your truck.',
      'Every one of our clients will receive the full compensation they deserve.',
      "You'll definitely get paid.",
      "We won't rest until you're paid in full.",
      "We'll fight until they get every dollar they deserve.",
      "I'll make sure you come out of it whole.",
      "We'll make sure they're fully compensated.",
      'Your case will end with a check in your hand.',
      "It's open and shut.",
      'This case is a slam dunk.',
      'We always win.',
      'Our clients always get paid.',
      'We win every case we take.',
      "You're bound to get a fair settlement.",
      'You have an excellent chance of winning.',
      'Guaranteed compensation for your injuries.',
      'My promise to you: maximum compensation.',
      'Without a doubt, we will win.',
      'You will not pay anything up front and you will win.',
      'Trust me, this case is a winner.',
      'We will obtain for you the maximum compensation.',
      'You can count on a fair settlement.',
      'With us, winning is certain.',
      'We can guarantee a positive result.',
      "Don't worry, you're going to get paid.",
      "I've seen a hundred cases like yours and every one of them paid out.",
      'The insurance company will have to pay you, no question.',
      "You won't walk away empty-handed.",
      'I know how to win for you.',
      "We'll make the insurance company pay.",
    ],
    leftAlone: [
      'No lawyer can guarantee the outcome.',
      'No lawyer can guarantee the outcome of a case, and anyone who does is selling something.',
      "I can't promise you a result. No honest lawyer can.",
      'We guarantee a call back within one business day.',
      'Will I win my case? Nobody can say on a first call.',
      'If we win, you will be paid from the settlement after the liens are resolved.',
      "Once your case settles, you'll receive your check from our trust account.",
      'Crosswalk or not, a two-ton car wins every time.',
      "I'll take good care of him.",
      'We fight for you until the end.',
      'Beware the lawyer who promises you will win.',
      'You have seen the billboards. "Guaranteed results!" Here is the truth.',
      'Most cases settle before trial.',
      'Some clients will recover more than others; every case is different.',
      'The insurer will get its money back from the settlement.',
      "You'll get a copy of the settlement statement to review.",
      'Our no-win, no-fee guarantee means you owe nothing for costs either if we lose.',
      'You can expect a settlement offer in 30 to 45 days.',
      'The insurer will pay for your rental car under your PIP coverage.',
      'If the other driver was at fault, the insurance company will have to pay you for your losses.',
      'Every client gets a weekly update from their paralegal.',
      'You will get a check-up at the clinic on Monday.',
      'You will have to repay the settlement advance if you lose.',
      "We'll win your trust by returning every call.",
      'You can expect a call from our intake team today.',
    ],
  },
  'unverifiable superiority': {
    rule: 'comparison',
    caught: [
      'No other firm in Illinois fights harder for accident victims.',
      'Nobody in Broward fights harder for crash victims than we do.',
      "There isn't a lawyer in Houston who outworks this office.",
      'No other abogados fight like ours.',
      "You won't find a better injury lawyer in Texas.",
      'There is no better firm for truck cases.',
      'We are the best injury lawyers in Houston.',
      "Miami's top-rated injury lawyers, here for you.",
      'The most experienced wreck lawyers in Charlotte.',
      'We get better results than the big billboard firms.',
      'Our trial record is second to none.',
      'We outwork every other firm in town.',
      'Piedmont Injury Law is the number one firm for the Latino community.',
      'We are the firm with the most cases won for Hispanic workers.',
      'Voted best personal injury firm in Houston.',
      "We're simply the best.",
      'We win the biggest verdicts in Texas.',
      'Why settle for anything less than the best?',
      "Houston's #1 choice for injury victims.",
      "Houston's favorite injury lawyers.",
      'Unlike other firms, we actually return your calls.',
      'A cut above the rest.',
    ],
    leftAlone: [
      'The best way to reach us is by email.',
      'We always act in your best interests.',
      'Distracted driving is one of the leading causes of crashes.',
      'A referral is the best compliment a lawyer can get.',
      'How to choose the best lawyer for you.',
      'No lawyer can promise better results than the facts allow.',
      'Nobody knows your injuries better than your doctor.',
      'No one wants more medical bills.',
      'The most experienced drivers still crash on black ice.',
      'Best regards, Marco',
      'There is no better time to check your tires than before a trip.',
      'Named to Best Lawyers in America by a national publication.',
      "Unlike other states, Texas lets you sue an employer that has no workers' compensation.",
      'We explain why the biggest settlements go to people who keep every medical record.',
    ],
  },
  'past results without the disclaimer': {
    rule: 'past-results',
    caught: [
      'In October we settled a rear-end case for a welder for $385,000.',
      '"Ellen got me $95,000 after the adjuster offered me $7,500." - Darnell',
      "We've won over five hundred of these cases.",
      'We win about 98 percent of our cases.',
      'Our trial team secured a $2.3 million verdict for a Bronx cyclist.',
      'Over 1,200 injury cases resolved since 2015.',
      'Our attorneys recovered more than $31 million for injured Texans this year.',
      'Over $250 million recovered for Floridians.',
      'Nine out of ten of our clients recover compensation.',
      'Nine out of ten clients who hire us recover compensation.',
      'Last month we won the trial against the trucking company.',
      "We've never lost a case.",
    ],
    leftAlone: [
      'Florida PIP pays up to $10,000 of your medical bills.',
      'The adjuster offered $7,500, which is typical for a first offer.',
      'According to news reports, an Ohio jury awarded $5 million to a trucker.',
      'We recovered $250,000 for a client last year. Past results do not guarantee future outcomes.',
      'Nine out of ten cases settle before trial.',
      'Texas juries returned $2 billion in verdicts last year, according to a news report.',
    ],
  },
  'contingency fees without the costs disclosure': {
    rule: 'fee-costs',
    caught: [
      "There's zero cost to you unless we win your case.",
      'No fee unless we win.',
      'No win, no fee.',
      'We only get paid if we win.',
      'We work on a contingency fee basis.',
      'You do not pay attorney fees unless we win.',
      "You won't owe us a penny in attorney's fees unless we recover money for you.",
      'We do not charge fees if we do not win.',
      'No cobramos honorarios si no ganamos.',
      'Our fee comes out of your settlement, and only if we win.',
      "If we don't win, you don't pay us a fee.",
      'Our fee is contingent on your recovery.',
      'We charge 33% only if we win.',
      'No fee unless we win. No upfront costs.',
    ],
    leftAlone: [
      'Free consultation, no obligation.',
      'You pay nothing unless we win.',
      'No fee unless we win, and if there is no recovery you owe nothing for case costs either.',
      'We work on a contingency fee. If there is no recovery, you do not repay the costs we advanced.',
      'Most injury lawyers work on a contingency fee; ask whether you would repay costs if you lose.',
    ],
  },
  'quick money': {
    rule: 'quick-settlement',
    caught: [
      'We get clients paid fast.',
      'We can usually get cash in your hands within weeks.',
      "We'll have a check to you in a few weeks.",
      'Your settlement check will arrive in weeks, not in months.',
      'Most of our clients are paid within weeks, not years.',
      'We fast-track your settlement.',
      'Need cash fast after your accident?',
      'Quick settlements for injured Texans.',
      'Settlements in as little as two weeks.',
      'We move fast so you get your money sooner: cash in days, not months.',
      'Get paid faster with Ruiz Trial Lawyers.',
    ],
    leftAlone: [
      'Quick tips for driving in the snow.',
      'We wish you a quick recovery.',
      'A quick settlement from the insurer might sound tempting, but early offers are often low.',
      'Anyone who promises a fast check is guessing.',
      'Settlements rarely happen quickly.',
      'If the insurer sends you a check, call us right away.',
      'Some cases wrap up in months, others take a year or more.',
      'Your PIP claim must be filed within 14 days or your benefits may not be paid.',
      "The insurance company may offer you a quick settlement; don't take it before you know your injuries.",
    ],
  },
  'specialist claims': {
    rule: 'specialist',
    caught: [
      'Our lawyers are specialists in trucking cases.',
      'We specialize in bicycle and pedestrian cases.',
      "Piedmont Injury Law: Charlotte's motorcycle accident specialists.",
      "Yes ma'am, car wrecks are our specialty.",
      'Our expertise in Florida injury law has grown with the firm.',
      'Our attorneys are experts in car, motorcycle and slip-and-fall cases.',
      'It helps to have personal injury experts in your corner.',
      'Mr. Ruiz is an expert in trucking litigation.',
      'Nuestros abogados son expertos en accidentes de trabajo.',
      'Trust the experts at Ruiz Trial Lawyers.',
      'Specialized injury attorneys, on your side.',
      'Meet our team of experts in personal injury law.',
      'Somos especialistas en accidentes de camiones.',
      'Our legal team includes experts in medical malpractice law.',
    ],
    leftAlone: [
      'Expert witnesses explain the injuries to a jury.',
      'TxDOT safety experts say speeding is a leading cause of crashes.',
      'We might hire an accident reconstruction expert to read the black box.',
      'Please keep going to the specialist your doctor referred you to.',
      'We focus on car and truck wrecks; our practice is limited to injury cases.',
      'We handle only personal injury cases.',
      'We do not claim any expertise in immigration law.',
      'Our intake specialist will call you today.',
      'Marco Ruiz is board certified in personal injury trial law by the Texas Board of Legal Specialization.',
      'Ask a specialist at the DMV about your license.',
      "The insurance company's experts will try to minimize your injuries.",
      'The hospital offers specialized medical care for burns.',
      'Our case managers are experts at keeping you informed.',
      'Ask your doctor whether you need a specialist.',
      "Experts in accident reconstruction can read the truck's black box.",
    ],
  },
  'invented urgency': {
    rule: 'false-urgency',
    caught: [
      "This offer won't last.",
      'Only three free consultations left this week.',
      'Call in the next 24 hours or lose your chance.',
      'Spots are filling fast.',
      "I'm only taking on two more new clients before the end of the year.",
      'Our December consultation calendar is almost full.',
      'This free case review offer expires Friday at 5 p.m.',
      'After Friday, we cannot promise a spot.',
      "I'd lock this in today if I were you.",
      'I recommend you decide today, because the attorney only has two appointments left.',
      'Free case reviews are only open through this Friday.',
      'Our calendar fills up fast, so book your free review now.',
      'First come, first served: free case reviews this week.',
      "Don't let this opportunity slip away.",
      'Offer valid through December 31.',
      'Last day to claim your free case review!',
      "We're almost fully booked for December.",
      "Don't wait until it's too late.",
      'Book by Friday to secure your free review.',
    ],
    leftAlone: [
      'Georgia generally allows two years to file an injury claim.',
      'Please RSVP by December 5 so we know how many to expect.',
      'See a doctor promptly after a crash.',
      'Hurricane season ends November 30.',
      'Call us today for a free consultation.',
      'The insurer says its offer expires Friday; do not let that rush you.',
      "There's no need to rush a decision over Thanksgiving.",
      'Evidence like camera footage disappears quickly, so keep your photos.',
      'Time is running out to file: Texas allows two years from the date of the crash.',
      'Registration for the 5K closes Friday.',
      "Don't wait until it's too late to file: Texas allows two years from the crash.",
      'Please reserve your seat by Friday for the safety seminar.',
      'After that, no more reminders from us about this event.',
    ],
  },
};

describeFamilies(WORDINGS);

describe('subjects that pose as something else', () => {
  const subjectRules = (subject: string, audience: CheckContext['audience'] = 'subscriber') =>
    checkEmail({ subject, body: 'Thanks for reading.' }, { ...newsletter, audience }, texas).map((finding) => finding.rule);

  it.each([
    'Your compensation is waiting',
    'Unclaimed settlement funds in your name',
    'Final reminder',
    'Your check is on its way',
    'Payment pending: action needed',
    'URGENT: Your accident claim',
    'Your case file',
  ])('finds deceptive-subject in “%s”', (subject) => {
    expect(subjectRules(subject)).toContain('deceptive-subject');
  });

  it.each(['Important: holiday office hours', 'What to do when the adjuster calls', 'Questions about your claim?'])(
    'finds no deceptive-subject in “%s”',
    (subject) => {
      expect(subjectRules(subject)).not.toContain('deceptive-subject');
    },
  );

  it('lets a client read an honest subject about their own case', () => {
    expect(subjectRules('Your case: what happens next', 'client')).not.toContain('deceptive-subject');
  });
});

describe('greetings before Florida’s first sentence', () => {
  const florida: FirmForCheck = { ...texas, licensedStates: ['FL'] };
  const first = 'If you have already retained a lawyer for this matter, please disregard this letter.';
  it.each(['Ms. Alvarez,', 'Buenos días, señora Alvarez:', 'Hola Ana,', 'To the family of Mr. Diaz,', 'ADVERTISEMENT\n\nDear Mr. Diaz:'])(
    'skips “%s”',
    (greeting) => {
      const findings = checkEmail(
        { subject: 'About your accident', body: `${greeting}\n\n${first}\n\nWe read the report.` },
        { audience: 'lead', sendDate: '2026-11-22' },
        florida,
      );
      expect(findings.map((finding) => finding.rule)).not.toContain('fl-first-sentence');
    },
  );
  it('does not take a first sentence that ends in a comma for a greeting', () => {
    const findings = checkEmail(
      { subject: 'About your accident', body: `Thanks for calling us about the crash, and for your patience,\n${first}` },
      { audience: 'lead', sendDate: '2026-11-22' },
      florida,
    );
    expect(findings.map((finding) => finding.rule)).toContain('fl-first-sentence');
  });
});
