/**
 * Wordings no corpus has yet, rule by rule and family by family, in the voices the checker meets
 * in practice: a firm's in-house marketing, a trial lawyer's war stories, an intake desk texting
 * and its phone agent, and newsletters translated from Vietnamese, Korean and Chinese. Each
 * family has claims the detector must find and look-alikes it must leave alone. Written from the
 * rules and the corpus policies (tests/fixtures/compliance/README.md), never from a held-out file.
 */
import { describe, expect, it } from 'vitest';
import { checkEmail } from './check';
import type { CheckContext, FirmForCheck, RuleCode } from './types';
import {
  describeFamilies,
  type Family,
  NEWSLETTER as newsletter,
  rulesOf,
  TEXAS_FIRM as texas,
} from '../../../tests/support/complianceFamilies';

const rulesIn = (body: string, subject?: string) => rulesOf(texas, body, subject);

export const FAMILIES: Record<string, Family> = {
  'guarantee: certainty adverbs without "will", as translated English writes them': {
    rule: 'guarantee',
    caught: [
      'You can be at ease, surely you receive the compensation.',
      'Our lawyer team surely win for you.',
      'With our help you definitely get fair money for your injury.',
      'We certainly will win the case for you.',
      '100 percent you will receive compensation.',
      'Please do not worry, the compensation will surely come.',
      'With us, success is sure.',
      'We promise you get the money you deserve.',
      'You will not lose with our lawyer team.',
      'Your family will be taken care of, we make sure the insurance pays everything.',
    ],
    leftAlone: [
      'You can be at ease, we surely handle everything for you.',
      'We will surely call you back tomorrow.',
      'Please be at ease; we take care of the paperwork.',
      'The result we cannot promise, but we work hard for you.',
      'We will take care of the insurance calls so you can rest.',
      'Surely you know the Lunar New Year festival is on Saturday.',
    ],
  },
  'guarantee: a trial lawyer’s certainty idioms': {
    rule: 'guarantee',
    caught: [
      'Mark my words, that insurance company is going to pay.',
      "This one's a lock.",
      "It's in the bag.",
      "There's no way we lose this one.",
      "I don't see how we lose this case.",
      "I'd be shocked if this didn't settle for six figures.",
      'Take it to the bank: you will be compensated.',
      "I'd bet my license on a verdict for you.",
      "You've got a winner here.",
      "We're going to walk out of that courtroom with a verdict.",
      'A jury is going to give you every penny.',
      "As sure as the sun comes up, we'll get you paid.",
      "It's a done deal.",
      'A case like yours wins itself.',
      "We're going to knock this one out of the park for you.",
    ],
    leftAlone: [
      "There's no way to know how a jury will decide.",
      'My mentor used to say a case is never in the bag until the jury comes back.',
      'Juries are unpredictable; I have seen strong cases lose.',
      "I'd bet on preparation over luck any day.",
      "A done deal with the insurer isn't final until you sign the release.",
      'The trial lawyer who tells you a case wins itself has never tried one.',
      'Promises of big settlements are a red flag.',
      'A newsletter that promises results runs into trouble with the bar.',
    ],
  },
  'guarantee: intake answers to “will I win?” and “what is my case worth?”': {
    rule: 'guarantee',
    caught: [
      'u will def get paid 💰',
      'dont worry we got u, ur gonna get a settlement',
      'Yes, you will win your case.',
      'Based on what you told me, you should win this.',
      'Your case is probably worth around $40,000.',
      "You're looking at a six-figure settlement.",
      'for sure ur getting compensation',
      'Yes! You will definitely be compensated.',
      "From what you've described, you'll most likely get a good settlement.",
      'Chances are you will get a settlement.',
      'Your case is easily worth six figures.',
      'I can tell you right now you will get paid for this.',
    ],
    leftAlone: [
      "I can't say whether you'll win; an attorney will review it with you.",
      'Every case is different, so I cannot predict an outcome.',
      'Will I win? That depends on facts an attorney needs to look at.',
      "I can't estimate what your case is worth.",
      "What's my case worth? Only an attorney can answer that after reviewing it.",
      'you will get a text from our intake team in 5 min',
      'You should get a letter from the insurer this week.',
      'You should see a doctor today.',
    ],
  },
  'guarantee: polished brand promises of an outcome': {
    rule: 'guarantee',
    caught: [
      'Rest assured, your case will be resolved in your favor.',
      'We are confident in a favorable outcome for every client we represent.',
      'Our commitment is simple: you will receive the compensation you deserve.',
      'You can expect a successful outcome when you work with us.',
      'I assure you that you will be fully compensated.',
      'You have my word: we will get you paid.',
      'Results you can count on.',
      'Our pledge: maximum compensation for every client.',
    ],
    leftAlone: [
      'Rest assured, your information stays private.',
      'I assure you we return every call within a day.',
      'You have my word that we will keep you informed at every step.',
      'You can expect a call from your case manager every two weeks.',
      'Our commitment is simple: honest advice and regular updates.',
      'We cannot promise a favorable outcome, and no firm honestly can.',
    ],
  },
  'guarantee: the outcome taken care of': {
    rule: 'guarantee',
    caught: [
      "You'll be taken care of financially, I promise.",
      'We make sure your family is compensated for everything.',
      'We will see that you get every dollar you are owed.',
    ],
    leftAlone: [
      "You'll be taken care of by our staff from the first call.",
      'We make sure your medical bills are organised for the adjuster.',
    ],
  },
  'past results: amounts in words, testimonials and anecdotes': {
    rule: 'past-results',
    caught: [
      'We got her four hundred thousand.',
      'We got him half a million after the insurer offered ten grand.',
      'I remember the Harris County jury that gave my client $1.8 million.',
      'My client walked out of that courtroom with $450,000.',
      '"They got me $80,000 when the adjuster offered $5,000!" - Linh T.',
      'We tripled the insurance company’s first offer for a delivery driver last spring.',
      'Our lawyer team help Mrs. Nguyen receive $250,000 compensation last year.',
      'Case spotlight: $1.2M for a rideshare passenger.',
      'The jury returned a $3.1 million verdict for our client.',
      'We took that trucking company to trial and won.',
      'We beat State Farm in front of a Harris County jury last spring.',
      'Recent results: $640,000 for a nail salon worker burned by chemicals.',
    ],
    leftAlone: [
      'Texas requires drivers to carry at least $30,000 of liability coverage per person.',
      'The insurer offered $5,000, and you do not have to accept it.',
      'A Dallas jury awarded $4 million in a case our firm was not part of, according to the news.',
      'Imagine a $20,000 medical bill after a crash: who pays it?',
      'The average car accident settlement in Texas is about $25,000, according to one industry survey.',
      'We recovered $250,000 for a client last year. Every case is different, and past results do not guarantee a similar outcome.',
      'We won $500,000 for a roofer. Results vary.',
      'Our client received $75,000. This result is no guarantee of a similar result in your case.',
      'Last year we help Mr. Tran receive $90,000. Past result is not promise for future result.',
      'We settled a case for $300,000. These results do not guarantee future outcomes.',
    ],
  },
  'past results: track records, “never lost” and win rates': {
    rule: 'past-results',
    caught: [
      "We've never lost a jury trial.",
      "In thirty years I've never lost a trucking case.",
      "We're undefeated at trial.",
      'We win 9 out of 10 trials.',
      'We win nine of every ten cases we take to trial.',
      'Our success rate is over 95%.',
      'We settle 98% of our cases in our clients’ favor.',
      'We have helped more than 5,000 injured families recover compensation.',
      'Our firm already win more than 500 cases for the community.',
      'Hundreds of successful verdicts and settlements.',
      'A track record of multimillion-dollar verdicts.',
      'Over the years we have recovered hundreds of millions for our clients.',
    ],
    leftAlone: [
      'Nine out of ten injury cases settle without a trial.',
      'About 95% of personal injury cases settle before trial, studies say.',
      'We have practiced injury law for thirty years.',
      'We have served more than 5,000 families in Houston.',
      'We answered over 2,000 calls last year.',
      'Our 95% client satisfaction score comes from a survey we run each year.',
    ],
  },
  'comparison: superlatives the lists do not name': {
    rule: 'comparison',
    caught: [
      'The toughest injury lawyers in Texas.',
      'Houston’s hardest-working injury attorneys.',
      'The most compassionate legal team in Harris County.',
      'We are the strongest team in the state.',
      'Our lawyer team is number one in Chinatown.',
      'The most famous injury lawyer in Flushing.',
      'The law firm of more prestige in Houston.',
      'Our abogados are more experienced than any other office of the county.',
      'No other lawyer team can compare with ours.',
      'Nobody cares more about our clients than we do.',
      'The firm insurance companies fear most.',
      'Rated the highest of any injury firm in Houston.',
      'Elite trial lawyers, the very best in the state.',
      'We have tried more cases than any firm in Texas.',
    ],
    leftAlone: [
      'The strongest storms of the year arrive in August.',
      'The most common injuries we see are to the neck and back.',
      'Falls are the biggest danger on construction sites.',
      'The fastest way to reach us is a text.',
      'Nothing is more important than your health.',
      'No one should have to face this alone.',
      'The most important thing is to see a doctor.',
      'Our nearest office is on Bellaire Boulevard.',
      'Our largest office is in Miami, on Brickell Avenue.',
      'Better safe than sorry: wear your seat belt.',
      'We have more than 20 years of experience.',
      'Award-winning dumplings at the Lunar New Year fair.',
      'No one knows your family better than you do.',
      'Other lawyers are among the best referral sources.',
      'The commonest reason firms lose track of clients is a stale address.',
    ],
  },
  'specialist: translated and texted wordings': {
    rule: 'specialist',
    caught: [
      'We are specialized in car accident and work injury.',
      'Our lawyer team is specialist of delivery driver accidents.',
      'We have specialty in nail salon injury cases.',
      'Our speciality is workplace injury.',
      'yes we specialize in that!',
      "we're experts w/ truck accidents",
      "that's our specialty 👍",
      'I have made trucking cases my specialty.',
      'Expert legal help for injured workers.',
      'Our attorneys are experienced injury law experts.',
    ],
    leftAlone: [
      'Our Korean-speaking specialist will call you back.',
      'A pain management specialist can help with back injuries.',
      'The claims specialist at your insurer may call you.',
      'We work with medical experts who explain your injuries.',
      'Safety experts recommend gloves when using salon chemicals.',
      'Specialized equipment is needed to lift a truck.',
      'We are not specialists in immigration law, so we refer those cases.',
      'Our settlement specialist will explain the paperwork.',
      'Some firms specialize in trucking cases; we handle every kind of injury.',
    ],
  },
  'fee-costs: contingent fees in other words': {
    rule: 'fee-costs',
    caught: [
      "I don't take a dime in fees unless I win for you.",
      'no $$ upfront, we only get paid if u win',
      'We take 33% of the settlement, only when we win.',
      'Our fee is one-third of what we recover for you.',
      'You no need to pay lawyer fee if we do not win.',
      'We collect our fee only after you receive compensation.',
      'No win, no pay.',
      'We work on contingency, so there is no fee unless you get money.',
      'Our fees come from the settlement, never from your pocket.',
    ],
    leftAlone: [
      'How do fees and costs work if there is no recovery? Ask any lawyer before you sign.',
      'You pay nothing unless we win.',
      'We take 33% of the settlement if we win; if we lose, you owe nothing for fees or costs.',
      'The consultation is free.',
      'Many lawyers work on contingency; ask how they handle costs.',
    ],
  },
  'quick-settlement: speed of money in other words': {
    rule: 'quick-settlement',
    caught: [
      'You get money fast with our lawyer team.',
      'usually takes a few weeks to get ur check 👍',
      'We close cases fast so you get paid sooner.',
      'Compensation very quick with us.',
      'Get compensated quickly.',
      'No long wait for your money.',
      'Most of our cases are resolved within 90 days.',
    ],
    leftAlone: [
      'How long will my case take? It depends; many take months or longer.',
      'Quick question: did you get the photos?',
      'We respond to every message within 24 hours.',
      'The adjuster wants a quick settlement before you know your injuries.',
      'Act fast to preserve evidence from the truck.',
      'Get well soon.',
    ],
  },
  'false-urgency: scarcity and deadlines in other words': {
    rule: 'false-urgency',
    caught: [
      'Only 10 places for free consultation in Lunar New Year week.',
      'Hurry, the special offer finish at end of month.',
      'only 2 spots left today!! ⏰',
      "atty has 1 opening tmrw, grab it b4 it's gone",
      'calendar filling up, lmk asap',
      'Limited places, first come first serve.',
      'New Year special: free consultation only until February 10.',
      'Free case reviews end soon.',
      'Act now: this offer ends at midnight.',
      'We can only accept five new clients this month.',
    ],
    leftAlone: [
      'The Lunar New Year festival is Saturday, February 6; please RSVP by February 1.',
      'Free red envelopes for the children while supplies last at our booth.',
      'In New York you have 90 days to file a notice of claim against the city.',
      'Seats for the workplace-safety webinar are limited, so please register by Friday.',
      'Please see a doctor within 14 days so your PIP benefits are not lost.',
      'The food drive ends Friday.',
    ],
  },
  'guarantee: who promises, and how sure': {
    rule: 'guarantee',
    caught: [
      'Atty. Holloway will win your case.',
      'She is going to get you a fair settlement.',
      'Piedmont Injury Law will get you the maximum compensation.',
      'Our team is sure to win your case.',
      "You can't fail to recover with us on your side.",
      'Without question, you will be compensated.',
      'You will be paid in full, no doubt about it.',
      'We WILL win this.',
      'We shall obtain full compensation for your family.',
      'Hire us and you will get paid.',
      'Call us and get the settlement you deserve, guaranteed.',
      "We're gonna get you a big check.",
      'I promise we will recover every penny.',
      'The insurer will pay you every dollar, I guarantee it.',
      'We never lose.',
      "I'm positive we'll win.",
      'Trust me, you will be compensated.',
      'Clients who hire us always get paid.',
      "We'll bring home a big verdict for you.",
    ],
    leftAlone: [
      'If the jury finds the driver at fault, you may be compensated for your lost wages.',
      "I can't guarantee a result, and anyone who does is not being honest.",
      'Our guarantee: a call back the same day.',
      'We will fight hard for you.',
      'We will keep you updated every step of the way.',
      'We will win back your peace of mind with clear answers.',
      'You will receive a letter from the insurer explaining your PIP benefits.',
      'If you settle, you will get a closing statement showing every deduction.',
      'You will be paid from the settlement after the medical liens are resolved.',
      'The law says you are entitled to be compensated for your injuries if another driver was at fault.',
      "We don't know yet whether you will win, and we will tell you honestly what we think.",
      'Will the insurance company pay for my rental car?',
      'Many people ask if they will be compensated for pain and suffering.',
      'Whether you win depends on the evidence.',
      'We promise to return every call within one business day.',
      'My promise: I will always tell you the truth about your case.',
    ],
  },
  'past results: other shapes of a result': {
    rule: 'past-results',
    caught: [
      'Last month a jury found in favor of our client, a delivery driver from Queens.',
      'Our firm obtained a $750K settlement for a bicyclist.',
      'We secured seven figures for a family in Miami.',
      '$2.5M — Truck crash, Harris County (settlement).',
      'Settled: $400,000 for a slip and fall at a grocery store.',
      'She received $90,000 thanks to our team.',
      'I tried the case in 2019 and the jury awarded my client $3 million.',
      '"Ruiz got me $120K for my back injury." – Tony R.',
      'Ms. Holloway has won more than 200 jury trials.',
      'Our clients have received over $500 million in verdicts and settlements.',
      'We have a 98% success rate.',
      'We have won thousands of cases for injured workers.',
    ],
    leftAlone: [
      'Texas minimum liability coverage is $30,000 per person and $60,000 per accident.',
      'Medical bills after a crash can reach $100,000 or more.',
      'The insurer offered him $12,000 for a broken wrist.',
      'A Harris County jury awarded $20 million to a trucker last year, according to the Houston Chronicle.',
      'Your PIP coverage pays up to $10,000 of medical bills.',
      'We have been in practice since 1995.',
      'Over 10,000 people read this newsletter every month.',
      'Our office has helped organize three toy drives this year.',
      'We recovered $80,000 for a client last spring. Past results do not guarantee future results.',
    ],
  },
  'comparison: ranking and contrast': {
    rule: 'comparison',
    caught: [
      'The premier personal injury firm in South Florida.',
      'We are the go-to injury lawyers for Houston families.',
      'No firm in Charlotte has won more trucking cases.',
      'Nobody in Queens fights like we do.',
      'Other firms settle cheap; we take insurers to trial and win bigger.',
      'The best in the business.',
      'Top-notch, the very best lawyers money can hire.',
      'We are the most aggressive trial firm in North Carolina.',
      'The #1 rated injury firm on Google.',
      'Our lawyers are better than the billboard lawyers.',
    ],
    leftAlone: [
      'Do your best to keep your receipts.',
      'At best, the insurer will offer you a fraction of your bills.',
      'Top tips for driving in fog.',
      'The best thing you can do after a crash is see a doctor.',
      'The biggest mistake people make is talking to the adjuster.',
      'What is the best way to document your injuries?',
      'Our top priority is your recovery.',
      'Most people never need a lawyer.',
      'Best wishes for the holidays from all of us.',
      'The oldest Vietnamese church in the county hosts the festival.',
      'The greatest gift this season is time with family.',
      'Nothing is better than a warm meal with family.',
    ],
  },
  'specialist: claims and titles': {
    rule: 'specialist',
    caught: [
      'Injury law is our specialty.',
      'Our attorneys specialize exclusively in personal injury.',
      'Atty. Kim is an expert in workplace injury law.',
      'Rely on our expertise in trucking cases.',
      'Specializing in car accidents since 1998.',
      'We are truck accident specialists.',
      'The injury experts Houston trusts.',
      'Our expert attorneys know what your case needs.',
    ],
    leftAlone: [
      'We consulted an expert in accident reconstruction.',
      'Our client care specialist, Linh, speaks Vietnamese.',
      'Ask a tax expert about whether your settlement is taxable.',
      'The hospital sent you to a specialist for your shoulder.',
      'We focus on car, truck and motorcycle accidents.',
      'Our paralegals are experts at tracking down medical records.',
      'Food safety experts will speak at the festival.',
      'The special needs of elders after a fall.',
    ],
  },
  'fee-costs: statements of a contingent fee': {
    rule: 'fee-costs',
    caught: [
      'Our fee is contingent on winning.',
      'We are paid a percentage of your recovery.',
      'Zero fees unless we win your case.',
      "You don't owe us a fee unless you win.",
      'No recovery, no fee.',
      "We don't get paid unless you do.",
      'We only charge if we win.',
      'Contingency fee representation: you pay us only when we win.',
    ],
    leftAlone: [
      'Our consultations are always free.',
      'No fee unless we win, and if we lose you owe nothing for costs or expenses.',
      'If we do not win, you do not repay the case costs we advanced, and you owe no fee.',
      'How much does a lawyer cost? Most charge a percentage; ask what happens with costs if you lose.',
      'A contingency fee is a percentage of the recovery; the agreement says who pays costs.',
    ],
  },
  'quick-settlement: fast money said plainly': {
    rule: 'quick-settlement',
    caught: [
      'Get your settlement fast.',
      'We settle cases quickly.',
      'Most clients get their money within 60 days.',
      'Quick cash for your injury claim.',
      'Fast settlements, no hassle.',
      'We get you paid in weeks, not years.',
    ],
    leftAlone: [
      'Please reply quickly so we can request your records.',
      'A fast response from you helps us meet the deadline.',
      'Insurers often push fast settlements before you know how badly you are hurt.',
      'Settlement checks usually arrive two to three weeks after you sign the release.',
      'We answer calls fast, usually within the hour.',
    ],
  },
  'false-urgency: pressure and scarcity': {
    rule: 'false-urgency',
    caught: [
      'Only a few consultation slots remain this month.',
      'Call now — spots are limited!',
      'This week only: free case reviews.',
      'Offer expires Sunday.',
      'Act fast, this deal ends soon.',
      'Just 3 openings left for December.',
      'Our calendar is nearly full, so book today.',
      'Reply within 24 hours to keep your spot.',
    ],
    leftAlone: [
      'Texas gives you two years from the crash to file a lawsuit, so do not wait too long.',
      'Please bring your documents to the appointment on Friday.',
      'Our office is closed Thursday for Thanksgiving.',
      'The toy drive ends December 18.',
      'Evidence disappears quickly, so take photos at the scene.',
      'Limited English? We speak Vietnamese, Korean and Mandarin.',
      'Call us anytime; there is no deadline to ask a question.',
      'Act quickly to preserve the video from the store.',
      "Don't wait to see a doctor, even if you feel fine.",
    ],
  },
  'guarantee: more ways to be sure of the outcome': {
    rule: 'guarantee',
    caught: [
      'Nothing will stop us from getting you the compensation you deserve.',
      'Please trust us, we will bring justice to your family.',
      'Our lawyer team sure win for you.',
      'pretty sure u’ll get a nice settlement 💪',
      'You are sure to be compensated.',
      'We will deliver the settlement you deserve.',
      "I'm telling you, this case is going to pay.",
      "I'd estimate your case at around $30,000.",
      'Your case should settle for about $20,000.',
      "We'll fight for you and get you every dollar you're owed.",
      'We will stand by your side and win this case together.',
    ],
    leftAlone: [
      'Be sure to get a copy of the police report.',
      'Make sure you get medical care right away.',
      "I'm not sure you will win; nobody can be.",
      'We will bring the documents to the mediation.',
      'Nothing will stop us from answering your calls.',
      'We will deliver the demand letter to the insurer this week.',
      'We will review your records and get you an answer by Friday.',
      'We will fight for you and keep you informed.',
      "Your case could settle for more than the first offer, but we can't say.",
    ],
  },
  'past results: taglines and records': {
    rule: 'past-results',
    caught: [
      '$100M+ recovered for our clients.',
      "We've recovered over half a billion dollars.",
      'Seven-figure verdicts are routine for our trial team.',
      'Over 25 years. 10,000 clients. $1 billion recovered.',
    ],
    leftAlone: ['Our results speak for themselves.', 'Attorney Vargas is a member of the Multi-Million Dollar Advocates Forum.'],
  },
  'past results: attorney profiles in the third person': {
    rule: 'past-results',
    caught: [
      'Attorney Sofia Vargas has recovered more than $50 million for injured clients.',
      'Over her career, she has won $40 million for her clients.',
    ],
    leftAlone: ['Attorney Vargas handled more than 500 cases before joining the firm.', "The insurance company's attorney offered $5,000."],
  },
  'comparison: titles of awards are not claims, claims in title case are': {
    rule: 'comparison',
    caught: ["Houston's Best Injury Lawyers", 'Trusted by more Texans than any other firm.', 'Top 1% of trial lawyers in America.'],
    leftAlone: [
      'Attorney Ruiz is a member of the Top 100 Trial Lawyers.',
      'Ms. Vargas was inducted into the Best Lawyers in America in 2024.',
    ],
  },
  'specialist: knowledge and expertise of the firm': {
    rule: 'specialist',
    caught: [
      'Our attorneys have deep expertise in personal injury law.',
      'We bring specialized knowledge of trucking regulations to every case.',
      'Our lawyers are very professional and expert.',
    ],
    leftAlone: ['Our attorneys are highly skilled in negotiation.', 'We work with specialized trucking safety consultants.'],
  },
  'fee-costs: paid from the recovery': {
    rule: 'fee-costs',
    caught: [
      'We get paid only from the compensation we win for you.',
      'You do not pay us unless we get money for you.',
      'Our fee comes from the compensation we win.',
      'No charge unless we win.',
    ],
    leftAlone: ['We advance all case costs, and you repay them only if we win.', 'You never pay anything out of pocket, win or lose.'],
  },
  'quick-settlement: speed said as a habit': {
    rule: 'quick-settlement',
    caught: [
      'We resolve most cases in under 90 days.',
      'Our clients get their checks in record time.',
      'We usually get cases like yours settled in 30-60 days!',
      "It won't take long to get your money.",
    ],
    leftAlone: ['Most cases take six months to a year to resolve.', 'We respond to emails in record time.'],
  },
  'translated newsletters: guarantee in their word order': {
    rule: 'guarantee',
    caught: [
      'Surely you will receive compensation money.',
      'Our lawyer team promise: you get the money you should have.',
      'Compensation is sure for you.',
      '100% win.',
      'We help you win the case for sure.',
      'The compensation you will certainly receive.',
      'Certainly the insurance must pay you.',
      'With us, you will be able to get the compensation you deserve.',
      'You not worry, the money will surely come to you.',
    ],
    leftAlone: [
      'You not worry, we explain everything in Vietnamese.',
      'Surely you remember the flood last year.',
      'We help you understand the insurance letters.',
      'You will be able to ask questions in Korean.',
    ],
  },
  'translated newsletters: results, fees and offers': {
    rule: 'past-results',
    caught: [
      'Last year our office win $500,000 for one delivery driver.',
      'Many families already receive compensation from our help, more than 2 million dollar.',
      'Our lawyer help Mrs. Park receive 300 thousand dollar.',
    ],
    leftAlone: ['The government give 2 million dollar for the new park.', 'Insurance minimum in California is 15 thousand dollar.'],
  },
  'translated newsletters: fees in other words': {
    rule: 'fee-costs',
    caught: ['No win, no money for lawyer.', 'You pay lawyer fee only when you receive compensation.', 'If not win, you not pay fee.'],
    leftAlone: ['If not win, you pay nothing, not fee and not cost.'],
  },
  'translated newsletters: offers that finish': {
    rule: 'false-urgency',
    caught: [
      'The New Year special of free consultation finish February 15.',
      'Please call quickly, the free consultation only have 10 places.',
      'Quickly call for consultation before the places are full.',
    ],
    leftAlone: ['The festival finish at 9 in the evening.', 'Please register for the safety class before the places are full.'],
  },
};

