// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { netlifyFunctionsDevPlugin } from './scripts/stack/functions-dev-plugin.mjs';
import { securityHeaders } from './scripts/build/security-headers.mjs';
import { loadEnv } from 'vite';
import { importBoundaryGuard } from './scripts/build/import-boundaries.mjs';
import { privatePaths, privatePathsPlugin } from './scripts/build/private-paths.mjs';
import { DEFAULT_PAYMENT_LINK, LOCAL_SITE_URL } from './src/shared/site.ts';
import { authEmulatorHost } from './src/shared/authEmulator.ts';

const isDev = process.argv.includes('dev');

const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_');
// The browser calls Firebase Auth, or the local emulator when the build targets one.
const emulatorHost = authEmulatorHost({
  apiKey: process.env.PUBLIC_FIREBASE_API_KEY || env.PUBLIC_FIREBASE_API_KEY,
  emulatorHost: process.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
});
const browserApiHosts = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  ...(emulatorHost ? [`http://${emulatorHost}`] : []),
];
const site = (process.env.PUBLIC_SITE_URL || env.PUBLIC_SITE_URL || LOCAL_SITE_URL).replace(/\/+$/, '');

/**
 * Public configuration, checked by astro:env. Netlify sets CONTEXT=production
 * for the live site: there every value must be given, and a build without one
 * fails naming it. Anywhere else (local builds, dev, tests, deploy previews)
 * the local defaults apply: the Auth emulator and a clearly fake payment link.
 */
const production = process.env.CONTEXT === 'production';
/** @param {{ url?: boolean, localDefault?: string }} [options] */
const publicVariable = ({ url = false, localDefault } = {}) =>
  envField.string({
    context: 'client',
    access: 'public',
    // Astro treats any `url` key as the constraint, so it is set only for URLs.
    ...(url ? { url } : {}),
    ...(production ? {} : localDefault === undefined ? { optional: true } : { default: localDefault }),
  });
const publicEnvSchema = {
  PUBLIC_SITE_URL: publicVariable({ url: true, localDefault: LOCAL_SITE_URL }),
  PUBLIC_PAYMENT_LINK: publicVariable({ url: true, localDefault: DEFAULT_PAYMENT_LINK }),
  PUBLIC_FIREBASE_API_KEY: publicVariable(),
  PUBLIC_FIREBASE_AUTH_DOMAIN: publicVariable(),
  PUBLIC_FIREBASE_PROJECT_ID: publicVariable(),
  PUBLIC_FIREBASE_APP_ID: publicVariable(),
  /** host:port of an Auth emulator; set only to point a build with a real config at one. */
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: envField.string({ context: 'client', access: 'public', optional: true }),
};

// Signed-in pages, the login and the wizard (every page on AppLayout) and a few others are not for
// search engines: the sitemap leaves them out, robots.txt disallows them, their pages say noindex.
const PRIVATE_PATHS = privatePaths(import.meta.dirname);

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  // The dev toolbar sits over the bottom of every screen; the product has its own tools.
  devToolbar: { enabled: false },
  build: { format: 'directory' },
  env: { schema: publicEnvSchema },
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
    // Vite scans every .tsx for browser dependencies; the email template (src/server/email) is server code.
    optimizeDeps: { entries: ['!src/server/**'] },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Start-up code in three chunks instead of a dozen small ones (each paid its own
              // gzip and import overhead): React; the frame every island uses (toasts, spinner,
              // styles, Vite's preload helper); Firebase with the signed-in frame, which the
              // login page and the wizard never load at start. Order matters: a group also takes
              // the modules its matches import, unless an earlier group took them. Decision 0010.
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  {
                    name: 'app',
                    test: /preload-helper|node_modules[\\/](nanostores|@nanostores)[\\/]|src[\\/]islands[\\/]ui[\\/](AppRoot|Spinner|styles|Button|deferred)\.tsx?$|src[\\/]browser[\\/](toastStore|onDemand)\.ts$|src[\\/]shared[\\/]site\.ts$/,
                  },
                  {
                    name: 'signed-in',
                    test: /node_modules[\\/](firebase|@firebase|idb)[\\/]|src[\\/]browser[\\/](session|api|firebase)\.ts$|src[\\/]shared[\\/]authEmulator\.ts$|src[\\/]islands[\\/]ui[\\/](AuthGuard|SignedInPage)\.tsx$/,
                  },
                  // The contacts screen's small shared modules (labels, filters, field names) in one chunk.
                  {
                    name: 'contacts',
                    test: /src[\\/]islands[\\/]contacts[\\/](labels|filters)\.ts$|src[\\/]shared[\\/]schemas[\\/]contactTerms\.ts$/,
                  },
                ],
              },
            },
          },
        },
      },
    },
    plugins: [
      tailwindcss(),
      // Browser, shared and server code each import only what their room allows.
      importBoundaryGuard(),
      privatePathsPlugin(PRIVATE_PATHS),
      // Under `astro dev`, netlify/functions/* answer under /api/ as they do on Netlify,
      // loaded once in this process instead of rebuilt per request.
      ...(isDev ? [netlifyFunctionsDevPlugin()] : []),
    ],
  },
});
