import * as z from 'zod/mini';
import { ASSET_ID_PATTERN, isWellFormedText } from '../schemas/safeText';
import { typedText } from '../schemas/typedText';
import { US_STATES } from '../usStates';
import { BRAND_COLOR_INVALID, BRAND_COLOR_PATTERN } from './brandColor';

/**
 * The firm's newsletter settings: where it writes for (areas), what about (accident types) and
 * what not, when issues go out (a weekday and an hour in the firm's time zone), and its brand
 * (logo, headshot, one colour). Shared by Settings, Newsletter and /api/newsletter-settings;
 * pre-filled from the welcome form sent from the signed-in address.
 */

/**
 * The welcome form's send days and brand default (src/shared/schemas/onboarding.ts), written
 * again here so that Settings does not load the wizard's schemas; a unit test keeps them equal.
 */
export const SEND_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export const DEFAULT_SEND_DAY = 'Monday' satisfies (typeof SEND_DAYS)[number];
export const DEFAULT_BRAND_COLOR = '#002366';
export type SendDay = (typeof SEND_DAYS)[number];

/** Every time zone a US state uses, in the order the states list them. */
export const US_TIME_ZONES: readonly string[] = [...new Set(US_STATES.flatMap((state) => state.timeZones))];
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_SEND_HOUR = 9;

export const NEWSLETTER_LIMITS = {
  cities: 20,
  city: 100,
  county: 100,
  zipCodes: 100,
  accidentTypes: 12,
  accidentType: 80,
  topicsToAvoid: 1000,
  specialInstructions: 2000,
} as const;

const tooLong = (what: string, max: number) => `${what} must be ${max.toLocaleString('en-US')} characters or fewer.`;

/** Text as every schema takes it (typedText: trimmed, control characters refused naming the field); `multiline` keeps line breaks. */
const text = (what: string, max: number, multiline = false) =>
  z
    .string({ error: `${what} must be text.` })
    .check(
      z.refine(isWellFormedText, { error: `${what} contains broken characters. Retype it.`, abort: true }),
      ...typedText(what, { multiline }),
      z.maxLength(max, tooLong(what, max)),
    );

/** A list of short texts: trimmed, blanks dropped, each once (case-insensitively), in the order given. */
const textList = (what: string, each: number, most: number) =>
  z
    .pipe(
      z.array(text(what, each), { error: `${what} must be a list.` }),
      z.transform((items: string[]) => {
        const seen = new Set<string>();
        return items.filter((item) => item !== '' && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
      }),
    )
    .check(z.maxLength(most, `List at most ${most} ${what.toLowerCase()}.`));

export const ZIP_CODE_INVALID = 'ZIP codes must be five digits (for example 30303).';
export const TIME_ZONE_INVALID = 'Time zone must be a US time zone such as America/New_York.';
export const SEND_HOUR_INVALID = 'Send hour must be a whole hour from 0 (midnight) to 23 (11 pm).';

const asset = (what: string) =>
  z.nullable(
    z
      .string({ error: `${what}: choose an image from your library, or null for none.` })
      .check(z.regex(ASSET_ID_PATTERN, `${what}: choose an image from your library.`)),
  );

/**
 * PUT /api/newsletter-settings replaces the settings: every field is sent (the form always sends
 * them all), and a field the API does not know is refused rather than silently dropped.
 */
const settingsShape = {
  cities: textList('Cities', NEWSLETTER_LIMITS.city, NEWSLETTER_LIMITS.cities),
  county: text('County', NEWSLETTER_LIMITS.county),
  zip_codes: textList('ZIP codes', 5, NEWSLETTER_LIMITS.zipCodes).check(
    z.refine((zips) => zips.every((zip) => /^\d{5}$/.test(zip)), ZIP_CODE_INVALID),
  ),
  accident_types: textList('Accident types', NEWSLETTER_LIMITS.accidentType, NEWSLETTER_LIMITS.accidentTypes),
  topics_to_avoid: text('Topics to avoid', NEWSLETTER_LIMITS.topicsToAvoid, true),
  special_instructions: text('Special instructions', NEWSLETTER_LIMITS.specialInstructions, true),
  send_day: z.enum(SEND_DAYS, { error: `Send day must be one of ${SEND_DAYS.join(', ')}.` }),
  send_hour: z
    .number({ error: SEND_HOUR_INVALID })
    .check(z.int(SEND_HOUR_INVALID), z.gte(0, SEND_HOUR_INVALID), z.lte(23, SEND_HOUR_INVALID)),
  time_zone: z.string({ error: TIME_ZONE_INVALID }).check(z.refine((zone) => US_TIME_ZONES.includes(zone), TIME_ZONE_INVALID)),
  brand_color: z.pipe(
    z.string({ error: BRAND_COLOR_INVALID }).check(z.trim(), z.regex(BRAND_COLOR_PATTERN, BRAND_COLOR_INVALID)),
    z.transform((color) => color.toLowerCase()),
  ),
  logo_id: asset('Logo'),
  headshot_id: asset('Headshot'),
};

/**
 * Refuses fields the settings do not have before checking the rest. (Not z.strictObject: its
 * code would move into the zod chunk every page loads at start-up.)
 */
const onlyKnownFields = z.transform((input: unknown, ctx) => {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    ctx.issues.push({ code: 'custom', message: 'Send the newsletter settings as an object.', input });
    return input;
  }
  const unknown = Object.keys(input).filter((key) => !Object.hasOwn(settingsShape, key));
  if (unknown.length > 0)
    ctx.issues.push({
      code: 'custom',
      message: `Newsletter settings have no field ${unknown.map((key) => `“${key}”`).join(', ')}.`,
      input,
    });
  return input;
});

