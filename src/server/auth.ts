import { HttpError } from './http';
import { adminAuth, firestore } from './firebase';

export interface VerifiedUser {
  uid: string;
  email: string;
  name: string | undefined;
}

const UNAUTHORIZED = 'Please sign in again: your session is missing or has expired.';

/**
 * Verifies the `Authorization: Bearer <Firebase ID token>` header. Revocation is
 * checked too, so a deleted or disabled account is refused at once.
 */
export async function verifyRequestUser(req: Request): Promise<VerifiedUser> {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, UNAUTHORIZED);
  try {
    const auth = await adminAuth();
    const token = await auth.verifyIdToken(match[1]!, true);
    return { uid: token.uid, email: token.email ?? '', name: token.name as string | undefined };
  } catch {
    throw new HttpError(401, UNAUTHORIZED);
  }
}

export interface SignedInAttorney extends VerifiedUser {
  tenantId: string;
  fullName: string;
}

/**
 * Verifies the token and loads the attorney's profile and tenant. Every
 * tenant-scoped route starts here: the tenant comes from the profile, never
 * from the request.
 */
export async function requireUser(req: Request): Promise<SignedInAttorney> {
  const user = await verifyRequestUser(req);
  const db = await firestore();
  const profile = await db.doc(`profiles/${user.uid}`).get();
  const tenantId = profile.get('tenant_id') as string | undefined;
  if (!profile.exists || !tenantId) {
    throw new HttpError(403, 'Account information is missing: your profile has no firm. Please refresh, or contact support.');
  }
  return { ...user, tenantId, fullName: (profile.get('full_name') as string) ?? '' };
}
