#!/usr/bin/env node
// `npm run dev`: the whole product locally and offline. Starts the Auth and
// Firestore emulators, the Astro dev server with the Netlify Functions under
// /api/, seeds a demo firm, prints its login, and stops everything on Ctrl-C.
// Data persists in .data/dev (git-ignored); `npm run dev -- --reset` starts clean.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emulatorSignIn, startEmulators } from './stack/index.mjs';
import { startFakeOpenAI } from './stack/fake-openai.mjs';

const root = resolve(import.meta.dirname, '..');
const dataDir = join(root, '.data', 'dev');
const port = Number(process.env.PORT || 4321);
const started = Date.now();

export const DEMO = { email: 'demo@casecourier.test', password: 'demo-password-2026', fullName: 'Jordan Avery', firmName: 'Avery Injury Law' };

if (process.argv.includes('--reset')) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Local data reset.');
}

console.log('Starting the Auth and Firestore emulators...');
const emulators = await startEmulators({ dataDir, persist: true });
Object.assign(process.env, emulators.env);

// Offline there is no AI provider: unless OPENAI_API_KEY is set, a local stand-in answers.
const fakeOpenAI = process.env.OPENAI_API_KEY ? null : await startFakeOpenAI();
if (fakeOpenAI) Object.assign(process.env, { OPENAI_BASE_URL: fakeOpenAI.baseURL, OPENAI_API_KEY: 'local-fake-key' });

console.log('Starting Astro with the Netlify Functions...');
const astro = spawn(join(root, 'node_modules/.bin/astro'), ['dev', '--port', String(port), '--host', '127.0.0.1'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
astro.stdout.on('data', (chunk) => {
  if (process.env.DEV_VERBOSE) process.stdout.write(chunk);
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping (saving local data)...');
  astro.kill('SIGTERM');
  await emulators.stop();
  await fakeOpenAI?.stop();
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

const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {}
  if (i > 600) {
    console.error('astro dev did not start within 60 s.');
    await stop(1);
  }
  await new Promise((r) => setTimeout(r, 100));
}

// Seed through the real API, so the demo firm is made exactly as sign-up makes one.
try {
  const { idToken } = await emulatorSignIn(emulators.env.FIREBASE_AUTH_EMULATOR_HOST, {
    email: DEMO.email,
    password: DEMO.password,
    displayName: DEMO.fullName,
  });
  const query = new URLSearchParams({ full_name: DEMO.fullName, firm_name: DEMO.firmName });
  const res = await fetch(`${base}/api/me?${query}`, { headers: { authorization: `Bearer ${idToken}` } });
  if (!res.ok) throw new Error(`GET /api/me answered ${res.status}: ${await res.text()}`);
} catch (error) {
  console.error('Seeding the demo firm failed:', error.message);
  await stop(1);
}

console.log(`
CaseCourier is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Site:      ${base}/
  Sign in:   ${base}/login
  Email:     ${DEMO.email}
  Password:  ${DEMO.password}

Firebase Auth emulator ${emulators.env.FIREBASE_AUTH_EMULATOR_HOST}, Firestore emulator ${emulators.env.FIRESTORE_EMULATOR_HOST}.
AI generation: ${fakeOpenAI ? 'a local stand-in that writes a sample sequence (set OPENAI_API_KEY for a real provider)' : `OpenAI-compatible provider at ${process.env.OPENAI_BASE_URL || 'api.openai.com'}`}.
Press Ctrl-C to stop; data is kept in .data/dev (npm run dev -- --reset to start clean).
`);