/** The settings' fields, for a form whose values are only these. */
export const newsletterSettingsFields = z.object(settingsShape);

export const newsletterSettingsSchema = z.pipe(onlyKnownFields, newsletterSettingsFields);

export type NewsletterSettingsInput = z.input<typeof newsletterSettingsSchema>;
export type NewsletterSettingsValues = z.output<typeof newsletterSettingsSchema>;

/** The settings before a firm saves its own (the time zone then follows the firm's state). */
export const NEWSLETTER_DEFAULTS: NewsletterSettingsValues = {
  cities: [],
  county: '',
  zip_codes: [],
  accident_types: [],
  topics_to_avoid: '',
  special_instructions: '',
  send_day: DEFAULT_SEND_DAY,
  send_hour: DEFAULT_SEND_HOUR,
  time_zone: DEFAULT_TIME_ZONE,
  brand_color: DEFAULT_BRAND_COLOR.toLowerCase(),
  logo_id: null,
  headshot_id: null,
};

/** An image in the firm's library, as the API shows it: a public address that names no storage key. */
export interface NewsletterImage {
  id: string;
  url: string;
  name: string;
  width: number;
  height: number;
  content_type: string;
  bytes: number;
  created_at: string;
}

/** GET /api/newsletter-settings: the saved values (or the defaults), their images, and when the next issue would go out. */
export interface NewsletterSettings extends NewsletterSettingsValues {
  saved: boolean;
  logo: NewsletterImage | null;
  headshot: NewsletterImage | null;
  /** ISO 8601: the next send day and hour in the firm's time zone. */
  next_send_at: string;
  updated_at: string | null;
}

/** GET /api/newsletter-settings/suggestion: the welcome form's marketing and branding answers, mapped onto the settings. */
export interface NewsletterSettingsSuggestion {
  settings: Partial<NewsletterSettingsValues>;
  /** Whether the form carried a logo and a headshot that can be copied into the library. */
  images: { logo: boolean; headshot: boolean };
  submitted_at: string;
}

export const NO_NEWSLETTER_SUGGESTION = 'No welcome form was sent from the email address you signed in with.';

/** POST /api/newsletter-settings/suggestion/images: the welcome form's logo and headshot, copied into the library. */
export interface WelcomeFormImages {
  logo: NewsletterImage | null;
  headshot: NewsletterImage | null;
}