describeFamilies(FAMILIES);

describe('subjects in these voices', () => {
  const subjectRules = (subject: string, context: Partial<CheckContext> = {}) =>
    checkEmail({ subject, body: 'Thanks for reading.' }, { ...newsletter, ...context }, texas).map((finding) => finding.rule);

  it.each([
    'RE: Your injury claim',
    'FW: accident info',
    're: ur accident',
    'Important update regarding your accident claim',
    'Your claim status: pending review',
    'Your settlement check has been mailed',
    "Congratulations, you've been approved",
    'Important notice from lawyer office',
    'Decision on your injury case',
    'ur claim update',
  ])('finds deceptive-subject in “%s”', (subject) => {
    expect(subjectRules(subject)).toContain('deceptive-subject');
  });

  it.each([
    'Happy Lunar New Year from our family to yours',
    'Following up on your call this morning',
    'Notice of office closure for the holidays',
    'Important: new PIP rules in Florida',
    '5 mistakes that can hurt your injury claim',
    'What to expect after you file a claim',
    'Your free guide to Florida PIP',
    'Recent case results from our firm',
    'quick q about ur appt',
  ])('finds no deceptive-subject in “%s”', (subject) => {
    expect(subjectRules(subject)).not.toContain('deceptive-subject');
  });

  it('lets a reply in a real thread and an honest update to a client through', () => {
    expect(subjectRules('Re: documents you asked for', { isFirstMessage: false })).not.toContain('deceptive-subject');
    expect(subjectRules('Update on your claim: records received', { audience: 'client' })).not.toContain('deceptive-subject');
  });
});

