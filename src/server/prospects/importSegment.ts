import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { createContactSchema } from '#shared/schemas/contacts';
import { type ImportResult, type ProspectSettings, prospectSource, SKIP_REASONS } from '#shared/prospects/schemas';
import { type ContactArrival, createNewContacts, honourSuppressionList, importContacts } from '../contacts/contacts';
import { SUBSCRIPTION_ENDED_MESSAGE, subscriptionEnded } from '../backoffice/subscriptionEnded';
import { contactKeyIds } from '../contacts/suppressions';
import { serverEnv } from '../env';
import { Conflict, DomainError, NotFound, Unavailable, UpstreamFailed } from '../errors';
import { firestore, writeTime } from '../firebase';
import { tenantApiKey } from '../integrations/apiKeys';
import * as store from '../store/collections';
import { audienceLabProvider } from './audienceLab';
import { type IntentProvider, ProviderError, type ProviderPerson } from './provider';
import { HISTORY_DAYS, readProspectSettings, readSegment } from './store';

/**
 * Importing a saved segment: page by page, each page asked for while the one before is written,
 * its people sorted by one batched read and written in all-or-nothing batches (importSegment).
 * Importing again adds no one twice (an address already held is merged).
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

/**
 * The segment's pages in order, each asked for while the one before is being written (one page
 * ahead, never more: a failure stops the import at the page it hit).
 */
async function* pagesAhead(provider: IntentProvider, segmentId: string, skipped: SkipCounts) {
  let read = 0;
  let next = provider.segmentPage(segmentId, 1, PAGE_SIZE);
  for (let page = 1; ; page++) {
    const result = await next;
    read += result.people.length;
    const more = result.hasMore && result.people.length > 0;
    if (more && read >= MAX_PEOPLE) skipped.add(BEYOND_LIMIT, Math.max(0, result.total - read));
    const fetchAhead = more && read < MAX_PEOPLE;
    if (fetchAhead) {
      next = provider.segmentPage(segmentId, page + 1, PAGE_SIZE);
      // Awaited on the next turn; a failure meanwhile must not go unhandled while this page is written.
      next.catch(() => undefined);
    }
    yield result.people;
    if (!fetchAhead) return;
  }
}

/** What one import did so far: counts, and the keys it gave out (a person twice in a segment is merged, not added twice). */
class ImportTally {
  imported = 0;
  merged = 0;
  readonly skipped = new SkipCounts();
  /** Key id → the contact holding it, for keys this import created or found. */
  readonly keys = new Map<string, string>();
  result(): ImportResult {
    return { imported: this.imported, merged: this.merged, skipped: this.skipped.list() };
  }
}

/** A page's people and what the store held for their addresses when the page was read. */
interface ReadPage {
  arrivals: ContactArrival[];
  /** Deleted by retention (kept as a hashed address). */
  expired: boolean[];
  /** The contact holding the address, if any. */
  emailOwner: (string | undefined)[];
}

/**
 * The first read of a page, made while the page before it is written: for each address, whether
 * retention deleted it and which contact holds it. One batched read; most people of a segment
 * imported again end here.
 */
async function readPage(tenantId: string, arrivals: ContactArrival[]): Promise<ReadPage> {
  const db = await firestore();
  const refs = arrivals.flatMap((a) => {
    const key = contactKeyIds(a)[0]!;
    return [store.prospectExpired(db, tenantId).doc(key), store.contactKeys(db, tenantId).doc(key)];
  });
  const snaps = refs.length ? await db.getAll(...refs) : [];
  return {
    arrivals,
    expired: arrivals.map((_, i) => snaps[2 * i]!.exists),
    emailOwner: arrivals.map((_, i) => (snaps[2 * i + 1]!.exists ? (snaps[2 * i + 1]!.get('contact_id') as string) : undefined)),
  };
}

