import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// Builds the site in a child process as Netlify does for the live site
// (CONTEXT=production), into a temporary folder, and reads what the build says.
const root = resolve(import.meta.dirname, '../..');
const astro = join(root, 'node_modules/astro/bin/astro.mjs');
const workDirs: string[] = [];
afterAll(() => workDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const PRODUCTION_CONFIG = {
  PUBLIC_SITE_URL: 'https://casecourier.example',
  PUBLIC_PAYMENT_LINK: 'https://checkout.example/casecourier',
  PUBLIC_FIREBASE_API_KEY: 'AIza-test-key',
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'casecourier-test.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'casecourier-test',
  PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
};
type PublicVariable = keyof typeof PRODUCTION_CONFIG;

/**
 * The project's own configuration with a cache folder of its own. The content layer keeps its store
 * in the cache folder (node_modules/.astro by default) and clears it when the configuration differs
 * from the last build's (another outDir does), while npm test builds the site for the journeys at
 * the same time: sharing it, that build once said "Astro config changed, clearing content store",
 * then found an article missing and failed.
 */
function configWithOwnCache(workDir: string) {
  const file = join(workDir, 'astro.config.mjs');
  const project = pathToFileURL(join(root, 'astro.config.mjs')).href;
  writeFileSync(file, `import config from '${project}';\nexport default { ...config, cacheDir: '${join(workDir, 'cache')}' };\n`);
  // Astro takes --config relative to the project.
  return relative(root, file);
}

async function productionBuild(config: Partial<Record<PublicVariable, string>>) {
  const workDir = mkdtempSync(join(tmpdir(), 'cc-prod-build-'));
  workDirs.push(workDir);
  const outDir = join(workDir, 'site');
  // An empty value counts as missing, and the process environment wins over any local .env file.
  const blanks = Object.fromEntries(Object.keys(PRODUCTION_CONFIG).map((name) => [name, '']));
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [astro, 'build', '--config', configWithOwnCache(workDir), '--outDir', outDir],
      {
        cwd: root,
        env: { ...process.env, ...blanks, ...config, CONTEXT: 'production' },
        maxBuffer: 20 * 1024 * 1024,
      },
    );
    return { ok: true, output: stdout + stderr, outDir };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`, outDir };
  }
}

describe('public configuration in a production build', () => {
  it('fails naming every missing variable', async () => {
    const { ok, output } = await productionBuild({});
    expect(ok).toBe(false);
    for (const name of Object.keys(PRODUCTION_CONFIG)) expect(output).toContain(`${name} is missing`);
  });

  it('fails naming the one variable left out, and only that one', async () => {
    const { PUBLIC_FIREBASE_API_KEY: _left, ...rest } = PRODUCTION_CONFIG;
    const { ok, output } = await productionBuild(rest);
    expect(ok).toBe(false);
    expect(output).toContain('PUBLIC_FIREBASE_API_KEY is missing');
    expect(output).not.toMatch(/PUBLIC_(SITE_URL|PAYMENT_LINK|FIREBASE_AUTH_DOMAIN|FIREBASE_PROJECT_ID|FIREBASE_APP_ID) is missing/);
  });

  it('builds with every value given, and the pages and the browser code carry them', async () => {
    const { ok, output, outDir } = await productionBuild(PRODUCTION_CONFIG);
    expect(ok, output).toBe(true);
    const landing = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(landing).toContain(`href="${PRODUCTION_CONFIG.PUBLIC_PAYMENT_LINK}"`);
    expect(landing).toContain(`<link rel="canonical" href="${PRODUCTION_CONFIG.PUBLIC_SITE_URL}/"`);
    const scripts = readdirSync(join(outDir, '_astro')).filter((f) => f.endsWith('.js'));
    const browserCode = scripts.map((f) => readFileSync(join(outDir, '_astro', f), 'utf8')).join('\n');
    expect(browserCode).toContain(PRODUCTION_CONFIG.PUBLIC_FIREBASE_API_KEY);
    expect(browserCode).toContain(PRODUCTION_CONFIG.PUBLIC_FIREBASE_PROJECT_ID);
  });
});
