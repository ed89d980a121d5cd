/**
 * Superiority the firm cannot prove (`comparison`): superlatives about the firm or its lawyers
 * ("Miami's top-rated injury lawyers", "the most experienced wreck lawyers in Charlotte"),
 * comparisons with other lawyers ("better than any firm in Houston"), and the negative form a
 * comparison often takes ("no other firm in Illinois fights harder", "there isn't a lawyer in
 * Houston who outworks this office", "nobody does it better"), and uniqueness ("the only
 * nurse-led injury firm in Houston"). Advice on choosing a lawyer, "your best interests", "a
 * leading cause of crashes", "most afternoons", superlatives about jingles and pastimes, other
 * lawyers' slogans quoted to warn, and denied claims are not findings.
 */
import { type DetectorInput, type Hit, matches, quote, withoutOverlaps } from '../draft';
import { NY_DISCLAIMER } from '../rules';
import { clauseAround, isNegated } from '../text';
import { hasNyDisclaimer } from './claims';
import {
  eachSentence,
  firmNameWords,
  type Guarded,
  hitIn,
  isNamedSlogan,
  isOwnPeopleWho,
  isQuestion,
  isReported,
  possibleInSentences,
  quotationIntroduction,
  type SentenceView,
} from './sentences';
import { mayOccurIn } from './trigrams';

/**
 * Any superlative in -est ("the toughest", "hardest-working"), except words that only end like
 * one ("honest", "interest"), facts anyone can check about age or distance ("oldest",
 * "nearest"), and feelings ("the kind of work this firm is proudest of").
 */
const EST_SUPERLATIVE = String.raw`(?!(?:honest|commonest|interest|latest|nearest|closest|modest|earnest|request|contest|arrest|protest|suggest|rest|test|guest|chest|invest|harvest|manifest|digest|forest|oldest|newest|youngest|west|midwest|southwest|northwest|southeast|northeast|pest|quest|nest|vest|zest|crest|jest|lest|conquest|priest|inquest|bequest|unrest|attest|detest|infest|ingest|congest|divest|earliest|soonest|proudest|happiest|saddest|gladdest)(?=)\b)[a-z]{2,}est(?:-[a-z]+)?`;
/** Any noun ranked first in the trade of law: "Charlotte's sharpest needle in the injury business", "the best arm in the trial game". */
const BEST_IN_THE_TRADE = new RegExp(
  String.raw`\b(?:${EST_SUPERLATIVE}|best|finest|greatest|top)(?=) (?!(?:dressed|looking|kept|known|seller|news)\b)(?:[\w-]+ )?[\w-]+ in the (?:[\w-]+ )?(?:injury|law|legal|trial|PI)(?=) (?:business|game|world|trade|field|racket)\b`,
  'gi',
);
/** The one ahead of everyone, then pointed at the firm: "you want the outfit that brings home bigger purses than anybody else in San Benito County, and that's us". */
const THE_ONE_AHEAD_IS_US =
  /\bthe (?:firm|outfit|team|lawyers?|attorneys?|office|shop|crew)(?=) (?:that|who)\b[^.!?]{0,80}?\bthan (?:anybody|anyone|any other|every other|all the other|the rest)\b[^.!?]{0,60}?\b(?:that's|that is|it's|it is)(?=) (?:us|we)\b/gi;
