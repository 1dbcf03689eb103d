import 'server-only';
import { and, eq, gte } from 'drizzle-orm';
import { DEFAULT_RANGE, minuteOf, timeOf, weeklyProblems, type WeeklyRange } from '@/lib/calendar/availability';
import { daysOffBetween, weeklyHoursOf } from '@/lib/calendar/agent-hours';
import { getDb } from '@/lib/db/client';
import { agentCalendars, agentDaysOff, agentHours } from '@/lib/db/schema';
import { dayText } from '@/lib/property/schedule';
import { recordAudit } from '@/lib/audit/log';
import { unprocessable } from '@/lib/http/errors';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import type { CrmAccess } from './access';
import { calendarAgent } from './calendar-agent';
import type { AvailabilityBody } from './calendar-query';
import type { Availability } from './calendar-types';

/*
 * GET/PUT /api/crm/availability (issue 15): an agent's weekly hours and days off, which the
 * visitors' /schedule offers slots from (lib/property/showings). The agent's own; brokers and
 * admins may read and set a colleague's (`agentId`). PUT replaces both lists at once. Days off
 * that ended before today are kept but not listed (the past needs no editing).
 */

const MAX_DAY_OFF_SPAN_DAYS = 366;

export async function getAvailability(access: CrmAccess, agentId: number | undefined, now = new Date()): Promise<Availability> {
  const db = await getDb();
  const agent = await calendarAgent(db, access, agentId);
  const [weekly, off] = await Promise.all([weeklyHoursOf(db, access.companyId, agent.id), daysOffBetween(db, access.companyId, agent.id, dayText(now, COMPANY_TIME_ZONE), '9999-12-31')]);
  const shown: WeeklyRange[] = weekly ?? [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...DEFAULT_RANGE }));
  return {
    agentId: agent.id,
    hoursSet: weekly !== null,
    weekly: shown.map((r) => ({ weekday: r.weekday, start: timeOf(r.start), end: timeOf(r.end) })),
    daysOff: off.map((d) => ({ date: d.firstDay, ...(d.lastDay !== d.firstDay ? { endDate: d.lastDay } : {}), ...(d.note ? { note: d.note } : {}) })),
  };
}

/** Every problem of the body by field ("weekly.1.end"), else the ranges in minutes. 422 on any. */
function checked(body: AvailabilityBody): WeeklyRange[] {
  const weekly = body.weekly.map((r) => ({ weekday: r.weekday, start: minuteOf(r.start) ?? 0, end: minuteOf(r.end) ?? 0 }));
  const errors: Record<string, string> = {};
  for (const p of weeklyProblems(weekly)) errors[`weekly.${p.index}.${p.field}`] ??= p.message;
  body.daysOff.forEach((d, i) => {
    if (d.endDate !== undefined && d.endDate < d.date) errors[`daysOff.${i}.endDate`] = 'must not be before date';
    else if (d.endDate !== undefined && (Date.parse(d.endDate) - Date.parse(d.date)) / 86_400_000 > MAX_DAY_OFF_SPAN_DAYS) errors[`daysOff.${i}.endDate`] = `at most ${MAX_DAY_OFF_SPAN_DAYS} days after date`;
  });
  const keys = Object.keys(errors);
  if (keys.length > 0) throw unprocessable(`${keys[0]}: ${errors[keys[0]!]}`, errors);
  return weekly;
}

export async function putAvailability(access: CrmAccess, agentId: number | undefined, body: AvailabilityBody, now = new Date()): Promise<Availability> {
  const weekly = checked(body);
  const db = await getDb();
  const agent = await calendarAgent(db, access, agentId);
  const today = dayText(now, COMPANY_TIME_ZONE);
  await db.transaction(async (tx) => {
    // The agent's calendar row, locked: two saves of one agent's hours apply one after the other.
    await tx.insert(agentCalendars).values({ agentId: agent.id, companyId: access.companyId, hoursSetAt: now }).onConflictDoUpdate({ target: agentCalendars.agentId, set: { hoursSetAt: now } });
    await tx.select({ id: agentCalendars.agentId }).from(agentCalendars).where(eq(agentCalendars.agentId, agent.id)).for('update');
    await tx.delete(agentHours).where(and(eq(agentHours.agentId, agent.id), eq(agentHours.companyId, access.companyId)));
    if (weekly.length > 0) await tx.insert(agentHours).values(weekly.map((r) => ({ companyId: access.companyId, agentId: agent.id, weekday: r.weekday, startMinute: r.start, endMinute: r.end })));
    // Past days off stay as they were; the list replaces those from today on.
    await tx.delete(agentDaysOff).where(and(eq(agentDaysOff.agentId, agent.id), eq(agentDaysOff.companyId, access.companyId), gte(agentDaysOff.lastDay, today)));
    if (body.daysOff.length > 0) {
      await tx.insert(agentDaysOff).values(body.daysOff.map((d) => ({ companyId: access.companyId, agentId: agent.id, firstDay: d.date, lastDay: d.endDate ?? d.date, note: d.note?.trim() || null })));
    }
    await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'crm.availability.update', outcome: 'success', subject: `agent ${agent.id}` }, null, tx);
  });
  return getAvailability(access, agent.id, now);
}
