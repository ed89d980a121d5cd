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

/** The spec's words for a sign-in or sign-up without an email or a password. */
export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';
export const PASSWORD_MAX = 4096;

const email = z
  .string({ error: MISSING_CREDENTIALS })
  .check(...typedText('Email'), z.minLength(1, MISSING_CREDENTIALS), z.maxLength(320, 'That email address is too long.'));
const password = z
  .string({ error: MISSING_CREDENTIALS })
  .check(z.minLength(1, MISSING_CREDENTIALS), z.maxLength(PASSWORD_MAX, 'That password is too long.'));

/** The sign-in form; Firebase judges the rest (and says so in our words, browser/authErrors.ts). */
export const signInSchema = z.object({ email, password });

/** The sign-up form: the account's credentials and the names that create the firm. */
export const signUpSchema = z.object({ ...signUpDetailsSchema.shape, email, password });

/** "Forgot password?": where to send the reset link. */
export const passwordResetSchema = z.object({ email });
