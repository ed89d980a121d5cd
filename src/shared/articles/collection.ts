import { getCollection, type CollectionEntry } from 'astro:content';
import { ARTICLE_CATEGORIES, type ArticleCategory } from './frontmatter';

export type Article = CollectionEntry<'articles'>;

const byTitle = (a: Article, b: Article) => a.data.title.localeCompare(b.data.title, 'en');

/** Every article, sorted alphabetically by title (the order the footer shows). */
export async function articlesByTitle(): Promise<Article[]> {
  return (await getCollection('articles')).sort(byTitle);
}

export interface ArticleTopic {
  id: ArticleCategory;
  label: string;
  articles: Article[];
}

/** The articles grouped by category, in the hub's topic order, each group sorted by title; empty topics left out. */
export async function articlesByTopic(): Promise<ArticleTopic[]> {
  const all = await articlesByTitle();
  return (Object.entries(ARTICLE_CATEGORIES) as [ArticleCategory, string][])
    .map(([id, label]) => ({ id, label, articles: all.filter((a) => a.data.category === id) }))
    .filter((topic) => topic.articles.length > 0);
}
