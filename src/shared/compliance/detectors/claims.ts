/**
 * Claims about the firm's services inside the subject and body: guarantees, comparisons, past
 * results, certifications, quick money and contingent fees. Each pattern is tested sentence by
 * sentence, and the words before a match in its clause can deny it ("no lawyer can guarantee").
 */
import { type DetectorInput, type Hit, matches, type PreparedDraft, type PreparedField, quote, withoutOverlaps } from '../draft';
import { comparable, clauseAround, isNegated, sentenceAt, type Span } from '../text';
import type { FirmForCheck } from '../types';
import { NY_DISCLAIMER } from '../rules';

interface SentenceView {
  field: PreparedField;
  span: Span;
  /** The sentence, straight quotes, for matching; offsets add span.start. */
  text: string;
}

function* eachSentence(draft: PreparedDraft): Generator<SentenceView> {
  for (const field of draft.fields) {
    for (const span of field.sentences) yield { field, span, text: field.match.slice(span.start, span.end) };
  }
}

function hitIn(view: SentenceView, start: number, end: number, detail: string, extra: Partial<Hit> = {}): Hit {
  return { field: view.field.field, start: view.span.start + start, end: view.span.start + end, detail, ...extra };
}

// ── guarantee ─────────────────────────────────────────────────────────────────────────────

const OUTCOME =
  /\b(?:results?|outcomes?|win|wins|winning|won|victory|victories|verdicts?|settlements?|recovery|recoveries|compensation|payouts?|awards?|money|damages|success|successful)\b|\$\s?\d/i;
const WILL = String.raw`(?: will|'ll| are going to| am going to| shall)(?: \w+ly)?`;
const MONEY_WORD = String.raw`(?:compensation|money|settlement|payout|award|damages|check|cash|verdict|win|dollars?|penny|cent)`;

