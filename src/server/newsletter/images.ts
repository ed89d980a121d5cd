import { randomBytes, randomUUID } from 'node:crypto';
import { imageSize } from 'image-size';
import { ASSET_ID_PATTERN } from '#shared/newsletter/issue';
import type { NewsletterImage } from '#shared/newsletter/settings';
import { checkImageFile, detectImageType, FILE_TOO_LARGE, IMAGE_HEAD_BYTES, IMAGE_MAX_BYTES } from '#shared/schemas/onboarding';
import { safeFileName } from '#shared/schemas/safeText';
import type { SignedInAttorney } from '../auth';
import { serverEnv } from '../env';
import { Invalid, NotFound, TooLarge, WrongContentType } from '../errors';
import { firestore, writeTime } from '../firebase';
import { readBodyCapped } from '../http';
import type { ImageRef } from '../email/NewsletterEmail';
import { takeRateLimitSlots, type RateLimit } from '../rateLimit';
import type { NewsletterImageDoc } from '../store/documents';
import * as store from '../store/collections';

/**
 * The firm's image library: logos, headshots and pictures for issues. The bytes live in the
 * Netlify Blobs store `email-images`; email clients fetch them from
 * `/api/email-images/{publicId}.{png|jpg}`, a stable address that names neither the firm nor
 * the storage key (the public id is random and maps to the blob in `email_images/{publicId}`).
 * An image is never deleted: emails already sent keep showing it.
 */

export const EMAIL_IMAGES_STORE = 'email-images';
export const IMAGE_FIELD = 'image';
/** The image plus multipart overhead. */
const MAX_UPLOAD_BYTES = IMAGE_MAX_BYTES + 64 * 1024;
/** Wider than any email needs, and bounds what a mail app downloads. */
export const IMAGE_MAX_PIXELS = 4000;
export const IMAGE_TOO_LARGE = `Image too large: upload a PNG or JPG of at most 2 MB and ${IMAGE_MAX_PIXELS.toLocaleString('en-US')} pixels on each side.`;
export const IMAGE_NOT_FOUND = 'That image';

