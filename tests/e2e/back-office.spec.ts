import Stripe from 'stripe';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_AUTH_EMULATOR_HOST } from '../../src/shared/authEmulator';
import { FOLLOW_UP_PROMISE, NOT_FOUND_PAGE } from '../../src/shared/site';
import { emulatorSignIn, LOCAL_STRIPE_WEBHOOK_SECRET } from '../../scripts/stack/index.mjs';
import { expectNoSeriousA11yViolations } from './axe';
import { attorneyApi, setUpSending } from './helpers';
import { expect, test } from './fixtures';

/** The mail catcher the e2e server starts (scripts/serve-production.mjs). */
const MAIL_CATCHER = 'http://127.0.0.1:8025/messages';
const IDENTITY = `http://${DEFAULT_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const LOGO = new URL('../../scripts/stack/demo-brand/logo.png', import.meta.url).pathname;

interface Caught {
  envelopeTo: string[];
  subject: string;
  text: string;
  html: string | null;
}

async function mailTo(request: APIRequestContext, to: string, subject: (s: string) => boolean): Promise<Caught> {
  let found: Caught | undefined;
  await expect
    .poll(async () => {
      const messages: Caught[] = await (await request.get(MAIL_CATCHER)).json();
      found = messages.find((m) => m.envelopeTo.includes(to) && subject(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A staff member, made as `npm run staff:add` makes one (the claim set with the emulator's admin access). */
async function newStaff(id: string) {
  const who = { email: `staff-${id}@casecourier.test`, password: `staff-${id}-pw`, displayName: 'Morgan Reyes' };
  const { uid } = await emulatorSignIn(DEFAULT_AUTH_EMULATOR_HOST, who);
  const res = await fetch(`${IDENTITY}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, emailVerified: true, customAttributes: JSON.stringify({ staff: true }) }),
  });
  expect(res.ok).toBe(true);
  return who;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('from a signed checkout to the first issue sent on the firm’s day, through the wizard, the desk and the attorney’s approval', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `ana-${id}@rivera.example`;
  const firmName = `Rivera Injury Law ${id}`;
  const toast = page.getByTestId('toast');

  // 1. Stripe says the firm paid: a signed checkout event; the link to the wizard arrives by email.
  const payload = JSON.stringify({
    id: `evt_e2e_${id}`,
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `cs_e2e_${id}`, customer: `cus_e2e${id}`, customer_details: { email }, subscription: `sub_e2e${id}` } },
  });
  const paid = await request.post('/api/billing/stripe-webhook', {
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET }),
    },
    data: payload,
  });
  expect(await paid.json()).toMatchObject({ outcome: 'recorded' });
  const welcome = await mailTo(request, email, (s) => s === 'Welcome to CaseCourier: tell us about your firm');
  const wizardLink = /https?:\/\/\S+\/welcome\?email=\S+/.exec(welcome.text)![0];

  // 2. The wizard, from the emailed link (the address filled in).
  await page.goto(new URL(wizardLink).pathname + new URL(wizardLink).search);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Firm Name').fill(firmName);
  await page.getByLabel('Primary Contact Name').fill('Ana Rivera');
  await page.getByLabel('Phone Number').fill('(305) 555-0100');
  await page.getByLabel('Physical Address').fill('100 Main Street, Miami, FL 33131');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Specific ZIP Codes').fill('33131');
  await page.getByLabel('Car accidents').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Firm Logo').setInputFiles(LOGO);
  await expect(page.getByAltText('Firm logo preview')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Preferred Newsletter Send Day').selectOption('Thursday');
  await page.getByRole('button', { name: 'Launch My Newsletter' }).click();
  await expect(page).toHaveURL(/\/thank-you\?source=welcome-setup$/);

  // 3. The two emails: our operations inbox (with the desk's link) and the attorney's confirmation.
  const notice = await mailTo(request, 'ops@casecourier.test', (s) => s === `New setup form: ${firmName}`);
  const deskLink = /https?:\/\/\S+\/desk\?submission=\S+/.exec(notice.text)![0];
  const confirmation = await mailTo(request, email, (s) => s === 'We have your newsletter setup: CaseCourier');
  expect(confirmation.text).toContain(FOLLOW_UP_PROMISE);

  // 4. Staff sign in, land on the desk, open the submission from the notice and create the workspace.
  const staff = await newStaff(id);
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/desk$/);
  await expect(page.getByRole('heading', { name: 'Desk', level: 1 })).toBeVisible();
  const row = page.getByTestId('desk-row').filter({ hasText: firmName });
  await expect(row).toContainText('Wizard received');
  await expect(row).toContainText('Due');
  await expectNoSeriousA11yViolations(page);
  await page.goto(new URL(deskLink).pathname + new URL(deskLink).search);
  await expect(page.getByRole('heading', { name: firmName, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Florida' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(toast).toContainText(`The invitation went to ${email}.`);

  // 5. The invitation's link sets the attorney's password (no password travels by email).
  const invitation = await mailTo(request, email, (s) => s === `Your CaseCourier workspace for ${firmName} is ready`);
  const link = /https?:\/\/\S*mode=resetPassword\S*/.exec(invitation.text)![0];
  const reset = await request.post(`${IDENTITY}/accounts:resetPassword?key=any`, {
    data: { oobCode: new URL(link).searchParams.get('oobCode'), newPassword: `ana-${id}-chosen` },
  });
  expect(reset.ok(), await reset.text()).toBe(true);

  // 6. Staff draft the first issue in the firm's workspace and send the proof for approval.
  await page.getByRole('link', { name: 'Work on the firm’s newsletter' }).click();
  await expect(page.getByRole('heading', { name: 'Draft the first issue' })).toBeVisible();
  await page.getByLabel('Subject').fill('Safer roads around Miami this month');
  await page.getByLabel('Preheader').fill('Three reminders from your neighbours at the firm');
  await page.getByRole('group', { name: 'Block 1: Heading' }).getByLabel('Heading').fill('Rainy-season driving');
  await page
    .getByRole('group', { name: 'Block 2: Paragraph' })
    .getByLabel('Text')
    .fill('Hi {{contact.first_name or "there"}},\n\nAfternoon storms make the roads slick: slow down and leave room.');
  await page
    .getByRole('group', { name: 'Block 3: Attorney’s note' })
    .getByLabel('Note', { exact: true })
    .fill('Stay safe this month. This newsletter is general information, not legal advice.');
  await page.getByRole('button', { name: 'Save issue' }).click();
  await expect(page.getByRole('heading', { name: /^Edit “First issue”/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send proof for approval' }).click();
  await expect(toast).toContainText(`Sent to ${email}.`);
  const proof = await mailTo(request, email, (s) => s === '[Proof] Safer roads around Miami this month');
  expect(proof.text).toContain('Nothing is sent to your readers until you approve it');

  // 7. The attorney signs in with the password they chose, approves the issue and sends it on the firm's day.
  const attorneyContext = await browser.newContext({ baseURL: new URL(page.url()).origin, reducedMotion: 'reduce' });
  const attorney = await attorneyContext.newPage();
  // Her mail server and one reader, through the API as Settings and Contacts make them.
  const ana = { email, password: `ana-${id}-chosen`, fullName: 'Ana Rivera', firmName };
  const call = await attorneyApi(request, ana);
  await setUpSending(call, ana);
  const reader = `reader-${id}@example.com`;
  await call('contacts', 'POST', {
    name: 'Tom Nguyen',
    email: reader,
    relationship: 'subscriber',
    consents: [{ channel: 'email', status: 'granted', source: 'Newsletter signup' }],
  });
  await signIn(attorney, ana.email, ana.password);
  await expect(attorney).toHaveURL(/\/dashboard$/);
  // The desk does not exist for her: the 404 page's words.
  await attorney.goto('/desk');
  await expect(attorney.getByRole('heading', { name: NOT_FOUND_PAGE.heading })).toBeVisible();
  const { campaigns } = { campaigns: (await call('campaigns', 'GET')) as { id: string }[] };
  await attorney.goto(`/campaigns?campaign=${campaigns[0]!.id}`);
  await attorney.getByRole('button', { name: 'Approve this issue' }).click();
  await expect(attorney.getByTestId('toast')).toContainText('Issue approved');
  // Her send day is Thursday; "Now" is how the product sends it without waiting for the day.
  await attorney.getByLabel(/^Now/).check();
  await attorney.getByRole('button', { name: 'Send now' }).click();
  await expect(attorney.getByTestId('toast')).toContainText('Issue scheduled');
  expect((await request.post('/.netlify/functions/send-due', { data: { next_run: null } })).ok()).toBe(true);
  const delivered = await mailTo(request, reader, (s) => s === 'Safer roads around Miami this month');
  expect(delivered.text).toContain('Hi Tom,');

  // 8. She reads what staff did in her workspace, in Settings; the desk shows the firm launched.
  await attorney.goto('/settings');
  const activity = attorney.getByRole('region', { name: 'Account manager activity' });
  await expect(activity).toContainText(`Sent a proof to ${email} for approval`);
  await expect(activity).toContainText('Created the workspace from the welcome form');
  await expectNoSeriousA11yViolations(attorney);
  await page.goto('/desk');
  await expect(page.getByTestId('desk-row').filter({ hasText: firmName })).toContainText('Launched');
  await attorneyContext.close();
});
