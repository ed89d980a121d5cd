import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { isStateCode } from '../usStates';
import {
  CONSENT_CHANNELS,
  CONSENT_FILTERS,
  CONSENT_STATUSES,
  CONTACT_LIMITS,
  RELATIONSHIPS,
  WORDING_REQUIRED_CHANNELS,
} from './contactTerms';

export * from './contactTerms';

/**
 * Contacts and their consent records: the people a firm writes to and calls. Shared by the
 * contacts screen, the CSV import (row errors before anything is written), the lead webhook
 * and the API, so all of them refuse the same input with the same words. Every message
 * names the field it is about.
 */

/** The phone region assumed when a number has no country code. */
export const DEFAULT_PHONE_REGION = 'US';

const tooLong = (what: string, max: number) => `${what} must be ${max.toLocaleString('en-US')} characters or fewer.`;

/** Email as stored and compared: trimmed, lower-case. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** A phone number in E.164 (+15551234567), or null when it is not a valid number. */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_REGION);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** An optional text field: blank and null both mean "none". */
const optionalText = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, tooLong(what, max))
    .nullish()
    .transform((v) => v || null);

export const EMAIL_INVALID = 'Email must be a valid email address (for example name@example.com).';
export const PHONE_INVALID = 'Phone must be a valid phone number with its area code (for example 305-555-0147 or +44 20 7946 0958).';
export const NAME_REQUIRED = 'Name is required.';
export const EMAIL_OR_PHONE_REQUIRED = 'Email or phone is required: give at least one way to reach the person.';

const emailField = z
  .string({ error: 'Email must be text.' })
  .max(CONTACT_LIMITS.email, tooLong('Email', CONTACT_LIMITS.email))
  .nullish()
  .transform((v) => (v ? normaliseEmail(v) : null))
  .pipe(z.union([z.null(), z.email({ error: EMAIL_INVALID })], { error: EMAIL_INVALID }));

const phoneField = z
  .string({ error: 'Phone must be text.' })
  .max(CONTACT_LIMITS.phone, tooLong('Phone', CONTACT_LIMITS.phone))
  .nullish()
  .transform((v, ctx) => {
    if (!v || !v.trim()) return null;
    const e164 = toE164(v);
    if (!e164) ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
    return e164;
  });

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const INCIDENT_DATE_INVALID = 'Incident date must be a real date written YYYY-MM-DD (for example 2026-03-14).';

const incidentDateField = z
  .string({ error: INCIDENT_DATE_INVALID })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v)), INCIDENT_DATE_INVALID);

export const STATE_INVALID = 'State must be a two-letter US state code such as FL or NY.';

const stateField = z
  .string({ error: STATE_INVALID })
  .trim()
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null))
  .refine((v) => v === null || isStateCode(v), STATE_INVALID);

export const RELATIONSHIP_INVALID = `Relationship must be one of: ${RELATIONSHIPS.join(', ')}.`;

const tagsField = z
  .array(
    z
      .string({ error: 'Each tag must be text.' })
      .trim()
      .min(1, 'Tags cannot be blank.')
      .max(CONTACT_LIMITS.tag, tooLong('Each tag', CONTACT_LIMITS.tag)),
    {
      error: 'Tags must be a list of words.',
    },
  )
  .max(CONTACT_LIMITS.tags, `A contact can have at most ${CONTACT_LIMITS.tags} tags.`)
  .default([])
  .transform((tags) => [...new Set(tags)]);

/** The fields a person can edit on a contact (POST creates, PUT replaces them all). */
export const contactFieldsSchema = z
  .object({
    name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(CONTACT_LIMITS.name, tooLong('Name', CONTACT_LIMITS.name)),
    email: emailField,
    phone: phoneField,
    relationship: z.enum(RELATIONSHIPS, { error: RELATIONSHIP_INVALID }).default('lead'),
    state: stateField,
    incident_type: optionalText('Incident type', CONTACT_LIMITS.incidentType),
    incident_date: incidentDateField,
    source: optionalText('Source', CONTACT_LIMITS.source).transform((v) => v ?? 'manual'),
    tags: tagsField,
    notes: optionalText('Notes', CONTACT_LIMITS.notes).transform((v) => v ?? ''),
    do_not_contact: z.boolean({ error: 'Do not contact must be true or false.' }).default(false),
  })
  .refine((c) => c.email !== null || c.phone !== null, { message: EMAIL_OR_PHONE_REQUIRED, path: ['email'] });

