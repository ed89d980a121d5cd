// Checks over the built site (dist/): no browser needed, but it runs after the
// build, with the other end-to-end tests.
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { ARTICLE_SLUGS } from '../../src/lib/articleSlugs';
import { PRODUCT_NAME } from '../../src/shared/site';
import { DIST, builtPages, normalizeParagraph, resolvesInDist, wordCount } from '../support/builtSite';

const pages = builtPages();
const articlePage = (slug: string) => pages.get(`/seo/${slug}`)!;

test('all 64 article slugs are built, each with one h1, h2 sections and related links', () => {
  expect(ARTICLE_SLUGS.length).toBe(64);
  for (const slug of ARTICLE_SLUGS) {
    const page = articlePage(slug);
    expect(page, slug).toBeTruthy();
    expect(page.querySelectorAll('h1').length, slug).toBe(1);
    expect(page.querySelectorAll('[data-testid="article-body"] h2').length, slug).toBeGreaterThanOrEqual(3);
    expect(page.querySelectorAll('[data-testid="related-articles"] a').length, slug).toBeGreaterThanOrEqual(3);
    const cta = page.querySelector('[data-testid="closing-cta"]')!;
    expect(cta.querySelector('h2')!.text).toBe('Ready to Grow Your Firm?');
    const button = cta.querySelector('a[data-cta]')!;
    expect(button.text).toContain('View Pricing & Plans');
    expect(button.getAttribute('target')).toBe('_blank');
    expect(button.getAttribute('rel')).toContain('noopener');
    expect(button.hasAttribute('data-cta-redirect')).toBe(true);
    expect(page.querySelectorAll('script[src], astro-island').length, `${slug} ships framework JS`).toBe(0);
  }
  const builtArticles = [...pages.keys()].filter(
    (p) => p.startsWith('/seo/') && !p.endsWith('how-to-get-repeat-business-for-your-law-firm'),
  );
  expect(builtArticles.sort()).toEqual(ARTICLE_SLUGS.map((s) => `/seo/${s}`).sort());
});

test('titles and descriptions are well-formed and unique', () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const slug of ARTICLE_SLUGS) {
    const page = articlePage(slug);
    const title = page.querySelector('title')!.text;
    const description = page.querySelector('meta[name="description"]')!.getAttribute('content')!;
    expect(title, slug).toMatch(new RegExp(` \\| ${PRODUCT_NAME}$`));
    expect(description.length, slug).toBeGreaterThanOrEqual(120);
    expect(description.length, slug).toBeLessThanOrEqual(160);
    expect(titles.has(title), `duplicate title ${title}`).toBe(false);
    expect(descriptions.has(description), `duplicate description on ${slug}`).toBe(false);
    titles.add(title);
    descriptions.add(description);
    expect(page.querySelector('meta[property="og:type"]')!.getAttribute('content')).toBe('article');
  }
});

test('every article has JSON-LD Article metadata pointing at its canonical URL', () => {
  for (const slug of ARTICLE_SLUGS) {
    const page = articlePage(slug);
    const canonical = page.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
    expect(new URL(canonical).pathname).toBe(`/seo/${slug}`);
    expect(page.querySelector('meta[property="og:url"]')!.getAttribute('content')).toBe(canonical);
    const ld = JSON.parse(page.querySelector('script[type="application/ld+json"]')!.text);
    expect(ld['@type']).toBe('Article');
    expect(ld['@id']).toBe(canonical);
    expect(ld.mainEntityOfPage).toBe(canonical);
    expect(ld.headline).toBe(page.querySelector('h1')!.text.trim());
    expect(ld.description).toBe(page.querySelector('meta[name="description"]')!.getAttribute('content'));
    for (const who of [ld.author, ld.publisher]) {
      expect(who['@type']).toBe('Organization');
      expect(who.name).toBe(PRODUCT_NAME);
      expect(who.logo.url).toMatch(/^https?:\/\/.+\/logo\.svg$/);
    }
    expect(ld.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ld.dateModified >= ld.datePublished).toBe(true);
  }
});

test('every article has at least 700 words and at least three in-body links to other articles', () => {
  const counts: number[] = [];
  for (const slug of ARTICLE_SLUGS) {
    const body = articlePage(slug).querySelector('[data-testid="article-body"]')!;
    const words = wordCount(body.text);
    counts.push(words);
    expect(words, slug).toBeGreaterThanOrEqual(700);
    const targets = new Set(
      body
        .querySelectorAll('a')
        .map((a) => a.getAttribute('href')!)
        .filter((h) => h.startsWith('/seo/') && h !== `/seo/${slug}`),
    );
    expect(targets.size, slug).toBeGreaterThanOrEqual(3);
  }
  console.log(`Article words: total ${counts.reduce((a, b) => a + b, 0)}, shortest ${Math.min(...counts)}, longest ${Math.max(...counts)}`);
});

test('no two articles share a paragraph', () => {
  const owners = new Map<string, string>();
  for (const slug of ARTICLE_SLUGS) {
    const body = articlePage(slug).querySelector('[data-testid="article-body"]')!;
    for (const block of body.querySelectorAll('p, li, blockquote, td')) {
      const norm = normalizeParagraph(block.text);
      if (norm.split(' ').length < 8) continue;
      const owner = owners.get(norm);
      expect(owner === undefined || owner === slug, `"${norm.slice(0, 80)}" in ${slug} and ${owner}`).toBe(true);
      owners.set(norm, slug);
    }
  }
});

test('every internal link on every built page resolves', () => {
  let checked = 0;
  const broken: string[] = [];
  for (const [path, page] of pages) {
    for (const a of page.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href')!;
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      checked++;
      if (!resolvesInDist(href)) broken.push(`${path} -> ${href}`);
    }
    for (const a of page.querySelectorAll('a[href^="/seo/how-to-get-repeat-business-for-your-law-firm"]'))
      broken.push(`${path} links to the retired address ${a.getAttribute('href')}`);
  }
  console.log(`Internal links checked: ${checked} across ${pages.size} pages`);
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(64 * 64);
});

test('the sitemap lists every article, and robots.txt points to it', () => {
  const index = readFileSync(`${DIST}sitemap-index.xml`, 'utf8');
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const urls = sitemaps.flatMap((s) =>
    [...readFileSync(`${DIST}${s.slice(1)}`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      new URL(m[1]!).pathname.replace(/\/$/, ''),
    ),
  );
  for (const slug of ARTICLE_SLUGS) expect(urls, slug).toContain(`/seo/${slug}`);
  expect(urls).not.toContain('/seo/how-to-get-repeat-business-for-your-law-firm');
  expect(readFileSync(`${DIST}robots.txt`, 'utf8')).toMatch(/^Sitemap: .+\/sitemap-index\.xml$/m);
});

test('the legacy repeat-business address redirects permanently', async ({ request }) => {
  const res = await request.get('/seo/how-to-get-repeat-business-for-your-law-firm', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe('/seo/how-to-get-repeat-business-law-firm');
  // The fallback page for hosts without redirects.
  const fallback = pages.get('/seo/how-to-get-repeat-business-for-your-law-firm')!;
  expect(fallback.querySelector('meta[http-equiv="refresh"]')!.getAttribute('content')).toBe(
    '0; url=/seo/how-to-get-repeat-business-law-firm',
  );
  expect(new URL(fallback.querySelector('link[rel="canonical"]')!.getAttribute('href')!).pathname).toBe(
    '/seo/how-to-get-repeat-business-law-firm',
  );
});
