import type { DocumentData } from 'firebase-admin/firestore';
import type { FirmForCheck } from '#shared/compliance/types';
import type { FirmProfile, FirmProfileSuggestion } from '#shared/schemas/firmProfile';
import type { SignedInAttorney } from './auth';
import { firestore, writeTime } from './firebase';

/**
 * The firm profile: who speaks in every email. One document per tenant; the tenant's name
 * (shown as the firm's name across the workspace) follows the profile's firm name.
 */
const profilePath = (tenantId: string) => `tenants/${tenantId}/settings/firm_profile`;

function toFirmProfile(d: DocumentData): FirmProfile {
  return {
    firmName: d.firmName,
    responsibleAttorney: d.responsibleAttorney,
    address: d.address,
    phone: d.phone,
    // Stored as null when there is none; left out of the JSON answer.
    website: d.website ?? undefined,
    licensedStates: d.licensedStates,
  };
}

export async function readFirmProfile(tenantId: string): Promise<FirmProfile | null> {
  const db = await firestore();
  const snap = await db.doc(profilePath(tenantId)).get();
  return snap.exists ? toFirmProfile(snap.data()!) : null;
}

/** Replaces the profile and renames the tenant in one batch: both or neither. */
export async function saveFirmProfile(user: SignedInAttorney, profile: FirmProfile): Promise<FirmProfile> {
  const db = await firestore();
  const now = await writeTime();
  const batch = db.batch();
  batch.set(db.doc(profilePath(user.tenantId)), { ...profile, website: profile.website ?? null, updated_by: user.uid, updated_at: now });
  batch.update(db.doc(`tenants/${user.tenantId}`), { name: profile.firmName });
  await batch.commit();
  return toFirmProfile(profile);
}

/**
 * The firm as the compliance check reads it. Before a profile is saved, only the name given
 * at sign-up is known: the check then finds no postal address and asks for the profile.
 */
export async function firmForCheck(tenantId: string): Promise<FirmForCheck> {
  const profile = await readFirmProfile(tenantId);
  if (profile) return profile;
  const tenant = await (await firestore()).doc(`tenants/${tenantId}`).get();
  return { firmName: (tenant.get('name') as string | undefined) ?? '' };
}

/**
 * The newest welcome-form submission sent from the signed-in email address, mapped onto the
 * firm profile, or null. Only the fields that every email's footer prints anyway leave the
 * server: the form also holds a bar number and marketing preferences, and sign-up does not
 * prove that the person owns the address.
 */
export async function welcomeFormSuggestion(user: SignedInAttorney): Promise<FirmProfileSuggestion | null> {
  if (!user.email) return null;
  const db = await firestore();
  // The form keeps the address as typed and a normalised copy; Firebase keeps it in lower case.
  // Submissions from before the copy existed are found by the address as typed.
  const submissions = db.collection('onboarding_submissions');
  const snaps = await Promise.all([
    submissions.where('email_normalized', '==', user.email.toLowerCase()).get(),
    submissions.where('email', '==', user.email).get(),
  ]);
  // No orderBy in the query: a composite index for one rare lookup is not worth it; there are few per address.
  const newest = snaps.flatMap((snap) => snap.docs).sort((a, b) => b.get('created_at').toMillis() - a.get('created_at').toMillis())[0];
  if (!newest) return null;
  const d = newest.data();
  return {
    profile: {
      firmName: d.firmName ?? '',
      responsibleAttorney: d.primaryContactName ?? '',
      address: d.physicalAddress ?? '',
      phone: d.phoneNumber ?? '',
      ...(d.firmWebsiteUrl ? { website: d.firmWebsiteUrl } : {}),
    },
    submitted_at: d.created_at.toDate().toISOString(),
  };
}
