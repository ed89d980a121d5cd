import { expect, test } from './fixtures';
import { attorneyApi, completeFirmProfile, expectClickableAtPageEnd, setUpSending } from './helpers';
import { expectNoSeriousA11yViolations } from './axe';

test('create, generate, review, save, edit and delete a sequence', async ({ page, request, signedIn }) => {
  await completeFirmProfile(page, signedIn);
  await setUpSending(await attorneyApi(request, signedIn), signedIn);
  await page.getByRole('link', { name: /AI Email Sequences/ }).click();
  await expect(page).toHaveURL(/\/sequences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI Email Sequences' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dashboard');

  // Empty state.
  await expect(page.getByRole('heading', { name: 'No sequences yet!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create Your First Sequence' }).click();

  // An empty prompt is refused.
  await page.getByRole('button', { name: 'Generate Sequence' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Failed to Generate Sequence');
  await expect(toast).toContainText('Prompt is required.');

  // Generate against the local OpenAI-compatible server.
  await page.getByLabel('AI Prompt').fill('Welcome series for new car-accident clients');
  await page.getByRole('button', { name: 'Generate Sequence' }).click();
  await expect(toast).toContainText('Sequence Generated!');
  await expect(toast).toContainText('Review the emails below before saving.');
  // The toast shows in the corner where Save sits, and never hides it, on a wide or a phone screen.
  const save = page.getByRole('button', { name: 'Save Sequence' });
  await expectClickableAtPageEnd(page, save);
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 800 });
  await expectClickableAtPageEnd(page, save);
  await page.setViewportSize(wide);
  await expect(toast).toBeVisible();
  const previews = page.getByTestId('email-preview');
  await expect(previews).toHaveCount(3);
  await expect(previews.first().getByRole('heading')).toHaveText('Immediately: Thank you for reaching out');
  // Line breaks show as breaks: the rendered body spans several lines.
  const body = previews.first().getByTestId('email-body');
  await expect(body).toContainText('Thank you for contacting our firm about Welcome series for new car-accident clients.');
  const lineHeight = await body.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await body.boundingBox())!.height).toBeGreaterThan(lineHeight * 3);
  await expectNoSeriousA11yViolations(page);

  // Saving without a name is refused, beside the name and beside Save.
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  await expect(page.getByTestId('save-problem')).toHaveText('Sequence name and generated emails are required.');
  await expect(page.getByLabel('Sequence Name')).toBeFocused();

  await page.getByLabel('Sequence Name').fill('New client welcome');
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  await expect(toast).toContainText('Success!');
  await expect(toast).toContainText('Your new AI sequence has been saved.');

  const card = page.getByTestId('sequence-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('New client welcome');
  await expect(card).toContainText('Status: draft');
  await expect(card).toContainText('3 emails');

  // Edit a subject and remove an email.
  await card.getByRole('button', { name: 'Edit New client welcome' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Sequence' })).toBeVisible();
  const subjects = page.getByLabel('Subject');
  await expect(subjects).toHaveCount(3);
  await subjects.nth(1).fill('Your accident checklist');
  await expect(previews.nth(1).getByRole('heading')).toHaveText('3 days after the previous email: Your accident checklist');
  await page.getByRole('button', { name: 'Remove email 3' }).click();
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  await expect(toast).toContainText('Your sequence has been updated.');
  await expect(card).toContainText('2 emails');
  await card.getByRole('button', { name: 'Edit New client welcome' }).click();
  await expect(page.getByLabel('Subject').nth(1)).toHaveValue('Your accident checklist');
  // Approving activates it; editing an active sequence says what happens to people already enrolled.
  await page.getByRole('button', { name: 'Approve these emails' }).click();
  await expect(toast).toContainText('Sequence approved');
  await expect(card).toContainText('Status: active');
  await card.getByRole('button', { name: 'Edit New client welcome' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This sequence is active' })).toContainText(
    'people already enrolled keep getting the emails as they were when they were enrolled',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Delete, with an accessible confirmation.
  await card.getByRole('button', { name: 'Delete New client welcome' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this sequence? This action cannot be undone.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast).toContainText('Sequence Deleted');
  await expect(page.getByRole('heading', { name: 'No sequences yet!' })).toBeVisible();
});

test('email bodies are shown as text, never as HTML', async ({ page, signedIn }) => {
  await completeFirmProfile(page, signedIn);
  await page.goto('/sequences');
  await page.getByRole('button', { name: 'New Sequence' }).click();
  await page.getByLabel('AI Prompt').fill('Reminder sequence');
  await page.getByRole('button', { name: 'Generate Sequence' }).click();
  await expect(page.getByTestId('email-preview')).toHaveCount(3);
  await page.getByRole('button', { name: 'Edit email 1' }).click();
  const hostile = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
  await page.getByLabel('Body').first().fill(`Hello\n${hostile}`);
  await page.getByLabel('Sequence Name').fill('Hostile');
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  await expect(page.getByTestId('sequence-card')).toContainText('Hostile');
  await page.getByRole('button', { name: 'Edit Hostile' }).click();
  await expect(page.getByLabel('Body').first()).toHaveValue(`Hello\n${hostile}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('main img, main script').count()).toBe(0);
});

test('a new sequence starts from a curated template, saved as a draft to approve', async ({ page, signedIn }) => {
  await completeFirmProfile(page, signedIn);
  await page.goto('/sequences');
  await page.getByRole('button', { name: 'Create Your First Sequence' }).click();
  const template = page.getByLabel('Start from a template');
  await expect(template.locator('option')).toHaveText([
    'Choose a sequence…',
    'New client welcome',
    'Case milestones',
    'After the case: review and referral',
    'Intake follow-up',
    'Monthly newsletter welcome',
  ]);
  await template.selectOption({ label: 'Case milestones' });
  await expect(page.getByText('For current clients: what each stage of a case involves')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Use this template' }).click();
  await expect(page.getByLabel('Sequence Name')).toHaveValue('Case milestones');
  await expect(page.getByLabel('Audience')).toHaveValue('client');
  const previews = page.getByTestId('email-preview');
  await expect(previews.first().getByRole('heading')).toHaveText('Immediately: The stages of your case, in plain words');
  await expect(previews.nth(1).getByRole('heading')).toHaveText(
    '14 days after the previous email: Your medical records: why they take time',
  );
  // Written to pass the check as it stands: nothing blocks saving.
  await page.getByRole('button', { name: 'Save Sequence' }).click();
  const card = page.getByTestId('sequence-card');
  await expect(card).toContainText('Case milestones');
  await expect(card).toContainText('Status: draft');
});

test.describe('a new account', () => {
  test.use({ confirmEmail: false });

  test("whose email is not confirmed yet is told so before the platform's AI key is used", async ({ page, signedIn: _signedIn }) => {
    await page.goto('/sequences');
    await page.getByRole('button', { name: 'Create Your First Sequence' }).click();
    await page.getByLabel('AI Prompt').fill('Welcome series for new clients');
    await page.getByRole('button', { name: 'Generate Sequence' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Failed to Generate Sequence');
    await expect(toast).toContainText('Confirm your email address to use AI generation');
    await expect(page.getByTestId('email-preview')).toHaveCount(0);
  });
});
