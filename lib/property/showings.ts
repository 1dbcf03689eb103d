import 'server-only';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bookableRangesOn } from '@/lib/calendar/agent-hours';
import { agents, showingRequests } from '@/lib/db/schema';
import { daySlots, zonedTime, type Slot } from './schedule';

/** The company's agents who show homes (lenders do not). */
export async function showingAgent(companyId: number, agentId: number): Promise<{ id: number; name: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: agents.id, firstName: agents.firstName, lastName: agents.lastName })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.id, agentId), eq(agents.isActive, true), ne(agents.type, 'lender')));
  return row ? { id: row.id, name: `${row.firstName} ${row.lastName}` } : null;
}

/**
 * An agent's half-hour slots for a day within their hours (none on a day off; 9:00–18:00 for an
 * agent who set none), booked ones (not cancelled) taken.
 */
export async function agentDay(companyId: number, agentId: number, day: { year: number; month: number; day: number }, timeZone: string, now: Date): Promise<Slot[]> {
  const from = zonedTime(day, 0, 0, timeZone);
  const to = new Date(from.getTime() + 26 * 3_600_000); // a day, with room for a daylight-saving change
  const db = await getDb();
  const booked = await db
    .select({ at: showingRequests.requestedFor })
    .from(showingRequests)
    .where(
      and(
        eq(showingRequests.companyId, companyId),
        eq(showingRequests.agentId, agentId),
        gte(showingRequests.requestedFor, from),
        lt(showingRequests.requestedFor, to),
        sql`${showingRequests.status} <> 'cancelled'`,
      ),
    );
  const ranges = await bookableRangesOn(db, companyId, agentId, day);
  return daySlots(day, timeZone, booked.map((b) => b.at), now, ranges);
}
