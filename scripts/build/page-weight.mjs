// @ts-check
// What each built page costs a visitor: its HTML, the CSS it links, and the JavaScript it
// loads at start (island components, the renderer and their static imports; dynamic imports
// are left out because they load later, if ever). Raw and gzip bytes, each file gzipped on
// its own as a server sends it. Inline scripts and styles count with the HTML.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';

/** @typedef {{ raw: number, gzip: number }} Bytes */
/** @typedef {{ path: string, html: Bytes, css: Bytes, js: Bytes, jsFiles: number }} PageWeight */

/** @param {Buffer} buf @returns {Bytes} */
const sizes = (buf) => ({ raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });

/** @param {Bytes[]} list @returns {Bytes} */
const total = (list) => list.reduce((acc, s) => ({ raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip }), { raw: 0, gzip: 0 });

/** The file behind a site URL. @param {string} dist @param {string} url */
const fileFor = (dist, url) => join(dist, url.replace(/^\//, ''));

/** The built HTML file of a page, or undefined. @param {string} dist @param {string} path */
export function htmlFile(dist, path) {
  const candidates = path === '/' ? ['index.html'] : [`${path.slice(1)}/index.html`, `${path.slice(1)}.html`];
  return candidates.map((c) => join(dist, c)).find(existsSync);
}

/** Every built HTML page as its URL path (`/`, `/seo/x`, `/404`), sorted. @param {string} dist */
export function builtPages(dist) {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('_astro'))
    .map((file) => `/${file.split('\\').join('/')}`.replace(/(\/index)?\.html$/, '') || '/')
    .sort();
}

/** The `.js` files a module imports statically, as site URLs (`import("...")` loads later, if ever). @param {string} code @param {string} base */
const staticImports = (code, base) =>
  [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)].map((m) =>
    m[1].startsWith('/') ? m[1] : new URL(m[1], `http://x${base}`).pathname,
  );

/**
 * A JS file and everything it imports statically, each file once.
 * @param {string} dist @param {string} entry @param {Set<string>} [seen]
 */
function jsGraph(dist, entry, seen = new Set()) {
  if (seen.has(entry) || !existsSync(fileFor(dist, entry))) return seen;
  seen.add(entry);
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  for (const url of staticImports(readFileSync(fileFor(dist, entry), 'utf8'), base)) jsGraph(dist, url, seen);
  return seen;
}

/** @param {string} dist @param {string} path @returns {PageWeight} */
export function pageWeight(dist, path) {
  const file = htmlFile(dist, path);
  if (!file) throw new Error(`No built page for ${path}`);
  const html = readFileSync(file);
  const page = parse(html.toString());
  const attributes = (/** @type {string} */ selector, /** @type {string} */ name) =>
    page.querySelectorAll(selector).map((element) => /** @type {string} */ (element.getAttribute(name)));
  const css = attributes('link[rel="stylesheet"]', 'href');
  const inlineModules = page.querySelectorAll('script[type="module"]:not([src])').map((script) => script.text);
  const entries = [
    ...attributes('script[src]', 'src'),
    ...attributes('astro-island[component-url]', 'component-url'),
    ...attributes('astro-island[renderer-url]', 'renderer-url'),
    ...attributes('link[rel="modulepreload"]', 'href'),
    // An inline module counts with the HTML; what it imports counts as JavaScript.
    ...inlineModules.flatMap((code) => staticImports(code, '/')),
  ];
  /** @type {Set<string>} */
  const js = new Set();
  for (const e of entries) jsGraph(dist, e, js);
  const filesSizes = (/** @type {Iterable<string>} */ urls) => total([...urls].map((u) => sizes(readFileSync(fileFor(dist, u)))));
  return { path, html: sizes(html), css: filesSizes(css), js: filesSizes(js), jsFiles: js.size };
}

/** Bytes as the tables show them. @param {number} n */
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
