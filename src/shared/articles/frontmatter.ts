import { z } from 'zod';
import { ARTICLE_SLUGS } from './slugs';
import { PRIMARY_SOURCE_HOSTS, isPrimarySourceUrl } from './primarySources';
import { ARTICLE_OFFER_IDS } from './offers';

const articleSlug = z.enum(ARTICLE_SLUGS);

/** Topic groups, in the order the articles hub shows them, with the heading each gets there. */
export const ARTICLE_CATEGORIES = {
  'email-marketing': 'Email marketing for law firms',
  compliance: 'Compliance and attorney-advertising rules',
  newsletters: 'Client newsletters',
  automation: 'Automation, intake and follow-up',
  templates: 'Email templates',
  software: 'Email marketing software',
  comparisons: 'Comparisons and alternatives',
  integrations: 'CRM and practice-management integrations',
  retention: 'Client retention and referrals',
  growth: 'Growing a practice',
} as const;
export type ArticleCategory = keyof typeof ARTICLE_CATEGORIES;
const categoryIds = Object.keys(ARTICLE_CATEGORIES) as [ArticleCategory, ...ArticleCategory[]];

/** Why the reader came: to learn (informational) or to compare or buy a product or service (commercial). */
export const ANGLE_INTENTS = ['informational', 'commercial'] as const;
export type AngleIntent = (typeof ANGLE_INTENTS)[number];

/** The shape of the page. `faq` pages emit FAQPage structured data, so every h2 must be a question. */
export const ANGLE_FORMATS = [
  'guide',
  'how-to',
  'checklist',
  'comparison',
  'review',
  'templates',
  'explainer',
  'playbook',
  'faq',
  'case-study',
  'table',
] as const;
export type AngleFormat = (typeof ANGLE_FORMATS)[number];

/** Words that mark unfinished copy; front matter must be real text. */
const PLACEHOLDER = /\b(todo|tbd|tbc|lorem|ipsum|placeholder|fixme|xxx)\b/i;
const realText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => !PLACEHOLDER.test(s), { message: 'must be real text, not a placeholder' });

const primarySource = z.object({
  /** What the reader will find there, e.g. "ABA Model Rule 7.1: Communications Concerning a Lawyer's Services". */
  title: realText(5, 160),
  url: z.string().refine(isPrimarySourceUrl, {
    message: `must be an http(s) address on a primary-source host (${PRIMARY_SOURCE_HOSTS.join(', ')})`,
  }),
});

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
    /** The day the rules the article states were last checked against their sources; shown on the page. */
    rulesCheckedAsOf: z.coerce.date(),
    /** Slugs of 3-5 other articles shown under "Related articles". */
    related: z.array(articleSlug).min(3).max(5),
    /** Topic group; the hub groups articles by it, under the labels in ARTICLE_CATEGORIES. */
    category: z.enum(categoryIds),
    /**
     * What earns this page its place next to near-synonym siblings. The triple
     * (audience, intent, format) is unique across the library (checked by the
     * built-site tests); `intent` picks the page's call to action.
     */
    angle: z.object({
      /** Who, specifically: "solo personal-injury attorneys who run their own marketing". */
      audience: realText(10, 120),
      intent: z.enum(ANGLE_INTENTS),
      format: z.enum(ANGLE_FORMATS),
      /** One sentence: the question this page answers that no sibling page answers. */
      focus: realText(30, 240),
    }),
    /**
     * The free resources shown above the closing block, chosen to fit the reader
     * (src/shared/articles/offers.ts): one or two, the first the best fit.
     */
    offers: z
      .array(z.enum(ARTICLE_OFFER_IDS))
      .min(1)
      .max(2)
      .refine((list) => new Set(list).size === list.length, { message: 'offers the same resource twice' }),
    /**
     * What changed and when, newest first: a rule's status changing (a postponed
     * effective date, an amended rule) or a correction to what the page said.
     * Shown under the article as "Changes"; leave it out when nothing changed.
     */
    changeLog: z
      .array(z.object({ date: z.coerce.date(), change: realText(20, 320) }))
      .max(8)
      .refine((log) => log.every((entry, i) => i === 0 || entry.date <= log[i - 1]!.date), {
        message: 'list changes newest first',
      })
      .default([]),
    /** 1-6 primary sources the article relies on; listed under "Sources" on the page. */
    sources: z
      .array(primarySource)
      .min(1)
      .max(6)
      .refine((list) => new Set(list.map((s) => s.url)).size === list.length, { message: 'lists the same source twice' }),
  })
  .refine((a) => a.dateModified >= a.datePublished, {
    message: 'dateModified must not be before datePublished',
    path: ['dateModified'],
  })
  .refine((a) => a.changeLog.every((entry) => entry.date <= a.dateModified), {
    message: 'a change cannot be dated after dateModified: the page changed when it was recorded',
    path: ['changeLog'],
  });

export type ArticleFrontmatter = z.infer<typeof articleFrontmatter>;
