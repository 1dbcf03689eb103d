import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { agents, leads, opportunities, properties } from '@/lib/db/schema';
import { propertyUrl } from '@/lib/search/property-json';
import type { CrmAccess } from './access';
import { escapeLike } from './lead-search';
import { leadDisplayName } from './lead-name';
import type { BoardQuery } from './opportunity-input';
import { emptyTotals, isOpportunityStage } from './opportunity-stages';
import type { OpportunityBoard, OpportunityCard } from './opportunity-types';
import { visibleLeadsWhere } from './visible-leads';

/** Cards a column shows; its totals count them all. A board of years of closed deals stays one screen. */
export const CARDS_PER_STAGE = 200;

const leadJoin = sql`${leads.companyId} = ${opportunities.companyId} and ${leads.id} = ${opportunities.leadId}`;

/** The opportunities this agent sees: those on leads they see (DESIGN §9), of their company. */
export const visibleOpportunitiesWhere = (access: CrmAccess): SQL => and(eq(opportunities.companyId, access.companyId), visibleLeadsWhere(access))!;

function boardWhere(access: CrmAccess, query: BoardQuery): SQL {
  const q = query.q ? `%${escapeLike(query.q.toLowerCase())}%` : null;
  return and(
    visibleOpportunitiesWhere(access),
    query.agentId !== undefined ? eq(opportunities.agentId, query.agentId) : undefined,
    query.leadId !== undefined ? eq(opportunities.leadId, query.leadId) : undefined,
    query.stage?.length ? inArray(opportunities.stage, query.stage) : undefined,
    // The lead's name or the listing's address, as typed.
    q ? sql`(lower(coalesce(${leads.firstName},'') || ' ' || coalesce(${leads.lastName},'')) like ${q} or lower(coalesce(${properties.unparsedAddress},'')) like ${q})` : undefined,
  )!;
}

/** Cards under a WHERE over opportunities, leads and properties; at most `perStage` a column, in board order. */
export async function selectCards(db: Db, where: SQL, perStage = CARDS_PER_STAGE): Promise<OpportunityCard[]> {
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: sql<number>`${opportunities.id}`.as('rid'),
        rank: sql<number>`row_number() over (partition by ${opportunities.stage} order by ${opportunities.position}, ${opportunities.id})`.as('rank'),
      })
      .from(opportunities)
      .innerJoin(leads, leadJoin)
      .leftJoin(properties, eq(properties.id, opportunities.propertyId))
      .where(where),
  );
  const rows = await db
    .with(ranked)
    .select({
      o: opportunities,
      leadFirstName: leads.firstName, leadLastName: leads.lastName, leadEmail: leads.email, leadPhone: leads.phone,
      address: properties.unparsedAddress,
      agentId: agents.id, agentName: sql<string | null>`${agents.firstName} || ' ' || ${agents.lastName}`,
    })
    .from(ranked)
    .innerJoin(opportunities, sql`${opportunities.id} = ${ranked.id}`)
    .innerJoin(leads, leadJoin)
    .leftJoin(properties, eq(properties.id, opportunities.propertyId))
    .leftJoin(agents, eq(agents.id, opportunities.agentId))
    .where(sql`${ranked.rank} <= ${perStage}`)
    .orderBy(opportunities.stage, opportunities.position, opportunities.id);
  return rows.map((r) => ({
    id: r.o.id,
    leadId: r.o.leadId,
    propertyId: r.o.propertyId,
    stage: r.o.stage,
    value: Number(r.o.value),
    expectedCloseAt: r.o.expectedCloseAt,
    position: r.o.position,
    lead: { id: r.o.leadId, fullName: leadDisplayName({ id: r.o.leadId, firstName: r.leadFirstName, lastName: r.leadLastName, email: r.leadEmail, phone: r.leadPhone }) },
    property: r.o.propertyId !== null && r.address !== null ? { id: r.o.propertyId, address: r.address, url: propertyUrl(r.o.propertyId, r.address) } : null,
    agent: r.agentId !== null ? { id: r.agentId, name: r.agentName ?? '' } : null,
    closedAt: r.o.closedAt ? r.o.closedAt.toISOString() : null,
    updatedAt: r.o.updatedAt.toISOString(),
  }));
}

/**
 * GET /api/crm/opportunities: the board the caller sees, filtered, and each column's count
 * and value over every card that matches (not only those shown). Two statements under the
 * same WHERE, run side by side; both walk opportunities_board_idx for the company.
 */
export async function listBoard(access: CrmAccess, query: BoardQuery): Promise<OpportunityBoard> {
  const db = await getDb();
  const where = boardWhere(access, query);
  const [cards, sums] = await Promise.all([
    selectCards(db, where),
    db
      .select({ stage: opportunities.stage, n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${opportunities.value}), 0)::text` })
      .from(opportunities)
      .innerJoin(leads, leadJoin)
      .leftJoin(properties, eq(properties.id, opportunities.propertyId))
      .where(where)
      .groupBy(opportunities.stage),
  ]);
  const totals = emptyTotals();
  for (const row of sums) if (isOpportunityStage(row.stage)) totals[row.stage] = { count: Number(row.n), sum: Number(row.sum) };
  return { data: cards, meta: { totals, perStage: CARDS_PER_STAGE } };
}

/** One card the caller sees, or null. */
export async function visibleCard(db: Db, access: CrmAccess, id: number): Promise<OpportunityCard | null> {
  const [card] = await selectCards(db, and(visibleOpportunitiesWhere(access), eq(opportunities.id, id))!, 1);
  return card ?? null;
}
