import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_AUTH_EMULATOR_HOST } from '../../src/shared/authEmulator';
import { emulatorConfirmEmail, emulatorSignIn } from '../../scripts/stack/index.mjs';

let counter = 0;

/** A new attorney for each journey, so tests never share data. */
export function newAttorney(prefix = 'attorney') {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    fullName: `Alex Morgan ${id}`,
    firmName: `Morgan Injury Law ${id}`,
    email: `${prefix}-${id}@example.com`,
    password: `pw-${id}-secret`,
  };
}

export type Attorney = ReturnType<typeof newAttorney>;

/**
 * Creates an account through the real sign-up form and waits for the dashboard.
 * Then confirms its email address, as clicking the emailed link does, unless
 * `confirmEmail` is false: AI generation on the platform's key needs it.
 */
export async function signUp(page: Page, who: Attorney = newAttorney(), { confirmEmail = true } = {}) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByLabel('Full name').fill(who.fullName);
  await page.getByLabel('Firm name').fill(who.firmName);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${who.fullName}!` })).toBeVisible();
  if (confirmEmail) {
    const { uid } = await emulatorSignIn(DEFAULT_AUTH_EMULATOR_HOST, {
      email: who.email,
      password: who.password,
      displayName: who.fullName,
    });
    await emulatorConfirmEmail(DEFAULT_AUTH_EMULATOR_HOST, uid);
  }
  return who;
}

/**
 * Replaces the page's timers with a paused fake clock: time moves only by
 * `page.clock.runFor`, so tests about durations prove the rule, not the machine's speed.
 */
export async function pauseClock(page: Page) {
  const start = Date.UTC(2026, 0, 5, 9);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** A Georgia firm's profile, whose rules are the national ones. */
export const GEORGIA_PROFILE = {
  responsibleAttorney: 'Dana Reyes',
  address: '100 Peachtree Street NW\nAtlanta, GA 30303',
  phone: '(404) 555-0100',
  state: 'Georgia',
};

/** Completes the firm profile in Settings (sequences save only with one), then returns to the dashboard. */
export async function completeFirmProfile(page: Page, who: Attorney, profile = GEORGIA_PROFILE) {
  await page.goto('/settings');
  await page.getByLabel('Firm name').fill(who.firmName);
  await page.getByLabel('Responsible attorney').fill(profile.responsibleAttorney);
  await page.getByLabel('Postal address').fill(profile.address);
  await page.getByLabel('Phone').fill(profile.phone);
  await page.getByRole('checkbox', { name: profile.state }).check();
  await page.getByRole('button', { name: 'Save Firm Profile' }).click();
  await expect(page.getByTestId('toast')).toContainText('Firm profile saved.');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${who.fullName}!` })).toBeVisible();
}

/**
 * Scrolled to the end of the page, a click at the centre of `target` reaches it:
 * no toast (or anything else) lies on top of it.
 */
export async function expectClickableAtPageEnd(page: Page, target: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const topmost = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && !element.contains(hit) ? (hit.closest('[data-testid]')?.getAttribute('data-testid') ?? hit.tagName) : 'itself';
  });
  expect(topmost, 'what a click at its centre reaches').toBe('itself');
}

/** The attorney's API as their screens call it, with a fresh ID token; any answer other than 2xx fails the test. */
export async function attorneyApi(request: APIRequestContext, who: Attorney) {
  const { idToken } = await emulatorSignIn(DEFAULT_AUTH_EMULATOR_HOST, {
    email: who.email,
    password: who.password,
    displayName: who.fullName,
  });
  return async (path: string, method: string, data?: unknown) => {
    const res = await request.fetch(`/api/${path}`, { method, headers: { authorization: `Bearer ${idToken}` }, data });
    expect(res.ok(), `${method} /api/${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
}

/** A firm's own domain under .test: the e2e server's DNS stand-in answers the records the firm was told to add. */
export const SENDING_DOMAIN = 'morgan.test';

/**
 * Sending a firm can use at once: CaseCourier's relay from the firm's domain, verified by a check
 * of its records. The e2e server delivers through the local mail catcher (SMTP_URL), signed.
 */
export async function setUpSending(call: Awaited<ReturnType<typeof attorneyApi>>, who: Attorney) {
  await call('sending-settings', 'PUT', { method: 'platform', from_name: who.firmName, from_address: `news@${SENDING_DOMAIN}` });
  await call('sending-domain', 'PUT', { domain: SENDING_DOMAIN });
  const checked = await call('sending-domain/check', 'POST');
  expect(checked.verified, JSON.stringify(checked.checks)).toBe(true);
}
