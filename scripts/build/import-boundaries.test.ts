import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { ESLint } from 'eslint';
import { build as viteBuild } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryViolation, importBoundaryGuard, importBoundaryGuardForEsbuild } from './import-boundaries.mjs';

// A throw-away project with the three rooms and the same package.json `imports`,
// built with the real bundlers and the guard plugins.
let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cc-rooms-'));
  write(
    'package.json',
    JSON.stringify({
      type: 'module',
      imports: { '#browser/*': './src/browser/*.ts', '#shared/*': './src/shared/*.ts', '#server/*': './src/server/*.ts' },
    }),
  );
  write('src/shared/plain.ts', 'export const plain = 1;\n');
  write('src/browser/plain.ts', 'export const browserThing = 2;\n');
  write('src/server/plain.ts', 'export const serverThing = 3;\n');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Builds `entry` (holding `source`) with Vite: for the browser, or for Node (SSR). */
async function buildWithVite(entry: string, source: string, target: 'browser' | 'node') {
  write(entry, source);
  await viteBuild({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [importBoundaryGuard({ root })],
    build: {
      write: false,
      ssr: target === 'node' ? join(root, entry) : undefined,
      lib: target === 'browser' ? { entry: join(root, entry), formats: ['es'] } : undefined,
    },
  });
}

async function buildWithEsbuild(entry: string, source: string) {
  write(entry, source);
  await esbuild({
    absWorkingDir: root,
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    plugins: [importBoundaryGuardForEsbuild({ root })],
  });
}

const forbidden = [
  { room: 'shared', entry: 'src/shared/entry.ts', imports: '#browser/plain', what: 'browser code' },
  { room: 'shared', entry: 'src/shared/entry.ts', imports: '#server/plain', what: 'server code' },
  { room: 'shared', entry: 'src/shared/entry.ts', imports: '../server/plain', what: 'server code' },
  { room: 'shared', entry: 'src/shared/entry.ts', imports: 'node:fs', what: 'a Node built-in module' },
  { room: 'browser', entry: 'src/browser/entry.ts', imports: '#server/plain', what: 'server code' },
  { room: 'browser', entry: 'src/browser/entry.ts', imports: 'firebase-admin', what: 'the server-only package firebase-admin' },
  { room: 'browser', entry: 'src/browser/entry.ts', imports: 'node:crypto', what: 'a Node built-in module' },
  { room: 'browser', entry: 'src/islands/entry.ts', imports: '#server/plain', what: 'server code' },
  { room: 'server', entry: 'src/server/entry.ts', imports: '#browser/plain', what: 'browser code' },
  { room: 'server', entry: 'src/server/entry.ts', imports: 'firebase/auth', what: 'the side-specific package firebase' },
];

describe('import boundaries', () => {
  // Node (SSR) builds: only the folder rule can catch these, not the browser-bundle rule.
  it.each(forbidden)('Vite refuses $room code ($entry) importing "$imports"', async ({ entry, imports, what }) => {
    await expect(buildWithVite(entry, `import * as m from '${imports}';\nconsole.log(m);\n`, 'node')).rejects.toThrow(
      `must not import ${what} ("${imports}")`,
    );
  });

  it.each(forbidden)('esbuild refuses $room code ($entry) importing "$imports"', async ({ entry, imports, what }) => {
    await expect(buildWithEsbuild(entry, `import * as m from '${imports}';\nconsole.log(m);\n`)).rejects.toThrow(
      `must not import ${what} ("${imports}")`,
    );
  });

  it('refuses server code and Node modules anywhere in the browser bundle, even outside the rooms', async () => {
    await expect(
      buildWithVite('src/pages/page.ts', "import { serverThing } from '#server/plain';\nconsole.log(serverThing);\n", 'browser'),
    ).rejects.toThrow('src/pages/page.ts, which is part of the browser bundle, must not import server code');
    await expect(buildWithVite('src/pages/page.ts', "import { join } from 'node:path';\nconsole.log(join);\n", 'browser')).rejects.toThrow(
      'must not import a Node built-in module ("node:path")',
    );
  });

  it('lets each room import what it may', async () => {
    const allowed = [
      { entry: 'src/shared/ok.ts', source: "import { plain } from './plain';\nconsole.log(plain);\n" },
      {
        entry: 'src/browser/ok.ts',
        source:
          "import { plain } from '#shared/plain';\nimport { browserThing } from '#browser/plain';\nconsole.log(plain, browserThing);\n",
      },
      {
        entry: 'src/server/ok.ts',
        source:
          "import { plain } from '#shared/plain';\nimport { serverThing } from './plain';\nimport { join } from 'node:path';\nconsole.log(plain, serverThing, join);\n",
      },
    ];
    for (const { entry, source } of allowed) {
      await expect(buildWithVite(entry, source, entry.includes('browser') ? 'browser' : 'node')).resolves.toBeUndefined();
      await expect(buildWithEsbuild(entry, source)).resolves.toBeUndefined();
    }
    // Pages, scripts and tests sit outside the rooms and are free on the server side.
    expect(boundaryViolation({ importer: join(root, 'src/pages/x.ts'), specifier: '#server/plain', root })).toBeNull();
  });

  it('bundles #server/* and #shared/* into the functions instead of leaving them external', async () => {
    const result = await esbuild({
      entryPoints: ['netlify/functions/me.mts'],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
      plugins: [importBoundaryGuardForEsbuild()],
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('src/server/firm/routes.ts');
    expect(inputs).toContain('src/shared/schemas/profile.ts');
    expect(result.outputFiles[0]!.text).not.toMatch(/from\s+["']#/);
  });
});

describe('the ESLint rule for the rooms', () => {
  let eslint: ESLint;
  // Loading the real eslint.config.js (typescript-eslint and the plugins) takes seconds on a busy machine: once, here.
  beforeAll(async () => {
    eslint = new ESLint();
    await eslint.lintText('export {};\n', { filePath: 'src/shared/warm-up.ts' });
  });

  it.each(forbidden)('reports $room code ($entry) importing "$imports" on its line', async ({ entry, imports, what }) => {
    // The project's eslint.config.js, on a file that need not exist: what an editor shows while typing.
    const [result] = await eslint.lintText(`const a = 1;\nimport * as m from '${imports}';\nconsole.log(a, m);\n`, { filePath: entry });
    const problems = result!.messages.filter((m) => m.ruleId === 'casecourier/import-boundaries');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, severity: 2 });
    expect(problems[0]!.message).toContain(`must not import ${what} ("${imports}")`);
  });
});
