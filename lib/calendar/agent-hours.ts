import 'server-only';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { agentCalendars, agentDaysOff, agentHours } from '@/lib/db/schema';
import { bookableRanges, dayKey, type CalendarDay, type DayOff, type MinuteRange, type WeeklyRange } from './availability';

/** The agent's weekly ranges, or null when they never set hours (the default applies). */
export async function weeklyHoursOf(db: Db, companyId: number, agentId: number): Promise<WeeklyRange[] | null> {
  const [calendar] = await db
    .select({ hoursSetAt: agentCalendars.hoursSetAt })
    .from(agentCalendars)
    .where(and(eq(agentCalendars.agentId, agentId), eq(agentCalendars.companyId, companyId)))
    .limit(1);
  if (!calendar?.hoursSetAt) return null;
  return db
    .select({ weekday: agentHours.weekday, start: agentHours.startMinute, end: agentHours.endMinute })
    .from(agentHours)
    .where(and(eq(agentHours.agentId, agentId), eq(agentHours.companyId, companyId)))
    .orderBy(asc(agentHours.weekday), asc(agentHours.startMinute));
}

/** Days off that touch first..last (YYYY-MM-DD, inclusive). */
export async function daysOffBetween(db: Db, companyId: number, agentId: number, first: string, last: string): Promise<(DayOff & { note: string | null })[]> {
  return db
    .select({ firstDay: agentDaysOff.firstDay, lastDay: agentDaysOff.lastDay, note: agentDaysOff.note })
    .from(agentDaysOff)
    .where(and(eq(agentDaysOff.agentId, agentId), eq(agentDaysOff.companyId, companyId), lte(agentDaysOff.firstDay, last), gte(agentDaysOff.lastDay, first)))
    .orderBy(asc(agentDaysOff.firstDay));
}

/** The ranges of one day the agent takes showings in (company time zone minutes). */
export async function bookableRangesOn(db: Db, companyId: number, agentId: number, day: CalendarDay): Promise<MinuteRange[]> {
  const key = dayKey(day);
  const [weekly, off] = await Promise.all([weeklyHoursOf(db, companyId, agentId), daysOffBetween(db, companyId, agentId, key, key)]);
  return bookableRanges(day, weekly, off);
}
