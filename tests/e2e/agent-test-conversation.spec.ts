import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

test('test an agent by keyboard: streamed intake, guardrails, transcript reopened and deleted, export for Vapi', async ({
  page,
  signedIn: who,
}) => {
  await page.goto('/agents');
  await page.getByRole('button', { name: 'Create Your First Agent' }).click();
  await page.getByLabel('Agent Name').fill('Evening intake');
  await page.getByLabel('Base Prompt / Script').fill('Answer calls after hours and collect the intake details.');
  await page.getByRole('button', { name: 'Save Agent' }).click();
  const card = page.getByTestId('agent-card');
  await expect(card).toContainText('Evening intake');

  await card.getByRole('button', { name: 'Test Evening intake' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test Evening intake' });
  const log = dialog.getByRole('log', { name: 'Conversation' });
  const agentSaid = log.locator('[data-testid="chat-message"][data-role="agent"]');
  await expect(agentSaid.first()).toContainText(`Hi, thanks for calling ${who.firmName}. I'm an AI assistant for the firm`);
  // The caller's box has the focus: the whole conversation runs from the keyboard.
  const box = dialog.getByLabel('What the caller says');
  await expect(box).toBeFocused();

  const answers = ['My name is Dana Whitfield.', '404-555-0199', 'Georgia', 'I was rear-ended at a red light.', 'March 3, 2026'];
  for (const [i, answer] of answers.entries()) {
    await page.keyboard.type(answer);
    await page.keyboard.press('Enter');
    await expect(agentSaid).toHaveCount(i + 2);
    await expect(box).toBeFocused();
  }
  await expect(agentSaid.nth(1)).toContainText('Thank you, Dana Whitfield. What is the best phone number to reach you?');
  const intake = dialog.getByTestId('intake-fields');
  await expect(intake).toContainText('NameDana Whitfield');
  await expect(intake).toContainText('StateGA');
  await expect(intake).toContainText('Incident date2026-03-03');
  await expect(intake).toContainText('InjuriesNot given yet');

  // The stand-in model slips on fees; the caller sees the replacement and a note says why.
  await page.keyboard.type('How much do you charge?');
  await page.keyboard.press('Enter');
  await expect(agentSaid).toHaveCount(7);
  const shown = agentSaid.last().getByTestId('chat-text');
  await expect(shown).toContainText("I'm an AI assistant, so I can't give legal advice");
  await expect(shown).not.toContainText('no fee unless');
  const note = agentSaid.last().getByTestId('guardrail-note');
  await expect(note).toContainText('The guardrails replaced what the model wrote (fee-costs).');
  await note.getByText('What the model wrote').click();
  await expect(note).toContainText('There is no fee unless we win');
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Transcripts' }).click();
  const row = card.getByTestId('transcript-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Dana Whitfield');
  await expect(row).toContainText('6 caller turns, 1 reply replaced by the guardrails');
  await row.getByRole('button', { name: /^Open transcript/ }).click();
  await expect(dialog.getByRole('log')).toContainText('How much do you charge?');
  await expect(dialog.getByTestId('intake-fields')).toContainText('NameDana Whitfield');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export Evening intake for Vapi (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('evening-intake.vapi-assistant.json');
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(exported.firstMessage).toContain("I'm an AI assistant for the firm");
  expect(exported.model.messages[0].content).toContain('Answer calls after hours and collect the intake details.');

  await row.getByRole('button', { name: /^Delete transcript/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByText('No test conversations yet.')).toBeVisible();
});
