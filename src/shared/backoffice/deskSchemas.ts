import * as z from 'zod/mini';

/** POST /api/desk/firms/:tenantId/campaigns/:id/proof: to someone at the firm (the first attorney when left out). */
export const deskProofSchema = z.object({
  to: z.optional(
    z.pipe(
      z
        .string({ error: 'To must be the email address of someone at the firm.' })
        .check(z.trim(), z.maxLength(254, 'To must be 254 characters or fewer.')),
      z.transform((value) => value.toLowerCase()),
    ),
  ),
});
