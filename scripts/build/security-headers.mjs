// Security headers for every page, written at build time into dist/_headers
// (Netlify's headers file, which its local runtime applies too). The Content
// Security Policy allows inline scripts only by the hash of each one the build
// emitted, so an injected script never runs.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_SECURITY_HEADERS } from '../../src/shared/securityHeaders.ts';

/** Executable inline scripts (JSON-LD and other data blocks are not scripts to CSP). */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(match[2]);
  }
  return scripts;
}

export const scriptHash = (source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The page policy: own origin only, inline scripts by hash, the given API hosts for fetch. */
export function pageCsp({ scriptHashes, connectSrc }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes].sort().join(' ')}`.trim(),
    // React sets style attributes; styles cannot run code, scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // data: and blob: are the wizard's own saved image previews, read back locally.
    `connect-src 'self' data: blob: ${connectSrc.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/**
 * Astro integration: after the build, hashes every inline script in dist/ and
 * writes dist/_headers.
 * @param {{ connectSrc: string[] }} options hosts the browser may call besides its own origin
 */
export function securityHeaders({ connectSrc }) {
  return {
    name: 'casecourier:security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = new Set();
        for (const file of await htmlFiles(root)) {
          for (const source of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(source));
        }
        const headers = { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': pageCsp({ scriptHashes: hashes, connectSrc }) };
        const lines = ['/*', ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)];
        await writeFile(join(root, '_headers'), `${lines.join('\n')}\n`);
        logger.info(`security headers written, ${hashes.size} inline script hash(es) allowed`);
      },
    },
  };
}
