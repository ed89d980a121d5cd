import { useState, type FormEvent } from 'react';
import {
  CONSENT_CHANNELS,
  CONTACT_LIMITS,
  consentInputSchema,
  RELATIONSHIP_LABELS,
  WORDING_REQUIRED_CHANNELS,
  type ConsentChannel,
  type ConsentStatus,
  type ContactDetail,
} from '#shared/schemas/contacts';
import { stateName } from '#shared/usStates';
import { api, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Spinner } from '../ui/Spinner';
import { buttonDanger, buttonPrimary, buttonSecondary, card, input, label } from '../ui/styles';
import { CHANNEL_LABELS } from './labels';

function RecordConsentForm({ contact, onRecorded }: { contact: ContactDetail; onRecorded: (c: ContactDetail) => void }) {
  const [channel, setChannel] = useState<ConsentChannel>('email');
  const [status, setStatus] = useState<ConsentStatus>('granted');
  const [source, setSource] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const needsWording = status === 'granted' && WORDING_REQUIRED_CHANNELS.includes(channel);

  async function record(event: FormEvent) {
    event.preventDefault();
    const parsed = consentInputSchema.safeParse({ channel, status, source, text });
    if (!parsed.success) {
      showToast({ title: 'Failed to record consent', description: parsed.error.issues[0]!.message, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      onRecorded(await api<ContactDetail>(`contacts/${encodeURIComponent(contact.id)}/consents`, { method: 'POST', body: parsed.data }));
      setSource('');
      setText('');
      showToast({ title: 'Consent recorded.' });
    } catch (error) {
      showToast({ title: 'Failed to record consent', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={record}
      noValidate
      className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2"
      aria-label="Record consent"
    >
      <label className={label}>
        Channel
        <select value={channel} onChange={(e) => setChannel(e.target.value as ConsentChannel)} className={input}>
          {CONSENT_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {CHANNEL_LABELS[c]}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Consent
        <select value={status} onChange={(e) => setStatus(e.target.value as ConsentStatus)} className={input}>
          <option value="granted">Granted</option>
          <option value="revoked">Revoked</option>
        </select>
      </label>
      <label className={`${label} sm:col-span-2`}>
        How it was given or withdrawn
        <input
          value={source}
          onChange={(e) => setSource(e.target.value)}
          className={input}
          maxLength={CONTACT_LIMITS.source}
          placeholder="e.g. Phone call with our intake team; replied STOP; form at https://…"
        />
      </label>
      {needsWording && (
        <label className={`${label} sm:col-span-2`}>
          Exact consent wording shown to the person
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={input}
            rows={2}
            maxLength={CONTACT_LIMITS.consentText}
          />
        </label>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonSecondary} disabled={busy}>
          {busy && <Spinner label="Recording" className="h-4 w-4" />}
          Record consent
        </button>
      </div>
    </form>
  );
}

const formatTime = (at: string) => new Date(at).toLocaleString();

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
    ['Phone', contact.phone ?? '—'],
    ['Relationship', RELATIONSHIP_LABELS[contact.relationship]],
    ['State', contact.state ? stateName(contact.state) : '—'],
    ['Incident', [contact.incident_type, contact.incident_date].filter(Boolean).join(', ') || '—'],
    ['Source', contact.source || '—'],
    ['Tags', contact.tags.join(', ') || '—'],
    ['Do not contact', doNotContactText(contact)],
  ];
  return (
    <section className={card} aria-labelledby="contact-detail-title" data-testid="contact-detail">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="contact-detail-title" className="text-xl font-semibold text-navy-900">
          {contact.name}
        </h2>
        <div className="flex gap-2">
          <button type="button" className={buttonPrimary} onClick={onEdit}>
            Edit
          </button>
          <button type="button" className={buttonDanger} onClick={onDelete}>
            Delete
          </button>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            Close
          </button>
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
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Consent history of {contact.name}, newest first</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  When
                </th>
                <th scope="col" className="py-1 pr-3">
                  Channel
                </th>
                <th scope="col" className="py-1 pr-3">
                  Consent
                </th>
                <th scope="col" className="py-1 pr-3">
                  Source
                </th>
                <th scope="col" className="py-1">
                  Wording
                </th>
              </tr>
            </thead>
            <tbody>
              {contact.consents.map((c) => (
                <tr key={c.id} className="border-t border-slate-100 align-top">
                  <td className="py-1 pr-3 whitespace-nowrap">{formatTime(c.at)}</td>
                  <td className="py-1 pr-3">{CHANNEL_LABELS[c.channel]}</td>
                  <td className="py-1 pr-3">{statusText(c)}</td>
                  <td className="py-1 pr-3 break-all">{c.source}</td>
                  <td className="py-1">{c.text ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RecordConsentForm contact={contact} onRecorded={onChanged} />
    </section>
  );
}
