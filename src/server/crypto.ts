import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets at rest (integration keys, SMTP passwords, webhook secrets). Stored form:
 * "v1:" + base64(nonce[12] | tag[16] | ciphertext). A fresh nonce per key.
 */
const VERSION = 'v1';

export const SECRET_FORMAT =
  'API_KEYS_SECRET must be exactly 32 bytes written as standard base64 (44 characters ending in "=", from `openssl rand -base64 32`) or as 64 hex digits';

/**
 * The 32-byte key from its written form. Strict: Node's base64 decoder skips
 * characters it does not know, so only the canonical spelling of 32 bytes is
 * taken, never a string that merely happens to decode to 32 bytes.
 */
export function parseSecret(secret: string): Buffer {
  const written = secret.trim();
  if (/^[0-9a-f]{64}$/i.test(written)) return Buffer.from(written, 'hex');
  if (/^[A-Za-z0-9+/]{43}=$/.test(written)) {
    const key = Buffer.from(written, 'base64');
    if (key.length === 32 && key.toString('base64') === written) return key;
  }
  throw new Error(SECRET_FORMAT);
}

export function encryptSecret(plaintext: string, key: Buffer, associatedData: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  // Binding the ciphertext to its tenant and name stops a stored value being moved to another record.
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
}

export function decryptSecret(stored: string, key: Buffer, associatedData: string): string {
  const [version, payload] = stored.split(':');
  if (version !== VERSION || !payload) throw new Error('Unknown encrypted value format');
  const raw = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
