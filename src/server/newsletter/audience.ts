import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { checkEmail } from '#shared/compliance/index';
import type { Audience, FirmForCheck } from '#shared/compliance/types';
import type { Issue } from '#shared/newsletter/issue';
import { issueDraft } from '#shared/newsletter/issueText';
import { mergeFieldUses, type MergeFieldKey } from '#shared/newsletter/mergeFields';
import type { AudienceCount, SegmentDefinition } from '#shared/newsletter/segments';
import { CONTACT_ORDER_FIELD, contactFilterClauses } from '../contacts/filters';
import { searchTerm } from '../contacts/search';
import { contactMergeValues } from '../email/render';
import { firestore } from '../firebase';
import { type Recipient, toRecipient, whyNotSendable } from '../sending/recipients';
import * as store from '../store/collections';

/**
 * Who an issue reaches: every contact the segment's filter and places match, less those whose
 * email may not be used (do not contact, unsubscribed, bounced, no address). Read in pages as
 * the contacts list reads them (the same filter clauses, newest first by sort_key, each page
 * after the last one's sort_key), so the list's composite indexes serve it and a segment holds
 * exactly whom the list shows for its filter. A range on sort_key, not a query cursor: the local
 * Firestore emulator ignores cursors, and a startAfter() there read the first page for ever.
 */

export const AUDIENCE_PAGE = 1000;

export interface AudienceMember extends Recipient {
  city: string | null;
  postalCode: string | null;
}

const SELECTED = [
  'name',
  'email',
  'relationship',
  'state',
  'incident_date',
  'prospect_since',
  'do_not_contact',
  'consent',
  'email_bounced_at',
  'city',
  'postal_code',
  CONTACT_ORDER_FIELD,
];

export const AUDIENCE_OF: Record<Recipient['relationship'], Audience> = {
  client: 'client',
  'former-client': 'client',
  subscriber: 'subscriber',
  lead: 'lead',
  // Found through search-intent data: a solicitation of someone known to need help, like a lead.
  prospect: 'lead',
};

function member(doc: QueryDocumentSnapshot): AudienceMember {
  const d = store.projectedContact(doc);
  return { ...toRecipient(doc.id, d), city: d.city, postalCode: d.postal_code };
}

const normalCity = (city: string) => city.trim().toLowerCase().replace(/\s+/g, ' ');

/** Whether a contact's address is in one of the segment's places (no places: everyone). */
export function inPlaces(
  contact: Pick<AudienceMember, 'city' | 'postalCode'>,
  definition: Pick<SegmentDefinition, 'cities' | 'zip_codes'>,
): boolean {
  if (definition.cities.length === 0 && definition.zip_codes.length === 0) return true;
  const city = contact.city ? normalCity(contact.city) : null;
  const zip = contact.postalCode?.match(/^\d{5}/)?.[0] ?? null;
  return (city !== null && definition.cities.some((c) => normalCity(c) === city)) || (zip !== null && definition.zip_codes.includes(zip));
}

function baseQuery(db: Firestore, tenantId: string, definition: SegmentDefinition): Query | null {
  const clauses = contactFilterClauses({ ...definition.filter, cursor: undefined, limit: AUDIENCE_PAGE }, searchTerm);
  if (clauses === null) return null;
  let query: Query = store.contacts(db, tenantId).orderBy(CONTACT_ORDER_FIELD, 'desc');
  for (const clause of clauses) query = query.where(clause.field, clause.op, clause.value);
  return query.select(...SELECTED);
}

/** Every contact the segment matches, page by page (`pageSize` at a time). */
export async function* segmentMembers(
  tenantId: string,
  definition: SegmentDefinition,
  pageSize = AUDIENCE_PAGE,
): AsyncGenerator<AudienceMember[]> {
  const db = await firestore();
  const query = baseQuery(db, tenantId, definition);
  if (!query) return;
  let after: string | undefined;
  for (;;) {
    const page = await (after === undefined ? query : query.where(CONTACT_ORDER_FIELD, '<', after)).limit(pageSize).get();
    if (page.empty) return;
    yield page.docs.map(member).filter((contact) => inPlaces(contact, definition));
    if (page.size < pageSize) return;
    after = String(page.docs.at(-1)!.get(CONTACT_ORDER_FIELD));
  }
}

