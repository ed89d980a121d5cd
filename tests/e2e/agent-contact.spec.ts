import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

test('a test conversation becomes a lead with its incident date, by keyboard, and opens on /contacts', async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.goto('/agents');
  await page.getByRole('button', { name: 'Create Your First Agent' }).click();
  await page.getByLabel('Agent Name').fill('Evening intake');
  await page.getByLabel('Base Prompt / Script').fill('Answer calls after hours and collect the intake details.');
  await page.getByRole('button', { name: 'Save Agent' }).click();
  const card = page.getByTestId('agent-card');
  await card.getByRole('button', { name: 'Test Evening intake' }).click();

  const dialog = page.getByRole('dialog', { name: 'Test Evening intake' });
  const agentSaid = dialog.getByRole('log').locator('[data-testid="chat-message"][data-role="agent"]');
  await expect(agentSaid).toHaveCount(1);
  // Until the caller has given a name and a phone number there is nothing to make a contact of.
  const create = dialog.getByRole('button', { name: 'Create contact' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription('Needs the caller’s name and phone number first.');

  // No transcript is saved before the caller says something.
  await expect(dialog.getByTestId('intake-fields')).toBeVisible();
  const answers = [
    'My name is Dana Whitfield.',
    '404-555-0199',
    'dana at example dot com',
    'Georgia',
    'I was rear-ended at a red light.',
    'March 3, 2026',
  ];
  for (const [i, answer] of answers.entries()) {
    await page.keyboard.type(answer);
    await page.keyboard.press('Enter');
    await expect(agentSaid).toHaveCount(i + 2);
  }
  const intake = dialog.getByTestId('intake-fields');
  await expect(intake.getByLabel('Incident date', { exact: true })).toHaveValue('2026-03-03');
  await expect(intake.getByLabel('Email', { exact: true })).toHaveValue('dana@example.com');
  await expect(create).toBeEnabled();
  await expect(create).toHaveAccessibleDescription(/no consent is recorded/);

  // The attorney corrects what the agent heard before making the contact.
  await intake.getByLabel('Name', { exact: true }).fill('Dana Whitfield-Ross');
  await intake.getByLabel('Injuries', { exact: true }).fill('Whiplash');

  await create.focus();
  await page.keyboard.press('Enter');
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Contact created.');
  await expect(toast).toContainText('Dana Whitfield-Ross was added to your contacts as a lead');
  const made = dialog.getByTestId('conversation-contact');
  await expect(made).toHaveText('Dana Whitfield-Ross is in your contacts. Open the contact');
  await expect(create).toHaveCount(0);
  // The keyboard lands on the result, not on the page's body.
  await expect(made.getByRole('link', { name: 'Open the contact' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // The reopened transcript keeps the link, and the list says a contact was made from it.
  // Escape closes the newest layer first: the toast, then the dialog.
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Transcripts' }).click();
  const row = card.getByTestId('transcript-row');
  await expect(row.getByRole('link', { name: 'Open the contact made from it' })).toBeVisible();
  await row.getByRole('button', { name: /^Open transcript/ }).click();
  const link = dialog.getByRole('link', { name: 'Open the contact' });
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/contacts\?contact=[A-Za-z0-9]+$/);
  const detail = page.getByTestId('contact-detail');
  await expect(detail.getByRole('heading', { name: 'Dana Whitfield-Ross' })).toBeVisible();
  await expect(detail).toContainText('dana@example.com');
  await expect(detail).toContainText('Injuries: Whiplash');
  await expect(detail).toContainText('Phone:(404) 555-0199');
  await expect(detail).toContainText('Relationship:Lead');
  await expect(detail).toContainText('Incident:I was rear-ended at a red light, 2026-03-03');
  await expect(detail).toContainText('a test conversation is not consent');
  await expect(detail).toContainText('No consent recorded yet.');
  const table = page.getByTestId('contacts-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Dana Whitfield-Rossdana@example.com(404) 555-0199LeadGANone recorded');
  await expectNoSeriousA11yViolations(page);
});
