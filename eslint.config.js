// ESLint (flat config): `npm run lint`, part of `npm test`. Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import { importBoundaryEslintPlugin } from './scripts/build/import-boundaries.mjs';

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.data/', '.netlify/', 'node_modules/', 'public/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Plain JavaScript (build scripts, the dev stack, configs) runs in Node. TypeScript needs no list of
    // globals: typescript-eslint turns `no-undef` off there, as the type checker already knows them.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Hooks live in .ts files too (src/islands/ui/use*.ts).
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Astro pages and components: the frontmatter runs at build time, <script> tags in the page.
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    // The three rooms: the same rule the build enforces (scripts/build/import-boundaries.mjs).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { casecourier: importBoundaryEslintPlugin },
    rules: { 'casecourier/import-boundaries': 'error' },
  },
  {
    // Feature code reads and writes Firestore only through the typed collections of src/server/store/.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/store/**', 'src/server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-admin/firestore',
              importNames: ['DocumentData'],
              message: 'Use the document types and typed collections of src/server/store/.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(collection|doc)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
          message: 'Name a Firestore path only in src/server/store/collections.ts, where it gets its type.',
        },
      ],
    },
  },
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
