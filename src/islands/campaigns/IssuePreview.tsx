import { useEffect, useState } from 'react';
import type { Preview } from '#shared/newsletter/campaigns';
import type { Issue } from '#shared/newsletter/issue';
import { errorMessage } from '#browser/api';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { campaignApi } from './campaignApi';

const WIDTHS = { desktop: 680, phone: 375 } as const;

/**
 * The issue exactly as one reader receives it: rendered on the server by the email template,
 * merge fields filled for the chosen contact (or the sample reader), shown in a sandboxed frame
 * at desktop or phone width. The frame runs no script; links open in a new tab.
 */
export function IssuePreview({
  issue,
  contactId,
  readerName,
}: {
  issue: Pick<Issue, 'subject' | 'preheader' | 'blocks'>;
  contactId: string | null;
  readerName: string;
}) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const content = JSON.stringify(issue);
  useEffect(() => {
    let current = true;
    // A moment after the last keystroke, not on every one.
    const timer = setTimeout(() => {
      campaignApi.preview(JSON.parse(content) as Issue, contactId).then(
        (answer) => {
          if (!current) return;
          setPreview(answer);
          setProblem(null);
        },
        (error: unknown) => current && setProblem(errorMessage(error) ?? 'The preview could not be shown.'),
      );
    }, 600);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [content, contactId]);

  return (
    <section aria-labelledby="preview-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-title" className="text-lg font-semibold text-navy-900">
          Preview as {readerName}
        </h2>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((kind) => (
            <Button
              key={kind}
              aria-pressed={width === kind}
              className={`px-3 py-1 text-sm ${width === kind ? 'border-navy-800 bg-slate-100 font-semibold' : ''}`}
              onClick={() => setWidth(kind)}
            >
              {kind === 'desktop' ? 'Desktop' : 'Phone'}
            </Button>
          ))}
        </div>
      </div>
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      )}
      {preview && preview.missing.length > 0 && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {readerName}’s email would not leave: {preview.missing.join(', ')} has no value for this reader and no fallback. Add a fallback,
          such as {'{{contact.city or "your neighbourhood"}}'}.
        </p>
      )}
      {preview ? (
        <>
          <p className="text-sm text-slate-700">
            Subject: <span className="font-semibold">{preview.subject}</span> · {(preview.size_bytes / 1024).toFixed(1)} KB
          </p>
          <div className="overflow-x-auto rounded-lg border border-slate-300 bg-slate-100 p-2">
            <iframe
              title={`The issue as ${readerName} receives it, at ${width} width`}
              srcDoc={preview.html}
              sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              style={{ width: WIDTHS[width], height: 900 }}
              className="mx-auto block max-w-none rounded bg-white"
            />
          </div>
        </>
      ) : (
        !problem && <Spinner label="Rendering the preview" className="h-6 w-6 text-navy-800" />
      )}
    </section>
  );
}
