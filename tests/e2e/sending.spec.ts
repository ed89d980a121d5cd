import { expect, test } from './fixtures';
import { completeFirmProfile, signUp } from './helpers';
import { expectNoSeriousA11yViolations } from './axe';

/** The mail catcher the e2e server starts (scripts/serve-production.mjs). */
const MAIL_CATCHER = 'http://127.0.0.1:8025/messages';

test('set up sending, send a test email, and open a sequence’s sending view', async ({ page, request, signedIn: who }) => {
  // Every email ends with the firm profile's footer, and sequences save only with one.
  await completeFirmProfile(page, who);
  await page.goto('/settings');
  const sending = page.getByRole('region', { name: 'Sending', exact: true });
  await expect(sending).toBeVisible();
  const toast = page.getByTestId('toast');

  // A bad address is refused with the schema's words; nothing is saved.
  await sending.getByLabel('From name').fill('Morgan Injury Law');
  await sending.getByLabel('From address').fill('not an address');
  await sending.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(toast).toContainText('From address must be an email address');
  await expect(sending.getByRole('button', { name: 'Send a test email' })).toBeDisabled();

  // The firm's own server instead of CaseCourier's relay (the default).
  await expect(sending.getByRole('radio', { name: /CaseCourier sends them, from my domain/ })).toBeChecked();
  await sending.getByRole('radio', { name: /Through my email provider/ }).check();
  await sending.getByLabel('From address').fill('news@morgan.example');
  await sending.getByLabel('SMTP server').fill('smtp.morgan.example');
  await sending.getByLabel('SMTP port').fill('587');
  await sending.getByLabel('SMTP user').fill('news@morgan.example');
  await sending.getByLabel(/SMTP password/).fill('a-secret-password');
  // The provider's pace: 10 a second unless the firm says otherwise; a bad one is refused beside its field.
  await expect(sending.getByLabel('Messages per second')).toHaveValue('10');
  await sending.getByLabel('Messages per second').fill('0');
  await sending.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(sending.getByTestId('field-error')).toContainText('Messages per second must be a whole number from 1 to 1,000');
  await sending.getByLabel('Messages per second').fill('14');
  await sending.getByLabel('Messages per day').fill('2000');
  await sending.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(toast).toContainText('Sending settings saved.');
  // The password is never shown again, only that one is saved.
  await expect(sending.getByLabel(/SMTP password/)).toHaveValue('');
  await expect(sending).toContainText('(saved; type a new one to replace it)');
  await expect(sending).toContainText('No test email yet: send one to check these settings before your emails go out.');
  // Opened again: the pace as saved, and where the firm's mail stands.
  await page.reload();
  await expect(sending.getByLabel('Messages per day')).toHaveValue('2000');
  const now = sending.getByTestId('sending-progress');
  await expect(now).toContainText('At most 14 a second and 2,000 a day (UTC).');
  await expect(now.getByRole('row', { name: /Sent today/ })).toContainText('0');
  await expectNoSeriousA11yViolations(page);

  await sending.getByRole('button', { name: 'Send a test email' }).click();
  await expect(toast).toContainText(`Test email sent to ${who.email}.`);
  await expect
    .poll(async () => {
      const messages: { envelopeTo: string[]; subject: string }[] = await (await request.get(MAIL_CATCHER)).json();
      return messages.filter((m) => m.envelopeTo.includes(who.email)).map((m) => m.subject);
    })
    .toEqual(['Test email from CaseCourier']);
  await expect(sending).toContainText('Last test email: sent');

  // A saved sequence has a Sending view with its counts and controls.
  await page.goto('/sequences');
  await page.getByRole('button', { name: 'Create Your First Sequence' }).click();
  await page.getByLabel('AI Prompt').fill('Monthly safety newsletter for subscribers');
  await page.getByRole('button', { name: 'Generate Sequence' }).click();
  await expect(toast).toContainText('Sequence Generated!');
  await page.getByLabel('Sequence Name').fill('Safety newsletter');
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  await page.getByRole('button', { name: 'Sending of Safety newsletter' }).click();
  await expect(page.getByRole('heading', { name: 'Sending: Safety newsletter' })).toBeVisible();
  await expect(page.getByTestId('sequence-sending-status')).toContainText('Status: Sending · 0 contacts enrolled');
  await expect(page.getByRole('definition').filter({ hasText: 'nothing scheduled' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Pause the whole sequence' }).click();
  await expect(toast).toContainText('Paused.');
  await expect(page.getByTestId('sequence-sending-status')).toContainText('Status: Paused');
  await page.getByRole('button', { name: 'Stop the whole sequence' }).click();
  await page.getByRole('button', { name: 'Stop the whole sequence for good' }).click();
  await expect(page.getByTestId('sequence-sending-status')).toContainText('Status: Stopped');
  await expect(page.getByRole('button', { name: 'Resume the whole sequence' })).toHaveCount(0);
});

test('an account whose email is not confirmed is told why its sending settings are not saved', async ({ page }) => {
  await signUp(page, undefined, { confirmEmail: false });
  await page.goto('/settings');
  const sending = page.getByRole('region', { name: 'Sending', exact: true });
  await sending.getByLabel('From name').fill('Morgan Injury Law');
  await sending.getByRole('radio', { name: /Through my email provider/ }).check();
  await sending.getByLabel('From address').fill('news@morgan.example');
  await sending.getByLabel('SMTP server').fill('smtp.morgan.example');
  await sending.getByRole('button', { name: 'Save sending settings' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Failed to save sending settings');
  await expect(toast).toContainText('Confirm your email address first: open the link in the email we sent you when you signed up');
  await expect(sending.getByRole('button', { name: 'Send a test email' })).toBeDisabled();
});
