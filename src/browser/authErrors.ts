/**
 * Sign-in failures get one message whether or not the account exists (or is
 * disabled), so the form cannot be used to find out who has an account. Sign-up
 * cannot hide it completely (Firebase's sign-up answers EMAIL_EXISTS to the
 * browser), but our words never confirm it.
 */
export const SIGN_IN_REFUSED = 'The email or password is incorrect.';
export const SIGN_UP_REFUSED =
  'We could not create an account with that email address. If you already have an account, sign in instead; otherwise check the address.';

/** Firebase Auth error codes, in words an attorney can act on. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': SIGN_IN_REFUSED,
  'auth/invalid-login-credentials': SIGN_IN_REFUSED,
  'auth/wrong-password': SIGN_IN_REFUSED,
  'auth/user-not-found': SIGN_IN_REFUSED,
  'auth/user-disabled': SIGN_IN_REFUSED,
  'auth/email-already-in-use': SIGN_UP_REFUSED,
  'auth/weak-password': 'That password is too weak. Use at least 6 characters.',
  'auth/invalid-email': 'That email address is not valid.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
};

export const GENERIC_AUTH_ERROR = 'Something went wrong';

/** Which field of the sign-in or sign-up form a Firebase code is about; the rest belong to the whole form. */
const FIELDS: Record<string, 'email' | 'password'> = {
  'auth/invalid-credential': 'password',
  'auth/invalid-login-credentials': 'password',
  'auth/wrong-password': 'password',
  'auth/user-not-found': 'password',
  'auth/user-disabled': 'password',
  'auth/weak-password': 'password',
  'auth/missing-password': 'password',
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/missing-email': 'email',
};

/** A Firebase Auth failure in our words, and the field to show it beside (null: the form as a whole). Never Firebase's own text. */
export function authProblem(error: unknown): { field: 'email' | 'password' | null; message: string } {
  const code = (error as { code?: string } | null)?.code;
  return { field: (code && FIELDS[code]) || null, message: authErrorMessage(error) };
}

export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  return (code && MESSAGES[code]) || GENERIC_AUTH_ERROR;
}
