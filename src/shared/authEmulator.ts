/** Where the local Auth emulator listens unless a build names another one. */
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

/**
 * The Auth emulator (host:port) the browser signs in through, or null for real
 * Firebase Auth: a build without an API key (local builds, dev, tests) uses the
 * emulator; a build with one uses it only when an emulator host is named.
 * One rule for the browser client and the Content Security Policy.
 */
export function authEmulatorHost(config: { apiKey?: string; emulatorHost?: string }): string | null {
  if (config.apiKey && !config.emulatorHost) return null;
  return config.emulatorHost || DEFAULT_AUTH_EMULATOR_HOST;
}
