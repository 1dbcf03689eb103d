import { inArray } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import type { OpportunityStage } from '@/lib/db/schema/opportunities';
import type { LeadStage } from '@/lib/db/schema/leads';
import { insertInChunks } from './batch';
import { type ActivityRow, type CrmSeedContext, DAY, HOUR, type SeededLead } from './crm-context';

const PATH: OpportunityStage[] = ['qualified', 'showing', 'offer', 'under_contract'];

/** Which pipeline stage a lead's deal is at, by the lead's own stage (null: no deal for this lead). */
function dealStage(ctx: CrmSeedContext, lead: SeededLead): OpportunityStage | null {
  const { rng } = ctx;
  const odds: Partial<Record<LeadStage, number>> = { active: 0.75, appointment: 0.6, under_contract: 0.95, closed: 0.8, lost: 0.25, contacted: 0.1 };
  if (!rng.chance(odds[lead.stage] ?? 0)) return null;
  switch (lead.stage) {
    case 'under_contract': return rng.chance(0.8) ? 'under_contract' : 'offer';
    case 'closed': return 'closed_won';
    case 'lost': return 'closed_lost';
    case 'appointment': return rng.chance(0.6) ? 'showing' : 'qualified';
    case 'active': return rng.pick(['qualified', 'showing', 'showing', 'offer', 'offer'] as const);
    default: return 'qualified';
  }
}

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The pipeline board's demo (issue 15 item 3): deals on most active, appointment and
 * under-contract leads and on some closed and lost ones, worth the list price of a listing the
 * lead viewed or favourited, with their agent, an expected close (a few open ones overdue),
 * and on the lead's timeline the `stage` activities of how each card got where it is.
 * Draws come from a fork of the company's random source, so other seeds do not shift.
 */
export async function seedOpportunities(ctx: CrmSeedContext): Promise<void> {
  const { db, companyId, now, listings } = ctx;
  const rng = ctx.rng.fork('opportunities');
  const ctxOwn = { ...ctx, rng };
  const wanted = ctx.leads.flatMap((lead) => {
    const stage = dealStage(ctxOwn, lead);
    if (!stage) return [];
    const propertyId = lead.favourites[0] ?? lead.seen[0] ?? rng.pick(listings).id;
    // A buyer with two homes in play now and then.
    const second = stage !== 'closed_won' && stage !== 'closed_lost' && rng.chance(0.12) ? rng.pick(listings).id : null;
    return [{ lead, stage, propertyId }, ...(second !== null && second !== propertyId ? [{ lead, stage: 'qualified' as const, propertyId: second }] : [])];
  });
  if (wanted.length === 0) return;
  const prices = new Map(
    (await db.select({ id: t.properties.id, price: t.properties.listPrice }).from(t.properties).where(inArray(t.properties.id, [...new Set(wanted.map((w) => w.propertyId))])))
      .map((p) => [p.id, p.price]),
  );
  const positions = new Map<OpportunityStage, number>();
  const rows = wanted.map(({ lead, stage, propertyId }) => {
    const price = prices.get(propertyId) ?? rng.int(300, 1500) * 1000;
    // Offers land a little under or over the asking price, in thousands.
    const value = Math.round((price * rng.float(0.94, 1.03)) / 1000) * 1000;
    const closed = stage === 'closed_won' || stage === 'closed_lost';
    const start = Math.max(lead.createdAt.getTime(), now.getTime() - 80 * DAY) + rng.int(1, 48) * HOUR;
    const created = Math.min(start, now.getTime() - 2 * HOUR);
    const closedAt = closed ? Math.min(now.getTime() - HOUR, created + rng.int(10, 60) * DAY) : null;
    const expected = closed ? closedAt! : rng.chance(0.12) ? now.getTime() - rng.int(1, 12) * DAY : now.getTime() + rng.int(stage === 'under_contract' ? 5 : 14, stage === 'qualified' ? 120 : 60) * DAY;
    const position = positions.get(stage) ?? 0;
    positions.set(stage, position + 1);
    return {
      lead, created, closedAt,
      row: {
        companyId, leadId: lead.id, propertyId, agentId: lead.buyerAgentId ?? lead.listingAgentId ?? ctx.brokerId, stage, value,
        expectedCloseAt: day(expected), position, createdAt: new Date(created), updatedAt: new Date(closedAt ?? created), closedAt: closedAt === null ? null : new Date(closedAt),
      } satisfies typeof t.opportunities.$inferInsert,
    };
  });
  const ids = await db.insert(t.opportunities).values(rows.map((r) => r.row)).returning({ id: t.opportunities.id });
  const activities: ActivityRow[] = rows.flatMap((r, i) => {
    const id = ids[i]!.id;
    const { row } = r;
    const agentId = row.agentId;
    const base = { companyId, leadId: row.leadId, agentId, propertyId: row.propertyId, type: 'stage' as const };
    const steps: OpportunityStage[] = row.stage === 'closed_won' ? [...PATH, 'closed_won'] : row.stage === 'closed_lost' ? ['qualified', 'showing', 'closed_lost'] : PATH.slice(0, PATH.indexOf(row.stage) + 1);
    const end = r.closedAt ?? now.getTime() - rng.int(1, 72) * HOUR;
    const span = Math.max(HOUR, end - r.created);
    return steps.map((to, k) => ({
      ...base,
      data: { opportunityId: id, from: k === 0 ? null : steps[k - 1], to, value: row.value },
      occurredAt: new Date(r.created + (k === 0 ? 0 : (span * k) / (steps.length - 1))),
    }));
  });
  await insertInChunks(db, t.activities, activities, 1500);
}
