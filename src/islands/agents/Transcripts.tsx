import { useCallback, useState } from 'react';
import type { ConversationSummary } from '#shared/schemas/agentConversations';
import type { Agent } from '#shared/schemas/agents';
import { api } from '#browser/api';
import { useApiList } from '../ui/useApiList';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { Spinner } from '../ui/Spinner';
import { Button } from '../ui/Button';
import { contactHref } from './IntakePanel';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The agent's saved test conversations, newest first: open one again or delete it. */
export function Transcripts({ agent, version, onOpen }: { agent: Agent; version: number; onOpen: (id: string) => void }) {
  const fetchList = useCallback(() => api('agents/:id/conversations', { params: { id: agent.id } }), [agent.id]);
  const { items: list, setItems: setList, reload } = useApiList({ fetchList, failedToast: 'Could not load transcripts' });
  // A saved turn in the test dialog bumps `version`: show the new transcript.
  const [seen, setSeen] = useState(version);
  if (seen !== version) {
    setSeen(version);
    reload();
  }
  const deletion = useConfirmedDelete<ConversationSummary>({
    title: 'Delete transcript',
    question: 'Are you sure you want to delete this test conversation?',
    remove: (c) => api('agents/:id/conversations/:conversationId', { method: 'DELETE', params: { id: agent.id, conversationId: c.id } }),
    onDeleted: (c) => setList((l) => l?.filter((x) => x.id !== c.id) ?? null),
    deletedToast: 'Transcript deleted.',
    failedToast: 'Failed to delete transcript',
  });

  if (list === null) return <Spinner label="Loading transcripts" className="mt-3 h-5 w-5 text-navy-800" />;
  return (
    <div className="mt-3">
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">No test conversations yet.</p>
      ) : (
        <ul className="space-y-2" aria-label={`Transcripts of ${agent.name}`}>
          {list.map((c) => {
            const title = `${when(c.created_at)}, ${c.intake.name ?? 'caller not named'}`;
            return (
              <li key={c.id} className="rounded-lg border border-slate-200 p-2 text-sm" data-testid="transcript-row">
                <p className="font-medium text-slate-900">{title}</p>
                <p className="text-slate-600">
                  {c.caller_turns} caller turn{c.caller_turns === 1 ? '' : 's'}, {c.replacements} repl{c.replacements === 1 ? 'y' : 'ies'}{' '}
                  replaced by the guardrails, prompt version {c.prompt_version}
                </p>
                {c.contact_id && (
                  <p>
                    <a className="font-medium text-navy-800 underline underline-offset-2" href={contactHref(c.contact_id)}>
                      Open the contact made from it
                    </a>
                  </p>
                )}
                <div className="mt-1 flex gap-2">
                  <Button onClick={() => onOpen(c.id)} aria-label={`Open transcript ${title}`}>
                    Open
                  </Button>
                  <Button variant="danger" onClick={() => deletion.ask(c)} aria-label={`Delete transcript ${title}`}>
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {deletion.dialog}
    </div>
  );
}
