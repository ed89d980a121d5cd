#!/usr/bin/env node
// Contacts and lead intake against the real emulators, in-process (the modules in
// netlify/functions, routed by their config.path), as api-latency.mjs does:
//   - signed webhook: verify and store one lead, median and p90
//   - CSV import: 10,000 rows checked as the browser checks them, then sent in batches
//     of 200 to POST /api/contacts/import, one after another, as the browser sends them
//   - GET /api/contacts first page with 10,000 contacts: plain, filtered and searched
//   - the bad inputs we refuse, with the status and message each gets
//   node scripts/bench/contacts.mjs [calls=30] [rows=10000]
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { dispatch, functionFiles, functionsDir, routeTable } from '../stack/functions.mjs';
import { emulatorConfirmEmail, emulatorSignIn, startEmulators } from '../stack/index.mjs';
import { signedWebhook } from '../stack/signed-webhook.mjs';
import { ms, summary, timeEach } from './stats.mjs';

const root = resolve(import.meta.dirname, '../..');
const calls = Number(process.argv[2] || 30);
const rowCount = Number(process.argv[3] || 10_000);
const dataDir = join(root, '.data', 'bench');
rmSync(dataDir, { recursive: true, force: true });
const emulators = await startEmulators({ dataDir, authPort: 9299, firestorePort: 8280 });
Object.assign(process.env, emulators.env);
// The bench sends far more signed leads a minute than a firm's endpoint allows: it measures the work, not the limit.
process.env.LEAD_WEBHOOK_PER_MINUTE = '10000';
const vite = await createServer({ root, server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });

const report = (label, times) => {
  const s = summary(times);
  console.log(`${label.padEnd(58)} median ${ms(s.median)}  p90 ${ms(s.p90)}  max ${ms(s.max)}  (${s.n} calls)`);
};

