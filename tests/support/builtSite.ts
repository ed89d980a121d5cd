import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

export const DIST = new URL('../../dist/', import.meta.url).pathname;

/** Every built HTML page, keyed by its URL path ("/", "/seo/foo", "/404"). */
export function builtPages(): Map<string, HTMLElement> {
  const pages = new Map<string, HTMLElement>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) {
        const rel = '/' + relative(DIST, full).replace(/\\/g, '/');
        const path = rel === '/index.html' ? '/' : rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
        pages.set(path, parse(readFileSync(full, 'utf8')));
      }
    }
  };
  walk(DIST);
  return pages;
}

/** Whether a site-relative path is served by the built site (page or file). */
export function resolvesInDist(path: string): boolean {
  const clean = decodeURIComponent(path.split('#')[0]!.split('?')[0]!);
  if (clean === '' || clean === '/') return existsSync(join(DIST, 'index.html'));
  const p = clean.replace(/\/$/, '');
  return existsSync(join(DIST, p)) && statSync(join(DIST, p)).isFile()
    ? true
    : existsSync(join(DIST, p, 'index.html')) || existsSync(join(DIST, `${p}.html`));
}

/** Words of visible text, the way a reader would count them. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** The paragraphs a reader sees in a built element: each p, li, td, th and pre (quotes hold p), as text. */
export function htmlParagraphs(element: HTMLElement): string[] {
  return element.querySelectorAll('p, li, td, th, pre').map((el) => el.text);
}
