import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { CONTACT_LIMITS, type ConsentChannel, normaliseEmail } from '#shared/schemas/contacts';

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

export const SUPPRESSED_CHANNELS = ['email', 'sms', 'call', 'do_not_contact'] as const;
export type SuppressedChannel = ConsentChannel | 'do_not_contact';

export interface SuppressionEntry {
  /** When the person revoked (ISO), as first recorded on their contact. */
  at: string;
  /** Where the revocation came from, as first recorded. */
  source: string;
  /** The contact it was recorded on (which may since have been deleted). */
  contact_id: string;
}

type Suppression = Partial<Record<SuppressedChannel, SuppressionEntry | null>>;

/** The source a revocation copied from the suppression list carries, naming where it first came from. */
export const keptRevocationSource = (original: string) =>
  `Earlier revocation kept after the contact was deleted (first recorded from: ${original})`.slice(0, CONTACT_LIMITS.source);

/**
 * The suppression documents of some contact keys, read inside a transaction, with the changes
 * to write at its end (a transaction reads everything before it writes anything).
 */
export class SuppressionList {
  private readonly changed = new Set<string>();

  private constructor(
    private readonly refOf: (id: string) => DocumentReference,
    private readonly docs: Map<string, Suppression>,
  ) {}

  static async read(tx: Transaction, db: Firestore, tenantId: string, keyIds: string[]): Promise<SuppressionList> {
    const collection = db.collection(`tenants/${tenantId}/suppressions`);
    const ids = [...new Set(keyIds)];
    const snaps = ids.length ? await tx.getAll(...ids.map((id) => collection.doc(id))) : [];
    const docs = new Map(snaps.map((s) => [s.id, (s.exists ? s.data() : {}) as Suppression]));
    return new SuppressionList((id) => collection.doc(id), docs);
  }

  private doc(id: string): Suppression {
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

  write(tx: Transaction) {
    for (const id of this.changed) {
      // Every channel written, null when lifted: the Node emulator merges a set into the stored fields.
      const doc = Object.fromEntries(SUPPRESSED_CHANNELS.map((channel) => [channel, this.doc(id)[channel] ?? null]));
      if (Object.values(doc).every((entry) => entry === null)) tx.delete(this.refOf(id));
      else tx.set(this.refOf(id), doc);
    }
  }
}
