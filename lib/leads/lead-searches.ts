import 'server-only';
import { getDb } from '@/lib/db/client';
import { activities, leadSearches } from '@/lib/db/schema';
import type { CriteriaInput } from '@/lib/ealerts/criteria';
import { requireCriteria } from '@/lib/ealerts/require-criteria';
import { filterContext } from '@/lib/search/context';
import { CRITERIA_PRIORITY } from '@/lib/search/criteria-priority';
import type { Company } from '@/lib/tenancy/company';
import { requireLeadRow } from './lead-row';

export type SearchType = keyof typeof CRITERIA_PRIORITY;

/**
 * POST /api/leads/me/search: a search the lead ran, viewed a home from, favourited from or
 * saved, with SPEC §4's criteria priority (1–4), and a lead-search activity so the agent sees
 * what the lead looks for. Criteria are checked like a saved search's.
 */
export async function recordLeadSearch(company: Company, leadId: number, input: { criteria: CriteriaInput; type: SearchType }) {
  const { criteria } = requireCriteria(input.criteria, await filterContext(company), 'search.criteria');
  const priority = CRITERIA_PRIORITY[input.type];
  const db = await getDb();
  return db.transaction(async (tx) => {
    await requireLeadRow(tx, company.id, leadId);
    const [row] = await tx.insert(leadSearches).values({ companyId: company.id, leadId, criteria, priority }).returning();
    await tx.insert(activities).values({
      companyId: company.id,
      leadId,
      type: 'lead-search',
      data: { searchId: row!.id, type: input.type, priority, criteria },
    });
    return { id: row!.id, criteria: row!.criteria, type: input.type, priority, createdAt: row!.createdAt.toISOString() };
  });
}
