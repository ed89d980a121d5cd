import * as z from 'zod/mini';
import { FIRM_NAME_MAX, FULL_NAME_MAX } from '../profile';
import { typedText } from './typedText';

/** Names given at sign-up, used once when the tenant and profile are created. */
export const signUpDetailsSchema = z.object({
  full_name: z
    .string({ error: 'Please enter your full name.' })
    .check(
      ...typedText('Full name'),
      z.minLength(1, 'Please enter your full name.'),
      z.maxLength(FULL_NAME_MAX, `Full name must be ${FULL_NAME_MAX} characters or fewer.`),
    ),
  firm_name: z
    .string({ error: 'Please enter your firm name.' })
    .check(
      ...typedText('Firm name'),
      z.minLength(1, 'Please enter your firm name.'),
      z.maxLength(FIRM_NAME_MAX, `Firm name must be ${FIRM_NAME_MAX} characters or fewer.`),
    ),
});

export type SignUpDetails = z.infer<typeof signUpDetailsSchema>;
