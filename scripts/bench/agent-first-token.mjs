#!/usr/bin/env node
// Time to the first streamed text of an agent's reply in a test conversation, over HTTP through
// the same in-process function server the dev stack and the e2e server use (so a server that
// buffered the body would show up here as first text = whole reply), against the local stand-in
// LLM. The stand-in sends a word per chunk, `pieceDelayMs` apart, to look like a provider's
// token stream; the agent shows text a checked sentence at a time.
//   node scripts/bench/agent-first-token.mjs [conversations=10] [pieceDelayMs=15]
// Run it under the API lock: flock /tmp/cc-api.lock node scripts/bench/agent-first-token.mjs
import { rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { startFakeOpenAI } from '../stack/fake-openai.mjs';
import { dispatch, functionFiles, functionsDir, routeTable, sendResponse, toRequest } from '../stack/functions.mjs';
import { emulatorConfirmEmail, emulatorSignIn, startEmulators } from '../stack/index.mjs';
import { ms, summary } from './stats.mjs';

const root = resolve(import.meta.dirname, '../..');
const conversations = Number(process.argv[2] || 10);
const pieceDelayMs = Number(process.argv[3] ?? 15);
const dataDir = join(root, '.data', 'bench-agent');
rmSync(dataDir, { recursive: true, force: true });

const [emulators, fake] = await Promise.all([
  startEmulators({ dataDir, authPort: 9299, firestorePort: 8280 }),
  startFakeOpenAI({ pieceDelayMs }),
]);
Object.assign(process.env, emulators.env, { OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'local-fake-key' });
const vite = await createServer({ root, server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
let server;

try {
  const routes = routeTable(
    await Promise.all(functionFiles().map(async (file) => ({ name: file, module: await vite.ssrLoadModule(join(functionsDir, file)) }))),
  );
  server = createHttpServer(async (req, res) => {
    const response = await dispatch(routes, toRequest(req, 'http://127.0.0.1'));
    await sendResponse(res, response ?? new Response('Not found', { status: 404 }));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}/api`;

  const { idToken, uid } = await emulatorSignIn(emulators.env.FIREBASE_AUTH_EMULATOR_HOST, {
    email: 'bench-agent@example.com',
    password: 'bench-password-1',
    displayName: 'Bench Attorney',
  });
  // A confirmed address, as after the emailed link: AI on the platform key needs one.
  await emulatorConfirmEmail(emulators.env.FIREBASE_AUTH_EMULATOR_HOST, uid);
  const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  const post = (path, body) =>
    fetch(`${base}/${path}`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  await post('me', { full_name: 'Bench Attorney', firm_name: 'Bench Injury Law' });
  const agent = await (await post('agents', { name: 'Bench agent', base_prompt: 'Collect the intake details.' })).json();

  /** Sends one turn; returns ms to the first delta event and to the end of the stream, and the conversation id. */
  async function timedTurn(path, body) {
    const start = performance.now();
    const res = await post(path, body);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    let first;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
      if (first === undefined && text.includes('event: delta')) first = performance.now() - start;
    }
    if (!text.includes('event: done')) throw new Error(`${path}: no done event:\n${text}`);
    return { first, total: performance.now() - start, id: /"id":"([^"]+)"/.exec(text)?.[1] };
  }

  const greetingFirst = [];
  const replyFirst = [];
  const replyTotal = [];
  const callerTurns = ['My name is Sam Lee.', '(404) 555-0100', 'Georgia', 'A car crash.', 'March 3, 2026'];
  for (let i = 0; i < conversations; i++) {
    const greeting = await timedTurn(`agents/${agent.id}/conversations`);
    greetingFirst.push(greeting.first);
    for (const text of callerTurns) {
      const turn = await timedTurn(`agents/${agent.id}/conversations/${greeting.id}/messages`, { text });
      replyFirst.push(turn.first);
      replyTotal.push(turn.total);
    }
  }
  const line = (label, times) => {
    const s = summary(times);
    console.log(`${label.padEnd(46)} median ${ms(s.median)}  p90 ${ms(s.p90)}  max ${ms(s.max)}  (n=${s.n})`);
  };
  console.log(
    `Stand-in LLM: one word per chunk, ${pieceDelayMs} ms apart; ${conversations} conversations of ${callerTurns.length} caller turns.`,
  );
  line('greeting: first streamed text', greetingFirst);
  line('caller turn: first streamed text', replyFirst);
  line('caller turn: whole reply, intake read, saved', replyTotal);
} finally {
  server?.close();
  await vite.close();
  await Promise.allSettled([emulators.stop(), fake.stop()]);
}
