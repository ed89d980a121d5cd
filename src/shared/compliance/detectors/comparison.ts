/**
 * Superiority the firm cannot prove (`comparison`): superlatives about the firm or its lawyers
 * ("Miami's top-rated injury lawyers", "the most experienced wreck lawyers in Charlotte"),
 * comparisons with other lawyers ("better than any firm in Houston"), and the negative form a
 * comparison often takes ("no other firm in Illinois fights harder", "there isn't a lawyer in
 * Houston who outworks this office", "nobody does it better"). Advice on choosing a lawyer,
 * "your best interests", "a leading cause of crashes" and denied claims are not findings.
 */
import { type DetectorInput, type Hit, matches, quote, withoutOverlaps } from '../draft';
import { NY_DISCLAIMER } from '../rules';
import { clauseAround, isNegated } from '../text';
import { hasNyDisclaimer } from './claims';
import { eachSentence, firmNameWords, type Guarded, hitIn, isQuestion, isReported, possibleIn, type SentenceView } from './sentences';

/**
 * Any superlative in -est ("the toughest", "hardest-working"), except words that only end like
 * one ("honest", "interest") and facts anyone can check about age or distance ("oldest",
 * "nearest").
 */
const EST_SUPERLATIVE = String.raw`(?!(?:honest|commonest|interest|latest|nearest|closest|modest|earnest|request|contest|arrest|protest|suggest|rest|test|guest|chest|invest|harvest|manifest|digest|forest|oldest|newest|youngest|west|midwest|southwest|northwest|southeast|northeast|pest|quest|nest|vest|zest|crest|jest|lest|conquest|priest|inquest|bequest|unrest|attest|detest|infest|ingest|congest|divest|earliest|soonest)\b)[a-z]{2,}est(?:-[a-z]+)?`;
/** "Most" and any adjective after a determiner ("the most compassionate"); without one, "most" counts ("most injury lawyers"). */
const MOST_ADJECTIVE = String.raw`(?<=\b(?:the|our|'s)\s)most (?!(?:of|injury|personal|legal|law|car|auto|truck|accident|cases?|people|clients?|important|common|frequent|likely|recent|serious|dangerous|basic|difficult|typical|urgent|severe|costly|expensive|vulnerable|at[- ]risk)\b)[a-z][a-z-]+`;
const SUPERLATIVE = String.raw`(?:${EST_SUPERLATIVE}|${MOST_ADJECTIVE}|(?:more|most) (?:better|best)|go-to|top-notch|top-tier|world-class|first-rate|elite|best|largest|biggest|#1|no\. ?1|number[- ]one|top[- ]rated|highest[- ]rated|best[- ]rated|top(?! of\b)|leading(?! (?:up|to|cause|causes|role|edge|priority)\b)|premier|finest|greatest|foremost|preeminent|favou?rite|most popular|most (?:experienced|successful|trusted|respected|skilled|qualified|recommended|aggressive|awarded|accomplished|reviewed|decorated|feared|effective|powerful|winning))`;
const LEGAL_NOUN = String.raw`(?:law ?firms?|firms?|lawyers?|attorneys?|abogad[oa]s|abogad[oa]|counsel|litigators?|advocates?|legal (?:team|representation|help|services)|representation|law offices?|law group|injury group|teams?|office|names? in (?:[\w'-]+ ){0,3}?(?:law|injury|litigation|trial|cases))`;
// Words between a superlative and its noun are modifiers ("best personal injury lawyers"); a
// determiner means the superlative belongs to another noun ("the best compliment a lawyer can get").
// Nouns that a superlative belongs to ("the best way lawyers can help", "the commonest reason firms fail").
const MODIFIER = String.raw`(?:(?!(?:a|an|the|any|every|this|that|your|our|my|for|of|in|to|and|or|way|ways|thing|things|time|times|part|place|reason|reasons|news|mistakes?|questions?|advice|tips?|causes?|steps?|sources?|results?)\b)[\w'&-]+\s+)`;

