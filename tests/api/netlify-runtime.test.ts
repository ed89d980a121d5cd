// Keeps the in-process router honest: the real Netlify Functions runtime
// (@netlify/dev, the one behind `netlify dev`) must route every config.path of
// every function to that function, exactly as our local router does.
import { NetlifyDev } from '@netlify/dev';
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
  let netlify: NetlifyDev;
  beforeAll(async () => {
    netlify = new NetlifyDev({
      projectRoot: process.cwd(),
      // Where passed-through responses would come back to; nothing listens, and nothing here passes through.
      serverAddress: 'http://127.0.0.1:1',
      edgeFunctions: { enabled: false },
      aiGateway: { enabled: false },
      geolocation: { enabled: false },
      images: { enabled: false },
      database: { enabled: false },
    });
    await netlify.start();
  }, 120_000);
  afterAll(() => netlify?.stop());

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

  // The runtime builds the function afresh for each request (seconds each), and parallel builds
  // race over shared files, so: one request per function, one after another, at its most
  // specific path (the one with parameters, when it has one).
  test('the Netlify runtime sends each function its own requests', async () => {
    for (const { name, module } of routed) {
      const path = configPaths(module).sort((a: string, b: string) => b.split(':').length - a.split(':').length)[0]!;
      const url = `http://localhost${samplePath(path)}`;
      const theirs = await netlify.handle(new Request(url, { method: 'OPTIONS' }));
      expect(theirs, `no function answered ${path}`).toBeDefined();
      // The same answer as our router gives (status, allowed methods, message) means the same function answered.
      const ours = (await dispatch(table, new Request(url, { method: 'OPTIONS' })))!;
      const summary = async (r: Response) => ({ status: r.status, allow: r.headers.get('allow'), body: await r.json() });
      expect(await summary(theirs!), `${name} at ${path}`).toEqual(await summary(ours));
    }
  }, 300_000);
});
