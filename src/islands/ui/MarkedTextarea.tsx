import { useRef, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

/** Words to mark in a text: offsets into it (end exclusive), how serious, and the number of the finding that explains them. */
export interface TextMark {
  start: number;
  end: number;
  tone: 'block' | 'warn' | 'suggested';
  number: number;
}

const TONES = {
  block: 'bg-red-200 underline decoration-red-700 decoration-wavy',
  warn: 'bg-amber-200',
  suggested: 'bg-sky-200 underline decoration-sky-700 decoration-dotted',
} as const;
const STRENGTH = { block: 2, warn: 1, suggested: 0 } as const;

/** The text cut into plain runs and marked runs; overlapping marks share one, at the strongest tone. */
function marked(text: string, marks: readonly TextMark[]): ReactNode[] {
  const spans = marks.filter((m) => m.end > m.start && m.start < text.length).sort((a, b) => a.start - b.start);
  const parts: ReactNode[] = [];
  let at = 0;
  for (let i = 0; i < spans.length;) {
    const start = Math.max(spans[i]!.start, at);
    let end = spans[i]!.end;
    let tone = spans[i]!.tone;
    const numbers = [spans[i]!.number];
    while (i + 1 < spans.length && spans[i + 1]!.start < end) {
      i++;
      end = Math.max(end, spans[i]!.end);
      if (STRENGTH[spans[i]!.tone] > STRENGTH[tone]) tone = spans[i]!.tone;
      numbers.push(spans[i]!.number);
    }
    i++;
    end = Math.min(end, text.length);
    if (end <= start) continue;
    parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className={`rounded-sm text-transparent ${TONES[tone]}`} data-testid="text-mark" data-numbers={numbers.join(',')}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return parts;
}

interface MarkedTextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The text as it stands (what the textarea holds): the marks' offsets index it. */
  text: string;
  marks: readonly TextMark[];
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A textarea with words marked inside it: a layer behind the (transparent) textarea repeats
 * its text, invisibly, with the marked words highlighted, and scrolls with it. The textarea is
 * the only thing assistive technology reads; the findings list explains each mark. Use it as
 * a Field's control: the Field's id, look and ARIA attributes reach the textarea.
 */
export function MarkedTextarea({ text, marks, className = '', ref, onScroll, ...rest }: MarkedTextareaProps) {
  const layer = useRef<HTMLDivElement>(null);
  return (
    <div className="relative">
      <div
        ref={layer}
        aria-hidden="true"
        data-testid="text-marks"
        className={`${className} pointer-events-none absolute inset-0 overflow-hidden border-transparent break-words whitespace-pre-wrap text-transparent`}
      >
        {marked(text, marks)}
        {/* A last empty line keeps the layer as tall as the text when it ends with a line break. */}
        {'\n'}
      </div>
      <textarea
        ref={ref}
        {...rest}
        className={`${className} relative !bg-transparent`}
        onScroll={(event) => {
          if (layer.current) layer.current.scrollTop = event.currentTarget.scrollTop;
          onScroll?.(event);
        }}
      />
    </div>
  );
}
