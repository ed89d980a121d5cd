import type { FirmForCheck } from '#shared/compliance/types';
import { firestore } from '../firebase';

/**
 * The firm profile as the sender reads it: the footer and the compliance check are built from
 * it. The profile's storage comes with the compliance wiring (tenants/{t}/settings/firm_profile,
 * src/server/firmProfile.ts); this one function is the only place the sender reads it, to be
 * swapped for that module's `firmForCheck` when it lands.
 */
export async function firmForSending(tenantId: string): Promise<FirmForCheck> {
  const db = await firestore();
  const profile = await db.doc(`tenants/${tenantId}/settings/firm_profile`).get();
  if (profile.exists) {
    const d = profile.data()!;
    return {
      firmName: d.firmName,
      responsibleAttorney: d.responsibleAttorney,
      address: d.address,
      phone: d.phone,
      website: d.website ?? undefined,
      licensedStates: d.licensedStates,
    };
  }
  // Before a profile is saved only the sign-up name is known: the check then blocks for the address.
  const tenant = await db.doc(`tenants/${tenantId}`).get();
  return { firmName: (tenant.get('name') as string | undefined) ?? '' };
}
