import type * as z from 'zod/mini';
import { AGENT_NAME_MAX, AGENT_PERSONALITY_MAX, AGENT_PROMPT_MAX, agentInputSchema, type Agent } from '#shared/schemas/agents';
import { api } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { card } from '../ui/styles';

const EMPTY = { name: '', personality: '', base_prompt: '' };

/** Create or edit an agent; loaded when first opened, with its schema and the form library. */
export function AgentForm({ agent, onSaved, onCancel }: { agent?: Agent; onSaved: () => void; onCancel: () => void }) {
  const form = useSchemaForm(
    agentInputSchema,
    agent ? { name: agent.name, personality: agent.personality ?? '', base_prompt: agent.base_prompt } : EMPTY,
  );
  const { register, formState } = form;
  const { errors } = formState;
  async function save(values: z.output<typeof agentInputSchema>) {
    if (agent) {
      await api('agents/:id', { method: 'PUT', params: { id: agent.id }, body: values });
      showToast({ title: 'Agent updated.', description: `${values.name} has been saved.` });
    } else {
      await api('agents', { method: 'POST', body: values });
      showToast({ title: 'Your new AI agent has been created.' });
    }
    form.reset(EMPTY);
    onSaved();
  }
  return (
    <Form
      form={form}
      onValid={save}
      failedToast="Failed to save agent"
      className={`${card} space-y-4`}
      aria-label={agent ? 'Edit agent' : 'New agent'}
    >
      <h2 className="text-lg font-semibold text-navy-900">{agent ? `Edit ${agent.name}` : 'Create a New Agent'}</h2>
      <Field label="Agent Name" error={errors.name}>
        <input {...register('name')} maxLength={AGENT_NAME_MAX} placeholder="e.g. Intake Assistant" />
      </Field>
      <Field label="Personality" error={errors.personality}>
        <input {...register('personality')} maxLength={AGENT_PERSONALITY_MAX} placeholder="e.g. Warm, patient, plain-spoken" />
      </Field>
      <Field label="Base Prompt / Script" error={errors.base_prompt}>
        <textarea
          {...register('base_prompt')}
          rows={8}
          maxLength={AGENT_PROMPT_MAX}
          placeholder="How the agent greets callers, what it asks, and when it hands over to your team. It must not give legal advice or promise results."
        />
      </Field>
      <div className="flex justify-end gap-3">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" pending={formState.isSubmitting} pendingLabel="Saving">
          Save Agent
        </Button>
      </div>
    </Form>
  );
}