/**
 * Writes one page's people, sorted by what the store held (readPage) and this import did:
 * - deleted by retention: left out (the daily refresh would bring them straight back);
 * - held by a contact, or brought in by an earlier page: merged, and nothing of theirs changes
 *   but a do-not-call flag;
 * - new, with no phone held and nothing on the suppression list (a second batched read, of the
 *   phone's key and both suppression entries): created in batched writes (createNewContacts),
 *   every document created, never overwritten, so a key taken meanwhile sends the batch on to
 * - the contacts write's transaction, for everyone else (a phone another contact holds, an entry
 *   on the suppression list, a key taken meanwhile), which merges and brings revocations back.
 * Every write is all-or-nothing for the people in it: a person is never half-written.
 */
async function writePage(tenantId: string, page: ReadPage, tally: ImportTally) {
  const db = await firestore();
  const held: { arrival: ContactArrival; contactId: string }[] = [];
  const candidates: ContactArrival[] = [];
  page.arrivals.forEach((arrival, i) => {
    const emailKey = contactKeyIds(arrival)[0]!;
    const contactId = tally.keys.get(emailKey) || page.emailOwner[i];
    if (page.expired[i]) tally.skipped.add(SKIP_REASONS.expired);
    else if (contactId) {
      held.push({ arrival, contactId });
      tally.keys.set(emailKey, contactId);
    } else candidates.push(arrival);
  });
  tally.merged += held.length;
  await markDoNotCall(tenantId, held);

  const refs = candidates.flatMap((a) => {
    const [emailKey, phoneKey] = contactKeyIds(a);
    return [
      store.suppressions(db, tenantId).doc(emailKey!),
      ...(phoneKey ? [store.contactKeys(db, tenantId).doc(phoneKey), store.suppressions(db, tenantId).doc(phoneKey)] : []),
    ];
  });
  const snaps = refs.length ? await db.getAll(...refs) : [];
  const listed = (snap: DocumentSnapshot) => snap.exists && Object.values(snap.data() ?? {}).some(Boolean);
  const fresh: ContactArrival[] = [];
  const careful: ContactArrival[] = [];
  let at = 0;
  for (const arrival of candidates) {
    const keys = contactKeyIds(arrival);
    const [emailEntry, phoneOwner, phoneEntry] = snaps.slice(at, at + 2 * keys.length - 1);
    at += 2 * keys.length - 1;
    const taken = keys.some((key) => tally.keys.has(key)) || phoneOwner?.exists === true;
    if (taken || listed(emailEntry!) || (phoneEntry !== undefined && listed(phoneEntry))) careful.push(arrival);
    else {
      fresh.push(arrival);
      // Claimed now, so a later row with the same address or phone goes through the merging write.
      for (const key of keys) tally.keys.set(key, '');
    }
  }
  for (let i = 0; i < fresh.length; i += WRITE_BATCH) {
    const rows = fresh.slice(i, i + WRITE_BATCH);
    const created = await createNewContacts(tenantId, rows);
    if (created === null) {
      for (const row of rows) for (const key of contactKeyIds(row)) tally.keys.delete(key);
      careful.push(...rows);
      continue;
    }
    tally.imported += created.length;
    rows.forEach((row, j) => contactKeyIds(row).forEach((key) => tally.keys.set(key, created[j]!.id)));
    await honourEntriesWrittenMeanwhile(tenantId, rows, created);
  }
  for (let i = 0; i < careful.length; i += WRITE_BATCH) {
    const rows = careful.slice(i, i + WRITE_BATCH);
    const results = await importContacts(tenantId, rows);
    results.forEach((r, j) => {
      if (r.created) tally.imported++;
      else tally.merged++;
      for (const key of contactKeyIds(rows[j]!)) tally.keys.set(key, r.id);
    });
  }
}

/**
 * The email's suppression entry read again once new contacts are created: an unsubscribe of an
 * earlier contact's address made between the page's read and the batch is brought to the new
 * contact (honourSuppressionList). One made after the batch finds the contact by its key and
 * revokes it there; entries for a phone are only ever written with a contact holding it.
 */
