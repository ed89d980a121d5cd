/**
 * `false-urgency`: invented scarcity or deadlines that push the reader to contact or hire the
 * firm. Three families: scarcity of the firm's time ("only two consultation slots left this
 * week", "I'm only taking on two more new clients", "the calendar is almost full"), offers that
 * expire ("this offer won't last", "free case reviews (today only)", "after Friday, we can't
 * promise a spot") and pressure to act now ("call in the next 48 hours", "decide today",
 * "lock this in today"). Real deadlines stated as facts (a statute of limitations, a PIP
 * treatment window, an RSVP date, "see a doctor promptly") use none of these shapes; an
 * insurer's offer with a deadline is the insurer's, not the firm's. A few families read the sentence before too
 * (`around`): a claim spread over two sentences ("We're doing free policy reviews. Friday is the last day."), or a
 * bare "now is the time" after the firm's own deadline.
 */
import { type DetectorInput, type Hit, matches, quote, withoutOverlaps } from '../draft';
import { isNegated } from '../text';
import { eachSentence, type Guarded, hitIn, isQuestion, isReported, possibleInSentences } from './sentences';
import { mayOccurIn } from './trigrams';

// A pattern, and what may excuse it: a legal basis ('basis'), a real reason for haste in the
// sentence ('reason'), or one in the sentence before ('context'), or evidence, health or safety named in
// the sentence itself ('sentence', for families a year count or an earlier sentence's "property damage"
// must not excuse); `needs` is a word the sentence must also have.
interface UrgencyPattern extends Guarded {
  excuse?: 'basis' | 'reason' | 'context' | 'medical' | 'sentence';
  needs?: RegExp;
  // A word that makes the sentence about someone else's time or the office's hours.
  unless?: RegExp;
  // What the sentence or the one before must also say: the deadline or scarcity a bare "now is the time" leans on,
  // the firm's offer that "it ends Friday" is about.
  around?: RegExp;
}
// A wider family needs no guard: it is tried only in a sentence with one of its cue words (read
// as the start of a word), one of which every match contains.
interface WiderPattern extends Omit<UrgencyPattern, 'guard'> {
  guard?: undefined;
  cues: readonly string[];
}

const FEW = String.raw`(?:\d+|a few|very few|few|a limited|a small|a couple(?: of)?|a handful of|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|limited)`;
const WHAT_IS_SCARCE = String.raw`(?:citas|cupos|lugares|espacios|vacanc(?:y|ies)|consultas|consultations?|consults?|case reviews?|case evaluations?|evaluations?|reviews?|spots?|slots?|spaces?|appointments?|openings?|places?|seats?|cases|clients|intakes?|times?|dates?)`;

// Taking on, reviewing or adding: the verbs of a quota.
const QUOTA_VERB = String.raw`consider|considers|considering|see|sees|seeing|meet with|meets with|meeting with|take|takes|taking|accept|accepts|accepting|sign|signs|signing|handle|handles|handling|book|books|booking|add|adds|adding|admit|admits|admitting|review|reviews|reviewing|onboard|onboarding|welcome|welcoming|represent|representing`;
// The last places, without the words a story or a file uses ("the last time I checked", "the last few
// cases we handled", "the final review of your file").
const LAST_PLACES = String.raw`(?:citas|cupos|lugares|espacios|vacanc(?:y|ies)|consultations|consultation slots?|consults|case reviews|case evaluations|spots?|slots?|spaces?|openings?|places?|seats?|appointments|intakes?|time slots?)`;
// Month names alone, for a far date: "booked up through December".
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
// The day an invented deadline names: "through November 30", "before the 30th", "before the first of December", "until Cyber Monday", "b4 tmrw".
const DAY = String.raw`(?:(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?=)|tomorrow|tmrw|tonight|tonite|midnight|black friday|cyber monday|christmas(?: eve)?|new year'?s?(?: day| eve)?|thanksgiving|the (?:(?:end|last day)(?=) of (?:(?:the |this )?(?:week|month|year)(?=)|${MONTH})(?=)|(?:\d{1,2}(?:st|nd|rd|th)(?=)|first|second|third|fifth|tenth|fifteenth|twentieth|thirtieth)(?=) of ${MONTH}|\d{1,2}(?:st|nd|rd|th)(?=))(?=)|end of (?:the |this )?(?:week|month|year)(?=)|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?=)\.? \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:/\d{1,2}|(?:st|nd|rd|th)? (?:of ${MONTH}|(?!may\b)${MONTH})(?=)\b)(?=))`;
// A free look at the reader's matter, with what it looks at between: "free UM policy reviews", "free winter claim check-up",
// and the trade's own word for it: "free case tune-up", "free case fittings".
const FREE_LOOK = String.raw`(?:free|complimentary)(?: [\w-]+){0,2}? (?:reviews?|consultations?|consults?|evaluations?|(?:case|claim|injury|legal|policy|coverage|insurance) (?:check-?ups?|checks?|screenings?|audits?|assessments?)|case (?!law\b)[\w]+(?:-[\w]+)?)`;
const FREE_THING = String.raw`(?:${FREE_LOOK}|free case checks?)`;
// The firm's places, for the newer families ("times" alone is left out: "three times the bills").
const PLACE_WORDS = String.raw`(?:spots?|slots?|openings?|places?|seats?|spaces?|appointments?|consultations?|consults?|(?:case )?reviews?|evaluations?|time ?slots?)`;
// A judge's, a court's or a mediator's calendar is not the firm's.
const SOMEONE_ELSES_CALENDAR =
  /\b(?:judges?|judge's|court's|courts'|mediators?|mediator's|clerk's|arbitrators?|(?:your|the|her|his|their) (?:doctor|surgeon|therapist|physical therapist|chiropractor|physician|orthopedist|dentist|specialist|pt)(?:'s)?|dr\.? [a-z]+)\b/i;
