import type { Pipeline, PipelineStage, StageChange, StageEntry } from '#shared/schemas/pipeline';
import { STAGE_LABELS } from '#shared/schemas/pipeline';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Relationship } from '#shared/schemas/contactTerms';
import { now as clockNow } from '../clock';
import { NotFound } from '../errors';
import { firestore } from '../firebase';
import type { PipelineDoc } from '../store/documents';
import * as store from '../store/collections';
import { firmCalendar } from './calendar';
import { type Bump, FIRM_SCOPE, prepareCounters, sourceScope } from './counters';
import { appendInTransaction } from './events';

/**
 * A contact's pipeline, tenants/{t}/pipeline/{contactId}: the stage with its history, the case
 * type and fee when signed, the first source, the last campaign or sequence clicked and, when a
 * consultation is booked, what it is attributed to. Kept beside the contact (and deleted with it)
 * so the contact's own record and its writers stay as they are.
 *
 * The funnel's counters (firm scope) count each contact once per step: `funnel.sources.{source}`
 * and `funnel.campaigns.{campaign_id|sequence_id}` get `leads`, `consultations`, `signed` and `fees`
 * (whole cents), and `months.{YYYY-MM}` the same by the month each step happened. A contact moved
 * back out of Signed to Not signed takes its signing and fee out again (a correction); Closed
 * after Signed is a case that ended and keeps them.
 */

/** A contact without a source in its record. */
export const NO_SOURCE = 'Not recorded';

/** The source a contact's funnel line is counted under: its own, as recorded when it entered the funnel. */
export const firstSourceOf = (source: string | null | undefined) => source?.trim() || NO_SOURCE;

/**
 * A lead is a prospective client: a contact saved with the relationship Lead (by hand, from the
 * lead webhook, an import or a test conversation), or any contact a person moves into the
 * pipeline short of an outcome (New lead, Contacted, Consultation booked, Signed), such as a
 * subscriber who calls about a crash. Each contact is counted once, when it first becomes one.
 */
export const LEAD_RELATIONSHIP: Relationship = 'lead';
const LEAD_STAGES = new Set<PipelineStage>(['new_lead', 'contacted', 'consultation_booked', 'signed']);

const iso = (ms: number | undefined | null) => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

export function toPipeline(data: PipelineDoc | undefined, contactSource: string | null, names: Map<string, string> = new Map()): Pipeline {
  const history = (data?.history ?? []).map((h): StageEntry => ({
    stage: h.stage,
    at: iso(h.at)!,
    by: h.by,
  }));
  const attributed = data?.attributed_to;
  return {
    stage: data?.stage ?? 'new_lead',
    since: history.length ? history[history.length - 1]!.at : null,
    history,
    case_type: data?.case_type ?? null,
    fee: typeof data?.fee_cents === 'number' ? data.fee_cents / 100 : null,
    fee_kind: data?.fee_kind ?? null,
    first_source: data?.first_source ?? contactSource ?? null,
    attributed_to: attributed
      ? {
          source: attributed.source,
          id: attributed.source_id,
          name: names.get(sourceScope(attributed.source, attributed.source_id)) ?? null,
          clicked_at: iso(attributed.at)!,
        }
      : null,
  };
}

export const funnelBumps = (source: string, campaign: string | null, month: string, metric: string, by: number): Bump[] => [
  { scope: FIRM_SCOPE, path: ['funnel', 'sources', source, metric], by },
  { scope: FIRM_SCOPE, path: ['months', month, metric], by },
  ...(campaign ? [{ scope: FIRM_SCOPE, path: ['funnel', 'campaigns', campaign, metric], by }] : []),
];

/**
 * Moves a contact to a stage (or records the case type and fee of a signed one), appends a stage
 * event and adjusts the funnel, in one transaction.
 */
