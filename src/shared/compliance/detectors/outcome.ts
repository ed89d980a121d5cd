/**
 * Claims about how a matter will end and how fast money comes: guarantees and predictions of
 * the outcome (`guarantee`) and promises of quick money (`quick-settlement`). Both are read as
 * grammar rather than as fixed sentences: a future or certain verb phrase whose subject is the
 * firm, the reader or the firm's clients and whose object is an outcome ("you're going to win
 * this one", "Lakeshore WILL get you paid", "every one of our clients will receive the full
 * compensation"), certainty idioms ("a sure thing", "open and shut"), and claims of success
 * without exception ("we get results every single time"). Denials, questions, conditions on the
 * outcome itself ("if we win, you'll be paid") and claims reported to warn against them are not
 * findings.
 */
import { type DetectorInput, type Hit, matches, quote, withoutOverlaps } from '../draft';
import { clauseAround, isNegated } from '../text';
import { eachSentence, firmNameWords, type Guarded, hitIn, isQuestion, isReported, possibleIn, type SentenceView } from './sentences';

// ── the vocabulary of outcomes ────────────────────────────────────────────────────────────

/** What a client gets at the end of a matter. */
const OUTCOME_NOUN = String.raw`(?:compensation|money|settlements?|payouts?|payments?|payday|awards?|damages|checks?|cheques?|cash|verdicts?|dollars?|penny|pennies|justice|victory|win|top dollar|(?:good|great|fair|big|large|huge|substantial|significant|full|maximum|top) (?:amount|sum|value|recovery)|results? (?:you|they) (?:deserve|want|need)|what (?:you|they|he|she) (?:deserve|deserves|are owed|'re owed|is owed)|the maximum)`;
/** Papers about an outcome are not the outcome: "a copy of the settlement statement". */
const PAPERWORK = String.raw`(?:copy|copies|letter|call|notice|update|statement|email|form|list|breakdown|explanation|estimate|idea|sense|agreement|papers?|documents?|conference|meeting|process|negotiations?|demand|details|date|schedule|offers?)`;
/** Verbs of receiving it. */
const GET_VERB = String.raw`(?:get|gets|have(?! to\b)|has(?! to\b)|receive|receives|recover|recovers|collect|collects|obtain|obtains|secure|secures|win|wins|land|lands|walk away with|leave with|end up with|come away with|take home|bring home|put)`;
/** The outcome itself, after "will": win, be paid, get the compensation, come out whole. */
const OUTCOME_PREDICATE = String.raw`(?:win\b(?!\s+(?:back|over|(?:your|their|our) (?:trust|confidence|business|hearts?|respect|loyalty|votes?))\b)|prevail|come out (?:of (?:it|this|this one) )?(?:on top|ahead|whole|a winner)|(?:get|gets|be|is|are|been) (?:you |them |him |her |clients )?(?:fully |properly |fairly |well |finally |all )?(?:paid|compensated|reimbursed|made whole)|make (?:you|them|him|her) whole|${GET_VERB} (?:you |for you |your family |them |him |her )?(?:(?!${PAPERWORK}\b)[\w'$,.%-]+ ){0,5}?${OUTCOME_NOUN}\b(?!-|\s+${PAPERWORK}))`;
/** After "until" or "make sure", without "will": "until you're paid", "make sure you get every dollar". */
const OUTCOME_NOW = String.raw`(?:(?:fully |properly |finally )?(?:paid|compensated|reimbursed|made whole)\b|${OUTCOME_PREDICATE})`;
/** The outcome's beneficiary, as a subject. */
const BENEFICIARY = String.raw`(?:you|they|he|she|your (?:family|loved ones)|(?:our |the |every |each )?clients?|every one of (?:our|my) clients)`;

const FUTURE = String.raw`(?:(?<=\w)'ll|(?<=\w)'(?:re|m|s) (?:going to|gonna)|\b(?:will|shall|(?:am|are|is) (?:going to|gonna)|gonna))`;
const CERTAINLY = String.raw`(?:\s+(?:definitely|certainly|surely|absolutely|really|totally|for sure|also|too|still|finally|easily|probably|likely|undoubtedly|100%|all))*`;

// ── guarantee ─────────────────────────────────────────────────────────────────────────────

