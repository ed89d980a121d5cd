#!/usr/bin/env node
// What each built page costs a visitor (see scripts/build/page-weight.mjs for what counts):
// HTML, the CSS it links and the JavaScript it loads at start, raw and gzip.
//   npm run build && node scripts/bench/page-weight.mjs [/ /dashboard ...]
// The enforced limits are in scripts/build/size-budgets.mjs (npm run check:size).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, htmlFile, kb, pageWeight } from '../build/page-weight.mjs';

const dist = new URL('../../dist/', import.meta.url).pathname;
const articlePaths = () =>
  builtPages(dist).filter(
    // The retired repeat-business address is a redirect stub, not an article.
    (p) => p.startsWith('/seo/') && statSync(join(dist, p)).isDirectory() && p !== '/seo/how-to-get-repeat-business-for-your-law-firm',
  );

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/privacy-policy',
      '/thank-you',
      '/login',
      '/dashboard',
      '/sequences',
      '/campaigns',
      '/contacts',
      '/agents',
      '/settings',
      '/welcome',
    ].filter((p) => htmlFile(dist, p));
console.log('page                    HTML raw / gzip       CSS raw / gzip        JS raw / gzip (files)');
for (const p of paths) {
  const w = pageWeight(dist, p);
  console.log(
    `${p.padEnd(22)}  ${kb(w.html.raw).padStart(9)} / ${kb(w.html.gzip).padStart(8)}  ${kb(w.css.raw).padStart(9)} / ${kb(w.css.gzip).padStart(8)}  ${kb(w.js.raw).padStart(9)} / ${kb(w.js.gzip).padStart(8)} (${w.jsFiles})`,
  );
}
if (!process.argv.slice(2).length && existsSync(join(dist, 'seo'))) {
  const articles = articlePaths().map((p) => pageWeight(dist, p));
  const largest = articles.reduce((a, b) => (a.html.gzip + a.css.gzip >= b.html.gzip + b.css.gzip ? a : b));
  console.log(
    `\n${articles.length} articles; largest HTML+CSS gzip: ${largest.path} ${kb(largest.html.gzip + largest.css.gzip)} (HTML ${kb(largest.html.gzip)} + CSS ${kb(largest.css.gzip)}); JS on articles: ${kb(Math.max(...articles.map((a) => a.js.raw)))}`,
  );
}
