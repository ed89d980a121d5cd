import { describe, expect, it } from 'vitest';
import { findState, isStateCode, STATE_CODES, stateCodeOf, stateName, US_STATES } from './usStates';

describe('US states', () => {
  it('lists the fifty states and the District of Columbia once each, by name', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(STATE_CODES).size).toBe(51);
    const names = US_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const code of STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names only time zones this runtime knows', () => {
    for (const state of US_STATES) {
      for (const timeZone of state.timeZones) {
        expect(() => new Intl.DateTimeFormat('en-US', { timeZone }), `${state.code} ${timeZone}`).not.toThrow();
      }
    }
  });

  it('puts both Florida zones on Florida, Eastern first', () => {
    expect(findState('FL')?.timeZones).toEqual(['America/New_York', 'America/Chicago']);
  });

  it('recognises codes exactly, upper case only', () => {
    expect(isStateCode('NY')).toBe(true);
    expect(isStateCode('ny')).toBe(false);
    expect(isStateCode('PR')).toBe(false);
    expect(stateName('CA')).toBe('California');
    expect(stateName('ZZ')).toBe('ZZ');
  });
});

describe('stateCodeOf', () => {
  it('reads codes and names in any case, with stray dots and spaces', () => {
    expect(stateCodeOf('GA')).toBe('GA');
    expect(stateCodeOf('ga')).toBe('GA');
    expect(stateCodeOf('Georgia')).toBe('GA');
    expect(stateCodeOf(' north  carolina ')).toBe('NC');
    expect(stateCodeOf('West Virginia')).toBe('WV');
    expect(stateCodeOf('Virginia')).toBe('VA');
    expect(stateCodeOf('D.C.')).toBe('DC');
    expect(stateCodeOf('Washington, D.C.')).toBe('DC');
    expect(stateCodeOf('Washington')).toBe('WA');
  });

  it('answers null for anything else', () => {
    for (const text of ['', 'Georgie', 'PR', 'Puerto Rico', 'Ontario', 'G A', 'USA']) expect(stateCodeOf(text), text).toBeNull();
  });
});
