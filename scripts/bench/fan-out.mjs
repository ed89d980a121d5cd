#!/usr/bin/env node
// The fan-out against the real emulators and the local mail catcher (which records when each
// message arrived): the tick and every firm's job in this process, as `npm run dev` runs them.
//   nice -n 10 npx node scripts/bench/fan-out.mjs throughput [firms=20] [perFirm=1000] [workers=4]
//   nice -n 10 npx node scripts/bench/fan-out.mjs pace [messages=60] [jobs=4]     one firm at 5 a second
//   nice -n 10 npx node scripts/bench/fan-out.mjs fairness [large=20000] [--finish] 1 due beside a large firm
//   nice -n 10 npx node scripts/bench/fan-out.mjs kill [firms=4] [perFirm=250]    SIGKILL a pass, run again
// (npx node: the project's own Node 24, as npm scripts use.)
// Readers, enrolments and messages are written straight to Firestore, as enrolling writes them,
// so the figures time the sending, not the setup.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { functionFiles, functionsDir, routeTable } from '../stack/functions.mjs';
import { startEmulators } from '../stack/index.mjs';
import { sendThroughRelay, signedInCaller } from './benchFirm.mjs';
import { startMailCatcher } from '../stack/mail-catcher.mjs';

const root = resolve(import.meta.dirname, '../..');
const [scenario = 'throughput', ...args] = process.argv.slice(2);
const arg = (i, fallback) => Number(args[i] ?? fallback);
const dataDir = join(root, '.data', 'bench-fan-out');
rmSync(dataDir, { recursive: true, force: true });
const [emulators, catcher] = await Promise.all([
  startEmulators({ dataDir, authPort: 9299, firestorePort: 8280 }),
  startMailCatcher({ smtpPort: 0, httpPort: 0 }),
]);
Object.assign(process.env, emulators.env, catcher.env);
// Whatever happens below, the emulators this bench started stop with it.
const stopAll = async () => Promise.all([emulators.stop(), catcher.stop()]);
process.on('uncaughtException', async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
process.on('unhandledRejection', async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
const vite = await createServer({ root, server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
const load = (file) => vite.ssrLoadModule(join(root, file));
const routes = routeTable(
  await Promise.all(functionFiles().map(async (file) => ({ name: file, module: await vite.ssrLoadModule(join(functionsDir, file)) }))),
);
const { firestore } = await load('src/server/firebase.ts');
const { queuedDelivery } = await load('src/server/sending/queue.ts');
const db = await firestore();
const { Timestamp } = await import('firebase-admin/firestore');
// The jobs log a line each; the figures are what this bench prints.
const quiet = process.env.BENCH_JOB_LOG ? null : console.log;
if (quiet) console.log = (...parts) => (String(parts[0]).startsWith('send-job:') ? undefined : quiet(...parts));

let firmNumber = 0;
/** A firm with sending set up and `count` readers each with one message due now. */
async function firmWithDue(count, pace = {}) {
  const n = ++firmNumber;
  const { call, uid } = await signedInCaller(routes, emulators.env.FIREBASE_AUTH_EMULATOR_HOST, {
    email: `bench-${n}@example.com`,
    password: 'bench-password-1',
    displayName: `Bench Attorney ${n}`,
  });
  const { tenant_id: tenantId } = await call('me', 'POST', { full_name: `Bench Attorney ${n}`, firm_name: `Bench ${n} Injury Law` });
  await call('firm-profile', 'PUT', {
    firmName: `Bench ${n} Injury Law`,
    responsibleAttorney: 'Bea Bench',
    address: '1 Bench Street\nMiami, FL 33131',
    phone: '(305) 555-0199',
    licensedStates: ['FL'],
  });
  await sendThroughRelay(call, `bench-${n}.test`, { from_name: `Bench ${n} Injury Law`, max_per_second: 1000, ...pace });
  const sequence = await call('sequences', 'POST', {
    name: 'Bench newsletter',
    emails: [{ after_days: 0, subject: 'Our November newsletter', body: 'Three tips for driving safely in the rain.\n\nThe team' }],
  });
  await call(`sequences/${sequence.id}/approval`, 'POST', { content_hash: sequence.content_hash });
  const { body_html: bodyHtml } = (await db.doc(`tenants/${tenantId}/email_sequences/${sequence.id}/emails/0`).get()).data() ?? {};
  const now = Timestamp.now();
  const addresses = [];
  // As enrolling writes them: the reader, the enrolment and its message (130 readers to a batch).
  for (let i = 0; i < count; i += 130) {
    const batch = db.batch();
    for (let j = i; j < Math.min(count, i + 130); j++) {
      const contact = db.collection(`tenants/${tenantId}/contacts`).doc();
      const email = `reader-${j}@bench-${n}.example`;
      addresses.push(email);
      batch.set(contact, {
        name: `Reader ${j}`,
        email,
        relationship: 'subscriber',
        state: 'FL',
        do_not_contact: false,
        consent: { email: 'granted', sms: null, call: null },
      });
      const enrolmentId = `${sequence.id}_${contact.id}`;
      batch.set(db.doc(`tenants/${tenantId}/enrolments/${enrolmentId}`), {
        sequence_id: sequence.id,
        contact_id: contact.id,
        contact_name: `Reader ${j}`,
        contact_email: email,
        status: 'active',
        unsubscribed_at: null,
        enrolled_by: uid,
        enrolled_at: now,
        updated_at: now,
      });
      batch.set(db.doc(`tenants/${tenantId}/messages/${enrolmentId}_0`), {
        tenant_id: tenantId,
        sequence_id: sequence.id,
        enrolment_id: enrolmentId,
        contact_id: contact.id,
        position: 0,
        day: 0,
        subject: 'Our November newsletter',
        body_html: bodyHtml ?? '<p>Three tips for driving safely in the rain.</p><p>The team</p>',
        message_id: `<${randomUUID()}@bench.example>`,
        ...queuedDelivery(now, { held: false, now }),
      });
    }
    await batch.commit();
  }
  await db.doc(`tenants/${tenantId}`).set({ sends_mail: true }, { merge: true });
  return { tenantId, addresses: new Set(addresses) };
}

const caughtOf = (firm) => catcher.messages.filter((m) => m.envelopeTo.some((to) => firm.addresses.has(to)));
const busiestSecond = (messages) => {
  const perSecond = new Map();
  for (const m of messages) {
    const s = Math.floor(Date.parse(m.receivedAt) / 1000);
    perSecond.set(s, (perSecond.get(s) ?? 0) + 1);
  }
  return Math.max(0, ...perSecond.values());
};
const load1 = () => loadavg()[0].toFixed(2);

console.log(
  `fan-out bench: ${scenario} ${args.join(' ')} on ${cpus().length} cores; load average before ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const { deliverDue, sendFirmDue, LEASE_MS } = await load('src/server/sending/deliverDue.ts');
try {
  if (scenario === 'throughput') {
    const [firmCount, perFirm, workers] = [arg(0, 20), arg(1, 1000), arg(2, 4)];
    const firms = [];
    for (let i = 0; i < firmCount; i++) firms.push(await firmWithDue(perFirm));
    const started = Date.now();
    const report = await deliverDue({ firms: firms.map((f) => f.tenantId), workers });
    const seconds = (Date.now() - started) / 1000;
    const ids = new Set(catcher.messages.map((m) => m.messageId));
    console.log(
      `${firmCount} firms x ${perFirm} due, ${workers} workers: ${seconds.toFixed(1)} s, ${(catcher.messages.length / seconds).toFixed(0)} messages/s; ` +
        `the catcher received ${catcher.messages.length} (${ids.size} distinct); ${report.jobs} jobs, sent ${report.sent}, errors ${report.errors}; load average after ${load1()}`,
    );
  } else if (scenario === 'pace') {
    const [count, jobs] = [arg(0, 60), arg(1, 4)];
    const firm = await firmWithDue(count, { max_per_second: 5 });
    const started = Date.now();
    // The firm's tick-started job and, beside it, more jobs of the same firm (as when a lease ran
    // out under a live job): all of them share the firm's budget.
    const runs = await Promise.all([
      deliverDue({ firms: [firm.tenantId], workers: jobs }),
      ...Array.from({ length: jobs - 1 }, (_, i) => sendFirmDue(firm.tenantId, `bench-overlap-${i}`, { budgetMs: 10 * 60_000 })),
    ]);
    const caught = caughtOf(firm);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `one firm at max_per_second 5, ${jobs} jobs at once: ${caught.length} delivered (${new Set(caught.map((m) => m.messageId)).size} distinct) in ${seconds.toFixed(1)} s; ` +
        `busiest second at the catcher: ${busiestSecond(caught)}; taken by another job: ${runs.reduce((s, r) => s + r.taken_elsewhere, 0)}; load average after ${load1()}`,
    );
  } else if (scenario === 'fairness') {
    const largeCount = arg(0, 20000);
    const large = await firmWithDue(largeCount);
    const small = await firmWithDue(1);
    const started = Date.now();
    const pass = deliverDue({ firms: [large.tenantId, small.tenantId], workers: 4 });
    let smallAt = null;
    while (!smallAt) {
      const [m] = caughtOf(small);
      if (m) smallAt = Date.parse(m.receivedAt);
      else await new Promise((r) => setTimeout(r, 20));
    }
    const largeBefore = caughtOf(large).length;
    console.log(
      `1 message due beside a firm with ${largeCount}: the small firm's message arrived ${((smallAt - started) / 1000).toFixed(2)} s after the tick, ` +
        `when the large firm had ${largeBefore} delivered; load average ${load1()}`,
    );
    // The large firm's own time is the throughput scenario's figure; with --finish this one waits for it too.
    if (!process.argv.includes('--finish')) {
      // Left running, the large firm's job would only log its way through a closing module runner.
      await stopAll();
      process.exit(0);
    }
    const report = await pass;
    console.log(`the large firm finished in ${((Date.now() - started) / 1000).toFixed(1)} s (${report.jobs} jobs)`);
  } else if (scenario === 'kill') {
    const [firmCount, perFirm] = [arg(0, 4), arg(1, 250)];
    const firms = [];
    for (let i = 0; i < firmCount; i++) firms.push(await firmWithDue(perFirm));
    const total = firmCount * perFirm;
    const env = { ...process.env, SEND_WORKERS: '4' };
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/stack/send-due-pass.ts'], { cwd: root, env, stdio: 'ignore' });
    while (catcher.messages.length < total / 3) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const beforeRerun = catcher.messages.length;
    // Claimed by the dead pass, no outcome recorded: the only messages that may arrive twice.
    let inFlight = 0;
    for (const firm of firms) {
      const sending = await db.collection(`tenants/${firm.tenantId}/messages`).where('status', '==', 'sending').get();
      inFlight += sending.size;
    }
    const rerun = await deliverDue({ firms: firms.map((f) => f.tenantId), workers: 4, now: () => Date.now() + LEASE_MS + 1000 });
    const perMessage = new Map();
    for (const m of catcher.messages) perMessage.set(m.messageId, (perMessage.get(m.messageId) ?? 0) + 1);
    const twice = [...perMessage.values()].filter((c) => c > 1).length;
    console.log(
      `SIGKILL after ${beforeRerun} of ${total} delivered, ${inFlight} claimed with no outcome (in flight); the rerun sent ${rerun.sent}: ` +
        `${perMessage.size} of ${total} distinct messages delivered, ${twice} twice; load average after ${load1()}`,
    );
  } else {
    throw new Error(`Unknown scenario ${scenario}: throughput, pace, fairness or kill.`);
  }
} finally {
  await vite.close();
  await stopAll();
}
process.exit(0);
