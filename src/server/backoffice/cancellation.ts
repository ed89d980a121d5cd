import { firestore, writeTime } from '../firebase';
import * as store from '../store/collections';
import { SUBSCRIPTION_ENDED } from './subscriptionEnded';

const BATCH = 400;

/**
 * A cancelled subscription stops the firm's sending: issues waiting for their time go back to
 * approved (with a line in their history), an issue being sent is paused, and every message not
 * yet sent is held. Nothing already sent is touched, and nothing is deleted: the workspace stays
 * readable for export.
 */
export async function stopFirmSending(tenantId: string): Promise<{ campaigns_stopped: number; messages_held: number }> {
  const db = await firestore();
  const now = await writeTime();
  await store.tenant(db, tenantId).set({ [SUBSCRIPTION_ENDED]: now, sends_mail: false }, { merge: true });
  const action = 'Stopped: the firm’s subscription ended';
  const live = await store.campaigns(db, tenantId).where('status', 'in', ['scheduled', 'sending']).get();
  for (const campaign of live.docs) {
    const scheduled = campaign.get('status') === 'scheduled';
    const batch = db.batch();
    batch.update(
      campaign.ref,
      scheduled ? { status: 'approved', scheduled_at: null, schedule_kind: null, updated_at: now } : { status: 'paused', updated_at: now },
    );
    batch.create(store.campaignActivity(campaign.ref).doc(), { at: now, by: null, action });
    await batch.commit();
  }
  const waiting = await store.messages(db, tenantId).where('status', '==', 'scheduled').select().get();
  for (let i = 0; i < waiting.docs.length; i += BATCH) {
    const batch = db.batch();
    for (const doc of waiting.docs.slice(i, i + BATCH)) batch.update(doc.ref, { available_at: null, updated_at: now });
    await batch.commit();
  }
  return { campaigns_stopped: live.size, messages_held: waiting.size };
}
