import { useState, type FormEvent } from 'react';
import {
  CONTACT_LIMITS,
  contactFieldsSchema,
  RELATIONSHIP_LABELS,
  RELATIONSHIPS,
  type Contact,
  type ContactDetail,
  type Relationship,
} from '#shared/schemas/contacts';
import { US_STATES } from '#shared/usStates';
import { api, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Spinner } from '../ui/Spinner';
import { buttonPrimary, buttonSecondary, card, input, label } from '../ui/styles';

interface Draft {
  name: string;
  email: string;
  phone: string;
  relationship: Relationship;
  state: string;
  incident_type: string;
  incident_date: string;
  tags: string;
  notes: string;
  do_not_contact: boolean;
}

const draftOf = (c?: Contact): Draft => ({
  name: c?.name ?? '',
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  relationship: c?.relationship ?? 'lead',
  state: c?.state ?? '',
  incident_type: c?.incident_type ?? '',
  incident_date: c?.incident_date ?? '',
  tags: c?.tags.join(', ') ?? '',
  notes: c?.notes ?? '',
  do_not_contact: c?.do_not_contact ?? false,
});

/** Create or edit a contact; the same schema as the API checks it first. */
export function ContactForm({
  contact,
  onSaved,
  onCancel,
}: {
  contact?: Contact;
  onSaved: (c: ContactDetail) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(contact));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...draft,
      tags: draft.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      ...(contact ? {} : { source: 'Added by hand' }),
    };
    const parsed = contactFieldsSchema.safeParse(contact ? { ...body, source: contact.source } : body);
    if (!parsed.success) {
      showToast({ title: 'Failed to save contact', description: parsed.error.issues[0]!.message, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const saved = contact
        ? await api<ContactDetail>(`contacts/${encodeURIComponent(contact.id)}`, { method: 'PUT', body: parsed.data })
        : await api<ContactDetail>('contacts', { method: 'POST', body: parsed.data });
      showToast({ title: contact ? 'Contact updated.' : 'Contact added.', description: `${parsed.data.name} has been saved.` });
      onSaved(saved);
    } catch (error) {
      showToast({ title: 'Failed to save contact', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className={`${card} space-y-4`} aria-label={contact ? `Edit ${contact.name}` : 'New contact'}>
      <h2 className="text-lg font-semibold text-navy-900">{contact ? `Edit ${contact.name}` : 'Add a contact'}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={label}>
          Name
          <input
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            className={input}
            maxLength={CONTACT_LIMITS.name}
            required
          />
        </label>
        <label className={label}>
          Relationship
          <select value={draft.relationship} onChange={(e) => set('relationship', e.target.value as Relationship)} className={input}>
            {RELATIONSHIPS.map((r) => (
              <option key={r} value={r}>
                {RELATIONSHIP_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Email
          <input
            type="email"
            value={draft.email}
            onChange={(e) => set('email', e.target.value)}
            className={input}
            maxLength={CONTACT_LIMITS.email}
          />
        </label>
        <label className={label}>
          Phone
          <input
            type="tel"
            value={draft.phone}
            onChange={(e) => set('phone', e.target.value)}
            className={input}
            maxLength={CONTACT_LIMITS.phone}
          />
        </label>
        <label className={label}>
          State
          <select value={draft.state} onChange={(e) => set('state', e.target.value)} className={input}>
            <option value="">Not known</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Incident type
          <input
            value={draft.incident_type}
            onChange={(e) => set('incident_type', e.target.value)}
            className={input}
            maxLength={CONTACT_LIMITS.incidentType}
            placeholder="e.g. Car accident"
          />
        </label>
        <label className={label}>
          Incident date
          <input type="date" value={draft.incident_date} onChange={(e) => set('incident_date', e.target.value)} className={input} />
        </label>
        <label className={label}>
          Tags (separated by commas)
          <input value={draft.tags} onChange={(e) => set('tags', e.target.value)} className={input} />
        </label>
      </div>
      <label className={label}>
        Notes
        <textarea
          value={draft.notes}
          onChange={(e) => set('notes', e.target.value)}
          className={input}
          rows={3}
          maxLength={CONTACT_LIMITS.notes}
        />
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={draft.do_not_contact}
          onChange={(e) => set('do_not_contact', e.target.checked)}
          className="h-4 w-4"
        />
        Do not contact
      </label>
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonPrimary} disabled={busy}>
          {busy && <Spinner label="Saving" className="h-4 w-4 text-white" />}
          Save contact
        </button>
      </div>
    </form>
  );
}
