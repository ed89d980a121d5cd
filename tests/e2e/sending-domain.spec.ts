import { expect, test } from './fixtures';
import { completeFirmProfile } from './helpers';
import { expectNoSeriousA11yViolations } from './axe';
import { DOMAIN_INVALID } from '../../src/shared/schemas/sendingDomain';
import { SENDING_SETTINGS_MISSING } from '../../src/shared/schemas/sendingSettings';

test('Settings: a sending domain, the exact DNS records to add with copy buttons, and a check that shows each record', async ({
  page,
  context,
  signedIn: who,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await completeFirmProfile(page, who);
  await page.goto('/settings');
  const toast = page.getByTestId('toast');

  // CaseCourier's relay is the default: only who the emails come from is asked.
  const sending = page.getByRole('region', { name: 'Sending', exact: true });
  await expect(sending.getByRole('radio', { name: /CaseCourier sends them, from my domain/ })).toBeChecked();
  await expect(sending.getByRole('textbox', { name: 'SMTP server' })).toHaveCount(0);
  await sending.getByLabel('From name').fill(who.firmName);
  await sending.getByLabel('From address').fill('news@morgan-law.test');
  await sending.getByRole('button', { name: 'Save sending settings' }).click();
  await expect(toast).toContainText('Sending settings saved.');

  // A web address where the domain goes: the problem beside the field, in words that say what to keep.
  const section = page.getByRole('region', { name: 'Sending domain' });
  const domain = section.getByRole('textbox', { name: 'Domain', exact: true });
  await domain.fill('https://www.morgan-law.test/contact');
  await section.getByRole('button', { name: 'Save domain' }).click();
  await expect(section.getByTestId('field-error')).toHaveText(`${DOMAIN_INVALID} Keep only the name, such as morgan-law.test.`);
  await expect(domain).toBeFocused();

  // A domain whose records are not in place yet: the three records, then each not found.
  await domain.fill('morgan-law.example');
  await section.getByRole('button', { name: 'Save domain' }).click();
  await expect(toast).toContainText('Sending domain saved.');
  const records = section.getByTestId('dns-record');
  await expect(records).toHaveCount(3);
  const spf = records.filter({ hasText: 'SPF record' });
  await expect(spf.getByTestId('record-value')).toHaveText('v=spf1 include:spf.casecourier.com ~all');
  await expect(spf).toContainText('do not add a second one');
  await expect(records.filter({ hasText: 'DKIM record' }).getByTestId('record-value')).toHaveText(
    /^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]{300,}={0,2}$/,
  );
  await expect(records.filter({ hasText: 'DKIM record' })).toContainText(/Host \/ name\s*cc[0-9a-f]{10}\._domainkey/);
  await expect(records.filter({ hasText: 'DMARC record' }).getByTestId('record-value')).toHaveText('v=DMARC1; p=none; adkim=r; aspf=r');
  await section.getByRole('button', { name: 'Check records' }).click();
  await expect(section.getByTestId('record-state')).toHaveText(['Not found', 'Not found', 'Not found']);
  await expect(spf.getByTestId('record-problem')).toHaveText('No SPF record at morgan-law.example: add the TXT record we show for it.');
  await expect(section.getByTestId('sending-domain-status')).toContainText('morgan-law.example is not verified yet.');
  await expectNoSeriousA11yViolations(page);

  // Copy by keyboard: the value goes to the clipboard exactly as shown.
  await section.getByRole('button', { name: 'Copy the DMARC value' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast).toContainText('DMARC value copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('v=DMARC1; p=none; adkim=r; aspf=r');

  // The firm's own domain, with its records added (the e2e server's DNS stand-in answers them): verified.
  await domain.fill('morgan-law.test');
  await section.getByRole('button', { name: 'Save domain' }).click();
  await expect(section.getByTestId('sending-domain-status')).toContainText('Add these three records');
  await section.getByRole('button', { name: 'Check records' }).click();
  await expect(section.getByTestId('record-state')).toHaveText(['Found and correct', 'Found and correct', 'Found and correct']);
  await expect(section.getByTestId('sending-domain-status')).toContainText('morgan-law.test is verified.');
  await expect(toast).toContainText('morgan-law.test is verified.');

  // Ready to send: the dashboard no longer asks for sending.
  await page.goto('/dashboard');
  await expect(page.getByTestId('getting-started')).not.toContainText('Set up sending');
});

test('approving waits for sending: the screen says what to do and links to the Settings section', async ({ page, signedIn: who }) => {
  await completeFirmProfile(page, who);
  const toast = page.getByTestId('toast');
  await page.goto('/sequences');
  await page.getByRole('button', { name: 'Create Your First Sequence' }).click();
  await page.getByLabel('AI Prompt').fill('Monthly safety newsletter for subscribers');
  await page.getByRole('button', { name: 'Generate Sequence' }).click();
  await expect(toast).toContainText('Sequence Generated!');
  await page.getByLabel('Sequence Name').fill('Safety newsletter');
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  await page.getByRole('button', { name: 'Edit Safety newsletter' }).click();

  const notice = page.getByTestId('sending-not-ready');
  await expect(notice).toHaveText(`Your emails cannot be sent yet. ${SENDING_SETTINGS_MISSING}Open Settings, Sending`);
  await page.getByRole('button', { name: 'Approve these emails' }).click();
  await expect(toast).toContainText('Failed to approve sequence');
  await expect(toast).toContainText(SENDING_SETTINGS_MISSING);
  await expectNoSeriousA11yViolations(page);

  await notice.getByRole('link', { name: 'Open Settings, Sending' }).click();
  await expect(page).toHaveURL(/\/settings#sending$/);
  await expect(page.getByRole('region', { name: 'Sending', exact: true }).getByLabel('From name')).toBeVisible();
});
