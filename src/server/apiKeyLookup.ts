import { decryptSecret, parseSecret } from './crypto';
import { ConfigError, serverEnv } from './env';
import { firestore } from './firebase';

/** The key that encrypts integration keys; refuses to run without a valid one. */
export function apiKeysEncryptionKey(): Buffer {
  const secret = serverEnv().API_KEYS_SECRET;
  if (!secret) throw new ConfigError(['API_KEYS_SECRET'], 'API_KEYS_SECRET is not set: integration keys cannot be encrypted or read.');
  return parseSecret(secret);
}

/** Associated data binding a stored key to its tenant and name. */
export const keyBinding = (tenantId: string, apiName: string) => `${tenantId}/${apiName}`;

/** A tenant's decrypted integration key by name, or null when it has none. */
export async function tenantApiKey(tenantId: string, apiName: string): Promise<string | null> {
  const db = await firestore();
  const snap = await db.doc(`tenants/${tenantId}/api_configs/${apiName}`).get();
  if (!snap.exists) return null;
  return decryptSecret(snap.get('key_ciphertext'), apiKeysEncryptionKey(), keyBinding(tenantId, apiName));
}