/** A superlative before a word for lawyers: "the best injury lawyers", "#1 injury firm". */
const SUPERLATIVE_LAWYER = new RegExp(String.raw`(?<![\w#])${SUPERLATIVE}\s+${MODIFIER}{0,4}?${LEGAL_NOUN}\b`, 'gi');
/** The firm saying it of itself: "we're the best", "our lawyers are the most experienced". */
const SUPERLATIVE_SELF = new RegExp(
  String.raw`\b(?:we(?:'re| are)|i(?:'m| am)|(?<!\b(?:other|most|many|some|all|these|those|good|great|typical|your|their|other)\s)(?:our )?(?:firm|lawyers|attorneys|team|bureau|law office|office|practice) (?:is|are))(?: (?!our\b|my\b|your\b|their\b)[\w']+){0,2}? (?:the )?(?:${EST_SUPERLATIVE}|(?:more|most) (?:better|best)|best|#1|no\. ?1|number[- ]one|top[- ]rated|top(?! of\b)|leading|finest|greatest|most (?!(?:of|important|common|likely|recent|difficult|typical)\b)[a-z][a-z-]+)(?![\w-])|\bthe best at what (?:we|i) do\b`,
  'gi',
);
/** "The law firm of more prestige in Hialeah", "the team with the greatest experience". */
const OF_MORE = new RegExp(
  String.raw`\b${LEGAL_NOUN}\s+(?:of|with)\s+(?:the\s+)?(?:more|most|greater|greatest|higher|highest|best|bigger|biggest|larger|largest|better)\s+(?:[\w-]+\s+)?(?:prestige|experience|reputation|fame|success|trust|wins|results|verdicts|recoveries|victories|skill|knowledge|respect|recognition|awards|reviews|ratings?)\b`,
  'gi',
);
/** "The firm insurance companies fear most", "insurers fear us the most". */
const FEARED_MOST =
  /\b(?:firm|lawyers?|attorneys?|team|office)\s+(?:that\s+)?(?:insurance compan(?:y|ies)|insurers|insurance adjusters|adjusters|the insurance industry|big insurance|defense (?:lawyers|attorneys|firms))\s+(?:fear|dread|respect|hate|avoid)\s+(?:the\s+)?most\b|\b(?:fear|fears|dread|dreads)\s+(?:us|our (?:firm|lawyers|attorneys|team))\s+(?:the\s+)?most\b/gi;
