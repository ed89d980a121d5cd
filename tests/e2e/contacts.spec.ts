import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

const CSV = [
  'Full Name,E-mail,Mobile,State,Type,Opt-in,Consent Text',
  'Ana Ruiz,ana@ruiz.test,305 555 0100,FL,client,email,',
  'Ben Ortiz,ben@ortiz.test,(212) 555-0101,NY,,sms,"Yes, Whitfield Law may text me about my case."',
  'Bad Email,not-an-email,,TX,,,',
  'Carla Dee,CARLA@DEE.TEST,,ca,former client,,',
].join('\n');

test('contacts: add, record consent, import a CSV, search, filter, export, edit, delete; webhook settings', async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.goto('/dashboard');
  await page.getByTestId('tile').filter({ hasText: 'Internal CRM' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByText('No contacts match.')).toBeVisible();
  const toast = page.getByTestId('toast');

  // Add one by hand; the shared schema refuses a malformed phone before anything is sent.
  await page.getByRole('button', { name: 'Add contact' }).click();
  const newContact = page.getByRole('form', { name: 'New contact' });
  await newContact.getByLabel('Name').fill('Carla Dee');
  await newContact.getByLabel('Phone').fill('555-01');
  await newContact.getByRole('button', { name: 'Save contact' }).click();
  await expect(toast).toContainText('Phone must be a valid phone number');
  await newContact.getByLabel('Phone').fill('');
  await newContact.getByLabel('Email').fill('carla@dee.test');
  await newContact.getByRole('button', { name: 'Save contact' }).click();
  await expect(toast).toContainText('Carla Dee has been saved.');
  const detail = page.getByTestId('contact-detail');
  await expect(detail.getByRole('heading', { name: 'Carla Dee' })).toBeVisible();

  // Consent is recorded with its source; the history lists it.
  const consentForm = page.getByRole('form', { name: 'Record consent' });
  await consentForm.getByLabel('Channel').selectOption('email');
  await consentForm.getByLabel('How it was given or withdrawn').fill('Signed our intake form in the office');
  await consentForm.getByRole('button', { name: 'Record consent' }).click();
  await expect(detail.getByRole('table')).toContainText('Signed our intake form in the office');
  const table = page.getByTestId('contacts-table');
  await expect(table).toContainText('Email: granted');
  await expectNoSeriousA11yViolations(page);

  // Import: preview, mapping, row errors before anything is written, then the valid rows.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('region', { name: 'Import contacts from a CSV file' });
  await importer.getByLabel('CSV file').setInputFiles({ name: 'expo.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByTestId('csv-preview')).toContainText('Ben Ortiz');
  await expect(importer.getByLabel('Email', { exact: true })).toHaveValue('E-mail');
  await importer.getByLabel('Relationship', { exact: true }).selectOption('Type');
  // Ben's row says nothing about his relationship: the file's choice is asked for, not assumed.
  await expect(page.getByTestId('csv-check')).toHaveText(
    '2 contacts ready to import from 2 rows; 1 row with problems (fix them below or download them); 1 row waiting for a relationship.',
  );
  await importer.getByLabel('Relationship for rows that have none').selectOption('subscriber');
  await expect(page.getByTestId('csv-check')).toHaveText(
    '3 contacts ready to import from 3 rows; 1 row with problems (fix them below or download them).',
  );
  await expect(page.getByRole('list', { name: 'Rows with errors' })).toContainText(
    'Row 4: Email must be a valid email address (for example name@example.com).',
  );
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await importer.getByRole('button', { name: 'Import 3 contacts' }).click();
  await expect(importer.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 3 contacts from 3 rows: 2 new contacts, 1 row added to contacts you already had (Carla Dee).',
  );
  await expect(importer.getByRole('button', { name: 'Import 0 contacts' })).toBeDisabled();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('Text (SMS): granted');
  await importer.getByRole('button', { name: 'Close' }).click();

  // Search and filters.
  const search = page.getByRole('search', { name: 'Find contacts' });
  await search.getByLabel('Search name, email or phone').fill('ortiz');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Ben Ortiz');
  await search.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
  await search.getByLabel('Relationship').selectOption('client');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Ana Ruiz');

  // Export the filtered list.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]).toMatch(/^name,email,phone,relationship/);
  // Phones keep their "+" as text: a leading apostrophe stops spreadsheets reading it as a formula.
  expect(csv).toContain(`Ana Ruiz,ana@ruiz.test,"'+13055550100",client,FL`);
  expect(csv).not.toContain('Ben Ortiz');
  await search.getByRole('button', { name: 'Clear filters' }).click();

  // Edit and delete.
  await table.getByRole('button', { name: 'Ben Ortiz' }).click();
  await expect(detail).toContainText('Yes, Whitfield Law may text me about my case.');
  await detail.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit Ben Ortiz' });
  await edit.getByLabel('Name').fill('Benjamin Ortiz');
  await edit.getByRole('button', { name: 'Save contact' }).click();
  await expect(detail.getByRole('heading', { name: 'Benjamin Ortiz' })).toBeVisible();
  // He asks not to be texted, then is deleted: added again later, the revocation comes back.
  await consentForm.getByLabel('Channel').selectOption('sms');
  await consentForm.getByRole('combobox', { name: /^Consent/ }).selectOption('revoked');
  await consentForm.getByLabel('How it was given or withdrawn').fill('Replied STOP');
  await consentForm.getByRole('button', { name: 'Record consent' }).click();
  await expect(detail.getByRole('table')).toContainText('Replied STOP');
  await detail.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this contact');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast).toContainText('Contact deleted.');
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Add contact' }).click();
  await newContact.getByLabel('Name').fill('Ben Ortiz');
  await newContact.getByLabel('Phone').fill('212-555-0101');
  await newContact.getByRole('button', { name: 'Save contact' }).click();
  await expect(detail.getByRole('table')).toContainText('Revoked (from the suppression list: kept after an earlier contact was deleted)');
  await expect(detail.getByRole('table')).toContainText(
    'Earlier revocation kept after the contact was deleted (first recorded from: Replied STOP)',
  );
  await expect(table).toContainText('Text (SMS): revoked');

  // The Lead Importer tile leads to the webhook settings; the secret is shown once.
  await page.goto('/dashboard');
  await page.getByTestId('tile').filter({ hasText: 'Lead Importer' }).click();
  await expect(page).toHaveURL(/\/settings#lead-webhook$/);
  await page.getByRole('button', { name: 'Create webhook endpoint' }).click();
  await expect(page.getByLabel('Endpoint URL')).toHaveValue(/\/api\/leads\/webhook\/[A-Za-z0-9]+$/);
  await expect(page.getByLabel(/Signing secret/)).toHaveValue(/^whsec_/);
  await expectNoSeriousA11yViolations(page);
  // The field mapping has its own address; a saved path is there after a reload.
  const mapping = page.getByRole('form', { name: 'Field mapping' });
  await expect(mapping.getByLabel('Email', { exact: true })).toHaveValue('email');
  await mapping.getByLabel('Email', { exact: true }).fill('lead.contact.email');
  await mapping.getByRole('button', { name: 'Save mapping' }).click();
  await expect(toast).toContainText('Field mapping saved.');
  await page.reload();
  await expect(page.getByLabel('Endpoint URL')).toBeVisible();
  await expect(page.getByLabel(/Signing secret/)).toHaveCount(0);
  await expect(mapping.getByLabel('Email', { exact: true })).toHaveValue('lead.contact.email');
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate' }).click();
  await expect(page.getByText(/The previous secret works until/)).toBeVisible();
  // After a reload the previous secret's end is still shown, and it can be stopped at once.
  await page.reload();
  await expect(page.getByText(/The previous secret works until/)).toBeVisible();
  await page.getByRole('button', { name: 'Revoke the previous secret now' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke now' }).click();
  await expect(toast).toContainText('Previous secret revoked: only the current secret works now.');
  await expect(page.getByText(/The previous secret works until/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Endpoint URL')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revoke the previous secret now' })).toHaveCount(0);
});
