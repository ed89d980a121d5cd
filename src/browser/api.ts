import { firebaseAuth } from './firebase';
import { CONNECTION_FAILED } from './onDemand';

/** An API answer that was not 2xx; `message` is the server's `{error}` text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

async function send(path: string, options: ApiOptions, forceRefresh: boolean): Promise<Response> {
  const user = firebaseAuth().currentUser;
  const headers: Record<string, string> = {};
  if (user) headers.authorization = `Bearer ${await user.getIdToken(forceRefresh)}`;
  let requestBody: BodyInit | undefined;
  if (options.body instanceof FormData) requestBody = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    requestBody = JSON.stringify(options.body);
  }
  return fetch(`/api/${path}`, { method: options.method ?? 'GET', headers, body: requestBody });
}

/** Sends with the ID token, refreshed once on a 401; a network failure is an ApiError in words. */
export async function sendWithFreshToken(path: string, options: ApiOptions): Promise<Response> {
  try {
    const res = await send(path, options, false);
    return res.status === 401 && firebaseAuth().currentUser ? await send(path, options, true) : res;
  } catch {
    throw new ApiError(0, CONNECTION_FAILED);
  }
}

/** The ApiError for a non-2xx answer whose body is `{error}` JSON (or not JSON at all). */
export async function failureOf(res: Response): Promise<ApiError> {
  const data = (await res.json().catch(() => undefined)) as { error?: string } | undefined;
  return new ApiError(res.status, data?.error ?? `The server answered ${res.status}. Please try again.`);
}

/**
 * Calls the API with a fresh ID token. On a 401 it refreshes the token once and
 * retries, which covers a token that expired between the two.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const res = await sendWithFreshToken(path, options);
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: fall through to a generic message.
  }
  if (!res.ok) {
    const message = (data as { error?: string } | undefined)?.error ?? `The server answered ${res.status}. Please try again.`;
    throw new ApiError(res.status, message);
  }
  return data as T;
}

/** The words to show for a failed call (ApiError carries the server's message). */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
