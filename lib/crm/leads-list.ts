import 'server-only';
import { and, arrayContains, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents, leads } from '@/lib/db/schema';
import type { CrmAccess } from './access';
import { leadSearchWhere } from './lead-search';
import { LEAD_STAGE_OPTIONS, type LeadSort, type LeadsQuery } from './leads-query';
import type { LeadListItem } from './types';
import { visibleLeadsWhere } from './visible-leads';

export interface Pagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

export interface LeadsPage {
  data: LeadListItem[];
  pagination: Pagination;
}

/** The WHERE of the list: the caller's visibility (DESIGN §9) and every filter, all in SQL. */
export function leadsListWhere(access: CrmAccess, query: LeadsQuery): SQL {
  const conditions: SQL[] = [visibleLeadsWhere(access)];
  const search = query.q ? leadSearchWhere(query.q) : null;
  if (search) conditions.push(search);
  if (query.stage?.length) conditions.push(query.stage.length === 1 ? eq(leads.stage, query.stage[0]!) : inArray(leads.stage, query.stage));
  if (query.agentId !== undefined) conditions.push(eq(leads.buyerAgentId, query.agentId));
  if (query.pond) conditions.push(isNull(leads.buyerAgentId));
  if (query.hot) conditions.push(isNotNull(leads.hotAt));
  if (query.source) conditions.push(eq(leads.source, query.source));
  if (query.tag) conditions.push(arrayContains(leads.tags, [query.tag]));
  return and(...conditions)!;
}

const stageOrder = sql.raw(`array_position(array[${LEAD_STAGE_OPTIONS.map((s) => `'${s}'`).join(',')}]::text[], "leads"."stage")`);
const nameOrder = sql`lower(coalesce(${leads.firstName},'') || ' ' || coalesce(${leads.lastName},''))`;

/** ORDER BY for a sort: empty values last whichever way, then the id the same way so pages never overlap. */
export function leadsOrderBy(sort: LeadSort): SQL[] {
  const dir = sort.dir === 'asc' ? asc : desc;
  const nullsLast = (column: typeof leads.lastActivityAt | typeof leads.lastVisitAt) => (sort.dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`);
  const tie = dir(leads.id);
  switch (sort.field) {
    case 'created_at':
      return [dir(leads.createdAt), tie];
    case 'last_activity_at':
      return [nullsLast(leads.lastActivityAt), tie];
    case 'last_visit_at':
      return [nullsLast(leads.lastVisitAt), tie];
    case 'name':
      return [dir(nameOrder), tie];
    case 'stage':
      return [dir(stageOrder), tie];
  }
}

export const leadFullName = (row: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null }): string =>
  [row.firstName, row.lastName].filter((part) => part && part.trim()).join(' ').trim() || row.email || row.phone || 'Unnamed lead';

/**
 * GET /api/crm/leads and the /leads page's first paint: one page of the leads the caller
 * sees, filtered and sorted in SQL, with the exact total (an index-only count; bench/crm.ts
 * measures it at 100k leads).
 */
export async function listLeads(access: CrmAccess, query: LeadsQuery): Promise<LeadsPage> {
  const db = await getDb();
  const where = leadsListWhere(access, query);
  const rows = await db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phone: leads.phone,
      stage: leads.stage,
      buyerAgentId: leads.buyerAgentId,
      buyerAgentName: sql<string | null>`${agents.firstName} || ' ' || ${agents.lastName}`,
      listingAgentId: leads.listingAgentId,
      lenderId: leads.lenderId,
      source: leads.source,
      tags: leads.tags,
      hotAt: leads.hotAt,
      createdAt: leads.createdAt,
      lastVisitAt: leads.lastVisitAt,
      lastActivityAt: leads.lastActivityAt,
    })
    .from(leads)
    .leftJoin(agents, and(eq(agents.id, leads.buyerAgentId), eq(agents.companyId, leads.companyId)))
    .where(where)
    .orderBy(...leadsOrderBy(query.sort))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  // The total only when the page does not already tell it (a short first page is the whole list).
  const total =
    query.page === 1 && rows.length < query.per_page
      ? rows.length
      : Number((await db.select({ n: sql<number>`count(*)::int` }).from(leads).where(where))[0]?.n ?? 0);
  const data: LeadListItem[] = rows.map((row) => ({
    id: row.id,
    fullName: leadFullName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    stage: row.stage,
    buyerAgent: row.buyerAgentId !== null ? { id: row.buyerAgentId, name: row.buyerAgentName ?? '' } : null,
    listingAgentId: row.listingAgentId,
    lenderId: row.lenderId,
    source: row.source,
    tags: row.tags,
    hot: row.hotAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
  }));
  return {
    data,
    pagination: { total, count: data.length, per_page: query.per_page, current_page: query.page, total_pages: Math.ceil(total / query.per_page) },
  };
}
