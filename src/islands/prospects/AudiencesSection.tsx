import { useEffect, useId, useState } from 'react';
import {
  type AudienceSegment,
  DEFAULT_PROSPECT_SETTINGS,
  type ImportResult,
  PROSPECT_LIMITS,
  prospectSettingsSchema,
  type ProspectSettings,
  segmentInputSchema,
  type SegmentInput,
} from '#shared/prospects/schemas';
import { api } from '#browser/api';
import { showFailure, showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { CheckboxField, Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { CenteredSpinner } from '../ui/Spinner';
import { card } from '../ui/styles';
import { Table } from '../ui/Table';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { ProspectRules } from './ProspectRules';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** An import's answer in words: who came in, who was already here, who was left out and why. */
export function importSummary(result: ImportResult): string {
  const skipped = result.skipped.map((s) => `${s.reason}: ${s.count.toLocaleString('en-US')}`).join('; ');
  const merged = `${result.merged.toLocaleString('en-US')} already among your contacts`;
  return `${plural(result.imported, 'new prospect')}, ${merged}${skipped ? `. Skipped: ${skipped}` : ''}.`;
}

function lastImportText(segment: AudienceSegment): string {
  const last = segment.last_import;
  if (!last) return 'Not imported yet';
  const when = new Date(last.at).toLocaleString();
  return last.error ? `${when}: failed. ${last.error}` : `${when}: ${importSummary(last)}`;
}

/** Settings, "Search-intent audiences": the provider's segments saved with a label, imported by a button and every day. */
export default function AudiencesSection() {
  const [segments, setSegments] = useState<AudienceSegment[] | null>(null);
  const [settings, setSettings] = useState<ProspectSettings | null>(null);
  const [importing, setImporting] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState('');
  const id = useId();

  useEffect(() => {
    Promise.all([api('audiences/segments'), api('audiences/settings')]).then(
      ([list, saved]) => {
        setSegments(list);
        setSettings(saved);
      },
      (error) => showFailure('Error loading search-intent audiences', error),
    );
  }, []);

  const remove = useConfirmedDelete<AudienceSegment>({
    title: 'Delete saved audience',
    question: 'Delete this saved audience? The prospects it brought in stay until they are deleted after your retention period.',
    remove: (segment) => api('audiences/segments/:id', { method: 'DELETE', params: { id: segment.segment_id } }),
    onDeleted: (segment) => setSegments((list) => list?.filter((s) => s.segment_id !== segment.segment_id) ?? null),
    deletedToast: 'Saved audience deleted.',
    failedToast: 'Failed to delete saved audience',
  });

  async function runImport(segment: AudienceSegment) {
    setImporting(segment.segment_id);
    try {
      const result = await api('audiences/import', { method: 'POST', body: { segment_id: segment.segment_id } });
      const words = `${segment.label}: ${importSummary(result)}`;
      setLastResult(words);
      showToast({ title: 'Import finished.', description: words });
    } catch (error) {
      showFailure('Import failed', error);
    } finally {
      setImporting(null);
      setSegments(await api('audiences/segments').catch(() => segments));
    }
  }

  return (
    <section className={`${card} mt-8`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-navy-900">
        Search-intent audiences
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        People in your area searching online for legal help, from segments you build at AudienceLab. Save the key named{' '}
        <strong>audiencelab</strong> under API Keys above, then save each segment’s id here with a label. Each segment is imported again
        every day; people already among your contacts are never added twice.
      </p>
      <ProspectRules retentionDays={settings?.retention_days ?? DEFAULT_PROSPECT_SETTINGS.retention_days} />
      {segments === null || settings === null ? (
        <CenteredSpinner label="Loading search-intent audiences" />
      ) : (
        <>
          <SegmentForm
            onSaved={(saved) => setSegments((list) => [...(list ?? []).filter((s) => s.segment_id !== saved.segment_id), saved])}
          />
          {segments.length > 0 && (
            <div className="mt-6">
              <Table
                caption="Saved search-intent audiences"
                rows={segments}
                rowKey={(s) => s.segment_id}
                rowHeader
                stackOnPhone
                data-testid="audience-segments"
                columns={[
                  { header: 'Label', cell: (s) => s.label },
                  { header: 'Segment id', cell: (s) => <code>{s.segment_id}</code>, className: 'break-all' },
                  { header: 'Last import', cell: lastImportText },
                  {
                    header: 'Actions',
                    cell: (s) => (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="primary"
                          pending={importing === s.segment_id}
                          pendingLabel="Importing"
                          disabled={importing !== null}
                          onClick={() => runImport(s)}
                          aria-label={`Import ${s.label} now`}
                        >
                          Import now
                        </Button>
                        <Button variant="danger" onClick={() => remove.ask(s)} aria-label={`Delete ${s.label}`}>
                          Delete
                        </Button>
                      </div>
                    ),
                  },
                ]}
              />
            </div>
          )}
          <p role="status" className="mt-3 text-sm text-slate-800" data-testid="import-result">
            {lastResult}
          </p>
          <SettingsForm settings={settings} onSaved={setSettings} />
        </>
      )}
      {remove.dialog}
    </section>
  );
}

function SegmentForm({ onSaved }: { onSaved: (segment: AudienceSegment) => void }) {
  const form = useSchemaForm(segmentInputSchema, { segment_id: '', label: '' });
  const { errors, isSubmitting } = form.formState;
  async function save(values: SegmentInput) {
    onSaved(await api('audiences/segments', { method: 'POST', body: values }));
    form.reset({ segment_id: '', label: '' });
    showToast({ title: 'Audience saved.' });
  }
  return (
    <Form form={form} onValid={save} failedToast="Failed to save audience" aria-label="Save a search-intent audience" className="mt-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Segment id" error={errors.segment_id} hint="As AudienceLab shows it, for example b2c_1253.">
          <input {...form.register('segment_id')} maxLength={PROSPECT_LIMITS.segmentId} autoComplete="off" />
        </Field>
        <Field label="Label" error={errors.label} hint="For example: Car accident searches, Fulton County.">
          <input {...form.register('label')} maxLength={PROSPECT_LIMITS.label} />
        </Field>
      </div>
      <Button type="submit" variant="primary" className="mt-4" pending={isSubmitting} pendingLabel="Saving">
        Save audience
      </Button>
    </Form>
  );
}

function SettingsForm({ settings, onSaved }: { settings: ProspectSettings; onSaved: (s: ProspectSettings) => void }) {
  const form = useSchemaForm(prospectSettingsSchema, settings);
  const { errors, isSubmitting } = form.formState;
  async function save(values: ProspectSettings) {
    const saved = await api('audiences/settings', { method: 'PUT', body: values });
    onSaved(saved);
    form.reset(saved);
    showToast({ title: 'Prospect settings saved.' });
  }
  return (
    <Form
      form={form}
      onValid={save}
      failedToast="Failed to save prospect settings"
      aria-label="Prospect settings"
      className="mt-6 border-t border-slate-200 pt-6"
    >
      <CheckboxField
        label="Allow catch-all addresses (the provider could not confirm the mailbox; more of them bounce)"
        error={errors.allow_catch_all}
      >
        <input type="checkbox" {...form.register('allow_catch_all')} />
      </CheckboxField>
      <Field
        label="Delete prospects who never engage after (days)"
        error={errors.retention_days}
        hint={`From ${PROSPECT_LIMITS.retentionDaysMin} to ${PROSPECT_LIMITS.retentionDaysMax} days. Engaging: you change their relationship or record their consent.`}
        className="mt-4 max-w-xs"
      >
        <input type="number" inputMode="numeric" {...form.register('retention_days', { valueAsNumber: true })} />
      </Field>
      <Button type="submit" className="mt-4" pending={isSubmitting} pendingLabel="Saving">
        Save prospect settings
      </Button>
    </Form>
  );
}
