import { tenantApiKey } from '#server/apiKeyLookup';
import { serverEnv } from '#server/env';
import { HttpError } from '#server/http';

export const AI_NOT_SET_UP = 'AI generation is not set up: add an API key named openai in Settings.';

export interface AiConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** How this firm reaches the LLM: its own key from Settings first, the platform key as the fallback; 503 with neither. */
export async function aiConfigFor(tenantId: string): Promise<AiConfig> {
  const env = serverEnv();
  const apiKey = (await tenantApiKey(tenantId, 'openai')) ?? env.OPENAI_API_KEY;
  if (!apiKey) throw new HttpError(503, AI_NOT_SET_UP);
  return { apiKey, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, timeoutMs: env.AI_TIMEOUT_MS };
}

export async function openAiClient(config: AiConfig) {
  const { default: OpenAI } = await import('openai');
  return new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: 0 });
}
