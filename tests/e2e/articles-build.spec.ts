// Checks over the built site (dist/): no browser needed, but it runs after the
// build, with the other end-to-end tests. The editorial rules come from
// tests/support/articleRules.ts, shared with the writers' checker.
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import type { HTMLElement } from 'node-html-parser';
import { ARTICLE_SLUGS } from '../../src/shared/articles/slugs';
import { ARTICLE_CATEGORIES } from '../../src/shared/articles/frontmatter';
import { isPrimarySourceUrl } from '../../src/shared/articles/primarySources';
import { NEWSLETTER_TIPS_PDF } from '../../src/shared/newsletterTips';
import { DEFAULT_PAYMENT_LINK as PAYMENT_LINK, PRODUCT_NAME } from '../../src/shared/site';
import { readArticleFiles } from '../support/articleFiles';
import {
  BOILERPLATE_OPENING,
  MAX_BODY_SIMILARITY,
  MIN_BODY_WORDS,
  TEMPLATE_PHRASE,
  bodyLinkProblem,
  formatPair,
  linkTextCopiesSlug,
  pairSimilarities,
} from '../support/articleRules';
import { DIST, builtPages, normalizeParagraph, resolvesInDist, wordCount } from '../support/builtSite';

const pages = builtPages();
const articlePage = (slug: string) => pages.get(`/seo/${slug}`)!;
const articleBody = (slug: string) => articlePage(slug).querySelector('[data-testid="article-body"]')!;
const frontMatter = new Map(readArticleFiles().map((f) => [f.slug, f.data!]));
const hrefs = (el: HTMLElement) => el.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!);
const jsonLd = (page: HTMLElement) => page.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.text));

test('every registered article is built, each with one h1, h2 sections, related links and no framework JS', () => {
  for (const slug of ARTICLE_SLUGS) {
    const page = articlePage(slug);
    expect(page, slug).toBeTruthy();
    expect(frontMatter.get(slug), `${slug} front matter`).toBeTruthy();
    expect(page.querySelectorAll('h1').length, slug).toBe(1);
    expect(articleBody(slug).querySelectorAll('h2').length, slug).toBeGreaterThanOrEqual(3);
    expect(page.querySelectorAll('[data-testid="related-articles"] a').length, slug).toBeGreaterThanOrEqual(3);
    expect(page.querySelectorAll('script[src], astro-island').length, `${slug} ships framework JS`).toBe(0);
  }
  const builtArticles = [...pages.keys()].filter(
    (p) => /^\/seo\/[a-z0-9-]+$/.test(p) && !p.endsWith('how-to-get-repeat-business-for-your-law-firm'),
  );
  expect(builtArticles.sort()).toEqual(ARTICLE_SLUGS.map((s) => `/seo/${s}`).sort());
});

