export const CONNECTION_FAILED = 'We could not reach the server. Check your connection and try again.';

/**
 * Wraps the import of code a page loads when first needed (a schema, Firebase
 * Auth on the login page): a failed download reads like a failed call, with the
 * connection message, instead of the browser's "failed to fetch module".
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch(() => {
      throw new Error(CONNECTION_FAILED);
    });
}
