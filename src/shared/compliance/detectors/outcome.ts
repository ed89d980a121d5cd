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
import {
  eachSentence,
  firmPattern,
  type Guarded,
  hitIn,
  isQuestion,
  isQuotedWord,
  isReported,
  possibleIn,
  possibleInSentences,
  quotationIntroduction,
  type SentenceView,
} from './sentences';
import { mayOccurIn } from './trigrams';

// ── the vocabulary of outcomes ────────────────────────────────────────────────────────────

/** More than the insurer offered: "way more than that lowball", "double what they offered". */
const MORE_THAN_OFFER = String.raw`(?:(?:way|much|a lot|far|a whole lot|lots|significantly) )?(?:more than|double|twice|triple|(?:several|many|three|four|five|ten|\d+) times) (?:that|the|this|their|his|her|what|whatever)(?: [\w']+){0,2}? (?:lowball|offer|offered|offering|offers)\b`;
/** Beating the insurer's figure: "we'll beat their number by a mile", "top that offer". */
const BEAT_OFFER = String.raw`(?:beat|top|exceed|blow (?:past|through|away)|double|triple|crush|smash) (?:their|the|that|this|his|her|your|its|whatever|any) (?:[\w-]+ )?(?:number|offer|figure|lowball|amount)\b(?! of\b)`;
/** An amount that is a fine, a fee or a prize is not an outcome: "a $100 civil citation", "a $50 gift card". */
const NOT_AN_OUTCOME_AMOUNT = String.raw`(?:citations?|fines?|tickets?|penalt(?:y|ies)|fees?|deductibles?|co-?pays?|bills?|charges?|surcharges?|premiums?|tolls?|gift ?cards?|vouchers?|coupons?|discounts?|credits?|rebates?|prizes?|raffles?|donations?)\b`;
/** "You're definitely going to get something out of this": something, from the case, not from a seminar. */
const SOMETHING_OUT_OF_IT = String.raw`(?:something|some money|a (?:little |nice )?something)\s+(?:out of|from)\s+(?:it|this|this one|(?:this|your|the) (?:case|claim|crash|wreck|accident)|the (?:insurance(?: company)?|insurer))(?=\s*(?:[.!?,;:)]|$)|\s+(?:once|when|if|and|but|for sure|too|either|at all|in the end|eventually)\b)`;
/** What a client gets at the end of a matter. */
const OUTCOME_NOUN = String.raw`(?:\$\s?\d[\d,.]*(?:\s?(?:k|m|million|thousand)(?=))?(?![\d,.]|\w|\s?(?:[\w-]+\s)?${NOT_AN_OUTCOME_AMOUNT})|(?:five|six|seven|eight)(?=)[- ]figures|compensation|indemni(?:zation|sation|fication|ty)(?=)|(?:the|that|a)(?=) bag(?! of)|your full rights?|money|settlements?|payouts?|payments?|payday|awards?|damages|checks?|cheques?|cash|verdicts?|dollars?|penny|pennies|justice|victory|win|top dollar|(?:good|great|fair|big|large|huge|substantial|significant|full|maximum|top|tidy|handsome|healthy|hefty|decent)(?=) (?:amount|sum|value|recovery|price)(?=)|(?:results?|recovery|outcomes?)(?=) (?:you|they|your family)(?=) (?:deserve|want|need)(?=)|(?:successful|favou?rable|positive|winning|good|great|big|strong|fair|just|excellent|solid|terrific|the best(?: possible)?|the right)(?=) (?:outcomes?|results?|verdicts?|resolutions?)(?=)|every (?:dollar|cent|penny)(?=)|(?:the )?jackpot|(?:the )?grand prize|(?:the )?(?:full )?policy limits?|what (?:you|they|he|she)(?=)(?: (?:deserve|deserves|are owed|is owed)(?=)|'re owed)(?=)|what(?:'s| is)(?=) coming to (?:you|them|him|her)(?=)|the maximum|the max)`;
/** Papers about an outcome are not the outcome: "a copy of the settlement statement". */
const PAPERWORK = String.raw`(?:copy|copies|letter|call|notice|update|statement|email|form|list|breakdown|explanation|estimate|idea|sense|agreement|papers?|documents?|conference|meeting|process|negotiations?|talks|discussions?|demand|details|date|schedule|offers?)`;
/** Verbs of receiving it. */
const GET_VERB = String.raw`(?:get|gets|have(?! to\b)|has(?! to\b)|receive|receives|recover|recovers|collect|collects|obtain|obtains|secure|secures|win|wins|land|lands|(?:walk|come|go|get)(?=) (?:away|out|home)(?=) (?:(?:of|from)(?=) (?:it|this|this one|this thing|here|there|court|(?:the|that)(?=) courtroom|(?:this|the|that|your)(?=) (?:crash|wreck|accident|case|claim|mess)(?=))(?=) )?with|leave with|end up with|take home|bring home|bring|brings|fetch|fetches|reel in|reels in|haul in|hauls in|rake in|rakes in|pocket|pockets|deliver|delivers|put|be (?:cashing|banking|holding|looking at)(?=))`;
/** The outcome itself, after "will": win, be paid, get the compensation, come out whole. */
const OUTCOME_PREDICATE = String.raw`(?:win\b(?!\s+(?:back|over|(?:your|their|our)(?=) (?:trust|confidence|business|hearts?|respect|loyalty|votes?)(?=))(?=)\b)|prevail|be victorious|triumph|come out (?:of (?:it|this|this one)(?=) )?(?:on top|ahead|whole|a winner)(?=)|(?:get|gets|be|is|are|been)(?=) (?:you |them |him |her |clients )?(?:fully |properly |fairly |well |finally |all )?(?:paid|compensated|reimbursed|made whole)(?=)|(?:have|has|see)(?=) (?:you|them|him|her|clients|your (?:family|son|daughter|kids|children|loved ones)(?=))(?=) (?:fully |properly |fairly |finally |all )?(?:paid|compensated|reimbursed|made whole)(?=)|make (?:you|them|him|her)(?=) (?:whole|win\b|get paid|be paid)(?=)|get (?:you|u)(?=) yours\b|(?:get|have|see)(?=) (?:this|your|the)(?=) (?:case|claim|matter)(?=) (?:resolved|settled|decided|won|closed)(?=) (?:in your favou?r|for you)(?=)|(?:resolve|settle|decide|end|win)(?=) (?:this|your|the)(?=) (?:case|claim|matter)(?=) (?:in your favou?r|for you)(?=)\b|recover (?:(?:all |every (?:penny|dollar|cent)(?=) of )?(?:your |the |their )?(?:lost wages|wages|losses|(?:medical )?(?:expenses|costs|bills)(?=))(?=)\b|for (?:this|it|that|you|him|her|them|your (?:injuries|losses|damages|pain|family|(?:little |baby )?(?:boy|girl|son|daughter|child|children|kids?|wife|husband|mother|father|mom|dad|loved ones?|grandson|granddaughter)(?=))(?=)|what (?:happened|they did|he did|she did)(?=))(?=)|damages|compensation|money)(?=)\b|${GET_VERB} (?:you |for you |your family |them |him |her )?(?:(?!${PAPERWORK}\b)[\w'$,.%-]+ ){0,5}?${OUTCOME_NOUN}\b(?!-|\s+${PAPERWORK}))`;
/** After "until" or "make sure", without "will": "until you're paid", "make sure you get every dollar". */
const OUTCOME_NOW = String.raw`(?:(?:fully |properly |finally )?(?:paid|compensated|reimbursed|made whole|provided for)\b|${OUTCOME_PREDICATE})`;
/** The outcome's beneficiary, as a subject. */
const BENEFICIARY = String.raw`(?:you and your (?:family|loved ones|kids|children)(?=)|you|u|they|he|she|your (?:family|loved ones|kids|children)(?=)|(?:our |the |every |each )?clients?|every one of (?:our|my)(?=) clients|(?:every|each)(?=) (?:family|person|client|victim|one of (?:you|them|our clients)(?=))(?=)(?: (?:we|i)(?=) (?:represent|serve|help|work with|fight for)(?=))?)`;

/** Certainty between "are" and "going to": "you're definitely going to get something out of this". */
const BE_SURELY = String.raw`(?: (?:definitely|certainly|absolutely|surely|totally|def|100%))?`;
const FUTURE = String.raw`(?:(?<=\w)'ll|(?<=\w)'(?:re|m|s)${BE_SURELY} (?:going to|gonna)|(?<=\w)'(?:re|s) (?:very |most |highly )?likely to|\b(?:will|shall|(?:am|are|is)${BE_SURELY} (?:going to|gonna)|(?:am|are|is) (?:very |most |highly )?likely to|stands? to|gonna)|\bgoing to(?<=\byour going to)(?= (?:walk|come|get|win|be|have|receive|go)\b))`;
/** Certainty and likelihood between "will" and the outcome: a hedge does not undo a prediction. */
const CERTAINLY = String.raw`(?:\s+(?:definitely|def|defo|certainly|surely|obligatorily|necessarily|absolutely|really|totally|for sure|also|too|still|finally|easily|probably|prolly|likely|most likely|very likely|more than likely|undoubtedly|100%|all))*`;
/**
 * Certainty said with an adverb instead of "will", as translated and texted English often does:
 * "surely you receive the compensation", "our lawyer team surely win for you", "for sure ur
 * getting compensation", "100 percent you will receive".
 */
const SURELY = String.raw`(?:surely|certainly|definitely|def|for sure|for certain|absolutely|undoubtedly|obligatorily|necessarily|without fail|sure sure|without (?:a )?doubt|100 ?(?:%|percent)|one hundred percent)`;

// ── guarantee ─────────────────────────────────────────────────────────────────────────────

/**
 * "You're definitely going to get something out of this": kept out of OUTCOME_NOUN (which many
 * patterns repeat) so that it costs only where "something" occurs.
 */
const FUTURE_SOMETHING = new RegExp(
  String.raw`${FUTURE}${CERTAINLY}\s+(?:get|receive|recover|collect|walk away with|come out with|end up with)\s+${SOMETHING_OUT_OF_IT}`,
  'gi',
);
/** "... will win", "... are going to get you paid", "... will receive the full compensation". */
const FUTURE_OUTCOME = new RegExp(String.raw`${FUTURE}${CERTAINLY}(?:\s+be able to)?\s+${OUTCOME_PREDICATE}`, 'gi');
/**
 * Rarer outcomes after "will", kept out of OUTCOME_PREDICATE (which many patterns repeat) so that
 * they cost only where their words occur: "we'll do right well by you", "we'll get their treatment
 * bills paid in full", "you'll walk away with way more than that lowball".
 */
const FUTURE_DO_WELL = new RegExp(
  String.raw`${FUTURE}${CERTAINLY}\s+do (?:right |real |really |very |pretty |quite )?well (?:(?:by|for) (?:you|them|him|her|your family)|(?:out of|from) (?:this|it|this one|this case|your case|the case|the settlement))\b`,
  'gi',
);
const FUTURE_BILLS_PAID = new RegExp(
  String.raw`${FUTURE}${CERTAINLY}\s+(?:get|gets) (?:all (?:of )?)?(?:your|their|his|her|the|those|these|[A-Z][a-z]+(?:'s)) (?:[\w-]+ ){0,2}?(?:bills|invoices|expenses|wages) (?:paid|covered|reimbursed)\b`,
  'gi',
);
/** The reader's matter settled, not the reader seated: "have you settled before Christmas", not "settled in the waiting room". */
const SETTLED_UP = String.raw`(?:have|get|see)(?=) (?:you|them|him|her|your family)(?=) settled(?: up)?(?!\s+(?:in|into|down|at|on|comfortably|back|for the night)(?=)\b(?!\s+(?:full|(?:a |just |only |about |under |less than )?(?:few |couple (?:of )?)?(?:days|weeks|months|a month|a week|\d)(?=))))`;
/** The reader's share: "get your share", "collect what's rightfully yours", "get you what you have coming". */
const SHARE = String.raw`(?:get|collect|receive|recover|secure|obtain|walk away with|take home|end up with)(?=)\s+(?:(?:you|u|them|your family)(?=) )?(?:what (?:you|they)(?=)(?:'ve got| have| got|'ve)(?=) coming\b(?! up\b)(?: to (?:you|them)(?=))?|(?:your|their)(?=) (?:fair |full |rightful )?share\b(?! of (?:the )?(?:blame|fault|responsibility|work|chores|costs?|expenses|bills?|premiums?|deductibles?|fees?|pie|food|cake)(?=)\b)|what(?:'s| is)(?=) (?:rightfully )?(?:yours|theirs)(?=)|what (?:rightfully )?belongs to (?:you|them)(?=))`;
/** A good result achieved, as translated English says it: "we will achieve a favorable result for you", not "a good result in getting your records". */
const ACHIEVE = String.raw`(?:achieve|achieves|attain|attains)(?=) (?:for you )?(?:a |an |the )?(?:positive|favou?rable|successful|winning|good|great|excellent|best(?: possible)?|full|maximum)(?=) (?:results?|outcomes?|compensation|settlements?|verdicts?)(?=)\b(?! (?:in|with|on)(?=) (?:getting|your (?:records|paperwork|therapy|recovery|health)(?=))(?=))`;
/** The case won, or the losses returned: "we're going to bring this one home for you", "we will return to you all your losses". */
const BRING_HOME = String.raw`(?:bring (?:it|this|this one|your case|your claim|the case)(?=) home\b(?! to\b)|(?:return|give back|restore)(?=) (?:to you |you )?(?:all (?:of )?)?(?:your |the )?(?:losses|lost (?:money|wages)|money|expenses|damages)(?=)\b)`;
/** The outcome sized to please: "get you a number you'll be happy with". */
const HAPPY_WITH = String.raw`(?:get|win|secure|bring)(?=) (?:you |u |your family )?(?:a |an )?(?:number|figure|amount|result|outcome|settlement|check|payout|deal)(?=) (?:that )?(?:you|u)(?=)(?:'ll| will)(?=) be (?:very |really |more than |so )?(?:happy|pleased|thrilled|satisfied|proud|glad)(?=)`;
/**
 * Rarer outcomes after "will", in one pattern so that "will" is compiled once for them: "we'll have
 * you settled before Christmas", "you'll collect what's rightfully yours", "we'll get you a number
 * you'll be happy with".
 */
const FUTURE_RARE_OUTCOME = new RegExp(
  String.raw`${FUTURE}${CERTAINLY}\s+(?:${SETTLED_UP}|${SHARE}|${HAPPY_WITH}|${ACHIEVE}|${BRING_HOME})`,
  'gi',
);
/** "Our lawyers always achieve the positive result." */
const ALWAYS_ACHIEVE = new RegExp(String.raw`\b(?:always|invariably|consistently|never fail to)(?=)\s+${ACHIEVE}`, 'gi');
/** The reader's share promised: "we'll make sure you get your share". */
const MAKE_SURE_SHARE = new RegExp(
  String.raw`\b(?:make sure|makes sure|making sure|ensure|ensures|see to it|see that)(?=)(?: that)? ${BENEFICIARY}(?:'ll|\s+will)?\s+${SHARE}`,
  'gi',
);
/** The reader rich, in idioms: "you'll be laughing all the way to the bank", "you'll be sitting pretty when this is over". */
const FUTURE_FLUSH = new RegExp(
  String.raw`\b(?:you|u|your family)(?=)${FUTURE}${CERTAINLY}\s+be\s+(?:laughing all the way to the bank|sitting pretty|in the money|rolling in (?:it|dough|cash|money)(?=)|on easy street|quids in)(?=)\b(?!\s+(?:(?:in|at|on|near|by)(?=) (?:the|a|our|your)(?=)\b|room|raffle|jar|box|pot|belt|clip|order)(?=))`,
  'gi',
);
/**
 * A case like the reader's ending with money, said as what happens: "a case like yours ends with a
 * check in your hand", "every one of you will see your case end with the recovery you deserve".
 * "Usually" makes it a general statement (read as `general`).
 */
const CASE_ENDS_WITH = new RegExp(
  String.raw`\b(?:(?:(?:a|any)(?=) )?(?:case|claim)(?=)s? like (?:yours|this|this one|these|that)(?=)|your (?:case|claim)(?=)|this (?:case|claim)(?=)|(?:see|watch)(?=) (?:your|their|his|her)(?=) (?:case|claim)(?=)s?)(?=)\b[^.!?;]{0,60}?\b(?:ends?|ending|wraps? up|closes?|finish(?:es)?|concludes?)(?=) (?:up )?(?:with|in)(?=) (?:(?!${PAPERWORK}\b)[\w'$,.-]+ ){0,3}?(?:checks?|money|(?:a |the )?settlement|payout|cash|compensation|${OUTCOME_NOUN}|(?:a )?win|victory|your favou?r)(?=)\b(?!-|\s+${PAPERWORK})`,
  'gi',
);
/**
 * The firm's expectation of the outcome, as a polished letter or an office manager passing it on
 * says it: "we anticipate a favorable resolution", "our team expects to secure full compensation",
 * "he expects a very good result here", "you can look forward to a settlement that reflects ...".
 */
