import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { isProfileFinding } from '#shared/compliance/profileRules';
import { AUDIENCES, REVIEW_SUGGESTED, type Audience, type Finding, type Fix } from '#shared/compliance/types';
import { AUDIENCE_LABELS } from '#shared/schemas/audience';
import type { FirmProfile } from '#shared/schemas/firmProfile';
import {
  BODY_MAX,
  createSequenceSchema,
  DAY_MAX,
  DEFAULT_AUDIENCE,
  generateSequenceRequestSchema,
  PROMPT_MAX,
  SAVED_EMAILS_MAX,
  SEQUENCE_NAME_MAX,
  SUBJECT_MAX,
  updateSequenceSchema,
  type EmailDraft,
  type SequenceDetail,
  timingWords,
} from '#shared/schemas/sequences';
import { errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Spinner } from '../ui/Spinner';
import { buttonPrimary, buttonSecondary, card, input, label } from '../ui/styles';
import { FindingList, MarkedText, numbered, SecondOpinionButton, type SecondOpinionState } from './EmailFindings';
import { sequenceApi } from './sequenceApi';

type ComplianceEngine = typeof import('#shared/compliance/index');

interface FormValues {
  name: string;
  prompt: string;
  audience: Audience;
  emails: EmailDraft[];
}

/** An AI second opinion on one email, for the words it was asked about: stale once they change. */
interface SecondOpinion extends SecondOpinionState {
  subject: string;
  body: string;
  audience: Audience;
  suggestions: Finding[];
}

const NOTHING_MORE = 'Second opinion: nothing more to review.';
const FIELD_ORDER = { subject: 0, body: 1 } as const;
const readingOrder = (a: Finding, b: Finding) => FIELD_ORDER[a.field] - FIELD_ORDER[b.field] || a.start - b.start;

interface SequenceFormProps {
  /** The sequence being edited; absent when creating. */
  existing?: SequenceDetail;
  hasTenant: boolean;
  onDone: () => void;
  onCancel: () => void;
}

