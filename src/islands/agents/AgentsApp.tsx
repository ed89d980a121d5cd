import { useEffect, useState } from 'react';
import type { Agent } from '#shared/schemas/agents';
import { api } from '#browser/api';
import { useApiList } from '../ui/useApiList';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { CenteredSpinner } from '../ui/Spinner';
import { EmptyState, ErrorState } from '../ui/StateViews';
import { buttonDanger, buttonPrimary, buttonSecondary, card } from '../ui/styles';
import { SignedInApp, WorkspaceScreen } from '../ui/WorkspaceScreen';
import { deferred } from '../ui/deferred';

// The form (with its schema and the form library) loads right after the first paint.
const AgentForm = deferred(() => import('./AgentForm').then((module) => module.AgentForm));
const formLoading = <CenteredSpinner label="Loading the form" />;

const fetchAgents = () => api<Agent[]>('agents');

function AgentCard({ agent, onEdit, onDelete }: { agent: Agent; onEdit: () => void; onDelete: () => void }) {
  const [expanded, setExpanded] = useState(false);
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
        <button
          type="button"
          className="mt-1 self-start text-sm font-medium text-navy-800 underline underline-offset-2"
          aria-expanded={expanded}
          aria-controls={promptId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show full prompt'}
        </button>
      )}
      <div className="mt-4 flex gap-2">
        <button type="button" className={buttonSecondary} onClick={onEdit} aria-label={`Edit ${agent.name}`}>
          Edit
        </button>
        <button type="button" className={buttonDanger} onClick={onDelete} aria-label={`Delete ${agent.name}`}>
          Delete
        </button>
      </div>
    </li>
  );
}

type View = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; agent: Agent };

function AgentsScreen() {
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
    remove: (agent) => api(`agents/${encodeURIComponent(agent.id)}`, { method: 'DELETE' }),
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
          <button type="button" className={buttonPrimary} onClick={() => setView({ kind: 'create' })}>
            Create Your First Agent
          </button>
        }
      />
    );
  else
    body = (
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {agents.map((agent) => (
          <AgentCard key={agent.id} agent={agent} onEdit={() => setView({ kind: 'edit', agent })} onDelete={() => deletion.ask(agent)} />
        ))}
      </ul>
    );

  return (
    <>
      <WorkspaceScreen
        title="AI Calling Agents"
        action={
          view.kind === 'list' ? (
            <button type="button" className={buttonPrimary} onClick={() => setView({ kind: 'create' })}>
              New Agent
            </button>
          ) : undefined
        }
      >
        {body}
      </WorkspaceScreen>
      {deletion.dialog}
    </>
  );
}

export default function AgentsApp() {
  return (
    <SignedInApp>
      <AgentsScreen />
    </SignedInApp>
  );
}
