import { DEFAULT_AUTH_EMULATOR_HOST } from '../../src/shared/authEmulator';
import { emulatorSignIn } from '../../scripts/stack/index.mjs';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

// "Now" is fixed, so who is inside the calling hours does not depend on when the test runs:
// Thursday 19 November 2026, 21:30 in New York and Miami, 20:30 in Chicago and Pensacola.
const NOW = new Date('2026-11-20T02:30:00Z');
test.use({ timezoneId: 'America/Chicago' });

const CALL_WORDING = 'I agree that Morgan Injury Law may call me at this number about my inquiry, including by automated means.';
const callGranted = { channel: 'call', status: 'granted', at: '2026-11-02T15:00:00Z', source: 'Intake form', text: CALL_WORDING };
const lead = (name: string, phone: string, state: string, more: Record<string, unknown> = {}) => ({
  name,
  phone,
  state,
  relationship: 'lead',
  consents: [callGranted],
  ...more,
});

const CONTACTS = [
  lead('Ivan Novak', '312-555-0101', 'IL'),
  lead('Nina Park', '212-555-0102', 'NY'),
  lead('Omar Haddad', '312-555-0103', 'IL', {
    email: 'omar@haddad.test',
    consents: [{ channel: 'email', status: 'granted', at: '2026-11-02T15:00:00Z', source: 'Newsletter form' }],
  }),
  lead('Rita Gomez', '312-555-0104', 'IL', {
    consents: [
      callGranted,
      { channel: 'call', status: 'revoked', at: '2026-11-10T18:00:00Z', source: 'Asked us on the phone not to call' },
    ],
  }),
  lead('Dina Cole', '312-555-0105', 'IL', { do_not_contact: true }),
  lead('Fran Lutz', '305-555-0106', 'FL'),
  { ...lead('Carl Brandt', '312-555-0107', 'IL'), relationship: 'client' },
];

test('who can be called now: consent, do-not-contact and local hours, per contact list', async ({ page, signedIn: who }) => {
  const { idToken } = await emulatorSignIn(DEFAULT_AUTH_EMULATOR_HOST, {
    email: who.email,
    password: who.password,
    displayName: who.fullName,
  });
  const imported = await page.request.post('/api/contacts/import', {
    headers: { authorization: `Bearer ${idToken}` },
    data: { rows: CONTACTS },
  });
  expect(imported.status()).toBe(201);

  await page.clock.setFixedTime(NOW);
  await page.goto('/agents');
  const panel = page.getByRole('region', { name: 'Who can be called now' });
  await expect(panel.getByLabel('Contact list')).toHaveValue('lead');
  await panel.getByRole('button', { name: 'Check now' }).click();
  // The summary line (the button's spinner is a status too, while it checks).
  const summary = panel.getByTestId('callable-now').getByRole('status');

  await expect(summary).toHaveText('1 of 6 can be called now (checked at 08:30 PM).');
  const row = (name: string) => panel.getByTestId('callable-row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(panel.getByTestId('callable-row')).toHaveCount(6);
  await expect(row('Ivan Novak')).toHaveText('Ivan NovakIL20:30Yes');
  await expect(row('Nina Park')).toHaveText(
    'Nina ParkNY21:30No: It is 21:30 there; calls are allowed 08:00-21:00 (47 CFR § 64.1200(c)(1)).',
  );
  await expect(row('Fran Lutz')).toHaveText(
    'Fran LutzFL21:30 / 20:30No: It is 21:30 / 20:30 there; calls are allowed 08:00-20:00 in every part of Florida (Fla. Stat. § 501.059(8)(a)).',
  );
  await expect(row('Omar Haddad')).toHaveText(
    'Omar HaddadIL20:30No: No recorded consent to calls; AI voices need prior express consent (47 U.S.C. § 227(b); FCC 24-17).',
  );
  await expect(row('Rita Gomez')).toHaveText('Rita GomezIL20:30No: Withdrew consent to calls (47 U.S.C. § 227(b); FCC 24-17).');
  await expect(row('Dina Cole')).toHaveText('Dina ColeIL20:30No: Marked do not contact.');
  await expect(row('Carl Brandt')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Another list, by keyboard.
  await panel.getByLabel('Contact list').selectOption('client');
  await panel.getByRole('button', { name: 'Check now' }).press('Enter');
  await expect(summary).toHaveText('1 of 1 can be called now (checked at 08:30 PM).');
  await expect(panel.getByTestId('callable-row')).toHaveText(['Carl BrandtIL20:30Yes']);
});
