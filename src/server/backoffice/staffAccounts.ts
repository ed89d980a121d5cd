import { adminAuth, firestore } from '../firebase';
import * as store from '../store/collections';

/**
 * The staff role: a custom claim on a Firebase account, `staff: true`. Granted and removed only
 * here, from the command line (`npm run staff:add -- someone@casecourier.example`, scripts/staff.ts);
 * no API route can set it. A staff account has no firm of its own: an attorney's account cannot
 * be made staff, and a staff account cannot create a firm (POST /api/me refuses it).
 */
export const STAFF_CLAIM = 'staff';

export class StaffAccountError extends Error {}

export interface StaffGrant {
  uid: string;
  email: string;
  created: boolean;
  /** For a new account: the link that sets its password (Firebase's password-reset action). */
  passwordLink: string | null;
}

export async function grantStaff(rawEmail: string, { continueUrl }: { continueUrl: string }): Promise<StaffGrant> {
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new StaffAccountError(`"${rawEmail}" is not an email address.`);
  const auth = await adminAuth();
  let user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  const created = user === null;
  if (user) {
    const profile = await store
      .profiles(await firestore())
      .doc(user.uid)
      .get();
    if (profile.exists && profile.get('tenant_id')) {
      throw new StaffAccountError(`${email} signs in to a firm's workspace: staff need an account of their own, without a firm.`);
    }
  } else {
    // Created confirmed: the only way in is the password link sent to this address.
    user = await auth.createUser({ email, emailVerified: true });
  }
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), [STAFF_CLAIM]: true });
  const passwordLink = created ? await auth.generatePasswordResetLink(email, { url: continueUrl }) : null;
  return { uid: user.uid, email, created, passwordLink };
}

/** Removes the claim and signs the account out everywhere, so its current tokens stop working at once. */
export async function revokeStaff(rawEmail: string): Promise<{ uid: string; email: string; wasStaff: boolean }> {
  const email = rawEmail.trim().toLowerCase();
  const auth = await adminAuth();
  const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') throw new StaffAccountError(`No account has the address ${email}.`);
    throw error;
  });
  const claims = { ...(user.customClaims ?? {}) };
  const wasStaff = claims[STAFF_CLAIM] === true;
  delete claims[STAFF_CLAIM];
  await auth.setCustomUserClaims(user.uid, claims);
  await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, email, wasStaff };
}
