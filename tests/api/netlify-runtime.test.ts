// Keeps the in-process router honest: the real Netlify Functions runtime
// (@netlify/functions-dev, the functions part of @netlify/dev and `netlify dev`)
// must route every config.path of every function to that function, exactly as
// our local router does.
import { resolveConfig } from '@netlify/config';
import { FunctionsHandler } from '@netlify/functions-dev';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { configPaths, dispatch, findRoute, functionFiles, functionsDir, isScheduled, routeTable } from '../../scripts/stack/functions.mjs';

/** A concrete URL path for a config path: each `:param` becomes a sample value. */
const samplePath = (path: string) => path.replace(/:(\w+)/g, 'sample-$1');

const loaded = await Promise.all(
  functionFiles().map(async (file) => ({ name: file.replace(/\.[^.]+$/, ''), module: await import(`${functionsDir}/${file}`) })),
);
const table = routeTable(loaded);
// Scheduled functions have a schedule instead of a path: Netlify never routes a request to them.
const routed = loaded.filter(({ module }) => !isScheduled(module));
const scheduled = loaded.filter(({ module }) => isScheduled(module));
const cases = loaded.flatMap(({ name, module }) => configPaths(module).map((path: string) => ({ name, path })));

describe('the real Netlify Functions runtime', () => {
  const projectRoot = process.cwd();
  let netlify: FunctionsHandler;
  let buildRoot: string;
  beforeAll(async () => {
    // The handler `netlify dev` uses, on this project's netlify.toml. Built without a file
    // watcher, so it builds a function only when a request reaches it (the watcher would first
    // build all of them, then each request builds its function again).
    const { config } = await resolveConfig({
      config: join(projectRoot, 'netlify.toml'),
      context: 'dev',
      cwd: projectRoot,
      offline: true,
      mode: 'cli',
    });
    buildRoot = join(projectRoot, '.netlify', 'runtime-check');
    await mkdir(buildRoot, { recursive: true });
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
  });
  afterAll(() => rm(buildRoot, { recursive: true, force: true }), 60_000);

  test('every function declares where it answers, or when it runs', () => {
    expect(routed.length).toBeGreaterThan(0);
    for (const { name, module } of routed) expect(configPaths(module), name).not.toHaveLength(0);
    for (const { name, module } of scheduled) {
      expect(configPaths(module), `${name} is scheduled, so it has no path`).toHaveLength(0);
      expect(module.config.schedule, name).toMatch(/^(\S+\s+){4}\S+$/);
    }
  });

  test('our router sends every config.path to the function that declares it', () => {
    for (const { name, path } of cases) expect(findRoute(table, `http://localhost${samplePath(path)}`)?.route.name, path).toBe(name);
  });

  // The runtime builds a function for each request (seconds each). Each request gets its own
  // build directory, as `netlify dev` gives it, so the functions build side by side.
  test('the Netlify runtime sends each function its own requests', async () => {
    const summary = async (r: Response) => ({ status: r.status, allow: r.headers.get('allow'), body: await r.json() });
    await Promise.all(
      routed.map(async ({ name, module }) => {
        // Its most specific path: the one with parameters, when it has one.
        const path = configPaths(module).sort((a: string, b: string) => b.split(':').length - a.split(':').length)[0]!;
        const url = `http://localhost${samplePath(path)}`;
        const buildDirectory = await mkdtemp(join(buildRoot, `${name}-`));
        const match = await netlify.match(new Request(url, { method: 'OPTIONS' }), buildDirectory);
        expect(match, `no function answered ${path}`).toBeDefined();
        const theirs = await match!.handle(new Request(url, { method: 'OPTIONS' }));
        // As `netlify dev` does after each request (each build copies its dependencies: megabytes).
        await rm(buildDirectory, { recursive: true, force: true });
        // The same answer as our router gives (status, allowed methods, message) means the same function answered.
        const ours = (await dispatch(table, new Request(url, { method: 'OPTIONS' })))!;
        expect(await summary(theirs), `${name} at ${path}`).toEqual(await summary(ours));
      }),
    );
  }, 300_000);
});
