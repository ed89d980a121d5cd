import { verifyRequestUser, type SignedInAttorney } from '../auth';
import { NotFound, Unauthenticated } from '../errors';

/**
 * Every /api/desk/* answer to anyone who is not staff, whatever the path: the same 404 as an
 * address under /api/desk/ that does not exist, so nobody outside learns what the desk has.
 */
export const DESK_NOT_FOUND = 'That address was not found.';
export const deskNotFound = () => new NotFound(DESK_NOT_FOUND);

export interface StaffMember {
  uid: string;
  email: string;
  name: string;
}

/** The signed-in staff member; anyone else (no token, a bad one, an attorney's) is the desk's 404. */
export async function requireStaff(req: Request): Promise<StaffMember> {
  const user = await verifyRequestUser(req).catch((error: unknown) => {
    // A sign-in problem of ours (503) stays honest; a missing or bad token is just "not staff".
    if (error instanceof Unauthenticated) throw deskNotFound();
    throw error;
  });
  if (!user.staff) throw deskNotFound();
  return { uid: user.uid, email: user.email, name: user.name || user.email };
}

/**
 * Staff working in a client's workspace, in the shape the workspace's own functions take: the
 * firm's tenant, and the staff member named as CaseCourier's, so every record they leave says so.
 * The desk's routes call only the functions staff may use (docs/back-office.md).
 */
export function actingInFirm(staff: StaffMember, tenantId: string): SignedInAttorney {
  return {
    uid: staff.uid,
    email: staff.email,
    name: staff.name,
    emailVerified: true,
    staff: true,
    tenantId,
    fullName: `${staff.name} (CaseCourier)`,
  };
}
