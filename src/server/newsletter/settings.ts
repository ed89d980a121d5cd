import { ACCIDENT_TYPES, parseZipCodes } from '#shared/schemas/onboarding';
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_SEND_DAY,
  DEFAULT_SEND_HOUR,
  DEFAULT_TIME_ZONE,
  NEWSLETTER_DEFAULTS,
  type NewsletterImage,
  type NewsletterSettings,
  type NewsletterSettingsSuggestion,
  type NewsletterSettingsValues,
  type SendDay,
  US_TIME_ZONES,
} from '#shared/newsletter/settings';
import { findState } from '#shared/usStates';
import type { SignedInAttorney } from '../auth';
import { firestore, writeTime } from '../firebase';
import { readFirmProfile } from '../firm/firmProfile';
import { UPLOADS_STORE } from '../firm/onboarding';
import type { EmailBrand } from '../email/render';
import type { NewsletterSettingsDoc, OnboardingSubmissionDoc } from '../store/documents';
import * as store from '../store/collections';
import { imageRef, imagesById, importBlobImage, requireImages } from './images';
import { nextSendTime } from './schedule';

/**
 * The firm's newsletter settings, one document per firm: areas, topics, the send day and hour
 * in its time zone, and its brand. Until saved, the defaults stand (the time zone from the
 * firm profile's first licensed state).
 */
