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
import { eachSentence, firmNameWords, type Guarded, hitIn, isReported, possibleIn, type SentenceView } from './sentences';

const SUPERLATIVE = String.raw`(?:best|largest|biggest|#1|no\. ?1|number[- ]one|top[- ]rated|highest[- ]rated|best[- ]rated|top(?! of\b)|leading(?! (?:up|to|cause|causes|role|edge|priority)\b)|premier|finest|greatest|foremost|preeminent|favou?rite|most popular|most (?:experienced|successful|trusted|respected|skilled|qualified|recommended|aggressive|awarded|accomplished|reviewed|decorated|feared|effective|powerful|winning))`;
const LEGAL_NOUN = String.raw`(?:law ?firms?|firms?|lawyers?|attorneys?|abogad[oa]s|abogad[oa]|counsel|litigators?|advocates?|legal (?:team|representation|help|services)|representation|law offices?|law group|injury group|teams?|office|names? in (?:[\w'-]+ ){0,3}?law)`;
// Words between a superlative and its noun are modifiers ("best personal injury lawyers"); a
// determiner means the superlative belongs to another noun ("the best compliment a lawyer can get").
const MODIFIER = String.raw`(?:(?!(?:a|an|the|any|every|this|that|your|our|my|for|of|in|to|and|or)\b)[\w'&-]+\s+)`;

