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
import { firestore, isAlreadyExists, writeTime } from './firebase';
import { HttpError } from './http';

export const UPLOADS_STORE = 'onboarding-uploads';
/** Two 2 MB images plus the form's text, with room for multipart overhead. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

interface CheckedImage {
  field: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

interface ParsedSubmission {
  idempotencyKey: string;
  fields: OnboardingFields;
  logo: CheckedImage;
  headshot: CheckedImage | null;
}

async function checkedImage(part: FormDataEntryValue | null, field: string): Promise<CheckedImage | null> {
  if (part === null || typeof part === 'string' || part.size === 0) return null;
  const bytes = new Uint8Array(await part.arrayBuffer());
  const problem = checkImageFile({ name: part.name, type: part.type, size: part.size, head: bytes.subarray(0, IMAGE_HEAD_BYTES) });
  if (problem) throw new HttpError(problem === FILE_TOO_LARGE ? 413 : 400, problem);
  // Stored under what the bytes are, not what the name claims.
  return { field, name: part.name, contentType: detectImageType(bytes)!, bytes };
}

/** Validates everything again on the server: same rules as the wizard, plus real image sniffing. */
export async function parseSubmission(req: Request): Promise<ParsedSubmission> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Send the setup form as multipart/form-data, with the fields as JSON in "data" and the images as files.');
  }
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  const idempotencyKey = req.headers.get(IDEMPOTENCY_HEADER) ?? '';
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(idempotencyKey)) {
    throw new HttpError(
      400,
      `Missing or invalid ${IDEMPOTENCY_HEADER} header: send a unique id (for example a UUID) with each submission.`,
    );
  }
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new HttpError(400, 'The setup form could not be read. Please try again.');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(String(form.get(ONBOARDING_DATA_FIELD) ?? ''));
  } catch {
    throw new HttpError(400, 'The setup form is missing its details. Please go back through the steps and try again.');
  }
  const parsed = onboardingFieldsSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, onboardingErrorMessage(parsed.error));
  const logo = await checkedImage(form.get(ONBOARDING_LOGO_FIELD), ONBOARDING_LOGO_FIELD);
  if (!logo) throw new HttpError(400, LOGO_MISSING);
  const headshot = await checkedImage(form.get(ONBOARDING_HEADSHOT_FIELD), ONBOARDING_HEADSHOT_FIELD);
  return { idempotencyKey, fields: parsed.data, logo, headshot };
}

const extensionOf = (contentType: string) => (contentType === 'image/png' ? 'png' : 'jpg');

/**
 * Stores a submission once per idempotency key: the document id is derived
 * from the key and written with create(), so a replay returns the first id.
 * Images go to Netlify Blobs under keys the server makes up.
 */
export async function storeSubmission(submission: ParsedSubmission): Promise<{ id: string; created: boolean }> {
  const db = await firestore();
  const id = createHash('sha256').update(submission.idempotencyKey).digest('hex').slice(0, 32);
  const ref = db.doc(`onboarding_submissions/${id}`);
  if ((await ref.get()).exists) return { id, created: false };

  const { getStore } = await import('@netlify/blobs');
  const store = getStore({ name: UPLOADS_STORE, consistency: 'strong' });
  const images = [submission.logo, submission.headshot].filter((i): i is CheckedImage => i !== null);
  const blobKeys: Record<string, string> = {};
  for (const image of images) {
    // A random part: a racing replay must never overwrite the images of the submission that won.
    const key = `${id}/${image.field}-${randomUUID()}.${extensionOf(image.contentType)}`;
    await store.set(key, new Blob([image.bytes.slice()], { type: image.contentType }), {
      metadata: { contentType: image.contentType, originalName: image.name, submissionId: id },
    });
    blobKeys[image.field] = key;
  }
  try {
    await ref.create({
      ...submission.fields,
      // For finding a firm's welcome form by its signed-in address (Firebase keeps those in lower case).
      email_normalized: submission.fields.email.toLowerCase(),
      firmLogoName: submission.logo.name,
      headshotName: submission.headshot?.name ?? null,
      firm_logo_blob_key: blobKeys[submission.logo.field],
      headshot_blob_key: submission.headshot ? blobKeys[submission.headshot.field] : null,
      status: 'received',
      created_at: await writeTime(),
    });
    return { id, created: true };
  } catch (error) {
    await Promise.all(Object.values(blobKeys).map((key) => store.delete(key)));
    if (isAlreadyExists(error)) return { id, created: false };
    throw error;
  }
}