const FIRM_EXPECTS = new RegExp(
  String.raw`\b(?:(?:we|i|our (?:[\w-]+ )?(?:team|firm|attorneys?|lawyers?|office)(?=)|the (?:attorney|lawyer|firm)(?=)|(?:he|she)(?=)(?<=\b(?:attorney|lawyer|counsel)(?=)\b[^.!?]{0,60}))(?=)(?:'d|\s+would)?\s+(?:fully |really |definitely |confidently |firmly |honestly )?(?:expects?|anticipates?|foresees?|predicts?)(?=)|(?:you|u)(?=) (?:can|will|'ll)(?=) (?:look forward to|expect)(?=))(?=)\s+(?:(?:you|u|him|her|them|your family)(?=) )?(?:to (?:win|prevail|be (?:paid|compensated)(?=)|${GET_VERB})(?=) (?:you |your family )?)?(?:a |an |the |your )?(?:(?!${PAPERWORK}\b)[\w'$,.%-]+ ){0,3}?${OUTCOME_NOUN}\b(?!-|\s+${PAPERWORK})`,
  'gi',
);
/** "A fair settlement is well within reach." */
const WITHIN_REACH =
  /\b(?:(?:fair|full|big|strong|good|great|six-figure|seven-figure|substantial|top-dollar)(?=)\s+)?(?:settlement|compensation|win|victory|verdict|payout|payday|check)(?=)s?\s+(?:(?:you|they|your family)(?=) deserves?\s+)?(?:is|are|'s)(?=)\s+(?:well |easily |firmly |already |definitely )?within (?:your )?(?:reach|grasp|sight)(?=)\b/gi;
/** "Partner with us and secure the settlement you deserve": the outcome as the reward of hiring. */
const HIRE_AND_GET = new RegExp(
  String.raw`\b(?:hire|call|choose|partner with|work with|sign with|team up with|retain|trust)\s+(?:us|me|our (?:team|firm|lawyers|attorneys))\b[^.!?]{0,20}?\band\s+(?:get|secure|receive|recover|collect|win|obtain)\s+(?:(?!${PAPERWORK}\b)[\w'$,.%-]+ ){0,3}?${OUTCOME_NOUN}\b(?!-|\s+${PAPERWORK})`,
  'gi',
);
/**
 * What cases like the reader's do, in the present: "this one pays", "clients like you receive the
 * compensation they deserve". "Usually" makes it a general statement (read as `general`).
 */
const CASE_PAYS =
  /\b(?:this one|this case|this claim|your case|your claim|an? (?:case|claim) like (?:yours|this)|(?:cases|claims) like (?:yours|this))\s+(?:(?:definitely|always|easily)\s+)?(?:pays|pay|pays out|settles|settle|wins|win)(?:\s+(?:big|out|off|well|every time))?(?=\s*(?:[.!]|$))/gi;
const CLIENTS_LIKE_YOU = new RegExp(
  String.raw`\b(?:clients|people|families|folks|victims) like you\s+(?:(?:always|all)\s+)?(?:receive|get|recover|collect|walk away with|win)\s+(?:(?!${PAPERWORK}\b)[\w'$,.%-]+ ){0,3}?${OUTCOME_NOUN}\b(?!-|\s+${PAPERWORK})`,
  'gi',
);
/** A promise in the second half of "make certain that ..., and that you are provided for". */
const MAKE_SURE_AND_THAT = new RegExp(
  String.raw`\b(?:make sure|makes sure|make certain|makes certain|ensure|ensures|see to it)(?: that)?\b[^.!?;]{0,100}?,? and (?:that )?${BENEFICIARY}(?:'re|\s+are|\s+is|\s+will|'ll)?\s+${OUTCOME_NOW}`,
  'gi',
);
const FUTURE_MORE_THAN_OFFER = new RegExp(
  String.raw`${FUTURE}${CERTAINLY}\s+(?:${GET_VERB}\s+(?:you\s+)?(?:[\w'$,.%-]+ ){0,3}?${MORE_THAN_OFFER}|${BEAT_OFFER})`,
  'gi',
);
/** "Your case will end with a check in your hand", "your claim will settle". */
const CASE_WILL_END = new RegExp(
  String.raw`\b(?:(?:your|this|the|her|his|their)(?=) (?:case|claim)(?=)|yours)(?=)(?: will| is going to|'ll|'s going to| is (?:very |most |highly )?likely to)(?=)(?:,? (?:in all (?:likelihood|probability)(?=)|without (?:a )?doubt|no doubt|mark my words|i (?:believe|expect|predict)(?=))(?=),?)?(?: (?:definitely|certainly|surely|absolutely|easily)(?=))? (?:pay(?: off| out| big| well)?\b|(?:end|finish|close|wrap up|conclude|result|lead)(?=) (?:up )?(?:with|in|to)(?=)\b[^.!?]{0,30}?\b(?:checks?|money|settlement|payout|cash|compensation|win|victory|your favou?r)(?=)\b|settle|resolve|be resolved|be won|be worth|succeed|be (?:a )?success)`,
  'gi',
);
/**
 * The case told to end one way, in any words: "a case like that only ends one way: with you getting paid",
 * "this one ends with you holding the trophy", "yours will end in a fair recovery".
 */
const ENDS_ONE_WAY =
  /\b(?=this|that|it\b|a case|your)(?<!\b(?:if|when|unless|whether|how|until|once|before)(?=)\s+)(?:this(?: one| case)?|that one|it|a case like (?:this|that|yours)(?=)|your (?:case|claim|story)(?=)|yours)(?=)(?: (?:only|always)(?=) ends?(?: one way)?| ends?(?: only)? (?:one way|the same way)(?=)(?: every (?:time|single time)(?=))?| will (?:end|close|wrap up)(?=)\b[^.!?]{0,60}?(?=,? (?:with|in)(?=)\b)| is going to (?:end|close|wrap up)(?=)|'s going to (?:end|close|wrap up)(?=)| can only end|(?: (?:only|always)(?=))? ends?(?= with (?:you\b|the [\w-]+(?: [\w-]+)? paying\b|(?:a|an|your)(?=) (?:[\w-]+ )?(?:check|settlement|payout|recovery|win|victory)(?=)\b(?! (?:conference|talks|offers?|meeting|negotiations?|demand|hearing|discussions?)(?=)\b))(?=)))(?=)\W{0,3}\s*(?:with you (?:getting paid|paid|holding|on the winning side|winning|on top|coming out ahead|cashing|collecting)(?=)|(?:in|with)(?=) (?:a |an |your )?(?:fair |full |big |good |winning |generous )?(?:recovery|win|victory|check|settlement|payout)(?=)(?! (?:conference|talks|offers?|meeting|negotiations?|demand|hearing|discussions?)(?=)\b)|with (?:wrongs righted|accounts paid|you (?:made )?whole|a happy ending)(?=)|with the [\w-]+(?: [\w-]+)? paying\b)/gi;
/**
 * Home from the case with the money: "you're coming home from this one with a recovery", "you'll sail home with what you're owed",
 * "you'll come out the other side with the compensation you've earned", "you are leaving this with a check in your hand".
 */
const COME_HOME_WITH =
  /\b(?:you(?:'re| are)(?=)|you(?:'ll| will)(?=)|you(?:'re| are)(?=) going to)(?=)(?: (?:definitely|certainly|absolutely|surely)(?=))? (?:coming|come|walking|walk|sailing|sail|heading|head|going|go|leaving|leave)(?=) (?:home|away|back|out(?: the other side| on the other side)?|this(?: one| case| claim)?|here)(?=)(?: (?:from|of)(?=) (?:this|it|this one|here)(?=))? with (?:a |an |the |your |every |what |everything )?(?:(?:fair |full |big |good )?(?:recovery|check|money|settlement|compensation|win|payout|loot|bag|cash|dollars|grand prize|jackpot)(?=)|(?:you(?:'re| are)(?=) owed|you deserve|is yours|is coming to you)(?=)|your (?:[\w-]+ ){0,2}?bills (?:covered|paid)(?=)|something(?=\s*[.!,;]|\s+for (?:it|this|your trouble)(?=)))(?=)\b/gi;
/** The claim closed with someone else paying: "your ramp claim will be resolved with the association's carrier covering your surgery". */
const RESOLVED_WITH_PAYER =
  /\b(?:your|this) (?:[\w-]+ )?(?:claim|case) (?:will|is going to) (?:be )?(?:resolved|settled|closed|wrapped up) with (?:the |their |its )?[\w' -]{1,40}? (?:covering|paying(?: for)?|picking up)\b/gi;
/** The case said to come out with the money: "when a case like yours rolls onto our loading dock, it rolls out with a win". */
const CASE_COMES_OUT_WITH =
  /\b(?:it|it's|it is|this one|yours|your (?:case|claim)(?=)(?: is|'s)?|the case)(?=) (?:rolls|comes|coming|walks|goes|heads|heading)(?=) (?:out|home|away|in|back)(?=)(?: of (?:the|this|our)(?=) [\w-]+)?(?: [\w-]+){0,2}? (?:with (?:a |an |the )?(?:fair |full |big |good )?(?:win|check|settlement|payout|recovery)(?=)|(?:a winner|on top|winning)(?=))(?=)\b/gi;
/**
 * The money carried with the case as a matter of course: "pull it to shore with a check waiting in your beach towel",
 * "a claim tailored to a perfect fit, with the payout sewn right into the hem", "coming in with a payout attached".
 */
const WITH_THE_MONEY_ATTACHED =
  /\bwith (?:a|the|your)(?: fair| full| big| fat| good)? (?:payout|check|settlement(?: check)?|payday)(?=) (?:(?:already |right )?(?:attached|waiting|sewn|baked|tucked|folded|pinned)(?=)|on (?:the|your|a) (?:[\w-]+ )?(?:tray|plate|platter|table)(?=))\b/gi;
/** The firm turning the harm into the money: "we'll turn that scar into a settlement". */
const TURNED_INTO_MONEY =
  /\b(?:we|i)(?:'ll| will|'re going to| are going to)(?=) (?:turn|make|build|shape|tailor|bake|stitch|craft|forge|carve|sculpt)(?=) (?:that|this|your|it|the)(?=)(?: [\w-]+){0,3}? into (?:a|an|the|your) (?:[\w-]+ )?(?:settlement|payout|check|win|recovery|payday|verdict)(?=)\b/gi;
/** The case carried through to the money: "a case like yours is going to be fed and watered right through to a settlement". */
const THROUGH_TO_MONEY =
  /\b(?:your (?:case|claim)|a case like yours|yours|it|this one)(?=)\b[^.!?]{0,20}?\b(?:is going to|will|'ll)(?=)\b[^.!?]{0,50}?\b(?:through|all the way|straight)(?=) to (?:a|an|the|your) (?:[\w-]+ )?(?:settlement|payout|check|win|recovery)(?=)\b/gi;
/** A bet on the outcome: "I'd stake my table saw on us winning this one", "I'd bet the whole sourdough on it". */
const STAKE_ON_IT =
  /\b(?:i|we)(?=)(?:'d| would| will|'ll)?(?=) (?:bet|stake|wager|lay)(?=) (?:my|our|the)(?=) (?:[\w'-]+ ){1,4}?on (?:(?:us|you|me|her|him)(?=) (?:winning|getting (?:you )?paid|coming out ahead)(?=)|(?<=\b(?:case|claim|win\w*|settle\w*|check|pay\w*|recover\w*)(?=)\b[^.!?]{0,120})(?:it|this|that)(?=)(?: one)?(?=\s*[.!,;]|$))/gi;
/** The other side said to pay, as a fact to come: "we'll build the case, and the insurance company will pay for it". */
const PAYER_WILL_PAY =
  /\b(?:the|their|that|his|her)(?=) (?:(?:[\w-]+ )?[\w-]+'s )?(?:insurance company|insurer|carrier|other driver's insurer|store|landlord|property owner|owner|city|trucking company)(?=) (?:will|is going to|'s going to|'ll)(?=) (?:pay|cover|foot the bill)(?=)(?: (?:for )?(?:it|this|that|all of it|every (?:dime|penny)(?=)|you|your [\w-]+(?: [\w-]+)?)(?=))?(?=\s*(?:[.!;]|$|,\s*(?:start to finish|every (?:dime|penny)(?=)|in full|no question)(?=)\b)(?=))/gi;
/** What the firm fully expects of the reader's case: "I fully expect this one to end with a recovery for you". */
const EXPECT_IT_TO_END =
  /\b(?:i|we)(?: fully| really| absolutely| completely)? expect (?:this one|your (?:case|claim)|it|yours)(?=) to (?:end|close|wrap up|finish|come out|settle)(?=)\b[^.!?]{0,20}?\b(?:with|in|as)(?=) (?:a|an|the) (?:[\w-]+ )?(?:recovery|win|settlement|check|payout)(?=)\b/gi;
/** The reader's check said to arrive, counted from hiring the firm: "your check will land within thirty days of signing with us". */
const CHECK_WILL_LAND =
  /(?<!\b(?:if|once|when|after|as soon as|unless)(?=)\b[^.!?]{0,60})\byour (?:settlement )?(?:check|payout|money|settlement)(?=) (?:(?:will|is going to|'ll)(?=) (?:land|arrive|come|show up|pull in|hit your (?:account|mailbox)(?=))(?=)|arrives|lands|comes|shows up|pulls in)(?=)\b(?=[^.!?]{0,40}\b(?:of|after|once|from)(?=) (?:you )?(?:signing|hiring|calling|retaining|sign|hire|call)(?=)\b)/gi;
/** The reader's outcome said to follow a result just told: "you're going to end up in the same place". */
const SAME_PLACE =
  /\byou(?:'re| are)(?=) going to (?:end up|land|finish|come out)(?=) (?:in|at) (?:the same (?:place|spot|result)|that same (?:place|spot))(?=)\b/gi;
/** An amount like the one just told, expected for the reader: "I'd expect you'll see a number in that neighborhood too". */
const NUMBER_NEARBY =
  /\b(?:i'd|i would|we'd|we would)(?=) expect (?:you'll|you will|you'd|you to)(?=) (?:see|get|land|end up with)(?=) (?:a (?:number|figure|check|result)|an amount|something|about the same)(?=) (?:in|around|near)(?=) (?:that|the same)(?=) (?:neighbou?rhood|range|ballpark|area)\b/gi;
/** The reader enjoying the money already: "you'll be sipping on your settlement by Valentine's Day". */
const ENJOYING_THE_MONEY =
  /\byou(?:'ll| will)(?=) be (?:sipping(?: on)?|spending|enjoying|cashing|holding|counting|banking|depositing|celebrating)(?=) (?:your|the|a) (?:[\w-]+ )?(?:settlement|check|payout|money|recovery|winnings)(?=)\b/gi;
/** The firm getting the case to the money: "we'll get your case put out with a payout". */
const GET_CASE_WITH_MONEY =
  /\bwe(?:'ll| will)(?=) get (?:your|this|the) (?:case|claim)(?=) (?:[\w-]+ ){0,2}?with (?:a|an|the|your) (?:[\w-]+ )?(?:payout|check|settlement|win|recovery)(?=)\b/gi;
/** The case ending now with the money: "this one's ending with a check for you". */
const ENDING_WITH_MONEY =
  /\b(?:this one|your (?:case|claim)|it|yours)(?:'s| is)(?=) (?:ending|wrapping up|closing)(?=) with (?:a|an|your|the) (?:[\w-]+ )?(?:check|settlement|payout|win|recovery)(?=)\b/gi;
/** The case a straight way to the money: "this one is a straight pipe to a settlement". */
const STRAIGHT_TO_MONEY =
  /\b(?:this one|your (?:case|claim)(?=)|it|yours)(?=)(?:'s| is)(?=) (?:a |an )?(?:(?:straight |direct |clear |short |sure )?(?:pipe|path|line|shot|road|route|ride|ticket|bridge|lane|track|channel|chute)(?=)|(?:straight|direct|clear|short|sure)(?=) [\w-]+)(?=) (?:straight )?to (?:a|an|the|your)(?=) (?:[\w-]+ )?(?:settlement|payout|check|win|recovery|payday)(?=)\b/gi;
/** Everyone the firm takes paid: "every family we walk across gets paid". */
const EVERY_ONE_WE_TAKE_PAID =
  /\bevery (?:family|client|person|one|rider|kid|patient|customer|passenger|caller)(?=) (?:we|i)(?=) (?:[\w-]+ ){1,3}?(?:gets|get|is|are|walks away|goes home)(?=) (?:paid|compensated|with (?:a )?(?:check|settlement|payout))(?=)\b/gi;
/** "A case like yours closes with a check." */
const CASE_CLOSES_WITH =
  /\b(?:a case like (?:yours|this|that)|cases like (?:yours|this)|your (?:case|claim)|this one)(?=) (?:always )?(?:closes|close|wraps up|wrap up|finishes|finish)(?=) with (?:a|an|your) (?:[\w-]+ )?(?:check|settlement|payout|win|recovery)(?=)\b/gi;
/** A win every time, in the trade's words: "Bayou Injury Law bowls a strike every single time for our people". */
const WIN_EVERY_TIME =
  /\b(?:we|i|[A-Z][\w&'.-]*(?: [A-Z&][\w&'.-]*){0,3})\b (?:always )?(?:bowls?|hits?|scores?|lands?|rolls?|throws?|gets?|wins?|pulls?|brings? home) (?:a |the )?(?:strike|win|home run|touchdown|bullseye|jackpot)s? (?:every (?:single )?time|each time|without fail)\b/g;
/** Every case like the reader's wins: "cases like yours bloom every single time", "claims like this always pay". */
const EVERY_CASE_LIKE_YOURS =
  /\b(?:cases|claims|ones)(?=) like (?:yours|this one|this|that|these)(?=) (?:(?:always|all)(?=) )?(?:[\w-]+ ){0,2}?(?:win|wins|pay|pays|pay out|settle|bloom|come through|land|cash out|work out|turn out|heal)(?=)\b(?:[^.!?]{0,20}?\b(?:every (?:single )?time|without fail|each (?:and every )?time|every one of them)(?=)\b|(?<=\balways [^.!?]{0,30}))/gi;
/** The case grown into the money: "you plant it with us, and it opens up into a real nice payout". */
const GROWS_INTO_MONEY =
  /\b(?:it|your (?:case|claim)(?=)|yours|this one|that one)(?=)(?:'ll| will|'s going to| is going to)? (?:opens?|turns?|grows?|blooms?|ripens?|rises?|bakes?|heals?|comes?|come|drains?|flows?|pours?|rolls?)(?=)(?: up| out(?: of (?:the|this|our)(?=) [\w-]+)?| clean| home| straight| right)? (?:into|as)(?=) (?:a|an|the|your)(?=) (?:[\w-]+ ){0,3}?(?:payout|settlement|check|win|recovery|payday)(?=)\b/gi;
/** "Your claim is going to come up roses", "it'll come out smelling like a rose". */
const UP_ROSES =
  /\b(?:your (?:case|claim)|yours|it|this one)(?=)\b[^.!?]{0,30}?\b(?:come|comes|coming) (?:up roses|out smelling like (?:a )?roses?)(?=)\b/gi;
/** The case's course told, ending in the money: "your case is going to stay on for the whole eight seconds and come out a winner". */
const GOING_TO_AND_WIN =
  /\b(?:your (?:case|claim)|yours|it)(?:'s| is) going to\b[^.!?]{0,60}?\b(?:and|to)(?=) (?:[\w-]+ ){0,4}?(?:pay out|pay off|come out (?:a winner|on top|ahead)|win big)(?=)\b/gi;
/** "There'll be a payout on the other side of it for you", "there's a payout waiting at the end of it"; not "I'd be lying if I said there's a fast check at the end of this". */
const MONEY_WAITING =
  /(?<!\b(?:if|lying|say|said|promise|claim|whether|wish)(?=)\b[^.!?]{0,40})\bthere(?:(?:'ll| will|'s going to| is going to)(?=) be|'s| is)(?=) (?:a|an|the|your)(?=) (?:[\w-]+ )?(?:payout|check|settlement|recovery|payday)(?=)\b(?![- ](?:in|up|out|list)(?=)\b)[^.!?]{0,40}?\b(?:for you|waiting|on the other side|at the end)(?=)\b/gi;
/** The reader carried to the money: "we fly you all the way home to a settlement", "we'll carry you straight to a fair check". */
const CARRIED_TO_THE_MONEY =
  /\bwe(?:'ll| will)? (?:fly|carry|sail|row|steer|drive|haul|pull|walk|ride|float|guide|bring)(?=)(?: (?:you|(?:your|her|his|their)(?=) (?:case|claim)(?=)|it)(?=))? (?:all the way |straight |right |safely )?(?:home |in |back |ashore |across |over )?to (?:a|the|your)(?=) (?:fair |full |big |good )?(?:settlement|payout|check|win|recovery|payday)(?=)\b/gi;
/** The reader counted among the winners of a record just told: "18 of the last 20 ended in a recovery. You'll be one of the eighteen." */
const ONE_OF_THE_WINNERS = /\byou(?:'ll| will) be one of (?:the|them|those)(?=)(?: [\w-]+){0,2}?(?=\s*[.!])/gi;
/** Everyone who brings the firm a case a winner: "people who bring us their injury case walk out winners". */
const BRINGERS_WIN =
  /\b(?:who|that) (?:bring|brings|hire|hires|call|calls) us\b[^.!?]{0,40}?\b(?:walk|walks|come|comes|go|goes)(?=) (?:out|away|home)(?=) (?:(?:as )?winners|a winner|with (?:a )?win)(?=)\b/gi;
/** Everyone who hires the firm paid: "homeowners who hire us are paid before the January dues come due". */
const HIRERS_PAID =
  /\b(?:who|that) (?:hire|retain|choose|sign with|call) us (?:are|get|will be|will get|always get) (?:paid|compensated|made whole)\b/gi;
/**
 * The case's ending told as known: "the Ten of Pentacles is how your case ends: paid, settled and behind you",
 * "I can tell you how this story ends: with the city paying for it".
 */
const HOW_IT_ENDS =
  /\b(?:is|tell you|know|seen|say)(?=) how (?:your|this|yours|it)(?=)(?: one| case| claim| story)? (?:ends|will end|is going to end|wraps up)(?=)\s*[:\u2014\u2013-]\s*(?:with )?(?:you (?:getting |being )?(?:paid|compensated|made whole)(?=)|you made whole|paid|compensated|a (?:settlement )?(?:check|win|settlement|recovery)(?=)|the [\w-]+(?: [\w-]+)? (?:paying|pays)(?=))(?=)\b/gi;
/** The reader's amount put beside a result just told: "Yours is going to land right around there too", "I'd expect about the same for you". */
const YOURS_LANDS =
  /\b(?:pays?|pay out|pays out|settles?|wins?)(?=),? and yours (?:will|is going to)(?=)(?: too)?(?=\s*[.!,;]|\s+(?:too|as well)(?=)\b)|\byours(?: is going to| will|'ll| should)(?=) (?:land|come in|settle|end up|go)(?=)(?: (?:right|somewhere)(?=))? (?:around|about|near|in)(?=) (?:there|that|the same|that neighborhood|that range)(?=)\b/gi;
/** The reader's amount put beside a result just told: "I'd expect about the same for you". */
const EXPECT_THE_SAME =
  /\b(?:i'd|i would|we'd|we would)(?=) expect (?:about |roughly |around |much )?(?:the same|similar|that much|as much)(?=)(?: for (?:you|yours)(?=)\b|(?=\s*[.!,;]))/gi;
/** The case said to come out for the reader: "once you hand it to us, it gets resolved in your favor", "this one resolves in your favor". */
const RESOLVED_IN_FAVOR =
  /\b(?<!\b(?:if|when|unless|whether|how|until|before|hope|hoping|pray|praying)(?=)\s+)(?:it|this(?: one| case| claim| ticket)?|that one|yours|your (?:case|claim|ticket|matter|file)(?=)|the (?:case|claim|matter)(?=))(?=)(?:\s+(?:will|is going to|is gonna)(?=)|'ll)?\s+(?:gets?|be|resolves?|ends?|closes?|comes? out|goes|turns? out|wraps? up|breaks?|lands?|settles?)(?=)\s+(?:resolved |closed |settled |decided |up )?in your favou?r\b/gi;
/** "We're bringing this one home for you": the case carried home, said as under way. */
const BRINGING_HOME =
  /\b(?:we|i)(?:'re| are|'m| am) (?:bringing|going to bring|gonna bring) (?:this|this one|it|your case|your claim)(?=) home\b(?! to\b)/gi;
/** Certainty that the other side will pay: "I have no doubt that the store's insurer will end by paying you what you are owed". */
const NO_DOUBT_PAYS =
  /\b(?:no doubt|confident|certain|sure|convinced)(?=)(?: that)? [^.!?]{0,60}?\b(?:will|'ll)(?=) (?:end (?:up )?(?:by )?)?(?:pay(?:ing)?|compensat\w+)(?=) (?:you|your (?:family|mother|father|husband|wife|son|daughter)(?=))\b/gi;
/**
 * Confidence, a bet or odds, with the reader's outcome after it: "I'm confident this one touches down with
 * a settlement", "I'd bet my old barometer that you come out of this one ahead", "I'd put my whole
 * controller collection on you getting paid", "a 100% chance this ends with the insurer paying you".
 */
const CONFIDENT_OUTCOME =
  /\b(?:(?:i|we|she|he)(?=)(?:'m|'re|'s| am| are| is)(?=) (?:confident|certain|positive)(?=)|i(?:'d| would)(?=) (?:bet|put|wager|stake)(?=) (?:my|the|every|a|your)(?=)\b[^.!?]{0,40}?(?:\b(?:that|on)(?=)|(?=\s(?:this|that|your|the)(?=) (?:one|case|claim)(?=)\b))(?=)|(?:a )?100 ?(?:%|percent)(?=) chance)(?=)\b(?:[^.!?]|(?<=\b(?:Mr|Mrs|Ms|Dr|Atty)(?=))\.){0,60}?(?:\byou(?:'re| are|'ll| will)? (?:get(?:ting)? paid|come out (?:of [\w ]{0,20}?)?ahead|coming out (?:of [\w ]{0,20}?)?ahead|win|walk away with|walking away with)(?=)\b|\b(?:with|in)(?=) (?:a |your )?(?:(?:fair|full|big|good|strong|nice|real nice|solid)(?=) )?(?:settlement|recovery|win|verdict|check|payout)(?=)\b|\b(?:paying|pays|pay)(?=) you\b|\b(?:gets?|yields?|brings?|lands?|wins?)(?=) (?:you )?(?:a |an )?(?:[\w-]+ ){0,2}?(?:settlement|check|recovery|payout)(?=)\b)/gi;
/** The reader paid, said as under way: "You're getting paid on this one, no question". */
const GETTING_PAID = /\byou(?:'re| are) (?:getting|gonna get) paid (?:on|for|in) (?:this|it|this one)(?=)\b/gi;
/** The case coming out a win: "Put this one in our oven and it comes out a win". */
const COMES_OUT_A_WIN =
  /\b(?:it|this one|this|your case)(?=) (?:comes|will come|is going to come)(?=) out (?:a |as a |with a )(?:win|winner|victory)(?=)\b/gi;
/** Effort tied to every dollar: "we don't taxi back to the gate until every dollar you're owed is sitting in your account". */
const UNTIL_EVERY_DOLLAR =
  /\b(?:until|till)(?=) every (?:last )?(?:dollar|cent|penny|nickel|dime)(?=) (?:you(?:'re| are) owed|you deserve|(?:owed|due) (?:to )?you|is (?:yours|in your (?:account|pocket|hands?)))(?=)/gi;
/** "Sure thing." or "Sure thing!" alone at the start of a sentence: yes, not a verdict. */
const ACKNOWLEDGED = /^\W*sure thing\s*[.!,]/i;
/** Something put in a bag: "the heels go in the bag after photos", "keep the receipts in the bag". */
const REAL_BAG = /\b(?:go|goes|went|put|keep|kept|stays?|pack(?:ed)?|tuck(?:ed)?|throw|toss(?:ed)?)\s+(?:\w+\s+)?in the bag$/i;
/** Saying one cannot yet know: "I can't tell you yet what", "nobody knows yet how much". */
const NOT_KNOWN_YET =
  /\b(?:can't|cannot|can not|don't|do not|won't|no one can|nobody can|nobody knows|no one knows)\s+(?:\w+\s+){0,2}?(?:tell you|say|know|predict|guess|promise)\s+(?:\w+\s+)?(?:yet\s+)?(?:what|how much|how long|whether|if|when)\s+$/i;
/** A happy ending foretold: "your case will get its happily ever after with us". */
const HAPPY_ENDING =
  /\b(?:your (?:case|claim|story)|yours|this one)(?=) (?:will|'ll|is going to)(?=) (?:get|have|end with|end in)(?=) (?:its|a|your|the)(?=) (?:happily ever after|happy ending|fairy-?tale ending)(?=)/gi;
/** The reader's result expected to match one told: "We settled a case just like this for $310,000. I expect yours will land right in that neighborhood." */
const EXPECT_YOURS =
  /\bi (?:expect|predict|figure|reckon|bet)(?=) (?:that )?yours (?:will|'ll)(?=) (?:land|come in|settle|end up|be|go)(?=)\b/gi;
/** Back in business with the money: "you'll be back on the road with a settlement check in your hand". */
const BACK_WITH_MONEY =
  /\byou(?:'ll| will)(?=) be back (?:on the road|on your feet|home)(?=) with (?:a |an |the |your )?(?:settlement |insurance )?(?:check|money|settlement|recovery|payout|compensation)(?=)\b/gi;
const CASE_WORTH = /\byour (?:case|claim) is worth (?:at least |over |more than )?\$/gi;
/** "won't rest until you're paid", "fight until they get every dollar they deserve", "we won't rest till you're paid". */
const UNTIL_PAID = new RegExp(
  String.raw`(?:\buntil|\btill?|'till?)(?=) ${BENEFICIARY}(?:'re|'s|\s+are|\s+is|\s+have been|\s+has been|'s been|\s+'ve been)?\s+${OUTCOME_NOW}`,
  'gi',
);
// The reader told to keep or hold something until they are paid: "hold on to the receipts until you are paid back".
const KEEP_UNTIL =
  /^\W*(?:please\s+|just\s+|so\s+)?(?:keep|hold|save|store|track|log|wait|hang on|don't|do not)\b(?![^.!?]*\b(?:we|i|us)\b)/i;
/** "I'll make sure you come out of it whole", "we'll make sure they're fully compensated". */
const MAKE_SURE = new RegExp(
  String.raw`\b(?:make sure|makes sure|making sure|make certain|makes certain|making certain|ensure|ensures|see to it|see that)(?: that)? ${BENEFICIARY}(?:'re|\s+are|\s+is|\s+will|'ll)?\s+${OUTCOME_NOW}`,
  'gi',
);
/** "We'll make sure you get it", when the sentence is about an outcome. */
const MAKE_SURE_IT = new RegExp(
  String.raw`\b(?:make sure|makes sure|ensure|ensures|see to it)(?: that)? ${BENEFICIARY}(?:'ll|\s+will)?\s+${GET_VERB}\s+(?:it|them|that|this)\b`,
  'gi',
);
/**
 * The reader's money said to arrive, before any settlement: "your settlement check will arrive
 * within 30 days", "your money will be in your account before Thanksgiving". Not after an agreed
 * settlement, where it is news (MONEY_AGREED).
 */
const MONEY_WILL_ARRIVE =
  /\b(?:your|ur|the)(?=) (?:settlement |injury )?(?:settlement|check|money|payout|compensation|payment|cash)(?=)(?:\s+(?:will|is going to|is gonna)(?=)|'ll|'s going to|'s gonna)(?=)(?:\s+(?:definitely|certainly|surely|absolutely|for sure)(?=))?\s+(?:arrive|come|reach you|show up|land in your|hit your (?:account|bank)(?=)|be (?:in your (?:hands?|account|mailbox|pocket|bank(?: account)?)(?=)|in the mail|deposited|on its way)(?=))(?=)\b/gi;
const MONEY_AGREED = /\b(?:approved|accepted|agreed|signed|finali[sz]ed|settled|mediation)\b/i;
/** A slogan's passive: "at Rivera, your case gets won", "every claim gets paid here". */
const CASE_GETS_WON =
  /\b(?:your|every|each|our clients') (?:case|claim)s? (?:always |simply |just )?gets? (?:won|paid(?: out)?|settled|done right and paid)\b/gi;
/**
 * The reader's money sized or sufficient before it exists: "your settlement is going to be more than
 * enough to pay the hospital", "your recovery will cover everything", "your check will be a big one".
 */
const SETTLEMENT_WILL_BE = new RegExp(
  String.raw`\b(?:your|ur|the|this)(?=) (?:settlement|recovery|compensation|payout|check|award|verdict|money)(?=)\s+(?:will|'ll|is going to|'s going to|is gonna|'s gonna)(?=)${CERTAINLY}\s+(?:be (?:more than |easily |plenty |well )?(?:enough|big|bigger|large|larger|substantial|huge|generous|sizable|significant|plenty|six figures|seven figures|a (?:big|good|large|nice|fat|generous|substantial)(?=) one|(?:well )?(?:over|above|north of|more than|at least)(?=) \$)(?=)|cover (?:everything|all|it all|every|your (?:bills|losses|medical)(?=)|the (?:bills|hospital|surgery|liens?)(?=))(?=)|pay (?:off |for )?(?:everything|all of|every|your (?:bills|hospital|liens?|medical)(?=)|the (?:hospital|bills|liens?)(?=))(?=)|take care of (?:everything|all|your|the (?:bills|hospital|liens?)(?=))(?=))`,
  'gi',
);
/**
 * The reader's case promised the ending a past result had, told just before: "... $1.1 million last
 * year, and I honestly believe yours will turn out just as well", "yours is shaping up the same way".
 */
const YOURS_THE_SAME =
  /\byours (?:will|'ll|is going to|should|is gonna)(?=) (?:(?:definitely|surely|certainly|probably|also)(?=) )?(?:turn out|go|end|end up|settle|come out|play out|wrap up|finish)(?=) (?:just )?(?:as well|as good|the same(?: way)?|similarly|like (?:that|theirs|his|hers|that one)(?=))(?=)\b|\byours(?:'s| is)(?=) (?:shaping up|looking|lining up|headed)(?=) (?:just )?(?:the same(?: way)?|similar(?:ly)?|like (?:that|theirs|his|hers|that one)(?=))(?=)\b/gi;
/** A testimonial's ending turned on the reader: "we won and got $480,000. If you hire them, you will too." */
const YOU_WILL_TOO =
  /(?:\b(?:you|u)(?:'ll| will| are going to|'re going to| can)(?: (?:win|get paid|get yours|win yours|get (?:a|the) (?:check|settlement)|recover))?,? too\b|\bso will (?:you|u)\b)(?!,?\s+(?:if|once|when|as long as|provided)\b(?![^.!?]*\b(?:hire|call|retain|choose|sign|work with)\b))/gi;
/**
 * The reader paid, said as what happens to the firm's clients: "when you ride with Ruiz, you walk
 * away paid. Period.", "our clients go home compensated".
 */
const WALK_AWAY_PAID =
  /\b(?:you|u|our clients|clients|every client|riders|families)(?=)\s+(?:always\s+)?(?:walk(?:s)? away|walk(?:s)? out|leave|leaves|go(?:es)? home|come(?:s)? out)(?=)\s+(?:of (?:here|our office|court|the courtroom|mediation)(?=)\s+)?(?:paid|compensated|a winner|winners|whole|with (?:a |the |your )?(?:check|money|settlement|win|compensation)(?=)s?)(?=)\b/gi;
/**
 * A promise finished by ellipsis after "deserve": "you deserve to be paid, and you will be", "you
 * deserve every dollar, and you'll get it".
 */
const DESERVE_AND_WILL =
  /\b(?:you|u|your family|they)(?=) deserve (?:to be (?:paid|compensated|made whole)(?=)|(?:[\w-]+ ){0,2}?(?:every (?:dollar|penny|cent)(?=)|compensation|money|justice|settlement|payment|damages|check|recovery|payout|top dollar|the maximum)(?=))(?=)\b[^.!?]{0,30}?,? and (?:(?:you|u|they)(?=)(?:'ll| will)(?=)(?: (?:be|get it|get them|get every (?:bit|dollar|penny|cent)(?=) of it|have it)(?=))?|we(?:'ll| will)(?=) (?:get|make sure you get|deliver|win|secure|recover|collect|obtain)(?=) (?:it|them|that)(?=)(?: for you)?)(?=)(?=\s*(?:[.!,;]|$)(?=))/gi;
/** Money worries ended for good: "your family will never have to worry about money again". */
const NEVER_WORRY_AGAIN =
  /\b(?:you|u|your family|they)(?:'ll| will) never (?:have to )?worry about (?:money|bills|paying (?:\w+ )?bills|medical bills|rent)(?: \w+)? again\b|\byour days of worrying about (?:money|bills|medical bills|paying (?:\w+ )?bills) are over\b/gi;
/** Making the other side pay, as a habit: "we make insurance companies pay, period". */
const WE_MAKE_THEM_PAY =
  /\b(?:we|i) (?:always )?make (?:the )?(?:insurance compan(?:y|ies)|insurers?|trucking compan(?:y|ies)|corporations?|big companies|negligent drivers|them) pay\b(?! (?:attention|a visit|for (?:the|their) (?:own )?(?:mistakes? )?(?:in|at)\b))/gi;
/** A one-line echo of the sentence before: "We get our clients paid. Every time." */
const EVERY_TIME_ECHO =
  /^\W*(?:every (?:single )?time|each and every time|no exceptions?|without fail|100% of the time|every (?:single )?case)\W*$/gi;
const FIRM_WINS_BEFORE =
  /\b(?:we|our (?:firm|team|lawyers|attorneys|clients)|clients)\b[^.!?]{0,40}?\b(?:win|wins|get (?:\w+ )?paid|gets (?:\w+ )?paid|paid|recover|recovers|collect|collects|deliver)\b/i;
/** "The win is yours", "victory will be yours", "the verdict will be yours": read only where a case or a claim is spoken of, not a game. */
const WIN_IS_YOURS =
  /\b(?:the )?(?:win|victory|verdict|settlement|money|check|payout|compensation)(?:'s| is| will be|'ll be| is going to be) (?:all )?yours\b(?!,? (?:once|when|after|as soon as|if|the moment)\b)/gi;
const CASE_SPOKEN_OF =
  /\b(?:case|claim|lawsuit|settle\w*|insur\w*|injur\w*|crash|accident|wreck|jury|trial|court|verdict|lawyers?|attorneys?)\b/i;
/** Every case taken is won: "every case we take, we win", "when we take a case, we win it". */
const WIN_WHAT_WE_TAKE =
  /\bevery (?:single )?(?:case|claim|client)(?=) (?:we|i)(?=) (?:take|handle|accept|touch|sign)(?=)(?: on)?,? (?:we|i)(?=) win\b|\b(?:(?:if|when|once|whenever)(?=) )?(?:we|i)(?=) (?:take|sign|accept|handle)(?=)(?: on)? (?:(?:a|your|the|this)(?=) (?:case|claim)(?=)|it|you|this one)(?=),? (?:then )?(?:we|i|you|u)(?=) win(?: (?:it|your case|the case|this case|that case)(?=))?\b(?! (?:and|or|some|sometimes)(?=)\b)|\b(?:we|i)(?=) win (?:every|each)(?=) (?:case|claim)(?=) (?:we|i)(?=) (?:take|handle|accept)(?=)\b/gi;
/** "Our clients don't lose", "we don't lose": not "we don't lose sleep". */
const DO_NOT_LOSE =
  /\b(?:we|i|our (?:firm|team|lawyers)(?=))(?=)\s+(?:don't|do not)(?=)\s+know how to lose\b|\blos(?:ing|e)(?=)(?:'s| is)?\s+(?:not |isn't )?in (?:our|my)(?=) (?:vocabulary|dna|playbook)(?=)\b|\b(?:our clients|my clients|we)(?=)\s+(?:don't|do not|never)(?=)\s+lose\b(?!\s+(?:sleep|hope|track|touch|time|money|anything|much|a\b|out|their|your|our|heart|faith|sight|focus|patience|contact|cases? on\b)(?=))/gi;
/** "A big check awaits you." */
const AWAITS_YOU =
  /\b(?:a |an |your )?(?:big|fat|nice|large|generous|six-figure|seven-figure|substantial|hefty) (?:check|settlement|payday|payout|recovery)\s+(?:awaits|is waiting for|is waiting on)\s+(?:you|u)\b/gi;
/** The firm works and the reader is paid: "we get the job done and you get paid". */
const WE_WORK_YOU_GET_PAID =
  /\b(?:we|i)\s+[^.!?,;]{1,40}?\s+and\s+(?:you|u|our clients|clients)\s+(?:get|gets)\s+(?:paid|compensated|(?:your |the |their )?(?:money|check|settlement|compensation))\b/gi;
/** "Hire us and walk away with the settlement you deserve." */
const WALK_AWAY = new RegExp(
  String.raw`\b(?:walk|walking|come|coming|leave|leaving) away with (?:[\w'$,.-]+ ){0,4}?${OUTCOME_NOUN}\b`,
  'gi',
);
/** "We have the resources to take on any insurer and win." */
const AND_WIN =
  /\b(?<!\b(?:if|when|once|unless|whether|after|until)\s)(?:we|our (?:firm|team|lawyers|attorneys))\b[^.!?]{0,60}?\band win\b/gi;
/** Certainty idioms: "a sure thing", "open and shut", "a slam dunk", "you can't lose"; not "one sure thing about rodeo". */
const SURE_THING =
  /\b(?:sure thing(?!\s+(?:about|in|of|at|on)(?=)\s+(?!(?:your|this|the|my)(?=)\s+(?:case|claim|lawsuit)(?=)\b)[\w-]+)|sure win|sure bet|sure-fire|surefire|slam[- ]dunk|open[- ]and[- ]shut|can't[- ]miss|no[- ]lose|guaranteed win|in the bag|(?:you|we)(?=) (?:can't|cannot|won't|will not|could not|couldn't)(?=) (?:possibly )?lose\b(?! (?:by|anything|much|money|a (?:thing|dime|penny|cent)(?=))(?=)\b)|(?:a|your|this)(?=) (?:winning|winner)(?=) case|(?:is|'s)(?=) a winner|(?:your|the|this|her|his)(?=) case is (?:already |as good as |practically |basically |pretty much |all but |virtually )?(?:won|settled|paid|done)(?=)\b|(?:we've|we have|we)(?=) got (?:this|it|your case|this one)(?=) (?:won|locked(?: up| down)?)(?=)\b|money in the bank)/gi;
/** "Nothing will stop us from getting you the compensation you deserve." */
const NOTHING_STOPS_US = new RegExp(
  String.raw`\bnothing (?:will|can|is going to|'s going to) (?:stop|keep|prevent) (?:us|me|our (?:team|firm|lawyers|attorneys)) from (?:winning|recovering\b(?! from)|getting (?:you )?(?:paid|compensated)|(?:getting|securing|obtaining|winning) (?:you |your family )?(?:[\w'$,.%-]+ ){0,4}?${OUTCOME_NOUN})`,
  'gi',
);
/** "You can't fail to recover with us": the idiom carries its own "not". */
const CANNOT_FAIL = new RegExp(
  String.raw`\b(?:can't|cannot|can not|won't|will not|could not|couldn't) (?:possibly )?fail to (?:${OUTCOME_PREDICATE}|recover\b(?! from))`,
  'gi',
);
/** "You're bound to get a fair settlement", "sure to win". */
const BOUND_TO = new RegExp(String.raw`\b(?:bound|certain|sure|guaranteed|destined) to ${OUTCOME_PREDICATE}`, 'gi');
/** "You can count on a fair settlement", "expect a big settlement"; not what others expect: "people sometimes expect a quick settlement". */
const COUNT_ON = new RegExp(
  String.raw`(?<!\b(?:people|folks|others|everyone|everybody|they|insurers?|adjusters?)(?=)(?: (?:often|sometimes|usually|always|may|might|still|all)(?=))?\s)\b(?:count on|bank on|rely on|expect)(?=)\s+(?:nothing less than |no less than |nothing but )?(?:to (?:win|get paid|be paid|be compensated)(?=)\b|(?:getting |receiving |recovering |winning )?(?:a |an |the |your )?(?:(?!${PAPERWORK}\b)[\w'$,.%-]+ ){0,3}?${OUTCOME_NOUN}\b(?!-|\s+${PAPERWORK}))`,
  'gi',
);
/** "Winning is certain", "your settlement is assured". */
const IS_CERTAIN =
  /\b(?:(?:a |an |the |your )?(?:favou?rable|successful|positive|good|winning|fair|just)(?=) (?:resolution|outcome|result|verdict|decision|ruling|judge?ment|ending)(?=)(?: (?:of|in|for)(?=) (?:your|this|the)(?=) (?:matter|case|claim)(?=))?|(?:victory|a win|success)(?=) in (?:your|this|the)(?=) (?:matter|case|claim)(?=)|winning|a win|victory|success|(?:(?:a|an|the|your)(?=)\s+)?(?:(?:fair|full|big|good|great|strong|substantial|six-figure|seven-figure)(?=)\s+)?(?:settlement|compensation|recovery|check|payday|payout)(?=)|payment|compensation|getting (?:you |them |our clients )?paid)(?=)\s+is\s+(?:(?:all but|practically|virtually|almost)(?=) )?(?:certain|assured|a certainty|a given|inevitable|a done deal|sure|guaranteed|secured|locked in|locked up|a sure thing|forthcoming|a foregone conclusion|100 ?(?:%|percent)(?=)|(?:just |only |simply )?a matter of time)(?=)\b/gi;
/**
 * Success without exception, said as what happens: "we get results every single time, no
 * exceptions", "we always win", "we never lose". A record ("we've never lost a trial") is a past
 * result (past-results).
 */
const WITHOUT_EXCEPTION =
  /\b(?:win|wins|won|get results|gets results|deliver results|delivers results|get (?:our )?clients paid|succeed|succeeds|come out on top)(?=)\b[^.!?]{0,40}?\b(?:every (?:single )?(?:time|case|client)(?=)|each and every (?:time|case)(?=)|without (?:fail|exception)(?=)|no exceptions?|all the time|100% of the time)(?=)\b|\b(?:always|never fail to)(?=)\s+(?:deliver(?:s)?(?=\s*(?:[.!,\u2014\u2013-]|$)(?=))|win|wins|get results|gets results|deliver results|get (?:our )?clients paid|get paid|gets paid|are paid|get compensated|recover|recovers|collect|come out on top|succeed|prevail)(?=)\b|\b(?:always|never fail to)(?=)\s+(?:get|gets|secure|secures|recover|recovers|obtain|obtains|win|wins|deliver|delivers)(?=)\s+(?:(?:the )?(?:maximum|full|top|fair|big|real|the most)(?=) )?(?:compensation|settlements?|recover(?:y|ies)(?=)|money|justice|top dollar|verdicts?|payouts?)(?=)\b|\b(?:get|gets|secure|secures|recover|recovers|obtain|obtains|win|wins|deliver|delivers)(?=)\s+(?:(?:the )?(?:maximum|full|top|fair|big|real|the most)(?=) )?(?:compensation|settlements?|money|justice|top dollar|payouts?)(?=)\s+for (?:every|each|all (?:of )?(?:our|my)(?=))(?=) (?:single )?(?:clients?|cases?|famil(?:y|ies)(?=)|person|people)(?=)\b|\b(?:we|i|our (?:firm|team|lawyers|attorneys)(?=))(?=)\s+(?:get|secure|obtain|win|deliver|recover)(?=)(?:\s+for (?:you|our clients|clients)(?=))?\s+(?:(?:the )?(?:maximum|full|top|fair|big)(?=) )?(?:compensation|settlements?|money|justice|top dollar|results)(?=),?\s+(?:always|every (?:single )?time|without fail|each and every time)(?=)(?=\s*(?:[.!,;]|$)(?=))|\bnever lose\b(?!\s+(?:sleep|hope|track|touch|time|money|anything|much|a\b|out|their|your|our|heart|faith|sight|focus|patience|contact)(?=))|\b(?:win|won)(?=) (?:every|all)(?=) (?:of )?(?:our |my )?(?:cases|trials|case)(?=)\b|\b100 ?(?:%|percent)(?=) (?:success|win|winning|recovery|record|of (?:our |my )?(?:cases|clients)(?=))(?=)\b/gi;
/** The reader's payday on its way: "your payday is coming", "a W is coming your way". */
const PAYDAY_COMING =
  /\b(?:your|ur) (?:payday|pay day|big (?:check|payday|win)|win|victory|bag)\s+(?:is|'s) (?:coming|on (?:its|the) way|around the corner|just around the corner)\b|\b(?:a|your|ur) (?:big |fat |nice )?(?:W|win|payday|pay day|check|settlement|victory|bag)\s+(?:is )?(?:coming|headed) (?:your|ur) way\b/gi;
/** "It's not if you'll get paid, it's when": the idiom carries its own "not". */
const NOT_IF_BUT_WHEN =
  /\bnot (?:if|whether) (?:you(?:'ll| will)|we(?:'ll| will)|u(?:'ll| will)) (?:get paid|be paid|win|recover|get compensated|be compensated|get (?:your )?(?:money|check|settlement))\b[^.!?]{0,12}?\b(?:it's|it is|but) when\b/gi;
/** "We go win the case for you": "go" as the future, as Haitian Creole and Caribbean English say it. */
const GO_WIN = /\b(?:we|i|you|u|they|our (?:lawyers?|team|firm))\s+gon? win\b/gi;
/** A result with no subject, said to hold every time: "Settlement secured, every single time". */
const RESULT_EVERY_TIME =
  /\b(?:settlements?|wins?|results?|checks?|compensation|money|verdicts?|victory|victories)(?=)\s+(?:secured|delivered|won|collected|recovered|paid|obtained|guaranteed)(?=)\W{0,3}\s*(?:every (?:single )?(?:time|case|client)(?=)|each and every (?:time|case)(?=)|without (?:fail|exception)(?=)|no exceptions?|100% of the time)(?=)\b/gi;
/**
 * "I know we can win this", "I'm confident we can get you a strong settlement", "he's confident we
 * can get you well past that $25,000": confidence does not undo a prediction.
 */
const SURE_WE_CAN = new RegExp(
  String.raw`\b(?:know|sure|certain(?:ty)?|confident|positive|no doubt)\b[^.!?]{0,20}?\b(?:we|you|they) (?:can|could) (?:win|prevail|get (?:you )?paid|recover\b(?! from)|${OUTCOME_PREDICATE}|${BEAT_OFFER})`,
  'gi',
);
/** The payer's side of a prediction: "the insurance company will have to pay you". */
const THEY_WILL_PAY =
  /\b(?:insurance compan(?:y|ies)(?=)|insurers?|the insurance|the other (?:side|driver)(?=)|the trucking company|(?:outfit|carrier|corporation)(?=)(?<=\b(?:that|the|this)(?=) (?:(?:trucking|insurance|rideshare|delivery|oil)(?=) )?\w+)|the defendants?|(?:that|this)(?=) (?:[\w-]+ )?(?:store|pharmacy|company|business|landlord|owner|gym|club|venue|bar|restaurant|hospital|nursing home|shop|market)(?=)|they)(?=)(?:\s+(?:will|is going to|are going to|is gonna|are gonna|has to|have to|must)(?=)|'ll|'s going to|'re going to|'s gonna|'re gonna)(?=)\s+(?:definitely |certainly |have to |end up )?(?:pay you|pay up|(?:write|cut|hand|mail|be (?:writing|cutting|handing|mailing)(?=))(?=) (?:you|your family)(?=) (?:a |one )?(?:[\w-]+ )?(?:check|cheque)(?=)|pay (?:for )?(?:all|every|everything)(?=)|compensate you|pay what (?:you deserve|you're owed|you are owed|(?:your case|your claim|it)(?=) is worth|it's worth)(?=)|pay (?:you )?(?:in full|top dollar|full value|fairly)(?=)|pay for (?:what|everything)(?=) (?:they|their (?:\w+ )?(?:driver|client|insured|employee|trucker)(?=)|he|she|the driver)(?=) (?:did|caused|has done)(?=)|pay (?:the full (?:freight|price|bill|amount|value|tab)(?=)|every (?:last )?(?:cent|penny|dime|dollar)(?=)(?: (?:it|they|he|she)(?=) owes? you)?|through the nose|dearly)(?=)|open (?:its|their|the|his|her)(?=) (?:check ?books?|wallets?|purse)(?=))(?=)\b/gi;
/** "We'll make the insurance company pay", "Marco will make that pharmacy pay for every night you lay in that bed". */
const MAKE_THEM_PAY =
  /\b(?:will|'ll|are going to|'re going to|am going to|'m going to)(?=) make (?:them|the (?:insurance|trucking)(?=) company|the insurer|the other side|him|her|the driver|the other driver|whoever did this|(?:that|the|this)(?=) (?:[\w-]+ )?(?:pharmacy|store|company|business|landlord|owner|gym|club|venue|bar|restaurant|hospital|nursing home|shop|market|trucker|carrier|corporation|property manager|city|county)(?=))(?=) pay\b/gi;
/** "Every one of them paid out", "every client gets paid". */
const EVERY_ONE_PAID =
  /\bevery (?:single )?(?:one|client|case)\b(?: of (?:them|our clients|these cases|my clients))? (?:\w+ )?(?:gets?|got|was|were|has been|have been|is|are)? ?(?:paid|paid out|compensated|won|settled for)\b/gi;
/** "I know how to win for you" (NYSBA Opinion 1005), "winning is what we do". */
const WE_WIN = /\bknows? how to win\b|\bwinning is what (?:we|i) do\b/gi;
/** "You won't walk away empty-handed." */
const NOT_EMPTY_HANDED =
  /\bno (?:scenario|way|world|chance|universe)(?=) (?:in which|where)(?=) (?:you|u)(?=) (?:leave|walk away|come away|go home|end up)(?=) empty[- ]handed\b|\b(?:won't|will not|never)(?=) (?:walk away|leave|go home|end up|come away|stay|be left|remain)(?=) (?:empty[- ]handed|without (?:a |your |the |some )?(?:check|settlement|money|compensation|payout|something)(?=))(?=)\b|\b(?:nobody|no one|no client|none of our clients)(?=)\s+(?:ever\s+)?(?:walks|leaves|goes home|comes away)(?=)\s+(?:away\s+)?(?:from (?:us|our office|our firm)(?=)\s+)?empty[- ]handed\b/gi;
/** "The other side doesn't stand a chance." */
const NO_CHANCE = /\b(?:doesn't|don't|does not|do not|won't|will not) (?:stand|have) a (?:chance|prayer)\b/gi;
/** A hedged prediction is still a prediction: "you have a very good chance of winning". */
const GOOD_CHANCES =
  /\b(?:great|excellent|very good|strong|high|good|real)(?=) (?:chance|chances|odds|likelihood)(?=) (?:of|to|that you(?:'ll| will)(?=))(?=) (?:win|winning|recover|recovering|get paid|getting paid|be paid|being paid|a (?:\w+ )?settlement)(?=)\b|\byour chances (?:of winning )?are (?:great|excellent|very good|strong|high)(?=)\b|\b(?:i|we)(?=)(?: really)? like (?:your|our)(?=) (?:chances|odds)(?=)\b(?! (?:of|at|for)(?=) (?!(?:winning|recovering|getting paid|a (?:\w+ )?settlement)(?=)\b))|\byour (?:chances|odds)(?=) (?:look|looks|are looking)(?=) (?:real |really |very |pretty )?(?:good|great|strong|excellent)(?=)\b(?! for (?!(?:winning|a win|recovery|a settlement)(?=)\b))/gi;

/** "Surely you receive the compensation", "we surely win for you", "you definitely get fair money". */
const SURELY_OUTCOME = new RegExp(
  String.raw`\b${SURELY},?\s+(?:(?:${BENEFICIARY}|we|i|our (?:[\w-]+ )?(?:team|firm|lawyers?|attorneys?))\s+)?(?:(?:will|'ll|are going to|is going to|gonna|are|'re|r)\s+)?(?:getting\s+)?${OUTCOME_PREDICATE}|\b(?:${BENEFICIARY}|we|i|team|firm|lawyers?|attorneys?)\s+(?:will\s+)?${SURELY}\s+(?:get(?:ting)?\s+)?${OUTCOME_PREDICATE}`,
  'gi',
);
/** Certainty after the outcome: "we help you win the case for sure". */
const OUTCOME_FOR_SURE = new RegExp(
  String.raw`\b${OUTCOME_PREDICATE}[^.!?,;]{0,30}?\b(?:for sure|for certain|surely|certainly|definitely|100 ?(?:%|percent)|no doubt|without (?:a )?doubt)(?![\w-])`,
  'gi',
);
/** The outcome first, as translated English puts it: "the compensation you will certainly receive", "money you will get, one hundred percent". */
const OUTCOME_YOU_WILL_SURELY = new RegExp(
  String.raw`\b${OUTCOME_NOUN}\s+(?:that\s+)?(?:you|u|your family)\s+(?:will|'ll|are going to)\s+(?:${SURELY}\s+(?:receive|get|win|collect|obtain|have)\b|(?:receive|get|win|collect|obtain|have),?\s+${SURELY}(?![\w-]))`,
  'gi',
);
/** "The compensation will surely come", "your money is coming, for sure". */
const OUTCOME_WILL_COME = new RegExp(
  String.raw`\b(?:compensation|money|settlement|payment|check|justice|victory|win|payout)\s+(?:will|is going to|'ll)\s+${SURELY}\s+(?:come|arrive|follow|happen|be yours)\b`,
  'gi',
);
/** "You're getting paid", "ur getting a settlement", texted without the verb "u getting paid", "you're coming out of this ahead": the present progressive as a future. */
const GETTING_OUTCOME = new RegExp(
  String.raw`(?:\b(?:you|u|we|they|clients?|y'all|yall)(?=)(?:'re| are|r| r)(?=)|(?<!\b(?:if|when|whether|are|r|thank|thanks)(?=)\s)\b(?:u|y'all|yall)(?=))(?=)\s+(?:${SURELY}\s+)?(?:(?:walking|coming)(?=) out (?:of (?:it|this|this one)(?=) )?(?:ahead|on top|a winner|whole)(?=)\b|(?:getting|(?:walking|coming)(?=) (?:away|out)(?=)(?: of (?:it|this|this one|here|court)(?=))? with|going home with)(?=)\s+(?:(?:paid|compensated)(?=)\b|(?:you |them )?(?:(?!${PAPERWORK}\b)[\w'$,.%-]+ ){0,4}?${OUTCOME_NOUN}\b(?!-|\s+${PAPERWORK}))(?=))`,
  'gi',
);
/** "You should win this", "you should easily get a good settlement": a hedged prediction. */
const SHOULD_WIN =
  /\b(?:you|u|we)\s+should\s+(?:(?:definitely|easily|really|have no (?:trouble|problem))\s+)?(?:win|prevail|come out (?:(?:well|way|far) )?(?:on top|ahead)(?! of)|get (?:a |an )?(?:good|great|big|nice|solid|fair|decent|strong) (?:settlement|amount|payout|recovery|result|outcome|check))\b/gi;
/** "Your case is probably worth around $40,000", "your claim's easily worth six figures". */
const CASE_WORTH_ABOUT =
  /\byour (?:case|claim)(?=)(?:'s| is| should be| would be)(?=)\s+(?:(?:probably|likely|easily|definitely|certainly|surely|at least|well|clearly)(?=)\s+)?worth\s+(?:at least |over |more than |around |about |roughly |close to |well over |easily |upwards of )?(?:\$|\d|(?:five|six|seven|eight)(?=)[- ]figures|a lot|a fortune|big money|serious money|(?:a |one |two |three |four |five |six |seven |eight |nine |ten |twenty |fifty |a few )?(?:hundred |thousand |million)(?=))/gi;
/** "I'd estimate your case at around $30,000", "your case should settle for about $20,000". */
const CASE_VALUE =
  /\b(?:your (?:case|claim)(?=)|a (?:case|claim)(?=) like (?:yours|this)(?=)|(?:cases|claims)(?=) like yours|this one|this case)(?=)(?: should| will| would)? (?:brings?(?: in)?|fetch(?:es)?|goes? for|pays?(?: out)?)(?=) (?:at least |around |about |roughly |over |more than |upwards of )?(?:\$\s?\d|(?:five|six|seven)(?=)[- ]figures)(?=)|\b(?:estimate|value|put|peg|ballpark)(?=)\s+your (?:case|claim)(?=) at\b|\b(?:your case|your claim|it|this one|this case)(?=)(?: should| will| is going to| is gonna|'s going to|'s gonna|'ll)(?=) (?:easily |probably |likely )?settle (?:for|at)(?=) (?:at least |around |about |roughly |over |more than )?(?:\$|\d|(?:five|six|seven)(?=)[- ]figures|a lot)/gi;
/** "We'll fight for you and get you every dollar": a future that reaches the outcome through "and". */
const AND_THEN_OUTCOME = new RegExp(
  String.raw`${FUTURE}${CERTAINLY}\s+(?!${OUTCOME_PREDICATE})[\w']+(?:\s+(?!and\b)[\w']+){0,5}?\s+and\s+(?:then\s+)?${OUTCOME_PREDICATE}`,
  'gi',
);
/** "We just got a client $1.1 million. We'll do the same for you": a result promised again, to the reader. */
const SAME_FOR_YOU =
  /\b(?:we|i|they|our (?:team|firm|lawyers|attorneys)(?=))(?=)(?:'ll| will| are going to|'re going to| am going to|'m going to| can)(?=)\s+(?:(?:definitely|surely|certainly)(?=) )?(?:do|get)(?=) (?:the same|that|it|this)(?=)(?: again)? for (?:you|your family|u)(?=)(?: too)?\b|\b(?:we|i)(?=)(?:'ll| will| can)(?=)\s+get (?:you|u)(?=) (?:the same|similar|a similar|that kind of)(?=) (?:results?|outcomes?|money|settlement|check|amount|numbers?)(?=)\b/gi;
/** "You're looking at a six-figure settlement." */
const LOOKING_AT = new RegExp(
  String.raw`\b(?:you|u|we)(?:'re| are|r)\s+looking at\s+(?:a |an |at least |around |about |easily )?(?:[\w$,.-]+ ){0,3}?(?:${OUTCOME_NOUN}|(?:five|six|seven|eight)[- ]figures|\$\s?\d)`,
  'gi',
);
/** Confidence in the outcome itself: "we are confident in a favorable outcome", "I'm sure of a win". */
const CONFIDENT_OF = new RegExp(
  String.raw`\b(?:confident|certain|sure|positive|assured)\s+(?:of|in|about)\s+(?:a |an |the |your |getting |winning |securing )?(?:[\w-]+ ){0,2}?(?:outcome|result|verdict|settlement|recovery|win|victory|success|compensation)\b`,
  'gi',
);
/** A settlement that is good for the reader: "settle well", "settles for good money", "settle big". */
const SETTLE_WELL = String.raw`settle[sd]? (?:really |very )?(?:well|nicely|favou?rably|big|high|for (?:(?:a |an )?(?:good|big|great|real|serious|decent|solid|nice|top|tidy|handsome|healthy|hefty|pretty|plenty of|a lot of|lots of)(?=) (?:money|dollars|cash|numbers?|amount|sum|figure)(?=)(?! of)|a lot|plenty|a bundle|a bunch|top dollar|big bucks|(?:six|seven)(?=) figures|(?:the )?(?:full )?(?:policy )?limits?)(?=))(?=)\b`;
/** The insurer's figure raised: "get it way up", "get that offer doubled". */
const RAISE_OFFER = String.raw`get (?:it|that|this|the offer|their offer|that offer|the number|that number|their number|the figure) (?:way |much |a lot |a good bit |well |significantly )?(?:up|higher|raised|bumped up|doubled|tripled)\b`;
/** What a confident speaker predicts: an outcome, a good settlement, a raised offer, a jury on the reader's side. */
const PREDICTED = String.raw`(?:${OUTCOME_PREDICATE}|${SETTLE_WELL}|${RAISE_OFFER}|${GET_VERB} (?:you |them )?(?:[\w'$,.%-]+ ){0,3}?${MORE_THAN_OFFER}|(?:sides?|side)(?=) with (?:you|us)(?=)\b|(?:find|finds|rule|rules|decide|decides)(?=) (?:for|in favou?r of)(?=) (?:you|us)(?=)\b|ends? (?:up )?(?:with|in)(?=) (?:a |the |your )?(?:big |fat |nice )?(?:check|settlement|win|verdict|payout|money|payday)(?=)\b|sees? (?:it|this|this case|your case|things)(?=) (?:exactly |just )?(?:as we (?:do|see it)(?=)|the way we (?:do|see it)(?=)|our way|your way)(?=)|wins?\b(?! (?:over|back)(?=)\b))`;
/** Who is predicted to win or be paid: the firm, its lawyers, the reader, the case, a jury. */
const PREDICTED_SUBJECT = String.raw`(?:we|i|you|u|she|he|they|this|it|this one|that one|this case|your case|your claim|the case|a jury|the jury|a judge|the judge|jurors|the firm|our (?:firm|team|lawyers|attorneys)|(?:attorney|atty\.?|mr\.?|mrs\.?|ms\.?) [A-Z][\w-]+)`;
/**
 * A prediction said with confidence, whoever is confident: "I'm sure we can get you several times
 * what they're offering", "she's pretty sure this one settles for good money", "I am confident a
 * jury would see your case exactly as we see it", "I have no doubt that we shall recover for your boy".
 */
const CONFIDENT_PREDICTION = new RegExp(
  String.raw`\b(?:sure|certain|confident|positive|convinced|no doubt|not a doubt|(?:i|we)(?=) (?:just )?know|believe me|trust me|rest assured|mark my words|take it from me|i can (?:tell|assure)(?=) you|i assure you|i'd bet|i would bet)(?=)\b,?(?: that)?(?: in my mind)?\s+(?:[\w']+\s+){0,2}?${PREDICTED_SUBJECT}(?:'ll|'d|'s going to|'re going to|'m going to|\s+(?:will|would|can|could|shall|should|is going to|are going to|am going to|gonna)(?=))?${CERTAINLY}\s+${PREDICTED}`,
  'gi',
);
/** A long career that never saw it fail: "in all my years I have never seen a case like yours lose". */
const NEVER_SEEN_FAIL =
  /\b(?:never|not once)\s+(?:(?:have|did)\s+i\s+|i've\s+|i have\s+|in \w+ years\s+)?(?:seen|known|had|watched)\s+(?:a|one)\s+(?:case|claim)\s+like\s+(?:this|yours|this one)(?:\s+one)?\s+(?:fail|lose|go wrong|come up empty|go south|end badly)\b/gi;
/** Only the amount left open: "the only question is how much they'll pay you", "the only question is the size of your check". */
const ONLY_HOW_MUCH =
  /\b(?:(?:the )?only (?:real )?question(?: left| now)? is|(?:it|that)(?=)(?:'s| is)(?=) (?:only|just|simply)(?=) a (?:question|matter)(?=) of)(?=) (?:how much (?:money |compensation )?(?:you(?:'ll| will)? (?:get|receive|recover|collect)(?=)|(?:they|the insurer|the insurance company)(?=)(?:'ll| will)? (?:pay|owe)(?=)|(?:the insurer|the insurance company|they)(?=) (?:pays?|owes?)(?=) you)(?=)|the size of (?:your|the)(?=) (?:check|settlement|award|verdict|recovery|payout)(?=))(?=)\b/gi;
/** The outcome beyond doubt: "the outcome of your case is not in doubt". */
const NOT_IN_DOUBT =
  /\b(?:outcome|result|verdict|win|victory|settlement|recovery)(?: (?:of|in) (?:your|this|the) (?:case|claim))? (?:is|was) (?:not|never) in (?:any )?doubt\b|\b(?:outcome|result|verdict|win|victory)(?: (?:of|in) (?:your|this|the) (?:case|claim))? is beyond (?:any )?doubt\b/gi;
/** A family provided for: "your family will want for nothing". */
const WANT_FOR_NOTHING =
  /\b(?:you|your (?:family|kids|children|loved ones))(?:'ll| will| shall) (?:never )?(?:want|lack) for (?:nothing|anything)\b/gi;
/** Success as a habit of the firm or its clients: "we always get our clients the money they deserve", "our clients always come out ahead". */
const ALWAYS_OUTCOME = new RegExp(String.raw`\b(?:always|never fail to|invariably|consistently)\s+${OUTCOME_PREDICATE}`, 'gi');
/** Hiring the firm as the reader's outcome: "when you hire us, you get results", "hire us and the check is yours". */
const HIRE_THEN_GET =
  /\b(?:when|once|if)(?=) (?:you|u)(?=) (?:hire|call|choose|retain|sign with|work with)(?=) (?:us|me|our (?:team|firm|lawyers|attorneys)(?=))(?=)\b,?\s+(?:you|u)(?=) (?:get|will get|'ll get|receive|win)(?=)\s+(?:results|paid|money|compensation|a (?:\w+ )?(?:settlement|check|win|result)(?=))(?=)\b|\b(?:hire|call|choose|retain|sign with|work with)(?=) (?:us|me|our (?:team|firm|lawyers|attorneys)(?=))(?=)\b[^.!?]{0,20}?\band (?:the|your)(?=) (?:check|money|settlement|win|victory|compensation|payout)(?=)(?:'s| is| will be|'ll be)(?=) yours\b/gi;
/** The odds told as the reader's: "the odds are overwhelmingly in your favor". */
const ODDS_IN_FAVOR =
  /\b(?:the )?(?:odds|chances)(?: of (?:winning|a win|recovery|a settlement))? are (?:\w+ )?(?:in your favou?r|on your side|stacked in your favou?r)\b/gi;
/** The firm turning harm into money: "we turn injuries into settlements". */
const TURN_INTO_MONEY =
  /\b(?:we|i) (?:turn|convert|transform) (?:\w+ )?(?:injuries|accidents|crashes|wrecks|cases|claims|pain|bad days)\s+into (?:\w+ )?(?:settlements?|checks?|cash|money|compensation|wins|verdicts?|payouts?|paydays?)\b/gi;
/** The reader happy when it is over: "you're going to be a very happy client when this is over". */
const HAPPY_WHEN_OVER =
  /\b(?:you|u)(?:'re| are)? (?:going to|gonna|'ll| will) be (?:a )?(?:very |so |really |one )?(?:happy|rich|wealthy)(?: client| camper| man| woman| family)? (?:when|once|by the time) (?:this|it|we|the case|your case)(?: is| are)? (?:over|done|finished|settles|wraps up|finish)\b/gi;
/** The result named as money: "the result will be a generous settlement". */
const RESULT_WILL_BE =
  /\b(?:the |your )?(?:end )?(?:result|outcome|bottom line)(?: (?:of|in|for) (?:your|this|the) (?:case|claim|matter))?(?: will be|'ll be| is going to be| is gonna be)\s+(?:a |an )?(?:[\w-]+ ){0,2}?(?:settlement|check|verdict|win|victory|payout|payday|recovery|compensation)\b/gi;
/** The firm's present tense as a promise: "we get you paid", "win your case with Rivera", "we make it happen"; not the condition of a fee, "we only get paid if we get you paid". */
const WE_GET_YOU_PAID =
  /(?<!\b(?:if|unless|until|once|when)(?=)\s)\b(?:we|i|our (?:firm|team|office|lawyers|attorneys)(?=))(?=) (?:get|gets)(?=) (?:you|u)(?=) (?:paid|compensated|results|(?:the |your )?(?:compensation|money|settlement|justice|payout|check)(?=) (?:you|u)(?=) (?:deserve|need|are owed|'re owed)(?=))(?=)\b(?!,? (?:fast|quick|quickly|faster|sooner|in|within|before|by)(?=)\b)|\bwin (?:your|the)(?=) (?:case|claim)(?=) (?:with|at|by (?:calling|hiring)(?=))(?=)\b/gi;
const MAKE_IT_HAPPEN = /\b(?:we|i)(?:'ll| will)? make (?:it|that|this) happen\b/gi;
/** "We win. You get paid.": the reader paid, in a sentence of its own after the firm's win. */
const YOU_GET_PAID_ECHO = /^\W*(?:and )?(?:you|u) (?:get paid|win|get (?:your )?(?:money|check|settlement))\W*$/gi;
/** The same promises in Spanish, as bilingual newsletters write them: "vas a recibir tu compensación", "vamos a ganar tu caso". */
const SPANISH_PROMISE =
  /\b(?:(?:vas|va|van|vamos)(?=) a (?:recibir|ganar|cobrar|obtener|conseguir(?:te|le)?)(?=)|(?:te|le|les)(?=) (?:vamos a )?(?:conseguir|conseguimos|garantizamos|prometemos)(?=))(?=)\s+(?:\w+\s+){0,3}?(?:compensaci[oó]n|indemnizaci[oó]n|dinero|cheque|caso|acuerdo|millones|miles|d[oó]lares|lo que (?:te |le )?(?:corresponde|mereces?)(?=))(?=)\b|\b(?:ganamos|ganaremos)(?=) (?:tu|su|cada|todos los)(?=) casos?\b/gi;
/** The money as a slogan or a promise: "Injured? Get paid.", "you'll be set for life after this", "... money for your family, and we'll get it". */
const GET_PAID_SLOGAN =
  /^\W*get (?:paid|compensated|the (?:money|compensation|settlement)(?=) you deserve)(?=)\W*$|\b(?:call|hire|contact)(?=) (?:us )?(?:now|today)(?=) and (?:get|receive|collect|win)(?=) (?:the |your |a )?(?:[\w-]+ ){0,2}?(?:compensation|money|settlement|payout|check)(?=) (?:you deserve|you(?:'re| are)(?=) owed)(?=)\b|\b(?:you|u|your family)(?=)(?:'ll| will|'re going to| are going to|'re gonna| are gonna)(?=) be set for life\b/gi;
const WE_WILL_GET_IT =
  /,? and (?:we|i)(?:'ll| will| are going to|'re going to) (?:get|win|secure|recover|collect) (?:it|that|them|every (?:bit|dollar|penny|cent) of it)(?: for (?:you|your family))?(?=\s*[.!]|$)/gi;
/** A case said to settle well: "that's going to settle well for you", "a case like yours is gonna settle big". */
const CASE_SETTLES_WELL = new RegExp(
  String.raw`\b(?:that|this|it|this one|that one|your (?:case|claim)|a (?:case|claim) like (?:this|yours)|yours)(?:'s|'ll|\s+(?:is|will|should))?(?:\s+(?:going to|gonna|sure to|bound to))?(?:\s+(?:definitely|surely|certainly))?\s+${SETTLE_WELL}`,
  'gi',
);
/** Not resting until the money is the reader's: "we shall not rest until every dollar you are owed is in your hand". */
const VOW_IN_HAND =
  /\b(?:rest|stop|quit|give up|let up|sleep|back down|be satisfied|be done|fight|keep (?:going|fighting|pushing))\b[^.!?]{0,20}?(?:\buntil|\btill?|'till?) (?:[\w'$,-]+ ){1,8}?(?:is|are) (?:safely |finally |all )?(?:in your (?:hands?|pocket|bank(?: account)?|account|mailbox)|yours)\b/gi;
/** "Results you can count on", "a settlement you can bank on". */
const RESULTS_TO_COUNT_ON =
  /\b(?:results?|outcomes?|compensation|settlements?|verdicts?|wins?|victories)\s+(?:you|u)\s+can\s+(?:count|bank|rely|depend)\s+on\b/gi;
/** The outcome looked after: "you'll be taken care of financially", "make sure the insurance pays everything". */
const TAKEN_CARE_OF =
  /\b(?:will|'ll|are going to|is going to)(?=)\s+be\s+taken care of\b[^.!?]{0,30}?\b(?:financially|money|compensat\w*|settlement|paid|bills)(?=)\b|\btaken care of financially\b|\b(?:you|u|ye|y'all|your family)(?=)(?:'ll| will|'re going to| are going to)(?=) be (?:well |properly |fully )?(?:taken care of|looked after|provided for)(?=),? (?:financially|money-wise|moneywise)(?=)\b(?!,? by\b)|\b(?:make sure|makes sure|ensure|ensures|see to it|see that)(?=)(?: that)? (?:the |their |his |her |your )?(?:insurance(?: company)?|insurer|other side|other driver|driver|trucking company|company|they)(?=)\s+(?:pays?|will pay|covers?|will cover)(?=)\s+(?:you\b|for\b|everything|every|all)/gi;
/** A trial lawyer's certainty: "there's no way we lose this one", "I'd be shocked if this didn't settle". */
const NO_WAY_WE_LOSE =
  /\b(?:can't|cannot|can not|don't|do not)(?=)\s+see\s+(?:us|you|u|this|it|the case|your case)(?=)\s+(?:losing|failing|not winning)(?=)\b(?!\s+(?:anything|much|money|out|by|a (?:thing|dime|penny|cent)(?=))(?=))|\b(?:no way|can't see how|cannot see how|don't see how|do not see how|can't imagine|cannot imagine)(?=)\s+(?:we|you|u|this|it|the case|your case)(?=)\s+(?:could |can |would |will |'d )?(?:lose|loses|fail|fails|doesn't win|don't win|won't win)(?=)\b|\b(?:can't|cannot|can not|don't|do not)(?=)\s+(?:see|imagine)(?=)\s+(?:a|any|the)(?=) (?:[\w-]+ ){0,2}?(?:jury|judge|jurors|court)(?=)\s+(?:ruling|finding|deciding|going|voting|coming down)(?=) against (?:you|us|your family)(?=)\b|\b(?:shocked|surprised|stunned|amazed|astonished|(?:shock|surprise|floor)(?=) me)(?=)\s+if\s+(?:this|it|we|you|the case|your case|they|the (?:insurer|insurance company|other side|defendant)(?=)|(?:a|the|any)(?=) (?:[\w-]+ ){0,2}?(?:jury|judge|jurors|court)(?=))(?=)\s+(?:didn't|doesn't|don't|did not|does not|won't|wouldn't|do not|would not)(?=)\s+(?:win|settle|pay|get (?:(?:you |them )?paid|compensated|(?:a |an |the |your |some |every )?(?:[\w-]+ )?(?:checks?|settlements?|money|compensation|payouts?|dollars?|penny|cent|verdict|win)(?=))(?=)|end|come|award|compensate|recover|collect|(?:find|rule|decide)(?=) (?:for|in)(?=)|side with|return (?:a )?(?:verdict )?for)(?=)\b|\b(?:shocked|surprised|stunned|amazed|astonished|(?:shock|surprise|floor)(?=) me)(?=)\s+if\s+(?:you|we|this|it|your case|the case)(?=)\s+(?:\w+\s+){1,3}?(?:less than|under|below)(?=)\s+(?:\$\s?\d|\d|(?:five|six|seven)(?=) figures|(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|one hundred|two hundred)(?=)\b)/gi;
/** "The jury is going to give you every penny." */
const JURY_WILL_GIVE =
  /\b(?:jury|juries|jurors|the court|the judge|(?:twelve|12)(?=) (?:good )?(?:people|citizens|men and women|jurors|neighbors)(?=)(?: of (?:[\w-]+ ?){1,3}?)?)(?=)\s+(?:will|'ll|is going to|are going to|'s going to|'re going to)(?=)\s+(?:definitely |certainly |surely )?(?:(?:give|award|hand|compensate)(?=)\s+(?:you|your family|him|her|them)(?=)|see (?:it|things)(?=) (?:our|your)(?=) way|(?:rule|find|decide)(?=) (?:for|in favou?r of)(?=) (?:you|us|your family)(?=)|side with (?:you|us)(?=))(?=)\b/gi;
/** A trial lawyer's idioms of certainty, said of the case. */
const SURE_IDIOM =
  /\b(?:(?:it's|it is|this is|that's|that is|this one's|this one is|your case is|the case is|this case is|your claim is|this claim is|your case's|your claim's)(?=) (?:practically |basically |pretty much |virtually )?(?:a |an |the )?(?:lock|done deal|sure bet|dead cert(?:ainty)?|shoo-?in|odds-on (?:favou?rite|bet)(?=))(?=)|(?:your|this|the)(?=) (?:case|claim)(?=)(?:'s| is)(?=) (?:(?:a )?(?:safe bet|cinch)(?=)|as good as gold|air-?tight|bullet-?proof|water-?tight|iron-?clad)(?=)(?!,? (?:on|as to|regarding|when|but|except|in terms)(?=)\b)|(?:you(?:'ve| have)? got|you have)(?=) (?:a |an )?(?:air-?tight|bullet-?proof|water-?tight|iron-?clad)(?=) (?:case|claim)(?=)(?! (?:on|as to|regarding|when it comes to)(?=)\b)|(?:you're|you are|you'll be|you will be)(?=) home free|(?:put|bet|wager|stake)(?=) (?:good |my |real )?(?:money|the farm|the house|my paycheck)(?=) on (?:you|us|your case|this case|this one)(?=) (?:winning|getting (?:you )?paid|settling|coming out ahead|recovering)(?=)|bet my (?:license|house|career|reputation|life|bottom dollar)(?=) on|(?:stake|wager)(?=) my (?:license|house|career|reputation|life|name)(?=) on (?:it|this|that|this one|your case|a win|(?:you|us|your case|this case)(?=) (?:winning|getting paid|settling)(?=))(?=)|(?:you've|you have|you got)(?=) (?:got )?a winner|wins itself|win(?:s)? (?:itself|themselves)(?=)|knock (?:it|this|this one|your case)(?=) out of the park|hit a home run (?:for you|with (?:this|your case)(?=))(?=)|walk out of (?:that|the)(?=) courtroom with|as sure as (?:the sun|i'm|i am|death|taxes)(?=)|consider (?:it|this|this one|your case)(?=) (?:won|settled|paid|in the bag)(?=)|consider (?:the|your)(?=) (?:check|settlement|money|payout|compensation|case)(?=) (?:already |as )?(?:written|cashed|signed|won|paid|settled|in the bank|done)(?=)|consider (?:your|the|those|all (?:your|those|the)(?=))(?=) (?:medical |hospital |doctor(?:'s)? )?bills (?:already |as )?(?:paid|covered|handled|taken care of)(?=)|(?:the|your)(?=) check(?:'s| is)(?=) (?:basically |practically |as good as |all but |pretty much |already )(?=)in the mail)(?=)\b/gi;
/** Money on its way, in idioms: "the money is as good as yours", "let the money roll in", "the makings of a big win". */
const MONEY_IDIOM =
  /\b(?:(?:money|check|settlement|win|victory|compensation|payout|verdict|case)(?=)(?:'s| is)(?=) (?:as good as|all but|practically|basically|pretty much)(?=) (?:yours|won|paid|settled|done|signed|in the bag|in (?:your|the)(?=) (?:pocket|hands?|bank)(?=))(?=)|(?:this|your|the)(?=) (?:case|claim|one)(?=)(?:'s| is)(?=) (?:a |an )?(?:home run|layup|lay-up|gimme|no-brainer|grand slam|touchdown)(?=)|(?:let|watch)(?=) the (?:money|cash|checks?|dollars)(?=) (?:roll|pour|flow)(?=) in|have (?:the |that |your )?(?:insurer|insurance company|adjuster|other side|defen[cs]e|them)(?=) (?:begging|scrambling|rushing|lining up|falling over themselves)(?=) to (?:settle|pay)(?=)|(?:has|have|got)(?=) (?:all )?the makings of (?:a |an )?(?:big |huge |major |great |strong |real )?(?:win|winner|victory|settlement|verdict|payday|recovery)(?=)|(?:winner|win|payday|settlement)(?=) written all over it|(?:checks?|money|settlement|payout|cash)(?=) (?:out there |waiting )?with your name on it)(?=)\b/gi;
/** "Mark my words, that insurance company is going to pay." */
const THEY_WILL_PAY_UP =
  /\b(?:insurance compan(?:y|ies)(?=)|insurers?|the other (?:side|driver)(?=)|trucking company|the defendants?|they)(?=)(?:\s+(?:will|is going to|are going to|is gonna|are gonna)(?=)|'ll|'s going to|'re going to|'s gonna|'re gonna)(?=)\s+(?:definitely |certainly |surely )?(?:(?:have|need)(?=) to )?(?:pay|settle|fold|cave(?: in)?|blink|cough (?:it )?up|fork (?:it )?over|shell out)(?=)(?=,?\s+(?:and pay|big|plenty|a lot|handsomely|dearly|through the nose|top dollar|in full|every (?:dollar|cent|penny)(?=))(?=)\b|\s+before (?:trial|the trial|we (?:ever )?(?:see|get to)(?=) (?:a |the )?(?:courtroom|jury|trial)(?=))(?=)\b|\s*(?:[.!]|$|,\s*(?:mark|believe|trust|i promise)(?=))(?=))/gi;

/** "This is easy money for you", "you are winning this case", "the insurer has no choice but to pay you". */
const EASY_MONEY =
  /\b(?:this|it|your case|this case|this one)(?:'s| is)\s+(?:\w+\s+)?(?:an? )?easy (?:money|payday|win|settlement|check|W)\b(?!\s+for\s+(?:the|them|their|insurers?|adjusters?)\b)|^\W*(?:an? )?easy (?:W|win|payday)\b(?!\s+for\b)/gi;
const WINNING_NOW = /\b(?:you|u|we)(?:'re| are|r)\s+(?:definitely |surely |so )?winning\s+(?:this|your|the)\s+(?:case|one|thing|claim)\b/gi;
const NO_CHOICE_BUT_PAY = /\b(?:has|have|will have|'ll have|'s got|'ve got)\s+no (?:choice|option) but to (?:pay|settle|compensate)\b/gi;
/** "It's only a matter of time before that check comes." */
const MATTER_OF_TIME =
  /\b(?:it's|it is|its)\s+(?:just |only |simply )?a matter of time (?:before|until|till|til) (?:you|u|we|that|your|the|they)\b(?:\s+[\w']+){0,3}?\s+(?:checks?|settlement|money|payday|win|paid|compensated|compensation|payout|pay)\b/gi;
/** Cases like the reader's, won as a habit: "we win those", "we win cases like yours". */
const WE_WIN_THESE =
  /(?<!\b(?:usually|often|sometimes|generally|typically|mostly|normally)\s+)\b(?:we|i)\s+(?:always\s+)?win\s+(?:these|those|them|cases like (?:this|these|yours|that|his|hers)|(?:this|that|these|those) kinds?(?: of cases?)?)\b(?!\s+(?:sometimes|some of the time|most of the time))/gi;
/** "You're gonna be fine", said after a word about winning: the reader's outcome, not their health. */
const YOU_WILL_BE_FINE =
  /\b(?:you|u)(?:'re| are|r| r)\s+(?:gonna|going to)\s+(?:be|come out(?: of (?:it|this|this one))?)\s+(?:just\s+)?(?:fine|okay|ok|alright|all right)\b|\b(?:you|u)(?:'ll| will)\s+(?:be|come out(?: of (?:it|this|this one))?)\s+(?:just\s+)?(?:fine|okay|alright|all right)\b(?!\s+(?:to|with)\b)/gi;
const WINNING_SAID =
  /\b(?:win|wins|won|winning|settle|settles|settled|settlement|verdict|jury|trial|lose|losing|insurance|insurer|case|claim|financially|money|cited|ticketed|at fault|dash ?cam\w*|footage|police report|evidence|liab\w*)\b/i;
const HEALTH =
  /\b(?:doctors?|surgeon|surgery|heal|healing|therapy|therapist|hospital|x-rays?|mri|injur\w*|pain|bones?|shoulder|back|knee|neck|recover\w*)\b/i;
/** The reader on the way to an outcome: "anyone who hires us is headed for a good outcome". */
const HEADED_FOR = new RegExp(
  String.raw`\b(?:you|u|clients|anyone|anybody|everyone|everybody|your (?:case|claim)(?=))(?=)\b[^.!?,;]{0,30}?(?:\b(?:is|are|r)(?=)|'re|'s)(?=)\s+(?:definitely |surely |already |certainly |clearly )?(?:headed|heading|in line|lined up|set|due|poised|on (?:track|course|your way|the way|the road)(?=))(?=) (?:for|to|toward|towards)(?=) (?:a |an |the |your |some )?(?:[\w-]+ ){0,2}?(?:outcome|result|settlement|win|victory|payday|pay day|recovery|check|payout|money)(?=)\b(?!-|\s+${PAPERWORK})`,
  'gi',
);
/** Only winnable cases taken, so every client wins: "we only take cases we know we can win". */
const ONLY_WINNABLE =
  /\b(?:only (?:take|takes|accept|accepts|handle|handles)(?=)|(?:don't|do not|doesn't|does not|never|won't|will not)(?=) (?:take|takes|accept|accepts|handle|handles)(?=))(?=)\s+(?:on\s+)?(?:cases|claims|clients)(?=)\s+(?:that\s+)?(?:we|it|i|they)(?=)\s+(?:(?:know|are sure|'re sure|am sure)(?=)\s+(?:we|it|i|they)(?=)\s+)?(?:can't|cannot|can not|can|will|won't|couldn't|could)(?=)\s+(?:not\s+)?win\b/gi;
/** The case going the reader's way: "your case is going our way", "this one will end in your favor". */
const CASE_GOES_WELL =
  /\b(?:it|this|things|everything)(?=)(?:'s|\s+(?:is|will|'ll)(?=))?\s+(?:(?:going to|gonna)(?=)\s+)?(?:definitely |surely |certainly |totally )?(?:(?:work|turn)(?=)(?:ing)? out in your favou?r|go(?:ing)? your way)(?=)\b|\b(?:your (?:case|claim)(?=)|this (?:case|claim|one)(?=)|the case|the (?:verdict|trial|outcome|result|decision|ruling|mediation|jury)(?=))(?=)(?:'s|\s+(?:is|will|'ll)(?=))?\s+(?:(?:going to|gonna)(?=)\s+)?(?:definitely |surely |certainly |totally )?(?:go(?:ing)? (?:our|your)(?=) way|go(?:ing)? in (?:your|our)(?=) favou?r|turn(?:ing)? out (?:great|well|fine|in your favou?r)(?=)|end(?:ing)? (?:well|in your favou?r|in a win)(?=))(?=)\b/gi;
/**
 * Certainty tagged onto an outcome: "this one settles big, I'm sure of it", "you'll get paid, mark my
 * words". The tag is marked when the sentence speaks of winning or being paid.
 */
const CERTAIN_TAG =
  /\b(?:(?:i'm|i am|we're|we are)(?=)\s+(?:dead |absolutely |just |100% )?(?:sure|certain|positive|convinced|confident)(?=)\s+(?:of|about)(?=)\s+(?:it|that)(?=)|mark my words|i (?:just )?know it|i can feel it|(?:you can )?take (?:it|that)(?=) to the bank|(?:you can )?bet on it|(?:i'd|i would|i'll|i will|i)(?=)\s+(?:stake|bet|wager|put)(?=) my (?:[\w-]+ ){0,2}?(?:on it|on that)(?=)|(?:(?:we|i)(?=)(?:'ll|\s+will)?\s+make (?:dead |damn |darn |real |very )?sure of (?:it|that)(?=)|(?:we|i)(?=)(?:'ll|\s+will)(?=)\s+see to (?:it|that)(?=)|(?:you can )?(?:count|bank)(?=) on (?:it|that)(?=)|no (?:doubt|question)(?=) about (?:it|that)(?=))(?=)(?=[\s.!]*$))(?=)\b(?!,? that\b)/gi;
const OUTCOME_SAID =
  /\b(?:win|wins|winning|settles? (?:big|high|well|for)(?=)|pays? (?:out|off|up|big|well)(?=)|(?:get|be|getting)(?=) paid|compensat\w*|settlement(?!\s+(?:conference|meeting|statement|papers?|documents?|agreement|negotiations?|demand|date|process|offer)(?=)\b)|check|money|payouts?|paydays?|\$\s?\d|do (?:right |real )?well by)(?=)\b/i;

// The subject before "will" must be a party to the outcome, not the insurer or the law.
const NOT_A_PARTY =
  /(?:^|\s)(?:insurers?|insurance|compan(?:y|ies)|adjusters?|carriers?|drivers?|defendants?|defense|courts?|judges?|jur(?:y|ies)|it|that|this|which|who|there|(?:the|this|that|state|federal|texas|florida) laws?|policy|pip|coverage|benefits|doctors?|hospitals?|nobody|none)\s*$/i;
// Benefits the law provides are not the firm's promise: "you will receive payment from your PIP coverage".
const INSURANCE_BENEFITS = /\b(?:PIP|no-fault|personal injury protection|workers'? comp\w*|benefits|coverage)\b/i;
// "Most of our clients will ..." is a general statement, not a promise to this reader.
const SOME_NOT_ALL =
  /\b(?:most|many|some|few|several|a lot|lots|plenty|often)\b(?:\s+of)?(?:\s+(?:our|my|the|your|these|those))?\s+(?:\w+\s+){0,2}$/i;
// General statements about how matters usually go.
const FREQUENCY = /\b(?:usually|generally|typically|often|sometimes|normally|in most cases|most of the time|in many cases)\b/i;
const MAYBE = /\b(?:may|might|could)\b/i;
// Another person's belief reported: "the day you think you can't lose", "clients who believe they'll get rich".
const OTHERS_BELIEVE =
  /\b(?:you|they|he|she|people|lawyers?|attorneys?|someone|anyone|clients?|folks) (?:who )?(?:think|thinks|thought|believe|believes|believed|assume|assumes|assumed|figure|figures|figured|imagine|imagines)(?: that)?\s+$/i;
// An indirect question: "people ask whether they will win", "you want to know if you will win",
// "how much you will get". A condition would say "if you win", not "if you will win".
const INDIRECT_QUESTION = /\b(?:if|whether|how much|how long|how soon|when|what)\s+[\w']+\s*$/i;
// The outcome is the condition: "if we win, you'll be paid", "once the case settles you'll get your check".
const CONDITION = String.raw`\b(?:if|when|once|after|as soon as|unless|whether)\b[^,;:.!?"]{0,60}?\b(?:win|wins|won|recover|recovers|recovery|settles?|settled|the settlement (?:is|comes)|verdict|release|liens?|clears?|closes|closed|resolved|disbursed)\b`;
const ON_CONDITION = new RegExp(CONDITION, 'i');
// A clause before the promise is its condition only when it opens with the conjunction:
// "if we win, you will be paid", not "no fee unless we win, and you will win".
const CONDITION_CLAUSE = new RegExp(String.raw`^\W*(?:and |but |so |then )?${CONDITION}`, 'i');

// The next sentence vouching for the one before: "That's a promise from his mama.", "Mark my words."
const PROMISE_NEXT =
  /^\s*(?:that(?:'s| is) (?:a |my |our )?(?:promise|guarantee)|(?:i|we) promise(?: you)?\s*[.!]|mark my words|you can take that to the bank)\b/i;
const AS_IF_BEFORE = /\bas (?:though|if)\s+(?:[\w']+\s+){0,3}$/i;
const DENIED_BEFORE = /\b(?:not|no|never|nobody)\b|n't\b/i;

// Another lawyer, an ad or a stranger as the speaker: "a guy in a suit says", "his lawyer told him", "the billboard firm will tell you".
const OTHER_SPEAKER =
  /\b(?:his|her|their|a|an|some|another|other|the other|that|the (?:billboard|tv|radio|television|cable|late-night|highway|bus-bench|big-box|flashy)(?=))(?=)\s+(?:[\w-]+\s+){0,2}?(?:lawyers?|attorneys?|firms?|guy|man|woman|lady|dude|fella|fellow|salesman|ads?|commercials?|billboards?|videos?|tiktoks?|reels?|influencers?|runners?)(?=)\b/gi;
const SPEECH =
  /\b(?:says?|said|saying|tells?|told|telling|promise[sd]?|promising|claims?|claimed|swears?|swore|brags?|bragged|yells?|yelled|shouts?|goes)\b/i;
const OWN_VOICE = /\b(?:we|us|our|ours)\b/i;
// Anyone's offer named as such: "anyone promising you fast cash", "a lawyer guaranteeing you a win".
const ANYONE_OFFERING =
  /\b(?:anyone|anybody|someone|somebody|whoever|any (?:lawyer|attorney|firm|ad|one)(?=)|(?:a|an|another|other|some)(?=) (?:[\w-]+ )?(?:lawyers?|attorneys?|firms?|ads?|billboards?|commercials?)(?=))(?=)\s+(?:(?:who|that)(?=)\s+)?(?:\w+\s+)?(?:promising|promises?|promised|offering|offers?|offered|guaranteeing|guarantees?|pitching|pitches|selling|sells|advertising|advertises)(?=)\s+(?:(?:you|u|people|folks|victims)(?=)\s+)?(?:\w+\s+)?$/i;

/**
 * Whether the words at `at` are said by someone other than the firm, named just before them in
 * the sentence: "a guy in a suit says \"I'll get you six figures\"", "his lawyer told him he'd have
 * money in two weeks". A client's testimonial ("my lawyer said ...") stays the email's claim.
 */
function othersSay(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 100), at);
  if (ANYONE_OFFERING.test(before)) return true;
  for (const speaker of before.matchAll(OTHER_SPEAKER)) {
    const said = before.slice(Math.max(0, speaker.index - 40));
    // A plainly other speaker's quotation is theirs ("the TV lawyer says \"we'll make sure ...\""); a lawyer who may be
    // ours speaks for the firm when the quotation says "we" ("a certified trial lawyer ... told me, \"We're going to win\"").
    const words = before.slice(speaker.index);
    const spoken = /^(?:the|another|other|some|his|her|their|that)\b/i.test(speaker[0]) ? words.split(/["\u201c]/)[0]! : words;
    if (SPEECH.test(said) && !OWN_VOICE.test(spoken)) return true;
  }
  return false;
}

// What someone will pay, named as a question: "he knows what they'll pay", "how much the insurer will pay".
const ASKED_BEFORE = /\b(?:what|how much|whether|if|when|how long|how fast)\s*$/i;
// A clause that asks: "will I win, do you think?", "if we win, will you pay?".
const ASKING_START =
  /^\W*(?:how|what|when|where|why|who|which|will|would|can|could|should|shall|do|does|did|is|are|am|was|were|have|has|had|if|whether|may|might|need|want)\b/i;

/**
 * A statement with a short question tagged on after its last comma, as the statement alone:
 * "they close these out in like 30 days, u want the number?". Undefined for any other sentence.
 */
function statementBeforeTag(view: SentenceView): SentenceView | undefined {
  const comma = view.text.lastIndexOf(',');
  if (comma < 0 || view.text.length - comma > 40 || !isQuestion(view.text)) return undefined;
  const head = view.text.slice(0, comma);
  return ASKING_START.test(head) || head.includes('?') ? undefined : { ...view, text: head };
}

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
  if (INDIRECT_QUESTION.test(before.replace(/'(?:ll|re|s|m)$/i, ''))) return false;
  const clause = clauseAround(text, start);
  if (FREQUENCY.test(text.slice(0, start)) || MAYBE.test(text.slice(clause.start, start))) return false;
  if (clause.start > 0) {
    const previousClause = clauseAround(text, clause.start - 1);
    if (CONDITION_CLAUSE.test(text.slice(previousClause.start, previousClause.end))) return false;
  }
  // The promise's own words are not its condition ("you will win" holds no "if ... win").
  const own = `${text.slice(clause.start, start)}${' '.repeat(end - start)}${text.slice(end, Math.max(clause.end, end))}`;
  return !ON_CONDITION.test(own);
}

/**
 * How a match is read: `claim` (unless denied, reported or hedged with may/might/could),
 * `keepsNot` (the idiom carries its own "not": "we won't rest until you're paid"), `future` (a
 * future outcome whose subject must be a party to it), `firmOrClients` (success without exception,
 * said of the firm or its clients), `aboutOutcome` (only in a sentence about an outcome), `payer`
 * (the insurer will pay: only said without a condition, and not of benefits the law provides),
 * `afterResult` (the same again, for the reader: only when this or the previous sentence tells an outcome),
 * `afterWin` (only after words about winning, and not about health), `tag` (a certainty tag, only in a
 * sentence about an outcome), `general` (what happens to cases like the reader's: a future outcome, and
 * not hedged with "usually" or "may" inside the match either), `echo` (a one-line "Every time." after a
 * sentence in which the firm or its clients win or are paid), `aboutCase` (only where this or the previous
 * sentence speaks of a case, a claim or a court).
 */
type Reading =
  | 'claim'
  | 'keepsNot'
  | 'future'
  | 'general'
  | 'firmOrClients'
  | 'aboutOutcome'
  | 'payer'
  | 'afterResult'
  | 'afterWin'
  | 'tag'
  | 'echo'
  | 'aboutCase';
// Words about the reader's case, shared by the families that read it (tested once per sentence).
const CASE_GUARD = /(?:your|this|the) (?:case|claim)|like (?:you|yours|this)\b|this one (?:\w+ )?(?:pays|settles|wins)/i;
// "Make sure" and its synonyms, shared by the two families that read them.
const SURE_GUARD = /sure|ensure|see to it|see that|make certain/i;
// "... and win", "... and get": shared by the two families that read them.
const AND_GUARD = /\band (?:win|get|secure|receive|recover|collect|obtain)\b/i;
// Expectation words, shared by the two families that read them.
const EXPECT_GUARD = /count on|bank on|rely on|expect|anticipat|foresee|predict|look forward/i;
const GUARANTEE_PATTERNS: readonly Guarded<Reading>[] = [
  { guard: /will|'ll|going to|gonna|shall/i, pattern: FUTURE_OUTCOME, reading: 'future' },
  { guard: /\bgon? win/i, pattern: GO_WIN, reading: 'claim' },
  { guard: /something|some money/i, pattern: FUTURE_SOMETHING, reading: 'future' },
  {
    guard:
      /settled|share|yours|theirs|belongs to|(?:have|got|'ve) coming|happy|pleased|thrilled|satisfied|proud|glad|achieve|attain|(?:it|this|one|case|claim) home|(?:return|give back|restore)(?: to you| you)? (?:all |of |your |the ){0,3}(?:loss|lost|money|expenses|damages)/i,
    pattern: FUTURE_RARE_OUTCOME,
    reading: 'future',
  },
  { guard: /achieve|attain/i, pattern: ALWAYS_ACHIEVE, reading: 'firmOrClients' },
  { guard: /share|yours|theirs|belongs to|(?:have|got|'ve) coming/i, pattern: MAKE_SURE_SHARE, reading: 'claim' },
  {
    guard: CASE_GUARD,
    pattern: CASE_WILL_END,
    reading: 'claim',
  },
  { guard: /\bend|\bclose|wrap up/i, pattern: ENDS_ONE_WAY, reading: 'claim' },
  { guard: /happ|fairy/i, pattern: HAPPY_ENDING, reading: 'claim' },
  { guard: /yours/i, pattern: EXPECT_YOURS, reading: 'claim' },
  // "Yours is going to close in your favour": the reader's case as "yours", with no case word for CASE_GUARD.
  { guard: /\byours\b/i, pattern: CASE_WILL_END, reading: 'claim' },
  { guard: /be back/i, pattern: BACK_WITH_MONEY, reading: 'claim' },
  { guard: /confident|certain|positive|bet |put my|wager|stake|100/i, pattern: CONFIDENT_OUTCOME, reading: 'claim' },
  { guard: /getting paid|gonna get paid/i, pattern: GETTING_PAID, reading: 'claim' },
  { guard: /comes? out a|come out a/i, pattern: COMES_OUT_A_WIN, reading: 'claim' },
  { guard: /every (?:last )?(?:dollar|cent|penny|nickel|dime)/i, pattern: UNTIL_EVERY_DOLLAR, reading: 'keepsNot' },
  { guard: /\b(?:home|away|back|out|side|this|one|case|claim|here) (?:from |of |with )/i, pattern: COME_HOME_WITH, reading: 'claim' },
  { guard: /bring(?:ing)? (?:this|it|your)/i, pattern: BRINGING_HOME, reading: 'claim' },
  { guard: /in your favou?r/i, pattern: RESOLVED_IN_FAVOR, reading: 'claim' },
  { guard: /\bhow (?:your|this|yours|it)\b/i, pattern: HOW_IT_ENDS, reading: 'claim' },
  { guard: /resolved with|settled with|closed with|wrapped up with/i, pattern: RESOLVED_WITH_PAYER, reading: 'claim' },
  { guard: /\bus (?:are|get|will|always)/i, pattern: HIRERS_PAID, reading: 'claim' },
  { guard: /winners?\b|with (?:a )?win\b/i, pattern: BRINGERS_WIN, reading: 'claim' },
  { guard: /(?:rolls|comes|coming|walks|goes|heads|heading) (?:out|home|away|in|back)\b/i, pattern: CASE_COMES_OUT_WITH, reading: 'claim' },
  // Only of the reader's case: "your refund statement comes with a check attached" is no promise.
  {
    guard: /(?:\bcase|\bclaim|\bit\b|\byours)[^]*?(?:payout|check|settlement|payday)/i,
    pattern: WITH_THE_MONEY_ATTACHED,
    reading: 'claim',
  },
  { guard: /\bwe\b.*\bto (?:a|the|your)\b/i, pattern: CARRIED_TO_THE_MONEY, reading: 'claim' },
  { guard: / like (?:yours|this|that|these)\b/i, pattern: EVERY_CASE_LIKE_YOURS, reading: 'claim' },
  { guard: / (?:into|as) (?:a|an|the|your)\b/i, pattern: GROWS_INTO_MONEY, reading: 'claim' },
  { guard: /roses?\b/i, pattern: UP_ROSES, reading: 'claim' },
  { guard: /going to\b/i, pattern: GOING_TO_AND_WIN, reading: 'claim' },
  { guard: /\bthere(?:'ll| will|'s| is)/i, pattern: MONEY_WAITING, reading: 'claim' },
  { guard: / into (?:a|an|the|your)\b/i, pattern: TURNED_INTO_MONEY, reading: 'claim' },
  { guard: /\b(?:through|all the way|straight) to\b/i, pattern: THROUGH_TO_MONEY, reading: 'claim' },
  { guard: /\b(?:bet|stake|wager|lay)\b[^]*\bon\b/i, pattern: STAKE_ON_IT, reading: 'claim' },
  { guard: /\b(?:will|going to|'ll) (?:pay|cover|foot)\b/i, pattern: PAYER_WILL_PAY, reading: 'claim' },
  { guard: /\bexpect\b/i, pattern: EXPECT_IT_TO_END, reading: 'claim' },
  { guard: /\byour (?:settlement|check|payout|money)\b/i, pattern: CHECK_WILL_LAND, reading: 'claim' },
  { guard: /\bsame (?:place|spot|result)\b/i, pattern: SAME_PLACE, reading: 'afterResult' },
  { guard: /\bto (?:a|an|the|your)\b/i, pattern: STRAIGHT_TO_MONEY, reading: 'claim' },
  { guard: /\byou(?:'ll| will) be\b/i, pattern: ENJOYING_THE_MONEY, reading: 'claim' },
  { guard: /\bget (?:your|this|the) (?:case|claim)\b/i, pattern: GET_CASE_WITH_MONEY, reading: 'claim' },
  { guard: /\b(?:ending|wrapping up|closing) with\b/i, pattern: ENDING_WITH_MONEY, reading: 'claim' },
  { guard: /\b(?:neighbou?rhood|range|ballpark)\b/i, pattern: NUMBER_NEARBY, reading: 'afterResult' },
  { guard: /\bevery\b/i, pattern: EVERY_ONE_WE_TAKE_PAID, reading: 'claim' },
  { guard: /\b(?:closes?|wraps? up|finish(?:es)?) with\b/i, pattern: CASE_CLOSES_WITH, reading: 'claim' },
  { guard: /\b(?:every (?:single )?time|each time|without fail)\b/i, pattern: WIN_EVERY_TIME, reading: 'claim' },
  { guard: /be one of/i, pattern: ONE_OF_THE_WINNERS, reading: 'afterResult' },
  { guard: /yours/i, pattern: YOURS_LANDS, reading: 'claim' },
  { guard: /expect/i, pattern: EXPECT_THE_SAME, reading: 'afterResult' },
  { guard: /doubt|confident|certain|sure|convinced/i, pattern: NO_DOUBT_PAYS, reading: 'claim' },
  {
    guard: CASE_GUARD,
    pattern: CASE_ENDS_WITH,
    reading: 'general',
  },
  {
    guard: CASE_GUARD,
    pattern: CASE_PAYS,
    reading: 'general',
  },
  {
    guard: CASE_GUARD,
    pattern: CLIENTS_LIKE_YOU,
    reading: 'general',
  },
  { guard: /nothing/i, pattern: NOTHING_STOPS_US, reading: 'keepsNot' },
  { guard: /worth/i, pattern: CASE_WORTH, reading: 'claim' },
  { guard: /until|\btill?\b|'till?\b/i, pattern: UNTIL_PAID, reading: 'keepsNot' },
  { guard: SURE_GUARD, pattern: MAKE_SURE, reading: 'claim' },
  { guard: SURE_GUARD, pattern: MAKE_SURE_AND_THAT, reading: 'claim' },
  { guard: /sure|ensure|see to it/i, pattern: MAKE_SURE_IT, reading: 'aboutOutcome' },
  { guard: /chance|odds|likelihood/i, pattern: GOOD_CHANCES, reading: 'claim' },
  { guard: /away with/i, pattern: WALK_AWAY, reading: 'claim' },
  { guard: /walks? away|walks? out|leaves? |go(?:es)? home|comes? out/i, pattern: WALK_AWAY_PAID, reading: 'general' },
  { guard: /deserve/i, pattern: DESERVE_AND_WILL, reading: 'claim' },
  { guard: /\bwin\b/i, pattern: WIN_WHAT_WE_TAKE, reading: 'claim' },
  { guard: /yours/i, pattern: WIN_IS_YOURS, reading: 'aboutCase' },
  { guard: /\blos(?:e|ing)\b/i, pattern: DO_NOT_LOSE, reading: 'keepsNot' },
  { guard: /awaits|waiting (?:for|on) (?:you|u)\b/i, pattern: AWAITS_YOU, reading: 'claim' },
  { guard: /\band (?:you|u|our clients|clients) gets? /i, pattern: WE_WORK_YOU_GET_PAID, reading: 'general' },
  { guard: /worry|worrying/i, pattern: NEVER_WORRY_AGAIN, reading: 'claim' },
  { guard: /make/i, pattern: WE_MAKE_THEM_PAY, reading: 'general' },
  { guard: /time|exception|fail|case/i, pattern: EVERY_TIME_ECHO, reading: 'echo' },
  { guard: /\b(?:you|u) (?:get|win)\b/i, pattern: YOU_GET_PAID_ECHO, reading: 'echo' },
  { guard: /vas a|va a|van a|vamos a|conseguimos|garantizamos|prometemos|ganamos|ganaremos/i, pattern: SPANISH_PROMISE, reading: 'claim' },
  { guard: /gets? (?:won|paid|settled|done)/i, pattern: CASE_GETS_WON, reading: 'claim' },
  {
    guard: /(?:settlement|check|money|payout|compensation|payment|cash)(?: will|'ll| is going| is gonna|'s going|'s gonna)/i,
    pattern: MONEY_WILL_ARRIVE,
    reading: 'general',
  },
  {
    guard: /(?:settlement|recovery|compensation|payout|check|award|verdict|money) (?:will|'ll|is going|'s going|is gonna|'s gonna)/i,
    pattern: SETTLEMENT_WILL_BE,
    reading: 'general',
  },
  { guard: /\byours\b/i, pattern: YOURS_THE_SAME, reading: 'afterResult' },
  { guard: /too\b|so will/i, pattern: YOU_WILL_TOO, reading: 'afterResult' },
  { guard: AND_GUARD, pattern: AND_WIN, reading: 'claim' },
  { guard: AND_GUARD, pattern: HIRE_AND_GET, reading: 'claim' },
  { guard: /(?:bound|certain|sure|guaranteed|destined) to/i, pattern: BOUND_TO, reading: 'claim' },
  { guard: EXPECT_GUARD, pattern: COUNT_ON, reading: 'claim' },
  { guard: EXPECT_GUARD, pattern: FIRM_EXPECTS, reading: 'claim' },
  { guard: /fail to/i, pattern: CANNOT_FAIL, reading: 'keepsNot' },
  { guard: /within (?:your )?(?:reach|grasp|sight)/i, pattern: WITHIN_REACH, reading: 'claim' },
  {
    guard: /certain|assured|given|inevitable|done deal|sure|guarantee|secured|locked|100|matter of time|forthcoming|foregone/i,
    pattern: IS_CERTAIN,
    reading: 'claim',
  },
  { guard: /know|sure|certain|confident|positive|doubt/i, pattern: SURE_WE_CAN, reading: 'claim' },
  { guard: /chance|prayer/i, pattern: NO_CHANCE, reading: 'keepsNot' },
  { guard: /empty|without/i, pattern: NOT_EMPTY_HANDED, reading: 'keepsNot' },
  {
    guard: /pay|compensate|(?:write|cut|hand|mail|writing|cutting|handing|mailing) (?:you|your family) |check ?book|wallet|purse/i,
    pattern: THEY_WILL_PAY,
    reading: 'payer',
  },
  { guard: /every/i, pattern: EVERY_ONE_PAID, reading: 'claim' },
  { guard: /make/i, pattern: MAKE_THEM_PAY, reading: 'claim' },
  { guard: /win/i, pattern: WE_WIN, reading: 'claim' },
  {
    guard: /sure|certain|definitely|def|absolutely|doubt|100|hundred percent/i,
    pattern: SURELY_OUTCOME,
    reading: 'claim',
  },
  { guard: /sure|certain|definitely|def|absolutely|doubt|100/i, pattern: OUTCOME_WILL_COME, reading: 'claim' },
  { guard: /sure|certain|definitely|doubt|100/i, pattern: OUTCOME_FOR_SURE, reading: 'claim' },
  { guard: /sure|certain|definitely|def|absolutely|doubt|100|hundred percent/i, pattern: OUTCOME_YOU_WILL_SURELY, reading: 'claim' },
  { guard: /getting|(?:walking|coming) (?:away|out)|going home/i, pattern: GETTING_OUTCOME, reading: 'claim' },
  { guard: /should/i, pattern: SHOULD_WIN, reading: 'claim' },
  { guard: /worth/i, pattern: CASE_WORTH_ABOUT, reading: 'claim' },
  { guard: /looking at/i, pattern: LOOKING_AT, reading: 'claim' },
  { guard: /every|each|without|exception|100/i, pattern: RESULT_EVERY_TIME, reading: 'claim' },
  { guard: /coming|headed|on (?:its|the) way|around the corner/i, pattern: PAYDAY_COMING, reading: 'claim' },
  { guard: /not (?:if|whether)/i, pattern: NOT_IF_BUT_WHEN, reading: 'keepsNot' },
  { guard: /same|again|similar|that kind/i, pattern: SAME_FOR_YOU, reading: 'afterResult' },
  { guard: /estimate|value|put|peg|ballpark|settle|bring|fetch|goes for|go for|pay/i, pattern: CASE_VALUE, reading: 'claim' },
  { guard: /\band\b/i, pattern: AND_THEN_OUTCOME, reading: 'future' },
  { guard: /confident|certain|sure|positive|assured/i, pattern: CONFIDENT_OF, reading: 'claim' },
  {
    guard:
      /(?<!\bmak(?:e|es|ing) )\bsure\b|\b(?:certain|confident|positive|convinced)\b|no doubt|not a doubt|\b(?:i|we) (?:just )?know\b|believe me|trust me|rest assured|mark my words|take it from me|assure you|i'?d bet|i would bet/i,
    pattern: CONFIDENT_PREDICTION,
    reading: 'claim',
  },
  { guard: /settle[sd]? (?:really |very )?(?:well|nicely|favou?rably|big|high|for)\b/i, pattern: CASE_SETTLES_WELL, reading: 'general' },
  { guard: /(?:until|\btill?|'till?)\b[^.!?]{0,80}\b(?:in your|yours)\b/i, pattern: VOW_IN_HAND, reading: 'keepsNot' },
  { guard: /(?:never|not once)\b[^.!?]{0,50}\blike (?:this|yours)\b/i, pattern: NEVER_SEEN_FAIL, reading: 'keepsNot' },
  { guard: /only (?:real )?question|a (?:question|matter) of how/i, pattern: ONLY_HOW_MUCH, reading: 'claim' },
  { guard: /in (?:any )?doubt|beyond (?:any )?doubt/i, pattern: NOT_IN_DOUBT, reading: 'keepsNot' },
  { guard: /want for|lack for/i, pattern: WANT_FOR_NOTHING, reading: 'aboutCase' },
  { guard: /always|never fail|invariabl|consistently/i, pattern: ALWAYS_OUTCOME, reading: 'firmOrClients' },
  { guard: /(?:hire|call|choose|retain|sign with|work with) (?:us|me|our)\b/i, pattern: HIRE_THEN_GET, reading: 'claim' },
  { guard: /odds|chances/i, pattern: ODDS_IN_FAVOR, reading: 'claim' },
  { guard: /into/i, pattern: TURN_INTO_MONEY, reading: 'claim' },
  { guard: /happy|rich|wealthy/i, pattern: HAPPY_WHEN_OVER, reading: 'aboutCase' },
  { guard: /get (?:paid|compensated|the)|(?:now|today) and|set for life/i, pattern: GET_PAID_SLOGAN, reading: 'aboutCase' },
  {
    guard: /and (?:we|i)(?:'ll| will| are going to|'re going to) (?:get|win|secure|recover|collect) (?:it|that|them|every)/i,
    pattern: WE_WILL_GET_IT,
    reading: 'aboutOutcome',
  },
  {
    guard:
      /(?:as good as|all but|practically|basically|pretty much) (?:yours|won|paid|settled|done|signed|in )|home run|layup|lay-up|gimme|no-brainer|grand slam|touchdown|(?:roll|pour|flow) in|begging|scrambling|lining up|falling over|makings|written all over|name on it/i,
    pattern: MONEY_IDIOM,
    reading: 'claim',
  },
  {
    guard: /(?:result|outcome|bottom line)\b[^.!?]{0,30}(?:will be|'ll be|going to be|gonna be)/i,
    pattern: RESULT_WILL_BE,
    reading: 'general',
  },
  { guard: /\bgets? (?:you|u) |\bwin (?:your|the) /i, pattern: WE_GET_YOU_PAID, reading: 'claim' },
  { guard: /make (?:it|that|this) happen/i, pattern: MAKE_IT_HAPPEN, reading: 'aboutOutcome' },
  { guard: /count|bank|rely|depend/i, pattern: RESULTS_TO_COUNT_ON, reading: 'claim' },
  {
    guard: /taken care|looked after|provided for|make sure|makes sure|ensure|see to it|see that/i,
    pattern: TAKEN_CARE_OF,
    reading: 'claim',
  },
  {
    guard:
      /no way|see how|see (?:us|you|u|this|it|the case|your case) (?:los|fail|not)|see (?:a|any|the) |imagine|shock|surpris|stunned|amazed|astonished|floor me/i,
    pattern: NO_WAY_WE_LOSE,
    reading: 'keepsNot',
  },
  { guard: /jur|court|judge|twelve|12 /i, pattern: JURY_WILL_GIVE, reading: 'claim' },
  {
    guard:
      /lock|done deal|sure bet|bet my|stake my|wager my|winner|itself|themselves|park|home run|courtroom|as sure as|consider |in the mail|yours|dead cert|shoo-?in|odds-on|safe bet|cinch|good as gold|tight|proof|clad|home free|money on|farm on|house on|paycheck on/i,
    pattern: SURE_IDIOM,
    reading: 'claim',
  },
  {
    guard:
      /(?:will|'ll|going to|gonna) (?:definitely |certainly |surely )?(?:(?:have|need) to )?(?:pay|settle|fold|cave|blink|cough|fork|shell)\b/i,
    pattern: THEY_WILL_PAY_UP,
    reading: 'payer',
  },
  { guard: /sure|slam|open|miss|lose|win|won|bag|bank|good as/i, pattern: SURE_THING, reading: 'claim' },
  {
    guard: /every|each|without|exception|all the time|100|always|never|win/i,
    pattern: WITHOUT_EXCEPTION,
    reading: 'firmOrClients',
  },
];
/**
 * The rarer families, read only when the email has one of their words at all: one cheap test per
 * email instead of a guard each.
 */
const RARER_WORDS =
  /well (?:by|for|out of|from)(?=)|sitting pretty|in the money|rolling in|easy street|quids in|(?:beat|top|exceed|blow (?:past|through|away)(?=)|crush|smash)(?=) (?:their|the|that|this|his|her|your|its|whatever|any)(?=) |(?:bills|invoices|expenses|wages)(?=) (?:paid|covered|reimbursed)(?=)|(?:more than|double|twice|triple)(?=) (?:that|the|this|their|his|her|what)(?=)|\bwin (?:th|cases like)(?=)|(?:be|this|it)(?=) (?:just )?(?:fine|okay|ok\b|alright|all right)(?=)|\b(?:headed|heading|in line|lined up|set|due|poised|on (?:track|course|your way|the way|the road)(?=))(?=) (?:for|to)(?=)\b|matter of time|easy (?:money|payday|win|settlement|check|w\b)(?=)|winning (?:this|your|the)(?=)|no (?:choice|option)(?=) but|(?:take|takes|accept|accepts|handle|handles)(?=) (?:on )?(?:cases|claims|clients)(?=) |go(?:ing)? (?:our|your)(?=) way|in (?:your|our)(?=) favou?r|turn(?:ing)? out (?:great|well|fine|in)(?=)|\bend(?:ing)? (?:well|in (?:your|our|a)(?=) )(?=)|(?:sure|certain|positive|convinced|confident)(?=) (?:of|about)(?=) (?:it|that)(?=)|mark my words|\bi (?:just )?know it\b|i can feel it|to the bank|bet on it|(?:stake|bet|wager|put)(?=) my [\w -]{1,30}on (?:it|that)(?=)|sure of (?:it|that)(?=)|see to (?:it|that)(?=)\b|(?:count|bank)(?=) on (?:it|that)(?=)\b|(?:doubt|question)(?=) about (?:it|that)/i;
const RARER_PATTERNS: readonly Guarded<Reading>[] = [
  {
    guard: /all the way to the bank|sitting pretty|in the money|rolling in|easy street|quids in/i,
    pattern: FUTURE_FLUSH,
    reading: 'future',
  },
  { guard: /well by|well for|well out of|well from/i, pattern: FUTURE_DO_WELL, reading: 'future' },
  { guard: /(?:bills|invoices|expenses|wages) (?:paid|covered|reimbursed)/i, pattern: FUTURE_BILLS_PAID, reading: 'future' },
  {
    guard:
      /(?:more than|double|twice|triple|beat|top|exceed|blow (?:past|through|away)|crush|smash)\b[^.!?]{0,30}(?:lowball|offer|number|figure|amount)/i,
    pattern: FUTURE_MORE_THAN_OFFER,
    reading: 'future',
  },
  { guard: /\bwin (?:th|cases like)/i, pattern: WE_WIN_THESE, reading: 'claim' },
  { guard: /(?:be|this|it|out) (?:just )?(?:fine|okay|ok\b|alright|all right)/i, pattern: YOU_WILL_BE_FINE, reading: 'afterWin' },
  {
    guard: /\b(?:headed|heading|in line|lined up|set|due|poised|on (?:track|course|your way|the way|the road)) (?:for|to)/i,
    pattern: HEADED_FOR,
    reading: 'claim',
  },
  { guard: /matter of time/i, pattern: MATTER_OF_TIME, reading: 'claim' },
  { guard: /easy (?:money|payday|win|settlement|check|w\b)/i, pattern: EASY_MONEY, reading: 'claim' },
  { guard: /winning (?:this|your|the)/i, pattern: WINNING_NOW, reading: 'claim' },
  { guard: /no (?:choice|option) but/i, pattern: NO_CHOICE_BUT_PAY, reading: 'payer' },
  { guard: /(?:take|takes|accept|accepts|handle|handles) (?:on )?(?:cases|claims|clients) /i, pattern: ONLY_WINNABLE, reading: 'keepsNot' },
  { guard: /(?:our|your) way|favou?r|turn(?:ing)? out|end(?:ing)? (?:well|in)/i, pattern: CASE_GOES_WELL, reading: 'claim' },
  {
    guard:
      /(?:sure|certain|positive|convinced|confident) (?:of|about) (?:it|that)|mark my words|know it|feel it|to the bank|bet on it|my [\w -]{1,30}on (?:it|that)|see to (?:it|that)\b|(?:count|bank) on (?:it|that)\b|(?:doubt|question) about (?:it|that)/i,
    pattern: CERTAIN_TAG,
    reading: 'tag',
  },
];
const GUARANTEE_WORDS: Guarded = { guard: /guarant|promis|warrant|pledge|vow|assur|my word|swear/i, pattern: /(?:)/ };

export function guarantee({ draft, firm }: DetectorInput): Hit[] {
  const patterns = possibleInSentences(draft, GUARANTEE_PATTERNS);
  if (mayOccurIn(draft, RARER_WORDS) && RARER_WORDS.test(draft.match)) patterns.push(...possibleInSentences(draft, RARER_PATTERNS));
  const promiseWords = possibleIn(draft, [GUARANTEE_WORDS]).length > 0;
  // "GUARANTEED RESULTS, says the billboard ... nobody can guarantee a result": an email that denies
  // guarantees quotes the slogan to answer it, unless the firm speaks in that sentence.
  const deniesGuarantees = promiseWords && DENIES_GUARANTEES.test(draft.match);
  if (patterns.length === 0 && !promiseWords) return [];
  // Who can win every time: the firm (we, our, its name) or its clients, not "a two-ton car".
  const firmOrClients = firmPattern(
    firm,
    'firmOrClients',
    (orNames) => new RegExp(String.raw`\b(?:we|i|us|our|my|clients${orNames})\b`, 'i'),
  );
  // Who a promise is made by or to: the firm, in the first person or by name, or the reader.
  const party = firmPattern(firm, 'party', (orNames) => new RegExp(String.raw`\b(?:we|i|us|our|my|me|you|your|u|ur${orNames})\b`, 'i'));
  // The firm speaking of its own advertising: "our billboards say it: guaranteed results".
  const ownVoice = firmPattern(firm, 'ownVoice', (orNames) => new RegExp(String.raw`\b(?:we|us|our|ours${orNames})\b`, 'i'));
  const hits: Hit[] = [];
  for (const sentence of eachSentence(draft)) {
    const view = isQuestion(sentence.text) ? statementBeforeTag(sentence) : sentence;
    if (!view) continue;
    const text = view.text;
    const add = (start: number, end: number) =>
      hits.push(hitIn(view, start, end, PROMISE_DETAIL(quote(view.field, view.span.start + start, view.span.start + end))));
    // Neighbouring families share a guard: each guard is tested once per sentence.
    let lastGuard: RegExp | undefined;
    let guardFound = false;
    for (const { guard, pattern, reading } of patterns) {
      if (guard !== lastGuard) {
        lastGuard = guard;
        guardFound = guard.test(text);
      }
      if (!guardFound) continue;
      for (const m of matches(text, pattern)) {
        if (isReported(view, m.start) || othersSay(text, m.start)) continue;
        if (pattern === MONEY_WILL_ARRIVE && (SETTLED_ALREADY.test(text) || MONEY_AGREED.test(`${view.previous} ${text}`))) continue;
        // "Sure thing! Here's how it works": a yes that opens a reply; "the heels go in the bag": a real bag.
        if (pattern === SURE_THING && (ACKNOWLEDGED.test(text.slice(0, m.end + 3)) || REAL_BAG.test(text.slice(0, m.end)))) continue;
        // "We stay with your case until it's over, whether that ends in a settlement or a verdict": alternatives, no promise.
        if (/\bwhether\b[^.!?]{0,60}?\bor\b/i.test(`${m.text}${text.slice(m.end, m.end + 60)}`) && /\bwhether\b/i.test(m.text)) continue;
        // "I can't tell you yet what this claim will be worth": an indirect question, not a prediction.
        if (reading === 'claim' && NOT_KNOWN_YET.test(text.slice(Math.max(0, m.start - 60), m.start))) continue;
        // "Keep every receipt until you're reimbursed": an instruction to the reader, no vow of ours.
        if ((pattern === UNTIL_PAID || pattern === UNTIL_EVERY_DOLLAR) && KEEP_UNTIL.test(text.slice(0, m.start))) continue;
        // "I prepare his case as though we cannot lose": the certainty is imagined, to prepare, not promised.
        if (AS_IF_BEFORE.test(text.slice(Math.max(0, m.start - 30), m.start))) continue;
        if (reading === 'general') {
          // "If your case ends with a settlement, the check goes to our trust account" is a condition.
          const asCondition = /\b(?:if|when|once|unless|whether|after|until)\s+$/i.test(text.slice(0, m.start));
          if (!asCondition && !FREQUENCY.test(m.text) && !MAYBE.test(m.text) && promisesOutcome(view, m.start, m.end)) add(m.start, m.end);
          continue;
        }
        if (reading === 'future') {
          // Mark the subject too: "you're going to win", not "'re going to win".
          const subject = /(?:\b[\w&]+\s*)$/.exec(text.slice(0, m.start));
          if (promisesOutcome(view, m.start, m.end)) add(subject ? subject.index : m.start, m.end);
          continue;
        }
        if (reading !== 'keepsNot' && isNegated(text, m.start)) continue;
        if ((reading === 'claim' || reading === 'payer') && MAYBE.test(text.slice(clauseAround(text, m.start).start, m.start))) continue;
        // "Whether the verdict will go our way is something no lawyer can know": asked, not claimed.
        if ((reading === 'claim' || reading === 'aboutCase') && /\bwhether\s+$/i.test(text.slice(0, m.start))) continue;
        // "If the other driver was at fault, the insurer will have to pay you" explains the law;
        // "if you hire us, they'll pay" promises.
        const condition =
          /\b(?:if|when|once|unless|whether)\b(?![^,.!?]*\b(?:(?:hire|retain|choose|sign (?:up )?with|work with)\s+(?:us|me|our|the firm)\b|(?:see|read|get) (?:our|my) (?:demand|letter|evidence|file|lawsuit)\b|(?:we|i) (?:file|sue|send (?:our|the|my) demand)\b))/i;
        // "If a store leaves its floor like that ... that store will pay every penny. That's a promise": the condition
        // is the injury, and the tag after it makes the payment a promise.
        const promisedNext = PROMISE_NEXT.test(view.field.match.slice(view.span.end, view.span.end + 60));
        if (
          reading === 'payer' &&
          ((condition.test(text.slice(0, m.start)) && !promisedNext) ||
            INSURANCE_BENEFITS.test(text) ||
            ASKED_BEFORE.test(text.slice(0, m.start)))
        )
          continue;
        if (reading === 'aboutOutcome' && !OUTCOME.test(text)) continue;
        if (reading === 'afterResult' && !RESULT_TOLD.test(`${view.previous} ${text.slice(0, m.start)}`)) continue;
        if (reading === 'aboutCase' && !CASE_SPOKEN_OF.test(`${view.previous} ${text}`)) continue;
        // "Every time." holds only after a sentence in which the firm or its clients win or are paid.
        if (
          reading === 'echo' &&
          (!FIRM_WINS_BEFORE.test(view.previous) || FREQUENCY.test(view.previous) || DENIED_BEFORE.test(view.previous))
        )
          continue;
        if (reading === 'afterWin' && (!WINNING_SAID.test(`${view.previous} ${text}`) || HEALTH.test(text))) continue;
        if (
          reading === 'tag' &&
          // "... a settlement that covers everything. I'd stake my bike on it.": a short tag answers the sentence before it.
          (!(OUTCOME_SAID.test(text) || (text.length < 60 && OUTCOME_SAID.test(view.previous))) ||
            SETTLED_ALREADY.test(text) ||
            FREQUENCY.test(text) ||
            DENIED_BEFORE.test(text.slice(0, m.start)))
        )
          continue;
        // "The day you think you can't lose": someone's belief, not the email's claim.
        if (OTHERS_BELIEVE.test(text.slice(Math.max(0, m.start - 40), m.start))) continue;
        // "A two-ton car wins every time" is not about the firm.
        if (reading === 'firmOrClients' && !firmOrClients.test(text.slice(0, m.end))) continue;
        add(m.start, m.end);
      }
    }
    if (promiseWords) guaranteeWords(view, add, party, ownVoice, deniesGuarantees);
  }
  return withoutOverlaps(hits);
}

const OUTCOME =
  /\b(?:results?|outcomes?|win|wins|winning|won|victory|victories|verdicts?|settlements?|recovery|recoveries|compensation|payouts?|awards?|money|damages|success|successful|paid|check(?! (?:every|each|all|the|your|on|out|up|with|that|if|whether|back|for)\b)|in (?:your|our) favou?r)\b|\$\s?\d/i;
// A result told just before "we'll do the same for you".
const RESULT_TOLD = new RegExp(
  String.raw`${OUTCOME.source}|\b(?:dollars?|million|thousand|grand|recovered|settled|penny|pennies|cents?|owed)\b`,
  'i',
);
const GUARANTEE_WORD =
  /\b(?:guarantee[sd]?|guaranteeing|guaranty|promise[sd]?|promising|warranty|warranties|pledge[sd]?|vow|vows|assure|assures|assured|assurance|my word|swear)\b/gi;
const PRONOUN_AFTER = /^\s+(?:them|it|this|that)\b/i;
const WARNED_AGAINST =
  /\b(?:red flags?|warning signs?|beware|watch out|be (?:careful|wary|suspicious)|scams?|too good to be true|run(?:s)? into|violat\w*|not allowed|against the rules|bar rules)\b/i;
// Another lawyer's advertising retold: "you've probably seen it, the lawyer in the cowboy hat and GUARANTEED RESULTS".
const OTHERS_AD =
  /\b(?:billboards?|commercials?|(?:tv|radio) (?:ads?|spots?)|bus (?:benches|ads?)|you(?:'ve| have)? (?:\w+ )?seen|the (?:lawyer|attorney|fella|guy|man) (?:in|on|with)\b)/i;
// Anyone's promise, not the firm's: "anyone promising you fast cash is leaving money on the table".
const ASKED_WHETHER_BEFORE = /\b(?:ask(?:ed|s)?|wonder(?:ed|s)?|want(?:ed|s)? to know)\b[^.!?]{0,50}\b(?:whether|if)\b[^.!?]{0,25}$/i;
const ANYONE_BEFORE = /\b(?:anyone|anybody|someone|somebody|whoever|any (?:lawyer|attorney|firm|one))\s+(?:(?:who|that)\s+)?$/i;
// Others' advertising promising something: "you'll hear ads promising money fast", not "our ads promising".
const AD_BEFORE =
  /(?<!\b(?:our|my)\s)\b(?:lawyers?|attorneys?|firms?|ads|billboards?|commercials?|advertisements?|mailers?|flyers?|slogans?|signs?)\s+(?:\w+\s+)?$/i;
// "Our promise: a successful outcome", "my promise to you: ..." state the promise after the colon.
const COLON_AFTER = /^[^.!?:]{0,15}:/;

// "No lawyer can guarantee a result", "nobody can promise you a check by a certain date".
const DENIES_GUARANTEES =
  /\bthere(?:'s| is) no such thing\b|\b(?:no|nobody|no one|no-one|not one|none of us|not any)\b(?:,?\s+[\w-]+,?){0,3}?\s+(?:can|could|may|should|will|is able to|is allowed to)(?:\s+(?:ever|honestly|ethically|truly|really))?\s+(?:guarantee|promise)\b/i;
// A promise spoken of as a thing: "a promise of a result that no lawyer controls is the classic example".
const PROMISE_AS_THING_BEFORE = /\b(?:a|an|any|such|every|the)\s+$/i;
const PROMISE_AS_THING_AFTER = /^\s+(?:of|to (?:win|pay|get|deliver))\b/i;
// "We'd rather lose a client than win one with a promise we can't keep": a promise refused, in anyone's voice.
const PROMISE_NOT_KEPT =
  /^\s+(?:(?:that|which)\s+)?(?:we|you|they|i|he|she|nobody|no one|no lawyer|anyone|any lawyer)\s+(?:can't|cannot|can not|could not|couldn't|won't|will not|never|don't|do not)\s+(?:\w+\s+)?(?:keep|make|honou?r|deliver|back up|stand behind)\b/i;

/** "We guarantee results", "our promise: a successful outcome", "this we promise you". */
function guaranteeWords(
  view: SentenceView,
  add: (start: number, end: number) => void,
  party: RegExp,
  ownVoice: RegExp,
  deniesGuarantees: boolean,
): void {
  const text = view.text;
  if (deniesGuarantees && !ownVoice.test(text)) return;
  for (const m of matches(text, GUARANTEE_WORD)) {
    if (
      /^(?:promise|guarantee|guaranty|pledge|vow|assurance)s?$/i.test(m.text) &&
      PROMISE_AS_THING_BEFORE.test(text.slice(0, m.start)) &&
      ((PROMISE_AS_THING_AFTER.test(text.slice(m.end)) && !ownVoice.test(text)) || PROMISE_NOT_KEPT.test(text.slice(m.end)))
    )
      continue;
    if (isNegated(text, m.start) || isReported(view, m.start) || ANYONE_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start)))
      continue;
    // "Somebody asked us whether we could "guarantee a good result"": the question is theirs.
    if (ASKED_WHETHER_BEFORE.test(text.slice(Math.max(0, m.start - 80), m.start))) continue;
    // "... any more than I can promise a glaze won't crawl": a comparison that denies, not a promise.
    if (/\bany more than\s+(?:i|we|anyone|you)\s+(?:can|could)\s+$/i.test(text.slice(Math.max(0, m.start - 30), m.start))) continue;
    if (/^(?:promising|guaranteeing)$/i.test(m.text) && AD_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start))) continue;
    // "Promises of big settlements are a red flag", "a newsletter that promises results": promises
    // spoken of, not made. The firm makes one in the first person, by name, or to the reader
    // ("we promise", "Ruiz promises you"); "Guaranteed results!" needs no speaker.
    if (/^(?:promises|guarantees|promising|guaranteeing|warranties|assurances)$/i.test(m.text) && !party.test(text)) continue;
    if (WARNED_AGAINST.test(text) || (OTHERS_AD.test(text) && !ownVoice.test(text))) continue;
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
  /\b(?:cash|money(?! (?:questions?|matters|talk|tips?|worries|advice|management)(?=)\b)|settle|settles|settled|settling|settlements?|indemni(?:zation|sation|fication|ty)(?=)|payouts?|paid|pays|payments?|dollars(?<=\b(?:your|their|his|her|my|settlement|insurance)(?=) dollars)|checks|check(?<=\b(?:my|your|ur|a|the|their|his|her|settlement|insurance|first|big|fat|\w+'s|(?:property[- ])?damage|pd|rental|med-?pay|pip|repair|reimbursement)(?=)\scheck)(?= (?:in|inside|within|under)(?=)\b)|check(?![- ](?:in\b(?! (?:hand|(?:your|his|her|their|my|ur)(?=) hands?|the mail|the bank)(?=))|up\b|out\b|list\b|box\b)(?=))(?!\s(?:your|the|with|if|whether|on|that|them|it|this|these|those|our|back)(?=)\b(?<!\b(?:a|the|your|my|ur|their|his|her|settlement|insurance|first|big|fat|\w+'s)(?=)\scheck\s\w+))|pay(?= (?:out|up)(?=)\b)|pay(?= (?:injured |hurt )?(?:clients|readers|people|folks|families|victims|riders|patients)(?=)\b)|paying(?= (?:within|in|fast|quickly|soon|out)(?=)\b)|compensation|compensated|funds|deposits?(?! (?:slips?|box(?:es)?)(?=)\b)|\$\$|share(?<=\b(?:your|their|fair|rightful)(?=) share)(?! of (?:the )?(?:blame|fault|responsibility|work|costs?|expenses|bills?)(?=)\b)|resolutions?|pay(?= (?:fast|quick|quickly|faster|sooner|right away|immediately)(?=)\b)|pay(?= (?:you|u|clients|our clients)(?=)\b| (?:with)?in (?:days|weeks|a (?:few|couple)(?=))(?=))|resolv\w* (?:\w+ )?(?:cases?|claims?)(?=)|(?:cases?|claims?)(?=) (?:\w+ )?(?:resolved|resolves?)(?=))(?=)\b/gi;
const MONEY_ONE = new RegExp(MONEY.source, 'i');
/** The money as "it", named the sentence before: "most folks see it in weeks, not years". */
const IT_MONEY =
  /\b(?:you|u|clients|our clients|folks|people|families|most|they|drivers|riders)(?=)\b[^.!?,;]{0,20}?\b(?:see|get|have|receive|collect|pocket|bank)(?=)s?\s+(?:it|them|yours)(?=)\b/gi;
const IT_MONEY_WORD = /\b(?:see|get|have|receive|collect|pocket|bank)s?\s+(?:it|them|yours)\b/i;
/** An amount is money too: "got me $75,000 in like two weeks". Read only where a "$" is. */
const AMOUNT = /\$\s?\d[\d,.]*(?:\s?(?:k|m|million|thousand)\b)?/g;
/**
 * The matter ending, which says the money comes too: "most of these wrap up fast", "claims wrapped
 * up in weeks", "we close most claims within 45 days", "case over in weeks", "put this behind you".
 */
const CASE_ENDS =
  /\b(?:wrap|wraps|wrapped|wrapping)(?=)\s+(?:(?<=\b(?:cases?|claims?|matters?|lawsuits?)(?=)\b[^.!?]{0,80})(?:them|'em)(?=)|(?:these|those|the|our|most)(?=)\s+(?:[\w-]+\s+)?(?:cases|claims|matters)(?=))(?=)\s+up\b|(?:wrap|wraps|wrapped|wrapping)(?=)\s+up\b(?!\s+(?:your |the |their |this |that |our )?(?:paperwork|papers?|forms?|files?|calls?|meetings?|notes?|visits?|appointments?|newsletter|emails?|intake|documents?|drive|event|year)(?=)\b)(?<=\b(?:cases?|claims?|matters?|lawsuits?|these|those|them|they|most|clients|patients|folks|customers|people|yours)(?=)\b(?:\s+[\w'.]+){0,3}?\s+\w+\s+up)|\b(?:wrap|wraps|wrapped|wrapping)(?=)\s+(?:\w+\s+)?up\s+(?:(?:your|the|their|his|her|most|these|those|our)(?=)\s+(?:[\w-]+\s+)?(?:cases?|claims?|matters?)(?=)|(?:[\w-]+\s+)?(?:cases|claims|matters)(?=))(?=)\b|\b(?:close|closes|closed|closing)(?=)\s+(?:(?:these|those|them|it|yours|most|em|'em)(?=)\s+)?out\b|\b(?:close|closes|closed|closing)(?=)\s+(?:(?:most|many|our|your|the|these|those|their|all|of|fender-bender|[\w-]+)(?=)\s+){0,3}?(?:cases?|claims?|matters?)(?=)\b|\b(?:cases?|claims?|matters?|lawsuits?)(?=)\s+(?:(?:is|are|was|were|will be|'ll be|gets?|got|can be)(?=)\s+)?(?:all\s+)?(?:done(?: and dusted)?|over|finished|closed|behind you)(?=)\b|\b(?:cases?|claims?)(?=)\s+(?:usually\s+|typically\s+|often\s+)?(?:closes?|wraps? up)(?=)\b|\bput (?:this|it|all this|all of this|the (?:\w+ )?(?:crash|accident|wreck|case|claim)(?=)|your (?:case|claim)(?=))(?=)\s+behind you\b|\b(?:turn|turns|turned|turning)(?=) (?:(?:most|many|our|your|these|those|the|their|all|of|injury|accident|[\w-]+)(?=) ){0,3}?(?:cases?|claims?|matters?)(?=) around\b|\b(?:move|moves|moved|moving|push|pushes|pushed|pushing)(?=) (?:(?:your|the|our|these|those|their|most|all)(?=) )?(?:cases?|claims?)(?=)(?: along\b|(?= (?:fast|quick(?:ly)?|faster|swiftly|rapidly)(?=)\b))(?=)|\b(?:yours|your (?:case|claim)(?=))(?=)\s+(?:could|can|should|will|'ll|might|would)(?=)\s+(?:(?:also|easily|probably|likely)(?=)\s+)?(?:move|go|close|settle|wrap up|resolve|be done|come through|pay out)(?=)\b/gi;
const ENDING_WORD =
  /\b(?:yours|your (?:case|claim))\s+(?:could|can|should|will|'ll|might|would)\b|wrap|(?:cases?|claims?|matters?) around\b|(?:cases?|claims?) (?:along|fast|quick|faster|swiftly|rapidly)\b|\bclos(?:e|es|ed|ing)\b|behind you|(?:case|claim|matter|lawsuit)s?\s+(?:\w+\s+){0,3}?(?:done|over|finished)\b/i;
/** Counts of days and weeks in words, as a phone reply says them: "thirty to sixty days". */
const COUNT_WORD = String.raw`(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety|\d+)`;
/** Up to a few months: "in two or three months", "within a few months", "in 2-3 mos". */
const FEW_MONTHS = String.raw`(?:(?:a|one|two|three|four|[1-4])(?:\s?(?:-|\u2013|to|or)\s?(?:two|three|four|[2-4]))?|a few|a couple(?: of)?|couple(?: of)?)\s?(?:months?|mos?|mths?)\b`;
/** Fillers between "in" and the span: "in like two weeks", "inside of just a few weeks". */
const SPAN_FILLER = String.raw`(?:(?:like|about|around|roughly|just|only|barely|maybe|literally|less than|under|as little as|as few as)\s+){0,2}`;
/** Nature's calendar, as a country letter counts time: "before the dogwoods bloom", "before the leaves turn". */
const NATURE_CLOCK = String.raw`(?:\w+ )?(?:dogwoods?|azaleas?|magnolias?|cherry blossoms?|blossoms?|flowers?|roses?|tulips?|daffodils?|trees?|leaves|tomatoes|peaches|corn|crops?|harvest|snow|frost|first frost|ice|geese|robins|swallows)(?=)(?: \w+)? (?:bloom|blooms|turn|turns|fall|falls|melt|melts|thaw|thaws|ripen|ripens|come in|comes in|fly|flies|change|changes|bud|buds|return|returns|come back|comes back|come up|comes up)`;
/** Holidays, seasons and near events a payment is promised by: "before the Super Bowl", "before Mother's Day". */
const NEAR_EVENT = String.raw`(?:(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)(?=)|tomorrow|next week|super bowl|playoffs|opening day|(?:the )?(?:next |big )?(?:home )?(?:game|match|race|kickoff|tip-off)(?=)|(?:(?:your|the|their)(?=) )?(?:(?:first|next)(?=) )?(?:[\w-]+ )?(?:rent|bills?|payments?|mortgage|paycheck)(?=) (?:is|comes?|are|falls?)(?=) due|(?:your|their|his|her|the)(?=) (?:casts?|stitches|braces?|boots?|slings?|bandages?)(?=) (?:comes?|are|is)(?=) off|(?:you|they|he|she)(?=) (?:finish|are done with|complete)(?=) (?:(?:your|their|his|her)(?=) )?(?:physical )?(?:therapy|pt|rehab)(?=)|christmas|thanksgiving|the holidays|holidays|new year'?s?|old new year|orthodox christmas|lunar new year|t[eế]t|easter|passover|hanukkah|chanukah|diwali|kwanzaa|ramadan|eid|nowruz|carnival|spring break|spring|summer|fall|winter|tax season|back[- ]to[- ]school|school starts|(?:the )?(?:4th|fourth)(?=) of july|(?!(?:the|a|that|this|any|one|each|every|same|next|last|first|court|trial|hearing)(?=)\b)[a-z]+(?:'s)? day|the end of (?:the |this |next )?(?:month|year)(?=)|(?:the )?(?:first|1st|turn)(?=) of (?:the |next )?(?:year|month)(?=)|(?:your|the|their|his|her)(?=) (?:bruises?|swelling|scars?)(?=) (?:fades?|heals?|goes down|go down|clears? up)(?=)|(?:you're|you are|you get|they're|they get)(?=) off (?:the |your |their )?crutches|(?:your|their|his|her)(?=) next (?:shift|paycheck|pay ?day|rent check|car payment)(?=)|(?:the|this)(?=) (?:year|month)(?=) is (?:out|over|up)(?=)|year[- ]end|(?:this|next)(?=) (?:month|spring|summer|fall|winter)(?=)|mardi gras|halloween|(?:the )?first (?:snow|snowfall|frost|freeze)(?=)|(?:the )?(?:next |new )?(?:season|school year)(?=)(?: (?:turns|changes|starts|ends|is out)(?=))?|${NATURE_CLOCK})(?=)\b`;
/**
 * Any near event a payment is promised before, named with its own words: "before the bowl games",
 * "before your next shift bid comes around", "before your car's out of the shop"; not the case's own
 * steps ("before the trial", "before the lien is paid") nor who pays ("before the insurer").
 */
const ANY_NEAR_EVENT = String.raw`(?:the|your|their|his|her)(?=) (?!(?:trial|deposition|hearing|mediation|release|statute|deadline|liens?|fees?|costs?|insurers?|insurance|adjusters?|case|claim|lawsuit|settlement|doctors?|treatment|appointment|end|first|court|jury|judge|other|defendant|defense|bills?|offer|paperwork|papers|forms?|rest|remainder|balance|full|injur(?:y|ies)(?=)|medical|records?)(?=)\b)[a-z]+(?:'s)?(?: [a-z]+){0,3}`;
const NEAR_DATE = String.raw`(?:(?:before|by)(?=) the end of (?:(?:this|next)(?=) (?:week|month)(?=)|the (?:week|month|year)(?=)|this year|(?:january|february|march|april|may|june|july|august|september|october|november|december)(?=))(?=)\b|(?:before|by|in time for)(?=) (?:the )?${NEAR_EVENT}|before ${ANY_NEAR_EVENT}|before [a-z]+ season(?= (?:wraps up|ends|is over|starts|opens|kicks off)(?=)\b|\s*(?:[.!;]|$)(?=)))`;
/** Speed said against the usual span: "in weeks, not years", "days rather than months", "weeks — not the years other firms take". */
const SPEED_CONTRAST = String.raw`(?:(?:soon|fast|quickly)(?=),? not (?:in )?(?:[\w-]+ )?(?:years|months)(?=)|(?:in|within)(?=) )?(?:(?:a matter of|just|only|a few|a couple of)(?=) )?(?:days|weeks)(?=)(?:,|\s?[\u2014\u2013-]+)?\s?(?:not|never|instead of|rather than|as opposed to)(?=)\s(?:in\s)?(?:the\s)?(?:(?:usual|typical|many|long)(?=)\s)?(?:weeks|months|years)(?=)`;
const CONTRAST_ONE = new RegExp(SPEED_CONTRAST, 'i');
/** A span given as a label's value: "time to payout: 3 weeks", "average payout time: 21 days", "from crash to check: 45 days". */
const SPAN_LABEL = String.raw`(?:(?:time to|(?:crash|wreck|accident|injury|intake|signing|sign-up|hospital)(?=) to)(?=) (?:payout|payment|settlement|check|cash|money|paid)(?=)|(?:payout|payment|settlement|check|cash)(?=) times?)(?=)\W{1,3}\s*(?:(?:about|around|just|only|under|roughly)(?=) )?${COUNT_WORD}(?:\s?(?:-|\u2013|to)(?=)\s?${COUNT_WORD})?\s?(?:days|weeks|wks)(?=)\b`;
/** Words SPEED cannot match without: most sentences that name money have none, and skip it. */
const SPEED_WORD =
  /quick|\bbefore (?:the|your|their|his|her)(?=) |hurry|\bdue\b|wee while|wee bit|short order|on the double|delay|fortnight|nearest|bruise|swelling|scar|crutches|next (?:shift|pay|rent|car)(?=)|turnaround|half the|fraction of the|front of the line|head of the line|fast|soon|immediat|instant|speed|rapid|right away|overnight|no time|flash|heartbeat|jiffy|snap|lickety|pronto|asap|\bday|week|\bwks?\b|month|\bmos?\b|mths|wait|record|lightning|expedit|track|accelerat|swift|express|hour|\bhrs?\b|friday|monday|tuesday|wednesday|thursday|weekend|tomorrow|long|short|forever|years|minute|blink|game|match|race|kickoff|tip-off|rent|christmas|thanksgiving|holiday|new year|super bowl|playoffs|\bt[eế]t\b|easter|passover|hanukkah|chanukah|diwali|kwanzaa|ramadan|\beid\b|nowruz|carnival|spring|summer|\bfall\b|winter|season|school|july|end of|first of|1st of|turn of|year is|year[- ]end|expect|imagin|average|typical|median|mardi gras|halloween|\bcasts?\b|stitches|brace|sling|bandage|therapy|rehab|\bpt\b|bloom|ripen|leaves|frost|snow|thaw|harvest|\bbud/i;
const SPEED = new RegExp(
  String.raw`\b(?:quick(?! (?:reality check|note|word|update|question|reminder|heads?-up|look|tip|hello|thanks?|thank you|story|primer|guide|recap|refresher)(?=)\b)|quicker|quickest|quickly|fast|faster|fastest|sooner|immediate|immediately|instant|instantly|speedy|speedily|rapid|rapidly|right away|overnight|in no time(?: flat)?|in a (?:flash|heartbeat|jiffy|snap|hot minute|minute flat|blink)(?=)(?![- ](?:fires?|floods?|flooding|points?|drives?|sales?|mobs?|freezes?|burns?|cards?)(?=)\b)|lickety[- ]split|pronto|(?:give|gimme)(?=) (?:us|me|her|him|it)(?=) (?:a|one|two|three|four|six|\d+|a couple(?: of)?|a few)(?=) (?:days?|weeks?|months?)(?=),? and\b|before you (?:can blink|know it)(?=)|asap|${SPEED_CONTRAST}|${SPAN_LABEL}|in (?:a |such a )?hurry|in short order|on the double|without (?:any |a )?delays?|in a wee (?:while|bit)(?=)|(?:at|with)(?=) (?:warp|breakneck|lightning|top)(?=) speed|(?:${COUNT_WORD}|a few|a couple(?: of)?)(?=) (?:days|weeks)(?=),? (?:tops|max|at most|give or take)(?=)\b|(?:in|within|inside(?: of)?)(?=) a matter of (?:days|weeks)(?=)|(?:in|within|inside(?: of)?|under|after (?:only|just)(?=))(?=) ${SPAN_FILLER}(?:(?:(?:${COUNT_WORD}|a few|a couple(?: of)?|couple(?: of)?|few)(?=)(?:\s?(?:-|\u2013|to|or)(?=)\s?${COUNT_WORD}|,\s?${COUNT_WORD}(?=\s?(?:days?|weeks?|wks?)(?=)\b))?\s?)?(?:(?:business|working|calendar|short|quick|brief)(?=) )?(?:days?|weeks?|wks?|fortnights?)(?=)\b|(?:${COUNT_WORD}|a few|a couple(?: of)?)(?=)\s?(?:hours?|hrs?)(?=)\b|${FEW_MONTHS})(?=)|${NEAR_DATE}|(?:won't|will not|not|don't|do not|never)(?=) (?:have to )?(?:be )?wait(?:ing)? (?:(?:on|for)(?=) (?:your|the|a|their)(?=) (?:money|check|settlement|payment|cash|payout)(?=) )?(?:years|long|forever|months)(?=)\b|(?:long |well |way |much )?before (?:you|they|u|clients|most people)(?=)(?:'d| would)? (?:ever )?(?:expect|expected|think|thought|imagine|imagined)(?=)\b|(?:average|typical|median)(?=) (?:time|turnaround|wait)(?=)\b[^.!?]{0,30}?\b${COUNT_WORD}(?:\s?(?:-|\u2013|to)(?=)\s?${COUNT_WORD})?\s?(?:days|weeks|wks)(?=)\b|(?:takes?|taking)(?=) (?:only |just )?(?:a few|a couple of|a couple|\d+|one|two|three|four|five|six)(?=) (?:days|weeks)(?=)|no (?:long |more )?wait(?:ing)?|without (?:the |a )?(?:long )?wait(?:ing)?|in record time|in (?:half|a fraction of)(?=) the (?:(?:usual|normal|typical|average)(?=) )?time(?! (?:you|u)(?=) (?:spend|save)(?=))|skip (?:the |all the )?(?:long )?wait(?:ing)?|cut (?:the |your )?(?:wait|waiting)(?=)(?: time)?(?: [\w']+){0,3}? (?:in half|short|down)(?=)|speed(?:s|ed|ing)? (?:\w+ )?up\b|(?:to |at )?the (?:front|head)(?=) of the line|(?:at|in|with)(?=) record speed|same[- ](?:day|week)(?=)(?= (?:payouts?|payments?|checks?|cash|money|settlements?)(?=))|(?:in|within)(?=) (?:the |a )?(?:very )?(?:shortest|short|record|nearest)(?=) (?:possible )?(?:terms?|time|while|period|deadlines?)(?=)|while (?:you're|you are|they're|they are)(?=) still (?:on crutches|in (?:a|the|your|their)(?=) (?:sling|cast|brace|neck brace)(?=))(?=)|(?:${COUNT_WORD}|few|couple)(?=)[- ](?:day|week)(?=)[- ](?:turnaround|payouts?|settlements?|checks?|programs?)(?=)\b|lightning[- ]fast|expedited|expedite|fast-track\w*|accelerated|swift|swiftly|express(?= (?:payouts?|payments?|settlements?|cash|checks?|money|compensation|tempo)(?=)\b)|(?:won't|will not|doesn't|does not|shouldn't|should not)(?=) take (?:very )?(?:long|forever|years)(?=)|(?:won't|will not|shouldn't|should not|isn't going to)(?=) be (?:very |too )?long (?:before|until|till)(?=)|within (?:the|this)(?=) (?:week|month)(?=)\b|(?:long |well |way |much )?(?:before|sooner than|faster than|quicker than)(?=) (?:(?:you|they|u)(?=) (?:would|'d|could)(?=) )?(?:with |at )?(?:another|other|most|any other|a (?:big|bigger|typical)(?=))(?=) (?:firms?|lawyers?|attorneys?|outfits?)(?=)\b|(?:surprised|amazed|shocked|stunned|pleased)(?=)(?: at| by)? how (?:soon|fast|quickly|quick)(?=)\b|wait(?:s|ing)? (?:any )?(?:more|longer)(?=) than ${SPAN_FILLER}(?:a few|a couple(?: of)?|${COUNT_WORD})(?=) (?:days|weeks|wks|months)(?=)\b)`,
  'gi',
);
/** "Need money now?", "cash today". */
const MONEY_NOW = /\b(?:cash|money|paid|checks?) (?:right )?(?:now|today|tonight|tomorrow|this week)\b/gi;
/** Cases that do not drag, said as what the firm does: "these cases don't drag on", "we don't let these things drag". */
const NO_DRAG =
  /\b(?:we|i|our (?:team|firm|office|lawyers)(?=))(?=)\s+(?:only\s+|just\s+)?take\s+(?:days|weeks)(?=)\b|\b(?:we|i)(?=)\s+(?:don't|do not|never|won't|will not)(?=)\s+(?:make|let)(?=)\s+(?:you|u|our clients|clients|anyone)(?=)\s+wait\s+(?:for\s+)?(?:your |their |the |a )?(?:money|checks?|settlements?|compensation|payments?|cash|payouts?)(?=)\b|\b(?:cases?|claims?|these|those|things|matters?)(?=)\s+(?:\w+\s+)?(?:don't|do not|doesn't|does not|won't|will not|never)(?=)\s+drag\b(?!\s+(?:on\s+)?forever)|\b(?:we|i)(?=)\s+(?:don't|do not|never|won't|will not)(?=)\s+let\s+(?:\w+\s+){0,3}?drag\b/gi;
const NO_WAIT_WORDS = /drag|take (?:days|weeks)|(?:make|let) (?:you|u|our clients|clients|anyone) wait/i;
// "Settlements rarely happen quickly" says the opposite.
const RARELY = /\b(?:rarely|seldom|hardly|never)\b/i;
// A client whose case has settled is told when the check comes: a fact, not a claim of speed.
const SETTLED_ALREADY =
  /\b(?:closing statement|settlement statement|(?:the|a|your|signed|sign|signing) release|release (?:form|documents?|papers?|agreement)|disburse\w*|trust account|liens?|has settled|(?<!\bwe (?:\w+ )?)have settled|settled your case|your case (?:has )?settled|final check)\b/i;
// Speed that belongs to something else: "call us right away", "see a doctor quickly".
const OTHER_HASTE =
  /\b(?:call|calls|contact|tell|reply|respond|write|text|email|notify|report|act|answer|send|bring|submit|upload|sign|fill|return|returns|seek|start|get (?:medical|treatment|care|checked)|recover|recovery|heal|healing|update)\b(?:\s+\w+){0,2}\s*$/i;
// A jury's or a trial's pace: "after deliberating a little under six hours", "the jury was out less than a day".
const JURY_PACE =
  /\b(?:deliberat\w*|(?:jury|jurors) (?:was|were|came|come|stayed) (?:out|back)|trial (?:lasted|took|ran)|testimony|closing arguments?)\b[^.!?]{0,25}$/i;
// A quick word that is not about money: "a quick update we're proud of", "quick reminder: the payment plan form".
const QUICK_OTHER =
  /^\s+(?:update|note|word|question|reminder|tips?|look|answer|reply|response|thanks|thank-you|hello|hi|message|summary|recap|read|story|heads[- ]up|favou?r|chat|call|visit|survey|poll|form|intro|introduction|checklist|guide|overview|video|post|preview|review|consultation|consult|intake|service|appointment|access|help|attention|ride|lunch|bite|break|shout[- ]?out|fyi|aside|lesson|primer|rundown|explainer|fix|stop|walk|drive|trip|glance|peek|reference|safety|stuff|things?|housekeeping|reminders|notes|fyi)(?=)\b/i;
// Speed as an appearance others give: "the TikToks make it look quick", "ads make settlements seem fast".
const LOOKS_FAST =
  /\b(?:make|makes|made|making)\s+(?:it|them|this|that|everything|settlements?|cases?|claims?|the (?:process|law)|things)\s+(?:look|seem|sound)\s+(?:so\s+)?(?:quick|fast|easy)(?:\s+and\s+(?:quick|fast|easy))?\b/gi;
// The whole matter done, told of a case: "we settled his case, and the whole thing was done in about ninety days".
const WHOLE_THING_ENDS =
  /\b(?:the\s+)?whole (?:thing|case|claim|process|ordeal|matter)\s+(?:was|is|were|'s|will be|'ll be|got|gets|can be)\s+(?:all\s+)?(?:done|over|finished|wrapped up|settled|closed|resolved)\b/gi;
const WHOLE_WORD = /\bwhole (?:thing|case|claim|process|ordeal|matter)\b/i;
const CASE_TALK = /\b(?:case|claim|settle\w*|lawsuit|insurer|insurance)\b|\$\s?\d/i;
// Time counted from the end of treatment is a span, not a deadline: "paid within 30 to 45 days of finishing treatment".
const FROM_TREATMENT =
  /\b(?:of|after|from|once|when|as soon as)\s+(?:(?:finishing|completing|ending|wrapping up|the end of)\s+)?(?:(?:your|their|his|her|the|my|our)\s+)?(?:(?:last|final)\s+)?(?:\w+'s\s+)?(?:medical\s+)?treatment(?:\s+(?:ending|ends|ended|is (?:done|over|finished)|being (?:done|over|finished)|wraps up))?/gi;
// Quick money said to be less money, with no speaker of ours: "a check that shows up in days is usually a small one".
const FAST_IS_LESS =
  /\b(?:is|are|means?|usually|often|tends? to be|almost always)\b[^.!?]{0,30}?\b(?:small(?:er)?|less|low(?:er)?|lowball|low-ball|a fraction|cheap(?:er)?|pennies)\b|\bcosts? you\b|\b(?:leav\w*|left) (?:money|cash|dollars|thousands) on the table\b|\bshort-?chang\w*/i;
const FIRST_PERSON = /\b(?:we|us|our|i|my|me)\b/i;
// "They like to offer quick cash", said of the adjuster named just before.
const THEY_OFFER = /\bthey\b[^.!?]{0,30}?\b(?:offer|offers|offered|offering|dangle|dangles|wave|waves|throw|throws)\b/i;
const INSURER_NAMED = /\b(?:adjusters?|insurers?|insurance compan(?:y|ies)|carriers?|the other side|defen[cs]e)\b/i;
// The reader's need, not the firm's speed: "to test whether you need money before Christmas".
const NEEDS_MONEY =
  /\b(?:whether|that|because|since|know|knows|knew|bet|betting|figure|figures|think|thinks|see)\s+(?:you|u|they|people|folks|families|clients|he|she)(?:'re| are)?\s+(?:really\s+|badly\s+)?(?:need|needs|want|wants|could use|short on|desperate for)\s+(?:\w+\s+)?$/i;
// A slogan named in quotes and then answered: "\"Cash in days.\" Most injury claims take months".
const QUOTED_SLOGAN = /^\s*"[^"]{1,40}"\s*$/;
const TAKES_LONG = /\b(?:takes?|taking|took)\b[^.!?]{0,20}?\b(?:months|years|a while|time|longer)\b/i;
// Words before a quotation that show it is quoted to be debunked: "a billboard ... pointing at you: \"CASH IN DAYS\"".
const QUOTE_WARNING =
  /\b(?:billboards?|commercials?|ads|advertisements|slogans?|other (?:firms|lawyers|attorneys)|some (?:firms|lawyers|attorneys)|another (?:firm|lawyer|attorney)|you(?:'ve| have)? seen|beware|watch out|red flags?|too good to be true|the truth about|myths?)\b/i;

/** The paragraph up to this sentence: "A trucking company's adjuster will call. They'll be friendly. They may offer ...". */
function paragraphBefore(view: SentenceView): string {
  const match = view.field.match;
  const paragraphStart = match.lastIndexOf('\n\n', view.span.start) + 1;
  return match.slice(Math.max(paragraphStart, view.span.start - 400), view.span.start);
}

/** Whether the words at `at` sit in a quotation that opened in an earlier sentence after a warning. */
function quotedToWarn(view: SentenceView, at: number): boolean {
  const introduction = quotationIntroduction(view, at, 200);
  return introduction !== undefined && QUOTE_WARNING.test(introduction);
}

const ASKED_HOW =
  /\b(?:ask|asks|asked|asking|wonder\w*|know|knows|question|depends on|tell (?:you|them|him|her|people|me|us)|explain|show|teach|learn|not sure|no idea|nobody knows|can't say|cannot say)\b[^.!?]{0,30}\bhow\s+$/i;
const HOW_TO_ASKED =
  /\b(?:ask|asks|asked|asking|wonder\w*|expect\w*|wants? (?:me |us )?to|tell (?:you|them|him|her|people|me|us)|explain|show|teach|learn)\b[^.!?]{0,30}\bhow to\b[^.!?]{0,25}$/i;
// Balanced: "some cases wrap up in weeks, others take years".
const OTHERS_TAKE_LONGER =
  /\b(?:others?|some|many|the rest)\b[^.!?]{0,30}?\b(?:take|takes|can take|drag on for)\s+(?:many |several )?(?:months|years|longer|a year)/i;
// A legal deadline is not a promise of speed: "file within 14 days or benefits may not be paid".
const DEADLINE =
  /\b(?:(?<!\b(?:your|the|his|her|their|my|our|a|case|claim)\s)file(?!s)|filed|filing|deadline|must|required|requires|statute|notice of claim|application|treatment|treated|payable)\b|\bdue (?:within|in|by|before|on)\b/i;
// Someone else's quick money, or a warning about it.
const NOT_OURS =
  /\b(?:PIP(?! (?:and|&)(?=) (?:\w+ )?(?:injury|liability)(?=) claims)|no-fault|personal injury protection|workers'? comp\w*|tempting|lowball|low-ball|low offers?|trap|billing (?:office|department)(?=)|red flags?|too good to be true|the truth about|myths?|(?:insurers?|insurance compan(?:y|ies)(?=)|adjusters?|the other side)(?=)\b[^.!?]{0,40}\b(?:offer|offers|offered|offering|push|pushes|pushing|pressure|pressures|want|wants|try|tries|rush|rushes|hurry|eager|anxious)(?=))(?=)\b/i;
// The firm's own speed at collecting benefits: "we get most PIP checks out of the carriers within a few weeks".
const FIRM_GETS_BENEFITS =
  /\b(?:we|i)\s+(?:usually\s+|often\s+|can\s+|always\s+)?(?:get|got|collect|pull|squeeze|secure|recover|shake)\s+(?:\w+\s+){0,2}(?:PIP|no-fault|med-?pay|benefits?)\b/i;
// The firm making the insurer act: "we can get the insurer to put a settlement offer on the table within a few weeks".
const FIRM_MAKES_THEM = /\b(?:we|i)\b[^.!?]{0,30}?\b(?:get|gets|make|makes|push|pushes|force|forces|have)\b[^.!?]{0,60}$/i;
// ... and the insurer made to pay or offer: "we can get the TNC's insurer to release medical payments".
const FIRM_MAKES_INSURER =
  /\b(?:we|i|our (?:office|firm|team|lawyers|attorneys))\b[^.!?]{0,30}?\b(?:get|gets|make|makes|push|pushes|force|forces|have)\s+(?:the |their |your |that |a )?(?:[\w'-]+\s+)?(?:insurers?|insurance compan(?:y|ies)|adjusters?|carriers?)\s+(?:to\s+)?(?:pay|release|put|send|cut|offer|settle|make)\b/i;
// The reader's money said to come: "within 90 days you'll have your money".
// ... or the firm getting it to them: "we can usually get drivers a check in a few weeks, because we know which adjuster desk to push".
const READER_GETS_MONEY =
  /\b(?:you|u)(?=)(?:'ll| will| are going to|'re going to|'re gonna)(?=)\s+(?:have|get|receive|see|collect|be holding)(?=)\s+(?:your |the |a )?(?:money|check|settlement|cash|compensation|payment)(?=)\b|\b(?:we|i)(?=)\s+(?:can\s+|usually\s+|often\s+|always\s+|typically\s+){0,2}(?:get|have|put)(?=)\s+(?:you|u|clients|our clients|drivers|riders|folks|people|families|them)(?=)\s+(?:a |your |their |the )?(?:money|checks?|settlements?|cash|compensation|payments?|paid)(?=)\b/i;
const READER = /\b(?:you|your|u|ur|clients?|folks|families)\b/i;
// "Need cash fast?" advertises; "How fast will I be paid?" asks.
const AD_QUESTION = /^\W*(?:need|want|looking for|waiting for|tired of waiting)\b/i;
// "Quick cash for your crash?" names the offer as a question with no verb.
const SPEED_FIRST_QUESTION =
  /^\W*(?:quick|fast|instant|immediate|speedy|rapid|same[- ]day)\s+(?:cash|money|settlements?|payouts?|checks?|payments?|compensation)\b/i;
// The answer after such a question that turns it into a warning: "Think twice", "Not so fast".
const ANSWERED_NO =
  /\b(?:think twice|not so fast|careful|beware|watch out|trap|don't|do not|never|no\b|not\b|red flags?|too good|wouldn't|would not|count on it|believe it)\b/i;
// Another's advertising quoted: "the billboard by the bridge says CASH IN DAYS", "a new ad on the radio: \"...\"".
const AD_SAYS =
  /\b(?:billboards?|ads?|adverts?|commercials?|signs?|flyers?|mailers?|jingles?|slogans?)\b[^.!?]{0,40}?(?:\b(?:says?|said|reads?|promises?|shouts?|yells?|screams?|brags?)\b|[:"\u201c])/i;

/** A legal deadline in the speed's own clause: "file within 14 days", not "we file with the airline, and you'll have a check before spring break". */
function deadlineAround(text: string, at: number): boolean {
  const { start, end } = clauseAround(text, at);
  const clause = text.slice(start, end);
  return DEADLINE.test(/treatment/i.test(clause) ? clause.replace(FROM_TREATMENT, '') : clause);
}

const RULE_STATED =
  /\b(?:bars?|barred|prohibits?|prohibited|forbids?|forbidden)\s+(?:lawyers|attorneys|firms)\b|\b(?:lawyers|attorneys|firms)\s+(?:may not|can't|cannot|are not allowed to|aren't allowed to)\s+(?:advertise|promise|claim|say)\b/i;
const SPEED_DETAIL = (words: string) => `${words} suggests quick money. How long a claim takes depends on its facts; do not promise speed`;

export function quickSettlement({ draft }: DetectorInput): Hit[] {
  const hits: Hit[] = [];
  const add = (view: SentenceView, start: number, end: number) =>
    hits.push(hitIn(view, start, end, SPEED_DETAIL(quote(view.field, view.span.start + start, view.span.start + end))));
  // Tested once per email: most have no word of the no-waiting family.
  const all = draft.match;
  const email: SpeedWords = {
    noWait: mayOccurIn(draft, NO_WAIT_WORDS) && NO_WAIT_WORDS.test(all),
    ending: mayOccurIn(draft, ENDING_WORD) && ENDING_WORD.test(all),
    whole: mayOccurIn(draft, WHOLE_WORD) && WHOLE_WORD.test(all),
    deniesSpeed: mayOccurIn(draft, DENIES_SPEED) && DENIES_SPEED.test(all),
    months: mayOccurIn(draft, MONTHS_ONE) && MONTHS_ONE.test(all),
    itMoney: mayOccurIn(draft, IT_MONEY_WORD) && IT_MONEY_WORD.test(all),
  };
  const adSays = mayOccurIn(draft, AD_SAYS) && AD_SAYS.test(all);
  let question: SentenceView | undefined;
  let moneyAsked: SentenceView | undefined;
  for (const view of eachSentence(draft)) {
    // "Your check? Two weeks, maybe three.": the money asked about, the span given as the answer.
    if (moneyAsked && moneyAsked.field === view.field) {
      const answer = SPEED_ANSWER.exec(view.text);
      if (answer && !SLOW_ANSWER.test(view.text.replace(NOT_MONTHS, '')))
        add(view, answer[0].length - answer[0].trimStart().length, answer[0].length);
    }
    moneyAsked = undefined;
    // "Quick cash for your crash?" advertises unless the next sentence answers it with a warning;
    // so does a slogan in quotes unless the next sentence answers it ("\"Cash in days.\" Most claims take months").
    if (question && !(question.field === view.field && (ANSWERED_NO.test(view.text) || TAKES_LONG.test(view.text))))
      sentenceSpeed(question, add, email);
    question = undefined;
    const text = view.text;
    if ((QUOTED_SLOGAN.test(text) || (adSays && AD_SAYS.test(text))) && !FIRST_PERSON.test(text)) {
      question = view;
      continue;
    }
    if (isQuestion(text)) {
      if (SPEED_FIRST_QUESTION.test(text)) question = view;
      if (MONEY_QUESTION.test(text)) moneyAsked = view;
      const statement = AD_QUESTION.test(text) ? view : statementBeforeTag(view);
      if (statement) sentenceSpeed(statement, add, email);
      continue;
    }
    sentenceSpeed(view, add, email);
  }
  if (question) sentenceSpeed(question, add, email);
  return withoutOverlaps(hits);
}

/** The money alone, asked: "Your check?", "The money?". */
const MONEY_QUESTION = /^\W*(?:(?:your|the|my|ur)\s+)?(?:money|check|cash|settlement|payout|payment|compensation)\s*\?+\s*$/i;
/** A span of days or weeks as the whole answer: "Two weeks, maybe three.", "Weeks, not months." */
const SPEED_ANSWER = new RegExp(
  String.raw`^\s*(?:(?:about|maybe|usually|typically|around|just|only|under|less than|often)\s+)?(?:(?:${COUNT_WORD}|a few|a couple(?: of)?)\s?)?(?:days|weeks|wks)\b(?!\s+of\b)`,
  'i',
);
/** An answer that says it is slow or unknown: "Weeks away, maybe months; nobody knows." */
const NOT_MONTHS = /\b(?:not|never|instead of|rather than)\s+(?:in\s+)?(?:months|years)\b/gi;
const SLOW_ANSWER = /\b(?:months|years|away|late|behind|overdue|longer|nobody|no one|can't|cannot|depends|unknown)\b/i;

/** The reader's money between two months close together, with money named between them. */
function monthToMonth(
  view: SentenceView,
  add: (view: SentenceView, start: number, end: number) => void,
  money: readonly { start: number; end: number }[],
): void {
  const text = view.text;
  for (const m of text.matchAll(MONTH_TO_MONTH)) {
    // Capitalised, so that "may" and "march" as verbs are not months.
    if (!/^[A-Z]/.test(m[1]!) || !/^[A-Z]/.test(m[2]!)) continue;
    const from = MONTH_NAMES.indexOf(m[1]!.toLowerCase());
    const to = MONTH_NAMES.indexOf(m[2]!.toLowerCase());
    const months = (to - from + 12) % 12;
    const end = m.index + m[0].length;
    if (months < 1 || months > 3 || !money.some((x) => x.start > m.index && x.end < end)) continue;
    if (isNegated(text, m.index) || isReported(view, m.index) || othersSay(text, m.index)) continue;
    add(view, m.index, end);
  }
}

/** What the whole email holds, tested once per email: most have none of these. */
interface SpeedWords {
  noWait: boolean;
  ending: boolean;
  whole: boolean;
  /** "Nobody can promise you a check by a certain date": slogans of speed in it are quoted to answer them. */
  deniesSpeed: boolean;
  /** Two months in one sentence: "hit in March and had my settlement by May". */
  months: boolean;
  /** The money as "it": "our clients usually see it in weeks". */
  itMoney: boolean;
}

// "No lawyer can guarantee a result or a date", "nobody can promise you a check by a certain date".
const DENIES_SPEED =
  /\b(?:be wary of|beware(?: of)?|watch out for|don't trust|do not trust|never trust|run from|steer clear of)(?=)\s+(?:anyone|anybody|any lawyer|a lawyer|lawyers|firms?|any firm)(?=)\s+(?:who|that)(?=)\s+(?:promises?|guarantees?)(?=)\b[^.!?]{0,40}?\b(?:checks?|dates?|cash|money|fast|quick\w*|speed|amounts?|timelines?)(?=)\b|\b(?:no|nobody|no one|not one)(?=)\b(?:,?\s+[\w-]+,?){0,3}?\s+(?:can|could|will|should|may)(?=)\s+(?:ever\s+|honestly\s+)?(?:promise|guarantee)(?=)\b[^.!?]{0,40}?\b(?:checks?|dates?|timelines?|how (?:fast|long|soon|quickly)(?=)|when|speed|fast|quick\w*|cash|money|payouts?|payments?|settlements?)(?=)\b/i;
const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december)`;
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** The reader's money a month or three after the harm: "I got hit in March and had my settlement by May". */
const MONTH_TO_MONTH = new RegExp(
  String.raw`\b(?:in|on|since|back in|early|late|mid-?)\s+(${MONTH})\b[^.!?]{0,80}?\b(?:by|in|before|that|come)\s+(${MONTH})\b`,
  'gi',
);
const MONTHS_ONE = new RegExp(MONTH_TO_MONTH.source, 'i');
// The body settling, not a claim: "some swelling after a session is expected, and it should settle within a day".
const SYMPTOM =
  /\b(?:swelling|swollen|pain|soreness|sore|stiffness|bruis\w*|inflammation|symptoms?|headaches?|dizziness|nausea|stomach|dust|nerves)\b/i;
const CLAIM_TALK = /\b(?:case|claim|insur\w*|lawsuit|offer|adjuster|lawyer|attorney|settlements?)\b|\$/i;

/** A span promised from the start to the money: "three weeks from signing to a check in your hands". */
const SPAN_TO_MONEY = new RegExp(
  String.raw`\b(?:${COUNT_WORD}|a few|a couple(?: of)?)[ -](?:days?|weeks?)\s+(?:from|after)\s+[^.!?]{1,30}?\bto\s+(?:a |the |your )?(?:[\w-]+ )?(?:check|payout|payment|settlement|money|cash|deposit)\b`,
  'gi',
);
/** The short span set against the long one, after the money: "it'll land fast. We're talking weeks, not years." */
const SHORT_NOT_LONG = /\b(?:days|weeks),? not (?:weeks|months|years)\b/gi;
const TAKEN_BACK_NEXT =
  /^\s*(?:(?:(?:it|that|they|this)\s+(?:doesn't|does not|isn't|is not|won't|will not|don't|do not|aren't|are not)(?:\s+(?:work|happen))?|(?:we|i)\s+(?:can't|cannot|won't|will not)\s+promise\s+(?:one|that|it|you one))\s*[.!]|that(?:'s| is) not (?:our|my|the) (?:goal|aim|plan|approach|way)\b)/i;
const TOPIC_NAMED =
  /\b(?:a word|a few words|a note|notes|thoughts|the truth|myths?|facts) (?:on|about) (?:[\w-]+ )?(?:fast|quick) (?:money|cash|settlements?|checks?)\b/i;
const LYING_IF = /\b(?:i|we)(?:'d| would) be lying if (?:i|we) (?:said|told you|promised)\b/i;
const SPAN_GUARD = /\b(?:days?|weeks?)\b/i;

/** The quick-money claims of one sentence. */
const MONEY_SPENT =
  /\b(?:use|uses|used|using|burn|burns|burned|burning|eat|eats|ate|eating|run|runs|ran|running|go|goes|went)(?=) (?:up|through|out of)(?=) (?:the |your |that |all |\$)/i;
function sentenceSpeed(view: SentenceView, add: (view: SentenceView, start: number, end: number) => void, email: SpeedWords): void {
  const { noWait, ending, whole } = email;
  const text = view.text;
  // The rule stated, not broken: "California even bars lawyers from advertising that they can get immediate cash".
  if (RULE_STATED.test(text)) return;
  // A slogan of speed in an email that denies anyone can promise one, and no word of ours in it.
  if (email.deniesSpeed && !FIRST_PERSON.test(text)) return;
  // "I'd be lying if I said there's a fast check at the end of this": the speed denied.
  if (LYING_IF.test(text)) return;
  // "Expect it to work like e-file: a deposit in three weeks. It doesn't.": the next sentence takes it back.
  if (TAKEN_BACK_NEXT.test(view.field.match.slice(view.span.end, view.span.end + 40))) return;
  // "A word on fast money": the topic named, not promised.
  if (TOPIC_NAMED.test(text)) return;
  // "A serious crash can use up $10,000 quickly": money spent, not paid out.
  if (MONEY_SPENT.test(text)) return;
  if (SPAN_GUARD.test(text)) {
    const spans = matches(text, SPAN_TO_MONEY);
    if (MONEY_ONE.test(text) || MONEY_ONE.test(view.previous)) spans.push(...matches(text, SHORT_NOT_LONG));
    for (const m of spans)
      if (!isNegated(text, m.start) && !isReported(view, m.start) && !othersSay(text, m.start) && !RARELY.test(text))
        add(view, m.start, m.end);
  }
  // Most sentences name no money and no end of a case: one cheap test each before the rest.
  const hasMoney = MONEY_ONE.test(text) || text.includes('$');
  const hasEnd = (ending && ENDING_WORD.test(text)) || (whole && WHOLE_WORD.test(text));
  const hasNoWait = noWait && NO_WAIT_WORDS.test(text);
  // "There's money on the table for people like you. Our clients usually see it in weeks": the money named a sentence before.
  const itMoney = !hasMoney && email.itMoney && IT_MONEY_WORD.test(text) && MONEY_ONE.test(view.previous) && !NOT_OURS.test(view.previous);
  if (!hasMoney && !hasEnd && !hasNoWait && !itMoney) return;
  if (
    (NOT_OURS.test(text) && !FIRM_GETS_BENEFITS.test(text) && !READER_GETS_MONEY.test(text) && !FIRM_MAKES_INSURER.test(text)) ||
    SETTLED_ALREADY.test(text) ||
    SETTLED_ALREADY.test(view.previous)
  )
    return;
  if (hasNoWait)
    for (const m of matches(text, NO_DRAG)) if (!isReported(view, m.start) && !othersSay(text, m.start)) add(view, m.start, m.end);
  const bodySettles = SYMPTOM.test(text) && !CLAIM_TALK.test(text);
  const money = hasMoney ? [...matches(text, MONEY), ...matches(text, AMOUNT)].filter((m) => !(bodySettles && /^settl/i.test(m.text))) : [];
  if (email.months && hasMoney) monthToMonth(view, add, money);
  const ends = hasEnd ? [...matches(text, CASE_ENDS)] : [];
  if (whole && (hasMoney || CASE_TALK.test(view.previous)) && WHOLE_WORD.test(text)) ends.push(...matches(text, WHOLE_THING_ENDS));
  money.push(...ends);
  if (itMoney) money.push(...matches(text, IT_MONEY));
  if (money.length === 0) return;
  for (const m of matches(text, MONEY_NOW)) {
    if (isNegated(text, m.start) || isReported(view, m.start)) continue;
    add(view, m.start, m.end);
  }
  if (!SPEED_WORD.test(text)) return;
  const looks = /look|seem|sound/i.test(text) ? [...matches(text, LOOKS_FAST)] : [];
  for (const speed of matches(text, SPEED)) {
    if (OTHER_HASTE.test(text.slice(Math.max(0, speed.start - 40), speed.start))) continue;
    // "A verdict of $3.1 million after deliberating under six hours": the jury's pace, not the reader's money.
    if (JURY_PACE.test(text.slice(Math.max(0, speed.start - 40), speed.start))) continue;
    if (/^(?:in|within|inside|under|before|by)\b/i.test(speed.text) && !CONTRAST_ONE.test(speed.text) && deadlineAround(text, speed.start))
      continue;
    if (/^(?:quick|fast|speedy|rapid|instant|immediate)$/i.test(speed.text) && QUICK_OTHER.test(text.slice(speed.end))) continue;
    if (looks.some((l) => l.start <= speed.start && speed.end <= l.end)) continue;
    const near = money.find(
      (m) =>
        (m.end <= speed.start ? speed.start - m.end : m.start - speed.end) <= 40 &&
        // An amount is the money only in the speed's own clause: not "in two weeks, and raised $4,000 for the shelter".
        (!m.text.startsWith('$') || clauseAround(text, m.end - 1).start === clauseAround(text, speed.start).start),
    );
    if (!near) continue;
    // "He asked how quickly he would get paid": the question, reported.
    if (
      /\bhow\s+$/i.test(text.slice(Math.max(0, speed.start - 8), speed.start)) &&
      ASKED_HOW.test(text.slice(Math.max(0, speed.start - 50), speed.start))
    )
      continue;
    // "A settlement offer can come fast": the insurer's offer, not the reader's money.
    if (/^\s+offers?\b/i.test(text.slice(near.end)) && !FIRM_MAKES_THEM.test(text.slice(0, near.start))) continue;
    const start = Math.min(near.start, speed.start);
    const end = Math.max(near.end, speed.end);
    const clause = clauseAround(text, start);
    // A date promises speed only for the reader's money named before it: "a settlement check in your hands before the Super Bowl".
    if (/^(?:before|by|in time for)\b/i.test(speed.text)) {
      // "You may find a settlement offer in your mailbox before Christmas" is the insurer's offer, hedged.
      const said = text.slice(clause.start, Math.min(clause.end, speed.end));
      // The reader's money, a case's end, or someone's money told as what the reader can expect ("her grandson's money before Easter").
      const whose =
        READER.test(text) ||
        ends.includes(near) ||
        /\b(?:my|his|her|their|\w+'s)\s+(?:\w+\s+)?$/i.test(text.slice(0, near.start)) ||
        // A headline that opens with the money: "Cash by Friday for qualifying claims."
        /^\W*$/.test(text.slice(0, near.start)) ||
        // "Signed Monday, paid by Friday.": the money opens its own clause.
        /^\W*$/.test(text.slice(clause.start, near.start)) ||
        // "A check in his hands by spring."
        /\bin (?:his|her|their|your|ur|my) hands?\b/i.test(text.slice(near.end, speed.start));
      if (near.end > speed.start || clause.end < speed.start || !whose || /\b(?:offers?|may|might)\b/i.test(said)) continue;
    }
    // "Our clients rarely wait more than a few weeks": the "not" is the claim.
    const waitsNoLonger = /^wait/i.test(speed.text);
    if (!waitsNoLonger && (isNegated(text, start) || isNegated(text, Math.max(clause.start, speed.start)))) continue;
    if ([start, near.start, speed.start].some((at) => isReported(view, at) || othersSay(text, at))) continue;
    if ((!waitsNoLonger && RARELY.test(text.slice(clause.start, Math.max(end, clause.end)))) || OTHERS_TAKE_LONGER.test(text)) continue;
    // "Settling too fast", "paid too quickly": speed named as the harm.
    if (/\btoo\s+$/i.test(text.slice(Math.max(0, speed.start - 6), speed.start))) continue;
    // "People expect me to tell them how to get paid fast": how, asked about, not claimed.
    if (HOW_TO_ASKED.test(text.slice(Math.max(0, speed.start - 80), speed.start))) continue;
    // "A check that shows up in days is usually a small one": a warning, in no voice of ours.
    if (!FIRST_PERSON.test(text) && FAST_IS_LESS.test(text)) continue;
    // "They like to offer quick cash", after the adjuster was named.
    if (THEY_OFFER.test(text) && !FIRST_PERSON.test(text) && INSURER_NAMED.test(paragraphBefore(view))) continue;
    if (NEEDS_MONEY.test(text.slice(Math.max(0, near.start - 60), near.start))) continue;
    // "What the adjuster meant by \"fast-track settlement\"": named in quotes, not claimed.
    if ((isQuotedWord(text, start, end) && !QUOTED_SLOGAN.test(text)) || quotedToWarn(view, start)) continue;
    add(view, start, end);
  }
}
