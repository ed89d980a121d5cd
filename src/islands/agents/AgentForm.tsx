import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { Finding, FirmForCheck } from '#shared/compliance/types';
import {
  AGENT_NAME_MAX,
  AGENT_PERSONALITY_MAX,
  AGENT_PROMPT_MAX,
  agentInputSchema,
  type Agent,
  type AgentScriptField,
} from '#shared/schemas/agents';
import { api, ApiError, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { firstProblem, Form, useSchemaForm } from '../ui/form';
import { MarkedTextarea, type TextMark } from '../ui/MarkedTextarea';
import { card } from '../ui/styles';

const EMPTY = { name: '', personality: '', base_prompt: '' };
const FIELD_NAMES: Record<AgentScriptField, string> = { personality: 'personality', base_prompt: 'script' };

type ScriptCheck = (text: string, firm: FirmForCheck) => Finding[];

/** The script's findings, numbered in reading order: the personality's, then the script's. */
interface ScriptFinding extends Finding {
  part: AgentScriptField;
  number: number;
}

const BADGES = { block: 'Must fix', warn: 'Warning' } as const;

/**
 * Create or edit an agent; loaded when first opened, with its schema and the form library. The
 * script is checked as it is typed by the engine the server checks it with when it is saved
 * (the spoken rules, specialist titles, false urgency): the words at fault are marked, and a
 * blocking finding stops the save, with why beside Save.
 */
export function AgentForm({ agent, onSaved, onCancel }: { agent?: Agent; onSaved: () => void; onCancel: () => void }) {
  const form = useSchemaForm(
    agentInputSchema,
    agent ? { name: agent.name, personality: agent.personality ?? '', base_prompt: agent.base_prompt } : EMPTY,
  );
  const { register, formState, control } = form;
  const { errors } = formState;
  const [check, setCheck] = useState<{ run: ScriptCheck; firm: FirmForCheck }>();
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const promptRef = useRef<HTMLTextAreaElement | null>(null);
  const personalityRef = useRef<HTMLInputElement | null>(null);
  // Stable refs: each field is registered with its element once, not again on every render.
  const attachPrompt = useCallback(
    (element: HTMLTextAreaElement | null) => {
      form.register('base_prompt').ref(element);
      promptRef.current = element;
    },
    [form],
  );
  const attachPersonality = useCallback(
    (element: HTMLInputElement | null) => {
      form.register('personality').ref(element);
      personalityRef.current = element;
    },
    [form],
  );

  // The engine loads after the form has shown (it is not needed to type a name).
  useEffect(() => {
    Promise.all([
      import('#shared/agentCalls/guardrails'),
      api('firm-profile').catch((error: unknown) => (error instanceof ApiError && error.status === 404 ? {} : Promise.reject(error))),
    ]).then(
      ([{ scriptFindings }, firm]) => setCheck({ run: scriptFindings, firm }),
      () => setCheck(undefined),
    );
  }, []);

  const personality = useWatch({ control, name: 'personality' }) ?? '';
  const script = useWatch({ control, name: 'base_prompt' }) ?? '';
  const findings: ScriptFinding[] = [];
  if (check) {
    for (const part of ['personality', 'base_prompt'] as const) {
      // Offsets index the trimmed text, as the server reads it; the marks sit where that text starts.
      const raw = part === 'personality' ? personality : script;
      const lead = raw.length - raw.trimStart().length;
      for (const f of check.run(raw.trim(), check.firm)) {
        findings.push({ ...f, start: f.start + lead, end: f.end + lead, part, number: findings.length + 1 });
      }
    }
  }
  const marks: TextMark[] = findings
    .filter((f) => f.part === 'base_prompt')
    .map((f) => ({ start: f.start, end: f.end, tone: f.severity, number: f.number }));
  const blocking = findings.filter((f) => f.severity === 'block');

  /** Takes the attorney to the first blocking words. */
  function showFirst(first: ScriptFinding) {
    const control = first.part === 'base_prompt' ? promptRef.current : personalityRef.current;
    control?.focus();
    control?.setSelectionRange(first.start, first.end);
    control?.scrollIntoView({ block: 'center' });
  }

  async function save(values: z.output<typeof agentInputSchema>) {
    const first = blocking[0];
    if (first) {
      const words = (first.part === 'base_prompt' ? script : personality).slice(first.start, first.end).trim();
      setSaveProblem(
        `The agent cannot be saved as it is: its ${FIELD_NAMES[first.part]} says “${words}”. ${first.message} Change the marked words and save again.`,
      );
      showFirst(first);
      return;
    }
    setSaveProblem(null);
    try {
      if (agent) {
        await api('agents/:id', { method: 'PUT', params: { id: agent.id }, body: values });
        showToast({ title: 'Agent updated.', description: `${values.name} has been saved.` });
      } else {
        await api('agents', { method: 'POST', body: values });
        showToast({ title: 'Your new AI agent has been created.' });
      }
    } catch (error) {
      // The server's 422 says which words; the form marks them as typed.
      setSaveProblem(errorMessage(error) ?? 'The agent could not be saved. Please try again.');
      return;
    }
    form.reset(EMPTY);
    onSaved();
  }

  // Registered in the form's order: a failed check focuses the first field with a problem in this order.
  const nameField = register('name');
  const { ref: _personality, ...personalityField } = register('personality');
  const { ref: _prompt, ...prompt } = register('base_prompt');
  return (
    <Form form={form} onValid={save} className={`${card} space-y-4`} aria-label={agent ? 'Edit agent' : 'New agent'}>
      <h2 className="text-lg font-semibold text-navy-900">{agent ? `Edit ${agent.name}` : 'Create a New Agent'}</h2>
      <Field label="Agent Name" error={errors.name}>
        <input {...nameField} maxLength={AGENT_NAME_MAX} placeholder="e.g. Intake Assistant" />
      </Field>
      <Field label="Personality" error={errors.personality}>
        <input
          {...personalityField}
          ref={attachPersonality}
          maxLength={AGENT_PERSONALITY_MAX}
          placeholder="e.g. Warm, patient, plain-spoken"
        />
      </Field>
      <Field
        label="Base Prompt / Script"
        error={errors.base_prompt}
        hint="Checked as you type against the attorney-advertising rules your emails are checked against: what the agent is told to say, it says to every caller."
      >
        <MarkedTextarea
          {...prompt}
          ref={attachPrompt}
          text={script}
          marks={marks}
          rows={8}
          maxLength={AGENT_PROMPT_MAX}
          placeholder="How the agent greets callers, what it asks, and when it hands over to your team. It must not give legal advice or promise results."
        />
      </Field>
      {findings.length > 0 && (
        <section aria-label="Compliance findings for the script" data-testid="script-findings">
          <p className="text-sm font-semibold text-slate-800">
            Compliance check: {blocking.length > 0 && `${blocking.length} to fix before saving`}
            {blocking.length > 0 && findings.length > blocking.length && ', '}
            {findings.length > blocking.length && `${findings.length - blocking.length} to review`}
          </p>
          <ol className="mt-2 space-y-2">
            {findings.map((f) => {
              const words = (f.part === 'base_prompt' ? script : personality).slice(f.start, f.end).trim();
              return (
                <li key={f.number} className="text-sm text-slate-800" data-testid="finding" data-rule={f.rule}>
                  <p>
                    <span className="font-semibold">{f.number}.</span>{' '}
                    <span
                      className={`rounded px-1.5 py-0.5 text-xs font-semibold ${f.severity === 'block' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
                    >
                      {BADGES[f.severity]}
                    </span>{' '}
                    <code className="text-xs text-slate-700">{f.rule}</code> in the {FIELD_NAMES[f.part]}
                    {words && <> at “{words}”</>}
                  </p>
                  <p className="mt-1">{f.message}</p>
                  <p className="mt-1 text-xs text-slate-600">Source: {f.source}</p>
                </li>
              );
            })}
          </ol>
        </section>
      )}
      <div className="flex justify-end gap-3">
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="submit"
          variant="primary"
          pending={formState.isSubmitting}
          pendingLabel="Saving"
          aria-describedby="agent-save-problem"
        >
          Save Agent
        </Button>
      </div>
      {/* Why it was not saved, beside Save: a toast would cover the buttons. */}
      <p id="agent-save-problem" className="text-right text-sm font-medium text-red-700" data-testid="save-problem">
        {saveProblem ? <span role="alert">{saveProblem}</span> : firstProblem(errors)}
      </p>
    </Form>
  );
}
