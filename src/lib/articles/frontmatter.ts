import { z } from 'zod';
import { ARTICLE_SLUGS } from '../articleSlugs';

const articleSlug = z.enum(ARTICLE_SLUGS);

/**
 * Front matter of an SEO article. Kept outside content.config.ts so that the
 * unit tests and the article checker can validate files without Astro.
 */
export const articleFrontmatter = z
  .object({
    /** Page title; the page renders it as "{title} | CaseCourier". Keep it short for search results. */
    title: z.string().min(10).max(70),
    /** Meta description and Open Graph description: 120-160 characters, unique per article. */
    description: z.string().min(120).max(160),
    /** The visible h1 of the page (may be longer and more conversational than `title`). */
    headline: z.string().min(10).max(110),
    /** First publication date (ISO date). */
    datePublished: z.coerce.date(),
    /** Last substantive edit (ISO date); never before datePublished. */
    dateModified: z.coerce.date(),
    /** Slugs of 3-5 other articles shown under "Related articles". */
    related: z.array(articleSlug).min(3).max(5),
    /** Topic group; used to order and label related reading. */
    category: z.enum([
      'email-marketing',
      'software',
      'compliance',
      'newsletters',
      'automation',
      'templates',
      'comparisons',
      'retention',
      'growth',
      'integrations',
    ]),
  })
  .refine((a) => a.dateModified >= a.datePublished, {
    message: 'dateModified must not be before datePublished',
    path: ['dateModified'],
  });

export type ArticleFrontmatter = z.infer<typeof articleFrontmatter>;
