/**
 * Words a state requires in a set place: New York's subject label, Florida's first sentence,
 * California's "Advertisement" at the beginning and the end of a solicitation.
 */
import type { DetectorInput, Hit } from '../draft';
import { CA_LABEL, FL_FIRST_SENTENCE, NY_SUBJECT_LABEL } from '../rules';
import { comparable, lines, type Span } from '../text';

// ── ny-subject-label ──────────────────────────────────────────────────────────────────────

export function nySubjectLabel({ draft }: DetectorInput): Hit[] {
  const subject = draft.subject;
  if (/\battorney[\s-]+advertising\b/i.test(subject.match)) return [];
  const separator = subject.text.trim() === '' ? '' : ': ';
  return [
    {
      field: 'subject',
      start: 0,
      end: subject.text.length,
      detail: `New York requires “${NY_SUBJECT_LABEL}” in the subject line of an email that advertises the firm to anyone but existing clients`,
      fix: { kind: 'insert', field: 'subject', at: 0, text: `${NY_SUBJECT_LABEL}${separator}` },
    },
  ];
}

// ── labels and greetings at the top of a body ─────────────────────────────────────────────

/** "Advertisement", "Attorney advertising", "Advertising material": a label, not a sentence. */
const ADVERTISEMENT_WORD = /\badvertis(?:ement|ing)\b/i;
// A label may carry its translation: "ADVERTISEMENT / QUẢNG CÁO".
const LABEL_LINE = /^[\s[(]*(?:(?:attorney|legal|lawyer)\s+)?advertis(?:ement|ing)(?:\s+material)?[\s\]).:!-]*(?:[/|]\s*[^.!?\n]{1,30})?$/i;
// Greetings in English and in the Spanish that bilingual letters open with ("Estimado señor Pineda:").
const GREETING = String.raw`(?:dear|hi|hello|hey|good (?:morning|afternoon|evening|day)|greetings|respected|honou?red|esteemed|to (?:the|our|all|my|every|each|whom)|estimad[oa]s?|querid[oa]s?|hola|buen(?:os|as) (?:días|dias|tardes|noches)|saludos|kính gửi|kính thưa|thưa|xin chào|chào|kinh gui|chao)`;
// Greetings in the scripts translated newsletters keep: Korean, Chinese.
const CJK_GREETING = String.raw`(?:안녕하세요|존경하는|친애하는|尊敬的|亲爱的|親愛的|您好|你好)`;
// A greeting may hold a title ("Dear Mr. Alvarez,") but is not a sentence: it does not end in . or ?.
// A line that is only a name and a comma is a greeting too: "Ms. Alvarez,", "To the family of Mr. Diaz,".
const NAME_LINE = /^(?:[Tt]o the family of )?(?:(?:Mr|Mrs|Ms|Mx|Dr|Sr|Sra|Srta)\.? )?\p{Lu}[\p{L}'.-]*(?: \p{Lu}[\p{L}'.-]*){0,3}[,:]$/u;
const GREETING_WORD_LINE = new RegExp(String.raw`^(?:${GREETING}(?![\p{L}])|${CJK_GREETING})[^\n]{0,60}(?<![.?。])$`, 'iu');
const isGreetingLine = (line: string) => GREETING_WORD_LINE.test(line) || NAME_LINE.test(line);

const GREETING_PHRASE = new RegExp(String.raw`^(?:${GREETING}(?![\p{L}])|${CJK_GREETING})[^,:!.?\n]{0,60}[,:!：]\s*`, 'iu');

const isGreetingOnly = (sentence: string) => {
  const greeting = GREETING_PHRASE.exec(sentence);
  return greeting !== null && greeting[0].length === sentence.length;
};

/** Where the message itself starts: after any label lines and a greeting line. */
function messageStart(body: string): number {
  for (const line of lines(body)) {
    const text = body.slice(line.start, line.end);
    if (LABEL_LINE.test(text) || isGreetingLine(text)) continue;
    return line.start;
  }
  return body.length;
}

// ── fl-first-sentence ─────────────────────────────────────────────────────────────────────

const PARAPHRASE = /\b(?:retained|hired|engaged|represented|have (?:a )?(?:lawyer|attorney))\b[^.!?]*\b(?:disregard|ignore)\b/i;

export function flFirstSentence({ draft }: DetectorInput): Hit[] {
  const body = draft.body;
  const start = messageStart(body.text);
  // "hey Jordan! If you have already retained ..." : a greeting that is a sentence of its own is skipped too.
  const first = body.sentences.find((span) => span.start >= start && !isGreetingOnly(body.text.slice(span.start, span.end)));
  // "Dear Ana, If you have already retained ..." keeps the greeting on the sentence's line.
  const firstWords = first && body.text.slice(first.start, first.end).replace(GREETING_PHRASE, '');
  if (firstWords !== undefined && comparable(firstWords) === comparable(FL_FIRST_SENTENCE)) return [];
  const detail = `In Florida, a solicitation prompted by an incident must begin with exactly: “${FL_FIRST_SENTENCE}”`;
  if (!first) {
    return [{ field: 'body', start, end: start, detail, fix: { kind: 'insert', field: 'body', at: start, text: FL_FIRST_SENTENCE } }];
  }
  const fix: Hit['fix'] = PARAPHRASE.test(body.match.slice(first.start, first.end))
    ? { kind: 'replace', field: 'body', start: first.start, end: first.end, text: FL_FIRST_SENTENCE }
    : { kind: 'insert', field: 'body', at: first.start, text: `${FL_FIRST_SENTENCE}\n\n` };
  return [{ field: 'body', start: first.start, end: first.end, detail, fix }];
}

// ── ca-advertisement-label ────────────────────────────────────────────────────────────────

export function caAdvertisementLabel({ draft }: DetectorInput): Hit[] {
  const body = draft.body;
  const bodyLines = lines(body.text);
  const firstLine: Span | undefined = bodyLines[0];
  const lastLine: Span | undefined = bodyLines[bodyLines.length - 1];
  const labelled = (span: Span | undefined) => span !== undefined && ADVERTISEMENT_WORD.test(body.match.slice(span.start, span.end));
  // The subject is the first thing a reader sees, so a label there marks the beginning.
  const labelledSubject = ADVERTISEMENT_WORD.test(draft.subject.match);
  // A one-line body cannot carry both labels: its one label marks the beginning.
  const labelledEnd = labelled(lastLine) && (bodyLines.length > 1 || labelledSubject);
  const hits: Hit[] = [];
  if (!labelledSubject && !labelled(firstLine)) {
    hits.push({
      field: 'body',
      start: firstLine?.start ?? 0,
      end: firstLine?.end ?? 0,
      detail: `California requires the word “${CA_LABEL}” at the beginning of a solicitation sent to someone known to need legal help`,
      fix: { kind: 'insert', field: 'body', at: 0, text: bodyLines.length > 0 ? `${CA_LABEL}\n\n` : CA_LABEL },
    });
  }
  if (!labelledEnd) {
    const end = body.text.trimEnd().length;
    hits.push({
      field: 'body',
      start: lastLine?.start ?? end,
      end: lastLine?.end ?? end,
      detail: `California requires the word “${CA_LABEL}” at the end of a solicitation sent to someone known to need legal help`,
      fix: { kind: 'insert', field: 'body', at: end, text: end === 0 ? CA_LABEL : `\n\n${CA_LABEL}` },
    });
  }
  return hits;
}
