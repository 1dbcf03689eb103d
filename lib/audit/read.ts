import 'server-only';
import { paginationOf } from '@/lib/http/pagination';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents, AUDIT_OUTCOMES, auditLog, type AuditOutcome } from '@/lib/db/schema';

export { AUDIT_OUTCOMES };

/** `GET /api/crm/audit` filters (app/api/crm/audit/route.ts parses them): every one optional. */
export interface AuditQuery {
  agentId?: number;
  action?: string;
  outcome?: AuditOutcome;
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}

/**
 * A company's audit log, newest first: who (the agent and their name), what, on what, the
 * outcome, when and from where. `action` matches the action or its family (`agent` finds
 * `agent.sign-in` and `agent.sign-out`).
 */
export async function listAudit(companyId: number, query: AuditQuery) {
  const db = await getDb();
  const conditions: SQL[] = [eq(auditLog.companyId, companyId)];
  if (query.agentId !== undefined) conditions.push(eq(auditLog.agentId, query.agentId));
  if (query.action) conditions.push(sql`(${auditLog.action} = ${query.action} or ${auditLog.action} like ${`${query.action}.%`})`);
  if (query.outcome) conditions.push(eq(auditLog.outcome, query.outcome));
  if (query.from) conditions.push(gte(auditLog.occurredAt, new Date(query.from)));
  if (query.to) conditions.push(lt(auditLog.occurredAt, new Date(query.to)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        occurredAt: auditLog.occurredAt,
        action: auditLog.action,
        outcome: auditLog.outcome,
        subject: auditLog.subject,
        ip: auditLog.ip,
        userAgent: auditLog.userAgent,
        data: auditLog.data,
        agentId: auditLog.agentId,
        agentName: sql<string | null>`${agents.firstName} || ' ' || ${agents.lastName}`,
      })
      .from(auditLog)
      .leftJoin(agents, and(eq(agents.id, auditLog.agentId), eq(agents.companyId, auditLog.companyId)))
      .where(where)
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  const count = Number(total?.n ?? 0);
  return {
    data: rows.map(({ agentId, agentName, ...row }) => ({ ...row, agent: agentId ? { id: agentId, name: agentName } : null })),
    pagination: paginationOf(count, rows.length, query.per_page, query.page),
  };
}
