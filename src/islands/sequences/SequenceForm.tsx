import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { isProfileFinding } from '#shared/compliance/profileRules';
import { AUDIENCES, REVIEW_SUGGESTED, type Audience, type Finding, type Fix } from '#shared/compliance/types';
import { AUDIENCE_LABELS } from '#shared/schemas/audience';
import type { SequenceTemplate } from '#shared/newsletter/templates';
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
  type SequenceDetail,
  timingWords,
} from '#shared/schemas/sequences';
import { refusalMessage } from '#shared/compliance/refusal';
import { errorMessage } from '#browser/api';
import { showFailure, showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field, FieldMessage, Options } from '../ui/Field';
import { failField, firstProblem, Form, useSchemaForm } from '../ui/form';
import { MarkedTextarea, type TextMark } from '../ui/MarkedTextarea';
import { card } from '../ui/styles';
import { dropDraft, keepDraft } from '../ui/drafts';
import { FindingList, MarkedText, numbered, type NumberedFinding, SecondOpinionButton, type SecondOpinionState } from './EmailFindings';
import { SEQUENCE_DRAFT, sequenceApi, type SequenceDraft } from './sequenceApi';
import { SendingNotReady } from '../ui/SendingNotReady';

type ComplianceEngine = typeof import('#shared/compliance/index');

type FormValues = z.input<typeof createSequenceSchema>;

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

const toneOf = (f: Finding): TextMark['tone'] => (f.kind === REVIEW_SUGGESTED ? 'suggested' : f.severity);
const marksIn = (field: 'subject' | 'body', findings: readonly NumberedFinding[]): TextMark[] =>
  findings.filter((f) => f.field === field).map((f) => ({ start: f.start, end: f.end, tone: toneOf(f), number: f.number }));

/** Where the attorney is taken when a save is refused: the words of the first blocking finding. */
interface FocusTarget {
  index: number;
  field: 'subject' | 'body';
  start: number;
  end: number;
}

interface SequenceFormProps {
  /** The sequence being edited; absent when creating. */
  existing?: SequenceDetail;
  /** Values kept from an earlier visit that left without saving. */
  draft?: FormValues;
  hasTenant: boolean;
  onDone: () => void;
  onCancel: () => void;
}

