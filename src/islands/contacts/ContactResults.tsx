import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  FEE_KINDS,
  PIPELINE_LIMITS,
  PIPELINE_STAGES,
  STAGE_LABELS,
  stageChangeSchema,
  type ContactTimeline,
  type Pipeline,
  type PipelineStage,
  type StageChange,
} from '#shared/schemas/pipeline';
import { OPENS_NOTE } from '#shared/results';
import { api } from '#browser/api';
import { showFailure, showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field, Options } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { CenteredSpinner } from '../ui/Spinner';

/** The form keeps what was typed; the shared schema checks what it becomes. */
interface Draft {
  stage: PipelineStage;
  case_type: string;
  fee: string;
  fee_kind: 'fee' | 'expected';
}

const stageFormSchema = z.pipe(
  z.transform<Draft, unknown>((draft) =>
    draft.stage === 'signed'
      ? {
          stage: draft.stage,
          case_type: draft.case_type.trim() || null,
          // A typed amount that is not a number stays text, so the schema names the field.
          fee:
            draft.fee.trim() === ''
              ? null
              : Number.isNaN(Number(draft.fee.replace(/[$,\s]/g, '')))
                ? draft.fee
                : Number(draft.fee.replace(/[$,\s]/g, '')),
          fee_kind: draft.fee_kind,
        }
      : { stage: draft.stage },
  ),
  stageChangeSchema,
);

const FEE_KIND_LABELS: Record<(typeof FEE_KINDS)[number], string> = { fee: 'Fee received', expected: 'Expected fee' };
const formatTime = (at: string) => new Date(at).toLocaleString();
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function StageForm({ contactId, pipeline, onSaved }: { contactId: string; pipeline: Pipeline; onSaved: () => void }) {
  const form = useSchemaForm(stageFormSchema, {
    stage: pipeline.stage,
    case_type: pipeline.case_type ?? '',
    fee: pipeline.fee === null ? '' : String(pipeline.fee),
    fee_kind: pipeline.fee_kind ?? 'fee',
  });
  const { register, control, formState } = form;
  const errors = formState.errors as Partial<Record<keyof Draft, { message?: string }>>;
  const stage = useWatch({ control, name: 'stage' });

  async function save(values: StageChange) {
    await api('contacts/:id/stage', { method: 'PUT', params: { id: contactId }, body: values });
    showToast({ title: 'Stage saved.' });
    onSaved();
  }

  return (
    <Form
      form={form}
      onValid={save}
      failedToast="Failed to save the stage"
      className="mt-3 grid gap-3 sm:grid-cols-2"
      aria-label="Pipeline stage"
    >
      <Field label="Stage" error={errors.stage}>
        <select {...register('stage')}>
          <Options values={PIPELINE_STAGES} label={(s) => STAGE_LABELS[s]} />
        </select>
      </Field>
      {stage === 'signed' && (
        <>
          <Field label="Case type (optional)" error={errors.case_type}>
            <input {...register('case_type')} maxLength={PIPELINE_LIMITS.caseType} placeholder="e.g. Car accident" />
          </Field>
          <Field label="Fee in dollars (optional)" error={errors.fee} hint="What the firm received or expects from the case.">
            <input {...register('fee')} inputMode="decimal" />
          </Field>
          <Field label="Fee kind" error={errors.fee_kind}>
            <select {...register('fee_kind')}>
              <Options values={FEE_KINDS} label={(k) => FEE_KIND_LABELS[k]} />
            </select>
          </Field>
        </>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" pending={formState.isSubmitting} pendingLabel="Saving">
          Save stage
        </Button>
      </div>
    </Form>
  );
}

/** The contact's pipeline (stage, case, attribution) and timeline, newest first. */
export function ContactResults({ contactId }: { contactId: string }) {
  const [timeline, setTimeline] = useState<ContactTimeline | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    api('contacts/:id/timeline', { params: { id: contactId } }).then(
      (t) => current && setTimeline(t),
      (error: unknown) => showFailure('Failed to load the timeline', error),
    );
    return () => {
      current = false;
    };
  }, [contactId, version]);

  if (!timeline) return <CenteredSpinner label="Loading the timeline" />;
  const { pipeline } = timeline;
  const facts: [string, string][] = [
    ['Stage', `${STAGE_LABELS[pipeline.stage]}${pipeline.since ? ` since ${formatTime(pipeline.since)}` : ''}`],
    ['First source', pipeline.first_source ?? '—'],
    [
      'Consultation attributed to',
      pipeline.attributed_to
        ? `${pipeline.attributed_to.name ?? (pipeline.attributed_to.source === 'campaign' ? 'A newsletter issue' : 'A sequence')} (clicked ${formatTime(pipeline.attributed_to.clicked_at)})`
        : '—',
    ],
    ...(pipeline.stage === 'signed'
      ? ([
          ['Case type', pipeline.case_type ?? '—'],
          ['Fee', pipeline.fee === null ? '—' : `${money.format(pipeline.fee)}${pipeline.fee_kind === 'expected' ? ' (expected)' : ''}`],
        ] as [string, string][])
      : []),
  ];
  return (
    <div data-testid="contact-results">
      <h3 className="mt-6 font-semibold text-navy-900">Pipeline</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="font-medium text-slate-700">{term}:</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <StageForm
        key={`${pipeline.stage}-${pipeline.since}-${pipeline.fee}`}
        contactId={contactId}
        pipeline={pipeline}
        onSaved={() => setVersion((v) => v + 1)}
      />
      <h3 className="mt-6 font-semibold text-navy-900">Timeline</h3>
      {timeline.opens_tracked && <p className="mt-1 text-sm text-slate-600">{OPENS_NOTE}</p>}
      <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 text-sm" aria-label="Timeline, newest first" data-testid="timeline">
        {timeline.entries.map((entry, i) => (
          <li key={`${entry.at}-${i}`}>
            <span className="block text-slate-600">{formatTime(entry.at)}</span>
            <span className={entry.machine ? 'text-slate-600' : 'text-slate-900'}>{entry.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