try {
  const routes = routeTable(
    await Promise.all(functionFiles().map(async (file) => ({ name: file, module: await vite.ssrLoadModule(join(functionsDir, file)) }))),
  );
  const { checkRows, batches, guessMapping, sendInBatches } = await vite.ssrLoadModule(join(root, 'src/islands/contacts/csvImport.ts'));
  const { idToken, uid } = await emulatorSignIn(emulators.env.FIREBASE_AUTH_EMULATOR_HOST, {
    email: 'bench-contacts@example.com',
    password: 'bench-password-1',
    displayName: 'Bench Attorney',
  });
  // A confirmed address, as after the emailed link: contacts and sending settings need one.
  await emulatorConfirmEmail(emulators.env.FIREBASE_AUTH_EMULATOR_HOST, uid);
  const send = (req) => dispatch(routes, req);
  const call = (path, { method = 'GET', body } = {}) =>
    send(
      new Request(`http://localhost/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${idToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const ok = async (res, what) => {
    const text = await res.text();
    if (!res.ok) throw new Error(`${what}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  await ok(await call('me', { method: 'POST', body: { full_name: 'Bench Attorney', firm_name: 'Bench Law' } }), 'POST /api/me');

  // 1. Signed webhook: verify and store.
  const { url, secret } = await ok(await call('leads/webhook-endpoint', { method: 'POST' }), 'POST webhook-endpoint');
  const signed = (payload, id) => signedWebhook(url, secret, payload, { id });
  const lead = (i) => ({
    name: `Webhook Lead ${i}`,
    email: `lead${i}@bench.test`,
    phone: `+1404555${String(1000 + i).slice(-4)}`,
    state: 'GA',
    incidentType: 'Car accident',
    incidentDate: '2026-10-01',
    message: 'Rear-ended at a light.',
    consent: {
      channels: ['email', 'sms'],
      text: 'You may text me about my case.',
      grantedAt: new Date().toISOString(),
      source: 'https://firm.test/form',
    },
  });
  report(
    'Webhook verify-and-store (new lead, 202)',
    await timeEach(calls, async (i) => ok(await send(signed(lead(i), `msg_${i}`)), 'webhook')),
  );
  report(
    'Webhook replay of a stored webhook-id (202, nothing written)',
    await timeEach(calls, async (i) => ok(await send(signed(lead(i), `msg_${i}`)), 'replay')),
  );

  // 2. CSV import of rowCount rows, as the browser does it.
  const headers = ['Name', 'Email', 'Phone', 'State', 'Incident Type', 'Consent'];
  const states = ['GA', 'FL', 'AL', 'TN', 'SC'];
  const rows = Array.from({ length: rowCount }, (_, i) => ({
    Name: `Imported Person ${i}`,
    Email: `person${i}@import.test`,
    Phone: `+1${['404', '678', '770', '470'][i % 4]}555${String(i).padStart(4, '0')}`,
    State: states[i % states.length],
    'Incident Type': i % 3 ? 'Car accident' : 'Slip and fall',
    Consent: i % 2 ? 'email' : '',
  }));
  const checkStart = performance.now();
  const checked = checkRows(rows, guessMapping(headers), { fileName: 'bench.csv', relationship: 'subscriber', consentText: '' });
  const checkMs = performance.now() - checkStart;
  if (checked.errors.length) throw new Error(`rows refused: ${JSON.stringify(checked.errors.slice(0, 3))}`);
  const groups = batches(checked.ready);
  const batchTimes = [];
  const importStart = performance.now();
  // The same sender the import screen uses (a few batches in flight), timing each batch.
  await sendInBatches(
    groups,
    async (contacts) => {
      const start = performance.now();
      const result = await ok(await call('contacts/import', { method: 'POST', body: { rows: contacts } }), 'import');
      batchTimes.push(performance.now() - start);
      return result;
    },
    () => {},
  );
  const importMs = performance.now() - importStart;
  const stored = await ok(await call(`contacts?limit=1&query=person${rowCount - 1}@import.test`), 'check import');
  if (stored.contacts.length !== 1) throw new Error('the last imported row is missing');
  console.log(
    `${`CSV import, ${rowCount.toLocaleString('en-US')} rows`.padEnd(58)} check ${ms(checkMs)} + write ${(importMs / 1000).toFixed(1)} s in ${groups.length} batches`,
  );
  report(`  one batch of ${groups[0].length} rows`, batchTimes);

  // 3. First page with all of them stored.
  const total = rowCount + calls;
  report(
    `GET /api/contacts first page (25) of ${total.toLocaleString('en-US')}`,
    await timeEach(calls, async () => ok(await call('contacts'), 'list')),
  );
  report(
    `GET /api/contacts?state=FL&relationship=subscriber`,
    await timeEach(calls, async () => ok(await call('contacts?state=FL&relationship=subscriber'), 'filter')),
  );
  report(`GET /api/contacts?query=person12`, await timeEach(calls, async () => ok(await call('contacts?query=person12'), 'search')));
  const first = await ok(await call('contacts?limit=100'), 'page');
  report(
    `GET /api/contacts?cursor=… (second page of 100)`,
    await timeEach(calls, async () => ok(await call(`contacts?limit=100&cursor=${first.next_cursor}`), 'cursor')),
  );

  // 4. Bad input: what each gets.
  console.log('\nBad input and its answer:');
  const bad = [
    [
      'POST /api/contacts unknown field only',
      () => call('contacts', { method: 'POST', body: { name: 'A', email: 'a@b.test', role: 'admin' } }),
    ],
    ['POST /api/contacts email 42', () => call('contacts', { method: 'POST', body: { name: 'A', email: 42 } })],
    ['POST /api/contacts email "not-an-email"', () => call('contacts', { method: 'POST', body: { name: 'A', email: 'not-an-email' } })],
    ['POST /api/contacts phone "555-01"', () => call('contacts', { method: 'POST', body: { name: 'A', phone: '555-01' } })],
    ['POST /api/contacts state "ZZ"', () => call('contacts', { method: 'POST', body: { name: 'A', email: 'z@z.test', state: 'ZZ' } })],
    [
      'POST /api/contacts incident_date "2026-02-30"',
      () => call('contacts', { method: 'POST', body: { name: 'A', email: 'd@d.test', incident_date: '2026-02-30' } }),
    ],
    [
      'POST /api/contacts body of 300 KB',
      () => call('contacts', { method: 'POST', body: { name: 'A', email: 'big@x.test', notes: 'x'.repeat(300_000) } }),
    ],
    ['POST /api/contacts malformed JSON', () => call('contacts', { method: 'POST', body: '{"name":' })],
    [
      'POST /api/contacts duplicate email in other case',
      () => call('contacts', { method: 'POST', body: { name: 'A', email: 'PERSON1@import.test' } }),
    ],
    [
      'POST /api/contacts/import 2 rows, second bad',
      () =>
        call('contacts/import', {
          method: 'POST',
          body: {
            rows: [
              { name: 'Ok', email: 'ok@x.test' },
              { name: 'Bad', phone: '12' },
            ],
          },
        }),
    ],
    [
      'POST /api/contacts/import 201 rows',
      () => call('contacts/import', { method: 'POST', body: { rows: Array(201).fill({ name: 'x', email: 'x@x.test' }) } }),
    ],
    [
      'POST consents sms grant without wording',
      async () =>
        call(`contacts/${first.contacts[0].id}/consents`, { method: 'POST', body: { channel: 'sms', status: 'granted', source: 'form' } }),
    ],
    ['GET /api/contacts?cursor=garbage', () => call('contacts?cursor=garbage')],
    ['GET /api/contacts?limit=1000', () => call('contacts?limit=1000')],
    [
      'Webhook without signature',
      () => send(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })),
    ],
    [
      'Webhook signed with a wrong secret',
      () => {
        const req = signed(lead(1), 'msg_wrong');
        const headers = new Headers(req.headers);
        headers.set('webhook-signature', 'v1,' + Buffer.alloc(32).toString('base64'));
        return send(new Request(url, { method: 'POST', headers, body: JSON.stringify(lead(1)) }));
      },
    ],
    ['Webhook lead with phone "12"', () => send(signed({ ...lead(99_999), phone: '12' }, 'msg_badphone'))],
    ['Webhook body of 70 KB', () => send(signed({ ...lead(99_998), message: 'x'.repeat(70_000) }, 'msg_big'))],
  ];
  for (const [what, make] of bad) {
    const res = await make();
    const text = await res.text();
    console.log(`  ${what.padEnd(48)} ${res.status} ${text.length > 160 ? text.slice(0, 160) + '…' : text}`);
  }
} finally {
  await vite.close();
  await emulators.stop();
}
