import { createHash } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { CONTACT_LIMITS, normaliseEmail } from '#shared/schemas/contacts';
import type { SuppressedChannel, SuppressionDoc, SuppressionEntry } from '../store/documents';
import * as store from '../store/collections';

/**
 * The firm's suppression list: revocations and do-not-contact requests that outlive the
 * contact they were recorded on (decision record 0014). One document per email address or
 * phone number, `tenants/{t}/suppressions/{key}`, with the same hashed id as the contact's
 * dedupe key, so the address itself is never kept readable after its contact is deleted.
 * Each channel the person withdrew from is a field holding when and where it happened.
 *
 * Written in the same transaction as the revocation; read when a contact arrives with that
 * email or phone, so a deleted and re-imported person keeps their revocation.
 */

/**
 * The key of an email address or a phone number (E.164) on the list, and of the contact that holds
 * it (`contact_keys/{key}`): `email_`/`phone_` and a SHA-256 prefix, so any address is a valid
 * document id and none is readable in a path.
 */
export const suppressionKey = (kind: 'email' | 'phone', value: string) =>
  `${kind}_${createHash('sha256').update(value).digest('hex').slice(0, 40)}`;

/** The key of an email address as a person typed it: trimmed and lower-case first, as contacts store it. */
export const emailSuppressionKey = (email: string) => suppressionKey('email', normaliseEmail(email));

/** The kind of key a contact is deduplicated by. */
export type KeyField = 'email' | 'phone';

/** The dedupe keys of a contact's email and phone: the same keys the suppression list uses. */
export function contactKeys(c: { email: string | null; phone: string | null }): { field: KeyField; id: string }[] {
  const keys: { field: KeyField; id: string }[] = [];
  if (c.email) keys.push({ field: 'email', id: suppressionKey('email', c.email) });
  if (c.phone) keys.push({ field: 'phone', id: suppressionKey('phone', c.phone) });
  return keys;
}

export const contactKeyIds = (c: { email: string | null; phone: string | null }) => contactKeys(c).map((k) => k.id);

export const SUPPRESSED_CHANNELS = ['email', 'sms', 'call', 'do_not_contact'] as const satisfies readonly SuppressedChannel[];

/** The source a revocation copied from the suppression list carries, naming where it first came from. */
export const keptRevocationSource = (original: string) =>
  `Earlier revocation kept after the contact was deleted (first recorded from: ${original})`.slice(0, CONTACT_LIMITS.source);

/**
 * The suppression documents of some contact keys as they were read, with the changes a write
 * makes to them (a transaction reads everything before it writes anything). Pure: reading and
 * writing the documents are readSuppressions and writeSuppressions.
 */
export class SuppressionList {
  private readonly changed = new Set<string>();

  constructor(private readonly docs: Map<string, SuppressionDoc>) {}

  private doc(id: string): SuppressionDoc {
    const doc = this.docs.get(id);
    if (!doc) throw new Error(`suppression ${id} was not read in this transaction`);
    return doc;
  }

  /** The latest entry per channel over these keys: what a contact holding them must honour. */
  matching(keyIds: string[]): Partial<Record<SuppressedChannel, SuppressionEntry>> {
    const found: Partial<Record<SuppressedChannel, SuppressionEntry>> = {};
    for (const id of keyIds) {
      for (const channel of SUPPRESSED_CHANNELS) {
        const entry = this.doc(id)[channel];
        if (entry && (!found[channel] || entry.at > found[channel].at)) found[channel] = entry;
      }
    }
    return found;
  }

  /** Suppresses the channel for every key; the later revocation wins, or the existing one with `keepExisting`. */
  add(keyIds: string[], channel: SuppressedChannel, entry: SuppressionEntry, { keepExisting = false } = {}) {
    for (const id of keyIds) {
      const current = this.doc(id)[channel];
      if (current && (keepExisting || current.at > entry.at)) continue;
      this.doc(id)[channel] = entry;
      this.changed.add(id);
    }
  }

  /** Lifts the channel for every key: the firm recorded new consent on the contact itself. */
  lift(keyIds: string[], channel: SuppressedChannel) {
    for (const id of keyIds) {
      if (!this.doc(id)[channel]) continue;
      this.doc(id)[channel] = null;
      this.changed.add(id);
    }
  }

  /**
   * The documents to write: every channel, null when lifted (the Node emulator merges a set into
   * the stored fields), or null for the whole document when nothing is left in it (deleted).
   */
  changes(): [string, SuppressionDoc | null][] {
    return [...this.changed].map((id) => {
      const doc = Object.fromEntries(SUPPRESSED_CHANNELS.map((channel) => [channel, this.doc(id)[channel] ?? null])) as SuppressionDoc;
      return [id, Object.values(doc).every((entry) => entry === null) ? null : doc];
    });
  }
}

/** The suppression documents of these keys, read inside the caller's transaction. */
export async function readSuppressions(tx: Transaction, db: Firestore, tenantId: string, keyIds: string[]): Promise<SuppressionList> {
  const ids = [...new Set(keyIds)];
  const snaps = ids.length ? await tx.getAll(...ids.map((id) => store.suppressions(db, tenantId).doc(id))) : [];
  return new SuppressionList(new Map(snaps.map((s) => [s.id, { ...s.data() }])));
}

/** Queues the list's changes in the caller's transaction. */
export function writeSuppressions(tx: Transaction, db: Firestore, tenantId: string, list: SuppressionList) {
  for (const [id, doc] of list.changes()) {
    const ref = store.suppressions(db, tenantId).doc(id);
    if (doc) tx.set(ref, doc);
    else tx.delete(ref);
  }
}
