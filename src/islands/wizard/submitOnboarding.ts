import {
  IDEMPOTENCY_HEADER,
  ONBOARDING_DATA_FIELD,
  ONBOARDING_HEADSHOT_FIELD,
  ONBOARDING_LOGO_FIELD,
  type OnboardingFields,
} from '#shared/schemas/onboarding';
import { imageToFile, type PickedImage } from './images';

export const ONBOARDING_ENDPOINT = '/api/onboarding';
export const CONNECTION_FAILED = 'We could not reach the server. Check your connection and try again.';
/** Two 2 MB images on a slow line take a while; past this the attempt counts as failed (and is retried with the same key). */
const TIMEOUT_MS = 90_000;

/** `status` is the server's answer (0 when it could not be reached). */
export type SubmitResult = { ok: true } | { ok: false; message: string; status: number };

export interface Submission {
  fields: OnboardingFields;
  logo: PickedImage;
  headshot: PickedImage | null;
  idempotencyKey: string;
}

/** A random UUID; crypto.randomUUID is missing outside secure contexts, so build one from getRandomValues there. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The multipart body: the text fields as JSON in `data`, the images as files. */
export async function buildOnboardingForm({ fields, logo, headshot }: Omit<Submission, 'idempotencyKey'>): Promise<FormData> {
  const form = new FormData();
  form.append(ONBOARDING_DATA_FIELD, JSON.stringify(fields));
  const logoFile = await imageToFile(logo);
  form.append(ONBOARDING_LOGO_FIELD, logoFile, logoFile.name);
  if (headshot) {
    const headshotFile = await imageToFile(headshot);
    form.append(ONBOARDING_HEADSHOT_FIELD, headshotFile, headshotFile.name);
  }
  return form;
}

/** Sends the wizard to POST /api/onboarding; never throws. */
export async function submitOnboarding(submission: Submission): Promise<SubmitResult> {
  let response: Response;
  try {
    const body = await buildOnboardingForm(submission);
    // No content-type header: the browser adds multipart/form-data with its boundary.
    response = await fetch(ONBOARDING_ENDPOINT, {
      method: 'POST',
      headers: { [IDEMPOTENCY_HEADER]: submission.idempotencyKey },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, message: CONNECTION_FAILED, status: 0 };
  }
  if (response.ok) return { ok: true };
  let message = `The server answered ${response.status}. Please try again.`;
  try {
    const data = (await response.json()) as { error?: unknown };
    if (typeof data.error === 'string' && data.error) message = data.error;
  } catch {
    // Not JSON (a proxy's error page, say): keep the generic message.
  }
  return { ok: false, message, status: response.status };
}
