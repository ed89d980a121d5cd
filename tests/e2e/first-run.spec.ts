import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_AUTH_EMULATOR_HOST } from '../../src/shared/authEmulator';
import { SIGN_IN_REFUSED, SIGN_UP_REFUSED } from '../../src/browser/authErrors';
import { expect, test } from './fixtures';
import { newAttorney, signUp } from './helpers';
import { expectNoSeriousA11yViolations } from './axe';

const MAIL_CATCHER = 'http://127.0.0.1:8025/messages';

interface CaughtMail {
  envelopeTo: string[];
  subject: string;
  text: string;
}

/** The links the mail catcher received for an address under a subject, oldest first (the auth-mail bridge sends them). */
async function mailedLinks(request: APIRequestContext, to: string, subject: string): Promise<string[]> {
  const messages: CaughtMail[] = await (await request.get(MAIL_CATCHER)).json();
  return messages.filter((m) => m.envelopeTo.includes(to) && m.subject === subject).map((m) => /https?:\/\/\S+/.exec(m.text)?.[0] ?? '');
}

/** A problem shown beside a field: the field is marked invalid and described by the words. */
async function expectProblemBeside(page: Page, label: string, words: string | RegExp) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(words);
}

test('sign-up and sign-in problems show beside their fields in our words, the first one focused', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expectProblemBeside(page, 'Full name', 'Please enter your full name.');
  await expectProblemBeside(page, 'Firm name', 'Please enter your firm name.');
  await expectProblemBeside(page, 'Email', 'You must provide either an email or phone number and a password');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Firebase's refusals, translated, beside the field they are about; never Firebase's own text.
  const who = newAttorney();
  await page.getByLabel('Full name').fill(who.fullName);
  await page.getByLabel('Firm name').fill(who.firmName);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expectProblemBeside(page, 'Password', /That password is too weak\. Use at least 6 characters\./);
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.locator('main')).not.toContainText('Firebase');

  // An address that already has an account: our words, beside the email.
  const existing = await signUp(page, newAttorney(), { confirmEmail: false });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByLabel('Full name').fill(who.fullName);
  await page.getByLabel('Firm name').fill(who.firmName);
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expectProblemBeside(page, 'Email', SIGN_UP_REFUSED);

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectProblemBeside(page, 'Password', SIGN_IN_REFUSED);
  await expect(page.locator('main')).not.toContainText('Firebase');
});

test('forgot password: the reset email reaches the mail catcher and its link sets a new password', async ({
  page,
  request,
  signedIn: who,
}) => {
  await page.goto('/login');

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectProblemBeside(page, 'Email', 'You must provide either an email or phone number and a password');
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account uses ${who.email}, a link to choose a new password is on its way.`);
  await expectNoSeriousA11yViolations(page);

  let link = '';
  await expect
    .poll(async () => (link = (await mailedLinks(request, who.email, 'Reset your CaseCourier password')).at(-1) ?? ''))
    .toMatch(/mode=resetPassword/);
  // The link's code sets the new password, as the page the link opens does.
  const oobCode = new URL(link).searchParams.get('oobCode');
  const reset = await request.post(
    `http://${DEFAULT_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=any`,
    {
      data: { oobCode, newPassword: 'a-brand-new-password' },
    },
  );
  expect(reset.ok(), await reset.text()).toBe(true);
  expect(new URL(new URL(link).searchParams.get('continueUrl')!).pathname).toBe('/login');

  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a new account: the banner until the address is confirmed, Resend, and the link back into the workspace', async ({
  page,
  request,
}) => {
  const who = await signUp(page, newAttorney(), { confirmEmail: false });
  const banner = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(banner).toContainText(`We sent a link to ${who.email}.`);
  const steps = page.getByTestId('getting-started-step');
  await expect(steps.first()).toContainText('Confirm your email address');
  await expectNoSeriousA11yViolations(page);

  const subject = 'Confirm your email address for CaseCourier';
  await expect.poll(async () => (await mailedLinks(request, who.email, subject)).length).toBe(1);
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByTestId('toast')).toContainText('Confirmation link sent.');
  await expect.poll(async () => (await mailedLinks(request, who.email, subject)).length).toBe(2);

  // The banner follows the user to every signed-in screen.
  await page.goto('/contacts');
  await expect(page.getByRole('region', { name: 'Confirm your email address' })).toBeVisible();

  // Opening the emailed link confirms the address; its continue address leads back into the workspace.
  const link = (await mailedLinks(request, who.email, subject)).at(-1)!;
  expect((await request.get(link)).ok()).toBe(true);
  const back = new URL(new URL(link).searchParams.get('continueUrl')!);
  expect(back.pathname + back.search).toBe('/dashboard?confirmed=1');
  await page.goto(back.pathname + back.search);
  await expect(page.getByTestId('toast')).toContainText('Email address confirmed.');
  await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('getting-started')).not.toContainText('Confirm your email address');
});

