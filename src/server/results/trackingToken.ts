import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { serverEnv } from '../env';
import { serverSecretKey } from '../secrets';

/**
 * The per-recipient tracked link (docs/results.md, decision record 0022). Like the unsubscribe
 * token (decision record 0017) it is sealed with AES-256-GCM under a key derived (HKDF) from the
 * server secret, with its own info string: it names no firm, contact or address in clear, nobody
 * can make or alter one (a changed byte fails the tag, so a forged link never redirects), and no
 * list of links is stored. The original address travels inside, so the redirect needs no read to
 * know where to send the reader: it sends them exactly there.
 */

export type SourceKind = 'campaign' | 'sequence';

export interface TrackedMessage {
  tenantId: string;
  /** The message document: tenants/{t}/messages/{messageId}. */
  messageId: string;
  source: SourceKind;
  sourceId: string;
  contactId: string;
}

export interface TrackedLink extends TrackedMessage {
  /** The link's number in the email (0 for the first distinct address), the same for every reader. */
  link: number;
  /** The exact address the reader is sent to. */
  url: string;
}

const INFO = 'casecourier tracked links v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Longer addresses are not wrapped (and Gmail clips emails long before links this size matter). */
export const MAX_TRACKED_URL = 2000;

let derived: Buffer | undefined;
const key = () => (derived ??= Buffer.from(hkdfSync('sha256', serverSecretKey(), Buffer.alloc(0), INFO, 32)));

/** Only the one canonical base64url spelling is read (Node's decoder forgives spare bits). */
function canonicalBytes(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

const SOURCES: Record<string, SourceKind> = { c: 'campaign', s: 'sequence' };

function seal(fields: unknown[]): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key(), nonce);
  cipher.setAAD(Buffer.from(INFO));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(fields)), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

function open(token: string): unknown[] | null {
  const raw = canonicalBytes(token);
  if (!raw || raw.length <= NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(INFO));
    decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString();
    const fields: unknown = JSON.parse(plain);
    return Array.isArray(fields) ? fields : null;
  } catch {
    return null;
  }
}

function checkMessage(m: TrackedMessage) {
  if (![m.tenantId, m.messageId, m.sourceId, m.contactId].every((id) => ID.test(id))) throw new Error('Not a tracked message');
}

/** A web address we send readers to: https or http, nothing else (no javascript:, data:, mailto:). */
export function isTrackableUrl(url: string): boolean {
  if (url.length > MAX_TRACKED_URL) return false;
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

const sourceLetter = (source: SourceKind) => (source === 'campaign' ? 'c' : 's');

/** Kind 'l': a link; kind 'm': the message itself (the open pixel, and the unsubscribe link's attribution). */
export function trackedLinkToken(link: TrackedLink): string {
  checkMessage(link);
  if (!Number.isInteger(link.link) || link.link < 0 || link.link > 999 || !isTrackableUrl(link.url)) throw new Error('Not a tracked link');
  return seal(['l', link.tenantId, link.messageId, sourceLetter(link.source), link.sourceId, link.contactId, link.link, link.url]);
}

export function trackedMessageToken(message: TrackedMessage): string {
  checkMessage(message);
  return seal(['m', message.tenantId, message.messageId, sourceLetter(message.source), message.sourceId, message.contactId]);
}

function messageOf(fields: unknown[]): TrackedMessage | null {
  const [, tenantId, messageId, letter, sourceId, contactId] = fields;
  const source = SOURCES[String(letter)];
  if (!source || ![tenantId, messageId, sourceId, contactId].every((v) => typeof v === 'string' && ID.test(v))) return null;
  return { tenantId, messageId, source, sourceId, contactId } as TrackedMessage;
}

/** What a link token names, or null when it is not one of ours, altered, cut short or another kind. */
export function readTrackedLink(token: string): TrackedLink | null {
  const fields = open(token);
  if (!fields || fields[0] !== 'l' || fields.length !== 8) return null;
  const message = messageOf(fields);
  const [link, url] = fields.slice(6);
  if (!message || typeof link !== 'number' || !Number.isInteger(link) || link < 0 || typeof url !== 'string' || !isTrackableUrl(url))
    return null;
  return { ...message, link, url };
}

export function readTrackedMessage(token: string): TrackedMessage | null {
  const fields = open(token);
  return fields && fields[0] === 'm' && fields.length === 6 ? messageOf(fields) : null;
}

export const trackedLinkUrl = (link: TrackedLink) => `${serverEnv().siteUrl}/api/r/${trackedLinkToken(link)}`;
export const openPixelUrl = (message: TrackedMessage) => `${serverEnv().siteUrl}/api/o/${trackedMessageToken(message)}.gif`;

/** For tests that change the secret between cases. */
export function resetTrackingKeyForTests() {
  derived = undefined;
}
