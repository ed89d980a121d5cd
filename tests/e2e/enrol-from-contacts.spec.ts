import { expect, test } from './fixtures';
import { attorneyApi, completeFirmProfile, setUpSending } from './helpers';
import { expectNoSeriousA11yViolations } from './axe';

const CSV = [
  'Name,Email,Phone,State,Relationship',
  'Ana Ruiz,ana@ruiz.test,,FL,client',
  'Ben Ortiz,ben@ortiz.test,,FL,client',
  'Nico Phone,,305 555 0102,FL,client',
  'Dana York,dana@york.test,,NY,client',
].join('\n');

test('contacts: enrol the filtered list in a sequence and see the counts on its enrolments', async ({ page, request, signedIn: who }) => {
  await completeFirmProfile(page, who);
  await setUpSending(await attorneyApi(request, who), who);
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
  await importer.getByRole('button', { name: 'Import 4 contacts' }).click();
  await expect(importer.getByRole('status').filter({ hasText: 'Imported' })).toContainText('Imported 4 contacts');
  await importer.getByRole('button', { name: 'Close' }).click();

  // Filter to Florida, then enrol that list: the dialog previews, from the server, who receives it and who does not.
  const table = page.getByTestId('contacts-table');
  await page.getByRole('search', { name: 'Find contacts' }).getByLabel('State').selectOption('FL');
  await expect(table.getByRole('row')).toHaveCount(4);
  const opener = page.getByRole('button', { name: 'Enrol in a sequence' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Enrol in a sequence' });
  await expect(dialog.getByTestId('enrol-who')).toHaveText('Every contact the current filters match.');
  await expect(dialog.getByLabel('Sequence')).toHaveValue(/.+/);
  await expect(dialog.getByTestId('enrol-preview-receive')).toContainText('Will receive it: 2 contacts');
  await expect(dialog.getByTestId('enrol-preview-skip')).toContainText('Nico Phone · The contact has no email address.');
  await expectNoSeriousA11yViolations(page);

  // Keyboard only: Escape closes and gives focus back; Tab reaches the enrol button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('enrol-preview-receive')).toContainText('Will receive it: 2 contacts');
  await dialog.getByRole('button', { name: 'Enrol 2 contacts' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast).toContainText('Enrolled 2 contacts in Florida clients.');
  await expect(toast).toContainText('0 contacts already enrolled · 1 not enrolled: The contact has no email address.');
  await expect(dialog).toBeHidden();

  // Again: nobody is enrolled twice, and the preview says so before anything is sent.
  await opener.click();
  await expect(dialog.getByTestId('enrol-preview-receive')).toContainText('Will receive it: 0 contacts');
  await expect(dialog.getByTestId('enrol-preview-skip')).toContainText('Ana Ruiz · Already enrolled in this sequence.');
  await expect(dialog.getByRole('button', { name: 'Enrol', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.goto(`/sequences`);
  await page.getByRole('button', { name: 'Sending of Florida clients' }).click();
  await expect(page.getByTestId('sequence-sending-status')).toContainText('Status: Sending · 2 contacts enrolled');
  const totals = page.getByRole('definition').first();
  await expect(totals).toHaveText(String(2 * emails));
  await expect(page.getByTestId('enrolment')).toHaveCount(2);
  await expect(page.getByTestId('enrolment').filter({ hasText: 'Ana Ruiz' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
