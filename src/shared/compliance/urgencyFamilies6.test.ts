/**
 * `false-urgency` and `deceptive-subject`, round six: the families behind the fifth held-out set's
 * misses, in voices no corpus round has had (a weather forecaster, an auctioneer, an airline gate
 * agent, a drill sergeant, a game streamer, a yoga studio, a pirate-day post, a wine club, more
 * translated English and texting). Scarcity counted ("seven of ten spoken for"), places held for
 * those who act within hours, places released to the next person, gifts for booking by a day,
 * weekend-only offers and countdowns; and payment subjects the body takes back. Each family has
 * look-alikes: real court deadlines, event and RSVP dates, office hours and holiday closures,
 * a judge's or a doctor's calendar, and checks that really arrived. Written from the rules and the
 * corpus policies (tests/fixtures/compliance/README.md), never from a held-out file.
 */
import { describe, expect, it } from 'vitest';
import { checkEmail } from './check';
import { FLORIDA_FIRM as florida, NEWSLETTER as newsletter } from '../../../tests/support/complianceFamilies';

const bodyRules = (body: string) => checkEmail({ subject: 'News from the firm', body }, newsletter, florida).map((f) => f.rule);

interface Family {
  caught: string[];
  leftAlone: string[];
}

const URGENCY: Record<string, Family> = {
  'scarcity counted: spoken for, taken, the last few, all that is left': {
    caught: [
      'Seven of ten spoken for, call before Friday.',
      'Seven of the ten slots are already spoken for.',
      'Half of our December consult slots are already spoken for.',
      'Nine of our ten holiday slots are spoken for, so call if you want the last one.',
      'All but one of this week’s openings are taken.',
      'Two consultation slots are already taken, and one is left for Thursday.',
      'We’re down to our last two openings before the holidays.',
      'Two openings are all that’s left this week.',
      'That leaves just one consultation slot for Thursday, so call today.',
      'Only two openings left today, grab it now.',
      'Drill sergeant says: you have until 0800 Friday to claim one of the last three consult slots, move it!',
      'Streamer voice: chat, we got like 3 consult slots and they’re going fast, smash that call button.',
      'Namaste, friends. Our mindful free consultation series has only four mats left this month.',
      'Arr, mateys, only three free case reviews be left in the treasure chest before the tide turns Friday.',
      'Openings for new clients are scarcer than hen’s teeth this month, so call today.',
      'Folks, the forecast calls for a 90 percent chance of Attorney Pickett’s calendar filling up by Friday.',
    ],
    leftAlone: [
      'Two of the three defendants are already taken care of.',
      'Three of the five witnesses have already been interviewed.',
      'Seven of the ten jurors were already seated by noon.',
      'Two of the three drivers are already spoken for by other insurers.',
      'Most of the evidence is already gone after 30 days, so ask the store for the video today.',
      'Half of our staff is booked on the volunteer shift at the food bank Saturday.',
      'We’re down to our last two boxes of coats for the coat drive, so bring donations.',
      'That leaves two appointments with your physical therapist before the MRI.',
      'Your surgeon has only two openings left this month for the follow-up.',
      'Your physical therapist has only four sessions left this month.',
      'There are only a few things left to do before your case settles: sign the release and the closing statement.',
      'Only two days left to vote, so head to the polls.',
      'The last time I checked, the office was open until six.',
      'The last few cases we handled all settled.',
      'Forecast: freezing rain Friday, so clear your steps before then.',
    ],
  },
  'quotas of reviews, partners and practices': {
    caught: [
      'Ana is only reviewing ten UM claims this month, so call before Friday if you would like one of the remaining three.',
      'We’re adding just three practices to our preferred-provider list this quarter.',
      'We are onboarding no more than four new referral partners this year.',
      'Listen up, recruits: Sergeant Diaz has room for exactly two more cases this month, and they will not sit empty.',
    ],
    leftAlone: [
      'We accept only 5 percent of the cases we review each year, and we tell you why.',
      'Judge Ortiz is only taking three cases a week off the trial docket this month.',
      'We only handle two kinds of cases: car crashes and falls.',
      'Our van has room for two more families at the picnic Saturday.',
    ],
  },
  'places and gifts for those who act within hours or by a day': {
    caught: [
      'Marcus is holding three slots for people who call within the next 72 hours.',
      'Going once, going twice: the last free consultation of the year goes to whoever calls first.',
      'We’re giving away free helmet cams with every case review booked before Sunday at midnight.',
      'A $25 gas card for every neighbor who books a free review by Friday.',
    ],
    leftAlone: [
      'The phones go to voicemail after 6 pm; we return every call within 24 hours.',
      'We call back everyone who calls within business hours the same day.',
      'For people who call within 24 hours of a crash, we send someone to photograph the scene.',
      'To anyone who calls before Friday: our phones are being upgraded that afternoon, so try the cell line.',
      'Free flu shots for anyone who signs up before Friday at the health fair.',
      'Free turkeys for the first 50 families who sign up by Friday at the community center.',
    ],
  },
  'the firm booked to a far month, and once the calendar fills': {
    caught: [
      'Our free policy reviews are booked up through December.',
      'Consultation slots are fully booked until the new year, except two on Monday.',
      'Once the calendar fills, that’s it until March.',
      'We’re oversubscribed for December, so grab a January slot now before those go too.',
    ],
    leftAlone: [
      'The court set trial for March 3, and the judge’s calendar is full through February.',
      'Mediation slots with Judge Alvarez are booked through January, so we asked for a February date.',
      'Appointments with Dr. Lee are booked up through January.',
      'Trial dates in Harris County are booked through next year.',
      'Once the calendar for the seminar fills, we’ll post a second date.',
      'Last year we were booked through December, and we added a second attorney so that won’t happen again.',
    ],
  },
  'holding and releasing the reader’s place': {
    caught: [
      'If we don’t have your signed packet by Friday at 5, we’ll have to release it to the next rider on the list.',
      'We hold a spot on Ray’s calendar for every rider who calls, but only for so long.',
      'We can’t hold your spot forever.',
      'We’ll have to give your appointment away if we don’t hear back by Thursday.',
      'Once Friday passes, your reserved slot goes back into the pool.',
      'We’ve set aside one spot for you until Thursday at noon; after that it opens up to others.',
      'Your reserved consultation will be released at 5 pm if we don’t hear from you.',
      'Book by Friday or your place goes to the next person on the waiting list.',
    ],
    leftAlone: [
      'The hospital will release it to the next of kin only with a court order.',
      'We keep your file for seven years, but not forever.',
      'The hospital keeps the security video, but only for so long, so we ask for it early.',
      'If you cannot make your appointment, please call so we can give your time to someone who needs it.',
      'Reminder: your free consultation is booked for Thursday at 3; call if you need to move it.',
      'No one is holding a spot for you and no one needs to; call whenever you like.',
    ],
  },
  'countdowns: the clock runs out, counting down, a window slamming shut': {
    caught: [
      'If you fell on ice this season, call before the clock runs out.',
      'The clock is running on our free review week.',
      'Sixty minutes left on the free consult offer, tick tock.',
      'Counting down: three days until our free review event is gone for good.',
      'The window for a free review slams shut Friday.',
      'Spots for our free injury clinic consultations are going, going, almost gone.',
      'Attention passengers, this is the final boarding call for our December consultation slots.',
    ],
    leftAlone: [
      'Georgia gives you two years to file, so call before the deadline runs out.',
      'The statute of limitations runs out in two years; file before time runs out.',
      'The window to file a PIP claim closes 14 days after the crash, under section 627.736.',
      'The door to the courthouse closes at 5 sharp.',
      'Counting down to the holidays: here are five safe-driving tips.',
      'Tick tock goes the clock on the wall of our waiting room, a gift from a client.',
    ],
  },
  'limited-time offers: weekend and holiday only, offers that close, back to paid after': {
    caught: [
      'This Thanksgiving weekend only, Friday through Sunday, we’re doing free case reviews for riders.',
      'Black Friday only: free case reviews at the Main Street office.',
      'Our free winter claim check-up closes at midnight tonight.',
      'Our offer of a free case review expires at midnight tonight.',
      'Ladies and gentlemen, this offer is good for 48 hours only.',
      'The free claim review is valid for 72 hours from this email.',
      'The offer dies at midnight.',
      'Hot tip from the wine club: like a good Bordeaux, our free case reviews won’t keep past Friday.',
      'Don’t let this free review pass you by.',
      'Free reviews are a limited-time thing, so call this week.',
      'Free consults, limited time, call now.',
      'After Sunday night it’s back to paid consultations, so don’t miss it.',
      'Free case reviews this weekend only: don’t miss it.',
      'Today’s forecast: free case reviews through Sunday, then a cold front of regular scheduling moves in.',
    ],
    leftAlone: [
      'Our holiday open house is Saturday only, from 2 to 5; please RSVP by Thursday.',
      'Office hours this week: Monday through Wednesday only, closed Thursday and Friday for Thanksgiving.',
      'Office hours: we’re open Saturday only by appointment during December.',
      'Limited-time parking at the courthouse means you should arrive early.',
      'After Sunday the office is back to regular hours.',
      'After New Year’s it’s back to the regular schedule: 8 to 5, Monday through Friday.',
      'The seminar is free this year, don’t miss it.',
      'Our free case reviews have no deadline and never run out.',
      'The adjuster said their offer is good for 48 hours only; that pressure is a tactic.',
      'The insurer’s offer is good for 30 days, but we can ask for more time.',
      'Registration for the toy drive closes at midnight tonight.',
      'Free car-seat checks end at noon Saturday at the fire station.',
      'Our office closes at midnight tonight for the holiday and reopens Monday.',
    ],
  },
  'translated English and texting': {
    caught: [
      'Lawyer have only two place for consultation free this week, please call soon.',
      'The consult free finish this Sunday, after this the price normal.',
      'Remains two vacancies in the agenda of the lawyer this week, hurry.',
      'We have only 2 vacancy for the free consultation this month.',
      'Just 2 consult slots open this wk, hit me up b4 theyre gone.',
      'Bro the free consult thing is ending sunday fr, dont sleep on it.',
    ],
    leftAlone: [
      'The court give you two years for file the claim, this is the law of Florida.',
      'We close the office for the Christmas from 24 until 2 of January.',
      'We have two offices open on Saturday.',
    ],
  },
  'more voices: a radio DJ, a texting assistant, translated newsletters, promo codes': {
    caught: [
      'Book today: only a handful of Saturday slots remain.',
      'Our holiday consult special closes Friday at 5 pm sharp.',
      'The doors close on free reviews at 11:59 pm.',
      '24-hour flash: free case reviews, today only.',
      'Reply YES in the next hour to keep your spot.',
      'We only do these free reviews twice a year, and the next one is not until June.',
      'DJ Mike here: caller number nine gets a free case review, lines open for ten minutes only!',
      'Con mucho gusto: the free consultation is finishing in 3 days, call before.',
      'Em ơi, the free consult end this Friday, register soon please.',
      'This is your last shot at a free review before the price goes up in January.',
      'Grab a slot before Ms. Okafor’s holiday calendar closes.',
      'We have a waitlist starting Monday, so lock in your spot this week.',
      'The free review offer sunsets at midnight on the 30th.',
      'The promo code FREECASE expires Sunday.',
      'Your spot is reserved until 5 pm Thursday; after that we’ll offer it to the next family on our list.',
      'First five riders to call get a free review.',
      'We’re booking consults through the end of the week only.',
      'Ask about our free case review, offered through Friday only.',
      'Case reviews are free until the 15th, then back to the standard fee.',
      'Three slots left this week for a free case review.',
    ],
    leftAlone: [
      'Our office is open late Thursday only, until 7 pm.',
      'Holiday hours: closed December 24-26, open December 27 only for emergencies.',
      'You must file a notice of claim within 90 days under the Tort Claims Act, so call us well before.',
      'The county’s amnesty program for unpaid tickets ends Friday.',
      'Your MRI appointment is reserved until Thursday; call the imaging center to confirm.',
      'The radio station’s contest ends at midnight; we’re not affiliated with it.',
      'Flu shots are free at the pharmacy through Friday only.',
      'The toy drive box at our office is only here until December 20.',
      'Once the insurer’s offer expires, they usually make another one.',
      'Don’t miss our webinar on winter driving next Tuesday.',
      'The judge has room for two more hearings this month.',
      'Tickets for the charity gala are going fast.',
      'We held your spot on the calendar, as you asked, for Tuesday at 3.',
      'Our offices will be closed for the long weekend; back to regular hours Tuesday.',
      'These winter tires won’t last you more than two seasons.',
      'Your last shot of cortisone was in March, your doctor says.',
      'Two witnesses left before police arrived.',
      'There were three cars left in the lot at the free review seminar.',
      'We’re open Monday through the end of the week only for walk-ins.',
      'Consultations are free until you decide to hire us.',
      'The next hearing is not until June, and your free consultation can happen any time before then.',
    ],
  },
  'only so many, a hold that lapses, until a day to claim, act now or wait months': {
    caught: [
      'We can only see so many people before the holidays, so call this week.',
      'We’ve only got so many consult slots, and they go every week.',
      'We are taking a limited number of new cases this month.',
      'The hold on your consultation slot lapses Friday at 5.',
      'Your appointment hold expires Friday.',
      'Only a few of our December consult slots are still open.',
      'You’ve got until Friday to grab a free consultation.',
      'You have until midnight to claim your free case review.',
      'We’re swamped: reach out this week or wait till spring for a consult.',
      'Miss Friday and you miss the free review.',
      'Free case reviews end in 48h.',
      'Free consults, valid thru 11/30.',
      'Free case reviews now through Sunday.',
    ],
    leftAlone: [
      'You have until Friday to send us the signed medical authorization so we can order your records.',
      'You’ve got until the end of the month to switch your health plan during open enrollment.',
      'The hold on your car at the tow yard expires Friday, so call them.',
      'We can only see so many people in a day, which is why we return calls in order.',
      'Demand for rental cars is high after the storm, so book one through your insurer.',
      'Miss your physical therapy and the insurer will say you weren’t hurt.',
      'Florida limits the number of cases a court can hear, so trials are set months out.',
      'You have until Friday to call the adjuster back, and we can make that call with you.',
    ],
  },
  'the new families’ words in a newsletter’s ordinary sentences': {
    caught: [],
    leftAlone: [
      'The insurer may ask you to release your claim to the next adjuster, which is normal.',
      'Once the calendar year ends, your deductible resets.',
      'Once the spots on your X-ray are explained, the doctor will know more.',
      'The window of time to see a doctor under PIP is 14 days, so please go now.',
      'When one door closes, another opens: our new Tampa office opened this month.',
      'Our office door closes at 5, but you can always leave a message for a free review.',
      'We have room for two more cars in our lot for the free review day parking.',
      'After the holidays it’s back to regular hours, and free reviews continue all year.',
      'Don’t miss it: our article on black ice, with a free checklist.',
      'Half the crashes we see are already over by the time police arrive.',
      'Two of the three drivers had already been cited, according to the report.',
      'Most of the evidence is gone within a week, so free reviews should start early.',
      'Free reviews for anyone who calls; there is no deadline and no limit.',
      'To people who call after hours: we return every message the next morning.',
      'The free review is booked through our website or by phone.',
      'Our calendar is booked through a service called Calendly; pick any open time.',
      'We can’t hold the insurer to a deadline, but we can ask for one.',
      'Your appointment with Dr. Patel is held for you until Friday at noon by her office.',
      'The court will give your case to another judge if Judge Ruiz retires.',
      'Hand the adjuster’s letter to someone else at the office if I’m out.',
      'The hospital holds records for seven years, but not forever.',
      'Limited-time parking near the courthouse fills up by 9 am.',
      'Only 2 in 10 drivers know their UM limits; a free policy review can help.',
      'One of the remaining three defendants settled last week.',
      'The last two cases we tried went to verdict.',
      'Your physical therapist can squeeze you in before Christmas.',
      'Free gas cards were given away at the safety fair to anyone who signed up by Friday.',
      'You have until Friday to get your free flu shot at the county clinic.',
      'The next one is not until June, the next free safety seminar at the library.',
      'We’re down to the last two weeks of the year, so here is our year in review.',
      'That leaves three appointments with your surgeon before the release is signed.',
      'Seven of the ten cases we took to trial this year ended in verdicts.',
      'Only a few of the photos are still usable after the rain.',
      'Your free consultation was booked for Tuesday; we look forward to it.',
      'We give every caller a free review, and we keep your information private.',
    ],
  },
  'claims in asides and two clauses; the same words denied, asked, or quoted to warn': {
    caught: [
      'Heads up: seven of ten slots are spoken for, and the rest won’t last the week.',
      'Honestly? Our December calendar is booked up through the 20th, so grab one of the three spots after that.',
      'Trust me, you’ll want to call before Sunday, because that’s when we release unclaimed spots to the waitlist.',
      'Your free review slot is being held, but only until tomorrow at noon.',
      'I’m saving two spots for readers of this newsletter; first to reply gets them.',
      'We have exactly three openings for December consultations, and two are already spoken for.',
      'Trust me, you’ll want to call before Sunday, because that’s when we release unclaimed spots to the waitlist.',
    ],
    leftAlone: [
      'Beware of firms that say seven of ten slots are already spoken for; it’s a sales trick.',
      'Some billboard lawyers claim "we’ll release your spot to the next caller" to rush you.',
      'Is our calendar really booked up through December? No, call whenever you like.',
      'We will never tell you your spot goes to the next person on the list.',
      'No one here will say "this weekend only" about a free review: it’s free every day.',
      'We don’t hold slots for people who call within 48 hours; everyone gets the same care.',
      'There is no "last shot" at a free review with us.',
      'Do you have until Friday to claim a free review? No: the offer never ends.',
      'Ads that say "free helmet cam with every review booked before Sunday" are a red flag.',
      'We’re not down to our last two openings; we have plenty.',
      'If you don’t need the crutches, give them to someone else.',
      'Please pass the newsletter to someone else who might need it.',
      'We’ll pass your appointment times to the clinic.',
    ],
  },
  'dockets spoken for, capacity and caps, selling out, timers, holds that go back, deals that won’t come again': {
    caught: [
      'Our December docket is nearly spoken for.',
      'Two consult windows remain on Thursday.',
      'Attorney Lane has capacity for three more matters before year-end.',
      'Intake is capped at 12 new riders this season.',
      'Consult times are going like hotcakes.',
      'Our free review days sell out every year.',
      'The last batch of free reviews filled in a day.',
      'The timer’s running on your free review.',
      'Clock’s ticking on free consults.',
      'Only 72 hours remain to book a free review.',
      'It’s now or never for a free consult this year.',
      'We’ve put a soft hold on Thursday at 2 for you; confirm by noon or it goes back.',
      'I can hold Thursday at 2 for you till tomorrow, then it’s first come, first served.',
      'Reply by 5 to keep your place in line for a free review.',
      'Free reviews this week and this week only.',
      'Free review offer good through Sunday, no extensions.',
      'This deal won’t come around again.',
      'Act before the offer vanishes Sunday.',
      'Free review ends 11:59 pm Sunday.',
      'Free consultations: Black Friday through Cyber Monday only.',
    ],
    leftAlone: [
      'Dr. Lee’s calendar is spoken for until March, so her office suggested another surgeon.',
      'The court’s docket is nearly full through spring.',
      'Our parking lot has space for two more cars on Saturdays.',
      'Concert tickets at the arena sell out every year.',
      'Sign the form by Friday or it goes back to the insurer as incomplete.',
      'Class sizes at the driving school are capped at 12.',
      'Time is running on the statute of limitations, so note the date.',
      'The insurer’s special offer won’t come around again, the adjuster says; that is pressure, not a fact.',
      'Those cookies go like hotcakes at our holiday open house.',
      'Our free reviews never sell out: there is no limit.',
    ],
  },
  'translated and texted scarcity and deadlines': {
    caught: [
      'The places for the free consultation are finishing.',
      'Hurry, the promotion of free consultation is until Sunday.',
      'Only remain 2 places.',
      'Is the last week for the free consultation.',
      'No lose this opportunity, the consultation free is only this month.',
      'The free consults r almost gone lol',
      'slots goin fast fr',
      'dm me b4 fri, only 3 left',
      'we closing the list friday, so hmu',
      'The agenda of the lawyer is almost complete for December.',
      'Last days of the free consultation!',
      'Quedan pocos cupos: only few places remain for the consult.',
    ],
    leftAlone: [
      'The schedule of the trial is almost complete, says the clerk.',
      'Your case file is almost complete; we need one more record.',
      'The last week of physical therapy is the hardest.',
      'We’re closing the office Friday for the holiday.',
      'The last day for the free flu shots at the clinic is Friday.',
    ],
  },
  'real deadlines, event dates and closures stay clean': {
    caught: [],
    leftAlone: [
      'You have until Friday at 5 to file your objection with the court, under Rule 1.540.',
      'The court gave the other side until Monday to respond; we’ll let you know what they file.',
      'RSVP by Friday for the client appreciation dinner; seats are limited to 40.',
      'We’re closed Thanksgiving Day and the day after; call before Wednesday at 5 if you need anything before the weekend.',
      'Our office closes at noon on December 24 and reopens January 2.',
      'The PIP rule gives you 14 days after the crash to get medical treatment, so see a doctor now.',
      'We reserve Friday afternoons for client calls, so expect to hear from us then.',
      'Is the free review really limited? No. Call whenever.',
      'We’re not limiting new clients; call whenever you are ready.',
    ],
  },
};

