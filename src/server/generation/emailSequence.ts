import type { Audience, FirmForCheck } from '#shared/compliance/types';
import { generatedSequenceSchema, type EmailDraft } from '#shared/schemas/sequences';
import { HttpError } from '#server/http';
import { emailSequenceSystemPrompt, emailSequenceUserMessage } from './systemPrompt';

export const AI_FORMAT_ERROR = 'AI response was not in the expected format.';

/**
 * The structured-output format, generated from the zod schema that checks the
 * answer afterwards (its refinements, such as ascending days, are checked only
 * then). The openai SDK's helper makes it strict: every property required, no
 * additional properties, and it throws on keywords strict mode does not accept.
 */
export async function emailSequenceResponseFormat() {
  const { zodResponseFormat } = await import('openai/helpers/zod');
  return zodResponseFormat(generatedSequenceSchema, 'email_sequence');
}

/** Why the provider failed, in words that are ours: never the provider's own message. */
export function providerFailureReason(status: number | undefined): string {
  if (status === 401 || status === 403) return 'the API key was not accepted. Check the key named openai in Settings.';
  if (status === 429) return 'the provider is rate limiting or out of quota for this key. Try again later.';
  if (status !== undefined && status >= 400 && status < 500) return 'the provider refused the request. Try again, or change the prompt.';
  return 'the provider had a problem. Try again in a moment.';
}

export interface GenerationOptions {
  brief: string;
  /** Who speaks: the firm's name and licensed states decide the rules the prompt carries. */
  firm: FirmForCheck;
  audience: Audience;
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** The model's earlier answer and what was wrong with it, to ask once more in the same conversation. */
export interface Correction {
  previousReply: string;
  feedback: string;
}

export interface GeneratedReply {
  emails: EmailDraft[];
  /** The model's answer as it wrote it, for a correction. */
  reply: string;
}

/** Asks the provider for a sequence (or a corrected one) and returns it only if it passes validation. */
export async function generateEmailSequence(options: GenerationOptions, correction?: Correction): Promise<GeneratedReply> {
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 0 });
  let content: string | null | undefined;
  try {
    const completion = await client.chat.completions.create({
      model: options.model,
      temperature: 0.7,
      messages: [
        { role: 'system', content: emailSequenceSystemPrompt(options.firm, options.audience) },
        { role: 'user', content: emailSequenceUserMessage(options.brief) },
        ...(correction
          ? [
              { role: 'assistant' as const, content: correction.previousReply },
              { role: 'user' as const, content: correction.feedback },
            ]
          : []),
      ],
      response_format: await emailSequenceResponseFormat(),
    });
    content = completion.choices[0]?.message?.content;
  } catch (error) {
    if (error instanceof OpenAI.APIConnectionTimeoutError) {
      throw new HttpError(504, 'The AI provider took too long to answer. Please try again in a moment.');
    }
    if (error instanceof OpenAI.APIError) {
      // The provider's own message stays in our log: it can name the platform's account or project.
      console.warn(`AI provider error ${error.status ?? '(no status)'}: ${error.message}`);
      throw new HttpError(502, `The AI provider could not generate the sequence: ${providerFailureReason(error.status)}`);
    }
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content ?? '');
  } catch {
    throw new HttpError(502, AI_FORMAT_ERROR);
  }
  const result = generatedSequenceSchema.safeParse(parsed);
  if (!result.success) throw new HttpError(502, AI_FORMAT_ERROR);
  return { emails: result.data.emails, reply: content! };
}
