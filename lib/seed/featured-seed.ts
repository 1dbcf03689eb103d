import { and, eq, gte, lt, sql } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { todayBounds } from '@/lib/crm/dashboard-types';
import { type CrmSeedContext, DAY, HOUR, MINUTE, wordsFor } from './crm-context';
import { fill, SHOWING_MESSAGES } from './crm-phrases';
import { queryRows } from '@/lib/db/rows';

const FEATURED_SEEDED = 6;

/**
 * The planning side of a company's demo (issue 15, H6): a manager's choice of six featured
 * listings (the home page fills its other cards from the old rule), and a day worth opening the
 * dashboard for — every agent, broker and realtor has one or two confirmed showings today on
 * their own leads (each with the lead's request on the timeline), and a few of the staff's own
 * listings hold an open house today. Deterministic (ctx.rng); `now` only places it in time.
 */
export async function seedPlanning(ctx: CrmSeedContext): Promise<void> {
  const { db, rng, companyId, now, staff, listings, leads } = ctx;
  // Houses (type r): every demo site offers them, so each chosen listing is on the home page.
  const forSale = listings.length === 0 ? [] : (await queryRows<{ id: number }>(sql`select id from properties where property_type = 'r'
    and id in (${sql.join(listings.map((l) => sql`${l.id}`), sql`, `)}) order by id`, db)).map((r) => r.id);
  const chosen = rng.shuffle(forSale).slice(0, FEATURED_SEEDED).map((id) => ({ id }));
  const manager = staff.find((a) => a.isAdmin) ?? staff.find((a) => a.type === 'broker') ?? null;
  if (chosen.length > 0) {
    await db.insert(t.featuredListings).values(chosen.map((l, position) => ({ companyId, propertyId: l.id, position, addedBy: manager?.id ?? null, addedAt: new Date(now.getTime() - rng.int(1, 20) * DAY) })))
      .onConflictDoNothing();
  }

  // Today's showings, on free half-hour slots of the bookable day (showings_agent_slot_uq).
  const { start } = todayBounds(now);
  const taken = new Set(
    (await db.select({ agentId: t.showingRequests.agentId, at: t.showingRequests.requestedFor }).from(t.showingRequests)
      .where(and(eq(t.showingRequests.companyId, companyId), gte(t.showingRequests.requestedFor, start), lt(t.showingRequests.requestedFor, new Date(start.getTime() + DAY + HOUR)))))
      .map((r) => `${r.agentId}:${r.at.getTime()}`),
  );
  const dayStart = start.getTime() + 9 * HOUR; // 9:00 local (the schedule's first slot)
  const showings: (typeof t.showingRequests.$inferInsert)[] = [];
  for (const agent of staff.filter((a) => a.type !== 'lender' && a.isActive)) {
    const own = leads.filter((l) => l.buyerAgentId === agent.id && l.seen.length > 0);
    for (const lead of rng.shuffle(own).slice(0, rng.int(1, 2))) {
      let slot = dayStart + rng.int(0, 16) * 30 * MINUTE;
      while (taken.has(`${agent.id}:${slot}`)) slot += 30 * MINUTE;
      taken.add(`${agent.id}:${slot}`);
      const propertyId = rng.pick(lead.seen);
      const said = rng.pick(SHOWING_MESSAGES);
      const asked = now.getTime() - rng.int(20, 72) * HOUR;
      showings.push({ companyId, leadId: lead.id, propertyId, agentId: agent.id, requestedFor: new Date(slot), message: said ? fill(said, wordsFor(ctx, lead, propertyId)) : null, status: 'confirmed', createdAt: new Date(asked) });
    }
  }
  if (showings.length > 0) {
    const ids = await db.insert(t.showingRequests).values(showings).returning({ id: t.showingRequests.id });
    await db.insert(t.activities).values(showings.map((s, k) => ({
      companyId, leadId: s.leadId, type: 'lead-request-showing' as const, propertyId: s.propertyId,
      data: { showingId: ids[k]?.id, requestedFor: s.requestedFor.toISOString(), message: s.message }, occurredAt: s.createdAt,
    })));
  }

  // Open houses today on a few listings the staff list (matched by name, as the site does).
  const names = staff.filter((a) => a.type !== 'lender').map((a) => `${a.firstName} ${a.lastName}`.toLowerCase());
  const ids = listings.map((l) => l.id);
  if (names.length === 0 || ids.length === 0) return;
  const theirs = await queryRows<{ id: number }>(sql`select p.id from properties p
    where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and lower(p.list_agent_full_name) in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})
      and not exists (select 1 from open_houses o where o.property_id = p.id and o.starts_at >= ${start} and o.starts_at < ${new Date(start.getTime() + DAY)})
    order by p.id limit 3`, db);
  const houses = theirs.map((r, k) => {
    const startsAt = new Date(start.getTime() + (11 + k * 2) * HOUR);
    return { propertyId: r.id, startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR), remarks: 'Open house: come by, no appointment needed.' };
  });
  if (houses.length > 0) await db.insert(t.openHouses).values(houses);
}
