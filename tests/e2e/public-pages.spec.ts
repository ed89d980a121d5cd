import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../support/pdfText';
import { NEWSLETTER_TIPS } from '../../src/shared/newsletterTips';
import { ARTICLE_SLUGS } from '../../src/shared/articles/slugs';
import { expectNoSeriousA11yViolations } from './axe';
import { appPages } from '../../scripts/build/private-paths.mjs';

test('the footer lists every SEO page alphabetically and every link resolves', async ({ page, request }) => {
  await page.goto('/');
  const list = page.getByTestId('footer-article-list');
  await expect(list).toHaveCSS('height', '192px');
  await expect(list).toHaveCSS('overflow-y', 'auto');
  const links = await list
    .locator('a')
    .evaluateAll((as) => as.map((a) => ({ text: a.textContent!.trim(), href: a.getAttribute('href')! })));
  expect(links.length).toBe(ARTICLE_SLUGS.length);
  const texts = links.map((l) => l.text);
  expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b, 'en')));
  for (const link of links) {
    expect(link.href).toMatch(/^\/seo\/[a-z0-9-]+$/);
    const res = await request.get(link.href, { maxRedirects: 0 });
    expect(res.status(), link.href).toBe(200);
  }
});

test('thank-you page offers a real PDF of the five tips', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for choosing CaseCourier!');
  await expect(
    page.getByText('We will email you within 24 hours to confirm your audience details and start your first campaign.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download/ }).click()]);
  expect(download.suggestedFilename()).toBe('5-newsletter-tips.pdf');
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(Buffer.from(bytes.slice(0, 4)).toString()).toBe('%PDF');
  const { text } = await pdfText(bytes);
  for (const tip of NEWSLETTER_TIPS) expect(text).toContain(tip.title);
  expect(text).toContain('Include your physical postal address');
});

test('thank-you page thanks the firm for completing setup', async ({ page }) => {
  await page.goto('/thank-you?source=welcome-setup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for completing your setup!');
  await expect(page.getByText('Thank you for choosing CaseCourier!')).toBeHidden();
});

test("privacy policy shows today's date and every section", async ({ page }) => {
  await page.goto('/privacy-policy');
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  await expect(page.getByTestId('last-updated')).toHaveText(today);
  for (const h of [
    'Information we collect',
    'How we use information',
    'How we share information',
    'Your rights',
    'Security',
    'Changes to this policy',
    'Contact us',
  ])
    await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
  await expect(page.getByText(/Placeholder: CaseCourier mailing address/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
});

test('every public page has a title, description, canonical URL and Open Graph tags', async ({ page }) => {
  // The hub is served at /seo/; like every page, its canonical address has no trailing slash.
  for (const [path, canonicalPath] of [
    ['/', '/'],
    ['/privacy-policy', '/privacy-policy'],
    ['/thank-you', '/thank-you'],
    ['/seo/', '/seo'],
    ['/sample-newsletter', '/sample-newsletter'],
  ]) {
    await page.goto(path!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.title()).length).toBeGreaterThan(10);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(canonicalPath);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
  }
});

test('robots.txt points to the sitemap, and unknown pages get a friendly 404', async ({ request, page }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);
  const res = await page.goto('/no-such-page');
  expect(res!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
});

test('thank-you and privacy pages are accessible', async ({ page }) => {
  for (const path of ['/thank-you', '/privacy-policy']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});

test('no page built on AppLayout is in the sitemap; robots.txt disallows each and each says noindex', async ({ request }) => {
  const appPaths = appPages('src/pages');
  expect(appPaths).toEqual(expect.arrayContaining(['/contacts', '/dashboard', '/login', '/welcome']));
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/\/$/, '') || '/');
  expect(listed.length).toBeGreaterThan(50);
  expect(listed.filter((path) => appPaths.includes(path))).toEqual([]);
  const robots = (await (await request.get('/robots.txt')).text()).split('\n');
  for (const path of appPaths) {
    expect(robots).toContain(`Disallow: ${path}`);
    expect(await (await request.get(path)).text()).toContain('<meta name="robots" content="noindex">');
  }
  // The public pages stay indexable.
  expect(await (await request.get('/')).text()).not.toContain('name="robots"');
});

test('the public header has a Sign in link, and the hero shows a real sample issue', async ({ page }) => {
  for (const path of ['/', '/seo/email-marketing-for-law-firms', '/sample-newsletter']) {
    await page.goto(path);
    const signIn = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/login');
  }
  await page.goto('/');
  const hero = page.locator('#hero');
  const picture = hero.getByRole('img', { name: /A sample issue|The top of a sample issue/ });
  await expect(picture).toHaveAttribute('width', '760');
  await expect(picture).toHaveAttribute('height', '900');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(760);
  await expect(hero.getByRole('link', { name: 'Read it with our notes' })).toHaveAttribute('href', '/sample-newsletter');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your workspace' })).toBeVisible();
});
