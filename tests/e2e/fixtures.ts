import { test as base, expect, type Page } from '@playwright/test';
import { DEFAULT_AUTH_EMULATOR_HOST } from '../../src/shared/authEmulator';
import { emulatorConfirmEmail } from '../../scripts/stack/index.mjs';
import { newAttorney, type Attorney } from './helpers';

/** What Firebase's web SDK keeps in localStorage for a signed-in user (browserLocalPersistence, src/browser/firebase.ts). */
interface PersistedUser {
  key: string;
  value: Record<string, unknown> & { providerData: Record<string, unknown>[]; stsTokenManager: Record<string, unknown> };
}

const IDENTITY = `http://${DEFAULT_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

async function identity(path: string, body: unknown) {
  const res = await fetch(`${IDENTITY}/${path}?key=local-emulator-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`Auth emulator ${path}: ${JSON.stringify(answer)}`);
  return answer as { localId: string; idToken: string; refreshToken: string; expiresIn: string };
}

/** The session record Firebase keeps in this page's origin. */
function readPersistedUser(page: Page): Promise<PersistedUser | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('firebase:authUser:'));
    return key ? { key, value: JSON.parse(localStorage.getItem(key)!) } : null;
  });
}

/** Writes a session record where Firebase looks for it, before any page of the app has started Firebase. */
function writePersistedUser(page: Page, user: PersistedUser) {
  return page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), user);
}

interface Fixtures {
  noCspViolations: void;
  /** False: the signed-in account's email address is left unconfirmed (a new account's state). */
  confirmEmail: boolean;
  /**
   * A new firm's attorney, signed in: the account is made through the Auth emulator's REST API and
   * the app's POST /api/me, its address confirmed (unless `confirmEmail` is false), and its session
   * written where Firebase keeps it (localStorage), in the shape one real sign-in per worker showed. The page starts
   * on a blank page of the site; go where the journey starts.
   */
  signedIn: Attorney;
}

export const test = base.extend<Fixtures, { sessionShape: PersistedUser }>({
  /**
   * Every journey doubles as a Content Security Policy check: a test fails if the
   * browser reports any CSP violation on any page it opened.
   */
  noCspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
      });
      context.on('page', (page) =>
        page.on('pageerror', (error) => {
          if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
        }),
      );
      await use();
      expect(violations, violations.join('\n')).toEqual([]);
    },
    { auto: true },
  ],

  confirmEmail: [true, { option: true }],

  /** One real sign-in through the form per worker: the session record Firebase itself writes. */
  sessionShape: [
    async ({ browser }, use, workerInfo) => {
      const who = newAttorney('shape');
      const made = await identity('accounts:signUp', { email: who.email, password: who.password, returnSecureToken: true });
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const me = await page.request.post('/api/me', {
        headers: { authorization: `Bearer ${made.idToken}` },
        data: { full_name: who.fullName, firm_name: who.firmName },
      });
      expect(me.ok(), await me.text()).toBe(true);
      await page.goto('/login');
      await page.getByLabel('Email').fill(who.email);
      await page.getByLabel('Password').fill(who.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const shape = await readPersistedUser(page);
      await context.close();
      if (!shape) throw new Error('Firebase kept no session in IndexedDB after signing in.');
      await use(shape);
    },
    { scope: 'worker' },
  ],

  signedIn: async ({ page, sessionShape, confirmEmail }, use) => {
    const who = newAttorney();
    const made = await identity('accounts:signUp', { email: who.email, password: who.password, returnSecureToken: true });
    await identity('accounts:update', { idToken: made.idToken, displayName: who.fullName });
    const me = await page.request.post('/api/me', {
      headers: { authorization: `Bearer ${made.idToken}` },
      data: { full_name: who.fullName, firm_name: who.firmName },
    });
    expect(me.ok(), await me.text()).toBe(true);
    if (confirmEmail) await emulatorConfirmEmail(DEFAULT_AUTH_EMULATOR_HOST, made.localId);
    // A token issued now carries the confirmation.
    const session = await identity('accounts:signInWithPassword', { email: who.email, password: who.password, returnSecureToken: true });
    const now = Date.now();
    const value = {
      ...sessionShape.value,
      uid: session.localId,
      email: who.email,
      emailVerified: confirmEmail,
      displayName: who.fullName,
      providerData: [{ ...sessionShape.value.providerData[0], uid: who.email, email: who.email, displayName: who.fullName }],
      stsTokenManager: {
        refreshToken: session.refreshToken,
        accessToken: session.idToken,
        expirationTime: now + Number(session.expiresIn) * 1000,
      },
      createdAt: String(now),
      lastLoginAt: String(now),
    };
    // Any page of the site's origin will do: the static robots.txt starts no Firebase.
    await page.goto('/robots.txt');
    await writePersistedUser(page, { key: sessionShape.key, value });
    await use(who);
  },
});

export { expect };
