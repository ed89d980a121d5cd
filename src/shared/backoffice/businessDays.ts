import { TZDate } from '@date-fns/tz';

/**
 * Business days as our promises count them ("launch within 10 business days"): Monday to Friday
 * in our office's time zone, less the US federal holidays of 5 U.S.C. 6103(a), each on the day it
 * is observed (6103(b): a Saturday holiday on the Friday before, a Sunday one on the Monday after).
 * State holidays and a firm's own closures are not counted: the promise is ours, kept on our days.
 */
export const OFFICE_TIME_ZONE = 'America/New_York';

/** The nth (1-based) weekday (0 Sunday) of a month, or the last one with n = -1; a day of the month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7);
}

/** A fixed-date holiday moved to the weekday it is observed on. */
function observed(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month, day));
  const weekday = date.getUTCDay();
  if (weekday === 6) date.setUTCDate(day - 1);
  if (weekday === 0) date.setUTCDate(day + 1);
  return date.toISOString().slice(0, 10);
}

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/** The federal holidays observed in a year, as YYYY-MM-DD (New Year's Day of the next year may fall on Dec 31). */
export function federalHolidays(year: number): Set<string> {
  return new Set([
    observed(year, 0, 1),
    iso(year, 0, nthWeekday(year, 0, 1, 3)), // Birthday of Martin Luther King, Jr.
    iso(year, 1, nthWeekday(year, 1, 1, 3)), // Washington's Birthday
    iso(year, 4, nthWeekday(year, 4, 1, -1)), // Memorial Day
    observed(year, 5, 19), // Juneteenth National Independence Day
    observed(year, 6, 4),
    iso(year, 8, nthWeekday(year, 8, 1, 1)), // Labor Day
    iso(year, 9, nthWeekday(year, 9, 1, 2)), // Columbus Day
    observed(year, 10, 11), // Veterans Day
    iso(year, 10, nthWeekday(year, 10, 4, 4)), // Thanksgiving Day
    observed(year, 11, 25),
    observed(year + 1, 0, 1), // observed on Friday, December 31 when January 1 is a Saturday
  ]);
}

export function isBusinessDay(year: number, month: number, day: number): boolean {
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !federalHolidays(year).has(iso(year, month, day));
}

/**
 * The end of the `count`th business day after `from`'s date in the office's time zone (midnight
 * starting the next day there): "within 10 business days" of a Friday-afternoon submission is the
 * end of the Friday two weeks later, or later when a holiday falls between.
 */
export function businessDaysAfter(from: Date, count: number, timeZone = OFFICE_TIME_ZONE): Date {
  const local = new TZDate(from.getTime(), timeZone);
  let [year, month, day] = [local.getFullYear(), local.getMonth(), local.getDate()];
  for (let left = count; left > 0;) {
    const next = new Date(Date.UTC(year, month, day + 1));
    [year, month, day] = [next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate()];
    if (isBusinessDay(year, month, day)) left--;
  }
  return new Date(new TZDate(year, month, day + 1, 0, 0, 0, timeZone).getTime());
}
