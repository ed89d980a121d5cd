import { expect, test } from './fixtures';
import { readArticleFiles } from '../support/articleFiles';
import { expectNoSeriousA11yViolations } from './axe';

const articles = readArticleFiles();
const firstWith = (intent: 'informational' | 'commercial') => articles.find((a) => a.data?.angle.intent === intent)!;

test('a reader learning the rules sees when they were checked, their sources, and free resources rather than a checkout', async ({
  page,
}) => {
  const article = firstWith('informational');
  await page.goto(`/seo/${article.slug}`);
  await expect(page).toHaveTitle(/ \| CaseCourier$/);
  await expect(page.getByTestId('rules-checked')).toHaveText(/^Rules checked as of \w+ \d{1,2}, \d{4}$/);
  const sources = page.getByTestId('article-sources').getByRole('link');
  await expect(sources).toHaveCount(article.data!.sources.length);
  await expect(sources.first()).toHaveAttribute('href', article.data!.sources[0]!.url);

  const block = page.getByTestId('closing-cta');
  await expect(block.getByRole('link', { name: /Pricing/ })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    block.getByRole('link', { name: /Download the 5 newsletter tips/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('5-newsletter-tips.pdf');

  await block.getByRole('link', { name: 'See the annotated sample newsletter' }).click();
  await expect(page).toHaveURL(/\/sample-newsletter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A sample personal-injury newsletter, annotated');
  await expect(page.getByTestId('sample-note').first().getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
});

test('a reader comparing services is offered the plan, and related reading works', async ({ page }) => {
  const article = firstWith('commercial');
  await page.goto(`/seo/${article.slug}`);
  const block = page.getByTestId('closing-cta');
  await expect(block.getByRole('heading', { name: 'Ready to Grow Your Firm?' })).toBeVisible();
  await block.getByRole('link', { name: 'View Pricing & Plans' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.getByRole('heading', { name: 'One plan. Everything included.' })).toBeInViewport();

  await page.goto(`/seo/${article.slug}`);
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

test('the hub, the sample newsletter and sampled articles are accessible', async ({ page }) => {
  const paths = [
    '/seo/',
    '/sample-newsletter',
    `/seo/${firstWith('informational').slug}`,
    `/seo/${firstWith('commercial').slug}`,
    '/seo/personal-injury-email-rules-by-state',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});
