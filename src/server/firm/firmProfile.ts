import type { FirmForCheck } from '#shared/compliance/types';
import type { FirmProfile, FirmProfileSuggestion } from '#shared/schemas/firmProfile';
import type { SignedInAttorney } from '../auth';
import { firestore, writeTime } from '../firebase';
import type { FirmProfileDoc } from '../store/documents';
import * as store from '../store/collections';

/**
 * The firm profile: who speaks in every email. One document per tenant; the tenant's name
 * (shown as the firm's name across the workspace) follows the profile's firm name.
 */

function toFirmProfile(d: Omit<FirmProfileDoc, 'updated_by' | 'updated_at'>): FirmProfile {
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
  const profile = (await store.firmProfile(await firestore(), tenantId).get()).data();
  return profile ? toFirmProfile(profile) : null;
}

/** Replaces the profile and renames the tenant in one batch: both or neither. */
export async function saveFirmProfile(user: SignedInAttorney, profile: FirmProfile): Promise<FirmProfile> {
  const db = await firestore();
  const now = await writeTime();
  const batch = db.batch();
  const stored: FirmProfileDoc = { ...profile, website: profile.website ?? null, updated_by: user.uid, updated_at: now };
  batch.set(store.firmProfile(db, user.tenantId), stored);
  batch.update(store.tenant(db, user.tenantId), { name: profile.firmName });
  await batch.commit();
  return toFirmProfile(stored);
}

/**
 * The firm as the compliance check reads it. Before a profile is saved, only the name given
 * at sign-up is known: the check then finds no postal address and asks for the profile.
 */
export async function firmForCheck(tenantId: string): Promise<FirmForCheck> {
  const profile = await readFirmProfile(tenantId);
  if (profile) return profile;
  const firm = (await store.tenant(await firestore(), tenantId).get()).data();
  return { firmName: firm?.name ?? '' };
}

/**
 * The newest welcome-form submission sent from the signed-in email address, mapped onto the
 * firm profile, or null. Only the fields that every email's footer prints anyway leave the
 * server: the form also holds a bar number and marketing preferences, and sign-up does not
 * prove that the person owns the address.
 */
export async function welcomeFormSuggestion(user: SignedInAttorney): Promise<FirmProfileSuggestion | null> {
  if (!user.email) return null;
  const submissions = store.onboardingSubmissions(await firestore());
  // The form keeps the address as typed and a normalised copy; Firebase keeps it in lower case.
  // Submissions from before the copy existed are found by the address as typed.
  const snaps = await Promise.all([
    submissions.where('email_normalized', '==', user.email.toLowerCase()).get(),
    submissions.where('email', '==', user.email).get(),
  ]);
  // No orderBy in the query: a composite index for one rare lookup is not worth it; there are few per address.
  const newest = snaps
    .flatMap((snap) => snap.docs.map((doc) => doc.data()))
    .sort((a, b) => b.created_at.toMillis() - a.created_at.toMillis())[0];
  if (!newest) return null;
  return {
    profile: {
      firmName: newest.firmName ?? '',
      responsibleAttorney: newest.primaryContactName ?? '',
      address: newest.physicalAddress ?? '',
      phone: newest.phoneNumber ?? '',
      ...(newest.firmWebsiteUrl ? { website: newest.firmWebsiteUrl } : {}),
    },
    submitted_at: newest.created_at.toDate().toISOString(),
  };
}