/** A superlative before a word for lawyers: "the best injury lawyers", "#1 injury firm". */
const SUPERLATIVE_LAWYER = new RegExp(String.raw`(?<![\w#])${SUPERLATIVE}\s+${MODIFIER}{0,4}?${LEGAL_NOUN}\b`, 'gi');
/** The firm saying it of itself: "we're the best", "our lawyers are the most experienced". */
const SUPERLATIVE_SELF = new RegExp(
  String.raw`\b(?:we(?:'re| are)|i(?:'m| am)|(?:our )?(?:firm|lawyers|attorneys|team) (?:is|are))(?: (?!our\b|my\b|your\b|their\b)[\w']+){0,2}? (?:the )?(?:best|#1|no\. ?1|number[- ]one|top[- ]rated|top(?! of\b)|leading|finest|greatest|most (?:experienced|successful|trusted|respected|skilled|qualified|recommended|aggressive|accomplished|effective))(?![\w-])|\bthe best at what (?:we|i) do\b`,
  'gi',
);
/** "The firm ... with the most cases won", "the lawyers with the highest ratings". */
const WITH_THE_MOST = new RegExp(
  String.raw`\b(?:firm|lawyers?|attorneys?|team|office|practice|abogad[oa]s?)\b[^.!?]{0,40}?\bwith the (?:most|highest|largest|biggest|best|greatest)\b[^.!?]{0,30}?\b(?:cases|wins|verdicts|settlements|experience|clients|reviews|ratings?|results|recoveries)\b`,
  'gi',
);
const OUTDO = String.raw`out-?(?:work|fight|perform|hustle|prepare|smart|class|last|do|gun|maneuver)(?:s|ed)?`;
const COMPARATIVE_WORD = String.raw`(?:better|harder|stronger|smarter|tougher|bigger|larger|higher|more|${OUTDO})`;
/** After "nobody", a comparison of effort or skill; a bare "more" is not ("no one wants more bills"). */
const NOBODY_WORD = String.raw`(?:better|harder|stronger|smarter|tougher|${OUTDO}|more (?:aggressively|passionately|diligently|effectively|(?:[\w-]+ )?(?:experience|cases|results|wins|verdicts|trials|clients))|(?:beat|beats|top|tops|match|matches|rival|rivals|compares? to|comes? close to) (?:us|our|ours)\b)`;
/** "better results than any other firm", "we fight harder than all the billboard lawyers". */
const THAN_OTHERS = new RegExp(
  String.raw`\b${COMPARATIVE_WORD}\b[^.!?]{0,60}?\bthan (?:any |all |most |every )?(?:(?:of )?the )?(?:other )?(?:[\w-]+ ){0,2}?(?:law )?(?:firms?|lawyers?|attorneys?|competitors?|competition|abogad[oa]s)\b`,
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
  String.raw`\b(?:nobody|no one|no-one|no other (?:[\w'-]+ ){0,2}?(?:law firms?|firms?|lawyers?|attorneys?|teams?|offices?|abogad[oa]s)|no (?:law firms?|firms?|lawyers?|attorneys?|teams?|offices?)|not a single (?:firm|lawyer|attorney)|there (?:is|'s|are) no (?:other |better )?(?:firm|lawyer|attorney|team|office)s?|there (?:isn't|is not|aren't|are not) (?:a|an|any|another) (?:other )?(?:firm|lawyer|attorney|team|office)s?|you(?:'ll| will) (?:never|not) find (?:a|an|any) (?:\w+ )?(?:firm|lawyer|attorney|team)|you won't find (?:a|an|any) (?:\w+ )?(?:firm|lawyer|attorney|team))\b([^.!?]{0,60}?)\b(?:${NOBODY_WORD}\b|like (?:us|ours|we do|our (?:firm|team|lawyers|attorneys|abogad[oa]s))\b|as (?:hard|well|much|good|fast) as (?:we|us)\b)`,
  'gi',
);
const THAN_WHOM = /^[^.!?]{0,40}?\bthan\s+(?:(?:do|does|did)\s+)?([\w'&]+)/i;
/** "You won't find a better injury lawyer", "there is no better firm for truck cases". */
const NONE_BETTER = new RegExp(
  String.raw`\b(?:you(?:'ll| will)? (?:never|not) find|you won't find|you can't find|there(?: is|'s| are) no|there (?:isn't|aren't))\s+(?:a |an |any )?(?:better|harder[- ]working|stronger|more (?:experienced|dedicated|skilled|aggressive|trusted))\s+(?:[\w-]+\s+){0,2}?(?:law firms?|firms?|lawyers?|attorneys?|teams?|advocates?|abogad[oa]s)\b`,
  'gi',
);
/** "Voted best injury firm", "rated #1". */
const RANKED = /\b(?:ranked|rated|voted|named)\s+(?:the\s+)?(?:#1|no\. ?1|number[- ]one|best|top)\b/gi;
/** Standalone superiority words. */
const UNRIVALLED =
  /\b(?:unmatched|unrivall?ed|unparall?eled|unbeatable|second to none|without equal|like no other|in a class of (?:its|our) own|in a league of (?:its|our|their) own|best of the best|top \d+ ?(?:%|percent)|(?:anything |settle for )less than the best|a cut above(?: the rest)?|head and shoulders above|above the rest|unlike (?:other|most|many|the big|big|billboard|those) (?:[\w-]+ )?(?:firms|lawyers|attorneys))\b|(?<![\w#])(?:(?:#1|no\. ?1|number[- ]one|top) (?:choice|name|pick)|first choice)\b/gi;
/** "The biggest verdicts in Texas", said of the firm's own results. */
const BIGGEST_RESULTS =
  /\b(?:win|wins|won|get|gets|got|secure|secures|secured|obtain|obtains|obtained|recover|recovers|recovered)\s+(?:some of\s+)?(?:the\s+)?(?:biggest|largest|highest|most|best)\s+(?:verdicts|settlements|results|recoveries|awards)\b/gi;
const RECOGNITION = /\b(?:named|selected|listed|included|recognized|honored|chosen)\b[^.!?]{0,25}$/i;
// Advice about choosing a lawyer is not a claim about this firm: "how to find the best lawyer".
const CHOOSING =
  /\b(?:find|finding|choose|choosing|hire|hiring|pick|picking|look(?:ing)? for|search(?:ing)? for|need|deserve|compare|comparing|select|selecting)\b[^,.;:!?]{0,30}$/i;
// "The best lawyer for you" is advice, not a ranking.
const FOR_YOU_AFTER = /^\s*(?:for you|for your (?:case|situation|needs))\b/i;
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
  /best|largest|biggest|#1|no\. ?1|number|top|highest|leading|premier|finest|greatest|foremost|preeminent|most|favou?rite/i;
const COMPARISON_PATTERNS: readonly Guarded<Reading>[] = [
  { guard: SUPERLATIVE_GUARD, pattern: SUPERLATIVE_LAWYER, reading: 'superlative' },
  { guard: SUPERLATIVE_GUARD, pattern: SUPERLATIVE_SELF, reading: 'superlative' },
  { guard: /with the/i, pattern: WITH_THE_MOST, reading: 'superlative' },
  { guard: /than/i, pattern: THAN_OTHERS, reading: 'comparative' },
  { guard: /out/i, pattern: OUTDO_OTHERS, reading: 'comparative' },
  {
    guard:
      /unmatched|unrival|unparal|unbeat|second to none|without equal|like no other|class of|league of|best of|choice|name|pick|top \d|less than the best|above|unlike/i,
    pattern: UNRIVALLED,
    reading: 'comparative',
  },
  { guard: /find|there/i, pattern: NONE_BETTER, reading: 'comparative' },
  { guard: /ranked|rated|voted|named/i, pattern: RANKED, reading: 'comparative' },
  { guard: /biggest|largest|highest|most|best/i, pattern: BIGGEST_RESULTS, reading: 'ourResults' },
  { guard: /nobody|no[ -]one|no |not a single|there|find/i, pattern: NOBODY_BETTER, reading: 'nobody' },
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
    for (const { pattern, reading } of patterns) {
      for (const m of matches(text, pattern)) {
        if (reading === 'nobody') {
          if (ABOUT_PROMISES.test(m.text)) continue;
          const than = THAN_WHOM.exec(text.slice(m.end));
          if (than && !us.test(than[1]!)) continue;
        } else if (isNegated(text, m.start)) continue;
        if (reading === 'ourResults' && !/\b(?:we|our|us)\b/i.test(text)) continue;
        if (reading === 'superlative') {
          if (CHOOSING.test(text.slice(clauseAround(text, m.start).start, m.start)) || FOR_YOU_AFTER.test(text.slice(m.end))) continue;
          // A recognition by name ("named to Best Lawyers") is not a claim the checker reads.
          if (/^(?:Best|Super) Lawyers/.test(m.text) && RECOGNITION.test(text.slice(0, m.start))) continue;
        }
        add(view, m.start, m.end);
      }
    }
  }
  return withoutOverlaps(hits);
}