/** Outcome promises that need no keyword: the grammar is the promise. */
const OUTCOME_PROMISES: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:we|i)${WILL} win\b`, 'gi'),
  new RegExp(String.raw`\byou${WILL} (?:win|be (?:paid|compensated))\b`, 'gi'),
  new RegExp(String.raw`\byou${WILL} (?:get|receive|recover|collect) (?:[\w'$,.-]+ ){0,4}?${MONEY_WORD}\b`, 'gi'),
  new RegExp(
    String.raw`\b(?:we|i|our (?:firm|team|lawyers|attorneys))${WILL} (?:get|win|recover|secure|obtain)(?: you| for you)? (?:[\w'$,.-]+ ){0,4}?${MONEY_WORD}\b`,
    'gi',
  ),
  // "Hire us and walk away with the settlement you deserve."
  new RegExp(String.raw`\b(?:walk|come|leave) away with (?:[\w'$,.-]+ ){0,4}?${MONEY_WORD}\b`, 'gi'),
  /\byour (?:case|claim) will (?:settle|resolve|be worth)\b/gi,
  /\byour (?:case|claim) is worth (?:at least |over |more than )?\$/gi,
  /\b(?:we|i) (?:never|don't|do not) lose\b|\bnever lost a case\b|\b(?:we|i) always win\b|\bundefeated\b/gi,
  /\b100 ?(?:%|percent) (?:success|win|winning|recovery)\b/gi,
  /\b(?:sure|certain|bound|guaranteed) to win\b/gi,
  // "We have the resources to take on any insurer and win."
  /\b(?:we|our (?:firm|team|lawyers|attorneys))\b[^.!?]{0,60}?\band win\b/gi,
];

/** Promises that carry their own "not": "we won't rest until you're paid". */
const PROMISES_WITH_NOT: readonly RegExp[] = [
  new RegExp(
    String.raw`\buntil (?:you(?:'re| are) (?:paid|compensated)|you (?:get|receive|recover|collect) (?:[\w'$,.-]+ ){0,4}?${MONEY_WORD})\b`,
    'gi',
  ),
];

/** "We'll make sure you get it": a promise when the sentence is about an outcome. */
const MAKE_SURE =
  /\b(?:we|i)(?:'ll| will)? (?:make sure|ensure|see to it)(?: that)? you (?:get|receive|recover|collect|win|are (?:paid|compensated))\b/gi;

const GUARANTEE_WORD = /\b(?:guarantee[sd]?|guaranteeing|guaranty|promise[sd]?|promising|warranty|warranties)\b/gi;
const PRONOUN_AFTER = /^\s+(?:them|it|this|that)\b/i;
// "Our promise: a successful outcome" states the promise after the colon.
const COLON_AFTER = /^\s*:/;
// A question asks; it does not promise ("Can anyone guarantee you will win?").
const QUESTION = /\?["')\]]*$/;

export function guarantee({ draft }: DetectorInput): Hit[] {
  const hits: Hit[] = [];
  for (const view of eachSentence(draft)) {
    if (QUESTION.test(view.text)) continue;
    for (const pattern of OUTCOME_PROMISES) {
      for (const m of matches(view.text, pattern)) {
        if (isNegated(view.text, m.start)) continue;
        hits.push(
          hitIn(
            view,
            m.start,
            m.end,
            `${quote(view.field, view.span.start + m.start, view.span.start + m.end)} promises an outcome. No lawyer may guarantee or predict results; describe what the firm will do instead`,
          ),
        );
      }
    }
    for (const pattern of PROMISES_WITH_NOT) {
      for (const m of matches(view.text, pattern)) {
        hits.push(
          hitIn(
            view,
            m.start,
            m.end,
            `${quote(view.field, view.span.start + m.start, view.span.start + m.end)} implies the reader will be paid. No lawyer may guarantee or predict results; describe what the firm will do instead`,
          ),
        );
      }
    }
    for (const m of matches(view.text, MAKE_SURE)) {
      if (isNegated(view.text, m.start) || !OUTCOME.test(view.text)) continue;
      hits.push(
        hitIn(
          view,
          m.start,
          m.end,
          `${quote(view.field, view.span.start + m.start, view.span.start + m.end)} promises an outcome. No lawyer may guarantee or predict results; describe what the firm will do instead`,
        ),
      );
    }
    for (const m of matches(view.text, GUARANTEE_WORD)) {
      if (isNegated(view.text, m.start)) continue;
      const clause = COLON_AFTER.test(view.text.slice(m.end))
        ? { start: m.start, end: clauseAround(view.text, view.text.indexOf(':', m.end) + 1).end }
        : clauseAround(view.text, m.start);
      const aboutOutcome =
        OUTCOME.test(view.text.slice(clause.start, clause.end)) ||
        // "we guarantee them": the promise is about whatever came before.
        (PRONOUN_AFTER.test(view.text.slice(m.end)) && OUTCOME.test(view.text.slice(0, m.start)));
      if (!aboutOutcome) continue;
      // Mark the words, not the full stop after them.
      const clauseEnd = m.start + view.text.slice(m.start, clause.end).replace(/[\s.!?,;:]+$/, '').length;
      const end = view.span.start + clauseEnd;
      hits.push(
        hitIn(
          view,
          m.start,
          clauseEnd,
          `${quote(view.field, view.span.start + m.start, end)} guarantees an outcome. No lawyer may promise results; describe what the firm will do instead`,
        ),
      );
    }
  }
  return withoutOverlaps(hits);
}

// ── comparison ────────────────────────────────────────────────────────────────────────────

const SUPERLATIVE = String.raw`(?:best|largest|biggest|#1|no\. ?1|number[- ]one|top[- ]rated|highest[- ]rated|top(?! of\b)|leading(?! (?:up|to|cause|causes|role|edge)\b)|premier|finest|greatest|foremost|preeminent|most (?:experienced|successful|trusted|respected|skilled|qualified|recommended|aggressive|awarded|accomplished))`;
const LEGAL_NOUN = String.raw`(?:law ?firms?|firms?|lawyers?|attorneys?|counsel|litigators?|advocates?|legal (?:team|representation|help|services)|representation|law offices?|law group|injury group|teams?|names? in (?:[\w'-]+ ){0,3}?law)`;

/** A superlative before a word for lawyers: "the best injury lawyers", "#1 injury firm". */
const SUPERLATIVE_LAWYER = new RegExp(String.raw`(?<![\w#])${SUPERLATIVE}\s+(?:[\w'&-]+\s+){0,4}?${LEGAL_NOUN}\b`, 'gi');
/** The firm saying it of itself: "we're the best", "our lawyers are the most experienced". */
const SUPERLATIVE_SELF = new RegExp(
  String.raw`\b(?:we(?:'re| are)|i(?:'m| am)|(?:our )?(?:firm|lawyers|attorneys|team) (?:is|are))(?: (?!our\b|my\b|your\b|their\b)\w+){0,2}? (?:the )?(?:best|#1|no\. ?1|number[- ]one|top[- ]rated|top(?! of\b)|leading|finest|greatest)(?![\w-])`,
  'gi',
);
const COMPARATIVE = [
  /\b(?:better|stronger|harder|smarter|more (?:experienced|successful|aggressive|skilled|qualified))\b[^.!?]{0,60}?\bthan (?:any |all |most )?(?:other |the other )?(?:law )?(?:firms?|lawyers?|attorneys?|competitors?)\b/gi,
  /\b(?:harder|better|more)\b[^.!?]{0,50}?\bthan (?:we|us)(?: do)?\b/gi,
  /\b(?:nobody|no one|no other \w+|no (?:firm|lawyer|attorney|team))\b[^.!?]{0,60}?\b(?:like|as (?:well|hard|much) as) (?:we|us)(?: do)?\b/gi,
  /\b(?:unmatched|unrivall?ed|unparalleled|second to none|without equal)\b/gi,
];
// Advice about choosing a lawyer is not a claim about this firm: "how to find the best lawyer".
const CHOOSING =
  /\b(?:find|finding|choose|choosing|hire|hiring|pick|picking|look(?:ing)? for|search(?:ing)? for|need|deserve|compare|comparing|select|selecting)\b[^,.;:!?]{0,30}$/i;

export function comparison({ draft, rows }: DetectorInput): Hit[] {
  const nyRow = rows.find((row) => row.needsNyDisclaimer);
  const nyDisclaimerMissing = nyRow !== undefined && !hasNyDisclaimer(draft);
  const hits: Hit[] = [];
  const add = (view: SentenceView, start: number, end: number) => {
    const words = quote(view.field, view.span.start + start, view.span.start + end);
    const detail = nyDisclaimerMissing
      ? `${words} compares the firm with other lawyers. Keep it only if you can prove it, and in New York add “${NY_DISCLAIMER}”`
      : `${words} claims superiority the firm may not be able to prove. Keep it only if an objective source supports it, or describe the firm plainly`;
    const broken = nyRow && !nyDisclaimerMissing ? rows.filter((row) => row !== nyRow) : rows;
    hits.push(hitIn(view, start, end, detail, { rows: broken }));
  };
  for (const view of eachSentence(draft)) {
    for (const pattern of [SUPERLATIVE_LAWYER, SUPERLATIVE_SELF]) {
      for (const m of matches(view.text, pattern)) {
        if (isNegated(view.text, m.start) || CHOOSING.test(view.text.slice(clauseAround(view.text, m.start).start, m.start))) continue;
        add(view, m.start, m.end);
      }
    }
    for (const pattern of COMPARATIVE) {
      for (const m of matches(view.text, pattern)) add(view, m.start, m.end);
    }
  }
  return withoutOverlaps(hits);
}

// ── past-results ──────────────────────────────────────────────────────────────────────────

const AMOUNT =
  /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|mm|million|billion|thousand)\b)?|\b(?:millions|billions|hundreds of thousands|(?:six|seven|eight|nine)[- ]figures?|multi[- ]?million(?:[- ]dollar)?)\b|\b(?:\d+(?:\.\d+)?|half a|a|one|two|three|four|five|ten|a quarter of a) (?:million|billion) dollars\b/gi;
const RESULT_WORD =
  /\b(?:recovered|won|secured|obtained|negotiated|collected|achieved|received|awarded|helped|got|gotten|verdicts?|settlements?|recovery|recoveries|judgments?)\b/i;
const CASE_COUNT =
  /\b(?:won|settled|resolved|tried|recovered for|winning)\b[^.!?]{0,20}?\b(?:\d[\d,]*\+?|hundreds|thousands|dozens)(?: of)?\s+(?:cases|claims|trials|verdicts|lawsuits)\b/gi;
const SUCCESS_RATE = /(?<![\d.])\d{1,2}(?:\.\d+)? ?(?:%|percent) (?:success|win|winning|recovery)(?: rate)?\b/gi;
/** "Our clients typically receive three times more." */
const OUTCOME_STATISTIC =
  /\b(?:typically|usually|on average|average)\s+(?:receive|recover|get|win|collect)\b[^.!?]{0,40}|\b(?:two|three|four|five|ten|\d+(?:\.\d+)?) times (?:more|as much|larger|higher)\b/gi;
// "Case result:" headings speak for the firm as much as "we" does.
const FIRST_PERSON = /\b(?:we|we've|we're|our|ours|us|i|i've|my|case results?)\b/i;
// Words in firm names that do not identify the firm ("Law", "Group", "P.A.").
const GENERIC_NAME_WORD =
  /^(?:the|of|and|law|laws|legal|lawyers?|attorneys?|injury|injuries|personal|trial|group|firm|offices?|partners|associates|llp|llc|pllc|pa|pc|p|a|c|esq|inc|co)$/i;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a sentence speaks of the firm: first person, or a distinctive word of its name or its attorney's name. */
function speakerPattern(firm: FirmForCheck): RegExp {
  const names = `${firm.firmName ?? ''} ${firm.responsibleAttorney ?? ''}`
    .split(/[^\p{L}'-]+/u)
    .filter((word) => word.length >= 3 && !GENERIC_NAME_WORD.test(word))
    .map(escapeRegExp);
  if (names.length === 0) return FIRST_PERSON;
  return new RegExp(String.raw`${FIRST_PERSON.source}|\b(?:${names.join('|')})\b`, 'i');
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
  const broken = [...(hasNyDisclaimer(draft) ? [] : nyRows), ...(hasAnyDisclaimer(draft) ? [] : otherRows)];
  if (broken.length === 0) return [];
  const speaker = speakerPattern(firm);
  const detail = (words: string) =>
    nyRows.length > 0 && broken.some((row) => row.needsNyDisclaimer) && hasAnyDisclaimer(draft)
      ? `${words} reports a result. New York requires the exact words “${NY_DISCLAIMER}”`
      : `${words} reports a result without saying that prior results do not guarantee a similar outcome`;
  const hits: Hit[] = [];
  for (const view of eachSentence(draft)) {
    if (!speaker.test(view.text)) continue;
    const claims = [
      ...(RESULT_WORD.test(view.text) ? [...matches(view.text, AMOUNT)] : []),
      ...matches(view.text, CASE_COUNT),
      ...matches(view.text, SUCCESS_RATE),
      ...matches(view.text, OUTCOME_STATISTIC),
    ];
    for (const m of claims) {
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
      const view = { field, span, text };
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

// ── quick-settlement ──────────────────────────────────────────────────────────────────────

const QUICK_MONEY = [
  /\b(?:quick|quicker|fast|faster|immediate|instant|speedy|rapid)\s+(?:cash|money|settlements?|payouts?|payments?|checks?|compensation|recovery)\b/gi,
  /\b(?:cash|money|settlement|payout|check|compensation)(?: (?!rarely\b|seldom\b|never\b|not\b|\w+n't\b)[\w']+){0,3}? (?:fast|quickly|immediately|right away|in days|overnight|now|today)\b/gi,
  /\b(?:cash|money|settlement|payout|check|compensation)\b[^.!?]{0,12}?\bin (?:(?:a few |\d+ )?(?:hours|days|weeks))\b/gi,
  /\bget paid (?:fast|quickly|now)\b/gi,
];

export function quickSettlement({ draft }: DetectorInput): Hit[] {
  const hits: Hit[] = [];
  for (const view of eachSentence(draft)) {
    for (const pattern of QUICK_MONEY) {
      for (const m of matches(view.text, pattern)) {
        if (isNegated(view.text, m.start)) continue;
        const words = quote(view.field, view.span.start + m.start, view.span.start + m.end);
        hits.push(
          hitIn(view, m.start, m.end, `${words} suggests quick money. How long a claim takes depends on its facts; do not promise speed`),
        );
      }
    }
  }
  return withoutOverlaps(hits);
}

// ── fee-costs ─────────────────────────────────────────────────────────────────────────────

const FEE_TYPE = String.raw`(?:attorney'?s'? |legal |lawyer'?s'? )?`;
const CONTINGENT_FEE = [
  new RegExp(
    String.raw`\b(?:no|zero|\$0) ${FEE_TYPE}fees?\b[^.!?]{0,40}?\b(?:unless|until|if)\b[^.!?]{0,30}?\b(?:win|wins|won|recover|recovers|recovery|collect|collects|settle|settles|get paid|get money)\b`,
    'gi',
  ),
  /\bno (?:win|recovery|recover|success)\W{1,3}no (?:fee|charge|pay)\b/gi,
  /\bcontingen(?:t|cy) (?:up)?on (?:winning|a (?:win|recovery)|recovery|the outcome|success|us winning)\b/gi,
  /\bnever charged? (?:a |any )?(?:client |one )?(?:a )?fees?\b[^.!?]{0,30}?\b(?:unless|when|if)\b[^.!?]{0,20}?\b(?:win|won|recover|recovered|lose|lost)\b/gi,
  /\bonly (?:charge|take|collect) (?:a |our )?fees? (?:if|when) (?:we|you) (?:win|recover)/gi,
  new RegExp(String.raw`\b(?:pay|owe) (?:us )?no ${FEE_TYPE}fees?\b[^.!?]{0,30}?\b(?:unless|until|if)\b`, 'gi'),
  /\bcontingen(?:cy|t)(?:[- ]fee)?(?: basis| fees?| arrangement| agreement)\b|\bon (?:a )?contingency\b/gi,
  /\b(?:our|the|my) fee is (?:a |only a )?(?:percentage|portion|share|part) of\b/gi,
  /\bfree unless (?:we|you) (?:win|recover)\b/gi,
  /\bdon'?t pay (?:us )?(?:a |any )?fees? (?:unless|until)\b/gi,
  // "We don't get paid unless you do", "we only get paid if we win".
  /\b(?:we|i)(?:'re| are| am)? (?:don't |do not |only |are not |aren't )?(?:get )?paid (?:only )?(?:unless|until|if|when)\b/gi,
];
const COSTS = /\b(?:costs?|expenses?)\b/i;
const WHO_PAYS =
  /\b(?:pay|pays|paid|owe|owes|owed|responsible|liable|reimburse|reimbursed|repay|repaid|advance|advanced|deduct|deducted|cover|covers|waive|waived|charge|charged|absorb|absorbs)\b|\bnothing\b/i;

/** A sentence that says who pays costs and expenses. */
function statesCosts(draft: PreparedDraft): boolean {
  for (const field of draft.fields) {
    for (const span of field.sentences) {
      const text = field.match.slice(span.start, span.end);
      if (COSTS.test(text) && WHO_PAYS.test(text)) return true;
    }
  }
  return false;
}

export const COSTS_SENTENCE = 'Clients remain responsible for court costs and case expenses whether or not there is a recovery.';

export function feeCosts({ draft }: DetectorInput): Hit[] {
  if (statesCosts(draft)) return [];
  const hits: Hit[] = [];
  // Whole fields, not sentences: "No recovery? No fee." is one statement in two sentences.
  for (const field of draft.fields) {
    for (const pattern of CONTINGENT_FEE) {
      for (const m of matches(field.match, pattern)) {
        const sentence = sentenceAt(field.sentences, m.end - 1);
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
