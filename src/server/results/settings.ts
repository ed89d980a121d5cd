import { firestore } from '../firebase';
import * as store from '../store/collections';

/**
 * The firm's results settings, tenants/{t}/settings/results: whether opens are counted with a
 * pixel. Off unless the firm turns it on (an invisible image is tracking a reader cannot see, and
 * Apple Mail Privacy Protection makes the figure approximate anyway).
 */
export async function opensTracked(tenantId: string): Promise<boolean> {
  return (await store.resultsSettings(await firestore(), tenantId).get()).data()?.open_pixel === true;
}

export async function saveResultsSettings(
  tenantId: string,
  settings: { open_pixel: boolean },
  by: string,
): Promise<{ open_pixel: boolean }> {
  const { Timestamp } = await import('firebase-admin/firestore');
  await store
    .resultsSettings(await firestore(), tenantId)
    .set({ open_pixel: settings.open_pixel, updated_by: by, updated_at: Timestamp.now() });
  return { open_pixel: settings.open_pixel };
}
