import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  CALLER_TEXT_MAX,
  callerTurnSchema,
  type Conversation,
  type ConversationMessage,
  INTAKE_FIELD_LABELS,
  INTAKE_FIELDS,
  type IntakeFields,
} from '#shared/schemas/agentConversations';
import type { Agent } from '#shared/schemas/agents';
import { api, errorMessage } from '#browser/api';
import { apiStream, type StreamEvent } from '#browser/apiStream';
import { Button } from '../ui/Button';
import { Dialog, DialogClose } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { Spinner } from '../ui/Spinner';
import { CreateContactAction } from './CreateContactAction';

const GUARDRAIL_NOTES: Record<NonNullable<ConversationMessage['guardrail']>['action'], string> = {
  replaced: 'The guardrails replaced what the model wrote',
  'disclosure-added': 'The guardrails added the AI disclosure',
  emergency: 'Emergency: answered by the guardrails',
  handover: 'Asked for a person: answered by the guardrails',
};

function intakeValue(field: (typeof INTAKE_FIELDS)[number], intake: IntakeFields): string {
  const value = intake[field];
  if (value === null) return 'Not given yet';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

function MessageView({ message }: { message: ConversationMessage }) {
  const agent = message.role === 'agent';
  return (
    <li className={`flex flex-col ${agent ? 'items-start' : 'items-end'}`} data-testid="chat-message" data-role={message.role}>
      <span className="text-xs font-medium text-slate-600">{agent ? 'Agent' : 'Caller (you)'}</span>
      <p
        data-testid="chat-text"
        className={`mt-1 max-w-[85%] whitespace-pre-line rounded-lg px-3 py-2 ${agent ? 'bg-slate-100 text-slate-900' : 'bg-navy-800 text-white'}`}
      >
        {message.text}
      </p>
      {message.guardrail && (
        <div className="mt-1 text-xs text-amber-900" data-testid="guardrail-note">
          {GUARDRAIL_NOTES[message.guardrail.action]}
          {message.guardrail.findings?.length ? ` (${[...new Set(message.guardrail.findings.map((f) => f.rule))].join(', ')})` : ''}.
          {message.guardrail.original ? (
            <details className="mt-1">
              <summary className="cursor-pointer underline">What the model wrote</summary>
              <span className="block text-slate-700">{message.guardrail.original}</span>
            </details>
          ) : null}
        </div>
      )}
    </li>
  );
}

interface Props {
  agent: Agent;
  /** An existing transcript to reopen, or null to start a new conversation. */
  conversationId: string | null;
  onClose: () => void;
  /** Called when a turn is saved or a contact made, so lists can refresh. */
  onSaved: () => void;
}

/** A test call played in text: the attorney types the caller's side, the agent's replies stream in. */
export function TestConversationDialog({ agent, conversationId, onClose, onSaved }: Props) {
  const [conversation, setConversation] = useState<Conversation | null>(null);
  // A new conversation starts streaming its greeting as soon as the dialog opens.
  const [busy, setBusy] = useState(conversationId === null);
  const [streaming, setStreaming] = useState<string | null>(conversationId === null ? '' : null);
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(callerTurnSchema, { text: '' });
  const { ref: registerText, ...textField } = form.register('text');
  const inputId = useId();
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const started = useRef(false);

  /**
   * Streams one turn into `streaming`, then shows the saved conversation. Whoever calls it has
   * already set `busy` and cleared `streaming`. Resolves false when the turn failed.
   */
  const runTurn = useCallback(
    /** The greeting of a new conversation (no id yet), or the reply to what the caller said in this one. */
    async (knownId: string | null, said?: string) => {
      let id = knownId;
      let failed: string | null = null;
      const onEvent = (e: StreamEvent) => {
        const data = e.data as { id?: string; text?: string; error?: string };
        if (e.event === 'conversation') id = data.id!;
        else if (e.event === 'delta') setStreaming((s) => (s ?? '') + data.text);
        else if (e.event === 'replace') setStreaming(data.text!);
        else if (e.event === 'error') failed = data.error!;
      };
      try {
        if (knownId === null) await apiStream('agents/:id/conversations', { method: 'POST', params: { id: agent.id } }, onEvent);
        else {
          const params = { id: agent.id, conversationId: knownId };
          await apiStream('agents/:id/conversations/:conversationId/messages', { method: 'POST', params, body: { text: said } }, onEvent);
        }
        if (failed) throw new Error(failed);
        if (id) setConversation(await api('agents/:id/conversations/:conversationId', { params: { id: agent.id, conversationId: id } }));
        onSaved();
        return true;
      } catch (err) {
        setError(errorMessage(err) ?? 'The reply could not be finished. Try again.');
        return false;
      } finally {
        setStreaming(null);
        setBusy(false);
        inputRef.current?.focus();
      }
    },
    [agent.id, onSaved],
  );

  useEffect(() => {
    // Once per opening, also when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    if (conversationId) {
      api('agents/:id/conversations/:conversationId', { params: { id: agent.id, conversationId } })
        .then(setConversation)
        .catch((err: unknown) => setError(errorMessage(err) ?? 'The transcript could not be loaded.'));
    } else {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- runTurn sets state only as streamed events arrive, after its first await
      void runTurn(null);
    }
  }, [agent.id, conversationId, runTurn]);

  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [conversation, streaming]);

  async function send({ text: said }: { text: string }) {
    if (!conversation || busy) return;
    // Show the caller's words at once; the saved transcript replaces this when the turn ends.
    setConversation({
      ...conversation,
      messages: [...conversation.messages, { role: 'caller', text: said, at: new Date().toISOString() }],
    });
    form.reset({ text: '' });
    setBusy(true);
    setError(null);
    setStreaming('');
    const ok = await runTurn(conversation.id, said);
    if (!ok) {
      setConversation(conversation);
      form.setValue('text', said);
    }
  }

  return (
    <Dialog
      title={`Test ${agent.name}`}
      description="You play the caller. Replies are checked by the guardrails before you see them; the conversation is saved as a transcript."
      width="wide"
      onClose={onClose}
      initialFocus={() => inputRef.current}
    >
      <div className="mt-4 grid min-h-0 flex-1 gap-4 md:grid-cols-[1fr_16rem]">
        <div className="flex min-h-0 flex-col">
          <div
            role="log"
            aria-label="Conversation"
            aria-busy={busy}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling log must take focus so keyboard users can scroll it (axe: scrollable-region-focusable)
            tabIndex={0}
            className="min-h-48 flex-1 overflow-y-auto rounded-lg border border-slate-200 p-3"
          >
            <ol ref={logRef} className="space-y-3">
              {conversation?.messages.map((m, i) => (
                <MessageView key={i} message={m} />
              ))}
              {streaming !== null && (
                <li className="flex flex-col items-start" data-testid="chat-streaming">
                  <span className="text-xs font-medium text-slate-600">Agent</span>
                  <p className="mt-1 max-w-[85%] rounded-lg bg-slate-100 px-3 py-2 text-slate-900">
                    {streaming || <Spinner label="The agent is answering" className="h-4 w-4 text-navy-800" />}
                  </p>
                </li>
              )}
            </ol>
          </div>
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <Form form={form} onValid={send} className="mt-3 flex items-end gap-2">
            <Field label="What the caller says" error={form.formState.errors.text} className="flex-1">
              <textarea
                {...textField}
                ref={(element) => {
                  registerText(element);
                  inputRef.current = element;
                }}
                rows={2}
                maxLength={CALLER_TEXT_MAX}
                onKeyDown={(e) => {
                  // Enter sends, Shift+Enter starts a new line.
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    e.currentTarget.form?.requestSubmit();
                  }
                }}
              />
            </Field>
            <Button type="submit" variant="primary" disabled={busy || !conversation}>
              Send
            </Button>
          </Form>
        </div>
        <section aria-labelledby={`${inputId}-intake`} className="rounded-lg border border-slate-200 p-3">
          <h3 id={`${inputId}-intake`} className="font-semibold text-navy-900">
            Intake fields
          </h3>
          <dl className="mt-2 space-y-1 text-sm" data-testid="intake-fields">
            {INTAKE_FIELDS.map((field) => (
              <div key={field}>
                <dt className="font-medium text-slate-700">{INTAKE_FIELD_LABELS[field]}</dt>
                <dd className="text-slate-900">{conversation ? intakeValue(field, conversation.intake) : '…'}</dd>
              </div>
            ))}
          </dl>
          {conversation && (
            <CreateContactAction
              conversation={conversation}
              update={(c) => {
                setConversation(c);
                onSaved();
              }}
            />
          )}
        </section>
      </div>
      <div className="mt-4 flex justify-end">
        <DialogClose />
      </div>
    </Dialog>
  );
}
