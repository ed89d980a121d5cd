import type { Firestore } from 'firebase-admin/firestore';
import { isAlreadyExists } from '../firebase';
import * as store from '../store/collections';

/**
 * Each firm's provider's pace, held across every job sending for the firm at once: a shared
 * budget in Firestore, not a sleep in one process. A send takes a turn first:
 *
 * - a time slot, `tenants/{t}/send_pace/s{max}_{g}`: each second has max_per_second of them,
 *   early in the second (slotTimes), so no second ever starts, or receives, more than
 *   max_per_second sends;
 *   the sender waits for its slot's time, then sends;
 * - with a daily cap, first one of the UTC day's `max_per_day` slots, `.../send_pace/d{day}_{n}`.
 *
 * A slot is taken with create(), which succeeds for exactly one caller on Firestore and on our
 * local emulator alike (that emulator does not isolate transactions: decision record 0011), so
 * no two senders anywhere hold the same slot. Slot documents carry `expires_at` for Firestore's TTL policy
 * (firestore.indexes.json): nothing has to clean them up.
 */

export interface Pace {
  maxPerSecond: number;
  /** null: the provider has no daily limit. */
  maxPerDay: number | null;
}

/** A send may start now, or the day's cap is spent until `until` (the next UTC midnight). */
export type Turn = { ok: true } | { ok: false; reason: 'day'; until: number } | { ok: false; reason: 'deadline' };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Time slots are worth nothing once past; an hour keeps them readable for a look at a run. */
const SLOT_KEPT_MS = 60 * 60 * 1000;
/** The part of each second in which sends start (see slotTimes). */
const SEND_WINDOW_MS = 400;
const DAY_SLOT_KEPT_MS = 2 * DAY_MS;

/** Where this process looks next, per firm: past the slots it already took or saw taken. */
const hints = new Map<string, { period: string; next: number }>();

function startAt(key: string, period: string): number | undefined {
  const hint = hints.get(key);
  return hint?.period === period ? hint.next : undefined;
}

/** Creates the slot's document: true for the one caller that made it, false when it was taken. */
async function takeSlot(db: Firestore, tenantId: string, id: string, fields: { expires_at: number; day?: string }) {
  const { Timestamp } = await import('firebase-admin/firestore');
  try {
    await store
      .sendPace(db, tenantId)
      .doc(id)
      .create({ ...fields, expires_at: Timestamp.fromMillis(fields.expires_at) });
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the firm's next turn to send. Throttled is not failed: a sender waits for its time
 * slot; a spent day answers when the next day starts, and the message waits for it. A slot that
 * would start after `deadline` (the caller's lease would run short) is not taken: the message is put back.
 */
export async function takeTurn(db: Firestore, tenantId: string, pace: Pace, clock: () => number, deadline: number): Promise<Turn> {
  if (pace.maxPerDay !== null) {
    const now = clock();
    const day = utcDay(now);
    const key = `${tenantId}/d`;
    const nextDay = Date.parse(`${day}T00:00:00Z`) + DAY_MS;
    let n = startAt(key, day) ?? (await countDaySlots(db, tenantId, day));
    for (; n < pace.maxPerDay; n++) {
      hints.set(key, { period: day, next: n + 1 });
      if (await takeSlot(db, tenantId, `d${day}_${n}`, { expires_at: nextDay + DAY_SLOT_KEPT_MS, day })) break;
    }
    if (n >= pace.maxPerDay) return { ok: false, reason: 'day', until: nextDay };
  }
  const key = `${tenantId}/s${pace.maxPerSecond}`;
  for (;;) {
    const now = clock();
    const hint = hints.get(key);
    const g = Math.max(hint ? hint.next : 0, firstSlotFrom(now, pace.maxPerSecond));
    hints.set(key, { period: 'slots', next: g + 1 });
    const slot = slotTimes(g, pace.maxPerSecond);
    if (slot.at > deadline) return { ok: false, reason: 'deadline' };
    if (!(await takeSlot(db, tenantId, `s${pace.maxPerSecond}_${g}`, { expires_at: slot.at + SLOT_KEPT_MS }))) continue;
    // Taken too late to leave inside its second (a slow write): it stays unused, and this sender takes a later one.
    if (clock() > slot.last) continue;
    if (slot.at > clock()) await sleep(slot.at - clock());
    return { ok: true };
  }
}

/**
 * Slot g of a pace of `max` a second: the (g mod max)th of second floor(g / max). The slots of a
 * second are spread over its first SEND_WINDOW_MS and no send starts after that, so a send
 * reaches the provider inside the second it started in (a new connection took up to half a
 * second here under load), never in the next one on top of that second's own sends.
 */
export function slotTimes(g: number, max: number): { at: number; last: number } {
  const secondStart = Math.floor(g / max) * 1000;
  return { at: secondStart + ((g % max) * SEND_WINDOW_MS) / max, last: secondStart + SEND_WINDOW_MS };
}

/** The first slot whose time has not passed. */
function firstSlotFrom(now: number, max: number): number {
  const second = Math.floor(now / 1000);
  const k = Math.ceil(((now - second * 1000) * max) / SEND_WINDOW_MS);
  return second * max + Math.min(k, max);
}

/** The day's slots already taken, where this process has not looked yet (a count reads one entry per thousand). */
async function countDaySlots(db: Firestore, tenantId: string, day: string): Promise<number> {
  const taken = await store.sendPace(db, tenantId).where('day', '==', day).count().get();
  return taken.data().count;
}
