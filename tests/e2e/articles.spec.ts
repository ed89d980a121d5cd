import { expect, test } from './fixtures';
import { DEFAULT_PAYMENT_LINK } from '../../src/shared/site';
import { expectNoSeriousA11yViolations } from './axe';
import { pauseClock } from './helpers';

test('a reader opens an article, follows a related link, and the closing button opens pricing in a new tab', async ({ page, context }) => {
  await context.route(`${DEFAULT_PAYMENT_LINK}**`, (route) => route.fulfill({ body: '<title>Checkout</title>', contentType: 'text/html' }));

  await pauseClock(page);
  await page.goto('/seo/can-spam-compliant-email-for-law-firms');
  await expect(page).toHaveTitle(/ \| CaseCourier$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CAN-SPAM');

  const related = page.getByTestId('related-articles').getByRole('link').first();
  const relatedTitle = (await related.textContent())!.trim();
  const relatedHref = (await related.getAttribute('href'))!;
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${relatedHref}$`));
  await expect(page).toHaveTitle(`${relatedTitle} | CaseCourier`);

  const block = page.getByTestId('closing-cta');
  await expect(block.getByRole('heading', { name: 'Ready to Grow Your Firm?' })).toBeVisible();
  const button = block.locator('[data-cta]');
  await expect(button).toHaveAccessibleName(/View Pricing & Plans/);
  const popupOpened = context.waitForEvent('page');
  await button.click();
  await expect(button).toContainText('Redirecting...');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  const popup = await popupOpened;
  expect(popup.url()).toBe(DEFAULT_PAYMENT_LINK);
  await page.clock.runFor(2000);
  await expect(button).toContainText('View Pricing & Plans');
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
});

test('sampled articles are accessible', async ({ page }) => {
  for (const slug of ['aba-compliant-email-marketing', 'casecourier-vs-mailchimp-for-law-firms', 'professional-legal-email-templates']) {
    await page.goto(`/seo/${slug}`);
    await expectNoSeriousA11yViolations(page);
  }
});
