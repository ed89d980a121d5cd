import { getCollection, type CollectionEntry } from 'astro:content';

export type Article = CollectionEntry<'articles'>;

/** Every article, sorted alphabetically by title (the order the footer shows). */
export async function articlesByTitle(): Promise<Article[]> {
  const all = await getCollection('articles');
  return all.sort((a, b) => a.data.title.localeCompare(b.data.title, 'en'));
}
