#!/usr/bin/env node
// Time from a wizard submission to the operations email in the local mail catcher: the real
// POST /api/onboarding (multipart, a logo and a headshot) in-process against the emulators,
// Netlify Blobs and the catcher, timed from the request until the catcher holds the notice to
// OPS_EMAIL (polled every 5 ms). Also how long the request itself took: the form is answered
// once both of its emails are with the mail server.
//   node scripts/bench/ops-email.mjs [submissions=20]   (in your network namespace; ports 9299/8280)
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { startBlobs } from '../stack/blobs.mjs';
import { dispatch, functionFiles, functionsDir, routeTable } from '../stack/functions.mjs';
import { startEmulators } from '../stack/index.mjs';
import { startMailCatcher } from '../stack/mail-catcher.mjs';
import { ms, summary } from './stats.mjs';

const root = resolve(import.meta.dirname, '../..');
const count = Number(process.argv[2] || 20);
const dataDir = join(root, '.data', 'bench-ops-email');
await rm(dataDir, { recursive: true, force: true });
const [emulators, catcher, blobs] = await Promise.all([
  startEmulators({ dataDir, authPort: 9299, firestorePort: 8280 }),
  startMailCatcher({ smtpPort: 0, httpPort: 0 }),
  startBlobs(join(dataDir, 'blobs')),
]);
Object.assign(process.env, emulators.env, catcher.env, blobs.env, { OPS_EMAIL: 'ops-bench@casecourier.test' });
const vite = await createServer({ root, server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });

try {
  const routes = routeTable(
    await Promise.all(functionFiles().map(async (file) => ({ name: file, module: await vite.ssrLoadModule(join(functionsDir, file)) }))),
  );
  const brand = join(root, 'scripts/stack/demo-brand');
  const [logo, headshot] = await Promise.all([readFile(join(brand, 'logo.png')), readFile(join(brand, 'headshot.png'))]);
  const fields = (i) => ({
    firmName: `Bench Injury Law ${i}`,
    primaryContactName: 'Bench Attorney',
    email: `bench-${i}@firm.example`,
    phoneNumber: '(404) 555-0100',
    physicalAddress: '100 Peachtree Street NW, Atlanta, GA 30303',
    targetCity: 'Atlanta',
  });
  const noticeArrived = async (firmName) => {
    for (;;) {
      const messages = await (await fetch(`${catcher.webUrl}messages`)).json();
      if (messages.some((m) => m.subject === `New setup form: ${firmName}`)) return;
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const toEmail = [];
  const request = [];
  // The first one warms the modules and the mail connection; it is not counted.
  for (let i = 0; i <= count; i++) {
    const form = new FormData();
    form.set('data', JSON.stringify(fields(i)));
    form.set('firmLogo', new File([logo], 'logo.png', { type: 'image/png' }));
    form.set('headshot', new File([headshot], 'headshot.png', { type: 'image/png' }));
    const start = performance.now();
    const res = await dispatch(
      routes,
      new Request('http://localhost/api/onboarding', { method: 'POST', body: form, headers: { 'Idempotency-Key': randomUUID() } }),
      // Each from its own address: the wizard allows 10 forms an hour from one.
      { ip: `198.18.0.${i + 1}` },
    );
    if (res.status !== 201) throw new Error(`POST /api/onboarding answered ${res.status}: ${await res.text()}`);
    const answered = performance.now();
    await noticeArrived(fields(i).firmName);
    if (i === 0) continue;
    request.push(answered - start);
    toEmail.push(performance.now() - start);
  }
  const report = (label, times) => {
    const s = summary(times);
    console.log(`${label.padEnd(52)} median ${ms(s.median)}  p90 ${ms(s.p90)}  max ${ms(s.max)}  (${s.n})`);
  };
  report('POST /api/onboarding answered', request);
  report('submission to the operations email in the catcher', toEmail);
} finally {
  await vite.close();
  await Promise.allSettled([catcher.stop(), blobs.stop(), emulators.stop()]);
}
