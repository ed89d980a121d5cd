// @ts-check
// The three rooms and who may import whom, checked while Vite builds the site
// (and serves it in dev) and while esbuild bundles the functions:
//   shared  (src/shared)               imports neither browser nor server code, no Node built-ins
//   browser (src/browser, src/islands) never imports server code, server-only packages or Node built-ins
//   server  (src/server)               never imports browser code or the Firebase web SDK
// Besides the folders, anything that ends up in the browser bundle is held to the browser's rule.
import { isBuiltin } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

/** @typedef {'shared' | 'browser' | 'server'} Room */

/** @type {Record<string, Room>} */
const ROOM_FOLDERS = {
  'src/shared/': 'shared',
  'src/browser/': 'browser',
  'src/islands/': 'browser',
  'src/server/': 'server',
};
/** @type {Record<string, Room>} */
const ALIASES = { '#shared/': 'shared', '#browser/': 'browser', '#server/': 'server' };

/** Packages that only work, or only belong, on one side. */
const SERVER_PACKAGES = ['firebase-admin', '@netlify/blobs', 'openai'];
const BROWSER_PACKAGES = ['firebase'];

/** @type {Record<Room, { rooms: Room[], builtins: boolean, packages: string[] }>} */
const FORBIDDEN = {
  shared: { rooms: ['browser', 'server'], builtins: true, packages: [...SERVER_PACKAGES, ...BROWSER_PACKAGES] },
  browser: { rooms: ['server'], builtins: true, packages: SERVER_PACKAGES },
  server: { rooms: ['browser'], builtins: false, packages: BROWSER_PACKAGES },
};

/** @type {Record<Room, string>} */
const WHY = {
  shared: 'shared code runs on both sides, so it may use only shared code and plain packages',
  browser: 'browser code runs in the page, where server code, Node modules and server packages do not work and must not leak',
  server: 'server code must not depend on browser-only code',
};

/** @param {string} id */
const cleanPath = (id) =>
  id
    .replace(/[?#].*$/, '')
    .split(sep)
    .join('/');

/**
 * The room a file belongs to, or null for files outside the rooms (pages, scripts, tests).
 * @param {string | undefined} file
 * @param {string} root
 * @returns {Room | null}
 */
export function roomOf(file, root) {
  if (!file || file.startsWith('\0')) return null;
  const path = cleanPath(relative(root, cleanPath(file)));
  const folder = Object.keys(ROOM_FOLDERS).find((prefix) => path.startsWith(prefix));
  return folder ? ROOM_FOLDERS[folder] : null;
}

/**
 * The room an import specifier points into, judged from the text alone (aliases and relative paths).
 * @param {string} specifier
 * @param {string} importer
 * @param {string} root
 */
function targetRoom(specifier, importer, root) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return ALIASES[alias];
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const absolute =
      specifier.startsWith('/') && !specifier.startsWith(root)
        ? resolve(root, `.${specifier}`)
        : resolve(dirname(cleanPath(importer)), specifier);
    return roomOf(absolute, root);
  }
  return null;
}

/** @param {string} specifier */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Why `importer` may not import `specifier`, or null when it may.
 * @param {{ importer: string, specifier: string, root: string, resolvedFile?: string, browserBundle?: boolean }} options
 *   resolvedFile: where the bundler resolved the import, when known (catches other aliases);
 *   browserBundle: the import is part of the browser bundle, whatever folder it sits in.
 */
export function boundaryViolation({ importer, specifier, root, resolvedFile, browserBundle = false }) {
  const own = roomOf(importer, root);
  /** @type {Room[]} */
  const rooms = [...(own ? [own] : []), ...(browserBundle && own !== 'browser' ? /** @type {const} */ (['browser']) : [])];
  if (rooms.length === 0) return null;
  const target = targetRoom(specifier, importer, root) ?? (resolvedFile ? roomOf(resolvedFile, root) : null);
  for (const room of rooms) {
    const rule = FORBIDDEN[room];
    const what =
      target && rule.rooms.includes(target)
        ? `${target} code`
        : rule.builtins && isBuiltin(specifier)
          ? 'a Node built-in module'
          : rule.packages.includes(packageName(specifier))
            ? `the ${room === 'browser' ? 'server-only' : 'side-specific'} package ${packageName(specifier)}`
            : null;
    if (what) {
      const from = cleanPath(relative(root, cleanPath(importer)));
      const place = own === room ? `${room} code (${from})` : `${from}, which is part of the browser bundle,`;
      return `Import boundary: ${place} must not import ${what} ("${specifier}"): ${WHY[room]}.`;
    }
  }
  return null;
}

/**
 * Vite plugin: fails the build (and shows an error in dev) on a forbidden import.
 * @param {{ root?: string }} [options]
 * @returns {import('vite').Plugin}
 */
export function importBoundaryGuard({ root = process.cwd() } = {}) {
  return {
    name: 'casecourier:import-boundaries',
    enforce: 'pre',
    async resolveId(specifier, importer, options) {
      if (!importer || importer.includes('/node_modules/')) return null;
      // Vite's environment API: "client" is what the browser downloads.
      const browserBundle = this.environment?.name === 'client';
      if (!browserBundle && !roomOf(importer, root)) return null;
      let violation = boundaryViolation({ importer, specifier, root, browserBundle });
      if (!violation && !isBuiltin(specifier)) {
        const resolved = await this.resolve(specifier, importer, { ...options, skipSelf: true });
        if (resolved && !resolved.external)
          violation = boundaryViolation({ importer, specifier, root, browserBundle, resolvedFile: resolved.id });
      }
      if (violation) this.error(violation);
      return null;
    },
  };
}

/**
 * esbuild plugin with the same rule, for the server bundles of netlify/functions.
 * @param {{ root?: string }} [options]
 */
export function importBoundaryGuardForEsbuild({ root = process.cwd() } = {}) {
  return {
    name: 'casecourier:import-boundaries',
    /** @param {import('esbuild').PluginBuild} build */
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (!args.importer || args.importer.includes('/node_modules/')) return undefined;
        const violation = boundaryViolation({ importer: args.importer, specifier: args.path, root });
        return violation ? { errors: [{ text: violation }] } : undefined;
      });
    },
  };
}

/**
 * ESLint plugin with the same rule, so an editor and `npm run lint` point at the line
 * before a build fails. Judged from the import text (aliases and relative paths).
 */
export const importBoundaryEslintPlugin = {
  meta: { name: 'casecourier-import-boundaries' },
  rules: {
    'import-boundaries': {
      meta: {
        type: /** @type {const} */ ('problem'),
        docs: { description: 'Browser, shared and server code import only what their room allows (scripts/build/import-boundaries.mjs)' },
        schema: [],
      },
      /** @param {import('eslint').Rule.RuleContext} context */
      create(context) {
        const root = context.cwd;
        /** @param {any} node */
        const check = (node) => {
          const source = node.source;
          if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
          const violation = boundaryViolation({ importer: context.filename, specifier: source.value, root });
          if (violation) context.report({ node: source, message: violation });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
