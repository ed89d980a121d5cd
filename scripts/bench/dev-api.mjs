#!/usr/bin/env node
// Latency of API calls through a running `npm run dev`, as the browser makes them.
//   npm run dev            (in another shell)
//   node scripts/bench/dev-api.mjs [calls=50] [base=http://127.0.0.1:4321]
import { DEMO_LOGIN } from '../stack/demo-firm.mjs';
import { emulatorSignIn } from '../stack/index.mjs';
import { ms, summary, timeEach } from './stats.mjs';

const calls = Number(process.argv[2] || 50);
const base = process.argv[3] || 'http://127.0.0.1:4321';
const { idToken } = await emulatorSignIn('127.0.0.1:9099', {
  email: DEMO_LOGIN.email,
  password: DEMO_LOGIN.password,
  displayName: DEMO_LOGIN.fullName,
});

for (const path of ['me', 'sequences', 'agents']) {
  const times = await timeEach(calls, async () => {
    const res = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${idToken}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET /api/${path} answered ${res.status}`);
  });
  const s = summary(times);
  console.log(`GET /api/${path.padEnd(10)} ${calls} calls   median ${ms(s.median)}   p90 ${ms(s.p90)}   max ${ms(s.max)}`);
}
