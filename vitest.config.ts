import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The writers' checker: article files against the real schema and editorial rules (npm run check:articles).
        test: {
          name: 'articles',
          include: ['tests/articles/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One process: the emulators are shared, and tests make their own users.
          fileParallelism: false,
        },
      },
    ],
  },
});
