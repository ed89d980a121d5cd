import { createHash, randomUUID } from 'node:crypto';
import {
  checkImageFile,
  detectImageType,
  FILE_TOO_LARGE,
  IDEMPOTENCY_HEADER,
  IMAGE_HEAD_BYTES,
  LOGO_MISSING,
  ONBOARDING_DATA_FIELD,
  ONBOARDING_HEADSHOT_FIELD,
  ONBOARDING_LOGO_FIELD,
  onboardingErrorMessage,
  onboardingFieldsSchema,
  type OnboardingFields,
} from '#shared/schemas/onboarding';
import { safeFileName } from '#shared/schemas/safeText';
import { Conflict, Invalid, TooLarge, WrongContentType } from '../errors';
import { firestore, isAlreadyExists, writeTime } from '../firebase';
import { parseJsonText, readBodyCapped } from '../http';
import { onboardingPerAddress, takeRateLimitSlots } from '../rateLimit';
import type { OnboardingSubmissionDoc } from '../store/documents';
import * as store from '../store/collections';

export const UPLOADS_STORE = 'onboarding-uploads';
/** Two 2 MB images plus the form's text, with room for multipart overhead. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export const IDEMPOTENCY_CONFLICT = `This ${IDEMPOTENCY_HEADER} was already used for a different setup form. Send a new key with each new submission.`;

interface CheckedImage {
  field: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface ParsedSubmission {
  idempotencyKey: string;
  fields: OnboardingFields;
  logo: CheckedImage;
  headshot: CheckedImage | null;
}

async function checkedImage(part: FormDataEntryValue | null, field: string): Promise<CheckedImage | null> {
  if (part === null || typeof part === 'string' || part.size === 0) return null;
  const bytes = new Uint8Array(await part.arrayBuffer());
  const name = safeFileName(part.name, field);
  const problem = checkImageFile({ name, type: part.type, size: part.size, head: bytes.subarray(0, IMAGE_HEAD_BYTES) });
  if (problem) throw problem === FILE_TOO_LARGE ? new TooLarge(problem) : new Invalid(problem, field);
  // Stored under what the bytes are, not what the name claims.
  return { field, name, contentType: detectImageType(bytes)!, bytes };
}

/**
 * Validates everything again on the server: same rules as the wizard, plus real
 * image sniffing. The body is counted as it arrives and refused past the limit,
 * whatever Content-Length says.
 */
export async function parseSubmission(req: Request): Promise<ParsedSubmission> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new WrongContentType('Send the setup form as multipart/form-data, with the fields as JSON in "data" and the images as files.');
  }
  const idempotencyKey = req.headers.get(IDEMPOTENCY_HEADER) ?? '';
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(idempotencyKey)) {
    throw new Invalid(`Missing or invalid ${IDEMPOTENCY_HEADER} header: send a unique id (for example a UUID) with each submission.`);
  }
  const body = await readBodyCapped(req, MAX_BODY_BYTES, FILE_TOO_LARGE);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new Invalid('The setup form could not be read. Please try again.');
  }
  const raw = parseJsonText(
    String(form.get(ONBOARDING_DATA_FIELD) ?? ''),
    'The setup form is missing its details. Please go back through the steps and try again.',
  );
  const parsed = onboardingFieldsSchema.safeParse(raw);
  if (!parsed.success) throw new Invalid(onboardingErrorMessage(parsed.error));
  const logo = await checkedImage(form.get(ONBOARDING_LOGO_FIELD), ONBOARDING_LOGO_FIELD);
  if (!logo) throw new Invalid(LOGO_MISSING, ONBOARDING_LOGO_FIELD);
  const headshot = await checkedImage(form.get(ONBOARDING_HEADSHOT_FIELD), ONBOARDING_HEADSHOT_FIELD);
  return { idempotencyKey, fields: parsed.data, logo, headshot };
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** What the submission says, hashed: the same form sent again hashes the same, any change does not. */
export function contentHash({ fields, logo, headshot }: Omit<ParsedSubmission, 'idempotencyKey'>): string {
  const image = (i: CheckedImage | null) => i && { name: i.name, contentType: i.contentType, sha256: sha256(i.bytes) };
  return sha256(JSON.stringify({ fields, logo: image(logo), headshot: image(headshot) }));
}

const extensionOf = (contentType: string) => (contentType === 'image/png' ? 'png' : 'jpg');

/** A replay of a stored submission: the first id when the content matches, 409 when the key is reused for other content. */
function replayOf(stored: OnboardingSubmissionDoc | undefined, id: string, hash: string) {
  if (stored?.content_hash !== hash) throw new Conflict(IDEMPOTENCY_CONFLICT);
  return { id, created: false };
}

/**
 * Stores a submission once per idempotency key: the document id is derived
 * from the key and written with create(), so a replay returns the first id, and
 * the key is bound to a hash of the content. Images go to Netlify Blobs under
 * keys the server makes up, and are deleted again on every path that does not
 * end in a stored submission.
 */
export async function storeSubmission(submission: ParsedSubmission, clientIp: string): Promise<{ id: string; created: boolean }> {
  const db = await firestore();
  const id = sha256(submission.idempotencyKey).slice(0, 32);
  const hash = contentHash(submission);
  const ref = store.onboardingSubmissions(db).doc(id);
  const existing = await ref.get();
  if (existing.exists) return replayOf(existing.data(), id, hash);
  await takeRateLimitSlots([onboardingPerAddress(clientIp)]);

  const { getStore } = await import('@netlify/blobs');
  const uploads = getStore({ name: UPLOADS_STORE, consistency: 'strong' });
  const images = [submission.logo, submission.headshot].filter((i): i is CheckedImage => i !== null);
  const blobKeys: Record<string, string> = {};
  try {
    for (const image of images) {
      // A random part: a racing replay must never overwrite the images of the submission that won.
      const key = `${id}/${image.field}-${randomUUID()}.${extensionOf(image.contentType)}`;
      blobKeys[image.field] = key;
      await uploads.set(key, new Blob([image.bytes.slice()], { type: image.contentType }), {
        metadata: { contentType: image.contentType, originalName: image.name, submissionId: id },
      });
    }
    await ref.create({
      ...submission.fields,
      // For finding a firm's welcome form by its signed-in address (Firebase keeps those in lower case).
      email_normalized: submission.fields.email.toLowerCase(),
      firmLogoName: submission.logo.name,
      headshotName: submission.headshot?.name ?? null,
      firm_logo_blob_key: blobKeys[submission.logo.field]!,
      headshot_blob_key: submission.headshot ? blobKeys[submission.headshot.field]! : null,
      content_hash: hash,
      status: 'received',
      created_at: await writeTime(),
    });
    return { id, created: true };
  } catch (error) {
    // Nothing half-stored: whatever went wrong, this request's images go.
    await Promise.allSettled(Object.values(blobKeys).map((key) => uploads.delete(key)));
    if (isAlreadyExists(error)) return replayOf((await ref.get()).data(), id, hash);
    throw error;
  }
}
