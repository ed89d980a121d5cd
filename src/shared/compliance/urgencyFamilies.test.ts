/**
 * `false-urgency` and `deceptive-subject` family by family, in voices no corpus round has had: a
 * sports-radio ad read, a Facebook group post, a grandmother forwarding, a case runner's texts, a
 * rap-style jingle, a hospital-discharge leaflet, a legal-aid clinic and more translated English.
 * Each family has claims the detectors must find and look-alikes they must leave alone (real legal
 * deadlines with their basis, event and RSVP dates, office hours, medical advice, evidence
 * preservation; honest promotions, topic newsletters, clients' real case news). Written from the
 * rules and the corpus policies (tests/fixtures/compliance/README.md), never from a held-out file.
 */
import { describe, expect, it } from 'vitest';
import { checkEmail } from './check';
import type { Audience } from './types';
import { FLORIDA_FIRM as florida, NEWSLETTER as newsletter } from '../../../tests/support/complianceFamilies';

const bodyRules = (body: string) => checkEmail({ subject: 'News from the firm', body }, newsletter, florida).map((f) => f.rule);

interface Family {
  caught: string[];
  leftAlone: string[];
}

const URGENCY: Record<string, Family> = {
  'scarcity of the firm’s time: a full calendar, no promise of another opening': {
    caught: [
      'Attorney Ruiz’s calendar for new cases is just about full through the holidays.',
      'I can’t promise there’ll be another opening before January.',
      'We cannot guarantee there will be another free consultation date this year.',
      'My dance card is pretty much full for the month, so holler if you need me.',
      'FWD from Nana: the nice lawyer says his calendar is nearly full, call before Thanksgiving!!!',
      'He’s booked solid till February, so grab tomorrow’s slot.',
      'Attorney is booked up after this week, so call today.',
      'Case runner here: lawyer can see u tmrw only, after that hes booked till feb',
    ],
    leftAlone: [
      'I can’t promise a settlement amount; no one can.',
      'He’s booked solid with doctor visits until February.',
      'Thanksgiving hours: we close Wednesday at 3 and reopen Monday.',
      'Our office closes at noon on Christmas Eve and reopens December 28.',
    ],
  },
  'scarcity of the firm’s time: counts, quotas and places': {
    caught: [
      'We only take 10 new cases a month, so call today.',
      'We take just five new clients a month.',
      'We are taking no more than 5 new clients this month.',
      'The attorney is accepting only a limited number of new clients this season, so register your interest today.',
      'Three spots open this week for free case reviews.',
      'A handful of slots remain for free consultations before Thanksgiving.',
      'Our slots for December are almost gone.',
      'Our referral-partner spots for 2027 are nearly gone, so let me know this week.',
      'We’re opening our referral-partner program to just five more clinics before January.',
      'Hey group! Posting this for my cousin’s law firm: they’re only taking 5 more cases before the holidays, DM them quick.',
      'We have very few places, come quick.',
      'Please hurry, the lawyer has few places for the new clients this month.',
      'Openings are tight this month, so call soon.',
      'Hurt? Holler at Earl. Slots are goin’ quick, y’all.',
      'yo its tony from the office, boss only got 2 slots left tmrw, u want one or nah',
    ],
    leftAlone: [
      'We have two offices open on Saturday.',
      'We handle only personal injury cases.',
      'We have a few appointments available Saturday if weekdays are hard for you.',
      'Your physical therapist has just two more appointments with you.',
      'The clinic has very few spots for flu shots, so register online.',
      'Spots for the 5K fun run are filling up fast, so register by Friday.',
      'Legal aid clinic: walk-in hours are Tuesdays 1 to 4 pm; we see people in the order they arrive.',
    ],
  },
  'capacity, a few left, room while it lasts, the next opening far off': {
    caught: [
      'We’re almost at capacity for new cases this month.',
      'Availability is limited this month, so call today.',
      'We’re capping new cases at ten this month.',
      'Only a couple left for this week!',
      'There remain few places for the consultation.',
      'Remain only 3 spaces this week.',
      'Call while we still have room on the calendar.',
      'Call before someone else takes your spot.',
      'The next opening isn’t until March, so grab this one.',
      'If you miss this week, the next free review day is in January.',
      'The agenda of the lawyer is almost full.',
      'Earl said he can squeeze in one more family before Christmas.',
      'Please not to wait, the places are little.',
      'It rests only two places for the free consultation.',
      'spots r limited, dm us',
      'WhatsApp from the office: the abogado has only two citas left this week, tell me quick.',
      '안녕하세요: the lawyer time is almost full this week, please make appointment quickly.',
      'Our calendar fills quickly in December, so book your free consult now.',
      'We book up quickly this time of year, so call soon.',
      'Seats at our free consultation day are limited.',
      'Mr. Pickett only has Tuesday and Thursday left this week for new clients.',
      'We’re giving away free case reviews until they run out.',
      'Pickett’s got a waiting list starting Monday, so get on the calendar now.',
      'After the 15th, free reviews are over.',
    ],
    leftAlone: [
      'We’re at capacity in the parking lot on Saturdays; street parking is free.',
      'Our availability: Monday to Friday, 8 to 6, and Saturday mornings.',
      'If you miss your PT appointment, the next opening isn’t until March, so please keep it.',
      'The hospital agenda is almost full, so your surgery is in January.',
      'The agenda for the December 3 meeting is attached.',
      'Limited English? We speak Spanish, Creole and Portuguese.',
    ],
  },
  'scarcity proved by the last round, and rewards for the first few': {
    caught: [
      'The last round filled in a week, so reply soon if you’d like to be one of them.',
      'Last year the spots filled in two days, so don’t dawdle.',
      'The first 10 callers get a free case evaluation.',
      'The first 20 people who DM us “MYTHS” this week get a free case review.',
      'Free consultations are only for the first 10 families who call.',
    ],
    leftAlone: [
      'The first 50 families at the turkey giveaway get a turkey.',
      'The first thing to do after a crash is call 911.',
      'Last year the toy drive filled the whole truck in a week.',
    ],
  },
  'intake closing on a date, or before the reader calls': {
    caught: [
      'The list is closed after Friday.',
      'Our intake closes December 15 for the rest of the year.',
      'Call now, before we stop taking cases for the year.',
      'After that, the door closes for the year.',
    ],
    leftAlone: [
      'The church closes the toy list after Friday.',
      'The Facebook group admin closes the holiday sign-up list Friday.',
      'Florida gives you two years from the crash to file (Fla. Stat. § 95.11); after the deadline the door closes.',
    ],
  },
  'offers that run to a date': {
    caught: [
      'Free review only until Friday!',
      'Free case reviews this week only.',
      'Our free consult special ends Sunday.',
      'Free consultations through Cyber Monday only.',
      'We’re doing free case reviews for boating injuries through November 30, after that the regular schedule picks back up.',
      'Call whenever you’re ready, but before the 30th if you want the free review.',
      'If you want a free consultation, call us by Wednesday.',
      'The free consultation is good through November 30 only.',
      'Free consultation valid until 30 of November.',
      'The offer of free consult will terminate on Friday.',
      'The promotion of free consultation is only for this week.',
      'After this day no more free consultation.',
      'Dear sir, the free consultation is available only until the 15 of December, after this it is finished.',
      'Listen up, Bucs nation: free case reviews through the end of the month only, then it’s back to regular rates.',
      'Sis, the lawyer said the free review is only good till Friday, so don’t sleep on it!!',
      'Tomorrow is the last day for free reviews.',
      'Free review, don’t snooze, Friday’s the last day, don’t lose!',
      'bro the free consult thing ends 2nite, text me back',
      'Offer valid through 11/30.',
      'Podcast listeners get a free case review, but only through Sunday, so call now.',
      'Union members: our free consult offer for Local 12 ends on Friday, don’t wait.',
      'Xin chào! The free consultation program is only for this month, please call soon.',
      'Only for the first 50 callers: free case evaluation.',
      'The deadline to claim your free review is Friday.',
      'Free case review, 48 hours only!',
      'Today and tomorrow only: free consultations.',
      '🔥 Free case review, this Saturday only 🔥',
      'Flash offer: free consults this weekend.',
      'Ends in 3 days: free case reviews.',
      'This deal disappears Sunday night.',
      'Our free consultation offer doesn’t last forever, it ends Friday.',
      'Is the last opportunity for the free consultation.',
      'The consultations free are until day 30.',
      'Don’t lose this opportunity of free consultation, it finish soon.',
      'Don’t miss the boat: free reviews end Friday.',
      'Our Thanksgiving special, free case reviews, wraps up Friday.',
      'Free case reviews are winding down this week.',
      'Quickly, quickly, the offer is finishing!',
      'Free reviews only while the holiday special lasts.',
      'The clock runs out on our free review offer Sunday.',
      'DM b4 midnight 🕛 for a free review',
      'LAST CALL 📣📣',
      'After that date we cannot attend new cases.',
    ],
    leftAlone: [
      'We offer free consultations Monday through Friday, 9 to 5.',
      'Free consultations are always free, there is no deadline.',
      'Our holiday toy drive runs through December 18.',
      'Open enrollment for health insurance ends December 15 on the marketplace.',
      'Tomorrow is the last day of school before the break.',
      'The free review does not end on Friday; it is always free.',
      'The insurer says “sign today or the offer disappears”, but that offer does not really disappear if you say no.',
      'The pharmacy’s flu shots are available today and tomorrow only.',
      'One day only: the blood drive at St. Luke’s.',
      'We are closed for the holidays; after that date we are open normal hours.',
      'The deadline to file a claim under Florida’s statute of limitations is generally two years (Fla. Stat. § 95.11).',
      'Be careful with anyone who says their free consultations expire Friday; that’s a sales trick.',
    ],
  },
  'links that expire, countdowns, and “after that, it’s gone”': {
    caught: [
      '⏳ Heads up: this link expires in 48 hours.',
      'Your free review code expires at midnight.',
      '⏳ 48 hours left to claim your free case review!',
      'Fourth quarter, two minutes on the clock: free case reviews end at midnight Sunday!',
      'Spots are few, the clock is ticking, call us now and get your free case review.',
      'Get your free case review this week. After that, it’s gone!',
      'Once these consultation slots are gone, they’re gone.',
      'Your spot is held until 5 pm today, after that it goes to the next caller.',
    ],
    leftAlone: [
      'The secure upload link expires in 7 days for your privacy.',
      'The webinar link expires after the session ends.',
      'Store video is usually recorded over in 30 days. After that, it’s gone.',
      'Three days left until Christmas! Stay safe on the roads.',
      'Two hours left in the game and the Bucs were down by ten.',
      'Only a few days left to get your flu shot at the pharmacy.',
      'The statute of limitations clock is ticking: in Florida you have two years to file a negligence lawsuit.',
    ],
  },
  'pressure: waiting made to cost, the reader’s place lost, booking pressed': {
    caught: [
      'Don’t wait or you’ll lose your chance.',
      'You could lose your spot if you don’t call today.',
      'Every day you wait costs you money.',
      'Every hour you wait is money off the table, so call us now.',
      'The longer you wait, the less you get.',
      'Better you book one now, the places are going.',
      'But I must say honestly, this month only two free consultations are staying with him, so better we take one now, yes?',
      'Mic check, one two, free review’s through Friday, so what you gonna do?',
      'Free consults, limited time, call now, don’t be the one who waited too long.',
      'Strike while the iron is hot and book your free review today, spots won’t wait.',
      'You snooze, you lose: free consults end tonight.',
      'Get in while you can: free case reviews this month.',
      'Honestly, if I were you I’d book today, these go fast.',
      'I’d book today if I were you.',
      'If I were you, I’d call today before the slots fill.',
      'These free reviews get snapped up in no time.',
      'We can’t hold your spot past Friday.',
      '⏰ clock’s ticking on free reviews',
    ],
    leftAlone: [
      'The longer you wait to see a doctor, the worse your pain can get.',
      'Every day you wait to get treatment makes it harder to connect your injuries to the crash.',
      'Call 911 right away if you have chest pain after a crash.',
      'Hospital discharge: if the numbness spreads, return to the emergency room immediately.',
      'After your discharge, call your primary doctor within 3 days to schedule a follow-up.',
      'There’s no rush to decide; take your time and talk to your family.',
      'Take photos of the scene today; skid marks fade in a few days.',
      'Strike while the iron is hot, my grandpa said about blacksmithing.',
      'Take photos while you can, before the car is repaired.',
      'If I were you, I’d see a doctor today.',
      'These cookies go fast at the bake sale!',
      'They go fast on the highway at night, so be careful.',
      'Call your mom while you can; the holidays are short.',
      'Enjoy the free parking downtown while you can.',
      'We can’t hold the conference room past 5 pm, so the meeting ends at 4:45.',
      'The holiday party wraps up at 9 pm.',
      'The toy drive is winding down this week; thank you for every gift.',
      'The clock runs out on daylight saving time Sunday; set your clocks back.',
      'The kids’ places at the posada are few, so register early.',
      'Jingle time! We don’t rush you, we don’t push you, we just pick up the phone when you call. 🎶',
    ],
  },
  'places that remain not lasting, places the firm expects to go': {
    caught: [
      'Voicemail transcript: hi this is Dee from the firm, the few consultations that remain are unlikely to last the week, call me back.',
      'The appointments that are left won’t last past Thursday, so ring us.',
      'Our complimentary consultations are not likely to last the month.',
      'We have set aside a limited number of appointment times for rideshare drivers, and we expect them to go quickly.',
      'Translated from Vietnamese: the lawyer expects the slots to be taken soon, please call early.',
      'Creole-English: the few rendezvous that rest with the lawyer will not last the week, call quick.',
      'The remaining consultation times are unlikely to last past Friday.',
      'We have set aside a small number of appointment times this weekend and they are expected to fill quickly.',
      'Podcast read: we expect our free case reviews to be gone by Thursday.',
    ],
    leftAlone: [
      'Those bruises are unlikely to last the week, but photograph them today.',
      'Flu shot appointments at the clinic that remain are unlikely to last the week.',
      'Your physical therapy appointments that remain are unlikely to last past January.',
      'We expect the roads to fill quickly on the Wednesday before Thanksgiving.',
      'Good times never last, as my grandmother used to say.',
      'The seminar has a limited number of meeting times, so register early.',
      'The remaining snow is unlikely to last past Friday.',
      'We expect the courthouse to be crowded, so arrive early.',
      'Appointments that remain with your surgeon are unlikely to change.',
    ],
  },
  'a place held for the reader to an hour, silence that costs within hours': {
    caught: [
      'We’re holding Thursday’s 10 am slot for you until 5 pm Wednesday.',
      'I’ll keep the consultation time for you until noon Friday, then it goes to the next family.',
      'Text from the office: if we dont hear from u in the next 24 hrs we give ur consult to someone else',
      'If I haven’t heard back from you within 48 hours, I’ll offer the time to another family.',
      'Marisol is keeping your 3 pm appointment for you until tomorrow.',
      'Reminder: call in the next 24 hrs to keep the free review.',
    ],
    leftAlone: [
      'We guarantee a call back within 2 hrs on business days.',
      'We’ll call you back within 24 hours with the adjuster’s answer.',
      'If we don’t hear from you in the next 48 hours, we will assume you want to turn down the insurer’s offer.',
      'If we don’t hear from you within 48 hours, we’ll call again to see how you are after surgery.',
      'If we don’t hear from you within 48 hours, we will try your cell phone instead.',
      'Hospital chaplain: we’re holding a place for you at the family dinner until Friday.',
      'Dr. Lee’s office is holding your MRI appointment for you until Monday.',
      'If we don’t hear from you within 24 hours, we’ll assume you’re doing okay and check in next week.',
    ],
  },
  'the free offer in other words, and the next openings far off': {
    caught: [
      'Our complimentary year-end case reviews close on December 15.',
      'Gym newsletter: complimentary consultations with our partner firm end Friday.',
      'The next openings aren’t until February, so grab a review now.',
    ],
    leftAlone: [
      'Volunteer shifts at the food bank are first come, first served.',
      'Complimentary parking ends at 6 pm in the garage.',
      'Our complimentary consultations never expire, so call whenever you’re ready.',
      'Our complimentary parking validation ends at 6 pm.',
      'The next openings for physical therapy at the clinic aren’t until February.',
      'A lot of cameras overwrite video within a few weeks, and once it’s gone, it’s gone.',
    ],
  },
  'real deadlines, events and others’ deadlines': {
    caught: [],
    leftAlone: [
      'Florida gives you two years from the crash to file (Fla. Stat. § 95.11). After that, the claim is barred.',
      'Texas generally gives you two years from the crash to file suit (Tex. Civ. Prac. & Rem. Code § 16.003), so do not let it slide.',
      'Please RSVP by December 5 for the holiday luncheon.',
      'See a doctor within 14 days of the crash to keep your PIP benefits.',
      'The church asks to register the children until Thursday, December 10; after this date they close the list.',
      'Last day to sign up for the Festa de Natal: December 10.',
      'The adjuster told you the offer expires Friday; that is the insurer’s deadline, not ours.',
      'The insurance company gave you until Friday to sign; don’t sign before you talk to someone.',
      'Your case: we need the signed medical authorization by Friday so the hospital can send records.',
      'Evidence disappears fast: the black box data can be overwritten in 30 days.',
      'The food bank’s turkey giveaway ends at 2 pm or when the turkeys run out.',
      'The parking lot fills up fast on Saturdays, so come early.',
      'Hey tony its the office, ur appointment is tmrw at 2, text back to confirm',
      'Some firms say “only two spots left!” to rush you. We don’t.',
      'We never say “only 3 spots left” because it is never true.',
      'The first 30 days after a crash are when most people see a doctor.',
      'Every day after a crash counts for your health, so keep your appointments.',
      'Before we close, a reminder to drive carefully on the ice.',
      'The next appointment with your surgeon is in two weeks.',
      'Our office is at full capacity for the holiday party, so RSVP early.',
      'The union hall fills up fast on meeting nights, so come early.',
      'Bishop Lee asks families to sign up for the meal train by Friday.',
      'Our intake line closes at 6 pm on weekdays.',
      'Time is running out for the insurance company to respond to our demand.',
      'Before someone else gets hurt, please report the broken stair to your landlord.',
      'While we still have your attention: please update your address.',
      'The free shuttle to the game runs until midnight.',
      'Deadline for the scholarship essay is December 1.',
      'Space heaters are limited at the shelter, so please donate.',
      'We fill up the van with toys every December.',
      'Your deposition is Tuesday; there are only two questions left to prepare.',
      'The hospital only has Tuesday and Thursday left for MRIs this week.',
      'The offer from the insurer is ending Friday, but you do not have to accept it.',
      'We hold free legal clinics every second Tuesday; no appointment needed.',
      'Podcast ad: this episode is brought to you by Pickett & Moreau; call anytime, there’s no rush.',
    ],
  },
};

