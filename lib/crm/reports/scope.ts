import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents, leads } from '@/lib/db/schema';
import { badRequest, forbidden, notFound } from '@/lib/http/errors';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import type { CrmAccess } from '../access';
import { visibleLeadsWhere } from '../visible-leads';
import type { ReportQuery } from './query';
import { parseRange, type ReportRange } from './range';

/** What a report runs over: the caller, the range, and the leads (visible, maybe narrowed to one agent's). */
export interface ReportScope {
  access: CrmAccess;
  range: ReportRange;
  /** The agent the report is narrowed to, else null (every agent the caller sees). */
  agentId: number | null;
  /** visibleLeadsWhere, and the agent's leads (as buyer agent) when narrowed. */
  leadsWhere: SQL;
}

/**
 * Checks the query against the caller: a bad range is 400 naming the field; `agentId` is a
 * manager's filter — a non-manager may name only themselves (another agent is 403: the
 * filter would reach beyond their own figures), and an agent of no company of the caller's
 * is 404 (no hint they exist).
 */
export async function reportScope(access: CrmAccess, query: ReportQuery, now = new Date()): Promise<ReportScope> {
  const parsed = parseRange(query, now, COMPANY_TIME_ZONE);
  if (!parsed.ok) throw badRequest(`${parsed.field}: ${parsed.message}`, { [parsed.field]: parsed.message });
  const agentId = query.agentId ?? null;
  if (agentId !== null && agentId !== access.agentId) {
    if (!access.canManage) throw forbidden('Only brokers and admins may see another agent’s figures');
    const db = await getDb();
    const [agent] = await db.select({ id: agents.id }).from(agents).where(and(eq(agents.id, agentId), eq(agents.companyId, access.companyId))).limit(1);
    if (!agent) throw notFound('Agent not found');
  }
  const visible = visibleLeadsWhere(access);
  return { access, range: parsed.range, agentId, leadsWhere: agentId === null ? visible : and(visible, eq(leads.buyerAgentId, agentId))! };
}

export const rangeInfo = (scope: ReportScope) => ({ from: scope.range.from, to: scope.range.to });
