import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import type { CrmAccess } from './access';
import type { GreatsheetOptions, GreatsheetQuery, GreatsheetWindowAnswer } from './greatsheet-query';
import { leadFilterOptions } from './lead-filter-options';
import { listLeadsWindow } from './leads-list';
import { transferCandidates } from './transfer-candidates';
import type { LeadListItem } from './types';

/**
 * GET /api/crm/greatsheet: `limit` rows from `offset` of the leads the caller sees, with the
 * exact total, through the leads list's own query (visibility, filters and sort are its
 * leadsListWhere / leadsOrderBy): the sheet is that list in another shape, never a second query.
 * Windows use OFFSET: at 100k leads a window at offset 90,000 stays within the figures of
 * docs/performance.md ("Greatsheet"), and the grid fetches by position, which a keyset cannot.
 */
export async function greatsheetWindow(access: CrmAccess, query: GreatsheetQuery): Promise<GreatsheetWindowAnswer<LeadListItem>> {
  const { offset, limit, ...filters } = query;
  const { data, total } = await listLeadsWindow(access, filters, offset, limit);
  return { data, meta: { total, offset, limit } };
}

export async function greatsheetOptions(access: CrmAccess): Promise<GreatsheetOptions> {
  const db = await getDb();
  const [names, buyerAgents, filters] = await Promise.all([
    db
      .select({ id: agents.id, name: sql<string>`${agents.firstName} || ' ' || ${agents.lastName}` })
      .from(agents)
      .where(eq(agents.companyId, access.companyId))
      .orderBy(asc(agents.id)),
    access.scope === 'lender' ? Promise.resolve([]) : transferCandidates(access, 'agent'),
    leadFilterOptions(access),
  ]);
  return {
    agentNames: Object.fromEntries(names.map((a) => [a.id, a.name])),
    buyerAgents,
    filters,
  };
}