describe.each(Object.entries(URGENCY))('false-urgency: %s', (_name, { caught, leftAlone }) => {
  if (caught.length > 0)
    it.each(caught)('finds false-urgency in “%s”', (body) => {
      expect(bodyRules(body)).toContain('false-urgency');
    });
  it.each(leftAlone)('finds no false-urgency in “%s”', (body) => {
    expect(bodyRules(body)).not.toContain('false-urgency');
  });
});

const subjectRules = (subject: string, audience: Audience = 'subscriber', body = 'Thanks for reading.', isFirstMessage = true) =>
  checkEmail({ subject, body }, { ...newsletter, audience, isFirstMessage }, florida).map((f) => f.rule);

const SUBJECTS: Record<string, Family> = {
  'approvals and a claim’s status, to a reader who has no claim with the firm': {
    caught: [
      'Approved: your free claim review',
      'Approved ✅ your free case review',
      '✅ Verified: your claim review',
      'Pre-approved: compensation for your injuries',
      'Eligible: compensation for Hurricane Milton victims',
      'Your free case review has been approved',
      'Your accident claim is pending',
      'Your injury claim is under review',
      'Your case file is open',
      'Claim status: approved 🎉',
      'Your claim: next steps',
      'Important: your accident file',
      'ATTENTION: your injury claim',
      'Time-sensitive: your compensation',
      'Congrats, you qualify!',
      'Notification: your accident compensation',
      'Your insurer has approved your payout',
      'Check #4471 issued to you',
      'Your Venmo payment of $5,000 is pending',
      '📬 Your settlement letter has arrived',
      'Tu reclamo fue aprobado ✅',
      'Last notice about your case',
      'Your injury claim – status',
    ],
    leftAlone: [
      'Approved car seats for 2027: a list for parents',
      'Verified reviews from our clients ⭐',
      'Eligible for PIP? What Florida drivers should know',
      'Is your claim worth anything? A quick checklist',
      'When your claim is denied: next steps',
      'Three things to keep while your case is open',
      'Important: office closed Thursday for Thanksgiving',
      'Attention parents: free car seat checks Saturday',
      'Do you qualify for PIP benefits?',
      'See if you qualify for a free consultation',
      'Time-sensitive tips for icy roads',
      'Notice: new office hours in December',
      'Your December newsletter is here',
      'Your free winter driving guide is ready',
      'Your holiday card is on its way 💌',
      'Church bulletin: Advent schedule and a note from Pickett & Moreau',
      'Podcast: what happens after you file a claim',
      'How insurers decide to approve a payout',
      'Checks and balances: how a settlement is paid',
      'The claim process, step by step',
      'Your rights after a crash, explained',
    ],
  },
  'letters from a court or an insurer, court dates, invoices': {
    caught: [
      'Notice from the insurance company about your crash',
      'Notice from your insurer: claim decision',
      'Letter from the court',
      'Order from the judge regarding your case',
      'Your court date is set',
      '🚨 Insurer notice',
      'Insurance notice: action needed',
      'Discharge notice: your injury claim',
      'Last warning about your claim',
      'Invoice #20871 - past due',
      'PAST DUE: your account',
      'Your balance is past due',
    ],
    leftAlone: [
      'How to read a notice from your insurer',
      'What to do if you get a letter from the court?',
      'Insurance notices explained: what to do with mail from the adjuster',
      'Past-due medical bills after a crash? Here’s help',
      'Discharge instructions after a crash: a plain guide',
      'Pending legislation in Tallahassee that affects drivers',
      'Order of events for the Dec 12 holiday party',
    ],
  },
  'payments in new words': {
    caught: [
      '💸 Your payout is on its way',
      'Payment incoming 💰',
      'Your compensation is ready',
      'Your insurance money is here',
      'Settlement funds released',
      '🏦 Direct deposit pending',
      'Payment released ✅',
      'Your deposit has been processed',
      'Your refund is pending',
      'FW: FW: read this!! your accident money is waiting for you',
    ],
    leftAlone: [
      'Your guide to settlement checks',
      'How long does a payout take?',
      'Compensation after a crash: what you should know',
      'Deposit your check safely: bank tips for the holidays',
      'Your money questions, answered by our team',
      'The payment process after a settlement, step by step',
      'Payment plans for medical bills: your options',
      'Car seat check available Saturday',
    ],
  },
  'a payment named as the subject': {
    caught: [
      'Your year-end check from Pickett & Moreau',
      'Your holiday payout',
      'ur refund from the firm',
      'Your settlement disbursement',
      'Your December check from the firm',
    ],
    leftAlone: [
      'Your year-end check-in from Pickett & Moreau',
      'Your free case check from Pickett & Moreau',
      'Your car-seat check',
      'Your December check-up reminder from Dr. Lee',
      'Your safety check from the firm',
      'Your health check: signs of whiplash to watch for',
      'Your checklist for the holidays',
      'Your payment options for medical bills, explained',
    ],
  },
  'replies and forwards, in other mail clients’ languages and after an emoji': {
    caught: [
      '💬 WhatsApp: Re: su caso',
      'Fwd: FW: Aviso de la corte',
      '🔁 Re: your accident on I-4',
      '📢 Re: your crash last week',
      'RV: su accidente / your accident',
      'RES: your consultation request',
      'WG: Ihr Unfall',
      'Fw: Fw: Fwd: from Nana',
    ],
    leftAlone: [
      'Re-opening: our Tampa office after the storm',
      'Reopened! Our Tampa office is back',
      'Free case reviews: our gift this season (ends Friday)',
      'Grandma’s pound cake recipe (and a note about ice)',
    ],
  },
};

