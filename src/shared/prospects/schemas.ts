import * as z from 'zod/mini';
import { PROSPECT_LIMITS } from './terms';

export * from './terms';

/**
 * Search-intent audiences: a segment saved with a label, the import request and the firm's
 * prospect settings. Shared by Settings and the API, so both refuse the same input with the
 * same words; every message names its field.
 */

export const SEGMENT_ID_INVALID = `Segment id must be the provider's segment id: letters, digits, - and _ only, ${PROSPECT_LIMITS.segmentId} characters or fewer (for example b2c_1253 or a UUID).`;
export const SEGMENT_LABEL_REQUIRED = 'Label is required: it names the audience, for example "Car accident searches, Fulton County".';
export const SEGMENT_LABEL_TOO_LONG = `Label must be ${PROSPECT_LIMITS.label} characters or fewer.`;
export const SEGMENT_LABEL_ONE_LINE = 'Label must be on one line.';
export const RETENTION_DAYS_INVALID = `Delete after must be a whole number of days from ${PROSPECT_LIMITS.retentionDaysMin} to ${PROSPECT_LIMITS.retentionDaysMax}.`;
export const ALLOW_CATCH_ALL_INVALID = 'Allow catch-all addresses must be true or false.';

export const segmentIdSchema = z.string({ error: SEGMENT_ID_INVALID }).check(
  z.trim(),
  z.regex(new RegExp(`^[A-Za-z0-9_-]{1,${PROSPECT_LIMITS.segmentId}}$`), SEGMENT_ID_INVALID),
  // Firestore reserves ids that start and end with two underscores; no provider's id looks like that.
  z.refine((id) => !/^__.*__$/.test(id), SEGMENT_ID_INVALID),
);

export const segmentInputSchema = z.object({
  segment_id: segmentIdSchema,
  label: z.string({ error: SEGMENT_LABEL_REQUIRED }).check(
    z.trim(),
    z.minLength(1, { error: SEGMENT_LABEL_REQUIRED, abort: true }),
    z.maxLength(PROSPECT_LIMITS.label, SEGMENT_LABEL_TOO_LONG),
    z.refine((label) => !/[\r\n\t]/.test(label), SEGMENT_LABEL_ONE_LINE),
  ),
});
export type SegmentInput = z.output<typeof segmentInputSchema>;

export const importRequestSchema = z.object({ segment_id: segmentIdSchema });

export const prospectSettingsSchema = z.object({
  allow_catch_all: z.boolean({ error: ALLOW_CATCH_ALL_INVALID }),
  retention_days: z
    .number({ error: RETENTION_DAYS_INVALID })
    .check(
      z.int({ error: RETENTION_DAYS_INVALID }),
      z.gte(PROSPECT_LIMITS.retentionDaysMin, RETENTION_DAYS_INVALID),
      z.lte(PROSPECT_LIMITS.retentionDaysMax, RETENTION_DAYS_INVALID),
    ),
});
