// The local backend: Firebase Auth emulator (firebase-tools) and a Firestore
// emulator, started as child processes, with optional persistence in a
// git-ignored folder. Used by `npm run dev`, the e2e server and the API tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';

export const PROJECT_ID = 'demo-casecourier';
const root = resolve(import.meta.dirname, '../..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

// Ceilings, not waits: each resolves as soon as the emulator answers. A firebase-tools start-up
// (about 10 CPU-seconds) beside a build, a browser run and a busy core was seen to take over 30 s,
// and over 120 s at the start of npm test on two cores that other work kept ten times oversubscribed.
const START_UP_CEILING_MS = 300_000;

function waitForPort(port, timeoutMs = START_UP_CEILING_MS) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolvePromise, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolvePromise();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Nothing answered on port ${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

function portInUse(port) {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolvePromise(true)));
    socket.once('error', () => (socket.destroy(), resolvePromise(false)));
  });
}

function exited(child) {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolvePromise();
    child.once('exit', () => resolvePromise());
  });
}

/** The key that encrypts integration keys locally: generated once into the data folder. */
export function localApiKeysSecret(dataDir) {
  const file = join(dataDir, 'api-keys-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The Stripe webhook secret of every local stack (development and tests only). */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_casecourier_local_development';

/** What the functions need to reach the emulators: known before they start, so other parts can start alongside. */
export function emulatorEnv({ dataDir, authPort = 9099, firestorePort = 8080 }) {
  return {
    // Development mode: only with it do the functions accept the emulators in place of a service account.
    CASECOURIER_DEV: '1',
    // Sending-domain DNS lookups answered locally (src/server/sending/dnsStandIn.ts): a firm's
    // .test domain carries the records it was told to add, so it verifies with no network.
    DNS_STAND_IN: '1',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    GCLOUD_PROJECT: PROJECT_ID,
    API_KEYS_SECRET: localApiKeysSecret(dataDir),
    // The local Stripe webhook's signing secret: events signed with it (the demo's, the tests') are accepted.
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
    // No Google metadata server here: without this, Google's client libraries probe
    // for one on each cold start and wait about 3 s for the probe to time out.
    METADATA_SERVER_DETECTION: 'none',
  };
}

/**
 * Starts both emulators and resolves once they accept connections. With `snapshotPort` (tests
 * only), the Firestore emulator also answers every document it holds there (GET /documents).
 * @param {{ dataDir: string, authPort?: number, firestorePort?: number, snapshotPort?: number, persist?: boolean, quiet?: boolean }} options
 */
export async function startEmulators({ dataDir, authPort = 9099, firestorePort = 8080, snapshotPort, persist = false, quiet = true }) {
  mkdirSync(dataDir, { recursive: true });
  for (const port of [authPort, firestorePort, ...(snapshotPort ? [snapshotPort] : [])]) {
    if (await portInUse(port)) throw new Error(`Port ${port} is already in use: is another dev stack or test run going?`);
  }
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'];

  // firebase-tools reads ports from a config file: derive one for these ports.
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  config.emulators.auth.port = authPort;
  config.emulators.firestore.port = firestorePort;
  // firebase-tools also opens a hub and a logging port (4400 and 4500 by default); two stacks on the
  // same defaults (the dev stack beside the API tests, or the e2e server beside them) make the later
  // one's Auth emulator exit a moment after it started. Each stack gets its own, next to its Auth port.
  config.emulators.hub = { host: '127.0.0.1', port: authPort + 1 };
  config.emulators.logging = { host: '127.0.0.1', port: authPort + 2 };
  config.firestore = { rules: join(root, 'firestore.rules'), indexes: join(root, 'firestore.indexes.json') };
  const configPath = join(dataDir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));

  const authExport = join(dataDir, 'auth-export');
  const authArgs = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', configPath];
  if (persist) {
    if (existsSync(join(authExport, 'firebase-export-metadata.json'))) authArgs.push('--import', authExport);
    authArgs.push('--export-on-exit', authExport);
  }
  const auth = spawn(bin('firebase'), authArgs, {
    cwd: dataDir,
    stdio,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });

  const firestoreArgs = [join(root, 'scripts/stack/firestore-emulator.mjs'), '--port', String(firestorePort)];
  if (persist) firestoreArgs.push('--data', join(dataDir, 'firestore.json'));
  if (snapshotPort) firestoreArgs.push('--snapshot-port', String(snapshotPort));
  const firestore = spawn(process.execPath, firestoreArgs, { stdio, cwd: root });

  const children = [auth, firestore];
  const stop = async () => {
    // SIGINT lets firebase-tools export; the Firestore emulator exports on SIGTERM.
    if (auth.exitCode === null) auth.kill('SIGINT');
    if (firestore.exitCode === null) firestore.kill('SIGTERM');
    const timer = setTimeout(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')), 15_000);
    await Promise.all(children.map(exited));
    clearTimeout(timer);
  };

  try {
    await Promise.race([
      Promise.all([authPort, firestorePort, ...(snapshotPort ? [snapshotPort] : [])].map((port) => waitForPort(port))),
      ...children.map((c) =>
        exited(c).then(() => {
          throw new Error(`An emulator exited during start-up (exit code ${c.exitCode})`);
        }),
      ),
    ]);
    // The Auth emulator opens its port a moment before it answers requests.
    await waitForHttp(`http://127.0.0.1:${authPort}/`);
  } catch (error) {
    await stop();
    throw error;
  }

  const env = emulatorEnv({ dataDir, authPort, firestorePort });
  // The Firestore emulator's process id: benches read the CPU time it spends.
  return { env, stop, firestorePid: firestore.pid };
}

async function waitForHttp(url, timeoutMs = START_UP_CEILING_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // One answer is enough; a request the emulator holds on to is asked again.
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Creates an account in the Auth emulator (or signs in if it exists) and returns its ID token. */
export async function emulatorSignIn(authHost, { email, password, displayName }) {
  const base = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  const call = async (path, body) => {
    const res = await fetch(`${base}/${path}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { ok: res.ok, body: await res.json() };
  };
  let result = await call('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  if (!result.ok) {
    result = await call('accounts:signUp', { email, password, displayName, returnSecureToken: true });
    if (!result.ok) throw new Error(`Could not create ${email}: ${JSON.stringify(result.body)}`);
    if (displayName) await call('accounts:update', { idToken: result.body.idToken, displayName });
  }
  return { idToken: result.body.idToken, uid: result.body.localId };
}

/**
 * Marks an account's email address as confirmed, as clicking the link in the
 * confirmation email does (the emulator lets its owner do this). Generating on
 * the platform's AI key needs a confirmed address.
 */
export async function emulatorConfirmEmail(authHost, uid) {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  if (!res.ok) throw new Error(`Could not confirm the email of ${uid}: ${await res.text()}`);
}
