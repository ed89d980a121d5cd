import * as z from 'zod/mini';
import { type ContactsFilter, contactsFilterSchema } from '../schemas/enrolments';
import { isWellFormedText } from '../schemas/safeText';
import { typedText } from '../schemas/typedText';

/**
 * A saved segment: who an issue goes to. The contacts list's own filter (relationship, state,
 * consent, source, a search) plus places: a contact whose address is in one of these cities or
 * ZIP codes (either matches). Only contacts whose email may be used ever receive anything.
 */

export const SEGMENT_LIMITS = { name: 80, cities: 20, city: 100, zipCodes: 100 } as const;
export const SEGMENT_NAME_REQUIRED = 'Segment name is required.';
export const SEGMENT_ZIP_INVALID = 'ZIP codes must be five digits (for example 30030).';

const tooLong = (what: string, max: number) => `${what} must be ${max.toLocaleString('en-US')} characters or fewer.`;

const place = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text.` })
    .check(
      z.refine(isWellFormedText, { error: `${what} contains broken characters. Retype it.`, abort: true }),
      ...typedText(what),
      z.maxLength(max, tooLong(what, max)),
    );

const places = (what: string, max: number, most: number, ...checks: z.core.$ZodCheck<string[]>[]) =>
  z._default(
    z.pipe(
      z.pipe(
        z
          .array(place(what, max), { error: `${what} must be a list.` })
          .check(z.maxLength(most, `List at most ${most} ${what.toLowerCase()}.`)),
        z.transform((items: string[]) => [...new Set(items.filter(Boolean))]),
      ),
      z.array(z.string()).check(...checks),
    ),
    [],
  );

/** The contacts filter that matches everyone. */
export const NO_FILTER: ContactsFilter = {
  query: undefined,
  relationship: undefined,
  state: undefined,
  consent: undefined,
  source: undefined,
};

export const segmentDefinitionSchema = z.object({
  filter: z._default(contactsFilterSchema, NO_FILTER),
  cities: places('Cities', SEGMENT_LIMITS.city, SEGMENT_LIMITS.cities),
  zip_codes: places(
    'ZIP codes',
    10,
    SEGMENT_LIMITS.zipCodes,
    z.refine((zips) => zips.every((zip) => /^\d{5}$/.test(zip)), SEGMENT_ZIP_INVALID),
  ),
});
export type SegmentDefinitionInput = z.input<typeof segmentDefinitionSchema>;
export type SegmentDefinition = z.output<typeof segmentDefinitionSchema>;

export const SEGMENT_NEEDS_A_CONDITION =
  'A segment needs at least one condition: a contacts filter (relationship, state, consent, source or a search), a city or a ZIP code.';

const hasCondition = (d: SegmentDefinition) =>
  Object.values(d.filter).some((value) => value !== undefined) || d.cities.length > 0 || d.zip_codes.length > 0;

export const segmentInputSchema = z
  .object({
    name: z
      .string({ error: SEGMENT_NAME_REQUIRED })
      .check(
        z.refine(isWellFormedText, { error: 'Segment name contains broken characters. Retype it.', abort: true }),
        ...typedText('Segment name'),
        z.minLength(1, SEGMENT_NAME_REQUIRED),
        z.maxLength(SEGMENT_LIMITS.name, tooLong('Segment name', SEGMENT_LIMITS.name)),
      ),
    ...segmentDefinitionSchema.shape,
  })
  .check(z.refine(hasCondition, { message: SEGMENT_NEEDS_A_CONDITION, path: ['filter'] }));
export type SegmentInput = z.output<typeof segmentInputSchema>;

export interface Segment extends SegmentDefinition {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/** Who an audience reaches, counted before anything is sent. */
export interface AudienceCount {
  /** Contacts the segment matches. */
  matched: number;
  /** Of them, those whose email may be used: the issue goes to these. */
  recipients: number;
  /** Why the others will not get it, most frequent first. */
  not_sendable: { reason: string; count: number }[];
  /** Recipients whose email would not leave because a merge field has no value and no fallback (with a campaign's content). */
  missing_merge_fields: { field: string; count: number }[];
  /** Recipients the per-recipient compliance check would stop, by reason (with a campaign's content). */
  blocked: { reason: string; count: number }[];
}

/** POST /api/audience-count: a saved segment, or a definition being edited, optionally with a campaign whose content to check. */
export const audienceCountRequestSchema = z.object({
  segment_id: z.optional(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Segment must be a saved segment’s id.')))),
  definition: z.optional(segmentDefinitionSchema),
  campaign_id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Campaign must be a campaign’s id.'))),
});

export { EVERYONE } from './campaignTerms';
