import { describe, expect, it } from 'vitest';
import { businessDaysAfter, federalHolidays, isBusinessDay } from './businessDays';

describe('business days', () => {
  it('knows the federal holidays of 2026, each on the day it is observed', () => {
    expect([...federalHolidays(2026)].filter((d) => d.startsWith('2026')).sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday: observed on Friday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    // 2027: Christmas on a Saturday (Friday 24th); 2022: New Year's Day 2022 on a Saturday, observed on Dec 31, 2021.
    expect(federalHolidays(2027).has('2027-12-24')).toBe(true);
    expect(federalHolidays(2021).has('2021-12-31')).toBe(true);
    expect(isBusinessDay(2026, 10, 26)).toBe(false);
    expect(isBusinessDay(2026, 10, 27)).toBe(true);
  });

  it('counts ten business days past weekends and holidays, in New York time', () => {
    // Monday Nov 2, 2026, 10:00 in New York: Veterans Day (Wed 11th) falls between; the 10th business day is Tue Nov 17.
    expect(businessDaysAfter(new Date('2026-11-02T15:00:00Z'), 10).toISOString()).toBe('2026-11-18T05:00:00.000Z');
    // Tuesday Nov 24, 2026, 11 pm in New York (already Wednesday in UTC): Thanksgiving skipped; the 10th is Wed Dec 9.
    expect(businessDaysAfter(new Date('2026-11-25T04:00:00Z'), 10).toISOString()).toBe('2026-12-10T05:00:00.000Z');
    // A Saturday submission starts counting on Monday: the 10th business day is the Friday after next.
    expect(businessDaysAfter(new Date('2026-03-07T15:00:00Z'), 10).toISOString()).toBe('2026-03-21T04:00:00.000Z');
  });
});
