// Reads the article Markdown files the way Astro's content loader does
// (front matter between --- lines, parsed with js-yaml) and validates the
// front matter with the real schema, so tests and the writers' checker judge
// exactly what the build will.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { articleFrontmatter, type ArticleFrontmatter } from '../../src/shared/articles/frontmatter';

export const ARTICLES_DIR = new URL('../../src/content/articles/', import.meta.url).pathname;

export interface ArticleFile {
  slug: string;
  /** Markdown after the front matter. */
  body: string;
  /** The parsed front matter, or undefined with `problems` saying why. */
  data?: ArticleFrontmatter;
  problems: string[];
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

export function readArticleFile(slug: string): ArticleFile {
  const text = readFileSync(join(ARTICLES_DIR, `${slug}.md`), 'utf8');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { slug, body: text, problems: ['no front matter between --- lines'] };
  let raw: unknown;
  try {
    raw = load(match[1]!);
  } catch (error) {
    return { slug, body: match[2]!, problems: [`front matter is not valid YAML: ${(error as Error).message}`] };
  }
  const parsed = articleFrontmatter.safeParse(raw);
  if (parsed.success) return { slug, body: match[2]!, data: parsed.data, problems: [] };
  return {
    slug,
    body: match[2]!,
    problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(front matter)'}: ${i.message}`),
  };
}

/** Every article file, by slug (the file name without .md), sorted. */
export function readArticleFiles(): ArticleFile[] {
  return readdirSync(ARTICLES_DIR)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .sort()
    .map(readArticleFile);
}