test("the closing block matches the reader's intent: free resources to learn, pricing to compare", () => {
  const seen = new Set<string>();
  for (const slug of ARTICLE_SLUGS) {
    const { intent } = frontMatter.get(slug)!.angle;
    seen.add(intent);
    const block = articlePage(slug).querySelector('[data-testid="closing-cta"]')!;
    expect(block.getAttribute('data-intent'), slug).toBe(intent);
    const links = hrefs(block);
    expect(links, `${slug} closing block sends readers to checkout`).not.toContain(PAYMENT_LINK);
    if (intent === 'commercial') {
      expect(block.querySelector('h2')!.text, slug).toBe('Ready to Grow Your Firm?');
      const pricing = block.querySelector('a[href="/#pricing"]')!;
      expect(pricing.text.trim(), slug).toBe('View Pricing & Plans');
    } else {
      expect(links, slug).not.toContain('/#pricing');
      expect(block.querySelector(`a[href="${NEWSLETTER_TIPS_PDF}"]`)!.hasAttribute('download'), slug).toBe(true);
      expect(links, slug).toContain('/sample-newsletter');
    }
  }
  // Both kinds exist, so both branches above really ran.
  expect([...seen].sort()).toEqual(['commercial', 'informational']);
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

test('every article has JSON-LD Article metadata, and FAQPage data only when it is an FAQ', () => {
  for (const slug of ARTICLE_SLUGS) {
    const page = articlePage(slug);
    const canonical = page.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
    expect(new URL(canonical).pathname).toBe(`/seo/${slug}`);
    expect(page.querySelector('meta[property="og:url"]')!.getAttribute('content')).toBe(canonical);
    const data = jsonLd(page);
    const ld = data.find((d) => d['@type'] === 'Article');
    expect(ld, slug).toBeTruthy();
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

    const faq = data.find((d) => d['@type'] === 'FAQPage');
    if (frontMatter.get(slug)!.angle.format !== 'faq') {
      expect(faq, `${slug} is not an FAQ but emits FAQPage data`).toBeUndefined();
      continue;
    }
    const questions = articleBody(slug)
      .querySelectorAll('h2')
      .map((h) => h.text.trim());
    expect(
      faq.mainEntity.map((q: { name: string }) => q.name),
      slug,
    ).toEqual(questions);
    for (const q of faq.mainEntity) {
      expect(q.name, slug).toMatch(/\?$/);
      expect(q.acceptedAnswer.text.length, `${slug}: "${q.name}" has no answer`).toBeGreaterThan(40);
    }
  }
});

test('every article shows the date its rules were checked, and lists primary sources', () => {
  for (const slug of ARTICLE_SLUGS) {
    const page = articlePage(slug);
    const checked = page.querySelector('[data-testid="rules-checked"]');
    expect(checked?.text, slug).toMatch(/^Rules checked as of [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(checked!.querySelector('time')!.getAttribute('datetime'), slug).toBe(
      frontMatter.get(slug)!.rulesCheckedAsOf.toISOString().slice(0, 10),
    );

    const listed = hrefs(page.querySelector('[data-testid="article-sources"]')!);
    expect(listed.length, `${slug} lists no sources`).toBeGreaterThanOrEqual(1);
    expect(
      listed.filter((h) => !isPrimarySourceUrl(h)),
      `${slug} lists a source off the primary-source hosts`,
    ).toEqual([]);
    const primaryLinks = [...hrefs(articleBody(slug)), ...listed].filter(isPrimarySourceUrl);
    expect(primaryLinks.length, `${slug} links no primary source`).toBeGreaterThanOrEqual(1);
  }
});

test('article bodies follow the editorial rules of issue 17', () => {
  const counts: number[] = [];
  const problems: string[] = [];
  for (const slug of ARTICLE_SLUGS) {
    const page = articlePage(slug);
    const body = articleBody(slug);
    const words = wordCount(body.text);
    counts.push(words);
    if (words < MIN_BODY_WORDS) problems.push(`${slug}: ${words} words (at least ${MIN_BODY_WORDS})`);
    if (TEMPLATE_PHRASE.test(body.text)) problems.push(`${slug}: says "Results not guaranteed"; the template already prints it`);
    if (BOILERPLATE_OPENING.test(body.querySelector('p')!.text.trim()))
      problems.push(`${slug}: opens with "This page/guide/article covers"`);
    const links = body.querySelectorAll('a[href]').map((a) => ({ text: a.text, href: a.getAttribute('href')! }));
    for (const l of links) {
      const problem = bodyLinkProblem(slug, l.href);
      if (problem) problems.push(`${slug}: ${problem}`);
      if (linkTextCopiesSlug(l.text, l.href)) problems.push(`${slug}: link text "${l.text}" repeats the slug of ${l.href}`);
    }
    const siblings = new Set(links.map((l) => l.href).filter((h) => /^\/seo\/[a-z0-9-]+$/.test(h)));
    if (siblings.size < 3) problems.push(`${slug}: ${siblings.size} distinct in-body links to other articles (at least 3)`);
    // The template's own line stays.
    expect(page.querySelector('[data-testid="article-disclaimer"]')!.text).toMatch(TEMPLATE_PHRASE);
  }
  console.log(`Article words: total ${counts.reduce((a, b) => a + b, 0)}, shortest ${Math.min(...counts)}, longest ${Math.max(...counts)}`);
  expect(problems, problems.join('\n')).toEqual([]);
});

test('no two articles share a paragraph', () => {
  const owners = new Map<string, string>();
  for (const slug of ARTICLE_SLUGS) {
    for (const block of articleBody(slug).querySelectorAll('p, li, blockquote, td')) {
      const norm = normalizeParagraph(block.text);
      if (norm.split(' ').length < 8) continue;
      const owner = owners.get(norm);
      expect(owner === undefined || owner === slug, `"${norm.slice(0, 80)}" in ${slug} and ${owner}`).toBe(true);
      owners.set(norm, slug);
    }
  }
});

test('every article has its own angle, and no two bodies read alike', () => {
  const owners = new Map<string, string>();
  for (const slug of ARTICLE_SLUGS) {
    const { audience, intent, format } = frontMatter.get(slug)!.angle;
    const key = `${audience.toLowerCase()} | ${intent} | ${format}`;
    expect(owners.get(key), `${slug} has the same angle as ${owners.get(key)}: ${key}`).toBeUndefined();
    owners.set(key, slug);
  }
  const pairs = pairSimilarities(new Map(ARTICLE_SLUGS.map((slug) => [slug, articleBody(slug).text])));
  console.log(
    `Most similar article bodies (5-word shingles, Jaccard; limit ${MAX_BODY_SIMILARITY}):\n  ${pairs.slice(0, 3).map(formatPair).join('\n  ')}`,
  );
  expect(pairs.filter((p) => p.similarity > MAX_BODY_SIMILARITY).map(formatPair)).toEqual([]);
});

test('the hub lists every article once, under its topic', () => {
  const hub = pages.get('/seo')!;
  const listed: string[] = [];
  for (const section of hub.querySelectorAll('[data-testid="hub-topic"]')) {
    const topic = section.getAttribute('id') as keyof typeof ARTICLE_CATEGORIES;
    expect(section.querySelector('h2')!.text).toBe(ARTICLE_CATEGORIES[topic]);
    for (const href of hrefs(section)) {
      const slug = href.replace(/^\/seo\//, '');
      expect(frontMatter.get(slug)?.category, `${slug} is listed under ${topic}`).toBe(topic);
      listed.push(slug);
    }
  }
  expect(listed.sort()).toEqual([...ARTICLE_SLUGS].sort());
  expect(hub.querySelectorAll('script[src], astro-island').length).toBe(0);
  for (const path of ['/', '/seo/aba-compliant-email-marketing', '/privacy-policy'])
    expect(hrefs(pages.get(path)!.querySelector('footer')!), `${path} footer`).toEqual(
      expect.arrayContaining(['/seo/', '/sample-newsletter']),
    );
});

test('the sample newsletter annotates every part with a primary source', () => {
  const page = pages.get('/sample-newsletter')!;
  expect(page.querySelectorAll('script[src], astro-island').length).toBe(0);
  expect(page.querySelector('time[data-testid="rules-checked"]')!.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const parts = page.querySelectorAll('[data-testid="sample-part"]');
  expect(parts.length).toBeGreaterThanOrEqual(7);
  for (const part of parts) {
    const title = part.querySelector('h2')!.text;
    const notes = part.querySelectorAll('[data-testid="sample-note"]');
    expect(notes.length, `${title} has no note`).toBeGreaterThanOrEqual(1);
    for (const note of notes) {
      const sources = hrefs(note);
      expect(sources.length, `a note in "${title}" cites nothing`).toBeGreaterThanOrEqual(1);
      expect(
        sources.filter((h) => !isPrimarySourceUrl(h)),
        `a note in "${title}" cites a non-primary source`,
      ).toEqual([]);
    }
  }
  // What the notes promise to explain is really there.
  const text = page.text;
  for (const phrase of [
    'ATTORNEY ADVERTISING',
    'This email is an advertisement',
    'Canal Street, Suite 3',
    'Unsubscribe',
    'Prior results do not guarantee a similar outcome',
    'not legal advice',
  ])
    expect(text).toContain(phrase);
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
  expect(checked).toBeGreaterThan(ARTICLE_SLUGS.length * ARTICLE_SLUGS.length);
});

test('the sitemap lists every article, the hub and the sample newsletter, and robots.txt points to it', () => {
  const index = readFileSync(`${DIST}sitemap-index.xml`, 'utf8');
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const urls = sitemaps.flatMap((s) =>
    [...readFileSync(`${DIST}${s.slice(1)}`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      new URL(m[1]!).pathname.replace(/\/$/, ''),
    ),
  );
  for (const slug of ARTICLE_SLUGS) expect(urls, slug).toContain(`/seo/${slug}`);
  expect(urls).toEqual(expect.arrayContaining(['/seo', '/sample-newsletter']));
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
