// Staff accounts and welcome forms for the desk's tests: staff made through the real command's
// module (grantStaff), forms sent through POST /api/onboarding as the wizard sends them.
import { randomUUID } from 'node:crypto';
import { grantStaff } from '#server/backoffice/staffAccounts';
import { pngBytes, jpegBytes } from '../support/images';
import { api, createUser, readJson, send, type TestUser } from './support';

const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST!;

export async function identityToolkit<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = await res.json();
  if (!res.ok) throw new Error(`${path}: ${JSON.stringify(data)}`);
  return data as T;
}

export async function signIn(email: string, password: string): Promise<string> {
  return (await identityToolkit<{ idToken: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true })).idToken;
}

/** A staff member: an account given the claim by the same code as `npm run staff:add`, signed in again so the token carries it. */
export async function createStaff(name = 'Pat Lee'): Promise<TestUser> {
  const user = await createUser(name);
  await grantStaff(user.email, { continueUrl: 'http://localhost:4321/login' });
  return { ...user, idToken: await signIn(user.email, 'test-password-1') };
}

export const welcomeFields = (email: string, firmName = `Rivera Injury Law ${randomUUID().slice(0, 6)}`) => ({
  firmName,
  primaryContactName: 'Ana Rivera',
  email,
  phoneNumber: '(305) 555-0100',
  firmWebsiteUrl: 'https://rivera.example',
  stateBarNumber: 'FL-123456',
  physicalAddress: '100 Main Street, Miami, FL 33131',
  targetCity: 'Miami',
  addAnotherCity: 'Coral Gables',
  entireCounty: false,
  specificZipCodes: '33131, 33132',
  accidentTypes: ['Car accidents'],
  otherAccidentType: '',
  brandColors: '#0b5394',
  newsletterSendDay: 'Thursday',
  specialInstructions: 'Keep it warm.',
});

/** The wizard's POST /api/onboarding, with a logo and a headshot. */
export async function submitWelcomeForm(fields: Record<string, unknown>): Promise<string> {
  const form = new FormData();
  form.set('data', JSON.stringify(fields));
  form.set('firmLogo', new File([(await pngBytes(300, 120, '#0b5394')).slice()], 'logo.png', { type: 'image/png' }));
  form.set('headshot', new File([(await jpegBytes()).slice()], 'ana.jpg', { type: 'image/jpeg' }));
  const res = await send(
    new Request('http://localhost/api/onboarding', { method: 'POST', body: form, headers: { 'Idempotency-Key': randomUUID() } }),
  );
  if (res.status !== 201) throw new Error(`onboarding: ${res.status} ${await res.text()}`);
  return (await readJson<{ id: string }>(res)).id;
}

export const deskCall =
  (token: string | undefined) =>
  (path: string, method = 'GET', body?: unknown) =>
    api(path, { method, token, body });
