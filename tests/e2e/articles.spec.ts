import type { BrowserContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { readArticleFiles } from '../support/articleFiles';
import { expectNoSeriousA11yViolations } from './axe';
import { ARTICLE_OFFERS, type ArticleOfferId } from '../../src/shared/articles/offers';
import { DEFAULT_PAYMENT_LINK } from '../../src/shared/site';

const articles = readArticleFiles();
/** The first article of that intent, and offering that resource first if one is named. */
const firstWith = (intent: 'informational' | 'commercial', offer?: ArticleOfferId) =>
  articles.find((a) => a.data?.angle.intent === intent && (!offer || a.data.offers[0] === offer))!;

/** Readers' clicks on the checkout open a new tab; the payment host is not reachable offline, so answer it locally. */
async function answerCheckoutLocally(context: BrowserContext) {
  await context.route(`${DEFAULT_PAYMENT_LINK}**`, (route) =>
    route.fulfill({ body: '<title>Checkout</title>Checkout', contentType: 'text/html' }),
  );
}

test('a reader learning the rules sees when they were checked, their sources, free resources, then the closing block', async ({
  page,
  context,
}) => {
  const article = firstWith('informational', 'newsletter-tips');
  await page.goto(`/seo/${article.slug}`);
  await expect(page).toHaveTitle(/ \| CaseCourier$/);
  await expect(page.getByTestId('rules-checked')).toHaveText(/^Rules checked as of \w+ \d{1,2}, \d{4}$/);
  const sources = page.getByTestId('article-sources').getByRole('link');
  await expect(sources).toHaveCount(article.data!.sources.length);
  await expect(sources.first()).toHaveAttribute('href', article.data!.sources[0]!.url);

  const resources = page.getByTestId('article-resources');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    resources.getByRole('link', { name: /Download the 5 newsletter tips/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('5-newsletter-tips.pdf');

  // The spec's closing block comes after the resources, and its button opens the checkout in a new tab.
  const block = page.getByTestId('closing-cta');
  await expect(block.getByRole('heading', { level: 2 })).toHaveText('Ready to Grow Your Firm?');
  await answerCheckoutLocally(context);
  const [checkout] = await Promise.all([context.waitForEvent('page'), block.getByRole('link', { name: /^View Pricing & Plans/ }).click()]);
  expect(checkout.url()).toBe(DEFAULT_PAYMENT_LINK);
  await expect(page).toHaveURL(new RegExp(`/seo/${article.slug}$`));
  await checkout.close();
});

test('a reader of the annotated sample is taken there from the resources', async ({ page }) => {
  const article = firstWith('informational', 'sample-newsletter');
  await page.goto(`/seo/${article.slug}`);
  await page.getByTestId('article-resources').getByRole('link', { name: 'See the annotated sample newsletter' }).click();
  await expect(page).toHaveURL(/\/sample-newsletter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A sample personal-injury newsletter, annotated');
  await expect(page.getByTestId('sample-note').first().getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
});

test('the metrics page offers a report template and the signature page a signature template, both downloadable', async ({ page }) => {
  for (const [slug, offer] of [
    ['law-firm-email-marketing', ARTICLE_OFFERS['report-template']],
    ['attorney-email-signature-marketing', ARTICLE_OFFERS['signature-template']],
  ] as const) {
    await page.goto(`/seo/${slug}`);
    const link = page.getByTestId('article-resources').getByRole('link', { name: new RegExp(`^${offer.action}`) });
    await expect(link).toHaveAccessibleName(`${offer.action} (HTML, ${offer.title})`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(offer.file.name);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain(`<title>${offer.title}</title>`);
  }
  // Opened in the browser rather than saved, each template reads as a page of its own.
  await page.goto(ARTICLE_OFFERS['signature-template'].href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_OFFERS['signature-template'].title);
  await expectNoSeriousA11yViolations(page);
  await page.goto(ARTICLE_OFFERS['report-template'].href);
  await expect(page.getByRole('heading', { level: 2, name: '4. Compliance record' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a reader comparing services opens the checkout from the closing block, and related reading works', async ({ page, context }) => {
  const article = firstWith('commercial');
  await page.goto(`/seo/${article.slug}`);
  const block = page.getByTestId('closing-cta');
  await expect(block.getByRole('heading', { name: 'Ready to Grow Your Firm?' })).toBeVisible();
  const button = block.getByRole('link', { name: /^View Pricing & Plans/ });
  await expect(button).toHaveAttribute('target', '_blank');
  await answerCheckoutLocally(context);
  const [checkout] = await Promise.all([context.waitForEvent('page'), button.click()]);
  expect(checkout.url()).toBe(DEFAULT_PAYMENT_LINK);
  await checkout.close();

  const related = page.getByTestId('related-articles').getByRole('link').first();
  const relatedTitle = (await related.textContent())!.trim();
  const relatedHref = (await related.getAttribute('href'))!;
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${relatedHref}$`));
  await expect(page).toHaveTitle(`${relatedTitle} | CaseCourier`);
});

test('the footer leads to the guides hub, and the hub to every topic and article', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'All guides' }).click();
  await expect(page).toHaveURL(/\/seo\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides for personal-injury law firms');
  await expect(page.getByTestId('hub-topic').getByRole('link')).toHaveCount(articles.length);

  await page
    .getByRole('navigation', { name: 'Topics' })
    .getByRole('link', { name: /^Compliance/ })
    .click();
  await expect(page).toHaveURL(/#compliance$/);
  const topic = page.locator('#compliance');
  await expect(topic.getByRole('heading', { level: 2 })).toBeInViewport();
  const first = topic.getByRole('link').first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveTitle(`${title} | CaseCourier`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: /^Compliance/ })).toHaveAttribute(
    'href',
    '/seo/#compliance',
  );
});

// One test per page: axe over a long article takes seconds of CPU, and each page gets its own time limit.
for (const path of [
  '/seo/',
  '/sample-newsletter',
  `/seo/${firstWith('informational').slug}`,
  `/seo/${firstWith('commercial').slug}`,
  '/seo/personal-injury-email-rules-by-state',
]) {
  test(`${path} is accessible`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  });
}
