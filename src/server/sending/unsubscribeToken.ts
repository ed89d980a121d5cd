import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { apiKeysEncryptionKey } from '../apiKeyLookup';
import { serverEnv } from '../env';

/**
 * The per-recipient unsubscribe link: tenant and contact, signed with HMAC-SHA256 under a key
 * derived (HKDF) from the server secret, so that nobody can unsubscribe someone else by
 * editing a link, and no list of tokens needs storing. A link stays valid for good: CAN-SPAM
 * asks that an opt-out work for at least 30 days after the message (15 U.S.C. 7704(a)(3)(A)(ii)).
 */
const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

let signingKey: Buffer | undefined;
function key(): Buffer {
  signingKey ??= Buffer.from(hkdfSync('sha256', apiKeysEncryptionKey(), Buffer.alloc(0), 'casecourier unsubscribe links v1', 32));
  return signingKey;
}

const signature = (payload: string) => createHmac('sha256', key()).update(payload).digest().subarray(0, 16);

export function unsubscribeToken(tenantId: string, contactId: string): string {
  const payload = `${b64(tenantId)}.${b64(contactId)}`;
  return `${payload}.${b64(signature(payload))}`;
}

/** The tenant and contact a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(token: string): { tenantId: string; contactId: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null;
  const [tenant, contact, sig] = parts as [string, string, string];
  const expected = signature(`${tenant}.${contact}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { tenantId: Buffer.from(tenant, 'base64url').toString(), contactId: Buffer.from(contact, 'base64url').toString() };
}

/** The public page (GET: confirm; POST: one click, RFC 8058) for this recipient. */
export const unsubscribeUrl = (tenantId: string, contactId: string) =>
  `${serverEnv().siteUrl}/api/unsubscribe/${unsubscribeToken(tenantId, contactId)}`;

/** For tests that change the secret between cases. */
export function resetUnsubscribeKeyForTests() {
  signingKey = undefined;
}
