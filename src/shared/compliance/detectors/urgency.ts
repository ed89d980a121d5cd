/**
 * `false-urgency`: invented scarcity or deadlines that push the reader to contact or hire the
 * firm. Three families: scarcity of the firm's time ("only two consultation slots left this
 * week", "I'm only taking on two more new clients", "the calendar is almost full"), offers that
 * expire ("this offer won't last", "free case reviews (today only)", "after Friday, we can't
 * promise a spot") and pressure to act now ("call in the next 48 hours", "decide today",
 * "lock this in today"). Real deadlines stated as facts (a statute of limitations, a PIP
 * treatment window, an RSVP date, "see a doctor promptly") use none of these shapes; an
 * insurer's offer with a deadline is the insurer's, not the firm's.
 */
import { type DetectorInput, type Hit, matches, quote, withoutOverlaps } from '../draft';
import { isNegated } from '../text';
import { eachSentence, type Guarded, hitIn, isQuestion, isReported, possibleIn } from './sentences';

const FEW = String.raw`(?:\d+|a few|a couple(?: of)?|a handful of|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|limited)`;
const WHAT_IS_SCARCE = String.raw`(?:consultations?|consults?|case reviews?|case evaluations?|evaluations?|reviews?|spots?|slots?|spaces?|appointments?|openings?|places?|seats?|cases|clients|intakes?|times?|dates?)`;

