import { and, eq, gte } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { bookableRanges, type DayOff, type WeeklyRange } from '@/lib/calendar/availability';
import { dayOf, dayText, zonedTime } from '@/lib/property/schedule';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import { type CrmSeedContext, DAY } from './crm-context';

/*
 * The calendar's demo (issue 15): every agent's weekly hours (most Monday–Friday 9–17, some
 * with Saturday mornings or a lunch break), a few days off, and showings the agents booked on
 * their own leads over the coming two weeks, so /calendar's week looks like a real week and
 * /schedule offers visitors those hours (the site's agent keeps the default). Deterministic: draws from ctx.rng, times from ctx.now.
 */

const H = 60;

function weekFor(index: number): WeeklyRange[] {
  const weekdays = [1, 2, 3, 4, 5];
  const style = index % 4;
  const ranges: WeeklyRange[] = [];
  for (const weekday of weekdays) {
    if (style === 2) ranges.push({ weekday, start: 9 * H, end: 12 * H }, { weekday, start: 13 * H, end: 17 * H + 30 });
    else if (style === 3) ranges.push({ weekday, start: 10 * H, end: 18 * H });
    else ranges.push({ weekday, start: 9 * H, end: 17 * H });
  }
  if (style === 1 || style === 3) ranges.push({ weekday: 6, start: 10 * H, end: 14 * H });
  return ranges;
}

export async function seedCalendar(ctx: CrmSeedContext): Promise<void> {
  const { db, rng, companyId, now, staff, leads, listings } = ctx;
  const today = dayOf(now, COMPANY_TIME_ZONE);
  const dayAfter = (n: number) => dayOf(new Date(zonedTime(today, 12, 0, COMPANY_TIME_ZONE).getTime() + n * DAY), COMPANY_TIME_ZONE);
  const taken = new Set(
    (await db.select({ agentId: t.showingRequests.agentId, at: t.showingRequests.requestedFor }).from(t.showingRequests).where(and(eq(t.showingRequests.companyId, companyId), gte(t.showingRequests.requestedFor, now))))
      .map((s) => `${s.agentId}@${s.at.getTime()}`),
  );
  // The agent listing pages offer for showings (the site's agent, else the first of type agent,
  // lib/property/agent-card) keeps the default hours, 9–18 every day, so a visitor always finds a
  // free slot on the demo, weekends too.
  const firstAgent = [...staff].filter((a) => a.type === 'agent' && a.isActive).sort((a, b) => a.id - b.id)[0]?.id;
  const offered = new Set([ctx.fallbackAgentId, firstAgent]);
  const showers = staff.filter((a) => a.type !== 'lender' && a.isActive && !offered.has(a.id));
  for (const [index, agent] of showers.entries()) {
    const weekly = weekFor(index);
    const daysOff: (DayOff & { note: string | null })[] = [];
    if (index % 3 === 1) {
      const off = dayText(zonedTime(dayAfter(rng.int(3, 9)), 12, 0, COMPANY_TIME_ZONE), COMPANY_TIME_ZONE);
      daysOff.push({ firstDay: off, lastDay: off, note: rng.pick(['Dentist', 'Closing out of town', 'Family day', 'Training course']) });
    }
    if (index % 4 === 2) {
      const first = dayText(zonedTime(dayAfter(rng.int(20, 30)), 12, 0, COMPANY_TIME_ZONE), COMPANY_TIME_ZONE);
      const last = dayText(zonedTime(dayAfter(rng.int(33, 37)), 12, 0, COMPANY_TIME_ZONE), COMPANY_TIME_ZONE);
      daysOff.push({ firstDay: first, lastDay: last, note: 'Vacation' });
    }
    await db.insert(t.agentCalendars).values({ agentId: agent.id, companyId, hoursSetAt: new Date(now.getTime() - rng.int(5, 60) * DAY) }).onConflictDoNothing();
    await db.insert(t.agentHours).values(weekly.map((r) => ({ companyId, agentId: agent.id, weekday: r.weekday, startMinute: r.start, endMinute: r.end })));
    if (daysOff.length) await db.insert(t.agentDaysOff).values(daysOff.map((d) => ({ companyId, agentId: agent.id, ...d })));

    // Showings on the agent's own leads, in their hours, over the coming two weeks.
    const own = leads.filter((l) => l.buyerAgentId === agent.id);
    if (own.length === 0 || listings.length === 0) continue;
    const wanted = rng.int(6, 10);
    const rows: (typeof t.showingRequests.$inferInsert)[] = [];
    for (let tries = 0; rows.length < wanted && tries < 60; tries += 1) {
      const day = dayAfter(rng.int(0, 13));
      const ranges = bookableRanges(day, weekly, daysOff);
      const range = ranges.length ? rng.pick(ranges) : null;
      if (!range) continue;
      const minute = range.start + 30 * rng.int(0, Math.max(0, (range.end - range.start) / 30 - 1));
      const at = zonedTime(day, Math.floor(minute / 60), minute % 60, COMPANY_TIME_ZONE);
      const key = `${agent.id}@${at.getTime()}`;
      if (at <= now || taken.has(key)) continue;
      taken.add(key);
      const lead = rng.pick(own);
      rows.push({ companyId, leadId: lead.id, propertyId: rng.pick(listings).id, agentId: agent.id, requestedFor: at, status: rng.chance(0.8) ? 'confirmed' : 'requested', createdAt: new Date(now.getTime() - rng.int(1, 72) * 3_600_000) });
    }
    if (rows.length === 0) continue;
    const made = await db.insert(t.showingRequests).values(rows).onConflictDoNothing().returning();
    if (made.length === 0) continue;
    await db.insert(t.activities).values(
      made.map((s) => ({
        companyId, leadId: s.leadId, agentId: agent.id, propertyId: s.propertyId, type: 'lead-request-showing' as const, occurredAt: s.createdAt,
        data: { showingId: s.id, requestedFor: s.requestedFor.toISOString(), scheduledBy: agent.id, showingAgentId: agent.id },
      })),
    );
  }
}
