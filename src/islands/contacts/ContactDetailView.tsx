import { useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import {
  CONSENT_CHANNELS,
  CONTACT_LIMITS,
  consentInputSchema,
  RELATIONSHIP_LABELS,
  WORDING_REQUIRED_CHANNELS,
  type ContactDetail,
} from '#shared/schemas/contacts';
import { formatPhone } from '#shared/phone';
import { stateName } from '#shared/usStates';
import { api } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field, Options } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { Table } from '../ui/Table';
import { card } from '../ui/styles';
import { ContactResults } from './ContactResults';
import { CHANNEL_LABELS } from './labels';

function RecordConsentForm({ contact, onRecorded }: { contact: ContactDetail; onRecorded: (c: ContactDetail) => void }) {
  const form = useSchemaForm(consentInputSchema, { channel: 'email', status: 'granted', source: '', text: '' });
  const { register, control, formState } = form;
  const { errors } = formState;
  const [channel, status] = useWatch({ control, name: ['channel', 'status'] });
  const needsWording = status === 'granted' && WORDING_REQUIRED_CHANNELS.includes(channel);

  async function record(values: z.output<typeof consentInputSchema>) {
    onRecorded(await api('contacts/:id/consents', { method: 'POST', params: { id: contact.id }, body: values }));
    form.reset({ channel: values.channel, status: values.status, source: '', text: '' });
    showToast({ title: 'Consent recorded.' });
  }

  return (
    <Form
      form={form}
      onValid={record}
      failedToast="Failed to record consent"
      className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2"
      aria-label="Record consent"
    >
      <Field label="Channel" error={errors.channel}>
        <select {...register('channel')}>
          <Options values={CONSENT_CHANNELS} label={(c) => CHANNEL_LABELS[c]} />
        </select>
      </Field>
      <Field label="Consent" error={errors.status}>
        <select {...register('status')}>
          <option value="granted">Granted</option>
          <option value="revoked">Revoked</option>
        </select>
      </Field>
      <Field label="How it was given or withdrawn" error={errors.source} className="sm:col-span-2">
        <input
          {...register('source')}
          maxLength={CONTACT_LIMITS.source}
          placeholder="e.g. Phone call with our intake team; replied STOP; form at https://…"
        />
      </Field>
      {needsWording && (
        <Field label="Exact consent wording shown to the person" error={errors.text} className="sm:col-span-2">
          <textarea {...register('text')} rows={2} maxLength={CONTACT_LIMITS.consentText} />
        </Field>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" pending={formState.isSubmitting} pendingLabel="Recording">
          Record consent
        </Button>
      </div>
    </Form>
  );
}

const formatTime = (at: string) => new Date(at).toLocaleString();

/** When a consent was given or withdrawn, as precisely as its source said: a moment, a day, or not known. */
function consentWhen(c: ContactDetail['consents'][number]): string {
  if (c.at_precision === 'date') return new Date(c.at).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' });
  if (c.at_precision === 'unknown')
    return `Date unknown (recorded ${new Date(c.recorded_at).toLocaleDateString('en-US', { dateStyle: 'medium' })})`;
  return formatTime(c.at);
}

function doNotContactText(contact: ContactDetail): string {
  if (!contact.do_not_contact) return 'No';
  const kept = contact.do_not_contact_kept;
  return kept
    ? `Yes, from the suppression list: an earlier contact with this email or phone was marked do not contact on ${formatTime(kept.at)}, then deleted`
    : 'Yes';
}

/** What a consent record's status cell says, including where a revocation came from. */
function statusText(c: ContactDetail['consents'][number]): string {
  if (c.from_suppression_list) return 'Revoked (from the suppression list: kept after an earlier contact was deleted)';
  if (c.held_by_revocation) return 'Granted by import or webhook, not applied: an earlier revocation stands until you record consent here';
  return c.status === 'granted' ? 'Granted' : 'Revoked';
}

/** One contact: its fields, its consent history (newest first) and what can be done with it. */
export function ContactDetailView({
  contact,
  onChanged,
  onEdit,
  onDelete,
  onClose,
}: {
  contact: ContactDetail;
  onChanged: (c: ContactDetail) => void;
  onEdit: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const facts: [string, string][] = [
    ['Email', contact.email ?? '—'],
    ['Phone', contact.phone ? formatPhone(contact.phone) : '—'],
    ['Relationship', RELATIONSHIP_LABELS[contact.relationship]],
    ['State', contact.state ? stateName(contact.state) : '—'],
    ['Incident', [contact.incident_type, contact.incident_date].filter(Boolean).join(', ') || '—'],
    ['Source', contact.source || '—'],
    ['Tags', contact.tags.join(', ') || '—'],
    ['Do not contact', doNotContactText(contact)],
    ['Do not call', contact.do_not_call ? 'Yes: the number is on a do-not-call list. It is never called.' : 'No'],
  ];
  return (
    <section className={card} aria-labelledby="contact-detail-title" data-testid="contact-detail">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="contact-detail-title" className="text-xl font-semibold text-navy-900">
          {contact.name}
        </h2>
        <div className="flex gap-2">
          <Button variant="primary" onClick={onEdit}>
            Edit
          </Button>
          <Button variant="danger" onClick={onDelete}>
            Delete
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="font-medium text-slate-700">{term}:</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {contact.notes && <p className="mt-3 whitespace-pre-line text-sm text-slate-800">{contact.notes}</p>}
      <h3 className="mt-6 font-semibold text-navy-900">Consent history</h3>
      {contact.consents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No consent recorded yet.</p>
      ) : (
        <div className="mt-2">
          <Table
            caption={`Consent history of ${contact.name}, newest first`}
            rows={contact.consents}
            rowKey={(c) => c.id}
            stackOnPhone
            columns={[
              { header: 'When', cell: consentWhen },
              { header: 'Channel', cell: (c) => CHANNEL_LABELS[c.channel] },
              { header: 'Consent', cell: statusText },
              { header: 'Source', cell: (c) => c.source, className: 'break-all' },
              { header: 'Wording', cell: (c) => c.text ?? (c.status === 'granted' ? 'Not recorded' : '—') },
            ]}
          />
        </div>
      )}
      <RecordConsentForm contact={contact} onRecorded={onChanged} />
      <ContactResults key={`${contact.id}-${contact.consents.length}`} contactId={contact.id} />
    </section>
  );
}
