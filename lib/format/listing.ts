/** Numbers shown with comma thousands separators (SPEC §9); fractions to two places (2.5 acres). */
export const formatCount = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD, as dates come from the API) as people write it: "Nov 20, 2026". */
export function formatDay(isoDay: string): string {
  const time = Date.parse(isoDay.length === 10 ? `${isoDay}T00:00:00Z` : isoDay);
  return Number.isNaN(time) ? isoDay : DAY_FORMAT.format(time);
}

export const formatPrice = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;

const DAY_MS = 86_400_000;

/** Whole days a listing has been on the site, as of `now`; never negative. */
export function daysOnSite(listedAt: string | null, now: number): number | null {
  if (listedAt === null) return null;
  const listed = Date.parse(listedAt);
  return Number.isNaN(listed) ? null : Math.max(0, Math.floor((now - listed) / DAY_MS));
}

/** An open house's time, in the zone: "Saturday, November 28, 1:00 – 3:00 PM" (the platform's range format). */
export function formatTimeRange(startsAt: string, endsAt: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

/** A moment as people read it, in the zone: "Nov 25, 2026, 9:00 PM" (a feed's "data as of" time). */
export function formatMoment(iso: string, timeZone: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(time);
}