export function SequenceForm({ existing, hasTenant, onDone, onCancel }: SequenceFormProps) {
  const { register, control, handleSubmit, getValues, setValue, formState } = useForm<FormValues>({
    defaultValues: {
      name: existing?.name ?? '',
      prompt: existing?.prompt ?? '',
      audience: existing?.audience ?? DEFAULT_AUDIENCE,
      emails: existing?.emails.map((e) => ({ after_days: e.after_days, subject: e.subject, body: e.body })) ?? [],
    },
  });
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'emails' });
  const [generating, setGenerating] = useState(false);
  const [saving, setSaving] = useState(false);
  // Generated emails open as a preview; an existing sequence opens with every field editable.
  const [editing, setEditing] = useState<Set<string>>(() => new Set(existing ? ['all'] : []));
  const emails = useWatch({ control, name: 'emails' });
  const audience = useWatch({ control, name: 'audience' });
  const isEditing = (id: string) => editing.has('all') || editing.has(id);
  // The engine loads after the page has started (it is not needed for the first paint), with the
  // firm profile it checks against: null when the firm has not saved one yet.
  const [checker, setChecker] = useState<{ engine: ComplianceEngine; firm: FirmProfile | null }>();
  useEffect(() => {
    Promise.all([import('#shared/compliance/index'), sequenceApi.firmProfile().catch(() => null)]).then(
      ([engine, firm]) => setChecker({ engine, firm }),
      () =>
        showToast({ title: 'Compliance check unavailable', description: 'Reload the page to check these emails.', variant: 'destructive' }),
    );
  }, []);
  const firm = checker?.firm;

  // The same engine the server runs before saving, run on every render as the attorney types.
  const findings: Finding[][] = checker
    ? emails.map((e) => checker.engine.checkEmail({ subject: e?.subject ?? '', body: e?.body ?? '' }, { audience }, checker.firm ?? {}))
    : [];
  const footer = checker?.firm ? checker.engine.composeFooter(checker.firm) : null;

  // Second opinions, by email (the form's field id), asked for one email at a time.
  const [opinions, setOpinions] = useState<Record<string, SecondOpinion>>({});
  async function askSecondOpinion(id: string, email: { subject: string; body: string }) {
    const asked = { subject: email.subject, body: email.body, audience };
    setOpinions((all) => ({ ...all, [id]: { ...asked, busy: true, suggestions: [] } }));
    let answer: SecondOpinion;
    try {
      const { findings: all, secondOpinion } = await sequenceApi.secondOpinion(asked);
      const suggestions = all.filter((f) => f.kind === REVIEW_SUGGESTED);
      const note = secondOpinion?.status === 'unavailable' ? secondOpinion.note : suggestions.length === 0 ? NOTHING_MORE : undefined;
      answer = { ...asked, busy: false, suggestions, note };
    } catch (error) {
      answer = { ...asked, busy: false, suggestions: [], note: errorMessage(error) };
    }
    setOpinions((all) => ({ ...all, [id]: answer }));
  }
  const opinionFor = (id: string, email: { subject: string; body: string }) => {
    const opinion = opinions[id];
    const fresh = opinion && opinion.subject === email.subject && opinion.body === email.body && opinion.audience === audience;
    return fresh || opinion?.busy ? opinion : undefined;
  };

  function fix(index: number, edit: Fix) {
    if (!checker) return;
    const current = getValues(`emails.${index}`);
    const fixed = checker.engine.applyFix({ subject: current.subject, body: current.body }, edit);
    setValue(`emails.${index}.${edit.field}`, fixed[edit.field], { shouldDirty: true });
  }

  async function generate() {
    const parsed = generateSequenceRequestSchema.safeParse({ prompt: getValues('prompt'), audience: getValues('audience') });
    if (!parsed.success) {
      showToast({ title: 'Failed to Generate Sequence', description: parsed.error.issues[0]!.message, variant: 'destructive' });
      return;
    }
    setGenerating(true);
    try {
      const { emails: generated } = await sequenceApi.generate(parsed.data.prompt, parsed.data.audience);
      replace(generated);
      setEditing(new Set());
      showToast({ title: 'Sequence Generated!', description: 'Review the emails below before saving.' });
    } catch (error) {
      showToast({ title: 'Failed to Generate Sequence', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  }

  const save = handleSubmit(async (values) => {
    if (!hasTenant) {
      showToast({ title: 'Save Failed', description: 'Account information is missing. Cannot save.', variant: 'destructive' });
      return;
    }
    const emailsAsNumbers = values.emails.map((e) => ({ ...e, after_days: Number(e.after_days) }));
    const parsed = existing
      ? updateSequenceSchema.safeParse({ name: values.name, audience: values.audience, emails: emailsAsNumbers })
      : createSequenceSchema.safeParse({ name: values.name, prompt: values.prompt, audience: values.audience, emails: emailsAsNumbers });
    if (!parsed.success) {
      showToast({ title: 'Failed to Save Sequence', description: parsed.error.issues[0]!.message, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      if (existing) {
        await sequenceApi.update(existing.id, parsed.data);
        showToast({ title: 'Success!', description: 'Your sequence has been updated.' });
      } else {
        await sequenceApi.create(parsed.data as typeof parsed.data & { prompt: string });
        showToast({ title: 'Success!', description: 'Your new AI sequence has been saved.' });
      }
      onDone();
    } catch (error) {
      showToast({ title: 'Failed to Save Sequence', description: errorMessage(error), variant: 'destructive' });
      setSaving(false);
    }
  });

  /** Approves the emails as saved (their content hash): the sequence becomes active and contacts can be enrolled. */
  async function approve() {
    setSaving(true);
    try {
      await sequenceApi.approve(existing!.id, existing!.content_hash);
      showToast({ title: 'Sequence approved', description: 'It is active: contacts can now be enrolled.' });
      onDone();
    } catch (error) {
      showToast({ title: 'Failed to approve sequence', description: errorMessage(error), variant: 'destructive' });
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="space-y-6" noValidate aria-label={existing ? 'Edit sequence' : 'New sequence'}>
      <div className={card}>
        <h2 className="text-lg font-semibold text-navy-900">{existing ? 'Edit Sequence' : 'Create a New Sequence'}</h2>
        <div className="mt-4 space-y-4">
          <label className={label}>
            Sequence Name
            <input {...register('name')} className={input} maxLength={SEQUENCE_NAME_MAX} placeholder="e.g. New client welcome" />
          </label>
          <label className={label}>
            Audience
            <select {...register('audience')} className={input}>
              {AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {AUDIENCE_LABELS[a]}
                </option>
              ))}
            </select>
          </label>
          <p className="text-xs text-slate-600">
            The attorney-advertising rules depend on who receives the emails and on your firm’s licensed states. Every email is checked
            against them as you write and again when you save; the check helps the responsible attorney review, it is not legal advice.
          </p>
          {firm === null && (
            <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="profile-missing">
              Your firm has no profile yet, so emails cannot end with the firm’s name and postal address. Complete it in{' '}
              <a href="/settings" className="font-semibold underline">
                Settings, Firm profile
              </a>{' '}
              before saving.
            </p>
          )}
          {!existing && (
            <>
              <label className={label}>
                AI Prompt
                <textarea
                  {...register('prompt')}
                  className={input}
                  rows={4}
                  maxLength={PROMPT_MAX}
                  placeholder="e.g. A 4-email welcome sequence for new car-accident clients: what to expect, what to keep, how to reach us."
                />
              </label>
              <p className="text-xs text-slate-600">
                Describe the campaign in a sentence or two. Emails are written to attorney-advertising rules: no promised results, no
                specialist claims, no invented case results. Review every email before saving.
              </p>
              <button type="button" onClick={generate} disabled={generating} className={buttonPrimary}>
                {generating && <Spinner label="Generating" className="h-4 w-4 text-white" />}
                Generate Sequence
              </button>
            </>
          )}
        </div>
      </div>

      {fields.length > 0 && (
        <section aria-labelledby="emails-title" className="space-y-4">
          <h2 id="emails-title" className="text-lg font-semibold text-navy-900">
            Emails ({fields.length})
          </h2>
          {existing?.status === 'active' && (
            <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              This sequence is active
              {existing.enrolled_count > 0
                ? ` and ${existing.enrolled_count} ${existing.enrolled_count === 1 ? 'person is' : 'people are'} enrolled`
                : ''}
              . Saving changes to its emails returns it to draft: people already enrolled keep getting the emails as they were when they
              were enrolled, and nobody new is enrolled until it is approved again.
            </p>
          )}
          <ol className="space-y-4">
            {fields.map((field, index) => {
              const current = emails[index] ?? field;
              const opinion = opinionFor(field.id, current);
              const marks = numbered(
                [
                  ...(findings[index] ?? []).filter((f) => !isProfileFinding(f)),
                  ...(opinion?.busy ? [] : (opinion?.suggestions ?? [])),
                ].sort(readingOrder),
              );
              return (
                <li key={field.id} className={card} data-testid="email-preview">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h3 className="font-semibold text-navy-900">
                      {timingWords(Number(current.after_days), index === 0)}:{' '}
                      <MarkedText text={current.subject} field="subject" findings={marks} />
                    </h3>
                    <div className="flex gap-2">
                      {!isEditing(field.id) && (
                        <button type="button" className={buttonSecondary} onClick={() => setEditing(new Set([...editing, field.id]))}>
                          Edit email {index + 1}
                        </button>
                      )}
                      <button
                        type="button"
                        className={buttonSecondary}
                        onClick={() => remove(index)}
                        aria-label={`Remove email ${index + 1}`}
                      >
                        Remove
                      </button>
                    </div>
                  </div>
                  {/* Text only: line breaks show through CSS, never as injected HTML. */}
                  {!isEditing(field.id) && (
                    <p className="mt-3 whitespace-pre-line text-slate-700" data-testid="email-body">
                      <MarkedText text={current.body} field="body" findings={marks} />
                    </p>
                  )}
                  {isEditing(field.id) && (
                    <div className="mt-4 grid gap-4 sm:grid-cols-[8rem_1fr]">
                      <label className={label}>
                        {index === 0 ? 'Days after enrolment' : 'Days after the previous email'}
                        <input
                          type="number"
                          min={0}
                          max={DAY_MAX}
                          step={1}
                          {...register(`emails.${index}.after_days`, { valueAsNumber: true })}
                          className={input}
                        />
                      </label>
                      <label className={label}>
                        Subject
                        <input {...register(`emails.${index}.subject`)} className={input} maxLength={SUBJECT_MAX} />
                      </label>
                      <label className={`${label} sm:col-span-2`}>
                        Body
                        <textarea {...register(`emails.${index}.body`)} className={input} rows={6} maxLength={BODY_MAX} />
                      </label>
                    </div>
                  )}
                  {footer && (
                    <div className="mt-3 border-t border-dashed border-slate-300 pt-2">
                      <p className="text-xs font-semibold text-slate-600">Footer from your firm profile</p>
                      <p className="whitespace-pre-line text-sm text-slate-600" data-testid="email-footer">
                        {footer}
                      </p>
                    </div>
                  )}
                  <FindingList emailNumber={index + 1} email={current} findings={marks} onFix={(edit) => fix(index, edit)} />
                  <SecondOpinionButton emailNumber={index + 1} state={opinion} onAsk={() => askSecondOpinion(field.id, current)} />
                </li>
              );
            })}
          </ol>
        </section>
      )}

      <div className="flex flex-wrap gap-3">
        {(existing || fields.length > 0) && fields.length < SAVED_EMAILS_MAX && (
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => {
              const last = emails.at(-1);
              append({ after_days: last ? 7 : 0, subject: '', body: '' });
              setEditing(new Set([...editing, 'all']));
            }}
          >
            Add Email
          </button>
        )}
        <div className="ml-auto flex gap-3">
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            Cancel
          </button>
          {existing?.status === 'draft' && (
            <button
              type="button"
              className={buttonSecondary}
              disabled={saving || formState.isDirty}
              title={formState.isDirty ? 'Save your changes first: approval is of the emails as saved.' : undefined}
              onClick={() => void approve()}
            >
              Approve these emails
            </button>
          )}
          <button type="submit" disabled={saving || generating} className={buttonPrimary}>
            {saving && <Spinner label="Saving" className="h-4 w-4 text-white" />}
            Save Sequence
          </button>
        </div>
      </div>
    </form>
  );
}