async function honourEntriesWrittenMeanwhile(tenantId: string, rows: ContactArrival[], created: { id: string }[]) {
  const db = await firestore();
  const snaps = await db.getAll(...rows.map((row) => store.suppressions(db, tenantId).doc(contactKeyIds(row)[0]!)));
  const ids = created.filter((_, i) => snaps[i]!.exists).map((c) => c.id);
  if (ids.length > 0) await honourSuppressionList(tenantId, ids);
}

/** Marks do-not-call on the held contacts the provider now reports on a do-not-call list; nothing else of theirs changes. */
async function markDoNotCall(tenantId: string, held: { arrival: ContactArrival; contactId: string }[]) {
  const ids = [...new Set(held.filter((h) => h.arrival.do_not_call).map((h) => h.contactId))];
  if (ids.length === 0) return;
  const db = await firestore();
  const now = await writeTime();
  const snaps = await store.getAll(
    db,
    ids.map((id) => store.contacts(db, tenantId).doc(id)),
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

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Imports every page of a saved segment for the firm: `{imported, merged, skipped}`. Pages are
 * written as they arrive, the next one asked for meanwhile. When the provider fails part way,
 * the people of the pages before it stay imported (each of them whole), the segment's last
 * import records them with the provider's message, and the answer says so: importing again
 * brings in the rest and adds no one twice.
 */
export async function importSegment(tenantId: string, segmentId: string): Promise<ImportResult> {
  const segment = await readSegment(tenantId, segmentId);
  if (await subscriptionEnded(tenantId)) throw new Conflict(SUBSCRIPTION_ENDED_MESSAGE);
  const settings = await readProspectSettings(tenantId);
  const startedAt = (await writeTime()).toDate();
  const context = { label: segment.label, since: today(startedAt), settings };
  const tally = new ImportTally();
  let writing: Promise<void> = Promise.resolve();
  try {
    const provider = await providerFor(tenantId);
    for await (const people of pagesAhead(provider, segmentId, tally.skipped)) {
      const arrivals: ContactArrival[] = [];
      for (const person of people) {
        const arrival = arrivalFrom(person, context);
        if ('skip' in arrival) tally.skipped.add(arrival.skip);
        else arrivals.push(arrival);
      }
      // This page is read while the one before is written; written once that one is done.
      const read = readPage(tenantId, arrivals);
      read.catch(() => undefined);
      await writing;
      writing = read.then((page) => writePage(tenantId, page, tally));
      writing.catch(() => undefined);
    }
    await writing;
  } catch (error) {
    // What the pages before a failure wrote is complete before it is counted and said.
    await writing.catch(() => undefined);
    // Kept on the segment, so Settings says why the last (perhaps scheduled) import stopped.
    const refusal = error instanceof ProviderError ? asDomainError(error, tally.result()) : error;
    if (refusal instanceof DomainError) await recordImport(tenantId, segmentId, startedAt, tally.result(), refusal.message);
    throw refusal;
  }
  const result = tally.result();
  await recordImport(tenantId, segmentId, startedAt, result, null);
  return result;
}

/** What a stopped import kept, in words: nothing, or the people of the pages read before it stopped. */
export function keptBeforeFailure({ imported, merged }: Pick<ImportResult, 'imported' | 'merged'>): string {
  if (imported + merged === 0) return 'Nothing was imported from this segment this time.';
  const people = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'person' : 'people'}`;
  return `The pages read before it are kept: ${people(imported)} imported and ${people(merged)} already among your contacts. Import again to bring in the rest; no one is added twice.`;
}

/** The provider's refusal as what our API answers: its words, and when to come back if it limits us. */
function asDomainError(error: ProviderError, sofar: ImportResult): DomainError {
  const message = `${error.message} ${keptBeforeFailure(sofar)}`;
  if (error.status === 404) return new NotFound(message);
  if (error.status === 503) return new Unavailable(message, error.retryAfterSeconds);
  return new UpstreamFailed(message);
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
