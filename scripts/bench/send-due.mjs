#!/usr/bin/env node
// One scheduled delivery pass over N due messages (default 1,000), against the real
// emulators and the local mail catcher, in-process: how long the pass takes and how many
// messages the catcher received (each exactly once). Goal: 1,000 in one run, within 30 s.
//   flock /tmp/cc-api.lock node scripts/bench/send-due.mjs [messages=1000]
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { functionFiles, functionsDir, routeTable } from '../stack/functions.mjs';
import { startEmulators } from '../stack/index.mjs';
import { sendThroughRelay, signedInCaller } from './benchFirm.mjs';
import { startMailCatcher } from '../stack/mail-catcher.mjs';

const root = resolve(import.meta.dirname, '../..');
const count = Number(process.argv[2] || 1000);
const dataDir = join(root, '.data', 'bench-send');
rmSync(dataDir, { recursive: true, force: true });
const [emulators, catcher] = await Promise.all([
  startEmulators({ dataDir, authPort: 9299, firestorePort: 8280 }),
  startMailCatcher({ smtpPort: 0, httpPort: 0 }),
]);
Object.assign(process.env, emulators.env, catcher.env);
const vite = await createServer({ root, server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });

try {
  const load = (file) => vite.ssrLoadModule(join(root, file));
  const routes = routeTable(
    await Promise.all(functionFiles().map(async (file) => ({ name: file, module: await vite.ssrLoadModule(join(functionsDir, file)) }))),
  );
  const { call } = await signedInCaller(routes, emulators.env.FIREBASE_AUTH_EMULATOR_HOST, {
    email: 'bench@example.com',
    password: 'bench-password-1',
    displayName: 'Bench Attorney',
  });

  const { tenant_id: tenantId } = await call('me', 'POST', { full_name: 'Bench Attorney', firm_name: 'Bench Injury Law' });
  const { firestore } = await load('src/server/firebase.ts');
  const db = await firestore();
  await call('firm-profile', 'PUT', {
    firmName: 'Bench Injury Law',
    responsibleAttorney: 'Bea Bench',
    address: '1 Bench Street\nMiami, FL 33131',
    phone: '(305) 555-0199',
    licensedStates: ['FL'],
  });
  await sendThroughRelay(call, 'bench.test', { from_name: 'Bench Injury Law' });
  const sequence = await call('sequences', 'POST', {
    name: 'Bench newsletter',
    emails: [{ after_days: 0, subject: 'Our November newsletter', body: 'Three tips for driving safely in the rain.\n\nThe team' }],
  });
  // Saved as a draft: approved, as someone at the firm does, before anyone is enrolled.
  await call(`sequences/${sequence.id}/approval`, 'POST', { content_hash: sequence.content_hash });
  const contactIds = [];
  for (let i = 0; i < count; i += 400) {
    const batch = db.batch();
    for (let j = i; j < Math.min(count, i + 400); j++) {
      const ref = db.collection(`tenants/${tenantId}/contacts`).doc();
      contactIds.push(ref.id);
      batch.set(ref, {
        name: `Reader ${j}`,
        email: `reader-${j}@example.com`,
        relationship: 'subscriber',
        state: 'FL',
        do_not_contact: false,
        consent: { email: 'granted', sms: null, call: null },
      });
    }
    await batch.commit();
  }
  for (let i = 0; i < contactIds.length; i += 1000)
    await call(`sequences/${sequence.id}/enrolments`, 'POST', { contactIds: contactIds.slice(i, i + 1000) });

  const { deliverDue } = await load('src/server/sending/deliverDue.ts');
  const report = await deliverDue();
  const caught = catcher.messages.length;
  const unique = new Set(catcher.messages.map((m) => m.messageId)).size;
  console.log(`Delivery pass over ${count} due messages: ${(report.took_ms / 1000).toFixed(1)} s (goal: 1,000 within 30 s)`);
  console.log(`  sent ${report.sent}, skipped ${report.skipped}, retrying ${report.retrying}, failed ${report.failed}`);
  console.log(`  the catcher received ${caught} messages, ${unique} distinct Message-IDs`);
} finally {
  await vite.close();
  await Promise.all([emulators.stop(), catcher.stop()]);
}
process.exit(0);