describe('greetings before Florida’s first sentence, in these voices', () => {
  const florida: FirmForCheck = { ...texas, licensedStates: ['FL'] };
  const first = 'If you have already retained a lawyer for this matter, please disregard this letter.';
  const rules = (body: string) =>
    checkEmail({ subject: 'About your accident', body }, { audience: 'lead', sendDate: '2026-11-22' }, florida).map((f) => f.rule);

  it.each([
    'Kính gửi ông Nguyễn,',
    'Respected Mrs. Kim,',
    'Dear respected Mr. Park,',
    'To the Tran family,',
    'Good afternoon Ms. Lee,',
    'Hello Mr. Chen!',
    'hey Jordan!',
    'ADVERTISEMENT / QUẢNG CÁO\n\nKính gửi ông Nguyễn,',
    'Dear neighbors of Little Saigon,',
    '尊敬的王先生：',
  ])('skips “%s”', (greeting) => {
    expect(rules(`${greeting}\n\n${first}\n\nWe read the report.`)).not.toContain('fl-first-sentence');
  });

  it('skips a greeting on the sentence’s own line', () => {
    expect(rules(`hey Jordan! ${first}`)).not.toContain('fl-first-sentence');
  });

  it('still wants the sentence first after a New Year wish', () => {
    expect(rules(`Happy Lunar New Year!\n\n${first}`)).toContain('fl-first-sentence');
  });
});