export async function setStage(
  tenantId: string,
  contactId: string,
  change: StageChange,
  by: string | null,
  now = clockNow(),
): Promise<Pipeline> {
  const db = await firestore();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(contactId)) throw NotFound.of('That contact');
  const contactRef = store.contacts(db, tenantId).doc(contactId);
  const pipelineRef = store.pipelines(db, tenantId).doc(contactId);
  const calendar = await firmCalendar(tenantId);
  return db.runTransaction(async (tx) => {
    const contact = (await tx.get(contactRef)).data();
    if (!contact) throw NotFound.of('That contact');
    const data: PipelineDoc = (await tx.get(pipelineRef)).data() ?? {};
    const firstSource: string = data.first_source ?? firstSourceOf(contact.source);
    const previous: PipelineStage = data.stage ?? 'new_lead';
    const counted = { ...data.counted };
    const history = [...(data.history ?? [])];
    const lastClick = data.last_click;
    let attributedTo = data.attributed_to ?? null;
    const bumps: Bump[] = [];
    const month = calendar.month(now);
    const clickedBefore = lastClick && lastClick.at <= now ? lastClick : null;

    if (LEAD_STAGES.has(change.stage) && !counted.lead) {
      const campaign = clickedBefore ? sourceScope(clickedBefore.source, clickedBefore.source_id) : null;
      counted.lead = { month, campaign };
      bumps.push(...funnelBumps(firstSource, campaign, month, 'leads', 1));
    }
    if (change.stage === 'consultation_booked' && !counted.consultation) {
      if (clickedBefore) attributedTo = clickedBefore;
      const campaign = attributedTo ? sourceScope(attributedTo.source, attributedTo.source_id) : null;
      counted.consultation = { month, campaign };
      bumps.push(...funnelBumps(firstSource, campaign, month, 'consultations', 1));
    }
    const feeCents = change.stage === 'signed' && typeof change.fee === 'number' ? Math.round(change.fee * 100) : null;
    if (change.stage === 'signed') {
      const campaign = counted.consultation?.campaign ?? (attributedTo ? sourceScope(attributedTo.source, attributedTo.source_id) : null);
      if (!counted.signed) {
        counted.signed = { month, fees: feeCents ?? 0, campaign };
        bumps.push(
          ...funnelBumps(firstSource, campaign, month, 'signed', 1),
          ...funnelBumps(firstSource, campaign, month, 'fees', feeCents ?? 0),
        );
      } else if (change.fee !== undefined && (feeCents ?? 0) !== counted.signed.fees) {
        bumps.push(
          ...funnelBumps(firstSource, counted.signed.campaign, counted.signed.month, 'fees', (feeCents ?? 0) - counted.signed.fees),
        );
        counted.signed = { ...counted.signed, fees: feeCents ?? 0 };
      }
    } else if (change.stage === 'not_signed' && counted.signed) {
      const { month: signedMonth, fees, campaign } = counted.signed;
      bumps.push(
        ...funnelBumps(firstSource, campaign, signedMonth, 'signed', -1),
        ...funnelBumps(firstSource, campaign, signedMonth, 'fees', -fees),
      );
      delete counted.signed;
    }

    const moved = change.stage !== previous || history.length === 0;
    if (moved) history.push({ stage: change.stage, at: now, by });
    const signedFields =
      change.stage === 'signed'
        ? {
            case_type: change.case_type === undefined ? (data.case_type ?? null) : change.case_type || null,
            fee_cents: change.fee === undefined ? (data.fee_cents ?? null) : feeCents,
            fee_kind: change.fee === null ? null : (change.fee_kind ?? data.fee_kind ?? (change.fee === undefined ? null : 'fee')),
          }
        : change.stage === 'not_signed'
          ? { case_type: null, fee_cents: null, fee_kind: null }
          : {};
    const next: PipelineDoc = {
      ...data,
      ...signedFields,
      stage: change.stage,
      history,
      counted,
      first_source: firstSource,
      attributed_to: attributedTo,
      updated_at: now,
    };
    const detail = change.stage === 'signed' && next.case_type ? `${STAGE_LABELS.signed}: ${next.case_type}` : STAGE_LABELS[change.stage];
    await appendInTransaction(
      tx,
      db,
      tenantId,
      moved || bumps.length ? [{ type: 'stage', at: now, contact_id: contactId, source: null, source_id: null, detail }] : [],
      bumps,
    );
    tx.set(pipelineRef, next);
    return toPipeline(next, firstSource);
  });
}

/**
 * Counts new contacts saved as leads, inside the caller's transaction: reads the firm's counter
 * shard now (before any write of the transaction) and returns the writes to make with the
 * contacts. A new contact has no click yet, so its lead is the source's alone.
 */
export async function prepareNewLeads(
  tx: Transaction,
  db: Firestore,
  tenantId: string,
  contacts: { id: string; source: string | null | undefined }[],
  now: number,
): Promise<() => void> {
  if (contacts.length === 0) return () => undefined;
  const month = (await firmCalendar(tenantId)).month(now);
  const bumps = contacts.flatMap((c) => funnelBumps(firstSourceOf(c.source), null, month, 'leads', 1));
  const writeCounters = await prepareCounters(tx, db, tenantId, bumps);
  return () => {
    writeCounters();
    for (const c of contacts) {
      const pipeline: PipelineDoc = {
        first_source: firstSourceOf(c.source),
        counted: { lead: { month, campaign: null } },
        updated_at: now,
      };
      tx.set(store.pipelines(db, tenantId).doc(c.id), pipeline);
    }
  };
}

/**
 * Counts a stored contact that has just become a lead (its relationship changed to Lead), inside
 * the caller's transaction, unless it was counted before: reads its pipeline and the firm's
 * counter shard now and returns the writes. The lead is credited to the campaign or sequence the
 * contact last clicked, as a consultation is.
 */
export async function prepareLead(
  tx: Transaction,
  db: Firestore,
  tenantId: string,
  contactId: string,
  source: string | null | undefined,
  now: number,
): Promise<() => void> {
  const ref = store.pipelines(db, tenantId).doc(contactId);
  const data: PipelineDoc = (await tx.get(ref)).data() ?? {};
  if (data.counted?.lead) return () => undefined;
  const month = (await firmCalendar(tenantId)).month(now);
  const firstSource = data.first_source ?? firstSourceOf(source);
  const click = data.last_click && data.last_click.at <= now ? data.last_click : null;
  const campaign = click ? sourceScope(click.source, click.source_id) : null;
  const writeCounters = await prepareCounters(tx, db, tenantId, funnelBumps(firstSource, campaign, month, 'leads', 1));
  return () => {
    writeCounters();
    tx.set(ref, { ...data, first_source: firstSource, counted: { ...data.counted, lead: { month, campaign } }, updated_at: now });
  };
}
