import { decryptSecret, encryptSecret, parseSecret } from './crypto';
import { ConfigError, serverEnv } from './env';

/**
 * The server's own key (API_KEYS_SECRET): it encrypts every secret kept at rest, and the
 * unsubscribe links' key is derived from it. Refuses to run without a valid one.
 */
export function serverSecretKey(): Buffer {
  const secret = serverEnv().API_KEYS_SECRET;
  if (!secret) throw new ConfigError(['API_KEYS_SECRET'], 'API_KEYS_SECRET is not set: integration keys cannot be encrypted or read.');
  return parseSecret(secret);
}

/** A secret encrypted with the server's key, bound to `binding` (its firm and what it is), so it cannot be moved to another record. */
export const sealSecret = (plaintext: string, binding: string) => encryptSecret(plaintext, serverSecretKey(), binding);

/** A secret sealed with sealSecret and the same binding, in clear. */
export const openSecret = (stored: string, binding: string) => decryptSecret(stored, serverSecretKey(), binding);
