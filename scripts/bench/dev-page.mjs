#!/usr/bin/env node
// Time from navigation to the list shown on /sequences, /agents and /settings in a
// running `npm run dev`, signed in as the demo firm, in Debian's Chromium.
// The first visit includes Vite compiling the page; later visits are warm.
//   npm run dev            (in another shell)
//   node scripts/bench/dev-page.mjs [visits=5] [base=http://127.0.0.1:4321]
import { chromium } from '@playwright/test';
import { DEMO_LOGIN, DEMO_SEQUENCES, DEMO_AGENT } from '../stack/demo-firm.mjs';
import { ms, summary } from './stats.mjs';

const visits = Number(process.argv[2] || 5);
const base = process.argv[3] || 'http://127.0.0.1:4321';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill(DEMO_LOGIN.email);
await page.getByLabel('Password').fill(DEMO_LOGIN.password);
await page.getByRole('button', { name: 'Sign In', exact: true }).click();
await page.waitForURL(/\/dashboard$/);

const screens = [
  { path: '/sequences', shown: () => page.getByText(DEMO_SEQUENCES[0].name).first() },
  { path: '/agents', shown: () => page.getByText(DEMO_AGENT.name).first() },
  { path: '/settings', shown: () => page.getByRole('heading', { level: 1 }).first() },
];
for (const screen of screens) {
  const times = [];
  for (let i = 0; i < visits; i++) {
    const start = Date.now();
    await page.goto(`${base}${screen.path}`);
    await screen.shown().waitFor({ state: 'visible', timeout: 60_000 });
    times.push(Date.now() - start);
  }
  const s = summary(times.slice(1));
  console.log(
    `${screen.path.padEnd(11)} first visit ${ms(times[0])}   then median ${ms(s.median)} (max ${ms(s.max)}, ${times.length - 1} visits)`,
  );
}
await browser.close();
