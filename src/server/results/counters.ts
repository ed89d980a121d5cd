import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { CounterData } from '../store/documents';
import * as store from '../store/collections';
import type { FirmCalendar } from './calendar';
import type { SourceKind } from './trackingToken';

export type { CounterData };

/**
 * Counters written with each event, so a report reads a few documents instead of scanning events
 * (decision record 0022). A counter is split over COUNTER_SHARDS documents,
 * tenants/{t}/counters/{scope}~{shard}; each event adds to one shard picked at random, inside
 * the transaction that appends the event, by reading the shard and writing it back (the Node
 * Firestore emulator drops FieldValue.increment, and a read-modify-write in a transaction is
 * exact on either). Shards keep a flood of clicks on one campaign from queuing on one document.
 *
 * Scopes: `campaign_{id}` and `sequence_{id}` ({totals, links, days}); `firm` ({totals, sources,
 * months, funnel}). Every number is a sum, so reading a scope adds its shards together.
 */
export const COUNTER_SHARDS = 4;

export const EMAIL_METRICS = ['delivered', 'unique_clicks', 'machine_clicks', 'opens', 'unsubscribes', 'bounces', 'complaints'] as const;
export type EmailMetric = (typeof EMAIL_METRICS)[number];

/** One change: add `by` at `path` (a field path inside the scope's document). */
export interface Bump {
  scope: string;
  path: string[];
  by: number;
}

/** A label written beside the sums (a link's address): the same in every shard. */
export interface Label {
  scope: string;
  path: string[];
  value: string;
}

export const sourceScope = (source: SourceKind, id: string) => `${source}_${id}`;
export const FIRM_SCOPE = 'firm';

const shardRef = store.counterShard;

function add(target: CounterData, path: string[], by: number) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node = (node[key] = typeof next === 'object' ? next : {}) as CounterData;
  }
  const last = path[path.length - 1]!;
  const current = node[last];
  node[last] = (typeof current === 'number' ? current : 0) + by;
}

function label(target: CounterData, path: string[], value: string) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node = (node[key] = typeof next === 'object' ? next : {}) as CounterData;
  }
  node[path[path.length - 1]!] = value;
}

/**
 * The bumps of an email metric for a source: its totals and its day, and the firm's totals,
 * month and the source's line in the firm's summary. Days and months are the firm's (calendar.ts).
 */
export function metricBumps(calendar: FirmCalendar, source: SourceKind, sourceId: string, metric: EmailMetric, at: number, by = 1): Bump[] {
  const scope = sourceScope(source, sourceId);
  return [
    { scope, path: ['totals', metric], by },
    { scope, path: ['days', calendar.day(at), metric], by },
    { scope: FIRM_SCOPE, path: ['totals', metric], by },
    { scope: FIRM_SCOPE, path: ['months', calendar.month(at), metric], by },
    { scope: FIRM_SCOPE, path: ['sources', scope, metric], by },
  ];
}

/**
 * Reads (inside the transaction) the shards the bumps touch, one shard per scope picked at random,
 * and returns the writes to make once every read of the transaction is done.
 */
export async function prepareCounters(
  tx: Transaction,
  db: Firestore,
  tenantId: string,
  bumps: Bump[],
  labels: Label[] = [],
  shard = Math.floor(Math.random() * COUNTER_SHARDS),
): Promise<() => void> {
  const scopes = [...new Set([...bumps.map((b) => b.scope), ...labels.map((l) => l.scope)])];
  if (scopes.length === 0) return () => undefined;
  const refs = scopes.map((scope) => shardRef(db, tenantId, scope, shard));
  const snaps = await tx.getAll(...refs);
  return () => {
    scopes.forEach((scope, i) => {
      const data: CounterData = snaps[i]!.data() ?? {};
      for (const bump of bumps) if (bump.scope === scope) add(data, bump.path, bump.by);
      for (const l of labels) if (l.scope === scope) label(data, l.path, l.value);
      tx.set(refs[i]!, data);
    });
  };
}

function sumInto(target: CounterData, source: CounterData) {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'number') {
      const current = target[key];
      target[key] = (typeof current === 'number' ? current : 0) + value;
    } else if (typeof value === 'string') {
      target[key] = value;
    } else {
      const current = target[key];
      sumInto((target[key] = typeof current === 'object' ? current : {}) as CounterData, value);
    }
  }
}

/**
 * Each scope's counters, its shards added together (an empty object when nothing was counted),
 * the names of the campaigns and sequences counted (by scope), and whether the firm counts opens:
 * one getAll.
 */
export async function readCountersAndSettings(
  db: Firestore,
  tenantId: string,
  scopes: string[],
): Promise<{ counters: Map<string, CounterData>; names: Map<string, string>; opens: boolean }> {
  const refs = scopes.flatMap((scope) => Array.from({ length: COUNTER_SHARDS }, (_, shard) => shardRef(db, tenantId, scope, shard)));
  const snaps = await db.getAll(...refs, store.resultsSettings(db, tenantId), store.counterNames(db, tenantId));
  const counters = new Map<string, CounterData>(scopes.map((s) => [s, {}]));
  refs.forEach((_, i) => {
    const data = snaps[i]!.data() as CounterData | undefined;
    if (data) sumInto(counters.get(scopes[Math.floor(i / COUNTER_SHARDS)]!)!, data);
  });
  const names = Object.entries((snaps[refs.length + 1]!.data() ?? {}) as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { counters, names: new Map(names), opens: snaps[refs.length]!.get('open_pixel') === true };
}

/** The number at `path`, 0 when nothing was counted there. */
export function countAt(data: CounterData | undefined, ...path: string[]): number {
  let node: CounterData | number | string | undefined = data;
  for (const key of path) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'number' ? node : 0;
}

export const childrenOf = (data: CounterData | undefined, key: string): Record<string, CounterData> => {
  const node = data?.[key];
  return typeof node === 'object' ? (node as Record<string, CounterData>) : {};
};
