/**
 * "5 min ago", "3 days ago" for the CRM's lists, with the absolute time beside it for a
 * title attribute. Plain module (client and server); `now` is passed in so the server's
 * first paint and the client's agree.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style: 'short' });
const absolute = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function formatRelativeTime(iso: string, now: number): string {
  const diff = Date.parse(iso) - now;
  if (!Number.isFinite(diff)) return '';
  if (Math.abs(diff) < 60_000) return 'just now';
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.trunc(diff / ms), unit);
  }
  return 'just now';
}

/** The exact time in UTC, for a title (the same on server and client). */
export function formatAbsoluteTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? `${absolute.format(at)} UTC` : '';
}
