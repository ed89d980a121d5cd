import { expect, test } from './fixtures';
import { completeFirmProfile } from './helpers';
import { expectNoSeriousA11yViolations } from './axe';

const CSV = [
  'Name,Email,Phone,State,Relationship',
  'Ana Ruiz,ana@ruiz.test,,FL,client',
  'Ben Ortiz,ben@ortiz.test,,FL,client',
  'Nico Phone,,305 555 0102,FL,client',
  'Dana York,dana@york.test,,NY,client',
].join('\n');

test('contacts: enrol the filtered list in a sequence and see the counts on its enrolments', async ({ page, signedIn: who }) => {
  await completeFirmProfile(page, who);
  const toast = page.getByTestId('toast');

  await page.goto('/sequences');
  await page.getByRole('button', { name: 'Create Your First Sequence' }).click();
  await page.getByLabel('AI Prompt').fill('Monthly safety newsletter for clients');
  await page.getByRole('button', { name: 'Generate Sequence' }).click();
  await expect(toast).toContainText('Sequence Generated!');
  await page.getByLabel('Sequence Name').fill('Florida clients');
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  await expect(page.getByTestId('sequence-card')).toContainText('Florida clients');
  // Saved as a draft: approved from its editor before anyone can be enrolled.
  await page.getByRole('button', { name: 'Edit Florida clients' }).click();
  await page.getByRole('button', { name: 'Approve these emails' }).click();
  await expect(toast).toContainText('Sequence approved');
  await expect(page.getByTestId('sequence-card')).toContainText('Status: active');
  const emails = Number((await page.getByTestId('sequence-card').textContent())!.match(/(\d+) emails?/)![1]);

  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('region', { name: 'Import contacts from a CSV file' });
  await importer.getByLabel('CSV file').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await importer.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(importer.getByRole('status').filter({ hasText: 'Imported' })).toContainText('Imported 4 rows');
  await importer.getByRole('button', { name: 'Close' }).click();

  // Filter to Florida, then enrol that list: the dialog counts what the filter matches.
  const table = page.getByTestId('contacts-table');
  await page.getByRole('search', { name: 'Find contacts' }).getByLabel('State').selectOption('FL');
  await expect(table.getByRole('row')).toHaveCount(4);
  const opener = page.getByRole('button', { name: 'Enrol in a sequence' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Enrol in a sequence' });
  await expect(dialog.getByTestId('enrol-count')).toHaveText('3 contacts match the current filters.');
  await expect(dialog.getByLabel('Sequence')).toHaveValue(/.+/);
  await expectNoSeriousA11yViolations(page);

  // Keyboard only: Escape closes and gives focus back; Tab reaches the enrol button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('enrol-count')).toHaveText('3 contacts match the current filters.');
  await dialog.getByLabel('Sequence').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Enrol 3 contacts' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast).toContainText('Enrolled 2 contacts in Florida clients.');
  await expect(toast).toContainText('0 contacts already enrolled · 1 not enrolled: The contact has no email address.');
  await expect(dialog).toBeHidden();

  // Again: nobody is enrolled twice.
  await opener.click();
  await dialog.getByRole('button', { name: 'Enrol 3 contacts' }).click();
  await expect(toast).toContainText('Enrolled 0 contacts in Florida clients.');
  await expect(toast).toContainText('2 contacts already enrolled');

  await toast.getByRole('link', { name: 'See the enrolments' }).click();
  await expect(page).toHaveURL(/\/sequences\?sending=/);
  await expect(page.getByRole('heading', { name: 'Sending: Florida clients' })).toBeVisible();
  await expect(page.getByTestId('sequence-sending-status')).toContainText('Status: Sending · 2 contacts enrolled');
  const totals = page.getByRole('definition').first();
  await expect(totals).toHaveText(String(2 * emails));
  await expect(page.getByTestId('enrolment')).toHaveCount(2);
  await expect(page.getByTestId('enrolment').filter({ hasText: 'Ana Ruiz' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
