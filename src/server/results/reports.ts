import type { Firestore } from 'firebase-admin/firestore';
import {
  clickRate,
  type DayFigures,
  type EmailFigures,
  type FunnelFigures,
  type LinkFigures,
  type MonthLine,
  type ResultsSummary,
  type SourceLine,
  type SourceReport,
} from '#shared/results';
import { UNLIMITED_PLAN } from '#shared/site';
import { now as clockNow } from '../clock';
import { firestore } from '../firebase';
import { NotFound } from '../errors';
import * as store from '../store/collections';
import { type FirmCalendar, firmCalendar } from './calendar';
import { childrenOf, type CounterData, countAt, FIRM_SCOPE, readCountersAndSettings, sourceScope } from './counters';
import type { SourceKind } from './trackingToken';

const NOT_FOUND: Record<SourceKind, string> = { campaign: 'That campaign', sequence: 'That sequence' };

function figures(data: CounterData | undefined, opens: boolean): Omit<EmailFigures, 'click_rate'> {
  return {
    delivered: countAt(data, 'delivered'),
    unique_clicks: countAt(data, 'unique_clicks'),
    machine_clicks: countAt(data, 'machine_clicks'),
    opens: opens ? countAt(data, 'opens') : null,
    unsubscribes: countAt(data, 'unsubscribes'),
    bounces: countAt(data, 'bounces'),
    complaints: countAt(data, 'complaints'),
  };
}

const withRate = (f: Omit<EmailFigures, 'click_rate'>): EmailFigures => ({ ...f, click_rate: clickRate(f.unique_clicks, f.delivered) });

function funnel(data: CounterData | undefined): FunnelFigures {
  return {
    leads: countAt(data, 'leads'),
    consultations: countAt(data, 'consultations'),
    signed: countAt(data, 'signed'),
    fees: countAt(data, 'fees') / 100,
  };
}

const sourceName = (kind: SourceKind, name: unknown) =>
  (typeof name === 'string' && name) || (kind === 'campaign' ? 'Untitled issue' : 'Untitled sequence');

const sourceDoc = (db: Firestore, tenantId: string, kind: SourceKind, id: string) =>
  kind === 'campaign' ? store.campaigns(db, tenantId).doc(id) : store.sequences(db, tenantId).doc(id);

