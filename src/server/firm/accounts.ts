import { createHash } from 'node:crypto';
import type { Profile } from '#shared/profile';
import type { SignUpDetails } from '#shared/schemas/profile';
import type { VerifiedUser } from '../auth';
import { firestore, isAlreadyExists } from '../firebase';
import * as store from '../store/collections';

/**
 * A person's account: their profile and the firm (tenant) they belong to. The founding
 * attorney's firm is created with their profile, right after sign-up.
 */

/**
 * The founding attorney's tenant id is derived from their uid, so two
 * concurrent first calls race to create the same documents and only one can.
 */
export function founderTenantId(uid: string): string {
  return `t_${createHash('sha256').update(uid).digest('hex').slice(0, 20)}`;
}

/** The user's profile with their firm's name, or null when it does not exist yet. */
export async function readProfile(uid: string): Promise<Profile | null> {
  const db = await firestore();
  const profile = (await store.profiles(db).doc(uid).get()).data();
  if (!profile) return null;
  const firm = profile.tenant_id ? (await store.tenant(db, profile.tenant_id).get()).data() : undefined;
  return {
    id: uid,
    tenant_id: profile.tenant_id,
    full_name: profile.full_name,
    email: profile.email,
    firm_name: firm?.name ?? null,
    created_at: profile.created_at.toDate().toISOString(),
  };
}

/**
 * Creates the founding attorney's firm (tenant) and profile together, in one
 * transaction, right after sign-up. When the profile exists already (a repeat,
 * or a concurrent first call that won the race) nothing is written and the
 * existing profile comes back with `created: false`.
 */
export async function createProfile(user: VerifiedUser, details: SignUpDetails): Promise<{ profile: Profile; created: boolean }> {
  const db = await firestore();
  const { FieldValue } = await import('firebase-admin/firestore');
  const tenantId = founderTenantId(user.uid);
  let created = false;
  try {
    created = await db.runTransaction(async (tx) => {
      const profileRef = store.profiles(db).doc(user.uid);
      if ((await tx.get(profileRef)).exists) return false;
      tx.create(store.tenant(db, tenantId), { name: details.firm_name, created_by: user.uid, created_at: FieldValue.serverTimestamp() });
      tx.create(profileRef, {
        tenant_id: tenantId,
        full_name: details.full_name,
        email: user.email,
        created_at: FieldValue.serverTimestamp(),
      });
      return true;
    });
  } catch (error) {
    // A concurrent first call won the race; its records stand.
    if (!isAlreadyExists(error)) throw error;
  }
  const profile = await readProfile(user.uid);
  if (!profile) throw new Error(`Profile for ${user.uid} missing after creation`);
  return { profile, created };
}