export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;
export type ContactFields = z.output<typeof contactFieldsSchema>;

export const CONSENT_TEXT_REQUIRED =
  'Consent wording is required for text messages and calls: record the exact words the person agreed to.';
export const CONSENT_AT_INVALID = 'Consent time must be a date and time such as 2026-03-14T15:04:05Z, and not in the future.';
/** Clocks differ a little; a consent a few minutes "in the future" is a clock, not a lie. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

/** One consent event as recorded: the latest per channel decides the contact's summary. */
export const consentInputSchema = z
  .object({
    channel: z.enum(CONSENT_CHANNELS, { error: `Consent channel must be one of: ${CONSENT_CHANNELS.join(', ')}.` }),
    status: z.enum(CONSENT_STATUSES, { error: 'Consent status must be granted or revoked.' }),
    at: z
      .string({ error: CONSENT_AT_INVALID })
      .trim()
      .nullish()
      .transform((v, ctx) => {
        if (!v) return new Date().toISOString();
        const date = new Date(v);
        if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(date.getTime()) || date.getTime() > Date.now() + FUTURE_SKEW_MS) {
          ctx.addIssue({ code: 'custom', message: CONSENT_AT_INVALID });
          return z.NEVER;
        }
        return date.toISOString();
      }),
    source: z
      .string({ error: 'Consent source is required: say where it was given (a form address, a file, a phone call).' })
      .trim()
      .min(1, 'Consent source is required: say where it was given (a form address, a file, a phone call).')
      .max(CONTACT_LIMITS.source, tooLong('Consent source', CONTACT_LIMITS.source)),
    text: optionalText('Consent wording', CONTACT_LIMITS.consentText),
  })
  .refine((c) => c.status !== 'granted' || !WORDING_REQUIRED_CHANNELS.includes(c.channel) || c.text !== null, {
    message: CONSENT_TEXT_REQUIRED,
    path: ['text'],
  });

export type ConsentInput = z.input<typeof consentInputSchema>;
export type ConsentRecordInput = z.output<typeof consentInputSchema>;

/** A new contact, optionally with the consents it arrived with (webhook, import). */
export const createContactSchema = contactFieldsSchema.and(
  z.object({
    consents: z
      .array(consentInputSchema, { error: 'Consents must be a list.' })
      .max(CONSENT_CHANNELS.length * 2, 'Too many consents for one contact.')
      .default([]),
  }),
);
export type CreateContactInput = z.output<typeof createContactSchema>;

/** One POST /api/contacts/import: rows that are written together or not at all. */
export const importContactsSchema = z.object({
  /** The file's row number of the first row, so messages point at the spreadsheet's own numbering. */
  first_row: z.number({ error: 'first_row must be a number.' }).int().min(1).default(1),
  rows: z
    .array(z.unknown(), { error: 'Rows must be a list of contacts.' })
    .min(1, 'There are no rows to import.')
    .max(CONTACT_LIMITS.importBatch, `Send at most ${CONTACT_LIMITS.importBatch} rows per request.`),
});

/** GET /api/contacts query string. Blank parameters mean "any". */
export const listContactsQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.query, tooLong('Search', CONTACT_LIMITS.query))
    .optional()
    .transform((v) => v || undefined),
  relationship: z
    .union([z.literal(''), z.enum(RELATIONSHIPS)], { error: RELATIONSHIP_INVALID })
    .optional()
    .transform((v) => v || undefined),
  state: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined))
    .refine((v) => v === undefined || isStateCode(v), STATE_INVALID),
  consent: z
    .union([z.literal(''), z.enum(CONSENT_FILTERS)], { error: `Consent filter must be one of: ${CONSENT_FILTERS.join(', ')}.` })
    .optional()
    .transform((v) => v || undefined),
  source: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.source, tooLong('Source', CONTACT_LIMITS.source))
    .optional()
    .transform((v) => v || undefined),
  cursor: z
    .string()
    .max(200, 'That page link is not valid: start again from the first page.')
    .optional()
    .transform((v) => v || undefined),
  limit: z.coerce
    .number({ error: 'Limit must be a number.' })
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(CONTACT_LIMITS.page, `Limit must be ${CONTACT_LIMITS.page} or less.`)
    .default(25),
});
export type ListContactsQuery = z.output<typeof listContactsQuerySchema>;
