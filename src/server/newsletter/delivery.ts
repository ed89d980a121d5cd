import { randomUUID } from 'node:crypto';
import type { Firestore, Query, Timestamp } from 'firebase-admin/firestore';
import type { SegmentDefinition } from '#shared/newsletter/segments';
import { serverEnv } from '../env';
import { isAlreadyExists } from '../firebase';
import type { ImageRef } from '../email/NewsletterEmail';
import type { CampaignMessageDoc } from '../store/documents';
import * as store from '../store/collections';
import { queuedDelivery } from '../sending/queue';
import { resolveAudience } from './audience';
import { EVERYONE_DEFINITION } from './campaigns';
import { imageRef, imagesById } from './images';
import { definitionOf } from './segments';

/**
 * A campaign's part of the delivery pass (src/server/sending/deliverDue.ts). When its time
 * comes, the pass that claims it resolves the audience and writes one message per recipient
 * into the firm's messages collection, beside the sequence messages; from there each message
 * is claimed, leased and sent exactly once, like any other. When none is left to send, the
 * campaign is marked sent with its counts.
 */

/** How long one pass may spend writing a campaign's messages before another may take over. */
const WRITING_LEASE_MS = 2 * 60 * 1000;
const WRITE_BATCH = 400;

const messageIdFor = () => `<${randomUUID()}@${new URL(serverEnv().siteUrl).hostname}>`;

/** The message of one campaign for one contact: its id makes a second write of it impossible. */
export const campaignMessageId = (campaignId: string, contactId: string) => `${campaignId}_${contactId}`;

async function activity(db: Firestore, tenantId: string, campaignId: string, action: string, at: Timestamp) {
  await store.campaignActivity(store.campaigns(db, tenantId).doc(campaignId)).add({ at, by: null, action });
}

/** Takes a campaign whose time has come (or whose writer's lease ran out): true when this pass is to write its messages. */
async function claimStart(db: Firestore, tenantId: string, id: string, now: number): Promise<boolean> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const ref = store.campaigns(db, tenantId).doc(id);
  return db.runTransaction(async (tx) => {
    const d = (await tx.get(ref)).data();
    if (!d) return false;
    const due = d.status === 'scheduled' && d.scheduled_at && d.scheduled_at.toMillis() <= now;
    const abandoned =
      (d.status === 'sending' || d.status === 'paused') && d.recipients_written === false && (d.writing_until?.toMillis() ?? 0) <= now;
    if (!due && !abandoned) return false;
    tx.update(ref, {
      ...(due ? { status: 'sending', started_at: Timestamp.fromMillis(now), recipients_written: false } : {}),
      writing_until: Timestamp.fromMillis(now + WRITING_LEASE_MS),
    });
    if (due) tx.create(store.campaignActivity(ref).doc(), { at: Timestamp.fromMillis(now), by: null, action: 'Sending started' });
    return true;
  });
}

/** Writes each recipient's message once: a batch that meets an existing one is written again one by one, skipping those. */
async function writeMessages(db: Firestore, docs: { id: string; data: CampaignMessageDoc }[], tenantId: string) {
  const messages = store.campaignMessages(db, tenantId);
  for (let i = 0; i < docs.length; i += WRITE_BATCH) {
    const part = docs.slice(i, i + WRITE_BATCH);
    const batch = db.batch();
    for (const { id, data } of part) batch.create(messages.doc(id), data);
    try {
      await batch.commit();
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      await Promise.all(
        part.map(({ id, data }) =>
          messages
            .doc(id)
            .create(data)
            .catch((e: unknown) => (isAlreadyExists(e) ? undefined : Promise.reject(e))),
        ),
      );
    }
  }
}

