import { createContactSchema } from '#shared/schemas/contacts';
import { type ImportResult, type ProspectSettings, prospectSource, SKIP_REASONS } from '#shared/prospects/schemas';
import { type ContactArrival, importContacts } from '../contacts/contacts';
import { suppressionKey } from '../contacts/suppressions';
import { serverEnv } from '../env';
import { Conflict, DomainError, NotFound, Unavailable, UpstreamFailed } from '../errors';
import { firestore, writeTime } from '../firebase';
import { tenantApiKey } from '../integrations/apiKeys';
import * as store from '../store/collections';
import { audienceLabProvider } from './audienceLab';
import { type IntentProvider, ProviderError, type ProviderPerson } from './provider';
import { HISTORY_DAYS, readProspectSettings, readSegment } from './store';

/**
 * Importing a saved segment: every page from the provider first, then the people written in
 * all-or-nothing batches through the contacts write (dedupe keys, the suppression list, merge
 * into an existing contact). A provider failure while pulling writes nothing; each batch is
 * whole, and importing again adds no one twice (an address already held is merged).
 */

/** The integration key's name in Settings: a contract with the firm (and the Settings hint). */
export const PROVIDER_KEY_NAME = 'audiencelab';
export const PAGE_SIZE = 500;
/** The most people one import reads; the rest of a larger segment is counted as skipped. */
export const MAX_PEOPLE = 50_000;
const WRITE_BATCH = 200;

export const BEYOND_LIMIT = `Beyond the ${MAX_PEOPLE.toLocaleString('en-US')} people one import reads`;
export const NO_PROVIDER_KEY =
  'Add your AudienceLab API key in Settings, Integration keys, with the name “audiencelab”, then import again.';

/** The provider this firm's key opens: AudienceLab at AUDIENCE_PROVIDER_URL. */
export async function providerFor(tenantId: string): Promise<IntentProvider> {
  const key = await tenantApiKey(tenantId, PROVIDER_KEY_NAME);
  if (!key) throw new Conflict(NO_PROVIDER_KEY);
  return audienceLabProvider(key, serverEnv().AUDIENCE_PROVIDER_URL);
}

const USABLE = new Set(['Valid', 'Valid (esp)']);

function emailProblem(person: ProviderPerson, settings: ProspectSettings): string | null {
  if (!person.email) return SKIP_REASONS.noEmail;
  const status = person.emailValidation;
  if (USABLE.has(status)) return null;
  if (status === 'Catch-all') return settings.allow_catch_all ? null : SKIP_REASONS.catchAll;
  if (status === 'Invalid') return SKIP_REASONS.invalid;
  return SKIP_REASONS.unknown;
}

/** A ZIP code as stored: five digits (a leading zero a spreadsheet dropped put back), or ZIP+4. */
const zipOf = (zip: string) => (/^\d{4}$/.test(zip) ? `0${zip}` : zip);

/**
 * The contact a person becomes, or why they are skipped. Only what CaseCourier uses is kept:
 * name, email, mobile number, city, state, ZIP, and whether the number is on a do-not-call
 * list. No consent of any kind comes from the provider.
 */
export function arrivalFrom(
  person: ProviderPerson,
  context: { label: string; since: string; settings: ProspectSettings },
): ContactArrival | { skip: string } {
  const problem = emailProblem(person, context.settings);
  if (problem) return { skip: problem };
  const name = `${person.firstName} ${person.lastName}`.trim().slice(0, 200);
  if (!name) return { skip: SKIP_REASONS.noName };
  const candidate: Record<string, unknown> = {
    name,
    email: person.email,
    phone: person.mobilePhone || null,
    relationship: 'prospect',
    state: person.state.length === 2 ? person.state : null,
    city: person.city.slice(0, 100) || null,
    postal_code: zipOf(person.zip) || null,
    source: prospectSource(context.label),
    consents: [],
  };
  let parsed = createContactSchema.safeParse(candidate);
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    if (fields.has('email')) return { skip: SKIP_REASONS.invalid };
    // A phone, state, city or ZIP we cannot read is left out; the person still arrives by email.
    for (const field of fields) if (field in candidate && field !== 'name') candidate[field] = null;
    parsed = createContactSchema.safeParse(candidate);
    if (!parsed.success) return { skip: SKIP_REASONS.invalid };
  }
  return {
    ...parsed.data,
    do_not_call: person.mobileDoNotCall,
    prospect_since: context.since,
  };
}

