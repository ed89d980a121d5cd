import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AGENT_NAME_MAX,
  AGENT_PERSONALITY_MAX,
  AGENT_PROMPT_MAX,
  agentInputSchema,
  type Agent,
  type AgentInput,
} from '#shared/schemas/agents';
import { api, apiDownload, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { useApiList } from '../ui/useApiList';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { CenteredSpinner, Spinner } from '../ui/Spinner';
import { EmptyState, ErrorState } from '../ui/StateViews';
import { buttonDanger, buttonPrimary, buttonSecondary, card, input, label } from '../ui/styles';
import { SignedInApp, WorkspaceScreen } from '../ui/WorkspaceScreen';

// Loaded when first needed, so the agents list starts as fast as it did without them.
const TestConversationDialog = lazy(() => import('./TestConversation').then((m) => ({ default: m.TestConversationDialog })));
const CallableNow = lazy(() => import('./CallableNow').then((m) => ({ default: m.CallableNow })));
import { Transcripts } from './Transcripts';

const EMPTY: AgentInput = { name: '', personality: '', base_prompt: '' };

const fetchAgents = () => api<Agent[]>('agents');

function AgentForm({ agent, onSaved, onCancel }: { agent?: Agent; onSaved: () => void; onCancel: () => void }) {
  const { register, handleSubmit, reset, formState } = useForm<AgentInput>({
    defaultValues: agent ? { name: agent.name, personality: agent.personality ?? '', base_prompt: agent.base_prompt } : EMPTY,
  });
  const save = handleSubmit(async (values) => {
    const parsed = agentInputSchema.safeParse(values);
    if (!parsed.success) {
      showToast({ title: 'Failed to save agent', description: parsed.error.issues[0]!.message, variant: 'destructive' });
      return;
    }
    try {
      if (agent) {
        await api(`agents/${encodeURIComponent(agent.id)}`, { method: 'PUT', body: parsed.data });
        showToast({ title: 'Agent updated.', description: `${parsed.data.name} has been saved.` });
      } else {
        await api('agents', { method: 'POST', body: parsed.data });
        showToast({ title: 'Your new AI agent has been created.' });
      }
      reset(EMPTY);
      onSaved();
    } catch (error) {
      showToast({ title: 'Failed to save agent', description: errorMessage(error), variant: 'destructive' });
    }
  });
  return (
    <form onSubmit={save} className={`${card} space-y-4`} noValidate aria-label={agent ? 'Edit agent' : 'New agent'}>
      <h2 className="text-lg font-semibold text-navy-900">{agent ? `Edit ${agent.name}` : 'Create a New Agent'}</h2>
      <label className={label}>
        Agent Name
        <input {...register('name')} className={input} maxLength={AGENT_NAME_MAX} placeholder="e.g. Intake Assistant" />
      </label>
      <label className={label}>
        Personality
        <input
          {...register('personality')}
          className={input}
          maxLength={AGENT_PERSONALITY_MAX}
          placeholder="e.g. Warm, patient, plain-spoken"
        />
      </label>
      <label className={label}>
        Base Prompt / Script
        <textarea
          {...register('base_prompt')}
          className={input}
          rows={8}
          maxLength={AGENT_PROMPT_MAX}
          placeholder="How the agent greets callers, what it asks, and when it hands over to your team. It must not give legal advice or promise results."
        />
      </label>
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonPrimary} disabled={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner label="Saving" className="h-4 w-4 text-white" />}
          Save Agent
        </button>
      </div>
    </form>
  );
}

async function exportAgent(agent: Agent) {
  try {
    await apiDownload(`agents/${encodeURIComponent(agent.id)}/export`);
  } catch (error) {
    showToast({ title: 'Failed to export agent', description: errorMessage(error), variant: 'destructive' });
  }
}

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
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={buttonPrimary} onClick={() => setChat('')} aria-label={`Test ${agent.name}`}>
          Test
        </button>
        <button type="button" className={buttonSecondary} onClick={onEdit} aria-label={`Edit ${agent.name}`}>
          Edit
        </button>
        <button type="button" className={buttonDanger} onClick={onDelete} aria-label={`Delete ${agent.name}`}>
          Delete
        </button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="text-sm font-medium text-navy-800 underline underline-offset-2"
          aria-expanded={showTranscripts}
          aria-controls={transcriptsId}
          onClick={() => setShowTranscripts(!showTranscripts)}
        >
          {showTranscripts ? 'Hide transcripts' : 'Transcripts'}
        </button>
        <button
          type="button"
          className="text-sm font-medium text-navy-800 underline underline-offset-2"
          onClick={() => void exportAgent(agent)}
          aria-label={`Export ${agent.name} for Vapi (JSON)`}
        >
          Export for Vapi
        </button>
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

function AgentsScreen() {
  const {
    items: agents,
    setItems: setAgents,
    failed,
    reload,
  } = useApiList({ fetchList: fetchAgents, failedToast: 'Error fetching AI agents' });
  const [view, setView] = useState<View>({ kind: 'list' });
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
  if (view.kind === 'create') body = <AgentForm onSaved={saved} onCancel={() => setView({ kind: 'list' })} />;
  else if (view.kind === 'edit')
    body = <AgentForm key={view.agent.id} agent={view.agent} onSaved={saved} onCancel={() => setView({ kind: 'list' })} />;
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

export default function AgentsApp() {
  return (
    <SignedInApp>
      <AgentsScreen />
    </SignedInApp>
  );
}
