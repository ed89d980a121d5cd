// A large firm for the results benches (results.mjs, reports-paint.mjs): contacts, one campaign
// and its messages delivered ten minutes ago, events, 60 more sent issues, and the counters those
// events made, split over the shards as the product writes them. Written straight to the emulator
// in batches: setup, not the product's path (the reports read counters only).
import { Timestamp } from 'firebase-admin/firestore';

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} tenantId
 * @param {{ eventCount: number, contactCount: number, shards: number }} size
 */
export async function writeLargeFirm(db, tenantId, { eventCount, contactCount, shards }) {
  const tenant = db.collection('tenants').doc(tenantId);
  const sentAt = Timestamp.fromMillis(Date.now() - 10 * 60_000);
  const campaignId = 'benchcampaign';
  await tenant.collection('campaigns').doc(campaignId).set({ name: 'Bench issue', subject: 'Bench', blocks: [], status: 'sent' });
  const writeAll = async (count, write) => {
    for (let i = 0; i < count; i += 500) {
      const batch = db.batch();
      for (let j = i; j < Math.min(count, i + 500); j++) write(batch, j);
      await batch.commit();
    }
  };
  const contactId = (i) => `c${String(i).padStart(6, '0')}`;
  await writeAll(contactCount, (batch, i) =>
    batch.set(tenant.collection('contacts').doc(contactId(i)), {
      name: `Reader ${i}`,
      email: `r${i}@example.com`,
      source: i % 3 ? 'Newsletter signup' : 'Website form',
      created_at: sentAt,
      updated_at: sentAt,
    }),
  );
  await writeAll(contactCount, (batch, i) =>
    batch.set(tenant.collection('messages').doc(`${campaignId}_${contactId(i)}`), {
      kind: 'campaign',
      campaign_id: campaignId,
      contact_id: contactId(i),
      tenant_id: tenantId,
      message_id: `<m${i}@bench>`,
      status: 'sent',
      sent_at: sentAt,
      tracked_links: 3,
      attempts: 1,
      failures: 0,
      reason: null,
      due_at: sentAt,
      available_at: null,
      lease_until: null,
      updated_at: sentAt,
    }),
  );
  const types = ['delivered', 'click', 'click', 'open', 'unsubscribe'];
  await writeAll(eventCount, (batch, i) =>
    batch.set(tenant.collection('events').doc(), {
      type: types[i % types.length],
      at: Timestamp.fromMillis(sentAt.toMillis() - (i % 30) * 86_400_000),
      contact_id: contactId(i % contactCount),
      source: 'campaign',
      source_id: campaignId,
      message_id: `${campaignId}_${contactId(i % contactCount)}`,
      machine: false,
    }),
  );
  // The counters those events made, split over the shards as the product writes them.
  const per = (n) => Math.floor(n / shards);
  const totals = {
    delivered: per(eventCount / 5),
    unique_clicks: per((eventCount * 2) / 5),
    opens: per(eventCount / 5),
    unsubscribes: per(eventCount / 5),
  };
  const months = {};
  for (let m = 0; m < 12; m++)
    months[`2026-${String(m + 1).padStart(2, '0')}`] = { ...totals, consultations: 3, signed: 1, fees: 1_200_000 };
  const sources = {};
  const names = { [`campaign_${campaignId}`]: 'Bench issue' };
  for (let s = 0; s < 60; s++) {
    await tenant
      .collection('campaigns')
      .doc(`issue${s}`)
      .set({ name: `Issue ${s}`, subject: 'x', blocks: [], status: 'sent' });
    sources[`campaign_issue${s}`] = totals;
    names[`campaign_issue${s}`] = `Issue ${s}`;
  }
  for (let shard = 0; shard < shards; shard++) {
    await tenant
      .collection('counters')
      .doc(`firm~${shard}`)
      .set({
        totals,
        months,
        sources,
        funnel: { sources: { 'Newsletter signup': { leads: 100, consultations: 9, signed: 4, fees: 4_000_000 } }, campaigns: {} },
      });
    await tenant
      .collection('counters')
      .doc(`campaign_${campaignId}~${shard}`)
      .set({ totals, links: { 0: { url: 'https://bench.example/a', unique_clicks: 10 } }, days: {} });
  }
  // The names the deliveries keep beside the counters.
  await tenant.collection('counters').doc('names').set(names);
  return { campaignId, contactId, totals };
}
