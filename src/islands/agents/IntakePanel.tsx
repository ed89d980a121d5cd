import { useEffect, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import {
  type Conversation,
  conversationContactSchema,
  type ConversationContactInput,
  type ConversationContactResult,
  INTAKE_FIELD_LABELS,
  type IntakeFields,
} from '#shared/schemas/agentConversations';
import { api } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';

/** Where /contacts opens one contact (ContactsScreen reads the parameter). */
export const contactHref = (id: string) => `/contacts?contact=${encodeURIComponent(id)}`;

const TOASTS: Record<ConversationContactResult['outcome'], (name: string) => { title: string; description: string }> = {
  created: (name) => ({ title: 'Contact created.', description: `${name} was added to your contacts as a lead, without consent records.` }),
  'linked-existing': (name) => ({
    title: 'Already in your contacts.',
    description: `${name} has this phone number: the conversation is linked to that contact, which was not changed.`,
  }),
  'already-linked': (name) => ({ title: 'Contact already created.', description: `This conversation is linked to ${name}.` }),
};

/** The intake as the form shows it: text in every box, and the lawyer question as a choice. */
type IntakeForm = { intake: Record<Exclude<keyof IntakeFields, 'lawyer_retained'>, string> & { lawyer_retained: '' | 'yes' | 'no' } };

const asForm = (intake: IntakeFields): IntakeForm => ({
  intake: {
    name: intake.name ?? '',
    phone: intake.phone ?? '',
    email: intake.email ?? '',
    state: intake.state ?? '',
    incident_type: intake.incident_type ?? '',
    incident_date: intake.incident_date ?? '',
    injuries: intake.injuries ?? '',
    lawyer_retained: intake.lawyer_retained === null ? '' : intake.lawyer_retained ? 'yes' : 'no',
  },
});

/** The form's values as POST .../contact takes them: the shared schema checks them after this. */
const intakeFormSchema = z.pipe(
  z.transform((form: IntakeForm): ConversationContactInput => ({
    intake: { ...form.intake, lawyer_retained: form.intake.lawyer_retained === '' ? null : form.intake.lawyer_retained === 'yes' },
  })),
  conversationContactSchema,
);

const TEXT_FIELDS = ['name', 'phone', 'email', 'state', 'incident_type', 'incident_date', 'injuries'] as const;
const INPUT_TYPES: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = { phone: 'tel', email: 'email', incident_date: 'date' };

/**
 * The intake fields the agent heard, each one editable, and "Create contact": the contact is
 * made from what the form shows. A field the attorney changed keeps its words while the
 * conversation goes on; the others follow what the agent hears. On a phone the panel folds
 * below the conversation, so it never covers the transcript or Send.
 */
export function IntakePanel({ conversation, update }: { conversation: Conversation; update: (c: Conversation) => void }) {
  const heard = asForm(conversation.intake);
  const form = useSchemaForm(intakeFormSchema, heard, heard);
  const { errors, isSubmitting } = form.formState;
  const [madeName, setMadeName] = useState<string | null>(null);
  const hintId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  // Open beside the conversation on a wide screen; folded under it on a phone.
  const [open] = useState(() => window.matchMedia('(min-width: 768px)').matches);
  useEffect(() => {
    if (madeName) linkRef.current?.focus();
  }, [madeName]);
  const shown = form.watch('intake');
  const given = Object.values(shown).filter((v) => v !== '').length;
  const ready = Boolean(shown.name.trim() && shown.phone.trim());
  const saved = conversation.caller_turns > 0;

  async function create(values: z.output<typeof intakeFormSchema>) {
    const { outcome, contact } = await api('agents/:id/conversations/:conversationId/contact', {
      method: 'POST',
      params: { id: conversation.agent_id, conversationId: conversation.id },
      body: values,
    });
    setMadeName(contact.name);
    update({ ...conversation, contact_id: contact.id });
    showToast(TOASTS[outcome](contact.name));
  }

  return (
    <details open={open} className="rounded-lg border border-slate-200 p-3 md:self-start">
      <summary className="cursor-pointer font-semibold text-navy-900">
        Intake fields ({given} of {TEXT_FIELDS.length + 1})
      </summary>
      {conversation.contact_id ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="conversation-contact">
          {madeName ? `${madeName} is in your contacts. ` : 'A contact was made from this conversation. '}
          <a ref={linkRef} className="font-medium text-navy-800 underline underline-offset-2" href={contactHref(conversation.contact_id)}>
            Open the contact
          </a>
        </p>
      ) : null}
      <Form form={form} onValid={create} failedToast="Failed to create contact" className="mt-2 space-y-2" aria-label="Intake fields">
        <fieldset disabled={Boolean(conversation.contact_id)} className="space-y-2" data-testid="intake-fields">
          {TEXT_FIELDS.map((field) => (
            <Field key={field} label={INTAKE_FIELD_LABELS[field]} error={errors.intake?.[field]}>
              <input
                type={INPUT_TYPES[field] ?? 'text'}
                {...form.register(`intake.${field}`)}
                placeholder="Not given yet"
                autoComplete="off"
                className="py-1 text-sm"
              />
            </Field>
          ))}
          <Field label={INTAKE_FIELD_LABELS.lawyer_retained} error={errors.intake?.lawyer_retained}>
            <select {...form.register('intake.lawyer_retained')} className="py-1 text-sm">
              <option value="">Not said yet</option>
              <option value="yes">Yes</option>
              <option value="no">No</option>
            </select>
          </Field>
        </fieldset>
        {!conversation.contact_id && (
          <div className="pt-1">
            <Button
              type="submit"
              disabled={!ready || !saved}
              pending={isSubmitting}
              pendingLabel="Creating the contact"
              aria-describedby={hintId}
            >
              Create contact
            </Button>
            <p id={hintId} className="mt-1 text-xs text-slate-600">
              {ready && saved
                ? 'Adds the caller as a lead with these details, as you corrected them. A test conversation is not consent: no consent is recorded.'
                : 'Needs the caller’s name and phone number first.'}
            </p>
          </div>
        )}
      </Form>
    </details>
  );
}
