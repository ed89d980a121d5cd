import { useEffect, useState } from 'react';
import { draftRequestSchema } from '#shared/newsletter/drafts';
import type { Issue } from '#shared/newsletter/issue';
import { FIRST_NAME_OR_THERE } from '#shared/newsletter/mergeFields';
import { showFailure, showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { Spinner } from '../ui/Spinner';
import { card } from '../ui/styles';
import type { NewsletterTemplates } from '#shared/newsletter/templates';
import { campaignApi, RefusedIssue } from './campaignApi';

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
  const form = useSchemaForm(draftRequestSchema, { month: months[1]!.value, prompt: '' });
  const { errors } = form.formState;
  const [busy, setBusy] = useState<string | null>(null);
  const [templates, setTemplates] = useState<NewsletterTemplates | null>(null);
  useEffect(() => {
    campaignApi.templates().then(setTemplates, (error: unknown) => showFailure('Error fetching templates', error));
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
      } else showFailure('Failed to create issue', error);
    } finally {
      setBusy(null);
    }
  }

  async function draft({ month, prompt }: { month: string; prompt: string }) {
    setBusy('ai');
    try {
      const { issue } = await campaignApi.draft(month, prompt);
      const name = `Newsletter: ${months.find((m) => m.value === month)?.label ?? month}`;
      showToast({ title: 'Draft written', description: 'Review every block before you approve it.' });
      await create(issue, name, 'ai');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
      <Form form={form} onValid={draft} failedToast="Failed to draft the issue" className={card} aria-labelledby="ai-draft-title">
        <h2 id="ai-draft-title" className="text-lg font-semibold text-navy-900">
          Draft with AI
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Written for your areas and accident types from Settings, Newsletter, for the month you choose. You review and approve every word.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_1fr]">
          <Field label="Month" error={errors.month}>
            <select {...form.register('month')}>
              {months.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Anything to include (optional)" error={errors.prompt}>
            <textarea
              {...form.register('prompt')}
              rows={2}
              maxLength={2000}
              placeholder="For example: our toy drive on the 12th at the office"
            />
          </Field>
        </div>
        <div className="mt-4 flex justify-end">
          <Button
            type="submit"
            variant="primary"
            disabled={busy !== null && busy !== 'ai'}
            pending={busy === 'ai'}
            pendingLabel="Writing the draft"
          >
            Write the draft
          </Button>
        </div>
      </Form>

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
                <Button className="mt-3" disabled={busy !== null} onClick={() => void create(layout.issue, layout.name, layout.id)}>
                  Use {layout.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="flex flex-wrap justify-between gap-3">
        <Button onClick={onCancel}>Cancel</Button>
        <Button disabled={busy !== null} onClick={() => void create(BLANK, 'Newsletter', 'blank')}>
          Start from a blank issue
        </Button>
      </div>
    </div>
  );
}
