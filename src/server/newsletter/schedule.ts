import { TZDate } from '@date-fns/tz';
import { SEND_DAYS, type SendDay } from '#shared/newsletter/settings';

/** JavaScript's day numbers (Sunday 0) of the send days. */
const DAY_NUMBER: Record<SendDay, number> = { Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5 };

/**
 * The next time it is `hour`:00 on `day` in `timeZone`, strictly after `now`. Computed on the
 * wall clock of that zone (so 9 am stays 9 am across daylight saving), then read as an instant.
 */
export function nextSendTime(day: SendDay, hour: number, timeZone: string, now: Date = new Date()): Date {
  const local = new TZDate(now.getTime(), timeZone);
  for (let add = 0; add <= 7; add++) {
    const candidate = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + add, hour, 0, 0, timeZone);
    if (candidate.getDay() === DAY_NUMBER[day] && candidate.getTime() > now.getTime()) return new Date(candidate.getTime());
  }
  // Unreachable: one of eight consecutive days is the send day, and the eighth is a week later.
  throw new RangeError(`No ${day} found after ${now.toISOString()} (send days: ${SEND_DAYS.join(', ')}).`);
}

/** "Monday, December 7, 2026, 9:00 AM EST": an instant as the firm reads it. */
export function inFirmTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}
