import { useEffect, useId, useRef, useState } from 'react';
import type { Conversation, ConversationContactResult } from '#shared/schemas/agentConversations';
import { api } from '#browser/api';
import { showFailure, showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';

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

/**
 * "Create contact": the conversation's intake fields become a lead, once. Shown under the
 * intake fields of a test conversation, live or reopened from the transcripts.
 */
export function CreateContactAction({ conversation, update }: { conversation: Conversation; update: (c: Conversation) => void }) {
  const [busy, setBusy] = useState(false);
  const [madeName, setMadeName] = useState<string | null>(null);
  const hintId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  // The button the keyboard was on is gone: its result, the link, takes the focus.
  useEffect(() => {
    if (madeName) linkRef.current?.focus();
  }, [madeName]);
  if (conversation.contact_id) {
    return (
      <p className="mt-3 text-sm text-slate-700" data-testid="conversation-contact">
        {madeName ? `${madeName} is in your contacts. ` : 'A contact was made from this conversation. '}
        <a ref={linkRef} className="font-medium text-navy-800 underline underline-offset-2" href={contactHref(conversation.contact_id)}>
          Open the contact
        </a>
      </p>
    );
  }
  // A contact needs a name and a way to reach the person; a call gives a phone number, not an email.
  const ready = Boolean(conversation.intake.name && conversation.intake.phone);
  async function create() {
    setBusy(true);
    try {
      const params = { id: conversation.agent_id, conversationId: conversation.id };
      const { outcome, contact } = await api('agents/:id/conversations/:conversationId/contact', { method: 'POST', params });
      setMadeName(contact.name);
      update({ ...conversation, contact_id: contact.id });
      showToast(TOASTS[outcome](contact.name));
    } catch (error) {
      showFailure('Failed to create contact', error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-3">
      <Button onClick={() => void create()} disabled={!ready} pending={busy} pendingLabel="Creating the contact" aria-describedby={hintId}>
        Create contact
      </Button>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {ready
          ? 'Adds the caller as a lead with these details. A test conversation is not consent: no consent is recorded.'
          : 'Needs the caller’s name and phone number first.'}
      </p>
    </div>
  );
}
