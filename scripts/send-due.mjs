#!/usr/bin/env node
// `npm run send-due`: runs the scheduled delivery pass now, in the running `npm run dev`
// (Netlify runs it every 5 minutes in production). Prints what it did; the mail is in
// the local mail catcher (http://127.0.0.1:8025/).
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
  `Delivery pass: ${report.due} due, ${report.sent} sent, ${report.skipped} skipped, ${report.retrying} to retry, ${report.failed} failed, ${report.taken_elsewhere} taken by another pass, ${report.errors} errors (${report.took_ms} ms).`,
);
