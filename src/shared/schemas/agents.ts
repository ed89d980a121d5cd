import * as z from 'zod/mini';
import type { Finding } from '../compliance/types';
import { typedText } from './typedText';

export const AGENT_REQUIRED = 'Agent name and base prompt are required.';
export const AGENT_NAME_MAX = 100;
export const AGENT_PERSONALITY_MAX = 500;
export const AGENT_PROMPT_MAX = 8000;

export const agentInputSchema = z.object({
  name: z
    .string({ error: AGENT_REQUIRED })
    .check(
      ...typedText('Agent name'),
      z.minLength(1, AGENT_REQUIRED),
      z.maxLength(AGENT_NAME_MAX, `Agent names must be ${AGENT_NAME_MAX} characters or fewer.`),
    ),
  personality: z.pipe(
    z.nullish(
      z
        .string()
        .check(
          ...typedText('Personality'),
          z.maxLength(AGENT_PERSONALITY_MAX, `Personality must be ${AGENT_PERSONALITY_MAX} characters or fewer.`),
        ),
    ),
    z.transform((p: string | null | undefined) => p || null),
  ),
  base_prompt: z
    .string({ error: AGENT_REQUIRED })
    .check(
      ...typedText('Base prompt', { multiline: true }),
      z.minLength(1, AGENT_REQUIRED),
      z.maxLength(AGENT_PROMPT_MAX, `The base prompt must be ${AGENT_PROMPT_MAX.toLocaleString('en-US')} characters or fewer.`),
    ),
});

export type AgentInput = z.input<typeof agentInputSchema>;

export interface Agent {
  id: string;
  name: string;
  personality: string | null;
  base_prompt: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** The parts of an agent the compliance engine reads: what it says comes from them. */
export const AGENT_SCRIPT_FIELDS = ['personality', 'base_prompt'] as const;
export type AgentScriptField = (typeof AGENT_SCRIPT_FIELDS)[number];
/** Each part's findings; offsets index the part as it was sent (trimmed). */
export type AgentScriptFindings = Record<AgentScriptField, Finding[]>;

/** 422 from POST /api/agents and PUT /api/agents/:id: the script breaks a rule; nothing was saved. */
export interface AgentScriptRefusal {
  error: string;
  findings: AgentScriptFindings;
}
