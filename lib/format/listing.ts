import type { Formatter } from './formatter';

/**
 * Listing values as people read them. Plain module (client and server): the caller passes its
 * formatter (useFormatter() / getFormatter() in components, lib/format/formatter's in lib/), so
 * the locale decides the words. Prices and counts are `format.number(n, 'price' | 'count')`.
 */

/** A calendar day (YYYY-MM-DD, as dates come from the API) as people write it: "Nov 20, 2026". */
export function formatDay(format: Formatter, isoDay: string): string {
  const time = Date.parse(isoDay.length === 10 ? `${isoDay}T00:00:00Z` : isoDay);
  return Number.isNaN(time) ? isoDay : format.dateTime(time, 'day');
}

const DAY_MS = 86_400_000;

/** Whole days a listing has been on the site, as of `now`; never negative. */
export function daysOnSite(listedAt: string | null, now: number): number | null {
  if (listedAt === null) return null;
  const listed = Date.parse(listedAt);
  return Number.isNaN(listed) ? null : Math.max(0, Math.floor((now - listed) / DAY_MS));
}

/** An open house's time, in the zone: "Saturday, November 28, 1:00 – 3:00 PM" (the platform's range format). */
export function formatTimeRange(format: Formatter, startsAt: string, endsAt: string, timeZone: string): string {
  return format.dateTimeRange(new Date(startsAt), new Date(endsAt), 'openHouse', { timeZone });
}

/** A moment as people read it, in the zone: "Nov 25, 2026, 9:00 PM" (a feed's "data as of" time). */
export function formatMoment(format: Formatter, iso: string, timeZone: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return format.dateTime(time, 'moment', { timeZone });
}