describe.each(Object.entries(SUBJECTS))('deceptive-subject: %s', (_name, { caught, leftAlone }) => {
  it.each(caught)('finds deceptive-subject in “%s”', (subject) => {
    expect(subjectRules(subject)).toContain('deceptive-subject');
  });
  it.each(leftAlone)('finds no deceptive-subject in “%s”', (subject) => {
    expect(subjectRules(subject)).not.toContain('deceptive-subject');
  });
});

describe('deceptive-subject: honest subjects to a lead who called or wrote', () => {
  it.each([
    'Your free case review is confirmed for Tuesday',
    'Your consultation request was received',
    'About the letter from the insurer you mentioned',
    'Following up on your call about the crash',
    'Update: we looked into your question about PIP',
    'Important: bring your police report to the consultation',
    'Reminder: your free consultation is tomorrow at 2',
  ])('finds no deceptive-subject in “%s”', (subject) => {
    expect(subjectRules(subject, 'lead')).not.toContain('deceptive-subject');
  });
});

describe('deceptive-subject: a reply in a real thread', () => {
  it('leaves “Re:” alone when the message answers one', () => {
    expect(subjectRules('📢 Re: your crash last week', 'lead', 'Thanks for calling back.', false)).not.toContain('deceptive-subject');
  });
});

