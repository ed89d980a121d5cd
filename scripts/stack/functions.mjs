// Runs the Netlify Functions in this process: each module in netlify/functions/
// is loaded once and kept warm, and a request is routed by the module's own
// `config.path` (URLPattern syntax, as on Netlify), so paths stay written in one
// place. Used by `npm run dev` (through Vite, reloaded on change), the e2e server
// (from an esbuild bundle, as Netlify bundles them) and the API tests.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importBoundaryGuardForEsbuild } from '../build/import-boundaries.mjs';

export const functionsDir = resolve(import.meta.dirname, '../../netlify/functions');

/** The entry files of the functions, e.g. ["agents.mts", ...]. */
export function functionFiles() {
  return readdirSync(functionsDir)
    .filter((f) => /\.(mts|ts|mjs|js)$/.test(f))
    .sort();
}

/** The paths a function module answers at: its `config.path`, as an array (scheduled functions have none). */
export function configPaths(module) {
  const path = module.config?.path;
  if (!path) return [];
  return Array.isArray(path) ? path : [path];
}

/** A scheduled function (`config.schedule`): Netlify runs it on its schedule and gives it no path. */
export const isScheduled = (module) => Boolean(module.config?.schedule);

/** A background function: its name ends in -background; Netlify answers 202 and runs it for up to 15 minutes. */
export const isBackground = (name) => name.endsWith('-background');

/**
 * Where a scheduled function is run by hand locally (`npm run send-due`), the address
 * `netlify functions:invoke` uses. Netlify does not serve it in production.
 */
export const scheduledFunctionPath = (name) => `/.netlify/functions/${name}`;

/** The URL prefixes the local servers hand to the functions. */
export const functionPrefixes = ['/api/', '/.netlify/functions/'];

/**
 * A routing table from loaded modules.
 * @param {{ name: string, module: { default: Function, config?: { path?: string | string[] } } }[]} loaded
 */
export function routeTable(loaded) {
  return loaded.flatMap(({ name, module }) =>
    (isScheduled(module) || isBackground(name) ? [scheduledFunctionPath(name)] : configPaths(module)).map((path) => ({
      name,
      path,
      pattern: new URLPattern({ pathname: path }),
      module,
    })),
  );
}

/** The route and its path parameters for a URL, or null. Percent-encoding is left as Netlify leaves it. */
export function findRoute(table, url) {
  const { pathname } = new URL(url);
  for (const route of table) {
    const match = route.pattern.exec({ pathname });
    if (match) {
      const params = Object.fromEntries(Object.entries(match.pathname.groups).filter(([, v]) => v !== undefined));
      return { route, params };
    }
  }
  return null;
}

/**
 * The part of Netlify's `Context` the functions use. `background`, when given, collects what the
 * function handed to waitUntil, so a caller (a test, a bench) can await the work done after the answer.
 */
export function functionContext({ params = {}, ip = '127.0.0.1', url, background = [] }) {
  const pending = background;
  return {
    params,
    ip,
    url: new URL(url),
    requestId: randomUUID(),
    geo: {},
    site: { id: 'local', name: 'casecourier-local', url: new URL(url).origin },
    deploy: { context: 'dev', id: 'local', published: false },
    waitUntil: (promise) => pending.push(Promise.resolve(promise).catch(() => {})),
    /** Not part of Netlify's API: lets the local server await background work before it exits. */
    settled: () => Promise.all(pending),
  };
}

/**
 * Calls the function that owns this request, or answers null when none does.
 * @param {ReturnType<typeof routeTable>} table
 * @param {Request} request
 * @param {{ ip?: string, background?: Promise<unknown>[] }} [options] `background` receives the work the function left running after its answer (waitUntil)
 */
export async function dispatch(table, request, { ip, background } = {}) {
  const found = findRoute(table, request.url);
  if (!found) return null;
  const context = functionContext({ params: found.params, ip, url: request.url, background });
  return found.route.module.default(request, context);
}

/** Node's IncomingMessage → a WHATWG Request, body streamed (binary bodies untouched). */
export function toRequest(req, origin) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    body: hasBody ? req : undefined,
    duplex: hasBody ? 'half' : undefined,
  });
}

/** Writes a WHATWG Response to Node's ServerResponse. */
export async function sendResponse(res, response) {
  const headers = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

/** The client's address as Netlify reports it (`context.ip`). */
export function clientIp(req) {
  return req.socket?.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
}

/**
 * Bundles the functions with esbuild, the bundler netlify.toml names, and loads
 * the bundles: what the e2e server runs, close to what Netlify deploys.
 * @param {string} outDir
 */
export async function loadBundledFunctions(outDir) {
  const { build } = await import('esbuild');
  const files = functionFiles();
  await build({
    entryPoints: files.map((f) => join(functionsDir, f)),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Shared modules become shared chunks: one firebase-admin app per process, as in dev.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'node22',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
    // `#server/*` and `#shared/*` resolve through package.json `imports` and are bundled, not left external.
    plugins: [importBoundaryGuardForEsbuild({ root: resolve(import.meta.dirname, '../..') })],
  });
  const loaded = [];
  for (const file of files) {
    const name = file.replace(/\.[^.]+$/, '');
    loaded.push({ name, module: await import(join(outDir, `${name}.mjs`)) });
  }
  return routeTable(loaded);
}