export interface ResolvedAudience {
  matched: number;
  recipients: AudienceMember[];
  notSendable: { reason: string; count: number }[];
}

function tally(list: { reason: string; count: number }[], reason: string) {
  const entry = list.find((r) => r.reason === reason);
  if (entry) entry.count++;
  else list.push({ reason, count: 1 });
}

/** The segment's members split into those who get the issue and, by reason, those who do not. */
export async function resolveAudience(
  tenantId: string,
  definition: SegmentDefinition,
  pageSize = AUDIENCE_PAGE,
): Promise<ResolvedAudience> {
  const result: ResolvedAudience = { matched: 0, recipients: [], notSendable: [] };
  for await (const page of segmentMembers(tenantId, definition, pageSize)) {
    for (const contact of page) {
      result.matched++;
      const why = whyNotSendable(contact);
      if (why) tally(result.notSendable, why);
      else result.recipients.push(contact);
    }
  }
  result.notSendable.sort((a, b) => b.count - a.count);
  return result;
}

/** The contact fields an issue needs that have no fallback: a recipient without one of them gets nothing. */
export function fieldsWithoutFallback(issue: Pick<Issue, 'subject' | 'preheader' | 'blocks'>): MergeFieldKey[] {
  const { draft } = issueDraft(issue);
  const keys = new Set<MergeFieldKey>();
  for (const use of [...mergeFieldUses(draft.subject), ...mergeFieldUses(draft.body)]) if (!use.fallback) keys.add(use.key);
  return [...keys].filter((key) => key.startsWith('contact.'));
}

/**
 * The count shown before anything is sent. With the issue: how many recipients a merge field
 * would stop (no value, no fallback), and how many the per-recipient compliance check would
 * (checked once per audience and state, as the sender checks each one).
 */
export async function countAudience(
  tenantId: string,
  definition: SegmentDefinition,
  issue?: Pick<Issue, 'subject' | 'preheader' | 'blocks'>,
  firm?: FirmForCheck,
): Promise<AudienceCount> {
  const resolved = await resolveAudience(tenantId, definition);
  const count: AudienceCount = {
    matched: resolved.matched,
    recipients: resolved.recipients.length,
    not_sendable: resolved.notSendable,
    missing_merge_fields: [],
    blocked: [],
  };
  if (!issue || !firm) return count;
  const needed = fieldsWithoutFallback(issue);
  const draft = issueDraft(issue).draft;
  const verdicts = new Map<string, string | null>();
  const missing = new Map<string, number>();
  for (const contact of resolved.recipients) {
    const values = contactMergeValues({ name: contact.name, city: contact.city });
    for (const key of needed) if (!values[key]?.trim()) missing.set(key, (missing.get(key) ?? 0) + 1);
    const audience = AUDIENCE_OF[contact.relationship] ?? 'subscriber';
    const group = `${audience}|${contact.state ?? ''}`;
    if (!verdicts.has(group)) {
      const blocking = checkEmail(draft, { audience, recipientState: contact.state ?? undefined }, firm).find(
        (f) => f.severity === 'block',
      );
      verdicts.set(group, blocking ? `Compliance: ${blocking.message}` : null);
    }
    const verdict = verdicts.get(group);
    if (verdict) tally(count.blocked, verdict);
  }
  count.missing_merge_fields = [...missing].map(([field, n]) => ({ field: `{{${field}}}`, count: n })).sort((a, b) => b.count - a.count);
  count.blocked.sort((a, b) => b.count - a.count);
  return count;
}
