import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type { EnrolledContact, EnrolResult, EnrolWarningKind } from '#shared/schemas/enrolmentTerms';
import type { SequenceSummary } from '#shared/schemas/sequences';
import { api, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Dialog, DialogClose } from '../ui/Dialog';
import { CheckboxField, Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { Spinner } from '../ui/Spinner';
import type { Filters } from './filters';
import { SendingNotReady } from '../ui/SendingNotReady';

// Loaded when an attorney first opens "Enrol in a sequence": most visits to the list never do.

/** The filters as the enrolment API takes them: blank ones left out. */
const filterBody = (filters: Filters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== ''));

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The result in words: who was enrolled, who already was, who cannot be emailed and why. */
export function describeResult(result: EnrolResult): string {
  const parts = [`${plural(result.already_enrolled, 'contact')} already enrolled`];
  for (const { reason, count } of result.not_sendable) parts.push(`${count} not enrolled: ${reason}`);
  const leftOut = result.not_enrolled.filter((c) => c.reason.startsWith('Left out')).length;
  if (leftOut) parts.push(`${leftOut} left out after a warning`);
  return parts.join(' · ');
}

/** The dialog's one choice; who it enrols is the rows picked or the list's filter (the shared enrolment schema checks it on the server). */
const enrolChoiceSchema = z.object({ sequence_id: z.string().check(z.minLength(1, 'Choose a sequence to enrol them in.')) });

/** Names, the first few in full and the rest counted: a preview reads at a glance. */
function Names({ contacts, label }: { contacts: (EnrolledContact & { reason?: string })[]; label: string }) {
  const SHOWN = 8;
  const item = (c: EnrolledContact & { reason?: string }) => (
    <li key={c.contact_id}>
      <span className="font-medium">{c.name || c.email}</span>
      {c.reason && <span className="text-slate-600"> · {c.reason}</span>}
    </li>
  );
  return (
    <>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800" aria-label={label}>
        {contacts.slice(0, SHOWN).map(item)}
      </ul>
      {contacts.length > SHOWN && (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-navy-800 underline">{plural(contacts.length - SHOWN, 'more')}</summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-800">{contacts.slice(SHOWN).map(item)}</ul>
        </details>
      )}
    </>
  );
}

interface EnrolDialogProps {
  /** The rows picked in the table; when none, the contacts the filters match. */
  picked: EnrolledContact[];
  filters: Filters;
  onClose: () => void;
  /** After an enrolment: the picked rows are done with. */
  onEnrolled: () => void;
}

/**
 * Enrols the picked contacts (or those the list's filters match) in one sequence. Before the
 * button, a preview from the server's dry run of the same request: who receives it, who does
 * not and why, and the warnings, whose contacts can be left out. The enrolment sends exactly
 * the previewed request, so the two cannot disagree.
 */
