import * as z from 'zod/mini';
import { isWebAddress } from '../webAddress';
import { typedText, type TextRule } from './typedText';

/**
 * The /welcome setup wizard's fields, shared by the island (to show the spec's
 * messages step by step) and POST /api/onboarding (to reject the same input with
 * the same words). The text fields travel as JSON in the multipart field `data`;
 * the images travel as the files `firmLogo` and `headshot`.
 *
 * Written with zod/mini (same validation and messages as full zod, a fraction of
 * its size): the wizard needs these schemas for its first paint (defaults, saved
 * progress), so they count against the page's start-up budget. See decision 0010.
 */

export const ACCIDENT_TYPES = ['Car accidents', 'Slip and falls', 'Workplace injuries', 'Medical malpractice'] as const;
export const SEND_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export const DEFAULT_BRAND_COLOR = '#002366';
export const DEFAULT_SEND_DAY = 'Monday' satisfies (typeof SEND_DAYS)[number];

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
/** How many leading bytes checkImageFile wants; 8 are enough for PNG's signature. */
export const IMAGE_HEAD_BYTES = 12;

/** The multipart request's parts and header, named once for both sides. */
export const ONBOARDING_DATA_FIELD = 'data';
export const ONBOARDING_LOGO_FIELD = 'firmLogo';
export const ONBOARDING_HEADSHOT_FIELD = 'headshot';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const STEP1_MISSING = 'Missing Information: Please fill in all required fields for Firm Information.';
export const STEP2_MISSING = 'Missing Information: Please select or specify at least one geographic area.';
/** The spec lists the logo without "optional" (unlike the headshot), so step 3 needs one. */
export const LOGO_MISSING = 'Missing Information: Please upload your firm logo.';
export const FILE_TOO_LARGE = 'File too large: Please upload files smaller than 2MB.';
export const INVALID_FILE_TYPE = 'Invalid file type: Please upload PNG or JPG files.';
export const ZIP_CODES_INVALID = 'ZIP codes must be five digits, separated by commas (for example 90210, 90211).';
export const WEBSITE_INVALID =
  'Firm website must be a full web address starting with https:// or http:// (for example https://yourfirm.com).';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const PHONE_INVALID = 'Phone number must include at least 7 digits.';

/** Messages that name what is missing; when a step has several problems these are shown first. */
export const MISSING_MESSAGES: readonly string[] = [STEP1_MISSING, STEP2_MISSING, LOGO_MISSING];

export const LIMITS = {
  firmName: 160,
  primaryContactName: 120,
  email: 254,
  phoneNumber: 40,
  firmWebsiteUrl: 500,
  stateBarNumber: 40,
  physicalAddress: 500,
  city: 100,
  specificZipCodes: 1000,
  zipCodeCount: 100,
  otherAccidentType: 120,
  specialInstructions: 2000,
} as const;

const tooLong = (what: string, max: number) => `${what} must be ${max.toLocaleString('en-US')} characters or fewer.`;

/** Trimmed, non-empty; a missing value gives the step's one "Missing Information" message. */
const requiredText = (what: string, max: number, missing: string, { multiline = false } = {}, ...rules: z.core.$ZodCheck<string>[]) =>
  z.string({ error: missing }).check(
    ...typedText(what, { multiline }),
    // abort: an empty field reports only that it is missing, not also its format.
    z.minLength(1, { error: missing, abort: true }),
    z.maxLength(max, tooLong(what, max)),
    ...rules,
  );

const optionalText = (what: string, max: number, rule?: TextRule) =>
  z._default(z.string().check(...typedText(what, rule), z.maxLength(max, tooLong(what, max))), '');

const emailFormat = z.email();

/** The entries of a comma-separated ZIP list, trimmed, empties dropped ("90210, ,90211," → two). */
export function parseZipCodes(value: string): string[] {
  return value
    .split(',')
    .map((zip) => zip.trim())
    .filter((zip) => zip !== '');
}

