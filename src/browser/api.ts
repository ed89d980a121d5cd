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

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Splits server-sent events out of text received so far; returns the events and the unfinished rest. */
export function parseEventStream(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    return event && data ? [{ event, data: JSON.parse(data) as unknown }] : [];
  });
  return { events, rest };
}

/**
 * Calls an endpoint that answers with server-sent events and hands each event to `onEvent` as
 * it arrives. A non-2xx answer throws ApiError with the server's `{error}`, like `api`.
 */
export async function apiStream(path: string, options: ApiOptions, onEvent: (event: StreamEvent) => void): Promise<void> {
  let res: Response;
  try {
    res = await send(path, options, false);
    if (res.status === 401 && firebaseAuth().currentUser) res = await send(path, options, true);
  } catch {
    throw new ApiError(0, 'We could not reach the server. Check your connection and try again.');
  }
  if (!res.ok || !res.body) {
    const data = (await res.json().catch(() => undefined)) as { error?: string } | undefined;
    throw new ApiError(res.status, data?.error ?? `The server answered ${res.status}. Please try again.`);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseEventStream(buffer + value);
    buffer = parsed.rest;
    parsed.events.forEach(onEvent);
  }
}

/** Downloads a file the API serves (with the ID token), saving it under the server's file name. */
export async function apiDownload(path: string): Promise<void> {
  const res = await send(path, {}, false);
  if (!res.ok) {
    const data = (await res.json().catch(() => undefined)) as { error?: string } | undefined;
    throw new ApiError(res.status, data?.error ?? `The server answered ${res.status}. Please try again.`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download.json';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The words to show for a failed call (ApiError carries the server's message). */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
