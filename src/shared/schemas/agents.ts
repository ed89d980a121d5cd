import { z } from 'zod';

export const AGENT_REQUIRED = 'Agent name and base prompt are required.';
export const AGENT_NAME_MAX = 100;
export const AGENT_PERSONALITY_MAX = 500;
export const AGENT_PROMPT_MAX = 8000;

export const agentInputSchema = z.object({
  name: z
    .string({ error: AGENT_REQUIRED })
    .trim()
    .min(1, AGENT_REQUIRED)
    .max(AGENT_NAME_MAX, `Agent names must be ${AGENT_NAME_MAX} characters or fewer.`),
  personality: z
    .string()
    .trim()
    .max(AGENT_PERSONALITY_MAX, `Personality must be ${AGENT_PERSONALITY_MAX} characters or fewer.`)
    .nullish()
    .transform((p) => p || null),
  base_prompt: z
    .string({ error: AGENT_REQUIRED })
    .trim()
    .min(1, AGENT_REQUIRED)
    .max(AGENT_PROMPT_MAX, `The base prompt must be ${AGENT_PROMPT_MAX.toLocaleString('en-US')} characters or fewer.`),
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
