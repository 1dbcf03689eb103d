/**
 * Wall-clock date and time in the company's time zone ↔ moments, for the calendar's forms
 * (a date and a time input mean the company's time, wherever the browser is).
 */
import { dayText, parseDay, zonedTime } from '@/lib/property/schedule';

/** "2026-11-26" + "14:30" in the zone → the ISO moment; null when either does not parse. */
export function zonedIso(date: string, time: string, timeZone: string): string | null {
  const day = parseDay(date);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !match) return null;
  return zonedTime(day, Number(match[1]), Number(match[2]), timeZone).toISOString();
}

/** A moment as the zone's { date: "2026-11-26", time: "14:30" }. */
export function zonedParts(at: Date, timeZone: string): { date: string; time: string } {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return { date: dayText(at, timeZone), time };
}

export function zonedLabel(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at);
}
