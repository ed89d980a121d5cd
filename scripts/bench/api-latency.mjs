#!/usr/bin/env node
// Latency of the API functions against the real emulators, in-process (the
// modules in netlify/functions, routed by their config.path), so the figures are
// the functions' own and not the local Functions emulation's per-request rebuild.
//   node scripts/bench/api-latency.mjs [calls=50]
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { dispatch, functionFiles, functionsDir, routeTable } from '../stack/functions.mjs';
import { emulatorSignIn, startEmulators } from '../stack/index.mjs';

const root = resolve(import.meta.dirname, '../..');
const calls = Number(process.argv[2] || 50);
const dataDir = join(root, '.data', 'bench');
rmSync(dataDir, { recursive: true, force: true });
const emulators = await startEmulators({ dataDir, authPort: 9299, firestorePort: 8280 });
Object.assign(process.env, emulators.env);
const vite = await createServer({ root, server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });

try {
  const routes = routeTable(
    await Promise.all(functionFiles().map(async (file) => ({ name: file, module: await vite.ssrLoadModule(join(functionsDir, file)) }))),
  );
  const { idToken } = await emulatorSignIn(emulators.env.FIREBASE_AUTH_EMULATOR_HOST, {
    email: 'bench@example.com',
    password: 'bench-password-1',
    displayName: 'Bench Attorney',
  });
  const auth = { authorization: `Bearer ${idToken}` };
  const call = (path, init = {}) =>
    dispatch(routes, new Request(`http://localhost/api/${path}`, { ...init, headers: { ...auth, ...init.headers } }));
  const json = { 'content-type': 'application/json' };

  async function measure(label, make) {
    const times = [];
    for (let i = 0; i < calls; i++) {
      const start = performance.now();
      const res = await make(i);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${label}: ${res.status}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`${label.padEnd(44)} median ${at(0.5)} ms  p90 ${at(0.9)} ms  min ${times[0].toFixed(1)} ms  (${calls} calls)`);
  }

  await call('me', { method: 'POST', body: JSON.stringify({ full_name: 'Bench Attorney', firm_name: 'Bench Law' }), headers: json });
  await measure('GET /api/me', () => call('me'));
  // Sequences save only for a firm with a complete profile (each save runs the compliance check).
  const profile = {
    firmName: 'Bench Law',
    responsibleAttorney: 'Bench Attorney',
    address: '100 Peachtree Street NW\nAtlanta, GA 30303',
    phone: '(404) 555-0100',
    licensedStates: ['GA'],
  };
  const saved = await call('firm-profile', { method: 'PUT', body: JSON.stringify(profile), headers: json });
  if (!saved.ok) throw new Error(`PUT /api/firm-profile: ${saved.status} ${await saved.text()}`);

  const email = (afterDays) => ({
    after_days: afterDays,
    subject: `After ${afterDays} days: subject line`,
    body: 'Hello {{contact.first_name or "there"}},\n\nA paragraph of useful text.\n\nThe firm',
  });
  const body = (i) => JSON.stringify({ name: `Sequence ${i}`, prompt: 'Benchmark', emails: [1, 3, 6, 10, 10].map(email) });
  await measure('POST /api/sequences (5 emails)', (i) => call('sequences', { method: 'POST', body: body(i), headers: json }));
  await measure(`GET /api/sequences (${calls} sequences x 5 emails)`, () => call('sequences'));
} finally {
  await vite.close();
  await emulators.stop();
}