const firmInformationShape = {
  firmName: requiredText('Firm name', LIMITS.firmName, STEP1_MISSING),
  primaryContactName: requiredText('Primary contact name', LIMITS.primaryContactName, STEP1_MISSING),
  // Read-only in the wizard (pre-filled from the payment page's ?email=), so empty is allowed.
  email: z._default(
    z.string().check(
      ...typedText('Email'),
      z.maxLength(LIMITS.email, tooLong('Email', LIMITS.email)),
      z.refine((v) => v === '' || emailFormat.safeParse(v).success, EMAIL_INVALID),
    ),
    '',
  ),
  phoneNumber: requiredText(
    'Phone number',
    LIMITS.phoneNumber,
    STEP1_MISSING,
    {},
    z.refine((v) => (v.match(/\d/g)?.length ?? 0) >= 7, PHONE_INVALID),
  ),
  firmWebsiteUrl: z._default(
    z.string().check(
      ...typedText('Firm website'),
      z.maxLength(LIMITS.firmWebsiteUrl, tooLong('Firm website', LIMITS.firmWebsiteUrl)),
      z.refine((v) => v === '' || isWebAddress(v), WEBSITE_INVALID),
    ),
    '',
  ),
  stateBarNumber: optionalText('State bar number', LIMITS.stateBarNumber),
  // Required: CAN-SPAM wants the sender's physical address in every email.
  physicalAddress: requiredText('Physical address', LIMITS.physicalAddress, STEP1_MISSING, { multiline: true }),
};

const marketingPreferencesShape = {
  targetCity: optionalText('Target city', LIMITS.city),
  addAnotherCity: optionalText('Additional city', LIMITS.city),
  entireCounty: z._default(z.boolean({ error: 'Entire county must be true or false.' }), false),
  specificZipCodes: z._default(
    z.pipe(
      z.string().check(
        ...typedText('ZIP codes'),
        z.maxLength(LIMITS.specificZipCodes, tooLong('ZIP codes', LIMITS.specificZipCodes)),
        z.refine((v) => parseZipCodes(v).every((zip) => /^\d{5}$/.test(zip)), ZIP_CODES_INVALID),
        z.refine((v) => parseZipCodes(v).length <= LIMITS.zipCodeCount, `Please list at most ${LIMITS.zipCodeCount} ZIP codes.`),
      ),
      // Stored and shown in one canonical form: "90210, 90211".
      z.transform((v: string) => parseZipCodes(v).join(', ')),
    ),
    '',
  ),
  accidentTypes: z._default(
    z.pipe(
      z.array(z.enum(ACCIDENT_TYPES, { error: 'Please choose accident types from the list.' }), {
        error: 'Please choose accident types from the list.',
      }),
      z.transform((types: AccidentType[]) => [...new Set(types)]),
    ),
    [],
  ),
  otherAccidentType: optionalText('Other accident type', LIMITS.otherAccidentType),
};

const brandingShape = {
  brandColors: z._default(
    z
      .string({ error: 'Brand color must be a hex color such as #002366.' })
      .check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Brand color must be a hex color such as #002366.')),
    DEFAULT_BRAND_COLOR,
  ),
};

const finalDetailsShape = {
  newsletterSendDay: z._default(z.enum(SEND_DAYS, { error: 'Please choose a send day from Monday to Friday.' }), DEFAULT_SEND_DAY),
  specialInstructions: optionalText('Special instructions', LIMITS.specialInstructions, { multiline: true }),
};

interface GeographicFields {
  targetCity: string;
  addAnotherCity: string;
  entireCounty: boolean;
  specificZipCodes: string;
}

/** Step 2's rule: at least one of the four ways to say where the newsletter goes. */
function requireGeographicArea(value: GeographicFields, ctx: z.core.$RefinementCtx<GeographicFields>) {
  const hasArea =
    value.targetCity.trim() !== '' ||
    value.addAnotherCity.trim() !== '' ||
    value.entireCounty ||
    parseZipCodes(value.specificZipCodes).length > 0;
  if (!hasArea) ctx.addIssue({ code: 'custom', message: STEP2_MISSING, path: ['targetCity'] });
}