const PATTERNS: readonly Guarded[] = [
  // Scarcity of the firm's time: "only two consultation slots left", "seven are already gone".
  {
    guard: /only/i,
    pattern: new RegExp(
      String.raw`\bonly\s+(?:(?:have|has|had|got|'ve got|'s got)\s+)?${FEW}\s+(?:more\s+)?(?:[\w-]+\s+){0,2}?${WHAT_IS_SCARCE}\b`,
      'gi',
    ),
  },
  {
    guard: /only|just/i,
    pattern: new RegExp(
      String.raw`\b(?:only|just)\s+(?:taking|takes|take|accepting|accepts|accept|booking|books|book|opening|opens|seeing|sees|signing|signs)\s+(?:on\s+|up\s+)?${FEW}\b`,
      'gi',
    ),
  },
  {
    guard: /left|remaining|fill|book|go|won't|will not|limited|almost|nearly|running|few|scarce|finishing|ending/i,
    pattern: new RegExp(
      String.raw`\b(?:${WHAT_IS_SCARCE}|calendar|schedule)\s+(?:are\s+|is\s+)?(?:left|remaining|(?:filling|fill|fills|booking|books) (?:up )?(?:fast|quickly|early|every (?:week|day|month))|(?:are|is) (?:finishing|ending|almost over)|(?:always )?go(?:ing)? (?:fast|quickly)|won't last|will not last|are limited|(?:almost|nearly) (?:gone|full|booked)|running out|(?:are|is) (?:few|scarce|limited))\b`,
      'gi',
    ),
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
      String.raw`\b(?:last|final)\s+(?:remaining\s+|few\s+|open\s+|available\s+)?(?:${WHAT_IS_SCARCE}|chance)\b|\blast (?:day|days|hours) to (?:claim|get|book|schedule|call|sign up|take advantage|grab|lock|reserve)\b`,
      'gi',
    ),
  },
  {
    guard: /first|while|running|let/i,
    pattern:
      /\bfirst[- ]come,? first[- ]serv(?:ed|e)\b|\bwhile (?:spots|slots|places|openings|appointments|supplies|they) last\b|\btime is running out\b|\bdon't let (?:this|the|your) (?:opportunity|chance|offer) (?:slip|pass|get away)\b/gi,
  },
  { guard: /your (?:spot|slot|place|free)/i, pattern: /\bto (?:keep|hold|save|secure|lock in) your (?:spot|slot|place|free)\b/gi },
  { guard: /hurry/i, pattern: /^\W*hurry\b|\bhurry up\b/gi },
  // "Last call for free case reviews", "Earl has only got room for a couple more cases".
  {
    guard: /last call|room for/i,
    pattern: new RegExp(
      String.raw`\blast call (?:for|to) (?:\w+ ){0,2}?(?:${WHAT_IS_SCARCE}|free|offers?|deals?|discounts?|specials?)\b|\bonly (?:have |has |got |'ve got |'s got |has got |have got )?room for\b[^.!?]{0,20}?\b(?:more |new )?(?:${WHAT_IS_SCARCE})\b`,
      'gi',
    ),
  },
  { guard: /don't (?:wait|delay)/i, pattern: /\bdon't (?:wait|delay)\b\W{0,3}(?:call|contact|reach out|book|schedule|reply|act)\b/gi },
  {
    guard: /full|booked|sold out/i,
    pattern:
      /\b(?:calendar|schedule|docket)\s+is\s+(?:almost\s+|nearly\s+|already\s+)?(?:fully\s+)?(?:full|booked)\b|\b(?:almost|nearly)\s+(?:fully\s+)?(?:full|booked|booked up|sold out)\b/gi,
  },
  {
    guard: /gone|taken|filled|run out|runs out|full|booked/i,
    pattern:
      /\b(?:before|b4) (?:they're|they are|it's|its|it is|spots are|slots are|they|it) (?:gone|taken|filled|run out|runs out)\b|\bbefore (?:the |all (?:the )?)?(?:places|spots|slots|spaces|seats|appointments|openings) (?:are|is) (?:full|gone|taken|filled|booked)\b|\bonce (?:they're|they are|those spots are|the spots are|these are|it's|they) gone\b/gi,
  },
  {
    guard: /already/i,
    pattern: new RegExp(String.raw`\b${FEW} (?:are|of them are|have) already (?:gone|taken|booked|been (?:taken|booked))\b`, 'gi'),
  },
  {
    guard: /limited/i,
    pattern:
      /\blimited (?:number of )?(?:spots|slots|consultations|appointments|openings|availability|places)\b|\b(?:for a )?limited[- ]time(?: offer| only)?\b/gi,
  },
  {
    guard: /next person|someone else|wait ?list|waiting list/i,
    pattern:
      /\b(?:release|give|offer) (?:it|(?:your|his|her|their|the) (?:spot|slot|appointment|place)) to (?:the next person|someone else|another client)\b|\b(?:go|goes|going) back (?:on|to) (?:our|the) (?:regular )?(?:wait ?list|waiting list)\b/gi,
  },
  // Offers that expire: "this offer won't last", "free case reviews end November 30".
  {
    guard: /offer|deal|promo|campaign|action (?:is )?(?:valid|only)|special|discount|free/i,
    pattern:
      /\b(?:offer|deal|promotion|promo|campaign|special|discount|action(?= is (?:valid|only)| valid)|free (?:case )?(?:reviews?|consultations?|evaluations?|consults?))\b[^.!?]{0,40}?\b(?:won't last|will not last|ends?|ending|expires?|expiring|closes?|closing|is only (?:valid|available|good|open)|are only (?:valid|available|good|open)|only (?:valid|available|good|open)|(?:is|are) valid only|(?:valid|good) (?:only )?(?:until|through|till|thru)|only (?:until|till|til|through|thru)|(?:ends?|ending|expires?) soon|finish(?:es)?|is over|is limited in time)\b/gi,
  },
  {
    guard: /only/i,
    pattern:
      /\b(?:today|tonight|this week|this weekend|this month|now) only\b|\bthrough (?:[\w,]+ ){1,3}only\b|\bonly (?:this week|this weekend|today|tonight|this month)\b/gi,
  },
  {
    guard: /after|past/i,
    pattern:
      /\b(?:after|past) (?:that|this|friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|today|midnight|the \d+\w*|\w+ \d+)\b[^.!?]{0,40}?\b(?:can't promise|cannot promise|(?:can't|cannot|won't|will not) (?:be able to )?(?:take|accept|sign|see|help) (?:on )?(?:any )?(?:more|new|other|additional)|go(?:es)? back|wait ?list|the next (?:one|opening|available|appointment)|(?:offer|spots?|slots?|reviews?|consultations?|calendar|door|appointments?|openings?)\b[^.!?]{0,20}?\b(?:closes?|closed|gone|no (?:more|longer)|ends?|expires?))\b/gi,
  },
  {
    guard: /close|shut/i,
    pattern: /\b(?:the|our|my) (?:door|doors|calendar|window|books)\s+(?:closes|close|is closed|are closed|will close|shuts?)\b/gi,
  },
  // The firm closing its own intake: "I am closing my calendar for new cases this Friday", "we stop taking new clients after this month".
  {
    guard: /clos|shut|stop|longer/i,
    pattern:
      /\b(?:clos(?:e|es|ing)|shut(?:s|ting)?(?: down)?|stop(?:s|ping)?) (?:my|our|the) (?:calendar|intake|docket|caseload)\b|\b(?:clos(?:e|es|ing)|shut(?:s|ting)?) (?:my|our|the) (?:books|doors?|list)(?: (?:to|for) new (?:cases|clients))\b|\b(?:stop(?:s|ping)?|no longer|not) (?:taking|accepting|signing) (?:on )?(?:any )?new (?:cases|clients)\b[^.!?]{0,30}?\b(?:this|next|on|by|after|at the end of|before|from) (?:\w+ ){0,2}?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|tomorrow|tonight)\b/gi,
  },
  // Pressure to act now: "call in the next 48 hours", "decide today", "lock this in today", "call us before this Friday".
  {
    guard: /before|by|no later than/i,
    pattern:
      /(?:^\W*|\bplease\s+|\byou\s+(?:must|need to|should|have to|'ve got to|gotta|'ll want to)\s+)(?:call|contact|reach|book|schedule|sign up|sign|hire|reply|respond|text|decide)\b[^.!?]{0,20}?\b(?:before|by|no later than)\s+(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|midnight|the end of (?:the |this )?(?:day|week|month)|end of (?:the |this )?(?:day|week|month)|\d{1,2}(?::\d\d)?\s*(?:pm|am|p\.m\.|a\.m\.))\b/gi,
  },
  {
    guard: /hours?|minutes?/i,
    pattern:
      /\b(?:call|respond|reply|book|act|decide|contact us|sign up|schedule)\b[^.!?]{0,30}?\b(?:in|within) (?:the next )?\d+ (?:hours?|minutes?)\b/gi,
  },
  {
    guard: /decide|act|hurry|never|wait|delay|miss/i,
    pattern:
      /\bdecide (?:today|now|tonight|right now)\b|\b(?:act|hurry) (?:now|fast|quickly|today)\b|\bnow or never\b|\bdon't (?:wait|delay) on (?:this|it)\b|\bdon't miss (?:out|this|your chance)\b/gi,
  },
  {
    guard: /lock|grab|claim|reserve|secure/i,
    pattern:
      /\b(?:lock (?:this|it) in|lock in your|grab (?:a|one|your|a time|a spot)|claim your|reserve your|secure your)\b[^.!?]{0,40}?\b(?:today|now|before|while|in the next)\b|\b(?:claim|reserve|secure|lock in|grab) your (?:free |spot|slot|place|consultation|case review|review|appointment)[^.!?]{0,30}?\bby (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight)\b/gi,
  },
  {
    guard: /lose|miss/i,
    pattern:
      /\bor (?:lose|you'll lose|you will lose|miss|you'll miss) (?:your|the|this) (?:chance|spot|slot|offer|opportunity|free|appointment|place)\b/gi,
  },
  // Said without a legal basis, "before it's too late" is pressure, not a deadline.
  {
    guard: /too late/i,
    pattern:
      /\b(?:(?:don't|do not) wait )?(?:before|until) it(?:'s| is) too late\b|\b(?:tomorrow|next week|later) (?:may|might|could|will) be too late\b(?!\s+(?:to|for)\b)/gi,
  },
];
// A deadline stated with its basis is a fact.
const LEGAL_BASIS = /\b(?:statute|years?|§|code|law|laws|deadline|file|filing|lawsuit|notice of claim)\b/i;
// Someone else's deadline, or an event's.
const NOT_OURS =
  /\b(?:insurers?|insurance compan(?:y|ies)|adjusters?|the other side|settlement offer|rsvp|toy drive|coat drive|food drive|registration for|festival|concert|mass|misa|party|parade|tactics?|tricks?|red flags?|warning signs?|scams?)\b/i;
// A real event's limits and dates ("seats for the webinar are limited, register by Friday") are
// facts, unless the scarce thing is the firm's time.
const EVENT =
  /\b(?:webinars?|seminars?|workshops?|classes|class|clinics?|events?|(?:health|job|street|county|state|book|craft|community|resource|safety|the) fairs?|banquet|dinner|luncheon|celebrations?|giveaways?|tickets?|booth|raffle|red envelopes?|gifts?|flu shots?|turkeys?|toys?|backpacks?|register|registration|sign-up sheet)\b/i;
const FIRMS_TIME = /\b(?:consult\w*|case reviews?|case evaluations?|free reviews?|appointments?|attorneys?|lawyers?|atty|cases|clients)\b/i;
// Haste for a real reason: evidence, health, a legal deadline ("act quickly to preserve the
// video", "don't wait to see a doctor").
const REAL_REASON =
  /\b(?:evidence|photos?|pictures?|videos?|footage|records?|preserve|witness(?:es)?|black box|doctor|medical|treatment|hospital|statute|deadline|laws?|file|filing|notice)\b/i;
const HASTE = /^(?:hurry|act|don't wait|don't delay|decide)/i;
// Patterns that name a date or a lack of time, which a real legal deadline can explain.
const DEADLINE_WORDS = /too late|running out|before|by|no later than/i;

export function falseUrgency({ draft }: DetectorInput): Hit[] {
  const hits: Hit[] = [];
  const patterns = possibleIn(draft, PATTERNS);
  if (patterns.length === 0) return [];
  for (const view of eachSentence(draft)) {
    const text = view.text;
    if (NOT_OURS.test(text) || (/^\W*"/.test(text) && NOT_OURS.test(view.previous))) continue;
    if (EVENT.test(text) && !FIRMS_TIME.test(text)) continue;
    for (const { guard, pattern } of patterns) {
      if (!guard.test(text)) continue;
      for (const m of matches(text, pattern)) {
        if (isNegated(text, m.start) || isReported(view, m.start) || (isQuestion(text) && !/\bleft\b/i.test(m.text))) continue;
        if (DEADLINE_WORDS.test(m.text) && LEGAL_BASIS.test(text)) continue;
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
