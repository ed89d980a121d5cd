#!/usr/bin/env node
// Results figures, in-process against the real emulators (the modules in netlify/functions,
// routed by their config.path):
//   - the tracked redirect (GET /api/r/{token}, a reader's first click each time), median of 1,000: the
//     time to the answer, then that every click was counted (counting goes on after the answer);
//   - GET /api/reports/summary for a firm with 200,000 events and 10,000 contacts, median of 50.
// The large firm's events and counters are written straight to the emulator in batches (setup,
// not the product's path); the summary reads counters only, so its time does not grow with events.
//   node scripts/bench/results.mjs [events=200000] [contacts=10000]
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { dispatch, functionFiles, functionsDir, routeTable } from '../stack/functions.mjs';
import { emulatorSignIn, startEmulators } from '../stack/index.mjs';
import { writeLargeFirm } from './large-firm.mjs';

const root = resolve(import.meta.dirname, '../..');
const eventCount = Number(process.argv[2] || 200_000);
const contactCount = Number(process.argv[3] || 10_000);
const dataDir = join(root, '.data', 'bench-results');
rmSync(dataDir, { recursive: true, force: true });
const emulators = await startEmulators({ dataDir, authPort: 9399, firestorePort: 8380 });
Object.assign(process.env, emulators.env);
const vite = await createServer({ root, server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
const p90 = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)];

try {
  const routes = routeTable(
    await Promise.all(functionFiles().map(async (file) => ({ name: file, module: await vite.ssrLoadModule(join(functionsDir, file)) }))),
  );
  const { firestore } = await vite.ssrLoadModule(join(root, 'src/server/firebase.ts'));
  const { trackedLinkToken } = await vite.ssrLoadModule(join(root, 'src/server/results/trackingToken.ts'));
  const { COUNTER_SHARDS } = await vite.ssrLoadModule(join(root, 'src/server/results/counters.ts'));
  const { idToken } = await emulatorSignIn(emulators.env.FIREBASE_AUTH_EMULATOR_HOST, {
    email: 'bench@example.com',
    password: 'bench-password-1',
    displayName: 'Bench Attorney',
  });
  const call = (path, init = {}, ip = '203.0.113.9') =>
    dispatch(
      routes,
      new Request(`http://localhost/api/${path}`, { ...init, headers: { authorization: `Bearer ${idToken}`, ...init.headers } }),
      { ip },
    );
  const me = await (
    await call('me', {
      method: 'POST',
      body: JSON.stringify({ full_name: 'Bench Attorney', firm_name: 'Bench Law' }),
      headers: { 'content-type': 'application/json' },
    })
  ).json();
  const tenantId = me.tenant_id ?? me.tenantId;
  if (!tenantId) throw new Error(`No tenant in ${JSON.stringify(me)}`);
  const db = await firestore();

  console.log(`writing ${contactCount} contacts, ${eventCount} events and their counters...`);
  const started = performance.now();
  const { campaignId, contactId, totals } = await writeLargeFirm(db, tenantId, { eventCount, contactCount, shards: COUNTER_SHARDS });
  console.log(`setup took ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const summaryTimes = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    const res = await call('reports/summary');
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`summary: ${res.status}`);
    summaryTimes.push(performance.now() - start);
  }
  console.log(
    `GET /api/reports/summary (${eventCount} events, ${contactCount} contacts): median ${median(summaryTimes).toFixed(1)} ms, p90 ${p90(summaryTimes).toFixed(1)} ms (50 calls)`,
  );

  const redirectTimes = [];
  const countTimes = [];
  const background = [];
  const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  for (let i = 0; i < 1000; i++) {
    const contact = contactId(i % contactCount);
    const token = trackedLinkToken({
      tenantId,
      messageId: `${campaignId}_${contact}`,
      source: 'campaign',
      sourceId: campaignId,
      contactId: contact,
      link: 0,
      url: 'https://bench.example/a',
    });
    const start = performance.now();
    const work = [];
    // Each from its own address, as readers are (the per-network counting limit is not what is measured).
    const res = await dispatch(routes, new Request(`http://localhost/api/r/${token}`, { headers: { 'user-agent': chrome } }), {
      ip: `198.51.${Math.floor(i / 250)}.${i % 250}`,
      background: work,
    });
    if (res.status !== 302) throw new Error(`redirect: ${res.status}`);
    redirectTimes.push(performance.now() - start);
    background.push(Promise.all(work).then(() => countTimes.push(performance.now() - start)));
    // Counting goes on behind the answers at its own pace; a few at a time, as separate readers' clicks arrive.
    if (background.length % 20 === 0) await Promise.all(background.slice(-20));
  }
  await Promise.all(background);
  console.log(
    `GET /api/r/{token} (a reader's first click): answer median ${median(redirectTimes).toFixed(2)} ms, p90 ${p90(redirectTimes).toFixed(2)} ms (1,000 calls); counted after the answer in median ${median(countTimes).toFixed(0)} ms`,
  );
  const unique = await (await call(`reports/campaigns/${campaignId}`)).json();
  console.log(`counted: ${unique.unique_clicks - totals.unique_clicks * COUNTER_SHARDS} new unique clicks`);
} finally {
  await vite.close();
  await emulators.stop();
}
process.exit(0);
