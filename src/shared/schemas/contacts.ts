import * as z from 'zod/mini';
import { stateCodeOf } from '../usStates';
import { toE164 } from '../phone';
import { typedText, type TextRule } from './typedText';
import {
  CONSENT_AT_PRECISIONS,
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

export { DEFAULT_PHONE_REGION, toE164 } from '../phone';

const tooLong = (what: string, max: number) => `${what} must be ${max.toLocaleString('en-US')} characters or fewer.`;

/** Email as stored and compared: trimmed, lower-case. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** An optional text field: blank and null both mean "none". */
const optionalText = (what: string, max: number, rule?: TextRule) =>
  z.pipe(
    z.nullish(z.string({ error: `${what} must be text.` }).check(...typedText(what, rule), z.maxLength(max, tooLong(what, max)))),
    z.transform((v) => v || null),
  );

export const EMAIL_INVALID = 'Email must be a valid email address (for example name@example.com).';
export const PHONE_INVALID = 'Phone must be a valid phone number with its area code (for example 305-555-0147 or +44 20 7946 0958).';
export const NAME_REQUIRED = 'Name is required.';
export const EMAIL_OR_PHONE_REQUIRED = 'Email or phone is required: give at least one way to reach the person.';

const emailField = z.pipe(
  z.pipe(
    z.nullish(
      z
        .string({ error: 'Email must be text.' })
        .check(...typedText('Email'), z.maxLength(CONTACT_LIMITS.email, tooLong('Email', CONTACT_LIMITS.email))),
    ),
    z.transform((v) => (v ? normaliseEmail(v) : null)),
  ),
  z.nullable(z.email({ error: EMAIL_INVALID })),
);

const isBlank = (v: string | null | undefined) => !v || !v.trim();

const phoneField = z.pipe(
  z
    .nullish(
      z
        .string({ error: 'Phone must be text.' })
        .check(...typedText('Phone'), z.maxLength(CONTACT_LIMITS.phone, tooLong('Phone', CONTACT_LIMITS.phone))),
    )
    .check(z.refine((v) => isBlank(v) || toE164(v!) !== null, PHONE_INVALID)),
  z.transform((v) => (isBlank(v) ? null : toE164(v!))),
);

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const INCIDENT_DATE_INVALID = 'Incident date must be a real date written YYYY-MM-DD (for example 2026-03-14).';

const incidentDateField = z
  .pipe(
    z.nullish(z.string({ error: INCIDENT_DATE_INVALID }).check(z.trim())),
    z.transform((v) => v || null),
  )
  .check(z.refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v)), INCIDENT_DATE_INVALID));

export const STATE_INVALID = 'State must be a US state, written as its two-letter code (FL) or its name (Florida).';

/** A state by its code or its name, in any case ("ga", "Georgia"), stored as its code. */
const stateText = z.pipe(
  z.string({ error: STATE_INVALID }).check(
    z.trim(),
    z.refine((v) => v === '' || stateCodeOf(v) !== null, STATE_INVALID),
  ),
  z.transform((v) => (v === '' ? null : stateCodeOf(v))),
);

const stateField = z.pipe(
  z.nullish(stateText),
  z.transform((v) => v ?? null),
);

export const POSTAL_CODE_INVALID = 'ZIP code must be five digits, or ZIP+4 (for example 30030 or 30030-1234).';

const postalCodeField = z
  .pipe(
    z.nullish(z.string({ error: POSTAL_CODE_INVALID }).check(z.trim())),
    z.transform((v) => v || null),
  )
  .check(z.refine((v) => v === null || /^\d{5}(?:-\d{4})?$/.test(v), POSTAL_CODE_INVALID));

export const RELATIONSHIP_INVALID = `Relationship must be one of: ${RELATIONSHIPS.join(', ')}.`;