export function EnrolDialog({ picked, filters, onClose, onEnrolled }: EnrolDialogProps) {
  const [sequences, setSequences] = useState<SequenceSummary[] | null>(null);
  const form = useSchemaForm(enrolChoiceSchema, { sequence_id: '' });
  const sequenceId = useWatch({ control: form.control, name: 'sequence_id' });
  const saving = form.formState.isSubmitting;
  const [failure, setFailure] = useState<string | null>(null);
  // A warning is for the attorney to weigh: nobody is left out until they say so.
  const [leaveOut, setLeaveOut] = useState<EnrolWarningKind[]>([]);
  // Each preview with the request it answers: a stale one (another sequence, another choice) is not shown.
  const [answer, setAnswer] = useState<{ request: string; result?: EnrolResult; problem?: string } | null>(null);
  // It opens without a Radix trigger (its code loads on demand): focus goes back to what opened it.
  const opener = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const who = picked.length > 0 ? { contactIds: picked.map((c) => c.contact_id) } : { filter: filterBody(filters) };
  const whoKey = JSON.stringify(who);
  const request = JSON.stringify([sequenceId, whoKey, leaveOut]);
  const current = answer?.request === request ? answer : null;
  const preview = current?.result ?? null;
  const problem = failure ?? current?.problem ?? null;

  useEffect(() => {
    let live = true;
    api('sequences').then(
      (list) => live && setSequences(list),
      (error: unknown) => live && setFailure(errorMessage(error) ?? 'That did not work. Please try again.'),
    );
    return () => {
      live = false;
    };
  }, []);
  // The only sequence is the choice, once its option is on the page.
  useEffect(() => {
    if (sequences?.length === 1) form.setValue('sequence_id', sequences[0]!.id);
  }, [sequences, form]);

  // The preview: the server's dry run of exactly the request the button sends.
  useEffect(() => {
    if (!sequenceId) return;
    api('sequences/:id/enrolments', {
      method: 'POST',
      params: { id: sequenceId },
      body: { ...JSON.parse(whoKey), leave_out: leaveOut, dry_run: true },
    }).then(
      (result) => setAnswer({ request, result }),
      (error: unknown) => setAnswer({ request, problem: errorMessage(error) ?? 'That did not work. Please try again.' }),
    );
  }, [sequenceId, whoKey, leaveOut, request]);

  const canEnrol = Boolean(sequenceId) && preview !== null && preview.enrolled > 0 && !saving;

  async function enrol({ sequence_id: sequenceId }: z.output<typeof enrolChoiceSchema>) {
    if (!canEnrol) return;
    try {
      const result = await api('sequences/:id/enrolments', {
        method: 'POST',
        params: { id: sequenceId },
        body: { ...who, leave_out: leaveOut },
      });
      const name = sequences?.find((s) => s.id === sequenceId)?.name ?? 'the sequence';
      onEnrolled();
      onClose();
      showToast({
        title: `Enrolled ${plural(result.enrolled, 'contact')} in ${name}.`,
        description: (
          <>
            {describeResult(result)}.{' '}
            <a className="font-semibold underline" href={`/sequences?sending=${encodeURIComponent(sequenceId)}`}>
              See the enrolments
            </a>
          </>
        ),
        duration: 15_000,
      });
    } catch (error) {
      setFailure(errorMessage(error) ?? 'That did not work. Please try again.');
    }
  }

  const toggle = (kind: EnrolWarningKind, on: boolean) =>
    setLeaveOut((list) => (on ? [...new Set([...list, kind])] : list.filter((k) => k !== kind)));

  return (
    <Dialog title="Enrol in a sequence" onClose={onClose} returnFocus={() => opener.current} width="wide">
      <Form form={form} onValid={enrol} className="mt-3 space-y-4">
        <p className="text-slate-700" data-testid="enrol-who">
          {picked.length > 0
            ? `${plural(picked.length, 'picked contact')}: ${picked
                .slice(0, 3)
                .map((c) => c.name)
                .join(', ')}${picked.length > 3 ? ` and ${plural(picked.length - 3, 'more', 'more')}` : ''}.`
            : 'Every contact the current filters match.'}
        </p>
        {sequences !== null && sequences.length === 0 ? (
          <p className="text-slate-700">
            You have no sequences yet.{' '}
            <a className="font-semibold underline" href="/sequences">
              Create one on the sequences page
            </a>
            .
          </p>
        ) : (
          <Field label="Sequence" error={form.formState.errors.sequence_id}>
            <select {...form.register('sequence_id')} required disabled={sequences === null}>
              <option value="">Choose a sequence</option>
              {sequences?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
        )}

        <section aria-label="Preview" aria-live="polite" aria-busy={Boolean(sequenceId) && preview === null && !problem}>
          {sequenceId && preview === null && !problem && <Spinner label="Checking who would receive it" className="h-4 w-4" />}
          {preview && (
            <div className="space-y-4">
              {preview.warnings.map((warning) => (
                <div
                  key={warning.kind}
                  className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
                  data-testid="enrol-warning"
                  data-kind={warning.kind}
                >
                  <p>{warning.message}</p>
                  {warning.source && <p className="mt-1 text-xs">Source: {warning.source}. This is a check, not legal advice.</p>}
                  <Names contacts={warning.contacts} label={`Contacts this warning is about (${warning.kind})`} />
                  <div className="mt-2">
                    <CheckboxField
                      label={`Leave ${warning.contacts.length === 1 ? 'this contact' : `these ${warning.contacts.length}`} out`}
                    >
                      <input
                        type="checkbox"
                        checked={leaveOut.includes(warning.kind)}
                        onChange={(e) => toggle(warning.kind, e.target.checked)}
                      />
                    </CheckboxField>
                  </div>
                </div>
              ))}
              <div data-testid="enrol-preview-receive">
                <h3 className="text-sm font-semibold text-navy-900">Will receive it: {plural(preview.enrolled, 'contact')}</h3>
                {preview.enrolled > 0 ? (
                  <Names contacts={preview.enrolled_contacts} label="Contacts who will receive it" />
                ) : (
                  <p className="text-sm text-slate-700">Nobody: nobody here can be enrolled.</p>
                )}
              </div>
              {preview.not_enrolled.length > 0 && (
                <div data-testid="enrol-preview-skip">
                  <h3 className="text-sm font-semibold text-navy-900">
                    Will not receive it: {plural(preview.not_enrolled.length, 'contact')}
                  </h3>
                  <Names contacts={preview.not_enrolled} label="Contacts who will not receive it, and why" />
                </div>
              )}
            </div>
          )}
        </section>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <SendingNotReady />
        <div className="flex justify-end gap-3">
          <DialogClose>Cancel</DialogClose>
          <Button type="submit" variant="primary" disabled={!canEnrol} pending={saving} pendingLabel="Enrolling">
            {preview && preview.enrolled > 0 ? `Enrol ${plural(preview.enrolled, 'contact')}` : 'Enrol'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
