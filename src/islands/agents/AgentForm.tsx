import { useForm } from 'react-hook-form';
import {
  AGENT_NAME_MAX,
  AGENT_PERSONALITY_MAX,
  AGENT_PROMPT_MAX,
  agentInputSchema,
  type Agent,
  type AgentInput,
} from '#shared/schemas/agents';
import { api, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Spinner } from '../ui/Spinner';
import { buttonPrimary, buttonSecondary, card, input, label } from '../ui/styles';

const EMPTY: AgentInput = { name: '', personality: '', base_prompt: '' };

/** Create or edit an agent; loaded when first opened, with its schema and the form library. */
export function AgentForm({ agent, onSaved, onCancel }: { agent?: Agent; onSaved: () => void; onCancel: () => void }) {
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
