/**
 * Security headers, written once for both sides of the site: the build writes
 * them for every page (scripts/build/security-headers.mjs) and the functions add
 * them to every API response (src/server/http.ts).
 */

/** Headers every response gets, pages and functions alike. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * API answers are JSON, never a document to render: a policy that allows
 * nothing, so a response opened in a tab can neither run nor load anything, nor be framed.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** What every function response carries: the base set, the API policy, and no caching of private answers. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_SECURITY_HEADERS,
  'Content-Security-Policy': API_CSP,
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
