/**
 * Claims about the firm's record and terms: past results, certifications and contingent fees.
 * Guarantees and quick money are in outcome.ts, comparisons in comparison.ts, "specialist" in
 * specialist.ts. Each pattern is tested sentence by sentence, and the words before a match in
 * its clause can deny it ("we are not board certified").
 */
import { type DetectorInput, type Hit, matches, type PreparedDraft, type PreparedField, quote, withoutOverlaps } from '../draft';
import { clauseAround, comparable, isNegated, sentenceAt, type Span } from '../text';
import type { FirmForCheck } from '../types';
import { NY_DISCLAIMER } from '../rules';
import { eachSentence, firmNameWords, hitIn, isQuestion, isReported, type SentenceView } from './sentences';

// ── past-results ──────────────────────────────────────────────────────────────────────────

const AMOUNT =
  /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|mm|million|billion|thousand)\b)?|\b(?:millions|billions|hundreds of thousands|(?:six|seven|eight|nine)[- ]figures?|multi[- ]?million(?:[- ]dollar)?)\b|\b(?:\d+(?:\.\d+)?|half a|a|one|two|three|four|five|ten|a quarter of a) (?:million|billion) dollars\b/gi;
const RESULT_WORD =
  /\b(?:recovered|won|secured|obtained|negotiated|collected|achieved|received|awarded|helped|got|gotten|settled|resolved|verdicts?|settlements?|recovery|recoveries|judgments?)\b/i;
const NUMBER = String.raw`(?:\d[\d,]*\+?|hundreds|thousands|dozens|scores|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a)(?:[- ](?:hundred|thousand))+)`;
/** Counts of wins: "1,200+ cases resolved", "we've won over five hundred of these cases". */
const CASE_COUNT = new RegExp(
  String.raw`\b(?:won|settled|resolved|tried|recovered for|winning)\b[^.!?]{0,20}?\b${NUMBER}(?: of)?(?:\s+(?:these|those|such|our|\w+))?\s+(?:cases|claims|trials|verdicts|lawsuits)\b|\b${NUMBER}\s+(?:\w+\s+){0,2}?(?:cases|claims|trials|lawsuits)\s+(?:won|settled|resolved)\b`,
  'gi',
);
/** "A 97% success rate", "we win about 98 percent of our cases". */
const SUCCESS_RATE =
  /(?<![\d.])\d{1,2}(?:\.\d+)? ?(?:%|percent) (?:success|win|winning|recovery)(?: rate)?\b|\b(?:win|wins|won|settle|settles|recover|recovers)\b[^.!?]{0,20}?(?<![\d.])\d{1,3}(?:\.\d+)? ?(?:%|percent) of (?:our |my |the |all |their )?(?:cases|trials|claims|clients)\b/gi;
/** A named result without an amount: "our trial team secured a verdict for a Bronx cyclist". */
const RESULT_FOR_SOMEONE =
  /\b(?:won|secured|obtained|achieved|got|negotiated|recovered)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:verdicts?|judgments?|settlements?|awards?|recovery|case|trial|lawsuit)\s+(?:for|against)\s+(?!you\b|your\b)\w+/gi;
/** A tagline amount: "Over $250 million recovered", "$48 million in verdicts and settlements". */
const AMOUNT_RECOVERED =
  /(?:\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion|thousand)?\+?|\b(?:millions|billions))\s+(?:recovered|won|secured|collected|in (?:verdicts|settlements|recoveries|compensation))\b/gi;
const AMOUNT_FOR_SOMEONE =
  /\$\s?\d[\d,.]*\s?(?:k|m|mm|million|billion)?\s+(?:(?:jury |confidential )?(?:settlement|verdict|recovery|award)\s+)?for (?:a|an|our|the|one|two|three)\b/gi;