const tagsField = z.pipe(
  z._default(
    z
      .array(
        z
          .string({ error: 'Each tag must be text.' })
          .check(
            ...typedText('Each tag'),
            z.minLength(1, 'Tags cannot be blank.'),
            z.maxLength(CONTACT_LIMITS.tag, tooLong('Each tag', CONTACT_LIMITS.tag)),
          ),
        { error: 'Tags must be a list of words.' },
      )
      .check(z.maxLength(CONTACT_LIMITS.tags, `A contact can have at most ${CONTACT_LIMITS.tags} tags.`)),
    [],
  ),
  z.transform((tags) => [...new Set(tags)]),
);

// zod/mini, like every schema a page loads (decision record 0010).
const contactFieldsShape = {
  name: z
    .string({ error: NAME_REQUIRED })
    .check(...typedText('Name'), z.minLength(1, NAME_REQUIRED), z.maxLength(CONTACT_LIMITS.name, tooLong('Name', CONTACT_LIMITS.name))),
  email: emailField,
  phone: phoneField,
  relationship: z._default(z.enum(RELATIONSHIPS, { error: RELATIONSHIP_INVALID }), 'lead'),
  state: stateField,
  city: optionalText('City', CONTACT_LIMITS.city),
  postal_code: postalCodeField,
  incident_type: optionalText('Incident type', CONTACT_LIMITS.incidentType),
  incident_date: incidentDateField,
  source: z.pipe(
    optionalText('Source', CONTACT_LIMITS.source),
    z.transform((v) => v ?? 'manual'),
  ),
  tags: tagsField,
  notes: z.pipe(
    optionalText('Notes', CONTACT_LIMITS.notes, { multiline: true }),
    z.transform((v) => v ?? ''),
  ),
  do_not_contact: z._default(z.boolean({ error: 'Do not contact must be true or false.' }), false),
};

const reachable = z.refine<{ email: string | null; phone: string | null }>((c) => c.email !== null || c.phone !== null, {
  message: EMAIL_OR_PHONE_REQUIRED,
  path: ['email'],
});

/** The fields a person can edit on a contact (POST creates, PUT replaces them all). */
export const contactFieldsSchema = z.object(contactFieldsShape).check(reachable);

export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;
export type ContactFields = z.output<typeof contactFieldsSchema>;

export const CONSENT_TEXT_REQUIRED =
  'Consent wording is required for text messages and calls: record the exact words the person agreed to.';
export const CONSENT_AT_INVALID = 'Consent time must be a date and time such as 2026-03-14T15:04:05Z, and not in the future.';
/** Clocks differ a little; a consent a few minutes "in the future" is a clock, not a lie. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

const isConsentTime = (v: string) => {
  const date = new Date(v);
  return /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(date.getTime()) && date.getTime() <= Date.now() + FUTURE_SKEW_MS;
};

const CONSENT_SOURCE_REQUIRED = 'Consent source is required: say where it was given (a form address, a file, a phone call).';

export const CONSENT_AT_PRECISION_INVALID = `Consent time precision must be one of: ${CONSENT_AT_PRECISIONS.join(', ')}.`;

/** One consent event as recorded: the latest per channel decides the contact's summary. */
const consentShape = {
  channel: z.enum(CONSENT_CHANNELS, { error: `Consent channel must be one of: ${CONSENT_CHANNELS.join(', ')}.` }),
  status: z.enum(CONSENT_STATUSES, { error: 'Consent status must be granted or revoked.' }),
  at: z.pipe(
    z.nullish(z.string({ error: CONSENT_AT_INVALID }).check(z.trim())).check(z.refine((v) => !v || isConsentTime(v), CONSENT_AT_INVALID)),
    z.transform((v) => (v ? new Date(v).toISOString() : null)),
  ),
  /** How much of `at` is known: see CONSENT_AT_PRECISIONS. */
  at_precision: z._default(z.enum(CONSENT_AT_PRECISIONS, { error: CONSENT_AT_PRECISION_INVALID }), 'time'),
  source: z
    .string({ error: CONSENT_SOURCE_REQUIRED })
    .check(
      ...typedText('Consent source'),
      z.minLength(1, CONSENT_SOURCE_REQUIRED),
      z.maxLength(CONTACT_LIMITS.source, tooLong('Consent source', CONTACT_LIMITS.source)),
    ),
  text: optionalText('Consent wording', CONTACT_LIMITS.consentText, { multiline: true }),
};

