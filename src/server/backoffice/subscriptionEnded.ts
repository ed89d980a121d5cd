import { firestore } from '../firebase';
import * as store from '../store/collections';

/** On the tenant: when its subscription ended. The delivery pass skips such a firm, and nothing new can be scheduled. */
export const SUBSCRIPTION_ENDED = 'subscription_ended_at';

export const SUBSCRIPTION_ENDED_MESSAGE =
  'Your subscription has ended, so nothing more is sent: your workspace stays open for you to read and export. Contact support to subscribe again.';

/** Whether the firm's subscription has ended (then nothing may be scheduled or sent). */
export async function subscriptionEnded(tenantId: string): Promise<boolean> {
  const tenant = await store.tenant(await firestore(), tenantId).get();
  return Boolean(tenant.get(SUBSCRIPTION_ENDED));
}