/** "Nine out of ten clients recover." */
const OUT_OF_TEN = /\b(?:\d|nine|eight|seven) out of (?:10|ten) (?:of (?:our|my) )?(?:clients|cases|claims|trials)\b/gi;
const RESULT_GUARD =
  /\d|million|billion|hundred|thousand|dozen|scores|figure|percent|out of|times|twice|double|typically|usually|average|verdict|settlement|judgment|award|recovery|recovered|won|secured|obtained/i;
const RESULTS_HEADING =
  /\b(?:case results?|recent (?:results|wins|verdicts|settlements|recoveries|case results)|our (?:results|track record|record|wins|verdicts|settlements|recoveries)|by the numbers|proven results|real results|results we've)\b/i;
const READERS_OWN = /\byour (?:case|claim|settlement|recovery|verdict|check)\b/i;
/** "Our clients typically receive three times more." */
const OUTCOME_STATISTIC =
  /\b(?:typically|usually|on average|average)\s+(?:receive|recover|get|win|collect)\b[^.!?]{0,40}?(?:\b(?:more|higher|larger|bigger|times)\b|\$\s?\d|%)|\b(?:two|three|four|five|ten|\d+(?:\.\d+)?) times (?:more|as much|larger|higher)\b/gi;
// "Case result:" headings speak for the firm as much as "we" does; a testimonial speaks as "me".
const FIRST_PERSON = /\b(?:we|we've|we're|our|ours|us|i|i've|my|me|case results?)\b/i;

/** Whether a sentence speaks of the firm: first person, or a distinctive word of its name or its attorney's name. */
function speakerPattern(firm: FirmForCheck): RegExp {
  const names = firmNameWords(firm);
  if (!names) return FIRST_PERSON;
  return new RegExp(String.raw`${FIRST_PERSON.source}|\b(?:${names})\b`, 'i');
}

const DISCLAIMER_VARIANT =
  /\b(?:past|prior|previous)\s+(?:case\s+)?(?:results|outcomes|verdicts|settlements|successes)\b[^.!?]{0,30}?\b(?:do not|don't|does not|doesn't|cannot|can't|are not|aren't|is not|isn't|are no|is no|never)\b[^.!?]{0,20}?\b(?:guarantee|guaranty|predict|promise|indicat)/i;

function emailText(draft: PreparedDraft): string {
  return `${draft.subject.match}\n${draft.body.match}`;
}

export function hasNyDisclaimer(draft: PreparedDraft): boolean {
  return comparable(emailText(draft)).includes(comparable(NY_DISCLAIMER).replace(/\.$/, ''));
}

function hasAnyDisclaimer(draft: PreparedDraft): boolean {
  return hasNyDisclaimer(draft) || DISCLAIMER_VARIANT.test(emailText(draft));
}

export function pastResults({ draft, rows, firm }: DetectorInput): Hit[] {
  const nyRows = rows.filter((row) => row.needsNyDisclaimer);
  const otherRows = rows.filter((row) => !row.needsNyDisclaimer);
  // Every result has a figure or a number word; most emails have none.
  if (!RESULT_GUARD.test(emailText(draft))) return [];
  const broken = [...(hasNyDisclaimer(draft) ? [] : nyRows), ...(hasAnyDisclaimer(draft) ? [] : otherRows)];
  if (broken.length === 0) return [];
  const speaker = speakerPattern(firm);
  const detail = (words: string) =>
    nyRows.length > 0 && broken.some((row) => row.needsNyDisclaimer) && hasAnyDisclaimer(draft)
      ? `${words} reports a result. New York requires the exact words “${NY_DISCLAIMER}”`
      : `${words} reports a result without saying that prior results do not guarantee a similar outcome`;
  const hits: Hit[] = [];
  // Under a "Case results" heading, a list of amounts speaks for the firm without saying "we".
  const resultsHeading = RESULTS_HEADING.test(emailText(draft));
  for (const view of eachSentence(draft)) {
    const speaks = speaker.test(view.text);
    const claims = [
      ...((speaks || resultsHeading) && RESULT_WORD.test(view.text) ? [...matches(view.text, AMOUNT)] : []),
      // "Recent wins: $1.4M for a delivery driver."
      ...(resultsHeading ? [...matches(view.text, AMOUNT_FOR_SOMEONE)] : []),
      // Counts of wins and success rates are claimed by whoever sends them.
      ...matches(view.text, CASE_COUNT),
      ...matches(view.text, SUCCESS_RATE),
      // A tagline amount speaks for the firm when it opens the sentence ("Over $250 million recovered").
      ...[...matches(view.text, AMOUNT_RECOVERED)].filter((m) => speaks || resultsHeading || m.start <= 12),
      // "Nine out of ten cases settle" is a statistic; "nine out of ten of our clients" is a claim.
      ...(speaks
        ? [...matches(view.text, OUT_OF_TEN), ...matches(view.text, OUTCOME_STATISTIC), ...matches(view.text, RESULT_FOR_SOMEONE)]
        : []),
    ];
    for (const m of claims) {
      if (isReported(view, m.start)) continue;
      // Telling a client the result of their own case advertises nothing: "we settled your case for $45,000".
      const clause = clauseAround(view.text, m.start);
      if (READERS_OWN.test(view.text.slice(clause.start, clause.end))) continue;
      const words = quote(view.field, view.span.start + m.start, view.span.start + m.end);
      hits.push(hitIn(view, m.start, m.end, detail(words), { rows: broken, fix: disclaimerFix(draft, view) }));
    }
  }
  return withoutOverlaps(hits);
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
  /\bboard[- ]certified\b|\bboard certification\b/gi,
  /\bcertified\s+(?:as\s+)?(?:an?\s+)?(?:[\w'-]+\s+){0,3}?(?:specialists?|experts?|lawyers?|attorneys?|advocates?)\b/gi,
  /\bcertified in\s+(?:[\w'-]+\s+){0,3}?(?:law|litigation|trial|advocacy)\b/gi,
];
const NOT_A_LAWYER =
  /^(?:[\s-]+[\w'-]+){0,3}?[\s-]+(?:surgeons?|physicians?|doctors?|neurologists?|neurosurgeons?|orthopedic|orthopaedic|orthopedists?|radiologists?|chiropractors?|pediatricians?|nurses?|therapists?|psychiatrists?|psychologists?|cardiologists?|dentists?|medical|accountants?|translators?|interpreters?|mechanics?|inspectors?|appraisers?)\b/i;
const ORGANISATION =
  /\b(?:board of (?:legal )?(?:specialization|specialty|certification)|board of trial advocacy|legal specialty certification|legal specialization|national board of|american board of|florida bar|state bar|bar association|bar of (?:the )?[a-z]+|national elder law foundation)\b/i;
const CERTIFIED_BY_NAME =
  /\bcertified\b[^.!?]{0,80}?\bby (?:the )?(?:[A-Z][\w&'.-]*\s+){0,6}?(?:Board|Bar|Association|Academy|College|Foundation|Institute|Council|Commission|Society|Court)\b/;

export function certification({ draft }: DetectorInput): Hit[] {
  const hits: Hit[] = [];
  for (const field of draft.fields) {
    field.sentences.forEach((span, index) => {
      const text = field.match.slice(span.start, span.end);
      const next = field.sentences[index + 1];
      const nearby = next ? `${text} ${field.match.slice(next.start, next.end)}` : text;
      if (ORGANISATION.test(nearby) || CERTIFIED_BY_NAME.test(nearby)) return;
      const view: SentenceView = { field, span, text, previous: '' };
      for (const pattern of CERTIFIED) {
        for (const m of matches(text, pattern)) {
          if (NOT_A_LAWYER.test(text.slice(m.end)) || NOT_A_LAWYER.test(` ${m.text.replace(/^certified/i, '')}`)) continue;
          if (isNegated(text, m.start)) continue;
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

const FEE_TYPE = String.raw`(?:attorney(?:'?s'?)? |legal |lawyer(?:'?s'?)? |contingency |contingent )?`;
const WIN = String.raw`(?:win|wins|won|recover|recovers|recovery|collect|collects|settle|settles|get paid|get money)`;
const NO_WIN = String.raw`(?:(?:if|when) (?:we|you) (?:don'?t|do not|didn'?t|fail to) (?:win|recover)|if (?:we|you) lose|if there(?:'s| is) no recovery|without a recovery)`;
const CONTINGENT_FEE = [
  new RegExp(
    String.raw`\b(?:no|zero|\$0) ${FEE_TYPE}(?:fees?|cost|charge|price)\b[^.!?]{0,40}?\b(?:unless|until|if)\b[^.!?]{0,30}?\b${WIN}\b`,
    'gi',
  ),
  /\bno (?:win|recovery|recover|success)\W{1,3}no (?:fee|charge|pay)\b/gi,
  /\bcontingen(?:t|cy) (?:up)?on (?:winning|(?:a|your|the) (?:win|recovery|settlement|case)|recovery|the outcome|success|us winning)\b/gi,
  // "33% only if we win."
  /(?:\b\d{2}(?:\.\d+)?\s?%|\b(?:\d{2} percent|one[- ]third|a third|a percentage)\b)[^.!?]{0,40}?\b(?:only )?(?:if|when|unless) (?:we|you) (?:win|recover)\b/gi,
  /\bnever charged? (?:a |any )?(?:client |one )?(?:a )?fees?\b[^.!?]{0,30}?\b(?:unless|when|if)\b[^.!?]{0,20}?\b(?:win|won|recover|recovered|lose|lost)\b/gi,
  /\bonly (?:charge|take|collect) (?:a |our )?fees? (?:if|when) (?:we|you) (?:win|recover)/gi,
  new RegExp(String.raw`\b(?:pay|owe) (?:us )?no ${FEE_TYPE}fees?\b[^.!?]{0,30}?\b(?:unless|until|if)\b`, 'gi'),
  /\bcontingen(?:cy|t)(?:[- ]fee)?(?: basis| fees?| arrangement| agreement)\b|\bon (?:a )?contingency\b|\bit's all contingency\b/gi,
  /\b(?:our|the|my|his|her) fee is (?:a |only a )?(?:percentage|portion|share|part) of\b/gi,
  /\bfree unless (?:we|you) (?:win|recover)\b/gi,
  // "You don't pay (attorney) fees unless we win", "we do not charge fees if we do not win".
  new RegExp(
    String.raw`\b(?:don'?t|do not|doesn'?t|does not|won'?t|will not|never)\s+(?:pay|owe|charge|collect|take)\s+(?:us |you )?(?:a |any )?${FEE_TYPE}fees?\b[^.!?]{0,30}?\b(?:unless|until|if)\b[^.!?]{0,20}?\b(?:${WIN}|(?:do not|don't) win|lose|lost)\b`,
    'gi',
  ),
  // "You won't owe us a penny in attorney's fees unless we recover money for you."
  new RegExp(
    String.raw`\b(?:don'?t|do not|won'?t|will not|never)\s+(?:pay|owe|charge)\b[^.!?]{0,25}?\b${FEE_TYPE}fees?\b[^.!?]{0,30}?\b(?:unless|until)\b[^.!?]{0,20}?\b${WIN}\b`,
    'gi',
  ),
  // "If we don't win, you don't pay us a fee", "if we lose, there is no fee".
  new RegExp(String.raw`\b${NO_WIN}\b[^.!?]{0,40}?\b${FEE_TYPE}fees?\b|\b${FEE_TYPE}fees?\b[^.!?]{0,40}?\b${NO_WIN}\b`, 'gi'),
  // "Our fees are only if we win", with the Spanish word bilingual letters keep.
  /\b(?:fees?|honorarios)\b[^.!?]{0,30}?\bonly (?:if|when|after) (?:we|you) (?:win|recover|get paid)\b/gi,
  // "Our fee comes out of your settlement."
  /\b(?:our|the|my|his|her) fees? (?:comes?|is paid|are paid|is taken|gets? paid) (?:only )?(?:out of|from) (?:your|the|any) (?:settlement|recovery|award|verdict)\b/gi,
  // "We don't get paid unless you do", "we only get paid if we win".
  /\b(?:we|i|he|she)(?:'re| are| am| is)? (?:don't |do not |doesn't |does not |only |are not |aren't )?(?:get )?paid (?:only )?(?:unless|until|if|when)\b/gi,
  // The same offer in Spanish, as bilingual newsletters print it beside the English.
  /\bno (?:cobramos|cobra)\b[^.!?]{0,30}?\bsi no (?:ganamos|gana|recuperamos)\b|\bsin (?:costo|cobro) (?:alguno )?(?:a menos que|si no) (?:ganemos|ganamos)\b/gi,
];
// Someone else's fees: "most injury lawyers work on a contingency fee".
const OTHER_LAWYERS =
  /\b(?:most|many|some|other|all|typical|these|those|a|an)\s+(?:personal[- ]injury\s+|injury\s+|\w+\s+)?(?:lawyers?|attorneys?|firms?)\b[^.!?]{0,30}$/i;
// Costs as a noun; "it costs nothing to call" says nothing about them.
const COSTS =
  /(?<!\b(?:it|this|that|which|calling|talking|consultation|call|review|conversation)\s)\b(?:costs|expenses|case cost|court cost)\b/i;
const WHO_PAYS =
  /\b(?:pay|pays|paid|owe|owes|owed|responsible|liable|reimburse|reimbursed|repay|repaid|advance|advances|advanced|deduct|deducted|cover|covers|waive|waives|waived|charge|charged|absorb|absorbs|front|fronts|fronted|pocket)\b|\bnothing\b|\bno (?:\w+ )?(?:costs|expenses)\b/i;

// "No upfront costs" says nothing about who pays them when there is no recovery.
const UPFRONT = /\b(?:no )?(?:upfront|up-front|up front|out-of-pocket) (?:costs|fees|expenses|payments?)\b/gi;

/** A sentence that says who pays costs and expenses. */
function statesCosts(draft: PreparedDraft): boolean {
  for (const field of draft.fields) {
    for (const span of field.sentences) {
      const text = field.match.slice(span.start, span.end).replace(UPFRONT, ' ');
      if (COSTS.test(text) && WHO_PAYS.test(text)) return true;
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

export const COSTS_SENTENCE = 'Clients remain responsible for court costs and case expenses whether or not there is a recovery.';

// Every contingent-fee statement has one of these words; most emails have none.
const FEE_GUARD = /fee|contingen|paid|pay|free|cost|charge|honorarios|cobra|%|percent|third/i;

export function feeCosts({ draft }: DetectorInput): Hit[] {
  if (!FEE_GUARD.test(emailText(draft)) || statesCosts(draft)) return [];
  const hits: Hit[] = [];
  // Whole fields, not sentences: "No recovery? No fee." is one statement in two sentences.
  for (const field of draft.fields) {
    for (const pattern of CONTINGENT_FEE) {
      for (const m of matches(field.match, pattern)) {
        const sentence = sentenceAt(field.sentences, m.end - 1);
        const first = sentenceAt(field.sentences, m.start);
        // "How do contingency fees work?" asks; "No recovery? No fee." answers in the next sentence.
        if (first && first === sentence && isQuestion(field.match.slice(first.start, first.end))) continue;
        if (first && OTHER_LAWYERS.test(field.match.slice(first.start, m.start))) continue;
        if (first && isReported(sentenceView(field, first), m.start - first.start)) continue;
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
  return withoutOverlaps(hits);
}
