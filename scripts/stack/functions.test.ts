import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { sendResponse } from './functions.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('sendResponse', () => {
  it('streams a body chunk by chunk instead of buffering it', async () => {
    // The second chunk is written only after the client has read the first: a server that
    // buffered the body would never send the first, and this test would time out.
    let firstArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('event: delta\ndata: {"text":"Hello."}\n\n'));
        await arrived;
        controller.enqueue(new TextEncoder().encode('event: done\ndata: {}\n\n'));
        controller.close();
      },
    });
    server = createServer((_, res) => void sendResponse(res, new Response(body, { headers: { 'content-type': 'text/event-stream' } })));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };

    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    expect(first.value).toContain('Hello.');
    firstArrived();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value;
    expect(rest).toContain('event: done');
  });
});
