#!/usr/bin/env node
// Serves the production build (dist/) the way Netlify would: static files,
// netlify.toml redirects and headers (through Netlify's own local runtime), and
// the functions under /api/, bundled with esbuild as Netlify bundles them and
// kept warm in this process. Backed by fresh Auth and Firestore emulators.
// Used by the end-to-end tests and by `npm run preview`.
import { readFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { startEmulators } from './stack/index.mjs';
import { startFakeOpenAI } from './stack/fake-openai.mjs';
import { startFakeAudience } from './stack/fake-audience.mjs';
import { startBlobs } from './stack/blobs.mjs';
import { checkServerConfig } from './stack/config-check.mjs';
import { startMailCatcher } from './stack/mail-catcher.mjs';
import { startAuthMailBridge } from './stack/auth-mail.mjs';
import { clientIp, dispatch, functionPrefixes, loadBundledFunctions, sendResponse, toRequest } from './stack/functions.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 4173);
const origin = `http://127.0.0.1:${port}`;
const dataDir = join(root, '.data', 'preview');
rmSync(dataDir, { recursive: true, force: true });

const [emulators, fakeOpenAI, fakeAudience, blobs, mailCatcher, functions] = await Promise.all([
  startEmulators({ dataDir }),
  // The services we do not own are replaced here: a local OpenAI-compatible server, unless a real one is configured,
  // and the search-intent provider's segment API (scripts/stack/fake-audience.mjs), unless AUDIENCE_PROVIDER_URL is set.
  process.env.OPENAI_BASE_URL ? null : startFakeOpenAI(),
  process.env.AUDIENCE_PROVIDER_URL ? null : startFakeAudience(),
  startBlobs(join(dataDir, 'blobs')),
  // Mail is caught locally, as in `npm run dev`.
  startMailCatcher(),
  loadBundledFunctions(join(dataDir, 'functions')),
]);
// The functions run in this process and read their configuration from it. URL is the site's own
// origin, as Netlify sets it, so links in the emails sent (unsubscribe) lead back here.
Object.assign(process.env, emulators.env, blobs.env, mailCatcher.env, { URL: process.env.URL ?? origin });
if (fakeOpenAI) Object.assign(process.env, { OPENAI_BASE_URL: fakeOpenAI.baseURL, OPENAI_API_KEY: 'local-fake-key' });
if (fakeAudience) Object.assign(process.env, fakeAudience.env);
if (!(await checkServerConfig(process.env))) {
  await Promise.allSettled([emulators.stop(), fakeOpenAI?.stop(), fakeAudience?.stop(), blobs.stop()]);
  process.exit(1);
}

// Firebase's emails (address confirmation, password reset) reach the mail catcher, as in `npm run dev`.
const authMail = await startAuthMailBridge({
  authHost: emulators.env.FIREBASE_AUTH_EMULATOR_HOST,
  smtpUrl: mailCatcher.smtpUrl,
  log: (line) => console.log(line),
});

const netlify = new NetlifyDev({
  projectRoot: root,
  serverAddress: origin,
  functions: { enabled: false },
  blobs: { enabled: false },
  edgeFunctions: { enabled: false },
  aiGateway: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
  database: { enabled: false },
});
await netlify.start();

const server = createServer(async (req, res) => {
  try {
    if (functionPrefixes.some((prefix) => req.url?.startsWith(prefix))) {
      const response = await dispatch(functions, toRequest(req, origin), { ip: clientIp(req) });
      if (response) return await sendResponse(res, response);
    }
    const match = await netlify.handleAndIntrospectNodeRequest(req);
    await sendResponse(res, match?.response ?? (await notFound()));
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal error');
  }
});

async function notFound() {
  const html = await readFile(join(root, 'dist/404.html')).catch(() => 'Not found');
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

server.listen(port, '127.0.0.1', () => console.log(`Production build at ${origin}`));

const stop = async () => {
  // NetlifyDev started no server of its own here (functions and blobs are ours); the process exit ends it.
  server.close();
  await Promise.allSettled([authMail.stop(), emulators.stop(), fakeOpenAI?.stop(), fakeAudience?.stop(), blobs.stop(), mailCatcher.stop()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
