import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FAQ_ITEMS, HOW_IT_WORKS, PROSPECT_DATA_LINK, TESTIMONIALS, UNLIMITED_PLAN, DEFAULT_PAYMENT_LINK } from '../../src/shared/site';
import { expectNoSeriousA11yViolations } from './axe';
import { pauseClock } from './helpers';

// What most readers see: page changes fade (the suite's other journeys ask for less motion).
test.use({ reducedMotion: 'no-preference' });

test.describe('landing page', () => {
  test('sections appear in the spec order with their texts', async ({ page }) => {
    await page.goto('/');
    const ids = await page.locator('main > section').evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual(['hero', 'testimonials', 'how-it-works', 'pricing', 'faq', 'get-started']);

    const testimonials = page.getByTestId('testimonial');
    await expect(testimonials).toHaveCount(3);
    for (const [i, t] of TESTIMONIALS.entries()) {
      const card = testimonials.nth(i);
      await expect(card).toContainText(t.quote);
      await expect(card).toContainText(t.name);
      await expect(card).toContainText(t.firm);
      await expect(card).toContainText(t.city);
      await expect(card).toContainText(t.initials);
      await expect(card.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
    }

    const steps = page.getByTestId('how-step');
    await expect(steps).toHaveCount(4);
    await expect(steps.locator('h3')).toHaveText([
      'Choose your plan',
      'Identify active legal seekers',
      'Engage and build authority',
      'Convert leads',
    ]);
    for (const [i, step] of HOW_IT_WORKS.entries()) await expect(steps.nth(i)).toContainText(step.text);
    // Search-intent data names people: the step says so and links to how they can be removed.
    await expect(steps.nth(1)).not.toContainText('anonymized');
    await steps.nth(1).getByRole('link', { name: PROSPECT_DATA_LINK.label }).click();
    await expect(page).toHaveURL(/\/privacy-policy#search-intent-prospects$/);
    await expect(page.locator('#search-intent-prospects')).toHaveText('People found through search-intent data');
    await expect(page.locator('#search-intent-prospects + p')).toContainText('Anyone can ask to be removed at any time');
    await page.goBack();

    const pricing = page.locator('#pricing');
    await expect(pricing).toContainText('Unlimited');
    await expect(pricing).toContainText('$1,999');
    await expect(pricing).toContainText('per month');
    for (const feature of UNLIMITED_PLAN.features) await expect(pricing.getByText(feature, { exact: true })).toBeVisible();
    await expect(pricing.getByRole('link', { name: UNLIMITED_PLAN.ctaLabel })).toBeVisible();

    await expect(page.getByTestId('faq-item')).toHaveCount(8);
    await expect(page.locator('#faq summary')).toHaveText(FAQ_ITEMS.map((f) => f.question));

    await expect(page.locator('footer')).toContainText('Results not guaranteed. This is a marketing service.');
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} CaseCourier`);
    await expect(page.locator('footer a[href^="mailto:"]')).toHaveCount(1);
    await expect(page.locator('footer a[href^="tel:"]')).toHaveCount(1);
    for (const name of ['How It Works', 'Pricing', 'FAQ', 'Privacy Policy'])
      await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('the FAQ opens one item at a time, closes again and works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const items = page.getByTestId('faq-item');
    const openCount = () => page.locator('#faq details[open]').count();

    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).getByText(FAQ_ITEMS[0]!.answer)).toBeVisible();

    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    expect(await openCount()).toBe(1);

    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).not.toHaveAttribute('open', '');
    expect(await openCount()).toBe(0);

    await items.nth(4).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(4)).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(items.nth(4)).not.toHaveAttribute('open', '');
  });

  test('Pricing and FAQ anchors scroll to their sections', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
    await header.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();
  });

  test('call-to-action opens the payment link in a new tab and shows Redirecting... for 2 s', async ({ page, context }) => {
    await pauseClock(page);
    await page.goto('/');
    // Located by position, not by name: the name changes while it redirects.
    const cta = page.locator('#pricing [data-cta]');
    await expect(cta).toHaveAccessibleName(new RegExp(UNLIMITED_PLAN.ctaLabel));
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', /noopener/);
    // The payment host is not reachable offline: answer it locally so the new tab loads.
    await context.route(`${DEFAULT_PAYMENT_LINK}**`, (route) =>
      route.fulfill({ body: '<title>Checkout</title>Checkout', contentType: 'text/html' }),
    );

    const popupOpened = context.waitForEvent('page');
    await cta.click();
    await expect(cta).toHaveAttribute('aria-disabled', 'true');
    await expect(cta).toContainText('Redirecting...');
    await expect(cta.locator('.cta-spinner')).toBeVisible();
    const popup = await popupOpened;
    expect(popup.url()).toBe(DEFAULT_PAYMENT_LINK);
    await page.clock.runFor(1900);
    await expect(cta).toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor(200);
    await expect(cta).not.toHaveAttribute('aria-disabled', 'true');
    await expect(cta).toContainText(UNLIMITED_PLAN.ctaLabel);
    await expect(cta).not.toContainText('Redirecting...');

    const final = page.locator('#get-started [data-cta]');
    await expect(final).toHaveAccessibleName(/Get Started Today/);
    const [popup2] = await Promise.all([context.waitForEvent('page'), final.click()]);
    expect(popup2.url()).toBe(DEFAULT_PAYMENT_LINK);
    await expect(final).toContainText('Redirecting...');
  });

  test('public pages ship no framework JavaScript and little inline script', async ({ page }) => {
    for (const path of ['/', '/privacy-policy', '/thank-you']) {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(path);
      expect(scripts, `${path} loads scripts`).toEqual([]);
      const html = await (await page.request.get(path)).text();
      expect(html).not.toContain('astro-island');
      expect(html).not.toMatch(/<script[^>]+src=/);
      const inline = [...html.matchAll(/<script(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      for (const body of inline) expect(Buffer.byteLength(body), `${path} inline script`).toBeLessThan(2048);
    }
  });

  test('the landing page is accessible', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('page changes', () => {
  /**
   * Follows the footer's privacy link. Reports whether the leaving page offered a view transition
   * (the browser may still skip one on a busy machine, so its running is not what is asserted), and
   * the animations the new page's styles give the transition.
   */
  async function followPrivacyLink(page: Page) {
    await page.addInitScript(() => {
      window.addEventListener('pageswap', (event) => {
        const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
        sessionStorage.setItem('left-with-transition', String(transition !== null));
      });
    });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    // The URL changes before the new page's stylesheet applies; read the styles once it has loaded.
    await page.waitForLoadState('load');
    return page.evaluate(() => ({
      leftWithTransition: sessionStorage.getItem('left-with-transition'),
      animations: ['old', 'new'].map((part) => {
        const style = getComputedStyle(document.documentElement, `::view-transition-${part}(root)`);
        return `${part}: ${style.animationName} ${style.animationDuration}`;
      }),
    }));
  }

  test('fade: the leaving page fades out in 0.5 s, then the new one fades in', async ({ page }) => {
    expect(await followPrivacyLink(page)).toEqual({
      leftWithTransition: 'true',
      animations: ['old: page-fade-out 0.5s', 'new: page-fade-in 0.5s'],
    });
  });

  test.describe('for a reader who asked for less motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('do not fade', async ({ page }) => {
      expect(await followPrivacyLink(page)).toEqual({ leftWithTransition: 'false', animations: ['old: none 0s', 'new: none 0s'] });
    });
  });
});