/** Whole replies and paragraphs, each with every claim rule it breaks and no other. */
const CLAIM_RULES: readonly RuleCode[] = [
  'guarantee',
  'comparison',
  'past-results',
  'certification',
  'fee-costs',
  'quick-settlement',
  'specialist',
  'false-urgency',
];
const claimRulesIn = (body: string) => [...rulesIn(body)].filter((rule) => CLAIM_RULES.includes(rule)).sort();

describe('an intake desk’s spoken replies', () => {
  it.each<[string, RuleCode[]]>([
    ['Yes, we can definitely help you with that. Can I get your name?', []],
    ["You'll definitely want to keep those receipts. What's the best number to reach you?", []],
    ["You'll get a text with a link to upload your photos.", []],
    ["We'll get you in to see a doctor this week if you don't have one.", []],
    ['An attorney will call you back today, I promise.', []],
    ["Will you win? I can't answer that, but the attorney will be honest with you about your chances.", []],
    ["It sounds like you have a really strong case, and you'll probably get a good settlement.", ['guarantee']],
    ['Typically these cases take anywhere from a few months to a couple of years.', []],
    ["We've handled hundreds of cases just like yours.", []],
    ["We've won hundreds of cases just like yours.", ['past-results']],
    ['Honestly? Our attorneys are some of the best in Houston.', ['comparison']],
    ["I'd grab the 2 o'clock tomorrow if I were you — those spots go fast.", ['false-urgency']],
    ["I can't give legal advice, but in Texas there's generally a two-year deadline to file, so it's smart not to wait too long.", []],
    ['Cases like this one usually settle pretty quickly once the insurance company sees the records.', ['quick-settlement']],
    ['We specialize in helping people just like you.', ['specialist']],
    ["Absolutely, you'll be compensated for your medical bills.", ['guarantee']],
    ['You may be able to recover compensation for lost wages, but the attorney will need to review the details.', []],
    ['If the other driver was at fault, their insurance should cover your medical bills.', []],
    ['You should be fine — a settlement is basically guaranteed in cases like this.', ['guarantee']],
    ['Nobody does it better than Ruiz Trial Lawyers!', ['comparison']],
    ["We're the experts when it comes to car wrecks.", ['specialist']],
    ['Our attorneys are very good at what they do.', []],
  ])('“%s”', (body, rules) => {
    expect(claimRulesIn(body)).toEqual([...rules].sort());
  });
});