describe.each(Object.entries(URGENCY))('false-urgency, round six: %s', (_name, { caught, leftAlone }) => {
  if (caught.length > 0)
    it.each(caught)('finds false-urgency in “%s”', (body) => {
      expect(bodyRules(body)).toContain('false-urgency');
    });
  it.each(leftAlone)('finds no false-urgency in “%s”', (body) => {
    expect(bodyRules(body)).not.toContain('false-urgency');
  });
});

const subjectRules = (subject: string, body: string, audience: 'client' | 'subscriber' = 'client') =>
  checkEmail({ subject, body }, { ...newsletter, audience, isFirstMessage: false }, florida).map((f) => f.rule);

describe('deceptive-subject, round six: a payment subject the body takes back', () => {
  it.each([
    [
      'Your settlement check is on its way',
      'Hi Mr. Cabrera,\n\nWell, not quite yet! But your therapist discharged you, and that is the last piece we need. You will have your money before spring.',
    ],
    [
      'Your settlement check',
      'Hi Mr. Whitaker,\n\nWe have not received the settlement funds yet. Before the insurer will issue payment, it needs your signature. Once the funds clear our trust account, we will prepare a closing statement.',
    ],
    ['Your settlement check', 'We’re still waiting on the check from the insurer; it should come after you sign the release.'],
    ['Your check is here!', 'Okay, not literally. The insurer agreed to the number, and the paperwork is next.'],
    ['Your settlement money', 'Gotcha! There’s nothing to pick up, but your case did move this week.'],
    ['Your settlement check is ready', 'The insurer hasn’t paid yet; they say two weeks.'],
    ['Your payment is on its way', 'We don’t have your payment yet, but we will call when the check comes in.'],
    ['Your settlement check', 'No check can issue until the lien letter is signed.'],
    ['Your settlement check', 'The insurance company has not sent the check. We expect it after the release is signed.'],
    ['Your settlement check has been mailed', 'Almost! The release is signed and the insurer says the check goes out Monday.'],
  ])('finds “%s” when the body says there is no payment yet', (subject, body) => {
    expect(subjectRules(subject, body)).toContain('deceptive-subject');
  });

  it.each([
    [
      'Your settlement check',
      'The check from the insurer arrived this morning and cleared our trust account; come sign the closing statement.',
    ],
    ['Your settlement check is on its way', 'We mailed your check today by certified mail; we haven’t received the signed receipt yet.'],
    [
      'Your settlement check',
      'Good news: we received the settlement funds Friday. Before we can disburse, please sign the closing statement.',
    ],
    ['Your settlement check is ready', 'Not only is the check here, the lien was reduced too. Come by Friday.'],
    ['Your settlement check is ready', 'Well, it took a year, but the check is here and has cleared our trust account.'],
    ['Your check is on its way', 'Almost everyone asks how long the mail takes: your check went out today by FedEx.'],
    ['Your settlement check', 'Your settlement check cleared today. Once the check clears at your bank, the money is yours.'],
    ['Your settlement check is ready', 'The insurer paid last week, and the funds cleared our trust account yesterday.'],
  ])('leaves “%s” alone when the check really arrived', (subject, body) => {
    expect(subjectRules(subject, body)).not.toContain('deceptive-subject');
  });

  it.each(['Your settlement funds', 'Your settlement money'])('finds “%s” to a subscriber', (subject) => {
    expect(subjectRules(subject, 'Thanks for reading.', 'subscriber')).toContain('deceptive-subject');
  });

  it.each(['Settlement funds', 'Settlement money: where it goes', 'Your settlement money and taxes: what to know'])(
    'leaves the topic “%s” alone',
    (subject) => {
      expect(subjectRules(subject, 'Thanks for reading.', 'subscriber')).not.toContain('deceptive-subject');
    },
  );
});

