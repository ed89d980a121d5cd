#!/usr/bin/env node
// What each built page costs a visitor: HTML, the CSS it links, and the JavaScript
// it loads at start (island components, the renderer and their static imports;
// dynamic imports are left out because they load later, if ever). Raw and gzip bytes.
//   npm run build && node scripts/bench/page-weight.mjs [/ /dashboard ...]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../../dist/', import.meta.url).pathname;
const sizes = (buf) => ({ raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
const fileFor = (url) => join(dist, url.replace(/^\//, ''));

function htmlFile(path) {
  const candidates = path === '/' ? ['index.html'] : [`${path.slice(1)}/index.html`, `${path.slice(1)}.html`];
  return candidates.map((c) => join(dist, c)).find(existsSync);
}

/** A JS file and everything it imports statically, each file once. */
function jsGraph(entry, seen = new Set()) {
  if (seen.has(entry) || !existsSync(fileFor(entry))) return seen;
  seen.add(entry);
  const code = readFileSync(fileFor(entry), 'utf8');
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    const spec = m[1];
    jsGraph(spec.startsWith('/') ? spec : new URL(spec, `http://x${base}`).pathname, seen);
  }
  return seen;
}

function pageWeight(path) {
  const file = htmlFile(path);
  if (!file) throw new Error(`No built page for ${path}`);
  const html = readFileSync(file);
  const text = html.toString();
  const css = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const entries = [
    ...text.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...text.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g),
    ...text.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  // Astro's inline island bootstrap, if any, loads `before-hydration-url` etc.; inline scripts count with the HTML.
  const js = new Set();
  for (const e of entries) jsGraph(e, js);
  const sum = (urls) =>
    [...urls].reduce(
      (acc, u) => {
        const s = sizes(readFileSync(fileFor(u)));
        return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  return { path, html: sizes(html), css: sum(css), js: sum(js), jsFiles: js.size };
}

function allArticlePaths() {
  const dir = join(dist, 'seo');
  return (
    readdirSync(dir)
      // The retired repeat-business address is a redirect stub, not an article.
      .filter((d) => statSync(join(dir, d)).isDirectory() && d !== 'how-to-get-repeat-business-for-your-law-firm')
      .map((d) => `/seo/${d}`)
  );
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/privacy-policy', '/thank-you', '/login', '/dashboard', '/sequences', '/agents', '/settings', '/welcome'].filter((p) =>
      htmlFile(p),
    );
console.log('page                    HTML raw / gzip       CSS raw / gzip        JS raw / gzip (files)');
for (const p of paths) {
  const w = pageWeight(p);
  console.log(
    `${p.padEnd(22)}  ${kb(w.html.raw).padStart(9)} / ${kb(w.html.gzip).padStart(8)}  ${kb(w.css.raw).padStart(9)} / ${kb(w.css.gzip).padStart(8)}  ${kb(w.js.raw).padStart(9)} / ${kb(w.js.gzip).padStart(8)} (${w.jsFiles})`,
  );
}
if (!process.argv.slice(2).length && existsSync(join(dist, 'seo'))) {
  const articles = allArticlePaths().map(pageWeight);
  const largest = articles.reduce((a, b) => (a.html.gzip + a.css.gzip >= b.html.gzip + b.css.gzip ? a : b));
  console.log(
    `\n${articles.length} articles; largest HTML+CSS gzip: ${largest.path} ${kb(largest.html.gzip + largest.css.gzip)} (HTML ${kb(largest.html.gzip)} + CSS ${kb(largest.css.gzip)}); JS on articles: ${kb(Math.max(...articles.map((a) => a.js.raw)))}`,
  );
}
