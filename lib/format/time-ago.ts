/**
 * SPEC §9 time-ago units: min, hour, day, mo, yr (no weeks). Plain module (client and server):
 * the words come from the catalogue's `TimeAgo` messages through whatever translator the caller
 * has (useTranslations / getTranslations / lib/format/formatter's translator), and `now` is passed
 * in so the server's first paint and the client's agree.
 */
export type TimeAgoUnit = 'min' | 'hour' | 'day' | 'mo' | 'yr';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** An average month (365.25 / 12 days): 30 days is "1 mo", 364 days "11 mo", 365 days "1 yr". */
const MONTH = 30.4375 * DAY;
const YEAR = 365 * DAY;

export interface TimeAgoParts {
  unit: TimeAgoUnit;
  count: number;
  /** The moment is after `now` ("in 5 min"). */
  future: boolean;
}

/** The unit and whole count for a moment as seen from `now`; null under a minute ("just now") or for an unreadable time. */
export function timeAgoParts(iso: string, now: number): TimeAgoParts | null {
  const diff = Date.parse(iso) - now;
  if (!Number.isFinite(diff)) return null;
  const ms = Math.abs(diff);
  const future = diff > 0;
  if (ms < MINUTE) return null;
  if (ms < HOUR) return { unit: 'min', count: Math.floor(ms / MINUTE), future };
  if (ms < DAY) return { unit: 'hour', count: Math.floor(ms / HOUR), future };
  if (ms < 30 * DAY) return { unit: 'day', count: Math.floor(ms / DAY), future };
  if (ms < YEAR) return { unit: 'mo', count: Math.min(11, Math.max(1, Math.floor(ms / MONTH))), future };
  return { unit: 'yr', count: Math.floor(ms / YEAR), future };
}

/** A translator scoped to the `TimeAgo` namespace (what useTranslations('TimeAgo') gives). */
export type TimeAgoTranslator = (key: `${'ago' | 'in' | 'for'}.${TimeAgoUnit}` | 'justNow', values?: { count: number }) => string;

/** "5 min ago", "1 hour ago", "in 3 days", "just now"; '' for an unreadable time. */
export function timeAgo(t: TimeAgoTranslator, iso: string, now: number): string {
  if (!Number.isFinite(Date.parse(iso))) return '';
  const parts = timeAgoParts(iso, now);
  if (!parts) return t('justNow');
  return t(`${parts.future ? 'in' : 'ago'}.${parts.unit}`, { count: parts.count });
}

/** A span without "ago" ("5 min", "3 hours"): how long something has waited; at least "1 min". */
export function timeSpan(t: TimeAgoTranslator, iso: string, now: number): string {
  const parts = timeAgoParts(iso, Math.max(now, Date.parse(iso)));
  return parts ? t(`for.${parts.unit}`, { count: parts.count }) : t('for.min', { count: 1 });
}