async function defaultTimeZone(tenantId: string): Promise<string> {
  const profile = await readFirmProfile(tenantId);
  const zone = profile?.licensedStates.map((code) => findState(code)?.timeZones[0]).find(Boolean);
  return zone && US_TIME_ZONES.includes(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Every field, with the defaults for any a document saved before the field existed lacks. */
function valuesOf(d: Partial<NewsletterSettingsDoc>): NewsletterSettingsValues {
  return {
    cities: d.cities ?? [],
    county: d.county ?? '',
    zip_codes: d.zip_codes ?? [],
    accident_types: d.accident_types ?? [],
    topics_to_avoid: d.topics_to_avoid ?? '',
    special_instructions: d.special_instructions ?? '',
    send_day: d.send_day ?? DEFAULT_SEND_DAY,
    send_hour: d.send_hour ?? DEFAULT_SEND_HOUR,
    time_zone: d.time_zone ?? DEFAULT_TIME_ZONE,
    brand_color: d.brand_color ?? DEFAULT_BRAND_COLOR.toLowerCase(),
    logo_id: d.logo_id ?? null,
    headshot_id: d.headshot_id ?? null,
  };
}

/** The settings as stored, or the defaults. */
export async function readNewsletterValues(
  tenantId: string,
): Promise<{ values: NewsletterSettingsValues; saved: boolean; updatedAt: string | null }> {
  const saved = (await store.newsletterSettings(await firestore(), tenantId).get()).data();
  if (saved) return { values: valuesOf(saved), saved: true, updatedAt: saved.updated_at.toDate().toISOString() };
  return { values: { ...NEWSLETTER_DEFAULTS, time_zone: await defaultTimeZone(tenantId) }, saved: false, updatedAt: null };
}

function withImages(
  values: NewsletterSettingsValues,
  images: Map<string, NewsletterImage>,
  saved: boolean,
  updatedAt: string | null,
): NewsletterSettings {
  return {
    ...values,
    saved,
    logo: (values.logo_id && images.get(values.logo_id)) || null,
    headshot: (values.headshot_id && images.get(values.headshot_id)) || null,
    next_send_at: nextSendTime(values.send_day as SendDay, values.send_hour, values.time_zone).toISOString(),
    updated_at: updatedAt,
  };
}

export async function getNewsletterSettings(user: SignedInAttorney): Promise<NewsletterSettings> {
  const { values, saved, updatedAt } = await readNewsletterValues(user.tenantId);
  const images = await imagesById(
    user.tenantId,
    [values.logo_id, values.headshot_id].filter((id): id is string => Boolean(id)),
  );
  return withImages(values, images, saved, updatedAt);
}

/** Replaces the settings; the logo and headshot must be images in the firm's library. */
export async function saveNewsletterSettings(user: SignedInAttorney, values: NewsletterSettingsValues): Promise<NewsletterSettings> {
  const images = await requireImages(user.tenantId, [
    ...(values.logo_id ? [{ id: values.logo_id, what: 'Logo' }] : []),
    ...(values.headshot_id ? [{ id: values.headshot_id, what: 'Headshot' }] : []),
  ]);
  const db = await firestore();
  const now = await writeTime();
  await store.newsletterSettings(db, user.tenantId).set({ ...values, updated_by: user.uid, updated_at: now });
  return withImages(values, images, true, now.toDate().toISOString());
}

/** The brand as the renderer needs it: colour and the logo's and headshot's public addresses and sizes. */
export async function firmBrand(tenantId: string): Promise<EmailBrand> {
  const { values } = await readNewsletterValues(tenantId);
  const images = await imagesById(
    tenantId,
    [values.logo_id, values.headshot_id].filter((id): id is string => Boolean(id)),
  );
  const ref = (id: string | null) => {
    const image = id ? images.get(id) : undefined;
    return image ? imageRef(image) : null;
  };
  return { color: values.brand_color, logo: ref(values.logo_id), headshot: ref(values.headshot_id) };
}

/** The newest welcome form sent from the signed-in address (the same lookup the firm profile's suggestion uses). */
async function newestWelcomeForm(user: SignedInAttorney): Promise<OnboardingSubmissionDoc | null> {
  if (!user.email) return null;
  const submissions = store.onboardingSubmissions(await firestore());
  const snaps = await Promise.all([
    submissions.where('email_normalized', '==', user.email.toLowerCase()).get(),
    submissions.where('email', '==', user.email).get(),
  ]);
  return (
    snaps.flatMap((snap) => snap.docs.map((doc) => doc.data())).sort((a, b) => b.created_at.toMillis() - a.created_at.toMillis())[0] ?? null
  );
}

/** The welcome form's areas, accident types, send day, notes and colour, mapped onto the settings. */
export function settingsFromWelcomeForm(d: OnboardingSubmissionDoc): NewsletterSettingsSuggestion {
  const cities = [d.targetCity, d.addAnotherCity].filter((city): city is string => typeof city === 'string' && city.trim() !== '');
  const accidentTypes = [
    ...(d.accidentTypes ?? []).filter((type) => (ACCIDENT_TYPES as readonly string[]).includes(type)),
    ...(d.otherAccidentType ? [d.otherAccidentType] : []),
  ];
  return {
    settings: {
      cities,
      // The form asks only whether to cover the whole county, not which one: the attorney names it.
      county: '',
      zip_codes: parseZipCodes(d.specificZipCodes ?? ''),
      accident_types: accidentTypes,
      special_instructions: d.specialInstructions ?? '',
      send_day: d.newsletterSendDay ?? DEFAULT_SEND_DAY,
      brand_color: /^#[0-9a-fA-F]{6}$/.test(d.brandColors ?? '') ? d.brandColors.toLowerCase() : DEFAULT_BRAND_COLOR.toLowerCase(),
    },
    images: { logo: Boolean(d.firm_logo_blob_key), headshot: Boolean(d.headshot_blob_key) },
    submitted_at: d.created_at.toDate().toISOString(),
  };
}

export async function newsletterSuggestion(user: SignedInAttorney): Promise<NewsletterSettingsSuggestion | null> {
  const form = await newestWelcomeForm(user);
  return form ? settingsFromWelcomeForm(form) : null;
}

/** Copies the welcome form's logo and headshot into the firm's library, for the attorney to use in the settings. */
export async function importWelcomeFormImages(
  user: SignedInAttorney,
): Promise<{ logo: NewsletterImage | null; headshot: NewsletterImage | null } | null> {
  const d = await newestWelcomeForm(user);
  if (!d) return null;
  const copy = (key: unknown, name: unknown) =>
    typeof key === 'string' && key
      ? importBlobImage(user, UPLOADS_STORE, key, typeof name === 'string' && name ? name : 'image.png')
      : Promise.resolve(null);
  const [logo, headshot] = await Promise.all([copy(d.firm_logo_blob_key, d.firmLogoName), copy(d.headshot_blob_key, d.headshotName)]);
  return { logo, headshot };
}
