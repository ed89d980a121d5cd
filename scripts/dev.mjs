#!/usr/bin/env node
// `npm run dev`: the whole product locally and offline. Starts the Auth and
// Firestore emulators, Netlify Blobs, the AI stand-in and the Astro dev server
// (which serves the Netlify Functions under /api/ in-process) side by side,
// seeds the demo firm, prints its login, and stops everything on Ctrl-C.
// Data persists in .data/dev (git-ignored); `npm run dev -- --reset` starts clean.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emulatorEnv, startEmulators } from './stack/index.mjs';
import { startFakeOpenAI } from './stack/fake-openai.mjs';
import { startFakeAudience } from './stack/fake-audience.mjs';
import { startBlobs } from './stack/blobs.mjs';
import { checkServerConfig } from './stack/config-check.mjs';
import { startMailCatcher } from './stack/mail-catcher.mjs';
import { startAuthMailBridge } from './stack/auth-mail.mjs';
import { seedDemoFirm } from './stack/seed.mjs';
import { DEMO_STAFF, seedDesk } from './stack/seed-desk.mjs';
import { DEMO_LOGIN } from './stack/demo-firm.mjs';

const root = resolve(import.meta.dirname, '..');
const dataDir = join(root, '.data', 'dev');
const port = Number(process.env.PORT || 4321);
const base = `http://127.0.0.1:${port}`;
const started = Date.now();

if (process.argv.includes('--reset')) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Local data reset.');
}

// Offline there is no AI provider: unless OPENAI_API_KEY is set, a local stand-in answers
// (streamed replies a word every 30 ms, so an agent's test conversation reads as it would live).
// Every firm's mail goes to a local catcher (SMTP_URL), so nothing leaves this machine.
// The search-intent provider is a local stand-in too (synthetic residents of the demo firm's ZIP
// codes), unless AUDIENCE_PROVIDER_URL points at a real one.
const [fakeOpenAI, fakeAudience, blobs, mailCatcher] = await Promise.all([
  process.env.OPENAI_API_KEY ? null : startFakeOpenAI({ pieceDelayMs: 30 }),
  process.env.AUDIENCE_PROVIDER_URL ? null : startFakeAudience(),
  startBlobs(join(dataDir, 'blobs')),
  startMailCatcher(),
]);
const env = {
  ...process.env,
  ...emulatorEnv({ dataDir }),
  ...blobs.env,
  ...mailCatcher.env,
  ...(fakeOpenAI ? { OPENAI_BASE_URL: fakeOpenAI.baseURL, OPENAI_API_KEY: 'local-fake-key' } : {}),
  ...(fakeAudience ? fakeAudience.env : {}),
  ASTRO_TELEMETRY_DISABLED: '1',
  // This start's key to the dev server's seeding clock (the demo firm's month of history).
  CASECOURIER_SEEDING_KEY: randomBytes(16).toString('hex'),
};

if (!(await checkServerConfig(env))) {
  await Promise.allSettled([fakeOpenAI?.stop(), fakeAudience?.stop(), blobs.stop()]);
  process.exit(1);
}

console.log('Starting the emulators and Astro...');
// Started with this Node (24), whatever `node` is first on the PATH.
const astro = spawn(
  process.execPath,
  [join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  },
);
astro.stdout.on('data', (chunk) => {
  if (process.env.DEV_VERBOSE) process.stdout.write(chunk);
});
let emulators;
let authMail;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping (saving local data)...');
  astro.kill('SIGTERM');
  await Promise.allSettled([
    authMail?.stop(),
    emulators?.stop(),
    fakeOpenAI?.stop(),
    fakeAudience?.stop(),
    blobs.stop(),
    mailCatcher.stop(),
  ]);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
astro.on('exit', (code) => {
  if (!stopping) {
    console.error(`astro dev exited (${code}).`);
    stop(1);
  }
});

async function astroAnswers(deadline) {
  while (Date.now() < deadline) {
    try {
      // The API answers without compiling any page: the cheapest sign of life.
      await fetch(`${base}/api/me`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('astro dev did not answer within 60 s.');
}

try {
  [emulators] = await Promise.all([startEmulators({ dataDir, persist: true }), astroAnswers(Date.now() + 60_000)]);
  await seedDemoFirm(base, env.FIREBASE_AUTH_EMULATOR_HOST, {
    mailUrl: mailCatcher.webUrl,
    prospects: fakeAudience !== null,
    seedingKey: env.CASECOURIER_SEEDING_KEY,
  });
  await seedDesk(base, env.FIREBASE_AUTH_EMULATOR_HOST, join(import.meta.dirname, 'stack/demo-brand'));
  // Firebase's emails (address confirmation, password reset): printed here and sent to the mail catcher.
  authMail = await startAuthMailBridge({
    authHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    smtpUrl: mailCatcher.smtpUrl,
    log: (line) => console.log(`  ${line}`),
  });
} catch (error) {
  console.error('Starting failed:', error.message);
  await stop(1);
}

console.log(`
CaseCourier is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Site:      ${base}/
  Sign in:   ${base}/login
  Email:     ${DEMO_LOGIN.email}
  Password:  ${DEMO_LOGIN.password}

  Desk (our account managers): ${base}/desk
  Email:     ${DEMO_STAFF.email}
  Password:  ${DEMO_STAFF.password}

Firebase Auth emulator ${env.FIREBASE_AUTH_EMULATOR_HOST}, Firestore emulator ${env.FIRESTORE_EMULATOR_HOST}.
Mail: every email goes to the local mail catcher ${mailCatcher.smtpUrl}; read it at ${mailCatcher.webUrl}
      A new account's confirmation link and password-reset links land there too, and are printed below.
      Send what is due now: npm run send-due. It runs the tick and each firm's sending job in this process,
      SEND_WORKERS (${process.env.SEND_WORKERS || 4}) at once; in production the tick runs every 5 minutes and starts a background job per firm.
AI generation: ${fakeOpenAI ? 'a local stand-in that writes sample sequences and plays calling agents (set OPENAI_API_KEY for a real provider)' : `OpenAI-compatible provider at ${process.env.OPENAI_BASE_URL || 'api.openai.com'}`}.
Press Ctrl-C to stop; data is kept in .data/dev (npm run dev -- --reset to start clean).
`);
