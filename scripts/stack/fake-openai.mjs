// A local OpenAI-compatible HTTP server (POST /v1/chat/completions) that stands in
// for the LLM provider in tests and offline development, so the real `openai`
// client and our parsing run unchanged. By default it writes a small, plausible
// sequence from the brief that follows the compliance rules the system prompt
// gives (the labels a firm's states require), plays a calling agent's side of an
// intake call (streamed, as `stream: true` asks) and reads intake fields back
// (scripts/stack/fake-agent.mjs), and gives a compliance second opinion with nothing
// to add; tests can replace the behaviour, for every request or for the next few.
import { createServer } from 'node:http';
import { AGENT_PROMPT_FIRST_LINE, agentReply, INTAKE_FORMAT_NAME, intakeFromTranscript } from './fake-agent.mjs';

/**
 * The words the system prompt requires in set places, read the way a model follows them:
 * New York's subject label (anyone but clients), Florida's first sentence and California's
 * label (leads). Keyed on the wording of the rules' instructions in src/shared/compliance/rules.ts;
 * an API test generates for firms in those states and fails if the two drift apart.
 */
function requiredWords(system) {
  const audience = /^Audience of this sequence: (client|subscriber|lead)\b/m.exec(system)?.[1] ?? 'subscriber';
  const lead = audience === 'lead';
  return {
    subjectLabel: audience === 'client' ? undefined : /contains "([^"]+)" \(New York\)/.exec(system)?.[1],
    firstSentence: lead ? /begins, after the greeting, with exactly: "([^"]+)"/.exec(system)?.[1] : undefined,
    bodyLabel: lead ? /starts and ends with the word "([^"]+)"/.exec(system)?.[1] : undefined,
  };
}

function email(day, subject, paragraphs, words) {
  const body = ['Hi [First Name],', ...(words.firstSentence ? [words.firstSentence] : []), ...paragraphs].join('\n\n');
  return {
    day,
    subject: words.subjectLabel ? `${words.subjectLabel}: ${subject}` : subject,
    body: words.bodyLabel ? `${words.bodyLabel}\n\n${body}\n\n${words.bodyLabel}` : body,
  };
}

/**
 * The default reply: a three-email sequence built from the brief's first words, with the
 * words the system prompt requires. When asked to correct an earlier answer, it leaves the
 * brief's words out (they may be what broke a rule).
 */
export function defaultSequenceFor(brief, system = '', correcting = false) {
  const topic =
    brief
      .replace(/<\/?brief>/g, '')
      .trim()
      .split(/\s+/)
      .slice(0, 8)
      .join(' ') || 'your campaign';
  const words = requiredWords(system);
  const thanks = correcting ? 'Thank you for contacting our firm.' : `Thank you for contacting our firm about ${topic}.`;
  return {
    emails: [
      email(1, 'Thank you for reaching out', [thanks, 'We read every message and will be in touch within one business day.'], words),
      email(
        4,
        'What to keep after an accident',
        ['Keep photos, medical records and any letters from insurers in one place.', 'Reply to this email if you have questions.'],
        words,
      ),
      email(
        10,
        'We are here when you need us',
        ['If anything changes, call us or reply here.', 'This is general information, not legal advice.'],
        words,
      ),
    ],
  };
}

/** The response format of a compliance second opinion (src/server/compliance/secondOpinion.ts). */
export const SECOND_OPINION_FORMAT_NAME = 'compliance_second_opinion';

/** The reply a request gets unless a test says otherwise: the agent's turn, the intake fields, a second opinion, or a sequence. */
export function defaultReply(body) {
  const messages = body.messages ?? [];
  const user = messages.find((m) => m.role === 'user')?.content ?? '';
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  if (system.startsWith(AGENT_PROMPT_FIRST_LINE)) return { content: agentReply(body) };
  // A second opinion with nothing to add: the rule checks stand as they are.
  if (body.response_format?.json_schema?.name === SECOND_OPINION_FORMAT_NAME) return { content: JSON.stringify({ suggestions: [] }) };
  if (body.response_format?.json_schema?.name === INTAKE_FORMAT_NAME) {
    return { content: JSON.stringify(intakeFromTranscript(user.replace(/<\/?transcript>/g, '').trim())) };
  }
  const correcting = messages.some((m) => m.role === 'assistant');
  return { content: JSON.stringify(defaultSequenceFor(user, system, correcting)) };
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
 * Starts the server on a free port (or `port`). A reply function `(body) => answer` may
 * return { content } (a string the model "wrote"), { status, error } (a provider error),
 * or { delayMs, ... } to answer late. Requests with `stream: true` get `content` as server-sent
 * chunks, a word each, `pieceDelayMs` apart (0: one event-loop turn apart).
 */
export async function startFakeOpenAI({ port = 0, pieceDelayMs = 0 } = {}) {
  const requests = [];
  let reply = defaultReply;
  /** One-shot replies, used in order before `reply`. */
  const next = [];
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    const body = JSON.parse(raw || '{}');
    requests.push({ headers: req.headers, body });
    const answer = await (next.shift() ?? reply)(body);
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
    /** Replace the reply for the following requests (and forget any one-shot replies). */
    respondWith(fn) {
      reply = fn;
      next.length = 0;
    },
    /** Answer the next requests with these replies, one each, then as before. */
    respondNextWith(...fns) {
      next.push(...fns);
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
