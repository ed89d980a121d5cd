import { firestore } from '../firebase';

/**
 * The firm's results settings, tenants/{t}/settings/results: whether opens are counted with a
 * pixel. Off unless the firm turns it on (an invisible image is tracking a reader cannot see, and
 * Apple Mail Privacy Protection makes the figure approximate anyway).
 */
export async function opensTracked(tenantId: string): Promise<boolean> {
  const db = await firestore();
  return (await db.doc(`tenants/${tenantId}/settings/results`).get()).get('open_pixel') === true;
}

export async function saveResultsSettings(
  tenantId: string,
  settings: { open_pixel: boolean },
  by: string,
): Promise<{ open_pixel: boolean }> {
  const db = await firestore();
  const { Timestamp } = await import('firebase-admin/firestore');
  await db
    .doc(`tenants/${tenantId}/settings/results`)
    .set({ open_pixel: settings.open_pixel, updated_by: by, updated_at: Timestamp.now() });
  return { open_pixel: settings.open_pixel };
}
