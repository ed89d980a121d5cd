// Keeps the in-process router honest: the real Netlify Functions runtime
// (@netlify/dev, the one behind `netlify dev`) must route every config.path of
// every function to that function, exactly as our local router does.
import { NetlifyDev } from '@netlify/dev';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { configPaths, findRoute, functionFiles, functionsDir, routeTable } from '../../scripts/stack/functions.mjs';

/** A concrete URL path for a config path: each `:param` becomes a sample value. */
const samplePath = (path: string) => path.replace(/:(\w+)/g, 'sample-$1');

const loaded = await Promise.all(
  functionFiles().map(async (file) => ({ name: file.replace(/\.[^.]+$/, ''), module: await import(`${functionsDir}/${file}`) })),
);
const table = routeTable(loaded);
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

  test('every function declares where it answers', () => {
    expect(loaded.length).toBeGreaterThan(0);
    for (const { name, module } of loaded) expect(configPaths(module), name).not.toHaveLength(0);
  });

  // The runtime builds a function for each request (seconds each), so the paths are asked all at once.
  test('every config.path reaches its own function', async () => {
    const answers = await Promise.all(
      cases.map(async ({ name, path }) => {
        const url = `http://localhost${samplePath(path)}`;
        const response = await netlify.handle(new Request(url, { method: 'OPTIONS' }));
        return {
          name,
          path,
          ourRouter: findRoute(table, url)?.route.name,
          // Every function answers an unsupported method or a missing token with its own JSON error.
          type: response?.headers.get('content-type') ?? 'no function answered',
          hasError: response ? 'error' in (await response.json()) : false,
        };
      }),
    );
    expect(answers).toEqual(
      cases.map(({ name, path }) => ({ name, path, ourRouter: name, type: 'application/json; charset=utf-8', hasError: true })),
    );
  }, 180_000);
});
