import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { GIF_BYTES, oversizedPngBytes, pngBytes } from '../support/images';
import { expectNoSeriousA11yViolations } from './axe';

const STORAGE_KEY = 'newsletterSetupProgress';

/** The Firestore emulator behind the e2e server (scripts/serve-production.mjs). */
function submissions() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId: 'demo-casecourier' }, `e2e-${Date.now()}`);
  return getFirestore(app).collection('onboarding_submissions');
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(title);
  await expect(toast).toContainText(description);
}

test('walk the four steps with a real PNG, survive a reload, submit, and land on the thank-you page', async ({ page }) => {
  const firm = `Rivera Injury Law ${Date.now()}`;
  await page.goto('/welcome?email=ana%40riverainjury.example&city=Springfield');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect(page.getByText(/thank you for subscribing/i)).toBeVisible();
  await expect(page.getByRole('link', { name: /support@casecourier\.com/ })).toHaveAttribute('href', 'mailto:support@casecourier.com');
  const progress = page.getByRole('progressbar', { name: 'Setup progress' });

  // Step 1
  await expect(page.getByRole('heading', { name: 'Firm Information' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue('ana@riverainjury.example');
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Firm Website')).toHaveAttribute('type', 'url');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectToast(page, 'Missing Information', 'Please fill in all required fields for Firm Information.');
  await expect(page.getByRole('heading', { name: 'Firm Information' })).toBeVisible();
  await page.getByLabel('Firm Name').fill(firm);
  await page.getByLabel('Primary Contact Name').fill('Ana Rivera');
  await page.getByLabel('Phone Number').fill('(555) 010-2000');
  await page.getByLabel('Firm Website').fill('https://riverainjury.example');
  await page.getByLabel('Physical Address').fill('100 Main St, Springfield, CA 90210');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2
  await expect(page.getByRole('heading', { name: 'Marketing Preferences' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  const useCity = page.getByLabel('Use Springfield from your payment details');
  await expect(useCity).toBeChecked();
  await useCity.uncheck();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectToast(page, 'Missing Information', 'Please select or specify at least one geographic area.');
  await page.getByLabel('Specific ZIP Codes').fill('90210, 9021');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('toast')).toContainText('ZIP codes must be five digits');
  await page.getByLabel('Specific ZIP Codes').fill('90210, 90211');
  await useCity.check();
  await page.getByLabel('Car accidents').check();
  await page.getByLabel('Workplace injuries').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3
  await expect(page.getByRole('heading', { name: 'Branding Preferences' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '75');
  const logo = page.getByLabel('Firm Logo');
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(GIF_BYTES) });
  await expectToast(page, 'Invalid file type', 'Please upload PNG or JPG files.');
  await logo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.from(oversizedPngBytes()) });
  await expectToast(page, 'File too large', 'Please upload files smaller than 2MB.');
  await expect(page.getByAltText('Firm logo preview')).toHaveCount(0);
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(await pngBytes(120, 120)) });
  await expect(page.getByAltText('Firm logo preview')).toBeVisible();
  await expect(page.getByLabel('Brand Color')).toHaveValue('#002366');
  await expectNoSeriousA11yViolations(page);

  // A reload restores the step, the fields and the preview.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Branding Preferences' })).toBeVisible();
  await expect(page.getByAltText('Firm logo preview')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Firm Name')).toHaveValue(firm);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Specific ZIP Codes')).toHaveValue(/90210, ?90211/);
  await expect(page.getByLabel('Car accidents')).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4
  await expect(page.getByRole('heading', { name: 'Final Details' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByLabel('Preferred Newsletter Send Day')).toHaveValue('Monday');
  await page.getByLabel('Preferred Newsletter Send Day').selectOption('Wednesday');
  const notes = page.getByLabel('Special Instructions or Notes');
  await expect(notes).toHaveAttribute('rows', '4');
  await notes.fill('Please avoid mentioning other firms.');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Launch My Newsletter' }).click();
  await expectToast(page, 'Setup Complete!', "Thanks! We'll email you within 24 hours with your first proof.");
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  await expect(page).toHaveURL(/\/thank-you\?source=welcome-setup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for completing your setup!');

  // The submission reached the store, images included.
  const stored = await submissions().where('firmName', '==', firm).get();
  expect(stored.size).toBe(1);
  expect(stored.docs[0]!.data()).toMatchObject({
    primaryContactName: 'Ana Rivera',
    email: 'ana@riverainjury.example',
    targetCity: 'Springfield',
    specificZipCodes: '90210, 90211',
    accidentTypes: ['Car accidents', 'Workplace injuries'],
    newsletterSendDay: 'Wednesday',
    firmLogoName: 'logo.png',
  });
  expect(stored.docs[0]!.get('firm_logo_blob_key')).toMatch(/\.png$/);
});

test('a corrupt saved entry is discarded and the wizard starts fresh', async ({ page }) => {
  await page.goto('/welcome');
  await page.evaluate((key) => localStorage.setItem(key, '{"step": 3, "data": oops'), STORAGE_KEY);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Firm Information' })).toBeVisible();
  await expect(page.getByLabel('Firm Name')).toHaveValue('');
  const saved = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  expect(saved === null || JSON.parse(saved).step === 1).toBe(true);
});
