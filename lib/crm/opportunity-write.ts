import 'server-only';
import { and, eq, max, ne, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { activities, agents, leads, opportunities } from '@/lib/db/schema';
import { forbidden, HttpError, notFound, unprocessable } from '@/lib/http/errors';
import { listingAccess } from '@/lib/property/listing-access';
import type { Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';
import { lockVisibleLead } from './lead-lock';
import { visibleCard, visibleOpportunitiesWhere } from './opportunities';
import type { CreateOpportunityInput, PatchOpportunityInput } from './opportunity-input';
import { isClosedStage } from './opportunity-stages';
import type { OpportunityCard, OpportunityStage } from './opportunity-types';

const NOT_FOUND = 'Opportunity not found';

/** Lenders follow their leads' deals but do not work them (DESIGN §9: notes, to-dos and calls only). */
function requireDealMaker(access: CrmAccess) {
  if (access.type === 'lender') throw forbidden('Lenders cannot create or move opportunities');
}

/** The lead, locked, when the caller sees it; else 404 with the given message (no hint that it exists). */
async function lockLead(tx: Db, access: CrmAccess, leadId: number, message: string) {
  try {
    return await lockVisibleLead(tx, access, leadId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound(message);
    throw error;
  }
}

/** The end of a column: one past the company's largest position there. */
async function endOfColumn(tx: Db, companyId: number, stage: OpportunityStage): Promise<number> {
  const [row] = await tx.select({ last: max(opportunities.position) }).from(opportunities).where(and(eq(opportunities.companyId, companyId), eq(opportunities.stage, stage)));
  return Math.min((row?.last ?? -1) + 1, 2_000_000_000);
}

/** Who works a new deal: the caller, or (managers only) an active agent of the company who is not a lender. */
async function ownerOf(tx: Db, access: CrmAccess, agentId: number | undefined): Promise<number> {
  if (agentId === undefined || agentId === access.agentId) return access.agentId;
  if (!access.canManage) throw forbidden('Only brokers and admins may give an opportunity to another agent');
  const [agent] = await tx.select({ id: agents.id }).from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.companyId, access.companyId), eq(agents.isActive, true), ne(agents.type, 'lender'))).limit(1);
  if (!agent) throw unprocessable('agentId: must be an active agent, broker or realtor of the company', { agentId: 'must be an active agent, broker or realtor of the company' });
  return agent.id;
}

/**
 * POST /api/crm/opportunities: a new card at the end of its column, and on the lead's
 * timeline a `stage` activity `{opportunityId, from: null, to, value}` in the same
 * transaction. The lead must be one the caller sees (else 404); the listing one of the
 * company's feeds (else 422 naming propertyId).
 */
export async function createOpportunity(access: CrmAccess, company: Company, input: CreateOpportunityInput): Promise<OpportunityCard> {
  requireDealMaker(access);
  const propertyId = input.propertyId ?? null;
  if (propertyId !== null && (await listingAccess(company, propertyId, true)).kind === 'missing') {
    throw unprocessable('propertyId: no such listing in the company\'s feeds', { propertyId: 'no such listing in the company\'s feeds' });
  }
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const lead = await lockLead(tx, access, input.leadId, 'Lead not found');
    const agentId = await ownerOf(tx, access, input.agentId);
    const [row] = await tx.insert(opportunities).values({
      companyId: access.companyId, leadId: lead.id, propertyId, agentId, stage: input.stage, value: input.value,
      expectedCloseAt: input.expectedCloseAt, note: input.note ?? null, position: await endOfColumn(tx, access.companyId, input.stage),
      closedAt: isClosedStage(input.stage) ? new Date() : null,
    }).returning({ id: opportunities.id });
    if (!row) throw new Error('insert returned no row');
    await tx.insert(activities).values({
      companyId: access.companyId, leadId: lead.id, agentId: access.agentId, propertyId, type: 'stage',
      data: { opportunityId: row.id, from: null, to: input.stage, value: input.value },
    });
    return row.id;
  });
  return cardOrGone(db, access, id);
}

/**
 * PATCH /api/crm/opportunities/{id}. In one transaction: the deal's lead is locked (the
 * caller must see it, else 404 — another company's card is never found), the change is
 * written, and a stage move writes the lead's `stage` activity `{opportunityId, from, to,
 * value}`; a value or close-date change alone goes to the audit log (SPEC's activity types
 * have none for it). `position` puts the card at that place among the cards the caller sees
 * in its column, renumbering those.
 */
