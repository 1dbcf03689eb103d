import 'server-only';
import { leadDisplayName } from './lead-name';
import { paginationOf } from '@/lib/http/pagination';
import { and, arrayContains, eq, inArray, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents, leads } from '@/lib/db/schema';
import type { CrmAccess } from './access';
import { leadSearchWhere } from './lead-search';
import { LEAD_STAGE_OPTIONS, type LeadSort, type LeadsQuery } from './leads-query';
import type { LeadsPage } from './leads-list-types';
import type { LeadListItem } from './types';
import { visibleLeadsWhere } from './visible-leads';

export type { LeadsPage };

/** The WHERE of the list: the caller's visibility (DESIGN §9) and every filter, all in SQL. */
export function leadsListWhere(access: CrmAccess, query: LeadsFilters): SQL {
  const conditions: SQL[] = [visibleLeadsWhere(access)];
  const search = query.q ? leadSearchWhere(query.q) : null;
  if (search) conditions.push(search);
  if (query.stage?.length) conditions.push(query.stage.length === 1 ? eq(leads.stage, query.stage[0]!) : inArray(leads.stage, query.stage));
  if (query.agentId !== undefined) {
    conditions.push(eq(leads.buyerAgentId, query.agentId));
    // Implied by the visibility rule (another agent's lead is visible only to its listing
    // agent), said outright so the planner reads the listing-agent index instead of walking
    // the whole company for rows that cannot match (bench/crm.ts: 90 ms → 2 ms).
    if (access.scope === 'own-and-pond' && query.agentId !== access.agentId) conditions.push(eq(leads.listingAgentId, access.agentId));
  }
  if (query.pond) conditions.push(isNull(leads.buyerAgentId));
  if (query.hot) conditions.push(isNotNull(leads.hotAt));
  if (query.source) conditions.push(eq(leads.source, query.source));
  if (query.tag) conditions.push(arrayContains(leads.tags, [query.tag]));
  return and(...conditions)!;
}

const stageOrder = sql.raw(`array_position(array[${LEAD_STAGE_OPTIONS.map((s) => `'${s}'`).join(',')}]::text[], "leads"."stage")`);
const nameOrder = sql`lower(coalesce(${leads.firstName},'') || ' ' || coalesce(${leads.lastName},''))`;

/**
 * ORDER BY for a sort: empty values last whichever way, then the id the same way so pages
 * never overlap. Descending orders say NULLS LAST and ascending ones on never-null columns
 * NULLS FIRST, to match the list indexes (company_id, created_at DESC NULLS LAST, id DESC
 * NULLS LAST) read forwards or backwards: a bare DESC means NULLS FIRST in PostgreSQL, and
 * the planner would sort the whole company instead of reading 25 index entries.
 */
export function leadsOrderBy(sort: LeadSort): SQL[] {
  const asc = sort.dir === 'asc';
  const by = (column: SQL | AnyColumn, nulls: 'first' | 'last') => sql`${column} ${sql.raw(asc ? 'asc' : 'desc')} nulls ${sql.raw(nulls)}`;
  // Never null: the order of nulls is free, so pick the one the index reads.
  const free = asc ? 'first' : 'last';
  const tie = by(leads.id, free);
  switch (sort.field) {
    case 'created_at':
      return [by(leads.createdAt, free), tie];
    case 'last_activity_at':
      return [by(leads.lastActivityAt, 'last'), tie];
    case 'last_visit_at':
      return [by(leads.lastVisitAt, 'last'), tie];
    case 'name':
      return [by(nameOrder, free), tie];
    case 'stage':
      return [by(stageOrder, free), tie];
  }
}

/** The list's filters and sort, without its page: what a window of rows (the greatsheet) reads too. */
export type LeadsFilters = Omit<LeadsQuery, 'page' | 'per_page'>;

/**
 * GET /api/crm/leads and the /leads page's first paint: one page of the leads the caller
 * sees, filtered and sorted in SQL, with the exact total under the same WHERE (at 100k leads
 * an index-only count of 10–20 ms, the larger part of a broad list's time: bench/crm.ts).
 */
export async function listLeads(access: CrmAccess, query: LeadsQuery): Promise<LeadsPage> {
  const { data, total } = await listLeadsWindow(access, query, (query.page - 1) * query.per_page, query.per_page);
  return { data, pagination: paginationOf(total, data.length, query.per_page, query.page) };
}

/**
 * Any window of the same rows (`limit` rows from `offset`) and the exact total: the list's
 * pages, and the greatsheet's windows as its grid scrolls (lib/crm/greatsheet.ts).
 */
export async function listLeadsWindow(access: CrmAccess, query: LeadsFilters, offset: number, limit: number): Promise<{ data: LeadListItem[]; total: number }> {
  const db = await getDb();
  const where = leadsListWhere(access, query);
  // A deferred join: the window's ids first (OFFSET walks index entries only, and on the
  // company-wide sorts an index-only scan), then the rows and agent names for those ids alone.
  // Reading whole rows and joining agents for every row skipped made a greatsheet window at
  // offset 90,000 cost ~0.5 s (docs/performance.md, "Greatsheet").
  const pageIds = db.select({ id: leads.id }).from(leads).where(where).orderBy(...leadsOrderBy(query.sort)).limit(limit).offset(offset).as('page_ids');
  // Rows and count together: on PostgreSQL they run on two pooled connections at once.
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
        emailStatus: leads.emailStatus,
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
      .innerJoin(pageIds, eq(pageIds.id, leads.id))
      .leftJoin(agents, and(eq(agents.id, leads.buyerAgentId), eq(agents.companyId, leads.companyId)))
      .orderBy(...leadsOrderBy(query.sort)),
    db.select({ n: sql<number>`count(*)::int` }).from(leads).where(where),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  const data: LeadListItem[] = rows.map((row) => ({
    id: row.id,
    fullName: leadDisplayName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailStatus: row.emailStatus,
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
  return { data, total };
}