describe('deceptive-subject, round six: approvals, eligibility and payouts to a reader with no claim', () => {
  it.each([
    'Funds available: your accident compensation',
    'Deposit pending for your injury claim',
    'Settlement approved!',
    'Notice of eligibility',
    'Your compensation estimate is ready',
    'Claim ID 4482 – action needed',
    'Final reminder: unclaimed funds',
    'Your payout has been scheduled',
    '💵 Your settlement payment',
    'Your injury compensation has been released',
    'You have money waiting',
    'Eligibility confirmed: accident compensation',
    'Your settlement is ready',
  ])('finds “%s”', (subject) => {
    expect(subjectRules(subject, 'Thanks for reading.', 'subscriber')).toContain('deceptive-subject');
  });

  it.each([
    'What is a settlement check, and when does it come?',
    'How compensation works after a crash in Florida',
    '3 things to know before you accept a settlement',
    'Is your accident report accurate? How to check',
    'Winter driving: your checklist',
    'Settlement myths we hear every week',
    'Settlement approved by the court: what it means for class members',
    'Approved by the Florida Bar: our new advertising review process',
    'Your settlement amount: how it is calculated, explained',
  ])('leaves “%s” alone', (subject) => {
    expect(subjectRules(subject, 'Thanks for reading.', 'subscriber')).not.toContain('deceptive-subject');
  });

  it('leaves a client’s payout subject alone when the body speaks of that payout', () => {
    expect(
      subjectRules(
        'Your payout has been scheduled',
        'Your payout was scheduled today; the closing statement is attached and the funds leave our trust account Friday.',
      ),
    ).not.toContain('deceptive-subject');
  });
});

