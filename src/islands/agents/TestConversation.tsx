import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CALLER_TEXT_MAX,
  callerTurnSchema,
  type CallerTurn,
  type Conversation,
  type ConversationMessage,
  EMPTY_INTAKE,
} from '#shared/schemas/agentConversations';
import type { Agent } from '#shared/schemas/agents';
import { api, errorMessage } from '#browser/api';
import { apiStream, type StreamEvent } from '#browser/apiStream';
import { Button } from '../ui/Button';
import { Dialog, DialogClose } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { Spinner } from '../ui/Spinner';
import { IntakePanel } from './IntakePanel';

const GUARDRAIL_NOTES: Record<NonNullable<ConversationMessage['guardrail']>['action'], string> = {
  replaced: 'The guardrails replaced what the model wrote',
  'disclosure-added': 'The guardrails added the AI disclosure',
  emergency: 'Emergency: answered by the guardrails',
  handover: 'Asked for a person: answered by the guardrails',
};

/** The greeting as the server sealed it: sent back with the caller's first turn, which saves the transcript. */
type SealedGreeting = Required<Pick<CallerTurn, 'greeting' | 'greeting_seal'>>;

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
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const started = useRef(false);
  const unsavedGreeting = useRef<SealedGreeting | null>(null);

  /**
   * Streams one turn into `streaming`, then shows the saved conversation. Whoever calls it has
   * already set `busy` and cleared `streaming`. Resolves false when the turn failed.
   */
  const runTurn = useCallback(
    /** The greeting of a new conversation (no id yet), or the reply to what the caller said in this one. */
    async (knownId: string | null, said?: string) => {
      let id = knownId;
      let failed: string | null = null;
      let greeting: { message: ConversationMessage; prompt_version: string } | null = null;
      let promptVersion = '';
      const onEvent = (e: StreamEvent) => {
        const data = e.data as { id?: string; text?: string; error?: string; prompt_version?: string; message?: ConversationMessage };
        const sealed = e.data as Partial<SealedGreeting>;
        if (e.event === 'conversation') {
          id = data.id!;
          promptVersion = data.prompt_version ?? '';
        } else if (e.event === 'delta') setStreaming((s) => (s ?? '') + data.text);
        else if (e.event === 'replace') setStreaming(data.text!);
        else if (e.event === 'error') failed = data.error!;
        else if (e.event === 'done' && sealed.greeting_seal) {
          unsavedGreeting.current = { greeting: sealed.greeting!, greeting_seal: sealed.greeting_seal };
          greeting = { message: data.message!, prompt_version: promptVersion };
        }
      };
      try {
        if (knownId === null) await apiStream('agents/:id/conversations', { method: 'POST', params: { id: agent.id } }, onEvent);
        else {
          const params = { id: agent.id, conversationId: knownId };
          // The first caller turn brings back the greeting, sealed: it is saved with it.
          const body = { text: said!, ...unsavedGreeting.current };
          await apiStream('agents/:id/conversations/:conversationId/messages', { method: 'POST', params, body }, onEvent);
        }
        if (failed) throw new Error(failed);
        if (greeting && id) {
          // Not saved yet: shown as it will be saved once the caller speaks.
          const { message, prompt_version } = greeting as { message: ConversationMessage; prompt_version: string };
          const now = new Date().toISOString();
          setConversation({
            id,
            agent_id: agent.id,
            agent_name: agent.name,
            prompt_version,
            caller_turns: 0,
            replacements: 0,
            intake: EMPTY_INTAKE,
            contact_id: null,
            created_at: now,
            updated_at: now,
            messages: [message],
          });
          return true;
        }
        if (id) setConversation(await api('agents/:id/conversations/:conversationId', { params: { id: agent.id, conversationId: id } }));
        unsavedGreeting.current = null;
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
    [agent.id, agent.name, onSaved],
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
      description="You play the caller. Replies are checked by the guardrails before you see them; once the caller has said something, the conversation is saved as a transcript."
      width="wide"
      onClose={onClose}
      initialFocus={() => inputRef.current}
    >
      {/* On a phone everything stacks and the dialog scrolls: the log keeps a height of its own, the intake folds below Send. */}
      <div className="mt-4 grid gap-4 md:min-h-0 md:flex-1 md:grid-cols-[1fr_18rem]">
        <div className="flex flex-col md:min-h-0">
          <div
            role="log"
            aria-label="Conversation"
            aria-busy={busy}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling log must take focus so keyboard users can scroll it (axe: scrollable-region-focusable)
            tabIndex={0}
            className="h-[45vh] min-h-48 overflow-y-auto rounded-lg border border-slate-200 p-3 md:h-auto md:flex-1"
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
        {conversation && (
          <IntakePanel
            conversation={conversation}
            update={(c) => {
              setConversation(c);
              onSaved();
            }}
          />
        )}
      </div>
      <div className="mt-4 flex justify-end">
        <DialogClose />
      </div>
    </Dialog>
  );
}
