/**
 * An agent's bookable showing times for a day (GET /api/agents/{id}/schedule/day, issue 5):
 * half-hour slots in business hours in the company's time zone, each free unless a showing is
 * already booked at that time or it has passed. Pure; the route reads the bookings.
 */
import { DAY_KEY_LOCALE, PARSE_LOCALE } from '@/lib/format/parse-locale';
export const SLOT_MINUTES = 30;
export const DAY_START_HOUR = 9;
export const DAY_END_HOUR = 18;
/** How far ahead a showing can be asked for. */
export const MAX_DAYS_AHEAD = 60;

export interface Slot {
  start: string;
  end: string;
  available: boolean;
}

/** A calendar date "YYYY-MM-DD" that exists, else null. */
export function parseDay(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day ? { year, month, day } : null;
}

/** The calendar day of a moment in a zone, as YYYY-MM-DD (en-CA writes dates that way). */
export function dayText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(DAY_KEY_LOCALE, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The wall-clock time of a moment in a zone, as HH:MM (24-hour). */
export function wallClock(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(PARSE_LOCALE, { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour').padStart(2, '0')}:${get('minute')}`;
}

/** The calendar day of a moment in a zone. */
export function dayOf(at: Date, timeZone: string): { year: number; month: number; day: number } {
  return parseDay(dayText(at, timeZone))!;
}

/** Minutes the zone is ahead of UTC at a moment (New York: −300 in winter, −240 in summer). */
function offsetMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat(PARSE_LOCALE, { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute')) - Math.floor(at / 60_000) * 60_000) / 60_000;
}

/** The UTC moment of a wall-clock time in a zone. */
export function zonedTime(day: { year: number; month: number; day: number }, hour: number, minute: number, timeZone: string): Date {
  const guess = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  const first = guess - offsetMinutes(guess, timeZone) * 60_000;
  // Once more from the corrected moment: right across a daylight-saving change too.
  return new Date(guess - offsetMinutes(first, timeZone) * 60_000);
}

/** Whether a day is bookable at all: from today (in the zone) up to MAX_DAYS_AHEAD days on. */
export function dayInRange(day: { year: number; month: number; day: number }, timeZone: string, now: Date): boolean {
  const t = dayOf(now, timeZone);
  const days = (Date.UTC(day.year, day.month - 1, day.day) - Date.UTC(t.year, t.month - 1, t.day)) / 86_400_000;
  return days >= 0 && days <= MAX_DAYS_AHEAD;
}

/**
 * The half-hour slots of a day's bookable ranges (lib/calendar/availability's bookableRanges:
 * the agent's hours, none on a day off; 9:00–18:00 by default), each free unless booked or past.
 * A wall-clock time that a daylight-saving change skips or repeats is offered once.
 */
export function daySlots(
  day: { year: number; month: number; day: number },
  timeZone: string,
  booked: readonly Date[],
  now: Date,
  ranges: readonly { start: number; end: number }[] = [{ start: DAY_START_HOUR * 60, end: DAY_END_HOUR * 60 }],
): Slot[] {
  const taken = new Set(booked.map((d) => d.getTime()));
  const seen = new Set<number>();
  const slots: Slot[] = [];
  for (const range of ranges) {
    for (let minutes = range.start; minutes + SLOT_MINUTES <= range.end; minutes += SLOT_MINUTES) {
      const start = zonedTime(day, Math.floor(minutes / 60), minutes % 60, timeZone);
      if (seen.has(start.getTime()) || dayText(start, timeZone) !== dayKeyOf(day)) continue;
      seen.add(start.getTime());
      const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
      slots.push({ start: start.toISOString(), end: end.toISOString(), available: start > now && !taken.has(start.getTime()) });
    }
  }
  return slots;
}

function dayKeyOf(day: { year: number; month: number; day: number }): string {
  return `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}
