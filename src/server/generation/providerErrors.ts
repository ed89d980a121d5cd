import { HttpError } from '#server/http';
import { providerFailureReason } from './emailSequence';

/**
 * The provider's failure in words the attorney can act on, or the error itself when it is
 * not the provider's (a bug of ours). `what` finishes "The AI provider could not ...".
 */
export async function providerError(error: unknown, what: string): Promise<unknown> {
  const { default: OpenAI } = await import('openai');
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new HttpError(504, 'The AI provider took too long to answer. Please try again in a moment.');
  }
  if (error instanceof OpenAI.APIError) {
    // The provider's own message stays in our log: it can name the platform's account or project.
    console.warn(`AI provider error ${error.status ?? '(no status)'}: ${error.message}`);
    return new HttpError(502, `The AI provider could not ${what}: ${providerFailureReason(error.status)}`);
  }
  return error;
}