describe('a trial lawyer’s paragraphs', () => {
  it.each<[string, RuleCode[]]>([
    ["I have never, in thirty years of practice, promised a client a result, and I'm not going to start now.", []],
    ['My old mentor used to say that a lawyer who guarantees a verdict is a lawyer who has never met a jury.', []],
    ['When a Beaumont jury came back for my client after two days of deliberation, I learned patience.', ['past-results']],
    ["Like the Astros down three runs in the ninth, we don't quit.", []],
    ["I've been doing this long enough to know that no case is a sure thing, no matter what the billboards say.", []],
    ['If you have been hurt, I will tell you straight: your case is worth fighting for, and we will fight for it.', []],
    ["I've tried 212 cases to verdict and won all but nine.", ['past-results']],
    ['The best trial lawyers I ever knew were the ones who listened more than they talked.', []],
    ["I'm proud to say that our trial team is the most feared in the state.", ['comparison']],
    ["You won't get a better lawyer than Marco Ruiz.", ['comparison']],
    ['Experience matters, and after three decades I know what a case is worth the moment it walks in the door.', []],
    ['The verdict was $2 million, and it was the proudest day of my career.', ['past-results']],
  ])('“%s”', (body, rules) => {
    expect(claimRulesIn(body)).toEqual([...rules].sort());
  });
});

