import 'server-only';
import { and, count, desc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents, errorReports, leads } from '@/lib/db/schema';
import { notFound } from '@/lib/http/errors';
import type { CrmAccess } from './access';
import { ERROR_PAGE_SIZE, type ErrorGroup, type ErrorGroupDetail, type ErrorReportsQuery } from './error-reports-types';

/*
 * Error reports as the company's admins read them (routes are admin-only): groups newest first,
 * filtered by surface and period, resolved ones hidden unless asked; one group's latest sample;
 * resolve hides a group until it happens again (lib/errors/ingest.ts clears resolved_at).
 */

type Row = typeof errorReports.$inferSelect;
const group = (r: Row): ErrorGroup => ({
  id: r.id, surface: r.surface, message: r.message, topFrame: r.topFrame, count: r.count,
  firstSeenAt: r.firstSeenAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString(), resolvedAt: r.resolvedAt?.toISOString() ?? null, url: r.sample.url,
});

export async function listErrorReports(access: CrmAccess, query: ErrorReportsQuery, now = new Date()) {
  const db = await getDb();
  const where: SQL[] = [eq(errorReports.companyId, access.companyId), gte(errorReports.lastSeenAt, new Date(now.getTime() - Number(query.period) * 86_400_000))];
  if (query.surface !== 'all') where.push(eq(errorReports.surface, query.surface));
  if (query.resolved === '0') where.push(isNull(errorReports.resolvedAt));
  const [rows, [total]] = await Promise.all([
    db.select().from(errorReports).where(and(...where)).orderBy(desc(errorReports.lastSeenAt), desc(errorReports.id)).limit(ERROR_PAGE_SIZE).offset((query.page - 1) * ERROR_PAGE_SIZE),
    db.select({ n: count() }).from(errorReports).where(and(...where)),
  ]);
  const n = total?.n ?? 0;
  return { groups: rows.map(group), pagination: { total: n, current_page: query.page, per_page: ERROR_PAGE_SIZE, total_pages: Math.ceil(n / ERROR_PAGE_SIZE) } };
}

async function requireGroup(access: CrmAccess, id: number): Promise<Row> {
  const db = await getDb();
  const [row] = await db.select().from(errorReports).where(and(eq(errorReports.companyId, access.companyId), eq(errorReports.id, id)));
  if (!row) throw notFound('Error report not found');
  return row;
}

export async function errorReportDetail(access: CrmAccess, id: number): Promise<ErrorGroupDetail> {
  const row = await requireGroup(access, id);
  const db = await getDb();
  const s = row.sample;
  // Names only of the company's own lead and agent (ids in a sample are never trusted across companies).
  const [lead] = s.leadId ? await db.select({ id: leads.id, first: leads.firstName, last: leads.lastName, email: leads.email }).from(leads).where(and(eq(leads.companyId, access.companyId), eq(leads.id, s.leadId))) : [];
  const [agent] = s.agentId ? await db.select({ id: agents.id, first: agents.firstName, last: agents.lastName }).from(agents).where(and(eq(agents.companyId, access.companyId), eq(agents.id, s.agentId))) : [];
  const name = (p: { first: string | null; last: string | null }, fallback: string) => [p.first, p.last].filter(Boolean).join(' ') || fallback;
  return {
    ...group(row),
    sample: {
      url: s.url, userAgent: s.userAgent, release: s.release, frames: s.frames, breadcrumbs: s.breadcrumbs,
      lead: lead ? { id: lead.id, name: name(lead, lead.email ?? `Lead ${lead.id}`) } : null,
      agent: agent ? { id: agent.id, name: name(agent, `Agent ${agent.id}`) } : null,
    },
  };
}

export async function resolveErrorReport(access: CrmAccess, id: number, resolved: boolean, now = new Date()): Promise<ErrorGroup> {
  await requireGroup(access, id);
  const db = await getDb();
  const [row] = await db
    .update(errorReports)
    .set({ resolvedAt: resolved ? now : null, resolvedBy: resolved ? access.agentId : null })
    .where(and(eq(errorReports.companyId, access.companyId), eq(errorReports.id, id)))
    .returning();
  if (!row) throw notFound('Error report not found');
  return group(row);
}
