// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { netlifyFunctionsDevPlugin } from './scripts/stack/functions-dev-plugin.mjs';
import { securityHeaders } from './scripts/build/security-headers.mjs';
import { loadEnv } from 'vite';

const isDev = process.argv.includes('dev');

/** Fails the build when browser code imports server-only modules (functions/, firebase-admin, node:). */
function serverOnlyGuard() {
  return {
    name: 'casecourier:server-only-guard',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} source @param {string | undefined} importer */
    resolveId(source, importer) {
      // @ts-ignore Vite's environment API: only the browser bundle is checked.
      if (this.environment?.name !== 'client' || !importer || importer.includes('node_modules')) return null;
      if (/^(firebase-admin|node:)/.test(source) || /(^|\/)functions\//.test(source.replace(/^\.\.?\//, '/'))) {
        // @ts-ignore
        this.error(`Browser code must not import server-only module "${source}" (from ${importer}).`);
      }
      return null;
    },
  };
}
const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_');
// The browser signs in through Firebase Auth, or through the local emulator when the build targets one
// (the same rule as src/lib/client/firebase.ts).
const authEmulatorHost =
  env.PUBLIC_FIREBASE_API_KEY && !env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ? null : env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
const browserApiHosts = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  ...(authEmulatorHost ? [`http://${authEmulatorHost}`] : []),
];
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
    securityHeaders({ connectSrc: browserApiHosts }),
    sitemap({
      filter: (page) => !PRIVATE_PATHS.some((p) => new URL(page).pathname.replace(/\/$/, '') === p),
    }),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      serverOnlyGuard(),
      // Under `astro dev`, netlify/functions/* answer under /api/ as they do on Netlify,
      // loaded once in this process instead of rebuilt per request.
      ...(isDev ? [netlifyFunctionsDevPlugin()] : []),
    ],
  },
});
