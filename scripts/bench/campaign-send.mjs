#!/usr/bin/env node
// A newsletter issue to N recipients (default 10,000) through the real delivery passes, against
// the emulators and the local mail catcher, in-process: the issue is approved and scheduled to
// send now, then scheduled passes run one after another (as Netlify's 5-minute schedule would,
// without the wait) until the campaign is marked sent. Prints the time, messages per second and
// how many distinct deliveries the catcher received (goal: exactly N, each once).
//   flock /tmp/cc-api.lock node scripts/bench/campaign-send.mjs [recipients=10000]
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { functionFiles, functionsDir, routeTable } from '../stack/functions.mjs';
import { startEmulators } from '../stack/index.mjs';
import { sendThroughRelay, signedInCaller } from './benchFirm.mjs';
import { startMailCatcher } from '../stack/mail-catcher.mjs';
import { DEMO_FIRM_PROFILE, DEMO_NEWSLETTER_SETTINGS, demoIssue } from '../stack/demo-firm.mjs';

const root = resolve(import.meta.dirname, '../..');
const count = Number(process.argv[2] || 10_000);
const dataDir = join(root, '.data', 'bench-campaign');
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

  const { tenant_id: tenantId } = await call('me', 'POST', { full_name: 'Bench Attorney', firm_name: DEMO_FIRM_PROFILE.firmName });
  await call('firm-profile', 'PUT', DEMO_FIRM_PROFILE);
  await sendThroughRelay(call, 'bench.test', { from_name: 'Bench' });
  await call('newsletter-settings', 'PUT', { ...DEMO_NEWSLETTER_SETTINGS, logo_id: null, headshot_id: null });

  // The readers, written straight to the store in the contacts' shape (the import API would take
  // fifty requests of 200 and is measured by the contacts bench).
  const { firestore } = await load('src/server/firebase.ts');
  const { Timestamp } = await import('firebase-admin/firestore');
  const db = await firestore();
  const started = Date.now();
  const names = ['Tom Nguyen', 'Rachel Green-Ortiz', 'Samuel Okafor', 'Keisha Brown', 'Marcus Hill'];
  for (let i = 0; i < count; i += 400) {
    const batch = db.batch();
    for (let j = i; j < Math.min(count, i + 400); j++) {
      const ref = db.collection(`tenants/${tenantId}/contacts`).doc();
      const created = Timestamp.fromMillis(started + j);
      batch.set(ref, {
        name: `${names[j % names.length]} ${j}`,
        email: `reader-${j}@example.com`,
        relationship: 'subscriber',
        state: 'GA',
        city: j % 2 ? 'Decatur' : 'Atlanta',
        do_not_contact: false,
        consent: { email: 'granted', sms: null, call: null },
        consent_email: 'granted',
        tags: [],
        search_terms: [],
        created_at: created,
        updated_at: created,
        // The contacts list's order, which audiences page by: created_at|id.
        sort_key: `${created.toDate().toISOString()}|${ref.id}`,
      });
    }
    await batch.commit();
  }
  const segment = await call('segments', 'POST', { name: 'Subscribers', filter: { relationship: 'subscriber' } });
  const campaign = await call('campaigns', 'POST', { ...demoIssue('November', 'November 2026'), segment_id: segment.id });
  await call(`campaigns/${campaign.id}/approval`, 'POST', { content_hash: campaign.content_hash });
  await call(`campaigns/${campaign.id}/schedule`, 'POST', { when: 'now' });

  const { deliverDue } = await load('src/server/sending/deliverDue.ts');
  const passStart = performance.now();
  let passes = 0;
  let status = 'scheduled';
  const totals = { sent: 0, skipped: 0, failed: 0, errors: 0 };
  // Each pass stops taking messages after 22 s, as the scheduled function does; on a busy machine that is few.
  while (status !== 'sent' && passes < 2000) {
    const report = await deliverDue({ firms: [tenantId] });
    passes++;
    for (const key of Object.keys(totals)) totals[key] += report[key];
    status = (await call(`campaigns/${campaign.id}`)).status;
    console.log(`  pass ${passes}: sent ${report.sent} in ${(report.took_ms / 1000).toFixed(1)} s (campaign ${status})`);
  }
  const seconds = (performance.now() - passStart) / 1000;
  const recipients = new Set(catcher.messages.flatMap((m) => m.envelopeTo));
  const messageIds = new Set(catcher.messages.map((m) => m.messageId));
  const final = await call(`campaigns/${campaign.id}`);
  console.log(
    `A ${count.toLocaleString('en-US')}-recipient issue through ${passes} delivery passes: ${seconds.toFixed(1)} s, ${(totals.sent / seconds).toFixed(0)} messages per second`,
  );
  console.log(
    `  sent ${totals.sent}, skipped ${totals.skipped}, failed ${totals.failed}, errors ${totals.errors}; campaign ${final.status}, progress ${JSON.stringify({ sent: final.progress.sent, recipients: final.progress.recipients })}`,
  );
  console.log(
    `  the catcher received ${catcher.messages.length} messages: ${recipients.size} distinct recipients, ${messageIds.size} distinct Message-IDs (goal: exactly ${count})`,
  );
} finally {
  await vite.close();
  await Promise.all([emulators.stop(), catcher.stop()]);
}
process.exit(0);
