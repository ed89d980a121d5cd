import { expect, test } from './fixtures';
import { newAttorney, pauseClock, signUp } from './helpers';
import { expectNoSeriousA11yViolations } from './axe';

test('create an account, land on the dashboard, use its tiles, sign out', async ({ page }) => {
  const who = await signUp(page);
  await expect(page.getByText('This is your command center. Select a feature to get started.')).toBeVisible();
  await expect(page.getByTestId('user-email')).toHaveText(who.email);

  const tiles = page.getByTestId('tile');
  await expect(tiles).toHaveCount(7);
  const expected = [
    ['AI Email Sequences', '/sequences'],
    ['AI Calling Agents', '/agents'],
    ['Lead Importer', '/settings#lead-webhook'],
    ['Internal CRM', '/contacts'],
    ['Campaigns', '/campaigns'],
    ['Reports', '/reports'],
    ['Settings', '/settings'],
  ] as const;
  for (const [i, [title, href]] of expected.entries()) {
    const tile = tiles.nth(i);
    await expect(tile).toContainText(title);
    await expect(tile).toHaveAttribute('href', href);
  }
  // Every tile is live: none says "Coming soon" any more.
  await expect(page.getByText('Coming soon')).toHaveCount(0);

  // A reload keeps the session and the profile.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${who.fullName}!` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('signing in again, and the dashboard grid adapts to the width', async ({ page, signedIn: who }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${who.fullName}!` })).toBeVisible();

  const columns = async () => page.locator('main ul').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await columns()).toBe(3);
  await page.setViewportSize({ width: 800, height: 900 });
  expect(await columns()).toBe(2);
  await page.setViewportSize({ width: 400, height: 900 });
  expect(await columns()).toBe(1);
});

test('visiting the dashboard signed out replaces the history entry with /', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#hero')).toBeVisible();
  // Replaced, not pushed: Back skips /dashboard and returns to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test('a wrong password shows Sign in Failed with a readable reason, and Escape closes it', async ({ page, signedIn: who }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Sign in Failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('The email or password is incorrect.');
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty email is refused with the spec message; F8 reaches the toast; the close button closes it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Password').fill('whatever');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Sign in Failed' });
  await expect(toast).toContainText('You must provide either an email or phone number and a password');
  await page.keyboard.press('F8');
  const region = page.getByRole('region', { name: /Notifications \(F8\)/ });
  await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();

  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByLabel('Full name').fill('Pat Doe');
  await page.getByLabel('Firm name').fill('Doe Law');
  await page.getByLabel('Email').fill(newAttorney().email);
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Sign up Failed' })).toContainText('That password is too weak.');
  await expectNoSeriousA11yViolations(page);
});

test('a toast pauses while hovered, closes after 5 s otherwise, and a swipe right dismisses it', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  const toast = page.getByTestId('toast');

  await submit.click();
  await expect(toast).toBeVisible();
  await toast.hover();
  await page.clock.runFor(6000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 5);
  await page.clock.runFor(4500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1000);
  await expect(toast).toBeHidden();

  await submit.click();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
  await page.mouse.up();
  await expect(toast).toBeHidden();
});
