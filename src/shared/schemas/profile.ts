import { z } from 'zod';
import { FIRM_NAME_MAX, FULL_NAME_MAX } from '../profile';

/** Names given at sign-up, used once when the tenant and profile are created. */
export const signUpDetailsSchema = z.object({
  full_name: z
    .string({ error: 'Please enter your full name.' })
    .trim()
    .min(1, 'Please enter your full name.')
    .max(FULL_NAME_MAX, `Full name must be ${FULL_NAME_MAX} characters or fewer.`),
  firm_name: z
    .string({ error: 'Please enter your firm name.' })
    .trim()
    .min(1, 'Please enter your firm name.')
    .max(FIRM_NAME_MAX, `Firm name must be ${FIRM_NAME_MAX} characters or fewer.`),
});

export type SignUpDetails = z.infer<typeof signUpDetailsSchema>;