export function SequenceForm({ existing, draft, hasTenant, onDone, onCancel }: SequenceFormProps) {
  const form = useSchemaForm(
    createSequenceSchema,
    draft ?? {
      name: existing?.name ?? '',
      prompt: existing?.prompt ?? '',
      audience: existing?.audience ?? DEFAULT_AUDIENCE,
      emails: existing?.emails.map((e) => ({ after_days: e.after_days, subject: e.subject, body: e.body })) ?? [],
    },
  );
  const { register, control, getValues, setValue, formState } = form;
  const { errors } = formState;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'emails' });
  const [generating, setGenerating] = useState(false);
  const [saving, setSaving] = useState(false);
  // Generated emails open as a preview; an existing sequence opens with every field editable.
  const [editing, setEditing] = useState<Set<string>>(() => new Set(existing ? ['all'] : []));
  const emails = useWatch({ control, name: 'emails' });
  const audience = useWatch({ control, name: 'audience' }) ?? DEFAULT_AUDIENCE;
  // Every change is kept for this tab: leaving for Settings (or reloading) and coming back restores it.
  const watched = useWatch({ control });
  useEffect(() => {
    if (formState.isDirty) keepDraft(SEQUENCE_DRAFT, { id: existing?.id ?? null, values: getValues() } satisfies SequenceDraft);
  }, [watched, formState.isDirty, existing?.id, getValues]);
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

  // A new sequence can start from one of the curated sequences instead of the AI.
  const [templates, setTemplates] = useState<readonly SequenceTemplate[]>([]);
  const [templateId, setTemplateId] = useState('');
  useEffect(() => {
    if (!existing) sequenceApi.templates().then(setTemplates, () => setTemplates([]));
  }, [existing]);
  const chosenTemplate = templates.find((t) => t.id === templateId);
  function applyTemplate() {
    if (!chosenTemplate) return;
    if (!getValues('name').trim()) setValue('name', chosenTemplate.name, { shouldDirty: true });
    setValue('audience', chosenTemplate.audience, { shouldDirty: true });
    replace(chosenTemplate.emails.map((e) => ({ ...e })));
    setEditing(new Set());
    showToast({ title: 'Template added', description: 'Review and adapt the emails below before saving.' });
  }

  // The same engine the server runs before saving, run on every render as the attorney types.
  const findings: Finding[][] = checker
    ? emails.map((e) => {
        const email = { subject: e?.subject ?? '', body: e?.body ?? '' };
        const found = checker.engine.checkEmail(email, { audience }, checker.firm ?? {});
        return [...found, ...checker.engine.learnedSuggestions(email, { audience }, checker.firm ?? {}, found)];
      })
    : [];
  // The footer as the sender composes it (composeFooter with the reader's own unsubscribe link):
  // the preview shows where each reader's link goes.
  const footer = checker?.firm
    ? checker.engine.composeFooter(checker.firm, { unsubscribeUrl: `${window.location.origin}/api/unsubscribe/…` })
    : null;

  // A refused save: why, beside Save, and the words at fault focused and scrolled to.
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const controls = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  const controlRef =
    (key: string, registered: (element: HTMLInputElement | HTMLTextAreaElement | null) => void) =>
    (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      registered(element);
      if (element) controls.current.set(key, element);
      else controls.current.delete(key);
    };
  useEffect(() => {
    if (!focusTarget) return;
    const control = controls.current.get(`${focusTarget.index}.${focusTarget.field}`);
    if (!control) return;
    control.focus();
    control.setSelectionRange(focusTarget.start, focusTarget.end);
    control.scrollIntoView({ block: 'center' });
    setFocusTarget(null);
  }, [focusTarget]);

  /** Refuses a save the engine blocks, as the server would, before anything is sent. */
  function refuseBlocked(): boolean {
    const blocking = findings.map((list) => list.filter((f) => f.severity === 'block'));
    if (!blocking.some((list) => list.length > 0)) return false;
    setSaveProblem(refusalMessage(findings));
    const index = blocking.findIndex((list) => list.some((f) => !isProfileFinding(f)));
    if (index >= 0) {
      const first = blocking[index]!.filter((f) => !isProfileFinding(f)).sort(readingOrder)[0]!;
      setEditing((before) => new Set([...before, fields[index]!.id]));
      setFocusTarget({ index, field: first.field, start: first.start, end: first.end });
    }
    return true;
  }

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
      const message = parsed.error.issues[0]!.message;
      failField(form, 'prompt', message);
      showToast({ title: 'Failed to Generate Sequence', description: message, variant: 'destructive' });
      return;
    }
    form.clearErrors('prompt');
    setGenerating(true);
    try {
      const { emails: generated } = await sequenceApi.generate(parsed.data.prompt, parsed.data.audience);
      replace(generated);
      setEditing(new Set());
      showToast({ title: 'Sequence Generated!', description: 'Review the emails below before saving.' });
    } catch (error) {
      showFailure('Failed to Generate Sequence', error);
    } finally {
      setGenerating(false);
    }
  }

  async function save(values: z.output<typeof createSequenceSchema>) {
    if (!hasTenant) {
      setSaveProblem('Account information is missing. Cannot save.');
      return;
    }
    if (refuseBlocked()) return;
    setSaveProblem(null);
    setSaving(true);
    try {
      if (existing) {
        await sequenceApi.update(existing.id, { name: values.name, audience: values.audience, emails: values.emails });
        showToast({ title: 'Success!', description: 'Your sequence has been updated.' });
      } else {
        await sequenceApi.create(values);
        showToast({ title: 'Success!', description: 'Your new AI sequence has been saved.' });
      }
      dropDraft(SEQUENCE_DRAFT);
      onDone();
    } catch (error) {
      setSaveProblem(errorMessage(error) ?? 'The sequence could not be saved. Please try again.');
      setSaving(false);
    }
  }

  const cancel = () => {
    dropDraft(SEQUENCE_DRAFT);
    onCancel();
  };

  /** Approves the emails as saved (their content hash): the sequence becomes active and contacts can be enrolled. */
  async function approve() {
    setSaving(true);
    try {
      await sequenceApi.approve(existing!.id, existing!.content_hash);
      showToast({ title: 'Sequence approved', description: 'It is active: contacts can now be enrolled.' });
      onDone();
    } catch (error) {
      showFailure('Failed to approve sequence', error);
      setSaving(false);
    }
  }

  return (
    <Form form={form} onValid={save} className="space-y-6" aria-label={existing ? 'Edit sequence' : 'New sequence'}>
      <div className={card}>
        <h2 className="text-lg font-semibold text-navy-900">{existing ? 'Edit Sequence' : 'Create a New Sequence'}</h2>
        <div className="mt-4 space-y-4">
          <Field label="Sequence Name" error={errors.name}>
            <input {...register('name')} maxLength={SEQUENCE_NAME_MAX} placeholder="e.g. New client welcome" />
          </Field>
          <Field label="Audience" error={errors.audience}>
            <select {...register('audience')}>
              <Options values={AUDIENCES} label={(a) => AUDIENCE_LABELS[a]} />
            </select>
          </Field>
          <p className="text-xs text-slate-600">
            The attorney-advertising rules depend on who receives the emails and on your firm’s licensed states. Every email is checked
            against them as you write and again when you save; the check helps the responsible attorney review, it is not legal advice.
          </p>
          {firm === null && (
            <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="profile-missing">
              Your firm has no profile yet, so emails cannot end with the firm’s name and postal address. Complete it in{' '}
              <a href="/settings#firm-profile" className="font-semibold underline">
                Settings, Firm profile
              </a>{' '}
              before saving. This draft is kept while you are there.
            </p>
          )}
          {!existing && templates.length > 0 && (
            <div className="space-y-2 rounded-lg border border-slate-200 p-3">
              <Field
                label="Start from a template"
                hint={chosenTemplate?.description ?? 'Curated personal-injury sequences to adapt; every email is checked as you review it.'}
              >
                <select value={templateId} onChange={(event) => setTemplateId(event.target.value)}>
                  <option value="">Choose a sequence…</option>
                  {templates.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Button onClick={applyTemplate} disabled={!chosenTemplate}>
                Use this template
              </Button>
            </div>
          )}
          {!existing && (
            <>
              <Field
                label="AI Prompt"
                error={errors.prompt}
                hint="Describe the campaign in a sentence or two. Emails are written to attorney-advertising rules: no promised results, no specialist claims, no invented case results. Review every email before saving."
              >
                <textarea
                  {...register('prompt')}
                  rows={4}
                  maxLength={PROMPT_MAX}
                  placeholder="e.g. A 4-email welcome sequence for new car-accident clients: what to expect, what to keep, how to reach us."
                />
              </Field>
              <Button variant="primary" onClick={generate} pending={generating} pendingLabel="Generating">
                Generate Sequence
              </Button>
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
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
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
                      {timingWords(Number(current.after_days ?? 0), index === 0)}:{' '}
                      <MarkedText text={current.subject} field="subject" findings={marks} />
                    </h3>
                    <div className="flex gap-2">
                      {!isEditing(field.id) && (
                        <Button onClick={() => setEditing(new Set([...editing, field.id]))}>Edit email {index + 1}</Button>
                      )}
                      <Button onClick={() => remove(index)} aria-label={`Remove email ${index + 1}`}>
                        Remove
                      </Button>
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
                      <Field
                        label={index === 0 ? 'Days after enrolment' : 'Days after the previous email'}
                        error={errors.emails?.[index]?.after_days}
                      >
                        <input
                          type="number"
                          min={0}
                          max={DAY_MAX}
                          step={1}
                          {...register(`emails.${index}.after_days`, { valueAsNumber: true })}
                        />
                      </Field>
                      <Field label="Subject" error={errors.emails?.[index]?.subject}>
                        {(() => {
                          const { ref, ...subject } = register(`emails.${index}.subject`);
                          return <input {...subject} ref={controlRef(`${index}.subject`, ref)} maxLength={SUBJECT_MAX} />;
                        })()}
                      </Field>
                      <Field label="Body" error={errors.emails?.[index]?.body} className="sm:col-span-2">
                        {(() => {
                          const { ref, ...body } = register(`emails.${index}.body`);
                          return (
                            <MarkedTextarea
                              {...body}
                              ref={controlRef(`${index}.body`, ref)}
                              text={current.body}
                              marks={marksIn('body', marks)}
                              rows={6}
                              maxLength={BODY_MAX}
                            />
                          );
                        })()}
                      </Field>
                    </div>
                  )}
                  {footer && (
                    <div className="mt-3 border-t border-dashed border-slate-300 pt-2">
                      <p className="text-xs font-semibold text-slate-600">
                        Footer from your firm profile, as each reader receives it (with their own unsubscribe link)
                      </p>
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

      <FieldMessage error={errors.emails?.message ?? errors.emails?.root?.message} />
      {existing?.status === 'draft' && <SendingNotReady />}
      <div className="flex flex-wrap gap-3">
        {(existing || fields.length > 0) && fields.length < SAVED_EMAILS_MAX && (
          <Button
            onClick={() => {
              const last = emails.at(-1);
              append({ after_days: last ? 7 : 0, subject: '', body: '' });
              setEditing(new Set([...editing, 'all']));
            }}
          >
            Add Email
          </Button>
        )}
        <div className="ml-auto flex gap-3">
          <Button onClick={cancel}>Cancel</Button>
          {existing?.status === 'draft' && (
            <Button
              disabled={saving || formState.isDirty}
              title={formState.isDirty ? 'Save your changes first: approval is of the emails as saved.' : undefined}
              onClick={() => void approve()}
            >
              Approve these emails
            </Button>
          )}
          <Button
            type="submit"
            variant="primary"
            disabled={generating}
            pending={saving}
            pendingLabel="Saving"
            aria-describedby="save-problem"
          >
            Save Sequence
          </Button>
        </div>
      </div>
      {/* Why it was not saved, beside Save: a toast would cover the buttons. */}
      <p id="save-problem" className="text-right text-sm font-medium text-red-700" data-testid="save-problem">
        {saveProblem ? <span role="alert">{saveProblem}</span> : firstProblem(errors as FieldErrors)}
      </p>
    </Form>
  );
}