describe('deceptive-subject: a payment announced to a client is read against the body', () => {
  const client = (subject: string, body: string) => subjectRules(subject, 'client', body, false);

  it.each([
    [
      'Your settlement check is ready to pick up',
      'The check from the insurer cleared our trust account Friday. Come sign the closing statement.',
    ],
    ['Your payment has been deposited', 'Your payment was deposited to your account this morning; the closing statement is attached.'],
    ['Your settlement check was mailed today', 'As we discussed, today we mailed your check by certified mail.'],
    ['Your year-end check from Pickett & Moreau', 'Your check is enclosed with this letter, with the closing statement.'],
    ['Your settlement check is ready', 'The check is here; it is not the release yet that we need, just your signature.'],
  ])('leaves “%s” alone when the body speaks of that payment', (subject, body) => {
    expect(client(subject, body)).not.toContain('deceptive-subject');
  });

  it.each([
    ['Your check from the insurance is ready', 'The insurer agreed to negotiate. This is a good sign, but there is no money yet.'],
    ['Your payout is on its way 💸', 'Happy holidays! It is not that kind of payout, just a card and a check-in from all of us.'],
    ['Your compensation is ready', 'Merry Christmas from the whole team! There is no compensation yet, but your case is moving.'],
    ['Your settlement check is on its way', 'Most people our clients send us are holding a settlement check within months.'],
    ['Your year-end check from Pickett & Moreau', 'Thank you for a wonderful year. Our offices close December 24 through January 1.'],
    [
      'Your settlement check is ready!!',
      'Ok so not the check itself yet, but the release came in. The check usually comes 2 to 4 weeks after you sign, then it clears our trust account.',
    ],
    ['Your payment has been released', 'The payment hasn’t been issued yet; the insurer still needs your signed release.'],
  ])('finds “%s” when the body denies the payment or never speaks of it', (subject, body) => {
    expect(client(subject, body)).toContain('deceptive-subject');
  });

  it('leaves a client’s real case news and an approval of their own request alone', () => {
    expect(client('Your case: mediation date confirmed (Dec 10)', 'Mediation is set for December 10 at 9 am.')).not.toContain(
      'deceptive-subject',
    );
    expect(client('Approved: your request for a copy of your file', 'Here is a copy of your file, as you asked.')).not.toContain(
      'deceptive-subject',
    );
  });
});
