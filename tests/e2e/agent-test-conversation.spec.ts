import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
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

  const answers = [
    'My name is Dana Whitfield.',
    '404-555-0199',
    'dana.whitfield@example.com',
    'Georgia',
    'I was rear-ended at a red light.',
    'March 3, 2026',
  ];
  for (const [i, answer] of answers.entries()) {
    await page.keyboard.type(answer);
    await page.keyboard.press('Enter');
    await expect(agentSaid).toHaveCount(i + 2);
    await expect(box).toBeFocused();
  }
  await expect(agentSaid.nth(1)).toContainText('Thank you, Dana Whitfield. What is the best phone number to reach you?');
  await expect(agentSaid.nth(2)).toContainText('And an email address');
  const intake = dialog.getByTestId('intake-fields');
  await expect(intake.getByLabel('Name', { exact: true })).toHaveValue('Dana Whitfield');
  await expect(intake.getByLabel('Email', { exact: true })).toHaveValue('dana.whitfield@example.com');
  await expect(intake.getByLabel('State', { exact: true })).toHaveValue('GA');
  await expect(intake.getByLabel('Incident date', { exact: true })).toHaveValue('2026-03-03');
  await expect(intake.getByLabel('Injuries', { exact: true })).toHaveValue('');
  await expect(intake.getByLabel('Injuries', { exact: true })).toHaveAttribute('placeholder', 'Not given yet');
  await box.focus();

  // The stand-in model slips on fees; the caller sees the replacement and a note says why.
  await page.keyboard.type('How much do you charge?');
  await page.keyboard.press('Enter');
  await expect(agentSaid).toHaveCount(8);
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
  await expect(row).toContainText('7 caller turns, 1 reply replaced by the guardrails');
  await row.getByRole('button', { name: /^Open transcript/ }).click();
  await expect(dialog.getByRole('log')).toContainText('How much do you charge?');
  await expect(dialog.getByTestId('intake-fields').getByLabel('Name', { exact: true })).toHaveValue('Dana Whitfield');
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

/** What a click at the centre of `target` reaches: 'itself', or what lies on top of it. */
const topmostAt = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && !element.contains(hit) ? (hit.closest('[data-testid]')?.getAttribute('data-testid') ?? hit.tagName) : 'itself';
  });

test('on a phone: the script is checked with the words marked, and the test dialog keeps the transcript, Send and the toast in reach', async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/agents');
  await page.getByRole('button', { name: 'Create Your First Agent' }).click();
  await page.getByLabel('Agent Name').fill('Evening intake');
  const script = page.getByLabel('Base Prompt / Script');
  await script.fill('Answer calls after hours. Reassure them we always win and will get them the maximum settlement.');
  // Marked as typed, by the engine the server saves with.
  const marks = page.getByTestId('text-marks').getByTestId('text-mark');
  await expect(marks.first()).toHaveText('always win');
  await expect(page.getByTestId('script-findings')).toContainText('Must fix');
  await expect(page.getByTestId('script-findings')).toContainText('Source: ABA Model Rule 7.1');
  await page.getByRole('button', { name: 'Save Agent' }).click();
  const problem = page.getByTestId('save-problem');
  await expect(problem).toContainText('The agent cannot be saved as it is: its script says “always win”.');
  await expect(script).toBeFocused();
  expect(await script.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe('always win');
  await expectNoSeriousA11yViolations(page);
  await script.fill('Answer calls after hours and collect the intake details.');
  await expect(marks).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Agent' }).click();
  const card = page.getByTestId('agent-card');
  await expect(card).toContainText('Evening intake');

  await card.getByRole('button', { name: 'Test Evening intake' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test Evening intake' });
  const log = dialog.getByRole('log', { name: 'Conversation' });
  const agentSaid = log.locator('[data-testid="chat-message"][data-role="agent"]');
  await expect(agentSaid).toHaveCount(1);
  for (const [i, answer] of ['My name is Dana Whitfield.', '404-555-0199'].entries()) {
    await page.keyboard.type(answer);
    await page.keyboard.press('Enter');
    await expect(agentSaid).toHaveCount(i + 2);
  }
  // The intake fields fold below the conversation: nothing covers the transcript or Send.
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeHidden();
  await send.scrollIntoViewIfNeeded();
  expect(await topmostAt(send)).toBe('itself');
  await log.scrollIntoViewIfNeeded();
  expect(await topmostAt(log)).toBe('itself');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByText(/^Intake fields/).click();
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Dana Whitfield');
  await dialog.getByRole('button', { name: 'Create contact' }).click();
  // The toast shows above the dialog.
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Contact created.');
  expect(await topmostAt(toast)).toBe('itself');
  await expect(dialog).toBeVisible();
});
