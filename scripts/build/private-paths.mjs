// @ts-check
// The site's private paths, written once: every page built on AppLayout (the login, the wizard and
// the signed-in screens, read from their source in src/pages) and the few public-layout pages that
// are not for search engines. The sitemap filter (astro.config.mjs), robots.txt and the noindex meta
// (through the virtual module below) and the size budgets all read them from here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Pages outside AppLayout that search engines should not list: the after-purchase page, the 404, a redirect stub. */
export const OTHER_PRIVATE_PATHS = ['/thank-you', '/404', '/seo/how-to-get-repeat-business-for-your-law-firm'];

/**
 * The URL paths of the pages built on AppLayout, read from their source in src/pages.
 * @param {string} pagesDir
 */
export function appPages(pagesDir) {
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro') && /layouts\/AppLayout\.astro['"]/.test(readFileSync(join(pagesDir, file), 'utf8')))
    .map((file) => {
      if (file.includes('[')) throw new Error(`src/pages/${file}: a dynamic route on AppLayout needs its built paths listed here`);
      return `/${file.split('\\').join('/')}`.replace(/(\/index)?\.astro$/, '') || '/';
    })
    .sort();
}

/** Every private path, sorted. @param {string} root the repository */
export const privatePaths = (root) => [...appPages(join(root, 'src/pages')), ...OTHER_PRIVATE_PATHS].sort();

const VIRTUAL_ID = 'virtual:casecourier/private-paths';

/**
 * A Vite plugin serving `virtual:casecourier/private-paths` (`PRIVATE_PATHS`, `isPrivatePath`) to
 * the pages, so robots.txt and the layouts use the list astro.config.mjs filters the sitemap with.
 * @param {string[]} paths
 * @returns {import('vite').Plugin}
 */
export function privatePathsPlugin(paths) {
  return {
    name: 'casecourier:private-paths',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: (id) =>
      id === `\0${VIRTUAL_ID}`
        ? `export const PRIVATE_PATHS = ${JSON.stringify(paths)};
export const isPrivatePath = (pathname) => PRIVATE_PATHS.includes(pathname.replace(/\\/+$/, '') || '/');`
        : undefined,
  };
}
