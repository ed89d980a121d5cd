import * as z from 'zod/mini';
import {
  CONTACT_LIMITS,
  contactFieldsSchema,
  RELATIONSHIP_LABELS,
  RELATIONSHIPS,
  type Contact,
  type ContactDetail,
  type ContactFields,
  type ContactFieldsInput,
} from '#shared/schemas/contacts';
import { formatPhone } from '#shared/phone';
import { US_STATES } from '#shared/usStates';
import { api } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { CheckboxField, Field, Options } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { card } from '../ui/styles';

/** The form holds tags as the text typed ("a, b"); the shared schema checks the list it makes. */
type Draft = Omit<ContactFieldsInput, 'tags'> & { tags: string };

const contactFormSchema = z.pipe(
  z.transform<Draft, ContactFieldsInput>((draft) => ({
    ...draft,
    tags: draft.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  })),
  contactFieldsSchema,
);

const draftOf = (c?: Contact): Draft => ({
  name: c?.name ?? '',
  email: c?.email ?? '',
  phone: c?.phone ? formatPhone(c.phone) : '',
  relationship: c?.relationship ?? 'lead',
  state: c?.state ?? '',
  incident_type: c?.incident_type ?? '',
  incident_date: c?.incident_date ?? '',
  tags: c?.tags.join(', ') ?? '',
  notes: c?.notes ?? '',
  do_not_contact: c?.do_not_contact ?? false,
  source: c?.source ?? 'Added by hand',
});

/**
 * The contact after PUT, which answers its fields: the consent history the edit did not change is
 * kept, and a do-not-contact cleared here no longer comes from the suppression list.
 */
async function replaced(contact: ContactDetail, values: ContactFields): Promise<ContactDetail> {
  const fields = await api('contacts/:id', { method: 'PUT', params: { id: contact.id }, body: values });
  return { ...contact, ...fields, do_not_contact_kept: fields.do_not_contact ? contact.do_not_contact_kept : null };
}

/** Create or edit a contact; the same schema as the API checks it first. */
export function ContactForm({
  contact,
  onSaved,
  onCancel,
}: {
  contact?: ContactDetail;
  onSaved: (c: ContactDetail) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(contactFormSchema, draftOf(contact));
  const { register, formState } = form;
  const { errors } = formState;

  async function save(values: z.output<typeof contactFieldsSchema>) {
    const saved: ContactDetail = contact ? await replaced(contact, values) : await api('contacts', { method: 'POST', body: values });
    showToast({ title: contact ? 'Contact updated.' : 'Contact added.', description: `${values.name} has been saved.` });
    onSaved(saved);
  }

  return (
    <Form
      form={form}
      onValid={save}
      failedToast="Failed to save contact"
      className={`${card} space-y-4`}
      aria-label={contact ? `Edit ${contact.name}` : 'New contact'}
    >
      <h2 className="text-lg font-semibold text-navy-900">{contact ? `Edit ${contact.name}` : 'Add a contact'}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          <input {...register('name')} maxLength={CONTACT_LIMITS.name} required autoComplete="off" />
        </Field>
        <Field label="Relationship" error={errors.relationship}>
          <select {...register('relationship')}>
            <Options values={RELATIONSHIPS} label={(r) => RELATIONSHIP_LABELS[r]} />
          </select>
        </Field>
        <Field label="Email" error={errors.email}>
          <input type="email" {...register('email')} maxLength={CONTACT_LIMITS.email} autoComplete="off" />
        </Field>
        <Field label="Phone" error={errors.phone}>
          <input type="tel" {...register('phone')} maxLength={CONTACT_LIMITS.phone} autoComplete="off" />
        </Field>
        <Field label="State" error={errors.state}>
          <select {...register('state')}>
            <option value="">Not known</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Incident type" error={errors.incident_type}>
          <input {...register('incident_type')} maxLength={CONTACT_LIMITS.incidentType} placeholder="e.g. Car accident" />
        </Field>
        <Field label="Incident date" error={errors.incident_date}>
          <input type="date" {...register('incident_date')} />
        </Field>
        <Field label="Tags (separated by commas)" error={errors.tags}>
          <input {...register('tags')} />
        </Field>
      </div>
      <Field label="Notes" error={errors.notes}>
        <textarea {...register('notes')} rows={3} maxLength={CONTACT_LIMITS.notes} />
      </Field>
      <CheckboxField label="Do not contact" error={errors.do_not_contact}>
        <input type="checkbox" {...register('do_not_contact')} />
      </CheckboxField>
      <div className="flex justify-end gap-3">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" pending={formState.isSubmitting} pendingLabel="Saving">
          Save contact
        </Button>
      </div>
    </Form>
  );
}