/** "The very best in the state", "the top in Texas". */
const BEST_IN_PLACE =
  /\b[Tt]he (?:very )?(?:best|top|finest|greatest|#1|number[- ]one|leading)\s+in\s+(?:the |all of |our |this )?(?:state|city|county|town|area|region|country|nation|business|industry|valley|community|neighbou?rhood|[A-Z][\w.]+)\b/g;
/** "The firm ... with the most cases won", "the lawyers with the highest ratings". */
const WITH_THE_MOST = new RegExp(
  String.raw`\b(?:firm|lawyers?|attorneys?|team|office|practice|abogad[oa]s?)\b[^.!?]{0,40}?\bwith the (?:most|highest|largest|biggest|best|greatest)\b[^.!?]{0,30}?\b(?:cases|wins|verdicts|settlements|experience|clients|reviews|ratings?|results|recoveries)\b`,
  'gi',
);
const OUTDO = String.raw`out-?(?:work|fight|perform|hustle|prepare|smart|class|last|do|gun|maneuver)(?:s|ed|ing)?`;
const COMPARATIVE_WORD = String.raw`(?:better|harder|stronger|smarter|tougher|bigger|larger|higher|more|${OUTDO})`;
/** After "nobody", a comparison of effort or skill; a bare "more" is not ("no one wants more bills"). */
const NOBODY_WORD = String.raw`(?:better|harder|stronger|smarter|tougher|${OUTDO}|more (?:aggressively|passionately|diligently|effectively|(?:[\w-]+ )?(?:experience|cases|results|wins|verdicts|trials|clients))|(?:care|cares|work|works|fight|fights|try|tries|know|knows|give|gives|prepare|prepares|invest|invests|do|does) more\b|(?:beat|beats|top|tops|match|matches|rival|rivals|compares? (?:to|with)|comes? close to) (?:us|our|ours)\b|(?:can |could )?do what (?:we|i) do\b)`;
/** "better results than any other firm", "we fight harder than all the billboard lawyers". */
const THAN_OTHERS = new RegExp(
  String.raw`\b${COMPARATIVE_WORD}\b[^.!?]{0,60}?\bthan (?:any |all |most |every )?(?:(?:of )?the )?(?:other )?(?:[\w-]+ ){0,2}?(?:law )?(?:firms?|lawyers?|attorneys?|competitors?|competition|abogad[oa]s|offices?|teams?|practices?|groups?)\b`,
  'gi',
);
/** "We outwork every other firm in town." */
const OUTDO_OTHERS =
  /\bout-?(?:work|works|fight|fights|perform|performs|hustle|hustles|prepare|prepares|smart|smarts|class|classes)\s+(?:(?:every|any|all|the)\s+)?(?:other\s+)?(?:\w+\s+)?(?:firms?|lawyers?|attorneys?|competition|competitors?)\b/gi;
/**
 * Nobody is better than us: a negative subject ("no other firm", "nobody in Broward", "there
 * isn't a lawyer in Houston who") with a comparison ("fights harder", "outworks", "like us").
 */
const NOBODY_BETTER = new RegExp(
  String.raw`\b(?:nobody|no one|no-one|no other (?:[\w'-]+ ){0,2}?(?:law firms?|firms?|lawyers?|attorneys?|teams?|offices?|abogad[oa]s)|no (?:law firms?|firms?|lawyers?|attorneys?|teams?|offices?)|not a single (?:firm|lawyer|attorney)|there (?:is|'s|are) no (?:other |better )?(?:firm|lawyer|attorney|team|office)s?|there (?:isn't|is not|aren't|are not|ain't|aint) (?:a|an|any|another) (?:other )?(?:firm|lawyer|attorney|team|office)s?|you(?:'ll| will) (?:never|not) find (?:a|an|any) (?:\w+ )?(?:firm|lawyer|attorney|team)|you won't find (?:a|an|any) (?:\w+ )?(?:firm|lawyer|attorney|team))\b([^.!?]{0,60}?)\b(?:${NOBODY_WORD}\b|like (?:us|ours|we do|our (?:firm|team|lawyers|attorneys|abogad[oa]s))\b|as (?:hard|well|much|good|fast) as (?:we|us)\b|(?:win|wins|won|settle|settles|recover|recovers|handle|handles|try|tries) (?:so |as )?(?:many|more)\b)`,
  'gi',
);
const THAN_WHOM = /^[^.!?]{0,40}?\bthan\s+(?:(?:do|does|did)\s+)?([\w'&]+)/i;
/** "No other firm which wins so many kitchen-injury cases as our team." */
const NONE_SO_MANY =
  /\b(?:no other|no|not a single) (?:[\w'-]+ ){0,2}?(?:law firms?|firms?|lawyers?|attorneys?|teams?|offices?|abogad[oa]s)\b[^.!?]{0,40}?\b(?:so|as) (?:many|much|often)\b[^.!?]{0,50}?\bas (?:we|us|our|this (?:firm|office|team))\b/gi;
/** "You won't find a better injury lawyer", "there is no better firm for truck cases". */
const NONE_BETTER = new RegExp(
  String.raw`\b(?:you(?:'ll| will)? (?:never|not) (?:find|get|hire|do)|you won't (?:find|get|hire|do)|you can't (?:find|get|hire|do)|you cannot (?:find|get|hire|do)|there(?: is|'s| are) no|there (?:isn't|aren't))\s+(?:a |an |any )?(?:better|harder[- ]working|stronger|more (?:experienced|dedicated|skilled|aggressive|trusted))\s+(?:[\w-]+\s+){0,2}?(?:law firms?|firms?|lawyers?|attorneys?|teams?|advocates?|abogad[oa]s)\b`,
  'gi',
);
/** "Voted best injury firm", "rated #1". */
const RANKED = /\b(?:ranked|rated|voted|named)\s+(?:the\s+)?(?:#1|no\. ?1|number[- ]one|best|top|highest|first)\b/gi;
/** "We're the GOAT of injury law": the greatest of all time, in capitals (a goat is an animal). */
const GOAT = /\bG\.?O\.?A\.?T\b\.?/g;
/** Superiority said through others: "the insurance companies' worst nightmare", "the lawyers other lawyers call", "superior to other firms". */
const THROUGH_OTHERS =
  /\b(?:insurance compan(?:y|ies)|insurers?|adjusters?|big insurance|the insurance industry|defen[cs]e (?:lawyers|attorneys|firms))(?:'s|s'|')? (?:worst )?nightmares?\b|\b(?:lawyers?|attorneys?|firm|team) (?:that |who )?(?:other|the other) (?:lawyers|attorneys|firms) (?:call|refer|send|turn to|trust|hire)\b|\b(?:superior to|surpass(?:es)?|outshines?) (?:any |all |every |the |most )?(?:other )?(?:[\w-]+ )?(?:firms?|lawyers?|attorneys?|competitors?|competition|offices?)\b|\bthe elite (?:of|in|among)\b/gi;
const OTHERS_FIRST =
  /^\W*(?:(?:the )?other|most|many|(?:the )?big|billboard|those|some|typical|corporate|volume)\s+(?:[\w-]+\s+)?(?:firms|lawyers|attorneys|offices|law firms)\b(?![^.!?]*\b(?:we|us|our)\b)/i;
const CONTRAST_NEXT =
  /^\W*(?:not us|not here|not at (?:our|this) (?:firm|office)|(?:but |here,? |at [\w&' ]{2,40}?,? )?we (?:don't|do not|won't|will not|never|always|do|call|answer|treat|fight|listen|take|return|pick|meet|give|know|care)\b)/i;
/** A superlative alone, as a caption says it: "Simply the best. 🏆" */
const BARE_BEST = /^\W*(?:(?:quite |just )?simply|hands down|by far|still) the (?:very )?best(?=\W*$)/gi;
/** Standalone superiority words. */
const UNRIVALLED =
  /\b(?:unmatched|unrivall?ed|unparall?eled|unbeatable|second to none|without equal|like no other|in a class of (?:its|our) own|in a league of (?:its|our|their) own|best of the best|top \d+ ?percent|(?:anything |settle for )less than the best|a cut above(?: the rest)?|head and shoulders above|above the rest|unlike (?:the |those |other |most |many |some |big |the big )?(?:[\w-]+ ){0,2}?(?:firms|lawyers|attorneys|law firms|law offices))\b|(?<![\w#])(?:(?:#1|no\. ?1|number[- ]one|top) (?:choice|name|pick)|first choice)\b|\btop \d+ ?%/gi;
/** "While other firms take weeks to call back, we answer the same day." */
const WHILE_OTHERS =
  /\b(?:(?:while|whereas|where)\s+)?(?:other|the big|big|billboard|those)\s+(?:[\w-]+\s+)?(?:firms|lawyers|attorneys|offices)\b[^.!?]{0,60}?[,;]\s*(?:but\s+)?(?:we|our|this (?:firm|office))\b|\b(?:while|whereas|where)\s+(?:most|many|some)\s+(?:[\w-]+\s+)?(?:firms|lawyers|attorneys|offices)\b[^.!?]{0,60}?,\s*(?:we|our|this (?:firm|office))\b/gi;
/** "The biggest verdicts in Texas", said of the firm's own results. */
const BIGGEST_RESULTS =
  /\b(?:win|wins|won|get|gets|got|secure|secures|secured|obtain|obtains|obtained|recover|recovers|recovered)\s+(?:some of\s+)?(?:the\s+)?(?:biggest|largest|highest|most|best)\s+(?:verdicts|settlements|results|recoveries|awards)\b/gi;
const RECOGNITION = /\b(?:named|selected|listed|included|recognized|honored|chosen)\b[^.!?]{0,25}$/i;
// An award's or a list's name (“Best Law Firms” list, Best Lawyers®, named to the 2027 Best
// Lawyers): the checker does not read awards (docs/compliance.md).
const TITLE_CASE = /^(?:[A-Z#\d][\w'&.-]*)(?:\s+(?:[A-Z][\w'&.-]*|\d+))*$/;
const AWARD_BEFORE =
  /\b(?:named|selected|listed|included|recognized|honou?red|chosen|awarded|published|to|by|in|on|from|into|among|members? of)\s+(?:the\s+)?(?:\d{4}\s+)?"?$/i;
const AWARD_AFTER = /^"?\s*(?:[®™]|(?:list|lists|award|awards|ranking|rankings|edition|magazine|honou?ree|designation|recognition)\b)/i;
// Advice about choosing a lawyer is not a claim about this firm: "how to find the best lawyer".
const CHOOSING =
  /\b(?:find|finding|choose|choosing|hire|hiring|pick|picking|look(?:ing)? for|search(?:ing|es)?|google|googling|type|typing|need|deserve|compare|comparing|select|selecting)\b[^,.;:!?]{0,30}$/i;
// "The best trial lawyers I ever knew were the ones who listened": lawyers in general.
const IN_GENERAL_AFTER =
  /^\s*(?:(?:i|we|you)\s+(?:have\s+|'ve\s+)?(?:ever\s+)?(?:knew|know|met|saw|seen|worked with|faced|watched|studied|learned from)\b|(?:are|were) (?:the ones|those|people|lawyers) (?:who|that)\b|(?:who|that) (?:i|we) (?:ever )?(?:knew|met|saw|worked with))/i;
// Someone else compared: "my first boss, a trial lawyer named Harlan Pruitt who tried more cases than most lawyers".
const OTHER_PERSON_WHO =
  /(?:\b(?:my|our|his|her) (?:first |old |late |former )?(?:mentor|boss|father|dad|grandfather|grandpa|mother|mom|uncle|aunt|professor|teacher|coach|friend|opponent)|\b(?:lawyer|attorney|judge|man|woman|fellow|guy) named [A-Z][\w'-]+(?: [A-Z][\w'-]+)?)\b(?:(?!\b(?:we|us|our|i)\b)[^.!?]){0,60}?\b(?:who|that|was|were|had|could)\s+(?:[\w']+\s+){0,3}$/i;
// "The best lawyer for you" is advice, not a ranking.
const FOR_YOU_AFTER = /^\s*(?:for you|for your (?:case|situation|needs)|near me)\b/i;
// "No lawyer can promise better results" denies a promise; it claims nothing about the firm.
const ABOUT_PROMISES = /\b(?:guarantee|promise|predict)\w*\b/i;

/**
 * How a match is read: `superlative` (unless denied, advice on choosing a lawyer, "the best
 * lawyer for you", or a recognition's name), `comparative` (unless denied), `ourResults` (only
 * when the sentence speaks for the firm), `nobody` (unless it denies a promise, or compares
 * someone other than the firm: "nobody knows your injuries better than your doctor").
 */
type Reading = 'superlative' | 'comparative' | 'ourResults' | 'nobody';
const SUPERLATIVE_GUARD =
  /best|more better|notch|tier|world-class|first-rate|elite|est\b|est-|#1|no\. ?1|number|top|leading|premier|foremost|preeminent|most|favou?rite|go-to/i;
const COMPARISON_PATTERNS: readonly Guarded<Reading>[] = [
  { guard: SUPERLATIVE_GUARD, pattern: SUPERLATIVE_LAWYER, reading: 'superlative' },
  { guard: SUPERLATIVE_GUARD, pattern: SUPERLATIVE_SELF, reading: 'superlative' },
  { guard: /with the/i, pattern: WITH_THE_MOST, reading: 'superlative' },
  { guard: /\b(?:of|with) (?:the )?(?:more|most|great|high|best|big|larg|better)/i, pattern: OF_MORE, reading: 'superlative' },
  { guard: /fear|dread/i, pattern: FEARED_MOST, reading: 'comparative' },
  { guard: /\bin\b/, pattern: BEST_IN_PLACE, reading: 'superlative' },
  { guard: /than/i, pattern: THAN_OTHERS, reading: 'comparative' },
  { guard: /out/i, pattern: OUTDO_OTHERS, reading: 'comparative' },
  {
    guard:
      /unmatched|unrival|unparal|unbeat|second to none|without equal|like no other|class of|league of|best of|choice|name|pick|top \d|less than the best|above|unlike/i,
    pattern: UNRIVALLED,
    reading: 'comparative',
  },
  { guard: /find|there|get|hire|do/i, pattern: NONE_BETTER, reading: 'comparative' },
  { guard: /other|big|billboard|those|while|whereas|where/i, pattern: WHILE_OTHERS, reading: 'comparative' },
  { guard: /ranked|rated|voted|named/i, pattern: RANKED, reading: 'comparative' },
  { guard: /G\.?O\.?A\.?T/, pattern: GOAT, reading: 'comparative' },
  {
    guard: /nightmare|other (?:lawyers|attorneys|firms)|superior|surpass|outshine|elite/i,
    pattern: THROUGH_OTHERS,
    reading: 'comparative',
  },
  { guard: /best/i, pattern: BARE_BEST, reading: 'comparative' },
  { guard: /biggest|largest|highest|most|best/i, pattern: BIGGEST_RESULTS, reading: 'ourResults' },
  { guard: /nobody|no[ -]one|no |not a single|there|find/i, pattern: NOBODY_BETTER, reading: 'nobody' },
  { guard: /\b(?:so|as) (?:many|much|often)\b/i, pattern: NONE_SO_MANY, reading: 'nobody' },
];

export function comparison({ draft, rows, firm }: DetectorInput): Hit[] {
  const patterns = possibleIn(draft, COMPARISON_PATTERNS);
  if (patterns.length === 0) return [];
  const nyRow = rows.find((row) => row.needsNyDisclaimer);
  const nyDisclaimerMissing = nyRow !== undefined && !hasNyDisclaimer(draft);
  const names = firmNameWords(firm);
  const us = new RegExp(String.raw`^(?:we|us|ours|our|this (?:firm|office|team)|me|i${names ? `|${names}` : ''})\b`, 'i');
  const hits: Hit[] = [];
  const add = (view: SentenceView, start: number, end: number) => {
    if (isReported(view, start)) return;
    const words = quote(view.field, view.span.start + start, view.span.start + end);
    const detail = nyDisclaimerMissing
      ? `${words} compares the firm with other lawyers. Keep it only if you can prove it, and in New York add “${NY_DISCLAIMER}”`
      : `${words} claims superiority the firm may not be able to prove. Keep it only if an objective source supports it, or describe the firm plainly`;
    const broken = nyRow && !nyDisclaimerMissing ? rows.filter((row) => row !== nyRow) : rows;
    hits.push(hitIn(view, start, end, detail, { rows: broken }));
  };
  for (const view of eachSentence(draft)) {
    const text = view.text;
    // "Other firms treat you like a number. Not us.": the contrast drawn across two sentences.
    const contrast = OTHERS_FIRST.test(view.previous) ? CONTRAST_NEXT.exec(text) : null;
    if (contrast && !/\b(?:too|also|as well|the same)\b/i.test(text) && !isQuestion(text))
      add(view, contrast.index, contrast.index + contrast[0].length);
    for (const { guard, pattern, reading } of patterns) {
      if (!guard.test(text)) continue;
      for (const m of matches(text, pattern)) {
        if (OTHER_PERSON_WHO.test(text.slice(0, m.start))) continue;
        if (reading === 'nobody') {
          if (ABOUT_PROMISES.test(m.text)) continue;
          const than = THAN_WHOM.exec(text.slice(m.end));
          if (than && !us.test(than[1]!)) continue;
        } else if (isNegated(text, m.start)) continue;
        if (reading === 'ourResults' && !/\b(?:we|our|us)\b/i.test(text)) continue;
        if (reading === 'superlative') {
          // "Are you the best lawyers in town?" asks; "we are not the biggest firm" denies; "even the best lawyers lose" is general.
          if (isQuestion(text) || /\b(?:not|never)\b|n't\b/i.test(m.text) || /\beven (?:the )?$/i.test(text.slice(0, m.start))) continue;
          if (CHOOSING.test(text.slice(clauseAround(text, m.start).start, m.start)) || FOR_YOU_AFTER.test(text.slice(m.end))) continue;
          if (IN_GENERAL_AFTER.test(text.slice(m.end))) continue;
          // A recognition by name ("named to Best Lawyers") is not a claim the checker reads.
          if (/^(?:Best|Super) Lawyers/.test(m.text) && RECOGNITION.test(text.slice(0, m.start))) continue;
          if (TITLE_CASE.test(m.text) && (AWARD_BEFORE.test(text.slice(0, m.start)) || AWARD_AFTER.test(text.slice(m.end)))) continue;
          // The firm's own offices ranked among themselves: "our largest office is in Miami".
          if (/\b(?:our|its|their)\s+$/i.test(text.slice(0, m.start)) && /\b(?:offices?|locations?)$/i.test(m.text)) continue;
        }
        add(view, m.start, m.end);
      }
    }
  }
  return withoutOverlaps(hits);
}