describe('deceptive-subject, round six: nothing paid, the case not settled, still negotiating', () => {
  it.each([
    ['Your settlement check', 'Nothing has been paid yet; the adjuster is reviewing the demand.'],
    ['Your check is on its way', 'No money has changed hands yet, but the insurer answered our letter.'],
    ['Your settlement check', 'The insurer hasn’t agreed to pay anything yet. We’re pushing.'],
    ['Your payout is ready', 'Your case hasn’t settled yet, but mediation is set for December 10.'],
    ['Your settlement money', 'We’re still negotiating with the insurer, and I’ll call you after mediation.'],
  ])('finds “%s” when the body says so', (subject, body) => {
    expect(subjectRules(subject, body)).toContain('deceptive-subject');
  });

  it.each([
    [
      'Your settlement check',
      'Your case settled last month and the check cleared our trust account today. Come sign the closing statement.',
    ],
    ['Your settlement check is ready', 'The insurer paid in full after mediation; nothing is left to negotiate. The check is here.'],
  ])('leaves “%s” alone when the case settled and the check came', (subject, body) => {
    expect(subjectRules(subject, body)).not.toContain('deceptive-subject');
  });
});

/**
 * Round seven: the families behind the sixth held-out set's misses, in voices no corpus round has
 * had (a bingo caller, a ferry captain, a bakery chalkboard, a chess coach, a grandmother's text,
 * English translated from Vietnamese and Haitian Creole). A ration of the firm's time named by its
 * verb of giving ("we only do", "holding just"), a period's places gone with the noun left out
 * ("this week's are nearly gone"), and nothing more once they go ("that's it until spring"); and
 * subjects that report the reader's own claim as acted on, its status or an update to its file.
 */
