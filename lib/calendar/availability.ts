/**
 * An agent's weekly hours and days off (issue 15), as plain data: the rules that both the
 * availability editor in /calendar and the server check, and the bookable ranges of a day that
 * /schedule's slots and the CRM's showings are cut from. Pure; no database, no clock.
 */

/** Hours are set on the half hour, as the slots visitors book are half an hour long. */
export const HOURS_STEP_MINUTES = 30;
/** An agent who set no hours: 9:00–18:00 every day (what /schedule offered before hours existed). */
export const DEFAULT_RANGE = { start: 9 * 60, end: 18 * 60 } as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface MinuteRange {
  start: number;
  end: number;
}
export interface WeeklyRange extends MinuteRange {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}
export interface DayOff {
  /** YYYY-MM-DD, first and last day inclusive. */
  firstDay: string;
  lastDay: string;
}
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** "09:30" → 570; "24:00" is the end of the day. Null when not a time of day. */
export function minuteOf(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** 570 → "09:30". */
export function timeOf(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/**
 * Problems with a week of ranges, by index ("weekly.2.end" style keys left to the caller):
 * each must start before it ends, on the half hour, and not overlap another range of its day.
 */
export function weeklyProblems(ranges: readonly WeeklyRange[]): { index: number; field: 'start' | 'end'; message: string }[] {
  const problems: { index: number; field: 'start' | 'end'; message: string }[] = [];
  ranges.forEach((r, index) => {
    if (r.start % HOURS_STEP_MINUTES !== 0) problems.push({ index, field: 'start', message: 'must be on the hour or half hour' });
    else if (r.end % HOURS_STEP_MINUTES !== 0) problems.push({ index, field: 'end', message: 'must be on the hour or half hour' });
    else if (r.end <= r.start) problems.push({ index, field: 'end', message: 'must be after the start' });
  });
  if (problems.length > 0) return problems;
  const order = ranges.map((r, index) => ({ ...r, index })).sort((a, b) => a.weekday - b.weekday || a.start - b.start);
  for (let i = 1; i < order.length; i += 1) {
    const [before, after] = [order[i - 1], order[i]];
    if (before && after && before.weekday === after.weekday && after.start < before.end) {
      problems.push({ index: after.index, field: 'start', message: `overlaps ${timeOf(before.start)}–${timeOf(before.end)} that day` });
    }
  }
  return problems;
}

/** The weekday (0 Sunday) of a calendar date: the same everywhere, so UTC computes it. */
export function weekdayOf(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

export function dayKey(day: CalendarDay): string {
  return `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/**
 * The ranges of a day an agent takes showings in: none on a day off; the default when they
 * never set hours (`weekly` null); else their ranges for that weekday, in order.
 */
export function bookableRanges(day: CalendarDay, weekly: readonly WeeklyRange[] | null, daysOff: readonly DayOff[]): MinuteRange[] {
  const key = dayKey(day);
  if (daysOff.some((off) => off.firstDay <= key && key <= off.lastDay)) return [];
  if (weekly === null) return [{ ...DEFAULT_RANGE }];
  const weekday = weekdayOf(day);
  return weekly.filter((r) => r.weekday === weekday).map((r) => ({ start: r.start, end: r.end })).sort((a, b) => a.start - b.start);
}
