/**
 * Calendar dates as YYYY-MM-DD strings. Waiting periods count calendar days, so dates are
 * compared as days, never as instants.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a valid YYYY-MM-DD, or undefined. */
export function dayNumber(date: string): number | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined;
  return ms / DAY_MS;
}

export function isCalendarDate(date: string): boolean {
  return dayNumber(date) !== undefined;
}

export function addDays(date: string, days: number): string {
  const start = dayNumber(date);
  if (start === undefined) throw new RangeError(`Not a date: ${date}`);
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date in `timeZone` (en-CA formats dates as YYYY-MM-DD). */
function todayIn(timeZone: string, now: Date): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/**
 * The earliest of today's dates across these time zones. A waiting period measured from
 * this date has passed everywhere the message could be said to be sent from or to.
 */
export function earliestToday(timeZones: readonly string[], now: Date = new Date()): string {
  if (timeZones.length === 0) return now.toISOString().slice(0, 10);
  return timeZones.map((zone) => todayIn(zone, now)).reduce((a, b) => (a < b ? a : b));
}