test('Getting started: each step links to where it is done, starts from what the firm gave us, and leaves once done', async ({
  page,
  signedIn: who,
}) => {
  await page.goto('/dashboard');
  const list = page.getByTestId('getting-started');
  await expect(list).toContainText('1 of 5 done');
  const steps = list.getByTestId('getting-started-step');
  await expect(steps).toHaveText([/Complete your firm profile/, /Set up sending/, /Add your first contacts/, /Create your first sequence/]);
  await expect(list.getByRole('link', { name: 'Open the firm profile' })).toHaveAttribute('href', '/settings#firm-profile');
  await expect(list.getByRole('link', { name: 'Open sending settings' })).toHaveAttribute('href', '/settings#sending');
  await expect(list.getByRole('link', { name: 'Open contacts' })).toHaveAttribute('href', '/contacts');
  await expect(list.getByRole('link', { name: 'Open sequences' })).toHaveAttribute('href', '/sequences');
  await expectNoSeriousA11yViolations(page);

  // The firm profile starts from the names given at sign-up.
  await list.getByRole('link', { name: 'Open the firm profile' }).click();
  await expect(page.getByLabel('Firm name')).toHaveValue(who.firmName);
  await expect(page.getByLabel('Responsible attorney')).toHaveValue(who.fullName);
  await page.getByLabel('Postal address').fill('100 Peachtree Street NW\nAtlanta, GA 30303');
  await page.getByLabel('Phone').fill('(404) 555-0100');
  await page.getByRole('checkbox', { name: 'Georgia' }).check();
  await page.getByRole('button', { name: 'Save Firm Profile' }).click();
  await expect(page.getByTestId('toast')).toContainText('Firm profile saved.');

  await page.goto('/dashboard');
  await expect(list).toContainText('2 of 5 done');
  await expect(steps).toHaveCount(3);
  await expect(list).not.toContainText('Complete your firm profile');
});

test('leaving the sequence form for Settings keeps its draft', async ({ page, signedIn: _signedIn }) => {
  await page.goto('/sequences');
  await page.getByRole('button', { name: 'Create Your First Sequence' }).click();
  await page.getByLabel('Sequence Name').fill('Spring newsletter');
  await page.getByLabel('AI Prompt').fill('A spring safety newsletter for our clients');
  await expect(page.getByTestId('profile-missing')).toContainText('This draft is kept while you are there.');
  await page.getByRole('link', { name: 'Settings, Firm profile' }).click();
  await expect(page).toHaveURL(/\/settings#firm-profile$/);
  await expect(page.getByRole('heading', { name: 'Firm profile' })).toBeVisible();

  await page.goBack();
  await expect(page.getByLabel('Sequence Name')).toHaveValue('Spring newsletter');
  await expect(page.getByLabel('AI Prompt')).toHaveValue('A spring safety newsletter for our clients');
  // Cancel drops the draft: the list opens next time.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Create Your First Sequence' })).toBeVisible();
});

test('contacts show US phones in national format, others internationally, and read on a phone', async ({ page, signedIn: who }) => {
  const session = await (
    await fetch(`http://${DEFAULT_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: who.password, returnSecureToken: true }),
    })
  ).json();
  for (const contact of [
    { name: 'Dana Whitfield', phone: '+14045550117', relationship: 'client', source: 'Added by hand' },
    { name: 'Oliver Hart', phone: '+442079460958', relationship: 'lead', source: 'Added by hand' },
  ]) {
    const made = await page.request.post('/api/contacts', { headers: { authorization: `Bearer ${session.idToken}` }, data: contact });
    expect(made.status(), await made.text()).toBe(201);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contacts');
  const table = page.getByTestId('contacts-table');
  await expect(table.getByRole('row', { name: /Dana Whitfield/ })).toContainText('(404) 555-0117');
  await expect(table.getByRole('row', { name: /Oliver Hart/ })).toContainText('+44 20 7946 0958');
  // On a phone each contact is a block of labelled lines: nothing is cut at the screen's edge.
  const phone = table.getByRole('cell', { name: '(404) 555-0117' });
  const box = (await phone.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await phone.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Phone"');
  await expectNoSeriousA11yViolations(page);

  await table.getByRole('button', { name: 'Dana Whitfield' }).click();
  await expect(page.getByTestId('contact-detail')).toContainText('Phone:(404) 555-0117');
});
