/**
 * `false-urgency`, round eight: the families behind the seventh held-out set's misses and the ones next to them,
 * in voices no corpus round has had (a lay preacher's cadences, a call-center closer's patter, a rideshare
 * driver's texting, a retired judge's measured prose, more translated English). The firm's own offer ending
 * beside a gathering's name, places "nearly all spoken for", the next opening after a holiday, a condition that
 * loses the reader's place, the first few by a day, a bare "now is the time" after the firm's deadline, rations
 * the attorney sits in on, and claims spread over two sentences. Each family has look-alikes: legal deadlines,
 * a judge's or a court's calendar, gatherings and drives, health advice, an insurer's offer, other senses of
 * the same words. Written from the rules and the corpus policies (tests/fixtures/compliance/README.md), never
 * from a held-out file.
 */
import { describeFamilies, type Family, FLORIDA_FIRM } from '../../../tests/support/complianceFamilies';

const URGENCY: Record<string, Family> = {
  'the firm’s own offer ending, beside a gathering’s name': {
    rule: 'false-urgency',
    caught: [
      'Our free at-home dog-bite consultations wrap up this Sunday, so if you’ve been meaning to ask about that nip at the block party, now’s the moment!',
      'Free policy reviews end Friday, the same night as the holiday parade.',
      'See you at the festival, and remember our free case reviews close out on the 30th.',
    ],
    leftAlone: [
      'Toy drive donations are due Sunday; the block party is the 12th.',
      'The coat drive ends Saturday, and the parade is Sunday.',
      'Our booth at the festival closes at 6 on Saturday.',
      'Free consultations at our festival booth end at 6 on Saturday.',
      'Our free consultation tent at the block party closes at dusk.',
    ],
  },
  'places nearly all spoken for, and the next opening after a holiday': {
    rule: 'false-urgency',
    caught: [
      'Mr. Pemberton only sits in on a few new consultations a week now, and this week’s are nearly all spoken for.',
      'Our free consultations are now nearly all spoken for.',
      'I have reserved a modest number of afternoons this month for free consultations, and they are now nearly all spoken for.',
      'The last free consultation of the year is spoken for but one, so come quickly.',
      'The next opening is after New Year’s.',
      'The next free review day isn’t until after the holidays.',
    ],
    leftAlone: [
      'I have reserved Tuesday afternoons for my grandchildren, and they are now nearly all spoken for.',
      'Dr. Lee’s next opening is after New Year’s, so we asked for a referral.',
      'Every seat at the fellowship dinner is spoken for but one.',
    ],
  },
  'a condition that loses the reader’s place': {
    rule: 'false-urgency',
    caught: [
      'If we don’t pencil you in today, the next opening is after New Year’s.',
      'Honestly, if we don’t get you on the calendar by tonight, the next opening I see is mid-January.',
      'If you don’t grab one this week, you’ll be waiting until spring.',
    ],
    leftAlone: [
      'If we don’t hear from the adjuster by Friday, we’ll file suit.',
      'If you don’t call today, we’ll call you tomorrow to check in.',
      'If you can’t book today, no problem: the free review has no deadline.',
      'If we don’t get you on the calendar today, no worries, call back whenever you like.',
      'If you don’t book today, you may lose track of your bills.',
    ],
  },
  'the firm’s attention for the first few, by a day': {
    rule: 'false-urgency',
    caught: [
      'I will personally read and answer only the first dozen that reach me before the first of December.',
      'The first ten who call by Friday get Attorney Pickett himself for the free review.',
    ],
    leftAlone: [
      'Judge Ortiz will hear only the first ten motions filed before the 15th of December.',
      'The first two weeks before trial are the busiest for us.',
      'The first three things to do before Friday’s mediation: read the file, sign the form, and rest.',
    ],
  },
  '“now is the time” after the firm’s deadline or scarcity': {
    rule: 'false-urgency',
    caught: [
      'I will answer only the first dozen that reach me before the first of December. So if there is something you have been meaning to ask me, now is the time.',
      'Our free policy reviews end Friday. If you’ve been putting it off, now’s the moment.',
      'Only three consultation slots are left before the holidays. There’s no time like the present.',
    ],
    leftAlone: [
      'Winter is here. Now is the time to check your tires and wiper blades.',
      'Florida’s deadline for negligence claims is now two years. If you were hurt in 2024, now is the time to talk to a lawyer.',
      'Only a doctor can tell you how bad a concussion is, so now is the time to get checked.',
      'Uninsured-motorist claims in this state have a one-year window, so now is the time to call.',
      'Your claim must be reported within the year, and now is the time.',
      'Daylight saving time ends Sunday. Now is the time to check your headlights.',
      'Only you can decide whether to hire a lawyer. When you’re ready, now is the time.',
      'There are only two weeks left until Christmas. Now’s the time to make sure the kids’ car seats fit.',
      'Hurricane season ends November 30. Now is the time to review your flood policy.',
      'Our free consultations never end. Whenever you’re ready, now is the time.',
    ],
  },
  'claims spread over two sentences': {
    rule: 'false-urgency',
    caught: [
      'We set aside a few Saturdays for free reviews. Most of them are already booked.',
      'Earl is seeing new clients on Tuesdays this month. After that, he’s in trial until March.',
      'There’s a free case review offer this month. It goes away on the 30th.',
      'We’re doing free policy reviews. Friday is the last day.',
      'For the people who call before the day 30, the consultation is free, after is paid.',
    ],
    leftAlone: [
      'We set aside a few Saturdays for the coat drive. Most of them are already booked.',
      'Earl is in trial until March. His partner Ana is taking new clients in the meantime.',
      'We’re doing free policy reviews all year. There is no last day.',
      'The adjuster made you an offer last week. It expires Friday, and that deadline is theirs, not yours.',
      'Our holiday party is Friday. It ends at nine.',
      'Our offer to help stands. Friday is the last day of the month, so invoices go out.',
      'After that, he’s in trial until March, so his partner Ana will handle your deposition.',
      'The free consultation is always free. After that, if we take the case, we are paid only from the recovery.',
    ],
  },
  'scarcity in other words: low, out of, in percent, a sliver, most gone, a quota reached': {
    rule: 'false-urgency',
    caught: [
      'We’re running low on consultation slots for December.',
      'Consultation slots for the rest of the month are running low, so call today.',
      'Our free review days are running low for 2026.',
      'We’re nearly out of consultation times for this month.',
      'We have run out of Saturday appointments except for two.',
      'We’re 90% booked for December.',
      'Our calendar is 80 percent full for the month.',
      'Only a sliver of time remains on Attorney Pickett’s calendar this month.',
      'Consults this month are first-come, and most are gone.',
      'Once we hit twenty new clients this month, we stop.',
      'When we reach our limit of ten cases, intake closes.',
    ],
    leftAlone: [
      'We’re running low on coffee at the office, send help.',
      'Spots on the softball team are running low, sign up at the front desk.',
      'We’re out of appointment reminder cards, so write it on your hand.',
      'Dr. Lee is running low on appointment times this month.',
      'The hotel is 90% booked for the conference.',
      'We’re 100 percent full of gratitude this season.',
      'I’m out of sick days, so my partner will cover Friday.',
      'Your physical therapy appointments are 80 percent done, and your doctor is pleased.',
      'The store’s cameras record over themselves; most are gone in 30 days, so ask for the video now.',
      'Our reviews on Google are mostly five stars, and most are from clients.',
      'Once we reach ten witnesses, we stop taking statements and start writing the demand.',
      'Once we hit the statute’s deadline, the claim is gone forever.',
    ],
  },
  'offers that lock, fade, rise in price, or hold for one period alone': {
    rule: 'false-urgency',
    caught: [
      'Coach’s orders: the roster for free case reviews locks on Friday, so get your name on the sheet.',
      'The free consultation roster is locked after Thursday.',
      'Like a hot listing, Attorney Pickett’s December calendar won’t stay on the market long.',
      'A few consultation slots are still up for grabs, but not for long.',
      'Free reviews are available this week and this week alone.',
      'Free case reviews, this week and never again.',
      'Starting Monday, consultations will cost $200, so book your free one now.',
      'The free review special is on its last legs.',
      'Free consults are on the way out after this week.',
    ],
    leftAlone: [
      'The roster for the softball league locks on Friday.',
      'Starting Monday, parking at the courthouse will cost $5.',
      'Starting Monday, our office opens at 8 instead of 9.',
      'Our free consultations are free today and free next year; they never end.',
      'The Christmas Eve service is tonight and tonight alone.',
      'The insurer’s adjuster said their offer won’t stay open for long; that’s a pressure tactic.',
    ],
  },
  'a lay preacher': {
    rule: 'false-urgency',
    caught: [
      'The hour is late, beloved, and the free consultations end with the Sabbath, so come now while there is yet time.',
      'Many are called but few are chosen: we take on just three new families this season.',
      'Do not tarry, for on Sunday the doors to our free case reviews shall be shut.',
      'Seek and you shall find, but seek before Friday, for that is when our free case reviews come to an end.',
      'Come Friday, the offer of a free review passes away like the grass of the field.',
      'Let those who have ears hear: only four places remain at the attorney’s table this month.',
    ],
    leftAlone: [
      'The hour is late, beloved, and the choir practice ends at nine.',
      'Do not tarry at the scene of a crash; call 911 and get to safety.',
      'There is a season for everything, and hurricane season ends November 30.',
      'The doors of the fellowship hall will be shut on Sunday for the holiday.',
      'The church doors close at 9 on Christmas Eve after the candlelight service.',
      'Only four places remain at the table for the potluck, so bring a chair.',
    ],
  },
  'a call-center closer': {
    rule: 'false-urgency',
    caught: [
      'I can hold this slot for you while we’re on the phone, but once we hang up I can’t promise it’ll still be there.',
      'Between you and me, my supervisor only approved three of these free reviews for today, and I’ve got one left.',
      'This is the last of the free consultations I can offer at this price, so let’s get you locked in right now.',
      'I’d hate for you to miss out, because once this call ends the free review goes back into the system.',
      'Let me be upfront with you: this free review is a today-only thing.',
      'The cutoff for the free consultation is Friday at five.',
      'I can’t hold it past the end of this call.',
      'I can only hold that slot until the end of the day.',
      'Beat the holiday rush and book your free review before the calendar fills.',
      'It’s use it or lose it on the free review, friend, so let’s get you booked.',
      'This free consultation won’t be offered again this year.',
    ],
    leftAlone: [
      'I can stay on the phone with you as long as you need; there’s no rush at all.',
      'Once we hang up, I’ll email you a copy of the intake form.',
      'The cutoff for filing a PIP claim is 14 days after the crash, under Florida law.',
      'I’d grab a pen if I were you, because I’m about to give you the claim number.',
      'Beat the holiday traffic by leaving early for the courthouse.',
      'We’ve had a ton of calls this week about the ice storm, and we’re answering them all.',
      'The adjuster’s offer expires when the month ends; that’s their tactic, not a deadline you must meet.',
    ],
  },
  'a rideshare driver texting': {
    rule: 'false-urgency',
    caught: [
      'yo atty only got 2 spots left tmrw, u want one lmk asap',
      'real talk the free consult thing ends sat, after that its paid',
      'gotta lock u in b4 i drop u off, these spots go quick',
      'spots r almost gone fr, hmu tonight',
      'atty got 1 opening left this wk, snag it b4 its gone',
      'they only doin free reviews til friday so hit em up',
    ],
    leftAlone: [
      'omw, 5 min away, traffic on 95 is rough',
      'u left ur phone in my car, i can drop it off tmrw',
      'only 3 stops left on this route',
      'slots at the airport lot fill fast on fridays',
      'pickup at 5, gone by 6, traffic permitting',
    ],
  },
  'a retired judge': {
    rule: 'false-urgency',
    caught: [
      'I shall be able to consider only a small number of new matters before the year is out.',
      'My calendar, such as it is, will be closed to new consultations after the fifteenth of December.',
      'Those who write to me after Friday will, I regret, have to wait until spring for a consultation.',
      'It is my intention to accept no more than a handful of new clients before the new year.',
      'I would not wish any reader to discover, too late, that the remaining consultations had been given to others.',
      'The offer of a complimentary review, I should add, lapses at the close of the month.',
      'I am told that the few appointments I have left this month will not remain available for long.',
      'Those places, I regret to say, are being claimed at a pace that will exhaust them within the week.',
    ],
    leftAlone: [
      'In forty years on the bench I learned that a litigant who delays seldom helps himself, and the statute of limitations does not wait.',
      'The court’s calendar closes to new filings on the fifteenth of December for the holidays.',
      'The court, in its wisdom, set the hearing for the close of the month.',
      'I would not wish any reader to discover, too late, that the statute of limitations had run.',
      'Judges in this circuit accept no more than a handful of continuances per case.',
      'A complimentary copy of the opinion is enclosed; the deadline to appeal is set by statute.',
    ],
  },
  'translated English': {
    rule: 'false-urgency',
    caught: [
      'The consultation free is finishing in this Friday, after is not more.',
      'Is remaining only few places for consult in December, you call quick.',
      'We offer this free review only until end of this month, not after.',
      'Last places of the year for consult with the lawyer, after the holidays no more.',
    ],
    leftAlone: [
      'The court is closed from 24 December until 2 January, after the holidays is open normal.',
      'The doctor have the agenda full this month, so the therapy start in January.',
      'The insurance give you only 30 days for answer, this is their rule, not ours.',
    ],
  },
  'legal deadlines a year count no longer excuses by itself': {
    rule: 'false-urgency',
    caught: ['We consider only a small number of new matters before the year is out.'],
    leftAlone: [
      'Claims against the city must be filed before the end of the year, so call us by Friday.',
      'Your PIP benefits expire a year after the crash, so please call us before Friday if you have unpaid bills.',
      'In Georgia you have two years, so you must call us before the end of the year if your crash was in 2024.',
      'The year-end deadline for your notice of claim is real, so call us by Friday.',
    ],
  },
};

describeFamilies(URGENCY, FLORIDA_FIRM);
