import { useEffect, useState, type FormEvent } from 'react';
import type { Issue } from '#shared/newsletter/issue';
import { FIRST_NAME_OR_THERE } from '#shared/newsletter/mergeFields';
import { errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Spinner } from '../ui/Spinner';
import { buttonPrimary, buttonSecondary, card, input, label } from '../ui/styles';
import { campaignApi, RefusedIssue, type Templates } from './campaignApi';

const BLANK: Issue = {
  subject: 'News from {{firm.name}}',
  preheader: '',
  blocks: [{ id: 'greeting', type: 'paragraph', text: `Hi ${FIRST_NAME_OR_THERE},\n\n` + 'Here is what is new this month.' }],
};

/** The next few months as YYYY-MM with their names, starting with next month (the usual next issue). */
function upcomingMonths(): { value: string; label: string }[] {
  const now = new Date();
  return [0, 1, 2, 3].map((ahead) => {
    const date = new Date(now.getFullYear(), now.getMonth() + ahead, 15);
    return {
      value: `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`,
      label: date.toLocaleString('en-US', { month: 'long', year: 'numeric' }),
    };
  });
}

/**
 * How a new issue starts: an AI draft written from the newsletter settings for a month (and an
 * optional request), a layout, or a blank page. The issue is saved as a draft and opened in the
 * editor; a draft the compliance check refuses opens unsaved, its findings marked.
 */
export function NewIssue({
  onCreated,
  onUnsaved,
  onCancel,
}: {
  onCreated: (id: string) => void;
  onUnsaved: (issue: Issue, name: string) => void;
  onCancel: () => void;
}) {
  const months = upcomingMonths();
  const [month, setMonth] = useState(months[1]!.value);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [templates, setTemplates] = useState<Templates | null>(null);
  useEffect(() => {
    campaignApi
      .templates()
      .then(setTemplates, (error: unknown) =>
        showToast({ title: 'Error fetching templates', description: errorMessage(error), variant: 'destructive' }),
      );
  }, []);

  async function create(issue: Issue, name: string, what: string) {
    setBusy(what);
    try {
      const campaign = await campaignApi.create({ ...issue, name, segment_id: null });
      onCreated(campaign.id);
    } catch (error) {
      if (error instanceof RefusedIssue) {
        showToast({ title: 'Review the marked words', description: error.message, variant: 'destructive' });
        onUnsaved(issue, name);
      } else showToast({ title: 'Failed to create issue', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function draft(event: FormEvent) {
    event.preventDefault();
    setBusy('ai');
    try {
      const { issue } = await campaignApi.draft(month, prompt);
      const name = `Newsletter: ${months.find((m) => m.value === month)!.label}`;
      showToast({ title: 'Draft written', description: 'Review every block before you approve it.' });
      await create(issue, name, 'ai');
    } catch (error) {
      showToast({ title: 'Failed to draft the issue', description: errorMessage(error), variant: 'destructive' });
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
      <form onSubmit={draft} className={card} aria-labelledby="ai-draft-title">
        <h2 id="ai-draft-title" className="text-lg font-semibold text-navy-900">
          Draft with AI
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Written for your areas and accident types from Settings, Newsletter, for the month you choose. You review and approve every word.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]">
          <label className={label}>
            Month
            <select className={input} value={month} onChange={(e) => setMonth(e.target.value)}>
              {months.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            Anything to include (optional)
            <textarea
              className={input}
              rows={2}
              maxLength={2000}
              value={prompt}
              onChange={(e) => setPrompt(e.target.value)}
              placeholder="For example: our toy drive on the 12th at the office"
            />
          </label>
        </div>
        <div className="mt-4 flex justify-end">
          <button type="submit" className={buttonPrimary} disabled={busy !== null}>
            {busy === 'ai' && <Spinner label="Writing the draft" className="h-4 w-4 text-white" />}
            Write the draft
          </button>
        </div>
      </form>

      <section className={card} aria-labelledby="layouts-title">
        <h2 id="layouts-title" className="text-lg font-semibold text-navy-900">
          Start from a layout
        </h2>
        {templates === null ? (
          <Spinner label="Loading layouts" className="mt-4 h-6 w-6 text-navy-800" />
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {templates.layouts.map((layout) => (
              <li key={layout.id} className="rounded-lg border border-slate-200 p-4">
                <h3 className="font-semibold text-navy-900">{layout.name}</h3>
                <p className="mt-1 text-sm text-slate-700">{layout.description}</p>
                <button
                  type="button"
                  className={`${buttonSecondary} mt-3`}
                  disabled={busy !== null}
                  onClick={() => void create(layout.issue, layout.name, layout.id)}
                >
                  Use {layout.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="flex flex-wrap justify-between gap-3">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className={buttonSecondary}
          disabled={busy !== null}
          onClick={() => void create(BLANK, 'Newsletter', 'blank')}
        >
          Start from a blank issue
        </button>
      </div>
    </div>
  );
}