describe('grammar around a claim: negation, questions, quotation, conditions, hedges, other people', () => {
  it.each<[string, RuleCode[]]>([
    ["We can't promise we will win your case.", []],
    ["There's no guarantee we will win your case.", []],
    ['Nobody can say we will win your case.', []],
    ['Will we win your case? That depends on the evidence.', []],
    ['Some lawyers say "we will win your case." We never do.', []],
    ['Another firm told her "we will win your case," and then it lost at trial.', []],
    ['If we win your case, you will be paid from the settlement.', []],
    ['I think you will win.', ['guarantee']],
    ['You might win, and you might not.', []],
    ["There's a good chance you'll win.", ['guarantee']],
    ['Most people who hire a lawyer recover more than people who do not, according to industry studies.', []],
    ['We do not specialize in immigration cases.', []],
    ['Are you the best lawyers in Houston? Our clients can tell you what working with us is like.', []],
    ['Beware of firms that call themselves "the best lawyers in Texas."', []],
    ['We are not the biggest firm in Houston, and we like it that way.', []],
    ['Is there a fee if we lose? No: if there is no recovery, you owe no fee and no costs.', []],
    ['Billboards that promise "cash in days" are not telling you the whole story.', []],
    ['We never promise fast settlements.', []],
    ['We will never tell you your case is a sure thing.', []],
    ["He said: 'I got $50,000 from the insurance company on my own.'", []],
    ["Our client said: 'They got me $50,000.'", ['past-results']],
    ['Can we guarantee that you will be paid? No lawyer can.', []],
    ['No fee unless we win? Ask what happens to costs if you lose.', []],
    ['Do we specialize? We handle only injury cases.', []],
    ['Lawyers who say they are the best are selling something.', []],
    ['Even the best lawyers lose cases.', []],
    ["Don't let anyone tell you your case is worth $100,000 before they have seen your records.", []],
    ['If someone promises you a big check in two weeks, be careful.', []],
    ['Only an attorney can tell you what your case is worth.', []],
    ['The only thing we promise is honesty.', []],
  ])('“%s”', (body, rules) => {
    expect(claimRulesIn(body)).toEqual([...rules].sort());
  });
});
