import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { firestore } from '../firebase';
import type { EventDoc } from '../store/documents';
import * as store from '../store/collections';
import { type Bump, type Label, prepareCounters } from './counters';
import type { SourceKind } from './trackingToken';

/**
 * The firm's events, append-only: tenants/{t}/events/{id}. Each is appended in the transaction
 * that adds it to the counters, so a report and the timeline never disagree. Events that may
 * arrive twice (a delivery recorded again, a provider's retried notification) carry an id made
 * from what they are about, and the second is a no-op.
 */
export type EventType = 'delivered' | 'click' | 'clicks_reclassified' | 'open' | 'unsubscribe' | 'bounce' | 'complaint' | 'stage';

export interface FirmEvent {
  type: EventType;
  /** Milliseconds since the epoch; stored as a Timestamp. */
  at: number;
  contact_id: string | null;
  source: SourceKind | null;
  source_id: string | null;
  message_id?: string | null;
  /** What the timeline says besides the type: a subject, a link's address, a stage, a bounce's reason. */
  detail?: string;
  link?: number;
  machine?: boolean;
  reason?: string | null;
  links?: number[];
}

export const eventsOf = store.events;

/** The event's document as stored (undefined fields left out). */
export async function eventData(event: FirmEvent): Promise<EventDoc> {
  const { Timestamp } = await import('firebase-admin/firestore');
  return Object.fromEntries(
    Object.entries({ ...event, at: Timestamp.fromMillis(event.at) }).filter(([, v]) => v !== undefined),
  ) as EventDoc;
}

/**
 * Appends the events and adds the bumps to the counters, in `tx`, after `prepare` has done its
 * reads. For callers that read more in the same transaction.
 */
export async function appendInTransaction(
  tx: Transaction,
  db: Firestore,
  tenantId: string,
  events: FirmEvent[],
  bumps: Bump[],
  labels: Label[] = [],
  eventId?: string,
): Promise<void> {
  const writeCounters = await prepareCounters(tx, db, tenantId, bumps, labels);
  writeCounters();
  for (const event of events) {
    const ref = eventId && events.length === 1 ? eventsOf(db, tenantId).doc(eventId) : eventsOf(db, tenantId).doc();
    tx.set(ref, await eventData(event));
  }
}

/**
 * Records one event and its counts. With an id, a second call for the same id records nothing
 * and answers false.
 */
export async function recordEvent(tenantId: string, event: FirmEvent, bumps: Bump[], id?: string): Promise<boolean> {
  const db = await firestore();
  return db.runTransaction(async (tx) => {
    if (id && (await tx.get(eventsOf(db, tenantId).doc(id))).exists) return false;
    await appendInTransaction(tx, db, tenantId, [event], bumps, [], id);
    return true;
  });
}
