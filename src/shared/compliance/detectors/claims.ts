/**
 * Claims about the firm's record and terms: past results, certifications and contingent fees.
 * Guarantees and quick money are in outcome.ts, comparisons in comparison.ts, "specialist" in
 * specialist.ts. Each pattern is tested sentence by sentence, and the words before a match in
 * its clause can deny it ("we are not board certified").
 */
import { type DetectorInput, type Hit, matches, type PreparedDraft, type PreparedField, quote, withoutOverlaps } from '../draft';
import { clauseAround, comparable, isNegated, sentenceAt, type Span } from '../text';
import type { FirmForCheck } from '../types';
import { NY_DISCLAIMER, type RuleRow } from '../rules';
import {
  eachSentence,
  firmPattern,
  hitIn,
  isQuestion,
  isQuotedWord,
  isReported,
  isSaidOfThemselves,
  possibleIn,
  type Guarded,
  type SentenceView,
} from './sentences';
import { mayOccurIn } from './trigrams';

// ── past-results ──────────────────────────────────────────────────────────────────────────

const NUMBER_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)`;
/**
 * An amount of money: "$385,000", "$1.2M", "seven figures", "a multimillion-dollar verdict", and
 * the spoken forms a dictated war story or a phone reply uses ("four hundred thousand", "two hundred million", "half a
 * million", "ten grand", "85k", "two-point-four million" as an ad's announcer reads it), which count
 * only where nothing but money could follow them; and amounts as translated letters write them ("USD 300,000",
 * "450 000 $", "300,000 dollars", "€200,000").
 */
const AMOUNT = new RegExp(
  String.raw`\$\s?(?!0+(?:\.0+)?(?![\d,.]))\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|mm|million|billion|thousand)(?=)\b)?|(?:\bUSD|\bUS\$|\u20ac|\u00a3)(?=)\s?\d[\d,.]*(?:\s?(?:k|m|mm|million|billion|thousand)(?=)\b)?|\b\d{1,3}(?:[,.\u00a0 ]\d{3})+(?:[.,]\d+)?\s?(?:(?:dollars?|bucks|USD)(?=)\b|\$|\u20ac)(?=)|\b(?:millions|billions|hundreds of thousands|(?:six|seven|eight|nine)(?=)[- ]figures?|multi[- ]?million(?:[- ]dollar)?)(?=)\b|\b(?:\d[\d,]*(?:\.\d+)?|half a|a|one|two|three|four|five|ten|a quarter of a)(?=) (?:thousands?|millions?|billions?)(?=) (?:of )?dollars?\b|\b(?:(?:${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?|a|one)(?=)[- ]hundred(?:[- ](?:and[- ])?${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?)?[- ](?:thousand|grand|million|billion)(?=)|${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?(?:[- ]point[- ](?:${NUMBER_WORD}|\d)(?=)(?:[- ]${NUMBER_WORD})?| and a half)?[- ](?:thousand|million|billion|mil)(?=)|\d+[- ]point[- ]\d+[- ](?:million|billion|mil)(?=)|a million and a half|half a million|a quarter[- ](?:of a )?million|a million|\d+(?:\.\d+)?\s?(?:k|grand|mil|bands|racks|stacks|thousands?|millions?|billions?)(?=)|${NUMBER_WORD}(?:[- ]${NUMBER_WORD})? grand)(?=)\b(?=\s*(?:$|[.,;:!?)"\u2013\u2014\u2600-\u27bf\ud83c-\ud83e-]|(?:dollars?|bucks|in|for|from|after|when|on|against|even|before|and|plus|with|to|at|off|out|back|into|settlement|verdict|award|recovery|judgment|check|last|this|fr|frfr|tho|lol|lmao|no cap|fam|bro|thanks|thx)(?=)\b)(?=))`,
  'gi',
);
// The words that make an amount a result: "we recovered", "a verdict", "walked away with" (texted "walked w/"), "concluded in favour of our client",
// "$900,000 was paid to the Ruiz family after we sued", "the biggest check we've ever handed a client", "Earl's career total",
// "our founder took a forklift case to trial in 2019: $3.3 million", "we brought a pool-drain case to shore for $1.4 million".
const RESULT_WORD =
  /\b(?:(?:brought|hauled|pulled|carried|towed|reeled|rolled|steered|flew|flown|sailed|rode|roped|wrangled|baked|stitched|tailored|fixed|unlocked|cracked|walked|guided|landed|finished|completed|wrapped up|closed out|bowled|rolled|scored|threw|shot)(?=) (?:a|an|the|one|that|this|his|her|their)(?=) (?:[\w$,.-]+ ){0,3}?(?:case|claim|lawsuit|build|job|project|piece|ride|rescue|survey|fitting|game|strike|round|score)(?=)\b[^.!?]{0,60}?(?:\bfor\b|:)(?=)|(?<=\b(?:case|claim|lawsuit)(?=)\b[^.!?]{0,30})came in (?:at|for)(?=)|recovered|won|winned|gained|secured|obtained|negotiated|collected|achieved|received|awarded|helped|got|gotten|settled|resolved|verdicts?|settlements?|recovery|recoveries|judgments?|gave|returned|walked (?:out|away)(?=)|took home|taken home|handed (?:a |the |our |my )?(?:clients?|famil(?:y|ies)(?=)|widow|him|her|them)(?=)|(?:career|lifetime|all-time)(?=) (?:total|tally)(?=)|(?:was|were|got|been)(?=) paid (?:out )?to|came away|went home|brought (?:back|home)(?=)|paid out|netted|receive|recover|win|help|helps|(?:ended|end|ends|wound|came|come|comes|walked|went|left)(?=) (?:up |back |out |home )?(?:with|w(?=\/))(?=)|walks? (?:away|out|off)(?=) with|pocketed|cleared|closed (?:a|an|another|out|un|una|um|uma)(?=)|closed (?:the|our|my|his|her)(?=) (?:[\w'-]+ ){0,2}?(?:case|claim|matter)(?=)|closed (?:at|for)(?=) (?:over |more than |nearly )?\$|landed|scored|bagged|clinched|another w|big w|a w|dub|made (?:[\w']+ ){1,3}pay|squeezed|wrung|pried|cough(?:ed)? up|pon(?:y|ied)(?=) up|fork(?:ed)? over|shell(?:ed)? out|cashed|wrapped up|paid (?:our|my)(?=) (?:client|clients|guy|family)(?=)|hauled in|raked in|pulled in|reeled in|stacked|snagged|nabbed|(?:took|got)(?=) out for|did for|done for|delivered|put\b.{0,60}?\b(?:pockets?|hands|bank accounts?|board|scoreboard)(?=)|back (?:in|into)(?=) (?:[\w'\u2019]+ ){0,3}?(?:pockets?|hands|bank accounts?)(?=)|finished (?:at|with)(?=)|averaged|averaging|(?:last|recent|latest|past)(?=) (?:\w+ )?(?:trials?|cases?|verdicts?|settlements?)(?=)|(?:jury|jurors|panel|judge)(?=) (?:said|came in at|handed|rang up)(?=)|(?:jury|jurors|panel|judge|court|arbitrator)(?=)\b[^.!?]{0,40}?\bsided with|to award|(?:forced|condemned|sentenced|ordered|obliged|obligated|compelled)(?=)\b.{0,40}?\bto pay|(?:left|walked out of|came out of)(?=) (?:the )?(?:mediation|court|courtroom|courthouse|trial|table|arbitration)(?=) with|(?:wrote|cut|signed)(?=) (?:a |the |him |her |them )?check|turned|brought (?:our|my)(?=) (?:clients?|families)(?=)|(?:figure|dollar|million)(?=) (?:results?|outcomes?|wins?|days?)(?=)|hit (?:for|big)(?=)|(?:took|tried|brought|carried)(?=) (?:[\w'-]+ ){0,4}?(?:to (?:trial|verdict|a jury|a verdict)(?=)|before a jury)(?=)|in favou?r of (?:our|my)(?=) clients?|in (?:our|my)(?=) clients?'?s?'? favou?r|ganamos|conseguimos|recuperamos|obtuvimos|logramos|ganhamos|obtivemos|sacamos|cerramos|fechamos|genyen|rekipere|consigui(?:o|(?=ó))(?=)|consiguieron|conseguiu|conseguiram|sac(?:o|(?=ó))(?=)|sacaron|obtuvo|obtuvieron|obteve|recuper(?:o|(?=ó))(?=)|recuperaron|recuperou|(?:after|since|by|ended up|end up|ends up|wound up)(?=) (?:\w+ )?(?:recovering|winning|securing|obtaining|collecting|getting|negotiating)(?=))(?=)\b/i;
// Amounts in a sentence that are not a result: limits, offers, bills and benefits.
const NOT_A_RESULT_BEFORE =
  /\b(?:(?:life|health|disability|burial|travel|pet|renters?|homeowners?)(?=) insurance|offer(?:ed|s)?(?!\s+into\b)|offering|salary|salaries|bonus(?:es)?|stipend|tuition|budget|rent|liens?|balances?|PIP|no-fault|coverage|policy|policies|limits?|minimums?|bills?|billed|billing|invoiced|deductible|premiums?|costs?|cost|fees?|charged?|up to|cap(?:ped)?|owed?|debt|worth|valued?|estimate[sd]?|demand(?:ed)?|asked for|asking for|imagine|say|suppose|example|turned down|denied|rejected|refused)(?=)\b[^.!?]{0,25}$/i;
// Amounts followed by what makes them a bill, a limit or a price: "$340,000 in medical bills", "$25,000 of coverage", "$10 a plate".
const NOT_A_RESULT_AFTER =
  /^\s*(?:a|an|per)(?=) (?:plate|head|person|ticket|seat|night|piece|pop|gallon|pound|visit|session|mile|hour|shift|trip|ride|day|week|month)(?=)\b|^\s*(?:la|por|a|al|pela|por la|por el)(?=) (?:hora|turno|viaje|corrida|d[ií]a|milla|semana|mes|m[eê]s)(?=)\b|^\s*(?:in|of|worth of)?\s*(?:[\w-]+\s+)?(?:bills?|coverage|policy|limits?|deductibles?|premiums?|debt|loans?|offers?|rentals?|deposits?|refunds?|rebates?|equipment|merchandise|baskets?|gifts?|flowers|bouquets?|cakes?|fines?|costs?|fees?|claims?|demands?|cards?|vouchers?|coupons?|certificates?|discounts?|prizes?|quotes?|estimates?|bids?|invoices?|receipts?|repairs?|tickets?|citations?|tolls?)(?=)\b/i;
// A result someone else got, reported as news: "a Dallas jury awarded $4 million, according to the news".
const SOMEONE_ELSES =
  /\b(?:on (?:my|his|her|their|your)(?=) own|without (?:a |any )?(?:lawyer|attorney)(?=)|by (?:myself|himself|herself|themselves)(?=)|according to|in the news|(?:news|press)(?=) (?:reports?|stories|story|articles?)(?=)|(?:was|were)(?=) reported|reported (?:by|in|that)(?=)|headlines?|(?:an|the|this|that)(?=) (?:news )?article|(?:the|a|local)(?=) (?:news)?paper|read (?:about|that|in)(?=)|made (?:the )?(?:news|headlines)(?=)|on (?:the news|TV|television)(?=)|another (?:firm|lawyer|attorney)(?=)|other (?:firms?|lawyers?|attorneys?)(?=)|(?:a|some)(?=) (?:different|second|third)(?=) (?:law )?(?:firm|lawyer|attorney)(?=)|(?:was|were)(?=) not (?:part of|involved|ours)(?=)|not (?:our|one of our)(?=) (?:case|cases|client|clients)(?=)|presid(?:ed|ing|e)(?=) over|(?:from|on)(?=) the bench(?<!\b(?:retired|retiring|left|leaving|down|came|off|since)(?=)\s(?:from|on)(?=) the bench)|in my (?:court ?room|court)(?=)|when i (?:was|sat)(?=) (?:on the bench|(?:a |the )?(?:\w+ )?judge)(?=)|as (?:a|the)(?=) (?:trial |circuit |district |county )?judge)(?=)\b/i;
// Press coverage of the firm's own result is still its result: "her 2023 verdict, reported in every legal publication",
// "according to the Ledger, the award our lawyers secured was the county's largest".
const PRESS =
  /\b(?:according to|(?:was|were) reported|reported (?:by|in|that)|made (?:the )?(?:news|headlines)|in the news|headlines?|(?:news|press) (?:reports?|stories|story|articles?))\b/gi;
// ... and the result the firm won, in a relative clause: "covered the $3.4 million verdict our team won", "the settlement we negotiated".
const OWN_RESULT =
  /\b(?:our|my|her|his)(?=)\s+(?:[\w$.,-]+\s+){0,3}?(?:verdicts?|settlements?|recover(?:y|ies)(?=)|wins|victories|results)(?=)\b|\b(?:verdicts?|settlements?|recover(?:y|ies)(?=)|awards?|judgments?|result)(?=)\s+(?:that\s+|which\s+)?(?:we|i|our (?:[\w-]+ )?(?:team|firm|lawyers?|attorneys?|office|partners?)(?=))(?=)\s+(?:just\s+|recently\s+|finally\s+)?(?:won|secured|obtained|got|negotiated|recovered|tried|brought home|landed)(?=)\b/i;
// Other firms that turned the case down, before the firm won it: "they took my case when two other firms wouldn't", "two
// other lawyers told me to take the $5,000".
const OTHERS_DECLINED =
  /\b(?:another|other|\w+ other)(?=) (?:law )?(?:firms?|lawyers?|attorneys?)(?=)\b[^.!?]{0,30}?\b(?:wouldn't|would not|won't|didn't|did not|refused|declined|turned (?:\w+ )?(?:down|away)(?=)|passed|said no|gave up|dropped|told (?:me|him|her|us|them)(?=) (?:no|(?:I|he|she|we|they)(?=) (?:had|have)(?=) no case|(?:it|the case|my case)(?=) (?:was|wasn't|was not)(?=) (?:worthless|hopeless|worth nothing|too small|not worth)(?=)|to (?:take|settle|give up|forget|drop|accept)(?=))(?=))(?=)\b|\b(?:turned (?:\w+ )?(?:down|away)(?=)|rejected|refused|dropped)(?=) by (?:\w+ )?(?:other|another)(?=) (?:law )?(?:firms?|lawyers?|attorneys?)(?=)\b/gi;
// A relative's or a friend's lawyer, in a reader's question: "my cousin's lawyer got him $90,000".
const OTHERS_LAWYER =
  /\b(?:cousin|friend|neighbou?r|brother|sister|mom|mother|dad|father|uncle|aunt|coworker|co-worker|boss|husband|wife|son|daughter|relative|buddy|roommate|in-laws?|sister-in-law|brother-in-law|someone|somebody)'?s (?:old |own |new )?(?:lawyers?|attorneys?)\b/i;
// Someone's own lawyer as the one who won it, in the same clause: "my client at the salon told me her lawyer got her $85,000"
// (not "her lawyer, Earl Pickett, got her $85,000", which names the firm's).
const THEIR_LAWYER_WON =
  /\b(?:her|his|their)(?=) (?:own |old |new |other |first )?(?:lawyers?|attorneys?|law firm)(?=)\b(?:,[^,.!?]{1,25},)?[^.!?,;]{0,30}?\b(?:got|won|recovered|secured|obtained|negotiated|settled|collected)(?=)\b/i;
// Money won at a cook-off or a raffle, or given to a good cause, is no legal result: "we won the chili cook-off and $500 for the food bank".
// Nor is the firm's own money: a refund, a deposit, a tax return, a sponsorship, a line of credit, stolen goods got back ("we
// recovered $3,000 in stolen equipment for the church", "I got $300 back on my taxes", "a $75,000 line of credit").
const NOT_LEGAL_MONEY =
  /\b(?:(?:at|in|from)(?=) (?:the |a |our )?(?:[\w-]+ ){0,3}?(?:trivia|bingo|poker|darts|karaoke|bake-?off|pub quiz|game night|golf outing|fun run)(?=)|cook-?off|contests?|raffles?|prizes?|troph(?:y|ies)(?=)|tournaments?|lotter(?:y|ies)(?=)|jackpot|sweepstakes|giveaways?|(?:office|football|betting|bracket|march madness|super bowl)(?=) pool|brackets?|in need|food bank|toy drive|fundrais\w*|donat\w*|charity|charities|scholarships?|foundation|grants?|grantees?|pledg\w*|sponsorships?|scratch-?offs?|lotto|powerball|(?:won|win|wins|hit|cashed out)(?=)\b[^.!?]{0,25}?\b(?:at|in)(?=) (?:the |a )?casinos?(?=)|slot machines?|(?:photo|costume|pet|dog|baby|cutest)(?=) (?:vote|voting)(?=)|tax (?:refund|return)(?=)s?|on (?:my|our|his|her|their)(?=) taxes|line of credit|mortgage|from the (?:airline|IRS|caterer|hotel)(?=)|inherit\w*|(?:aunt|uncle|grand\w*|mother|father|mom|dad|parents?)(?=)'?s? (?:estate|will)(?=)|nonprofits?|non-profits?|in (?:his|her|their|our|my)(?=) (?:name|memory|hono(?:u)?r)(?=))(?=)\b|\b(?:gave|give|gives|giving|contributed|sponsored|presented)(?=)\b[^.!?]{0,40}?\bto (?:the |a |an |our |local )?(?:[\w'&-]+ ){0,4}?(?:cent(?:er|re)(?=)|hospital|programs?|schools?|shelters?|funds?|library|church|league|clinic|teams?|bank|pantry|scouts|club|academy|university|college|museum|society|alliance|association|kitchen)(?=)\b/i;
const NUMBER = String.raw`(?:\d[\d,]*\+?|hundreds|thousands|dozens|scores|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a)(?:[- ](?:hundred|thousand))+)`;
/** Counts of wins: "1,200+ cases resolved", "we've won over five hundred of these cases". */
const CASE_COUNT = new RegExp(
  String.raw`\b(?:won|win|wins|settled|resolved|tried|recovered for|winning)\b[^.!?]{0,20}?\b${NUMBER}(?: of)?(?:\s+(?:these|those|such|our|\w+))?\s+(?:cases|claims|trials|verdicts|lawsuits)\b|\b${NUMBER}\s+(?:\w+\s+){0,2}?(?:cases|claims|trials|lawsuits)\s+(?:won|settled|resolved)\b`,
  'gi',
);
/** "A 97% success rate", "we win about 98 percent of our cases". */
const SUCCESS_RATE =
  /(?<![\d.])\d{1,2}(?:\.\d+)? ?(?:%|percent)(?=) (?:success|win|winning|recovery)(?=)(?: rate)?\b|\b(?:positive|favou?rable|successful|good|winning)(?=) (?:results?|outcomes?|verdicts?|settlements?)(?=)\b[^.!?]{0,20}?(?<![\d.])\d{1,3}(?:\.\d+)? ?(?:%|percent)(?=) of (?:our |my |the |all |their )?(?:cases|trials|claims|clients)(?=)\b|\b(?:win|wins|won|settle|settles|recover|recovers)(?=)\b[^.!?]{0,20}?(?<![\d.])\d{1,3}(?:\.\d+)? ?(?:%|percent)(?=) of (?:our |my |the |all |their )?(?:cases|trials|claims|clients)(?=)\b/gi;
/**
 * A rate of the firm's cases that end in money, in words or figures: "ninety-four percent of our cases end with a check",
 * "we win ninety percent of these", "ninety-some percent of our cases settle for more than the first offer".
 */
const PERCENT_OF_OURS = new RegExp(
  String.raw`(?:(?<![\d.])\d{1,3}(?:\.\d+)? ?(?:%|percent)(?=)|\b${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?(?:[- ](?:some|odd|plus)(?=))? percent)(?=) of (?:our|my)(?=) (?:cases|trials|claims|clients)(?=)\b[^.!?]{0,30}?\b(?:(?:end|ends|ended|close|closes|closed|wrap|wraps|come|comes|came|walk|walks|go|goes)(?=) (?:up |out |away |home )?(?:with|in)(?=) (?:a |an )?(?:check|recovery|win|verdict|settlement|money|compensation|payout|payday)(?=)|(?:settle|settles|settled|resolve|resolves|resolved)(?=) (?:for (?:more|far more|better|higher|above)(?=)|above|over|favou?rably|successfully|in (?:our|their|the client'?s)(?=) favou?r)(?=))(?=)\b|\b(?:win|wins|won|recover|recovers)(?=)\b[^.!?]{0,20}?\b${NUMBER_WORD}(?:[- ]${NUMBER_WORD})? percent of (?:our |my |the |all |their |these |those |them)?(?:cases|trials|claims|clients)?`,
  'gi',
);
/**
 * A named result without an amount: "our trial team secured a verdict for a Bronx cyclist". A case, a trial or a lawsuit
 * is a result only when it was won: "whether you've got a case against the scaffold company" has one, and "we got a case
 * for a roofer" took one on.
 */
const RESULT_FOR_SOMEONE =
  /\b(?:(?:won|secured|obtained|achieved|got|negotiated|recovered)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:verdicts?|judgments?|settlements?|awards?|recovery)|won\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:case|trial|lawsuit))\s+(?:for|against)\s+(?!you\b|your\b)\w+/gi;
