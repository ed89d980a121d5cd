// The daily work, as a paralegal does it: import a messy export, enrol a previewed subset, fix a
// finding in the editor. Each decision the person makes (a click, a choice, a typed entry) is
// counted, so the steps each task takes can be compared over time.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { attorneyApi, completeFirmProfile, setUpSending } from './helpers';
import { expectNoSeriousA11yViolations } from './axe';

const steps: Record<string, string[]> = {};
const step = (task: string, what: string) => (steps[task] ??= []).push(what);

test.afterAll(() => {
  for (const [task, list] of Object.entries(steps)) console.log(`\n[steps] ${task}: ${list.length}\n  - ${list.join('\n  - ')}`);
});

test('import a messy export, enrol a previewed subset, fix a finding in the editor', async ({ page, request, signedIn: who }) => {
  test.setTimeout(120_000);
  await completeFirmProfile(page, who);
  await setUpSending(await attorneyApi(request, who), who);
  const toast = page.getByTestId('toast');

  // A sequence written for leads, to enrol them in later.
  await page.goto('/sequences');
  await page.getByRole('button', { name: 'Create Your First Sequence' }).click();
  await page.getByLabel('Audience').selectOption('lead');
  await page.getByLabel('AI Prompt').fill('Follow-up for people who asked about a car accident case');
  await page.getByRole('button', { name: 'Generate Sequence' }).click();
  await expect(toast).toContainText('Sequence Generated!');
  await page.getByLabel('Sequence Name').fill('Lead follow-up');

  // Task 3: fix a finding. The draft says something it must not; the attorney saves.
  const fix = 'fix a finding';
  await page.getByRole('button', { name: 'Edit email 2' }).click();
  const second = page.getByTestId('email-preview').nth(1);
  const body = second.getByLabel('Body');
  const original = await body.inputValue();
  await body.fill(`${original}\n\nWe guarantee you will win your case.`);
  await expect(second.getByTestId('text-mark').first()).toHaveText('you will win');
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  step(fix, 'click Save Sequence: refused beside Save, the marked words selected in the editor');
  await expect(page.getByTestId('save-problem')).toContainText('Email 2 cannot be saved as it is:');
  await expect(body).toBeFocused();
  await expect(body).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.type('a careful review of');
  step(fix, 'type the new words over the selected ones');
  await expect(body).toHaveValue(`${original}\n\nWe guarantee a careful review of your case.`);
  await expect(second.getByTestId('text-mark')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  step(fix, 'click Save Sequence');
  await expect(toast).toContainText('Your new AI sequence has been saved.');
  // Saved as a draft: approved from its editor before anyone can be enrolled (not one of the counted steps).
  await page.getByRole('button', { name: 'Edit Lead follow-up' }).click();
  await page.getByRole('button', { name: 'Approve these emails' }).click();
  await expect(toast).toContainText('Sequence approved');

  // Task 1: import 20 rows from a spreadsheet export.
  const load = 'import 20 rows from an export';
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  step(load, 'click Import CSV');
  const importer = page.getByRole('region', { name: 'Import contacts from a CSV file' });
  const csv = readFileSync('tests/fixtures/csv/spreadsheet-leads.csv');
  await importer.getByLabel('CSV file').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: csv });
  step(load, 'choose the file');
  // First and last name make the name, "Georgia" is GA, "Email Opt-In: Yes" is consent: only the relationship is missing.
  await expect(page.getByTestId('csv-check')).toHaveText(
    '0 contacts ready to import from 0 rows; 3 rows with problems (fix them below or download them); 17 rows waiting for a relationship.',
  );
  await importer.getByLabel('Relationship of everyone in this file').selectOption('lead');
  step(load, 'choose Lead as the relationship of the whole file');
  await expect(page.getByTestId('csv-check')).toHaveText(
    '16 contacts ready to import from 17 rows; 3 rows with problems (fix them below or download them).',
  );
  await expect(importer.getByRole('list', { name: 'Rows that are the same person' })).toContainText('Rows 2 and 11 are the same person');
  await expect(importer.getByTestId('row-error')).toHaveText([
    /^Row 6: Email must be a valid email address/,
    /^Row 10: Consent wording is required for text messages and calls/,
    /^Row 14: Email or phone is required/,
  ]);
  await importer.getByRole('button', { name: 'Fix row 6' }).click();
  step(load, 'click Fix on row 6 (an email without its .com)');
  await importer.getByTestId('row-fixer').getByLabel('Email', { exact: true }).fill('hannah.cole@example.com');
  step(load, 'type the corrected email');
  await importer.getByRole('button', { name: 'Check row 6 again' }).click();
  step(load, 'click Check row 6 again');
  await expect(page.getByTestId('csv-check')).toHaveText(
    '17 contacts ready to import from 18 rows; 2 rows with problems (fix them below or download them).',
  );
  await expectNoSeriousA11yViolations(page);
  await importer.getByRole('button', { name: 'Import 17 contacts' }).click();
  step(load, 'click Import');
  const summary = importer.getByRole('status').filter({ hasText: 'Imported' });
  await expect(summary).toHaveText('Imported 17 contacts from 18 rows: 17 new contacts.');
  await expect(importer.getByRole('button', { name: 'Import 0 contacts' })).toBeDisabled();
  await importer.getByRole('button', { name: 'Close' }).click();

  // The consent evidence of an imported row: its own date and wording.
  const table = page.getByTestId('contacts-table');
  await table.getByRole('button', { name: 'Dana Whitfield' }).click();
  const detail = page.getByTestId('contact-detail');
  await expect(detail).toContainText('Yes, Avery Injury Law may email and text me about my inquiry.');
  await detail.getByRole('button', { name: 'Close' }).click();

  // Task 2: enrol a subset (Dana, Marcus, Terrence in Florida) in the lead sequence, after a preview.
  const enrol = 'enrol a subset of 3 (Dana Whitfield, Marcus Bell, Terrence Jones)';
  for (const name of ['Dana Whitfield', 'Marcus Bell', 'Terrence Jones']) {
    await table.getByRole('checkbox', { name: `Pick ${name}` }).check();
    step(enrol, `tick ${name}`);
  }
  await page.getByRole('button', { name: 'Enrol 3 picked' }).click();
  step(enrol, 'click Enrol 3 picked');
  const dialog = page.getByRole('dialog', { name: 'Enrol in a sequence' });
  await expect(dialog.getByTestId('enrol-who')).toHaveText('3 picked contacts: Dana Whitfield, Marcus Bell, Terrence Jones.');
  // The only sequence is chosen; the preview comes from the server's dry run.
  await expect(dialog.getByTestId('enrol-preview-receive')).toContainText('Will receive it: 3 contacts');
  const warning = dialog.locator('[data-testid="enrol-warning"][data-kind="unlicensed-state"]');
  await expect(warning).toContainText('This contact lives in Florida, where your firm profile lists no licence (it lists Georgia).');
  await expect(warning).toContainText('Terrence Jones');
  await expectNoSeriousA11yViolations(page);
  await warning.getByLabel('Leave this contact out').check();
  step(enrol, 'tick "Leave this contact out" under the Florida warning');
  await expect(dialog.getByTestId('enrol-preview-receive')).toContainText('Will receive it: 2 contacts');
  await expect(dialog.getByTestId('enrol-preview-skip')).toContainText(
    'Terrence Jones · Left out: lives in Florida, where the firm is not licensed.',
  );
  await dialog.getByRole('button', { name: 'Enrol 2 contacts' }).click();
  step(enrol, 'click Enrol 2 contacts');
  await expect(toast).toContainText('Enrolled 2 contacts in Lead follow-up.');
  await expect(toast).toContainText('1 left out after a warning');
  await expect(page.getByRole('button', { name: 'Enrol in a sequence' })).toBeVisible();

  await page.goto('/sequences');
  await page.getByRole('button', { name: 'Sending of Lead follow-up' }).click();
  await expect(page.getByTestId('enrolment')).toHaveCount(2);
  await expect(page.getByTestId('enrolment').filter({ hasText: 'Marcus Bell' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