const UPLOADS_PER_HOUR = 60;
const uploadLimit = (tenantId: string): RateLimit => ({
  path: `tenants/${tenantId}/rate_limits/newsletter_images`,
  max: UPLOADS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  refusal: (minutes) =>
    `Your firm has uploaded ${UPLOADS_PER_HOUR} images this hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

const UNREADABLE_IMAGE = 'Image: the file could not be read as a PNG or JPG. Export it again and upload it.';

const extensionOf = (contentType: string) => (contentType === 'image/png' ? 'png' : 'jpg');

export const publicImageUrl = (publicId: string, contentType: string) =>
  `${serverEnv().siteUrl}/api/email-images/${publicId}.${extensionOf(contentType)}`;

function toImage(id: string, d: NewsletterImageDoc): NewsletterImage {
  return {
    id,
    url: publicImageUrl(d.public_id, d.content_type),
    name: d.name,
    width: d.width,
    height: d.height,
    content_type: d.content_type,
    bytes: d.bytes,
    created_at: d.created_at.toDate().toISOString(),
  };
}

async function blobStore() {
  const { getStore } = await import('@netlify/blobs');
  return getStore({ name: EMAIL_IMAGES_STORE, consistency: 'strong' });
}

/** Checks the bytes (type sniffed, size, pixels) and stores them with their two records in one batch; the blob goes if the batch fails. */
export async function storeImage(user: SignedInAttorney, name: string, declaredType: string, bytes: Uint8Array): Promise<NewsletterImage> {
  const problem = checkImageFile({ name, type: declaredType, size: bytes.byteLength, head: bytes.subarray(0, IMAGE_HEAD_BYTES) });
  if (problem === FILE_TOO_LARGE) throw new TooLarge(IMAGE_TOO_LARGE);
  if (problem) throw new Invalid(`Image: ${problem}`, 'image');
  const contentType = detectImageType(bytes)!;
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new Invalid(UNREADABLE_IMAGE, 'image');
  }
  if (!size.width || !size.height) throw new Invalid(UNREADABLE_IMAGE, 'image');
  if (size.width > IMAGE_MAX_PIXELS || size.height > IMAGE_MAX_PIXELS) throw new TooLarge(IMAGE_TOO_LARGE);
  await takeRateLimitSlots([uploadLimit(user.tenantId)]);

  const db = await firestore();
  const blobs = await blobStore();
  const id = randomBytes(12).toString('hex');
  const publicId = randomBytes(16).toString('hex');
  const blobKey = `${user.tenantId}/${randomUUID()}`;
  await blobs.set(blobKey, new Blob([bytes.slice()], { type: contentType }), { metadata: { contentType } });
  const now = await writeTime();
  const data: NewsletterImageDoc = {
    public_id: publicId,
    blob_key: blobKey,
    name: safeFileName(name, 'image'),
    content_type: contentType,
    width: size.width,
    height: size.height,
    bytes: bytes.byteLength,
    created_by: user.uid,
    created_at: now,
  };
  try {
    const batch = db.batch();
    batch.create(store.newsletterImages(db, user.tenantId).doc(id), data);
    batch.create(store.emailImages(db).doc(publicId), {
      tenant_id: user.tenantId,
      blob_key: blobKey,
      content_type: contentType,
      created_at: now,
    });
    await batch.commit();
  } catch (error) {
    await blobs.delete(blobKey).catch(() => undefined);
    throw error;
  }
  return toImage(id, data);
}

/** POST /api/newsletter-images: one image in the multipart field `image`. */
export async function uploadImage(user: SignedInAttorney, req: Request): Promise<NewsletterImage> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new WrongContentType(`Send the image as multipart/form-data, in the field "${IMAGE_FIELD}".`);
  }
  const body = await readBodyCapped(req, MAX_UPLOAD_BYTES, IMAGE_TOO_LARGE);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new Invalid('The upload could not be read. Please try again.');
  }
  const file = form.get(IMAGE_FIELD);
  if (file === null || typeof file === 'string' || file.size === 0)
    throw new Invalid(`Image: choose a PNG or JPG file to upload (field "${IMAGE_FIELD}").`, 'image');
  return storeImage(user, file.name, file.type, new Uint8Array(await file.arrayBuffer()));
}

export async function listImages(user: SignedInAttorney): Promise<NewsletterImage[]> {
  const db = await firestore();
  const snap = await store.newsletterImages(db, user.tenantId).orderBy('created_at', 'desc').limit(200).get();
  return snap.docs.map((doc) => toImage(doc.id, doc.data()));
}

/** The firm's images by id (for the renderer: public address and size); ids that are not the firm's are left out. */
export async function imagesById(tenantId: string, ids: Iterable<string>): Promise<Map<string, NewsletterImage>> {
  const wanted = [...new Set(ids)].filter((id) => ASSET_ID_PATTERN.test(id));
  if (wanted.length === 0) return new Map();
  const db = await firestore();
  const snaps = await store.getAll(
    db,
    wanted.map((id) => store.newsletterImages(db, tenantId).doc(id)),
  );
  return new Map(snaps.flatMap((s) => (s.exists ? [[s.id, toImage(s.id, s.data()!)] as const] : [])));
}

export const imageRef = (image: NewsletterImage): ImageRef => ({ url: image.url, width: image.width, height: image.height });

/** 400 naming the field when an id is not one of the firm's images: another firm's image is as unknown as a missing one. */
export async function requireImages(tenantId: string, wanted: { id: string; what: string }[]): Promise<Map<string, NewsletterImage>> {
  const found = await imagesById(
    tenantId,
    wanted.map((w) => w.id),
  );
  const missing = wanted.find((w) => !found.has(w.id));
  if (missing) throw new Invalid(`${missing.what}: that image is not in your library. Upload it again, or choose another.`, missing.what);
  return found;
}

const PUBLIC_FILE = /^([0-9a-f]{32})\.(png|jpg)$/;

/** GET /api/email-images/{publicId}.{ext}: the bytes, cached for good (an id's image never changes). */
export async function servePublicImage(file: string): Promise<Response> {
  const match = PUBLIC_FILE.exec(file);
  if (!match) throw NotFound.of(IMAGE_NOT_FOUND);
  const db = await firestore();
  const record = (await store.emailImages(db).doc(match[1]!).get()).data();
  if (!record || extensionOf(record.content_type) !== match[2]) throw NotFound.of(IMAGE_NOT_FOUND);
  const blob = await (await blobStore()).get(record.blob_key, { type: 'arrayBuffer' });
  if (!blob) throw NotFound.of(IMAGE_NOT_FOUND);
  return new Response(blob, {
    headers: {
      'content-type': record.content_type,
      'content-length': String(blob.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      // Webmail shows it from its own origin.
      'cross-origin-resource-policy': 'cross-origin',
    },
  });
}

/** Copies a stored image (the welcome form's logo or headshot) into the firm's library. */
export async function importBlobImage(
  user: SignedInAttorney,
  sourceStore: string,
  key: string,
  name: string,
): Promise<NewsletterImage | null> {
  const { getStore } = await import('@netlify/blobs');
  const bytes = await getStore({ name: sourceStore, consistency: 'strong' }).get(key, { type: 'arrayBuffer' });
  if (!bytes) return null;
  const data = new Uint8Array(bytes);
  return storeImage(user, name, detectImageType(data) ?? 'image/png', data);
}
