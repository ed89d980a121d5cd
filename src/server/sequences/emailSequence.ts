import type { Audience, FirmForCheck } from '#shared/compliance/types';
import { generatedSequenceSchema, type EmailDraft } from '#shared/schemas/sequences';
import { type AiConfig, openAiClient } from '../ai/aiConfig';
import { providerError } from '../ai/providerErrors';
import { UpstreamFailed } from '../errors';
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

export interface GenerationOptions extends AiConfig {
  brief: string;
  /** Who speaks: the firm's name and licensed states decide the rules the prompt carries. */
  firm: FirmForCheck;
  audience: Audience;
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
  const client = await openAiClient(options);
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
    throw await providerError(error, 'generate the sequence');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content ?? '');
  } catch {
    throw new UpstreamFailed(AI_FORMAT_ERROR);
  }
  const result = generatedSequenceSchema.safeParse(parsed);
  if (!result.success) throw new UpstreamFailed(AI_FORMAT_ERROR);
  return { emails: result.data.emails, reply: content! };
}
