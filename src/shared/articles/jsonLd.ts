import { HTMLElement, parse } from 'node-html-parser';
import { PRODUCT_NAME } from '../site';

export interface ArticleJsonLdInput {
  headline: string;
  description: string;
  canonicalUrl: string;
  /** The site's origin, from the checked public configuration. */
  siteUrl: string;
  datePublished: Date;
  dateModified: Date;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** schema.org Article for an SEO page: CaseCourier is both author and publisher. */
export function articleJsonLd(a: ArticleJsonLdInput) {
  const organization = {
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: `${a.siteUrl}/`,
    logo: { '@type': 'ImageObject', url: `${a.siteUrl}/logo.svg` },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': a.canonicalUrl,
    mainEntityOfPage: a.canonicalUrl,
    headline: a.headline,
    description: a.description,
    author: organization,
    publisher: organization,
    datePublished: isoDate(a.datePublished),
    dateModified: isoDate(a.dateModified),
    image: `${a.siteUrl}/og-image.png`,
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The questions and answers of an FAQ-format article, read from its rendered
 * body: each h2 is a question, and the text up to the next h2 is its answer.
 * Throws when an h2 is not a question, so a page that is not really an FAQ
 * fails the build instead of publishing misleading structured data.
 */
export function faqEntries(bodyHtml: string): FaqEntry[] {
  const body = parse(bodyHtml);
  const entries: FaqEntry[] = [];
  let current: { question: string; parts: string[] } | undefined;
  const finish = () => current && entries.push({ question: current.question, answer: current.parts.join(' ').replace(/\s+/g, ' ').trim() });
  for (const node of body.childNodes) {
    if (node instanceof HTMLElement && node.tagName === 'H2') {
      finish();
      const question = node.text.trim();
      if (!question.endsWith('?')) throw new Error(`FAQ article heading is not a question: "${question}"`);
      current = { question, parts: [] };
    } else if (current) {
      // structuredText keeps list items and paragraphs apart ("One Two", not "OneTwo").
      current.parts.push(node instanceof HTMLElement ? node.structuredText : node.text);
    }
  }
  finish();
  const unanswered = entries.find((e) => e.answer.length === 0);
  if (unanswered) throw new Error(`FAQ article question has no answer: "${unanswered.question}"`);
  return entries;
}

/** schema.org FAQPage for an article whose angle.format is "faq". */
export function faqPageJsonLd(canonicalUrl: string, entries: FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${canonicalUrl}#faq`,
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}
