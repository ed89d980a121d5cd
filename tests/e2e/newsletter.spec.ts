import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { attorneyApi, completeFirmProfile, setUpSending, signUp } from './helpers';

/** The mail catcher the e2e server starts (scripts/serve-production.mjs). */
const MAIL_CATCHER = 'http://127.0.0.1:8025/messages';

/** The sample logo the demo firm ships with. */
const LOGO = new URL('../../scripts/stack/demo-brand/logo.png', import.meta.url).pathname;

interface Caught {
  envelopeTo: string[];
  subject: string;
  html: string | null;
  text: string;
}

test('from “New issue” to a delivered, personalised, branded email in the mail catcher', async ({ page, request }) => {
  test.slow();
  const who = await signUp(page);
  await completeFirmProfile(page, who);
  const toast = page.getByTestId('toast');

  // Sending settings and a reader, through the API as the other screens make them.
  const call = await attorneyApi(request, who);
  await setUpSending(call, who);
  const reader = `tom-${Date.now().toString(36)}@example.com`;
  await call('contacts', 'POST', {
    name: 'Tom Nguyen',
    email: reader,
    relationship: 'subscriber',
    city: 'Decatur',
    consents: [{ channel: 'email', status: 'granted', source: 'Newsletter signup' }],
  });

  // Settings, Newsletter: the brand every email carries.
  await page.goto('/settings');
  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  await newsletter.getByLabel('Cities').fill('Atlanta, Decatur');
  await newsletter.getByLabel('Brand colour', { exact: true }).fill('#0b5394');
  await newsletter.getByLabel('Upload a logo').setInputFiles(LOGO);
  await expect(newsletter.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await newsletter.getByRole('button', { name: 'Save newsletter settings' }).click();
  await expect(toast).toContainText('Newsletter settings saved.');
  await expectNoSeriousA11yViolations(page);

  // The Campaigns tile is live.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Campaigns/ }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole('heading', { name: 'No issues yet!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'New issue' }).click();
  await page.getByRole('button', { name: 'Write the draft' }).click();
  await expect(toast).toContainText('Draft written');

  // The editor: the AI's blocks, the preview as the sample reader, then as Tom.
  const greeting = page.getByRole('group', { name: 'Block 1: Paragraph' });
  await expect(greeting.getByLabel('Text')).toHaveValue(/^Hi \{\{contact\.first_name or "there"\}\},/);
  const preview = page.frameLocator('iframe[title^="The issue as"]');
  await expect(preview.getByText('Hi Alex,')).toBeVisible();
  await page.getByLabel('Preview and proof as').selectOption({ label: 'Tom Nguyen' });
  await expect(page.getByRole('heading', { name: 'Preview as Tom Nguyen' })).toBeVisible();
  await expect(preview.getByText('Hi Tom,')).toBeVisible();
  await expect(preview.getByRole('img', { name: who.firmName })).toBeVisible();
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.locator('iframe[title$="at phone width"]')).toHaveAttribute('style', /width: 375px/);

  // A typed placeholder is caught as it is typed, and its merge field is one click away.
  await greeting.getByLabel('Text').fill('Hi [First Name],\n\nHere is what is new near you.');
  const finding = page.getByRole('list', { name: 'Compliance findings in Block 1: Paragraph' });
  await expect(finding).toContainText('“[First Name]” would reach the reader as typed');
  await expect(page.getByRole('button', { name: 'Approve this issue' })).toBeDisabled();
  await finding.getByRole('button', { name: 'Use {{contact.first_name or "there"}}' }).click();
  await expect(finding).toHaveCount(0);
  await expect(greeting.getByLabel('Text')).toHaveValue('Hi {{contact.first_name or "there"}},\n\nHere is what is new near you.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast).toContainText('Issue saved');
  // The editor itself; the email inside the preview is checked below, opened as a reader opens it.
  await expectNoSeriousA11yViolations(page, { exclude: 'iframe' });

  // A proof to the attorney, as Tom would receive it.
  await page.getByRole('button', { name: 'Send a proof' }).click();
  await expect(toast).toContainText(`To ${who.email}, as Tom Nguyen would receive it.`);

  // Approve, send now, and one delivery pass (the scheduled function's) takes it to the catcher.
  await page.getByRole('button', { name: 'Approve this issue' }).click();
  await expect(toast).toContainText('Issue approved');
  await expect(page.getByText(`Approved by ${who.fullName}`)).toBeVisible();
  await page.getByLabel(/^Now/).check();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(toast).toContainText('Issue scheduled');
  expect((await request.post('/.netlify/functions/send-due', { data: { next_run: null } })).ok()).toBe(true);

  let delivered: Caught | undefined;
  await expect
    .poll(async () => {
      const messages: Caught[] = await (await request.get(MAIL_CATCHER)).json();
      delivered = messages.find((m) => m.envelopeTo.includes(reader));
      return delivered?.html ?? '';
    })
    .toContain('Hi Tom,');
  expect(delivered!.html).toContain('border-top:6px solid #0b5394');
  expect(delivered!.html).toMatch(/<h2[^>]*color:#0b5394[^>]*>/);
  expect(delivered!.html).toMatch(/<img[^>]*alt="[^"]+"[^>]*src="[^"]+\/api\/email-images\/[0-9a-f]{32}\.png"/);
  expect(delivered!.html).toMatch(/<a[^>]*href="[^"]+\/api\/unsubscribe\/[^"]+"[^>]*>Unsubscribe<\/a>/);
  expect(delivered!.text).toContain('Hi Tom,');
  const proofs = ((await (await request.get(MAIL_CATCHER)).json()) as Caught[]).filter(
    (m) => m.envelopeTo.includes(who.email) && m.subject.startsWith('[Proof] '),
  );
  expect(proofs).toHaveLength(1);

  // The delivered email, opened as a reader opens it: the logo loads from its public address.
  await page.setContent(delivered!.html!);
  await expect
    .poll(() =>
      page
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);

  // The list shows it sent, with its count.
  await page.goto('/campaigns');
  const card = page.getByTestId('campaign-card');
  await expect(card).toContainText('Sent');
  await expect(card.getByTestId('campaign-counts')).toHaveText('1 sent to 1 recipient');
  await expectNoSeriousA11yViolations(page);
});
