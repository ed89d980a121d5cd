#!/usr/bin/env node
// Quick editorial check of src/content/articles without building the site:
// front matter shape, word count, in-body links to other articles, and
// paragraphs shared between articles. The same rules run as tests over the
// built site; this is the fast loop for writers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';

const dir = new URL('../src/content/articles/', import.meta.url).pathname;
const slugSource = readFileSync(new URL('../src/lib/articleSlugs.ts', import.meta.url), 'utf8');
const slugs = new Set(
  [
    ...slugSource
      .split('ARTICLE_SLUGS')[1]
      .split('] as const')[0]
      .matchAll(/'([a-z0-9-]+)'/g),
  ].map((m) => m[1]),
);
const only = process.argv.slice(2);
const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
const paragraphOwners = new Map();
let problems = 0;
const report = (slug, msg) => {
  problems++;
  console.log(`${slug}: ${msg}`);
};

for (const file of files) {
  const slug = file.replace(/\.md$/, '');
  const text = readFileSync(join(dir, file), 'utf8');
  const m = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!m) {
    report(slug, 'no front matter');
    continue;
  }
  const fm = yaml.load(m[1]);
  const body = m[2];
  const check = !only.length || only.includes(slug);
  if (check) {
    if (!slugs.has(slug)) report(slug, 'file name is not a registered slug');
    for (const k of ['title', 'description', 'headline', 'datePublished', 'dateModified', 'related', 'category'])
      if (fm[k] === undefined) report(slug, `missing ${k}`);
    if (fm.headline && fm.headline.length > 110) report(slug, `headline ${fm.headline.length} chars (max 110)`);
    if (fm.title && fm.title.length > 70) report(slug, `title ${fm.title.length} chars (max 70)`);
    if (fm.description && (fm.description.length < 120 || fm.description.length > 160))
      report(slug, `description ${fm.description.length} chars (120-160)`);
    for (const r of fm.related ?? []) if (!slugs.has(r) || r === slug) report(slug, `bad related slug ${r}`);
    if (/^# /m.test(body)) report(slug, 'body must not contain an h1 (# ); start at ##');
    const words = body
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[#*_>`|-]/g, ' ')
      .split(/\s+/)
      .filter((w) => /[A-Za-z0-9]/.test(w)).length;
    if (words < 750) report(slug, `only ${words} words (need 750+ for margin over 700)`);
    const links = [...body.matchAll(/\]\((\/seo\/([a-z0-9-]+))\)/g)].map((l) => l[2]);
    for (const l of links) if (!slugs.has(l) || l === slug) report(slug, `link to unknown or self slug /seo/${l}`);
    const distinct = new Set(links.filter((l) => slugs.has(l) && l !== slug));
    if (distinct.size < 3) report(slug, `only ${distinct.size} distinct in-body links to other articles (need 3+)`);
    for (const l of body.matchAll(/\]\(([^)]+)\)/g))
      if (!l[1].startsWith('/seo/') && !l[1].startsWith('https://')) report(slug, `odd link target ${l[1]}`);
  }
  for (const para of body.split(/\n\s*\n/)) {
    const norm = para
      .replace(/[^a-z0-9 ]/gi, ' ')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
    if (norm.split(' ').length < 8) continue;
    const owner = paragraphOwners.get(norm);
    if (owner && owner !== slug) report(slug, `repeats a paragraph of ${owner}: "${norm.slice(0, 60)}..."`);
    else paragraphOwners.set(norm, slug);
  }
}
console.log(`${files.length} article files checked, ${problems} problem(s).`);
process.exit(problems ? 1 : 0);
