#!/usr/bin/env node
// Search-intent import against the real emulators and the local provider stand-in, in-process
// (the modules in netlify/functions, routed by their config.path), as contacts.mjs does:
//   - a segment of 10,000 people (20 pages of 500) imported through POST /api/audiences/import,
//     with the skipped reasons counted (goal: 15 s or less)
//   - the same segment again: no one added twice (goal: 0 imported, 10 s or less)
//   - the provider answering 429 (Retry-After: 1) twice, then 200: the import completes and
//     the pauses between the provider's requests are as Retry-After says
// Each line gives the wall time and the CPU seconds this process and the Firestore emulator spent
// (Linux), a figure that moves less than the wall time when other work shares the machine.
//   node scripts/bench/prospects-import.mjs [people=10000]
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { expectedCounts, startFakeAudience } from '../stack/fake-audience.mjs';
import { dispatch, functionFiles, functionsDir, routeTable } from '../stack/functions.mjs';
import { emulatorConfirmEmail, emulatorSignIn, startEmulators } from '../stack/index.mjs';

const root = resolve(import.meta.dirname, '../..');
const people = Number(process.argv[2] || 10_000);
const dataDir = join(root, '.data', 'bench-prospects');
rmSync(dataDir, { recursive: true, force: true });
const [emulators, provider] = await Promise.all([
  startEmulators({ dataDir, authPort: 9399, firestorePort: 8380 }),
  startFakeAudience({ segments: { bench_10k: people, bench_limited: 40 } }),
]);
Object.assign(process.env, emulators.env, provider.env);
const vite = await createServer({ root, server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });

try {
  const routes = routeTable(
    await Promise.all(functionFiles().map(async (file) => ({ name: file, module: await vite.ssrLoadModule(join(functionsDir, file)) }))),
  );
  const { idToken, uid } = await emulatorSignIn(emulators.env.FIREBASE_AUTH_EMULATOR_HOST, {
    email: 'bench-prospects@example.com',
    password: 'bench-password-1',
    displayName: 'Bench Attorney',
  });
  await emulatorConfirmEmail(emulators.env.FIREBASE_AUTH_EMULATOR_HOST, uid);
  const call = async (path, { method = 'GET', body } = {}) => {
    const res = await dispatch(
      routes,
      new Request(`http://localhost/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${idToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} /api/${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  await call('me', { method: 'POST', body: { full_name: 'Bench Attorney', firm_name: 'Bench Law' } });
  await call('api-keys', { method: 'POST', body: { api_name: 'audiencelab', api_key: 'bench-key-0001' } });
  for (const segment_id of ['bench_10k', 'bench_limited']) {
    await call('audiences/segments', { method: 'POST', body: { segment_id, label: `Bench ${segment_id}` } });
  }
  /** CPU seconds spent so far by this process and by the Firestore emulator (utime + stime, 100 ticks a second). */
  const cpuSeconds = () => {
    const own = process.cpuUsage();
    const fields = readFileSync(`/proc/${emulators.firestorePid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { bench: (own.user + own.system) / 1e6, emulator: (Number(fields[11]) + Number(fields[12])) / 100 };
  };
  const timed = async (label, fn) => {
    const start = performance.now();
    const cpuBefore = cpuSeconds();
    const result = await fn();
    const seconds = (performance.now() - start) / 1000;
    const cpuAfter = cpuSeconds();
    const cpu = `cpu ${(cpuAfter.bench - cpuBefore.bench).toFixed(1)} + ${(cpuAfter.emulator - cpuBefore.emulator).toFixed(1)} s`;
    console.log(`${label.padEnd(44)} ${seconds.toFixed(1).padStart(5)} s  (${cpu})  ${JSON.stringify(result)}`);
    return { result, seconds };
  };

  const expected = expectedCounts(people);
  const pages = Math.ceil(people / 500);
  const first = await timed(`Import ${people.toLocaleString('en-US')} people (${pages} pages)`, () =>
    call('audiences/import', { method: 'POST', body: { segment_id: 'bench_10k' } }),
  );
  if (first.result.imported !== expected.usable) throw new Error(`expected ${expected.usable} imported`);
  const again = await timed('The same segment again', () =>
    call('audiences/import', { method: 'POST', body: { segment_id: 'bench_10k' } }),
  );
  if (again.result.imported !== 0) throw new Error('the second import added people');

  provider.reset();
  provider.answerNext({ status: 429, retryAfter: 1 }, { status: 429, retryAfter: 1 });
  const limited = await timed('429 (Retry-After: 1) twice, then 200', () =>
    call('audiences/import', { method: 'POST', body: { segment_id: 'bench_limited' } }),
  );
  const gaps = provider.requests.slice(1).map((r, i) => ((r.at - provider.requests[i].at) / 1000).toFixed(2));
  console.log(`  provider requests: ${provider.requests.length}; seconds between them: ${gaps.join(', ')}`);
  if (limited.result.imported !== expectedCounts(40).usable) throw new Error('the limited import did not complete');
} finally {
  await vite.close();
  await Promise.allSettled([emulators.stop(), provider.stop()]);
}