export async function updateOpportunity(access: CrmAccess, id: number, patch: PatchOpportunityInput, request: { headers: Headers }): Promise<OpportunityCard> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ leadId: opportunities.leadId }).from(opportunities).where(and(eq(opportunities.companyId, access.companyId), eq(opportunities.id, id))).limit(1);
    if (!found) throw notFound(NOT_FOUND);
    await lockLead(tx, access, found.leadId, NOT_FOUND);
    requireDealMaker(access);
    const [deal] = await tx.select().from(opportunities).where(and(eq(opportunities.companyId, access.companyId), eq(opportunities.id, id))).limit(1).for('update');
    if (!deal) throw notFound(NOT_FOUND);
    const stage = patch.stage ?? deal.stage;
    const moved = stage !== deal.stage;
    const set: Partial<typeof opportunities.$inferInsert> = { updatedAt: new Date() };
    if (patch.value !== undefined) set.value = patch.value;
    if (patch.expectedCloseAt !== undefined) set.expectedCloseAt = patch.expectedCloseAt;
    if (moved) {
      set.stage = stage;
      set.closedAt = isClosedStage(stage) ? new Date() : null;
      if (patch.position === undefined) set.position = await endOfColumn(tx, access.companyId, stage);
    }
    if (patch.position !== undefined) set.position = await makeRoom(tx, access, id, stage, patch.position);
    await tx.update(opportunities).set(set).where(and(eq(opportunities.companyId, access.companyId), eq(opportunities.id, id)));
    const value = patch.value ?? Number(deal.value);
    if (moved) {
      await tx.insert(activities).values({
        companyId: access.companyId, leadId: deal.leadId, agentId: access.agentId, propertyId: deal.propertyId, type: 'stage',
        data: { opportunityId: id, from: deal.stage, to: stage, value },
      });
    }
    const edited = {
      ...(patch.value !== undefined && patch.value !== Number(deal.value) ? { value: { from: Number(deal.value), to: patch.value } } : {}),
      ...(patch.expectedCloseAt !== undefined && patch.expectedCloseAt !== deal.expectedCloseAt ? { expectedCloseAt: { from: deal.expectedCloseAt, to: patch.expectedCloseAt } } : {}),
    };
    if (Object.keys(edited).length > 0) {
      await recordAudit({
        companyId: access.companyId, agentId: access.agentId, action: 'crm.opportunity.update', outcome: 'success', subject: `opportunity ${id}`,
        data: { opportunityId: id, leadId: deal.leadId, changes: edited },
      }, request, tx);
    }
  });
  return cardOrGone(db, access, id);
}

/**
 * Room at `position` among the cards the caller sees in the column (this one left out): those
 * are renumbered 0, 1, … in their present order, skipping `position`, which the card takes.
 * Cards the caller does not see keep their numbers. One UPDATE, whatever the column's length.
 */
async function makeRoom(tx: Db, access: CrmAccess, id: number, stage: OpportunityStage, position: number): Promise<number> {
  const others = await tx
    .select({ id: opportunities.id })
    .from(opportunities)
    .innerJoin(leads, sql`${leads.companyId} = ${opportunities.companyId} and ${leads.id} = ${opportunities.leadId}`)
    .where(and(visibleOpportunitiesWhere(access), eq(opportunities.stage, stage), ne(opportunities.id, id)))
    .orderBy(opportunities.position, opportunities.id);
  const at = Math.min(position, others.length);
  const changes = others.map((o, i) => ({ id: o.id, position: i < at ? i : i + 1 }));
  if (changes.length > 0) {
    const values = sql.join(changes.map((c) => sql`(${c.id}::int, ${c.position}::int)`), sql`, `);
    await tx.execute(sql`update opportunities o set position = v.position from (values ${values}) as v(id, position)
      where o.company_id = ${access.companyId} and o.id = v.id and o.position <> v.position`);
  }
  return at;
}

async function cardOrGone(db: Db, access: CrmAccess, id: number): Promise<OpportunityCard> {
  const card = await visibleCard(db, access, id);
  if (!card) throw notFound(NOT_FOUND);
  return card;
}