/**
 * One consent event. Without `at` it is dated now. A source that does not say when the person
 * agreed (an imported file without a date column) sends `at_precision: 'unknown'`: the server
 * dates the record when it writes it (any `at` sent is replaced) and the history says the date
 * is unknown, instead of passing the import's time off as the day the person agreed.
 */
export const consentInputSchema = z.pipe(
  z.object(consentShape).check(
    z.refine((c) => c.status !== 'granted' || !WORDING_REQUIRED_CHANNELS.includes(c.channel) || c.text !== null, {
      message: CONSENT_TEXT_REQUIRED,
      path: ['text'],
    }),
  ),
  z.transform((c) => ({ ...c, at: c.at ?? new Date().toISOString() })),
);

export type ConsentInput = z.input<typeof consentInputSchema>;
export type ConsentRecordInput = z.output<typeof consentInputSchema>;

/** A new contact, optionally with the consents it arrived with (webhook, import). */
export const createContactSchema = z
  .object({
    ...contactFieldsShape,
    consents: z._default(
      z
        .array(consentInputSchema, { error: 'Consents must be a list.' })
        .check(z.maxLength(CONSENT_CHANNELS.length * 2, 'Too many consents for one contact.')),
      [],
    ),
  })
  .check(reachable);
export type CreateContactInput = z.output<typeof createContactSchema>;

/** One POST /api/contacts/import: rows that are written together or not at all. */
export const importContactsSchema = z.object({
  /** The file's row number of the first row, so messages point at the spreadsheet's own numbering. */
  first_row: z._default(z.number({ error: 'first_row must be a number.' }).check(z.int(), z.gte(1)), 1),
  rows: z
    .array(z.unknown(), { error: 'Rows must be a list of contacts.' })
    .check(
      z.minLength(1, 'There are no rows to import.'),
      z.maxLength(CONTACT_LIMITS.importBatch, `Send at most ${CONTACT_LIMITS.importBatch} rows per request.`),
    ),
});

const optionalQueryText = (what: string, max: number, message: string) =>
  z.pipe(
    z.optional(z.string().check(...typedText(what), z.maxLength(max, message))),
    z.transform((v) => v || undefined),
  );

/** GET /api/contacts query string. Blank parameters mean "any". */
export const listContactsQuerySchema = z.object({
  query: optionalQueryText('Search', CONTACT_LIMITS.query, tooLong('Search', CONTACT_LIMITS.query)),
  relationship: z.pipe(
    z.optional(z.enum(['', ...RELATIONSHIPS], { error: RELATIONSHIP_INVALID })),
    z.transform((v) => v || undefined),
  ),
  state: z.pipe(
    z.optional(stateText),
    z.transform((v) => v ?? undefined),
  ),
  consent: z.pipe(
    z.optional(z.enum(['', ...CONSENT_FILTERS], { error: `Consent filter must be one of: ${CONSENT_FILTERS.join(', ')}.` })),
    z.transform((v) => v || undefined),
  ),
  source: optionalQueryText('Source', CONTACT_LIMITS.source, tooLong('Source', CONTACT_LIMITS.source)),
  cursor: z.pipe(
    z.optional(z.string().check(z.maxLength(200, 'That page link is not valid: start again from the first page.'))),
    z.transform((v) => v || undefined),
  ),
  limit: z._default(
    z.coerce
      .number({ error: 'Limit must be a number.' })
      .check(
        z.int('Limit must be a whole number.'),
        z.gte(1, 'Limit must be at least 1.'),
        z.lte(CONTACT_LIMITS.page, `Limit must be ${CONTACT_LIMITS.page} or less.`),
      ),
    25,
  ),
});
export type ListContactsQuery = z.output<typeof listContactsQuerySchema>;
