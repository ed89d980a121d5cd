// A local OpenAI-compatible HTTP server (POST /v1/chat/completions) that stands in
// for the LLM provider in tests and offline development, so the real `openai`
// client and our parsing run unchanged. By default it writes a small, plausible
// sequence from the brief that follows the compliance rules the system prompt
// gives (the labels a firm's states require) and a newsletter issue for the firm's areas, plays a calling agent's side of an
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

/** The greeting the system prompt asks for, in the merge-field syntax (src/shared/newsletter/mergeFields.ts). */
const GREETING = 'Hi {{contact.first_name or "there"}},';

function email(afterDays, subject, paragraphs, words) {
  const body = [GREETING, ...(words.firstSentence ? [words.firstSentence] : []), ...paragraphs].join('\n\n');
  return {
    after_days: afterDays,
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
      email(0, 'Thank you for reaching out', [thanks, 'We read every message and will be in touch within one business day.'], words),
      email(
        3,
        'What to keep after an accident',
        ['Keep photos, medical records and any letters from insurers in one place.', 'Reply to this email if you have questions.'],
        words,
      ),
      email(
        6,
        'We are here when you need us',
        ['If anything changes, call us or reply here.', 'This is general information, not legal advice.'],
        words,
      ),
    ],
  };
}

/** A line of the newsletter prompt ("Cities: Atlanta, Decatur"), as the model reads it. */
const promptLine = (system, name) => new RegExp(`^${name}: (.*)$`, 'm').exec(system)?.[1]?.trim() ?? '';
const given = (value) => (value && value !== 'not given' && value !== 'none' ? value : '');

const block = (fields) => ({ kind: null, title: null, text: null, place: null, date: null, tips: null, label: null, url: null, ...fields });

/**
 * An issue written the way the newsletter prompt asks (src/server/newsletter/generation.ts):
 * for its cities and month, the greeting as a merge field, local items tied to named places,
 * a tip list, the attorney's note and a button to the firm's website.
 */
export function defaultIssueFor(system, user) {
  const cities = given(promptLine(system, 'Cities'))
    .split(',')
    .map((city) => city.trim())
    .filter(Boolean);
  const city = cities[0] || '{{firm.city}}';
  const near = cities[1] || city;
  const month = promptLine(system, 'Month') || 'This month';
  const monthName = month.split(' ')[0];
  const season = /\((\w+)\)/.exec(month)?.[1] ?? 'this season';
  const website = given(promptLine(system, 'Website'));
  const request = /<brief>\n([\s\S]*?)\n<\/brief>/.exec(user)?.[1]?.trim();
  const blocks = [
    block({
      type: 'paragraph',
      text: `${GREETING}\n\nHere is what ${season} brings to the roads and sidewalks around ${city}, and how to stay safe.`,
    }),
    block({ type: 'heading', text: `${monthName} in ${city}` }),
    block({
      type: 'local_item',
      kind: 'safety',
      title: `Shorter days on ${city}'s busiest corridors`,
      place: `Downtown ${city}`,
      text: 'Drivers see less at dusk. Cross at marked crosswalks, wear something light after dark, and give cyclists extra room.',
    }),
    block({
      type: 'local_item',
      kind: 'safety',
      title: `School zones and parking lots in ${near}`,
      place: near,
      text: 'Busy lots see more low-speed collisions. Back out slowly and watch for children walking between cars.',
    }),
    ...(request ? [block({ type: 'paragraph', text: `You asked us about this: ${request.slice(0, 200)}` })] : []),
    block({
      type: 'tip_list',
      title: `Three ${season} reminders`,
      tips: [
        'Leave extra following distance when roads are wet.',
        'Keep a charged phone and a blanket in the car.',
        'After any crash, photograph the scene and see a doctor the same day.',
      ],
    }),
    block({
      type: 'attorney_note',
      text: `We live and work in ${city} too. If you have a question about a crash or an injury, we are glad to help. This newsletter is general information, not legal advice.`,
    }),
    ...(website ? [block({ type: 'button', label: 'Ask us a question', url: website })] : []),
  ];
  return {
    subject: `${monthName} in ${city}: ${season} safety for your neighbourhood`,
    preheader: `Local safety notes for ${city} and three ${season} reminders.`,
    blocks,
  };
}

/** One block rewritten, as the block prompt asks: the same type, fresh words. */
export function defaultBlockFor(system, user) {
  const type = /\(type "(\w+)"\)/.exec(user)?.[1] ?? 'paragraph';
  const issue = defaultIssueFor(system, user);
  const same = issue.blocks.find((b) => b.type === type) ?? block({ type, text: 'A fresh note for our neighbours.' });
  return { block: { ...same, ...(same.text ? { text: `${same.text} (Rewritten.)` } : {}) } };
}

/** The response format of a compliance second opinion (src/server/compliance/secondOpinion.ts). */
export const SECOND_OPINION_FORMAT_NAME = 'compliance_second_opinion';

/** The reply a request gets unless a test says otherwise: the agent's turn, the intake fields, a second opinion, a newsletter issue or block, or a sequence. */
export function defaultReply(body) {
  const messages = body.messages ?? [];
  const user = messages.find((m) => m.role === 'user')?.content ?? '';
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const format = body.response_format?.json_schema?.name;
  if (format === 'newsletter_issue') return { content: JSON.stringify(defaultIssueFor(system, user)) };
  if (format === 'newsletter_block') return { content: JSON.stringify(defaultBlockFor(system, user)) };
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
