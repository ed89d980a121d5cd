#!/usr/bin/env node
// `npm run send-due`: runs the scheduled tick now, in the running `npm run dev`: it finds the firms
// with due mail and runs their sending jobs in that process, SEND_WORKERS at once, and answers
// when they are done (Netlify runs the tick every 5 minutes in production and each job as a
// background function). Prints what it did; the mail is in the local mail catcher
// (http://127.0.0.1:8025/).
const base = `http://127.0.0.1:${process.env.PORT || 4321}`;
let res;
try {
  res = await fetch(`${base}/.netlify/functions/send-due`, { method: 'POST', body: JSON.stringify({ next_run: null }) });
} catch {
  console.error(`Nothing answered at ${base}: start \`npm run dev\` first.`);
  process.exit(1);
}
const report = await res.json();
if (!res.ok) {
  console.error(`The pass failed (${res.status}): ${report.error}`);
  process.exit(1);
}
console.log(
  `Delivery pass: ${report.firms} firms with due mail, ${report.jobs} jobs (${report.busy} found their firm's job already running); ` +
    `${report.due} due, ${report.sent} sent, ${report.skipped} skipped, ${report.retrying} to retry, ${report.throttled} held for a daily limit, ` +
    `${report.failed} failed, ${report.taken_elsewhere} taken by another job, ${report.errors} errors (${report.took_ms} ms).`,
);