/** "... will win", "... are going to get you paid", "... will receive the full compensation". */
const FUTURE_OUTCOME = new RegExp(String.raw`${FUTURE}${CERTAINLY}\s+${OUTCOME_PREDICATE}`, 'gi');
/** "Your case will end with a check in your hand", "your claim will settle". */
const CASE_WILL_END = new RegExp(
  String.raw`\byour (?:case|claim)(?: will| is going to|'ll|'s going to) (?:(?:end|finish|close|wrap up|conclude) (?:up )?(?:with|in)\b[^.!?]{0,30}?\b(?:checks?|money|settlement|payout|cash|compensation|win|victory|your favou?r)\b|settle|resolve|be resolved|be worth|succeed|be (?:a )?success)`,
  'gi',
);
const CASE_WORTH = /\byour (?:case|claim) is worth (?:at least |over |more than )?\$/gi;
/** "won't rest until you're paid", "fight until they get every dollar they deserve". */
const UNTIL_PAID = new RegExp(String.raw`\buntil ${BENEFICIARY}(?:'re|\s+are|\s+is|\s+have been|\s+'ve been)?\s+${OUTCOME_NOW}`, 'gi');
/** "I'll make sure you come out of it whole", "we'll make sure they're fully compensated". */
const MAKE_SURE = new RegExp(
  String.raw`\b(?:make sure|makes sure|making sure|ensure|ensures|see to it)(?: that)? ${BENEFICIARY}(?:'re|\s+are|\s+will|'ll)?\s+${OUTCOME_NOW}`,
  'gi',
);
/** "We'll make sure you get it", when the sentence is about an outcome. */
const MAKE_SURE_IT = new RegExp(
  String.raw`\b(?:make sure|makes sure|ensure|ensures|see to it)(?: that)? ${BENEFICIARY}(?:'ll|\s+will)?\s+${GET_VERB}\s+(?:it|them|that|this)\b`,
  'gi',
);
/** "Hire us and walk away with the settlement you deserve." */
const WALK_AWAY = new RegExp(String.raw`\b(?:walk|come|leave) away with (?:[\w'$,.-]+ ){0,4}?${OUTCOME_NOUN}\b`, 'gi');
/** "We have the resources to take on any insurer and win." */
const AND_WIN = /\b(?:we|our (?:firm|team|lawyers|attorneys))\b[^.!?]{0,60}?\band win\b/gi;
/** Certainty idioms: "a sure thing", "open and shut", "a slam dunk", "you can't lose". */
const SURE_THING =
  /\b(?:sure thing|sure win|sure bet|sure-fire|surefire|slam[- ]dunk|open[- ]and[- ]shut|can't[- ]miss|no[- ]lose|guaranteed win|in the bag|(?:you|we) (?:can't|cannot|won't|will not|could not|couldn't) (?:possibly )?lose\b(?! (?:by|anything|much|money|a (?:thing|dime|penny|cent))\b)|(?:a|your|this) (?:winning|winner) case|(?:is|'s) a winner|(?:your|the|this) case is (?:already |as good as )?won|money in the bank)/gi;
/** "You're bound to get a fair settlement", "sure to win". */
const BOUND_TO = new RegExp(String.raw`\b(?:bound|certain|sure|guaranteed|destined) to ${OUTCOME_PREDICATE}`, 'gi');
/** "You can count on a fair settlement", "expect a big settlement". */
const COUNT_ON = new RegExp(
  String.raw`\b(?:count on|bank on|rely on|expect)\s+(?:to (?:win|get paid|be paid|be compensated)\b|(?:getting |receiving |recovering |winning )?(?:a |an |the |your )?(?:(?!${PAPERWORK}\b)[\w'$,.%-]+ ){0,3}?${OUTCOME_NOUN}\b(?!-|\s+${PAPERWORK}))`,
  'gi',
);
/** "Winning is certain", "your settlement is assured". */
const IS_CERTAIN =
  /\b(?:winning|a win|victory|success|your (?:settlement|compensation|recovery|check)|payment|compensation)\s+is\s+(?:certain|assured|a certainty|a given|inevitable|a done deal)\b/gi;
/** Success without exception: "we get results every single time, no exceptions", "we always win". */
const WITHOUT_EXCEPTION =
  /\b(?:win|wins|won|get results|gets results|deliver results|delivers results|get (?:our )?clients paid|succeed|succeeds|come out on top)\b[^.!?]{0,40}?\b(?:every (?:single )?(?:time|case|client)|each and every (?:time|case)|without (?:fail|exception)|no exceptions?|all the time|100% of the time)\b|\b(?:always|never fail to)\s+(?:win|wins|get results|gets results|deliver results|get (?:our )?clients paid|get paid|gets paid|are paid|get compensated|recover|recovers|collect|come out on top|succeed|prevail)\b|\b(?:never (?:lost|lose)|undefeated|unbeaten|perfect (?:record|track record|win record))\b|\b(?:win|won) (?:every|all) (?:of )?(?:our |my )?(?:cases|trials|case)\b|\b100 ?(?:%|percent) (?:success|win|winning|recovery|record|of (?:our |my )?(?:cases|clients))\b/gi;
/** "I know we can win this", "I'm sure we could get you paid". */
const SURE_WE_CAN =
  /\b(?:know|sure|certain|confident|positive|no doubt)\b[^.!?]{0,20}?\b(?:we|you|they) (?:can|could) (?:win|prevail|get (?:you )?paid|recover)\b/gi;
/** The payer's side of a prediction: "the insurance company will have to pay you". */
const THEY_WILL_PAY =
  /\b(?:insurance compan(?:y|ies)|insurers?|the other (?:side|driver)|the trucking company|the defendants?|they)\s+(?:will|'ll|is going to|are going to|'s going to|'re going to|has to|have to|must)\s+(?:definitely |certainly |have to |end up )?(?:pay you|pay up|pay (?:for )?(?:all|every|everything)|compensate you|pay what you deserve)\b/gi;
/** "We'll make the insurance company pay." */
const MAKE_THEM_PAY =
  /\b(?:will|'ll|are going to|'re going to|am going to|'m going to) make (?:them|the (?:insurance|trucking) company|the insurer|the other side|him|her|the driver|the other driver|whoever did this) pay\b/gi;
/** "Every one of them paid out", "every client gets paid". */
const EVERY_ONE_PAID =
  /\bevery (?:single )?(?:one|client|case)\b(?: of (?:them|our clients|these cases|my clients))? (?:\w+ )?(?:gets?|got|was|were|has been|have been|is|are)? ?(?:paid|paid out|compensated|won|settled for)\b/gi;
/** "I know how to win for you" (NYSBA Opinion 1005), "winning is what we do". */
const WE_WIN = /\bknows? how to win\b|\bwinning is what (?:we|i) do\b/gi;
/** "You won't walk away empty-handed." */
const NOT_EMPTY_HANDED = /\b(?:won't|will not|never) (?:walk away|leave|go home|end up|come away) empty[- ]handed\b/gi;
/** "The other side doesn't stand a chance." */
const NO_CHANCE = /\b(?:doesn't|don't|does not|do not|won't|will not) (?:stand|have) a (?:chance|prayer)\b/gi;
/** A hedged prediction is still a prediction: "you have a very good chance of winning". */
const GOOD_CHANCES =
  /\b(?:great|excellent|very good|strong|high|good|real) (?:chance|chances|odds|likelihood) (?:of|to|that you(?:'ll| will)) (?:win|winning|recover|recovering|get paid|getting paid|be paid|being paid|a (?:\w+ )?settlement)\b|\byour chances (?:of winning )?are (?:great|excellent|very good|strong|high)\b/gi;

// The subject before "will" must be a party to the outcome, not the insurer or the law.
const NOT_A_PARTY =
  /(?:^|\s)(?:insurers?|insurance|compan(?:y|ies)|adjusters?|carriers?|drivers?|defendants?|defense|courts?|judges?|jur(?:y|ies)|it|that|this|which|who|there|law|laws|policy|pip|coverage|benefits|doctors?|hospitals?|nobody|none)\s*$/i;
// Benefits the law provides are not the firm's promise: "you will receive payment from your PIP coverage".
const INSURANCE_BENEFITS = /\b(?:PIP|no-fault|personal injury protection|workers'? comp\w*|benefits|coverage)\b/i;
// "Most of our clients will ..." is a general statement, not a promise to this reader.
const SOME_NOT_ALL =
  /\b(?:most|many|some|few|several|a lot|lots|plenty|often)\b(?:\s+of)?(?:\s+(?:our|my|the|your|these|those))?\s+(?:\w+\s+){0,2}$/i;
// General statements about how matters usually go.
const FREQUENCY = /\b(?:usually|generally|typically|often|sometimes|normally|in most cases|most of the time|in many cases)\b/i;
const MAYBE = /\b(?:may|might|could)\b/i;
// The outcome is the condition: "if we win, you'll be paid", "once the case settles you'll get your check".
const ON_CONDITION =
  /\b(?:if|when|once|after|as soon as|unless|whether)\b[^.!?]{0,60}?\b(?:win|wins|won|recover|recovers|recovery|settles?|settled|the settlement (?:is|comes)|verdict|release|liens?|clears?|closes|closed|resolved|disbursed)\b/i;

const PROMISE_DETAIL = (words: string) =>
  `${words} promises or predicts an outcome. No lawyer may guarantee or predict results; describe what the firm will do instead`;

function subjectWords(sentence: string, at: number): string {
  return sentence.slice(Math.max(0, at - 60), at);
}

/** Whether a future outcome at [start, end) of the sentence is a claim this email makes. */
function promisesOutcome(view: SentenceView, start: number, end: number): boolean {
  const text = view.text;
  if (isNegated(text, start) || isReported(view, start)) return false;
  const before = subjectWords(text, start);
  if (NOT_A_PARTY.test(before) || SOME_NOT_ALL.test(before) || INSURANCE_BENEFITS.test(text)) return false;
  const clause = clauseAround(text, start);
  const previousClause = clause.start > 0 ? clauseAround(text, clause.start - 1) : clause;
  if (FREQUENCY.test(text.slice(0, start)) || MAYBE.test(text.slice(clause.start, start))) return false;
  return !ON_CONDITION.test(text.slice(previousClause.start, Math.max(clause.end, end)));
}

/**
 * How a match is read: `claim` (unless denied, reported or hedged with may/might/could),
 * `keepsNot` (the idiom carries its own "not": "we won't rest until you're paid"), `future` (a
 * future outcome whose subject must be a party to it), `firmOrClients` (success without exception,
 * said of the firm or its clients), `aboutOutcome` (only in a sentence about an outcome), `payer`
 * (the insurer will pay: only said without a condition, and not of benefits the law provides).
 */
type Reading = 'claim' | 'keepsNot' | 'future' | 'firmOrClients' | 'aboutOutcome' | 'payer';
const GUARANTEE_PATTERNS: readonly Guarded<Reading>[] = [
  { guard: /will|'ll|going to|gonna|shall/i, pattern: FUTURE_OUTCOME, reading: 'future' },
  { guard: /your (?:case|claim)/i, pattern: CASE_WILL_END, reading: 'claim' },
  { guard: /worth/i, pattern: CASE_WORTH, reading: 'claim' },
  { guard: /until/i, pattern: UNTIL_PAID, reading: 'keepsNot' },
  { guard: /sure|ensure|see to it/i, pattern: MAKE_SURE, reading: 'claim' },
  { guard: /sure|ensure|see to it/i, pattern: MAKE_SURE_IT, reading: 'aboutOutcome' },
  { guard: /chance|odds|likelihood/i, pattern: GOOD_CHANCES, reading: 'claim' },
  { guard: /away with/i, pattern: WALK_AWAY, reading: 'claim' },
  { guard: /and win/i, pattern: AND_WIN, reading: 'claim' },
  { guard: /(?:bound|certain|sure|guaranteed|destined) to/i, pattern: BOUND_TO, reading: 'claim' },
  { guard: /count on|bank on|rely on|expect/i, pattern: COUNT_ON, reading: 'claim' },
  { guard: /certain|assured|given|inevitable|done deal/i, pattern: IS_CERTAIN, reading: 'claim' },
  { guard: /know|sure|certain|confident|positive|doubt/i, pattern: SURE_WE_CAN, reading: 'claim' },
  { guard: /chance|prayer/i, pattern: NO_CHANCE, reading: 'keepsNot' },
  { guard: /empty/i, pattern: NOT_EMPTY_HANDED, reading: 'keepsNot' },
  { guard: /pay|compensate/i, pattern: THEY_WILL_PAY, reading: 'payer' },
  { guard: /every/i, pattern: EVERY_ONE_PAID, reading: 'claim' },
  { guard: /make/i, pattern: MAKE_THEM_PAY, reading: 'claim' },
  { guard: /win/i, pattern: WE_WIN, reading: 'claim' },
  { guard: /sure|slam|open|miss|lose|win|won|bag|bank/i, pattern: SURE_THING, reading: 'claim' },
  {
    guard: /every|each|without|exception|all the time|100|always|never|undefeated|unbeaten|perfect|win/i,
    pattern: WITHOUT_EXCEPTION,
    reading: 'firmOrClients',
  },
];
const GUARANTEE_WORDS: Guarded = { guard: /guarant|promis|warrant/i, pattern: /(?:)/ };

export function guarantee({ draft, firm }: DetectorInput): Hit[] {
  const patterns = possibleIn(draft, GUARANTEE_PATTERNS);
  const promiseWords = possibleIn(draft, [GUARANTEE_WORDS]).length > 0;
  if (patterns.length === 0 && !promiseWords) return [];
  const names = firmNameWords(firm);
  // Who can win every time: the firm (we, our, its name) or its clients, not "a two-ton car".
  const firmOrClients = new RegExp(String.raw`\b(?:we|i|us|our|my|clients${names ? `|${names}` : ''})\b`, 'i');
  const hits: Hit[] = [];
  for (const view of eachSentence(draft)) {
    const text = view.text;
    if (isQuestion(text)) continue;
    const add = (start: number, end: number) =>
      hits.push(hitIn(view, start, end, PROMISE_DETAIL(quote(view.field, view.span.start + start, view.span.start + end))));
    for (const { pattern, reading } of patterns) {
      for (const m of matches(text, pattern)) {
        if (isReported(view, m.start)) continue;
        if (reading === 'future') {
          // Mark the subject too: "you're going to win", not "'re going to win".
          const subject = /(?:\b[\w&]+\s*)$/.exec(text.slice(0, m.start));
          if (promisesOutcome(view, m.start, m.end)) add(subject ? subject.index : m.start, m.end);
          continue;
        }
        if (reading !== 'keepsNot' && isNegated(text, m.start)) continue;
        if ((reading === 'claim' || reading === 'payer') && MAYBE.test(text.slice(clauseAround(text, m.start).start, m.start))) continue;
        // "If the other driver was at fault, the insurer will have to pay you" explains the law.
        if (reading === 'payer' && (/\b(?:if|when|once|unless|whether)\b/i.test(text.slice(0, m.start)) || INSURANCE_BENEFITS.test(text)))
          continue;
        if (reading === 'aboutOutcome' && !OUTCOME.test(text)) continue;
        // "A two-ton car wins every time" is not about the firm.
        if (reading === 'firmOrClients' && !firmOrClients.test(text.slice(0, m.end))) continue;
        add(m.start, m.end);
      }
    }
    if (promiseWords) guaranteeWords(view, add);
  }
  return withoutOverlaps(hits);
}

const OUTCOME =
  /\b(?:results?|outcomes?|win|wins|winning|won|victory|victories|verdicts?|settlements?|recovery|recoveries|compensation|payouts?|awards?|money|damages|success|successful|paid|check)\b|\$\s?\d/i;
const GUARANTEE_WORD = /\b(?:guarantee[sd]?|guaranteeing|guaranty|promise[sd]?|promising|warranty|warranties)\b/gi;
const PRONOUN_AFTER = /^\s+(?:them|it|this|that)\b/i;
// "Our promise: a successful outcome", "my promise to you: ..." state the promise after the colon.
const COLON_AFTER = /^[^.!?:]{0,15}:/;

/** "We guarantee results", "our promise: a successful outcome", "this we promise you". */
function guaranteeWords(view: SentenceView, add: (start: number, end: number) => void): void {
  const text = view.text;
  for (const m of matches(text, GUARANTEE_WORD)) {
    if (isNegated(text, m.start) || isReported(view, m.start)) continue;
    const clause = COLON_AFTER.test(text.slice(m.end))
      ? { start: m.start, end: clauseAround(text, text.indexOf(':', m.end) + 1).end }
      : clauseAround(text, m.start);
    // "We turn accidents into settlements, guaranteed.": a closing word guarantees the whole sentence.
    const closing = /^[\s!.]*$/.test(text.slice(m.end));
    const aboutOutcome =
      OUTCOME.test(text.slice(closing ? 0 : clause.start, clause.end)) ||
      // "we guarantee them": the promise is about whatever came before.
      (PRONOUN_AFTER.test(text.slice(m.end)) && OUTCOME.test(text.slice(0, m.start)));
    // "Our no-win, no-fee guarantee" promises terms, not the outcome.
    if (!aboutOutcome || /\bfees?\b/i.test(text.slice(clause.start, clause.end))) continue;
    // Mark the words, not the full stop after them.
    const end = m.start + text.slice(m.start, clause.end).replace(/[\s.!?,;:"]+$/, '').length;
    add(m.start, end);
  }
}

// ── quick-settlement ──────────────────────────────────────────────────────────────────────

const MONEY =
  /\b(?:cash|money|settle|settles|settled|settling|settlements?|payouts?|paid|pays|payments?|checks?|compensation|compensated|funds|resolution|resolv\w* (?:\w+ )?(?:cases?|claims?)|(?:cases?|claims?) (?:\w+ )?resolved)\b/gi;
const SPEED = new RegExp(
  String.raw`\b(?:quick|quicker|quickest|quickly|fast|faster|fastest|sooner|immediate|immediately|instant|instantly|speedy|speedily|rapid|rapidly|right away|overnight|in no time|asap|before you know it|in a matter of (?:days|weeks)|in (?:under|less than) (?:a |one |two |three |four |five |six |\d+ )?(?:days?|weeks?)|(?:days|weeks),? not (?:in )?(?:months|years)|(?:in|within) (?:as little as |as few as |just |only )?(?:a |one |two |three |four |five |six |\d+ )?(?:or (?:two|three|four|\d+) )?(?:few |couple of |couple )?(?:days?|weeks?|month)\b)`,
  'gi',
);
/** "Need money now?", "cash today". */
const MONEY_NOW = /\b(?:cash|money|paid|checks?) (?:right )?(?:now|today)\b/gi;
// "Settlements rarely happen quickly" says the opposite.
const RARELY = /\b(?:rarely|seldom|hardly|never)\b/i;
// A client whose case has settled is told when the check comes: a fact, not a claim of speed.
const SETTLED_ALREADY =
  /\b(?:closing statement|settlement statement|release|disburse\w*|trust account|liens?|has settled|have settled|settled your case|your case (?:has )?settled|final check)\b/i;
// Speed that belongs to something else: "call us right away", "see a doctor quickly".
const OTHER_HASTE =
  /\b(?:call|calls|contact|tell|reply|respond|write|text|email|notify|report|act|answer|return|returns|seek|start|get (?:medical|treatment|care|checked)|recover|recovery|heal|healing|update)\b(?:\s+\w+){0,2}\s*$/i;
// A legal deadline is not a promise of speed: "file within 14 days or benefits may not be paid".
const DEADLINE = /\b(?:file|filed|filing|deadline|must|required|requires|statute|notice of claim|application|treatment|treated)\b/i;
// Someone else's quick money, or a warning about it.
const NOT_OURS =
  /\b(?:PIP|no-fault|personal injury protection|workers'? comp\w*|tempting|lowball|low-ball|low offers?|trap|red flags?|too good to be true|the truth about|myths?|(?:insurers?|insurance compan(?:y|ies)|adjusters?|the other side)\b[^.!?]{0,40}\b(?:offer|offers|offering|push|pushes|pushing|pressure|pressures|want|wants|try|tries|rush|rushes))\b/i;
// "Need cash fast?" advertises; "How fast will I be paid?" asks.
const AD_QUESTION = /^\W*(?:need|want|looking for|waiting for|tired of waiting)\b/i;

export function quickSettlement({ draft }: DetectorInput): Hit[] {
  const hits: Hit[] = [];
  for (const view of eachSentence(draft)) {
    const text = view.text;
    if (isQuestion(text) && !AD_QUESTION.test(text)) continue;
    if (NOT_OURS.test(text) || SETTLED_ALREADY.test(text) || SETTLED_ALREADY.test(view.previous)) continue;
    const money = [...matches(text, MONEY)];
    if (money.length === 0) continue;
    for (const m of matches(text, MONEY_NOW)) {
      if (isNegated(text, m.start) || isReported(view, m.start)) continue;
      hits.push(
        hitIn(
          view,
          m.start,
          m.end,
          `${quote(view.field, view.span.start + m.start, view.span.start + m.end)} suggests quick money. How long a claim takes depends on its facts; do not promise speed`,
        ),
      );
    }
    for (const speed of matches(text, SPEED)) {
      if (OTHER_HASTE.test(text.slice(Math.max(0, speed.start - 40), speed.start))) continue;
      if (/^(?:in|within)\b/i.test(speed.text) && DEADLINE.test(text)) continue;
      const near = money.find((m) => (m.end <= speed.start ? speed.start - m.end : m.start - speed.end) <= 40);
      if (!near) continue;
      const start = Math.min(near.start, speed.start);
      const end = Math.max(near.end, speed.end);
      const clause = clauseAround(text, start);
      if (isNegated(text, start) || isNegated(text, Math.max(clause.start, speed.start)) || isReported(view, start)) continue;
      if (RARELY.test(text.slice(clause.start, end))) continue;
      const words = quote(view.field, view.span.start + start, view.span.start + end);
      hits.push(
        hitIn(view, start, end, `${words} suggests quick money. How long a claim takes depends on its facts; do not promise speed`),
      );
    }
  }
  return withoutOverlaps(hits);
}
