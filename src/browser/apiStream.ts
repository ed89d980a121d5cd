import type { ApiMethod, ApiPath } from '#shared/api';
import { type ApiOptions, type CallOptions, callPath, failureOf, sendWithFreshToken } from './api';

// Streams and downloads: only the agents screen uses them, so they stay out of the start-up
// chunk every signed-in page loads.

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
export async function apiStream<P extends ApiPath, M extends ApiMethod<P>>(
  path: P,
  options: CallOptions<P, M>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const res = await sendWithFreshToken(callPath(path, options), { method: options.method as ApiOptions['method'], body: options.body });
  if (!res.ok || !res.body) throw await failureOf(res);
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
export async function apiDownload<P extends ApiPath>(path: P, options: CallOptions<P, ApiMethod<P>>): Promise<void> {
  const res = await sendWithFreshToken(callPath(path, options), {});
  if (!res.ok) throw await failureOf(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download.json';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