/** One campaign's or sequence's figures: totals, per link and per day, and the cases it led to. */
export async function sourceReport(tenantId: string, kind: SourceKind, id: string): Promise<SourceReport> {
  const db = await firestore();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw NotFound.of(NOT_FOUND[kind]);
  const scope = sourceScope(kind, id);
  const [doc, { counters, opens }] = await Promise.all([
    sourceDoc(db, tenantId, kind, id).get(),
    readCountersAndSettings(db, tenantId, [scope, FIRM_SCOPE]),
  ]);
  if (!doc.exists) throw NotFound.of(NOT_FOUND[kind]);
  const own = counters.get(scope);
  const links: LinkFigures[] = Object.entries(childrenOf(own, 'links'))
    .map(([link, data]) => ({
      link: Number(link),
      url: typeof data.url === 'string' ? data.url : '',
      unique_clicks: countAt(data, 'unique_clicks'),
      machine_clicks: countAt(data, 'machine_clicks'),
    }))
    .sort((a, b) => a.link - b.link);
  const days: DayFigures[] = Object.entries(childrenOf(own, 'days'))
    .map(([date, data]) => ({ date, ...figures(data, opens) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    kind,
    id,
    name: sourceName(kind, doc.data()?.name),
    ...withRate(figures(childrenOf(own, 'totals') as CounterData, opens)),
    links,
    days,
    funnel: funnel(childrenOf(childrenOf(counters.get(FIRM_SCOPE), 'funnel'), 'campaigns')[scope]),
    opens_tracked: opens,
  };
}

/** The names of the firm's campaigns and sequences, by counter scope (`campaign_{id}`). */
export async function sourceNames(db: Firestore, tenantId: string): Promise<Map<string, string>> {
  const [campaigns, sequences] = await Promise.all([
    store.campaigns(db, tenantId).select('name').get(),
    store.sequences(db, tenantId).select('name').get(),
  ]);
  const names = new Map<string, string>();
  for (const d of campaigns.docs) names.set(sourceScope('campaign', d.id), sourceName('campaign', d.get('name')));
  for (const d of sequences.docs) names.set(sourceScope('sequence', d.id), sourceName('sequence', d.get('name')));
  return names;
}

/**
 * The names of campaigns and sequences whose deliveries were counted before their names were kept
 * beside the counters, read by id (only the name field, in one getAll). One whose campaign or
 * sequence is gone has no name and is left out of the reports.
 */
async function namesOf(db: Firestore, tenantId: string, scopes: string[]): Promise<Map<string, string>> {
  const kinds = scopes.flatMap((scope) => {
    const [kind, ...rest] = scope.split('_');
    const id = rest.join('_');
    return (kind === 'campaign' || kind === 'sequence') && /^[A-Za-z0-9_-]{1,64}$/.test(id)
      ? [{ scope, kind: kind as SourceKind, id }]
      : [];
  });
  if (kinds.length === 0) return new Map();
  const snaps = await db.getAll(...kinds.map((k) => sourceDoc(db, tenantId, k.kind, k.id)), { fieldMask: ['name'] });
  return new Map(kinds.flatMap((k, i) => (snaps[i]!.exists ? [[k.scope, sourceName(k.kind, snaps[i]!.get('name'))] as const] : [])));
}

/** The months from the first one with anything counted to this one. */
function monthsUntilNow(first: string | undefined, now: number, calendar: FirmCalendar): string[] {
  const last = calendar.month(now);
  if (!first || first > last) return [last];
  const months: string[] = [];
  for (let [y, m] = first.split('-').map(Number) as [number, number]; ; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) return months;
  }
}

/**
 * The reports screen's figures for the firm: totals, each campaign and sequence, the funnel by
 * source, and each month with its cost per signed case. One getAll of counter documents (the
 * firm's shards, the names kept with them) and the results settings. No event is read and nothing
 * is queried, so the time does not grow with the firm's events, contacts or campaigns.
 */
export async function resultsSummary(tenantId: string, now = clockNow()): Promise<ResultsSummary> {
  const db = await firestore();
  const [{ counters, names: kept, opens }, calendar] = await Promise.all([
    readCountersAndSettings(db, tenantId, [FIRM_SCOPE]),
    firmCalendar(tenantId),
  ]);
  const firm = counters.get(FIRM_SCOPE);
  const funnelNode = childrenOf(firm, 'funnel');
  const byCampaign = childrenOf(funnelNode, 'campaigns');
  const sourceLines = childrenOf(firm, 'sources');
  const scopes = new Set([...Object.keys(sourceLines), ...Object.keys(byCampaign)]);
  const missing = [...scopes].filter((scope) => !kept.has(scope));
  const names = missing.length ? new Map([...kept, ...(await namesOf(db, tenantId, missing))]) : kept;
  const sources: SourceLine[] = [...scopes]
    .filter((scope) => names.has(scope))
    .map((scope) => {
      const [kind, ...rest] = scope.split('_');
      return {
        kind: kind as SourceKind,
        id: rest.join('_'),
        name: names.get(scope)!,
        ...withRate(figures(sourceLines[scope], opens)),
        ...funnel(byCampaign[scope]),
      };
    })
    .sort((a, b) => b.delivered - a.delivered || a.name.localeCompare(b.name));
  const funnelBySource = Object.entries(childrenOf(funnelNode, 'sources'))
    .map(([source, data]) => ({ source, ...funnel(data) }))
    .sort((a, b) => b.signed - a.signed || b.consultations - a.consultations || b.leads - a.leads || a.source.localeCompare(b.source));
  const monthNodes = childrenOf(firm, 'months');
  const subscription = UNLIMITED_PLAN.price;
  const months: MonthLine[] = monthsUntilNow(Object.keys(monthNodes).sort()[0], now, calendar).map((month) => {
    const data = monthNodes[month];
    const f = funnel(data);
    return {
      month,
      ...figures(data, opens),
      ...f,
      subscription,
      cost_per_signed_case: f.signed > 0 ? Math.round((subscription / f.signed) * 100) / 100 : null,
    };
  });
  const totalsNode = childrenOf(firm, 'totals') as CounterData;
  const signedTotal = months.reduce((sum, m) => sum + m.signed, 0);
  return {
    subscription_monthly: subscription,
    opens_tracked: opens,
    totals: {
      ...withRate(figures(totalsNode, opens)),
      leads: months.reduce((sum, m) => sum + m.leads, 0),
      consultations: months.reduce((sum, m) => sum + m.consultations, 0),
      signed: signedTotal,
      fees: Math.round(months.reduce((sum, m) => sum + m.fees, 0) * 100) / 100,
    },
    sources,
    funnel_by_source: funnelBySource,
    months,
  };
}
