#!/usr/bin/env node
// Renders the landing page's hero picture: a real screenshot of the sample issue (/sample-newsletter),
// its email parts without the margin notes, taken in Chromium from the built site and written as
// AVIF, WebP and JPEG in public/hero/. The images are committed; run this again after changing the
// sample issue:   npm run build && node scripts/make-hero-image.mjs
import { createServer } from 'node:http';
import { mkdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import config from '../playwright.config.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(root, 'public', 'hero');
/** The size the picture is written at (src/pages/index.astro sets the same): sharp where the hero shows it at about 380 px wide. */
const HERO_WIDTH = 760;
const HERO_HEIGHT = 900;

const TYPES = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

// The built site, served as files (the sample issue is a static page).
const server = createServer(async (req, res) => {
  let file = join(dist, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

const browser = await chromium.launch(config.use?.launchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 460, height: 520 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });
  await page.goto(`http://127.0.0.1:${port}/sample-newsletter`);
  await page.evaluate(() => globalThis.document.fonts.ready);
  // Only the email: the parts' left columns, one under the other, without the notes or their headings.
  await page.addStyleTag({
    content: `
      [data-testid="sample-note"], [data-testid="sample-part"] h2 { display: none !important; }
      [data-testid="sample-part"] { display: block !important; }
      ol[aria-label] > li { margin-top: 0 !important; }
      body { background: #f8fafc; }`,
  });
  const issue = page.locator('ol[aria-label="The sample newsletter, part by part"]');
  const box = await issue.boundingBox();
  if (!box) throw new Error('The sample issue is not on /sample-newsletter.');
  const png = await page.screenshot({
    fullPage: true,
    clip: { x: box.x, y: box.y, width: box.width, height: (box.width * HERO_HEIGHT) / HERO_WIDTH },
    animations: 'disabled',
  });
  mkdirSync(out, { recursive: true });
  const image = sharp(png).resize({ width: HERO_WIDTH, height: HERO_HEIGHT, fit: 'cover', position: 'top' });
  await Promise.all([
    image.clone().avif({ quality: 50, effort: 9 }).toFile(join(out, 'sample-issue.avif')),
    image.clone().webp({ quality: 70, effort: 6 }).toFile(join(out, 'sample-issue.webp')),
    image.clone().jpeg({ quality: 68, mozjpeg: true }).toFile(join(out, 'sample-issue.jpg')),
  ]);
  for (const name of ['sample-issue.avif', 'sample-issue.webp', 'sample-issue.jpg']) {
    console.log(`public/hero/${name}: ${(statSync(join(out, name)).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  server.close();
}
