// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { netlifyFunctionsDevPlugin } from './scripts/stack/functions-dev-plugin.mjs';
import { loadEnv } from 'vite';
import { importBoundaryGuard } from './scripts/build/import-boundaries.mjs';

const isDev = process.argv.includes('dev');

const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_');
const site = (process.env.PUBLIC_SITE_URL || env.PUBLIC_SITE_URL || 'http://localhost:4321').replace(/\/+$/, '');

// Signed-in pages and the wizard are not for search engines.
const PRIVATE_PATHS = ['/seo/how-to-get-repeat-business-for-your-law-firm', '/dashboard', '/sequences', '/agents', '/settings', '/login', '/welcome', '/thank-you', '/404'];

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // Article code blocks are plain-text email templates, not code: no colour theme.
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !PRIVATE_PATHS.some((p) => new URL(page).pathname.replace(/\/$/, '') === p),
    }),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      // Browser, shared and server code each import only what their room allows.
      importBoundaryGuard(),
      // Under `astro dev`, netlify/functions/* answer under /api/ as they do on Netlify,
      // loaded once in this process instead of rebuilt per request.
      ...(isDev ? [netlifyFunctionsDevPlugin()] : []),
    ],
  },
});
