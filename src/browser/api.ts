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

interface ApiOptions {
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

/**
 * Calls the API with a fresh ID token. On a 401 it refreshes the token once and
 * retries, which covers a token that expired between the two.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await send(path, options, false);
    if (res.status === 401 && firebaseAuth().currentUser) res = await send(path, options, true);
  } catch {
    throw new ApiError(0, CONNECTION_FAILED);
  }
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
