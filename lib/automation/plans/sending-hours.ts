/**
 * Texts and voice drops of action plans go out only within the company's sending hours
 * (automation settings, company time zone): a lead is not woken at 23:00 by a drip. Pure.
 */
import { dayOf, zonedTime } from '@/lib/property/schedule';
import { PARSE_LOCALE } from '@/lib/format/parse-locale';

export interface SendingHours {
  /** HH:MM, 24-hour, start before end (the settings schema checks it). */
  start: string;
  end: string;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function wallMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat(PARSE_LOCALE, { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (get('hour') % 24) * 60 + get('minute');
}

/**
 * Null when `at` is within the hours; else the next moment they open: today's start when it
 * is still early, tomorrow's when the day's hours are over.
 */
export function nextSendingTime(at: Date, hours: SendingHours, timeZone: string): Date | null {
  const now = wallMinutes(at, timeZone);
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  if (now >= start && now < end) return null;
  const today = dayOf(at, timeZone);
  const day = now < start ? today : (() => {
    const next = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
    return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  })();
  return zonedTime(day, Math.floor(start / 60), start % 60, timeZone);
}
