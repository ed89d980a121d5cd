/**
 * Whether a calling agent may call a contact now: the check every outbound AI call must pass.
 *
 * Sources:
 * - 47 U.S.C. § 227(b)(1)(A)-(B) and 47 CFR § 64.1200(a)(1)-(3): calls to a wireless number or a
 *   residential line using "an artificial or prerecorded voice" need the called party's prior
 *   express consent (prior express written consent for telemarketing).
 * - FCC Declaratory Ruling FCC 24-17 (CG Docket No. 23-362, adopted February 2024): voices made
 *   with AI technology are "artificial" voices under the TCPA, so an AI calling agent needs that
 *   consent like a prerecorded message does.
 * - 47 CFR § 64.1200(c)(1): no telephone solicitation before 8 a.m. or after 9 p.m. local time at
 *   the called party's location.
 * - Fla. Stat. § 501.059(8)(a) (Florida Telephone Solicitation Act): 8 a.m. to 8 p.m. in Florida.
 * - A contact marked do-not-contact is never called: the firm's own list, honoured like the
 *   company-specific do-not-call list of 47 CFR § 64.1200(d).
 * - A number the intent provider reported on a do-not-call list (`do_not_call`) is never called:
 *   47 CFR § 64.1200(c)(2) (the National Do Not Call Registry).
 * - A prospect (a person found through search-intent data) is never called: the provider's data
 *   carries no consent of any kind, and nothing the firm records on a prospect changes that until
 *   it makes them a lead or client with consent of its own (docs/prospects.md).
 *
 * What is uncertain, and how this check leans: the contact's location is taken from the state on
 * file, not the phone's area code or where the person is today; a state that spans time zones
 * (Florida, Texas, Indiana, ...) is callable only when the hour is allowed in every one of its
 * zones. Other states' own telemarketing laws (for example their own hours or call-frequency
 * caps) are not modelled here, and whether a consent's wording meets "prior express written
 * consent" is for the firm's attorney to judge. This is a safety check, not legal advice.
 */
import { findState } from '#shared/usStates';

export interface ContactForCalling {
  phone: string | null;
  state: string | null;
  do_not_contact: boolean;
  do_not_call: boolean;
  relationship: string;
  /** The latest `call` consent record's status (the contact's consent summary). */
  consent: { call: 'granted' | 'revoked' | null };
}

export type NotCallableCode =
  'prospect' | 'do-not-call' | 'do-not-contact' | 'no-call-consent' | 'call-consent-revoked' | 'no-phone' | 'no-state' | 'outside-hours';

export interface NotCallableReason {
  code: NotCallableCode;
  message: string;
}

export interface CallingWindow {
  /** Local hours allowed, [start, end): 8 means 8:00, 21 means up to 20:59. */
  startHour: number;
  endHour: number;
  source: string;
}

const FEDERAL_WINDOW: CallingWindow = { startHour: 8, endHour: 21, source: '47 CFR § 64.1200(c)(1)' };

/** States whose own law narrows the federal window. */
const STATE_WINDOWS: Readonly<Record<string, CallingWindow>> = {
  FL: { startHour: 8, endHour: 20, source: 'Fla. Stat. § 501.059(8)(a)' },
};

export function callingWindow(state: string): CallingWindow {
  return STATE_WINDOWS[state] ?? FEDERAL_WINDOW;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since local midnight in `timeZone`, and the local time as h:mm. */
export function localClock(timeZone: string, now: Date): { minutes: number; label: string } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')!.value);
  const minute = Number(parts.find((p) => p.type === 'minute')!.value);
  return { minutes: hour * 60 + minute, label: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
}

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

export type Callability =
  { callable: true; localTimes: string[]; window: CallingWindow } | { callable: false; reasons: NotCallableReason[]; localTimes: string[] };

/** Whether a calling agent may call this contact at `now`, and every reason it may not. */
export function callability(contact: ContactForCalling, now: Date): Callability {
  const reasons: NotCallableReason[] = [];
  if (contact.relationship === 'prospect') {
    reasons.push({
      code: 'prospect',
      message: 'A search-intent prospect: never called by an agent (no consent from the provider; 47 U.S.C. § 227(b); FCC 24-17).',
    });
  }
  if (contact.do_not_call) reasons.push({ code: 'do-not-call', message: 'The number is on a do-not-call list (47 CFR § 64.1200(c)(2)).' });
  if (contact.do_not_contact) reasons.push({ code: 'do-not-contact', message: 'Marked do not contact.' });
  if (contact.consent.call === 'revoked') {
    reasons.push({ code: 'call-consent-revoked', message: 'Withdrew consent to calls (47 U.S.C. § 227(b); FCC 24-17).' });
  } else if (contact.consent.call !== 'granted') {
    reasons.push({
      code: 'no-call-consent',
      message: 'No recorded consent to calls; AI voices need prior express consent (47 U.S.C. § 227(b); FCC 24-17).',
    });
  }
  if (!contact.phone) reasons.push({ code: 'no-phone', message: 'No phone number on file.' });
  const state = contact.state ? findState(contact.state.toUpperCase()) : undefined;
  let localTimes: string[] = [];
  if (!state) {
    reasons.push({ code: 'no-state', message: 'No state on file, so the local time cannot be known.' });
  } else {
    const window = callingWindow(state.code);
    const clocks = state.timeZones.map((zone) => ({ zone, ...localClock(zone, now) }));
    // One label per distinct local time: Indiana's nine zones show two clocks, not nine.
    localTimes = [...new Set(clocks.map((c) => c.label))];
    const inside = clocks.every((c) => c.minutes >= window.startHour * 60 && c.minutes < window.endHour * 60);
    if (!inside) {
      const spans = localTimes.length > 1 ? ` in every part of ${state.name}` : '';
      reasons.push({
        code: 'outside-hours',
        message: `It is ${localTimes.join(' / ')} there; calls are allowed ${hourLabel(window.startHour)}-${hourLabel(window.endHour)}${spans} (${window.source}).`,
      });
    }
    if (reasons.length === 0) return { callable: true, localTimes, window };
  }
  return { callable: false, reasons, localTimes };
}
