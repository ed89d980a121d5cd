#!/usr/bin/env node
// @ts-check
// Size budgets for the built site (dist/), part of `npm test` after the build:
//   npm run build && npm run check:size
// Every HTML page in dist/ is checked: the pages built on AppLayout (the login, the wizard and the
// signed-in screens) against the app budget, every other page against the public budget.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages, kb, pageWeight } from './page-weight.mjs';
import { appPages } from './private-paths.mjs';

/** The budgets, in gzip bytes: the one place these numbers are written (docs/decisions/0009-lint-and-size-budgets.md). */
export const BUDGETS = {
  /** A public page arrives in the first round trip (TCP's initial window is about 14 KB) and runs no framework code. */
  public: { htmlAndCss: 14 * 1024, startJs: 0 },
  /** React, Firebase Auth and the screen itself; dialogs, editors and rare views load when first needed. */
  app: { startJs: 100 * 1024 },
};

export { appPages };

/**
 * Every built page measured against its budget.
 * @param {string} dist
 * @param {string[]} appPaths
 */
export function checkBudgets(dist, appPaths) {
  const built = builtPages(dist);
  const notBuilt = appPaths.filter((p) => !built.includes(p));
  if (notBuilt.length) throw new Error(`No built page for ${notBuilt.join(', ')}: run npm run build first.`);
  return built.map((path) => {
    const weight = pageWeight(dist, path);
    const kind = appPaths.includes(path) ? 'app' : 'public';
    const measures =
      kind === 'app'
        ? [{ what: 'start-up JavaScript', bytes: weight.js.gzip, budget: BUDGETS.app.startJs }]
        : [
            { what: 'HTML+CSS', bytes: weight.html.gzip + weight.css.gzip, budget: BUDGETS.public.htmlAndCss },
            { what: 'start-up JavaScript', bytes: weight.js.gzip, budget: BUDGETS.public.startJs },
          ];
    return { path, kind, measures, over: measures.filter((m) => m.bytes > m.budget) };
  });
}

const SHOWN_PUBLIC_PAGES = 10;

/** The check's findings as lines to print: every app page, the public pages over budget, a summary. @param {ReturnType<typeof checkBudgets>} pages */
export function report(pages) {
  const lines = [];
  const describe = (/** @type {{ what: string, bytes: number, budget: number }} */ m) =>
    `${m.what} ${kb(m.bytes)} gzip, budget ${kb(m.budget)}${m.bytes > m.budget ? ` (${kb(m.bytes - m.budget)} over)` : ''}`;
  for (const page of pages.filter((p) => p.kind === 'app')) {
    lines.push(`${page.over.length ? 'OVER' : 'ok  '} ${page.path}: ${page.measures.map(describe).join('; ')}`);
  }
  const publicPages = pages.filter((p) => p.kind === 'public');
  // The worst first; a long list of articles over by the same stylesheet says no more than its count.
  const overBy = (/** @type {typeof pages[number]} */ p) => Math.max(...p.over.map((m) => m.bytes - m.budget));
  const publicOver = publicPages.filter((p) => p.over.length).sort((a, b) => overBy(b) - overBy(a));
  for (const page of publicOver.slice(0, SHOWN_PUBLIC_PAGES)) {
    lines.push(`OVER ${page.path}: ${page.over.map(describe).join('; ')}`);
  }
  if (publicOver.length > SHOWN_PUBLIC_PAGES) lines.push(`... and ${publicOver.length - SHOWN_PUBLIC_PAGES} more public pages over budget`);
  if (publicPages.length) {
    const heaviest = publicPages.reduce((a, b) => (b.measures[0].bytes > a.measures[0].bytes ? b : a));
    lines.push(
      `${publicPages.length} public pages, ${publicOver.length} over budget; heaviest ${heaviest.path}: ${heaviest.measures.map(describe).join('; ')}`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const pages = checkBudgets(join(root, 'dist'), appPages(join(root, 'src/pages')));
  console.log(report(pages));
  const failing = pages.filter((p) => p.over.length).length;
  if (failing) {
    console.error(`\nSize budgets: ${failing} page(s) over budget (the numbers are in scripts/build/size-budgets.mjs).`);
    process.exit(1);
  }
  console.log('Size budgets: every page within budget.');
}
