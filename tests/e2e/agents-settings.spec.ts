import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

test('create, edit and delete an AI calling agent', async ({ page, signedIn: _signedIn }) => {
  await page.goto('/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Calling Agents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No AI Agents Yet!' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Agent' }).click();

  const toast = page.getByTestId('toast');
  await page.getByRole('button', { name: 'Save Agent' }).click();
  // Beside Save (a toast would cover the buttons), beside each field too, and the first one takes the focus.
  await expect(page.getByTestId('save-problem')).toHaveText('Agent name and base prompt are required.');
  await expect(page.getByLabel('Agent Name')).toHaveAccessibleDescription('Agent name and base prompt are required.');
  await expect(page.getByLabel('Base Prompt / Script')).toHaveAccessibleDescription(/Agent name and base prompt are required\.$/);
  await expect(page.getByLabel('Agent Name')).toBeFocused();

  const longPrompt = Array.from(
    { length: 12 },
    (_, i) => `Step ${i + 1}: ask the caller a clear, friendly question about their situation.`,
  ).join('\n');
  await page.getByLabel('Agent Name').fill('Intake Ivy');
  await page.getByLabel('Base Prompt / Script').fill(longPrompt);
  await page.getByRole('button', { name: 'Save Agent' }).click();
  await expect(toast).toContainText('Your new AI agent has been created.');

  const card = page.getByTestId('agent-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Intake Ivy');
  await expect(card).toContainText('Personality: Not defined');
  // A long prompt is clamped, with a way to read all of it.
  const prompt = card.getByTestId('agent-prompt');
  const clamped = (await prompt.boundingBox())!.height;
  await card.getByRole('button', { name: 'Show full prompt' }).click();
  expect((await prompt.boundingBox())!.height).toBeGreaterThan(clamped * 2);
  await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Edit Intake Ivy' }).click();
  await expect(page.getByLabel('Agent Name')).toHaveValue('Intake Ivy');
  await page.getByLabel('Agent Name').fill('Intake Ivy (evenings)');
  await page.getByLabel('Personality').fill('Warm and patient');
  await page.getByRole('button', { name: 'Save Agent' }).click();
  await expect(card).toContainText('Intake Ivy (evenings)');
  await expect(card).toContainText('Personality: Warm and patient');

  // The form resets after a save.
  await page.getByRole('button', { name: 'New Agent' }).click();
  await expect(page.getByLabel('Agent Name')).toHaveValue('');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await card.getByRole('button', { name: 'Delete Intake Ivy (evenings)' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this agent?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast).toContainText('Agent deleted successfully.');
  await expect(page.getByRole('heading', { name: 'No AI Agents Yet!' })).toBeVisible();
});

test('add an integration key, see it masked, replace it, refuse a duplicate, delete it', async ({ page, signedIn: _signedIn }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'API Integrations' })).toBeVisible();
  await expect(page.getByText('The key named openai is the one AI Email Sequences use')).toBeVisible();

  const toast = page.getByTestId('toast');
  const add = page.getByRole('form', { name: 'Add New API Key' });
  await add.getByRole('button', { name: 'Add Key' }).click();
  await expect(toast).toContainText('Missing information: Please provide both an API name and a key.');

  await add.getByLabel('API Name').pressSequentially(' AudienceLab');
  await expect(add.getByLabel('API Name')).toHaveValue('audiencelab');
  await add.getByLabel('API Key').fill('al-live-key-1234');
  await add.getByRole('button', { name: 'Add Key' }).click();
  await expect(toast).toContainText('New API key added.');

  const row = page.getByTestId('api-key-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel('API Name')).toBeDisabled();
  await expect(row.getByLabel('API Name')).toHaveValue('audiencelab');
  await expect(row.getByTestId('masked-key')).toHaveText('••••1234');
  expect(await page.content()).not.toContain('al-live-key-1234');
  await expectNoSeriousA11yViolations(page);

  // Saving the row without a new key says what the field is for, beside it.
  await row.getByRole('button', { name: 'Save audiencelab key' }).click();
  await expect(toast).toContainText('Failed to save API key');
  await expect(row.getByLabel(/API Key/)).toHaveAccessibleDescription('Type the new key to replace the saved one.');
  await row.getByLabel(/API Key/).fill('al-live-key-5678');
  await row.getByRole('button', { name: 'Save audiencelab key' }).click();
  await expect(toast).toContainText('audiencelab API key saved.');
  await expect(row.getByTestId('masked-key')).toHaveText('••••5678');

  await add.getByLabel('API Name').fill('audiencelab');
  await add.getByLabel('API Key').fill('another-9999');
  await add.getByRole('button', { name: 'Add Key' }).click();
  await expect(toast).toContainText("An API key for 'audiencelab' already exists.");
  await expect(row).toHaveCount(1);

  await page.reload();
  await expect(page.getByTestId('api-key-row').getByTestId('masked-key')).toHaveText('••••5678');
  await page.getByRole('button', { name: 'Delete audiencelab key' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this API key?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast).toContainText('API Key Deleted');
  await expect(page.getByTestId('api-key-row')).toHaveCount(0);
});
