#!/usr/bin/env node
// First paint of the reports screen for a firm with 200,000 events and 10,000 contacts, in
// Chromium against the production build served with its functions (scripts/serve-production.mjs):
// First Contentful Paint, and when the first table of figures shows, from the navigation's start;
// median over several loads of /reports by a signed-in attorney.
//   npm run build && node scripts/bench/reports-paint.mjs [events=200000] [contacts=10000] [loads=9]
/* global window, document, MutationObserver -- the page's, in the functions handed to the browser */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorSignIn, PROJECT_ID } from '../stack/index.mjs';
import { writeLargeFirm } from './large-firm.mjs';

const root = resolve(import.meta.dirname, '../..');
const eventCount = Number(process.argv[2] || 200_000);
const contactCount = Number(process.argv[3] || 10_000);
const loads = Number(process.argv[4] || 9);
const port = 4373;
const origin = `http://127.0.0.1:${port}`;
const SHARDS = 4;
if (!existsSync(resolve(root, 'dist/reports/index.html'))) throw new Error('No production build: run `npm run build` first.');

const server = spawn(process.execPath, [resolve(root, 'scripts/serve-production.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), COMPLIANCE_SECOND_OPINION: 'off' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let browser;
try {
  for (let started = Date.now(); ;) {
    const up = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 300_000) throw new Error('The production server did not start within 5 minutes.');
    await new Promise((r) => setTimeout(r, 500));
  }
  // The emulators serve-production.mjs started, on startEmulators' default ports.
  const env = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
  process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST;
  const who = { email: 'paint@example.com', password: 'paint-password-1', displayName: 'Paint Attorney' };
  const { idToken } = await emulatorSignIn(env.FIREBASE_AUTH_EMULATOR_HOST, who);
  const me = await (
    await fetch(`${origin}/api/me`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: who.displayName, firm_name: 'Paint Law' }),
    })
  ).json();
  const tenantId = me.tenant_id ?? me.tenantId;
  if (!tenantId) throw new Error(`No tenant in ${JSON.stringify(me)}`);
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
  console.log(`writing ${contactCount} contacts, ${eventCount} events and their counters...`);
  const setupStart = performance.now();
  await writeLargeFirm(db, tenantId, { eventCount, contactCount, shards: SHARDS });
  console.log(`setup took ${((performance.now() - setupStart) / 1000).toFixed(0)} s`);

  browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({ baseURL: origin });
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  // When the first table shows, on the page's own clock (milliseconds from the navigation's start).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('main table')) {
        window.__firstTable = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const fcp = [];
  const table = [];
  // Where the time goes: when the page asked for the summary, and when the answer was in.
  const asked = [];
  const answered = [];
  for (let i = 0; i < loads; i++) {
    await page.goto('/reports');
    await page.waitForFunction(() => typeof window.__firstTable === 'number', null, { timeout: 30_000 });
    const figures = await page.evaluate(() => {
      const summary = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/api/reports/summary'));
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        table: window.__firstTable,
        asked: summary?.startTime ?? null,
        answered: summary?.responseEnd ?? null,
      };
    });
    fcp.push(figures.fcp);
    table.push(figures.table);
    asked.push(figures.asked);
    answered.push(figures.answered);
  }
  console.log(
    `/reports (${eventCount} events, ${contactCount} contacts), ${loads} loads: First Contentful Paint median ${median(fcp).toFixed(0)} ms (max ${Math.max(...fcp).toFixed(0)}); first table median ${median(table).toFixed(0)} ms (max ${Math.max(...table).toFixed(0)}); the summary asked for at ${median(asked).toFixed(0)} ms, answered at ${median(answered).toFixed(0)} ms (medians)`,
  );
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}
process.exit(0);