// Money the reader or a relative got, just before the amount: "if you got a $5,000 check from the insurer", "if you already
// settled for $3,000", "my sister got $20,000 from her own insurance" (not "we got my sister $20,000", nor "you got
// $95,000 because we fought for it").
const READER_OR_KIN_GOT =
  /(?:\b(?:you|u|ya)(?=)|\b(?:my|his|her|your|their)(?=) (?:sister|brother|cousin|friend|neighbou?r|mom|mother|dad|father|uncle|aunt|coworker|co-worker|husband|wife|son|daughter|boss|roommate|grand(?:ma|pa|mother|father)(?=))(?=))(?=)(?:'ve|\s+have|\s+had|\s+already|\s+just|\s+finally)*\s+(?:got|gotten|received|recovered|settled(?: for)?|won|collected|obtained|cashed|(?:walked|came)(?=) (?:away |out )?(?:with|w\/)(?=)|ended up with|took home)(?=)\s+(?:a |an |the )?$/i;
// A prediction, not a result: "with us you'll receive six figures" (guarantee's, if anything), "you could get $50,000".
const PREDICTED =
  /\b(?:you|u|ya|y'all|your family)(?:'ll|\s+will|\s+would|\s+could|\s+can|\s+might|\s+may|\s+should|'d|\s+are going to|\s+gonna)\b[^.!?]*$/i;
const CLAUSE_FIRST_PERSON = /\b(?:we|we've|us|our|i|i've)\b/i;
const OWED_TO_US = /\b(?:thanks to|with the help of|with help from|because (?:of )?(?:we|us|our)|through)\b/i;
// The reader's own result or claim, named to offer help with it: "if you've got a judgment against the driver, we can help you
// collect it", "whether you already obtained a settlement for the property damage".
const READER_HAS_ONE = /\b(?:you|u|ya|y'all)(?:'ve|\s+have|\s+had|\s+already|\s+just|\s+ever|\s+might have|\s+may have)*\s+$/i;
/** A tagline amount: "Over $250 million recovered", "$48 million in verdicts and settlements". */
const AMOUNT_RECOVERED =
  /(?:\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion|thousand)?\+?|\b(?:millions|billions|(?:six|seven|eight|nine)[- ]figures?|multi-?millions))\s+(?:recovered|won|secured|collected|in (?:verdicts|settlements|recoveries|compensation))\b/gi;
/** Results counted for the people they were for, as a tagline says it: "More than 300 verdicts and settlements for Polk County families". */
const RESULTS_FOR_PEOPLE = new RegExp(
  String.raw`\b${NUMBER}\s+(?:verdicts|settlements|recoveries|wins|victories)(?:\s+(?:and|&)\s+(?:verdicts|settlements|recoveries))?\s+(?:won\s+|obtained\s+|secured\s+)?for\s+(?:[\w'-]+\s+){0,3}?(?:clients|families|people|victims|workers|riders|drivers|residents|neighbou?rs|Floridians|Texans|Californians|New Yorkers)\b`,
  'gi',
);
const AMOUNT_FOR_SOMEONE =
  /\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?\s+(?:(?:jury |confidential )?(?:settlement|verdict|recovery|award)\s+|(?:game|strike|spare|win|run|save|rescue|score|job|build|piece)\s+)?for (?:a|an|our|the|one|two|three|\d[\d,]*\+?)\b/gi;
/** A result named by its amount for a person: "the $3.2M verdict for their son", "a $410,000 settlement to the family". */
const RESULT_NOUN_FOR =
  /\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?\s+(?:jury |confidential |[\w-]+ )?(?:settlement|verdict|recovery|award|judgment)\s+(?:for|to|on behalf of) (?:a|an|our|the|their|his|her|one|two|three|\d)/gi;
// An email that speaks of the firm's own clients: a client-appreciation recap tells their results for the firm.
const FIRMS_CLIENTS =
  /\b(?:our|my) clients?\b|\bclient appreciation\b|\b(?:thank you|thanks) to (?:the |our |all )?(?:\d[\d,]* )?(?:clients|families)\b/i;
/** "Nine out of ten clients recover", "nine of every ten cases we take to trial". */
const OUT_OF_TEN = /\b(?:\d|nine|eight|seven) (?:out )?of (?:every )?(?:10|ten) (?:of (?:our|my) )?(?:clients|cases|claims|trials)\b/gi;
/** ... and won, said of anything: "we win nine out of ten of these". */
const WIN_OUT_OF_TEN =
  /\b(?:win|wins|won|recover|recovers|recovered)\s+(?:about |roughly |nearly |almost )?(?:\d|nine|eight|seven) (?:out )?of (?:every )?(?:10|ten)\b/gi;
// "Lost" in other senses, read after a match: "we never lost touch", "we have never lost a client's file".
const LOST_OTHER_SENSE =
  /^\s+(?:(?:a|one|any)(?=) (?:single )?(?:game|match|hand|race|bet|wager|round|bout|fight|election|vote|coin toss)(?=)\b|(?:a |one |any |our |my )?(?:single )?(?:clients?|customers?|employees?|staff(?: members?)?|people)(?=) (?:to|over)(?=)\b|touch|sight|hope|faith|heart|focus|track|count|sleep|patience|interest|(?:a|our|my|his|her|their|your|the|any|one)(?=) (?:[\w-]+'s? )?(?:sense|way|cool|temper|nerve|faith|hope|touch|focus|passion|love|edge|keys?|phone|files?|documents?|calls?|letters?|packages?|paperwork|records?|mail|bags?|luggage|child|loved one|job|home|house|dog|cat|voice|minute|day|respect|composure|appetite|mind|marbles|patience|dignity|way)(?=)\b)/i;
/** A record without a loss: "we've never lost a jury trial", "undefeated at trial", "we have won every trial". */
const UNBEATEN_RECORD = new RegExp(
  String.raw`\b(?:never (?:once )?(?:lost|been beaten)(?=)|(?:haven't|have not|hasn't|has not)(?=) (?:ever )?lost|undefeated|unbeaten|perfect (?:trial |win |winning |track )?record|(?:won|have won|'ve won)(?=) (?:every|all)(?=) (?:single )?(?:of (?:our|my|the|his|her)(?=) )?(?:[\w-]+ ){0,2}?(?:one|case|trial|cases|trials|claim|claims|lawsuit|lawsuits|verdict)(?=)|(?:every|each)(?=) (?:case|trial)(?=) (?:we(?:'ve| have)?|i(?:'ve| have)?)(?=) (?:tried|taken to trial)(?=) (?:has ended|ended)(?=) (?:in|with)(?=) (?:a )?(?:win|verdict|victory)(?=))(?=)\b`,
  'gi',
);
/** An offer the firm turned into more: "turned a $5K offer into $95K", "from a $0 offer to a $1.1M verdict". */
const OFFER_TURNED =
  /\b(?:turned|grew|pushed|bumped|took)(?=)\s+(?:an?|the|their|his|her|that)(?=)\s+(?:\$\s?[\d,.]+\s?(?:k|m|million)?\s+)?(?:lowball\s+)?offer\s+(?:of\s+\$\s?[\d,.]+\s?(?:k|m|million)?\s+)?(?:into|to|up to|and (?:made|turned|grew|pushed)(?=) it(?: into| to)?)(?=)\s+\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?|\bfrom (?:an? |the )?\$\s?[\d,.]+\s?(?:k|m|million)?\s+offer\s+to\s+(?:an? )?\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?/gi;
/**
 * An offer that grew once the firm took the case, or the insurer pushed from one amount to another: "the insurer's $20,000
 * offer became $310,000 after we filed suit", "we pushed State Farm from $8,000 to $95,000". Said by the firm.
 */
const OFFER_BECAME =
  /\boffer\s+(?:of\s+\$\s?[\d,.]+\s?(?:k|m|million)?\s+)?(?:became|turned into|grew (?:to|into)(?=)|jumped to|rose to|went up to|ended (?:up )?at)(?=)\s+(?:an?\s+)?\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?(?![\d,.]|\s*(?:k|m|million)?\s*offer)|\b(?:pushed|moved|dragged|bumped|forced|took)(?=)\s+(?:the |that |their )?(?:insurers?|insurance(?: company)?|adjusters?|carriers?|defen[cs]e|other side|company|them|him|her|state farm|geico|progressive|allstate|usaa|liberty mutual|nationwide|travelers|farmers)(?=)\s+(?:up\s+)?from\s+(?:an?\s+)?\$\s?[\d,.]+\s?(?:k|m|million)?\s+(?:offer\s+)?to\s+(?:an?\s+)?\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?/gi;
/** A result caption without a subject: "Settled for $450K last week", "Just won $1.2M for a roofer", "just settled 4 $90k". */
const SUBJECTLESS_RESULT =
  /^\W*(?:just |recently |finally )?(?:settled|won|recovered|secured|collected|obtained|landed|closed)\s+(?:(?:for|4|at|a|an|another|over|more than|nearly|almost)\s+){0,2}\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?/gi;
/** A year's total for the firm's clients: "$31 million for 140 families". */
const AMOUNT_FOR_CLIENTS =
  /\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?\+?\s+(?:for|to)\s+(?:\d[\d,]*\+?|hundreds of|dozens of|thousands of)\s+(?:[\w-]+\s+)?(?:clients|families|people|victims|workers|riders|drivers)\b/gi;
/** Wins counted against the trials just named: "twelve trials this year and we won eleven of them". */
const WON_OF_THEM = new RegExp(
  String.raw`\b(?:trials|cases|jury trials|verdicts)\b[^.!?]{0,40}?\b(?:won|win|settled)\s+(?:all\s+but\s+)?(?:\d{1,4}|${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?)\s+(?:of\s+(?:them|those|these)|out of\s+(?:\d{1,4}|${NUMBER_WORD}))\b`,
  'gi',
);
// A record someone else holds, told with its own subject just before it: "since the year the Dolphins went undefeated",
// "my nephew's squad stayed unbeaten", "the Gators have never lost at home". The firm's own ("we're undefeated", "Ms.
// Okoye has never lost", "our trial team is unbeaten") keeps its claim, and so does a record at trial whoever holds it.
const OTHERS_RECORD_BEFORE =
  /(?:\b(?:[A-Z][\w'\u2019.-]*\s+){1,3}|\b\w+['\u2019]s?\s+(?:[\w-]+\s+){0,2}?|\b(?:team|teams|squad|club|kids|players|boys|girls|horses?|champions?|fighters?|boxers?|seasons?|who|husband|wife|son|daughter|dad|father|mom|mother|grand(?:ma|pa|mother|father|son|daughter)(?=)|brother|sister|uncle|aunt|cousin|nephew|niece|friend|buddy)(?=)\s+)(?=)(?:(?:has|have|had)(?=)\s+)?(?:(?:ever\s+)?(?:never|not)(?=)\s+|(?:went|gone|go|goes|were|was|are|is|stayed|stays|finished|remained|remains|been|ran|played|retired|ended|ends|left|came|walked)(?=)\s+(?:\w+\s+)?)?$/;
const OWN_RECORD_SUBJECT =
  /\b(?:we|i|us|he|she|they|it|(?:Mr|Ms|Mrs|Mx|Dr|Attorney|Atty|Judge)\.?\s)\b|\b(?:our|my)\s+(?:[\w-]+\s+){0,2}?(?:team|firm|lawyers?|attorneys?|partners?|litigators?|office|practice|founder|associates?)\b/i;
const RECORD_AT_TRIAL =
  /^\s+(?:(?:at|in|before|in front of|with)\s+(?:[\w'-]+\s+){0,3}?(?:trials?|court\w*|jur(?:y|ies)|jurors|verdicts?|cases?|litigation|lawsuits?|arbitrations?)|(?:an?\s+|one\s+)?(?:[\w-]+\s+){0,2}?(?:trials?|cases?|lawsuits?|verdicts?|claims?)\b|(?:trial\s+)?record)/i;
// "Undefeated" said of a season, a team or a champion: "an undefeated season", "the undefeated champ".
const RECORD_OTHER_SENSE_AFTER =
  /^\s+(?:seasons?|teams?|squads?|champ\w*|fighters?|boxers?|wrestlers?|runs?|campaigns?|streaks?|in (?:the )?(?:regular |post)?season|in (?:\w+ )?(?:games?|matches|bouts?|fights?|conference|division|league|play))\b/i;

/** Whether an amount is what the reader or a relative got on their own, not the firm's result. */
function readerOrKinGot(text: string, m: { start: number; end: number }, speaker: RegExp): boolean {
  const before = text.slice(clauseStart(text, m.start), m.start);
  if (!READER_OR_KIN_GOT.test(before) || CLAUSE_FIRST_PERSON.test(before)) return false;
  const after = text.slice(m.end);
  // ... "thanks to his lawyer in Orlando, not us" owes it to someone else.
  return !(OWED_TO_US.test(after) && speaker.test(after.replace(/\b(?:not|never)\s+\w+/gi, ' ')));
}

/** Whether a record of wins belongs to someone the sentence names, not to the firm. */
function othersRecord(text: string, m: { start: number; end: number }, speaker: RegExp): boolean {
  const after = text.slice(m.end);
  if (RECORD_OTHER_SENSE_AFTER.test(after)) return true;
  const before = text.slice(clauseStart(text, m.start), m.start);
  const subject = OTHERS_RECORD_BEFORE.exec(before);
  if (!subject) return false;
  // "Our grandson, who went undefeated": a relative clause's subject is the noun before it.
  const start = clauseStart(text, m.start);
  const antecedent = /^who\b/i.test(subject[0]) ? (/(?:\S+\s+){0,2}\S+\W*$/.exec(text.slice(0, start))?.[0] ?? '') : '';
  // ... and the words just before a subject own it: "our trial team is undefeated".
  const from = subject.index > 20 ? before.lastIndexOf(' ', subject.index - 20) + 1 : 0;
  const words = `${antecedent} ${before.slice(from)}`;
  // "My grandson's squad": a possessive is no subject; the firm's name or its own team is.
  return (
    !OWN_RECORD_SUBJECT.test(words) && !speaker.test(words.replace(/\b(?:my|our|ours|me|us)\b/gi, ' ')) && !RECORD_AT_TRIAL.test(after)
  );
}
// A team sport's record is no trial record: "our softball team is 14-0 this season".
const SPORTS =
  /\b(?:softball|baseball|basketball|football|soccer|bowling|kickball|volleyball|pickleball|hockey|golf|league|tournament|playoffs?|innings|home crowd|fantasy|trivia|bracket)\b/i;
/** A record as a tally: "twenty-two trials, twenty-two wins". */
// ... or with fewer wins than trials: "41 trials, 39 wins".
const TALLY = new RegExp(
  String.raw`\b(?:(\d{1,4}|[a-z]+(?:-[a-z]+)?) (?:jury )?(?:trials|cases)\W{1,3}\1|(?:\d{1,4}|${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?) (?:jury )?(?:trials|cases)\W{1,3}(?:\d{1,4}|${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?)) (?:wins|victories|verdicts)\b`,
  'gi',
);
/** Wins counted against the firm's trials: "we won eight of our nine trials", "eight of our nine trials ended in our favor". */
const WON_OF_OURS = new RegExp(
  String.raw`\b(?:won|win|wins)(?=)\s+(?:all but\s+)?(?:\d{1,4}|${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?)(?=)\s+(?:out\s+)?of\s+(?:(?:our|my|the|his|her|their)(?=)\s+)?(?:last\s+)?(?:\d{1,4}|${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?)(?=)\s+(?:jury\s+)?(?:trials|cases|verdicts|arbitrations|lawsuits)(?=)\b|\b(?:\d{1,4}|${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?)(?=)\s+(?:out\s+)?of\s+(?:our|my|his|her)(?=)\s+(?:last\s+)?(?:\d{1,4}|${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?)(?=)\s+(?:jury\s+)?(?:trials|cases)(?=)\b[^.!?]{0,40}?\b(?:ended|came back|went|finished|wound up|resulted)(?=)\s+(?:in (?:a |an )?(?:our |our clients?'?s?'? |my clients?'?s?'? )?(?:favou?r|wins?|victor(?:y|ies)(?=)|verdicts? for (?:our|my|the)(?=) clients?)(?=)|our way|for us)`,
  'gi',
);
/** The same record in idioms: "flawless at trial", "zero losses in court", "no jury has ever sent us home empty-handed". */
const RECORD_IDIOM =
  /\b(?:flawless|spotless|unblemished|perfect)(?=) (?:record )?(?:at|in)(?=) (?:trial|court|the courtroom|(?:jury )?trials)(?=)\b|\b(?:zero|no|not a(?: single)?|without a(?: single)?)(?=) loss(?:es)? (?:at|in)(?=) (?:trial|court|the courtroom|(?:jury )?trials|front of a jury)(?=)\b|\b(?:has|have|'ve|'s)(?=)(?: ever)? (?:sent|left|gone|come|walked)(?=) (?:\w+ ){0,2}?(?:home |out )?empty[- ]handed\b|\b(?:zero|no|not (?:a single|one)(?=))(?=) (?:[\w-]+ )?(?:clients?|families|people|one)(?=)\b[^.!?]{0,20}?\b(?:left|went|walked|sent|came)(?=)\b[^.!?]{0,15}?empty[- ]handed\b/gi;
/** Every trial won, told as how they ended: "every trial we took to verdict this year ended in our client's favor". */
const EVERY_TRIAL_WON =
  /\b(?:every|each|all)\s+(?:single\s+)?(?:jury\s+)?(?:trials?|cases?)\b[^.!?]{0,50}?\b(?:ended|came back|went|finished|wound up)\s+(?:in (?:our|our client'?s'?|our clients'?|a) (?:favou?r|win|victory)|our way|for us)/gi;
/** A win-loss record: "312 wins, 4 losses", "a 48-2 record at trial". */
const WIN_LOSS =
  /\b\d[\d,]*\s+(?:wins|victories|verdicts won)(?=)\W{1,4}(?:and\s+|vs\.?\s+|against\s+)?(?:only\s+|just\s+)?\d[\d,]*\s+loss(?:es)?\b|\b\d{1,3}\s?(?:[-\u2013]|and|to)(?=)\s?(?:\d{1,3}|zero|oh)(?=)\s+(?:record|at trial|in (?:\w+ )?(?:jury )?trials|in court|in the courtroom|before juries|(?:in front of|before)(?=) (?:[\w-]+ ){0,3}?jur(?:y|ies)(?=))(?=)\b/gi;
/** Clients counted by the outcome they got: "more than 500 families receive compensation". */
const CLIENTS_RECEIVED = new RegExp(
  String.raw`\b${NUMBER}\s+(?:[\w-]+\s+){0,2}?(?:clients|families|people|victims|workers|drivers|riders|neighbors)\s+(?:have\s+|already\s+|had\s+)?(?:received?|recovered?|got|gotten|won|collected?|obtained?)\s+(?:[\w-]+\s+){0,2}?(?:compensation|money|settlements?|payments?|verdicts?|awards?)\b`,
  'gi',
);
/** A results caption that opens with the amount: "Settlement of $275,000 for a pedestrian", "$275,000 verdict for a roofer". */
const RESULT_CAPTION =
  /^\W*(?:(?:settlement|verdict|recovery|award|judgment|jury verdict)(?=) of \$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?|\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?\+?\s+(?:jury |confidential )?(?:settlement|verdict|recovery|award|judgment)(?=))(?=)\s+(?:for|obtained for|won for|secured for)(?=)\s+(?:a|an|our|the|one|two|three)(?=)\b/gi;
/** "Our success rate is over 95%." */
const RATE_IS = /\b(?:success|win|winning|recovery|settlement) rate\b[^.!?]{0,20}?(?<![\d.])\d{1,3}(?:\.\d+)? ?(?:%|percent)/gi;
/** A rate counted in tens, said by the firm: "we have a 9-in-10 success record", "our nine out of ten win rate". */
const RATE_IN_TENS =
  /(?:(?<![\d.])\d|\b(?:nine|eight|seven))[- ](?:in|out of|of)[- ](?:10|ten) (?:success|win|winning|recovery)(?=) (?:rate|record)\b/gi;
/**
 * Counts of clients helped to an outcome, and counts of wins in words: "we have helped more than
 * 5,000 families recover compensation", "hundreds of successful verdicts", "a track record of
 * multimillion-dollar verdicts".
 */
const HELPED_RECOVER = new RegExp(
  String.raw`\b(?:helped|assisted|represented|guided)\s+(?:more than |over |nearly |almost |well over )?${NUMBER}\s+(?:[\w-]+\s+){0,3}?(?:clients|families|people|victims|workers|drivers|riders|individuals|residents|neighbors)\s+(?:to\s+)?(?:recover|get|obtain|receive|win|collect|secure)\w*\b`,
  'gi',
);
const COUNT_OF_WINS = new RegExp(
  String.raw`\b(?:${NUMBER}|hundreds|thousands|dozens)(?=)\s+(?:of\s+)?(?:successful|winning|favou?rable|record|(?:multi-?)?million-dollar|(?:six|seven|eight)(?=)-figure)(?=)\s+(?:verdicts|settlements|results|outcomes|cases|recoveries|trials|judgments)(?=)\b|\b(?:track record|history|record|string)(?=) of (?:[\w-]+ ){0,2}?(?:(?:multi-?)?million-dollar|(?:six|seven|eight)(?=)-figure|record|big|large|winning|successful)(?=)\s+(?:verdicts|settlements|wins|victories|recoveries|results)(?=)\b`,
  'gi',
);
/** "The jury found in my client's favor", "the jury came back for us". */
const JURY_FOR_US =
  /\b(?:jury|jurors|judge|court|panel)\b[^.!?]{0,30}?\b(?:found|ruled|came back|decided|sided|returned(?: a verdict)?)\s+(?:in (?:our|my client's|my clients'|our client's|our clients') favou?r|in favou?r of (?:our|my) clients?|for (?:us|my client|our client|my clients|our clients))\b/gi;
/** A results list without "we": "$2.5M — Truck crash (settlement)", "Settled: $400,000 for a fall", "The result: $2.3 million". */
const RESULT_LINE =
  /^\W*\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?\+?\s*[-\u2013\u2014:|](?=[^.!?]*\b(?:settlement|settled|verdict|recovery|recovered|award|awarded|judgment)(?=)\b)|^\W*(?:(?:the|our|final|the final)(?=) )?(?:settled|verdict|jury verdict|settlement|recovered|won|awarded|recovery|result|outcome|payout)(?=)\s*[-\u2013\u2014:|]\s*\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?/gi;
/** A list or table row that ends in an amount, under a results heading: "— a roofer, fall from a roof: $780,000;", "| Dog bite | $85,000 |". */
const LIST_AMOUNT = /^[^\n]{3,160}?[:=|\u2013\u2014]\s*\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?\+?\s*[;.,|]?\s*$/gi;
// A row of bills, limits or prices is no result even under a heading.
const NOT_A_RESULT_ROW =
  /\b(?:bills?|costs?|fees?|limits?|minimums?|coverage|PIP|deductibles?|premiums?|worth|up to|owed?|offer(?:ed|s)?|rent|wages?|prices?|tickets?|parking|admission|entry|donations?|lunch|dinner)\b/i;
/** "We took that trucking company to trial and won", "we beat State Farm in front of a jury". */
const WON_AT_TRIAL =
  /\b(?:we|i)\b[^.!?]{0,60}?\b(?:to trial|to a jury|to verdict|in front of (?:a|the) jury|before (?:a|the) jury)\b[^.!?]{0,20}?\band (?:we )?won\b|\b(?:we|i)\s+(?:beat|defeated|won against|took down)\b[^.!?]{0,60}?\b(?:jury|trial|court|verdict|courtroom)\b/gi;
// An amount as an announcer reads it: "two-point-one million", "four hundred thousand", "a million and a half".
const SPOKEN_AMOUNT = String.raw`(?:${NUMBER_WORD}(?:[- ]${NUMBER_WORD})?(?:[- ]point[- ](?:${NUMBER_WORD}|\d))?[- ](?:million|billion)|(?:half a|a) million(?: and a half)?|(?:${NUMBER_WORD}[- ]|a[- ])?hundred(?:[- ]and)?(?:[- ]${NUMBER_WORD}){0,2}[- ](?:thousand|million))`;
// The people a result is told for: "a scaffold worker in Queens", "a Pasadena family", "the Nguyen family".
const INJURED_PERSON = String.raw`(?:famil(?:y|ies)(?=)|couples?|widow(?:er)?s?|mothers?|fathers?|moms?|dads?|sons?|daughters?|child(?:ren)?|kids?|teen(?:ager)?s?|boys?|girls?|m[ae]n|wom[ae]n|grand(?:mother|father|ma|pa)(?=)s?|clients?|workers?|riders?|bikers?|motorcyclists?|cyclists?|bicyclists?|pedestrians?|drivers?|truckers?|passengers?|roofers?|welders?|nurses?|teachers?|carpenters?|electricians?|mechanics?|veterans?|students?|retirees?|operators?|laborers?|contractors?|couriers?|employees?|patients?|victims?|homeowners?|tenants?|joggers?|runners?|linemen|lineman|ironworkers?|firefighters?|officers?|parents?|players?|patrons?|shoppers?|customers?|guests?|fans?|spectators?|visitors?|residents?|neighbou?rs?|commuters?|crossing guards?|golfers?|swimmers?|hikers?|skaters?|boaters?|sailors?|fishermen|anglers?|diners?|travell?ers?|tourists?|volunteers?|athletes?|campers?|landscapers?|gardeners?|stagehands?|bowlers?|skaters?|truckers?|movers?|farmers?|ranchers?)`;
/**
 * A result told as its amount and the person it was for, with no verb, as a spot or a recap line reads it: "Two-point-one
 * million for a Pasadena family", "$4.7 million for a scaffold worker in Queens". Only amounts a result has ($10,000 up).
 */
const AMOUNT_FOR_PERSON = new RegExp(
  String.raw`(?:\$\s?(?:\d{2,3},\d{3}|\d{1,3}(?:,\d{3}){2,}|\d+(?:\.\d+)?\s?(?:k|m|mm|million|billion)(?=)\b)(?=)|\b${SPOKEN_AMOUNT})(?=)\+?\s+(?:(?:jury |confidential )?(?:settlement|verdict|recovery|award|judgment)(?=)\s+)?for\s+(?:a|an|the|one|our|two|three)(?=)\s+(?:[\w'-]+\s+){0,3}?${INJURED_PERSON}\b(?!['\u2019-]|\s+(?:homes?|house|car|van|plan|portrait|photos?|dinner|meals?|trip|vacation|reunion|business|pass(?:es)?|tickets?|membership|room|pack|size|discount|rate|fare|visits?|insurance|policy|doctors?|physicians?|lawyers?|attorneys?)(?=)\b)`,
  'gi',
);
// What makes an amount for a person something else: a gift, a purchase, a bill, a guess: "we raised $12,000 for a family".
const NOT_A_RESULT_FOR_PERSON =
  /\b(?:raised?|raising|donat\w*|gofundme|go fund me|crowdfund\w*|bail|bond|fined?|fines|penalt\w*|rewards?|set at|gave|give|gives|giving|spent|spend|spends|bought|buy|buys|sold|tipped|budget\w*|billed|charged?|charges|(?:we|i)(?=) (?:paid|pay|owe|owed)(?=)|runs?|running|priced?|prices|insurance|benefits?|cover(?:s|ed)?|will|going to|plans? to|could|might|may|would|can|if|suppose|imagine|say|average|typical(?:ly)?|median|usually|often|worth|up to|as (?:much|little)(?=) as|about to|hoping|hope|expect\w*)(?=)\b/i;
// A person the reader is compared with, in a guess: "Medicare will cover $40,000 for a patient like you".
const LIKE_YOURS = /^\W*(?:like|such as) (?:you|yours|yourself)\b/i;
// An injury told in a results row: "A Sugar Land rider T-boned by a left-turner on 59: $850,000."
const INJURY_EVENT =
  /\b(?:hit|struck|t-?boned|rear-?ended|run (?:off|over|down)(?=)|ran (?:off|over)(?=)|crash\w*|wreck\w*|collisions?|fell|falls?|falling|slipped|tripped|bitten|bites?|mauled|injur\w*|hurt|killed|burn(?:ed|s|t)?|crushed|thrown|broke|broken|paralyz\w*|sideswiped|hit-and-run|jackknif\w*|knocked|cut off|pinned|electrocuted|amputat\w*|died|death|wrongful)(?=)\b/i;
const PERSON_ROW = new RegExp(String.raw`\b${INJURED_PERSON}\b`, 'i');
/**
 * A row of a results list told as who and what happened, then the amount, or the amount first: "A Katy couple run off the
 * road on I-10: $1.4 million.", "• $850,000 — a Sugar Land rider T-boned on 59".
 */
const PERSON_LIST_AMOUNT = new RegExp(
  String.raw`^[^\n]{3,160}?[:=|\u2013\u2014]\s*(?:\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?|${SPOKEN_AMOUNT})\+?\s*[;.,|!]?\s*$|^\W*(?:\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?|${SPOKEN_AMOUNT})\+?\s*(?:[:=|\u2013\u2014]|\s-\s)`,
  'gi',
);
// A row of what an injury cost, or a list under such a heading: "An ambulance ride for a kid hit by a car: $1,200", "What a crash can cost:".
const BILL_ROW = /\b(?:ambulance|ride|tow(?:ing)?|co-?pays?|hospital stay|ER visit|a (?:day|week|night|month) in)\b/i;
// ... or other firms' results in the news, or gifts: "Verdicts around the state this month:", "Our holiday drive:".
const BILLS_HEADING =
  /\b(?:costs?|bills?|charges?|prices?|expenses?|fees?|limits?|coverage|minimums?|estimates?|average|typical|worth|owed?|liens?|news|reported|reports?|statewide|around the (?:state|country|region)(?=)|across the (?:state|country|region)(?=)|other (?:firms?|lawyers|attorneys)(?=)|headlines|according|drives?|donat\w*|raised|gave|gifts?|charit\w*|fundrais\w*|sponsor\w*|scholarships?|grants?)(?=)\b/i;
// An amount for a person reads as a caption when nothing but a label or "and" comes before it in its clause: "From the
// last twelve months: $4.7 million for a scaffold worker, and $1.2 million for a delivery rider".
const CAPTION_BEFORE =
  /(?:^|[:;(\u2013\u2014]|,\s*(?:and|plus|or)\b)\W*(?:(?:and|plus|also|then|or|another|next|last (?:year|month|week|spring|summer|fall|winter)|this (?:year|month|week)|in \d{4})\W+){0,2}$/i;
// A sentence that is only an amount ($1,000 up), the end of a story told the sentence before: "... we settled a case for a
// Beacon rider. $475,000.", "The number was $1.2 million."
const BARE_AMOUNT = new RegExp(
  String.raw`^\W*(?:(?:all told|in all|in total|total|final|(?:the |our )?(?:final )?(?:result|verdict|settlement|award|recovery|jury's answer|number|figure|tally|check)(?=)(?: (?:was|is|came to|came in at|landed at)(?=))?)(?=)\W{1,3})?(?:\$\s?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{4,}|\d+(?:\.\d+)?\s?(?:k|m|mm|million|billion)(?=)\b)(?=)|${SPOKEN_AMOUNT}(?: dollars)?)(?=)\+?(?:,\s*(?:folks|friends|y'all|yall|people|everybody|everyone)(?=))?\W*$`,
  'i',
);
// A story about a case, not a lease or a purchase: "we settled a case for a Beacon rider", "that scaffold fall we took on".
const LEGAL_CONTEXT = new RegExp(
  String.raw`\b(?:case|claim|client|lawsuit|suit|settle\w*|verdict|jury|trial|insurer|insurance|injur\w*|crash|wreck|collision|accident|fall|slip|bite|rollover|pileup|scaffold|${INJURED_PERSON})\b`,
  'i',
);
// A case's story without a result word: "We took the Haines City crash to a jury in March."
const CASE_STORY =
  /\b(?:tried (?:the |a |an |our |that |this |his |her )?(?:[\w'-]+ ){0,3}?(?:case|claim|lawsuit|suit|matter)|trial|jury|jurors|verdict|mediat\w*|arbitrat\w*)\b/i;
// The sentence before names a bill, a limit or an offer: "They sent the ambulance bill. $2,140."
const BILL_OR_LIMIT =
  /\b(?:bills?|billed|invoices?|liens?|balances?|costs?|fees?|limits?|coverage|policy|offer(?:ed|s)?|owed?|deductibles?|premiums?|quotes?|estimates?|demand(?:ed)?|worth|charged?|co-?pays?)\b/i;
// A bill or a balance named before its amount: "I got the bill you sent from the ambulance company: $2,140".
const BILL_NAMED =
  /\b(?:bills?|invoices?|statements?|liens?|balances?|charges?|co-?pays?|receipts?|quotes?|estimates?)\b[^.!?:\u2013\u2014]{0,60}[:\u2013\u2014]\s*$/i;
// A service an amount paid for: "$2,140 for the transport", "$900 for the MRI".
const PAID_FOR =
  /^\s*(?:for|to cover)(?=)\s+(?:the |a |an |your |his |her |their |that |this |each |one )?(?:[\w-]+\s+){0,2}?(?:transport|transportation|ride|tow|towing|visits?|MRIs?|CT|x-rays?|scans?|surgery|surger(?:y|ies)(?=)|stay|treatment|therapy|sessions?|rental|parts|labor|repairs?|copays?|co-pays?|prescriptions?|medications?|ambulance|ER|emergency room|appointments?|exams?|tests?|records|copies|report|deposition|transcripts?|filing|experts?|building|property|house|land|lot|lease|renovation|remodel|equipment|furniture|computers?)(?=)\b/i;
// What something sold for: "I got $300 for my old car" (not "$1.2 million for a truck driver").
const SOLD_FOR =
  /^\s*for\s+(?:my|his|her|their|our|the|an?|them|those|these)(?=)\s+(?:(?:old|used|broken|busted|extra|spare)(?=)\s+(?!(?:friends?|m[ae]n|wom[ae]n|lad(?:y|ies)(?=)|gentlem[ae]n|couples?|clients?|neighbou?rs?|famil(?:y|ies)(?=)|timers?|folks?|guys?|classmates?|coworkers?|buddy|buddies|pals?|veterans?|workers?)(?=)\b)\w+|(?:new )?(?:car|truck|van|bike|motorcycle|boat|couch|sofa|tv|phone|laptop|ring|watch|camper|rv|guitar|tools?|furniture|rims|tires|wheels|parts|scrap|jewelry)(?=))(?=)\b(?!\s+(?:drivers?|crash\w*|accidents?|wrecks?|collisions?|victims?|passengers?|riders?|owners?|mechanics?|workers?)(?=))/i;
// A price agreed on for a thing: "just settled 4 $90 on a used bike for my kid".
const BOUGHT_ON = /^\s*(?:on|for)\s+(?:a|an|the|my|our|his|her)\s+(?:used|new|old|second-?hand|brand-new)\b/i;
const RESULT_GUARD =
  /\d|million|\bmil\b|billion|hundred|thousand|dozen|scores|figure|percent|out of|times|twice|double|tripled|typically|usually|average|verdict|settlement|judgment|award|recovery|recovered|won|secured|obtained|grand|lost|beaten|undefeated|record|trial|jury|beat|flawless|spotless|loss|empty/i;
// ... or a line's label in a pitch set out point by point: "Results: Last spring she took a case to verdict for $1.1 million",
// "Verdicts this year: $1.2M, $800K and $450K".
const RESULTS_HEADING =
  /\b(?:what (?:we )?(?:closed|settled|won|wrapped up|moved off the market|sold)(?=)\b[^.!?:]{0,20}?\b(?:this|last)(?=) (?:quarter|month|season|year|week)(?=)|case results?|recent (?:results|wins|verdicts|settlements|recoveries|case results|victories)(?=)|our (?:results|track record|record|wins|verdicts|settlements|recoveries|victories)(?=)|by the numbers|proven results|real results|results we've|(?:case|client|result|verdict)(?=) spotlight|spotlight on (?:a |our )?(?:case|result|verdict|settlement)(?=)|success stor(?:y|ies)(?=)|notable (?:verdicts|settlements|results|recoveries)(?=)|verdicts (?:and|&)(?=) settlements|settlements (?:and|&)(?=) verdicts|client wins|wins of the (?:month|quarter|year)(?=)|another w|big w|(?:results|cases|wins|victories)(?=) of (?:the|this|last)(?=) year|(?:this|last)(?=) year's (?:results|cases|wins)(?=)|year in review|in numbers|(?:case|win|verdict|result|settlement)(?=) of the (?:week|month|quarter|year)(?=)|with (?:the )?permission of (?:our|my|the)(?=) clients)(?=)\b|#(?:winning|results|caseresults?|verdicts?|settlements?|wins|justiceserved)(?=)\b|(?:^|\n)(?=)[^\w\n]{0,3}(?:results?|track record|(?:our )?record|outcomes?|wins|verdicts|settlements|recoveries)(?=)(?:[^\S\n]+(?:this|last|so far|in|to date)(?=)(?:[^\S\n]+\w+){0,2})?[^\S\n]*[:\u2013\u2014]/i;
// ... or told as what the firm won the reader: "it was an honor to win your family $260,000".
const READERS_OWN =
  /\byour (?:\$\s?[\d,.]+\s?(?:k|m|million)?\s+|[\w-]+\s+){0,2}?(?:case|claim|settlement|recovery|verdict|check)\b|\b(?:won|win|got|get|recovered|secured|obtained) (?:you|u|your family|you and your (?:family|kids|children|husband|wife))\b/i;
/** "Our clients typically receive three times more", "our average client recovery is 3x the insurer's first offer". */
const OUTCOME_STATISTIC =
  /\b(?:typically|usually|on average|average)(?=)\s+(?:receive|recover|get|win|collect)(?=)\b[^.!?]{0,40}?(?:\b(?:more|higher|larger|bigger|times)(?=)\b|\$\s?\d|%)(?=)|\b(?:two|three|four|five|ten|\d+(?:\.\d+)?)(?=) times (?:more|as much|larger|higher|the (?:[\w']+ ){0,2}?offer)(?=)\b|\b\d+(?:\.\d+)?x (?:more|as much|larger|higher|the (?:[\w']+ ){0,2}?offer)(?=)\b|\b(?:doubled|tripled|quadrupled)(?=)\s+(?:the|their|his|her|my|our|an?)(?=)\s+(?:[\w'-]+\s+){0,3}?(?:offer|offers)(?=)\b/gi;
// "Case result:" headings speak for the firm as much as "we" does; a testimonial speaks as "me".
// The firm in the third person: "the team secured", "your neighborhood injury lawyers won", and in a phone agent's words "the
// attorney got a family $1.3 million", "the partners here recovered" (not "the attorney general", "the attorney for the trucker").
const FIRST_PERSON =
  /\b(?:we|we've|we're|our|ours|us|i|i've|my|me|nosotros|nuestr[oa]s?|noss[oa]s?|nou|ganamos|ganhamos|conseguimos|recuperamos|obtuvimos|obtivemos|logramos|sacamos|case results?|(?:the|this)(?=) (?:firm|office|team|practice|clinic)(?=)|your (?:local|neighborhood|neighbourhood|hometown|friendly)(?=) (?:[\w-]+ )?(?:lawyers?|attorneys?|team|firm)(?=)|the (?:attorneys?|lawyers?|partners?)(?=)(?:'s|s')?(?= (?:here|at (?:this|our)(?=) (?:firm|office)(?=)|i work (?:for|with)(?=)|got|won|recovered|secured|obtained|settled|took|tried|last|latest|biggest|record)(?=)\b))(?=)\b/i;

// A named lawyer doing a lawyer's work speaks for the firm too: "Ms. Okoye handled a case like yours".
// A result announced without a subject, in the firm's pride: "Proud to have recovered $640,000", "It was an honor to win your family $260,000".
const PRIDE_OPENER =
  /\b(?:proud|honou?red|humbled|thrilled|grateful|blessed|happy|glad|excited|pleased|an honou?r|a privilege|a pleasure)\s+to\s+(?:have\s+)?(?:won|win|recover(?:ed)?|secured?|obtain(?:ed)?|get|got|gotten|negotiated?|collect(?:ed)?|announce|share|report|help(?:ed)?)\b/i;
const ATTORNEY_PROFILE =
  /\b(?:[Hh]er|[Hh]is|[Tt]heir) clients\b|\b(?:Attorney|Atty\.?) [A-Z][a-z]+|\b(?:Mr|Ms|Mrs|Mx)\.? [A-Z][a-z]+(?:-[A-Z][a-z]+)? (?:has |had |once |personally |just )?(?:handled|tried|represented|litigated|argued)\b/;
// A sentence that goes on about the attorney just named: "... about Mr. Ruiz. He has never lost ...".
// ... after a time or a place: "In June he won $3.9 million for a CTA rider".
// ... after a line's label, as a rule-of-three pitch sets them out: "Experience: Attorney Novak ... Results: Last spring she
// took a jackknife case to verdict for $1.1 million."
const SAME_PERSON =
  /^\W*(?:\w[\w' ]{0,23}:\s+)?(?:and |but |so )?(?:(?:in|last|this|that|on|by|back in|early|earlier|later|since|after|over|within|during|recently|just|so far|to date)\b[\w ,'-]{0,25}?,? )?(?:he|she)\b/i;
// ... or about the lawyer's record, told in the plural a client's single case never has: "Her verdicts and settlements top $85 million".
const SAME_PERSONS_RECORD =
  /^\W*(?:and |but )?(?:over (?:\w+ ){1,3})?(?:her|his) (?:[\w-]+ )?(?:verdicts|settlements|recoveries|results|wins|victories|trial record)\b/i;
// A team of the firm's named, then continued as "it" or "they": "Our trucking team never rests. Last spring it recovered $2.1 million".
const OUR_TEAM =
  /\b(?:our|my)\s+(?:[\w-]+\s+){0,2}?(?:group|team|firm|practice|department|office|lawyers|attorneys|partners|trial lawyers|litigators)\b/i;
const SAME_TEAM =
  /^\W*(?:and |but |so )?(?:(?:last|this|that|in) [\w ]{1,20}?,? )?(?:it|they)(?:'ve| have| has)? (?:[\w-]+ly )?(?:recovered|won|secured|obtained|got|negotiated|collected|settled|came back|came away|walked away|brought|took home|closed)\b/i;
// What the firm's work came to, told as "it" after the firm speaks: "We've made that argument before. Last March it meant
// $3.2 million for a Mesa grandmother", "That approach paid off: $900,000 for a roofer".
const SAME_WORK =
  /^\W*(?:and |but |so )?(?:(?:last|this|that|in|back in|once|twice|the last time|one time|most recently)(?=) [\w ]{0,20}?,? )?(?:it|that|this|that one|(?:the|that|this|the same|our)(?=) (?:[\w-]+ )?(?:argument|approach|strategy|evidence|work|theory|data|fight|trial)(?=))(?=)(?:'s| has| had)? (?:\w+ly )?(?:meant|brought(?: in| home)?|paid off|turned into|added up to|came to|produced|yielded|delivered|landed|was worth|won|got)(?=)\b/i;
// A jury's answer in a story the firm is telling: "we tried a case for a roofer ... The jury came back with $4.2 million".
// ... and its settlement: "Dr. Sun sent a patient to us. Last month her case settled for $110,000".
const JURY_ANSWER =
  /\b(?:jury|jurors|verdict|judge|foreman|forewoman|settled (?:for|at)|resolved for|wrapped up|closed (?:for|at)|(?:ended up|walked away|came away|went home) with|took home)\b/i;
// ... told in the perfect too: "I have handled truck crashes in the Southern Tier for many years".
const FIRMS_CASE =
  /\b(?:we|i)(?:'ve|\s+have|\s+had)?\s+(?:also\s+|personally\s+|already\s+)?(?:tried|took|taken|handled|represented|argued|filed|brought|had|fought)\b|\b(?:my|our) clients?\b|\b(?:to|hired|retained|called|calling|chose|signed with) us\b/i;
// A result claimed in the next sentence: "the $1.4 million verdict? That one was ours."
// ... or a bare amount claimed in the next: "$310K. That's what we got a Winter Haven roofer last month."
const WHAT_WE_GOT =
  /^\W*(?:that's|that is|this is|that was)\s+(?:what|how much)\s+(?:we|i)\s+(?:\w+\s+)?(?:got|won|recovered|secured|collected|negotiated|obtained)\b/i;
const CLAIMED_NEXT =
  /^\W*(?:and |yes,? |yep,? )?(?:that|this|it)(?: one)?(?:'s| was| is)? (?:ours|us|all us|our (?:case|client|verdict|win|settlement|work)|mine|my (?:case|client))\b|^\W*(?:we|i) (?:won|tried|handled|got|did) (?:that|it)\b/i;

// One of the cases the firm just counted, picked out: "I have handled truck crashes for many years. In one last spring, a
// family from Bainbridge recovered $1.3 million", "We've handled a lot of these. The last one settled for $410,000".
const ONE_OF_THEM =
  /^\W*(?:and |but |so )?(?:(?:in|on|with|for|take)\s+)?(?:one|another|the (?:last|latest|most recent|biggest|first|newest) one|one of (?:them|those|these|mine|ours)|the (?:last|latest|most recent|biggest) of (?:them|those|these))\b(?!-)/i;

// ... but not a verdict from the news with a disclaimer beside it: "In other news, a Buffalo jury awarded $5 million to a
// pedestrian", "Verdicts across New York this month: ...".
const NEWS_OF_OTHERS =
  /\b(?:in other news|around the (?:state|country|region|county)|across (?:the )?(?:state|country|region|county|new york)|statewide|nationwide|elsewhere|an? (?:[\w-]+ ){0,2}?(?:jury|jurors|judge|court) (?:awarded|returned|found|ordered|gave))\b/i;

/**
 * The paragraph up to the sentence, or the paragraph before when the sentence opens one (at most
 * 400 characters): the story a jury's answer belongs to.
 */
function storySoFar(view: SentenceView): string {
  const text = view.field.match;
  const here = text.lastIndexOf('\n\n', view.span.start);
  let start = here + 1;
  if (here > 0 && !text.slice(start, view.span.start).trim()) start = text.lastIndexOf('\n\n', here - 1) + 1;
  return text.slice(Math.max(start, view.span.start - 400), view.span.start);
}

// The firm describing itself in a relative clause: "we're the firm that recovered ...", "Pickett & Moreau, the firm that won ...".
const SELF_DESCRIBED = /^(.*?)\b(?:the|a|an)\s+(?:[\w&'-]+\s+){0,3}?(?:firm|lawyers?|attorneys?|team)\s+(?:who|that)\s+(?:\w+\s+){0,2}?$/i;
const IS_OR_APPOSITIVE = /(?:\b(?:we're|we are|i'm|i am|us|is|was|are)|[,:\u2013\u2014])\s*$/i;

/** Whether the words before a result are the firm describing itself, not another firm reported. */
function describesItself(before: string, speaker: RegExp): boolean {
  const frame = SELF_DESCRIBED.exec(before);
  return !!frame && IS_OR_APPOSITIVE.test(frame[1]!) && speaker.test(frame[1]!);
}

function isDigit(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return code >= 48 && code <= 57;
}

/** Where the clause around `at` begins, reading "$18,000" as one word: "cut its lien from $18,000 to $9,000". */
function clauseStart(text: string, at: number): number {
  let start = clauseAround(text, at).start;
  while (start > 1 && isDigit(text, start - 2) && text[start - 1] === ',' && isDigit(text, start))
    start = clauseAround(text, start - 1).start;
  return start;
}

/** The firm's attorney named: "Attorney Ted Kowal", "Ms. Okoye". */
function namesAttorney(text: string): boolean {
  return ATTORNEY_PROFILE.test(text) || /\b(?:Mr|Ms|Mrs)\.? [A-Z]/.test(text);
}

/** Up to `count` sentences before this one in the same field, across paragraphs: a story's "he" names its lawyer there. */
function sentencesBefore(view: SentenceView, count: number): string {
  const index = view.field.sentences.indexOf(view.span);
  const first = view.field.sentences[Math.max(0, index - count)];
  return first && index > 0 ? view.field.match.slice(first.start, view.span.start) : '';
}

/** The sentence after this one in the same field, or ''. */
function nextSentence(view: SentenceView): string {
  const next = view.field.sentences.find((span) => span.start >= view.span.end);
  return next ? view.field.match.slice(next.start, next.end) : '';
}

/** Up to two sentences after this one in the same field: where a disclaimer follows the result it disclaims. */
function twoSentencesAfter(view: SentenceView): string {
  const index = view.field.sentences.indexOf(view.span);
  const last = view.field.sentences[Math.min(view.field.sentences.length - 1, index + 2)];
  return last && index >= 0 && last !== view.span ? view.field.match.slice(view.span.end, last.end) : '';
}

/** A distinctive word of the firm's name or its attorney's name, without the first person. */
function firmNames(firm: FirmForCheck): RegExp {
  return firmPattern(firm, 'names', (orNames) => (orNames ? new RegExp(String.raw`\b(?:${orNames.slice(1)})\b`, 'i') : /(?!)/));
}

/** Whether a sentence speaks of the firm: first person, or a distinctive word of its name or its attorney's name. */
function speakerPattern(firm: FirmForCheck): RegExp {
  return firmPattern(firm, 'speaker', (orNames) =>
    orNames ? new RegExp(String.raw`${FIRST_PERSON.source}|\b(?:${orNames.slice(1)})\b`, 'i') : FIRST_PERSON,
  );
}

/**
 * Plain-English statements that past results do not promise future ones, as writers phrase them:
 * "past results do not guarantee future outcomes", "this result is no guarantee of a similar
 * result in your case", "past result is not promise for future result", "results vary", "a result in
 * one case does not guarantee any result in another", "that result doesn't guarantee anything in yours".
 */
const DISCLAIMER_VARIANT =
  /\b(?:past|prior|previous|these|this|that|those|such|our|any|other|similar|the above|earlier)(?=)\s+(?:case\s+)?(?:results?|outcomes?|verdicts?|settlements?|successes|success|performance|recover(?:y|ies)(?=))(?=)\b[^.!?]{0,30}?\b(?:do not|don't|does not|doesn't|cannot|can't|are not|aren't|is not|isn't|are no|is no|never|not)(?=)\b[^.!?]{0,20}?\b(?:guarantee|guaranty|predict|promise|indicat|mean|ensure|assure)(?=)|\bno (?:guarantee|promise|prediction|indication)(?=)\b[^.!?]{0,15}?\b(?:of |for )?(?:a |the )?(?:similar|future|same|comparable|like|any other)(?=)\b[^.!?]{0,20}?\b(?:results?|outcomes?)(?=)\b|\b(?:individual |your )?results (?:may |will |can )?(?:vary|differ)(?=)\b|\b(?:results?|outcomes?|verdicts?|settlements?)(?=)\b[^.!?]{0,30}?\b(?:do not|don't|does not|doesn't|cannot|can't|will not|won't|is not|isn't|are not|aren't|never)(?=)\s+(?:\w+\s+)?(?:guarantee|guaranty|predict|promise|ensure|assure)(?=)s?\s+(?:a |an |any |the |your )?(?:similar |same |comparable |particular |future |like )?(?:results?|outcomes?)(?=)\b/i;

function emailText(draft: PreparedDraft): string {
  return draft.match;
}

const NY_DISCLAIMER_WORDS = comparable(NY_DISCLAIMER).replace(/\.$/, '');

export function hasNyDisclaimer(draft: PreparedDraft): boolean {
  draft.comparableMatch ??= comparable(emailText(draft));
  return draft.comparableMatch.includes(NY_DISCLAIMER_WORDS);
}

function hasAnyDisclaimer(draft: PreparedDraft): boolean {
  return (mayOccurIn(draft, DISCLAIMER_VARIANT) && DISCLAIMER_VARIANT.test(emailText(draft))) || hasNyDisclaimer(draft);
}

/**
 * Who must be speaking for a match to be the firm's result: anyone (counts of wins and success
 * rates are claimed by whoever sends them), the firm (first person or its name: "nine out of ten
 * cases settle" is a statistic, "nine out of ten of our clients" a claim), or a results heading
 * ("Recent wins: $1.4M for a delivery driver"). Each pattern has the words it cannot match without.
 */
const RESULT_PATTERNS: readonly { guard: RegExp; pattern: RegExp; who: 'anyone' | 'firm' | 'heading' | 'clients' | 'email' }[] = [
  { guard: /\$|\d|million|billion|thousand|hundred|figure|grand|multi|\bmil\b/i, pattern: AMOUNT, who: 'anyone' },
  { guard: /\$/, pattern: AMOUNT_FOR_SOMEONE, who: 'heading' },
  { guard: /won|win|settled|resolved|tried|recovered/i, pattern: CASE_COUNT, who: 'anyone' },
  { guard: /%|percent/i, pattern: SUCCESS_RATE, who: 'anyone' },
  { guard: /\d\s+(?:wins|victories|verdicts won)|\d\s?(?:[-\u2013]|and|to)\s?(?:\d|zero|oh)/i, pattern: WIN_LOSS, who: 'anyone' },
  {
    guard: /(?:\d|hundred|thousand|dozens|scores)[^.!?]*?\b(?:receiv|recover|got|gotten|won|collect|obtain)/i,
    pattern: CLIENTS_RECEIVED,
    who: 'firm',
  },
  { guard: /\$/, pattern: RESULT_CAPTION, who: 'anyone' },
  { guard: /\$|millions|billions|figure/i, pattern: AMOUNT_RECOVERED, who: 'anyone' },
  {
    guard: /(?:\d|hundred|thousand)[^.!?]*?(?:verdicts|settlements|recoveries|wins|victories)\s+(?:(?:and|&)\s+\w+\s+)?(?:\w+\s+)?for\b/i,
    pattern: RESULTS_FOR_PEOPLE,
    who: 'anyone',
  },
  { guard: /rate/i, pattern: RATE_IS, who: 'anyone' },
  { guard: /rate|record/i, pattern: RATE_IN_TENS, who: 'firm' },
  { guard: /\$/, pattern: RESULT_LINE, who: 'anyone' },
  { guard: /\$/, pattern: LIST_AMOUNT, who: 'heading' },
  { guard: /\$|million|thousand/i, pattern: AMOUNT_FOR_PERSON, who: 'email' },
  { guard: /\$|million|thousand/i, pattern: PERSON_LIST_AMOUNT, who: 'email' },
  { guard: /\$/, pattern: RESULT_NOUN_FOR, who: 'clients' },
  { guard: /offer/i, pattern: OFFER_TURNED, who: 'anyone' },
  { guard: /\$/, pattern: OFFER_BECAME, who: 'firm' },
  { guard: /\$/, pattern: SUBJECTLESS_RESULT, who: 'anyone' },
  { guard: /\$/, pattern: AMOUNT_FOR_CLIENTS, who: 'firm' },
  { guard: /successful|winning|favou?rable|record|million-dollar|figure|track|history|string/i, pattern: COUNT_OF_WINS, who: 'anyone' },
  { guard: /ten\b|10/i, pattern: OUT_OF_TEN, who: 'firm' },
  {
    guard: /\b(?:win|wins|won|recover\w*)\s+(?:about |roughly |nearly |almost )?(?:\d|nine|eight|seven) (?:out )?of/i,
    pattern: WIN_OUT_OF_TEN,
    who: 'firm',
  },
  { guard: /%|percent/i, pattern: PERCENT_OF_OURS, who: 'firm' },
  { guard: /typically|usually|average|times|doubled|tripled|quadrupled|\dx\b/i, pattern: OUTCOME_STATISTIC, who: 'firm' },
  { guard: /won|secured|obtained|achieved|got|negotiated|recovered/i, pattern: RESULT_FOR_SOMEONE, who: 'firm' },
  { guard: /lost|beaten|undefeated|unbeaten|perfect|every|all/i, pattern: UNBEATEN_RECORD, who: 'firm' },
  { guard: /flawless|spotless|unblemished|perfect|loss|empty/i, pattern: RECORD_IDIOM, who: 'anyone' },
  { guard: /favou?r|our way|for us|a win|victory/i, pattern: EVERY_TRIAL_WON, who: 'firm' },
  { guard: /(?:trials|cases)\W{1,3}\S+ (?:wins|victories|verdicts)/i, pattern: TALLY, who: 'anyone' },
  {
    guard:
      /\b(?:won|win|wins)\s+(?:all\s+but\s+)?\S+\s+(?:out\s+)?of\b|\bof\s+(?:our|my|his|her)\s+(?:last\s+)?\S+\s+(?:jury\s+)?(?:trials|cases)\b[^.!?]{0,40}?(?:favou?r|our way|for us|win|victor|verdict)/i,
    pattern: WON_OF_OURS,
    who: 'firm',
  },
  { guard: /(?:won|win|settled)\s+(?:all\s+but\s+)?\S+\s+(?:of\s+(?:them|those|these)|out of)/i, pattern: WON_OF_THEM, who: 'firm' },
  { guard: /helped|assisted|represented|guided/i, pattern: HELPED_RECOVER, who: 'firm' },
  { guard: /trial|jury|verdict|court|beat|defeated|took down/i, pattern: WON_AT_TRIAL, who: 'firm' },
  { guard: /jury|jurors|judge|court|panel/i, pattern: JURY_FOR_US, who: 'firm' },
];

/**
 * Any pattern's guard: most sentences pass none, and are skipped with one test. The guards' union,
 * written without the alternatives another alternative already implies ("millions" holds
 * "million", "a win" holds "win", "\d\s+wins" holds "\d"), so that it finds exactly the sentences the
 * guards find with a third of the work. speed.test.ts checks it against the guards.
 */
export const ANY_RESULT_GUARD =
  /\$|\d|million|billion|thousand|hundred|figure|grand|multi|\bmil\b|won|win|settled|resolved|tried|recovered|%|percent|(?:dozens|scores)(?=)[^.!?]*?\b(?:receiv|recover|got|gotten|won|collect|obtain)(?=)|rate|offer|successful|record|track|history|string|ten\b|typically|usually|average|times|doubled|tripled|quadrupled|secured|obtained|achieved|got|negotiated|lost|perfect|every|all|flawless|spotless|unblemished|loss|empty|favou?r|our way|for us|victory|(?:trials|cases)(?=)\W{1,3}\S+ (?:wins|victories|verdicts)(?=)|helped|assisted|represented|guided|trial|jury|verdict|court|beat|defeated|took down|jurors|judge|panel/i;
/** Each guard's own test, for checking ANY_RESULT_GUARD. */
export const RESULT_GUARDS: readonly RegExp[] = RESULT_PATTERNS.map(({ guard }) => guard);

/** The rows of `rows` that a past result in the email would break: those whose disclaimer the email lacks (New York's exact words, elsewhere any). */
export function rowsAResultBreaks(draft: PreparedDraft, rows: readonly RuleRow[]): RuleRow[] {
  const nyRows = rows.filter((row) => row.needsNyDisclaimer);
  const otherRows = rows.filter((row) => !row.needsNyDisclaimer);
  return [
    ...(nyRows.length > 0 && !hasNyDisclaimer(draft) ? nyRows : []),
    ...(otherRows.length > 0 && !hasAnyDisclaimer(draft) ? otherRows : []),
  ];
}

export function pastResults({ draft, rows, firm }: DetectorInput): Hit[] {
  const nyRows = rows.filter((row) => row.needsNyDisclaimer);
  // Every result has a figure or a number word; most emails have none.
  if (!mayOccurIn(draft, RESULT_GUARD) || !RESULT_GUARD.test(emailText(draft))) return [];
  // The rows a result breaks, read from the whole email only once a sentence claims a result (most claim none).
  let brokenMemo: RuleRow[] | undefined;
  const brokenRows = () => (brokenMemo ??= rowsAResultBreaks(draft, rows));
  const speaker = speakerPattern(firm);
  const detail = (words: string) =>
    nyRows.length > 0 && brokenRows().some((row) => row.needsNyDisclaimer) && hasAnyDisclaimer(draft)
      ? `${words} reports a result. New York requires the exact words “${NY_DISCLAIMER}”`
      : `${words} reports a result without saying that prior results do not guarantee a similar outcome`;
  const hits: Hit[] = [];
  // Under a "Case results" heading, a list of amounts speaks for the firm without saying "we".
  // Both read the whole email, and only when a sentence needs them.
  let headingMemo: boolean | undefined;
  const resultsHeading = () => (headingMemo ??= mayOccurIn(draft, RESULTS_HEADING) && RESULTS_HEADING.test(emailText(draft)));
  let clientsMemo: boolean | undefined;
  const firmsClients = () => (clientsMemo ??= mayOccurIn(draft, FIRMS_CLIENTS) && FIRMS_CLIENTS.test(emailText(draft)));
  // An email in which the firm speaks anywhere: a recap line in it ("$4.7 million for a scaffold worker") is the firm's.
  let emailMemo: boolean | undefined;
  const emailSpeaks = () => (emailMemo ??= speaker.test(emailText(draft)));
  // Patterns whose guard or own words need letters the email lacks match none of its sentences.
  const possible = RESULT_PATTERNS.filter(({ guard, pattern }) => mayOccurIn(draft, guard) && mayOccurIn(draft, pattern));
  if (possible.length === 0) return [];
  for (const view of eachSentence(draft)) {
    const text = view.text;
    if (!ANY_RESULT_GUARD.test(text)) continue;
    // Whether the sentence speaks for the firm, worked out only for a sentence that passes a guard.
    let speaksMemo: boolean | undefined;
    const speaks = () =>
      (speaksMemo ??=
        speaker.test(text) ||
        // An attorney profile speaks for the firm too: "Attorney Vargas has recovered $50 million for her clients".
        ATTORNEY_PROFILE.test(text) ||
        PRIDE_OPENER.test(text) ||
        ((SAME_PERSON.test(text) || SAME_PERSONS_RECORD.test(text)) &&
          (speaker.test(view.previous) || namesAttorney(view.previous) || namesAttorney(sentencesBefore(view, 3)))) ||
        (SAME_TEAM.test(text) && OUR_TEAM.test(view.previous)) ||
        (SAME_WORK.test(text) && /^\W*(?:we|i)\b|\b(?:we|we've|i've)\b/i.test(view.previous)) ||
        ((JURY_ANSWER.test(text) || ONE_OF_THEM.test(text)) && FIRMS_CASE.test(storySoFar(view))) ||
        // A result the email disclaims as a past result is the firm's: "His family won $950,000 from the manufacturer. Past
        // results don't guarantee future ones." (or just before it). Only New York's exact words clear it, so only there does this matter.
        (nyRows.length > 0 &&
          (DISCLAIMER_VARIANT.test(text) || DISCLAIMER_VARIANT.test(twoSentencesAfter(view)) || DISCLAIMER_VARIANT.test(view.previous)) &&
          !NEWS_OF_OTHERS.test(text) &&
          !NEWS_OF_OTHERS.test(view.previous)) ||
        (/\$|million|thousand|verdict|settlement/i.test(text) && CLAIMED_NEXT.test(nextSentence(view))));
    const claims = possible.flatMap(({ guard, pattern, who }) => {
      if (!guard.test(text)) return [];
      if (who === 'firm' && !speaks()) return [];
      if (who === 'heading' && !resultsHeading()) return [];
      if (who === 'clients' && !(resultsHeading() || firmsClients() || speaks())) return [];
      if (who === 'email' && !(resultsHeading() || firmsClients() || emailSpeaks())) return [];
      // An amount is a result when the firm speaks of winning it, and not a limit, an offer or a bill.
      // A short answer borrows its question: "Earl's last trial? Seven figures."
      const answer = text.length < 40 && view.previous.length < 80 && isQuestion(view.previous);
      // An amount alone ends the story the sentence before told: "... we settled a case for a Beacon rider. $475,000."
      const ending =
        pattern === AMOUNT &&
        BARE_AMOUNT.test(text) &&
        ((RESULT_WORD.test(view.previous) && LEGAL_CONTEXT.test(view.previous)) || CASE_STORY.test(view.previous)) &&
        // ... the firm named in it or the sentence before: "We tried that case in March. Settled on the courthouse steps. $650,000."
        (speaker.test(view.previous) || speaker.test(sentencesBefore(view, 2))) &&
        !BILL_OR_LIMIT.test(view.previous) &&
        !READERS_OWN.test(view.previous) &&
        !NOT_LEGAL_MONEY.test(view.previous);
      const claimedAfter = pattern === AMOUNT && !ending && BARE_AMOUNT.test(text) && WHAT_WE_GOT.test(nextSentence(view));
      if (
        pattern === AMOUNT &&
        !ending &&
        !claimedAfter &&
        (!(RESULT_WORD.test(text) || (answer && RESULT_WORD.test(view.previous))) ||
          !(resultsHeading() || speaks() || (answer && speaker.test(view.previous))))
      )
        return [];
      const found = [...matches(text, pattern)];
      if (pattern === AMOUNT) {
        if (NOT_LEGAL_MONEY.test(text)) return [];
        return found.filter(
          (m) =>
            !NOT_A_RESULT_BEFORE.test(text.slice(clauseStart(text, m.start), m.start)) &&
            !NOT_A_RESULT_AFTER.test(text.slice(m.end)) &&
            !BILL_NAMED.test(text.slice(0, m.start)) &&
            !PAID_FOR.test(text.slice(m.end)) &&
            !SOLD_FOR.test(text.slice(m.end)) &&
            !BOUGHT_ON.test(text.slice(m.end)) &&
            !readerOrKinGot(text, m, speaker) &&
            !PREDICTED.test(text.slice(clauseStart(text, m.start), m.start)),
        );
      }
      if (pattern === AMOUNT_FOR_PERSON) {
        if (NOT_LEGAL_MONEY.test(text) || isQuestion(text)) return [];
        return found.filter(
          (m) =>
            (CAPTION_BEFORE.test(text.slice(0, m.start)) || speaks()) &&
            !NOT_A_RESULT_FOR_PERSON.test(text.slice(0, m.start)) &&
            !LIKE_YOURS.test(text.slice(m.end)) &&
            !NOT_A_RESULT_BEFORE.test(text.slice(clauseStart(text, m.start), m.start)) &&
            !BILL_NAMED.test(text.slice(0, m.start)),
        );
      }
      if (
        pattern === PERSON_LIST_AMOUNT &&
        !(
          PERSON_ROW.test(text) &&
          INJURY_EVENT.test(text) &&
          !NOT_A_RESULT_ROW.test(text) &&
          !BILL_ROW.test(text) &&
          !NOT_LEGAL_MONEY.test(text) &&
          !BILLS_HEADING.test(sentencesBefore(view, 4))
        )
      )
        return [];
      if (pattern === LIST_AMOUNT && NOT_A_RESULT_ROW.test(text)) return [];
      if ((pattern === UNBEATEN_RECORD || pattern === WIN_LOSS || pattern === RECORD_IDIOM || pattern === TALLY) && SPORTS.test(text))
        return [];
      if (pattern === UNBEATEN_RECORD)
        return found.filter(
          (m) =>
            !othersRecord(text, m, speaker) &&
            (!/lost$/i.test(m.text) || !LOST_OTHER_SENSE.test(text.slice(m.end))) &&
            // "We haven't won every case" denies the record.
            !(
              /^won\b/i.test(m.text) &&
              /(?:n't|\bnot|\bnever|\bnobody|\bno one|\bno lawyer|\bno firm)\s+(?:\w+\s+)?$/i.test(text.slice(0, m.start))
            ),
        );
      if (pattern === RESULT_FOR_SOMEONE) return found.filter((m) => !READER_HAS_ONE.test(text.slice(Math.max(0, m.start - 30), m.start)));
      if ((pattern === SUBJECTLESS_RESULT || pattern === AMOUNT_FOR_CLIENTS) && (NOT_LEGAL_MONEY.test(text) || isQuestion(text))) return [];
      if (pattern === SUBJECTLESS_RESULT)
        return found.filter((m) => !BOUGHT_ON.test(text.slice(m.end)) && !SOLD_FOR.test(text.slice(m.end)));
      // A tagline amount speaks for the firm when it opens the sentence ("Over $250 million recovered").
      if (pattern === AMOUNT_RECOVERED || pattern === RESULTS_FOR_PEOPLE)
        return found.filter(
          (m) =>
            resultsHeading() || speaks() || m.start <= 12 || /(?:^|[.!?:;|\u2022\u00b7\u2013\u2014-])\s*$/.test(text.slice(0, m.start)),
        );
      return found;
    });
    // A result someone else got, reported as news, is not the firm's.
    if (claims.length === 0 || OTHERS_LAWYER.test(text)) continue;
    if (
      SOMEONE_ELSES.test(text) &&
      SOMEONE_ELSES.test(text.replace(OTHERS_DECLINED, ' ')) &&
      !(OWN_RESULT.test(text) && speaks() && !SOMEONE_ELSES.test(text.replace(PRESS, ' ')))
    )
      continue;
    const broken = brokenRows();
    if (broken.length === 0) return [];
    for (const m of claims) {
      if (isReported(declinedAside(view), m.start) && !describesItself(text.slice(0, m.start), speaker)) continue;
      // ... and the firm's name said only to deny it is not the firm's: "her lawyer got her $85,000 (not Earl, some firm in Orlando)".
      if (
        THEIR_LAWYER_WON.test(text.slice(clauseStart(text, m.start), m.start)) &&
        !firmNames(firm).test(text.replace(/\b(?:not|wasn't|was not|weren't|were not)\s+(?:\w+\s+)?\w+/gi, ' '))
      )
        continue;
      // Telling a client the result of their own case advertises nothing: "we settled your case for $45,000".
      // The clause read whole across the commas of an amount: "we got your $45,000 check today".
      const clause = { start: clauseStart(view.text, m.start), end: clauseAround(view.text, Math.max(m.start, m.end - 1)).end };
      if (READERS_OWN.test(view.text.slice(clause.start, clause.end))) continue;
      const words = quote(view.field, view.span.start + m.start, view.span.start + m.end);
      hits.push(hitIn(view, m.start, m.end, detail(words), { rows: broken, fix: disclaimerFix(draft, view) }));
    }
  }
  return withoutOverlaps(hits);
}

/** The sentence without other firms that turned the case down: a client's praise quoted is no warning about other firms. */
function declinedAside(view: SentenceView): SentenceView {
  if (!/other/i.test(view.text)) return view;
  const text = view.text.replace(OTHERS_DECLINED, (words) => ' '.repeat(words.length));
  return text === view.text ? view : { ...view, text };
}

/** The disclaimer right after the sentence in the body, or at the end of the body for a subject. */
function disclaimerFix(draft: PreparedDraft, view: SentenceView): Hit['fix'] {
  if (view.field.field === 'body') return { kind: 'insert', field: 'body', at: view.span.end, text: ` ${NY_DISCLAIMER}` };
  return appendToBody(draft, NY_DISCLAIMER);
}

export function appendToBody(draft: PreparedDraft, sentence: string): NonNullable<Hit['fix']> {
  const body = draft.body.text;
  const end = body.trimEnd().length;
  return { kind: 'insert', field: 'body', at: end, text: end === 0 ? sentence : `\n\n${sentence}` };
}

// ── certification ─────────────────────────────────────────────────────────────────────────

const CERTIFIED = [
  /\bboard[- ]certified\b/gi,
  // Board certification held, not a topic named: "Irene holds board certification in civil trial advocacy", "Earl's board
  // certification", "Board certification: civil trial law" (not "your question about board certification").
  /\b(?:holds?|holding|held|has|have|had|carry|carries|carrying|earned|earning|received|obtained|achieved|attained|awarded|his|her|my|our|their|with|(?!(?:what|that|it|here|there|who|let|he|she|where|how|why)(?=)['\u2019]s)\w+['\u2019]s)(?=)\s+(?:(?:a|the|full|dual|double|current)(?=)\s+)?board[- ]certifications?\b|^\W*board[- ]certifications?\s*(?:[:\u2013\u2014]|\s-\s|\s+(?:in|as)(?=)\s+(?:an?\s+)?(?:[\w'-]+\s+){0,3}?(?:law|litigation|trial|advocacy|specialist|lawyer|attorney)(?=)\b)/gi,
  /\bcertif(?:ied|icated)\s+(?:as\s+)?(?:an?\s+)?(?:[\w'-]+\s+){0,3}?(?:specialists?|experts?|lawyers?|attorneys?|advocates?|litigators?)\b/gi,
  // A certificate held, as translated letters say it: "our lawyer has certificate as specialist in civil trial law".
  /\b(?:has|have|holds?|held|received|earned|obtained|with)\s+(?:a\s+|the\s+)?certificate\s+(?:of|as)\s+(?:an?\s+)?(?:[\w'-]+\s+){0,3}?(?:specialists?|lawyers?|attorneys?|advocates?)\b/gi,
  /\bcertified (?:by (?:the )?(?:state|board|[a-z]+ (?:state|board))\s+)?in\s+(?:[\w'-]+\s+){0,3}?(?:law|litigation|trial|advocacy)\b(?!\s+(?:presentation|preparation|software|technology|tech|exhibits?|transcripts?|graphics|support|consulting|director|boards?|databases?|apps?|programs?))/gi,
  // In Spanish or Portuguese, as a bilingual text says it: "o advogado é certificado em direito de trânsito", "abogada
  // certificada como especialista" (not "carta certificada", "certificado médico").
  /\b(?:abogad[oa]s?|especialistas?|advogad[oa]s?|litigantes?)\s+certificad[oa]s?\b|\bcertificad[oa]s?\s+(?:(?:como\s+)?(?:especialistas?|abogad[oa]s?|advogad[oa]s?)\b|(?:en|em)\s+(?:\S+\s+){0,2}?(?:derecho|direito|litigio|lit[ií]gio|juicios?|abogac[ií]a|advocacia)\b)/gi,
  // Held or earned: "Earl earned his certification in civil trial law in 2004".
  /\b(?:his|her|my|our|their|earned|holds?|held|received|obtained|has|have)\s+(?:(?:a|the|board)\s+)?certifications?\s+(?:in|as)\s+(?:an?\s+)?(?:[\w'-]+\s+){0,3}?(?:law|litigation|trial|advocacy|specialist|lawyer|attorney)\b/gi,
];
const NOT_A_LAWYER =
  /^(?:[\s-]+[\w'-]+){0,3}?[\s-]+(?:surgeons?|physicians?|doctors?|neurologists?|neurosurgeons?|orthopedic|orthopaedic|orthopedists?|radiologists?|chiropractors?|pediatricians?|nurses?|therapists?|psychiatrists?|psychologists?|cardiologists?|dentists?|medical|accountants?|translators?|interpreters?|mechanics?|inspectors?|appraisers?|medicine|surgery|therapy|pediatrics|nursing|psychiatry|neurology|radiology|orthopa?edics|cardiology|dermatology|dentistry|anesthesiology|oncology|urology|obstetrics|gynecology|ophthalmology|pharmacy|audiology|rehabilitation|chiropractic|counseling|massage|coding|billing|welding|ministry|music|[a-z]+(?:icians?|ologists?|iatrists?)(?=))(?=)\b/i;
const ORGANISATION =
  /\b(?:board of (?:legal )?(?:specialization|specialty|certification)|board of trial advocacy|legal specialty certification|legal specialization|national board of|american board of|florida bar|state bar|bar association|bar of (?:the )?[a-z]+|national elder law foundation)\b/i;
// The certifying bodies by the letters they sign with: "NBTA-certified", "(TBLS)", "FL Bar board certified".
const ORGANISATION_LETTERS = /\b(?:NBTA|TBLS|NBLSC|NELF|ABPLA|FBLSE)\b|\b(?:FL|Fla\.?|TX|Tex\.?|NC|N\.C\.|CA|Cal\.?) Bar\b/;
const CERTIFIED_BY_NAME =
  /\bcertified\b[^.!?]{0,80}?\bby (?:the )?(?:[A-Z][\w&'.-]*\s+){0,6}?(?:Board|Bar|Association|Academy|College|Foundation|Institute|Council|Commission|Society|Court)\b/;

// A certified member of staff or an outside expert, not a lawyer: "our certified intake specialist", "a certified accident
// reconstruction expert" (not "a certified personal injury specialist").
const NOT_A_LAWYER_ROLE =
  /\b(?:intake|claims?|billing|coding|records?|liens?|resolution|medical|reconstruction\w*|forensic|vocational|safety|life care|economic|engineering|fire|biomechanic\w*|toxicolog\w*|handwriting|computer|customer|client care|case management|marketing|bilingual|language|nurse|nursing|rehabilitation|financial|tax|translation|notary|paralegal|insurance|appraisal|crash data|data|video|audio|fraud|benefits?)(?=)\b/i;
// The term named, not claimed: "what does 'board certified' actually mean?", "the words 'board certified'".
const TERM_OPENS = /(?:^|[\s("])'$/;
const TERM_CLOSES = /^'(?:[\s,.!?;:)"]|$)/;
const WHAT_IT_MEANS = /\bwhat(?:'s| is| are| does| do)\b[^.!?]{0,30}$/i;
const WHAT_IS = /\bwhat(?:'s| is| are)\s+(?:an?\s+)?$/i;
// Talk about the word: scare quotes alone ("Earl's 'board certified'") still claim.
// Asked, not claimed: "Is Earl board certified? No."; "did you know Earl is board certified?" still claims.
const YES_NO_QUESTION = /^\W*(?:is|are|was|were|should|does|do|has|have|can)\b/i;
// Something other than a lawyer certified: "the hospital is board certified for trauma care".
const NOT_A_LAWYER_BEFORE =
  /\b(?:hospitals?|clinics?|centers?|centres?|facilit(?:y|ies)|labs?|laborator(?:y|ies)|programs?|doctors?|physicians?|surgeons?|nurses?|therapists?|[a-z]+ologists?|[a-z]+iatrists?|chiropractors?|dentists?)\b[^.!?]{0,20}?\b(?:is|are|was|were|'s|'re)\s+(?:also\s+|now\s+|fully\s+)?$/i;
// A topic, not a claim: "a question about board-certified lawyers", "regarding board certification".
const ABOUT_THE_TERM = /\b(?:about|regarding|concerning)\s+(?:the\s+)?$/i;
// ... or advice about any lawyer: "check if a lawyer is board certified before you hire one".
const ANY_LAWYER_IS =
  /\b(?:if|whether)\s+(?:a|an|any|your|the|their|that|this)\s+(?:[\w-]+\s+){0,2}?(?:lawyers?|attorneys?|firms?)\s+(?:is|are|was|were)\s+(?:really\s+|actually\s+|truly\s+)?$/i;
const TERM_TALK = /\b(?:words?|terms?|phrases?|labels?|titles?|means?|meaning|called|say|says|said|use|uses|using)\b|\?["')\]\s]*$/i;

// Every claim this rule reads says "certified" or "certification".
const CERTIF = /certif/i;

export function certification({ draft }: DetectorInput): Hit[] {
  // Most emails never say it.
  if (!mayOccurIn(draft, CERTIF) || !CERTIF.test(draft.match)) return [];
  const hits: Hit[] = [];
  for (const field of draft.fields) {
    field.sentences.forEach((span, index) => {
      const text = field.match.slice(span.start, span.end);
      const next = field.sentences[index + 1];
      const nearby = next ? `${text} ${field.match.slice(next.start, next.end)}` : text;
      if (ORGANISATION.test(nearby) || CERTIFIED_BY_NAME.test(nearby) || ORGANISATION_LETTERS.test(nearby)) return;
      const view: SentenceView = { field, span, text, previous: '' };
      for (const pattern of CERTIFIED) {
        for (const m of matches(text, pattern)) {
          // A litigator is a lawyer whatever the field: "a certified nursing-home litigation specialist".
          const litigates = /\blitigat/i.test(m.text);
          if (!litigates && (NOT_A_LAWYER.test(text.slice(m.end)) || NOT_A_LAWYER.test(` ${m.text.replace(/^certif\w+/i, '')}`))) continue;
          if (!litigates && /(?:specialists?|experts?)$/i.test(m.text) && NOT_A_LAWYER_ROLE.test(m.text)) continue;
          if (isNegated(text, m.start) || isReported(view, m.start)) continue;
          if (isQuotedWord(text, m.start, m.end) || isSaidOfThemselves(text, m.start)) continue;
          const inSingleQuotes =
            TERM_OPENS.test(text.slice(Math.max(0, m.start - 2), m.start)) && TERM_CLOSES.test(text.slice(m.end, m.end + 2));
          if (inSingleQuotes && TERM_TALK.test(text)) continue;
          const before = text.slice(0, m.start);
          if (ABOUT_THE_TERM.test(before) || ANY_LAWYER_IS.test(before)) continue;
          if (NOT_A_LAWYER_BEFORE.test(before) || (isQuestion(text) && YES_NO_QUESTION.test(text))) continue;
          if (isQuestion(text) && (WHAT_IS.test(before) || (WHAT_IT_MEANS.test(before) && /\bmean/i.test(text.slice(m.end))))) continue;
          // A heading about the title: "What Ana Rivera's board certification means".
          if (/\bwhat\b[^.!?]{0,30}$/i.test(before) && /^\s+means?\b/i.test(text.slice(m.end))) continue;
          const words = quote(field, span.start + m.start, span.start + m.end);
          hits.push(
            hitIn(
              view,
              m.start,
              m.end,
              `${words} claims a certification without naming the organisation that granted it. Name it in the same sentence, or remove the claim`,
            ),
          );
        }
      }
    });
  }
  return withoutOverlaps(hits);
}

// ── fee-costs ─────────────────────────────────────────────────────────────────────────────

const FEE_TYPE = String.raw`(?:attorney(?:'?s'?)? |legal |lawyer(?:'?s'?)? |professional |contingency |contingent )?`;
// Winning in any words: "win", "obtain compensation", "get you paid", "get your check", "the check clears", "money comes in",
// or "does" after a subject of its own: "you won't owe a fee unless he does".
const WIN = String.raw`(?:(?:[\w-]+ ){0,2}?(?:sounds|goes|comes out|goes off|lands|breaks|turns out|ends|rules?|comes down)(?=) in (?:your|our)(?=) favou?r|win|wins|won|winning|recover|recovers|recovery|collect|collects|settle|settles|obtain|obtains|prevail|prevails|get (?:you |your |a |the )?(?:paid|money|check|compensation|settlement)(?=)|(?:the |your |a )?check clears|(?:the )?money comes in|(?:are |get |gets |is )?compensated|walk (?:away|out)(?=) with (?:money|something|a check|a settlement|compensation)(?=)|(?:the )?(?:insurance(?: company)?|insurer|defendant|other side)(?=) pays? (?:you|u|up|out)(?=)|(?:the case |your case |it )?brings? (?:you |in )?(?:money|compensation|a recovery)(?=)|pays(?: off| out)?|(?:you|u|we|he|she|they|(?:the|your|our)(?=) (?:firm|lawyers?|attorneys?|team)(?=))(?=) (?:do|does)(?=)(?=\s*(?:[.!,;:)]|$)(?=))|(?:is |are |gets? )?(?:concluded|decided|resolved|ends?|ended)(?=) in (?:your|our|the client'?s|the clients'|its)(?=) favou?r|there(?:'s| is| will be)(?=) (?:a |some )?(?:check|money|payout|payday)(?=) (?:for (?:you|u)(?=)|in (?:it|your hand)(?=)|at the end)(?=)|gets? (?:you )?something|brings? (?:you |home )?something|(?:the )?money comes (?:back|home)(?=)|(?:you|u)(?=)(?:'re| are| get| gets)(?=) paid|put (?:a|some)(?=) (?:number|points?|money)(?=) on the (?:board|scoreboard)(?=)|brings? (?:home|back)(?=) (?:a |some )?(?:recovery|money|check|win)(?=))`;
// Winning in Spanish and Portuguese: "ganemos", "ganharmos", "recuperemos dinero", "usted reciba su compensación".
const WIN_ES = String.raw`(?:ganemos|ganamos|gane|gana|ganes|ganen|ganhemos|ganhamos|ganharmos|ganhe|ganha|ganharem|recuperemos|recuperamos|recupere|recupera|recuperarmos|obtengamos|obtenga|consigamos|consiga|cobremos|cobre|cobres|reciba|recibas|receba|ganhar|ganar)`;
// ... whoever is said to lose it: "if he doesn't win, you owe no fee".
const NO_WIN = String.raw`(?:(?:if|when)(?=) (?:we|you)(?=) (?:don'?t|do not|didn'?t|fail to)(?=) (?:win|recover)(?=)|(?:if|when)(?=) (?:he|she|they|the firm|(?:your|the)(?=) (?:lawyer|attorney)(?=))(?=) (?:doesn'?t|does not|don'?t|do not|didn'?t|fails to)(?=) (?:win|recover)(?=)|if (?:he|she|they)(?=) loses?(?! (?:her|his|their|my|your|a|an|its)(?=)\b)|if (?:the|your)(?=) case (?:does not|doesn'?t|did not|didn'?t)(?=) (?:give|bring|produce|win|get)(?=) (?:you )?(?:any )?(?:money|anything|compensation|results?)(?=)|if (?:we |you )?(?:do |does )?not win|if no win|if (?:we|you)(?=) lose|if there(?:'s| is)(?=) no (?:recovery|(?:money|check|settlement|payout|win)(?=)(?=\s*(?:[,;:.!?\u2013\u2014]|(?:at the end|for you|in the end|in it|coming|from (?:the|your)(?=) case)(?=)\b)(?=)))(?=)|without a recovery|if (?:the|your)(?=) case is lost|in case of (?:a )?(?:loss|defeat|failure)(?=)|if (?:we|you|the case|your case|it)(?=) (?:come|comes)(?=) up (?:empty|short|dry|empty[- ]handed)(?=)|if (?:the case|your case|it)(?=) (?:goes nowhere|falls through|(?:doesn'?t|does not)(?=) pan out)(?=)|lose(?<=(?:^|[.!?;:\n(]\s{0,3}|\b(?:we|you|u)(?=) )(?=)lose),? (?:and|&)(?=))`;
// Each wording with words it cannot match without, tested once per email: most emails that pass the fee guard have
// the words of only a few of them.
// A loss in any of NO_WIN's words: "if we don't win", "if there is no recovery", "in case of defeat", "if he loses".
const NO_WIN_GUARD =
  /(?:n'?t|\bnot|fail[\s-]+to)(?=)[\s-]+(?:win|recover|give|bring|produce|get|pan)(?=)|comes?[\s-]+up[\s-]+(?:empty|short|dry)(?=)|lose,?[\s-]+(?:and|&)(?=)|goes[\s-]+nowhere|falls[\s-]+through|\bif[\s-]+(?:no[\s-]+win|(?:we|you|he|she|they)(?=)[\s-]+lose)(?=)|fails[\s-]+to[\s-]+(?:win|recover)(?=)|no[\s-]+recovery|there(?:'s|[\s-]+is)(?=)[\s-]+no[\s-]+(?:money|check|settlement|payout|win)(?=)|without[\s-]+a[\s-]+recovery|case[\s-]+is[\s-]+lost|in[\s-]+case[\s-]+of/i;
// "Our fee is contingent upon the outcome": the fee's, not the insurer's payment or a surgery date that waits on the case.
const CONTINGENT_UPON: Guarded = {
  guard: /contingen/i,
  pattern:
    /\bcontingen(?:t|cy) (?:up)?on (?:winning|(?:a|your|the) (?:win|recovery|settlement|case|result|outcome|verdict)|recovery|success|us winning)\b/gi,
};
const FEE_SUBJECT = /\b(?:fees?|honorari\w*|we|we're|our|us|i|i'm|my|it'?s all|everything)\b/i;
const CONTINGENT_FEE: readonly Guarded[] = [
  {
    guard:
      /(?:\bno|\bzero|\$0|\bnever[\s-]+(?:a|any)(?=)|\b(?:won't|will[\s-]+not|wouldn't|would[\s-]+not|don't|do[\s-]+not)(?=)[\s-]+(?:owe|pay)(?=)[\s-]+(?:us[\s-]+)?(?:a|any)(?=)|\b(?:doesn't|does[\s-]+not|don't|do[\s-]+not|won't|will[\s-]+not|never)(?=)[\s-]+(?:charge|collect|take)(?=)[\s-]+(?:you[\s-]+)?(?:a|an|any)(?=)(?:[\s-]+single[\s-]+dollar[\s-]+(?:of|in)(?=))?)(?=)[\s-]+(?:in[\s-]+)?(?:payment[\s-]+of[\s-]+)?(?:(?:attorney|legal|lawyer|professional|contingen)(?=)\S*[\s-]+)?(?:fee|cost|charge|price)/i,
    pattern: new RegExp(
      String.raw`(?:\b(?:no|zero|never (?:a|any)(?=)|(?:won't|will not|wouldn't|would not|don't|do not)(?=) (?:owe|pay)(?=) (?:us )?(?:a|any)(?=)|(?:doesn't|does not|don't|do not|won't|will not|never)(?=) (?:charge|collect|take)(?=) (?:you )?(?:a|an|any)(?=)(?: single dollar (?:of|in)(?=))?)(?=)|\$0)(?=)(?: in)? (?:payment of )?${FEE_TYPE}(?:fees?|cost|charge|price)(?=)\b[^.!?]{0,40}?\b(?:unless|until|till|if)(?=)\b(?:[^.!?]|(?<=\b(?:Mr|Ms|Mrs|Mx|Dr)(?=))\.){0,30}?\b${WIN}\b`,
      'gi',
    ),
  },
  // "Our fee comes only out of a recovery": the fee taken from the money won, and only from it.
  {
    guard: /\bfees?\b[^.!?]{0,30}?\bonly[\s-]+(?:out[\s-]+of|from)\b/i,
    pattern:
      /\b(?:our|my|the firm's|the attorney's|the lawyer's)(?=) (?:attorney(?:'?s'?)? |legal |lawyer(?:'?s'?)? |contingency |contingent )?fees? (?:comes?|is paid|are paid|is taken|are taken|gets paid)(?=) only (?:out of|from)(?=) (?:a|the|any|your)(?=) (?:recovery|settlement|verdict|award|win)(?=)\b/gi,
  },
  // "No win, no fee", "no settlement, no fee", "no dough, no fee", "no check for you, no fee for us".
  {
    guard: /\bno[\s-]+(?:win|recover|success|victory|settlement|verdict|money|dough|cash|check|payday)/i,
    pattern:
      /\bno (?:win|recovery|recover|success|victory|settlement|verdict|money|dough|cash|check|payday)(?: for (?:you|u))?\W{1,3}(?:then |and |so )?(?:no|zero) (?:(?:attorney(?:'?s'?)?|lawyer(?:'?s'?)?|legal) )?(?:fee|fees|charge|pay|payment|money for (?:the )?(?:lawyer|attorney|us))\b/gi,
  },
  CONTINGENT_UPON,
  // "33% only if we win."
  {
    guard: /%|percent|third/i,
    pattern:
      /(?:\b\d{2}(?:\.\d+)?\s?%|\b(?:\d{2} percent|one[- ]third|a third|a percentage)(?=)\b)(?=)[^.!?]{0,40}?\b(?:(?:only )?(?:if|when|unless)(?=) (?:we|you|he|she|they)(?=) (?:win|wins|recover|recovers)(?=)|(?:only )?(?:if|when|unless)(?=) (?:your|the)(?=) case (?:brings? in|wins|pays)(?=)|nothing (?:if|when)(?=) (?:(?:we|you)(?=) (?:lose|don'?t win|do not win)(?=)|(?:the|your)(?=) case is lost|there(?:'s| is)(?=) no (?:win|recovery)(?=))(?=))(?=)\b/gi,
  },
  {
    guard: /never[\s-]+charge/i,
    pattern:
      /\bnever charged? (?:a |any )?(?:client |one )?(?:a )?fees?\b[^.!?]{0,30}?\b(?:unless|when|if)\b[^.!?]{0,20}?\b(?:win|won|recover|recovered|lose|lost)\b/gi,
  },
  {
    guard: /only[\s-]+(?:charge|take|collect|bill)/i,
    pattern: /\bonly (?:charge|take|collect) (?:a |our )?fees? (?:if|when) (?:we|you) (?:win|recover)/gi,
  },
  {
    guard: /only[\s-]+(?:charge|take|collect|bill)/i,
    pattern:
      /\bonly (?:charges?|bills?)(?: you)? (?:if|when|after) (?:we|you|u|he|she|they|it) (?:win|wins|recover|recovers|get paid|gets paid)\b/gi,
  },
  // The other word order, and the firm's payment waiting on the client's: "we charge only if we win", "our payment comes
  // only when your money comes".
  {
    guard: /(?:charge|bill|payment|pay|fee)s?[\s-]+(?:(?:you|comes?|arrives?)[\s-]+)?only[\s-]+(?:if|when|after|once)/i,
    pattern:
      /\b(?:(?:we|i|the firm|our firm)(?=)\s+(?:charge|bill)(?=)(?: you)?|(?:our|the (?:lawyer|attorney|firm)(?=)(?:'s)?)(?=) (?:payment|pay|fee)(?=)s? (?:comes?|arrives?|is due|happens?)(?=))(?=) only (?:if|when|after|once)(?=) (?:we|you|u|your (?:money|check|settlement|compensation)(?=))(?=) (?:win|recover|get paid|comes?|arrives?|clears?|is paid)(?=)\b/gi,
  },
  // "We are paid a percentage of your recovery."
  {
    guard: /paid/i,
    pattern:
      /\b(?:we|i)(?:'re| are| am|'m)? (?:get |are |am )?paid (?:only )?(?:a |an )?(?:percentage|portion|share|part|one[- ]third|a third|\d{2}(?:\.\d+)? ?(?:%|percent)) of\b/gi,
  },
  {
    guard: /\b(?:pay|owe)[\s-]+(?:us[\s-]+)?no\b/i,
    pattern: new RegExp(String.raw`\b(?:pay|owe) (?:us )?no ${FEE_TYPE}fees?\b[^.!?]{0,30}?\b(?:unless|until|if)\b`, 'gi'),
  },
  {
    guard: /contingen/i,
    pattern:
      /\bcontingen(?:cy|t)(?=)(?:[- ]fee)?(?: basis| fees?| arrangement| agreement)(?=)\b(?!\s+(?:rules?|statutes?|laws?|regulations?|caps?|reform|provisions?|sections?|requirements?|disclosures?|disputes?|litigation|ethics|opinions?|cases?)(?=)\b|\s+(?:lawyers?|attorneys?)(?=)\s+(?:in|must|are|have|may|should|can|who|across|everywhere|generally|usually|typically)(?=)\b)|\b(?:on|by|per|under)(?=) (?:a )?contingency\b(?!\s+(?:plans?|planning|funds?|reserves?)(?=))|\bit's all contingency\b/gi,
  },
  // "Our fee is a percentage of the recovery", "our fee is one-third of what we recover", "the firm's fee: 33⅓%".
  {
    guard: /percent|portion|share|part|third|%|1\/3|\u2153/i,
    pattern:
      /\b(?:(?:our|the|my|his|her)(?=) (?:(?:firm|lawyer|attorney|office)(?=)(?:'s|s'|s)(?=) )?(?:attorney'?s'? |legal |contingency )?fees?|(?:our|my)(?=) (?:payment|charge)(?=)|(?:our|the (?:lawyer|attorney|firm)(?=)(?:s'|'s|s)?)(?=) (?:share|cut|part|portion)(?=))(?=)(?:['\u2019]s| (?:is|are|will be|would be)(?=)|\s*[:=\u2013\u2014?])(?=) (?:only |just |simply )?(?:a |an )?(?:percentage|portion|share|part|one[- ]third|a third|\d{2}(?:\.\d+)? ?(?:%|percent)(?=)|\d{2} ?(?:1\/3|\u2153)(?=) ?%?|1\/3|\u2153|(?:twenty|thirty|forty)(?=)(?:[- ](?:three|five)(?=))?(?: and (?:a|one)(?=)[- ]third)? percent)(?=)(?!\w)/gi,
  },
  // A fee that waits on the case, in a word: "our fee is contingent", "our fee's contingent", "we work on a pure contingency",
  // "it's contingency, so Priya only gets paid if you do".
  {
    guard: /contingen/i,
    pattern:
      /\b(?:our|my|the firm'?s)(?=) (?:attorney'?s'? |legal )?(?:fees? (?:is|are)(?=)|fee's)(?=) (?:entirely |fully |completely |100% )?contingent\b(?!\s+(?:on|upon)(?=)\b)|\bit(?:'s| is)(?=) (?:all |pure |strictly )?contingency\b(?=\s*[,;:.]\s*(?:so|which means|meaning)(?=)\b)|\b(?:on|by|per|under)(?=) (?:a |an )?(?:pure|strict|straight|full|total|100%)(?=) contingen(?:cy|t)(?=)\b(?!\s+(?:plans?|planning|funds?|reserves?)(?=)\b)/gi,
  },
  // "We collect our fee only after you receive compensation", "we take our fee when you get paid".
  {
    guard: /fees?[\s-]+(?:only[\s-]+)?(?:after|when|if|once)\b/i,
    pattern:
      /\b(?:collect|take|charge|get|receive|earn|make) (?:our |a |any |my )?(?:attorney'?s'? )?fees? (?:only )?(?:after|when|if|once) (?:you|we|u) (?:receive|get|win|recover|are paid|get paid|collect|settle)\b/gi,
  },
  { guard: /free[\s-]+unless/i, pattern: /\bfree unless (?:we|you) (?:win|recover)\b/gi },
  // "You owe us nothing for our time unless we bring home a recovery": the fee only, said as the lawyers' time.
  {
    guard: /\bfor (?:our|my|his|her) (?:time|work|services|effort)\b/i,
    pattern: new RegExp(
      String.raw`\b(?:owe|pay)(?=) (?:us |me |the firm )?(?:nothing|zero|not a (?:dime|penny|cent))(?=) for (?:our|my|his|her)(?=) (?:time|work|services|effort)(?=)\b[^.!?]{0,30}?\b(?:unless|until|if)(?=)\b[^.!?]{0,25}?\b(?:${WIN}|bring (?:home )?(?:a |the )?(?:recovery|win|check|money))(?=)`,
      'gi',
    ),
  },
  // "The firm only takes a fee if it wins your case", "she only charges a fee when she recovers".
  {
    guard: /only[\s-]+(?:takes?|gets?|charges?|collects?)[\s-]/i,
    pattern: new RegExp(
      String.raw`\b(?:the firm|our firm|it|he|she|they|[A-Z][\w'-]+)\s+only\s+(?:takes?|gets?|charges?|collects?)\s+(?:a |its |his |her |their )?${FEE_TYPE}fees?\s+(?:if|when|once)\s+(?:it|he|she|they|the firm|we)\s+${WIN}\b`,
      'gi',
    ),
  },
  // "You don't pay (attorney) fees unless we win", "we do not charge fees if we do not win".
  {
    guard: /(?:n'?t|\bnot|\bnever)[\s-]+(?:pay|owe|charge|collect|take)/i,
    pattern: new RegExp(
      String.raw`\b(?:don'?t|do not|doesn'?t|does not|won'?t|will not|never)\s+(?:pay|owe|charge|collect|take)\s+(?:us |you )?(?:a |any )?${FEE_TYPE}fees?\b[^.!?]{0,30}?\b(?:unless|until|if)\b[^.!?]{0,20}?\b(?:${WIN}|(?:do not|don't) win|lose|lost)\b`,
      'gi',
    ),
  },
  // "You won't owe us a penny in attorney's fees unless we recover money for you", "I don't take a dime in fees unless I win".
  {
    guard: /(?:n'?t|\bnot|\bnever)[\s-]+(?:pay|owe|charge|collect|take|see)/i,
    pattern: new RegExp(
      String.raw`\b(?:don'?t|do not|won'?t|will not|never)\s+(?:pay|owe|charge|take|collect|see)\b[^.!?]{0,25}?\b${FEE_TYPE}fees?\b[^.!?]{0,30}?\b(?:unless|until)\b[^.!?]{0,20}?\b${WIN}\b`,
      'gi',
    ),
  },
  // "If we don't win, you don't pay us a fee", "if we lose, there is no fee".
  {
    guard: NO_WIN_GUARD,
    pattern: new RegExp(String.raw`\b${NO_WIN}\b[^.!?]{0,40}?\b${FEE_TYPE}fees?\b|\b${FEE_TYPE}fees?\b[^.!?]{0,40}?\b${NO_WIN}\b`, 'gi'),
  },
  // "Our fees are only if we win", with the Spanish word bilingual letters keep.
  {
    guard: /only[\s-]+(?:if|when|after|once)\b/i,
    pattern:
      /\b(?:fees?|honorarios)\b[^.!?]{0,30}?\bonly (?:if|when|after|once) (?:we|you|u|they) (?:win|recover|get paid|receive|get (?:the |your )?(?:compensation|money|settlement))\b/gi,
  },
  // "Our fee comes out of your settlement", "our fee only ever comes out of what you collect", "our legal fees will be deducted from the settlement sum", "our fee comes from the
  // other side's insurance money".
  {
    guard: /fees?[\s-]+(?:(?:only|ever|always|just)[\s-]+){0,2}(?:come|is|are|get|will|would|shall)/i,
    pattern:
      /\b(?:(?:our|the|my|his|her)(?=) (?:legal |professional |attorney'?s'? )?fees?|(?:attorney'?s'?|legal|lawyer'?s'?)(?=) fees?)(?=) (?:(?:only|ever|always|just)(?=) ){0,2}(?:comes?|is paid|are paid|is taken|gets? paid|(?:is|are|will be|would be|shall be|gets?)(?=) (?:deducted|taken out|subtracted|withheld)(?=))(?=)\b[^.!?]{0,25}?\b(?:out of|from|off(?: the top of)?)(?=) (?:(?:your|the|any)(?=) (?:[\w']+ ){0,3}?(?:settlement|recovery|award|verdict|compensation|money)(?=)|what (?:we|you|u)(?=) (?:win|recover|collect|get)(?=))(?=)\b/gi,
  },
  // "We work for a percentage of what we recover", "we take a third of the settlement", "pay only when you win".
  {
    guard: /work\w*[\s-]+(?:for|on)\b|third|percent|portion|share|cut|%|\u2153|pay[\s-]+(?:us[\s-]+)?only/i,
    pattern:
      /\b(?:work|works|working)(?=) (?:for|on)(?=) (?:a |an |one[- ])?(?:percentage|portion|share|cut|third|(?:slice|piece)(?=) of (?:the|your|what|any)(?=))(?=)\b|\b(?:we|i|the firm|our firm)(?=)\s+(?:only )?(?:take|takes|keep|keeps|charge|charges|get|gets)(?=)\s+(?:a |one[- ]|our |just )?(?:third|percentage|portion|share|cut|\d{2}(?:\.\d+)? ?(?:%|percent)(?=)|\d{2} ?(?:1\/3|\u2153)(?=) ?(?:%|percent)?)(?=) of (?:the|your|any|what|whatever)(?=)\b|\bpay (?:us )?only (?:when|if|after|once)(?=) (?:you|we|u)(?=) (?:win|recover|get paid|collect)(?=)\b/gi,
  },
  // "We get paid only from the compensation we win for you", "our attorneys get paid out of the settlement", "we're only
  // paid on results", "she's paid out of whatever she wins for you".
  {
    guard: /paid/i,
    pattern:
      /\b(?:we|i|he|she|(?:our|the)(?=) (?:lawyers?|attorneys?|firm|team|office)(?=))(?=)(?:'re| are| am|'m| is|'s)?(?: only)? (?:get |gets )?paid (?:only )?(?:(?:from|out of)(?=) (?:the |your |any |what |whatever )?(?:compensation|settlement|recovery|award|verdict|money|(?:we|he|she|they)(?=) (?:win|wins|recover|recovers|collect|collects|obtain|obtains|get|gets)(?=))(?=)|(?:on|for)(?=) (?:results|success|a win|wins|winning|what we (?:win|recover)(?=))(?=))(?=)\b/gi,
  },
  // The firm collects when the client does: "we only collect when you collect", "we only make money when you make money".
  // ... or works on commission, as a closer puts it: "we work on commission, basically".
  {
    guard: /commission/i,
    pattern:
      /\b(?:we|i|the firm|our firm|our (?:lawyers|attorneys))\s+(?:\w+\s+)?(?:work|works|get paid|are paid|'re paid)\s+(?:on|by)\s+(?:a\s+)?commission\b/gi,
  },
  {
    guard: /only[\s-]+(?:collect|earn|eat|get|make|see)/i,
    pattern:
      /\b(?:we|i|he|she|the firm|our firm|(?:our|the) (?:lawyers?|attorneys?))\s+only (?:collect|earn|eat|get paid|(?:make|see|earn) (?:money|a dime|a (?:penny|cent)|a paycheck))\s+(?:when|if|after|once) (?:you|u) (?:do|collect|get paid|win|recover|eat|make money|see money)\b/gi,
  },
  // "You do not pay us unless we get money for you", "you don't owe the firm anything for its work unless the case pays off".
  {
    guard: /(?:n'?t|\bnot|\bnever)[\s-]+(?:pay|owe)/i,
    pattern:
      /\b(?:don'?t|do not|won'?t|will not|never)(?=) (?:pay|owe)(?=) (?:us|the firm|our firm|me|them|him|her|the lawyers?|the attorneys?)(?=)\b(?: (?:anything|a (?:dime|penny|cent|thing|red cent|nickel)(?=))(?=))?(?: for (?:its|our|his|her|their|my)(?=) (?:work|time|services?|help)(?=))? (?:unless|until|till|if)(?=)\b[^.!?]{0,25}?\b(?:win|wins|won|recover|recovers|gets? (?:you )?(?:money|paid|compensation|something)(?=)|get money|settle|settles|is settled|resolves|is resolved|pays off|pays out)(?=)\b/gi,
  },
  // "We don't get paid unless you do", "we only get paid if we win" (not "he gets paid when the job is done").
  {
    guard: /paid/i,
    pattern:
      /\b(?:we|i|he|she|(?:the|our)(?=) (?:[\w&-]+ )?(?:firm|team|lawyers?|attorneys?|office)(?=))(?=)(?:'re| are| am| is)? (?:don't |do not |doesn't |does not |only |are not |aren't )?(?:get |gets )?paid (?:(?:a (?:cent|dime|penny|thing|red cent)(?=)|anything|one (?:cent|dime|penny)(?=))(?=) )?(?:only )?(?:unless|until|if|when)(?=)\b(?=\s+(?:you|u|we|he|she|they|it|there|money|a recovery|a settlement|a verdict|(?:the|your|our)(?=) (?:[\w-]+ )?(?:case|claim|settlement|check|insurer|insurance|money|client|verdict|recovery|jury|lawsuit)(?=))(?=)\b)/gi,
  },
  // Translated: "payment of our services only in case of success", "fees only in case of victory".
  {
    guard: /only[\s-]+(?:in|upon|on|after|with|(?:if|when)[\s-]+there)\b/i,
    pattern:
      /\b(?:payment|pay|fees?|honorari(?:um|a|os)|remuneration)\b[^.!?]{0,60}?\bonly (?:in (?:the )?case of|in the event of|upon|on|after|with|(?:if|when) there (?:is|'s|will be)) (?:a |the )?(?:success|win|victory|positive (?:result|outcome|decision)|winning|recovery|successful (?:result|outcome))\b/gi,
  },
  // "You only pay us if we win", "you pay a fee only after winning".
  {
    guard: /only[\s-]+pay/i,
    pattern:
      /\b(?:you |u )?only pay (?:us |me |the firm |a fee |our fee |any fee )?(?:if|when|after|once) (?:we|you|u) (?:win|recover|get paid)\b/gi,
  },
  // "You do not pay any fees except after winning the case."
  {
    guard: /except/i,
    pattern: new RegExp(
      String.raw`\b(?:don'?t|do not|won'?t|will not|never)\s+(?:pay|owe|charge)\b[^.!?]{0,25}?\b${FEE_TYPE}fees?\b[^.!?]{0,10}?\bexcept (?:after|if|when|in case of|upon)\b[^.!?]{0,15}?\b${WIN}\b`,
      'gi',
    ),
  },
  // ... in the other word orders: "cobramos solo si ganamos", "honorarios solo si ganamos", "no cobramos hasta ganar",
  // "trabajamos por un porcentaje".
  {
    guard: /cobra|honor[aá]ri|porcenta/i,
    pattern: new RegExp(
      String.raw`\b(?:(?:cobramos|cobra|cobram|cobran)(?=)|honor[aá]rios?)(?=) (?:s[oó]lo|solamente|[uú]nicamente|apenas|s[oó])(?=) (?:si|cuando|se|quando)(?=) (?:\w+ ){0,2}${WIN_ES}\b|\b(?:no|n[aã]o)(?=) (?:te |le |les |lhe )?(?:cobramos|cobra|cobram|cobran)(?=) (?:nada )?(?:hasta|at[eé])(?=) (?:\w+ )?${WIN_ES}\b|\b(?:trabajamos|trabalhamos|cobramos)(?=) (?:por|a|con|com|un|una|uma)(?=)\s+(?:un |una |uma )?(?:porcentaje|porcentagem)(?=)\b`,
      'gi',
    ),
  },
  // ... and in Haitian Creole: "nou pa chaje w anyen si nou pa genyen" (we charge you nothing if we don't win).
  {
    guard: /chaje|chage|fr[eè]\b|onor[eè]/i,
    pattern:
      /\b(?:nou |yo )?pa (?:chaje|chage|mande) (?:w |ou |okenn )?(?:anyen|k[oò]b|lajan|fr[eè]|onor[eè])\b[^.!?]{0,25}?\bsi (?:nou|yo|ou) pa (?:genyen|rekipere|touche)\b|\bpa gen (?:okenn )?(?:fr[eè]|onor[eè])\b[^.!?]{0,25}?\bsi (?:nou|yo|ou) pa (?:genyen|rekipere|touche)\b/gi,
  },
  // The same offer in Spanish or Portuguese, as bilingual newsletters and texts print it beside the English: "No cobramos
  // honorarios a menos que ganemos", "si no ganamos, no cobramos", "só cobramos se ganharmos", "sem vitória, sem honorários".
  {
    guard: /cobra|sin[\s-]+(?:costo|cobro)|honor[aá]ri|contingencia/i,
    pattern: new RegExp(
      String.raw`\b(?:no|n[aã]o)(?=) (?:(?:le|te|les|lhe|les)(?=) )?(?:cobramos|cobra|cobro|cobran|cobram|cobrar[eé]mos|cobrase|cobrarmos)(?=)\b[^.!?]{0,30}?\b(?:si no|se n[aã]o|a menos que|hasta que|salvo que|excepto si|sin que|até que|a n[aã]o ser que|sem que|s[oó] se|s[oó]lo si)(?=) (?:\w+ ){0,2}${WIN_ES}\b|\bs[oó](?:lo)? (?:cobramos|cobra|cobro|cobran|cobram)(?=)\b[^.!?]{0,30}?\b(?:si|cuando|se|quando|depois que|despu[eé]s de que)(?=) (?:\w+ )?${WIN_ES}\b|\bsin (?:costo|cobro)(?=) (?:alguno )?(?:a menos que|si no)(?=) (?:ganemos|ganamos)(?=)\b|\b(?:si|se)(?=) (?:no|n[aã]o)(?=) (?:ganamos|ganemos|ganhamos|ganharmos|recuperamos|hay recuperaci[oó]n|h[aá] vit[oó]ria)(?=)\W{1,3}(?:\w+ )?(?:no|n[aã]o)(?=) (?:(?:le|te|les|lhe)(?=) )?(?:cobramos|cobra|cobro|cobran|hay honorarios|h[aá] honor[aá]rios|pagas? (?:honorarios|honor[aá]rios)(?=))(?=)\b|\b(?:sin|sem)(?=) (?:victoria|vit[oó]ria|ganar|ganhar|recuperaci[oó]n|sucesso|[eé]xito)(?=)\W{1,3}(?:(?:sin|sem|no hay|n[aã]o h[aá])(?=) (?:honorarios|honor[aá]rios|cobro|cobran[cç]a)(?=)|(?:no|n[aã]o)(?=) (?:te |le |lhe )?(?:cobramos|cobra|cobram|cobran)(?=))(?=)\b|\b(?:no hay|cero|sin|sem|n[aã]o h[aá])(?=) (?:honorarios|honor[aá]rios)(?=)\b[^.!?]{0,20}?\b(?:si no|se n[aã]o|a menos que|hasta que|a n[aã]o ser que|até que)(?=) (?:\w+ )?${WIN_ES}\b|\b(?:nuestros|nossos|los|os)(?=) honor[aá]rios (?:son|s[aã]o|salen|saem|vienen|v[eê]m)(?=)\b[^.!?]{0,25}?\b(?:porcentaje|porcentagem|por ciento|por cento|parte|%|de (?:la|lo|a|o)(?=) (?:que|compensaci[oó]n|indemnizaci[oó]n|indeniza[cç][aã]o|acuerdo|acordo|recuperaci[oó]n)(?=))(?=)|\b(?:no|n[aã]o)(?=) (?:nos |me |le |lhe )?(?:pagas|paga|pagan|pague|pagar[aá]s|pagara|pagar(?=á)|vas a pagar|va a pagar|vai pagar)(?=)\b[^.!?]{0,25}?\b(?:honorarios|honor[aá]rios)(?=)\b[^.!?]{0,25}?\b(?:(?:si no|se n[aã]o|a menos que|hasta que|a n[aã]o ser que|até que|sin que)(?=) (?:\w+ ){0,2}|(?:si|se)(?=) (?:\w+ ){0,2}(?:no|n[aã]o)(?=) )(?=)${WIN_ES}\b|\b(?:a|por|en|con|de|sobre|on)(?=) (?:una )?(?:base de )?contingencia\b|\bhonorarios (?:de|por)(?=) contingencia\b`,
      'gi',
    ),
  },
];
// No bill until a win: "you won't get a bill from us unless we win", "we don't send a bill until you get a check". Read
// only where the firm speaks: "the hospital won't send a bill until the insurer pays" is not the firm's fee.
const NO_BILL: Guarded = {
  guard:
    /(?:n'?t|\bnot|\bnever)[\s-]+(?:ever[\s-]+)?(?:get|receive|see|send|mail)[\s-]+(?:(?:you|u)[\s-]+)?(?:(?:a|any|one)[\s-]+)?(?:single[\s-]+)?(?:bill|invoice)/i,
  pattern: new RegExp(
    String.raw`\b(?:won'?t|will not|never|don'?t|do not|doesn'?t|does not)\s+(?:ever\s+)?(?:get|receive|see|send|mail)\s+(?:you\s+|u\s+)?(?:a |any |one )?(?:single )?(?:bill|invoice)s?\b[^.!?]{0,25}?\b(?:unless|until|till|if)\b[^.!?]{0,25}?\b${WIN}\b`,
    'gi',
  ),
};
// ... said of the firm's lawyer by name or as "he" or "she": "Earl doesn't get a dime unless you do". Read only where the firm
// speaks or is named, like NO_BILL: "your health insurer doesn't see a dime unless you do" is not the firm's fee.
const NO_DIME: Guarded = {
  guard:
    /(?:n'?t|\bnot|\bnever)[\s-]+(?:get|see|take|make|earn|collect|touch)[\s-]+(?:(?:a|one)[\s-]+)?(?:single[\s-]+)?(?:dime|penny|cent|nickel|red[\s-]+cent|dollar|fee|paycheck)/i,
  pattern: new RegExp(
    String.raw`\b[\w'-]+\s+(?:doesn'?t|does not|won'?t|will not|never|don'?t|do not)\s+(?:get|see|take|make|earn|collect|touch)\s+(?:a |one )?(?:single )?(?:dime|penny|cent|nickel|red cent|dollar|fee|paycheck)\b[^.!?]{0,25}?\b(?:unless|until|till|before|if)\b[^.!?]{0,25}?\b${WIN}\b`,
    'gi',
  ),
};
// ... or no bill for the reader until a win: "the firm doesn't bill you unless it wins". Read only where the firm speaks.
const NO_BILL_YOU: Guarded = {
  guard: /(?:n'?t|\bnot|\bnever)[\s-]+(?:bill|invoice|charge)[\s-]+(?:you|u)\b/i,
  pattern: new RegExp(
    String.raw`\b(?:won'?t|will not|never|don'?t|do not|doesn'?t|does not)\s+(?:bill|invoice|charge)\s+(?:you|u)(?: anything| a (?:dime|penny|cent))?\s+(?:unless|until|till|if)\b[^.!?]{0,25}?\b${WIN}\b`,
    'gi',
  ),
};
/**
 * Rarer wordings, each read only when its guard's words are somewhere in the email (most emails
 * have none of them).
 */
const GUARDED_FEE: readonly Guarded[] = [
  // How the firm is paid, asked and answered: "How do we get paid? Out of the settlement, and only if we win."
  {
    guard: /how[\s-]+(?:do|does)[\s-]+(?:we|i|the[\s-]+firm|our)\b[^.!?]{0,20}?paid\?/i,
    pattern: new RegExp(
      String.raw`\bhow (?:do|does)(?=) (?:we|i|the firm|our (?:firm|lawyers|attorneys)(?=))(?=) get paid\?\s*[^.!?]{0,40}?\b(?:(?:out of|from)(?=) (?:the |your |any )?(?:settlement|recovery|award|verdict|compensation)(?=)|(?:a |one[- ])?(?:percentage|share|third|cut|portion)(?=) of|only (?:if|when|after|once)(?=) (?:we|you|u)(?=) ${WIN}|unless (?:we|you|u)(?=) ${WIN}|contingen(?:cy|t)(?=))`,
      'gi',
    ),
  },
  // A fee as a label, then its share of the recovery: "Fees: 33⅓% of the recovery", "Attorney's fee: one-third of the gross recovery".
  {
    guard: /fees?\s*[:=\u2013\u2014]/i,
    pattern:
      /(?<=^|[\n.!?]\s{0,3})\W*(?:(?:our |the )?(?:attorney['\u2019]?s['\u2019]? |lawyer['\u2019]?s['\u2019]? |legal |contingency |contingent )?)fees?\s*[:=\u2013\u2014]\s*(?:only |just )?(?:a |an )?(?:percentage|portion|share|one[- ]third|a third|\d{2}(?:\.\d+)? ?(?:%|percent)(?=)|\d{2} ?(?:1\/3|\u2153)(?=) ?%?|1\/3|\u2153|(?:twenty|thirty|forty)(?=)(?:[- ](?:three|five)(?=))?(?: and (?:a|one)(?=)[- ]third)? percent)(?=)\s*(?:of|from)(?=) (?:the |your |any |what )?(?:gross |net |total )?(?:recovery|settlement|award|verdict|compensation|amount recovered|we (?:recover|win|collect)(?=))(?=)\b/gi,
  },
  // A fee that starts only with a win: "our fee only kicks in if we win", "the attorney's fee is owed only after we recover", "our
  // fee only comes if we win".
  {
    guard: /fees?[\s-]+(?:only[\s-]+)?(?:kicks?|applies|is[\s-]+(?:owed|due|earned|charged|payable)|comes?|starts?)/i,
    pattern: new RegExp(
      String.raw`\b(?:(?:our|my|the|his|her)(?=) (?:(?:firm|lawyer|attorney)(?=)(?:'s|s'|s)(?=) )?(?:attorney'?s'? |legal )?|(?:attorney'?s'?|legal)(?=) )(?=)fees? (?:only )?(?:kicks? in|applies|is (?:owed|due|earned|charged|payable)(?=)|comes?(?: due)?|starts?)(?=)\s+(?:only\s+)?(?:if|when|after|once|upon)(?=)\s+(?:(?:we|you|u|the case|your case|it)(?=) )?(?:\w+ )?${WIN}\b`,
      'gi',
    ),
  },
  // The firm eats when the client does, or takes its share from the settlement: "we eat if you eat", "we only eat when our
  // clients eat", "we take ours from the settlement", "Earl takes his cut out of the settlement", "we get our third at the end,
  // from the settlement".
  {
    guard:
      /\beat[\s-]+(?:only[\s-]+)?(?:if|when)|(?:take|get|collect|keep)s?[\s-]+(?:ours|(?:our|his|her)[\s-]+(?:cut|share|part|fee|third|percentage))/i,
    pattern:
      /\b(?:we|i|the firm|our firm)(?=)\s+(?:only\s+)?eat (?:only )?(?:when|if|after|once)(?=) (?:you|u|(?:our|my)(?=) (?:clients|families|people)(?=))(?=) (?:do|eat|get paid)(?=)\b|\b(?:(?:we|i|the firm)(?=)\s+(?:only\s+)?(?:take|get|collect|keep)(?=)\s+(?:ours|our (?:cut|share|part)(?=))(?=)|(?:takes|gets|collects|keeps)(?=)\s+(?:his|her)(?=) (?:cut|share|part|fee)(?=)|(?:we|i|the firm)(?=)\s+(?:only\s+)?(?:take|get|collect|keep)(?=)\s+our (?:third|fee|percentage)(?=)(?:,?\s+(?:at|in)(?=)\s+the\s+end,?)?)(?=)\s+(?:only\s+)?(?:from|out of)(?=)\s+(?:(?:the|your|any)(?=)\s+(?:settlement|recovery|award|verdict|compensation)(?=)|what (?:we|you)(?=) (?:win|recover|collect)(?=))(?=)\b/gi,
  },
  // An answer to its own question: "Our fee? Zero, unless we recover for you."
  {
    guard: /fees?\W{1,4}(?:zero|nothing|none|\$0|nada|nil)/i,
    pattern: new RegExp(
      String.raw`\bfees?\W{1,4}(?:zero|nothing|none|\$0|nada|nil)\W{1,3}(?:unless|until|till|if)\b[^.!?]{0,25}?\b${WIN}\b`,
      'gi',
    ),
  },
  // Translated: "without victory, without payment of honorarium".
  {
    guard: /without/i,
    pattern:
      /\bwithout (?:a )?(?:win|victory|success|recovery|result|winning)\W{1,3}(?:without|no) (?:(?:payment|pay|paying) (?:of |for |to )?(?:the |your |a )?)?(?:fees?|honorari(?:um|a|os)|payment|pay|paying|lawyers?|attorneys?)\b(?!\s+(?:plans?|options?|methods?|apps?|portal))/gi,
  },
  // A share taken only on a win: "we charge a percentage only if we obtain compensation", "the lawyer takes his part only when we win",
  // "we take 33% if we settle".
  {
    guard: /part|cut|share|portion|piece|slice|percent|commission|third|%/i,
    pattern: new RegExp(
      String.raw`\b(?:take|takes|charge|charges|receive|receives|get|gets|keep|keeps|collect|collects)(?=)\s+(?:only\s+)?(?:a |an |our |his |her |their |the |my )?(?:part|cut|share|portion|piece|slice|percentage|percent|commission|third|\d{2} ?(?:%|percent)(?=)|(?:twenty|thirty|forty)(?=)(?:[- ](?:three|five)(?=))? percent)(?=)(?!\w)[^.!?]{0,25}?\b(?:only )?(?:if|when|after|once|unless|until|till)(?=) (?:we|you|u|the case|your case|they)(?=) ${WIN}\b|\b(?:we|i|the firm|our firm)(?=)\s+(?:only\s+)?(?:take|charge|get|keep)(?=)\s+(?:\d{2} ?(?:%|percent)(?=)|(?:twenty|thirty|forty)(?=)(?:[- ](?:three|five)(?=))? percent|a third|one[- ]third)(?=)\s+(?:only\s+)?(?:if|when|once|after)(?=)\s+it\s+(?:settles|resolves|is won|wins|pays)(?=)\b`,
      'gi',
    ),
  },
  // The fee taken only from what is won: "the honorarium of the lawyer is taken only from the won sum", "our professional
  // charges are taken only from the compensation amount".
  {
    guard: /\b(?:only|just|solely) (?:from|out of)\b/i,
    pattern:
      /\b(?:fees?|honorari(?:um|a|os)(?=)|remuneration|commission|(?:our|my|professional|legal)(?=) charges|payment (?:for|of|to)(?=) (?:the |your |our )?(?:lawyers?|attorneys?|firm|office)(?=))(?=)\b[^.!?]{0,40}?\b(?:only|just|solely)(?=) (?:from|out of)(?=) (?:the |your |what |any )?(?:won|obtained|recovered|received|awarded|collected)? ?(?:sum|money|amount|compensation|settlement|recovery|award|result|we (?:win|recover|obtain|collect|get)(?=))(?=)\b/gi,
  },
  // The firm sees no money until the client does: "we don't see a penny until you get your check".
  {
    guard: /dime|penny|cent\b|nickel|dollar|paycheck|a thing|a fee/i,
    pattern: new RegExp(
      String.raw`\b(?:we|i|the firm|our firm|the lawyers?|our lawyers?)(?=)\s+(?:don'?t|do not|won'?t|will not|never)(?=)\s+(?:get|see|take|make|earn|collect|receive|touch)(?=)\s+(?:a |one )?(?:single )?(?:dime|penny|cent|nickel|red cent|thing|dollar|fee|paycheck)(?=)\b[^.!?]{0,25}?\b(?:unless|until|till|before|if)(?=)\b[^.!?]{0,25}?\b${WIN}\b`,
      'gi',
    ),
  },
  NO_BILL,
  NO_DIME,
  NO_BILL_YOU,
  // No charge for the lawyer's time or work until a win: "Mr. Pickett won't charge you for his time unless he recovers something".
  {
    guard: /\bfor[\s-]+(?:its|our|his|her|their|my)[\s-]+(?:time|work|services?|help)/i,
    pattern: new RegExp(
      String.raw`\b(?:won'?t|don'?t|doesn'?t|never|will not|does not|do not)\s+(?:charge|bill)\s+(?:you\s+|u\s+)?(?:anything\s+|a (?:dime|penny|cent)\s+)?for (?:his|her|our|their|my|its) (?:time|work|services?|help)\b[^.!?]{0,25}?\b(?:unless|until|till|if|except)\b[^.!?]{0,25}?\b${WIN}\b`,
      'gi',
    ),
  },
  // The fee as a label, then the win it waits on or the share it takes: "Fees — contingent.", "Fee: only if we win.", "How
  // we're paid: from the settlement", "What you pay us: a share of the settlement", "Fees: 33% pre-suit, 40% if we file".
  {
    guard: /(?:fees?|price|payment|pay[\s-]+us|paid|cut|share)\s*(?:[:?=\u2013\u2014]|\s-\s)/i,
    pattern:
      /(?<=^|[\n.!?]\s{0,3})\W*(?:(?:(?:our|the|attorney'?s?'?|legal|lawyer'?s?'?|contingency)(?=) )?(?:fees?|price|payment|cost to you)(?=)|what you pay(?: us)?|how (?:we|the firm)(?=)(?:'re| are| get)? paid|(?:our|the firm'?s)(?=) (?:cut|share)(?=))(?=)\s*(?:[:?=\u2013\u2014]|\s-\s)(?=)\s*(?:contingen(?:t|cy)(?=)\b|(?:only |just )?(?:if|when|after|once|unless)(?=) (?:we|you|u|there)(?=)\b[^.!?]{0,25}?\b(?:win|wins|recover|recovers|collect|get paid|recovery|settlement|is one)(?=)\b|(?:a |an |one[- ])?(?:share|percentage|portion|cut|third|\d{2}(?:\.\d+)? ?(?:%|percent)(?=))(?=)(?!\w)[^.!?]{0,10}?\b(?:of|from)(?=) (?:the |your |what |any )?(?:recovery|settlement|award|verdict|compensation|we win)(?=)\b|\d{2}(?:\.\d+)? ?%\s+(?:pre[- ]?suit|before (?:suit|trial|filing)(?=)|if (?:it )?settles|at settlement)(?=)\b)(?=)|(?<=^|[\n.!?]\s{0,3})\W*(?:(?:our|the|attorney'?s?'?|legal|lawyer'?s?'?)(?=) )?(?:fees?|how (?:we|the firm)(?=)(?:'re| are| get)? paid)(?=)\s*(?:[:?=\u2013\u2014]|\s-\s)(?=)\s*(?:from|out of)(?=) (?:the |your )?(?:settlement|recovery|award|verdict|compensation)(?=)\b/gi,
  },
  // The firm as a contingency practice: "we're a contingency shop", "our office is an all-contingency firm".
  {
    guard: /contingen/i,
    pattern:
      /\b(?:we're|we are|i'm|i am|(?:our|my) (?:firm|office|practice) is|(?:we|i) (?:run|are running))(?=) (?:a |an )?(?:all[- ]|100% |pure |strictly |straight )?contingen(?:cy|t)(?=)(?:[- ]fee)? (?:shop|firm|practice|outfit|office|law firm|lawyers?|attorneys?|operation)(?=)\b/gi,
  },
  // The firm paid only through the client: "the only way we get paid is if you do", "the only time he gets paid is when you win".
  {
    guard: /only[\s-]+(?:way|time)/i,
    pattern: new RegExp(
      String.raw`\bthe only (?:way|time)(?=) (?:we|i|he|she|the firm|our firm|the lawyers?|our lawyers?)(?=) (?:get|gets|are|is|am|'re|make|makes|see|sees)(?=) (?:paid|money|a dime|a (?:penny|cent))(?=) (?:is )?(?:if|when|once|after)(?=) (?:(?:you|u|we|he|she)(?=) )?(?:do|does|get paid|${WIN})(?=)\b`,
      'gi',
    ),
  },
  // "If you don't get paid, we don't get paid."
  {
    guard: /\bif (?:you|u|we) (?:don'?t|do not|never)\b/i,
    pattern:
      /\bif (?:you|u|we)(?=) (?:don'?t|do not|never)(?=) (?:get paid|get (?:a |your )?(?:check|money|dime)(?=)|win|recover|collect)(?=)\b[^.!?]{0,20}?\b(?:we|i|the firm)(?=)\s+(?:don'?t|do not|won'?t|will not|never)(?=)\s+(?:get paid|get (?:a |one )?(?:dime|penny|cent|fee|thing)(?=)|charge|take (?:a |any )?(?:fee|dime|penny|cent|thing)(?=))(?=)\b/gi,
  },
  // Charging nothing until a win, texted: "they dont charge nothin unless u get paid".
  {
    guard: /charge/i,
    pattern: new RegExp(
      String.raw`\b(?:don'?t|do not|doesn'?t|does not|won'?t|will not|never)\s+charge\s+(?:you\s+|u\s+)?(?:nothing|nothin'?|anything|a (?:dime|penny|cent|thing))\b[^.!?]{0,25}?\b(?:unless|until|till|if|except)\b[^.!?]{0,25}?\b${WIN}\b`,
      'gi',
    ),
  },
  // "Free until we win", "free if we lose" (not "free if we lose the bet").
  {
    guard: /free/i,
    pattern: new RegExp(
      String.raw`\bfree (?:unless|until|till) (?:we|you|u|they) ${WIN}\b|\bfree if (?:we|you|u|they) (?:lose|don'?t win|do not win)\b(?!\s+(?:the|a|an|our|this|that)\s+(?:bet|game|match|raffle|contest|race|toss))`,
      'gi',
    ),
  },
  // "Pay us from your winnings, not your wallet."
  {
    guard: /\bpay (?:us|me|the firm|our fee)\b/i,
    pattern:
      /\bpay (?:us|me|the firm|our fee)\s+(?:only\s+)?(?:from|out of|with)\s+(?:your|the)\s+(?:winnings|settlement|recovery|award|compensation|check)\b/gi,
  },
  // The firm asks nothing until a win, in other verbs: "we take nothing unless you walk away with money", "we don't ask
  // for one cent unless we win the case".
  {
    guard: /nothing|nothin|\bzero\b|dime|penny|\bcents?\b|nickel|dollar/i,
    pattern: new RegExp(
      String.raw`\b(?:we|i|the firm|our firm|the lawyers?|our lawyers?)(?=)\s+(?:(?:don'?t|do not|won'?t|will not|never)(?=)\s+)?(?:take|ask(?: you)?(?: for)?|want|request|bill(?: you)? for|keep|charge(?: you)?|collect)(?=)\s+(?:not\s+)?(?:nothing|nothin'?|zero|(?:a|one|any)(?=) (?:single )?(?:dime|penny|cent|nickel|red cent|dollar)(?=))(?=)\b[^.!?]{0,25}?\b(?:unless|until|till|except (?:if|when)(?=))(?=)\b[^.!?]{0,25}?\b${WIN}\b`,
      'gi',
    ),
  },
  // Hiring the firm costs nothing until a win: "hiring us costs you nothing unless we get you paid".
  {
    guard: /\bcosts?[\s-]+(?:(?:you|u|your[\s-]+family)[\s-]+)?(?:nothing|nothin|zero|\$0|not[\s-]+a)/i,
    pattern: new RegExp(
      String.raw`\bcosts? (?:(?:you|u|your family) )?(?:nothing|nothin'?|zero|\$0|not a (?:dime|penny|cent))\b[^.!?]{0,15}?\b(?:unless|until|till)\b[^.!?]{0,25}?\b${WIN}\b`,
      'gi',
    ),
  },
  // Paying only on a win in other words: "you pay us only if money comes in".
  {
    guard: /pay[\s-]+(?:to[\s-]+)?(?:(?:us|me|them|him|her|(?:the|your)[\s-]+(?:firm|lawyers?|attorneys?))[\s-]+)?only/i,
    pattern: new RegExp(
      String.raw`\bpay (?:us |me |the firm )?only (?:when|if|after|once)(?=) (?:(?:we|you|u|the case|your case|it)(?=) )?(?:\w+ )?${WIN}\b|\bpay (?:them|him|her)(?=) only (?:when|if|after|once)(?=) (?:they|he|she)(?=) (?:win|wins|recover|recovers|get (?:you )?paid)(?=)\b|\bpay (?:to )?(?:us|me|the (?:lawyers?|attorneys?|firm)(?=)|your (?:lawyers?|attorneys?)(?=))(?=) only (?:when|if|after|once|in case)(?=) (?:the|your)(?=) case (?:is|was|will be|gets?)(?=) (?:won|successful|settled)(?=)\b`,
      'gi',
    ),
  },
  // Nothing owed for the work or to the lawyers when there is no win: "if we don't win you don't give him nothing for his
  // work", "if the case is lost, the client pays nothing to the lawyers".
  {
    guard: /nothing|anything|dime|cent\b|penny|for (?:our|his|her|their|the|my) (?:work|servic|time|help)|for the lawyer/i,
    pattern: new RegExp(
      String.raw`\b${NO_WIN}\b[^.!?]{0,40}?\b(?:(?:pay|give|owe)\b[^.!?]{0,25}?\bfor (?:our|his|her|their|the lawyer'?s?|my|the) (?:work|services?|time|help)|(?:pays?|owes?|gives?)\s+(?:nothing|anything|a (?:dime|cent|penny))\s+to\s+(?:the |your |our )?(?:lawyers?|attorneys?|firm|office|us))\b`,
      'gi',
    ),
  },
];
// Someone else's fees: "most injury lawyers work on a contingency fee", "the billboard lawyer says no fee unless he wins".
// "Speak with a lawyer, we take your case on contingency" goes on to the firm's own terms.
// Lawyers in general open the sentence too: "Injury lawyers usually work on contingency".
// A lawyer's bill in general is no subject: "the worry of a lawyer's bill, there is no fee unless we win".
const OTHER_LAWYERS =
  /(?:\b(?:most|many|some|other|all|typical|these|those|a|an|the (?:billboard|tv|radio|bus|bench|commercial|ad|other|big)(?=))(?=)\s+(?:personal[- ]injury\s+|injury\s+|\w+\s+)?(?:lawyers?|attorneys?|firms?)(?=)(?!['\u2019]s\b)|^\W*(?:personal[- ]injury\s+|injury\s+|(?!(?:our|my)(?=)\s)[\w-]+\s+)?(?:lawyers|attorneys|firms)(?=))(?=)\b(?![^.!?]*\b(?:we|we're|we'll|we've|our|us|i|i'm|i'll)(?=)\b)[^.!?]{0,60}$/i;
// ... or a new clause makes the offer the firm's own, won by "we": "because hiring a lawyer feels expensive, there is no fee
// unless we win".
const OWN_WIN = /\b(?:we|us|our|i)\b/i;
const CLAUSE_BREAK = /[,;:\u2013\u2014]\s*(?:so\s+|and\s+|but\s+)?(?:there|you|u|with us|here|at [\w&' ]{1,30}?)\b[^,;:\u2013\u2014]*$/i;
// ... unless the firm joins them: "most injury lawyers work on contingency, and so do we".
const WE_TOO = /\b(?:and|so|as) (?:do )?(?:we|i|our firm)\b|\b(?:we|i) do(?: too| the same)?\b|\blike us\b|\bincluding (?:us|ours?)\b/i;
// A rule about contingent fees, told without the firm in it: "Under Rule 4-1.5(f), a contingency fee agreement must be
// signed", "Florida's contingent fee schedule caps fees at 33 1/3%".
const RULE_TALK =
  /\b(?:rules?|statutes?|regulat\w*|code|section|§|bar|law requires|state law|(?:florida|texas|california|new york|illinois|north carolina|georgia|the state)'s)\b|§/i;
// The offer said by someone else, named after it: "No win, no fee, says the billboard on I-4", "no fee unless we win, the ads
// all promise".
const AD_NOUN = String.raw`(?:billboards?|ads?|adverts?|advertisements?|commercials?|signs?|flyers?|buses|bus|benches|bench|radio|tv|spots?|jingles?|guys?)`;
const SAY = String.raw`(?:says?|said|claims?|claimed|promises?|promised|reads?|screams?|shouts?|brags?|boasts?|advertises?)`;
const SAID_BY_OTHERS_AFTER = new RegExp(
  String.raw`^\W*(?:${SAY}\s+(?:the|a|an|that|those|these|every|some|their|other|one)(?=)\s+(?:[\w-]+\s+){0,2}?${AD_NOUN}|${SAY}\s+(?:some|other|those|these|every|a|an|one|another)(?=)\s+(?:[\w-]+\s+){0,2}?(?:lawyers?|attorneys?|firms?)(?=)|(?:the|a|an|that|those|these|every|some|other|their)(?=)\s+(?:[\w-]+\s+){0,2}?${AD_NOUN}\s+(?:all\s+)?${SAY}|(?:some|other|those|these|every|many|most)(?=)\s+(?:[\w-]+\s+){0,2}?(?:lawyers|attorneys|firms)(?=)\s+(?:all\s+)?(?:say|said|claim|promise|promised|brag|advertise)(?=))(?=)\b`,
  'i',
);
// Another business that waits to be paid, as the subject: "your body shop won't charge you anything until the insurer pays".
const THIRD_PARTY_SUBJECT =
  /\b(?:body shop|mechanic|plumber|contractor|hospital|doctor|chiropractor|clinic|pharmacy|tow(?:ing)? (?:company|yard)|dealership|landlord|insurer|insurance company|adjuster|roofer|repair shop|physical therapist|therapist|surgeon)s?\b[^.!?,;]{0,20}$/i;
// A game won, not a case: "no fee for the substitute bowlers unless they win a game", "the league takes a third of the pot only
// if we win the final".
const GAME_AFTER =
  /^\s+(?:a |the |this |that |our |their |one |at )?(?:games?|match(?:es)?|rounds?|bets?|raffles?|toss|races?|hands?|frames?|sets?|prizes?|contests?|tournaments?|troph(?:y|ies)|bingo|trivia|poker|finals?|championships?|title|cup|playoffs?|season|pot|league)\b/i;
// Agreements a judge or a reviewer passed on: "I approved many a contingent-fee agreement".
const PASSED_ON = /\b(?:approved|scrutini[sz]ed|examined|struck down|rejected|signed off on|ruled on)\b[^.!?]{0,30}$/i;
// A question that tells rather than asks: "did you know we work on a contingency fee basis?", "why pay a lawyer up front when
// our fee comes out of your settlement?".
const TELLING_QUESTION =
  /^\W*(?:did you know|ever wonder(?:ed)?|why (?:pay|worry|wait|risk|stress|go broke)|want to know|guess what|isn'?t it (?:nice|good)|wouldn'?t it be nice|who says)\b/i;
// A statement with a question of its own after it, in a clause of its own: "it's no fee unless we win, so what have you got
// to lose?", "we only get paid if we win, right?" (not "is it no fee unless you win?", which asks from its first word).
const QUESTION_TAIL =
  /^[^?]*?(?:[,;:\u2013\u2014]|\s-\s|\.\.\.)\s*(?:(?:so|and|then|now|cause|'cause)\s+)?(?:what|why|who|how|where|right|yes|ok|okay|eh|huh|fair|deal|see|sound|isn'?t|ain'?t|wouldn'?t|don'?t|doesn'?t|can'?t|won'?t|you know|got it|make sense|no)\b[^?]*\?["')\]\s]*$/i;
const ASKED_OPENER =
  /^\W*(?:is|are|was|were|do|does|did|can|could|will|would|should|shall|may|might|have|has|had|how|what|why|who|when|where|which|whether|if|isn'?t|aren'?t|don'?t|doesn'?t|didn'?t)\b/i;
// A judge's view of other lawyers' agreements: "from the bench I reviewed contingency fee agreements for fairness" (not
// "having left the bench, I practice here: we are paid a third of any recovery").
const FROM_THE_BENCH =
  /\b(?:(?:from|on) the bench(?<!\b(?:retired|retiring|left|leaving|down|came|off|since)\s(?:from|on) the bench)|presid(?:ed|ing|e) over|in my (?:court ?room|court)|when i (?:was|sat) (?:on the bench|(?:a |the )?(?:\w+ )?judge)|as (?:a|the) (?:trial |circuit |district |county )?judge)\b/i;
// A definition of the term, not the firm's offer: "A contingency fee is a percentage of the recovery".
// ... or a glossary entry: "Glossary: Contingency fee — a fee paid only out of a recovery".
const DEFINES =
  /^\W*(?:(?:so|basically|simply put|in short|glossary|definitions?|terms?|vocabulary|word of the (?:day|week)(?=))(?=)\W{0,3}\s*)?(?:an?\s+)?contingen(?:cy|t)(?=)(?:[- ]fee)?s?(?:\s+(?:basis|fees?|arrangements?|agreements?)(?=))?(?:\s+(?:is|are|means|mean|works|work|refers)(?=)\b|\s*(?:[:=\u2013\u2014]|\s-\s)(?=)\s*(?:an?|the)(?=)\s+(?:fee|arrangement|agreement|payment|way)(?=)\b)/i;
// ... or a topic announced: "today we talk about how contingency fees work" (not "let's talk about how we charge: no fee ...").
const ASK_ABOUT =
  /\b(?:ask|asks|asking|find out|check|learn|understand|compare|know)(?=) (?:\w+ )?(?:how|whether|if|what|about|who)(?=)\b[^.!?]{0,20}$|^\W*(?:\d+\.\s*)?(?:ask|find out|check|compare)(?=)\b|\b(?:talk|talks|talking|explain|explains|explaining|discuss|discusses|discussing|cover|covers|covering|look at|looks at|walk (?:you )?through|break down|breaks down|write about|writing about)(?=) (?:about )?(?:how|whether|why|what|when)(?=)\b[^.!?:]{0,20}$/i;
// Costs as a noun; "it costs nothing to call" says nothing about them.
// Costs as a noun; "it costs nothing to call" and "talking with us costs you nothing" say nothing about them. The
// first letter is checked before the words behind it, which are slow to read at every position.
const COSTS =
  /\b(?=[ce])(?<!\b(?:it|this|that|which|calling|talking|consultation|call|review|conversation)(?=)\s)(?:costs(?!\s+(?:you|u|nothing|zero|nada|anything|a (?:dime|penny|cent|thing)(?=)|money|less|more|little)(?=)\b)|expenses|case cost|court cost)(?=)\b|\b(?:no|not|any|and|or)(?=) cost\b|\b(?:every|each|any|no|an)(?=) expense\b/i;
// Who bears them, in plain words and idioms: "we swallow them", "the costs die with it", "costs are the firm's risk", "on our tab".
const WHO_PAYS =
  /\b(?:eat|eats|pay|pays|paid|owe|owes|owed|responsible|liable|reimburse|reimbursed|repay|repaid|advance|advances|advanced|deduct|deducted|cover|covers|waive|waives|waived|charge|charged|absorb|absorbs|front|fronts|fronted|pocket|swallow|swallows|swallowed|carry|carries|carried|bear|bears|borne|vanish|vanishes|disappear|disappears|gone)(?=)\b|\bnothing\b|\b(?:die|dies|go|goes)(?=) (?:with it|away)(?=)\b|\bout (?:a|one)(?=) (?:dime|penny|cent)(?=)\b|\bbill(?:ed)? (?:you )?for (?:them|those|it)(?=)\b|\b(?:our|the firm'?s|my)(?=) (?:risk|tab|problem|loss|headache|worry)(?=)\b|\bloss (?:we|i|the firm)(?=) (?:take|eat|absorb)(?=)\b|\bno (?:\w+ )?(?:costs|expenses)(?=)\b|\b(?:repayment|reimbursement|on us|on the firm|on our dime|at our expense|ours to (?:carry|cover|pay)(?=)|responsibility|on the hook|on the house|written off|write off|writes off|forgiven|take the loss|(?:the )?client's|yours|ours)(?=)\b/i;

// "No upfront costs" says nothing about who pays them when there is no recovery.
// Nor does "you pay nothing up front".
const UPFRONT =
  /\b(?:no )?(?:upfront|up-front|up front|out-of-pocket) (?:costs|fees|expenses|payments?)\b|\b(?:pay|owe|costs?)(?: you| us)? (?:nothing|zero|\$0|no money|not a (?:dime|penny|cent)) (?:up ?front|up-front|out of pocket|to start|today)\b/gi;

// Costs named as a rule's or an example's words: "the agreement should say what expenses will be deducted", "suppose
// $3,000 in case expenses". They say what the firm's own terms are not.
const RULE_OR_EXAMPLE =
  /\b(?:(?:should|must|shall) (?:say|state|explain|disclose)|model rule|rules? \d|suppose|for example|as an example|example)\b|^\W*(?:[\w ]{1,25}):\s*\$/i;
// ... or the case's failure in other words: "if the case fails", "if it tanks", "the firm's risk".
// What happens to costs when the case is lost, or that the client does or does not owe them: "if there is no recovery you
// do not repay the costs", "you remain responsible for costs", "costs are on us". "We advance all costs", "costs come out of
// the settlement" and "the fee is calculated before case expenses are reimbursed" leave it open.
// A modal's "n't" denies as "not" does, spelled with or without its apostrophe: "you also wouldn't owe back the costs the
// firm advanced", "u wont owe the costs" (not "you don't pay costs until it settles", which leaves a loss open).
const WHEN_NOTHING_RECOVERED =
  /\b(?:lose|loses|lost|losing|fails?|failed|tanks?|tanked|goes south|falls apart|(?:our|the firm'?s|my)(?=) risk|no recovery|nothing is recovered|(?:don'?t|do not|doesn'?t|does not|didn'?t|fail to|not)(?=) (?:win|recover)(?=)|whether or not|either way|regardless|win or lose|no matter|never|unless|only (?:if|when|after|from|out of)(?=)|if there(?:'s| is)? (?:no|not)(?=)|(?:isn'?t|is not)(?=) (?:one|a recovery|any)(?=)|no win|even if|nothing|none|responsible|responsibility|liable|on the hook|(?:n'?t|not|never)(?=) (?:\w+ ){0,2}?(?:owe|repay|pay|reimburse|charged?|billed?)(?=)|on us|on the firm|on the house|on our dime|at our expense|ours to|waive[sd]?|absorbs?|free|unsuccessful|(?:doesn'?t|does not|don'?t|do not)(?=) (?:pan|work)(?=) out|come up (?:empty|short)(?=)|whatever the (?:result|outcome)(?=)|in any (?:event|case)(?=)|written off|forgiven|take the loss)(?=)\b|(?:(?<=[a-z])n't|\b(?:wouldn|won|don|doesn|shouldn|couldn|didn|ain)(?=)t)(?=) (?:\w+ ){0,2}?(?:owe|repay|pay|reimburse|charged?|billed?)(?=)\b(?![^.!?]{0,40}?\b(?:until|till|up ?front|upfront|in advance|before|while|today|right now|out of (?:your )?pocket)(?=)\b)/i;

// The costs named a sentence or two before, then paid back or not as "them" or "those": "what about costs? ... we advance
// those for you. if there's no recovery, you do NOT have to pay those back.", "if we lose, they're gone", "we swallow them".
const COSTS_AS_PRONOUN =
  /\b(?:pay|repay|reimburse|owe|refund|cover|eat|absorb|waive|write off|swallow|carry|bear)(?=)\s+(?:us\s+|you\s+)?(?:back\s+)?(?:for\s+)?(?:them|those|these|any of (?:it|them|those|that)(?=)|that money|those (?:amounts|bills|charges)(?=))(?=)\b|\b(?:they|those|these)(?=)(?:'re| are| get| will be| stay| remain)(?=)\s+(?:\w+\s+)?(?:on us|waived|forgiven|written off|ours|yours|covered|gone|erased|wiped out|history)(?=)\b/i;
// Costs named in other words, in the sentence before a pronoun: "filing fees, records and expert witnesses cost money",
// or as what the firm spends on the case: "you don't pay back what we spent on your case", "the money we put into your case".
const COSTS_NAMED =
  /\b(?:(?:filing|court|expert|witness|records?|deposition|copy|copying)(?=)(?: witness)? (?:fees|costs|bills?|charges)(?=)|expert['\u2019]?s? bills?|cost money|case costs?|out[- ]of[- ]pocket (?:stuff|items|things)(?=))(?=)\b|\b(?:what|whatever|the money|money|everything|anything)(?=) (?:we|the firm|i|he|she)(?=) (?:spend|spends|spent|lay|lays|laid|front|fronts|fronted|advance|advances|advanced|put|puts|shell|shells|shelled)(?=) (?:out )?(?:on|into|for|in)(?=) (?:your |the |a |this |that )?(?:case|claim|records|experts?|file|lawsuit|suit)(?=)\b/i;
// A question or a label that makes costs the topic of the answer after it: "Costs? Same deal. If we lose, you owe nothing."
const COSTS_TOPIC = /\?\s*$|^\W*(?:\S+\s+){0,4}\S+\s*[:?]?\s*$/;
// The same sentence in Spanish or Portuguese, as bilingual newsletters print it: "si no ganamos, usted no paga los gastos del
// caso", "los costos corren por nuestra cuenta", "se não ganharmos, você não paga as despesas".
const COSTS_ES = /\b(?:costos|gastos|costas|custos|despesas|depans)\b/i;
const WHO_PAYS_ES =
  /\b(?:paga|pagar|pagas|pague|pagues|debe|debera|deber(?=á)|reembols\w*|cubrimos|cubre|adelantamos|absorbemos|asumimos|responsable|respons[aá]vel|nuestra cuenta|nossa conta|nosso cargo|devolver|devuelve|cubren|adelantan|chaje|peye|ranbouse|por conta (?:deles|dele|dela|da firma|do escrit[oó]rio)(?=)|por cuenta de (?:ellos|la firma|la oficina|el bufete)(?=))(?=)\b/i;
const WHEN_NOTHING_ES =
  /\b(?:si no|se n[aã]o|aunque|mesmo que|sin importar|gane o pierda|ganemos o perdamos|ganhando ou perdendo|pase lo que pase|en cualquier caso|a menos que|nada|responsable|respons[aá]vel|nuestra cuenta|nossa conta|si (?:nou|ou|yo) pa|anyen)\b/i;

/** A sentence that says who pays costs and expenses when there is no recovery. */
export function statesCosts(draft: PreparedDraft): boolean {
  for (const field of draft.fields) {
    // Whether the sentence before, and the one before that, name costs (and make them the topic), read once per sentence.
    let beforeCosts = false;
    let earlierCosts = false;
    let beforeTopic = false;
    let earlierTopic = false;
    for (const span of field.sentences) {
      const text = field.match.slice(span.start, span.end).replace(UPFRONT, ' ');
      const costs = COSTS.test(text) || COSTS_NAMED.test(text);
      if (!RULE_OR_EXAMPLE.test(text)) {
        if (costs && WHO_PAYS.test(text) && WHEN_NOTHING_RECOVERED.test(text)) return true;
        if ((beforeCosts || earlierCosts) && COSTS_AS_PRONOUN.test(text) && WHEN_NOTHING_RECOVERED.test(text)) return true;
        // ... unless the answer is about the fee alone: "Costs are extra. If we lose, you pay no fee."
        if (
          (beforeTopic || earlierTopic) &&
          WHO_PAYS.test(text) &&
          WHEN_NOTHING_RECOVERED.test(text) &&
          (!/\bfees?\b/i.test(text) || /\b(?:nothing|anything|either|neither|nor|a (?:dime|penny|cent))\b/i.test(text))
        )
          return true;
        if (COSTS_ES.test(text) && WHO_PAYS_ES.test(text) && WHEN_NOTHING_ES.test(text)) return true;
      }
      earlierCosts = beforeCosts;
      beforeCosts = costs;
      earlierTopic = beforeTopic;
      beforeTopic = costs && COSTS_TOPIC.test(text);
    }
  }
  return false;
}

function sentenceView(field: PreparedField, span: Span): SentenceView {
  const index = field.sentences.indexOf(span);
  const before = field.sentences[index - 1];
  return {
    field,
    span,
    text: field.match.slice(span.start, span.end),
    previous: before ? field.match.slice(before.start, before.end) : '',
  };
}

// Fees that are costs or someone else's charges: "filing fees", "the expert's fee", "late fees".
const COST_FEE =
  /\b(?:filing|court|expert(?:['\u2019]s)?|witness|records?|copy|copying|deposition|service|medical|hospital|late|processing|booking|towing|storage|parking|entry|admission|registration|application|membership|bank|card|transaction|notary|recording)[\s-]+fees?\b/gi;

/** Whether every fee a match names is a cost or someone else's charge, and nothing else in it speaks of the firm's fee. */
function onlyCostFees(text: string): boolean {
  const fees = text.match(/\bfees?\b/gi)?.length ?? 0;
  return fees > 0 && fees === (text.match(COST_FEE)?.length ?? 0) && !/contingen|percent|%|third|honor|paid|charge|cobr/i.test(text);
}

export const COSTS_SENTENCE = 'Clients remain responsible for court costs and case expenses whether or not there is a recovery.';

// Every contingent-fee statement has one of these words; most emails have none.
const FEE_GUARD =
  /fee|contingen|paid|pay|owe|free|cost|charge|honor[aá]ri|cobra|porcenta|chaje|chage|onor[eè]|%|\u2153|percent|third|(?:a|any|one|single)(?=)[\s-]+(?:bill|invoice)(?=)|(?:bill|invoice)(?=)[\s-]+(?:you|u)(?=)\b|only[\s-]+(?:collect|earn|eat|(?:make|see)(?=)[\s-]+(?:money|a[\s-]+(?:dime|penny|cent|paycheck)(?=))(?=))(?=)|no win|penny|dime|cent\b|nickel|(?:single|a|one)(?=)[\s-]+dollar|cut\b|part\b|share|slice|piece|for (?:our|his|her|their)(?=) work|(?:take|ask for|want|keep|request|collect)(?=) (?:nothing|nothin|zero)/i;

// A letter to a client whose case has paid out: the fee it names is taken from money already recovered, so who pays costs
// when nothing is recovered is no longer open ("our fee comes out of the settlement before your share is paid").
const SETTLED_MATTER =
  /\b(?:closing statement|settlement statement|disburs\w*|trust account|(?:check|funds|payment|settlement) (?:has |have )?(?:arrived|cleared|come in|been (?:received|deposited))|funds (?:have )?cleared|your (?:case|claim) (?:has )?(?:settled|resolved)|your share)\b/i;
// ... unless the sentence offers the fee to someone new, on a condition: "tell them: no fee unless we win".
const FEE_CONDITION =
  /\b(?:unless|until|till|only (?:if|when|after)|if (?:we|you|they) (?:don'?t|do not|lose)|no (?:win|recovery)|nothing if|free)\b/i;

export function feeCosts({ draft, context, firm }: DetectorInput): Hit[] {
  if (!mayOccurIn(draft, FEE_GUARD) || !FEE_GUARD.test(emailText(draft))) return [];
  const patterns = [...possibleIn(draft, CONTINGENT_FEE), ...possibleIn(draft, GUARDED_FEE)].map(({ pattern }) => pattern);
  // Most emails with a fee word have no fee statement: who pays costs is read only for one that has.
  if (patterns.length === 0) return [];
  const hits: Hit[] = [];
  const settled = context.audience === 'client' && mayOccurIn(draft, SETTLED_MATTER) && SETTLED_MATTER.test(emailText(draft));
  // Whole fields, not sentences: "No recovery? No fee." is one statement in two sentences.
  for (const field of draft.fields) {
    // A compound read as words: "our no-fee-unless-we-win promise", "a no-win-no-fee guarantee".
    const words = field.match.includes('-') ? field.match.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ') : field.match;
    for (const pattern of patterns) {
      for (const m of matches(words, pattern)) {
        const sentence = sentenceAt(field.sentences, m.end - 1);
        const first = sentenceAt(field.sentences, m.start);
        // "How do contingency fees work?" asks; "No recovery? No fee." answers in the next sentence. An advertising question
        // tells: "Did you know you pay no attorney fee unless we win?"
        if (
          first &&
          first === sentence &&
          isQuestion(field.match.slice(first.start, first.end)) &&
          !TELLING_QUESTION.test(field.match.slice(first.start, m.start)) &&
          !(QUESTION_TAIL.test(field.match.slice(m.end, sentence.end)) && !ASKED_OPENER.test(field.match.slice(first.start, m.start)))
        )
          continue;
        if (
          first &&
          OTHER_LAWYERS.test(field.match.slice(first.start, m.start)) &&
          // "Why pay a lawyer up front when our fee comes out of your settlement?": the firm's own fee is its own subject.
          !/^(?:our|we|my|i)\b/i.test(m.text) &&
          !WE_TOO.test(field.match.slice(m.end, sentence?.end ?? m.end)) &&
          !(OWN_WIN.test(m.text) && CLAUSE_BREAK.test(field.match.slice(first.start, m.start)))
        )
          continue;
        // Advice on what to ask any lawyer: "Ask how fees and costs work if there's no recovery."
        if (first && ASK_ABOUT.test(field.match.slice(first.start, m.start))) continue;
        if (first && DEFINES.test(field.match.slice(first.start, sentence?.end ?? m.end))) continue;
        if (first && FROM_THE_BENCH.test(field.match.slice(first.start, m.start))) continue;
        if (first && PASSED_ON.test(field.match.slice(first.start, m.start))) continue;
        if (SAID_BY_OTHERS_AFTER.test(field.match.slice(m.end, sentence?.end ?? m.end))) continue;
        if (GAME_AFTER.test(field.match.slice(m.end, m.end + 40))) continue;
        if (first && THIRD_PARTY_SUBJECT.test(field.match.slice(first.start, m.start))) continue;
        if (pattern === CONTINGENT_UPON.pattern && first && !FEE_SUBJECT.test(field.match.slice(first.start, m.start))) continue;
        // Filing fees and court fees are costs, not the firm's fee: "filing fees, expert bills and the like: if we lose, we eat those".
        if (onlyCostFees(m.text)) continue;
        // A relative's lawyer: "my cousin's lawyer in Tampa, his fee is a third of the pot".
        if (first && OTHERS_LAWYER.test(field.match.slice(first.start, m.start))) continue;
        if (first) {
          const whole = field.match.slice(first.start, sentence?.end ?? m.end);
          if (RULE_TALK.test(whole) && !speakerPattern(firm).test(whole)) continue;
        }
        if (first && isReported(sentenceView(field, first), m.start - first.start)) continue;
        if (settled && first && !FEE_CONDITION.test(field.match.slice(first.start, sentence?.end ?? m.end))) continue;
        if (
          (pattern === NO_BILL.pattern || pattern === NO_DIME.pattern || pattern === NO_BILL_YOU.pattern) &&
          first &&
          !speakerPattern(firm).test(field.match.slice(first.start, sentence?.end ?? m.end))
        )
          continue;
        const fix: Hit['fix'] =
          field.field === 'body'
            ? { kind: 'insert', field: 'body', at: sentence?.end ?? m.end, text: ` ${COSTS_SENTENCE}` }
            : appendToBody(draft, COSTS_SENTENCE);
        hits.push({
          field: field.field,
          start: m.start,
          end: m.end,
          detail: `${quote(field, m.start, m.end)} describes a contingent fee without saying who pays court costs and case expenses when there is no recovery. The suggested sentence says clients pay them; if your firm waives them, say that instead`,
          fix,
        });
      }
    }
  }
  if (hits.length === 0 || statesCosts(draft)) return [];
  return withoutOverlaps(hits);
}
