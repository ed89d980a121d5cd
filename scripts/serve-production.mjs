#!/usr/bin/env node
// Serves the production build (dist/) the way Netlify would: static files,
// netlify.toml redirects and headers, and netlify/functions under /api/, backed
// by fresh Auth and Firestore emulators. Used by the end-to-end tests and by
// `npm run preview`.
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';
import { startEmulators } from './stack/index.mjs';
import { startFakeOpenAI } from './stack/fake-openai.mjs';
import { needsBase64Body, withBase64Body } from './stack/netlify-binary-body.mjs';

const port = Number(process.env.PORT || 4173);
const dataDir = join(resolve(import.meta.dirname, '..'), '.data', 'preview');
rmSync(dataDir, { recursive: true, force: true });
const emulators = await startEmulators({ dataDir });
// The functions run in this process and read their configuration from it.
Object.assign(process.env, emulators.env);
// The LLM is the one part replaced here: a local OpenAI-compatible server, unless a real one is configured.
const fakeOpenAI = process.env.OPENAI_BASE_URL ? null : await startFakeOpenAI();
if (fakeOpenAI) Object.assign(process.env, { OPENAI_BASE_URL: fakeOpenAI.baseURL, OPENAI_API_KEY: 'local-fake-key' });

const netlify = new NetlifyDev({
  projectRoot: process.cwd(),
  // Our own address: function responses that pass through (`context.next()`) come back here.
  serverAddress: `http://127.0.0.1:${port}`,
  edgeFunctions: { enabled: false },
  aiGateway: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
  database: { enabled: false },
});
await netlify.start();

const server = createServer(async (req, res) => {
  try {
    const match = await netlify.handleAndIntrospectNodeRequest(needsBase64Body(req) ? await withBase64Body(req) : req);
    const response = match?.response ?? (await notFound());
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) Readable.fromWeb(response.body).pipe(res);
    else res.end();
  } catch (error) {
    console.error(error);
    res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error');
  }
});

async function notFound() {
  const { readFile } = await import('node:fs/promises');
  const html = await readFile(new URL('../dist/404.html', import.meta.url)).catch(() => 'Not found');
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

server.listen(port, '127.0.0.1', () => console.log(`Production build at http://127.0.0.1:${port}`));

const stop = async () => {
  server.close();
  await netlify.stop().catch(() => {});
  await emulators.stop();
  await fakeOpenAI?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
