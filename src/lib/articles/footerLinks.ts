import { ARTICLE_SLUGS } from '../articleSlugs';

export interface ArticleLink {
  slug: string;
  title: string;
}

/** "law-firm-email-marketing" → "Law Firm Email Marketing" (CaseCourier and acronyms kept right). */
export function titleFromSlug(slug: string): string {
  const special: Record<string, string> = { casecourier: 'CaseCourier', aba: 'ABA', crm: 'CRM', 'can-spam': 'CAN-SPAM', vs: 'vs' };
  return slug
    .replace('can-spam', 'can~spam')
    .split('-')
    .map((w) => special[w.replace('~', '-')] ?? w.replace('~', '-').replace(/^./, (c) => c.toUpperCase()))
    .join(' ');
}

/** Every SEO page for the footer, sorted alphabetically by the text shown. */
export async function footerArticleLinks(): Promise<ArticleLink[]> {
  return ARTICLE_SLUGS.map((slug) => ({ slug, title: titleFromSlug(slug) })).sort((a, b) =>
    a.title.localeCompare(b.title, 'en'),
  );
}
