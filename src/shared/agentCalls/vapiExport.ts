/**
 * An agent as a Vapi assistant: the JSON body of Vapi's "Create Assistant" call
 * (POST https://api.vapi.ai/assistant, Vapi API reference, "Assistants > Create Assistant"),
 * so a firm can run its agent on a real phone line. The guardrails travel in the system prompt
 * and the first message; the reply checks that run in CaseCourier's test chat cannot run inside
 * Vapi, which the exported metadata and docs/agents.md say.
 */
import { type AgentForPrompt, agentSystemPrompt, GUARDRAILS_VERSION } from './guardrails';

/** Vapi's API reference limits an assistant's name to 40 characters. */
export const VAPI_NAME_MAX = 40;

export interface VapiExportOptions {
  firmName: string;
  /** The OpenAI model the firm's agent runs on. */
  model: string;
  promptVersion: string;
}

export function vapiFirstMessage(firmName: string): string {
  return `Hi, thanks for calling ${firmName}. I'm an AI assistant for the firm, not a person and not a lawyer. I can take down what happened so an attorney can follow up. May I have your full name?`;
}

/** GET /api/agents/:id/export: the assistant, as a file to download. */
export type VapiAssistant = ReturnType<typeof vapiAssistant>;

export function vapiAssistant(agent: AgentForPrompt, options: VapiExportOptions) {
  return {
    name: agent.name.length > VAPI_NAME_MAX ? `${agent.name.slice(0, VAPI_NAME_MAX - 1)}…` : agent.name,
    // A fixed first message, so the AI disclosure never depends on the model.
    firstMessage: vapiFirstMessage(options.firmName),
    firstMessageMode: 'assistant-speaks-first',
    model: {
      provider: 'openai',
      model: options.model,
      temperature: 0.4,
      maxTokens: 300,
      messages: [{ role: 'system', content: agentSystemPrompt(agent, options.firmName) }],
    },
    voice: { provider: 'vapi', voiceId: 'Elliot' },
    transcriber: { provider: 'deepgram', model: 'nova-3', language: 'en' },
    endCallPhrases: ['goodbye', 'thank you for calling'],
    endCallMessage: `Thank you for calling ${options.firmName}. Goodbye.`,
    maxDurationSeconds: 900,
    metadata: {
      exportedBy: 'CaseCourier',
      promptVersion: options.promptVersion,
      guardrailsVersion: GUARDRAILS_VERSION,
      note: 'Guardrails are in the system prompt and first message. CaseCourier does not check replies on Vapi: test the agent in CaseCourier first, and point it only at callable contacts (consent, 8:00-21:00 local time).',
    },
  };
}
