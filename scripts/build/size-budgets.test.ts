import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, appPages, checkBudgets, report } from './size-budgets.mjs';

// A throw-away dist/ with pages of known weight. Random bytes do not compress, so gzip sizes are predictable.
let dist: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
};
// Base64 carries 6 random bits a character, so it gzips to about the bytes it was made from.
const noise = (gzipBytes: number) => randomBytes(gzipBytes).toString('base64');
const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'cc-budgets-'));
  write('_astro/site.css', `body{color:red}/*${noise(6 * 1024)}*/`);
  const css = '<link rel="stylesheet" href="/_astro/site.css">';
  write('index.html', page(css, 'Welcome'));
  write('seo/long-read/index.html', page(css, noise(9 * 1024)));
  write('leaky/index.html', page(`${css}<script type="module" src="/_astro/leak.js"></script>`));
  write('_astro/leak.js', 'console.log(1);');
  // Attribute order does not matter; an inline module's imports are JavaScript like any other.
  write(
    'sneaky/index.html',
    page('<link href="/_astro/site.css" rel="stylesheet">', '<script type="module">import "/_astro/leak.js";</script>'),
  );
  // An island whose component imports a chunk: both load at start. The lazy chunk loads later, if ever.
  write('_astro/renderer.js', `/*${noise(20 * 1024)}*/`);
  write('_astro/screen.js', `import{a}from"./shared.js";import("./lazy.js");/*${noise(50 * 1024)}*/`);
  write('_astro/shared.js', `export const a=1;/*${noise(20 * 1024)}*/`);
  write('_astro/lazy.js', `/*${noise(200 * 1024)}*/`);
  write('_astro/heavy.js', `/*${noise(120 * 1024)}*/`);
  const island = (component: string) =>
    `<astro-island component-url="/_astro/${component}" renderer-url="/_astro/renderer.js"></astro-island>`;
  write('dashboard/index.html', page(css, island('screen.js')));
  write('agents/index.html', page(css, island('heavy.js')));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const KB = 1024;

describe('size budgets', () => {
  it('passes app pages whose start-up JavaScript fits, counting static imports but not dynamic ones', () => {
    const dashboard = checkBudgets(dist, ['/dashboard', '/agents']).find((p) => p.path === '/dashboard')!;
    const [startJs] = dashboard.measures;
    expect(startJs!.bytes).toBeGreaterThan(90 * KB);
    expect(startJs!.bytes).toBeLessThan(BUDGETS.app.startJs);
    expect(dashboard.over).toEqual([]);
  });

  it('fails an app page over the JavaScript budget, and public pages over HTML+CSS or with any JavaScript', () => {
    const pages = checkBudgets(dist, ['/dashboard', '/agents']);
    expect(pages.map((p) => [p.path, p.kind, p.over.map((m) => m.what)])).toEqual([
      ['/', 'public', []],
      ['/agents', 'app', ['start-up JavaScript']],
      ['/dashboard', 'app', []],
      ['/leaky', 'public', ['start-up JavaScript']],
      ['/seo/long-read', 'public', ['HTML+CSS']],
      ['/sneaky', 'public', ['start-up JavaScript']],
    ]);
    const sneaky = pages.find((p) => p.path === '/sneaky')!;
    expect(sneaky.measures[0]!.bytes).toBeGreaterThan(6 * KB); // its stylesheet was counted
    const text = report(pages);
    expect(text).toMatch(/^OVER \/agents: start-up JavaScript 1\d\d\.\d KB gzip, budget 100\.0 KB \(\d+\.\d KB over\)$/m);
    expect(text).toMatch(/^ok {3}\/dashboard: /m);
    expect(text).toMatch(/^OVER \/seo\/long-read: HTML\+CSS 1\d\.\d KB gzip, budget 14\.0 KB/m);
    expect(text).toMatch(/^4 public pages, 3 over budget; heaviest \/seo\/long-read:/m);
  });

  it('refuses to judge when an app page was not built', () => {
    expect(() => checkBudgets(dist, ['/dashboard', '/welcome'])).toThrow('No built page for /welcome: run npm run build first.');
  });

  it('finds the app pages from the source: the pages built on AppLayout', () => {
    expect(appPages('src/pages')).toEqual([
      '/agents',
      '/campaigns',
      '/contacts',
      '/dashboard',
      '/desk',
      '/login',
      '/reports',
      '/sequences',
      '/settings',
      '/welcome',
    ]);
  });
});
