import type { ContactTimeline, TimelineEntry } from '#shared/schemas/pipeline';
import type { Timestamp } from 'firebase-admin/firestore';
import { getContact } from '../contacts/contacts';
import * as store from '../store/collections';
import { firestore } from '../firebase';
import { sourceScope } from './counters';
import { eventsOf } from './events';
import { toPipeline } from './pipeline';
import { sourceNames } from './reports';
import { opensTracked } from './settings';
import type { SourceKind } from './trackingToken';

/** The newest events a timeline shows; older ones stay counted in the reports. */
export const TIMELINE_EVENTS = 200;

const CHANNEL_WORDS: Record<string, string> = { email: 'Email', sms: 'Text messages', call: 'Calls' };
const REASON_WORDS: Record<string, string> = {
  head: 'a link check (HEAD request)',
  'user-agent': 'a known scanner or crawler',
  early: 'within seconds of delivery',
  sweep: 'every link at once, right after delivery',
};

/**
 * Everything known about one contact, newest first: emails delivered, clicks (machine clicks
 * marked), opens when counted, unsubscribes, bounces and complaints, consent records, test
 * conversations that made or matched the contact, and stage changes; with the pipeline.
 */
export async function contactTimeline(tenantId: string, contactId: string): Promise<ContactTimeline> {
  // 404 for a contact that is missing or another firm's, before anything else is read.
  const contact = await getContact(tenantId, contactId);
  const db = await firestore();
  const [events, pipeline, agents, opens, names] = await Promise.all([
    eventsOf(db, tenantId).where('contact_id', '==', contactId).orderBy('at', 'desc').limit(TIMELINE_EVENTS).get(),
    store.pipelines(db, tenantId).doc(contactId).get(),
    store.agents(db, tenantId).get(),
    opensTracked(tenantId),
    sourceNames(db, tenantId),
  ]);
  const conversations = (
    await Promise.all(
      agents.docs.map((agent) =>
        store
          .conversations(db, tenantId, agent.id)
          .where('contact_id', '==', contactId)
          .select('created_at')
          .get()
          .then((snap) =>
            snap.docs.map((c) => ({
              agent: agent.data().name || 'AI agent',
              at: (c.get('created_at') as Timestamp | undefined)?.toMillis(),
            })),
          ),
      ),
    )
  ).flat();

  const reclassified = new Set<string>();
  for (const e of events.docs)
    if (e.get('type') === 'clicks_reclassified')
      for (const link of e.get('links') ?? []) reclassified.add(`${e.get('message_id')}:${link}`);

  const entries: TimelineEntry[] = [];
  for (const e of events.docs) {
    const at = e.data().at.toDate().toISOString();
    const from = e.get('source') ? names.get(sourceScope(e.get('source') as SourceKind, e.get('source_id'))) : undefined;
    const inEmail = from ? ` in “${from}”` : '';
    switch (e.get('type')) {
      case 'delivered':
        entries.push({ kind: 'delivered', at, text: `Email delivered: “${e.get('detail')}”${from ? ` (${from})` : ''}` });
        break;
      case 'click': {
        const machine = e.get('machine') === true || reclassified.has(`${e.get('message_id')}:${e.get('link')}`);
        const why = e.get('machine') === true ? REASON_WORDS[e.get('reason')] : REASON_WORDS.sweep;
        entries.push({
          kind: 'click',
          at,
          text: machine ? `Machine click on ${e.get('detail')}${inEmail}: ${why}` : `Clicked ${e.get('detail')}${inEmail}`,
          machine,
        });
        break;
      }
      case 'open':
        if (opens) entries.push({ kind: 'open', at, text: `Opened${inEmail} (approximate)` });
        break;
      case 'unsubscribe':
        entries.push({ kind: 'unsubscribe', at, text: `Unsubscribed from email${from ? ` (from “${from}”)` : ''}` });
        break;
      case 'bounce':
        entries.push({ kind: 'bounce', at, text: `${e.get('detail') ?? 'Hard bounce'}${inEmail}: no more email to this address` });
        break;
      case 'complaint':
        entries.push({ kind: 'complaint', at, text: `${e.get('detail') ?? 'Marked as spam'}${inEmail}: no more email to this address` });
        break;
      case 'stage':
        entries.push({ kind: 'stage', at, text: `Stage: ${e.get('detail') ?? ''}` });
        break;
    }
  }
  for (const c of contact.consents) {
    const status = c.status === 'granted' ? 'given' : 'revoked';
    entries.push({ kind: 'consent', at: c.at, text: `${CHANNEL_WORDS[c.channel] ?? c.channel} consent ${status}: ${c.source}` });
  }
  for (const c of conversations) {
    if (c.at !== undefined)
      entries.push({ kind: 'conversation', at: new Date(c.at).toISOString(), text: `Test conversation with ${c.agent}` });
  }
  entries.push({
    kind: 'created',
    at: contact.created_at,
    text: `Added to contacts${contact.source ? ` (source: ${contact.source})` : ''}`,
  });
  entries.sort((a, b) => b.at.localeCompare(a.at));
  return { pipeline: toPipeline(pipeline.data(), contact.source || null, names), entries, opens_tracked: opens };
}
