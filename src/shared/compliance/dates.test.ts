import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, earliestToday, isCalendarDate } from './dates';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2026-11-22')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('11/22/2026')).toBe(false);
    expect(isCalendarDate('2026-11-22T00:00:00Z')).toBe(false);
  });

  it('counts calendar days across months and years', () => {
    expect(dayNumber('2026-11-22')! - dayNumber('2026-10-23')!).toBe(30);
    expect(addDays('2026-12-20', 31)).toBe('2027-01-20');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
  });

  it('takes the earliest local date across time zones', () => {
    // 03:30 UTC on 23 November is still 22 November in New York and Chicago.
    const now = new Date('2026-11-23T03:30:00Z');
    expect(earliestToday(['America/New_York', 'America/Chicago'], now)).toBe('2026-11-22');
    // 05:30 UTC: New York has reached the 23rd, Chicago has not.
    expect(earliestToday(['America/New_York'], new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-23');
    expect(earliestToday(['America/New_York', 'America/Chicago'], new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-22');
    expect(earliestToday([], now)).toBe('2026-11-23');
  });
});
