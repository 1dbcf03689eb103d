import 'server-only';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import { notFound } from '@/lib/http/errors';
import type { CrmAccess } from './access';

/**
 * The SQL condition for "leads this agent may see" (DESIGN §9). Every CRM query about leads
 * puts it in its WHERE, so the rule lives in one place and is enforced by the database, never
 * only by the UI. Always includes the company.
 */
export function visibleLeadsWhere(access: CrmAccess): SQL {
  const company = eq(leads.companyId, access.companyId);
  switch (access.scope) {
    case 'company':
      return company;
    case 'lender':
      return and(company, eq(leads.lenderId, access.agentId))!;
    case 'own-and-pond':
      return and(company, or(eq(leads.buyerAgentId, access.agentId), eq(leads.listingAgentId, access.agentId), isNull(leads.buyerAgentId)))!;
  }
}

/** The lead's id when the agent sees it; else 404 with no hint whether it exists (DESIGN §9). */
export async function requireVisibleLead(db: Db, access: CrmAccess, leadId: number): Promise<number> {
  const [row] = await db.select({ id: leads.id }).from(leads).where(and(eq(leads.id, leadId), visibleLeadsWhere(access))).limit(1);
  if (!row) throw notFound('Lead not found');
  return row.id;
}
