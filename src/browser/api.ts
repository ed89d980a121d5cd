import { type ApiAnswer, type ApiMethod, type ApiPath, apiPath, type PathParamName } from '#shared/api';
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

/**
 * What a call to a route of the table (src/shared/api.ts) takes: its path parameters when it has
 * any (encoded here), a query string for a list's filters, and the method and body.
 */
export type CallOptions<P extends ApiPath, M extends ApiMethod<P>> = {
  method?: M;
  body?: unknown;
  query?: string | URLSearchParams;
} & ([PathParamName<P>] extends [never] ? { params?: undefined } : { params: Record<PathParamName<P>, string> });

/** A route with path parameters needs its options; one without may leave them out. */
export type CallArgs<P extends ApiPath, M extends ApiMethod<P>> = [PathParamName<P>] extends [never]
  ? [options?: CallOptions<P, M>]
  : [options: CallOptions<P, M>];

/** The address of a call, without `/api/`: the route with its parameters filled in, and the query. */
export function callPath<P extends ApiPath>(
  path: P,
  options: { params?: Record<string, string>; query?: string | URLSearchParams } = {},
): string {
  const query = options.query === undefined ? '' : String(options.query);
  return `${apiPath(path, (options.params ?? {}) as Record<PathParamName<P>, string>)}${query ? `?${query}` : ''}`;
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
 * Calls a route of the API table with a fresh ID token (refreshed once and retried on a 401, which
 * covers a token that expired between the two) and answers what the table says the route answers:
 * `api('contacts/:id', { params: { id } })` is a ContactDetail. Any other answer is an ApiError
 * with the server's words.
 */
export async function api<P extends ApiPath, M extends ApiMethod<P> = Extract<'GET', ApiMethod<P>>>(
  path: P,
  ...[options]: CallArgs<P, M>
): Promise<ApiAnswer<P, M>> {
  const res = await sendWithFreshToken(callPath(path, options), { method: options?.method as ApiOptions['method'], body: options?.body });
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
  // The route answers with the table's type (its handler cannot answer anything else).
  return data as ApiAnswer<P, M>;
}

/** The words to show for a failed call (ApiError carries the server's message). */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
