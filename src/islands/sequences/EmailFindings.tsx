import type { ReactNode } from 'react';
import { REVIEW_SUGGESTED, type EmailField, type Finding, type Fix } from '#shared/compliance/types';
import { Spinner } from '../ui/Spinner';
import { buttonSecondary } from '../ui/styles';

/** A finding with its number in the email's list, so a mark in the text points at its explanation. */
export interface NumberedFinding extends Finding {
  number: number;
}

export const numbered = (findings: readonly Finding[]): NumberedFinding[] => findings.map((f, i) => ({ ...f, number: i + 1 }));

/**
 * The text with the words at fault marked, each mark followed by the number of its finding.
 * Overlapping findings share one mark. Findings about something missing (start = end) have
 * no words to mark; the list explains them.
 */
export function MarkedText({ text, field, findings }: { text: string; field: EmailField; findings: readonly NumberedFinding[] }) {
  const spans = findings.filter((f) => f.field === field && f.end > f.start).sort((a, b) => a.start - b.start);
  const parts: ReactNode[] = [];
  let at = 0;
  let i = 0;
  while (i < spans.length) {
    const start = Math.max(spans[i]!.start, at);
    let end = spans[i]!.end;
    const group = [spans[i]!];
    while (i + 1 < spans.length && spans[i + 1]!.start < end) {
      group.push(spans[++i]!);
      end = Math.max(end, spans[i]!.end);
    }
    i++;
    if (end <= start) continue;
    parts.push(text.slice(at, start));
    const blocks = group.some((f) => f.severity === 'block');
    const onlySuggested = group.every((f) => f.kind === REVIEW_SUGGESTED);
    const style = blocks
      ? 'bg-red-100 underline decoration-red-700 decoration-wavy'
      : onlySuggested
        ? 'bg-sky-100 underline decoration-sky-700 decoration-dotted'
        : 'bg-amber-100';
    parts.push(
      <mark
        key={start}
        data-testid="finding-mark"
        data-rule={group.map((f) => f.rule).join(' ')}
        className={`rounded px-0.5 text-inherit ${style}`}
      >
        {text.slice(start, end)}
        <sup className="ml-0.5 font-semibold">{group.map((f) => f.number).join(',')}</sup>
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

interface FindingListProps {
  /** The email's position, for labels that name it ("Apply fix 1 to email 2"). */
  emailNumber: number;
  email: { subject: string; body: string };
  findings: readonly NumberedFinding[];
  onFix: (fix: Fix) => void;
}

const words = (email: FindingListProps['email'], f: Finding) => email[f.field].slice(f.start, f.end).trim();

const BADGE = {
  block: { text: 'Must fix', style: 'bg-red-100 text-red-800' },
  warn: { text: 'Warning', style: 'bg-amber-100 text-amber-900' },
  suggested: { text: 'Review suggested', style: 'bg-sky-100 text-sky-900' },
} as const;
const badgeOf = (f: Finding) => (f.kind === REVIEW_SUGGESTED ? 'suggested' : f.severity);

/** Each finding explained: how serious, which rule, the words, why, its source, and its fix when the engine has one. */
export function FindingList({ emailNumber, email, findings, onFix }: FindingListProps) {
  if (findings.length === 0) return null;
  const blocking = findings.filter((f) => f.severity === 'block').length;
  const suggested = findings.filter((f) => f.kind === REVIEW_SUGGESTED).length;
  const warnings = findings.length - blocking - suggested;
  const summary = [
    blocking > 0 && `${blocking} ${blocking === 1 ? 'problem' : 'problems'} to fix before saving`,
    warnings > 0 && `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`,
    suggested > 0 && `${suggested} review suggested`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <section
      className="mt-4 border-t border-slate-200 pt-3"
      aria-label={`Compliance findings for email ${emailNumber}`}
      data-testid="findings"
    >
      <p className="text-sm font-semibold text-slate-800">Compliance check: {summary}</p>
      <ol className="mt-2 space-y-3">
        {findings.map((f) => (
          <li key={f.number} className="text-sm text-slate-800" data-testid="finding" data-rule={f.rule}>
            <p>
              <span className="font-semibold">{f.number}.</span>{' '}
              <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${BADGE[badgeOf(f)].style}`}>{BADGE[badgeOf(f)].text}</span>{' '}
              <code className="text-xs text-slate-700">{f.rule}</code> in the {f.field}
              {words(email, f) && <> at “{words(email, f)}”</>}
            </p>
            <p className="mt-1">{f.message}</p>
            <p className="mt-1 text-xs text-slate-600">Source: {f.source}</p>
            {f.fix && (
              <div className="mt-2 rounded-md bg-slate-50 p-2">
                <p className="text-xs text-slate-700">
                  {f.fix.kind === 'insert' ? 'Adds' : 'Replaces the marked words with'}: “{f.fix.text.trim()}”
                </p>
                <button
                  type="button"
                  className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-100"
                  onClick={() => onFix(f.fix!)}
                  aria-label={`Apply fix ${f.number} to email ${emailNumber}`}
                >
                  Apply fix
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

export interface SecondOpinionState {
  busy: boolean;
  /** What the attorney reads after asking: nothing more to review, or why there is no second opinion. */
  note?: string;
}

/**
 * Asks the server's AI second opinion for one email (POST /api/compliance/check with
 * secondOpinion). Its suggestions join the findings above as "Review suggested"; they never
 * stop a save.
 */
export function SecondOpinionButton({ emailNumber, state, onAsk }: { emailNumber: number; state?: SecondOpinionState; onAsk: () => void }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={`${buttonSecondary} px-3 py-1 text-sm`}
        onClick={onAsk}
        disabled={state?.busy}
        aria-label={`Ask for a second opinion on email ${emailNumber}`}
      >
        {state?.busy && <Spinner label="Asking" className="h-4 w-4" />}
        Ask for a second opinion
      </button>
      {state?.note && (
        <p className="text-xs text-slate-600" role="status" data-testid="second-opinion-note">
          {state.note}
        </p>
      )}
    </div>
  );
}