const URGENCY_SEVEN: Record<string, Family> = {
  'a ration of the firm’s time by its verb of giving, either order': {
    caught: [
      'Attorney Pickett holds just eight free coverage reviews each month.',
      'B-4 you miss out: we’re giving out only six free consults this week!',
      'We are offering no more than five case evaluations before the holidays.',
      'Ferry captain here: this office runs only four free claim reviews a week, so get aboard.',
      'We make only ten consultation appointment in this month, is very limited.',
      'we only doin 3 free reviews this wk, text me',
      'Earl sets aside just two Saturday appointments for new clients.',
      'We do three free reviews a week, no more.',
      'Ten free consultations a month, that’s all we do, and they go fast.',
      'We’re only holding twelve free reviews for December.',
      'We’re reserving just ten consult slots for new readers.',
      'We allot just four free case reviews per month.',
      'We’re only doing a handful of free policy checks this winter.',
      'Our office give only 3 free review every week, after finish then wait next month.',
      'Solo damos cinco consultas gratis al mes, así que llame hoy.',
      'Nou gen sèlman dis konsiltasyon gratis pou desanm.',
    ],
    leftAlone: [
      'We only do three things differently from other firms.',
      'Your surgeon only does two follow-up appointments a month.',
      'The insurer only gives two reviews of a denied claim.',
      'We hold just two seminars a year on bike safety, and both are free.',
      'Our chess coach gives only two free lessons to beginners.',
      'The mediator offers just two appointments a month in Polk County.',
      'We only give one piece of advice after a crash: see a doctor.',
      'We see three new patients a day, no more, said Dr. Lee.',
      'Your doctor does two follow-up appointments a week, period.',
      'We keep only the records the law requires.',
      'We reserve just one afternoon a month for the food bank.',
      'Save just five minutes a day for your exercises.',
      'El médico solo tiene dos citas al mes para fisioterapia.',
      'Nou gen sèlman de randevou ak doktè a anvan operasyon an.',
    ],
  },
  'a period’s places gone, the noun left out': {
    caught: [
      'We set aside ten free reviews a month, and November’s are already gone.',
      'Two consult slots a day, and today’s are all taken.',
      'Free case reviews every Friday, but this Friday’s are spoken for.',
      'free reviews are 5 a week and this week’s r gone lol',
      'Bakery chalkboard special: fresh consultations daily, and tomorrow’s are nearly booked.',
      'This month’s slots are almost all booked.',
      'December’s free reviews are nearly gone.',
    ],
    leftAlone: [
      'This week’s are nearly gone, the baker said of her pies.',
      'This month’s newsletters are almost all gone to the printer.',
      'Your physical therapist has appointments on Tuesdays, and this week’s are full.',
      'The raffle tickets sold fast, and this week’s are gone.',
      'Court dates are set by the clerk, and December’s are all taken.',
      'Reviews of last month’s verdicts are in; this month’s are still coming.',
    ],
  },
  'nothing more once the places go': {
    caught: [
      'Once the slots are gone, there are no more until January.',
      'When all our December consultations are booked, that’s it until spring.',
      'That’s it until spring once they’re taken, so call.',
      'Granny says: 4 free reviews this month, when they r gone thats it till next year.',
      'After our holiday openings are filled, you’ll have to wait until February.',
      'My office, we take ten consultation this month, once they are booked that is all for this month.',
      'Once these twelve are booked, we’re closed to new reviews until March.',
      'After this week, no more free reviews until spring.',
    ],
    leftAlone: [
      'We have forty turkeys for Thanksgiving. Once they’re gone, that’s it until next year.',
      'Once the tickets are gone, that’s it for the gala.',
      'Once the video is overwritten, that’s it: the evidence is gone.',
      'Once your appointments with the surgeon are booked, that’s it until the MRI.',
      'Sign the two forms; once they’re signed, that’s it until the check comes.',
      'Once they’re booked, that’s it, you don’t have to do anything else.',
      'Once the coats are given out, there are no more until the next coat drive.',
      'We’re closed for the holidays, so no more appointments until January 4.',
      'No more appointments with the surgeon until January.',
      'There will be no more newsletters until January.',
    ],
  },
};

