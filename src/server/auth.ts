import type { DecodedIdToken } from 'firebase-admin/auth';
import { ConfigError } from './env';
import { Forbidden, Unauthenticated, Unavailable } from './errors';
import { adminAuth, firestore } from './firebase';
import * as store from './store/collections';

export interface VerifiedUser {
  uid: string;
  email: string;
  name: string | undefined;
  /** The token's email_verified claim. */
  emailVerified: boolean;
  /** The staff claim (set only from the command line: backoffice/staffAccounts.ts). */
  staff: boolean;
}

const UNAUTHORIZED = 'Please sign in again: your session is missing or has expired.';
export const AUTH_UNAVAILABLE = 'We could not check your sign-in just now. Please try again in a moment.';

/**
 * What firebase-admin says about a token that is not good: malformed, expired,
 * revoked, for another project, or of a disabled or deleted account. Only these
 * are the person's to fix by signing in again; anything else (no credentials,
 * no route to Google's keys) is ours.
 */
const TOKEN_PROBLEMS = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/** What firebase-admin says when the server's own credentials or project are wrong. */
const SETUP_PROBLEMS = new Set([
  'app/invalid-credential',
  'auth/invalid-credential',
  'auth/insufficient-permission',
  'auth/project-not-found',
]);

/**
 * Verifies the `Authorization: Bearer <Firebase ID token>` header. Revocation is
 * checked too, so a deleted or disabled account is refused at once.
 */
export async function verifyRequestUser(req: Request): Promise<VerifiedUser> {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new Unauthenticated(UNAUTHORIZED);
  const auth = await adminAuth();
  let token: DecodedIdToken;
  try {
    token = await auth.verifyIdToken(match[1]!, true);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && TOKEN_PROBLEMS.has(code)) throw new Unauthenticated(UNAUTHORIZED);
    if (typeof code === 'string' && SETUP_PROBLEMS.has(code)) {
      throw new ConfigError(['FIREBASE_SERVICE_ACCOUNT'], `Firebase Auth refused the server's credentials: ${(error as Error).message}`);
    }
    console.error('Could not verify an ID token:', error);
    throw new Unavailable(AUTH_UNAVAILABLE, 5);
  }
  return {
    uid: token.uid,
    email: token.email ?? '',
    name: token.name as string | undefined,
    emailVerified: token.email_verified === true,
    staff: token.staff === true,
  };
}

export interface SignedInAttorney extends VerifiedUser {
  tenantId: string;
  fullName: string;
}

export const STAFF_USE_THE_DESK =
  'Staff accounts have no firm of their own: work in a firm’s workspace from the desk, where approving, sending, keys and consent records are the firm’s alone.';

/**
 * Verifies the token and loads the attorney's profile and tenant. Every
 * tenant-scoped route starts here: the tenant comes from the profile, never
 * from the request.
 */
export async function requireUser(req: Request): Promise<SignedInAttorney> {
  const user = await verifyRequestUser(req);
  // Staff act inside a firm only through the desk's routes, which allow less (docs/back-office.md).
  if (user.staff) throw new Forbidden(STAFF_USE_THE_DESK);
  const profile = (
    await store
      .profiles(await firestore())
      .doc(user.uid)
      .get()
  ).data();
  if (!profile?.tenant_id) {
    throw new Forbidden('Account information is missing: your profile has no firm. Please refresh, or contact support.');
  }
  return { ...user, tenantId: profile.tenant_id, fullName: profile.full_name ?? '' };
}

/**
 * Whether the account's email address is confirmed. The token's claim is read
 * first; a token minted before the person clicked the link still says false, so
 * then the account itself is asked.
 */
export async function hasVerifiedEmail(user: VerifiedUser): Promise<boolean> {
  if (user.emailVerified) return true;
  return (await (await adminAuth()).getUser(user.uid)).emailVerified;
}

/** Why a write is refused before the address is confirmed, and how to confirm it. */
export const CONFIRM_EMAIL_FIRST =
  "Confirm your email address first: open the link in the email we sent you when you signed up (check your spam folder too), then try again. Until then, sending, integrations and contacts can't be changed, so that nobody who signs up with someone else's address can set up their firm.";

/**
 * For every write that configures an integration or touches contacts, and for reading the
 * welcome form's details: the account must have confirmed its email address. Without this,
 * anyone could sign up as someone@theirfirm and set up the firm's mail server, webhook secret
 * and keys before the real owner arrives. 403 otherwise.
 */
export async function requireConfirmedEmail(user: VerifiedUser): Promise<void> {
  if (!(await hasVerifiedEmail(user))) throw new Forbidden(CONFIRM_EMAIL_FIRST);
}

/** requireUser, then requireConfirmedEmail: the start of every write that configures the firm or touches contacts. */
export async function requireConfirmedUser(req: Request): Promise<SignedInAttorney> {
  const user = await requireUser(req);
  await requireConfirmedEmail(user);
  return user;
}