async function startCampaign(db: Firestore, tenantId: string, id: string, now: number) {
  const { Timestamp } = await import('firebase-admin/firestore');
  const ref = store.campaigns(db, tenantId).doc(id);
  const d = (await ref.get()).data()!;
  let definition: SegmentDefinition = EVERYONE_DEFINITION;
  let segmentName: string | null = null;
  if (d.segment_id) {
    const segment = (await store.segments(db, tenantId).doc(d.segment_id).get()).data();
    // Deleting a segment an issue goes to is refused; should it vanish anyway, nobody is written rather than everyone.
    if (!segment) {
      await ref.update({
        recipients_written: true,
        recipient_count: 0,
        not_sendable: [],
        writing_until: null,
        segment_name: 'A deleted segment',
      });
      return;
    }
    definition = definitionOf(segment);
    segmentName = segment.name;
  }
  const audience = await resolveAudience(tenantId, definition);
  const at = Timestamp.fromMillis(now);
  const held = d.status === 'paused';
  await writeMessages(
    db,
    audience.recipients.map((contact) => ({
      id: campaignMessageId(id, contact.id),
      data: {
        kind: 'campaign',
        tenant_id: tenantId,
        campaign_id: id,
        contact_id: contact.id,
        contact_email: contact.email,
        message_id: messageIdFor(),
        ...queuedDelivery(at, { held, now: at }),
      },
    })),
    tenantId,
  );
  await ref.update({
    recipients_written: true,
    recipient_count: audience.recipients.length,
    not_sendable: audience.notSendable,
    writing_until: null,
    ...(segmentName ? { segment_name: segmentName } : {}),
  });
}

/** Starts every campaign of the firm whose time has come: its messages are then due in this same pass. */
export async function startDueCampaigns(db: Firestore, tenantId: string, now: number): Promise<number> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const [due, unwritten] = await Promise.all([
    store.campaigns(db, tenantId).where('status', '==', 'scheduled').where('scheduled_at', '<=', Timestamp.fromMillis(now)).select().get(),
    store.campaigns(db, tenantId).where('recipients_written', '==', false).select().get(),
  ]);
  let started = 0;
  for (const id of new Set([...due.docs, ...unwritten.docs].map((doc) => doc.id))) {
    if (!(await claimStart(db, tenantId, id, now))) continue;
    await startCampaign(db, tenantId, id, now);
    started++;
  }
  return started;
}

const countOf = async (query: Query<CampaignMessageDoc>) => (await query.count().get()).data().count;

/** Marks sent every campaign of the firm with nothing left to send, with its final counts and why messages were skipped. */
export async function finishCampaigns(db: Firestore, tenantId: string, now: number): Promise<void> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const sending = await store
    .campaigns(db, tenantId)
    .where('status', '==', 'sending')
    .where('recipients_written', '==', true)
    .select()
    .get();
  for (const campaign of sending.docs) {
    const ofCampaign = store.campaignMessages(db, tenantId).where('campaign_id', '==', campaign.id);
    const left = await countOf(ofCampaign.where('status', 'in', ['scheduled', 'sending']));
    if (left > 0) continue;
    const [sent, failed, skipped] = await Promise.all([
      countOf(ofCampaign.where('status', '==', 'sent')),
      countOf(ofCampaign.where('status', '==', 'failed')),
      ofCampaign.where('status', '==', 'skipped').select('reason').get(),
    ]);
    const reasons = new Map<string, number>();
    for (const doc of skipped.docs) {
      const reason = String(doc.get('reason') ?? 'Skipped.');
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    const counts = {
      scheduled: 0,
      sent,
      failed,
      skipped: skipped.size,
      skipped_reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    };
    const at = Timestamp.fromMillis(now);
    const finished = await db.runTransaction(async (tx) => {
      const ref = store.campaigns(db, tenantId).doc(campaign.id);
      if ((await tx.get(ref)).data()?.status !== 'sending') return false;
      tx.update(ref, { status: 'sent', finished_at: at, counts });
      return true;
    });
    if (finished) {
      const words = [`${sent} sent`, skipped.size > 0 && `${skipped.size} skipped`, failed > 0 && `${failed} failed`]
        .filter(Boolean)
        .join(', ');
      await activity(db, tenantId, campaign.id, `Sent: ${words}`, at);
    }
  }
}

/** A campaign's images for the renderer, read once per pass. */
export async function campaignImages(tenantId: string, blocks: { type: string; asset_id?: string }[]): Promise<Map<string, ImageRef>> {
  const ids = blocks.flatMap((block) => (block.type === 'image' && block.asset_id ? [block.asset_id] : []));
  const images = await imagesById(tenantId, ids);
  return new Map([...images].map(([id, image]) => [id, imageRef(image)]));
}
