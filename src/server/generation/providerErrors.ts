import { HttpError } from '#server/http';

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
    const reason =
      error.status === 401
        ? 'the API key was not accepted. Check the key named openai in Settings.'
        : error.status === 429
          ? 'the provider is rate limiting or out of quota for this key. Try again later.'
          : `${(error.message || 'unknown error').replace(/^\d{3}\s*/, '')}.`.replace(/\.\.$/, '.');
    return new HttpError(502, `The AI provider could not ${what}: ${reason}`);
  }
  return error;
}
