import 'server-only';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { agents, AUDIT_OUTCOMES, auditLog } from '@/lib/db/schema';

/** `GET /api/crm/audit` filters: every one optional, all from the URL (a list filterable by link). */
export const auditQuerySchema = z.object({
  agentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: z.string().trim().min(1).max(100).regex(/^[a-z0-9.-]+$/, 'letters, digits, dots and dashes').optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

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
    pagination: { total: count, count: rows.length, per_page: query.per_page, current_page: query.page, total_pages: Math.ceil(count / query.per_page) },
  };
}
