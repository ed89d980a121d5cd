import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { attorneyApi, completeFirmProfile, setUpSending, signUp } from './helpers';

/** The mail catcher the e2e server starts (scripts/serve-production.mjs). */
const MAIL_CATCHER = 'http://127.0.0.1:8025/messages';

// A reader on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test('a reader opens the footer link of a delivered email, presses Unsubscribe, and the contact shows the revocation', async ({
  page,
  request,
}) => {
  const who = await signUp(page);
  await completeFirmProfile(page, who);

  // The firm sends through the real path: settings, a sequence, a contact, an enrolment, a delivery pass.
  const call = await attorneyApi(request, who);
  await setUpSending(call, who);
  const sequence = await call('sequences', 'POST', {
    name: 'Newsletter',
    emails: [{ after_days: 0, subject: 'Welcome to our newsletter', body: 'Thank you for subscribing.' }],
  });
  await call(`sequences/${sequence.id}/approval`, 'POST', { content_hash: sequence.content_hash });
  const reader = `reader-${Date.now().toString(36)}@example.com`;
  const contact = await call('contacts', 'POST', { name: 'Riley Reader', email: reader, relationship: 'subscriber' });
  await call(`sequences/${sequence.id}/enrolments`, 'POST', { contactIds: [contact.id] });
  expect((await request.post('/.netlify/functions/send-due', { data: { next_run: null } })).ok()).toBe(true);

  let html = '';
  await expect
    .poll(async () => {
      const messages: { envelopeTo: string[]; html: string | null }[] = await (await request.get(MAIL_CATCHER)).json();
      html = messages.find((m) => m.envelopeTo.includes(reader))?.html ?? '';
      return html;
    })
    .toContain('/api/unsubscribe/');
  const link = /<a[^>]*href="([^"]+\/api\/unsubscribe\/[^"]+)"[^>]*>Unsubscribe<\/a>/.exec(html)![1]!.replace(/&amp;/g, '&');

  // The footer link, opened in the browser.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText(who.firmName, { exact: true })).toBeVisible();
  await expect(page.getByText(`Stop receiving marketing emails from ${who.firmName}?`)).toBeVisible();
  const button = page.getByRole('button', { name: 'Unsubscribe' });
  // A button a thumb can hit: most of the phone's width, at least 48 px tall.
  const box = (await button.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.height).toBeGreaterThanOrEqual(48);
  // Nothing runs off the side of the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  await button.click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText(`${who.firmName} will not send you marketing emails any more.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Opened again, the link says so and offers nothing to press.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'You are already unsubscribed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

  // The firm sees it on the contact.
  await page.goto(`/contacts?contact=${contact.id}`);
  await expect(page.getByTestId('contacts-table')).toContainText('Email: revoked');
});