class SkipCounts {
  private readonly counts = new Map<string, number>();
  add(reason: string, count = 1) {
    if (count > 0) this.counts.set(reason, (this.counts.get(reason) ?? 0) + count);
  }
  list() {
    return [...this.counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
  }
}

/** Every page of the segment, as arrivals and skips; the provider's failure throws before anything is written. */
async function pull(provider: IntentProvider, segmentId: string, toArrival: (p: ProviderPerson) => ContactArrival | { skip: string }) {
  const arrivals: ContactArrival[] = [];
  const skipped = new SkipCounts();
  let read = 0;
  for (let page = 1; ; page++) {
    const result = await provider.segmentPage(segmentId, page, PAGE_SIZE);
    for (const person of result.people) {
      const arrival = toArrival(person);
      if ('skip' in arrival) skipped.add(arrival.skip);
      else arrivals.push(arrival);
    }
    read += result.people.length;
    if (!result.hasMore || result.people.length === 0) break;
    if (read >= MAX_PEOPLE) {
      skipped.add(BEYOND_LIMIT, Math.max(0, result.total - read));
      break;
    }
  }
  return { arrivals, skipped };
}

/**
 * Sorts the arrivals by what the store already knows of their address: deleted by retention
 * (left out: the daily refresh would bring them straight back), held by a contact (merged:
 * nothing of theirs changes but a do-not-call flag), or new (written through the contacts
 * write, which also merges anyone it finds by phone). Read in chunks, outside any transaction:
 * a re-import of a large segment then writes almost nothing.
 */
async function sortArrivals(tenantId: string, arrivals: ContactArrival[]) {
  const db = await firestore();
  const fresh: ContactArrival[] = [];
  const held: { arrival: ContactArrival; contactId: string }[] = [];
  let expired = 0;
  for (let i = 0; i < arrivals.length; i += 250) {
    const chunk = arrivals.slice(i, i + 250);
    const refs = chunk.flatMap((a) => {
      const key = suppressionKey('email', a.email!);
      return [store.prospectExpired(db, tenantId).doc(key), store.contactKeys(db, tenantId).doc(key)];
    });
    const snaps = await db.getAll(...refs);
    chunk.forEach((arrival, j) => {
      const [gone, key] = [snaps[2 * j]!, snaps[2 * j + 1]!];
      if (gone.exists) expired++;
      else if (key.exists) held.push({ arrival, contactId: key.get('contact_id') });
      else fresh.push(arrival);
    });
  }
  return { fresh, held, expired };
}

/** Marks do-not-call on the held contacts the provider now reports on a do-not-call list; nothing else of theirs changes. */
async function markDoNotCall(tenantId: string, held: { arrival: ContactArrival; contactId: string }[]) {
  const ids = [...new Set(held.filter((h) => h.arrival.do_not_call).map((h) => h.contactId))];
  if (ids.length === 0) return;
  const db = await firestore();
  const now = await writeTime();
  for (let i = 0; i < ids.length; i += 250) {
    const snaps = await store.getAll(
      db,
      ids.slice(i, i + 250).map((id) => store.contacts(db, tenantId).doc(id)),
    );
    const batch = db.batch();
    let writes = 0;
    for (const snap of snaps) {
      if (!snap.exists || snap.data()!.do_not_call) continue;
      batch.update(snap.ref, { do_not_call: true, updated_at: now });
      writes++;
    }
    if (writes > 0) await batch.commit();
  }
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Imports every page of a saved segment for the firm: `{imported, merged, skipped}`. */
export async function importSegment(tenantId: string, segmentId: string): Promise<ImportResult> {
  const segment = await readSegment(tenantId, segmentId);
  const settings = await readProspectSettings(tenantId);
  const startedAt = (await writeTime()).toDate();
  const context = { label: segment.label, since: today(startedAt), settings };
  let pulled;
  try {
    const provider = await providerFor(tenantId);
    pulled = await pull(provider, segmentId, (person) => arrivalFrom(person, context));
  } catch (error) {
    // Kept on the segment, so Settings says why the last (perhaps scheduled) import brought no one.
    const refusal = error instanceof ProviderError ? asDomainError(error) : error;
    if (refusal instanceof DomainError)
      await recordImport(tenantId, segmentId, startedAt, { imported: 0, merged: 0, skipped: [] }, refusal.message);
    throw refusal;
  }
  const { fresh, held, expired } = await sortArrivals(tenantId, pulled.arrivals);
  pulled.skipped.add(SKIP_REASONS.expired, expired);
  await markDoNotCall(tenantId, held);
  let imported = 0;
  let merged = held.length;
  for (let i = 0; i < fresh.length; i += WRITE_BATCH) {
    const results = await importContacts(tenantId, fresh.slice(i, i + WRITE_BATCH));
    for (const r of results) {
      if (r.created) imported++;
      else merged++;
    }
  }
  const result = { imported, merged, skipped: pulled.skipped.list() };
  await recordImport(tenantId, segmentId, startedAt, result, null);
  return result;
}

/** The provider's refusal as what our API answers: its words, and when to come back if it limits us. */
function asDomainError(error: ProviderError): DomainError {
  if (error.status === 404) return new NotFound(error.message);
  if (error.status === 503) return new Unavailable(error.message, error.retryAfterSeconds);
  return new UpstreamFailed(error.message);
}

/** The segment's last import and today's count in its history (the last HISTORY_DAYS days kept). */
async function recordImport(tenantId: string, segmentId: string, at: Date, result: ImportResult, error: string | null) {
  const db = await firestore();
  const ref = store.audienceSegments(db, tenantId).doc(segmentId);
  await db.runTransaction(async (tx) => {
    const segment = (await tx.get(ref)).data();
    if (!segment) return;
    const history = { ...segment.imported_by_day };
    const day = today(at);
    history[day] = (history[day] ?? 0) + result.imported;
    const oldest = today(new Date(at.getTime() - HISTORY_DAYS * 86_400_000));
    for (const date of Object.keys(history)) if (date < oldest) delete history[date];
    tx.update(ref, { last_import: { at: at.toISOString(), ...result, error }, imported_by_day: history });
  });
}
