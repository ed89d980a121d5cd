import { describe, expect, it } from 'vitest';
import { callability, type ContactForCalling } from './callability';

const contact = (over: Partial<ContactForCalling> = {}): ContactForCalling => ({
  phone: '+14045550199',
  state: 'GA',
  do_not_contact: false,
  do_not_call: false,
  relationship: 'lead',
  consent: { call: 'granted' },
  ...over,
});

/** An instant given as UTC. */
const at = (iso: string) => new Date(iso);
const codes = (result: ReturnType<typeof callability>) => (result.callable ? [] : result.reasons.map((r) => r.code));

describe('callability', () => {
  it('never calls a search-intent prospect or a number on a do-not-call list, even with call consent on file', () => {
    const nine = at('2026-11-23T14:00:00Z'); // 09:00 in Atlanta
    expect(codes(callability(contact({ relationship: 'prospect' }), nine))).toEqual(['prospect']);
    expect(codes(callability(contact({ do_not_call: true }), nine))).toEqual(['do-not-call']);
    expect(codes(callability(contact({ relationship: 'prospect', do_not_call: true, consent: { call: null } }), nine))).toEqual([
      'prospect',
      'do-not-call',
      'no-call-consent',
    ]);
  });

  it('allows a consenting contact inside 8:00-21:00 local time', () => {
    // 14:00 UTC in November is 09:00 in Atlanta (EST, UTC-5).
    const result = callability(contact(), at('2026-11-23T14:00:00Z'));
    expect(result).toMatchObject({ callable: true, localTimes: ['09:00'] });
  });

  it('starts at 8:00 sharp and stops before 21:00, in the contact’s own zone', () => {
    expect(callability(contact(), at('2026-11-23T12:59:00Z')).callable).toBe(false); // 07:59 Atlanta
    expect(callability(contact(), at('2026-11-23T13:00:00Z')).callable).toBe(true); // 08:00
    expect(callability(contact(), at('2026-11-24T01:59:00Z')).callable).toBe(true); // 20:59
    const nine = callability(contact(), at('2026-11-24T02:00:00Z')); // 21:00
    expect(codes(nine)).toEqual(['outside-hours']);
    expect(nine.callable ? '' : nine.reasons[0]!.message).toBe(
      'It is 21:00 there; calls are allowed 08:00-21:00 (47 CFR § 64.1200(c)(1)).',
    );
    // The same instant is 18:00 in California: callable there.
    expect(callability(contact({ state: 'CA' }), at('2026-11-24T02:00:00Z')).callable).toBe(true);
  });

  it('follows daylight saving time', () => {
    // 12:30 UTC: 08:30 in Atlanta in July (EDT, UTC-4), 07:30 in November (EST).
    expect(callability(contact(), at('2026-07-15T12:30:00Z')).callable).toBe(true);
    expect(callability(contact(), at('2026-11-23T12:30:00Z')).callable).toBe(false);
    // Arizona keeps standard time all year: 15:30 UTC is 08:30 there in July and November.
    expect(callability(contact({ state: 'AZ' }), at('2026-07-15T15:30:00Z')).callable).toBe(true);
    expect(callability(contact({ state: 'AZ' }), at('2026-11-23T15:30:00Z')).callable).toBe(true);
  });

  it('needs every zone of a state that spans two to be inside the hours', () => {
    // Texas: 13:30 UTC in November is 07:30 in Chicago time and 06:30 in El Paso (Denver time).
    expect(callability(contact({ state: 'TX' }), at('2026-11-23T13:30:00Z')).callable).toBe(false);
    // 14:30 UTC: 08:30 Central but 07:30 Mountain: still not every part of Texas.
    const split = callability(contact({ state: 'TX' }), at('2026-11-23T14:30:00Z'));
    expect(split.localTimes).toEqual(['08:30', '07:30']);
    expect(split.callable ? '' : split.reasons[0]!.message).toMatch(/^It is 08:30 \/ 07:30 there; .* in every part of Texas/);
    expect(callability(contact({ state: 'TX' }), at('2026-11-23T15:00:00Z')).callable).toBe(true);
    // The evening edge: 02:30 UTC is 20:30 Central and 19:30 Mountain: fine; 03:00 UTC is 21:00 Central.
    expect(callability(contact({ state: 'TX' }), at('2026-11-24T02:30:00Z')).callable).toBe(true);
    expect(callability(contact({ state: 'TX' }), at('2026-11-24T03:00:00Z')).callable).toBe(false);
  });

  it('uses Florida’s own 8:00-20:00 window, in both of its zones', () => {
    // 01:30 UTC in November: 20:30 in Miami (too late for Florida), 19:30 in Pensacola.
    const late = callability(contact({ state: 'FL' }), at('2026-11-24T01:30:00Z'));
    expect(late.callable ? '' : late.reasons[0]!.message).toMatch(
      /08:00-20:00 in every part of Florida \(Fla\. Stat\. § 501\.059\(8\)\(a\)\)/,
    );
    expect(callability(contact({ state: 'FL' }), at('2026-11-24T00:59:00Z')).callable).toBe(true); // 19:59 Miami
    // 13:30 UTC: 08:30 Miami, 07:30 Pensacola.
    expect(callability(contact({ state: 'FL' }), at('2026-11-23T13:30:00Z')).callable).toBe(false);
  });

  it('never calls without consent, after a revocation, or a do-not-contact contact, and says every reason', () => {
    const noon = at('2026-11-23T17:00:00Z');
    expect(codes(callability(contact({ consent: { call: null } }), noon))).toEqual(['no-call-consent']);
    expect(codes(callability(contact({ consent: { call: 'revoked' } }), noon))).toEqual(['call-consent-revoked']);
    expect(codes(callability(contact({ do_not_contact: true }), noon))).toEqual(['do-not-contact']);
    expect(codes(callability(contact({ phone: null, state: null, consent: { call: null }, do_not_contact: true }), noon))).toEqual([
      'do-not-contact',
      'no-call-consent',
      'no-phone',
      'no-state',
    ]);
    expect(codes(callability(contact({ state: 'ZZ' }), noon))).toEqual(['no-state']);
    expect(codes(callability(contact({ consent: { call: null } }), at('2026-11-24T04:00:00Z')))).toEqual([
      'no-call-consent',
      'outside-hours',
    ]);
  });

  it('handles Hawaii and Alaska, far from the firm', () => {
    // 18:00 UTC: 08:00 Honolulu (no DST).
    expect(callability(contact({ state: 'HI' }), at('2026-07-15T18:00:00Z')).callable).toBe(true);
    expect(callability(contact({ state: 'HI' }), at('2026-07-15T17:59:00Z')).callable).toBe(false);
    // Alaska spans Anchorage and Adak (an hour behind): 17:30 UTC in November is 08:30 Anchorage, 07:30 Adak.
    expect(callability(contact({ state: 'AK' }), at('2026-11-23T17:30:00Z')).callable).toBe(false);
    expect(callability(contact({ state: 'AK' }), at('2026-11-23T18:00:00Z')).callable).toBe(true);
  });
});
