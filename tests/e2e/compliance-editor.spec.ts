import { expect, test } from './fixtures';
import { randomUUID } from 'node:crypto';
import { pngBytes } from '../support/images';
import { GEORGIA_PROFILE, newAttorney, signUp } from './helpers';
import { expectNoSeriousA11yViolations } from './axe';

const COSTS_SENTENCE = 'Clients remain responsible for court costs and case expenses whether or not there is a recovery.';

test('firm profile in Settings, then the editor marks findings, applies a fix, shows the footer and refuses a guarantee', async ({
  page,
  signedIn: who,
}) => {
  const toast = page.getByTestId('toast');

  // Settings: the firm profile, with at least one licensed state.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Firm profile' })).toBeVisible();
  await expect(page.getByText('Your firm has no profile yet.')).toBeVisible();
  await page.getByLabel('Firm name').fill(who.firmName);
  await page.getByLabel('Responsible attorney').fill(GEORGIA_PROFILE.responsibleAttorney);
  await page.getByLabel('Postal address').fill(GEORGIA_PROFILE.address);
  await page.getByLabel('Phone').fill(GEORGIA_PROFILE.phone);
  await page.getByRole('button', { name: 'Save Firm Profile' }).click();
  await expect(toast).toContainText('Failed to save firm profile');
  await expect(page.getByRole('group', { name: /Licensed states/ })).toContainText(
    'Licensed states: choose at least one state where the firm’s lawyers are licensed.',
  );
  await page.getByRole('checkbox', { name: 'Georgia' }).check();
  await page.getByRole('button', { name: 'Save Firm Profile' }).click();
  await expect(toast).toContainText('Firm profile saved.');
  await expect(page.getByText('Your firm has no profile yet.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Generate: the brief's words reach the first email, and "best" is an unproven comparison.
  await page.goto('/sequences');
  await page.getByRole('button', { name: 'New Sequence' }).click();
  await expect(page.getByLabel('Audience')).toHaveValue('subscriber');
  await page.getByLabel('AI Prompt').fill('Newsletter from the best injury lawyers in Atlanta');
  await page.getByRole('button', { name: 'Generate Sequence' }).click();
  await expect(toast).toContainText('Sequence Generated!');
  const previews = page.getByTestId('email-preview');
  await expect(previews).toHaveCount(3);

  const first = previews.first();
  await expect(first.getByTestId('finding-mark')).toHaveText(/^best injury lawyers/);
  const comparison = first.getByTestId('finding');
  await expect(comparison).toHaveCount(1);
  await expect(comparison).toContainText('Warning');
  await expect(comparison).toContainText('comparison');
  await expect(comparison).toContainText('“best injury lawyers” claims superiority the firm may not be able to prove.');
  await expect(comparison).toContainText('Source: ABA Model Rule 7.1, comment [3]');
  // The footer every email ends with, from the firm profile.
  const footer = first.getByTestId('email-footer');
  await expect(footer).toContainText(who.firmName);
  await expect(footer).toContainText('Responsible attorney: Dana Reyes');
  await expect(footer).toContainText('Atlanta, GA 30303');
  // The footer the sender composes: each reader's own unsubscribe link, not a reply.
  await expect(footer).toContainText('To stop receiving these emails, unsubscribe here: http');
  await expect(footer).toContainText('/api/unsubscribe/');
  await expect(footer).not.toContainText('reply with the word');
  await expect(previews.nth(1).getByTestId('findings')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A guarantee and a fee promise in email 2: the fee promise has a fix, shown before it is applied.
  const second = previews.nth(1);
  await page.getByRole('button', { name: 'Edit email 2' }).click();
  const body = second.getByLabel('Body');
  await body.fill('We guarantee you will win your case. No fee unless we win.');
  const guarantee = second.locator('[data-testid="finding"][data-rule="guarantee"]');
  await expect(guarantee).toContainText('Must fix');
  await expect(guarantee).toContainText('Source: ABA Model Rule 7.1 and comment [3]');
  const fees = second.locator('[data-testid="finding"][data-rule="fee-costs"]');
  await expect(fees).toContainText(`Adds: “${COSTS_SENTENCE}”`);
  await fees.getByRole('button', { name: 'Apply fix 2 to email 2' }).click();
  await expect(body).toHaveValue(`We guarantee you will win your case. No fee unless we win. ${COSTS_SENTENCE}`);
  await expect(fees).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The words at fault are marked inside the editor.
  await expect(second.getByTestId('text-mark').first()).toHaveText('you will win');

  // The save is refused beside Save (no toast over the buttons), and the words at fault take the focus.
  await page.getByLabel('Sequence Name').fill('Atlanta newsletter');
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  const problem = page.getByTestId('save-problem');
  await expect(problem).toContainText('Email 2 cannot be saved as it is:');
  await expect(problem).toContainText('Change the marked words and save again.');
  await expect(toast.filter({ hasText: 'cannot be saved' })).toHaveCount(0);
  await expect(body).toBeFocused();
  const selected = await body.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  expect(selected).toBe('you will win');
  await expect(body).toBeInViewport();

  // Without the guarantee it saves, and the list counts the warning it keeps.
  await body.fill(`No lawyer can guarantee an outcome. ${COSTS_SENTENCE}`);
  await expect(guarantee).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  await expect(toast).toContainText('Your new AI sequence has been saved.');
  const card = page.getByTestId('sequence-card');
  await expect(card).toContainText('Atlanta newsletter');
  await expect(card.getByTestId('warning-count')).toHaveText('1 warning');

  // Reopened, the editor shows the finding again.
  await card.getByRole('button', { name: 'Edit Atlanta newsletter' }).click();
  await expect(previews.first().locator('[data-testid="finding"][data-rule="comparison"]')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('Settings offers to fill the firm profile from the welcome form sent from the same address', async ({ page }) => {
  const who = newAttorney();
  const sent = await page.request.post('/api/onboarding', {
    headers: { 'Idempotency-Key': randomUUID() },
    multipart: {
      data: JSON.stringify({
        firmName: who.firmName,
        primaryContactName: 'Ana Rivera',
        email: who.email,
        phoneNumber: '(305) 555-0199',
        physicalAddress: '100 Biscayne Blvd, Miami, FL 33131',
        targetCity: 'Miami',
        accidentTypes: ['Car accidents'],
        brandColors: '#002366',
        newsletterSendDay: 'Tuesday',
      }),
      firmLogo: { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(await pngBytes()) },
    },
  });
  expect(sent.status()).toBe(201);

  await signUp(page, who);
  await page.goto('/settings');
  const offer = page.getByTestId('profile-suggestion');
  await expect(offer).toContainText(`We found the welcome form you sent on`);
  await expect(offer).toContainText(who.firmName);
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole('button', { name: 'Fill from welcome form' }).click();
  await expect(page.getByLabel('Firm name')).toHaveValue(who.firmName);
  await expect(page.getByLabel('Responsible attorney')).toHaveValue('Ana Rivera');
  await expect(page.getByLabel('Postal address')).toHaveValue('100 Biscayne Blvd, Miami, FL 33131');
  await expect(page.getByLabel('Phone')).toHaveValue('(305) 555-0199');
  await page.getByRole('checkbox', { name: 'Florida' }).check();
  await page.getByRole('button', { name: 'Save Firm Profile' }).click();
  await expect(page.getByTestId('toast')).toContainText('Firm profile saved.');
  await page.reload();
  await expect(page.getByLabel('Responsible attorney')).toHaveValue('Ana Rivera');
  await expect(page.getByRole('checkbox', { name: 'Florida' })).toBeChecked();
  await expect(offer).toHaveCount(0);
});
