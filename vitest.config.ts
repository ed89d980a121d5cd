import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** Unit tests that run the site's build, esbuild, the project's ESLint or pdf.js: the `build` project. */
const BUILD_HEAVY = [
  'scripts/build/public-config.test.ts',
  'scripts/build/import-boundaries.test.ts',
  'src/shared/newsletterTipsPdf.test.ts',
];

const UNIT = ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/fixtures/**/*.test.ts'];

/** Unit tests that replace a module (`vi.mock`): each needs a module registry of its own. */
const REPLACE_MODULES = globSync(UNIT).filter((file) => /\bvi\.(doMock|mock)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    // Most test time is waiting (emulators, builds, mail): two at a time even on two cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          // The files share one worker's loaded modules: loading them again for each of 70 files cost
          // more CPU than the tests themselves.
          isolate: false,
          include: UNIT,
          exclude: [...BUILD_HEAVY, ...REPLACE_MODULES],
          environment: 'node',
          // Scoring the compliance corpora is pure CPU (a tenth of a second alone) and passed 5 s beside
          // the rest of npm test on two cores that other work kept busy.
          testTimeout: 20_000,
        },
      },
      {
        test: { name: 'unit-mocks', include: REPLACE_MODULES, environment: 'node' },
      },
      {
        // Tests that build the site, load the whole ESLint setup or render and read a PDF: seconds alone,
        // far more beside the rest of npm test on two busy cores (the PDF test once passed 5 s). Their
        // ceilings fit that; they still end at the first answer.
        test: {
          name: 'build',
          include: BUILD_HEAVY,
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The writers' checker: article files against the real schema and editorial rules (npm run check:articles).
        test: {
          name: 'articles',
          include: ['tests/articles/**/*.test.ts'],
          environment: 'node',
          // Comparing every pair of articles is pure CPU: about a second alone, nine beside the rest
          // of npm test on two cores that other work kept busy.
          testTimeout: 30_000,
        },
      },
      {
        // The real Netlify runtime builds every function (a minute or more); it needs no emulator,
        // so it runs beside the API tests instead of after them.
        test: {
          name: 'runtime',
          include: ['tests/api/netlify-runtime.test.ts'],
          environment: 'node',
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: ['tests/api/netlify-runtime.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One process: the emulators are shared, and tests make their own users.
          fileParallelism: false,
          // Loading firebase-admin and the functions anew for each of 37 files was half the API tests' CPU.
          isolate: false,
        },
      },
    ],
  },
});
