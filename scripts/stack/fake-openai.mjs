// A local OpenAI-compatible HTTP server (POST /v1/chat/completions) that stands in
// for the LLM provider in tests and offline development, so the real `openai`
// client and our parsing run unchanged. By default it writes a small, plausible
// sequence from the brief, plays a calling agent's side of an intake call (streamed, as
// `stream: true` asks) and reads intake fields back (scripts/stack/fake-agent.mjs); tests can
// replace the behaviour per case.
import { createServer } from 'node:http';
import { AGENT_PROMPT_FIRST_LINE, agentReply, INTAKE_FORMAT_NAME, intakeFromTranscript } from './fake-agent.mjs';

/** The default reply: a three-email sequence built from the brief's first words. */
export function defaultSequenceFor(brief) {
  const topic =
    brief
      .replace(/<\/?brief>/g, '')
      .trim()
      .split(/\s+/)
      .slice(0, 8)
      .join(' ') || 'your campaign';
  return {
    emails: [
      {
        day: 1,
        subject: 'Thank you for reaching out',
        body: `Hi [First Name],\n\nThank you for contacting our firm about ${topic}.\n\nWe read every message and will be in touch within one business day.`,
      },
      {
        day: 4,
        subject: 'What to keep after an accident',
        body: 'Hi [First Name],\n\nKeep photos, medical records and any letters from insurers in one place.\n\nReply to this email if you have questions.',
      },
      {
        day: 10,
        subject: 'We are here when you need us',
        body: 'Hi [First Name],\n\nIf anything changes, call us or reply here.\n\nThis is general information, not legal advice.',
      },
    ],
  };
}

/** The default answer to a request: the agent's turn, the intake fields, or a sequence. */
export function defaultReply(body) {
  const system = body.messages?.find((m) => m.role === 'system')?.content ?? '';
  const user = body.messages?.find((m) => m.role === 'user')?.content ?? '';
  if (system.startsWith(AGENT_PROMPT_FIRST_LINE)) return { content: agentReply(body) };
  if (body.response_format?.json_schema?.name === INTAKE_FORMAT_NAME) {
    return { content: JSON.stringify(intakeFromTranscript(user.replace(/<\/?transcript>/g, '').trim())) };
  }
  return { content: JSON.stringify(defaultSequenceFor(user)) };
}

/** Splits text the way a model streams it: a word (with its leading space) per chunk. */
export function streamPieces(content) {
  return content.match(/\s*\S+/g) ?? [];
}

function chunk(id, model, delta, finishReason = null) {
  return {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: model ?? 'local-fake',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

async function writeStream(res, content, model, pieceDelayMs) {
  const id = `chatcmpl-local-${Date.now()}`;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const write = (data) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  write(chunk(id, model, { role: 'assistant', content: '' }));
  for (const piece of streamPieces(content)) {
    if (res.destroyed) return;
    write(chunk(id, model, { content: piece }));
    // Let each piece leave as its own chunk, as a provider's tokens do.
    await new Promise((r) => (pieceDelayMs ? setTimeout(r, pieceDelayMs) : setImmediate(r)));
  }
  write(chunk(id, model, {}, 'stop'));
  res.end('data: [DONE]\n\n');
}

function completion(content, model) {
  return {
    id: `chatcmpl-local-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model ?? 'local-fake',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

/**
 * Starts the server on a free port (or `port`). `reply(body)` may return
 * { content } (a string the model "wrote"), { status, error } (a provider error),
 * or { delayMs, ... } to answer late. Requests with `stream: true` get `content` as server-sent
 * chunks, a word each, `pieceDelayMs` apart (0: one event-loop turn apart).
 */
export async function startFakeOpenAI({ port = 0, pieceDelayMs = 0 } = {}) {
  const requests = [];
  let reply = defaultReply;
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    const body = JSON.parse(raw || '{}');
    requests.push({ headers: req.headers, body });
    const answer = await reply(body);
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed) return;
    if (answer.status) {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: answer.error ?? 'Provider error', type: 'server_error' } }));
      return;
    }
    if (body.stream) await writeStream(res, answer.content, body.model, pieceDelayMs);
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(answer.content, body.model)));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    baseURL: `http://127.0.0.1:${address.port}/v1`,
    requests,
    /** Replace the reply for the following requests. */
    respondWith(fn) {
      reply = fn;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
