// Two local stacks side by side (the dev stack beside the API tests, or the e2e server beside
// them) must both keep working: firebase-tools opens more ports than the Auth one, and on shared
// defaults the later stack's Auth emulator exited a moment after it started.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, expect, test } from 'vitest';
import { emulatorSignIn, startEmulators } from '../../scripts/stack/index.mjs';
import { apiTestsDataDir } from './globalSetup';

// The API tests' own stack is running; a second one starts beside it.
const second = { dataDir: join(tmpdir(), 'cc-stack-second'), authPort: 9399, firestorePort: 8380, persist: true };
const stacks = [
  { dataDir: apiTestsDataDir, authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST! },
  { dataDir: second.dataDir, authHost: `127.0.0.1:${second.authPort}` },
];
let started: { stop: () => Promise<void> } | undefined;
rmSync(second.dataDir, { recursive: true, force: true });
afterAll(async () => {
  await started?.stop();
  rmSync(second.dataDir, { recursive: true, force: true });
});

/** Every port firebase-tools opens for a stack, from the configuration the stack was started with. */
const portsOf = (dataDir: string): number[] =>
  Object.values(JSON.parse(readFileSync(join(dataDir, 'firebase.json'), 'utf8')).emulators as Record<string, { port?: number }>)
    .map((emulator) => emulator.port)
    .filter((port): port is number => port !== undefined);

test('a second stack started beside a running one: both sign people in, on ports of their own', async () => {
  started = await startEmulators(second);
  // The exit came from the logging port both stacks shared (4500, taken once the suite was ready),
  // too late for a sign-in right after start-up to notice: so the ports are checked as well.
  const [one, two] = stacks.map(({ dataDir }) => portsOf(dataDir));
  expect(one!.length).toBeGreaterThanOrEqual(4);
  expect(one!.filter((port) => two!.includes(port))).toEqual([]);
  for (const { authHost } of stacks) {
    const account = {
      email: `two-stacks-${authHost.replace(/\W/g, '-')}@example.com`,
      password: 'two-stacks-password',
      displayName: 'Two Stacks',
    };
    const first = await emulatorSignIn(authHost, account);
    expect(first.uid, `the Auth emulator at ${authHost}`).toBeTruthy();
    // A second sign-in a little later: the emulator that exited had answered once before it went.
    expect((await emulatorSignIn(authHost, account)).uid).toBe(first.uid);
  }
}, 360_000);

// npm run dev keeps its accounts between starts. Beside another stack of the same project,
// firebase-tools found the other one's hub and saved its accounts on exit, so the restarted stack
// lacked its own (a restart of npm run dev failed at the demo's sign-in).
test('a stack started again on its saved data signs its accounts in from the first request', async () => {
  const account = { email: 'kept-between-starts@example.com', password: 'kept-password', displayName: 'Kept' };
  const { uid } = await emulatorSignIn(stacks[1]!.authHost, account);
  await started!.stop();
  started = await startEmulators(second);
  const res = await fetch(`http://${stacks[1]!.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  expect((await res.json()).localId).toBe(uid);
}, 360_000);
