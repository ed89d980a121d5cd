import * as z from 'zod/mini';

/** PUT /api/results-settings and Settings' Results section: whether opens are counted (off by default). */
export const OPEN_PIXEL_INVALID = 'open_pixel must be true or false.';
export const resultsSettingsSchema = z.strictObject({
  open_pixel: z.boolean({ error: OPEN_PIXEL_INVALID }),
});
export type ResultsSettings = z.output<typeof resultsSettingsSchema>;
