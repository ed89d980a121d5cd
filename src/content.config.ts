import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { articleFrontmatter } from '#shared/articles/frontmatter';

/**
 * SEO articles: one Markdown file per slug in src/content/articles/, the file
 * name being the slug. The body starts at h2 (the page renders `headline` as
 * the only h1). The fields are documented in src/shared/articles/frontmatter.ts.
 */
const articles = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/articles' }),
  schema: articleFrontmatter,
});

export const collections = { articles };