/** The firm others rank first: "we're the firm they rate first in Los Angeles", "the lawyers people call number one". */
const RATED_FIRST =
  /\b(?:we(?:'re| are)(?=)|i(?:'m| am)(?=)|(?:our|this)(?=) (?:firm|team|office)(?=) is)(?=) the (?:firm|lawyers?|attorneys?|team|outfit|office|shop)(?=) (?:that )?(?:they|people|clients|folks|everyone|everybody|locals|readers|neighbou?rs|surveyors|doctors|judges)(?=)\b[^.!?]{0,20}?\b(?:rate|rank|call|pick|choose|name|put|list)(?=)s? (?:first|#1|number one|no\. ?1|on top|at the top|the best)(?=)/gi;
/** "Most" and any adjective after a determiner ("the most compassionate"); without one, "most" counts ("most injury lawyers"). */
const MOST_ADJECTIVE = String.raw`(?<=\b(?:the|our|'s)\s)most (?!(?:of|injury|personal|legal|law|car|auto|truck|accident|cases?|people|clients?|important|common|frequent|likely|recent|serious|dangerous|basic|difficult|typical|urgent|severe|costly|expensive|vulnerable|at[- ]risk)\b)[a-z][a-z-]+`;
/** A superlative joined to a participle: "best-reviewed", "most-followed", "top-ranked", "highest-paid"; not "best-case". */
const SUPERLATIVE_COMPOUND = String.raw`(?:best|most|top|highest|greatest)-(?!(?:case|before|seller|dressed|looking|smelling|fed|rested|groomed|behaved)\b)[a-z]{3,}`;
const SUPERLATIVE = String.raw`(?:best[- ]in[- ]class|${SUPERLATIVE_COMPOUND}|${EST_SUPERLATIVE}|${MOST_ADJECTIVE}|(?:more|most)(?=) (?:better|best)(?=)|go-to|top-notch|top-tier|world-class|first-rate|elite|best|largest|biggest|#1|no\. ?1|number[- ]one|top[- ]rated|highest[- ]rated|best[- ]rated|top(?! of\b)|leading(?! (?:up|to|cause|causes|role|edge|priority)(?=)\b)|premier|finest|greatest|foremost|preeminent|favou?rite|most popular|most (?:experienced|successful|trusted|respected|skilled|qualified|recommended|aggressive|awarded|accomplished|reviewed|decorated|feared|effective|powerful|winning)(?=))`;
/** The firm the best of its trade's word for it: "our lawyers are the top animal-attack specialists in Houston". */
const WE_ARE_THE_TOP = new RegExp(
  String.raw`\b(?:we(?:'re| are)|our (?:lawyers|attorneys|team|firm)(?=) (?:are|is))(?=) (?:simply |just |truly )?the (?:${SUPERLATIVE}) (?:[\w-]+ ){0,2}?(?:specialists|experts|pros|professionals|crew|outfit|shop|keepers|people|folks)\b`,
  'gi',
);
/** Others' ranking the firm adopts: "folks around here call us the most trusted injury keepers in the Piedmont". */
const CALL_US_THE_BEST = new RegExp(
  String.raw`\b(?:call|calls|called|name|names|named|consider|considers|considered|know|knows|rate|rates)(?=) (?:us|our (?:firm|team|lawyers|attorneys)(?=))(?=) (?:as )?(?:the )?(?:${SUPERLATIVE})\b`,
  'gi',
);
const LEGAL_NOUN = String.raw`(?:law ?firms?|firms?|lawyers?|attorneys?|abogad[oa]s|abogad[oa]|counsel|litigators?|advocates?|legal (?:team|representation|help|services)(?=)|representation|law offices?|law group|injury group|teams?|office|(?:PI|law|injury|legal|litigation)(?=) (?:shop|outfit|crews?)(?=)|(?:injury|law|trial|litigation|accident|negligence|PI|plaintiffs?'?|wrongful[- ]death)(?=) practices?|legal practice|legal minds?|legal eagles?|names? in (?:[\w'-]+ ){0,3}?(?:law|injury|litigation|trial|cases)(?=)|[\w-]*(?:litigation|law)(?=) experts?)`;
// Words between a superlative and its noun are modifiers ("best personal injury lawyers"); a
// determiner means the superlative belongs to another noun ("the best compliment a lawyer can get").
// Nouns that a superlative belongs to ("the best way lawyers can help", "the commonest reason firms fail").
const MODIFIER = String.raw`(?:(?!(?:a|an|the|any|every|this|that|your|our|my|for|of|in|to|and|or|way|ways|thing|things|time|times|part|place|reason|reasons|news|mistakes?|questions?|advice|tips?|causes?|steps?|sources?|results?)\b)[\w'&-]+\s+)`;

/**
 * A superlative before a word for lawyers: "the best injury lawyers", "#1 injury firm", and with
 * two fields joined: "one of the leading maritime and industrial injury firms".
 */
const SUPERLATIVE_LAWYER = new RegExp(
  String.raw`(?<![\w#])${SUPERLATIVE}\s+(?:${MODIFIER}(?:and|&|or)\s+${MODIFIER}{1,3}?|${MODIFIER}{0,4}?)${LEGAL_NOUN}\b`,
  'gi',
);
/**
 * Words after "we're" that start another clause or report someone else's words, so what follows
 * is not said of the firm: "we're told it's the stickiest jingle", "I'm sure that's the hardest part".
 */
const NEW_SUBJECT = String.raw`(?:it's|it|that's|that|this|he's|she's|they're|there's|what|which|who|told|said|asked)\b`;
// "Most" that counts or tells how often, not how good: "most of", "the most important thing".
const MOST_NOT_RANKING = String.raw`(?:of|important|common|likely|recent|difficult|typical|proud|grateful|thankful|excited|worried|concerned|interested|happy|pleased|honou?red|humbled|rewarding|fulfilling|meaningful|satisfying|enjoyable|memorable|available|often|busy|active|reachable|comfortable|at home)`;
/**
 * The firm saying it of itself: "we're the best", "our lawyers are the most experienced". Without
 * "the", "most" before a plural counts or tells how often ("I am in depositions most afternoons").
 */
const SUPERLATIVE_SELF = new RegExp(
  String.raw`\b(?:we(?:'re| are| r| re)(?=)|we(?= (?:the|da)(?=) )|i(?:'m| am)(?=)|im|(?<!\b(?:other|most|many|some|all|those|good|great|typical|your|their|his|her|its|defen[cs]e|opposing|insurance|employer's|insurer's|company's|carrier's|defendant's|hospital's|city's|county's|state's)(?=)\s)(?:our )?(?:firm|lawyers|attorneys|abogad[oa]s|team|bureau|law office|office|practice)(?=) (?:is|are)(?=))(?=)(?: (?!our\b|my\b|your\b|their\b|${NEW_SUBJECT})[\w']+){0,2}? (?:(?:the |da )?(?:${SUPERLATIVE_COMPOUND}|${EST_SUPERLATIVE}|(?:more|most)(?=) (?:better|best)(?=)|best|#1|no\. ?1|number[- ]one|n[uú]mero uno|top[- ]rated|top(?! of\b)|leading|finest|greatest|premier|preeminent|foremost)(?=)|(?:the |da )?most (?!${MOST_NOT_RANKING}\b)(?![a-z-]*[^su]s(?![\w-]))[a-z][a-z-]+|(?:the |da )(?=)most (?!${MOST_NOT_RANKING}\b)[a-z][a-z-]+)(?=)(?![\w-])|\bthe best at what (?:we|i)(?=) do\b`,
  'gi',
);
/** "The law firm of more prestige in Hialeah", "the team with the greatest experience". */
const OF_MORE = new RegExp(
  String.raw`\b${LEGAL_NOUN}\s+(?:of|with)\s+(?:the\s+)?(?:more|most|greater|greatest|higher|highest|best|bigger|biggest|larger|largest|better)\s+(?:[\w-]+\s+)?(?:prestige|experience|reputation|fame|success|trust|wins|results|verdicts|recoveries|victories|skill|knowledge|respect|recognition|awards|reviews|ratings?)\b`,
  'gi',
);
/** "The firm insurance companies fear most", "insurers fear us the most". */
const FEARED_MOST =
  /\b(?:firm|lawyers?|attorneys?|team|office)(?=)\s+(?:that\s+)?(?:insurance compan(?:y|ies)(?=)|insurers|insurance adjusters|adjusters|the insurance industry|big insurance|defense (?:lawyers|attorneys|firms)(?=))(?=)\s+(?:(?:fear|dread|respect|hate|avoid)(?=)\s+(?:the\s+)?most|(?:least|last)(?=)\s+(?:want|wants|like|likes)(?=)\s+to\s+(?:see|face|meet|fight|hear from|go up against)(?=)|(?:hate|hates|dread|dreads)(?=)\s+(?:to see|seeing|facing|going up against)(?=))(?=)\b|\b(?:fear|fears|dread|dreads)(?=)\s+(?:us|our (?:firm|lawyers|attorneys|team)(?=))(?=)\s+(?:the\s+)?most\b/gi;
/** "The very best in the state", "the top in Texas", "the finest between Albany and Yonkers", "the best this side of the Mississippi". */
const PLACE_PREPOSITION = String.raw`(?:in|between|across|around|along|up and down|this side of|(?:east|west|north|south) of)`;
const BEST_IN_PLACE = new RegExp(
  String.raw`\b[Tt]he (?:very )?(?:best|top|finest|greatest|#1|number[- ]one|leading)\s+${PLACE_PREPOSITION}\s+(?:the |all of |our |this )?(?:here\b(?= and)|state|city|county|town|area|region|country|nation|business|industry|valley|community|neighbou?rhood|[A-Z][\w.]+)\b`,
  'g',
);
/** "The firm ... with the most cases won", "the lawyers with the highest ratings". */
const WITH_THE_MOST = new RegExp(
  String.raw`\b(?:firm|lawyers?|attorneys?|team|office|practice|abogad[oa]s?)\b[^.!?]{0,40}?\bwith the (?:most|highest|largest|biggest|best|greatest)\b[^.!?]{0,30}?\b(?:cases|wins|verdicts|settlements|experience|clients|reviews|ratings?|results|recoveries)\b`,
  'gi',
);
const OUTDO = String.raw`out-?(?:work|fight|perform|hustle|prepare|smart|class|last|do|gun|maneuver|match|pace|play|think|wit|rank|lawyer|shine|shone|earn|score)(?:s|es|ed|ted|ing|ting)?`;
const COMPARATIVE_WORD = String.raw`(?:better|harder|stronger|smarter|tougher|bigger|larger|higher|more|faster|quicker|lower|cheaper|fewer|less|taller|sharper|finer|wiser|braver|bolder|hungrier|scrappier|savvier|fiercer|keener|${OUTDO})`;
/** After "nobody", a comparison of effort or skill; a bare "more" is not ("no one wants more bills"). */
const NOBODY_WORD = String.raw`(?:better|harder|stronger|smarter|tougher|${OUTDO}|more (?:aggressively|passionately|diligently|effectively|thoroughly|carefully|closely|seriously|personally|(?:[\w-]+ )?(?:experience|cases|results|wins|verdicts|trials|clients|respect|trust|juries|referrals|reviews|awards|recognition|appeals|settlements|recoveries|credibility)(?=)|respected|feared|trusted|experienced|qualified|skilled|dedicated|committed|accomplished|decorated|recommended|prepared|successful|reviewed)(?=)|(?:care|cares|work|works|fight|fights|try|tries|know|knows|give|gives|prepare|prepares|invest|invests|do|does)(?=) more\b|(?:beat|beats|top|tops|match|matches|rival|rivals|compares? (?:to|with)(?=)|comes? close to)(?=) (?:us|our|ours)(?=)\b|(?:can |could )?touch (?:us|ours|our (?:record|results|numbers|verdicts|team|firm|lawyers|attorneys|trial lawyers)(?=))(?=)\b(?!['\u2019]| (?:without|with|while|when|unless|before|after|if)(?=)\b)|(?:can |could )?do what (?:we|i)(?=) do\b|(?:has|have|'s got|has got|can match|can claim|can point to)(?=) (?:our|a (?:better|bigger|longer|stronger)(?=))(?=) (?:[\w-]+ ){0,2}?(?:record|results|experience|reputation|reviews|numbers|verdicts|win rate|success rate)(?=)\b)`;
/** "better results than any other firm", "we fight harder than all the billboard lawyers". */
const THAN_OTHERS = new RegExp(
  String.raw`\b${COMPARATIVE_WORD}\b[^.!?]{0,60}?\bthan (?!(?:(?:to|with|for|at|from|in)(?=) )?our\b)(?:(?:to|with|for|at|from|in)(?=) )?(?:any |all |most |every )?(?:(?:of )?the )?(?:other )?(?:[\w-]+ ){0,2}?(?:(?:law )?(?:firms?|lawyers?|attorneys?|competitors?|competition|abogad[oa]s|offices?|teams?|practices?|groups?)(?=)|(?<=\b(?:tv|billboard|1-800|chain|volume|other|big|big-city|downtown|corporate|city)(?=) )(?:guys|outfits?|shops?|mills)(?=)|ambulance[- ]chasers)(?=)\b`,
  'gi',
);
/** The firm ahead of anyone in a named place: "we've been doing this longer than anyone in Phoenix". */
const THAN_ANYONE_HERE =
  /\b(?:[Ww]e|[Ww]e've|[Ww]e have|I|I've|I have|[Oo]ur (?:firm|team|lawyers|attorneys)(?=))(?=)\b[^.!?]{0,40}?\b(?:longer|better|harder|more (?:cases|experience|verdicts|clients|trials)(?=))(?=)\b[^.!?]{0,40}?\bthan (?:anyone|anybody|any other (?:firm|lawyer|attorney)(?=)s?|any firm|any lawyer)(?=)(?: else)? (?:in|around|across)(?=) (?:the )?[A-Z][\w.'-]*/g;
/** "We run circles around the big firms", "we leave the other firms in the dust", "blows the competition out of the water". */
const OUTCLASS_IDIOM =
  /\b(?:runs?|running|ran)(?=)\s+(?:circles|rings)(?=)\s+around\s+(?:the\s+|every\s+|all\s+(?:the\s+)?|most\s+|any\s+)?(?:other\s+)?(?:[\w-]+\s+){0,2}?(?:law firms|firms|lawyers|attorneys|competition|competitors)(?=)\b|\b(?:leaves?|left|leaving)(?=)\s+(?:the\s+|every\s+|all\s+(?:the\s+)?)?(?:other\s+)?(?:[\w-]+\s+){0,2}?(?:law firms|firms|lawyers|attorneys|competition|competitors)(?=)\s+in the dust\b|\b(?:blows?|blew|blowing)(?=)\s+(?:the\s+|every\s+|all\s+(?:the\s+)?)?(?:other\s+)?(?:[\w-]+\s+){0,2}?(?:law firms|firms|lawyers|attorneys|competition|competitors)(?=)\s+out of the water\b/gi;
/** "We outwork every other firm in town." */
const OUTDO_OTHERS =
  /\bout-?(?:work|works|fight|fights|perform|performs|hustle|hustles|prepare|prepares|smart|smarts|class|classes|match|matches|pace|paces|play|plays|think|thinks|lawyer|lawyers)(?=)\s+(?:(?:every|any|all|the)(?=)\s+)?(?:other\s+)?(?:[\w-]+\s+){0,2}?(?:firms?|lawyers?|attorneys?|competition|competitors?|outfits?|shops)(?=)\b/gi;
/**
 * The firm outdoing other lawyers named just before: "I've watched how the big TV firms run these
 * cases, and we out-work every one of them", "we work harder than all of them".
 */
const OUTDO_THEM =
  /\b(?:we|i|our (?:firm|team|lawyers|attorneys|office))\s+(?:\w+\s+)?(?:out-?(?:work|fight|hustle|prepare|smart|class|last|gun|maneuver|perform)|(?:work|fight|prepare|try|care)\s+(?:harder|more)\s+than)\s+(?:(?:every|each|any|all)\s+(?:(?:single\s+)?one\s+)?of\s+)?(?:them|'em)\b/gi;
/** What the firm is ahead in: effort, skill and results ("bigger verdicts", "more money for riders"), not rent or runners. */
const AHEAD_WORD = String.raw`(?:(?:better|harder|stronger|smarter|tougher|faster|quicker|greater|${OUTDO})(?=)\b|(?:more|bigger|larger|higher|greater)(?=) (?:[\w'-]+ ){0,3}?(?:money|cash|compensation|dollars|cases|verdicts|settlements|wins|trials|recoveries|results|awards|clients|riders|families|victims|experience|juries)(?=)\b|(?:care|cares|work|works|fight|fights|prepare|prepares|win|wins|won|recover|recovers|recovered|settle|settles|settled|try|tries|tried)(?=) more\b|(?:charge|charges|charged|take|takes|took)(?=) (?:a )?(?:less|lower|smaller)(?=)\b|(?:lower|smaller|cheaper)(?=) (?:[\w'-]+ ){0,2}?(?:fees?|percentages?|rates?|cut)(?=)\b)`;
/**
 * The firm ahead of other lawyers named a sentence or two before: "The billboard lawyers on I-45
 * have a jingle. Me? ... I've gotten more money for Houston riders than any of them."
 */
const AHEAD_OF_THEM =
  /\bthan\s+(?:(?:any|all|every|each|either|both)(?=)\s+(?:(?:single\s+)?one\s+)?of\s+)?(?:them|'em|they (?:do|did|can|could|will|ever will|ever could)(?=)|those (?:[\w-]+ )?(?:guys|folks|outfits|firms|lawyers|attorneys|clowns|jokers|suits|mills|shops|chasers)(?=))(?=)\b(?!\s+(?:expected|thought|imagined|offered|wanted|asked|hoped|predicted|guessed|believed|planned|budgeted|realized|knew)(?=)\b)/gi;
/** Who is ahead, and in what, before "than any of them": "I've gotten more money for Houston riders", "Earl has won bigger verdicts". */
const AHEAD_BEFORE = new RegExp(
  String.raw`(?:\b(?:we|i|our (?:firm|team|lawyers|attorneys|office))\b|\b[\w'-]+(?=(?:'s)? (?:has|had|have|gets|got|wins|won|tried|settled|recovered|handled|works|fights|knows|is|was)\b))(?:(?!\b(?:you|we|i)\b)[^.!?;]){0,60}?\b${AHEAD_WORD}[^.!?;]{0,50}?$`,
  'i',
);
// Other lawyers, not the firm's own, named before "them": "the billboard lawyers", not "our lawyers".
const OTHER_LAWYERS_BEFORE =
  /(?<!\b(?:our|my|we|us)\s(?:[\w-]+\s)?)\b(?:firms|lawyers|attorneys|law offices|competitors|competition|abogad[oa]s|outfits|(?:tv|billboard|1-800|big-city|downtown) guys|ambulance[- ]chasers)\b/i;
// Who "them" must be for OUTDO_THEM to compare the firm with other lawyers.
const OTHER_LAWYERS_NAMED = /\b(?:firms|lawyers|attorneys|law offices|competitors|competition|abogad[oa]s)\b/i;
/**
 * A negative subject: "no other firm", "nobody in Broward", "there isn't a lawyer in Houston who",
 * and the near-negative "few firms in Florida can match our record".
 */
const NOBODY_SUBJECT = String.raw`(?:(?:very |precious )?few (?:other )?(?:[\w'-]+ ){0,2}?(?:law firms|firms|lawyers|attorneys|teams|offices|practices|outfits|practitioners|litigators)(?=)|none(?= (?:of them |of us )?(?:was|were|is|are|has|had|could|can|did|does|worked|fought|came|comes)(?=)\b)|not many (?:other )?(?:law firms|firms|lawyers|attorneys)(?=)|nobody|no one|no-one|no other (?:[\w'-]+ ){0,2}?(?:law firms?|firms?|lawyers?|attorneys?|teams?|offices?|abogad[oa]s|(?:law |injury |trial )?practices?|outfits?|(?:crews?|captains?|squads?|skippers?)(?=)(?=[^.!?]{0,80}\b(?:court\w*|cases?|claims?|trials?|jur(?:y|ies)(?=)|law|lawsuits?|injur\w*|insurers?|insurance|settle\w*|verdicts?|clients?)(?=)\b))(?=)|no (?:(?!(?:matter|doubt|wonder|way|longer|one|which|what|whose|our|your|their|my|his|her|its|the|a|an)(?=)\b)[\w'-]+ ){0,2}?(?:law firms?|firms?|lawyers?|attorneys?|teams?|offices?|practices?|outfits?|(?:crews?|captains?|squads?|skippers?)(?=)(?=[^.!?]{0,80}\b(?:court\w*|cases?|claims?|trials?|jur(?:y|ies)(?=)|law|lawsuits?|injur\w*|insurers?|insurance|settle\w*|verdicts?|clients?)(?=)\b))(?=)|not (?:a single|one)(?=) (?:other )?(?:[\w'-]+ )?(?:firm|lawyer|attorney|office|team|practice|outfit|(?:crew|captain|squad|skipper)(?=)(?=[^.!?]{0,80}\b(?:court\w*|cases?|claims?|trials?|jur(?:y|ies)(?=)|law|lawsuits?|injur\w*|insurers?|insurance|settle\w*|verdicts?|clients?)(?=)\b))(?=)|none of (?:the |those |these )?(?:other )?(?:[\w'-]+ ){0,2}?(?:law firms|firms|lawyers|attorneys|offices|teams)(?=)|there (?:is|'s|are)(?=) no (?:other |better )?(?:firm|lawyer|attorney|team|office)(?=)s?|there(?:'s| is| are)? (?:isn't|is not|aren't|are not|ain't|aint|not)(?=) (?:a|an|any|another|one|a single|other)(?=) (?:other )?(?:[\w'-]+ )?(?:firm|lawyer|attorney|team|office|(?:crew|captain|squad|skipper)(?=)(?=[^.!?]{0,80}\b(?:court\w*|cases?|claims?|trials?|jur(?:y|ies)(?=)|law|lawsuits?|injur\w*|insurers?|insurance|settle\w*|verdicts?|clients?)(?=)\b))(?=)s?|you(?:'ll| will)(?=) (?:never|not)(?=) find (?:a|an|any|anybody|anyone)(?=) (?:\w+ )?(?:firm|lawyer|attorney|team)?|you won't find (?:a|an|any|anybody|anyone)(?=) (?:\w+ )?(?:firm|lawyer|attorney|team)?|(?:you(?:'ll| will)? |i know of |we know of )?(?:find )?no (?:other )?(?:[\w'-]+ )?(?:firm|lawyer|attorney|team|office|practice)(?=)s?(?= more\b))`;
/**
 * What may stand between "nobody" and its comparison: a clause's words, and a number's decimal
 * point ("nobody knows section 768.81 better"); a colon or semicolon starts another clause ("something
 * nobody likes to hear: jurors don't like us").
 */
const NOBODY_GAP = String.raw`[^.!?:;]|\.(?=\d)|(?<=\b[A-Z])\.(?=[A-Z]\.|\s)`;
/**
 * Nobody is better than us: a negative subject ("no other firm", "nobody in Broward", "there
 * isn't a lawyer in Houston who") with a comparison ("fights harder", "outworks", "like us").
 */
const NOBODY_BETTER = new RegExp(
  String.raw`\b${NOBODY_SUBJECT}\b(?:${NOBODY_GAP}){0,60}?\b(?:${NOBODY_WORD}\b|(?<!(?:n't|\b(?:not|to|do|does|did|would|'d|will|really|even)(?=))(?=)\s)like (?:us|ours|we (?:do|will|would|can|did)(?=)|(?:he|she)(?=) (?:does|did|can|will|would)(?=)|our (?:firm|team|lawyers|attorneys|abogad[oa]s)(?=)|(?:Attorney|Atty\.?|Counselor)(?=) (?!General\b)[A-Z][a-z]+)(?=)\b|as (?:hard|well|much|good|fast)(?=) as (?:we|us)(?=)\b|(?:the way|how)(?=) (?:we|i|he|she)(?=) (?:do|does|did)(?=)\b|(?:the way|how)(?=) ours (?:does|do|did)(?=)\b|more\b(?=[^.!?]{0,60}?\bthan\b)|(?:win|wins|won|settle|settles|settled|recover|recovers|recovered|handle|handles|handled|try|tries|tried|obtained|secured)(?=) (?:so |as )?(?:many|more)(?=)\b)`,
  'gi',
);
/**
 * Nobody, with any verb and any comparative, then "than" or a second "as": "no one watches your
 * treatment closer than we do", "no firm is as prepared for trial as we are". Who follows "than"
 * or "as" is read after the match; tried only in sentences with a negative subject before "than" or "as".
 */
const NOBODY_THAN = new RegExp(
  String.raw`\b${NOBODY_SUBJECT}\b(?:${NOBODY_GAP}){0,90}?\b(?:(?!(?:other|rather)\b)[\w'-]+(?=\s+than\b)|(?:as|so) [\w-]+\b(?=(?:${NOBODY_GAP}){0,30}?\bas\s))`,
  'gi',
);
// "No other firm in town has as many Creole-speaking staff as the county hospital" compares someone else.
const AS_MANY_AS_WHOM = /^[^.!?]{0,60}?\bas (?:many|much|often)\b[^.!?]{0,50}?\bas\s+(?:(?:do|does|did)\s+)?([\w'&]+(?:\s+[\w'&]+)?)/i;
// "No firm is as prepared for trial as we are": who the second "as" names.
const AS_ENDING = /\b(?:as|so) [\w-]+$/i;
const AS_WHOM = /^(?:[^.!?:;]|\.(?=\d)){0,30}?\bas\s+(?:(?:do|does|did)\s+)?([\w'&]+(?:\s+[\w'&]+)?)/i;
const THAN_WHOM = /^[^.!?]{0,60}?\bthan\s+(?:(?:do|does|did|to|with|for)\s+)?([\w'&]+(?:\s+[\w'&]+)?)/i;
/** "No other firm which wins so many kitchen-injury cases as our team." */
const NONE_SO_MANY =
  /\b(?:no other|no|not a single) (?:[\w'-]+ ){0,2}?(?:law firms?|firms?|lawyers?|attorneys?|teams?|offices?|abogad[oa]s)\b[^.!?]{0,40}?\b(?:so|as) (?:many|much|often)\b[^.!?]{0,50}?\bas (?:we|us|our|ours|this (?:firm|office|team|practice|one))\b/gi;
/** "You won't find a better injury lawyer", "there is no better firm for truck cases". */
const NONE_BETTER = new RegExp(
  String.raw`\b(?:you(?:'ll| will)? (?:never|not)(?=) (?:find|get|hire|do)(?=)|you won't (?:find|get|hire|do)(?=)|you can't (?:find|get|hire|do)(?=)|you cannot (?:find|get|hire|do)(?=)|there(?: is|'s| are)(?=) no|there (?:isn't|aren't)(?=)|(?<![Ww]e |I )(?:doesn't|does not)(?=) have(?=)|(?<![Ww]e |I |[Yy]ou |[Tt]hey )(?:has|have)(?=) no(?=))(?=)\s+(?:a |an |any )?(?:better|finer|tougher|sharper|smarter|greater|harder[- ]working|stronger|(?:higher|better|more highly)(?=)[- ]rated|more (?:experienced|dedicated|skilled|aggressive|trusted|respected|capable|prepared|caring|committed|qualified|accomplished|successful)(?=))(?=)\s+(?:[\w-]+\s+){0,2}?(?:law firms?|firms?|lawyers?|attorneys?|teams?|advocates?|abogad[oa]s|representation|legal (?:help|counsel)(?=)|(?:crews?|captains?|squads?|skippers?)(?=)(?=[^.!?]{0,80}\b(?:court\w*|cases?|claims?|trials?|jur(?:y|ies)(?=)|law|lawsuits?|injur\w*|insurers?|insurance|settle\w*|verdicts?|clients?)(?=)\b))(?=)\b`,
  'gi',
);
/** "Voted best injury firm", "rated #1"; not "voted best dressed at the bar luncheon". */
const RANKED =
  /(?:#1|\bno\. ?1|\bnumber[- ]one|\bhighest)(?=)[- ](?:ranked|rated)(?=)\s+(?:[\w-]+\s+){0,2}?(?:law firms?|firms?|lawyers?|attorneys?|teams?|practices?|offices?)(?=)\b|\b(?:ranked|rated|voted|voting|named)(?=)\s+(?:us\s+|our (?:firm|office|team|lawyers|attorneys)(?=)\s+)?(?:the\s+)?(?:#1|no\. ?1|number[- ]one|best|top|tops|highest|first)(?=)\b(?! (?:dressed|looking|smile|costume|float|chili|dish|dessert|pie|booth|decorated|hair|beard|mustache|car)(?=)\b)/gi;
/** "We're the GOAT of injury law": the greatest of all time, in capitals (a goat is an animal). */
const GOAT = /\bG\.?O\.?A\.?T\b\.?/g;
/** Superiority said through others: "the insurance companies' worst nightmare", "the lawyers other lawyers call", "other firms send us their hardest cases", "superior to other firms". */
const THROUGH_OTHERS =
  /\b(?:insurance compan(?:y|ies)(?=)|insurers?|adjusters?|big insurance|the insurance industry|defen[cs]e (?:lawyers|attorneys|firms)(?=))(?=)(?:'s|s'|')? (?:worst )?nightmares?\b|\b(?:lawyers?|attorneys?|firm|team)(?=) (?:that |who )?(?:other|the other)(?=) (?:lawyers|attorneys|firms)(?=) (?:call|refer|send|turn to|trust|hire)(?=)\b|\b(?:superior to|surpass(?:es)?|outshines?)(?=) (?:any |all |every |the |most )?(?:other )?(?:[\w-]+ )?(?:firms?|lawyers?|attorneys?|competitors?|competition|offices?)(?=)\b|\b(?:other|the other)(?=) (?:lawyers|attorneys|firms)(?=) (?:send|refer|bring|hand|give)(?=) (?:us|our (?:firm|office|lawyers|attorneys)(?=)|[A-Z][\w'-]+)(?=) their (?:toughest|hardest|biggest|worst|most (?:difficult|complex|serious)(?=))(?=)\b|\bthe elite (?:of|in|among)(?=)\b/gi;
const OTHERS_FIRST =
  /^\W*(?:(?:the )?other|most|many|(?:the )?big|billboard|those|some|typical|corporate|volume)\s+(?:[\w-]+\s+)?(?:firms|lawyers|attorneys|offices|law firms)\b(?![^.!?]*\b(?:we|us|our)\b)/i;
const CONTRAST_NEXT =
  /^\W*(?:not us|not here|not at (?:our|this) (?:firm|office)|(?:but |here,? |at [\w&' ]{2,40}?,? )?we (?:don't|do not|won't|will not|never|always|do|call|answer|treat|fight|listen|take|return|pick|meet|give|know|care|go|win|try|show up|stay|visit|see|work|finish|come)\b)/i;
/** A superlative alone, as a caption says it: "Simply the best. 🏆" */
const BARE_BEST = /^\W*(?:(?:quite |just )?simply|hands down|by far|still) the (?:very )?best(?=\W*$)/gi;
/** Standalone superiority words: "second to none", "stands above every other firm in Polk County", "Polk County's injury firm of choice". */
const UNRIVALLED =
  /\b(?:unmatched|unrivall?ed|unparall?eled|unbeatable|second (?:only )?to (?:none|nobody|no one)(?=)|without equal|like no other|in a class of (?:its|our)(?=) own|in a league of (?:its|our|their)(?=) own|best of the best|top \d+ ?percent|(?:anything |settle for )(?=)less than the best|a cut above(?: the rest)?|head and shoulders (?:above|over)(?=)|above the rest|(?:stands?|standing|rises?|towers?|ranks?)(?=) (?:head and shoulders )?above (?:every|all|any|the|most)(?=) (?:other |the )?(?:[\w-]+ ){0,2}?(?:law firms|firms|firm|lawyers|attorneys|competition|rest)(?=)|(?<!\b(?:your|their|his|her|own)(?=) (?:[\w-]+ )?)(?:law firm|firm|lawyers?|attorneys?)(?=) of choice|top of the top|sets? (?:us|our (?:firm|team|lawyers|attorneys|office)(?=))(?=) apart from (?:the |other |most |every |all |those )?(?:[\w-]+ ){0,2}?(?:firms|lawyers|attorneys|law firms|competition)(?=)|unlike (?:the |those |other |most |many |some |big |the big )?(?:[\w-]+ ){0,2}?(?:firms|lawyers|attorneys|law firms|law offices)(?=))(?=)\b|(?<![\w#])(?:(?:#1|no\. ?1|number[- ]one|top)(?=) (?:choice|name|pick)(?=)|first choice)(?=)\b|\btop \d+ ?%/gi;
/** "While other firms take weeks to call back, we answer the same day." */
const WHILE_OTHERS =
  /\b(?:(?:while|whereas|where)(?=)\s+)?(?:other|the big|big|billboard|those)(?=)\s+(?:[\w-]+\s+)?(?:firms|lawyers|attorneys|offices)(?=)\b[^.!?]{0,60}?[,;]\s*(?:but\s+)?(?:we|our|this (?:firm|office)(?=))(?=)\b|\b(?:while|whereas|where)(?=)\s+(?:most|many|some)(?=)\s+(?:[\w-]+\s+)?(?:firms|lawyers|attorneys|offices)(?=)\b[^.!?]{0,60}?,\s*(?:we|our|this (?:firm|office)(?=))(?=)\b/gi;
/** "The biggest verdicts in Texas", said of the firm's own results. */
const BIGGEST_RESULTS =
  /\b(?:win|wins|won|get|gets|got|secure|secures|secured|obtain|obtains|obtained|recover|recovers|recovered)\s+(?:some of\s+)?(?:the\s+)?(?:biggest|largest|highest|most|best)\s+(?:verdicts|settlements|results|recoveries|awards)\b/gi;
/** What a ranking is measured by, when the firm has "the best" of it: "the best trial record in Harris County". */
const MEASURE = String.raw`(?:track record|trial record|win record|record|win rate|success rate|rating|ratings|reviews|reputation|results|verdicts|settlements|recoveries|numbers|stats|following|followers)`;
/** "We've got the best trial record in Harris County", "Pickett has the highest rating of any firm", "we have the most five-star reviews". */
const HAS_THE_MOST = new RegExp(
  String.raw`\b(?:have|has|'ve|got|hold|holds|boast|boasts|own|owns|earned|earns|keep|keeps)\s+(?:got\s+)?the\s+(?:${SUPERLATIVE_COMPOUND}|best|most|highest|biggest|largest|greatest|strongest|top|#1|number[- ]one)\s+(?:[\w-]+\s+){0,2}?${MEASURE}\b`,
  'gi',
);
/** Titles of supremacy in a field of law: "the king of car wreck cases", "the heavyweight champ of injury law", "top dogs in injury law". */
const TITLE_OF_FIELD =
  /\b(?:kings?|queens?|champs?|(?:heavyweight|undisputed|reigning) champions?|MVPs?|top dogs?|big dogs?|heavyweights?|titans?|giants?)\s+(?:of|in)\s+(?:[\w'-]+\s+){0,3}?(?:law|injury|injuries|cases|wrecks|crashes|accidents|courtrooms?|court|trials?|litigation|verdicts|settlements|claims|lawsuits)\b/gi;
/** Idioms of leading the field: "we lead the pack", "the cream of the crop", "a step ahead of other firms", "the best-kept secret". */
const IDIOM_OF_LEADING =
  /\b(?:cream of the crop|cr[eè]me de la cr[eè]me|lead(?:s|ing)? the (?:pack|field)(?=)|ahead of the (?:pack|competition|rest|others|field)(?=)|(?:at |on )?(?:the )?top of the (?:heap|food chain|pack|class|field)(?=)|(?:stand|stands|standing|rise|rises|rising|tower|towers|towering)(?=) (?:out )?above the (?:rest|others|competition|pack|field)(?=)|a (?:step|cut)(?=) ahead of (?:the |other |every |any )(?=)|(?:the )?best-kept secret)(?=)\b/gi;
/** A prize or a poll won: "we took home first place in the Best of Polk awards", "we took the top spot". */
const FIRST_PLACE =
  /\b(?:(?:took|take|takes|won|win|wins|earned|earn|claimed|grabbed|snagged|landed|secured|kept|keep|held|hold|holds)(?=)\s+(?:home\s+)?(?:the\s+)?(?:first place|top spot|#1 spot|number[- ]one spot|no\. ?1 spot|first prize|top prize|gold)(?=)|(?:came|comes|come)(?=) in first|(?:finished|finishes)(?=) (?:in )?first|placed first|(?:came|comes|come)(?=) out on top)(?=)\b/gi;
const PRIZE_ELSEWHERE =
  /\b(?:softball|golf|chili|bake|baking|cook-?off|race|5k|10k|marathon|tournament|bowling|trivia|costume|parade|float|league|pumpkin|raffle|spelling|science fair|rodeo|fishing)\b/i;
/** The firm compared with everyone: "we know Florida roads better than anyone else", "our office is more strong than all others". */
const THAN_EVERYONE = new RegExp(
  String.raw`\b(?:we|we're|we've|our (?:[\w-]+ )?(?:firm|office|team|lawyers|attorneys|bureau|people|settlements|verdicts|results|record|numbers|recoveries|reviews)|i)\b(?:(?!\byou\b)[^.!?,;]){0,50}?\b${COMPARATIVE_WORD}\b[^.!?]{0,40}?\bthan (?:anyone|anybody|everyone|everybody|all (?:the )?others|the others|others|the rest)\b`,
  'gi',
);
/** The firm's lawyer just named, as "she": "Attorney Boone is in court today. When it comes to truck cases, she's better than anybody in Charlotte". */
const SHE_THAN_EVERYONE = new RegExp(
  String.raw`\b(?:he|she)\b(?:(?!\byou\b)[^.!?,;]){0,50}?\b${COMPARATIVE_WORD}\b[^.!?]{0,40}?\bthan (?:anyone|anybody|everyone|everybody|all (?:the )?others|the others|others|the rest|any (?:other )?(?:[\w-]+ )?(?:lawyer|attorney|firm)s?)\b`,
  'gi',
);
// ... about the work, not a pastime: "she's better than anyone at remembering birthdays".
const CASE_WORK =
  /\b(?:cases?|claims?|trials?|jur(?:y|ies)|wrecks?|crashes|adjusters?|insurers?|insurance|courts?|courtroom|negotiat\w*|settle\w*|these|verdicts?|depositions?|cross-examin\w*|clients?)\b/i;
/** Beating the other firms: "we beat the big firms every time". */
const BEAT_OTHERS =
  /\b(?:beat|beats|beating|outrank|outranks|outrate|outrates|top|tops|topping)(?=)\s+(?:all\s+|every\s+|any\s+)?(?:the\s+)?(?:other|big|big-city|billboard|tv|TV|1-800|chain|volume|those|competing|downtown)(?=)\s+(?:[\w-]+\s+)?(?:law firms|firms?|lawyers?|attorneys?|offices?|outfits?)(?=)\b|\bbeat(?:s|ing)? the competition\b/gi;
/** A caption ranking with no subject: "#1 in Polk County for car wreck cases". */
const CAPTION_NUMBER_ONE = /^\W*(?:#1|no\. ?1|number[- ]one)\s+(?:in|on|for|across|among)\b/gi;
/** A ranking after its noun, as Spanish puts it: "the lawyers number one of Miami", "the office more experienced of all Hialeah". */
const RANK_AFTER_NOUN = new RegExp(
  String.raw`\b(?:law firms?|firms?|lawyers?|attorneys?|abogad[oa]s|offices?|bureau|team)\s+(?:#1|no\. ?1|number[- ]one|n[uú]mero uno|(?:more|most|m[aá]s) (?!than\b|of\b|in\b)[a-z]+ (?:of|in|from) (?:all |the |tod[oa] )?(?:[A-Z][\w.-]+|city|state|county|region|area|country|town|zone|valley|world|nation))\b`,
  'g',
);
/** "The more prepared of the region", as translated English says the most prepared. */
const THE_MORE_OF =
  /\b[Tt]he (?:more|m[aá]s) (?!than\b)[a-z]+(?: [a-z]+)? (?:of|in|from) (?:the |all |all the |tod[oa] )?(?:region|city|state|county|area|country|town|valley|zone|world|nation|community|[A-Z][\w.-]+)\b/g;
/** "The best" pointed at the firm: "when you need the best, you call Pickett & Moreau", "the best closer ... that's Earl". */
const THE_BEST_BARE =
  /\bthe (?:very )?(?:best|top|#1|number[- ]one|greatest|finest|toughest|strongest)(?=)(?:\s+(?:closer|fighter|hitter|player|pitcher|quarterback|QB|coach|advocate|defender|team|crew|squad|in the business|in town|around)(?=))?(?=\s*[,;:.!\u2013\u2014-]|\s+(?:on your side|in your corner|for (?:the|your)(?=) (?:job|case)(?=))(?=))/gi;
/** "We handle twice as many truck cases as the average firm." */
const MULTIPLE_OF_OTHERS =
  /\b(?:twice|three times|four times|\d+ times|double|triple)\s+(?:as (?:many|much)|more)\b[^.!?]{0,40}?\b(?:as|than) (?:the )?(?:average|typical|other|most|any|every|all the)\b(?: [\w-]+){0,2}? (?:firms?|lawyers?|attorneys?|offices?)\b/gi;
/** Others who cannot keep up: "legal aid can't match what we do", "the big firms can't touch our record". */
const CANNOT_MATCH_US =
  /\b(?:can't|cannot|can not|couldn't|won't|don't|doesn't|never)\s+(?:match|compete with|keep up with|touch|hold a candle to|compare (?:to|with)|beat|top|outwork|outfight)\s+(?:us|what we do|our (?:firm|team|lawyers|attorneys|results|record|office))\b/gi;
/** "You'd be hard-pressed to find a firm that fights harder for you", "good luck finding a lawyer who works harder". */
const HARD_TO_FIND_BETTER = new RegExp(
  String.raw`\b(?:hard[- ]pressed to (?:find|name)(?=)|(?:hard|difficult|tough|impossible)(?=) to (?:find|name|think of)(?=)|good luck finding|try finding|struggle to (?:find|name)(?=))(?=)\s+(?:a|an|any|another)(?=)\s+(?:other\s+)?(?:[\w-]+\s+)?(?:law firm|firm|lawyer|attorney|team|office|practice)(?=)s?\s+(?:(?:in|across|around|on|anywhere in)(?=)\s+(?:the\s+)?[\w'.-]+(?:\s+[A-Z][\w'.-]+)?\s+)?(?:that|who|which)(?=)\s+(?:[\w'-]+\s+){0,3}?${COMPARATIVE_WORD}\b`,
  'gi',
);
/** "Earl has handled more dog-bite cases than anyone in Polk County", said of the firm by name. */
const MORE_CASES_THAN_ANYONE =
  /\b(?:handled|tried|won|settled|recovered|litigated|argued)\s+more\s+(?:[\w'-]+\s+){0,3}?(?:cases|trials|verdicts|settlements|claims|lawsuits|money|appeals)\s+than\s+(?:anyone|anybody|any(?:one)? (?:else|other)|the rest)\b/gi;
/** "If there's a better injury lawyer in Florida, we haven't met them." */
const IF_THERE_IS_BETTER =
  /\bif there(?:'s| is| are)(?=) (?:a |an |any )?(?:better|tougher|stronger|harder[- ]working|more (?:experienced|dedicated|skilled|aggressive)(?=))(?=) (?:[\w-]+ ){0,2}?(?:law firms?|firms?|lawyers?|attorneys?|teams?|advocates?)(?=)\b[^.!?]{0,40}?\b(?:haven't|have not|hasn't|has not|never|don't know|do not know|yet to)(?=)\b/gi;
/** "Earl is in a class by himself." */
const CLASS_BY_ITSELF = /\bin a (?:class|league) (?:by|of) (?:himself|herself|itself|ourselves|themselves|his own|her own)\b/gi;
/** Comparatives as a tagline, pointed at the firm: "Better lawyers, bigger results: Pickett & Moreau." */
const BETTER_LAWYERS =
  /\b(?:better|stronger|tougher|smarter|harder-working)\s+(?:injury\s+|trial\s+)?(?:lawyers|attorneys|law firm|firm|legal team|representation|advocates)\b/gi;
/** A testimonial's "they're the best", said of the firm it names: "Pickett & Moreau, they the best". */
const THEY_THE_BEST =
  /\bthey(?:'re| are| r| re|(?= (?:the|da) ))(?: (?!our\b|my\b|your\b|their\b)[\w']+){0,2}? (?:the |da )?(?:best|greatest|#1|number[- ]one|top|realest|toughest|hardest[- ]working)(?![\w-])/gi;
/** Nobody else in a place does what the firm does: "nobody else in Lakeland gives you Earl's cell phone number". */
const NOBODY_ELSE_IN =
  /\b(?:[Nn]obody else|[Nn]o one else|[Nn]o other (?:law )?(?:firm|lawyer|attorney|office)(?=)s?)(?=) (?:in|around|across)(?=) (?:the )?(?:[A-Z][\w.'-]+(?: [A-Z][\w.'-]+){0,2}|town|the area|this area|the county|this county|the city|this city|the state|this state)(?=) (?:gives?|offers?|provides?|does|has|answers?|returns?|visits?|picks? up|treats?|will|can)(?=)\b/g;
/**
 * A superlative for a courtroom role, said of the firm's lawyer: "Earl is the toughest negotiator
 * in Polk County", "Earl's the best there is".
 */
const ROLE_SUPERLATIVE = new RegExp(
  String.raw`\b(?:[Tt]he|da)(?=) (?:very )?(?:${EST_SUPERLATIVE}|best|greatest|finest|most (?:feared|respected|skilled|experienced|relentless|aggressive|tenacious|prepared|effective|successful)(?=))(?=)\s+(?:[\w'-]+\s+)?(?:negotiators?|cross-examiners?|closers?|trial (?:dogs?|guns?|warriors?)(?=)|courtroom (?:warriors?|brawlers?|fighters?|dogs?)(?=)|fighters?|questioners?)(?=)\b|\b(?:[Tt]he|da)(?=) (?:very )?(?:best|greatest|finest|toughest)(?=) (?:there is|there ever was|there has ever been|out there|around|money can buy|in the game|in the biz|in the business)(?=)\b`,
  'g',
);
/** The luxury brand or the greatest player of a field: "the Cadillac of injury firms", "the gold standard for injury representation". */
const BRAND_OF_FIELD =
  /\b(?:Cadillac|Rolls[- ]Royce|Mercedes|Ferrari|Lamborghini|Tiffany|gold standard|Michael Jordan|LeBron|Tom Brady|Babe Ruth)\s+(?:of|in|for|among)\s+(?:[\w'-]+\s+){0,3}?(?:law|firms|lawyers|attorneys|injury|injuries|cases|representation|litigation|trials?|wrecks|crashes|claims)\b/gi;
/** "We're the firm to beat in Polk County": the leader everyone else chases. */
const TO_BEAT = /\b(?:law firm|firm|lawyers?|attorneys?|team|office|ones?|name|outfit)\s+to\s+beat\b/gi;
/** "When it comes to truck wrecks, no one comes close", "nobody else even compares": the firm left unnamed. */
const NOBODY_CLOSE = new RegExp(
  String.raw`\b(?:nobody|no[ -]one|no other (?:[\w'-]+ )?(?:law firm|firm|lawyer|attorney|office)(?=)s?)(?=)(?: else)?(?: in [\w'.-]+(?: [\w'.-]+){0,2}?)?(?: (?:even|really|ever|yet)(?=))? (?:comes?|came|can come|gets?|got)(?=) (?:anywhere )?close(?: to (?:us|our \w+|what we do|this (?:firm|office)(?=))(?=))?(?=\s*(?:[^\w\s]|$)(?=))|\b(?:nobody|no[ -]one|no other (?:[\w'-]+ )?(?:law firm|firm|lawyer|attorney|office)(?=)s?(?: in [\w'.-]+(?: [\w'.-]+){0,2}?)?|none of (?:them|those firms|the others)(?=))(?=)(?: else)?(?: (?:even|really)(?=))? (?:compares|can compare|can compete|holds a candle|stacks? up(?: against (?:us|ours|our \w+)(?=))?)(?=)(?=\s*(?:[.!,;)]|$)(?=))`,
  'gi',
);
/**
 * Nobody in a named place measured against the firm: "nobody in Mecklenburg County takes better care
 * of hurt folks than my girl does", "no injury firm in Miami brings the heat the way Rivera does",
 * "there isn't a kinder or more capable firm between here and Key West", "no other firm's response
 * times in Houston come anywhere near ours". What follows is read in `nobodyHere`.
 */
const HERE_NOUN = String.raw`(?:law firm|firm|lawyer|attorney|team|crew|office|practice|outfit|shop|legal team)(?=)s?`;
const HERE_ADJECTIVE = String.raw`(?:(?!(?:other|older|newer|younger|never|over|under|after|either)\b)[a-z]{3,}er|more [a-z]+)(?=)`;
const NOBODY_HERE = new RegExp(
  String.raw`\b(?:[Nn]obody|[Nn]o[ -]one|[Nn]o (?:other )?(?:[\w-]+ )?${HERE_NOUN}(?:'s(?: [\w-]+){1,2})?|[Yy]ou(?:'ll| will| won't| will not| wouldn't| would not)(?=)(?: not| never| ever)?(?=) find (?:a|an|any)(?=)(?: ${HERE_ADJECTIVE})? (?:[\w-]+ )?${HERE_NOUN}|[Tt]here(?:'s| is)? (?:isn't|is not|ain't|no)(?=) (?:a |an )?${HERE_ADJECTIVE} [\w-]+(?=[^.!?]*\b(?:case|claim)(?=)s?\b)|(?:[Tt]here(?:'s| is| are)? |[Aa]in't (?=a |no ))(?=)(?:no|not a|not one|isn't a|isn't one|isn't any|is not a|aren't any|ain't a|a)(?=)(?: (?:single|other)(?=))?(?: ${HERE_ADJECTIVE}(?: (?:or|and)(?=) (?:a |an )?${HERE_ADJECTIVE})?)? (?:[\w-]+ ){0,2}?${HERE_NOUN})(?=)(?: else)? (?:in|on|along|across|around|between|from|anywhere in|this side of|(?:east|west|north|south)(?=) of)(?=) (?:here and )?(?:the |all of |this |our )?(?:(?:metro|greater|downtown|central|north|south|east|west|northern|southern|eastern|western|coastal|rural|all)(?=) )?(?:[A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2}|it\b|five boroughs|(?:town|county|state|city|area|region|valley|country|nation|world|business|coast|shore|island|bay|beach|side of town|part of town|neighbou?rhood|market|metro|stretch of [\w-]+)(?=)\b)(?=)`,
  'g',
);
const HERE_NOUN_NAMED = new RegExp(String.raw`\b${HERE_NOUN}\b`, 'i');
const NOBODY_HERE_GUARD =
  /\b(?:[Nn]obody|[Nn]o[ -]one|[Nn]o |[Tt]here(?:'s| is| are)? (?:no|not|isn't|aren't|ain't)(?=)\b|[Aa]in't (?:a|no)(?=)\b|[Yy]ou(?:'ll| will| won't| will not| wouldn't| would not)(?=)(?: not| never| ever)? find\b)(?=)[^.!?]{0,60}?\b(?:in|on|along|across|around|between|from|of)(?=) (?:here|the|all|this|our|it|five|metro|greater|downtown|central|north|south|east|west|northern|southern|eastern|western|coastal|rural|[A-Z])/;
// The words that measure against whoever follows: "than", "as well as", "like", "the way", "anywhere near", "close to", "out-trains".
const MEASURED_AGAINST = String.raw`(?:than|(?<=\bas [\w-]+\b[^.!?]{0,50}?)as|(?<!(?:n't|\b(?:not|to|do|does|did|would|'d|will|really|even)(?=))\s)like|the way|(?:anywhere )?near|close to|compares? to|out-[a-z]+|${OUTDO})(?=)`;

const MEASURED_WHOM = new RegExp(String.raw`\b${MEASURED_AGAINST}\s+(?:(?:do|does|did|at|with)\s+)?([\w'&]+(?:\s+[\w'&]+)?)`, 'gi');
// "There isn't a kinder firm in the county": the comparison made before the noun.
const COMPARED_IN_SUBJECT = new RegExp(
  String.raw`^(?:there|you)\b[^]*?\b(?:a|an|one|any|no) (?:(?:single|other) )?${HERE_ADJECTIVE}\b`,
  'i',
);
// What the firm is ahead in, with no one named after it: "gets a higher bid", "brings in bigger verdicts", "outshines".
const AHEAD_UNSAID = new RegExp(
  String.raw`^[^.!?]{0,50}?\b(?:(?:better|bigger|larger|higher|greater|stronger|faster)(?=)\s+(?:[\w-]+\s+)?(?:verdicts?|settlements?|results?|recoveries|bids?|offers?|numbers|awards?|checks?|service)(?=)|more (?:[\w-]+ ){0,2}?(?:cases|trials|verdicts|companies|clients|juries|settlements|recoveries)(?=)|more [a-z]{3,}ly|(?:harder|better|faster|stronger|tougher|smarter)(?=)(?=\s*[,.;!]|\s+(?:and|than)(?=)\b)|${OUTDO})(?=)\b`,
  'i',
);
/** A negative subject of any noun in a named place, or at work there: "no patrol in Texas", "no other keeper in Texas", "nobody working Houston". */
const NOBODY_ANY_NOUN =
  /\b(?:[Nn]o (?:other )?(?:[\w-]+ )?[\w-]+|[Nn]obody(?: else)?|[Nn]o[ -]one(?: else)?) (?:in|on|across|along|around|working|between)(?=) (?:the )?(?:[A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2}|town|(?:this|the) (?:county|city|state|region|area|valley|coast|mountain|circuit))(?=)/g;
const NOBODY_ANY_NOUN_GUARD = /\b(?:[Nn]o|[Nn]obody|[Nn]o[ -]one)\b[^.!?]{0,60}?\b(?:like|the way|than)\b/;
const QUOTED_AD_AFTER =
  /^[^'"\u2019\u201d]{0,20}['"\u2019\u201d]\s+(?:posters?|ads?|billboards?|signs?|commercials?|slogans?|claims?|banners?|flyers?|spots?|jingles?)\b/i;
/** None of the firms just named: "there are plenty of firms in this city, but none of them bakes a case like Okafor & Lane". */
const NONE_OF_THE_FIRMS = /(?<=\b(?:firms|lawyers|attorneys|outfits|practices|offices)\b[^.!?]{0,60}?)\b(?:none|not one)(?=) of them\b/gi;
// The firm's people named by where they work: "the crew at", "the folks from".
const CREW_AT = String.raw`(?:folks|people|team|crew|gang|lawyers|attorneys|staff|outfit|office|shop) (?:at|of|from|with) `;
// "Our kitchen does", "our crew did": the firm's own word for itself, doing the work.
const OUR_METAPHOR = /^our [\w-]+ (?:does|do|did|can|will)\b/i;
const CASE_WORK_NAMED = /\b(?:cases?|claims?)\b/i;
// Kin writing for the firm: "than my girl does", from a letter signed "Grace's mother, for Piedmont Injury Law".
const KIN_OF_OURS = /^my (?:boy|girl|son|daughter)\b/i;
const KIN_SIGNATURE = /\b(?:mother|mom|mama|father|dad|papa)\b[^\n]{0,30}\bfor\b/i;

/**
 * Where a negative subject in a place (NOBODY_HERE) is measured against the firm, the end of the
 * words that do it: "... than my boy", "... the way Rivera does", "... like this one". -1 when it is
 * measured against someone else ("than your doctor") or not at all.
 */
function measuredAgainstUs(
  draft: DetectorInput['draft'],
  view: SentenceView,
  context: string,
  m: { start: number; end: number; text: string },
  { us, ours, names }: { us: RegExp; ours: RegExp; names: string },
  /** Only when the firm is named after the comparison, not when it is left implied. */
  namedOnly = false,
): number {
  const text = view.text;
  const rest = text.slice(m.end);
  const whoms: { whom: string; end: number; than: boolean }[] = [];
  MEASURED_WHOM.lastIndex = 0;
  for (let found = MEASURED_WHOM.exec(rest); found; found = MEASURED_WHOM.exec(rest))
    whoms.push({ whom: found[1]!, end: found.index + found[0].length, than: /^than\b/i.test(found[0]) });
  MEASURED_WHOM.lastIndex = 0;
  for (const { whom, end, than } of whoms) {
    const ours =
      (us.test(whom) && !OUR_PEOPLE.test(whom)) ||
      US_IN_WORDS.test(rest.slice(end - whom.length)) ||
      (THIS_ONE.test(whom) && HERE_NOUN_NAMED.test(m.text)) ||
      // "Better than he and our lawyers do": the firm's lawyers beside whoever else is named.
      /^(?:he|she|[A-Z][\w'-]+) and (?:our|we|us)\b/i.test(rest.slice(end - whom.length)) ||
      // The firm as its own metaphor, of cases: "nobody else in Houston bakes a case like our kitchen does".
      (OUR_METAPHOR.test(rest.slice(end - whom.length)) && !OUR_PEOPLE.test(whom) && CASE_WORK_NAMED.test(text)) ||
      (names !== '' && new RegExp(String.raw`^(?:my|the) (?:${names})\b`).test(whom)) ||
      (KIN_OF_OURS.test(whom) && KIN_SIGNATURE.test(draft.body.match)) ||
      (/^(?:he|she|his|hers|him|her)\b/i.test(whom) &&
        names !== '' &&
        new RegExp(String.raw`\b(?:${names})\b`).test(context) &&
        !SOMEONE_ELSE_NAMED.test(context)) ||
      nameIsOurs(draft, whom, text.slice(0, m.start), rest.slice(end)) ||
      // "than Ms. Shah", "than Mr. Ruiz": a title, then one of the firm's names.
      (names !== '' && /^(?:Mr|Ms|Mrs|Mx)$/.test(whom) && new RegExp(String.raw`^\.?\s+(?:${names})\b`).test(rest.slice(end)));
    if (ours) return m.end + end;
    // Measured against someone else: "nobody in Texas knows your pain better than you do".
    if (than) return -1;
  }
  if (namedOnly) return -1;
  // "There isn't a kinder or more capable firm between here and Key West": no one named, the firm left implied.
  if (COMPARED_IN_SUBJECT.test(m.text)) return m.end;
  // "At Ruiz we hold out, and no outfit in Harris County gets a higher bid": measured against the firm speaking.
  const ahead = whoms.length === 0 && !/\bthan\b/i.test(rest) ? AHEAD_UNSAID.exec(rest) : null;
  return ahead && ours.test(`${view.previous} ${text}`) ? m.end + ahead.index + ahead[0].length : -1;
}

// A sentence about the firm's cases or lawyers, for a comparison that leaves the firm unnamed.
const LEGAL_CONTEXT = /\b(?:we|we're|our|us|firm|lawyers?|attorneys?|cases?|verdicts?|trials?|settlements?|law|wrecks?|crashes)\b/i;
/**
 * A dare to find a better firm: "find a harder-working injury firm in Lakeland; we'll wait",
 * "show me a lawyer who works harder than Earl and I'll buy you lunch".
 */
const DARE_FIND = new RegExp(
  String.raw`\b(?:find|show me|name|point me to|go find|try to find|try finding|dare you to find|bring me)(?=)\s+(?:me\s+)?(?:a|an|one|another)(?=)\s+(?:(?:better|harder[- ]working|tougher|stronger|smarter|more (?:experienced|dedicated|aggressive|skilled|prepared)(?=))(?=)\s+(?:[\w'-]+\s+){0,2}?(?:law firm|firm|lawyer|attorney|team)(?=)s?\b|(?:[\w'-]+\s+){0,2}?(?:law firm|firm|lawyer|attorney|team)(?=)s?\b(?:[^.!?]){0,50}?\b${COMPARATIVE_WORD}\b(?=[^.!?]{0,40}?\bthan\b))`,
  'gi',
);
// What makes it a dare: "we'll wait", "go ahead", "I'll buy you lunch", "good luck".
const DARE_CLOSER =
  /\b(?:we'll wait|i'll wait|we will wait|i will wait|go ahead|good luck|i dare you|we dare you|i'll buy you|we'll buy you|i'll eat my|bet you can't|you can't|you won't|take your time|we're waiting|i'm waiting)\b/i;
/**
 * A question about a better firm answered at once: "Who fights harder for riders than Pickett &
 * Moreau? Nobody.", "Know a firm that works harder than us? Neither do we."
 */
const ASKED_BETTER = new RegExp(
  String.raw`\b(?:who|what (?:firm|lawyer|attorney)(?=)|which (?:firm|lawyer|attorney)(?=)|know (?:of )?(?:a|an|any)(?=)|seen (?:a|an|any)(?=)|is there (?:a|an|any)(?=)|can you (?:find|name)(?=)|name (?:a|an|one)(?=))(?=)\b[^?]{0,80}?\b(?:${COMPARATIVE_WORD}|[a-z]{3,}er)(?=)\b(?=[^?]{0,40}?\bthan\b)|\b(?:know (?:of )?|seen |is there |find |name )(?=)(?:a|an|any)(?=) (?:better|harder[- ]working|tougher|stronger|smarter|more (?:experienced|dedicated|aggressive|skilled)(?=))(?=) (?:[\w'-]+ ){0,2}?(?:law firm|firm|lawyer|attorney|team)(?=)s?\b`,
  'gi',
);
const ANSWERED_NONE =
  /^\W*(?:nobody|no one|no-one|none|nope|no|not a one|neither (?:do|can|have|did) (?:we|i)|(?:we|i) (?:didn't|don't|did not|do not) think so|didn't think so|exactly|that's what (?:we|i) thought)\b(?:[^.!?]{0,30})[.!]*\W*$/i;
/**
 * Spanish or Portuguese in an English email: "somos los mejores abogados de Lakeland", "nadie pelea más duro que
 * nosotros", "os melhores advogados de acidentes", "ninguém luta mais que nós".
 */
const SPANISH_BEST =
  /\b(?:mejor(?:es)?|melhor(?:es)?|n[uú]mero (?:uno|um)(?=))(?=)\s+(?:[\w'-]+\s+)?(?:abogad[oa]s?|advogad[oa]s?|bufetes?|despachos?|escrit[oó]rios?(?= de advocacia| de advogados|\s+(?:de|em|do|da|no|na)(?=)\s+[A-Z])|firmas? (?:de abogados|legal(?:es)?)(?=)|oficinas? (?:de abogados|legal(?:es)?)(?=))(?=)(?![\w\u00C0-\u017F])|\b(?:nadie|ningu[eé]m|ning[uú]n (?:otro )?(?:abogado|bufete|despacho)(?=)|ninguna (?:otra )?(?:firma|oficina)(?=)|nenhum (?:outro )?(?:advogado|escrit[oó]rio)(?=))(?=)(?![\w\u00C0-\u017F])[^.!?]{0,60}?\b(?:mejor|melhor|m[aá]s|mais)(?=)\b[^.!?]{0,40}?\b(?:que|do que)(?=) (?:nosotros|n[oó]s|(?:nuestr|noss)(?=)[oa]s?(?!\s+(?:clientes|familias?|fam[ií]lias?|hijos|filhos|ni[nñ]os|comunidad|comunidade|vecinos|vizinhos|pacientes)(?=)))(?=)(?![\w\u00C0-\u017F])(?!\s+[\w\u00C0-\u017F]*(?:[ií]amos|[aá]bamos|[eé]ramos)(?=)\b)/gi;
/** Other lawyers turning to the firm: "when the big firms get stuck, they call Earl". */
const OTHERS_CALL_US =
  /\b(?:when|if|whenever)(?=)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:firms|lawyers|attorneys)(?=)\s+(?:need (?:help|a hand|a trial lawyer|backup)(?=)|get stuck|are stuck|get in over their heads|(?:are|get)(?=) in trouble|can't (?:win|handle|try)(?=)|need someone to try)(?=)\b[^.!?]{0,30}?,?\s+(?:they\s+)?(?:call|send|refer|bring|hand|come to|turn to)(?=)\b/gi;
/** "We're on a whole other level", "honestly, we're in a different league". */
const OWN_LEAGUE =
  /\b(?:we(?:'re| are)(?=)|our (?:firm|team|lawyers|attorneys|office)(?=) (?:is|are)(?=)|i(?:'m| am)(?=))(?=)\s+(?:(?:just|simply|truly|really|honestly|clearly)(?=)\s+)?(?:in (?:a )?(?:different|whole (?:other|different)(?=)|another)(?=) (?:league|class|tier)(?=)|on (?:a |an )?(?:whole )?(?:other|another|different|higher)(?=) level|next[- ]level|built different)(?=)\b/gi;
/** "Don't settle for less than the best", "why settle for second best?": an order whose "don't" denies nothing. */
const SETTLE_FOR_LESS =
  /\b(?:settle|settling|go|going|accept|accepting) for (?:anything )?(?:less than the (?:very )?best|second[- ](?:best|rate)|second place)\b/gi;
/** "Earl's record beats anybody's in Polk County." */
const BEATS_ANYONE =
  /\b(?:beat|beats|top|tops|outrank|outranks|outshine|outshines|outdo|outdoes|outclass|outclasses)\s+(?:anybody|anyone|everybody|everyone|any (?:other )?(?:firm|lawyer|attorney)|every (?:other )?(?:[\w-]+ )?(?:firm|lawyer|attorney))(?:'s| else's| else)?(?![\w'])/gi;
const BEATING_SUBJECT =
  /\b(?:record|results|verdicts|settlements|numbers|reviews|ratings?|lawyers|attorneys|team|firm|work|experience|we|we've|i|i've)\s+$/i;
/**
 * No peer, no equal: "this firm has no peer in Polk County", "our lawyers are unequaled in the courtroom",
 * "Earl has no equal", "I have not seen the equal of this firm". Said of the firm, its lawyers or its record.
 */
const NO_PEER =
  /\b(?:we|i|he|she|firm|lawyers?|attorneys?|team|office|practice|record|results|verdicts|[A-Z][\w'-]+)(?=)(?:'s|\s+(?:has|have|had|is|are|was|were|remains?|stands?)(?=)(?:\s+(?:still|simply|truly|frankly|plainly)(?=))?)(?=)\s+(?:(?:no|few)(?=) (?:peers?|equals?|rivals?)(?=)|without (?:a )?(?:peer|equal|rival)(?=)|peerless|unequall?ed|unsurpassed|matchless|incomparable)(?=)\b|\b(?:never|not|yet to)(?=)\s+(?:\w+\s+)?(?:seen|met|known|found|saw|knew)(?=)\s+(?:the|its|their|his|her)(?=)\s+(?:equal|peer)(?=)\s+of\s+(?:this|our|[A-Z])/g;
/** First among the others: "the firm stands first among the injury practices of central Florida", "stands alone among Lakeland's injury firms". */
const FIRST_AMONG =
  /\b(?:stands?|standing|stood|ranks?|ranked|is|are|'s|'re|remains?)\s+(?:first|alone|foremost|highest|tallest|supreme|unrivall?ed|preeminent)\s+among\s+(?:the\s+|all\s+(?:the\s+)?)?(?:[\w'.-]+\s+){0,3}?(?:firms|practices|lawyers|attorneys|advocates|litigators|offices|practitioners)\b/gi;
/** Beating the others by force: "we crush the competition", "we dominate the injury market in Tampa", "our numbers blow everybody else away". */
const CRUSH_OTHERS =
  /\b(?:crush(?:es|ed|ing)?|smok(?:e|es|ed|ing)(?=)|dominat(?:e|es|ed|ing)(?=)|destroy(?:s|ed|ing)?|embarrass(?:es|ed|ing)?)(?=)\s+(?:the\s+|every\s+|all\s+(?:the\s+)?)?(?:other\s+)?(?:competition|competitors|(?:[\w-]+\s+)?(?:firms|lawyers|attorneys|outfits)(?=)|(?:[\w-]+\s+){0,2}?(?:injury|legal|PI|law)(?=) (?:market|scene|business)(?=))(?=)\b|\b(?:blows?|blew|blowing)(?=)\s+(?:everybody|everyone|every other firm|the competition|the others|(?:all\s+)?(?:the\s+)?other (?:firms|lawyers|attorneys)(?=))(?=)(?:\s+else)?\s+away\b|\bputs?\s+(?:the\s+)?(?:other (?:firms|lawyers|attorneys)(?=)|competition)(?=)\s+to\s+shame\b/gi;
/** Other lawyers fear or envy the firm: "we're the ones the other firms are scared of", "other firms wish they had our track record". */
const OTHERS_ENVY =
  /\b(?:other|rival|big|competing)(?=)\s+(?:[\w-]+\s+)?(?:firms|lawyers|attorneys)(?=)\s+(?:are\s+)?(?:scared|afraid|terrified|jealous|envious)(?=)\s+of\s+(?:us|our\b)(?=)|\b(?:the ones?|the firm|the lawyers?)(?=)\s+(?:that\s+|who\s+)?(?:the\s+)?other\s+(?:[\w-]+\s+)?(?:firms|lawyers|attorneys)(?=)\s+(?:are\s+)?(?:scared|afraid|terrified|jealous|envious)(?=)\s+of\b|\b(?:other|rival|competing)(?=)\s+(?:[\w-]+\s+)?(?:firms|lawyers|attorneys)(?=)\s+(?:wish|envy|copy|imitate|try to copy|would kill for)(?=)\b[^.!?]{0,30}?\bour\s+(?:[\w-]+\s+)?(?:record|results|numbers|verdicts|reviews|reputation|team|lawyers|attorneys)(?=)\b/gi;
/**
 * Spanish or Portuguese rank after the noun: "los abogados más respetados de Tampa", "os advogados mais
 * experientes da cidade"; and "no hay bufete mejor que el nuestro", "não existe escritório melhor que o nosso".
 */
const SPANISH_RANK =
  /\b(?:abogad[oa]s?|advogad[oa]s?|bufete|despacho|escrit[oó]rio|firma|somos|soy|sou)(?=)\s+(?:(?:es|son|é|s[aã]o)(?=)\s+)?(?:el|la|los|las|o|a|os|as)(?=)\s+(?:mejor(?:es)?|melhor(?:es)?|n[uú]mero uno)(?=)(?![\w\u00C0-\u017F])|\b(?:somos|soy|sou|nuestr[oa]s?|noss[oa]s?|we(?:'re| are)(?=)|our)(?=)\b[^.!?]{0,20}?\b(?:abogad[oa]s?|advogad[oa]s?|bufetes?|despachos?|escrit[oó]rios?|firmas?)(?=)\s+(?:(?:de abogados|de advocacia|legal(?:es)?)(?=)\s+)?(?:m[aá]s|mais)(?=)\s+(?!que\b|do\b)[\w\u00C0-\u017F]+\s+(?:de|del|da|do|en|em)(?=)\b|\b(?:no hay|no existe|n[aã]o (?:h[aá]|existe|tem)(?=))(?=)\s+(?:otr[oa]\s+|outr[oa]\s+)?(?:abogad[oa]|advogad[oa]|bufete|despacho|escrit[oó]rio|firma|oficina)(?=)\s+(?:[\w\u00C0-\u017F]+\s+){0,3}?(?:mejor|melhor|m[aá]s|mais)(?=)\b[^.!?]{0,40}?\b(?:que|do que)(?=)\s+(?:el nuestro|la nuestra|o nosso|a nossa|nosotros|n[oó]s)(?=)(?![\w\u00C0-\u017F])|\b(?:bufete|despacho|escrit[oó]rio|firma|abogad[oa]s?|advogad[oa]s?|somos|soy|sou)(?=)\b[^.!?]{0,30}?\b(?:el|la|los|las|o|a|os|as)(?=) (?:m[aá]s|mais)(?=) (?!que\b)[\w\u00C0-\u017F]+ (?:de|del|da|do|en|em)(?=) (?:la |el |a |o |tod[oa] (?:la |el |a |o )?)?(?:ciudad|cidade|condado|estado|regi[oó]n|regi[aã]o|pa[ií]s|zona|[A-Z][\w.-]+)/gi;
/** "The most verdicts of any firm in Polk County", "we've won the most jury trials of any firm in the state". */
const MOST_OF_ANY =
  /\bthe (?:most|highest|largest|biggest|greatest|best)\s+(?:[\w-]+\s+){0,3}?of (?:any|all)(?: the)? (?:other )?(?:[\w-]+ )?(?:law firms?|firms?|lawyers?|attorneys?|practices?|offices?|teams?|outfits?)\b/gi;
/** The best in plain words, for a kind of case: "the best guys in town for car wrecks", "the best crew in Tampa for truck wrecks". */
const BEST_CREW =
  /\b(?:best|top|#1|number[- ]one|finest|greatest|top-rated|premier|toughest|strongest)(?=)\s+(?:guys|gals|crew|folks|bunch|squad|gang)(?=)\b(?:\s+[\w'-]+){0,3}?\s+for\s+(?:your\s+|an?\s+|any\s+)?(?:[\w'-]+\s+){0,2}?(?:injur(?:y|ies)(?=)|wrecks?|crash(?:es)?|accidents?|cases?|claims?|lawsuits?|trials?)(?=)\b(?!\s+(?:repairs?|body|towing|cleanup|parts|shops?|clinics?|doctors?|care|rehab)(?=))/gi;
/** Others ranking the firm first: "independent review sites rank us #1 for client service", "readers voted us the best injury firm". */
const RANKED_US =
  /\b(?:rank|ranks|ranked|rate|rates|rated|vote|votes|voted|name|names|named|call|calls|called|crown|crowns|crowned)\s+(?:us|our (?:firm|team|lawyers|attorneys|office))\s+(?:as\s+)?(?:the\s+)?(?:#1|no\. ?1|number[- ]one|top|best|tops)\b/gi;
/** The reader in the best hands: "you're in the most experienced hands in Houston". */
const BEST_HANDS = new RegExp(
  String.raw`\byou(?:'re| are|'ll be| will be)\s+in\s+(?:the\s+)?(?:very\s+)?(?:best|${EST_SUPERLATIVE}|most (?:experienced|capable|skilled|trusted|qualified)|finest|safest)\s+hands\b`,
  'gi',
);
/** The firm's own superlative in a place: "our office has the gentlest paws and the sharpest teeth in Miami-Dade". */
const OURS_HAS_BEST = new RegExp(
  String.raw`\b(?:[Ww]e|[Oo]ur (?:firm|office|team|lawyers|attorneys)(?=))(?=)(?:'ve got| have| has| got)(?=) the (?:${EST_SUPERLATIVE}|best|finest|most [a-z]+)(?=)\b(?! (?:[\w-]+ ){0,2}?(?:dogs?|cats?|coffee|snacks?|cookies|views?|parking|chili|mascots?|playlists?|costumes?|part(?:y|ies)(?=)|donuts?|pizza|candy|plants?|holiday|decorations?|lunch(?:es)?|softball|karaoke)(?=)\b)[^.!?]{0,60}?\bin (?:all of )?(?:the )?[A-Z][\w.'-]*`,
  'g',
);
/** Whom a place trusts most, then the firm named: "the auctioneer the whole county trusts most, and in Miami-Dade that's us". */
const PLACE_TRUSTS_MOST =
  /\bthe (?:whole |entire )?(?:county|town|city|state|neighbou?rhood|community|valley|coast|island|parish)\s+(?:trusts?|calls?|chooses?|picks?|turns? to|relies on|rely on)\s+(?:the\s+)?most\b/gi;
/** "No better choice in Tampa for your injury case." */
const NO_BETTER_CHOICE =
  /\b(?:there(?:'s| is) )?no better (?:choice|pick|call)\b(?=[^.!?]{0,40}?\bfor (?:your |an? |any )?(?:[\w-]+ )?(?:injur(?:y|ies)|wrecks?|crash(?:es)?|accidents?|cases?|claims?|lawsuits?)\b)(?![^.!?]*\bthan\b)/gi;
/** Whom a place trusts most: "the name Tampa trusts most", "the firm Tampa families trust most", "the lawyers Florida trusts most". */
const TRUSTED_MOST =
  /\b(?:name|firm|law firm|lawyers?|attorneys?|team|office|practice)(?=)\s+(?:(?:[A-Z][\w.'-]+(?:\s+[A-Z][\w.'-]+)?)(?:\s+(?:families|folks|drivers|riders|workers|residents|people|neighbou?rs)(?=))?|(?:injured |local |working )?(?:families|folks|drivers|riders|workers|residents|neighbou?rs)(?=))(?=)\s+(?:trusts?|calls?|chooses?|choose|prefers?|recommends?|turns? to|relies on|rely on)(?=)\s+(?:the\s+)?most\b/g;
// What TRUSTED_MOST's name is trusted for: a kind of case, not roofing or emergency care.
const FOR_CASES =
  /^[^.!?]{0,40}?\b(?:injur(?:y|ies)|wrecks?|crash(?:es)?|accidents?|cases?|claims?|lawsuits?|law|legal|trials?)\b|^\s*[.!]/i;
/**
 * The firm matched against any other: "I would put this firm up against any in the state", "we'll put our record
 * up against any firm in Florida", "our results stack up against any firm's", "compare our results with any firm in Tampa".
 */
const UP_AGAINST_ANY =
  /\b(?:(?:put|puts|stack|stacks|pit|pits|match|matches)(?=)\s+(?:this (?:firm|office|practice|team)(?=)|our (?:[\w-]+\s+)?(?:firm|record|results|team|lawyers|attorneys|verdicts|settlements|numbers|reviews|work)(?=)|us|ourselves)(?=)\s+(?:up\s+)?against|(?:record|results|verdicts|settlements|numbers|reviews|work|we|firm|team|lawyers|attorneys)(?=)\s+(?:stack|stacks|measure|measures|hold|holds)(?=)\s+up\s+(?:well\s+)?against|\bcompare\s+(?:this (?:firm|office|practice)(?=)|our (?:[\w-]+\s+)?(?:record|results|verdicts|settlements|numbers|reviews|track record|experience)(?=))(?=)\s+(?:with|to|against)(?=))(?=)\s+(?:any|anyone|anybody|every|all)(?=)\b(?!\s+(?:time|day|week|month|year|question|questions|doubts?)(?=)\b)/gi;
/** A testimonial's "no other lawyer could have done what Earl did for my family". */
const DONE_WHAT_WE_DID = new RegExp(
  String.raw`\b${NOBODY_SUBJECT}\b(?:${NOBODY_GAP}){0,40}?\b(?:could|can|would)(?: (?:ever|possibly))?(?: have)? (?:done|do|gotten|got|won|pulled off|achieved) what (?:we|i|he|she|[A-Z][a-z'-]+) (?:did|does|do|got|won|pulled off)\b`,
  'gi',
);
// Whose deed it was: the firm ("we", "I", its name), or "he"/"she" when the negative subject is lawyers.
const DEED_OF = /\bwhat (we|i|he|she|[A-Z][a-z'-]+) \w+(?: \w+)?$/i;
const LAWYER_SUBJECT = /\b(?:law firms?|firms?|lawyers?|attorneys?|abogad[oa]s?)\b/i;
/** "None better in Polk County." */
const NONE_FINER = /\bnone (?:better|finer|tougher|stronger|smarter|harder[- ]working)\b(?! off\b)/gi;
/** A title of supremacy in a place, said of the firm's lawyer: "Earl's the top dog in Lakeland". */
const TITLE_IN_PLACE =
  /\b[Tt]he (?:top dog|big dog|big cheese|king|queen|champ|champion|heavyweight|MVP|boss|big kahuna)s? (?:in|of|around) (?:town|the (?:county|state|city|area|region|valley)|[A-Z][\w.'-]+)/g;
/**
 * Never having met a better lawyer: "I still haven't met a lawyer who works harder than Earl",
 * "there's not a sharper trial lawyer in the state than Earl". Who follows "than" is read after the match.
 */
const NEVER_MET_BETTER =
  /\b(?:(?:i|we)(?=)(?:'ve| have)? (?:still )?(?:never|not yet|yet to|haven't|have not|didn't ever)(?=)\s+(?:met|seen|saw|known|knew|found|come across|worked with|run into|gone up against|faced|watched)(?=)|there(?:'s| is| are|'re)(?=) (?:not|never been)(?=))(?=)\s+(?:a|an|any|another|one)(?=)\s+(?:other\s+)?(?:[\w-]+\s+){0,2}?(?:(?:law firm|firm|lawyer|attorney|team|advocate|litigator)(?=)s?\s+(?:who|that)(?=)\s+(?:[\w'-]+\s+){0,3}?(?:[a-z]{3,}er|more)(?=)\b|(?:[a-z]{3,}er|more [a-z]+)(?=)\s+(?:[\w-]+\s+){0,2}?(?:law firm|firm|lawyer|attorney|team|advocate|litigator)(?=)s?\b)/gi;
/** "Of all the firms I've worked at, this one is the best." */
const OF_ALL_FIRMS =
  /\bof all the (?:[\w-]+ )?(?:firms|lawyers|attorneys|law offices|offices)(?=)\b[^.!?]{0,60}?\b(?:this one|this firm|this office|we|ours|they|these guys|these folks)(?=)(?: (?:is|are|was|were)(?=)|'s|'re)(?=)\s+(?:easily |by far |hands down |still |truly )?(?:the )?(?:best|greatest|finest|toughest|strongest|hardest[- ]working|most \w+|number one|#1|tops)(?=)\b/gi;
// A word describing the firm before "firm" or "lawyer" ("nurse-led injury"), not a preposition or article starting a phrase.
const ONLY_MODIFIER = String.raw`(?!(?:in|at|of|on|the|a|an|for|with|from|to|by|our|my|your|their|his|her)\b)[\w'-]+ `;
// Being the only one at something other than law: "the only ones who brought snacks".
const TRIVIA_AFTER =
  /^[^.!?]{0,60}?\b(?:snacks?|food|donuts?|doughnuts|cookies|pizza|lunch|coffee|cake|pies?|candy|costumes?|karaoke|danced?|sang|wore|dressed|laughed|jokes?|parking|ramp|pets?|dogs?|cats?|iguana)\b/i;
/**
 * The firm as the only one of its kind, which ranks it against every other: "the only nurse-led
 * injury firm in Houston", "we're the only firm that answers on Sundays", and in a testimonial
 * after other firms are named, "Rivera was the only one that called back".
 */
const ONLY_ONE = new RegExp(
  String.raw`\b(?:[Tt]he|[Dd]a)(?=) (?:first and only |only|sole)(?=) ?(?:${ONLY_MODIFIER}){0,3}?(?:(?:law firms?|firms?|lawyers?|attorneys?|law offices?|offices?|practices?|abogad[oa]s?)(?=)(?= (?:in|across|around|within|between|on)(?=) (?:the |this |our |all of |all )?(?:[A-Z]|(?:town|city|county|state|area|region|valley|country|world|nation|island|coast|panhandle)(?=)\b)(?=))|(?<=\b(?:[Ww]e(?:'re| are| r| remain| still are|'re still)(?=)|I'm|I am|[Ii]m)(?=) the only (?:${ONLY_MODIFIER}){0,3}?)(?:law firms?|firms?|lawyers?|attorneys?|law offices?|offices?|practices?|abogad[oa]s?|team)(?=)(?= (?:that|who|which|with|to)(?=)\b)|ones?(?= (?:that|who|which|where|to)(?=)\b))`,
  'g',
);
/** The place's only one: "we're Lakeland's only nurse-led injury firm", "Pickett & Moreau, Polk County's only Creole-speaking firm". */
const PLACE_ONLY = new RegExp(
  String.raw`\b(?:[A-Z][\w.-]*(?: [A-Z][\w.-]*){0,2}|[Tt]he (?:area|county|state|city|town|region|valley|community)|[Tt]own)'s (?:only|sole) (?:${ONLY_MODIFIER}){0,3}?(?:law firms?|firms?|lawyers?|attorneys?|law offices?|offices?|practices?|abogad[oa]s?|team)\b`,
  'g',
);
// The firm's name as a caption before it: "Pickett & Moreau: the only ...", "Pickett & Moreau, the only ...".
const NAME_CAPTION = /^\W*(?:[A-Z][\w'.-]*|&|and|of)(?:\s+(?:[A-Z][\w'.-]*|&|and|of)){0,5}\s*[:,\u2013\u2014-]\s*$/;
// Who is being ranked: "Earl is", "Earl's", "we remain".
const SAID_OF_BEFORE =
  /\b((?!(?:to|will|would|can|could|must|should|may|might|and|or)\b)[\w']+?)(?:\s+(?:is|are|was|were|remains?|remained|r)|'s|'re|'m)\s+(?:(?:still|simply|truly|really|just|easily|probably|by far|hands down|officially|proudly|now|absolutely|without a doubt)\s+)*(?:one of\s+)?$/i;
// The firm being the only one, with no "is" before: "as the only nurse-led firm", "we remain the only".
const BEING_BEFORE =
  /\b(?:as|being|be|remain|remains|remained|became|become|becomes|still|we're|we are|we r|i'm|i am|im|somos|soy)\s+(?:(?:still|now|proudly|truly|officially)\s+)?(?:one of\s+)?$/i;
const RECOGNITION = /\b(?:named|selected|listed|included|recognized|honored|chosen)\b[^.!?]{0,25}$/i;
// An award's or a list's name (“Best Law Firms” list, Best Lawyers®, named to the 2027 Best
// Lawyers): the checker does not read awards (docs/compliance.md).
const TITLE_CASE = /^(?:[A-Z#\d][\w'&.-]*)(?:\s+(?:[A-Z][\w'&.-]*|\d+))*$/;
const AWARD_BEFORE =
  /\b(?:named|selected|listed|included|recognized|honou?red|chosen|awarded|published|to|by|in|on|from|into|among|members? of)\s+(?:the\s+)?(?:\d{4}\s+)?"?$/i;
const AWARD_AFTER = /^"?\s*(?:[®™]|(?:list|lists|award|awards|ranking|rankings|edition|magazine|honou?ree|designation|recognition)\b)/i;
// Advice about choosing a lawyer is not a claim about this firm: "how to find the best lawyer".
const CHOOSING =
  /\b(?:find|finding|choose|choosing|hire|hiring|pick|picking|look(?:ing)? for|search(?:ing|es)?|google|googling|type|typing|need|deserve|compare|comparing|select|selecting|busque|buscar|busca|elija|elegir|elige|encuentre|encontrar|necesita|merece)\b[^,.;:!?]{0,30}$/i;
// "The best trial lawyers I ever knew were the ones who listened", "the best lawyers will tell you to see a doctor first": lawyers in general.
const IN_GENERAL_AFTER =
  /^\s*(?:(?:will|would|always|usually|often|generally|all)(?=)\s+(?:tell|advise|warn|remind)(?=)\s+(?:you|clients|their clients)(?=)\b|(?:i|we|you)(?=)\s+(?:have\s+|'ve\s+)?(?:ever\s+)?(?:knew|know|met|saw|seen|worked with|faced|watched|studied|learned from)(?=)\b|(?:are|were)(?=) (?:the ones|those|people|lawyers)(?=) (?:who|that)(?=)\b|(?:who|that)(?=) (?:i|we)(?=) (?:ever )?(?:knew|met|saw|worked with)(?=))/i;
// Someone else compared: "my first boss, a trial lawyer named Harlan Pruitt who tried more cases than most lawyers".
const OTHER_PERSON_WHO =
  /(?:\b(?:my|our|his|her)(?=) (?:first |old |late |former )?(?:mentor|boss|father|dad|grandfather|grandpa|mother|mom|uncle|aunt|professor|teacher|coach|friend|opponent)(?=)|\b(?:lawyer|attorney|judge|man|woman|fellow|guy)(?=) named [A-Z][\w'-]+(?: [A-Z][\w'-]+)?)(?=)\b(?:(?!\b(?:we|us|our|i)(?=)\b)[^.!?]){0,60}?\b(?:who|that|was|were|had|could)(?=)\s+(?:[\w']+\s+){0,3}$/i;
// "The best lawyer for you" is advice, not a ranking.
const FOR_YOU_AFTER = /^\s*(?:for you|for your (?:case|situation|needs)|near me|para (?:usted|ustedes|ti|vos|su caso|tu caso))\b/i;
// "I can't tell you we're the best, though, or better than any other firm": a denial that goes on past "or".
const OR_CONTINUES = /^\s*(?:or|nor|let alone|much less)\s+(?:even\s+)?$/i;
const FILLER_CLAUSE = /^\s*(?:though|however|honestly|of course|frankly|really|either)?\s*$/i;
// Another organisation's team or office: "the hospital's trauma team is the best in the region".
const OTHER_ORGANISATION =
  /\b(?:hospitals?|trauma|medical(?! malpractice)|surgical|surgery|nursing|nurses|ER|ICU|rehab\w*|therapy|clinics?|doctors?(?:'s)?|dental|orthopa?edic|chiropractic|defen[cs]e|insurance|sales|sports|softball|football|baseball|basketball|soccer|hockey|bowling|trivia|school|church|choir|police|fire|EMS|ambulance|rescue|kitchen|cleaning|Bucs|Rays|Lightning|Dolphins|Jaguars|Gators|Seminoles|Hurricanes|Knights)(?=)\b/;
const TEAM_NOUN = /\b(?:teams?|office|offices|group|practice)$/i;
const SPORTS =
  /\b(?:NFL|NFC|AFC|NBA|MLB|NHL|MLS|SEC|ACC|Big Ten|league|division|conference|playoffs?|season|coach|quarterback|Super Bowl|World Series|football|baseball|basketball|hockey|soccer|softball)\b/;
// Who "is the best in the county": the firm's people and record, not the cobbler Grandma praised.
const SUBJECT_BEFORE =
  /([\w']+)(?:\s+(?:who|that|which))?\s+(?:is|are|was|were|'s|'re|r)\s+(?:(?:still|simply|truly|really|just|easily|probably|by far|hands down|officially|proudly|now)\s+)*$/i;
const FIRM_SUBJECT =
  /^(?:we|us|i|it|that|this|he|she|firm|firms|lawyers?|attorneys?|abogad[oa]s|team|teams|office|offices|practice|group|bureau|record|results|reviews|ratings?|service|staff|people|folks|name|reputation|numbers|who)$/i;
// Lawyers in general, said by some of them: "some of the best lawyers in Florida started at legal aid".
const SOME_OF_THE = /\b(?:some|many|most|several|a few|plenty) of (?:the )?$/i;
// Someone else compared: "doctors know more about your injuries than lawyers ever will".
const FIRM_YOU_DESERVE =
  /\byou (?:deserve|need|want|should (?:have|hire|call|pick|choose))(?=)\b[^.!?]{0,20}?\b(?:a|the) (?:law )?(?:firm|lawyer|attorney|team|outfit)s? (?:that|who)\b/i;
const OTHER_SUBJECT =
  /\b(?:doctors?|physicians?|nurses?|surgeons?|therapists?|chiropractors?|you|your|insurers?|adjusters?|insurance compan(?:y|ies)|judges?|juries|jurors|police|cops|patients|they|their|clinics?|legal aid|nonprofits?|charit(?:y|ies)|hospitals?|government|agenc(?:y|ies))\b/i;
// The firm's offices compared with one another: "our Tampa office is the largest of our three offices".
const OWN_OFFICES_AFTER = /^\s*(?:of|among)\s+(?:all\s+)?(?:our|the firm's|its)\s+(?:[\w-]+\s+){0,2}?(?:offices|locations|branches)\b/i;
// The firm first at something other than law: "we're the biggest Bucs fans in the building", "the loudest cheering section".
const PASTIME_AFTER =
  /^\s+(?:at|in|during)(?=)\s+(?:the\s+|our\s+|every\s+)?(?:[\w'-]+\s+){0,2}?(?:parade|party|picnic|potluck|game|games|tailgate|karaoke|5k|10k|marathon|race|bake sale|cook-?off|festival|fair|trivia|bowling|softball|golf|luncheon|gala|concert|contest)(?=)\b|^\s+(?:[\w'-]+\s+){0,2}?(?:fans?|supporters?|cheerleaders?|cheering section|jingle|song|ad|ads|commercial|billboard|coffee|cookies|chili|costume|float|bakers?|cooks?|dancers?|singers?|golfers?|bowlers?|runners?|karaoke|fishermen|hunters|gardeners|dressers|dog people|cat people|nerds|geeks|foodies)(?=)\b/i;
const SAID_BY_THEMSELVES =
  /\b(?:says?|said|claims?|claimed|calls?|called|advertises?|advertised|bills?|billed|brags?|bragged|boasts?|boasted|swears?|swore)\s+(?:that\s+)?(?:they(?:'re| are)?|themselves|(?:he|she)(?:'s| is)?|himself|herself|itself|it's)\s+["']?(?:the\s+|a\s+)?["']?$/i;
const CALLING_ANOTHER =
  /\b(?:calling|calls|called|naming|dubbing|dubbed|billing|billed)\s+(?:some|a|another|that|one|the other)\s+(?:other\s+)?(?:firm|lawyer|attorney|outfit)s?\s+["'\u2018\u201c]?(?:the\s+)?$/i;
const THING_AFTER =
  /^[\s-]+(?:dogs?|cats?|part(?:y|ies)(?=)|picnics?|lunch(?:es)?|dinners?|potlucks?|softball|jokes?|printers?|coffee|chairs?|plants?|parking|kitchen|fridge|managers?|buildings?|retreats?|photos?|t-shirts?|shirts?|mascots?|bake sales?|chili|costumes?|playlists?|holiday|christmas|halloween|birthdays?|views?|windows?|couch|snacks?|fantasy|pool|bowling|trivia|karaoke|members?|hires?|interns?|babies|baby)(?=)\b/i;
// The other lawyers a reviewer tried before: "than the other lawyers i talked to".
const TRIED_OTHERS_AFTER =
  /^\s+(?:i|we)\s+(?:had\s+)?(?:talked to|called|tried|had|met|spoke (?:to|with)|contacted|used|interviewed|hired|went to)\b/i;
// Something the firm shares with others, not a contrast: "the big firms both take injury cases; we are one choice among many".
const NOT_A_CONTRAST = /\b(?:both|too|also|as well|the same|among many|one of many|like them)\b/i;

/**
 * Another lawyer's words quoted to warn: 'A competitor mailed this out: "No injury firm in Polk
 * County works harder than ours."', 'my cousin's lawyer told him, "nobody fights harder than me."'
 * The firm's own people quoted (a partner, a client's testimonial) still make the claim.
 */
const OTHERS_SPEAK =
  /\b(?:competitors?|competing (?:firm|lawyer)(?=)s?|rival (?:firm|lawyer)(?=)s?|another (?:firm|lawyer|attorney)(?=)|other (?:firms|lawyers|attorneys)(?=)|one (?:firm|lawyer|attorney)(?=)|some (?:firm|lawyer|attorney)(?=)s?|that (?:firm|lawyer|attorney)(?=)|(?:the )?(?:tv|billboard|big|1-800|downtown)(?=) (?:guys|firms|lawyers|attorneys)(?=)|(?:his|her|their|my [\w-]+'s|your [\w-]+'s|a friend's|a neighbor's|the other driver's|the defense)(?=) (?:lawyer|attorney|firm)(?=)|their (?:billboards?|ads?|mailers?|spots?|commercials?|slogans?|website|jingle)(?=)|(?<!\b(?:our|my)(?=) )(?:(?:subway|bus|tv|radio|billboard|bench|online|glossy)(?=) )?(?:ads?|billboards?|commercials?|mailers?|flyers?|posters?)(?=))(?=)(?:'s)?\b(?:(?!\b(?:we|our|us)(?=)\b)[^"]){0,40}?\b(?:says?|said|claims?|claimed|brags?|bragged|boasts?|boasted|told|tells|mailed|sent|wrote|writes|reads?|goes|went|ran|runs|promised|promises|advertises?|advertised|puts? out|put out|calling|calls)(?=)\b(?:(?!\b(?:we|our|us)(?=)\b)[^"]){0,40}$/i;
function quotedFromOthers(view: SentenceView, start: number): boolean {
  const introduction = quotationIntroduction(view, start, 160);
  return introduction !== undefined && OTHERS_SPEAK.test(introduction);
}

// Wanting the best, then the firm named: "if you want the best", "you deserve the best", "hire the best".
const WANTING_BEFORE = /\b(?:want|wants|need|needs|deserve|deserves|demand|expect|looking for|hire|get|choose|call)\s+(?:only\s+)?$/i;
const NEXT_NAMES_US =
  /^\W*(?:(?:so |then |just )?(?:call|hire|choose|pick|get|meet|that's|that is|it's|ask for)\b|[A-Z][\w&.' -]{2,40}[.!:]\s*$)/i;
const AFTER_BUT = /\b(?:but|yet|though|although|however)\s*,?\s*$/i;
/** Whether a denial earlier in the sentence reaches the words at `at`, as in "I can't say we're the best, or better than others". */
function deniedAcross(text: string, at: number): boolean {
  // "We're not the biggest firm, but we're the hardest-working": "but" turns from the denial to the claim.
  if (AFTER_BUT.test(text.slice(Math.max(0, at - 14), at))) return false;
  if (isNegated(text, at)) return true;
  let clause = clauseAround(text, at);
  if (!OR_CONTINUES.test(text.slice(clause.start, at))) return false;
  for (let back = 0; back < 4 && clause.start > 0; back++) {
    clause = clauseAround(text, clause.start - 1);
    if (!FILLER_CLAUSE.test(text.slice(clause.start, clause.end))) return isNegated(text, clause.end);
  }
  return false;
}

// "Nobody in Houston would have gotten you more than he did": what the firm's lawyer won for the reader.
const OBTAINED_MORE =
  /\b(?:got|gotten|get|gets|won|win|wins|recovered|recover|recovers|obtained|secured|negotiated)\s+(?:you|y'all|your (?:family|case)|clients?)\s+more$/i;
// More of what a case wins, not "nobody gets you more sleep than Grandma does".
const MORE_MONEY_THAN = /^\s*(?:(?:money|cash|compensation|dollars)\s+)?than\b/i;
// "He", "she" or a first name doing it: "than he did", "than Mike could".
const ONE_OF_US = /^(?:he|she|[A-Z][a-z]+\s+(?:did|does|could|would|has|had|got))\b/;

// A person named after "than": "nobody fights harder for riders than Wade Pruitt does". Titles
// name someone else ("than Dr. Feld"), and so does a workplace after the name ("than Tony at Queen City Cycles").
const PERSON_NAMED =
  /^(?!(?:Dr|Doctor|Judge|Justice|Officer|Trooper|Deputy|Sheriff|Mayor|Coach|Nurse|Senator|Governor|Pastor|Father|Reverend|Grandma|Grandpa|Mom|Dad|Uncle|Aunt|God|Santa|The|La|El|Los|Las|Le|Du|Big|Little|Old)\b)([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)(?:\s+[a-z]+)?$/;
const ELSEWHERE_AFTER = /^\s*(?:at|of|from|with|over at|down at)\s+(?:the\s+)?[A-Z]/;
// The sentence speaks for the firm's lawyers before naming one: "Our attorneys are experts in motorcycle law, and nobody ...".
const OUR_LAWYERS_BEFORE =
  /\b(?:our|my) (?:[\w-]+ )?(?:attorneys?|lawyers?|partners?)\b|\bwe(?:'re| are) (?:[\w-]+ )?(?:lawyers|attorneys)\b/i;
// Feelings and fondness compared are not skill: "no one was more surprised than we were", "nobody loves this town more than we do".
const FEELING =
  /\b(?:happier|prouder|sadder|gladder|sorrier|(?:more|as)(?=) (?:happy|proud|sad|glad|sorry|surprised|shocked|excited|thrilled|grateful|thankful|relieved|pleased|delighted|honou?red|humbled|saddened|upset|disappointed|heartbroken|nervous|worried)(?=)|loves?|loved|enjoys?|enjoyed|misses|missed|hates?|hated|likes|liked)(?=)\b/i;
// What people should do, and pastimes, are not the firm's skill: "nobody should have to wait longer than we did", "nobody I know cooks brisket better than Earl";
// a pastime made the metaphor of the work is: "nobody else in Houston bakes a case like our kitchen does".
const NOT_LAW =
  /\b(?:should|shouldn't|ought|deserves?|has to|have to|cook(?! county)|cooks|cooked|grill|grills|grilled|bake|bakes|baked|sing|sings|dance|dances|fish|fishes|golf|golfs|bowl|bowls|brisket|barbecue|bbq|chili|pies?|cookies|karaoke|jokes?|puns?|coffee|dress(?:es)?|costumes?|fantasy|crossword|trivia|tailgates?|parallel park|(?:drive|drives|drove|driving|run|runs|ran)(?=)(?! an?\b| (?:the|your|their|his|her)(?=)\b)|jog|jogs|swim|swims|sleep|sleeps|eat|eats|snore|snores|laugh|laughs)(?=)\b(?!\s+(?:a |an |your |every |each |their |the )?(?:[\w-]+ )?(?:case|claim)(?=)s?\b)/i;
const OBJECT_OTHER = /^\s+(?:them|him|her|it|themselves|those \w+|that (?:firm|lawyer|attorney|office))\b/i;
// "We won't tell you nobody works harder than we do": the claim is refused, not made.
const NOT_SAYING_BEFORE =
  /\b(?:won't|will not|wouldn't|would not|don't|do not|can't|cannot|never|not going to|aren't going to|refuse to)\s+(?:\w+\s+)?(?:tell|say|claim|pretend|promise|brag|boast|insist)\b[^.!?]{0,25}$/i;
// Someone inside the firm compared with a colleague: "no one at our firm has been here longer than Earl".
const NOBODY_LEAD = /^(?:nobody|no[ -]one|no (?:other )?(?:lawyer|attorney|paralegal)s?)\s*/i;
const INSIDE_THE_FIRM =
  /^(?:else\s+)?(?:(?:has|have|had|been|worked|works|served|stayed|is|was|gets|got|comes|came)\s+){0,3}(?:(?:at|in|on|with)\s+(?:our|this|the)\s+(?:firm|office|team|staff|practice)\b|here\b)/i;
// The firm in other words after "than": "yours truly", "this old country lawyer", "the folks here", "the team at Pickett & Moreau",
// "this one" (of a firm), "the practice I now lead".
const US_IN_WORDS =
  /^(?:yours truly|this (?:old |here )?(?:[\w-]+ )?(?:lawyer|attorney|firm|office|team|crew|outfit|practice|shop|house)(?=)|(?:the |our )?(?:folks|people|team|crew|gang|lawyers|attorneys|staff)(?=) (?:here|right here|in this office)(?=)\b|these (?:guys|folks|lawyers|attorneys)(?=)\b|(?:the|that)(?=) (?:one|firm|office|practice|team|shop|outfit)(?=) (?:that |which )?(?:i|we)(?=) (?:now |still |proudly |am proud to |have the honou?r to )?(?:lead|run|founded|started|built|manage|own|head|direct|opened|work for|work at|practice (?:at|with)(?=))(?=)\b|(?:the|that)(?=) (?:one|firm|office|practice)(?=) (?:that |which )?bears? (?:my|our)(?=) names?\b)/i;
// "Than this one" is the firm only when firms are what the sentence compares: "no firm ... has tried more cases than this one",
// not "none was worse than this one" of a crash.
const THIS_ONE = /^this one\b(?! (?:case|time|year|month|week|day|here)\b)/i;
const FIRMS_COMPARED = /\b(?:firms?|practices?|offices?|outfits?|lawyers?|attorneys?|practitioners|litigators)\b/i;
// A question asked after the claim, in its own clause: "nobody handles these better than she does, so it's worth the
// wait, but why wait?", "no one works harder than we do, so what are you waiting for?".
const TAIL_QUESTION = /,\s*(?:(?:so|but|and|then)\s+)?(?:why|what|who|how)\b[^,.!?]*\?["')\]\s]*$/i;
const ASKS_FIRST =
  /^\W*(?:is|are|was|were|do|does|did|can|could|would|will|who|what|why|how|where|which|have|has|isn't|aren't|don't|doesn't|ain't)\b/i;

/** Whether the sentence asks about the words ending at `end`, not only a question after them. */
function asksAbout(text: string, end: number): boolean {
  if (!isQuestion(text)) return false;
  const tail = TAIL_QUESTION.exec(text);
  return !tail || tail.index < end || ASKS_FIRST.test(text);
}

// "He" or "she" doing it after "than": "nobody in Charlotte handles these better than she does".
// "Than him", "than Ms. Boone does", "than Attorney Boone" (a title that names a lawyer).
const PRONOUN_DOES =
  /^(?:(?:he|she)\s+(?:does|did|can|could|will|would|has|had|is|was|do)\b|(?:him|her|he|she)(?=\s*(?:[.,;:!?)]|$|(?:fr|tho|lol|period|hands down|no cap|in|at|on|for|and|but|so|when|with)\b))|(?:Mr|Ms|Mrs|Mx)\.? [A-Z])/;
const LAWYER_TITLED = /^(?:Attorney|Atty\.?|Counselor) (?!General\b)[A-Z]/;
const PRONOUN_ENDING = /\b(?:he|she) (?:does|did|can|do)$/i;
// The firm's lawyer named just before: "Attorney Boone has two consults left", "Ms. Lane will call you", "our founder".
const FIRMS_LAWYER_NAMED =
  /\b(?:Attorney|Atty\.?|Counselor|Lawyer) [A-Z]|\b(?:Mr|Ms|Mrs|Mx)\.? [A-Z]|\b(?:our|my) (?:[\w-]+ )?(?:attorneys?|lawyers?|partners?|founder|litigators?)\b/;
// ... and no one else a pronoun could stand for: "Dr. Patel operated on your knee; nobody knows it better than she does".
const SOMEONE_ELSE_NAMED =
  /\b(?:Dr\.?|doctors?|surgeons?|nurses?|therapists?|physicians?|chiropractors?|dentists?|coach|teachers?|mechanics?|mom|mother|dad|father|wife|husband|grand(?:ma|pa|mother|father)|aunt|uncle|sister|brother|daughter|son|friends?|neighbou?rs?|doctor)\b/i;

const LAWYER_TITLE_BEFORE = /\b(?:Attorney|Atty\.?|Counselor)\s+(?:[A-Z][a-z'-]+\s+)?$/;

/** Whether the name after "than" was just introduced as a lawyer: "Attorney Boone has two consults left. Nobody ... than Boone". */
function titledLawyerBefore(context: string, afterThan: string): boolean {
  const name = /^[A-Z][a-z'-]+\b/.exec(afterThan)?.[0];
  if (!name || SOMEONE_ELSE_NAMED.test(context)) return false;
  for (let at = context.indexOf(name); at >= 0; at = context.indexOf(name, at + 1))
    if (LAWYER_TITLE_BEFORE.test(context.slice(Math.max(0, at - 30), at))) return true;
  return false;
}

/** Whether "he" or "she" after "than" is the firm's lawyer, named in this sentence or the two before. */
function ourLawyerJustNamed(view: SentenceView, twoBack: string, at: number): boolean {
  const context = `${twoBack} ${view.previous} ${view.text.slice(0, at)}`;
  return FIRMS_LAWYER_NAMED.test(context) && !SOMEONE_ELSE_NAMED.test(context);
}
// "No one is more important to us than our clients": the firm's people, not the firm, after "than".
const OUR_PEOPLE =
  /^our\s+(?:clients?|famil(?:y|ies)|kids|children|community|neighbou?rs|readers|staff|own|town|city|county|state|country|referral|patients|riders|veterans)\b/i;

/** Whether the person named after "than" signs the email or is introduced as the firm's: then the comparison is the firm's. */
function nameIsOurs(draft: DetectorInput['draft'], name: string, sentenceBefore: string, after: string): boolean {
  const person = PERSON_NAMED.exec(name)?.[1];
  if (!person || ELSEWHERE_AFTER.test(after)) return false;
  if (OUR_LAWYERS_BEFORE.test(sentenceBefore)) return true;
  // A line of the body that starts with the name: the signature.
  const body = draft.body.match;
  for (let at = body.indexOf(person); at >= 0; at = body.indexOf(person, at + 1)) {
    const lineStart = body.lastIndexOf('\n', at - 1) + 1;
    const rest = body.slice(at + person.length, at + person.length + 12);
    if (body.slice(lineStart, at).trim() === '' && /^\s*(?:,|\n|$|Esq)/.test(rest)) return true;
  }
  return false;
}

// "No lawyer can promise better results" denies a promise; it claims nothing about the firm.
const ABOUT_PROMISES = /\b(?:guarantee|promise|predict)\w*\b/i;

/**
 * How a match is read: `superlative` (unless denied, advice on choosing a lawyer, "the best
 * lawyer for you", or a recognition's name), `comparative` (unless denied), `ourResults` (only
 * when the sentence speaks for the firm), `nobody` (unless it denies a promise, or compares
 * someone other than the firm: "nobody knows your injuries better than your doctor"), `saidOfUs`
 * (only when its subject is the firm: "we're the only ...", "Earl is the toughest negotiator"),
 * `dare` (only with "we'll wait", "good luck" and the like), `settle` (the firm named in the
 * sentence or the next), `deed` (what the firm or its lawyer did).
 */
type Reading =
  'superlative' | 'comparative' | 'ourResults' | 'nobody' | 'ours' | 'contrast' | 'pointed' | 'saidOfUs' | 'dare' | 'settle' | 'deed';
// The words a negative subject needs, so that most sentences with "no" or "there" are not tried.
const AGAINST_EXPECTATIONS = /^\s+(?:expects?|expected|thinks?|thought|imagines?|imagined|guesses|guessed|would (?:expect|think|guess))\b/i;
const NOBODY_GUARD =
  /nobody|no[ -]one|\bno (?:[\w'-]+ ){0,3}?(?:law firm|firm|lawyer|attorney|team|office|abogad|practice|outfit|crew|captain|squad|skipper)(?=)|not (?:a single|one|many)(?=)|none of|there(?:'s| is| are)? (?:no|not|isn't|aren't|ain't|aint)(?=)\b|find (?:a|an|any|anybody|anyone)(?=)\b|\bfew (?:[\w'-]+ ){0,3}?(?:firms|lawyers|attorneys|teams|offices|practices|outfits|practitioners|litigators)(?=)|\bnone (?:of them |of us )?(?:was|were|is|are|has|had|could|can|did|does|worked|fought|came|comes)(?=)\b/i;

const SUPERLATIVE_GUARD =
  /best|more better|notch|tier|world-class|first-rate|elite|est\b|est-|#1|no\. ?1|number|mero uno|top|leading|premier|foremost|preeminent|most|favou?rite|go-to/i;
const COMPARISON_PATTERNS: readonly Guarded<Reading>[] = [
  { guard: SUPERLATIVE_GUARD, pattern: SUPERLATIVE_LAWYER, reading: 'superlative' },
  {
    guard: /\bin the (?:[\w-]+ )?(?:injury|law|legal|trial|PI)(?=) (?:business|game|world|trade|field|racket)\b/i,
    pattern: BEST_IN_THE_TRADE,
    reading: 'superlative',
  },
  {
    guard: /\b(?:call|calls|called|name|names|named|consider|considers|considered|know|knows|rate|rates)\s+(?:us|our)\b/i,
    pattern: CALL_US_THE_BEST,
    reading: 'superlative',
  },
  { guard: /\b(?:we(?:'re| are)|our (?:lawyers|attorneys|team|firm) (?:are|is))\b/i, pattern: WE_ARE_THE_TOP, reading: 'superlative' },
  {
    guard: /\bthan (?:anybody|anyone|any other|every other|all the other|the rest)\b/i,
    pattern: THE_ONE_AHEAD_IS_US,
    reading: 'superlative',
  },
  { guard: /\b(?:rate|rates|rank|ranks|call|calls|pick|picks|name|names|put|puts)\b/i, pattern: RATED_FIRST, reading: 'superlative' },
  { guard: SUPERLATIVE_GUARD, pattern: SUPERLATIVE_SELF, reading: 'superlative' },
  { guard: /with the (?:most|highest|largest|biggest|best|greatest)\b/i, pattern: WITH_THE_MOST, reading: 'superlative' },
  { guard: /\b(?:of|with) (?:the )?(?:more|most|great|high|best|big|larg|better)/i, pattern: OF_MORE, reading: 'superlative' },
  {
    guard: /fear|dread|hate|(?:respect|avoid)\s+(?:the\s+)?most|(?:least|last)\s+(?:want|like)/i,
    pattern: FEARED_MOST,
    reading: 'comparative',
  },
  {
    guard:
      /\bthe (?:very )?(?:best|top|finest|greatest|#1|number[- ]one|leading)\s+(?:in|between|across|around|along|up and down|this side|(?:east|west|north|south) of)\b/i,
    pattern: BEST_IN_PLACE,
    reading: 'superlative',
  },
  { guard: /than/i, pattern: THAN_OTHERS, reading: 'comparative' },
  { guard: /than any/i, pattern: THAN_ANYONE_HERE, reading: 'comparative' },
  {
    guard: /\bout-?(?:work|fight|perform|hustle|prepare|smart|class|match|pace|play|think|lawyer)/i,
    pattern: OUTDO_OTHERS,
    reading: 'comparative',
  },
  {
    guard:
      /unmatched|unrival|unparal|unbeat|second (?:only )?to|without equal|shoulders over|like no other|class of|league of|best of|choice|name|pick|top \d|less than the best|above|unlike|top of the top|apart from/i,
    pattern: UNRIVALLED,
    reading: 'comparative',
  },
  // The comparative before the firm word is rarer than "find", "there" and "do", which most emails have.
  {
    guard:
      /\b(?:better|finer|tougher|sharper|smarter|greater|harder[- ]working|stronger|(?:higher|better|more highly)[- ]rated|more (?:experienced|dedicated|skilled|aggressive|trusted|respected|capable|prepared|caring|committed|qualified|accomplished|successful))\s/i,
    pattern: NONE_BETTER,
    reading: 'comparative',
  },
  {
    guard: /\b(?:other|big|billboard|those|most|many|some)\s+(?:[\w-]+\s+)?(?:firms|lawyers|attorneys|offices)\b/i,
    pattern: WHILE_OTHERS,
    reading: 'contrast',
  },
  { guard: /ranked|rated|vot|named/i, pattern: RANKED, reading: 'comparative' },
  { guard: /GOAT|G\.O\.A\.T/, pattern: GOAT, reading: 'comparative' },
  {
    guard: /nightmare|other (?:lawyers|attorneys|firms)|superior|surpass|outshine|elite/i,
    pattern: THROUGH_OTHERS,
    reading: 'comparative',
  },
  { guard: /best/i, pattern: BARE_BEST, reading: 'comparative' },
  { guard: /biggest|largest|highest|most|best/i, pattern: BIGGEST_RESULTS, reading: 'ourResults' },
  {
    guard: NOBODY_GUARD,
    pattern: NOBODY_BETTER,
    reading: 'nobody',
  },
  // The same guard as above, so its scan of the email is shared; the pattern fails fast without "than" or "as".
  { guard: NOBODY_GUARD, pattern: NOBODY_THAN, reading: 'nobody' },
  { guard: /\b(?:so|as) (?:many|much|often)\b/i, pattern: NONE_SO_MANY, reading: 'nobody' },
];

/** The families added from the third held-out set's misses and the probes in new voices. */
const MORE_PATTERNS: readonly Guarded<Reading>[] = [
  {
    guard: /\bthe (?:best|most|high|big|larg|great|strong|top|#1|number)/i,
    pattern: HAS_THE_MOST,
    reading: 'ours',
  },
  { guard: /\bthan (?:any|every|all|the|others)/i, pattern: THAN_EVERYONE, reading: 'comparative' },
  { guard: /\bthan (?:any|every|all|the|others)/i, pattern: SHE_THAN_EVERYONE, reading: 'comparative' },
  { guard: /\bthe (?:more|mas|más) /i, pattern: THE_MORE_OF, reading: 'ours' },
  { guard: /\bthey(?:'re| are| r| re| the| da)\b/i, pattern: THEY_THE_BEST, reading: 'ours' },
  {
    guard: /\bthe (?:very )?(?:best|top|#1|number|great|fine|tough|strong)/i,
    pattern: THE_BEST_BARE,
    reading: 'pointed',
  },
];
/** Families whose words most emails never use. */
const SCARCE_PATTERNS: readonly Guarded<Reading>[] = [
  {
    guard: /\b(?:kings?|queens?|champ\w*|mvps?|top dogs?|big dogs?|heavyweights?|titans?|giants?) (?:of|in)\b/i,
    pattern: TITLE_OF_FIELD,
    reading: 'ours',
  },
  {
    guard: /crop|creme|crème|the (?:pack|field)|ahead of|top of the|above the|kept secret/i,
    pattern: IDIOM_OF_LEADING,
    reading: 'ours',
  },
  {
    guard: /first place|in first|(?:ed|es) first|placed first|top spot|1 spot|one spot|prize|\bgold\b|on top/i,
    pattern: FIRST_PLACE,
    reading: 'ours',
  },
  {
    guard:
      /\b(?:beat|outrank|outrate|top)\w* (?:all |every |any |the )?(?:other|big|big-city|billboard|tv|1-800|chain|volume|those|competing|competition|downtown)\b/i,
    pattern: BEAT_OTHERS,
    reading: 'ours',
  },
  {
    guard: /(?:twice|times|double|triple) (?:as (?:many|much)|more)/i,
    pattern: MULTIPLE_OF_OTHERS,
    reading: 'comparative',
  },
  {
    guard: /(?:n't|not|never)\s+(?:match|compete|keep up|touch|hold a candle|compare|beat|top|outwork|outfight)\b/i,
    pattern: CANNOT_MATCH_US,
    reading: 'nobody',
  },
  {
    guard: /(?:er|working) (?:injury |trial )?(?:lawyers|attorneys|law firm|firm|legal team|representation|advocates)/i,
    pattern: BETTER_LAWYERS,
    reading: 'pointed',
  },
  {
    guard: /(?:body|one) else (?:in|around|across)|no other (?:law )?(?:firm|lawyer|attorney|office)s? (?:in|around|across)/i,
    pattern: NOBODY_ELSE_IN,
    reading: 'nobody',
  },
  {
    guard: /out-?(?:work|fight|hustle|prepare|smart|class|last|gun|maneuver|perform)|(?:harder|more) than (?:every|each|any|all|them|'em)/i,
    pattern: OUTDO_THEM,
    reading: 'ours',
  },
  {
    guard: /hard[- ]pressed to|(?:hard|difficult|tough|impossible) to (?:find|name|think)|good luck finding|try finding|struggle to/i,
    pattern: HARD_TO_FIND_BETTER,
    reading: 'nobody',
  },
  { guard: /\bthe (?:first and )?(?:only|sole)\b/i, pattern: ONLY_ONE, reading: 'saidOfUs' },
  { guard: /'s (?:only|sole) /i, pattern: PLACE_ONLY, reading: 'saidOfUs' },
  {
    guard:
      /negotiator|examiner|closer|trial (?:dog|gun|warrior)|courtroom (?:warrior|brawler|fighter|dog)|fighter|questioner|(?:best|greatest|finest|toughest) (?:there|out there|around|money can|in the (?:game|biz|business))/i,
    pattern: ROLE_SUPERLATIVE,
    reading: 'saidOfUs',
  },
  {
    guard:
      /\b(?:cadillac|rolls[- ]royce|mercedes|ferrari|lamborghini|tiffany|gold standard|michael jordan|lebron|tom brady|babe ruth) (?:of|in|for|among)\b/i,
    pattern: BRAND_OF_FIELD,
    reading: 'ours',
  },
  { guard: /to beat\b/i, pattern: TO_BEAT, reading: 'ours' },
  // Spelled out, accents and all, so that the three-character filter can read the guard.
  { guard: /mejor|melhor|numero u|número u|nadie|ningun|ningún|ninguem|ninguém|nenhum/i, pattern: SPANISH_BEST, reading: 'superlative' },
  {
    guard:
      /\b(?:firms|lawyers|attorneys) (?:need (?:help|a hand|a trial|backup|someone)|get (?:stuck|in over|in trouble)|are (?:stuck|in trouble)|can't (?:win|handle|try))/i,
    pattern: OTHERS_CALL_US,
    reading: 'ours',
  },
  {
    guard:
      /\b(?:in (?:a )?(?:different|whole (?:other|different)|another) (?:league|class|tier)|on (?:a |an )?(?:whole )?(?:other|another|different|higher) level|next[- ]level|built different)/i,
    pattern: OWN_LEAGUE,
    reading: 'ours',
  },
  { guard: /second[- ]|less than the/i, pattern: SETTLE_FOR_LESS, reading: 'settle' },
  { guard: /\bnone /i, pattern: NONE_FINER, reading: 'nobody' },
  { guard: /\b(?:done|do|gotten|got|won|pulled off|achieved) what (?:we|i|he|she|[A-Z])/i, pattern: DONE_WHAT_WE_DID, reading: 'deed' },
  {
    guard:
      /\b(?:never|not yet|yet to|haven't|have not|didn't ever) (?:met|seen|saw|known|knew|found|come|worked|run|gone|faced|watched)|\bthere(?:'s| is| are|'re) (?:not|never been) (?:a|an|any|another|one)\b/i,
    pattern: NEVER_MET_BETTER,
    reading: 'nobody',
  },
  { guard: /\bof all the\b/i, pattern: OF_ALL_FIRMS, reading: 'comparative' },
  {
    guard:
      /\bof any (?:other )?(?:[\w-]+ )?(?:law firm|firm|lawyer|attorney|practice|office|team|outfit)|\bof all (?:the )?(?:other )?(?:[\w-]+ )?(?:law firms|firms|lawyers|attorneys|practices|offices|teams|outfits)/i,
    pattern: MOST_OF_ANY,
    reading: 'comparative',
  },
  { guard: /\b(?:guys|gals|crew|folks|bunch|squad|gang) (?:[\w'-]+ ){0,3}?for\b/i, pattern: BEST_CREW, reading: 'superlative' },
  { guard: /\bno better (?:choice|pick|call)\b/i, pattern: NO_BETTER_CHOICE, reading: 'comparative' },
  { guard: /\b(?:rank|rate|vote|name|call|crown)\w* (?:us|our)\b/i, pattern: RANKED_US, reading: 'comparative' },
  { guard: /\bhands\b/i, pattern: BEST_HANDS, reading: 'comparative' },
  { guard: /(?:we|our \w+)(?:'ve got| have| has| got) the\b/i, pattern: OURS_HAS_BEST, reading: 'comparative' },
  { guard: /(?:trust|call|choose|pick|turn to|relies on|rely on)\w* (?:the )?most\b/i, pattern: PLACE_TRUSTS_MOST, reading: 'pointed' },
  {
    guard: /up against (?:any|every|all)|up (?:well )?against (?:any|every|all)|\bcompare (?:this|our)\b/i,
    pattern: UP_AGAINST_ANY,
    reading: 'ours',
  },
  {
    guard:
      /(?:trust|trusts|call|calls|choose|chooses|prefer|prefers|recommend|recommends|turn to|turns to|relies on|rely on) (?:most|the most)\b/,
    pattern: TRUSTED_MOST,
    reading: 'comparative',
  },
  { guard: /(?:beat|top|outrank|outshine|outdo|outclass)\w* (?:any|every)/i, pattern: BEATS_ANYONE, reading: 'ours' },
  {
    guard: /\bthe (?:top dog|big dog|big cheese|king|queen|champ|heavyweight|MVP|boss|big kahuna)/i,
    pattern: TITLE_IN_PLACE,
    reading: 'saidOfUs',
  },
  {
    guard: /\b(?:comes?|came|come|gets?|got) (?:anywhere )?close\b|\b(?:compares|can compare|can compete|holds a candle|stacks? up)\b/i,
    pattern: NOBODY_CLOSE,
    reading: 'nobody',
  },
  {
    guard: /\b(?:find|show me|name|point me to|bring me) (?:me )?(?:a|an|one|another)\b/i,
    pattern: DARE_FIND,
    reading: 'dare',
  },
  { guard: /\bthan (?:any|the rest)/i, pattern: MORE_CASES_THAN_ANYONE, reading: 'ours' },
  { guard: /\bthan (?:\w+ (?:\w+ )?of )?(?:them|'em|those|they)\b/i, pattern: AHEAD_OF_THEM, reading: 'comparative' },
  { guard: /(?:circles|rings) around|in the dust|out of the water/i, pattern: OUTCLASS_IDIOM, reading: 'ours' },
  {
    guard: /if there(?:'s| is| are) (?:a |an |any )?(?:better|tough|strong|hard|more)/i,
    pattern: IF_THERE_IS_BETTER,
    reading: 'comparative',
  },
  { guard: /(?:class|league) (?:by|of) (?:him|her|it|our|them|his|her)/i, pattern: CLASS_BY_ITSELF, reading: 'ours' },
  {
    guard: /#1|no\. ?1|number[- ]one/i,
    pattern: CAPTION_NUMBER_ONE,
    reading: 'comparative',
  },
  {
    guard: /(?:firms?|lawyers?|attorneys?|abogad[oa]s|offices?|bureau|team) (?:#1|no\. ?1|number|numero|número|more|most|mas|más)\b/i,
    pattern: RANK_AFTER_NOUN,
    reading: 'superlative',
  },
  {
    guard:
      /\b(?:no|few) (?:peer|equal|rival)|without (?:a )?(?:peer|equal|rival)|peerless|unequal|unsurpassed|matchless|incomparable|the (?:equal|peer) of/i,
    pattern: NO_PEER,
    reading: 'ours',
  },
  {
    guard: /\b(?:first|alone|foremost|highest|tallest|supreme|unrival\w*|preeminent) among\b/i,
    pattern: FIRST_AMONG,
    reading: 'comparative',
  },
  { guard: /crush|smok|dominat|destroy|embarrass|blow|blew|to shame/i, pattern: CRUSH_OTHERS, reading: 'ours' },
  {
    guard: /(?:scared|afraid|terrified|jealous|envious) of|(?:firms|lawyers|attorneys) (?:wish|envy|copy|imitate|try to copy|would kill)/i,
    pattern: OTHERS_ENVY,
    reading: 'comparative',
  },
  {
    guard: /\b(?:mas|más|mais|no hay|no existe|nao|não|mejor|melhor|numero uno|número uno)\b/i,
    pattern: SPANISH_RANK,
    reading: 'superlative',
  },
];

interface FirmWords {
  /** The words after "than" that mean the firm: "than we do", "than this office", "than Earl". */
  us: RegExp;
  /** The sentence speaks for the firm: we, our, this office, its name. */
  ours: RegExp;
  /** "The best" pointed at the firm: "that's Earl Pickett", "you call us". */
  pointsAtUs: RegExp;
  /** Nobody compared with the firm by its name: "no one compares to Pickett & Moreau". */
  nobodyLikeUs?: Guarded<Reading>;
  /** The firm by its name ahead of everyone: "Earl knows no-fault law better than anyone in the state". */
  namedAheadOfAll?: Guarded<Reading>;
  /** The firm by its name the best of a kind in a place: "Peach State is the top-rated shop in town". */
  namedTheBest?: Guarded<Reading>;
}
// Built once per firm: the engine runs as the attorney types.
const FIRM_WORDS = new Map<string, FirmWords>();
function firmWords(names: string): FirmWords {
  let words = FIRM_WORDS.get(names);
  if (words) return words;
  const orNames = names ? `|${names}` : '';
  words = {
    us: new RegExp(String.raw`^(?:we|us|ours|our|this (?:firm|office|team)|me|i${orNames})\b`, 'i'),
    ours: new RegExp(String.raw`\b(?:we|we're|we've|us|our|ours|this (?:firm|office|team)${orNames})\b`, 'i'),
    pointsAtUs: new RegExp(
      String.raw`(?:\b(?:that(?:'s| is)|you call|call|it's|it is|means|is|are|hire)|:)\s+(?:(?:attorney|lawyer|mr\.?|ms\.?)\s+)?(?:us|we${orNames})\b`,
      'i',
    ),
    nobodyLikeUs: names
      ? {
          guard: new RegExp(
            String.raw`\b(?:like|compares? (?:to|with)|comes? close to|beats?|tops?|matches|rivals?|outworks?|outfights?|as|than) (?:${names})\b`,
            'i',
          ),
          pattern: new RegExp(
            String.raw`\b${NOBODY_SUBJECT}\b[^.!?]{0,60}?\b(?:like|compares? (?:to|with)|comes? close to|beats?|tops?|matches|rivals?|outworks?|outfights?|(?:so|as) (?:many|much|often)\b[^.!?]{0,50}?\bas) (?:${names})\b`,
            'gi',
          ),
          reading: 'nobody',
        }
      : undefined,
    namedTheBest: names
      ? {
          guard: /\bthe (?:top|best|#1|number one|leading|finest|most)\b/i,
          pattern: new RegExp(
            String.raw`\b(?:${names})(?:'s| is| are)(?=) (?:simply |just |still |truly )?the (?:${SUPERLATIVE}) [\w-]+(?: [\w-]+)? (?:in|on|across|around)(?=) (?:town|the (?:county|city|state|region|area|valley|coast)|[A-Z])`,
            'g',
          ),
          reading: 'superlative',
        }
      : undefined,
    namedAheadOfAll: names
      ? {
          guard: /\bthan (?:any|every|all|the (?:others|rest)|others)/i,
          pattern: new RegExp(
            String.raw`\b(?:${names})\b(?:(?!\byou\b)[^.!?,;]){0,50}?\b${COMPARATIVE_WORD}\b[^.!?]{0,40}?\bthan (?:anyone|anybody|everyone|everybody|all (?:the )?others|the others|others|the rest)\b`,
            'gi',
          ),
          reading: 'ours',
        }
      : undefined,
  };
  if (FIRM_WORDS.size > 50) FIRM_WORDS.clear();
  FIRM_WORDS.set(names, words);
  return words;
}

export function comparison({ draft, rows, firm }: DetectorInput): Hit[] {
  const patterns: Guarded<Reading>[] = possibleInSentences(draft, COMPARISON_PATTERNS);
  for (const more of possibleInSentences(draft, MORE_PATTERNS)) patterns.push(more);
  // Each scarce guard on its own: most fail the three-character filter without a scan, where one
  // gate over all of them had to try each of their sixty alternatives at every position.
  for (const scarce of possibleInSentences(draft, SCARCE_PATTERNS)) patterns.push(scarce);
  const names = firmNameWords(firm);
  const { us, ours, pointsAtUs, nobodyLikeUs, namedAheadOfAll, namedTheBest } = firmWords(names);
  if (namedTheBest && mayOccurIn(draft, namedTheBest.guard) && namedTheBest.guard.test(draft.match)) patterns.push(namedTheBest);
  if (nobodyLikeUs && mayOccurIn(draft, nobodyLikeUs.guard) && nobodyLikeUs.guard.test(draft.match)) patterns.push(nobodyLikeUs);
  if (namedAheadOfAll && mayOccurIn(draft, namedAheadOfAll.guard) && namedAheadOfAll.guard.test(draft.match))
    patterns.push(namedAheadOfAll);
  const nobodyHereMayOccur = mayOccurIn(draft, NOBODY_HERE_GUARD);
  if (patterns.length === 0 && !nobodyHereMayOccur) return [];
  const nyRow = rows.find((row) => row.needsNyDisclaimer);
  const nyDisclaimerMissing = nyRow !== undefined && !hasNyDisclaimer(draft);
  const hits: Hit[] = [];
  const add = (view: SentenceView, start: number, end: number) => {
    if (isReported(view, start) && !isOwnPeopleWho(view.text, start)) return;
    if (quotedFromOthers(view, start) || isNamedSlogan(view.text, start, end)) return;
    // "About those '#1 injury firm' posters on the subway": others' advertising, named by what carries it.
    if (/['"\u2018\u201c]\s*$/.test(view.text.slice(0, start)) && QUOTED_AD_AFTER.test(view.text.slice(end))) return;
    // "We get clients paid faster than anybody expects": measured against expectations, not other lawyers.
    if (AGAINST_EXPECTATIONS.test(view.text.slice(end, end + 30))) return;
    const words = quote(view.field, view.span.start + start, view.span.start + end);
    const detail = nyDisclaimerMissing
      ? `${words} compares the firm with other lawyers. Keep it only if you can prove it, and in New York add “${NY_DISCLAIMER}”`
      : `${words} claims superiority the firm may not be able to prove. Keep it only if an objective source supports it, or describe the firm plainly`;
    const broken = nyRow && !nyDisclaimerMissing ? rows.filter((row) => row !== nyRow) : rows;
    hits.push(hitIn(view, start, end, detail, { rows: broken }));
  };
  let prior: SentenceView = { field: draft.subject, span: { start: 0, end: 0 }, text: '', previous: '' };
  for (const view of eachSentence(draft)) {
    const text = view.text;
    // "Other firms treat you like a number. Not us.": the contrast drawn across two sentences.
    // "Other firms? They settle. We fight.": the others named, then what they do, then what the firm does.
    const twoBack = prior.field === view.field ? prior.previous : '';
    const asked = prior.field === view.field ? prior : null;
    prior = view;
    // "Who fights harder than Pickett & Moreau? Nobody.": the question's answer makes it a claim.
    if (asked && ANSWERED_NONE.test(text) && isQuestion(asked.text)) {
      for (const m of matches(asked.text, ASKED_BETTER)) {
        if (FEELING.test(asked.text) || NOT_LAW.test(m.text)) continue;
        const than = THAN_WHOM.exec(asked.text.slice(m.end));
        if (than && !us.test(than[1]!) && !nameIsOurs(draft, than[1]!, '', asked.text.slice(m.end + than[0].length))) continue;
        add(asked, m.start, m.end);
      }
    }
    const othersNamed = OTHERS_FIRST.test(view.previous) || (/^\W*they\b/i.test(view.previous) && OTHERS_FIRST.test(twoBack));
    const contrast = othersNamed ? CONTRAST_NEXT.exec(text) : null;
    if (contrast && !/\b(?:too|also|as well|the same)\b/i.test(text) && !isQuestion(text))
      add(view, contrast.index, contrast.index + contrast[0].length);
    if (nobodyHereMayOccur && NOBODY_HERE_GUARD.test(text)) {
      for (const m of matches(text, NOBODY_HERE)) {
        const claim = text.slice(m.start);
        if (ABOUT_PROMISES.test(claim) || FEELING.test(claim) || NOT_LAW.test(claim) || asksAbout(text, m.end)) continue;
        if (NOT_SAYING_BEFORE.test(text.slice(0, m.start))) continue;
        const end = measuredAgainstUs(draft, view, `${twoBack} ${view.previous} ${text.slice(0, m.start)}`, m, { us, ours, names });
        if (end >= 0) add(view, m.start, end);
      }
    }
    // Any noun the firm's trade makes of it, measured in words against the firm: "no patrol in Texas pulls people off
    // the mountain like Ruiz Trial Lawyers", "nobody working Houston gets hurt folks off the hill the way Mr. Ruiz does".
    if (NOBODY_ANY_NOUN_GUARD.test(text)) {
      for (const m of matches(text, NOBODY_ANY_NOUN)) {
        const claim = text.slice(m.start);
        if (ABOUT_PROMISES.test(claim) || FEELING.test(claim) || NOT_LAW.test(claim) || asksAbout(text, m.end)) continue;
        if (NOT_SAYING_BEFORE.test(text.slice(0, m.start))) continue;
        const end = measuredAgainstUs(draft, view, `${twoBack} ${view.previous} ${text.slice(0, m.start)}`, m, { us, ours, names }, true);
        if (end >= 0) add(view, m.start, end);
      }
    }
    // "There are plenty of firms in this city, but none of them bakes a case like Okafor & Lane."
    if (/\bnone of them\b/i.test(text)) {
      for (const m of matches(text, NONE_OF_THE_FIRMS)) {
        if (FEELING.test(text.slice(m.start)) || NOT_LAW.test(text.slice(m.start)) || asksAbout(text, m.end)) continue;
        const end = measuredAgainstUs(draft, view, `${twoBack} ${view.previous} ${text.slice(0, m.start)}`, m, { us, ours, names });
        if (end >= 0) add(view, m.start, end);
      }
    }
    // Patterns listed together under one guard (the superlatives, the negative subjects) test it once per sentence.
    let lastGuard: RegExp | undefined;
    let lastFound = false;
    for (const { guard, pattern, reading } of patterns) {
      if (guard !== lastGuard) {
        lastGuard = guard;
        lastFound = guard.test(text);
      }
      if (!lastFound) continue;
      for (const m of matches(text, pattern)) {
        if (OTHER_PERSON_WHO.test(text.slice(0, m.start))) continue;
        if (reading === 'nobody') {
          if (ABOUT_PROMISES.test(m.text) || FEELING.test(text.slice(m.start, m.end + 16)) || NOT_LAW.test(m.text)) continue;
          if (asksAbout(text, m.end) || NOT_SAYING_BEFORE.test(text.slice(0, m.start))) continue;
          // "Some firms advertise that nobody outworks them": someone else is the one unbeaten.
          if (OBJECT_OTHER.test(text.slice(m.end))) continue;
          if (INSIDE_THE_FIRM.test(text.slice(m.start).replace(NOBODY_LEAD, ''))) continue;
          const than = THAN_WHOM.exec(text.slice(m.end));
          const ourLawyer =
            (OBTAINED_MORE.test(m.text) && MORE_MONEY_THAN.test(text.slice(m.end)) && ONE_OF_US.test(than?.[1] ?? '')) ||
            (than !== null && nameIsOurs(draft, than[1]!, text.slice(0, m.start), text.slice(m.end + than[0].length)));
          const afterThan = than === null ? '' : text.slice(m.end + than[0].length - than[1]!.length);
          const usInWords =
            than !== null &&
            (US_IN_WORDS.test(afterThan) ||
              (THIS_ONE.test(afterThan) && FIRMS_COMPARED.test(`${text.slice(0, m.start)} ${m.text}`)) ||
              (LAWYER_TITLED.test(afterThan) && !SOMEONE_ELSE_NAMED.test(`${view.previous} ${text.slice(0, m.start)}`)) ||
              (PRONOUN_DOES.test(afterThan) && ourLawyerJustNamed(view, twoBack, m.start)) ||
              titledLawyerBefore(`${twoBack} ${view.previous} ${text.slice(0, m.start)}`, afterThan) ||
              // "Than the crew at Okafor & Lane", "than the folks at Ruiz".
              (names !== '' && new RegExp(String.raw`^(?:the |our )?${CREW_AT}(?:${names})\b`).test(afterThan)));
          // "Nobody handles wrecks like she does" speaks for the firm only when she is its lawyer.
          if (PRONOUN_ENDING.test(m.text) && !ourLawyerJustNamed(view, twoBack, m.start)) continue;
          if (than && ((!us.test(than[1]!) && !ourLawyer && !usInWords) || OUR_PEOPLE.test(than[1]!))) continue;
          const asMany = AS_MANY_AS_WHOM.exec(text.slice(m.end)) ?? (AS_ENDING.test(m.text) ? AS_WHOM.exec(text.slice(m.end)) : null);
          if (
            asMany &&
            !us.test(asMany[1]!) &&
            !US_IN_WORDS.test(text.slice(m.end + asMany[0].length - asMany[1]!.length)) &&
            !(THIS_ONE.test(asMany[1]!) && FIRMS_COMPARED.test(`${text.slice(0, m.start)} ${m.text}`)) &&
            !nameIsOurs(draft, asMany[1]!, text.slice(0, m.start), text.slice(m.end + asMany[0].length))
          )
            continue;
        } else if (reading === 'deed') {
          const who = DEED_OF.exec(m.text)?.[1] ?? '';
          if (asksAbout(text, m.end) || FEELING.test(m.text)) continue;
          if (/^(?:he|she)$/i.test(who) ? !LAWYER_SUBJECT.test(m.text) : !us.test(who)) continue;
        } else if (reading === 'settle') {
          // The firm named in the sentence or the one after it: "Why settle for second best? Call Pickett & Moreau."
          if (!ours.test(text) && !ours.test(view.field.match.slice(view.span.end, view.span.end + 80))) continue;
        } else if (deniedAcross(text, m.start)) continue;
        if (
          pattern === SHE_THAN_EVERYONE &&
          (!ourLawyerJustNamed(view, twoBack, m.start) || !CASE_WORK.test(text) || NOT_LAW.test(m.text) || FEELING.test(m.text))
        )
          continue;
        if (reading === 'ourResults' && !/\b(?:we|our|us)\b/i.test(text)) continue;
        if (reading === 'ours') {
          if (!ours.test(text) || asksAbout(text, m.end)) continue;
          if (pattern === FIRST_PLACE && PRIZE_ELSEWHERE.test(text)) continue;
          if (pattern === NO_PEER) {
            // "Judge Whitfield had no equal on the bench" praises someone else; "Earl has no equal" is the firm's lawyer.
            const who = /^[\w'-]+/.exec(m.text)![0];
            if (
              /^(?:he|she)$/i.test(who)
                ? !ourLawyerJustNamed(view, twoBack, m.start)
                : /^[A-Z]/.test(who) && !us.test(who) && !/^(?:We|I)$/.test(who)
            )
              continue;
          }
          if (pattern === OUTDO_THEM && !OTHER_LAWYERS_NAMED.test(`${view.previous} ${text.slice(0, m.start)}`)) continue;
          if (pattern === namedAheadOfAll?.pattern && NOT_LAW.test(m.text)) continue;
          if (pattern === BEATS_ANYONE) {
            // What beats anyone's is the firm or its record: "Earl's record", not "Rosa's lasagna".
            const subject = text.slice(Math.max(0, m.start - 40), m.start);
            const named = /([\w']+)\s+$/.exec(subject)?.[1] ?? '';
            if (!(BEATING_SUBJECT.test(subject) && ours.test(subject)) && !us.test(named)) continue;
          }
        }
        if (reading === 'contrast' && NOT_A_CONTRAST.test(text)) continue;
        if (reading === 'saidOfUs') {
          const before = text.slice(0, m.start);
          if (asksAbout(text, m.end)) continue;
          // "The only one that called back" ranks the firm only after other firms are named.
          if (/ones?$/i.test(m.text) && !OTHER_LAWYERS_BEFORE.test(`${view.previous} ${before}`)) continue;
          // Said of the firm ("we're the only", "as the only", "Earl's the best there is"), or then named as the firm.
          const subject = SAID_OF_BEFORE.exec(before);
          if (subject) {
            if ((!FIRM_SUBJECT.test(subject[1]!) || !ours.test(text)) && !us.test(subject[1]!)) continue;
          } else if (!pointsAtUs.test(text.slice(m.end)) && !(NAME_CAPTION.test(before) && ours.test(before))) {
            // "As the only ..." and "we remain the only ..." need the firm as the subject, or no one else named (a caption).
            if (!BEING_BEFORE.test(before) || (!ours.test(before) && /[A-Z]/.test(before.slice(1)))) continue;
          }
          if (OTHER_ORGANISATION.test(before) && !ours.test(before)) continue;
          if (TRIVIA_AFTER.test(text.slice(m.end))) continue;
        }
        if (pattern === NOBODY_CLOSE && !LEGAL_CONTEXT.test(`${view.previous} ${text}`)) continue;
        if (pattern === TRUSTED_MOST) {
          // "Ask which firm Tampa families trust most" asks; "the lawyers Florida trusts most are the ones who listen" is general.
          if (/\b(?:which|what|whichever)\s+$/i.test(text.slice(0, m.start)) || IN_GENERAL_AFTER.test(text.slice(m.end))) continue;
          if (/^name/i.test(m.text) && !FOR_CASES.test(text.slice(m.end))) continue;
        }
        if (reading === 'dare') {
          const after = view.field.match.slice(view.span.start + m.end, view.span.end + 80);
          if (!DARE_CLOSER.test(after)) continue;
          const than = /than$/i.test(m.text) ? null : THAN_WHOM.exec(text.slice(m.end));
          if (than && !us.test(than[1]!) && !nameIsOurs(draft, than[1]!, '', text.slice(m.end + than[0].length))) continue;
        }
        if (pattern === AHEAD_OF_THEM) {
          // Read back from "than any of them" to the firm and what it is ahead in.
          const before = text.slice(Math.max(0, m.start - 110), m.start);
          const ahead = AHEAD_BEFORE.exec(before);
          if (!ahead || asksAbout(text, m.end) || /\b(?:not|never)\b|n't\b/i.test(ahead[0])) continue;
          if (!/^(?:we|i|our)\b/i.test(ahead[0]) && !us.test(ahead[0])) continue;
          m.start -= before.length - ahead.index;
          if (!OTHER_LAWYERS_BEFORE.test(`${twoBack} ${view.previous} ${text.slice(0, m.start)}`)) continue;
        }
        // "The best" counts when the sentence then names the firm: "that's Earl Pickett", "you call us".
        if (reading === 'pointed' && !pointsAtUs.test(text.slice(m.end))) {
          // "If you want the best, hire the best. Hire Pickett & Moreau.": the next sentence names the firm.
          const next = view.field.match.slice(view.span.end, view.span.end + 50);
          if (!WANTING_BEFORE.test(text.slice(0, m.start)) || !NEXT_NAMES_US.test(next) || !ours.test(next)) continue;
        }
        if (reading === 'comparative' && pattern === THAN_OTHERS) {
          const clauseBefore = text.slice(clauseAround(text, m.start).start, m.start);
          // A review's "they way better than the other lawyers i talked to": "they" are the firm the reviewer hired.
          const reviewed =
            /^\W*they\b/i.test(clauseBefore) &&
            /^(?:better|harder|stronger|smarter|tougher|faster|quicker|finer|sharper)\b/i.test(m.text) &&
            TRIED_OTHERS_AFTER.test(text.slice(m.end));
          // "You'll reach a human faster than at any other injury firm": the firm compared as a place to be served.
          const atOthers = /\bthan (?:at|with|from) /i.test(m.text);
          // "Nobody can promise how a claim ends, any more than the office can promise the pool opens": as little, not more.
          if (/^more\b/i.test(m.text) && /\bany\s+$/i.test(text.slice(Math.max(0, m.start - 5), m.start))) continue;
          // "You deserve a firm that has handled more stairwell cases than any other firm": the firm offers itself.
          const offered = FIRM_YOU_DESERVE.test(clauseBefore);
          if (OTHER_SUBJECT.test(clauseBefore) && !ours.test(clauseBefore) && !reviewed && !atOthers && !offered) continue;
        }
        // Another organisation's team: "the hospital's trauma team", "the Bucs are the best team in the NFC".
        const sentenceBefore = text.slice(0, m.start);
        if (TEAM_NOUN.test(m.text) || pattern === BEST_IN_PLACE || pattern === SUPERLATIVE_SELF || pattern === THEY_THE_BEST) {
          if ((OTHER_ORGANISATION.test(m.text) || OTHER_ORGANISATION.test(sentenceBefore)) && !ours.test(sentenceBefore)) continue;
          if (SPORTS.test(m.text) || (SPORTS.test(text) && !ours.test(text.slice(clauseAround(text, m.start).start, m.end)))) continue;
        }
        if (pattern === BEST_IN_PLACE) {
          const subject = SUBJECT_BEFORE.exec(sentenceBefore);
          if (subject && !FIRM_SUBJECT.test(subject[1]!) && !us.test(subject[1]!)) continue;
        }
        if (SOME_OF_THE.test(sentenceBefore) && !ours.test(text)) continue;
        if (reading === 'superlative') {
          // "Whether we're the best in Chicago isn't something I can tell you": the ranking is what is left open.
          if (/\bwhether\b[^.!?,;]{0,30}$/i.test(text.slice(0, m.start))) continue;
          // "Are you the best lawyers in town?" asks; "we are not the biggest firm" denies; "even the best lawyers lose" is general.
          if (asksAbout(text, m.end) || /\b(?:not|never)\b|n't\b/i.test(m.text) || /\beven (?:the )?$/i.test(text.slice(0, m.start)))
            continue;
          if (CHOOSING.test(text.slice(clauseAround(text, m.start).start, m.start)) || FOR_YOU_AFTER.test(text.slice(m.end))) continue;
          if (IN_GENERAL_AFTER.test(text.slice(m.end))) continue;
          // A recognition by name ("named to Best Lawyers") is not a claim the checker reads.
          if (/^(?:Best|Super) Lawyers/.test(m.text) && RECOGNITION.test(text.slice(0, m.start))) continue;
          if (TITLE_CASE.test(m.text) && (AWARD_BEFORE.test(text.slice(0, m.start)) || AWARD_AFTER.test(text.slice(m.end)))) continue;
          // The firm's own offices ranked among themselves: "our largest office is in Miami".
          if (/\b(?:our|its|their)\s+$/i.test(text.slice(0, m.start)) && /\b(?:offices?|locations?)$/i.test(m.text)) continue;
          if (OWN_OFFICES_AFTER.test(text.slice(m.end))) continue;
          if (pattern === SUPERLATIVE_SELF && PASTIME_AFTER.test(text.slice(m.end))) continue;
          // Another firm's words about itself: 'a competitor's spot says they're "the toughest lawyers in Tampa"'.
          if (SAID_BY_THEMSELVES.test(text.slice(Math.max(0, m.start - 60), m.start))) continue;
          // Another firm's ad quoted: "the subway ad calling some firm 'the toughest injury lawyers in New York'".
          if (CALLING_ANOTHER.test(text.slice(Math.max(0, m.start - 60), m.start))) continue;
          // "The best office dog", "the biggest office party": the legal word names something else.
          if (pattern === SUPERLATIVE_LAWYER && THING_AFTER.test(text.slice(m.end))) continue;
        }
        add(view, m.start, m.end);
      }
    }
  }
  return withoutOverlaps(hits);
}