// A calendar that is someone else's, or a moon that is nearly full.
const SOMEONE_ELSES_CALENDAR_OR_MOON = new RegExp(String.raw`${SOMEONE_ELSES_CALENDAR.source}|\bmoon\b`, 'i');
// A judge's or a doctor's calendar, or the places to park near the office: not the firm's places.
const NOT_THE_FIRMS_PLACES = new RegExp(String.raw`${SOMEONE_ELSES_CALENDAR.source}|\bpark(?:ing)?\b`, 'i');
// Office hours and closures: "Monday through Wednesday only, closed Thursday for Thanksgiving".
const OFFICE_HOURS =
  /\b(?:office hours|our hours|holiday hours|hours (?:are|will be)|closed|reopens?|reopening|(?:is|are|we're|we are|office|offices) open|open late|open until)\b/i;
// The firm's time or an offer, named in the sentence: what a count or a countdown is about.
const ABOUT_THE_OFFER =
  /\b(?:free|offers?|deals?|specials?|promo\w*|consult\w*|case reviews?|reviews?|evaluations?|spots?|slots?|openings?|appointments?|calendar|call|book|claim|reserve|sign up|dm|text|reply)\b/i;
const ABOUT_THE_REVIEW =
  /\b(?:consult\w*|case reviews?|claim reviews?|free reviews?|case evaluations?|free (?:case )?evaluations?|reviews? of your (?:case|claim)|free (?:legal )?(?:advice|calls?|strategy sessions?))\b/i;

// The firm's own free look or its new-client time, named in a sentence or the one before, for a claim spread over two
// sentences: "We're doing free policy reviews. Friday is the last day."
const OWN_OFFER =
  /\b(?:free (?:[\w-]+ ){0,2}?(?:consult\w*|reviews?|evaluations?|check-?ups?)|consult\w* (?:free|gratis)|(?:our|this|the) (?:[\w-]+ )?(?:offer|special|promo\w*)|(?:taking|seeing|accepting|signing) (?:on )?new (?:clients|cases)|new[- ]client (?:consult\w*|appointments?))\b/i;
// A place the firm holds for the reader: "your spot", "the reserved slot".
const HELD = String.raw`(?:spot|slot|place|opening|appointment|time|seat|consultation|review)`;
// A count of places said to be taken, for the sentences worth reading: "of ... are taken", "already booked".
const PLACE_TAKEN =
  /\b(?:of\b[^.!?]{1,40}?\b(?:taken|claimed|booked|gone|filled|reserved)|already (?:taken|claimed|booked|gone|filled|reserved))\b/i;
// A place or a gift that acting early is said to win: "three slots for people who call within 72 hours".
const PLACE_OR_GIFT =
  /\b(?:spots?|slots?|openings?|places?|seats?|appointments?|consult\w*|reviews?|evaluations?|free|gifts?|bonus|discount|offers?|deals?|specials?|prizes?)\b/i;
// The firm's time named, for a gift tied to booking it: "with every case review booked before Sunday".
const FIRMS_TIME_WORDS =
  /\b(?:consult\w*|case reviews?|case evaluations?|free reviews?|claim reviews?|reviews?|appointments?|consultations?)\b/i;
// The firm's places, named or pointed at: "them", "the remaining slots".
const PLACES = String.raw`(?:them|these|those|they|(?:the|our) (?:[\w-]+ ){0,2}?(?:spots|slots|times|appointments|openings|consultations|consults|reviews|places|seats))`;
// What the reader loses by waiting: the file closed, the place given to someone else.
const LOSS =
  /\b(?:close|closes|closing|closed|give|giving|offer|lose|release|gone|someone else|somebody else|another|next (?:person|family|caller|client)|no longer|won't be able|will not be able|can't|cannot|unable|take (?:it|you|your case) on)\b/i;

// How nearly the places are gone, up to three words: "nearly all", "already mostly", "just about".
const NEARLY = String.raw`(?:(?:almost|nearly|already|all|just about|pretty much|practically|mostly|all but|now|basically|virtually|largely|more or less) ){0,3}`;
// The firm's places said to go: "they're booked", "these twelve are taken", "all our December consultations are gone".
const PLACES_GO = String.raw`(?:they're|they are|they r|they've been|they have been|(?:these|those|the|our|all|all the|all our) (?:(?:[\w-]+ ){0,2}?${PLACE_WORDS}|${FEW}|last (?:few|${FEW})) (?:are|have been|'re|r)) (?:all )?(?:booked(?: up)?|gone|taken|claimed|filled|spoken for|full|used up|snapped up|given out)`;

const PATTERNS: readonly UrgencyPattern[] = [
  // Scarcity of the firm's time: "only two consultation slots left", "seven are already gone".
  {
    guard: /only/i,
    pattern: new RegExp(
      String.raw`\bonly\s+(?:(?:have|has|had|got|'ve got|'s got)\s+)?${FEW}\s+(?:more\s+)?(?:[\w-]+\s+){0,2}?${WHAT_IS_SCARCE}\b`,
      'gi',
    ),
    unless: SOMEONE_ELSES_CALENDAR,
  },
  {
    guard: /only|just/i,
    pattern: new RegExp(
      String.raw`\b(?:only|just)\s+(?:taking|takes|take|accepting|accepts|accept|booking|books|book|opening|opens|seeing|sees|signing|signs)\s+(?:on\s+|up\s+)?${FEW}\b`,
      'gi',
    ),
    unless: SOMEONE_ELSES_CALENDAR,
  },
  {
    // At a word boundary: the email is scanned for these once per check, and trying the many
    // alternatives only where a word starts is cheaper.
    guard:
      /\b(?:left|remaining|fill(?:ing|s| up| fast| quick| early| every)(?=)|book(?:ing|s)(?=)|(?:is|are|r)(?=) (?:finishing|ending|limited|few|tight|rare|little|scarce)(?=)|(?:almost|nearly)(?=)(?: all)? (?:over|gone|full|booked|taken)(?=)|already (?:gone|full|booked|taken|spoken|claimed|filled)(?=)|go(?:ing|in'?)? (?:fast|quick)(?=)|(?:faster|quicker|scarcer|rarer)(?=) than|hot ?cakes|won't last|will not last|are limited|running out|scarce|premium|hard to|not many|very few|so few|disappearing|snapped up)/i,
    pattern: new RegExp(
      String.raw`\b(?<!parking |\bof (?:that|the|your|this)(?=) )(?:${WHAT_IS_SCARCE}|calendar|schedule|(?<=\b${WHAT_IS_SCARCE}\b[^.!?]{0,80}\bthe )last (?:few|couple|handful)(?=))(?=)\s+(?:are\s+|is\s+|r\s+)?(?:left|remaining|(?:filling|fill|fills|booking|books)(?=) (?:up )?(?:fast|quickly|early|every (?:week|day|month)(?=))(?=)|(?:are|is)(?=) (?:finishing|ending|almost over)(?=)|(?:always )?go(?:ing|in'?)? (?:fast|quick(?:ly)?|like hot ?cakes|faster than|quicker than)(?=)|(?:are|is)(?=) (?:scarcer|rarer)(?=) than|won't last|will not last|are limited|(?:almost|nearly|already)(?=)(?: all)? (?:gone|full|booked|taken|spoken for|claimed|filled)(?=)|running out|(?:are|is|r)(?=) (?:few|scarce|limited|tight|rare|at a premium|hard to come by|hard to get|little|not many|very few|so few)(?=)|(?:are|is)(?=) (?:disappearing|being snapped up|getting snapped up)(?=))(?=)\b`,
      'gi',
    ),
    unless: SOMEONE_ELSES_CALENDAR,
  },
  { guard: /up (?:fast|quickly)/i, pattern: /\b(?:filling|booking) up (?:fast|quickly)\b/gi },
  // "Calendar filling up", "the attorney's schedule is booking up".
  {
    guard: /filling|booking/i,
    pattern:
      /\b(?:calendar|schedule|spots|slots|appointments|openings|consultations|docket)\s+(?:is\s+|are\s+)?(?:already\s+)?(?:filling|booking)(?: up)?\b/gi,
  },
  {
    guard: /last|final/i,
    pattern: new RegExp(
      String.raw`\b(?:the )?(?:last|final)(?=) (?:few )?of (?:the|our|my|these|this (?:week|month|year)(?=)'s)(?=) (?:${FREE_THING}|(?:[\w-]+ )?(?:spots|slots|openings|consultations|consults|places|seats)(?=))(?=)\b|\b(?:last|final)(?=)\s+(?:(?:remaining|open|available)(?=)\s+${WHAT_IS_SCARCE}|(?:few\s+)?${LAST_PLACES}|chance)(?=)\b|\b(?:last|final)(?=) ${FEW} (?:[\w-]+ )?(?:spots?|slots?|openings?|places?|seats?|appointments?|consult\w*)(?=)\b|\blast (?:day|days|hours)(?=) to (?:claim|get|book|schedule|call|sign up|take advantage|grab|lock|reserve)(?=)\b`,
      'gi',
    ),
  },
  {
    guard: /first[- ]come|while|time is running|don't let/i,
    pattern:
      /\bfirst[- ]come,? first[- ]serv(?:ed|e)(?=)\b|\bwhile (?:spots|slots|places|openings|appointments|supplies|they)(?=) last\b|\btime is running out\b|\bdon't let (?:this|the|your|our)(?=) (?:[\w-]+ ){0,2}?(?:opportunity|chance|offer|deal|special|review|consult\w*|spot|slot)(?=) (?:slip|pass|get away|go)(?=)(?: you)?(?: by)?\b/gi,
  },
  { guard: /your (?:spot|slot|place|free)/i, pattern: /\bto (?:keep|hold|save|secure|lock in) your (?:spot|slot|place|free)\b/gi },
  { guard: /hurry/i, pattern: /^\W*hurry\b|\bhurry up\b/gi },
  // "Last call for free case reviews", "Earl has only got room for a couple more cases".
  {
    guard: /last call|final call|boarding call|room for/i,
    pattern: new RegExp(
      String.raw`^\W*last call\W*$|\b(?:last|final)(?: boarding)? call (?:for|to) (?:\w+ ){0,2}?(?:${WHAT_IS_SCARCE}|free|offers?|deals?|discounts?|specials?)\b|\bonly (?:have |has |got |'ve got |'s got |has got |have got )?room for\b[^.!?]{0,20}?\b(?:more |new )?(?:${WHAT_IS_SCARCE})\b`,
      'gi',
    ),
  },
  { guard: /don't (?:wait|delay)/i, pattern: /\bdon't (?:wait|delay)\b\W{0,3}(?:call|contact|reach out|book|schedule|reply|act)\b/gi },
  {
    guard: /full|booked|sold out|spoken for|complete|filled/i,
    pattern:
      /\b(?:calendar|schedule|docket|caseload|dance card|agenda)(?=)(?:\s+(?:for|through|this|next|until|over)(?=)\s+(?:[\w'-]+\s+){0,2}?)?\s*(?:is|'s|looks|is looking|is getting)(?=)\s+(?:(?:almost|nearly|already|just about|pretty much|practically|basically|virtually|all but|close to|about|pretty|really|very)(?=)\s+){0,2}(?:fully\s+)?(?:full|booked|packed|slammed|maxed(?: out)?|spoken for)(?=)\b(?! (?:through|via|using|by|on|online)(?=) (?:a |an |our |the )?(?:service|website|site|app|portal|link|form|system|tool|calendly|phone)(?=)\b)|\b(?:almost|nearly)(?=)\s+(?:fully\s+)?(?:full|booked|booked up|sold out)(?=)\b|\b(?:calendar|schedule|agenda|docket)(?=)(?: (?:of|for)(?=) (?:the |our |my )?(?:lawyers?|attorneys?|atty|firm|office|abogad[oa]s?)(?=))? ?(?:is|'s)(?=) (?:almost|nearly|practically|virtually|all but)(?=) (?:complete|completed|filled)(?=)\b/gi,
    excuse: 'medical',
    unless: SOMEONE_ELSES_CALENDAR_OR_MOON,
  },
  {
    guard: /\b(?:gone|taken|fill|runs? out|full|booked|closes)/i,
    pattern:
      /\b(?:before|b4)(?=) (?:they're|they are|it's|its|it is|spots are|slots are|they|it)(?=) (?:gone|taken|filled|run out|runs out)(?=)\b|\bbefore (?:the |all (?:the )?)?(?:places|spots|slots|spaces|seats|appointments|openings)(?=) (?:are|is)(?=) (?:full|gone|taken|filled|booked)(?=)\b|\bbefore (?:the|our|my|his|her)(?=) (?:calendar|schedule|books|docket)(?=) (?:fills|fill up|fills up|is full|gets full|books up|closes)(?=)\b/gi,
  },
  {
    guard: /already/i,
    pattern: new RegExp(String.raw`\b${FEW} (?:are|of them are|have) already (?:gone|taken|booked|been (?:taken|booked))\b`, 'gi'),
  },
  {
    guard: /limited/i,
    pattern:
      /\b(?:a |is a |are a )(?=)limited (?:run|engagement)(?=)\b|\blimited number of (?:new )?(?:cases|clients|matters|riders|families)(?=)\b(?=[^.!?]{0,20}\b(?:this|next|before|until|per|a)(?=) (?:week|month|year|quarter|season|holidays?|spring|summer|fall|winter)(?=))|\blimited (?:number of )?(?:spots|slots|consultations|appointments|openings|availability|places)(?=)\b|\blimited number of (?:consultation|appointment|meeting|review|intake)(?=) (?:times|slots|hours|dates|days)(?=)\b|\bfor a limited time\b|\blimited[- ]time (?:offer|only|deal|special|promo\w*|free)(?=)\b|(?:^\W*|[,;:(\u2013\u2014]\s*)(?=)limited[- ]time\s*(?:[,;:)!.\u2013\u2014-]|$)(?=)|\b(?:is|are|it's)(?=) a limited[- ]time\b/gi,
  },
  {
    guard:
      /next person|next caller|next one|next client|next family|next name|next lead|next patient|next injured|someone else|another client|another caller|another person|waitlist|wait list|waiting list/i,
    pattern:
      /\b(?:release|give|offer)(?=) (?:it|(?:your|his|her|their|the)(?=) (?:spot|slot|appointment|place)(?=))(?=) to (?:the next (?:person|caller|one)(?=)|someone else|another (?:client|caller|person)(?=))(?=)\b|\b(?:it|(?:your|the|that|this)(?=) (?:[\w-]+ )?(?:spot|slot|place|opening)(?=))(?=) (?:go|goes|will go|gets given|is given|is released|will be released|will be given)(?=) to (?:the next (?:person|caller|one|client|family|name|lead|patient|injured person)(?=)|someone else|another (?:client|caller|person|family)(?=))(?=)\b|\b(?:go|goes|going)(?=) back (?:on|to)(?=) (?:our|the)(?=) (?:regular )?(?:wait ?list|waiting list)(?=)\b/gi,
  },
  // Offers that expire: "this offer won't last", "free case reviews end November 30".
  {
    guard: /offer|deal|promo|campaign|action is valid|action is only|action valid|action only|special|discount|free|complimentary|gratis/i,
    pattern: new RegExp(
      String.raw`\b(?:offer|deal|promotion|promo|campaign|special|discount|action(?= is (?:valid|only)(?=)| valid)|${FREE_LOOK}|(?:consultations?|consultas?|consults?|case reviews?|evaluations?)(?=) (?:free|gratis)(?=))(?=)\b(?:(?!not |n't |never )[^.!?]){0,40}?\b(?:won't last|will not last|(?:doesn't|does not)(?=) last (?:forever|long)(?=)|ends?|ending|expires?|expiring|closes?|closing|is only (?:valid|available|good|open)(?=)|are only (?:valid|available|good|open)(?=)|only (?:valid|available|good|open)(?=)|(?:is|are)(?=) valid only|(?:valid|good)(?=) (?:only )?(?:until|through|till|thru)(?=)|only (?:until|till|til|through|thru)(?=)|(?:ends?|ending|expires?)(?=) soon|finish(?:es)?|(?:will )?terminates?|stops?|runs out|is over|disappears?|vanish(?:es)?|goes away|will be gone|won't be around|wraps? up|wrapping up|winding down|coming to an end|(?:is|are)(?=) no more|(?:does not|doesn't|will not|won't|do not|don't)(?=) come (?:again|back|twice|around again)(?=)|turns? (?:back )?into a pumpkin|(?:here|available)(?=) today,? (?:and )?gone tomorrow|(?:is|are)(?=) on (?:its|their|the)(?=) (?:way out|last legs)(?=)|pass(?:es)? away|fades? away|melts? away|(?:is|are)(?=) history|bows? out|runs? its course|(?:won't|will not)(?=) be (?:offered|repeated|available|back|around)(?=) again|almost over|finishing|is limited in time|dies|sunsets?|won't come (?:around|back)(?=)|will not come (?:around|back)(?=)|won't be back|won't keep (?:past|after|beyond)(?=)|(?:is |are )?(?:only )?(?:good|valid)(?=) for (?:the next )?(?:\d+|one|two|three|four|five|seven|ten|fourteen|thirty|a few)(?=) (?:hours?|days?)(?=)|(?:is|are)(?=) only for (?:this|today|tonight|the next|the first)(?=)|(?:is|are)(?=) (?:only )?(?:until|till|through|thru)(?=) (?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the end)(?=))(?=)\b`,
      'gi',
    ),
  },
  // "Today only", "this Thanksgiving weekend only", "Black Friday only"; office hours "Monday through Wednesday only" are not an offer.
  {
    guard: /only/i,
    pattern:
      /\b(?:today|tonight|tonite|tomorrow|tmrw|this week|this month|now|(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?=)|(?:\d+|one|two|three|four|five|six|seven|ten|fifteen|twenty|thirty|a few)(?=) (?:hours?|days?|nights?|minutes?|mins?)(?=))(?=)[ -]only\b|\bweekend[ -]only\b|\b(?:thanksgiving|christmas(?: eve)?|black friday|cyber monday|small business saturday|giving tuesday|holiday|memorial day|labor day|veterans day|new year'?s?(?: day| eve)?)(?=)(?: day| week| weekend)? only\b|\bthrough (?:[\w,]+ ){1,5}only\b|\bonly (?:this week|this weekend|today|tonight|this month)(?=)\b/gi,
    unless: OFFICE_HOURS,
  },
  {
    guard: /\b(?:after|past) (?:that|this|friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|today|midnight|the \d|\w+ \d)/i,
    pattern:
      /\b(?:after|past)(?=) (?:that|this|friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|today|midnight|the \d+\w*|\w+ \d+)(?=)\b[^.!?]{0,40}?\b(?:can't promise|cannot promise|(?:can't|cannot|won't|will not)(?=) (?:be able to )?(?:take|accept|sign|see|help|attend|receive|open|handle)(?=) (?:on )?(?:any )?(?:more|new|other|additional)(?=)|go(?:es)? back|wait ?list|the next (?:one|opening|available|appointment)(?=)|(?:offer|spots?|slots?|reviews?|consultations?|calendar|door|appointments?|openings?)(?=)\b[^.!?]{0,20}?\b(?:closes?|closed|gone|no (?:more|longer)(?=)|ends?|expires?|(?:are|is)(?=) (?:over|finished|done)(?=))(?=))(?=)\b/gi,
  },
  {
    guard: /close|shut/i,
    pattern:
      /\b(?:the|our|my|this) (?:door|doors|calendar|window|books)\s+(?:closes|close|is closed|are closed|will close|shuts?|is closing|are closing)\b/gi,
  },
  // The firm closing its own intake: "I am closing my calendar for new cases this Friday", "we stop taking new clients after this month".
  {
    guard: /clos|shut|stop|longer/i,
    pattern:
      /\b(?:clos(?:e|es|ing)(?=)|shut(?:s|ting)?(?: down)?|stop(?:s|ping)?)(?=) (?:my|our|the)(?=) (?:calendar|intake|docket|caseload)(?=)\b|\b(?:clos(?:e|es|ing)(?=)|shut(?:s|ting)?)(?=) (?:my|our|the)(?=) (?:books|doors?|list)(?=)(?: (?:to|for)(?=) new (?:cases|clients)(?=))\b|\b(?:stop(?:s|ping)?|no longer|not)(?=) (?:taking|accepting|signing)(?=) (?:on )?(?:any )?(?:new |more )?(?:cases|clients)(?=)\b[^.!?]{0,30}?\b(?:this|next|on|by|after|at the end of|before|from|for)(?=) (?:\w+ ){0,2}?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|year|holidays|season|tomorrow|tonight)(?=)\b/gi,
  },
  // Pressure to act now: "call in the next 48 hours", "decide today", "lock this in today", "call us before this Friday".
  {
    guard:
      /\b(?:before|b4|by|no later than)\s+(?:this |next )?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tonight|midnight|the end|end of|\d)/i,
    pattern:
      /(?:^\W*|\bplease\s+|\byou(?:\s+(?:must|need to|should|have to|'ve got to|gotta|will want to)(?=)|'ll want to|'d better|'d want to)(?=)\s+)(?=)(?:call|contact|reach|book|schedule|sign up|sign|hire|reply|respond|text|decide|dm|message|inbox|email)(?=)\b[^.!?]{0,20}?\b(?:before|b4|by|no later than)(?=)\s+(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|midnight|the end of (?:the |this )?(?:day|week|month)(?=)|end of (?:the |this )?(?:day|week|month)(?=)|\d{1,2}(?::\d\d)?\s*(?:pm|am|p\.m\.|a\.m\.)(?=))(?=)\b/gi,
  },
  // "Call in the next 24 hrs"; the firm's own promise to call back within the hour is service, not pressure.
  {
    guard: /hours?|minutes?|hrs/i,
    pattern:
      /\b(?:(?<!\b(?:a|we|we'll|we will|i'll|i will|will|every|each|your|any|the|our|that|this|return|returns) )call(?! (?:you |u )?back)|respond|reply|book|act|decide|contact us|sign up|schedule)\b[^.!?]{0,30}?\b(?:in|within) (?:the next )?\d+ (?:hours?|minutes?|hrs?)\b/gi,
  },
  {
    // The pattern's own phrases, so that the sentences it is tried on are few.
    guard:
      /decide|act now|act fast|act quickly|act today|hurry now|hurry fast|hurry quickly|hurry today|now or never|don't wait on|don't delay on|don't miss/i,
    pattern:
      /\bdecide (?:today|now|tonight|right now)\b|\b(?:act|hurry) (?:now|fast|quickly|today)\b|\bnow or never\b|\bdon't (?:wait|delay) on (?:this|it)\b|\bdon't miss (?:out|this|your chance)\b/gi,
  },
  {
    guard: /lock|grab|claim|reserve|secure/i,
    pattern:
      /\b(?:lock (?:this|it)(?=) in|lock in your|get (?:you|u)(?=) locked in|grab (?:one|your|a (?:[\w-]+ ){0,2}?(?:time|spot|slot|place|consult\w*|review|appointment|opening|seat)(?=))(?=)|claim your|reserve your|secure your)(?=)\b[^.!?]{0,40}?\b(?:today|now|before|while|in the next)(?=)\b|\b(?:claim|reserve|secure|lock in|grab)(?=) your (?:free |spot|slot|place|consultation|case review|review|appointment)(?=)[^.!?]{0,30}?\bby (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight)(?=)\b/gi,
  },
  {
    guard: /lose|miss/i,
    pattern:
      /\bor (?:you(?:'ll| will| could| might| may)? )?(?:lose|miss(?: out on)?) (?:your|the|this|that|our) (?:chance|spot|slot|offer|opportunity|free|appointment|place|window|opening|deal)\b/gi,
    excuse: 'reason',
  },
  // Said without a legal basis, "before it's too late" is pressure, not a deadline.
  {
    guard: /too late/i,
    pattern:
      /\b(?:(?:don't|do not) wait )?(?:before|until) it(?:'s| is) too late\b|\b(?:tomorrow|next week|later) (?:may|might|could|will) be too late\b(?!\s+(?:to|for)\b)/gi,
  },
  // First come, counted: "only for the first ten people who reply in the next 24 hours".
  {
    guard: /first/i,
    pattern: new RegExp(
      String.raw`\b(?:only )?(?:for|to) the first ${FEW} (?:people|callers|readers|families|folks|riders|clients|listeners|subscribers|(?:[\w-]+ )?(?:callers|readers))(?=) (?:who|that|to)(?=) (?:reply|replies|call|calls|book|books|sign up|signs up|write|respond|email|text)(?=)\b`,
      'gi',
    ),
  },
  // The firm's own time said to close, in any figure: "our consultation calendar closes this Friday", "our free case
  // review departs at midnight Sunday", "her calendar freezes over until February"; not the office's hours.
  {
    guard: /clos|depart|expir|shuts?\b|freez|ends?\b/i,
    pattern: new RegExp(
      String.raw`\b(?:our|her|his|the firm's|my)(?=) (?:[\w-]+ ){0,3}?(?:calendar|case reviews?|reviews?|consultations?|consults?|offer|special|window|intake|books?)(?=) (?:closes|departs|ends|expires|shuts|freezes over|slams shut)(?=)\b[^.!?]{0,25}?\b(?:${DAY}|midnight|until (?:${MONTH}|spring|summer|fall|winter|the new year)(?=))(?=)`,
      'gi',
    ),
  },
  // "Once it's gone, it's gone", "when the last two go, they go".
  {
    guard: /gone|\bgo\b/i,
    // Said of the firm's time, named in the sentence or the one before: not of video a camera overwrites.
    around: new RegExp(String.raw`\b${WHAT_IS_SCARCE}\b`, 'i'),
    pattern:
      /\b(?:once|when)(?=) (?:it's|it is|they're|they are)(?=) gone,? (?:it's|they're)(?=) gone\b|\bwhen the last (?:\w+ )?go,? (?:they|those)(?=) go\b/gi,
  },
  // A free look offered on a clock: "she'll look at your case for free, but only if you book before Friday".
  {
    guard: /only if/i,
    pattern: new RegExp(
      String.raw`\bonly if (?:you|u)(?=) (?:book|call|sign(?: up)?|reply|schedule|act|reach out|text|email)(?=)\b[^.!?]{0,30}?\b(?:before|by)(?=)\b[^.!?]{0,25}?\b(?:${DAY}|midnight|tomorrow)(?=)`,
      'gi',
    ),
  },
];

// Wider families, tried only in sentences that have one of their cue words (see CUED).
const WIDER: readonly WiderPattern[] = [
  // A place given away to the next in line: "after that, your free case review goes to the next caller in line".
  {
    cues: ['next', 'someone', 'another'],
    pattern:
      /\b(?:goes|go|will go|'ll go|passes|will pass|is given|gets given|will be given|is released|gets released)(?=)\s+to\s+(?:the\s+)?(?:next\s+(?:caller|person|client|family|one|name|passenger|customer|guest|rider)(?=)|someone else|another (?:caller|client|family|person|passenger|customer)(?=))(?=)(?:\s+in line|\s+on (?:the )?(?:list|wait ?list|standby)(?=))?\b/gi,
    around: /\b(?:spots?|slots?|places?|seats?|openings?|reviews?|consult\w*|evaluations?|appointments?|tickets?|list|names?)\b/i,
    unless: NOT_THE_FIRMS_PLACES,
  },
  // The firm's list, offer or places closing at a stated hour: "it closes at midnight and we cap it at 15 names",
  // "bidding on the last one closes Friday at noon", "three free slots ... close for good on Friday", "the intake tower
  // closes these free reviews at sundown today", "the rescue line closes at sunset tonight for new cases".
  {
    cues: ['close', 'shut', 'cap', 'lock', 'expire'],
    pattern: new RegExp(
      String.raw`(?<!\b(?:park|office|clinic|pool|library|store|mall|bar|restaurant|gym|court|courthouse|dmv|bank|school|gate|garage|pharmacy|hospital|road|bridge|lane|ramp|beach|fair|market|museum|zoo|stadium|polls?|shop|kitchen|pantry|shelter|center|centre|hall|church|kiosk|booth|counter|show|game|race|sale)(?=)s? )\b(?:closes?|shuts?|ends|expires|locks)(?=)(?: (?:these|the|our|its)(?=) (?:[\w-]+ ){0,2}?(?:reviews?|consultations?|consults?|evaluations?|spots|slots)(?=)| on (?:your|the|this)(?=) (?:spot|slot|place|seat|opening)(?=))?(?: for good)?\s+(?:(?:at|on|by|after)(?=)\s+)?(?:(?:sunset|sundown|dusk|nightfall|close of business|end of (?:the )?day)(?=) (?:today|tonight)(?=)|${DAY}|\d{1,2}:\d\d(?:\s*(?:am|pm|a\.m\.|p\.m\.)(?=))?|\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)(?=)|noon)(?=)(?!\s+(?:for|because of|due to|in observance of)(?=) (?:the )?(?:holidays?|thanksgiving|christmas|new year'?s?|weather|repairs|inventory|a (?:holiday|funeral|staff)(?=))(?=))|\bcap (?:it|them|the list|sign-?ups|the (?:guest )?list)(?=) at \d+`,
      'gi',
    ),
    around:
      /\b(?:list|reviews?|consult\w*|spots?|slots?|offer|openings?|evaluations?|names?|bid\w*|lots?|readings?|new (?:cases|clients))\b/i,
    unless: OFFICE_HOURS,
  },
  // The firm's places said to go by a day, or counted as left: "they'll be gone by Friday", "only five are left".
  {
    cues: ['gone', 'taken', 'booked', 'left', 'remain'],
    pattern: new RegExp(
      String.raw`\bthey(?:'ll| will) (?:all )?be (?:gone|taken|booked|filled|spoken for)(?=)(?: (?:by|before) (?:${DAY}))?\b|\bonly ${FEW} (?:are|is) (?:left|remaining)(?=)\b`,
      'gi',
    ),
    around: /\b(?:spots?|slots?|places?|seats?|openings?|reviews?|consult\w*|evaluations?|appointments?|hours)\b/i,
    unless: NOT_THE_FIRMS_PLACES,
  },
  // Hours given to call before the firm closes: "you have 48 hours to call us before we close our review window".
  {
    cues: ['have'],
    pattern:
      /\byou(?:'ve| have)(?: only| just)? (?:\d+|one|two|three|four|five|seven|ten|24|48|72) (?:hours?|days?)(?=) to (?:call|reach|contact|book|respond|reply|sign)(?=) (?:us|me|our|the firm)(?=)\b/gi,
    excuse: 'reason',
  },
  // A count of the firm's places already gone: "two of this month's are already spoken for", "six are already taken".
  {
    cues: ['already'],
    pattern: new RegExp(
      String.raw`\b${FEW}(?: of (?:them|those|these|this (?:week|month)'s|the \w+))? (?:are|have been|were) already (?:taken|gone|booked|claimed|spoken for|filled|snapped up)\b`,
      'gi',
    ),
    around:
      /\b(?:spots?|slots?|places?|seats?|openings?|reviews?|consult\w*|evaluations?|appointments?|cases|calls|chairs|lines|clients)\b/i,
    unless: NOT_THE_FIRMS_PLACES,
  },
  // An offering kept open only for a while: "she is keeping her Saturday consultations open only until the end of the month".
  {
    cues: ['only'],
    pattern: new RegExp(
      String.raw`\bonly (?:until|till|through|thru) (?:${DAY}|the [\w' -]{1,30}? (?:meeting|holiday|holidays|weekend|game)(?=))`,
      'gi',
    ),
    around: /\b(?:reviews?|consult\w*|spots?|slots?|offer|openings?|evaluations?|appointments?|hours|cases)\b/i,
    unless: NOT_THE_FIRMS_PLACES,
    excuse: 'basis',
  },
  // Scarcity named with its period between: "our referral-partner spots for 2027 are nearly gone".
  {
    cues: ['spot', 'slot', 'opening', 'place', 'seat', 'space', 'appointment', 'consult', 'review', 'evaluation'],
    pattern:
      /\b(?:spots|slots|openings|places|seats|spaces|appointments|consultations|consults|(?:case )?reviews|evaluations)(?=)(?:\s+(?:for|in|this|next|with|on|at)(?=)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+(?:are|is|'re)(?=)\s+(?:(?:almost|nearly|already|all|just about|pretty much|practically|all but|mostly|quickly|fast)(?=)\s+){0,2}(?:gone|taken|full|booked(?: up)?|filled|spoken for|claimed|going fast|filling (?:up )?(?:fast|quickly)?|running out|limited|scarce|scarcer|rarer|few|tight|thin|hard to come by)(?=)\b/gi,
    unless: NOT_THE_FIRMS_PLACES,
  },
  // A count of what is left: "3 spots open this week", "a handful of slots remain".
  {
    cues: ['spot', 'slot', 'opening', 'place', 'seat', 'space', 'appointment', 'consult', 'review', 'evaluation'],
    pattern: new RegExp(
      String.raw`\b${FEW} (?:more )?(?:free |open |available )?(?:[\w-]+ )?(?:spots?|slots?|openings?|places?|seats?|appointments?|consultations?|consults?|(?:case )?reviews?|windows|times) (?:left|remain|remaining|still open|open|up for grabs)\b`,
      'gi',
    ),
    excuse: 'context',
  },
  // "Just five more clinics before January", "just two more clients this year".
  {
    cues: ['more'],
    pattern: new RegExp(
      String.raw`\b(?:only|just) ${FEW} more (?:[\w-]+ ){0,2}?(?:${WHAT_IS_SCARCE}|clinics|offices|practices|partners|people|families|folks|callers|firms|providers|neighbors|neighbours|readers|followers|members)\b`,
      'gi',
    ),
    excuse: 'context',
  },
  // A quota of new cases or partners: "we take just five new clients a month", "Ana is only reviewing ten UM claims
  // this month", "we're adding just three practices to our preferred-provider list this quarter".
  {
    cues: ['only', 'just', 'more', 'most', 'max'],
    pattern: new RegExp(
      String.raw`\b(?:(?:${QUOTA_VERB})(?: on| up)? (?:only|just|no more than|at most|a maximum of|max(?:imum)?)(?=)|(?:only|just)(?=) (?:${QUOTA_VERB})(?: on| up)?)(?=) ${FEW}(?! percent|%)(?: number of)?(?: new| more)? (?:[\w-]+ )?(?:cases|clients|matters|families|people|consultations|appointments|claims|practices|partners|clinics|providers|offices|firms|riders|drivers)(?=)(?: [\w-]+){0,4}? (?:a|per|each|every|this|next|before|until|by)(?=) (?:month|week|year|quarter|season|spring|summer|fall|autumn|winter|january|december|the (?:holidays|new year|end|year is out|year ends|close of the year)(?=))(?=)\b`,
      'gi',
    ),
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Social proof of scarcity: "the last round filled in a week", "spots went in two days".
  {
    cues: ['day', 'week', 'hour', 'minute'],
    pattern:
      /\b(?:last|previous|past)(?=) (?:round|time|year|session|batch|group|cohort|month|week|spring|fall|summer|winter)(?=)\b[^.!?]{0,40}?\b(?:filled|booked|sold out|went|were (?:gone|taken|claimed|snapped up)(?=)|was (?:gone|full|booked)(?=)|got (?:snapped up|claimed|taken)(?=))(?=)(?: up| out)? (?:in|within)(?=) (?:a|one|two|three|four|five|\d+|under a|less than (?:a|an|\d+)(?=)|just (?:a|one|two|three|\d+)(?=))(?=) (?:day|days|week|weeks|hour|hours|minutes?)(?=)\b|\b(?:they|spots|slots|openings|places|appointments|consultations|reviews)(?=) (?:filled|booked|went|were gone|were taken|were claimed|got snapped up|sold out)(?=)(?: up| out)? (?:in|within)(?=) (?:a|one|two|three|\d+|under a|less than (?:a|an|\d+)(?=)|just (?:a|one|two|\d+)(?=)|hours|minutes|days)(?=) ?(?:day|days|week|weeks|hours?|minutes?)?\b/gi,
  },
  // The next opening not promised: "I can't promise there'll be another opening".
  {
    cues: ['promise', 'guarantee'],
    pattern:
      /\b(?:can't|cannot|can not|won't|will not|couldn't)(?=) (?:promise|guarantee)(?=)(?: you)?(?: (?:that|if|whether)(?=))?(?: (?:there'll|there will|there'd|there would|there's going to|there is going to|we'll|we will|we'd|he'll|she'll|i'll|they'll|he will|she will|i will)(?=) (?:be|have|still be|still have|find|get)(?=))? (?:another|one more|a second|any more|an?|any|more|the same|your|that|this)(?=)(?: free| open)? (?:openings?|spots?|slots?|appointments?|chance|time slot|consultations?|availability|places?)(?=)\b/gi,
  },
  // A reward for the first few: "the first 20 people who DM us get a free case review".
  {
    cues: ['first'],
    pattern:
      /\b(?:the )?first (?:\d+|five|ten|twenty|twenty-five|fifty|hundred|few) (?:people|callers|readers|folks|families|clients|subscribers|followers|neighbors|neighbours|patients|drivers|workers|riders|members|to (?:call|reply|dm|text|book|sign up|respond|register|message))\b/gi,
    needs: ABOUT_THE_REVIEW,
  },
  // The offer gone after a date: "After that, it's gone!", "once it's gone, it's gone".
  {
    cues: ['gone'],
    pattern:
      /^\W*(?:and )?(?:after|past|once|when)(?=) (?:that|this|then|today|tonight|midnight|friday|saturday|sunday|monday|tuesday|wednesday|thursday|it ends|the timer ends|time's up)(?=)\W{0,3}\s*(?:it's|its|it is|they're|they are|the offer is|the spots are|it'll be|they'll be|it will be)(?=)\s+gone\b|\b(?:when|once)(?=) (?:[\w'-]+ ){0,3}?(?:is|are|it's|they're|its)(?=) gone,? (?:it's|they're|its|it is|they are)(?=) gone\b/gi,
    excuse: 'context',
  },
  // A link or code that expires: "this link expires in 48 hours", "code dies at midnight".
  {
    cues: ['expir', 'clos', 'disappear', 'goes', 'dies', 'stops'],
    pattern: new RegExp(
      String.raw`\b(?:link|code|coupon|voucher|invitation|invite|form|page|promo)\b(?:\s+[\w-]+){0,2}?\s+(?:expires?|expiring|will expire|closes|will close|disappears|will disappear|goes away|dies|stops working|goes dead)\s+(?:in|within|after|at|on|by|${DAY})\b`,
      'gi',
    ),
    excuse: 'context',
  },
  // An offer running to a date: "free case reviews through November 30", "the special until Cyber Monday".
  {
    cues: ['through', 'thru', 'until', 'til'],
    needs: /\b(?:offer|deal|promo\w*|special|free)\b/i,
    pattern: new RegExp(
      String.raw`\b(?:offer|deal|promotion|promo|special|${FREE_THING})\b[^.!?]{0,50}?(?<!(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs)?|fri|sat|sun|\d|am|pm|a\.m\.|p\.m\.)\s)\b(?:through|thru|until|till|til)\s+${DAY}\b`,
      'gi',
    ),
  },
  // A date tied to the free offer: "before the 30th if you want the free review".
  {
    cues: ['if'],
    pattern: new RegExp(
      String.raw`\b(?:before|by|no later than|until)(?=)\s+${DAY}\b[^.!?]{0,30}?\bif you (?:want|'d like|would like|wanna)(?=) (?:the|a|your|that|one of (?:the|our|those|them)(?=))(?=)(?: remaining| last| open| available| few)? (?:free|discounted|special|spots?|slots?|openings?|places?|${FEW}\b(?! (?:years?|months?|weeks?|days?)(?=)))(?=)|\bif you (?:want|'d like|would like|wanna)(?=) (?:the|a|your|that|one of (?:the|our|those|them)(?=))(?=)(?: remaining| last| open| available| few)? (?:free|discounted|special|spots?|slots?|openings?|places?|${FEW}\b(?! (?:years?|months?|weeks?|days?)(?=)))(?=)[^.!?]{0,40}?\b(?:before|by|no later than|until)(?=)\s+${DAY}\b`,
      'gi',
    ),
    // Cued by the common "if": tried only where the offer is wanted.
    needs: /\bif you (?:want|'d like|would like|wanna)\b/i,
  },
  // Countdowns: "⏳ 48 hours left to claim your free review", "the clock is ticking".
  {
    cues: ['day', 'hour', 'hr', 'minute', 'min', 'clock', 'tick', 'tock', 'countdown', 't-minus'],
    pattern:
      /\b\d+ ?(?:h|hrs?|d)(?=) (?:left|to go|remaining)(?=)\b|\b(?:\d+|one|two|three|four|five|six|seven|a few|just)(?=) (?:more )?(?:days?|hours?|hrs?|minutes?|mins?)(?=) (?:left|to go|remaining|remain)(?=)\b|\b(?:the )?clock(?:'s| is)(?=) ticking\b|\b(?:\d+|one|two|three|five|ten|a few)(?=) (?:minutes?|hours?|days?|seconds?)(?=) (?:left )?on the clock\b|\btick,? tock\b|\bcountdown\b|\bt-minus\b/gi,
    excuse: 'reason',
    needs: ABOUT_THE_OFFER,
  },
  // The last day of an offer: "tomorrow is the last day for free reviews", "last chance for a free consult", translated
  // "ultimate days for the free consultation".
  {
    cues: ['last', 'final', 'ultimate'],
    pattern: new RegExp(
      String.raw`\b(?:today|tonight|tomorrow|tmrw|${DAY})(?=)(?:'s| is)(?=) (?:the |our )?(?:last|final)(?=) day\b|\b(?:last|final|ultimate)(?=) (?:day|days|week|weekend|hours|chance|call|opportunity|shot)(?=) (?:for|of|at|to get|to claim|to book)(?=) (?:the |a |an |our |your )?(?:free|offer|special|promo|deal|consult\w*|case reviews?|reviews?|evaluations?|discount)`,
      'gi',
    ),
    needs: ABOUT_THE_OFFER,
  },
  // Waiting made to cost: "every day you wait costs you", "the longer you wait, the less you get".
  {
    cues: ['every', 'longer', 'wait'],
    pattern:
      /\bevery (?:day|week|hour|minute|month)(?=) (?:you wait|you delay|you put (?:it|this)(?=) off|that (?:passes|goes by)(?=)|of waiting|you don't call|without (?:a lawyer|an attorney|us)(?=))(?=)\b[^.!?]{0,40}?\b(?:costs?|hurts?|loses?|lose|weakens?|shrinks?|means less|is money)(?=)\b|\bthe longer you wait,? the (?:less|lower|smaller|weaker|more you lose|harder (?:it is )?to (?:win|get paid|recover)(?=))(?=)\b|\bwaiting (?:costs|will cost|could cost)(?=) you\b/gi,
    excuse: 'reason',
  },
  // Booking pressed as the better course: "so better we take one now", "best you grab it today".
  {
    cues: ['better', 'best', 'smarter'],
    pattern:
      /\b(?:better|best|smarter) (?:we|you|to) (?:take|book|grab|lock|reserve|snag|secure) (?:one|it|that|this|a spot|a slot|the spot|the slot|your spot|a time)\b[^.!?]{0,20}?\b(?:now|today|tonight|right away|quick(?:ly)?|fast|soon|asap|this week)\b/gi,
  },
  // The firm closing its intake before the reader calls: "before we stop taking cases for the year".
  {
    cues: ['before'],
    pattern:
      /\bbefore (?:we|i|he|she|the (?:firm|office|attorney|lawyer)(?=)|(?:attorney|atty\.?|mr\.|ms\.)(?=) \w+)(?=) (?:(?:stop|stops|quit|quits)(?=) (?:taking|accepting|signing|booking)(?=)|(?:close|closes|shut|shuts)(?=) (?:our|my|his|her|the)(?=) (?:books|calendar|intake|docket|list)(?=)|(?:fill|fills|book|books)(?=) up|(?:are|is|'re|'s)(?=) (?:full|booked)(?=))(?=)\b/gi,
  },
  // The attorney booked up to a date: "hes booked till feb", "the attorney is booked up after this week".
  {
    cues: ['booked', 'full'],
    pattern:
      /\b(?:he's|she's|hes|shes|i'm|im|we're|the (?:attorney|lawyer|atty|firm)(?: is|'s)|(?:attorney|lawyer|atty) is|(?:he|she|we|i) (?:is|am|are)) (?:fully |all |completely |pretty much )?(?:booked|full)(?: up| solid)?\b[^.!?]{0,15}?\b(?:till|until|til|through|thru|after|for the rest of)\b/gi,
    excuse: 'context',
  },
  // Few places said without "only": "we have very few places", "there are so few spots".
  {
    cues: ['few'],
    pattern:
      /\b(?:we have|we've got|we got|there are|there's|he has|she has|the (?:attorney|lawyer|atty) has) (?:only |just )?(?:very |so |too )?few (?:free |open )?(?:places|spots|slots|openings|appointments|consultations|spaces)\b/gi,
  },
  // The reader's place lost: "you could lose your spot", "after this day no more free consultation".
  {
    cues: ['lose', 'miss', 'more', 'longer'],
    pattern:
      /\b(?:you(?:'ll| will| could| might| may| can)?) (?:lose|miss) (?:your|the|this) (?:spot|slot|place|opening|free|offer|deal)\b|\b(?:after|past|from) (?:this|that|the) (?:day|date|week|point)\b[^.!?]{0,20}?\bno (?:more|longer) (?:free|consult\w*|reviews?|case reviews?|spots?|slots?|offer)\b/gi,
    excuse: 'reason',
  },
  // Intake closing on a date or for the year: "our intake closes December 15 for the rest of the year".
  {
    cues: ['intake', 'caseload', 'wait', 'list'],
    pattern:
      /\b(?:(?:the|our|my)(?=) |new[- ](?:client|case)(?=) )(?=)(?:intake|caseload|wait ?list|new[- ]case list|new[- ]client list)(?=)\s+(?:closes|will close|is closing|is about to close|shuts|will shut|is closed)(?=)\b(?: (?:on|after|from|for)(?=))?\s+(?:(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?=)\.? \d{1,2}|the \d{1,2}(?:st|nd|rd|th)(?=)|\d{1,2}\/\d{1,2}|(?:the )?end of (?:the |this )?(?:week|month|year)(?=)|the (?:year|season|holidays|rest of the year)(?=))(?=)\b/gi,
  },
  // A list or intake closed on a date: "the list is closed after Friday".
  {
    cues: ['list', 'wait', 'intake', 'sign', 'enrollment'],
    pattern: new RegExp(
      String.raw`\b(?:the|our|my|this) (?:list|wait ?list|waiting list|intake|sign-?ups?|enrollment)\s+(?:is|will be|gets|are)\s+(?:closed|closing|shut)\b[^.!?]{0,20}?\b(?:after|on|by|from|at)\s+${DAY}\b`,
      'gi',
    ),
    excuse: 'context',
  },
  // Capacity: "we're almost at capacity for new cases", "availability is limited", "we're capping new cases at ten".
  {
    cues: ['cap', 'availability', 'limiting'],
    pattern:
      /\b(?:at|near|close to|almost at|nearly at|reaching|hit(?:ting)?)(?=) (?:full )?capacity\b|\bavailability (?:is|remains)(?=) (?:very |really |quite )?(?:limited|tight|scarce|slim(?: to none)?|thin|nil|next to nothing)(?=)\b|\b(?:capping|capped|cap|limiting)(?=) (?:our |my |the )?(?:new )?(?:cases|clients|intake|caseload|consultations)(?=)(?: at| to)(?=)\b|\b(?:intake|new cases|new clients|caseload|consultations|consults|(?:free )?reviews)(?=)(?: [\w-]+){0,2}? (?:is|are)(?=) (?:capped|limited)(?=) (?:at|to)(?=) (?:\d+|a (?:few|handful|dozen)(?=)|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)(?=)\b/gi,
    needs: /\b(?:cases|clients|consult\w*|reviews?|calendar|caseload|intake|appointments?|attorneys?|lawyers?|call|book)\b/i,
  },
  // A few left, said without the thing: "only a couple left for this week", "there remain few places".
  {
    cues: ['left', 'remain', 'rest', 'stay'],
    pattern: new RegExp(
      String.raw`\b(?:only|just)\s+${FEW}\s+(?:more\s+)?(?:left|remaining|remain)\b|\b(?:there )?(?:remain|remains|rest|stay) (?:only |just )?(?:very )?${FEW} (?:free )?(?:places|spots|slots|spaces|openings|appointments|consultations|vacanc(?:y|ies))\b`,
      'gi',
    ),
    excuse: 'context',
  },
  // Room while it lasts: "call while we still have room on the calendar", "before someone else takes your spot".
  {
    cues: ['while', 'someone', 'somebody', 'another', 'other'],
    pattern:
      /\bwhile (?:we|i|he|she|the (?:attorney|lawyer|firm)(?=)|there)(?=) (?:still )?(?:have|has|can take|can fit|is|are|'s|'re)(?=)(?: still)? (?:room|space|openings?|spots?|slots?|a spot|a slot|an opening)(?=)\b|\bbefore (?:someone else|somebody else|another (?:person|caller|client)(?=)|others)(?=) (?:takes?|grabs?|gets?|claims?|books?|snaps? up)(?=) (?:it|your|the|that|this)(?=)\b/gi,
    excuse: 'reason',
  },
  // The next opening far off: "the next opening isn't until March", "the next free review day is in January".
  {
    cues: ['next'],
    pattern:
      /\b(?:the )?next (?:available )?(?:openings?|appointments?|slots?|spots?|free (?:case )?reviews?(?: days?)?|consultations?|dates?)(?=)\b[^.!?]{0,20}?\b(?:isn't|is not|aren't|are not|won't be|will not be|is|are|'s)(?=)(?: \w+)? (?:until|till|in|after)(?=) (?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|(?:the )?new year'?s?|(?:the )?holidays|christmas|thanksgiving|next (?:month|year)(?=)|\d+ (?:weeks|months)(?=))(?=)\b/gi,
    excuse: 'context',
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // "The next one" far off, said of the free review: "we only do these free reviews twice a year, and the next one
  // is not until June".
  {
    cues: ['next'],
    pattern: new RegExp(
      String.raw`\bthe next one(?:'s| is| isn't| is not| won't be| will not be)(?: \w+)? (?:until|till|in|after) (?:${MONTH}|spring|summer|the new year|next (?:month|year)|\d+ (?:weeks|months))\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: ABOUT_THE_REVIEW,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // A deadline named on the offer: "the deadline to claim your free review is Friday", "the cutoff for the free
  // consultation is Friday at five".
  {
    cues: ['deadline', 'cutoff', 'cut'],
    pattern:
      /\b(?:deadline|cutoff|cut-off|cut off|last day) (?:to|for) (?:(?:claim|get|book|grab|schedule|reserve|request|sign up for|call for) )?(?:your |a |the |our )?(?:free|spot|slot|consult\w*|reviews?|case reviews?|offer|special)\b/gi,
  },
  // The free offer running to a day, in translated word order: "the consultations free are until day 30".
  {
    cues: ['until', 'til', 'through', 'thru'],
    pattern: new RegExp(
      String.raw`\b(?:${FREE_THING}|(?:consultations?|consults?|case reviews?|reviews?|evaluations?)(?=) (?:free|gratis)(?=))(?=)\b[^.!?]{0,30}?\b(?:is|are|stays?|remains?|will be)(?=) (?:only |free )?(?:until|till|through|thru|up to)(?=) (?:day \d{1,2}|${DAY})(?=)\b|\b(?:consultations?|consults?|case reviews?|evaluations?)(?=) (?:are|is|stay|stays|remain|remains|will be)(?=) (?:still |only )?free (?:until|till|through|thru|up to)(?=) (?:day \d{1,2}|${DAY})(?=)\b`,
      'gi',
    ),
  },
  // Flash offers and endings said first: "Flash offer: free consults", "Ends in 3 days: free case reviews".
  {
    cues: ['flash', 'end', 'expir', 'clos'],
    pattern: new RegExp(
      String.raw`\bflash (?:offer|sale|deal|special|promo)\b|^\W*(?:ends?|expires?|closes?|ending) (?:in \d+ (?:days?|hours?)|in (?:a|one|two|three) (?:days?|hours?)|tonight|today|tomorrow|at midnight|soon|${DAY})\b`,
      'gi',
    ),
    needs: ABOUT_THE_OFFER,
  },
  // Idioms of haste with an offer: "strike while the iron is hot", "spots won't wait".
  {
    cues: ['iron', 'wait', 'snooze'],
    pattern:
      /\bstrike while the iron is hot\b|\b(?:spots|slots|openings|offers?|deals?|places|appointments) (?:won't|will not) wait\b|\b(?:you )?snooze,? you lose\b/gi,
    needs: ABOUT_THE_OFFER,
  },
  // "Get in while you can", said of the firm's free offer or its places.
  {
    cues: ['while'],
    pattern: /\bwhile you (?:still )?can\b/gi,
    excuse: 'reason',
    needs: /\b(?:offers?|specials?|promo\w*|deals?|consult\w*|(?:case|claim|free) reviews?|evaluations?|spots?|slots?|openings?)\b/i,
  },
  // One more squeezed in: "Earl can squeeze in one more family before Christmas".
  {
    cues: ['squeeze', 'fit', 'sneak'],
    pattern: new RegExp(String.raw`\b(?:squeeze|fit|sneak)(?: you| them)? in (?:just )?${FEW} more\b`, 'gi'),
    excuse: 'context',
  },
  // The offer's time running out: "the clock runs out on our free review offer", "get in while you can",
  // "only while the holiday special lasts", "we can't hold your spot past Friday".
  {
    cues: ['run', 'last', 'hold'],
    pattern: new RegExp(
      String.raw`\bbefore (?:the )?(?:clock|time|timer|countdown)(?=) (?:runs out|run out|expires|hits zero|stops)(?=)\b|\b(?:the clock|the timer|time)(?=)(?:'s running| is running| runs| will run)(?=)(?: out)? on (?:our|the|this|your)(?=) (?:[\w-]+ )?(?:free|offers?|specials?|promo\w*|deals?)(?=)\b|\bwhile (?:it|(?:the|our|this)(?=) (?:[\w-]+ )?(?:special|offer|promo|promotion|deal|discount)(?=)s?)(?=) lasts?\b|\b(?:can't|cannot|won't|will not|can only)(?=) hold (?:it|your (?:spot|slot|place|appointment|time)(?=)|the (?:spot|slot)(?=)|that (?:spot|slot|time)(?=))(?=) (?:past|after|beyond|until|till|through)(?=) (?:${DAY}|the end of (?:the |this |our )?(?:day|call|conversation)(?=)|(?:we|you)(?=) hang up)(?=)\b`,
      'gi',
    ),
    excuse: 'reason',
    needs: ABOUT_THE_OFFER,
  },
  // The firm booking up: "we book up quickly this time of year", "we fill up fast".
  {
    cues: ['fill', 'book'],
    pattern:
      /\b(?:we|we're|we are|they|the (?:attorney|lawyer|firm|office)|he|she) (?:fill|book|are filling|are booking|get booked|fill up|book up)(?: up)? (?:fast|quickly|early)\b/gi,
    excuse: 'context',
  },
  // Days left named: "Mr. Pickett only has Tuesday and Thursday left this week for new clients".
  {
    cues: ['only'],
    pattern: /\bonly (?:has|have|got|'s got|'ve got) (?:[\w-]+ ){1,4}?left\b/gi,
    excuse: 'context',
    needs: /\b(?:clients?|cases|consult\w*|case reviews?|free reviews?|appointments?)\b/i,
  },
  // Until the supply runs out: "free case reviews until they run out", a waiting list starting Monday.
  {
    cues: ['until', 'til', 'wait'],
    pattern: new RegExp(
      String.raw`\b(?:until|till|til) (?:they|it|supplies|spots|slots|places|openings) (?:run out|runs out|are gone|is gone)\b|\b(?:wait ?list|waiting list) (?:starts?|starting|begins?|beginning|opens?|kicks in) (?:on )?(?:${DAY}|next week|soon)\b`,
      'gi',
    ),
    needs: ABOUT_THE_OFFER,
  },
  // Advice to book now: "I'd book today if I were you", "if I were you, I'd call today".
  {
    cues: ['if', "i'd", 'would'],
    pattern:
      /\b(?:i'd|i would)(?=) (?:book|call|grab|lock|take|schedule|reserve|sign up|sign)(?=)\b[^.!?]{0,25}?\b(?:today|now|tonight|right away|asap|this week)(?=)\b[^.!?]{0,10}?\bif i (?:were|was)(?=) you\b|\bif i (?:were|was)(?=) you,? (?:i'd|i would)(?=) (?:book|call|grab|lock|take|schedule|reserve|sign up|sign)(?=)\b[^.!?]{0,25}?\b(?:today|now|tonight|right away|asap|this week)(?=)\b/gi,
    excuse: 'reason',
    needs: /\bif i (?:were|was)\b/i,
  },
  // The offers going fast: "these go fast", "these free reviews get snapped up in no time".
  {
    cues: ['these', 'they', 'those'],
    pattern:
      /\b(?:these|they|those)(?=)(?:'re| are)?(?: [\w-]+){0,2}? (?:go|goes|will go|are going|going|get taken|get snapped up|get claimed|fill up|get booked)(?=)(?: up)? (?:fast|quick(?:ly)?|in no time|in (?:a|one)(?=) (?:day|week)(?=))(?=)\b|\b(?:these|they|those|they're|they are)(?=) (?:won't|wont|will not|aren't going to|are not going to|don't|do not)(?=) last\b(?! (?:you|a|the|long enough|through)(?=)\b)/gi,
    excuse: 'reason',
    needs: ABOUT_THE_OFFER,
  },
  // "Once they're gone, they're gone" of the firm's places; of footage or evidence it is a fact.
  {
    cues: ['once'],
    pattern: /\bonce (?:they're|they are|those spots are|the spots are|these are|it's|they) gone\b/gi,
    excuse: 'context',
  },
  // The places that remain not lasting: "the few appointments that remain are unlikely to last the week".
  // Cued by the rarer words every match has, not by "last".
  {
    cues: ['unlikely', 'likely', 'expected', 'remain', 'left', 'rest'],
    pattern: new RegExp(
      String.raw`\b${WHAT_IS_SCARCE}(?: (?:that|which)(?=) (?:remain|are left|we have left|still remain)(?=))?,? (?:are|is)(?=) (?:unlikely|not likely|not expected)(?=) to last\b|\b(?:${WHAT_IS_SCARCE}|rendez-?vous)(?=) (?:that|which)(?=) (?:remain|rest|are left|we have left|still remain)(?=)(?: [\w'-]+){0,3}?,? (?:won't|will not|may not|might not|probably won't|likely won't)(?=) last\b`,
      'gi',
    ),
    excuse: 'context',
    needs: ABOUT_THE_OFFER,
  },
  // Places the firm expects to go: "we expect them to fill quickly", "we anticipate the slots will be taken soon".
  {
    cues: ['expect', 'expected', 'anticipat'],
    // Said the other way round too: "they are expected to fill quickly", "we expect them to be gone by Thursday".
    pattern: new RegExp(
      String.raw`\b(?:(?:expect|expects|expected|expecting|anticipate|anticipates|anticipating)(?=) ${PLACES}(?: to| will)(?=)|${PLACES} (?:are|is|were)(?=) (?:expected|likely)(?=) to)(?=) (?:fill|go|book|be (?:taken|gone|snapped up|claimed|booked|filled)(?=))(?=)(?: up)? (?:fast|quickly|quick|soon|early|in no time|within (?:a|one|two|the)(?=) (?:day|days|week)(?=)|by ${DAY})(?=)\b`,
      'gi',
    ),
    excuse: 'reason',
    needs: ABOUT_THE_OFFER,
  },
  // A place held for the reader until a set hour: "we're holding Tuesday's consultation slot for you until noon Monday";
  // a doctor's office holding a visit is not the firm's.
  {
    cues: ['hold', 'keep', 'saving'],
    pattern: new RegExp(
      String.raw`\b(?:we're|we are|we'll|we will|we can|i'm|i am|i'll|i will|i can|he's|she's|he'll|she'll|\w+ is|\w+ will|\w+'s)(?=) (?:only )?(?:holding|hold|keeping|keep|saving)(?=) (?:[\w'-]+ ){0,3}?(?:slot|spot|appointment|time|place|opening|consultation|review)(?=)s? (?:open )?for you (?:only )?(?:until|till|til|through|thru)(?=) (?:(?:noon|midnight|\d{1,2}(?::\d\d)? ?(?:am|pm|a\.m\.|p\.m\.)(?=))(?=) )?(?:on )?${DAY}`,
      'gi',
    ),
    excuse: 'context',
    needs: /\bfor you (?:only )?(?:until|till|til|through|thru)\b/i,
  },
  // A silence made to cost the reader within hours: "if we don't hear from you in the next 48 hrs, we'll
  // have to close out your file"; a check-in after surgery or a filing deadline is not the firm's pressure.
  // Cued by "hear" and "reach", rarer than "if".
  {
    cues: ['hear', 'reach'],
    pattern:
      /\bif (?:we|i|he|she) (?:don't|dont|do not|doesn't|doesnt|does not|haven't|havent|have not|hasn't|has not|can't|cant|cannot) (?:hear(?:d)? (?:back )?from (?:you|u)|reach (?:you|u))\b[^.!?]{0,15}?\b(?:in|within) (?:the next )?(?:\d+|twenty-four|forty-eight|a few|a couple of) (?:hours?|hrs?)\b/gi,
    excuse: 'context',
    needs: LOSS,
  },
  // A countdown said as counting down: "counting down: three days until our free review event is gone".
  {
    cues: ['counting'],
    pattern: /\bcounting down\b/gi,
    excuse: 'reason',
    needs: ABOUT_THE_OFFER,
  },
  // Places counted as spoken for: "two of those spots are already spoken for", "seven of ten spoken for".
  {
    cues: ['spoken'],
    pattern: new RegExp(
      String.raw`\b(?:${FEW}|half|most|all but ${FEW})(?: of [^.!?,;]{1,30}?)?,? (?:(?:are|is|have been|has been|'re|were) )?(?:already |now |all )?spoken for\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: ABOUT_THE_OFFER,
  },
  // Places counted as taken: "all but one of this week's openings are taken", "two slots are already taken";
  // "two of the three defendants are taken care of" is not a place.
  {
    cues: ['taken', 'claimed', 'booked', 'gone', 'filled', 'reserved'],
    pattern: new RegExp(
      String.raw`\b(?:${FEW}|half|most|all but ${FEW})(?=) of (?:(?:them|those|these|the|our|my|his|her|this|next)(?=) )?(?:[\w'-]+ ){0,2}?(?:${PLACE_WORDS}|\d+|ten|twelve|fifteen|twenty)(?=)(?: ${PLACE_WORDS})?,? (?:(?:are|is|have been|has been|'re|were)(?=) )?(?:already |now |all )?(?:taken|claimed|booked|gone|filled|reserved)(?=)\b(?! (?:care|into|to|from|by|off|out|away|in|on|over|for granted)(?=)\b)|\b${FEW} (?:more )?(?:[\w-]+ )?${PLACE_WORDS} (?:are|have been|were)(?=) already (?:taken|claimed|booked|gone|filled|reserved)(?=)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: PLACE_TAKEN,
  },
  // The last few named as all that is left: "we're down to our last two openings", "two openings are all
  // that's left", "that leaves just one consultation slot".
  {
    cues: ['down', 'leaves', 'leaving', 'left'],
    pattern: new RegExp(
      String.raw`\b(?:down to|left with|(?:leaves|leaving)(?=)(?: (?:us|me|him|her|them)(?=))?(?: with)?)(?=) (?:only |just )?(?:our |my |his |her |the )?(?:last |final )?(?:only |just )?${FEW} (?:more )?(?:[\w-]+ ){0,2}?${PLACE_WORDS}\b|\b${FEW} (?:more )?(?:[\w-]+ )?${PLACE_WORDS} (?:is|are)(?=) all (?:that's|that is|that are|we've got|we have|i have|i've got|he has|she has|the firm has)(?=) (?:left|remaining)(?=)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\b(?:down to|left with|leaves|leaving|all (?:that|we|i|he|she|the))\b/i,
  },
  // A place or a reward only for those who act within hours or by a day: "holding three slots for people who
  // call within the next 72 hours", "goes to whoever calls first"; within hours of a crash is evidence.
  {
    cues: ['who', 'whoever'],
    pattern: new RegExp(
      String.raw`\b(?:for|to)(?=) (?:(?:the )?(?:people|those|anyone|anybody|readers|riders|callers|folks|families|neighbors|neighbours|drivers|workers|members|followers|clients)(?=) who|whoever)(?=) (?:call|calls|book|books|reply|replies|sign|signs|text|texts|reach out|reaches out|schedule|schedules|respond|responds|get in touch|gets in touch|contact us|contacts us|act|acts|dm|dms|message|messages|email|emails)(?=)\b[^.!?]{0,25}?\b(?:(?:within|in)(?=) (?:the next )?(?:\d+|one|two|three|twenty-four|forty-eight|seventy-two|a few|a couple of)(?=)[ -](?:hours?|hrs?|days?|minutes?|mins?)(?=)\b(?! (?:of|after)(?=) (?:the|your|their|a|an|his|her)(?=) )|(?:before|by|no later than)(?=) ${DAY}|first\b)`,
      'gi',
    ),
    excuse: 'sentence',
    needs: PLACE_OR_GIFT,
  },
  // The firm's places booked to a far date: "our free UM policy reviews are booked up through December".
  {
    cues: ['booked', 'full', 'taken', 'spoken'],
    pattern: new RegExp(
      String.raw`\b(?:${PLACE_WORDS}|calendar|schedule)(?=)(?: (?:for|with)(?=) [\w'-]+(?: [\w'-]+)?)? (?:are|is|'re|'s)(?=) (?:already |fully |all |completely |pretty much |mostly |solidly )?(?:booked|full|taken|spoken for)(?=)(?: up| solid)? (?:through|thru|until|till|til|into|for the rest of|for all of)(?=) (?:${DAY}|${MONTH}|the (?:holidays|new year|spring|summer|fall)(?=)|next (?:week|month|year)(?=)|the end of)(?=)\b`,
      'gi',
    ),
    excuse: 'sentence',
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The reader's place handed to the next person: "we'll have to release it to the next rider on the list".
  {
    cues: ['next', 'someone', 'somebody', 'another', 'other', 'wait'],
    pattern: new RegExp(
      String.raw`\b(?:release|releasing|give|giving|hand|handing|pass|passing|offer|offering|reassign|reassigning)(?=) (?:it|(?:(?:your|his|her|their|the|that|this|any|all|our)(?=) )?(?:unclaimed |unused |open |held |reserved |unconfirmed )?(?:[\w-]+ )?${HELD}s?)(?=) to (?:the next (?!of kin\b)[\w-]+|someone else|somebody else|another [\w-]+|other (?:riders|clients|callers|families|people|folks|readers)(?=)|(?:the |our )?(?:wait ?list|waiting list)(?=))(?=)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\b(?:release|releasing|give|giving|hand|handing|pass|passing|offer|offering|reassign|reassigning) \w/i,
  },
  // The reader's place given away, not held for long, or gone back to the pool: "we can't hold your spot
  // forever", "we hold a spot for every rider, but only for so long", "your reserved slot goes back into the pool",
  // "after that it opens up to others", "your reserved consultation will be released at 5 pm".
  {
    cues: ['away', 'forever', 'indefinite', 'long', 'longer', 'pool', 'queue', 'rotation', 'opens', 'opened', 'released'],
    pattern: new RegExp(
      String.raw`\b(?:give|giving|hand|handing)(?=) (?:your|his|her|their|the|that|this)(?=) (?:[\w-]+ )?${HELD} away\b|\b(?:can't|cannot|can not|won't|will not|can only|only)(?=) (?:hold|keep|save|reserve)(?=) (?:it|them|(?:your|the|that|this|a)(?=) (?:[\w-]+ )?${HELD}s?)(?=)(?: open)? (?:forever|for long|much longer|indefinitely|for so long|for ever|very long)(?=)\b|\b(?:hold|holds|holding|keep|keeps|keeping|save|saves|saving|reserve|reserves|reserving)(?=)\b[^.!?]{0,80}?\b(?:(?:but )?only for so long|but not forever)(?=)\b|\b(?:it|(?:your|the|that|this)(?=) (?:reserved |held )?${HELD})(?=) (?:goes|go|will go|gets|get)(?=) back (?:in|into|to)(?=) (?:the|our)(?=) (?:general )?(?:pool|queue|rotation|calendar|system|list)(?=)\b|\b(?:it|(?:your|the|that|this)(?=) (?:reserved |held )?${HELD})(?=) (?:opens|opened|will open|is opened|gets opened)(?=) up to (?:others|other (?:people|clients|callers|riders|families)(?=)|everyone|anyone|the public|the next [\w-]+)(?=)\b|\b(?:your|the|that|this)(?=) (?:reserved|held)(?=) ${HELD} (?:will be|gets|is|goes)(?=) released\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\b(?:spots?|slots?|calendar|appointments?|consult\w*|openings?|places?|reviews?|seats?|reserved|held|it opens)\b/i,
  },
  // A gift for booking by a day: "free helmet cams with every case review booked before Sunday at midnight".
  {
    // Cued by the booking words, rarer than "free".
    cues: ['booked', 'scheduled', 'signed', 'requested', 'who'],
    pattern: new RegExp(
      String.raw`\b(?:free|giv(?:e|es|ing)(?=) away|gifts?|bonus|prizes?|(?:gift|gas|visa|grocery)(?=) cards?)(?=)\b[^.!?]{0,60}?\b(?:booked|scheduled|signed(?: up)?|requested|who (?:call|calls|book|books|sign|signs|schedule|schedules|reply|replies|text|texts|dm|dms|come in|comes in)(?=))(?=)\b[^.!?]{0,15}?\b(?:before|by|no later than|until|through)(?=) ${DAY}`,
      'gi',
    ),
    excuse: 'sentence',
    needs: FIRMS_TIME_WORDS,
  },
  // Auction and boarding calls, and the offer's door or window shutting: "going once, going twice", "the window
  // for a free review slams shut Friday"; a window to file a claim is the law's.
  {
    cues: ['going', 'window', 'door'],
    pattern:
      /\bgoing once,? going twice\b|\bgoing,? going,?(?: (?:almost|nearly|just about)(?=))? gone\b|\b(?:the|our|my|this|that)(?=) (?:(?:intake|review|signup|sign-up|consultation|enrollment)(?=) )?(?:window|door|doors)(?=)(?: (?:for|to|on|of)(?=) (?:[\w'-]+ ){0,4}?)? ?(?:closes|close|is closing|are closing|(?:will|shall|is going to|are going to)(?=) (?:be )?(?:close|closed|shut)(?=)|shuts?|slams? shut|will slam shut|is shutting|gets? shut)(?=)\b/gi,
    excuse: 'reason',
    needs: /\b(?:free|offers?|specials?|promo\w*|deals?|consult\w*|reviews?|evaluations?|spots?|slots?|openings?)\b/i,
  },
  // Room for a few more: "Sergeant Diaz has room for exactly two more cases this month".
  {
    cues: ['room', 'capacity', 'space', 'bandwidth'],
    pattern: new RegExp(
      String.raw`\b(?:room|capacity|space|bandwidth) for (?:only |just |exactly |maybe |about )?${FEW} more\b(?=\s*[.!,;:]|\s*$| (?:new |[\w-]+ )?(?:cases|clients|matters|riders|families|people|folks|consult\w*|case reviews|appointments)\b)`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\b(?:cases|clients|matters|consult\w*|reviews?|calendar|appointments?|riders|families)\b/i,
  },
  // The free offer over after a day: "after Sunday night it's back to paid consultations, so don't miss it".
  {
    cues: ['back', 'miss'],
    pattern: new RegExp(
      String.raw`\b(?:after|past|from|starting)(?=) (?:that|then|${DAY})(?=)(?: night| morning| evening)?\b[^.!?]{0,30}?\bback to (?:paid|full[- ]price|charging|(?:the )?(?:regular|normal|usual|standard)(?=) (?:price|rates?|fees?|pricing)(?=))(?=)\b|\bdon't miss (?:it|out)(?=)\b|\b(?:hate|wouldn't want|would not want|don't want)(?=) (?:for )?you to miss (?:out|it|this|your (?:chance|spot|slot)(?=))(?=)\b`,
      'gi',
    ),
    excuse: 'context',
    needs: /\b(?:offers?|deals?|specials?|promo\w*|giveaway|discount|consult\w*|reviews?|evaluations?)\b/i,
  },
  // A few of anything left, said of the free review: "our free consultation series has only four mats left this month".
  {
    cues: ['left', 'remaining'],
    pattern: new RegExp(
      String.raw`\b(?:(?:only|just) ${FEW} (?!(?:days?|weeks?|months?|years?|hours?|minutes?|more days?)\b)(?:more )?(?:[\w-]+ ){0,2}?|${FEW} (?:more )?(?:[\w-]+ )?${PLACE_WORDS} )(?:left|remaining)\b(?=\s*(?:[.!?,;:)]|$|at |for |this |on |in the |in our ))`,
      'gi',
    ),
    excuse: 'sentence',
    needs: ABOUT_THE_REVIEW,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Once the firm's places are gone: "once the calendar fills, that's it until March".
  {
    cues: ['once'],
    pattern:
      /\bonce (?:the |our |my |his |her )?(?:calendar|schedule|spots|slots|openings|places)(?: for [\w'-]+)? (?:is |are |gets? )?(?:fills?|full|filled|booked|gone|taken)(?: up)?\b/gi,
    excuse: 'sentence',
  },
  // Only so many: "we can only see so many people before the holidays, so call this week", "we've only got so many
  // consult slots".
  {
    cues: ['many'],
    pattern:
      /\b(?:can only|only) (?:(?:see|take|handle|help|sign|accept|represent|have|got|'ve got|fit|squeeze in) )?so many (?:people|clients|cases|consult\w*|slots|spots|appointments|families|riders|new cases|new clients)\b/gi,
    excuse: 'sentence',
    needs: /\b(?:before|this week|this month|this year|until|call|grab|book|now|today|soon|go|fill)\b/i,
  },
  // A hold on the reader's place that lapses: "the hold on your consultation slot lapses Friday at 5".
  {
    cues: ['hold'],
    pattern: new RegExp(
      String.raw`\b(?:the |your )?hold on (?:your|the|that|this) (?:[\w-]+ )?${HELD}s? (?:lapses|expires|ends|runs out|is released|will lapse|will expire|will end)\b|\b(?:your|the|that|this) (?:[\w-]+ )?${HELD} hold (?:lapses|expires|ends|runs out|will lapse|will expire|will end)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\b(?:lapses?|expires?|ends|runs out|released)\b/i,
  },
  // Only a few still open: "only a few of our December consult slots are still open", "only a couple of my Saturday
  // mornings remain unclaimed".
  {
    cues: ['still', 'unclaimed', 'unbooked', 'remain'],
    pattern: new RegExp(
      String.raw`\b(?:only|just) ${FEW} of (?:(?:our|the|my|his|her|this|next) )?(?:[\w'-]+ ){0,2}?(?:${PLACE_WORDS}|mornings|afternoons|evenings) (?:(?:are|is) still (?:open|available|free|up for grabs|left)|(?:remain|remains|are still|stay) (?:unclaimed|unbooked|open|free|available))\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\b(?:only|just)\b/i,
  },
  // Until a day to take the free offer: "you have until midnight to claim your free case review".
  {
    cues: ['until', 'til'],
    pattern: new RegExp(
      String.raw`\byou(?:'ve got| have| got|'ve| still have| only have)? (?:until|till|til) ${DAY}(?: at [\w: ]{1,12}?)? to (?:claim|grab|get|book|schedule|lock in|reserve|take advantage of|call|sign up for|request)\b`,
      'gi',
    ),
    excuse: 'reason',
    needs: ABOUT_THE_REVIEW,
  },
  // Act now or wait months: "reach out this week or wait till spring for a consult".
  {
    cues: ['wait'],
    pattern: new RegExp(
      String.raw`\bor (?:you'll |you will |you'd |you could )?(?:wait|be waiting) (?:till|until|til) (?:${MONTH}|spring|summer|fall|autumn|winter|next (?:month|year)|the new year|after the holidays)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: ABOUT_THE_OFFER,
  },
  // The first to answer gets the place: "I'm saving two spots for readers; first to reply gets them".
  {
    cues: ['first'],
    pattern:
      /\b(?:the )?first (?:one |person |caller |reader |rider )?to (?:call|reply|respond|text|dm|email|book|sign up|message|write) (?:gets?|wins?|takes?|grabs?|claims?)\b/gi,
    excuse: 'sentence',
    needs: PLACE_OR_GIFT,
  },
  // Places that sell out: "our free review days sell out every year".
  {
    cues: ['sell', 'sold'],
    pattern:
      /\b(?:sell|sells|selling|sold) out (?:every (?:year|month|week|time)|each (?:year|month|week|time)|fast|quickly|early|in (?:a|one|two|three|\d+) (?:days?|hours?|weeks?))\b/gi,
    excuse: 'sentence',
    needs: ABOUT_THE_REVIEW,
  },
  // A held place going back unless the reader answers: "confirm by noon or it goes back".
  {
    cues: ['goes', 'released', 'opens'],
    pattern:
      /\bor (?:it|the (?:spot|slot|time|place|appointment)|your (?:spot|slot|time|place|appointment)) (?:goes back|goes to (?:someone|the next|another)|is released|gets released|opens up)\b/gi,
    excuse: 'sentence',
    needs: /\b(?:hold|holding|spots?|slots?|places?|appointments?|consult\w*|reviews?)\b/i,
  },
  // A ration of the firm's time by its verb of giving, either order: "we only do three free reviews a week",
  // "Mr. Pemberton only sits in on a few new consultations a week",
  // "we're holding just twelve free policy-limits reviews in December", "offering no more than five consults".
  {
    cues: ['only', 'just', 'more', 'most', 'max'],
    pattern: new RegExp(
      String.raw`\b(?:(?:only|just)(?=) (?:sit(?:s|ting)? in on|see|sees|seeing|meet(?:s|ing)? (?:with|on)(?=)|do|does|doing|hold|holds|holding|offer|offers|offering|give|gives|giving|run|runs|running|set(?:s|ting)? aside|open(?:s|ing)? up|make|makes|making|doin|holdin|offerin|givin|runnin|keep|keeps|keeping|save|saves|saving|reserve|reserves|reserving|allot|allots|allotting|schedule|schedules|scheduling)(?=)|(?:do|does|doing|hold|holds|holding|offer|offers|offering|give|gives|giving|run|runs|running|set(?:s|ting)? aside|open(?:s|ing)? up|make|makes|making|doin|holdin|offerin|givin|runnin|keep|keeps|keeping|save|saves|saving|reserve|reserves|reserving|allot|allots|allotting|schedule|schedules|scheduling)(?=) (?:only|just|no more than|at most|a maximum of|max(?:imum)?)(?=))(?=)(?: out)? ${FEW} (?:more |new )?(?:(?:[\w-]+ ){0,2}?${PLACE_WORDS}|${FREE_THING})(?=)\b`,
      'gi',
    ),
    excuse: 'context',
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The same ration with its limit after: "we do three free reviews a week, no more", "ten consults a month and that's all".
  {
    cues: ['week', 'month', 'year', 'quarter', 'season', 'day'],
    pattern: new RegExp(
      String.raw`\b(?:do|does|doing|hold|holds|holding|offer|offers|offering|give|gives|giving|run|runs|running|take|takes|taking|book|books|booking|see|sees|seeing)(?=) ${FEW} (?:free |new )?(?:[\w-]+ ){0,2}?${PLACE_WORDS} (?:a|per|each|every|this)(?=) (?:week|month|year|quarter|season|day)(?=)\W{1,3}(?:and )?(?:no more|not one more|that's (?:it|all)(?=)|that is (?:it|all)(?=)|period)(?=)\b`,
      'gi',
    ),
    excuse: 'context',
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The same ration in Spanish and Haitian Creole: "solo damos cinco consultas gratis al mes", "sèlman dis konsiltasyon".
  {
    cues: ['solo', 'sólo', 'sèlman', 'selman'],
    pattern:
      /\b(?:s[oó]lo (?:damos|hacemos|ofrecemos|tenemos|aceptamos|tomamos|atendemos|reservamos|abrimos)(?=)|(?:damos|hacemos|ofrecemos|tenemos|aceptamos|tomamos|atendemos|reservamos|abrimos)(?=) s[oó]lo)(?=) (?:\d+|unas pocas|pocas|pocos|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte)(?=) (?:consultas|citas|revisiones|evaluaciones|cupos|lugares|espacios)(?=)\b|\bs[eè]lman (?:\d+|de|twa|kat|senk|sis|s[eè]t|uit|n[eè]f|dis|douz|kenz|ven)(?=) (?:konsiltasyon|randevou|plas|revizyon|evalyasyon)(?=)\b/gi,
    excuse: 'context',
    unless: /\b(?:dokt|m[eé]dic[oa]|doctor|lopital|hospital|terapi|klinik|cl[ií]nica)/i,
  },
  // A period's places gone, the noun left out: "three free reviews a week, and this week's are nearly (all) gone".
  {
    cues: ['gone', 'taken', 'booked', 'full', 'spoken', 'claimed', 'filled'],
    pattern: new RegExp(
      String.raw`\b(?:(?:this|next) (?:week|month|year|weekend|season|quarter)|today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|${MONTH})(?:'s|’s) (?:are|is|'re|r) ${NEARLY}(?:gone|taken|booked(?: up)?|full|spoken for|claimed|filled)\b`,
      'gi',
    ),
    excuse: 'context',
    needs: /\b(?:spots?|slots?|openings?|places?|seats?|appointments?|consult\w*|reviews?|evaluations?)\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Nothing more after the places go: "once they're booked, that's it until spring", "when the slots are gone,
  // there are no more until January", "once these twelve are booked, we're closed to new reviews until March",
  // the end said first ("that's it until spring once they're taken"), and "no more free reviews until spring".
  {
    cues: ['booked', 'gone', 'taken', 'claimed', 'filled', 'spoken', 'full', 'used', 'snapped', 'given'],
    pattern: new RegExp(
      String.raw`\b(?:once|when|after)(?=) ${PLACES_GO}\W{1,3}(?:(?:that's|that is|thats)(?=) (?:it|all)(?=)(?: until| till| til| for (?:the|this)(?=) (?:week|month|year|season|quarter)(?=)| for now| this (?:week|month|year)(?=))(?=)|there (?:are|will be|won't be|will not be)(?=) (?:no )?(?:more|others|any more)(?=)|no more|(?:we|you)(?=)(?:'ll| will)(?=) (?:have to )?wait|nothing (?:opens|until)(?=)|(?:we're|we are|we'll be|we will be|the (?:list|calendar|books)(?=) (?:is|are)(?=))(?=) (?:closed|full|done)(?=)(?: (?:to|for)(?=) (?:new )?[\w-]+)? (?:until|till|til)(?=))(?=)\b|\b(?:that's|that is|thats)(?=) (?:it|all)(?=) (?:until|till|til|before)(?=) (?:spring|summer|fall|autumn|winter|next (?:week|month|year|season|quarter)(?=)|the new year|${MONTH})(?=)\W{1,3}(?:once|when|after)(?=) ${PLACES_GO}`,
      'gi',
    ),
    excuse: 'context',
    unless: SOMEONE_ELSES_CALENDAR,
  },
  {
    cues: ['more'],
    pattern: new RegExp(
      String.raw`\bno more (?:free |open )?(?:[\w-]+ )?${PLACE_WORDS} (?:until|till|til|before) (?:spring|summer|fall|autumn|winter|next (?:week|month|year|season|quarter)|the new year|${MONTH})\b`,
      'gi',
    ),
    excuse: 'context',
    unless: new RegExp(`${SOMEONE_ELSES_CALENDAR.source}|${OFFICE_HOURS.source}|\\b(?:holidays?|vacation)\\b`, 'i'),
  },
  // Closing the list on a day, texted: "we closing the list friday".
  {
    cues: ['clos'],
    pattern:
      /\b(?:we|we're|we are|i'm|im|i am) closing (?:the|our|my) (?:list|books|calendar|intake|sign-?ups?) (?:on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|thurs|fri|sat|sun|tomorrow|tmrw|tonight|soon)\b/gi,
    excuse: 'sentence',
  },
  // The reader's place lost unless booked now, said as a condition: "if we don't pencil you in today, the next opening
  // is after New Year's", "if you don't grab one this week, you'll wait until spring". The loss must follow the condition.
  {
    cues: ['if'],
    pattern: new RegExp(
      String.raw`\bif (?:we|i|you|u|he|she)(?=) (?:don't|dont|do not|can't|cant|cannot|won't|doesn't|does not)(?=) (?:pencil|book|get|fit|squeeze|slot|schedule|put|lock|grab|claim|reserve|call|sign|snag|take|hold)(?=)(?: (?:you|u|it|one|this|that|yours|your (?:spot|slot|place|time)(?=)|a (?:spot|slot|time)(?=))(?=))?(?: in| down| up| on (?:the|his|her|my|our)(?=) (?:calendar|books|schedule)(?=))? (?:today|now|tonight|right now|this week|this month|by ${DAY}|before ${DAY})(?=)\b(?=[^.!?]*?\b(?:next (?:opening|available|slot|spot|appointment|one|free)(?=)|wait(?:ing)? (?:until|till|til)(?=)|lose (?:it|them|your (?:spot|slot|place|chance|opening)(?=)|the (?:spot|slot|opening)(?=))(?=)|gone|someone else|somebody else|no more|can't promise|cannot promise|won't (?:have|be able)(?=)|(?:until|till|til|after)(?=) (?:the holidays|new year'?s?|the new year|${MONTH}|spring|summer|fall|winter)(?=))(?=)\b)`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\bif (?:we|i|you|u|he|she) (?:don't|dont|do not|can't|cant|cannot|won't|doesn't|does not)\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The firm's attention for the first few, by a day: "I will answer only the first dozen that reach me before the
  // first of December", "the first ten who call by Friday get the attorney himself". A count of days or weeks is not.
  {
    cues: ['first'],
    pattern: new RegExp(
      String.raw`\b(?:only (?:the )?first (?:${FEW}|dozen|hundred|fifty)(?=)(?: [\w-]+)?(?: (?:that|who|to)(?=) [\w-]+)?|(?:the )?first (?:${FEW}|dozen|hundred|fifty)(?=)(?! (?:days?|weeks?|months?|years?|hours?|minutes?|times?|steps?|things?|questions?)(?=)\b)(?: [\w-]+)? (?:that|who|to)(?=) [\w-]+)(?=)\b[^.!?;]{0,30}?\b(?:before|by|no later than|ahead of|until)(?=) ${DAY}`,
      'gi',
    ),
    excuse: 'sentence',
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // "Now is the time", "now's the moment", "there's no time like the present": a nudge that is false urgency when the
  // sentence or the one before names the firm's offer or places together with their end or scarcity, and denies
  // neither ("our free consultations never end"); after a legal deadline or a health reason it is advice, and after
  // the end of daylight saving time a reminder.
  {
    cues: ['now', 'present', 'better'],
    pattern:
      /\b(?:now(?:'s| is) (?:the|your) (?:time|moment|hour|day|chance)|the (?:time|moment|hour) is (?:now|today)|(?:there's |there is )?no time like the present|(?:there's |there is )?no better time than (?:now|today|this week|the present))\b/gi,
    excuse: 'context',
    around:
      /^(?![\s\S]*\b(?:never|always|no deadline|any ?time|whenever|no rush|no hurry)(?=)\b)(?=[\s\S]*\b(?:free (?:[\w-]+ ){0,2}?(?:consult\w*|reviews?|evaluations?)(?=)|consult\w*|case reviews?|spots?|slots?|openings?|appointments?|calendar|(?:our|this|the)(?=) (?:[\w-]+ )?(?:offer|special)(?=)|new (?:clients|cases|matters)(?=))(?=)\b)(?=[\s\S]*\b(?:ends?|ending|wrap(?:s|ping)? up|expires?|expiring|clos(?:es|ing)(?=)|last (?:day|chance|call|few)(?=)|only|first (?:[\w-]+ ){1,2}?(?:that|who|to)(?=)|spoken for|booked|filling|fill up|won't last|runs? out|left|remain(?:s|ing)?|can't promise|cannot promise)(?=)\b)/i,
    unless: OFFICE_HOURS,
  },
  // The place not promised to last past the call or the day: "once we hang up I can't promise it'll still be there".
  {
    cues: ['promise', 'guarantee'],
    pattern:
      /\b(?:can't|cannot|can not|won't|will not|couldn't)(?=) (?:promise|guarantee)(?=)(?: you)?(?: that)? (?:it|they|the (?:spot|slot|time|opening|offer|review|consultation)(?=)s?|that (?:spot|slot|time|opening|offer)(?=))(?=)(?:'ll| will|'d| would)? (?:still )?(?:be (?:there|available|open|free|around|here)(?=)|last|stay open|hold)(?=)\b/gi,
    excuse: 'sentence',
    needs: /\b(?:spots?|slots?|openings?|places?|times?|appointments?|consult\w*|reviews?|offers?|calendar|hold|hang up|call ends)\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The last few the speaker holds: "my supervisor approved three of these free reviews for today, and I've got one left".
  {
    cues: ['left', 'remaining'],
    pattern: new RegExp(
      String.raw`\b(?:i've|we've|i|we|he's|she's|he|she|i have|we have|he has|she has)(?: got| have| has)? (?:only |just )?${FEW} (?:more )?(?:left|remaining)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: ABOUT_THE_REVIEW,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The firm's calendar closed to new matters from a day: "my calendar, such as it is, will be closed to new
  // consultations after the fifteenth of December"; a court's calendar is the court's.
  {
    cues: ['closed', 'closing', 'shut'],
    pattern: new RegExp(
      String.raw`\b(?:calendar|books|intake|docket|practice|door|doors|list)(?=)(?:,[^,.!?]{1,30},)? (?:will be|is|are|goes|will go|'ll be|'s)(?=) (?:closed|closing|shut)(?=) (?:to|for)(?=) (?:any |all )?(?:new |further )?(?:consult\w*|clients|cases|matters|reviews|appointments|intakes?)(?=)\b[^.!?]{0,20}?\b(?:after|from|on|as of|starting|beginning|at the end of|by)(?=) (?:${DAY}|${MONTH}|the (?:holidays|new year|year|month|week)(?=))`,
      'gi',
    ),
    excuse: 'sentence',
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Those who wait past a day wait for months: "those who write to me after Friday will have to wait until spring for
  // a consultation".
  {
    cues: ['wait'],
    pattern: new RegExp(
      String.raw`\b(?:after|past|beyond) (?:${DAY}|that|then|this week)\b[^.!?]{0,50}?\b(?:have to|has to|must|need to|needs to|will|'ll|may|might) wait (?:until|till|til) (?:${MONTH}|spring|summer|fall|autumn|winter|next (?:month|year)|the new year|after the holidays)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: ABOUT_THE_OFFER,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The firm's places spoken for, said of them: "they are now nearly all spoken for", "our December slots are spoken for".
  {
    cues: ['spoken'],
    pattern: new RegExp(
      String.raw`\b(?:they|these|those|(?:the|our|my|his|her) (?:[\w'-]+ ){0,2}?${PLACE_WORDS}|calendar|schedule)(?:'re|'s| are| is| have been| has been) ${NEARLY}spoken for\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: ABOUT_THE_OFFER,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // All taken but a few, said last: "the last free consultation of the year is spoken for but one".
  {
    cues: ['spoken', 'taken', 'booked', 'claimed', 'gone', 'filled'],
    pattern: new RegExp(String.raw`\b(?:spoken for|taken|booked(?: up)?|claimed|gone|filled) (?:but|except(?: for)?|save) ${FEW}\b`, 'gi'),
    excuse: 'sentence',
    needs: ABOUT_THE_OFFER,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Idioms of a shrinking offer: "it's use it or lose it on the free review", "beat the holiday rush and book now".
  {
    cues: ['use', 'beat'],
    pattern: /\buse it or lose it\b|\bbeat the (?:[\w-]+ ){0,2}?rush\b/gi,
    excuse: 'reason',
    needs: ABOUT_THE_REVIEW,
  },
  // The places given to others, said of them: "the remaining consultations had been given to others".
  {
    cues: ['given', 'handed', 'released', 'passed', 'offered'],
    pattern: new RegExp(
      String.raw`\b(?:${PLACE_WORDS}|it|they|yours)(?:,[^,.!?]{1,30},)? (?:had been|have been|has been|will be|would be|are being|is being|were|was|get|gets|got) (?:given|handed|released|passed|offered) (?:over )?to (?:others|someone else|somebody else|other (?:people|clients|callers|readers|families|folks)|the next [\w-]+)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: ABOUT_THE_OFFER,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The places not lasting: "the few appointments I have left this month will not remain available for long".
  {
    cues: ['long', 'longer', 'forever'],
    pattern: new RegExp(
      String.raw`\b(?:${PLACE_WORDS}|they|these|those)\b[^.!?]{0,40}?\b(?:won't|will not|aren't going to|are not going to|isn't going to|is not going to) (?:remain|stay|be) (?:available|open|free|around|on offer) (?:for )?(?:long|much longer|forever|very long)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: ABOUT_THE_OFFER,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The places being claimed now: "those places, I regret to say, are being claimed at a pace".
  {
    cues: ['being', 'getting'],
    pattern: new RegExp(
      String.raw`\b(?:${PLACE_WORDS}|they|these|those)(?:,[^,.!?]{1,30},)? (?:are|is|'re) (?:being|getting) (?:claimed|taken|booked|filled|grabbed|snapped up|spoken for|reserved)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: PLACE_OR_GIFT,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Two sentences, the offer in the first and its end in the second: "It goes away on the 30th.", "Friday is the last
  // day.", "Most of them are already booked." Each cued by the words of the end, rarer than the pronouns the sentence
  // starts with.
  {
    cues: ['end', 'expir', 'goes', 'disappear', 'clos', 'wrap', 'runs', 'gone', 'finish', 'stops'],
    needs: /^\W*(?:and |but |so )?(?:it|this|that|the (?:offer|deal|special))\b/i,
    pattern: new RegExp(
      String.raw`^\W*(?:and |but |so )?(?:it|this|that|the offer|the deal|this offer|the special)(?=)(?:'s| is| will be| will)? (?:ends?|ending|expires?|goes away|go away|disappears?|closes?|wraps? up|runs out|is over|over|gone|done|finished|finishes|stops?)(?=)(?: on| at| after| by)? (?:${DAY}|day \d{1,2}|soon|this week|at midnight)(?=)\b`,
      'gi',
    ),
    excuse: 'context',
    around: OWN_OFFER,
    unless: new RegExp(
      String.raw`${SOMEONE_ELSES_CALENDAR.source}|${OFFICE_HOURS.source}|\b(?:office|phones?|holiday|thanksgiving|christmas)\b`,
      'i',
    ),
  },
  {
    cues: ['last', 'final'],
    pattern: new RegExp(
      String.raw`^\W*(?:${DAY}|that|which|it)(?:'s| is) (?:the|our) (?:last|final) day\b(?=\s*[.!]|\s*$| for (?:the |our |a |your )?(?:free|offer|special|consult|review)| to (?:claim|get|book|call|grab|schedule|sign up|reserve))`,
      'gi',
    ),
    excuse: 'context',
    needs: /(?:'s|\bis) (?:the|our) (?:last|final) day\b/i,
    around: OWN_OFFER,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  {
    cues: ['booked', 'taken', 'spoken', 'claimed', 'filled', 'reserved', 'gone'],
    pattern: new RegExp(
      String.raw`^\W*(?:${FEW}|most|all|many|half|nearly all|almost all|all but ${FEW}) of (?:them|those|these)(?:'re| are| have been| were) ${NEARLY}(?:booked(?: up)?|taken|gone|spoken for|claimed|filled|reserved)\b`,
      'gi',
    ),
    excuse: 'context',
    needs: /\bof (?:them|those|these)\b/i,
    around: OWN_OFFER,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Paid after the day: "for the people who call before the day 30, the consultation is free, after is paid".
  {
    cues: ['paid', 'charged', 'price'],
    pattern:
      /\b(?:after|afterwards|after that|after this|then)\W{0,2}\s*(?:it's |its |it is |is |it will be |they are |they're )?(?:paid|not free|no (?:more|longer) free|full price|charged)\b/gi,
    excuse: 'context',
    needs: new RegExp(String.raw`\b(?:before|until|till|by|through) (?:the )?(?:${DAY}|day \d{1,2})`, 'i'),
    around: /\bfree\b/i,
  },
  // The attorney away after a day, when the sentence before offers his time: "Earl is seeing new clients on Tuesdays
  // this month. After that, he's in trial until March."
  {
    cues: ['trial', 'booked', 'unavailable', 'tied', 'taking', 'full', 'closed'],
    needs: /^\W*(?:after|from then|come)\b/i,
    pattern: new RegExp(
      String.raw`^\W*(?:after that|after this (?:week|month)(?=)|after ${DAY}|from then on|come ${DAY})(?=)\W{0,2}\s*(?:he's|she's|i'm|we're|he is|she is|i am|we are|they are|they're|the (?:attorney|lawyer|firm)(?=) is|(?:mr|ms|mrs)(?=)\.? \w+ is)(?=) (?:in trial|booked(?: up| solid)?|unavailable|tied up|not taking (?:new )?(?:clients|cases)(?=)|full|closed to new (?:clients|cases)(?=))(?=)\b[^.!?]{0,30}?\b(?:until|till|through|for the rest of)(?=) (?:${MONTH}|spring|summer|fall|autumn|winter|the new year|next (?:month|year)(?=)|the year)(?=)\b`,
      'gi',
    ),
    excuse: 'context',
    around: OWN_OFFER,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The free offer's roster locked on a day: "the roster for free case reviews locks on Friday".
  {
    cues: ['lock'],
    pattern: new RegExp(
      String.raw`\b(?:roster|list|sign-?up sheet|calendar|books|schedule)\b[^.!?]{0,40}?\b(?:locks|will lock|is locked|gets locked|will be locked|is locking)(?: up)? (?:on|after|at|by|from|this|next|tonight|tomorrow|${DAY})`,
      'gi',
    ),
    excuse: 'context',
    needs: OWN_OFFER,
  },
  // The firm's time not lasting, said of it or after it: "Attorney Pickett's December calendar won't stay on the market
  // long", "a few slots are still up for grabs, but not for long".
  {
    cues: ['long', 'longer'],
    pattern:
      /\b(?:calendar|schedule|offer|special|deal|spots?|slots?|openings?|appointments?|consult\w*|reviews?|they|these|those|it)(?=)\b[^.!?]{0,40}?\b(?:won't|will not|isn't going to|aren't going to)(?=) (?:stay|remain|be|last)(?=) (?:on the market|on the books|open|available|around|up for grabs)? ?(?:for )?(?:long|much longer|very long)(?=)\b|\b(?:up for grabs|available|open|left|still there)(?=)\W{1,3}(?:but|though|yet)(?=) not for (?:long|much longer|very long)(?=)\b/gi,
    excuse: 'sentence',
    // The verb first, which few sentences have; the offer in the sentence or the one before.
    needs: /(?:not|n't) (?:stay|remain|be|last)|not for (?:long|much)/i,
    around: ABOUT_THE_OFFER,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // One period only: "free reviews are available this week and this week alone", "this week and never again".
  {
    cues: ['alone', 'never', 'longer'],
    pattern: new RegExp(
      String.raw`\b(?:today|tonight|this (?:week|weekend|month)|${DAY}) (?:and|&) (?:(?:today|tonight|this (?:week|weekend|month)|that day|${DAY}) alone|never again|not a day (?:longer|more|after))\b`,
      'gi',
    ),
    excuse: 'reason',
    needs: ABOUT_THE_OFFER,
  },
  // The price rising after a day: "starting Monday, consultations will cost $200, so book your free one now".
  {
    cues: ['cost', 'charge', 'price', 'fee'],
    pattern: new RegExp(
      String.raw`\b(?:starting|from|after|beginning|as of|come) (?:${DAY}|next (?:week|month))\b[^.!?]{0,40}?\b(?:consult\w*|reviews?|evaluations?)\b[^.!?]{0,15}?\b(?:will (?:cost|be|run)|costs?|are|is|go(?:es)? up to|rises? to|will be charged) \$\d`,
      'gi',
    ),
    excuse: 'context',
    needs: /\$\d/,
  },
  // The firm's time counted in percent: "we're 90% booked for December", "our calendar is 80 percent full".
  {
    cues: ['booked', 'full', 'taken', 'spoken', 'gone', 'claimed', 'filled'],
    pattern: /\b\d{2,3} ?(?:%|percent|per cent) (?:booked(?: up)?|full|taken|spoken for|gone|claimed|filled)\b(?! of\b)/gi,
    excuse: 'sentence',
    needs: new RegExp(
      String.raw`\b(?:calendar|schedule|consult\w*|reviews?|spots?|slots?|appointments?|openings?)\b|\b(?:for|through|until|in) (?:${MONTH}|the (?:month|week|year|holidays|rest of)|next (?:week|month))\b|\bthis (?:week|month)\b`,
      'i',
    ),
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // A sliver of the firm's time left: "only a sliver of time remains on Attorney Pickett's calendar this month".
  {
    cues: ['sliver', 'smidge', 'smattering', 'trickle', 'scrap', 'little'],
    pattern:
      /\b(?:a (?:sliver|smidge|smattering|trickle|scrap|little bit|tiny bit)|very little|precious little) of (?:time|availability|room|space|openings?|slots?|the calendar) (?:remains?|is left|left|available|open)\b/gi,
    excuse: 'sentence',
    needs: /\b(?:calendar|schedule|consult\w*|reviews?|appointments?|attorney|lawyer|atty)\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The firm out of, or low on, its places: "we're nearly out of consultation times", "we're running low on
  // consultation slots", "consultation slots are running low", "we have run out of Saturday appointments except two".
  {
    cues: ['out', 'low', 'short', 'running'],
    needs: /\b(?:out of|low on|short on|down to the last)\b/i,
    pattern: new RegExp(
      String.raw`\b(?:we're|we are|we've|we have|i'm|i am|i've|he's|she's|the (?:firm|office|attorney|lawyer)(?=) (?:is|has)(?=)|almost|nearly|all but|just about)(?=) (?:(?:almost|nearly|just about|all but|already|now)(?=) )?(?:out of|run out of|running out of|running low on|low on|short on|running short on|down to the last of)(?=) (?:(?:our|the|his|her|my)(?=) )?(?:[\w-]+ ){0,2}?(?:${PLACE_WORDS}|(?:consultation|appointment|review|meeting)(?=) (?:times|dates|days)(?=))(?=)\b(?!-| (?:cards?|reminders?|forms?|books?|letters?|software)(?=)\b)`,
      'gi',
    ),
    excuse: 'sentence',
    unless: SOMEONE_ELSES_CALENDAR,
  },
  {
    cues: ['low', 'short', 'thin', 'scarce'],
    pattern: new RegExp(
      String.raw`\b(?:${PLACE_WORDS}|(?:[\w-]+ )?(?:days|times|dates|afternoons|mornings))(?: (?:for|on|in|this|next|with) [\w'-]+(?: [\w'-]+){0,4}?)? (?:are|is) (?:running|getting) (?:low|short|thin|scarce)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\b(?:consult\w*|(?:case|free|claim) reviews?|review days|appointments?|calendar|attorney|lawyer|atty)\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Most of the places gone, the noun said before: "consults this month are first-come, and most are gone".
  {
    cues: ['gone', 'taken', 'booked', 'claimed', 'spoken'],
    pattern: new RegExp(
      String.raw`\b(?:most|nearly all|almost all|all but ${FEW}|half|the rest) (?:are|have|'re|have been) (?:already |now )?(?:gone|taken|booked|claimed|spoken for)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\b(?:spots?|slots?|openings?|places?|appointments?|consult\w*|reviews?|evaluations?)\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // A quota reached, then intake stops: "once we hit twenty new clients this month, we stop", "when we reach our limit
  // of ten cases, intake closes".
  {
    cues: ['hit', 'reach', 'limit', 'cap', 'quota'],
    pattern: new RegExp(
      String.raw`\b(?:once|when|after|as soon as) (?:we|i|he|she|the (?:firm|office|attorney|lawyer)) (?:hit|hits|reach|reaches|get to|gets to|fill|fills) (?:our |my |his |her |the |a )?(?:(?:limit|cap|quota|max(?:imum)?) of )?${FEW} (?:new )?(?:clients|cases|consult\w*|reviews|families|matters|riders)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\b(?:stop|stops|close|closes|closed|done|that's it|no more|full|cut off|shut)\b/i,
  },
  // Intake shut until a far date: "after the 15th, Earl won't be taking new consultations until the spring".
  {
    cues: ['taking', 'accepting', 'booking', 'seeing', 'signing', 'scheduling'],
    pattern: new RegExp(
      String.raw`\b(?:won't|will not|aren't|are not|isn't|is not|not)(?=) (?:be )?(?:taking|accepting|booking|seeing|signing|scheduling)(?=) (?:on )?(?:any )?(?:new|more)(?=) (?:consult\w*|clients|cases|reviews|appointments|matters)(?=)\b[^.!?]{0,20}?\b(?:until|till|before|through)(?=) (?:${MONTH}|spring|summer|fall|autumn|winter|the spring|the new year|next (?:month|year)(?=)|after the holidays)(?=)\b`,
      'gi',
    ),
    excuse: 'sentence',
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The meeting pressed into a period: "if you want a consult, it has to be this week".
  {
    cues: ['has', 'needs', 'got'],
    pattern: new RegExp(
      String.raw`\b(?:it|that|this|we|you)(?:'ll| will)? (?:has|have|needs|need|'s got|'ve got|got) to (?:be|happen|meet|talk|book it) (?:this week|today|tonight|tomorrow|(?:before|by) ${DAY}|now|right away)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: / to (?:be|happen|meet|talk|book it) /i,
    around: /\b(?:consult\w*|meet|meeting|reviews?|appointments?|sit down|talk to (?:me|him|her|us))\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Before the places vanish: "book a consult slot before they dry up".
  {
    cues: ['vanish', 'disappear', 'dry', 'evaporat', 'sell', 'snapped'],
    pattern:
      /\bbefore (?:they|it|these|those|(?:the )?(?:spots|slots|openings|places|appointments|consultations|reviews)) (?:vanish|vanishes|disappear|disappears|dry up|dries up|evaporate|evaporates|sell out|sells out|are snapped up|get snapped up|are all gone)\b/gi,
    excuse: 'reason',
    needs: ABOUT_THE_OFFER,
  },
  // Taking the last few: "we're taking the last few new clients of the year right now"; "the last few cases we
  // handled" is a story.
  {
    cues: ['last', 'final'],
    pattern: new RegExp(
      String.raw`\b(?:taking|accepting|signing|booking|seeing|welcoming)(?: on)? (?:the|our|my|his|her|a) (?:last|final) (?:few |${FEW} )?(?:new )?(?:clients|cases|matters|families|consult\w*|riders)\b`,
      'gi',
    ),
    excuse: 'sentence',
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // An end that takes the offer with it: "once December ends, so does our free review offer".
  {
    cues: ['does'],
    pattern:
      /\b(?:ends?|over|closes?|done|finishes|runs out|is out),? (?:and )?so (?:does|do|will|goes|go) (?:our|the|this) (?:[\w-]+ ){0,3}?(?:offer|special|deal|promo\w*|consult\w*|reviews?|evaluations?)\b/gi,
    excuse: 'context',
  },
  // The deadline named alone after the firm's offer: "We're doing free policy reviews this month. The deadline is
  // Friday."; after a notice of claim it is the law's.
  {
    cues: ['deadline', 'cutoff', 'cut'],
    pattern: new RegExp(String.raw`^\W*(?:and |but |so )?(?:the )?(?:deadline|cutoff|cut-off)(?:'s| is) ${DAY}`, 'gi'),
    around: OWN_OFFER,
    unless: /\b(?:statute|notice|file|filing|lawsuit|court|claim form|insurer|adjuster)\b/i,
  },
  // Here for a short time: "our free review offer is here for a short time only".
  {
    cues: ['short', 'brief'],
    pattern:
      /\bfor a (?:short|brief) (?:time|while) only\b|\b(?:here|available|around|good|valid) (?:for )?(?:a|only a) (?:short|brief) (?:time|while)\b/gi,
    excuse: 'reason',
    needs: ABOUT_THE_OFFER,
  },
  // The held place not lasting: "I have one spot Thursday, and honestly it won't be there tomorrow", "Thursday's slot
  // probably won't make it to the weekend", "I can't guarantee it tomorrow".
  {
    cues: ['won', 'might', 'probably', 'guarantee', 'promise'],
    pattern: new RegExp(
      String.raw`\b(?:it|that|this|they|(?:that|this|the|your|[\w]+'s)(?=) (?:[\w-]+ )?(?:spot|slot|time|opening|appointment)(?=)s?)(?=)(?: probably| likely| honestly)? (?:won't|will not|may not|might not|probably won't)(?=) (?:still )?(?:be there|be open|be available|be around|make it|survive|stay open)(?=)(?: (?:tomorrow|tonight|long|(?:to|past|until|through|by|beyond|into)(?=) (?:the weekend|the end of the day|${DAY}|tomorrow)(?=))(?=))\b|\b(?:can't|cannot|can not)(?=) (?:guarantee|promise)(?=) (?:it|that|them|that (?:spot|slot|time)(?=))(?=) (?:tomorrow|tonight|past ${DAY}|after ${DAY}|for long|later)(?=)\b`,
      'gi',
    ),
    excuse: 'sentence',
    // The verb first, which few sentences have; the firm's place in the sentence or the one before.
    needs:
      /\b(?:(?:won't|will not|may not|might not) (?:still )?(?:be (?:there|open|available|around)|make it|survive|stay open)|(?:guarantee|promise) (?:it|that|them) (?:tomorrow|tonight|past|after|for long|later))\b/i,
    around: /\b(?:spots?|slots?|openings?|appointments?|consult\w*|times?|reviews?|hold|calendar|book|grab|snag|lock|say yes)\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // A day's places nearly gone, said with "'s": "Tuesday's nearly gone already, so Thursday at 2 is really the one".
  {
    cues: ['gone', 'taken', 'booked', 'full', 'spoken'],
    pattern: new RegExp(
      String.raw`\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|this week|next week)(?:'s| is) ${NEARLY}(?:gone|taken|booked(?: up| solid)?|full|spoken for)\b`,
      'gi',
    ),
    excuse: 'context',
    around: /\b(?:spots?|slots?|openings?|appointments?|consult\w*|reviews?|calendar|schedule|availability|(?:at|@) \d{1,2}(?::\d\d)?)\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // A hold that lasts only until a set hour: "I can tentatively hold Thursday at 2, but only till end of day".
  {
    cues: ['hold'],
    pattern: new RegExp(
      String.raw`\bhold (?:it|that|this|them|(?:your|the|that|this) (?:[\w-]+ )?${HELD}|${DAY}(?: at [\w: ]{1,8}?)?),? (?:but )?(?:only )?(?:till|until|through|for) (?:(?:the )?end of (?:the )?day|${DAY}|(?:an|one|two|\d+|a few|twenty-four|forty-eight) hours?|today|noon|close of business|cob|eod)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\bonly\b|\bbut\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Advice to jump: "I'd jump on Thursday if I were you".
  {
    cues: ['jump', 'snap', 'pounce'],
    pattern: new RegExp(
      String.raw`\b(?:i'd|i would|you'd better|you should|better) (?:jump on|snap (?:it|that|this|one) up|pounce on) (?:it|that|this|one|${DAY}|the (?:[\w-]+ )?(?:spot|slot|opening|time|offer))\b`,
      'gi',
    ),
    excuse: 'sentence',
  },
  // Translated: "the quantity of consultation free is limited", "the places they finish".
  {
    cues: ['quantity', 'number', 'amount', 'finish', 'exhaust', 'terminat'],
    pattern:
      /\b(?:quantity|number|amount)(?=) of (?:the )?(?:free )?(?:consult\w*|places|spots|slots|appointments|reviews|vacanc\w+)(?=)(?: free| gratis)? (?:is|are)(?=) (?:very )?(?:limited|small|few|little|reduced)(?=)\b|\b(?:the )?(?:places|spots|slots|vacanc\w+|consultations)(?=)(?: they)? (?:finish|are finishing|end|are ending|exhaust|are exhausting|are exhausted|terminate|are terminating)(?=)\b/gi,
    excuse: 'sentence',
    needs: ABOUT_THE_OFFER,
    unless: NOT_THE_FIRMS_PLACES,
  },
  // Don't lose the chance of the free offer: "not lose the opportunity of consultation free".
  {
    cues: ['lose', 'miss', 'waste'],
    pattern:
      /\b(?:don't|do not|not|never) (?:lose|miss|waste|let (?:pass|slip|go)) (?:the|this|your|our) (?:opportunity|chance|occasion)(?: of| for| to (?:get|have|claim|book))? (?:the |a |an |your )?(?:free|consult\w*|reviews?|evaluations?)\b/gi,
    excuse: 'reason',
  },
  // A few more before a day: "I can sit down with perhaps three more families before Christmas".
  {
    cues: ['more'],
    pattern: new RegExp(
      String.raw`\b(?:can|could|will|'ll)(?=) (?:only )?(?:see|meet(?: with)?|sit down with|take(?: on)?|help|fit(?: in)?|squeeze in|handle|sign)(?=) (?:perhaps |maybe |about |only |just |another )?${FEW} more (?:new )?(?:clients|families|people|folks|cases|matters|consultations|riders)(?=)\b[^.!?]{0,20}?\b(?:before|until|till|by|this (?:week|month|year|season)(?=))(?=)\b`,
      'gi',
    ),
    excuse: 'sentence',
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // The first few answered in person, the rest by others: "I answer the first twenty letters myself; after that, a
  // paralegal replies".
  {
    cues: ['first'],
    pattern: new RegExp(
      String.raw`\b(?:answer|read|review|take|see|handle|respond to|return) (?:only )?the first (?:${FEW}|dozen|fifty|hundred) (?:letters|calls|emails|messages|callers|people|requests|cases|notes|readers)\b`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\b(?:after (?:that|those|them)|the rest|everyone else|others)\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Intake open only to a day: "I shall only be seeing new clients through the 12th", "my door is open to new clients
  // only through the end of the month", "accepting new matters until the 15th, and not after".
  {
    cues: ['through', 'thru', 'until', 'till', 'til'],
    pattern: new RegExp(
      String.raw`\b(?:seeing|taking|accepting|signing|booking|open to) (?:on )?(?:new|more) (?:clients|cases|matters|consult\w*)\b[^.!?]{0,15}?\b(?:through|thru|until|till|til|up to) ${DAY}`,
      'gi',
    ),
    excuse: 'sentence',
    needs: /\bonly\b|\bnot after\b|\bno later\b/i,
    unless: SOMEONE_ELSES_CALENDAR,
  },
  // Spanish: places left, the free offer ending or valid only to a day, the last days, places filling, the chance not
  // to lose ("quedan pocos cupos", "la consulta gratis termina este viernes", "solo hasta el viernes", "últimos días
  // para su consulta gratuita", "los espacios se están llenando", "no pierda esta oportunidad").
  {
    cues: ['quedan', 'queda'],
    pattern: new RegExp(
      String.raw`\bqued(?:an|a) (?:solo |sólo |solamente |muy )?(?:pocos|pocas|\d+|dos|tres|cuatro|cinco|unos|unas|un|una)(?: pocos| pocas)? (?:cupos|lugares|espacios|citas|consultas|turnos|plazas|vacantes)\b`,
      'gi',
    ),
    excuse: 'context',
    unless: /\b(?:dokt|m[eé]dic[oa]|doctor|hospital|terapia|cl[ií]nica|misa|fiesta|posada)/i,
  },
  {
    cues: ['gratis', 'gratuit', 'oferta', 'promoci'],
    pattern: new RegExp(
      String.raw`\b(?:consultas?|revisi[oó]n(?:es)?|evaluaci[oó]n(?:es)?|oferta|promoci[oó]n)(?=)(?: [a-záéíóúñü]+){0,3}? (?:termina|terminan|vence|vencen|acaba|acaban|expira|expiran|finaliza|finalizan|se acaba|se acaban|(?:es|son)(?=) (?:solo |sólo )?v[aá]lidas? hasta|v[aá]lidas? hasta|(?:es|son)(?=) (?:solo |sólo )?hasta)(?=)(?![a-záéíóúñü])|(?:^|[\s¡¿(])(?=)(?:s[oó]lo|solamente|[uú]nicamente)(?=) (?:hasta|por)(?=) (?:el |este |esta )?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|ma[nñ]ana|hoy|semana|fin de mes|\d{1,2} de [a-z]+)(?=)|(?:^|[\s¡¿(])(?=)[uú]ltim(?:os|as|o|a)(?=) (?:d[ií]as?|horas?|cupos|lugares|espacios|citas|oportunidad(?:es)?|llamada)(?=)(?![a-záéíóúñü])|\bno (?:pierda|pierdas|deje pasar|dejes pasar)(?=) (?:esta|la|su|tu)(?=) oportunidad\b`,
      'gi',
    ),
    excuse: 'context',
    needs: /\b(?:gratis|gratuit[oa]s?|oferta|promoci)/i,
    unless: /\b(?:m[eé]dic[oa]|doctor|hospital|terapia|cl[ií]nica|misa|fiesta|posada|seguro|aseguradora|ley)\b/i,
  },
  {
    cues: ['llenando', 'agotando', 'acabando', 'llenan', 'agotan', 'acaban'],
    pattern: /\bse (?:est[aá]n|est[aá]) (?:llenando|agotando|acabando)\b|\bse (?:llenan|agotan|acaban) (?:r[aá]pido|pronto)\b/gi,
    excuse: 'context',
    needs: /\b(?:cupos|lugares|espacios|citas|consultas|turnos|plazas|calendario|agenda)\b/i,
    unless: /\b(?:m[eé]dic[oa]|doctor|hospital|terapia|cl[ií]nica|misa|fiesta|posada)\b/i,
  },
  // A date range only: "our free review special: Nov 24-30 only".
  {
    cues: ['only'],
    pattern: new RegExp(String.raw`\b${DAY}\s*[-\u2013\u2014]\s*(?:${DAY}|\d{1,2}(?:st|nd|rd|th)?)\s*only\b`, 'gi'),
    excuse: 'context',
    needs: ABOUT_THE_OFFER,
    unless: OFFICE_HOURS,
  },
  // A count of places said alone, ad style: "Three spots. Two days. One phone call."
  {
    cues: ['spot', 'slot', 'opening', 'place', 'seat'],
    pattern: new RegExp(
      String.raw`^\W*(?:only |just )?${FEW} (?:free |open )?(?:spots?|slots?|openings?|places?|seats?)(?: left| remaining)?\W*$`,
      'gi',
    ),
    excuse: 'context',
    unless: NOT_THE_FIRMS_PLACES,
  },
  // The game's end called on the offer: "the buzzer sounds Friday on our free consultations".
  {
    cues: ['buzzer', 'whistle', 'curtain', 'bell'],
    pattern: new RegExp(
      String.raw`\b(?:buzzer|whistle|curtain|bell)\b[^.!?]{0,20}?\b(?:sounds|blows|goes off|falls|rings|comes down|drops)\b[^.!?]{0,30}?\b(?:${DAY}|soon|tonight)`,
      'gi',
    ),
    excuse: 'reason',
    needs: OWN_OFFER,
  },
  // The firm's place held only until an hour: "we can only hold it until 6 p.m. tonight".
  {
    cues: ['hold'],
    pattern: new RegExp(
      String.raw`\b(?:can|could|will|'ll)?\s*only hold (?:it|them|(?:your|the|this|that|a) (?:[\w-]+ )?${HELD}s?)(?=)(?: for you)? (?:until|till|through|past)(?=) (?:${DAY}|\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)(?=)|noon|sunset|sundown|the end of (?:the )?(?:day|week))(?=)`,
      'gi',
    ),
    excuse: 'reason',
    around: /\b(?:spots?|slots?|seats?|places?|openings?|appointments?|consult\w*|reviews?|evaluations?)\b/i,
    // Someone else's hold: "the clinic can only hold your appointment until noon".
    unless: new RegExp(
      String.raw`${NOT_THE_FIRMS_PLACES.source}|\b(?:clinic|hospital|pharmacy|salon|restaurant|hotel|airline|dealer(?:ship)?|shop)\b`,
      'i',
    ),
  },
  // After the cut-off, nothing until a far date: "after that, the chair is empty until next summer", "once this
  // Friday's batch is gone, there's nothing left until February".
  {
    cues: ['empty', 'nothing'],
    pattern: new RegExp(
      String.raw`\b(?:(?:is|'s|are|will be|stays?|sits?)\s+empty|nothing (?:left|open|available|more))(?=)\s+(?:until|till|before)(?=)\s+(?:${MONTH}|next (?:week|month|year|season|summer|spring|fall|winter|quarter)|the new year|after the holidays|spring|summer|fall|winter)(?=)\b`,
      'gi',
    ),
    excuse: 'context',
    around: /\b(?:free|reviews?|consult\w*|spots?|slots?|openings?|calendar|appointments?|evaluations?)\b/i,
    unless: NOT_THE_FIRMS_PLACES,
  },
  // The firm taking cases only until an hour: "we're only signing riders until the arena lights go off at midnight tonight".
  {
    cues: ['signing', 'taking', 'accepting', 'booking'],
    pattern: new RegExp(
      String.raw`\bonly (?:signing|taking|accepting|booking|seeing)(?=)(?: on| up)? (?:new )?[\w-]+ (?:until|till|through)(?=)\b[^.!?]{0,40}?\b(?:${DAY}|today|\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)(?=))(?=)`,
      'gi',
    ),
    excuse: 'context',
    unless: NOT_THE_FIRMS_PLACES,
  },
  // No more cases after a day: "once they pack up we're not taking any more ladder cases this year, so reply by Thursday".
  {
    cues: ['taking', 'accepting', 'signing'],
    pattern:
      /\b(?:not|no longer|won't be|will not be|stop)(?=) (?:taking|accepting|signing)(?=)(?: on)? (?:any )?(?:more|new)(?=) (?:[\w-]+ )?(?:cases|clients)(?=) (?:this (?:year|month|season|week)|until|after)(?=)\b/gi,
    excuse: 'context',
    needs: /\b(?:reply|call|book|sign|by|before|want in|get in)\b/i,
  },
  // The offer gone after the hour: "after that the special's gone", "after tonight the spot is taken".
  {
    cues: ['after', 'gone'],
    pattern: new RegExp(
      // A day that starts the sentence is the end of one before it cut at "p.m.": "after 5 p.m. | Friday the free check-ups are gone".
      String.raw`(?:^\W*(?=(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?=)\b)|\bafter )(?=)(?:that|then|tonight|today|${DAY}|\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)(?=)(?: (?:on )?${DAY})?)(?=),? (?:the|our|this|your)(?=) (?:[\w-]+ ){0,2}?(?:special|offer|deal|spots?|slots?|openings?|reviews?|consult\w*|price|discount|check-?ups?|looks?)(?=)(?:'s| is| are| will be|'ll be)(?=) (?:gone|over|done|off the table|taken)(?=)\b`,
      'gi',
    ),
    excuse: 'context',
    unless: NOT_THE_FIRMS_PLACES,
  },
  // The firm's round leaving at an hour: "the van leaves at six tonight", "expires when the van pulls out at 6 p.m.".
  {
    cues: ['leaves', 'pulls', 'departs', 'rolls', 'expires'],
    pattern:
      /\b(?:van|truck|bus|wagon|boat|train|shuttle)(?=) (?:leaves|pulls out|departs|rolls out|heads out)(?=)(?: (?:of|from)(?=) (?:the )?[\w-]+)? (?:at|by)(?=) (?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)(?=)(?: (?:tonight|today|sharp|o'clock)(?=))?\b/gi,
    excuse: 'context',
    around: /\b(?:book|call|reply|sign|spot|route|special|offer|free|review|consult\w*|expires)\b/i,
  },
  // A countdown to book: "you'll need to book in the next twenty minutes".
  {
    cues: ['next'],
    pattern:
      /\b(?:book|call|reply|sign up|act|decide|respond|grab)(?=)\b[^.!?]{0,20}?\b(?:in|within)(?=) the next (?:\d+|few|couple of|ten|fifteen|twenty|thirty|forty-five|sixty)(?=) (?:minutes|hours)(?=)\b/gi,
    excuse: 'context',
  },
  // The firm closed for a season, as a shop is: "the shop closes for the season Friday", "our case-review bench closes
  // for the season this Friday at 5", "no new projects on the bench until spring".
  {
    cues: ['close', 'shut', 'season', 'spring', 'until'],
    pattern: new RegExp(
      String.raw`\b(?:closes?|closing|shuts?|shutting)(?=)(?: down)? for the (?:season|year|winter|summer)(?=)(?:\s+(?:on\s+)?(?:${DAY}))?\b|\b(?:no|won't take on|will not take on|not taking|won't be taking|won't take)(?=) (?:any )?new (?:projects|cases|clients|matters|work)(?=)\b[^.!?]{0,30}?\buntil (?:spring|summer|fall|winter|next (?:year|season|month)(?=)|the new year|${MONTH})(?=)\b`,
      'gi',
    ),
    excuse: 'context',
    around: /\b(?:free|reviews?|consult\w*|case|cases|call|book|window|matters)\b/i,
  },
  // The firm's time full after a day, or its offer gone on one: "the truck's booked solid after Friday", "the offer goes
  // away Friday at 3:00".
  {
    cues: ['booked', 'full', 'away', 'disappears', 'vanishes'],
    pattern: new RegExp(
      String.raw`\b(?:booked|full|filled)(?=)(?: solid| up)?\s+(?:after|from|past|starting)(?=) (?:${DAY})|\b(?:offer|special|deal|reviews?|consult\w*|spots?|slots?)(?=) (?:goes|go|is going|are going|will go)(?=) away (?:on |at |by )?(?:${DAY}|\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)(?=))(?=)|\b(?:offer|special|deal|reviews?|consult\w*|spots?|slots?)(?=) (?:disappears?|vanish(?:es)?)(?=) (?:on |at |by |after )?(?:${DAY})`,
      'gi',
    ),
    excuse: 'context',
    around: /\b(?:call|book|free|reviews?|consult\w*|offer|spots?|slots?|schedule|calendar)\b/i,
    unless: NOT_THE_FIRMS_PLACES,
  },
  // The last of the firm's free looks, as goods running out: "the last batch of free reviews comes out at noon today".
  {
    cues: ['last', 'final'],
    pattern:
      /\b(?:last|final) (?:batch|round|tray|set|handful|wave|load|run|few) of (?:(?:the|our|these) )?(?:[\w-]+ ){0,2}?(?:reviews|consultations|consults|evaluations|spots|slots|openings|appointments)\b/gi,
    excuse: 'context',
    unless: NOT_THE_FIRMS_PLACES,
  },
];
// Each cue word and the wider families it may start; one scan of a sentence for all of them finds
// the few families worth trying there (most sentences have none).
const CUED = new Map<string, WiderPattern[]>();
for (const family of WIDER) for (const cue of family.cues) CUED.set(cue, [...(CUED.get(cue) ?? []), family]);
// The scan finds the longest cue at a word's start, so a longer cue ("remaining") also starts the families of
// the shorter cues it begins with ("remain").
for (const [cue, families] of CUED) {
  const shorter = [...CUED.keys()].filter((other) => other !== cue && cue.startsWith(other));
  CUED.set(cue, [...new Set([...families, ...shorter.flatMap((other) => CUED.get(other)!)])]);
}
const CUE_SCAN = new RegExp(String.raw`\b(?:${[...CUED.keys()].sort((a, b) => b.length - a.length).join('|')})`, 'gi');

// Each cue's families as their places in WIDER, to return the cued ones in order without reading all of WIDER.
const FAMILY_INDEX = new Map(WIDER.map((family, index) => [family, index]));
const CUED_INDEXES = new Map([...CUED].map(([cue, families]) => [cue, families.map((family) => FAMILY_INDEX.get(family)!)]));

/** The wider families cued in a sentence, in their order. */
function cuedIn(text: string): WiderPattern[] {
  let picked: number[] | undefined;
  // exec on the one pattern object: matchAll would copy the pattern for every sentence.
  CUE_SCAN.lastIndex = 0;
  for (let cue = CUE_SCAN.exec(text); cue; cue = CUE_SCAN.exec(text)) {
    for (const index of CUED_INDEXES.get(cue[0].toLowerCase()) ?? []) if (!picked?.includes(index)) (picked ??= []).push(index);
  }
  return picked ? picked.sort((a, b) => a - b).map((index) => WIDER[index]!) : [];
}
// A deadline stated with its basis is a fact; a count of years is the law's ("two years to file"), "before the year
// is out" the firm's.
const LEGAL_BASIS =
  /\b(?:statute|(?:\d+|a|one|two|three|four|five|six|seven|eight|ten|[\w-]+-year) years?|years? (?:to|from|after|of|since)|§|code|law|laws|deadline|file|filing|lawsuit|notice of claim)\b/i;
// Someone else's deadline, or an event's.
const NOT_OURS =
  /\b(?:insurers?|insurance compan(?:y|ies)|adjusters?|the other side|settlement offer|rsvp|registration for|tactics?|tricks?|red flags?|warning signs?|scams?)\b/i;
// Other firms' lines reported before the match in its clause: "some firms claim they're 90% booked for December to
// rush you; we never do that".
const OTHERS_SAY =
  /\b(?:some|other|many|a lot of|plenty of|those|certain) (?:other )?(?:firms|lawyers|attorneys|offices|billboard firms|ads)(?: [\w-]+){0,2}? (?:say|says|said|claim|claims|tell (?:you|people|clients)|will tell you|pretend|advertise|insist)\b[^;:]*$/i;
const THEIR_SCHEDULE =
  /\b(?:[\w-]+'s|their|its) (?:[\w-]+ )?(?:listing|website|site|schedule|flyer|page|notice|calendar|rules?|announcement) (?:says|said|shows|lists|notes|reads)\b/i;
// A gathering's date is its own, unless what the match names is the firm's time and the gathering stands in another
// clause: "our free consultations wrap up Sunday, so ask about that nip at the block party" is the firm's offer, "free
// consultations at our festival booth end at 6" the festival's hours.
const GATHERING = /\b(?:toy drive|coat drive|food drive|festival|concert|mass|misa|party|parade)\b/i;
// A real event's limits and dates ("seats for the webinar are limited, register by Friday") are
// facts, unless the scarce thing is the firm's time.
const EVENT =
  /\b(?:webinars?|seminars?|workshops?|classes|class|clinics?|events?|(?:health|job|street|county|state|book|craft|community|resource|safety|the)(?=) fairs?|banquet|dinner|luncheon|celebrations?|giveaways?|tickets?|booth|volunteers?|volunteer shifts?|shifts?|raffle|red envelopes?|gifts?|flu shots?|turkeys?|toys?|backpacks?|register|registration|sign-up sheet|festas?|fiestas?|posadas?|potluck|picnic|cookout|bake sale|blood drive|fun run|5k|tournament|car[- ]seat)(?=)\b/i;
const FIRMS_TIME =
  /\b(?:consult\w*|case reviews?|case evaluations?|free reviews?|appointments?|attorneys?|lawyers?|atty|cases|clients|referral[- ]partners?|partner program|referral program)\b/i;
// Haste for a real reason: evidence, health, a legal deadline ("act quickly to preserve the
// video", "don't wait to see a doctor").
const REAL_REASON =
  /\b(?:evidence|photos?|pictures?|videos?|footage|records?|preserve|witness(?:es)?|black box|doctor|medical|treatment|hospital|statute|deadline|laws?|file|filing|notice)\b/i;
// The same reasons read across two sentences, without words a firm's name or a year count can carry.
const CONTEXT_REASON =
  /\b(?:evidence|photos?|pictures?|videos?|footage|records?|preserve|witness(?:es)?|black box|medical|hospital|statute|deadline|§|lawsuit|notice of claim)\b/i;
const HASTE = /^(?:hurry|act|don't wait|don't delay|decide)/i;
// Reasons a sentence gives for haste besides those: health, the police, a document's security.
const OTHER_REASON =
  /\b(?:pain|symptoms?|healing|health|911|police|ambulance|emergency|x-rays?|urgent care|secure|security|password|privacy|upload|portal|documents?|papers|signatures?|e-?sign\w*|docusign|login|log in|skid marks|scene|damage|bruises?|recordings?|cameras?|surveillance|data)\b/i;
// Visits and treatment: "just two more appointments with the physical therapist".
const MEDICAL =
  /\b(?:doctors?|dr\.|physical therap\w*|therapists?|therapy|pt|chiropract\w*|treatment|mri|surgery|surgeons?|orthoped\w*|patients?|hospital)\b/i;
// Idioms that urge rather than deny: "don't snooze, Friday's the last day", "don't miss the boat".
const NOT_A_DENIAL =
  /\b(?:don't|do not) (?:snooze|sleep on (?:it|this)|miss (?:the boat|out|this)|lose (?:this|the|your) (?:opportunity|chance))\b/gi;
// A tag that does not make a statement a question: "so better we take one now, yes?"
const TAG_QUESTION =
  /(?:,\s*(?:yes|no|ok|okay|right|yeah|yes or no|si|sí|da|eh|ya|sound good|deal)|(?:,|\bso)\s*(?:what (?:are )?(?:you|ya|u) (?:gonna|going to) do|what are you waiting for|why wait))\s*\?["')\]\s]*$/i;
// Patterns that name a date or a lack of time, which a real legal deadline can explain.
const DEADLINE_WORDS = /too late|running out|before|by|no later than/i;
// A door or window closing, which only a named legal deadline explains ("after the deadline the
// door closes"); "the door closes for the year" is the firm's own.
const CLOSING_WORDS = /clos|shut|door|window/i;
const NAMED_DEADLINE = /\b(?:statute|§|deadline|lawsuit|notice of claim|the law|laws)\b/i;

/** The clause a match stands in, between the commas, semicolons and colons around it. */
function clauseOf(text: string, start: number, end: number): string {
  const before = Math.max(text.lastIndexOf(',', start), text.lastIndexOf(';', start), text.lastIndexOf(':', start));
  const after = text.slice(end).search(/[,;:]/);
  return text.slice(before + 1, after < 0 ? text.length : end + after);
}

/** Whether what the pattern found has a reason the pattern allows for in the sentence or the one before. */
function excused({ excuse }: UrgencyPattern | WiderPattern, text: string, previous: string): boolean {
  if (excuse === 'basis') return LEGAL_BASIS.test(text);
  if (excuse === 'reason') return REAL_REASON.test(text) || OTHER_REASON.test(text) || LEGAL_BASIS.test(text);
  if (excuse === 'medical') return MEDICAL.test(text);
  if (excuse === 'sentence') return CONTEXT_REASON.test(text) || OTHER_REASON.test(text) || MEDICAL.test(text);
  if (excuse !== 'context') return false;
  const around = `${previous}\n${text}`;
  return CONTEXT_REASON.test(around) || OTHER_REASON.test(around) || MEDICAL.test(text) || (EVENT.test(around) && !FIRMS_TIME.test(around));
}

export function falseUrgency({ draft }: DetectorInput): Hit[] {
  const hits: Hit[] = [];
  const patterns = possibleInSentences(draft, PATTERNS);
  // No sentence holds a cue word when the email lacks the letters every cue needs.
  const cues = mayOccurIn(draft, CUE_SCAN);
  if (patterns.length === 0 && (!cues || (draft.subject.match.search(CUE_SCAN) < 0 && draft.body.match.search(CUE_SCAN) < 0))) return [];
  sentences: for (const view of eachSentence(draft)) {
    const text = view.text;
    // Whose deadline it is, and whether it is a question, is read only once a pattern matches:
    // most sentences match none.
    let others: boolean | undefined;
    let asks: boolean | undefined;
    let urging: string | undefined;
    const cued = cues ? cuedIn(text) : [];
    for (const urgency of cued.length > 0 ? [...patterns, ...cued] : patterns) {
      const { guard, pattern, needs, unless, around } = urgency;
      // search() before matches(), which copies the pattern to iterate: most guarded sentences match nothing.
      if ((guard && !guard.test(text)) || (needs && !needs.test(text)) || text.search(pattern) < 0) continue;
      // A pattern read with the sentence before: that sentence must not be about someone else's offer either.
      if (unless?.test(text) || (around && (!around.test(`${view.previous}\n${text}`) || NOT_OURS.test(view.previous)))) continue;
      for (const m of matches(text, pattern)) {
        others ??=
          NOT_OURS.test(text) ||
          (/^\W*"/.test(text) && (NOT_OURS.test(view.previous) || GATHERING.test(view.previous))) ||
          (EVENT.test(text) && !FIRMS_TIME.test(text));
        if (others) continue sentences;
        if (OTHERS_SAY.test(text.slice(0, m.start))) continue;
        // "The auction house's listing says online bidding closes at noon": someone else's schedule, read out.
        if (THEIR_SCHEDULE.test(text.slice(0, m.start))) continue;
        if (
          GATHERING.test(text) &&
          (!(FIRMS_TIME.test(m.text) || OWN_OFFER.test(m.text)) || GATHERING.test(clauseOf(text, m.start, m.end)))
        )
          continue;
        asks ??= isQuestion(text) && !TAG_QUESTION.test(text);
        urging ??= text.replace(NOT_A_DENIAL, (idiom) => ' '.repeat(idiom.length));
        if (isNegated(urging, m.start) || isReported(view, m.start) || (asks && !/\bleft\b/i.test(m.text))) continue;
        if (excused(urgency, text, view.previous)) continue;
        if (DEADLINE_WORDS.test(m.text) && LEGAL_BASIS.test(text)) continue;
        if (CLOSING_WORDS.test(m.text) && NAMED_DEADLINE.test(text)) continue;
        if (HASTE.test(m.text) && REAL_REASON.test(text)) continue;
        const words = quote(view.field, view.span.start + m.start, view.span.start + m.end);
        hits.push(
          hitIn(
            view,
            m.start,
            m.end,
            `${words} presses the reader with a deadline or scarcity the firm set itself. Remove it; if a real legal deadline matters, state it with its basis`,
          ),
        );
      }
    }
  }
  return withoutOverlaps(hits.sort((a, b) => a.start - b.start));
}
