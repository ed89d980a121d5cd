import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { CONTACT_LIMITS, type ContactPage } from '#shared/schemas/contactTerms';
import { ENROL_MAX, FILTER_TOO_BROAD, type EnrolResult } from '#shared/schemas/enrolmentTerms';
import type { SequenceSummary } from '#shared/schemas/sequences';
import { api, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Dialog, DialogClose } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { Spinner } from '../ui/Spinner';
import { queryString, type Filters } from './filters';

// Loaded when an attorney first opens "Enrol in a sequence": most visits to the list never do.

/** How many contacts the filters match, counted page by page as the list reads them; stops past `max`. */
async function countMatching(filters: Filters, max: number): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const page: ContactPage = await api('contacts', { query: queryString(filters, cursor, CONTACT_LIMITS.page) });
    count += page.contacts.length;
    cursor = page.next_cursor;
  } while (cursor && count <= max);
  return count;
}

/** The filters as the enrolment API takes them: blank ones left out. */
const filterBody = (filters: Filters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== ''));

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The result in words: who was enrolled, who already was, who cannot be emailed and why. */
export function describeResult(result: EnrolResult): string {
  const parts = [`${plural(result.already_enrolled, 'contact')} already enrolled`];
  for (const { reason, count } of result.not_sendable) parts.push(`${count} not enrolled: ${reason}`);
  return parts.join(' · ');
}

/** The dialog's one choice; what it sends is the list's filter (the shared enrolment schema checks it on the server). */
const enrolChoiceSchema = z.object({ sequence_id: z.string().check(z.minLength(1, 'Choose a sequence to enrol them in.')) });

interface EnrolDialogProps {
  filters: Filters;
  onClose: () => void;
}

/** Enrols every contact the list's current filters match in one sequence the attorney picks. */
export function EnrolDialog({ filters, onClose }: EnrolDialogProps) {
  const [sequences, setSequences] = useState<SequenceSummary[] | null>(null);
  const [matching, setMatching] = useState<number | null>(null);
  const form = useSchemaForm(enrolChoiceSchema, { sequence_id: '' });
  const sequenceId = useWatch({ control: form.control, name: 'sequence_id' });
  const saving = form.formState.isSubmitting;
  const [problem, setProblem] = useState<string | null>(null);
  // It opens without a Radix trigger (its code loads on demand): focus goes back to what opened it.
  const opener = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);

  useEffect(() => {
    let current = true;
    Promise.all([api('sequences'), countMatching(filters, ENROL_MAX)]).then(
      ([list, count]) => {
        if (!current) return;
        setSequences(list);
        setMatching(count);
      },
      (error: unknown) => current && setProblem(errorMessage(error) ?? 'That did not work. Please try again.'),
    );
    return () => {
      current = false;
    };
  }, [filters]);
  // The only sequence is the choice, once its option is on the page.
  useEffect(() => {
    if (sequences?.length === 1) form.setValue('sequence_id', sequences[0]!.id);
  }, [sequences, form]);

  const tooMany = matching !== null && matching > ENROL_MAX;
  const canEnrol = Boolean(sequenceId) && matching !== null && matching > 0 && !tooMany && !saving;

  async function enrol({ sequence_id: sequenceId }: z.output<typeof enrolChoiceSchema>) {
    if (!canEnrol) return;
    try {
      const result = await api('sequences/:id/enrolments', {
        method: 'POST',
        params: { id: sequenceId },
        body: { filter: filterBody(filters) },
      });
      const name = sequences?.find((s) => s.id === sequenceId)?.name ?? 'the sequence';
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
      setProblem(errorMessage(error) ?? 'That did not work. Please try again.');
    }
  }

  let count;
  if (matching === null) count = problem ? null : <Spinner label="Counting the contacts" className="h-4 w-4" />;
  else if (matching === 0) count = 'No contacts match the current filters.';
  else if (tooMany) count = FILTER_TOO_BROAD;
  else count = `${plural(matching, 'contact matches', 'contacts match')} the current filters.`;

  return (
    <Dialog title="Enrol in a sequence" onClose={onClose} returnFocus={() => opener.current}>
      <Form form={form} onValid={enrol} className="mt-3 space-y-4">
        <p className="text-slate-700" data-testid="enrol-count" aria-live="polite">
          {count}
        </p>
        <p className="text-sm text-slate-600">
          Contacts marked do not contact, unsubscribed from email, or without an email address are counted but not enrolled. Those already
          in the sequence are skipped.
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
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <DialogClose>Cancel</DialogClose>
          <Button type="submit" variant="primary" disabled={!canEnrol} pending={saving} pendingLabel="Enrolling">
            {matching !== null && matching > 0 && !tooMany ? `Enrol ${plural(matching, 'contact')}` : 'Enrol'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
