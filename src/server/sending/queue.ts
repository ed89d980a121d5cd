import type { Timestamp } from 'firebase-admin/firestore';
import type { MessageDoc } from '../store/documents';

/** The delivery fields every message starts with, whatever it belongs to (a sequence or a newsletter issue). */
export type QueuedDelivery = Pick<
  MessageDoc,
  'status' | 'due_at' | 'available_at' | 'lease_until' | 'attempts' | 'failures' | 'reason' | 'sent_at' | 'updated_at'
>;

/**
 * A message as it enters the queue: due at `dueAt`, and the sender may take it from then on, unless it is
 * held (a paused enrolment or campaign), when it waits with no time until it is resumed.
 */
export function queuedDelivery(dueAt: Timestamp, { held, now }: { held: boolean; now: Timestamp }): QueuedDelivery {
  return {
    status: 'scheduled',
    due_at: dueAt,
    available_at: held ? null : dueAt,
    lease_until: null,
    attempts: 0,
    failures: 0,
    reason: null,
    sent_at: null,
    updated_at: now,
  };
}
