import { CONSENT_CHANNELS } from '#shared/schemas/contacts';
import type { ConsentDoc, ContactDoc, SuppressedChannel, SuppressionEntry } from '../store/documents';
import { keptRevocationSource, type SuppressionList } from './suppressions';

/**
 * How consent events change a contact and the firm's suppression list: pure, shared by every
 * write that records consent (a new or merged contact, consent recorded by hand, an unsubscribe).
 */

/** A consent record as stored, with how it came to be. */
export type ConsentEvent = Omit<ConsentDoc, 'recorded_at'>;

/** The consent a contact starts with: nothing granted or revoked. */
export const NO_CONSENT = { email: null, sms: null, call: null } as const;

export const DO_NOT_CONTACT_SOURCE = 'Marked do not contact';

/**
 * Folds consent events into the contact's summary: a channel follows its latest event by time.
 * A grant that arrives by import or webhook (`grantsLift: false`) never lifts a revocation: it
 * is kept as a record marked held, and only consent recorded on the contact itself lifts it
 * (decision record 0014). Answers the events to store.
 */
export function applyConsents(contact: ContactDoc, events: ConsentEvent[], { grantsLift }: { grantsLift: boolean }): ConsentEvent[] {
  const summary = { ...contact.consent };
  const at = { ...contact.consent_at };
  const stored: ConsentEvent[] = [];
  for (const event of events) {
    if (event.status === 'granted' && !grantsLift && summary[event.channel] === 'revoked') {
      stored.push({ ...event, held_by_revocation: true });
      continue;
    }
    stored.push(event);
    const latest = at[event.channel];
    if (latest === null || event.at >= latest) {
      summary[event.channel] = event.status;
      at[event.channel] = event.at;
    }
  }
  contact.consent = summary;
  contact.consent_at = at;
  contact.consent_email = summary.email;
  contact.consent_sms = summary.sms;
  contact.consent_call = summary.call;
  return stored;
}

/** The consent fields applyConsents changes, for an update that writes only them. */
export const consentFields = ({ consent, consent_at, consent_email, consent_sms, consent_call }: ContactDoc) => ({
  consent,
  consent_at,
  consent_email,
  consent_sms,
  consent_call,
});

/** The revocations a contact now arriving at these keys must honour, as consent records to put first. */
export function keptRevocations(contact: ContactDoc, found: Partial<Record<SuppressedChannel, SuppressionEntry>>): ConsentEvent[] {
  return CONSENT_CHANNELS.flatMap((channel) => {
    const entry = found[channel];
    if (!entry || contact.consent[channel] === 'revoked') return [];
    return [
      {
        channel,
        status: 'revoked',
        at: entry.at,
        source: keptRevocationSource(entry.source),
        text: null,
        from_suppression_list: true,
      } as const,
    ];
  });
}

/**
 * Puts each channel the contact now stands revoked on, by a revocation in `events`, on the
 * suppression list for all its keys; a kept revocation keeps its original entry.
 */
export function suppressRevoked(
  list: SuppressionList,
  keyIds: string[],
  contactId: string,
  contact: ContactDoc,
  events: ConsentEvent[],
  kept: Partial<Record<SuppressedChannel, SuppressionEntry>> = {},
) {
  for (const channel of CONSENT_CHANNELS) {
    if (contact.consent[channel] !== 'revoked') continue;
    const latest = events.filter((e) => e.channel === channel && e.status === 'revoked').sort((a, b) => b.at.localeCompare(a.at))[0];
    if (!latest) continue;
    const original = latest.from_suppression_list ? kept[channel] : undefined;
    list.add(keyIds, channel, original ?? { at: latest.at, source: latest.source, contact_id: contactId });
  }
}
