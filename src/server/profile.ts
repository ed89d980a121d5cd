import { createHash } from 'node:crypto';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Profile, SignUpDetails } from '#shared/schemas/profile';
import type { VerifiedUser } from './auth';
import { firestore, isAlreadyExists } from './firebase';

interface ProfileDoc {
  tenant_id: string | null;
  full_name: string;
  email: string;
  created_at: Timestamp;
}

/**
 * The founding attorney's tenant id is derived from their uid, so two
 * concurrent first calls race to create the same documents and only one can.
 */
export function founderTenantId(uid: string): string {
  return `t_${createHash('sha256').update(uid).digest('hex').slice(0, 20)}`;
}

async function readProfile(db: Firestore, uid: string): Promise<Profile | null> {
  const snap = await db.doc(`profiles/${uid}`).get();
  if (!snap.exists) return null;
  const data = snap.data() as ProfileDoc;
  let firmName: string | null = null;
  if (data.tenant_id) {
    const tenant = await db.doc(`tenants/${data.tenant_id}`).get();
    firmName = (tenant.get('name') as string | undefined) ?? null;
  }
  return {
    id: uid,
    tenant_id: data.tenant_id,
    full_name: data.full_name,
    email: data.email,
    firm_name: firmName,
    created_at: data.created_at.toDate().toISOString(),
  };
}

/**
 * The signed-in user's profile. On the first call after sign-up it creates the
 * tenant and the profile together in one transaction; later and concurrent
 * calls return what exists.
 */
export async function getOrCreateProfile(user: VerifiedUser, details: Partial<SignUpDetails>): Promise<Profile> {
  const db = await firestore();
  const existing = await readProfile(db, user.uid);
  if (existing) return existing;

  const { FieldValue } = await import('firebase-admin/firestore');
  const fullName = details.full_name || user.name || user.email.split('@')[0] || 'Attorney';
  const firmName = details.firm_name || `${fullName}'s firm`;
  const tenantId = founderTenantId(user.uid);
  try {
    await db.runTransaction(async (tx) => {
      const profileRef = db.doc(`profiles/${user.uid}`);
      if ((await tx.get(profileRef)).exists) return;
      tx.create(db.doc(`tenants/${tenantId}`), { name: firmName, created_by: user.uid, created_at: FieldValue.serverTimestamp() });
      tx.create(profileRef, {
        tenant_id: tenantId,
        full_name: fullName,
        email: user.email,
        created_at: FieldValue.serverTimestamp(),
      });
    });
  } catch (error) {
    // ALREADY_EXISTS: a concurrent first call won the race; its records stand.
    if (!isAlreadyExists(error)) throw error;
  }
  const created = await readProfile(db, user.uid);
  if (!created) throw new Error(`Profile for ${user.uid} missing after creation`);
  return created;
}
