/**
 * Wall-clock date and time in the company's time zone ↔ moments, for the calendar's forms
 * (a date and a time input mean the company's time, wherever the browser is).
 */
import type { Formatter } from '@/lib/format/formatter';
import { dayText, parseDay, wallClock, zonedTime } from '@/lib/property/schedule';

/** "2026-11-26" + "14:30" in the zone → the ISO moment; null when either does not parse. */
export function zonedIso(date: string, time: string, timeZone: string): string | null {
  const day = parseDay(date);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !match) return null;
  return zonedTime(day, Number(match[1]), Number(match[2]), timeZone).toISOString();
}

/** A moment as the zone's { date: "2026-11-26", time: "14:30" }. */
export function zonedParts(at: Date, timeZone: string): { date: string; time: string } {
  return { date: dayText(at, timeZone), time: wallClock(at, timeZone) };
}

/** "Wed, Nov 25, 9:00 AM" in the zone, through the caller's formatter. */
export function zonedLabel(format: Formatter, at: Date, timeZone: string): string {
  return format.dateTime(at, 'showing', { timeZone });
}
