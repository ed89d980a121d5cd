import * as z from 'zod/mini';
import { ACCIDENT_TYPES, onboardingFieldsSchema, type AccidentType } from '#shared/schemas/onboarding';
import { EMPTY_VALUES, TOTAL_STEPS, type WizardValues } from './wizardForm';

/** The spec's name for the saved wizard progress in localStorage. */
export const PROGRESS_KEY = 'newsletterSetupProgress';

export interface WizardProgress {
  step: number;
  data: WizardValues;
  /** data: URLs of the chosen images, so they survive a reload (the File objects do not). */
  logoPreview: string | null;
  headshotPreview: string | null;
  logoName: string | null;
  headshotName: string | null;
  /** Reused by every retry of the same submission, even after a reload. */
  idempotencyKey: string | null;
}

/** What a restore gives back: the text fields may be partial, to merge over the defaults. */
export interface RestoredProgress extends Omit<WizardProgress, 'data'> {
  data: Partial<WizardValues>;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SaveResult = 'saved' | 'saved-without-images' | 'not-saved';

const text = z.string().check(z.maxLength(10_000));
const imageDataUrl = z.string().check(z.regex(/^data:image\/(png|jpeg);base64,/));
const fileName = z.string().check(z.minLength(1), z.maxLength(255));
// Unknown types are dropped, so a renamed option does not throw the rest away.
const knownAccidentTypes = z.pipe(
  z.array(z.string()),
  z.transform((types: string[]) => types.filter((t): t is AccidentType => (ACCIDENT_TYPES as readonly string[]).includes(t))),
);

/**
 * A saved field is restored when it has the form's type: work in progress may
 * still fail the schema's rules (the steps check it again), but a colour or a
 * send day must be one the inputs can show.
 */
function storedField(name: string, empty: unknown): z.core.$ZodType {
  // Their rules without their defaults: a field that was not saved stays unsaved.
  if (name === 'brandColors' || name === 'newsletterSendDay') return onboardingFieldsSchema.shape[name].def.innerType;
  if (typeof empty === 'boolean') return z.boolean();
  if (Array.isArray(empty)) return knownAccidentTypes;
  return text;
}

const storedValuesSchema = z.partial(
  z.object(Object.fromEntries(Object.entries(EMPTY_VALUES).map(([name, empty]) => [name, storedField(name, empty)]))),
) as unknown as z.ZodMiniType<Partial<WizardValues>>;

// The saved shape, checked on restore: anything else (an older version's entry,
// a hand edit) is discarded rather than half-trusted.
const storedProgressSchema = z.object({
  step: z.int().check(z.gte(1), z.lte(TOTAL_STEPS)),
  data: storedValuesSchema,
  logoPreview: z.nullish(imageDataUrl),
  headshotPreview: z.nullish(imageDataUrl),
  logoName: z.nullish(fileName),
  headshotName: z.nullish(fileName),
  idempotencyKey: z.nullish(z.string().check(z.minLength(1), z.maxLength(100))),
});

/** localStorage, or null where the browser refuses it (some privacy modes throw on access). */
export function browserStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The saved progress, or null. An entry that is not JSON or not the expected shape is removed. */
export function loadProgress(storage: StorageLike): RestoredProgress | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PROGRESS_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = storedProgressSchema.safeParse(json);
  if (!parsed.success) {
    clearProgress(storage);
    return null;
  }
  const saved = parsed.data;
  // A preview without a name still restores; a name without its preview means nothing.
  return {
    step: saved.step,
    data: saved.data,
    logoPreview: saved.logoPreview ?? null,
    headshotPreview: saved.headshotPreview ?? null,
    logoName: saved.logoPreview ? (saved.logoName ?? defaultName('firm-logo', saved.logoPreview)) : null,
    headshotName: saved.headshotPreview ? (saved.headshotName ?? defaultName('headshot', saved.headshotPreview)) : null,
    idempotencyKey: saved.idempotencyKey ?? null,
  };
}

function defaultName(base: string, dataUrl: string) {
  return `${base}.${dataUrl.startsWith('data:image/png') ? 'png' : 'jpg'}`;
}

/**
 * Saves the progress. Two images as data URLs can pass the browser's storage
 * quota (about 5 MB); then the text and step are saved without them, and the
 * caller tells the user the images will not survive a reload.
 */
export function saveProgress(storage: StorageLike, progress: WizardProgress): SaveResult {
  try {
    storage.setItem(PROGRESS_KEY, JSON.stringify(progress));
    return 'saved';
  } catch {
    // Quota exceeded (or storage refused): fall through and try the small version.
  }
  const hadImages = progress.logoPreview !== null || progress.headshotPreview !== null;
  const withoutImages: WizardProgress = { ...progress, logoPreview: null, headshotPreview: null, logoName: null, headshotName: null };
  try {
    // An older, larger entry may be what fills the quota.
    storage.removeItem(PROGRESS_KEY);
    storage.setItem(PROGRESS_KEY, JSON.stringify(withoutImages));
    return hadImages ? 'saved-without-images' : 'saved';
  } catch {
    return 'not-saved';
  }
}

export function clearProgress(storage: StorageLike) {
  try {
    storage.removeItem(PROGRESS_KEY);
  } catch {
    // Nothing to clear if storage is unavailable.
  }
}
