import { UpstreamFailed, UpstreamTimedOut } from '../errors';

/** Why the provider failed, in words that are ours: never the provider's own message. */
export function providerFailureReason(status: number | undefined): string {
  if (status === 401 || status === 403) return 'the API key was not accepted. Check the key named openai in Settings.';
  if (status === 429) return 'the provider is rate limiting or out of quota for this key. Try again later.';
  if (status !== undefined && status >= 400 && status < 500) return 'the provider refused the request. Try again, or change the prompt.';
  return 'the provider had a problem. Try again in a moment.';
}

/**
 * The provider's failure in words the attorney can act on, or the error itself when it is
 * not the provider's (a bug of ours). `what` finishes "The AI provider could not ...".
 */
export async function providerError(error: unknown, what: string): Promise<unknown> {
  const { default: OpenAI } = await import('openai');
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new UpstreamTimedOut('The AI provider took too long to answer. Please try again in a moment.');
  }
  if (error instanceof OpenAI.APIError) {
    // The provider's own message stays in our log: it can name the platform's account or project.
    console.warn(`AI provider error ${error.status ?? '(no status)'}: ${error.message}`);
    return new UpstreamFailed(`The AI provider could not ${what}: ${providerFailureReason(error.status)}`);
  }
  return error;
}
