import * as z from 'zod/mini';

/**
 * Checks every schema shares, because the store refuses what they catch:
 * Firestore rejects strings with lone UTF-16 surrogates (half an emoji, as
 * "\ud800" in JSON) and document ids it reserves. Caught here, they are a 400
 * with words a person can act on instead of a failed write.
 */

export const MALFORMED_TEXT = 'The request contains broken characters (for example half of an emoji). Retype the text and try again.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string is well-formed Unicode (no lone surrogates). */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/** The first malformed string anywhere in a JSON value (keys included), or null when there is none. */
export function findMalformedText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : value;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isWellFormedText(key)) return key;
    const found = findMalformedText(item, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** A string schema that refuses malformed Unicode; add .check(z.trim(), ...) after it. */
export const wellFormedString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(z.refine(isWellFormedText, { error: MALFORMED_TEXT, abort: true }));

/** Firestore's own limit on a document id, in UTF-8 bytes. */
export const DOCUMENT_ID_MAX_BYTES = 1500;

/**
 * Whether Firestore accepts the string as a document id: not empty, not "." or
 * "..", no "/", not of the reserved form __name__, at most 1,500 bytes, and
 * well-formed. https://firebase.google.com/docs/firestore/quotas#collections_documents_and_fields
 */
export function isValidDocumentId(id: string): boolean {
  return (
    id !== '' &&
    id !== '.' &&
    id !== '..' &&
    !id.includes('/') &&
    !/^__.*__$/s.test(id) &&
    isWellFormedText(id) &&
    new TextEncoder().encode(id).length <= DOCUMENT_ID_MAX_BYTES
  );
}

/** The longest file name kept for an upload, in characters, extension included. */
export const FILE_NAME_MAX = 100;

/**
 * An uploaded file's name, safe to store and show: no folders, no control or
 * broken characters, no leading dots, at most FILE_NAME_MAX characters with the
 * extension kept. `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback = 'upload'): string {
  const base = name.toWellFormed().split(/[/\\]/).pop()!;
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return fallback;
  const chars = [...cleaned];
  if (chars.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return (
    chars
      .slice(0, FILE_NAME_MAX - extension.length)
      .join('')
      .trimEnd() + extension
  );
}

/** An image in a firm's newsletter library: the random id the server gave it, never a storage key. */
export const ASSET_ID_PATTERN = /^[A-Za-z0-9]{20,40}$/;
