import { expectedCounts, DEMO_SEGMENT_ID, DEMO_SEGMENT_SIZE, syntheticResident } from '../../scripts/stack/fake-audience.mjs';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

// The production server runs the search-intent stand-in with the demo segment (scripts/serve-production.mjs).
test('search-intent audiences: save the key and a segment, import it, and find the prospects on the contacts screen', async ({
  page,
  signedIn: _signedIn,
}) => {
  const expected = expectedCounts(DEMO_SEGMENT_SIZE);
  const toast = page.getByTestId('toast');
  await page.goto('/settings');
  const add = page.getByRole('form', { name: 'Add New API Key' });
  await add.getByLabel('API Name').fill('audiencelab');
  await add.getByLabel('API Key').fill('local-stand-in-key');
  await add.getByRole('button', { name: 'Add Key' }).click();
  await expect(toast).toContainText('New API key added.');

  const section = page.getByRole('region', { name: 'Search-intent audiences' });
  await expect(section.getByRole('heading', { name: 'What you may and may not do with these people' })).toBeVisible();
  await expect(section).toContainText('Text them or call them, by an AI calling agent or otherwise');
  await expect(section).toContainText('deleted after 90 days');

  // The shared schema names the field before anything is sent.
  const form = page.getByRole('form', { name: 'Save a search-intent audience' });
  await form.getByLabel('Segment id').fill('b2c 1253');
  await form.getByRole('button', { name: 'Save audience' }).click();
  await expect(form.getByLabel('Segment id')).toHaveAccessibleDescription(/Segment id must be the provider's segment id/);
  await expect(form.getByLabel('Segment id')).toBeFocused();
  await form.getByLabel('Segment id').fill(DEMO_SEGMENT_ID);
  await form.getByLabel('Label').fill('Car accident searches, Fulton County');
  await form.getByRole('button', { name: 'Save audience' }).click();
  await expect(toast).toContainText('Audience saved.');
  const segments = page.getByTestId('audience-segments');
  await expect(segments).toContainText('Car accident searches, Fulton County');
  await expect(segments).toContainText('Not imported yet');
  await expectNoSeriousA11yViolations(page);

  await segments.getByRole('button', { name: 'Import Car accident searches, Fulton County now' }).click();
  const summary = `${expected.usable} new prospects, 0 already among your contacts. Skipped:`;
  await expect(section.getByTestId('import-result')).toContainText(summary);
  await expect(section.getByTestId('import-result')).toContainText(`Email invalid: ${expected.invalid}`);
  await expect(segments).toContainText(summary);

  // The contacts screen: the prospects, by ZIP and by audience, with the numbers in tables.
  await page.goto('/contacts');
  const glance = page.getByTestId('prospects-glance');
  await expect(glance.getByRole('heading', { name: `Search-intent prospects: ${expected.usable}` })).toBeVisible();
  const byZip = glance.getByRole('table', { name: 'Prospects by ZIP code' });
  for (const zip of ['30303', '30307', '30030']) await expect(byZip.getByRole('row', { name: new RegExp(zip) })).toBeVisible();
  await expect(glance.getByRole('table', { name: 'New prospects per day from Car accident searches, Fulton County' })).toContainText(
    String(expected.usable),
  );

  // The first resident, found by relationship and address (a page holds 25 of the segment's prospects).
  const first = syntheticResident(DEMO_SEGMENT_ID, 0);
  const search = page.getByRole('search', { name: 'Find contacts' });
  await search.getByLabel('Relationship').selectOption('prospect');
  await search.getByLabel('Search name, email or phone').fill(first.PERSONAL_EMAIL);
  await page.getByRole('button', { name: 'Search' }).click();
  const name = `${first.FIRST_NAME} ${first.LAST_NAME}`;
  const row = page.getByRole('row', { name: new RegExp(first.PERSONAL_EMAIL.replace(/[.]/g, '\\.')) });
  await expect(row).toContainText('Prospect (search intent)');
  await expect(row).toContainText('Do not call');
  await expect(row).toContainText('Search intent: Car accident searches, Fulton County');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name }).click();
  const detail = page.getByTestId('contact-detail');
  await expect(detail).toContainText('Yes: the number is on a do-not-call list. It is never called.');
  await expect(detail).toContainText('Prospect (search intent)');
});
