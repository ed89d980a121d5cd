// Helpers for API tests: real emulator accounts, and Requests routed to the
// modules in netlify/functions by their own config.path, as Netlify routes them,
// so the handlers get real path parameters in `context.params`.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { dispatch, functionFiles, functionsDir, routeTable } from '../../scripts/stack/functions.mjs';
import type { Profile } from '#shared/profile';
import { emulatorConfirmEmail } from '../../scripts/stack/index.mjs';

const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST!;

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

async function identityToolkit(path: string, body: unknown) {
  const res = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = await res.json();
  if (!res.ok) throw new Error(`${path}: ${JSON.stringify(data)}`);
  return data;
}

/**
 * A new account. Verified by default, as after clicking the confirmation link (the Auth
 * emulator lets its owner mark it), with a token minted afterwards that says so.
 */
export async function createUser(name = 'Test Attorney', { verified = true } = {}): Promise<TestUser> {
  const email = `${randomUUID()}@example.com`;
  const password = 'test-password-1';
  const data = await identityToolkit('accounts:signUp', { email, password, displayName: name, returnSecureToken: true });
  if (!verified) return { uid: data.localId, email, idToken: data.idToken };
  await markEmailVerified(data.localId);
  const signedIn = await identityToolkit('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: data.localId, email, idToken: signedIn.idToken };
}

/** What clicking the confirmation link does, through the emulator's admin access. */
export const markEmailVerified = (uid: string) => emulatorConfirmEmail(authHost(), uid);

/** The account's address no longer confirmed, as after it is changed. */
export async function markEmailUnverified(uid: string) {
  const res = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, emailVerified: false }),
  });
  if (!res.ok) throw new Error(`Could not unconfirm the email of ${uid}: ${await res.text()}`);
}

export async function deleteUser(user: TestUser) {
  await identityToolkit('accounts:delete', { idToken: user.idToken });
}

export function request(
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  return new Request(`http://localhost/api/${path}`, { method: init.method ?? 'GET', headers, body });
}

/** Every function's routes, from their own config.path: what the router serves. */
export const routes = routeTable(
  await Promise.all(
    functionFiles().map(async (file: string) => ({ name: file.replace(/\.[^.]+$/, ''), module: await import(join(functionsDir, file)) })),
  ),
);

/** A client address from the range reserved for tests (198.18.0.0/15), new for each request unless given. */
const someAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Sends a Request to the function whose config.path matches it; no match is a test bug.
 * Each request comes from its own address unless `ip` says otherwise, so only tests about
 * per-address limits meet them. `background` receives the work the function goes on with after
 * its answer (waitUntil), for a test to await.
 */
export async function send(
  req: Request,
  { ip = someAddress(), background }: { ip?: string; background?: Promise<unknown>[] } = {},
): Promise<Response> {
  const response = await dispatch(routes, req, { ip, background });
  if (!response) throw new Error(`No function answers ${req.method} ${new URL(req.url).pathname}`);
  return response;
}

type RequestInit = Parameters<typeof request>[1];

/** Calls `/api/${path}` through the routing table, from `ip` when given. */
export const api = (path: string, init?: RequestInit & { ip?: string }) => send(request(path, init), { ip: init?.ip });

/** A response's JSON body, typed as the API's contract says it is (the tests then check it). */
export async function readJson<T = unknown>(res: Response): Promise<T> {
  return JSON.parse(await res.text()) as T;
}

/** The `{error}` message of a failed call. */
export async function readError(res: Response): Promise<string> {
  return (await readJson<{ error: string }>(res)).error;
}

/** A new attorney with their own firm (tenant), as after sign-up. */
export async function createAttorney(
  name = 'Test Attorney',
  firm = 'Test Injury Law',
  options: { verified?: boolean } = {},
): Promise<TestUser & { tenantId: string }> {
  const user = await createUser(name, options);
  const res = await api('me', { method: 'POST', token: user.idToken, body: { full_name: name, firm_name: firm } });
  if (res.status !== 201) throw new Error(`POST /api/me answered ${res.status}`);
  const { tenant_id } = await readJson<Profile>(res);
  if (!tenant_id) throw new Error('POST /api/me answered a profile without a tenant');
  return { ...user, tenantId: tenant_id };
}

/** A complete firm profile of a Georgia firm, whose rules are the national ones. */
export const GEORGIA_FIRM = {
  firmName: 'Test Injury Law',
  responsibleAttorney: 'Test Attorney',
  address: '100 Peachtree Street NW\nAtlanta, GA 30303',
  phone: '(404) 555-0100',
  licensedStates: ['GA'],
};

/** Saves the firm profile of the attorney's firm through the API. */
export async function saveFirmProfile(user: TestUser, profile: Record<string, unknown> = GEORGIA_FIRM) {
  const res = await api('firm-profile', { method: 'PUT', token: user.idToken, body: profile });
  if (res.status !== 200) throw new Error(`PUT /api/firm-profile answered ${res.status}: ${await res.text()}`);
  return readJson(res);
}

/** A new attorney whose firm has a complete profile (by default the Georgia firm), so its emails can be saved. */
export async function createFirmWithProfile(profile: Record<string, unknown> = GEORGIA_FIRM) {
  const attorney = await createAttorney('Test Attorney', String(profile.firmName ?? 'Test Injury Law'));
  await saveFirmProfile(attorney, profile);
  return attorney;
}

/** Sets server environment variables for the following calls. */
export async function setServerEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  const { resetServerEnvForTests } = await import('#server/env');
  resetServerEnvForTests();
}

/**
 * Every document in the store, in every project and database, by its full name, with its last
 * update time and a digest of its fields, read from the Firestore emulator's own state (a
 * test-only endpoint of scripts/stack/firestore-emulator.mjs): compare two of these to prove
 * nothing was written, changed or deleted anywhere. Milliseconds even after the bulk tests.
 */
export async function storeSnapshot(): Promise<Map<string, string>> {
  const res = await fetch(process.env.STORE_SNAPSHOT_URL!);
  if (!res.ok) throw new Error(`The Firestore emulator's snapshot answered ${res.status}`);
  const documents = (await res.json()) as Record<string, string>;
  return new Map(Object.entries(documents).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
