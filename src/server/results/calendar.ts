import { readNewsletterValues } from '../newsletter/settings';

/**
 * The days and months the reports count in: the firm's own, in its time zone (the newsletter's
 * time zone, which defaults to the zone of the firm profile's first licensed state). A click at
 * 11:30 p.m. in Chicago on January 31 counts on January 31 and in January, as the firm lived it.
 */
export interface FirmCalendar {
  zone: string;
  /** `YYYY-MM-DD` of the instant in the firm's zone. */
  day(at: number): string;
  /** `YYYY-MM` of the instant in the firm's zone. */
  month(at: number): string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dayIn(zone: string, at: number): string {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export const calendarIn = (zone: string): FirmCalendar => ({
  zone,
  day: (at) => dayIn(zone, at),
  month: (at) => dayIn(zone, at).slice(0, 7),
});

/**
 * A firm's zone is read at most once a minute per instance: counting runs with every click and
 * delivery, and a change of zone is rare (counts made in that minute keep the old zone's days).
 */
const ZONE_KEPT_MS = 60_000;
const zones = new Map<string, { zone: string; until: number }>();

export async function firmCalendar(tenantId: string): Promise<FirmCalendar> {
  const now = Date.now();
  const kept = zones.get(tenantId);
  if (kept && kept.until > now) return calendarIn(kept.zone);
  const zone = (await readNewsletterValues(tenantId)).values.time_zone;
  if (zones.size > 10_000) zones.clear();
  zones.set(tenantId, { zone, until: now + ZONE_KEPT_MS });
  return calendarIn(zone);
}
