import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '../env';
import { serverSecretKey } from '../secrets';

/**
 * The per-recipient unsubscribe link (decision record 0017). The token is the firm, the person's
 * email suppression key (the hashed normalised address, as on the suppression list) and the
 * contact the email went to, encrypted with AES-256-GCM under a key derived (HKDF) from the
 * server secret: it names no id in clear, nobody can make or alter one, and no list of tokens is
 * stored. It is bound to the address, not to the contact document, so it still lands on the
 * suppression list after that contact is deleted and added again. Links stay valid for good:
 * CAN-SPAM asks that an opt-out work for at least 30 days after the message (15 U.S.C.
 * 7704(a)(3)(A)(ii)).
 *
 * Links sent before these tokens (tenant and contact ids in base64url, HMAC-signed) are still
 * read: they map to the same unsubscribe, the address found from the contact.
 */

export interface UnsubscribeTarget {
  tenantId: string;
  /** `email_` + 40 hex digits: suppressionKey('email', address). */
  emailKey: string;
  contactId: string;
}

/** What a link names: a current token, or one from before (the address is then looked up). */
export type UnsubscribeLink = ({ kind: 'current' } & UnsubscribeTarget) | { kind: 'legacy'; tenantId: string; contactId: string };

const CURRENT_INFO = 'casecourier unsubscribe links v2';
const LEGACY_INFO = 'casecourier unsubscribe links v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_DIGEST_BYTES = 20;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const EMAIL_KEY = /^email_([0-9a-f]{40})$/;

const keys = new Map<string, Buffer>();
function key(info: string): Buffer {
  let derived = keys.get(info);
  if (!derived) {
    derived = Buffer.from(hkdfSync('sha256', serverSecretKey(), Buffer.alloc(0), info, 32));
    keys.set(info, derived);
  }
  return derived;
}

/**
 * base64url without padding, read only in its one canonical spelling: Node's decoder ignores the
 * spare bits of the last character (and characters it does not know), so several strings decode
 * to the same bytes; only the one that encodes back to itself is taken.
 */
function canonicalBytes(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/** Length-prefixed ids and the 20 bytes of the address's key. */
function pack({ tenantId, emailKey, contactId }: UnsubscribeTarget): Buffer {
  const digest = EMAIL_KEY.exec(emailKey)?.[1];
  if (!digest || !ID.test(tenantId) || !ID.test(contactId)) throw new Error('Not an unsubscribe target');
  const tenant = Buffer.from(tenantId);
  const contact = Buffer.from(contactId);
  return Buffer.concat([Buffer.of(tenant.length), tenant, Buffer.of(contact.length), contact, Buffer.from(digest, 'hex')]);
}

function unpack(bytes: Buffer): UnsubscribeTarget | null {
  const tenantLength = bytes[0] ?? 0;
  const contactLength = bytes[1 + tenantLength] ?? 0;
  if (bytes.length !== 2 + tenantLength + contactLength + KEY_DIGEST_BYTES) return null;
  const tenantId = bytes.subarray(1, 1 + tenantLength).toString();
  const contactId = bytes.subarray(2 + tenantLength, 2 + tenantLength + contactLength).toString();
  const emailKey = `email_${bytes.subarray(2 + tenantLength + contactLength).toString('hex')}`;
  return ID.test(tenantId) && ID.test(contactId) ? { tenantId, emailKey, contactId } : null;
}

export function unsubscribeToken(target: UnsubscribeTarget): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key(CURRENT_INFO), nonce);
  cipher.setAAD(Buffer.from(CURRENT_INFO));
  const ciphertext = Buffer.concat([cipher.update(pack(target)), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

function readCurrent(token: string): UnsubscribeTarget | null {
  const raw = canonicalBytes(token);
  if (!raw || raw.length <= NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(CURRENT_INFO), raw.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(CURRENT_INFO));
    decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return unpack(Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]));
  } catch {
    return null;
  }
}

/** A link from before: `base64url(tenant).base64url(contact).base64url(HMAC-SHA256 prefix)`, each part canonical. */
function readLegacy(token: string): { tenantId: string; contactId: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [tenant, contact, signature] = parts.map(canonicalBytes);
  if (!tenant || !contact || !signature) return null;
  const expected = createHmac('sha256', key(LEGACY_INFO)).update(`${parts[0]}.${parts[1]}`).digest().subarray(0, 16);
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const tenantId = tenant.toString();
  const contactId = contact.toString();
  return ID.test(tenantId) && ID.test(contactId) ? { tenantId, contactId } : null;
}

/** What a token names, or null when it is not one of ours (or not in its one spelling). */
export function readUnsubscribeToken(token: string): UnsubscribeLink | null {
  if (token.includes('.')) {
    const legacy = readLegacy(token);
    return legacy && { kind: 'legacy', ...legacy };
  }
  const current = readCurrent(token);
  return current && { kind: 'current', ...current };
}

/** The public page (GET: confirm; POST: one click, RFC 8058) for this recipient. */
export const unsubscribeUrl = (target: UnsubscribeTarget) => `${serverEnv().siteUrl}/api/unsubscribe/${unsubscribeToken(target)}`;

/** A link in the format sent before decision record 0017, for tests that prove such links still work. */
export function legacyUnsubscribeTokenForTests(tenantId: string, contactId: string): string {
  const payload = `${Buffer.from(tenantId).toString('base64url')}.${Buffer.from(contactId).toString('base64url')}`;
  return `${payload}.${createHmac('sha256', key(LEGACY_INFO)).update(payload).digest().subarray(0, 16).toString('base64url')}`;
}

/** For tests that change the secret between cases. */
export function resetUnsubscribeKeyForTests() {
  keys.clear();
}
