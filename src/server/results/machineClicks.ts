import { createIsbotFromList, list } from 'isbot';

/**
 * Which clicks were made by a machine rather than a reader (decision record 0022). Link scanners
 * (Microsoft Defender's Safe Links, Mimecast, Proofpoint, Barracuda) and mail providers fetch
 * every link of a message as it arrives, often with a browser's user agent; counting them as
 * readers makes every campaign look read.
 */

/** A click this soon after the mail server took the message is a machine's, whatever it says it is. */
export const EARLY_CLICK_MS = 10_000;
/** Every link of a message (two or more) clicked within this long after delivery: a scanner's sweep. */
export const SWEEP_WINDOW_MS = 60_000;

/**
 * isbot's list, plus the link scanners of mail security gateways whose user agents it does not
 * know (they name themselves, but not as bots).
 */
const LINK_SCANNERS = ['barracuda', 'proofpoint', 'mimecast', 'safelinks', 'trendmicro', 'fortimail', 'sophos'];
const isMachineAgent = createIsbotFromList([...list, ...LINK_SCANNERS]);

export type MachineReason = 'head' | 'user-agent' | 'early' | 'sweep';

/** What the request alone says: a HEAD request, or a user agent known as a crawler or scanner (or none). */
export function machineByRequest(method: string, userAgent: string | null): MachineReason | null {
  if (method === 'HEAD') return 'head';
  if (!userAgent || isMachineAgent(userAgent)) return 'user-agent';
  return null;
}

export interface LinkClick {
  at: number;
  machine: boolean;
}

/**
 * Whether this click, with the message's earlier first clicks per link, completes a sweep: every
 * one of the message's links (at least two) first clicked within SWEEP_WINDOW_MS of delivery.
 * When it does, the earlier ones counted as readers become machine clicks too.
 */
export function completesSweep(
  sentAt: number,
  linkCount: number,
  earlier: ReadonlyMap<number, LinkClick>,
  link: number,
  at: number,
): boolean {
  if (linkCount < 2 || at - sentAt > SWEEP_WINDOW_MS) return false;
  for (let i = 0; i < linkCount; i++) {
    if (i === link) continue;
    const click = earlier.get(i);
    if (!click || click.at - sentAt > SWEEP_WINDOW_MS) return false;
  }
  return true;
}

export const isEarly = (sentAt: number, at: number) => at - sentAt < EARLY_CLICK_MS;
