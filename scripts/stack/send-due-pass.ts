// One delivery pass in this process, against the emulators and SMTP server the environment
// names: what the killed-sender test runs in a child process (and kills), and the benchmark.
//   node --import tsx scripts/stack/send-due-pass.ts [--after-leases]   (one process: a kill ends the pass)
// --after-leases runs the pass as if every current lease had run out (the clock moved on).
import { deliverDue, LEASE_MS } from '#server/sending/deliverDue';

const afterLeases = process.argv.includes('--after-leases');
const report = await deliverDue(afterLeases ? { now: () => Date.now() + LEASE_MS + 1000 } : {});
console.log(JSON.stringify(report));
// firebase-admin keeps its channels open; the pass is over.
process.exit(0);
