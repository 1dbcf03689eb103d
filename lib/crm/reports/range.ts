/**
 * The date range every report covers, in the company's time zone (pure: the API, the page and
 * the unit tests share it). `from` and `to` are calendar days, both included; the range
 * defaults to the last 30 days (today included) and is at most two years long.
 */
import { dayOf, parseDay, zonedTime } from '@/lib/property/schedule';

export type Day = { year: number; month: number; day: number };
export type Interval = 'week' | 'month';

export interface ReportRange {
  /** YYYY-MM-DD, first day included. */
  from: string;
  /** YYYY-MM-DD, last day included. */
  to: string;
  /** The first moment of `from` in the zone. */
  fromAt: Date;
  /** The first moment after `to` in the zone (exclusive end). */
  toAt: Date;
}

export const DEFAULT_RANGE_DAYS = 30;
/** Two years of days (a leap year's extra day included). */
export const MAX_RANGE_DAYS = 731;
/** Week buckets up to about a quarter; months beyond (a chart of 100 weekly bars says little). */
export const WEEKLY_UP_TO_DAYS = 92;

const DAY_MS = 86_400_000;
const utc = (d: Day) => Date.UTC(d.year, d.month - 1, d.day);
const fromUtc = (ms: number): Day => {
  const at = new Date(ms);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
};

export const addDays = (d: Day, days: number): Day => fromUtc(utc(d) + days * DAY_MS);
export const dayString = (d: Day) => `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
/** Days from a to b (b − a). */
export const daysBetween = (a: Day, b: Day) => Math.round((utc(b) - utc(a)) / DAY_MS);

/** The Monday a day's week starts on (ISO weeks, as PostgreSQL's date_trunc('week') counts them). */
export function weekStart(d: Day): Day {
  const weekday = new Date(utc(d)).getUTCDay(); // 0 = Sunday
  return addDays(d, -((weekday + 6) % 7));
}

export const monthStart = (d: Day): Day => ({ year: d.year, month: d.month, day: 1 });

export function bucketStart(d: Day, interval: Interval): Day {
  return interval === 'week' ? weekStart(d) : monthStart(d);
}

/** Every bucket the range touches, as the first day of each (the first may start before `from`). */
export function bucketsOf(range: Pick<ReportRange, 'from' | 'to'>, interval: Interval): string[] {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to) return [];
  const out: string[] = [];
  let at = bucketStart(from, interval);
  while (utc(at) <= utc(to)) {
    out.push(dayString(at));
    at = interval === 'week' ? addDays(at, 7) : fromUtc(Date.UTC(at.year, at.month, 1));
  }
  return out;
}

export const intervalFor = (range: Pick<ReportRange, 'from' | 'to'>): Interval => {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  return from && to && daysBetween(from, to) + 1 <= WEEKLY_UP_TO_DAYS ? 'week' : 'month';
};

export type RangeResult = { ok: true; range: ReportRange } | { ok: false; field: 'from' | 'to'; message: string };

function rangeOf(from: Day, to: Day, timeZone: string): ReportRange {
  return { from: dayString(from), to: dayString(to), fromAt: zonedTime(from, 0, 0, timeZone), toAt: zonedTime(addDays(to, 1), 0, 0, timeZone) };
}

/** The default: the last 30 days, today (in the zone) included. */
export function defaultRange(now: Date, timeZone: string): ReportRange {
  const today = dayOf(now, timeZone);
  return rangeOf(addDays(today, -(DEFAULT_RANGE_DAYS - 1)), today, timeZone);
}

/**
 * `from`/`to` as the URL gives them (empty or absent: the default's day). A day that is no
 * calendar date, `from` after `to`, or a range longer than two years is refused naming the field.
 */
export function parseRange(input: { from?: string | undefined; to?: string | undefined }, now: Date, timeZone: string): RangeResult {
  const fallback = defaultRange(now, timeZone);
  const toText = input.to?.trim() || '';
  const to = toText ? parseDay(toText) : parseDay(fallback.to);
  if (!to || to.year < 2000 || to.year > 2100) return { ok: false, field: 'to', message: 'must be a day such as 2026-11-25, from 2000 to 2100' };
  const fromText = input.from?.trim() || '';
  // Only `to` given: the 30 days ending there.
  const from = fromText ? parseDay(fromText) : addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (!from || from.year < 2000 || from.year > 2100) return { ok: false, field: 'from', message: 'must be a day such as 2026-10-27, from 2000 to 2100' };
  if (utc(from) > utc(to)) return { ok: false, field: 'from', message: 'must be on or before to' };
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return { ok: false, field: 'from', message: 'the range may be at most two years long' };
  return { ok: true, range: rangeOf(from, to, timeZone) };
}

/** The page's range presets: the last 7, 30 and 90 days, and this year so far. */
export function presetRange(preset: '7' | '30' | '90' | 'year', now: Date, timeZone: string): { from: string; to: string } {
  const today = dayOf(now, timeZone);
  const from = preset === 'year' ? { year: today.year, month: 1, day: 1 } : addDays(today, -(Number(preset) - 1));
  return { from: dayString(from), to: dayString(today) };
}
