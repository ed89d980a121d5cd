// Checks over the built site (dist/): no browser needed, but it runs after the
// build, with the other end-to-end tests. The editorial rules come from
// tests/support/articleRules.ts, shared with the writers' checker.
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import type { HTMLElement } from 'node-html-parser';
import { ARTICLE_SLUGS } from '../../src/shared/articles/slugs';
import { ARTICLE_CATEGORIES } from '../../src/shared/articles/frontmatter';
import { isPrimarySourceUrl } from '../../src/shared/articles/primarySources';
import { ARTICLE_OFFERS } from '../../src/shared/articles/offers';
import { DEFAULT_PAYMENT_LINK as PAYMENT_LINK, PRODUCT_NAME } from '../../src/shared/site';
import { readArticleFiles } from '../support/articleFiles';
import {
  BOILERPLATE_OPENING,
  MAX_BODY_SIMILARITY,
  MIN_BODY_WORDS,
  TEMPLATE_PHRASE,
  bodyLinkProblem,
  britishSpellings,
  formatPair,
  linkTextCopiesSlug,
  pairSimilarities,
  paragraphsAndSentences,
  sharedParagraphs,
} from '../support/articleRules';
import { DIST, builtPages, htmlParagraphs, resolvesInDist, wordCount } from '../support/builtSite';

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

test("every article ends with the spec's closing block, reader-fitted resources above it", () => {
  for (const slug of ARTICLE_SLUGS) {
    const page = articlePage(slug);
    const block = page.querySelector('[data-testid="closing-cta"]')!;
    expect(block, `${slug} has no closing block`).toBeTruthy();
    expect(block.querySelector('h2')!.text.trim(), slug).toBe('Ready to Grow Your Firm?');
    const button = block.querySelectorAll('a');
    expect(button, `${slug}: one button in the closing block`).toHaveLength(1);
    expect(button[0]!.querySelector('[data-cta-label]')!.text.trim(), slug).toBe('View Pricing & Plans');
    expect(button[0]!.getAttribute('href'), `${slug}: the button opens the payment checkout`).toBe(PAYMENT_LINK);
    expect(button[0]!.getAttribute('target'), slug).toBe('_blank');
    expect(button[0]!.getAttribute('rel'), slug).toMatch(/\bnoopener\b/);

    // The resources come first, and are the ones the article chose; the closing block is the page's last section.
    const sections = page.querySelectorAll('main section[aria-labelledby]');
    const resources = page.querySelector('[data-testid="article-resources"]')!;
    expect(sections.indexOf(resources), `${slug}: resources above the closing block`).toBe(sections.length - 2);
    expect(sections.at(-1), `${slug}: the closing block ends the page`).toBe(block);
    const offered = resources.querySelectorAll('[data-offer]');
    expect(
      offered.map((o) => o.getAttribute('data-offer')),
      slug,
    ).toEqual(frontMatter.get(slug)!.offers);
    for (const item of offered) {
      const offer = ARTICLE_OFFERS[item.getAttribute('data-offer') as keyof typeof ARTICLE_OFFERS];
      const link = item.querySelector('a')!;
      expect(link.getAttribute('href'), slug).toBe(offer.href);
      expect(link.getAttribute('download') ?? undefined, slug).toBe('file' in offer ? offer.file.name : undefined);
    }
  }
});

test('every offered resource is built with the site, and each one is offered somewhere', () => {
  const offeredSomewhere = new Set(ARTICLE_SLUGS.flatMap((slug) => frontMatter.get(slug)!.offers));
  for (const [id, offer] of Object.entries(ARTICLE_OFFERS)) {
    expect(resolvesInDist(offer.href), `${id}: ${offer.href} is not in dist/`).toBe(true);
    expect(offeredSomewhere.has(id as keyof typeof ARTICLE_OFFERS), `${id} is offered by no article`).toBe(true);
  }
  // The two templates are whole documents a reader can open offline: no scripts, nothing fetched.
  for (const path of ['/downloads/law-firm-email-report-template', '/downloads/law-firm-email-signature-template']) {
    const file = pages.get(path)!;
    expect(file.querySelector('h1')!.text, path).toBeTruthy();
    expect(file.querySelectorAll('script, link[rel="stylesheet"], img').length, path).toBe(0);
  }
  expect(readFileSync(`${DIST}downloads/5-newsletter-tips.pdf`).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the metrics page offers the report template and the signature page the signature template', () => {
  expect(frontMatter.get('law-firm-email-marketing')!.offers[0]).toBe('report-template');
  expect(frontMatter.get('attorney-email-signature-marketing')!.offers[0]).toBe('signature-template');
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

test('article bodies follow the editorial rules', () => {
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

test('no paragraph or sentence of 80 characters or more appears in two articles', () => {
  const shared = sharedParagraphs(new Map(ARTICLE_SLUGS.map((slug) => [slug, paragraphsAndSentences(htmlParagraphs(articleBody(slug)))])));
  expect(shared).toEqual([]);
});

test('every article page, and every page-like resource it offers, is in American English', () => {
  const resources = Object.values(ARTICLE_OFFERS)
    .map((o) => o.href)
    .filter((href) => !href.endsWith('.pdf'))
    .map((href) => href.replace(/\.html$/, ''));
  const found = [...ARTICLE_SLUGS.map((slug) => `/seo/${slug}`), ...resources].flatMap((path) => {
    const page = pages.get(path)!;
    const text = [
      page.querySelector('title')!.text,
      page.querySelector('meta[name="description"]')!.getAttribute('content'),
      page.querySelector('body')!.text,
    ].join('\n');
    return britishSpellings(text).map((f) => `${path}: ${f}`);
  });
  expect(found).toEqual([]);
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
