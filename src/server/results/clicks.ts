import { firestore } from '../firebase';
import type { LinkClicksDoc } from '../store/documents';
import * as store from '../store/collections';
import { type FirmCalendar, firmCalendar } from './calendar';
import { type Bump, type Label, metricBumps, sourceScope } from './counters';
import { appendInTransaction, type FirmEvent } from './events';
import { completesSweep, isEarly, type LinkClick, machineByRequest, type MachineReason } from './machineClicks';
import type { TrackedLink } from './trackingToken';

/**
 * What happened to a click: counted as a reader's first click on the link, as a machine's,
 * already counted (a repeat), or not counted at all (the message or contact is gone).
 */
export type ClickOutcome = 'reader' | 'machine' | 'repeat' | 'not_counted';

const linkBumps = (calendar: FirmCalendar, link: TrackedLink, metric: 'unique_clicks' | 'machine_clicks', at: number, by = 1): Bump[] => [
  ...metricBumps(calendar, link.source, link.sourceId, metric, at, by),
  { scope: sourceScope(link.source, link.sourceId), path: ['links', String(link.link), metric], by },
];

/**
 * Counts a click on a tracked link, once per message and link: tenants/{t}/link_clicks/{messageId}
 * holds each link's first click, read and written in the transaction that counts it, so a count
 * recorded twice (a duplicated request, a retried invocation) finds the first and adds nothing; a
 * first click's event has an id made from the message and link for the same reason. A reader's first click also becomes the contact's last click
 * (what a consultation booked later is attributed to).
 */
export async function recordClick(
  link: TrackedLink,
  request: { method: string; userAgent: string | null; at: number },
): Promise<ClickOutcome> {
  const db = await firestore();
  const calendar = await firmCalendar(link.tenantId);
  const messageRef = store.queuedMessages(db, link.tenantId).doc(link.messageId);
  const stateRef = store.linkClicks(db, link.tenantId).doc(link.messageId);
  const contactRef = store.contacts(db, link.tenantId).doc(link.contactId);
  return db.runTransaction(async (tx) => {
    // One after the other: a transaction's first read opens it.
    const message = (await tx.get(messageRef)).data();
    const stateSnap = await tx.get(stateRef);
    const contact = await tx.get(contactRef);
    const sentAt = message?.sent_at?.toMillis();
    if (!message || sentAt === undefined || !contact.exists) return 'not_counted';
    // Each link's first click that looked like a reader's when it came (a sweep may turn them into
    // machine clicks), and each link's first machine click.
    const state: LinkClicksDoc = stateSnap.data() ?? { readers: {}, machines: {} };
    const key = String(link.link);
    const { at } = request;
    const event = (machine: boolean, reason: MachineReason | null): FirmEvent => ({
      type: 'click',
      at,
      contact_id: link.contactId,
      source: link.source,
      source_id: link.sourceId,
      message_id: link.messageId,
      link: link.link,
      detail: link.url,
      machine,
      reason,
    });
    const labels: Label[] = [{ scope: sourceScope(link.source, link.sourceId), path: ['links', key, 'url'], value: link.url }];

    const byRequest = machineByRequest(request.method, request.userAgent) ?? (isEarly(sentAt, at) ? 'early' : null);
    if (byRequest) {
      if (state.machines[key]) return 'repeat';
      state.machines[key] = { at, reason: byRequest };
      await appendInTransaction(
        tx,
        db,
        link.tenantId,
        [event(true, byRequest)],
        linkBumps(calendar, link, 'machine_clicks', at),
        labels,
        `machine_click_${link.messageId}_${key}`,
      );
      tx.set(stateRef, state);
      return 'machine';
    }
    if (state.readers[key]) return 'repeat';

    // Each link's first click of any kind: a scanner's sweep may begin with a click that was too early.
    const earlier = new Map<number, LinkClick>(
      Object.entries(state.machines).map(([i, click]) => [Number(i), { at: click.at, machine: true }]),
    );
    for (const [i, click] of Object.entries(state.readers))
      if (!earlier.has(Number(i)) || click.at < earlier.get(Number(i))!.at) earlier.set(Number(i), click);
    const linkCount = message.tracked_links ?? 0;
    if (completesSweep(sentAt, linkCount, earlier, link.link, at)) {
      // Every link within the first minute: a scanner's sweep. The clicks counted as a reader's
      // before it are moved to the machine column, each where it was counted.
      const moved = Object.entries(state.readers)
        .filter(([, click]) => !click.machine)
        .map(([i, click]) => [Number(i), click] as const);
      const bumps: Bump[] = [...linkBumps(calendar, link, 'machine_clicks', at)];
      for (const [i, click] of moved) {
        const earlierLink = { ...link, link: i };
        bumps.push(
          ...linkBumps(calendar, earlierLink, 'unique_clicks', click.at, -1),
          ...linkBumps(calendar, earlierLink, 'machine_clicks', click.at),
        );
        state.readers[String(i)] = { ...click, machine: true };
      }
      state.readers[key] = { at, machine: true };
      const events: FirmEvent[] = [event(true, 'sweep')];
      if (moved.length > 0) {
        events.push({
          ...event(true, 'sweep'),
          type: 'clicks_reclassified',
          detail: undefined,
          link: undefined,
          links: moved.map(([i]) => i),
        });
      }
      await appendInTransaction(tx, db, link.tenantId, events, bumps, labels);
      tx.set(stateRef, state);
      return 'machine';
    }

    state.readers[key] = { at, machine: false };
    await appendInTransaction(
      tx,
      db,
      link.tenantId,
      [event(false, null)],
      linkBumps(calendar, link, 'unique_clicks', at),
      labels,
      `click_${link.messageId}_${key}`,
    );
    tx.set(stateRef, state);
    tx.set(
      store.pipelines(db, link.tenantId).doc(link.contactId),
      { last_click: { source: link.source, source_id: link.sourceId, at } },
      { merge: true },
    );
    return 'reader';
  });
}
