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
const second = { dataDir: join(tmpdir(), 'cc-stack-second'), authPort: 9399, firestorePort: 8380 };
const stacks = [
  { dataDir: apiTestsDataDir, authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST! },
  { dataDir: second.dataDir, authHost: `127.0.0.1:${second.authPort}` },
];
let started: { stop: () => Promise<void> } | undefined;
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