describe.each(Object.entries(URGENCY_SEVEN))('false-urgency, round seven: %s', (_name, { caught, leftAlone }) => {
  it.each(caught)('finds false-urgency in “%s”', (body) => {
    expect(bodyRules(body)).toContain('false-urgency');
  });
  it.each(leftAlone)('finds no false-urgency in “%s”', (body) => {
    expect(bodyRules(body)).not.toContain('false-urgency');
  });
});

describe('deceptive-subject, round seven: the reader’s claim acted on, its status, an update to its file', () => {
  it.each([
    'Your claim has been reviewed',
    'Your e-scooter claim status',
    'Your Uber accident claim status',
    'ATTORNEY ADVERTISING: update to your claim file',
    'Changes to your case file',
    'Your dog-bite case was evaluated',
    'Your paperwork has been received',
    'Ur claim just got reviewed',
    'We’ve reviewed your claim',
    'An adjuster reviewed your claim',
    'Case file TX-40417',
    'Claim HT-2219: what we found',
    'Status update on your slip-and-fall claim',
    'Su caso fue revisado',
    'Novedades sobre su expediente',
    'Mizajou sou dosye ou',
    'Dosye ou a te revize',
    'Your claim is being reviewed',
    'Your claim: reviewed',
    'Message about your rideshare claim',
    'New activity on your claim',
    'Following up on your claim',
    'Regarding your recent accident claim',
    'Your accident report has been filed',
    'Votre dossier a été examiné',
    'Mise à jour de votre dossier',
    'Cập nhật hồ sơ của bạn',
    'ur claim got looked at',
  ])('finds “%s” to a subscriber', (subject) => {
    expect(subjectRules(subject, 'Thanks for reading.', 'subscriber')).toContain('deceptive-subject');
  });

  it.each([
    'When your claim is denied, call us',
    'What happens after your claim has been reviewed',
    'If your claim was denied, read this',
    'Your claim was denied? Here’s what to do',
    'Once your claim is reviewed, the adjuster sets a reserve',
    'Your free case review',
    'Your guide to claim status',
    'Your neighbor’s claim was denied. Yours doesn’t have to be.',
    'Form SR-13 explained',
    'COVID-19 and your claim',
    'I-95 pileup: what to do next',
    'Case study: the I-4 crash',
    'The day my own claim was denied',
    'Claim denied by the insurer: what the law says',
    'Messages from readers about their claims',
    'Notes on your case law library',
    'Following up on our last newsletter',
    'About your claim: 5 myths',
    'Your claim: what to expect',
    'What if your accident report was filed wrong?',
    'Comment préparer votre dossier',
    'Hồ sơ tai nạn: những điều cần biết',
  ])('leaves “%s” alone', (subject) => {
    expect(subjectRules(subject, 'Thanks for reading.', 'subscriber')).not.toContain('deceptive-subject');
  });

  it('leaves a client’s claim news alone', () => {
    expect(subjectRules('Your claim has been reviewed', 'The adjuster finished reviewing your claim and called us today.')).not.toContain(
      'deceptive-subject',
    );
  });
});

describe('deceptive-subject, round seven: a client’s claim news the body takes back at once', () => {
  it.each([
    ['Your claim has been reviewed', 'Well, not yours. But somebody’s claim got reviewed today, and here is what that means.'],
    ['Your case file has been updated', 'Ok, not your case exactly. Here is how files get updated at an insurer.'],
    ['Your claim status', 'Gotcha! This is our monthly newsletter.'],
  ])('finds “%s” when the body says it is not the reader’s', (subject, body) => {
    expect(subjectRules(subject, body)).toContain('deceptive-subject');
  });

  it.each([
    [
      'Your claim has been reviewed',
      'The adjuster finished reviewing your claim Monday, and the offer is below your bills. Not yours to accept yet: we counter first.',
    ],
    ['Your claim status', 'Your claim is with the adjuster, and we expect an offer by Friday.'],
  ])('leaves “%s” alone when the body speaks of the client’s claim', (subject, body) => {
    expect(subjectRules(subject, body)).not.toContain('deceptive-subject');
  });
});
