import { EARLY_CLICK_MS } from '../../src/server/results/machineClicks';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { attorneyApi, completeFirmProfile, setUpSending, signUp } from './helpers';

const MAIL_CATCHER = 'http://127.0.0.1:8025/messages';
const LANDING = 'https://morgan.example/free-case-review?from=newsletter';

interface Caught {
  envelopeTo: string[];
  html: string | null;
}

// A reader's browser: headless Chromium names itself "HeadlessChrome", which is rightly a machine.
test.use({
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

test('from a delivered email’s click to the contact’s timeline, a booked consultation and the report', async ({ page, request }) => {
  test.slow();
  const who = await signUp(page);
  await completeFirmProfile(page, who);
  const call = await attorneyApi(request, who);
  await setUpSending(call, who);
  const reader = `dana-${Date.now().toString(36)}@example.com`;
  await call('contacts', 'POST', {
    name: 'Dana Whitfield',
    email: reader,
    relationship: 'subscriber',
    source: 'Newsletter signup',
    consents: [{ channel: 'email', status: 'granted', source: 'Newsletter signup' }],
  });
  const issue = await call('campaigns', 'POST', {
    name: 'Spring safety issue',
    subject: 'Spring safety for {{contact.first_name or "you"}}',
    preheader: 'Three reminders',
    blocks: [
      { id: 'p', type: 'paragraph', text: 'Hi {{contact.first_name or "there"}}, here are three reminders for spring driving.' },
      { id: 'b', type: 'button', label: 'Ask for a free case review', url: LANDING },
    ],
  });
  await call(`campaigns/${issue.id}/approval`, 'POST', { content_hash: issue.content_hash });
  await call(`campaigns/${issue.id}/schedule`, 'POST', { when: 'now' });
  expect((await request.post('/.netlify/functions/send-due', { data: { next_run: null } })).ok()).toBe(true);
  const deliveredAt = Date.now();

  let html = '';
  await expect
    .poll(async () => {
      const messages: Caught[] = await (await request.get(MAIL_CATCHER)).json();
      html = messages.find((m) => m.envelopeTo.includes(reader))?.html ?? '';
      return html;
    })
    .toContain('Ask for a free case review');
  const tracked = /href="([^"]+\/api\/r\/[A-Za-z0-9_-]+)"(?:(?!<\/a>)[\s\S])*Ask for a free case review/.exec(html)?.[1];
  expect(tracked, 'the button goes through a tracked link').toBeTruthy();
  expect(html).not.toContain(`href="${LANDING.replace(/&/g, '&amp;')}"`);

  // The reader opens the tracked link in the browser: the site answers 302 to exactly the address
  // the attorney wrote, and the browser goes there (this machine is offline, so the firm's own
  // site does not load; the request for it is what matters).
  // A click sooner than this after delivery is a machine's by definition (decision record 0022).
  await expect.poll(() => Date.now() - deliveredAt, { timeout: EARLY_CLICK_MS + 5000 }).toBeGreaterThan(EARLY_CLICK_MS);
  const inbox = await page.context().newPage();
  const redirect = inbox.waitForResponse((r) => r.url().includes('/api/r/'));
  const onward = inbox.waitForRequest(LANDING);
  await inbox.goto(new URL(new URL(tracked!).pathname, page.url()).toString()).catch(() => undefined);
  expect((await redirect).status()).toBe(302);
  expect((await redirect).headers().location).toBe(LANDING);
  expect((await onward).url()).toBe(LANDING);
  await inbox.close();

  // The contact's timeline shows the delivery and the click; booking a consultation credits the issue.
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Dana Whitfield' }).click();
  const results = page.getByTestId('contact-results');
  const timeline = results.getByRole('list', { name: 'Timeline, newest first' });
  await expect(timeline).toContainText('Email delivered: “Spring safety for Dana” (Spring safety issue)');
  await expect(timeline).toContainText(`Clicked ${LANDING} in “Spring safety issue”`);
  const stage = page.getByRole('form', { name: 'Pipeline stage' });
  await stage.getByLabel('Stage').selectOption('consultation_booked');
  await stage.getByRole('button', { name: 'Save stage' }).click();
  await expect(page.getByTestId('toast')).toContainText('Stage saved.');
  await expect(results.getByText(/^Spring safety issue \(clicked /)).toBeVisible();
  await expect(timeline).toContainText('Stage: Consultation booked');
  await expectNoSeriousA11yViolations(page);

  // The report, from the dashboard's tile: the issue's figures, its link, its consultation.
  await page.goto('/dashboard');
  await page.getByTestId('tile').filter({ hasText: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const sources = page.getByRole('table', { name: 'Each campaign and sequence' });
  const row = sources.getByRole('row').filter({ hasText: 'Spring safety issue' });
  await expect(row).toContainText('Newsletter issue');
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(row.getByRole('cell').nth(3)).toHaveText('100.0%');
  // The subscriber who booked a consultation became a lead: one lead, one consultation for the source.
  const funnelRow = page.getByRole('table', { name: 'Funnel by source' }).getByRole('row').filter({ hasText: 'Newsletter signup' });
  await expect(funnelRow.getByRole('cell').nth(0)).toHaveText('1');
  await expect(funnelRow.getByRole('cell').nth(1)).toHaveText('1');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: 'Open the report for Spring safety issue' }).click();
  const perLink = page.getByRole('table', { name: 'Clicks per link in Spring safety issue' });
  await expect(perLink).toContainText(LANDING);
  await expect(page.getByText('Cases from this issue: 1 lead, 1 consultation, 0 signed, $0 in fees.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
