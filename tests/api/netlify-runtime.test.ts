// Keeps the in-process router honest: the real Netlify Functions runtime
// (@netlify/functions-dev, the functions part of @netlify/dev and `netlify dev`)
// must route every config.path of every function to that function, exactly as
// our local router does.
import { resolveConfig } from '@netlify/config';
import { FunctionsHandler } from '@netlify/functions-dev';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  configPaths,
  dispatch,
  findRoute,
  functionFiles,
  functionsDir,
  isBackground,
  isScheduled,
  routeTable,
} from '../../scripts/stack/functions.mjs';

/** A concrete URL path for a config path: each `:param` becomes a sample value. */
const samplePath = (path: string) => path.replace(/:(\w+)/g, 'sample-$1');

const loaded = await Promise.all(
  functionFiles().map(async (file) => ({ name: file.replace(/\.[^.]+$/, ''), module: await import(`${functionsDir}/${file}`) })),
);
const table = routeTable(loaded);
// Scheduled functions have a schedule instead of a path: Netlify never routes a request to them.
// Background functions answer at their default address, /.netlify/functions/<name>.
const routed = loaded.filter(({ name, module }) => !isScheduled(module) && !isBackground(name));
const scheduled = loaded.filter(({ module }) => isScheduled(module));
const cases = loaded.flatMap(({ name, module }) => configPaths(module).map((path: string) => ({ name, path })));

describe('the real Netlify Functions runtime', () => {
  const projectRoot = process.cwd();
  let netlify: FunctionsHandler;
  let buildRoot: string;
  beforeAll(async () => {
    const { config } = await resolveConfig({
      config: join(projectRoot, 'netlify.toml'),
      context: 'dev',
      cwd: projectRoot,
      offline: true,
      mode: 'cli',
    });
    buildRoot = join(projectRoot, '.netlify', 'runtime-check');
    await mkdir(buildRoot, { recursive: true });
    // The handler `netlify dev` uses, on this project's netlify.toml, without the file watcher
    // (which would build every function at start-up, then again on each request).
    netlify = new FunctionsHandler({
      config: { get: () => config } as ConstructorParameters<typeof FunctionsHandler>[0]['config'],
      destPath: buildRoot,
      geolocation: {
        city: '',
        country: { code: '', name: '' },
        subdivision: { code: '', name: '' },
        longitude: 0,
        latitude: 0,
        timezone: 'UTC',
      },
      projectRoot,
      settings: {},
      userFunctionsPath: config.functionsDirectory,
    });
    // Left alone, the handler builds each function with its own zip-it-and-ship-it run, tracing
    // the same 1,200 dependency files once per function (about 55 s of CPU). One run for all of
    // them shares that trace, as Netlify's own build does (about 25 s), and the handler is given
    // each function's build under the key it memoizes builds with. If a later version of the
    // handler stops finding them there, it builds for itself, and the last test says so.
    // The handler's own mapping of netlify.toml's bundler name to zip-it-and-ship-it's.
    const bundler = config.functions?.['*']?.node_bundler;
    const builds = await zipFunctions([config.functionsDirectory], join(buildRoot, 'shared'), {
      archiveFormat: 'none',
      basePath: projectRoot,
      config: {
        '*': {
          nodeBundler: bundler === 'esbuild' ? 'esbuild_zisi' : bundler,
          includedFilesBasePath: projectRoot,
          nodeSourcemap: true,
        },
      },
      featureFlags: { zisi_pure_esm: true, zisi_pure_esm_mjs: true },
    });
    const buildCache = (netlify as unknown as { buildCache: Record<string, { task: Promise<unknown>; timestamp: number }> }).buildCache;
    for (const build of builds) buildCache[`zisi-${build.mainFile}`] = { task: Promise.resolve(build), timestamp: Date.now() };
    // A ceiling for a busy machine (one run of npm test beside other work took over 180 s here, and
    // over 300 s with the two cores ten times oversubscribed); it ends as soon as the build does.
  }, 600_000);
  afterAll(() => rm(buildRoot, { recursive: true, force: true }), 60_000);

  test('every function declares where it answers, or when it runs', () => {
    expect(routed.length).toBeGreaterThan(0);
    for (const { name, module } of routed) expect(configPaths(module), name).not.toHaveLength(0);
    for (const { name, module } of loaded.filter(({ name }) => isBackground(name))) {
      expect(configPaths(module), `${name} is a background function at its default address`).toHaveLength(0);
    }
    for (const { name, module } of scheduled) {
      expect(configPaths(module), `${name} is scheduled, so it has no path`).toHaveLength(0);
      expect(module.config.schedule, name).toMatch(/^(\S+\s+){4}\S+$/);
    }
  });

  test('our router sends every config.path to the function that declares it', () => {
    for (const { name, path } of cases) expect(findRoute(table, `http://localhost${samplePath(path)}`)?.route.name, path).toBe(name);
  });

  // Each request gets its own build directory, as `netlify dev` gives it.
  test('the Netlify runtime sends each function its own requests', async () => {
    const summary = async (r: Response) => ({ status: r.status, allow: r.headers.get('allow'), body: await r.json() });
    const rebuiltBy: string[] = [];
    await Promise.all(
      routed.map(async ({ name, module }) => {
        // Its most specific path: the one with parameters, when it has one.
        const path = configPaths(module).sort((a: string, b: string) => b.split(':').length - a.split(':').length)[0]!;
        const url = `http://localhost${samplePath(path)}`;
        const buildDirectory = await mkdtemp(join(buildRoot, `${name}-`));
        const match = await netlify.match(new Request(url, { method: 'OPTIONS' }), buildDirectory);
        expect(match, `no function answered ${path}`).toBeDefined();
        const theirs = await match!.handle(new Request(url, { method: 'OPTIONS' }));
        if ((await readdir(buildDirectory)).length > 0) rebuiltBy.push(name);
        // The same answer as our router gives (status, allowed methods, message) means the same function answered.
        const ours = (await dispatch(table, new Request(url, { method: 'OPTIONS' })))!;
        expect(await summary(theirs), `${name} at ${path}`).toEqual(await summary(ours));
      }),
    );
    // Every function ran from the shared build: none was built again on its own.
    expect(rebuiltBy).toEqual([]);
  }, 300_000);
});
