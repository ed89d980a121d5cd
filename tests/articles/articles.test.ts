// The writers' checker: every article file against the real front-matter
// schema and the editorial rules, without building the site.
//   npm run check:articles                      all articles
//   npm run check:articles -- -t "^mailchimp-for-law-firms"   one article's checks
// The built-site tests (tests/e2e/articles-build.spec.ts) apply the same rules to dist/.
import { describe, expect, it } from 'vitest';
import { ARTICLE_SLUGS } from '../../src/shared/articles/slugs';
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
import type { ArticleFrontmatter } from '../../src/shared/articles/frontmatter';
import { ARTICLE_OFFERS } from '../../src/shared/articles/offers';
import { NEWSLETTER_TIPS } from '../../src/shared/newsletterTips';
import { renderEmailReportTemplate } from '../../src/shared/downloads/emailReportTemplate';
import { renderEmailSignatureTemplate } from '../../src/shared/downloads/emailSignatureTemplate';
import { isPrimarySourceUrl } from '../../src/shared/articles/primarySources';

const files = readArticleFiles();

/** Markdown links in a body: [text](href). */
const links = (md: string) => [...md.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((m) => ({ text: m[1]!, href: m[2]! }));

/** The reader-visible text of a Markdown body: link text kept, syntax and table rules dropped. */
function plainText(md: string): string {
  return md
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, ' ')
    .replace(/[#*_>`|]/g, ' ');
}

/** Bare addresses outside code and links, which GitHub-flavoured Markdown turns into links anyway. */
function autolinked(md: string): string[] {
  const prose = md
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
  return [...prose.matchAll(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b|\bhttps?:\/\/\S+|\bwww\.[\w-]+\.\S+/g)].map((m) => m[0]);
}

const paragraphs = (md: string) =>
  md
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The paragraphs a reader sees, as the page renders them: each Markdown paragraph,
 * each list item, each table cell, each quoted paragraph and each code block, as
 * plain text. The built-site test takes the same units from the HTML (p, li, td...).
 */
function markdownParagraphs(md: string): string[] {
  const units: string[] = [];
  const blocks = md.replace(/```[\s\S]*?```/g, (code) => `\n\n${code.replace(/\n\s*\n/g, '\n')}\n\n`).split(/\n\s*\n/);
  for (const raw of blocks) {
    const block = raw.trim();
    if (!block || /^#{1,6} /.test(block)) continue;
    if (block.startsWith('```')) units.push(block.replace(/^```\w*|```$/g, ''));
    else if (block.startsWith('|'))
      for (const row of block.split('\n')) {
        if (/^\|?\s*:?-{3,}/.test(row)) continue;
        units.push(
          ...row
            .split(/(?<!\\)\|/)
            .map((cell) => cell.trim())
            .filter(Boolean),
        );
      }
    else if (/^([-*]|\d+\.) /.test(block)) units.push(...block.split(/\n(?=\s*(?:[-*]|\d+\.) )/));
    else units.push(block.replace(/^>\s?/gm, ''));
  }
  return units.map(plainText);
}

/** Every text field of the front matter a reader or a search engine sees. */
const frontMatterText = (data: ArticleFrontmatter) =>
  [
    data.title,
    data.description,
    data.headline,
    data.angle.audience,
    data.angle.focus,
    ...data.sources.map((s) => s.title),
    ...data.changeLog.map((c) => c.change),
  ].join('\n');

describe.each(files)('$slug', ({ slug, body, data, problems }) => {
  it('has front matter the schema accepts', () => {
    expect(problems, problems.join('\n')).toEqual([]);
    expect(ARTICLE_SLUGS, 'file name is not a registered slug (src/shared/articles/slugs.ts)').toContain(slug);
  });

  it('has a body of real, varied prose', () => {
    expect(body, 'the page renders the headline as the only h1; start the body at ##').not.toMatch(/^# /m);
    const words = plainText(body)
      .split(/\s+/)
      .filter((w) => /[A-Za-z0-9]/.test(w)).length;
    expect(words, `${words} words`).toBeGreaterThanOrEqual(MIN_BODY_WORDS);
    expect(body, 'the page template already prints "Results not guaranteed"').not.toMatch(TEMPLATE_PHRASE);
    const opening = paragraphs(body).find((p) => !p.startsWith('#'))!;
    expect(plainText(opening).trim(), 'open with the reader\'s problem, not "This page/guide/article covers"').not.toMatch(
      BOILERPLATE_OPENING,
    );
  });

  it('links where it should, with words a reader would use', () => {
    const all = links(body);
    expect(all.map((l) => bodyLinkProblem(slug, l.href)).filter(Boolean)).toEqual([]);
    expect(autolinked(body), 'bare addresses become links on the page; wrap examples in `backticks`').toEqual([]);
    expect(
      all.filter((l) => linkTextCopiesSlug(l.text, l.href)).map((l) => `[${l.text}](${l.href})`),
      'link text repeats the slug',
    ).toEqual([]);
    const siblings = new Set(all.map((l) => l.href).filter((h) => h.startsWith('/seo/') && h !== '/seo/'));
    expect(siblings.size, 'distinct in-body links to other articles').toBeGreaterThanOrEqual(3);
    expect(
      all.some((l) => isPrimarySourceUrl(l.href)),
      'link at least one primary source inline, where the rule is stated',
    ).toBe(true);
  });

  it('is written in American English', () => {
    const text = `${data ? frontMatterText(data) : ''}\n${plainText(body)}`;
    expect(britishSpellings(text), 'British spellings (tests/support/articleRules.ts lists the ones refused)').toEqual([]);
  });

  it.runIf(data?.angle.format === 'faq')('is really questions and answers (it emits FAQPage data)', () => {
    const headings = [...body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
    expect(headings.filter((h) => !h.endsWith('?'))).toEqual([]);
  });
});

describe('the library', () => {
  it('holds exactly the registered slugs', () => {
    expect(files.map((f) => f.slug)).toEqual([...ARTICLE_SLUGS].sort());
  });

  it('gives every page its own angle (audience, intent, format)', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const { slug, data } of files) {
      if (!data) continue;
      const key = [data.angle.audience.toLowerCase(), data.angle.intent, data.angle.format].join(' | ');
      if (owners.has(key)) clashes.push(`${slug} and ${owners.get(key)}: ${key}`);
      owners.set(key, slug);
    }
    expect(clashes).toEqual([]);
  });

  it('shares no paragraph or sentence of 80 characters or more between articles', () => {
    const shared = sharedParagraphs(new Map(files.map((f) => [f.slug, paragraphsAndSentences(markdownParagraphs(f.body))])));
    expect(shared, 'reword the fact for this page, or state it once and link the page that explains it').toEqual([]);
  });

  it('offers its free resources in American English too', () => {
    const text = [
      ...Object.values(ARTICLE_OFFERS).map((o) => `${o.title}\n${o.description}\n${o.action}`),
      ...NEWSLETTER_TIPS.map((t) => `${t.title}\n${t.body}`),
      renderEmailSignatureTemplate(),
      renderEmailReportTemplate(),
    ].join('\n');
    expect(britishSpellings(text)).toEqual([]);
  });

  it(`keeps every pair of bodies below ${MAX_BODY_SIMILARITY} shingle similarity`, () => {
    const pairs = pairSimilarities(new Map(files.map((f) => [f.slug, plainText(f.body)])));
    console.log(`Most similar bodies:\n  ${pairs.slice(0, 3).map(formatPair).join('\n  ')}`);
    expect(pairs.filter((p) => p.similarity > MAX_BODY_SIMILARITY).map(formatPair)).toEqual([]);
  });
});