export const firmInformationSchema = z.object(firmInformationShape);
export const marketingPreferencesSchema = z.object(marketingPreferencesShape).check(z.superRefine(requireGeographicArea));
export const brandingSchema = z.object(brandingShape);
export const finalDetailsSchema = z.object(finalDetailsShape);

/** Every text field of the wizard: what the multipart field `data` holds as JSON. */
export const onboardingFieldsSchema = z
  .object({ ...firmInformationShape, ...marketingPreferencesShape, ...brandingShape, ...finalDetailsShape })
  .check(z.superRefine(requireGeographicArea));

/** The wizard's steps in order; index 0 is step 1. */
export const ONBOARDING_STEP_SCHEMAS = [firmInformationSchema, marketingPreferencesSchema, brandingSchema, finalDetailsSchema] as const;

/** What POST /api/onboarding answers: the submission's id (the same id for a replay of it). */
export interface OnboardingReceipt {
  id: string;
}

export type AccidentType = (typeof ACCIDENT_TYPES)[number];
export type SendDay = (typeof SEND_DAYS)[number];
export type OnboardingFields = z.output<typeof onboardingFieldsSchema>;
export type OnboardingFieldsInput = z.input<typeof onboardingFieldsSchema>;

const STEP_OF_FIELD: Record<string, number> = Object.fromEntries(
  [firmInformationShape, marketingPreferencesShape, brandingShape, finalDetailsShape].flatMap((shape, index) =>
    Object.keys(shape).map((key) => [key, index + 1]),
  ),
);

/** The step (1-4) a field belongs to, or undefined for names outside the wizard. */
export function stepOfField(name: PropertyKey | undefined): number | undefined {
  return typeof name === 'string' ? STEP_OF_FIELD[name] : undefined;
}

/**
 * The one problem to show for a failed parse: the earliest step's, and within
 * it a "Missing Information" message before any format complaint, so the
 * server's 400 reads like the wizard's toast.
 */
export function firstOnboardingIssue(error: z.core.$ZodError): z.core.$ZodIssue | undefined {
  const ranked = error.issues.map((issue, index) => ({
    issue,
    index,
    step: stepOfField(issue.path[0]) ?? 99,
    missing: MISSING_MESSAGES.includes(issue.message) ? 0 : 1,
  }));
  ranked.sort((a, b) => a.step - b.step || a.missing - b.missing || a.index - b.index);
  return ranked[0]?.issue;
}

/** firstOnboardingIssue's message: what a 400 from POST /api/onboarding should say. */
export function onboardingErrorMessage(error: z.core.$ZodError): string {
  return firstOnboardingIssue(error)?.message ?? 'Please check the setup form and try again.';
}

export interface ImageFileInfo {
  name: string;
  /** The declared MIME type (File.type in the browser, the part's type on the server). */
  type: string;
  size: number;
  /** The file's first bytes; IMAGE_HEAD_BYTES are plenty. */
  head: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (head: Uint8Array, signature: number[]) => signature.every((byte, i) => head[i] === byte);

/** What the bytes say the image is, whatever its name or declared type claim. */
export function detectImageType(head: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/**
 * Checks an uploaded image in the browser (on selection) and on the server (on
 * receipt): size, declared type, extension and the bytes themselves, so a GIF
 * renamed .png fails. A PNG/JPEG mix-up (a JPEG named .png) passes: it is still
 * an image we accept, and the server should store it under detectImageType().
 * Returns the spec's message, or null when the file is fine.
 */
export function checkImageFile(info: ImageFileInfo): string | null {
  if (info.size > IMAGE_MAX_BYTES) return FILE_TOO_LARGE;
  const extension = info.name.includes('.') ? info.name.split('.').pop()!.toLowerCase() : '';
  const typeOk = (IMAGE_TYPES as readonly string[]).includes(info.type.toLowerCase());
  const extensionOk = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk || !extensionOk || detectImageType(info.head) === null) return INVALID_FILE_TYPE;
  return null;
}
