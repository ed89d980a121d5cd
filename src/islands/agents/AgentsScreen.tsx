import { lazy, Suspense, useEffect, useState } from 'react';
import type { Agent } from '#shared/schemas/agents';
import { api } from '#browser/api';
import { showFailure } from '#browser/toastStore';
import { useApiList } from '../ui/useApiList';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { Button } from '../ui/Button';
import { CenteredSpinner, Spinner } from '../ui/Spinner';
import { CardGrid, EmptyState, ErrorState } from '../ui/StateViews';
import { card } from '../ui/styles';
import { WorkspaceScreen } from '../ui/WorkspaceScreen';
import { deferred } from '../ui/deferred';

// Loaded when first needed, so the agents list starts as fast as it did without them.
const TestConversationDialog = lazy(() => import('./TestConversation').then((m) => ({ default: m.TestConversationDialog })));
// The transcript list loads when first opened.
const Transcripts = deferred(() => import('./Transcripts').then((m) => m.Transcripts));
const CallableNow = lazy(() => import('./CallableNow').then((m) => ({ default: m.CallableNow })));
async function exportAgent(agent: Agent) {
  try {
    // Loaded on the first export: most visits never download an agent.
    const { apiDownload } = await import('#browser/apiStream');
    await apiDownload('agents/:id/export', { params: { id: agent.id } });
  } catch (error) {
    showFailure('Failed to export agent', error);
  }
}

// The form (with its schema and the form library) loads right after the first paint.
const AgentForm = deferred(() => import('./AgentForm').then((module) => module.AgentForm));
const formLoading = <CenteredSpinner label="Loading the form" />;

const fetchAgents = () => api('agents');

function AgentCard({ agent, onEdit, onDelete }: { agent: Agent; onEdit: () => void; onDelete: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const [showTranscripts, setShowTranscripts] = useState(false);
  /** null: closed; '': a new conversation; an id: a saved one reopened. */
  const [chat, setChat] = useState<string | null>(null);
  const [saves, setSaves] = useState(0);
  const transcriptsId = `transcripts-${agent.id}`;
  const long = agent.base_prompt.length > 240 || agent.base_prompt.split('\n').length > 4;
  const promptId = `prompt-${agent.id}`;
  return (
    <li className={`${card} flex flex-col`} data-testid="agent-card">
      <h2 className="text-lg font-semibold text-navy-900">{agent.name}</h2>
      <p className="mt-1 text-sm text-slate-600">Personality: {agent.personality || 'Not defined'}</p>
      <p
        id={promptId}
        className={`mt-3 whitespace-pre-line text-sm text-slate-700 ${expanded ? '' : 'line-clamp-4'}`}
        data-testid="agent-prompt"
      >
        {agent.base_prompt}
      </p>
      {long && (
        <Button
          variant="link"
          className="mt-1 self-start"
          aria-expanded={expanded}
          aria-controls={promptId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show full prompt'}
        </Button>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => setChat('')} aria-label={`Test ${agent.name}`}>
          Test
        </Button>
        <Button onClick={onEdit} aria-label={`Edit ${agent.name}`}>
          Edit
        </Button>
        <Button variant="danger" onClick={onDelete} aria-label={`Delete ${agent.name}`}>
          Delete
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="link"
          aria-expanded={showTranscripts}
          aria-controls={transcriptsId}
          onClick={() => setShowTranscripts(!showTranscripts)}
        >
          {showTranscripts ? 'Hide transcripts' : 'Transcripts'}
        </Button>
        <Button variant="link" onClick={() => void exportAgent(agent)} aria-label={`Export ${agent.name} for Vapi (JSON)`}>
          Export for Vapi
        </Button>
      </div>
      <div id={transcriptsId}>{showTranscripts && <Transcripts agent={agent} version={saves} onOpen={setChat} />}</div>
      {chat !== null && (
        <Suspense fallback={<Spinner label="Opening the test conversation" className="mt-2 h-5 w-5 text-navy-800" />}>
          <TestConversationDialog
            key={chat || 'new'}
            agent={agent}
            conversationId={chat || null}
            onClose={() => setChat(null)}
            onSaved={() => setSaves((n) => n + 1)}
          />
        </Suspense>
      )}
    </li>
  );
}

type View = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; agent: Agent };

export function AgentsScreen() {
  const {
    items: agents,
    setItems: setAgents,
    failed,
    reload,
  } = useApiList({ fetchList: fetchAgents, failedToast: 'Error fetching AI agents' });
  const [view, setView] = useState<View>({ kind: 'list' });
  useEffect(() => void AgentForm.preload(), []);
  const deletion = useConfirmedDelete<Agent>({
    title: 'Delete agent',
    question: 'Are you sure you want to delete this agent?',
    remove: (agent) => api('agents/:id', { method: 'DELETE', params: { id: agent.id } }),
    onDeleted: (agent) => setAgents((list) => list?.filter((a) => a.id !== agent.id) ?? null),
    deletedToast: 'Agent deleted successfully.',
    failedToast: 'Failed to delete agent',
  });

  const saved = () => {
    setView({ kind: 'list' });
    reload();
  };

  let body;
  if (view.kind === 'create') body = <AgentForm fallback={formLoading} onSaved={saved} onCancel={() => setView({ kind: 'list' })} />;
  else if (view.kind === 'edit')
    body = (
      <AgentForm fallback={formLoading} key={view.agent.id} agent={view.agent} onSaved={saved} onCancel={() => setView({ kind: 'list' })} />
    );
  else if (failed) body = <ErrorState message="We couldn't load your AI agents. Please try refreshing the page." />;
  else if (agents === null) body = <CenteredSpinner label="Loading agents" />;
  else if (agents.length === 0)
    body = (
      <EmptyState
        title="No AI Agents Yet!"
        action={
          <Button variant="primary" onClick={() => setView({ kind: 'create' })}>
            Create Your First Agent
          </Button>
        }
      />
    );
  else
    body = (
      <CardGrid>
        {agents.map((agent) => (
          <AgentCard key={agent.id} agent={agent} onEdit={() => setView({ kind: 'edit', agent })} onDelete={() => deletion.ask(agent)} />
        ))}
      </CardGrid>
    );

  return (
    <>
      <WorkspaceScreen
        title="AI Calling Agents"
        action={
          view.kind === 'list' ? (
            <Button variant="primary" onClick={() => setView({ kind: 'create' })}>
              New Agent
            </Button>
          ) : undefined
        }
      >
        {body}
        {view.kind === 'list' && (
          <Suspense fallback={null}>
            <CallableNow />
          </Suspense>
        )}
      </WorkspaceScreen>
      {deletion.dialog}
    </>
  );
}
