import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/errors';
import type { CrmAccess } from '../access';
import { reportQuerySchema, type ReportQuery } from './query';
import { runReport } from './run-report';
import { REPORT_NAMES, type ReportAnswers, type ReportsPageData } from './types';

const allFor = async (access: CrmAccess, query: ReportQuery): Promise<ReportAnswers> => {
  const [sources, speed, conversion, leaderboard, engagement] = await Promise.all(REPORT_NAMES.map((name) => runReport(access, name, query)));
  return { sources, speed, conversion, leaderboard, engagement } as ReportAnswers;
};

/**
 * /reports' first paint: every report for the URL's range and agent, straight from the services.
 * A URL value the API would refuse (a bad day, another agent's id for a non-manager) falls back
 * to its default rather than failing the page; the API stays strict.
 */
export async function reportsPageData(access: CrmAccess, params: Record<string, string | string[] | undefined>): Promise<ReportsPageData> {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const parsed = reportQuerySchema.safeParse({ from: first(params.from), to: first(params.to), agentId: first(params.agentId) });
  const none: ReportQuery = { from: undefined, to: undefined, agentId: undefined };
  let query: ReportQuery = parsed.success ? { ...parsed.data, format: undefined } : none;
  let answers: ReportAnswers;
  try {
    answers = await allFor(access, query);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    query = none;
    answers = await allFor(access, query);
  }
  const db = await getDb();
  const agentRows = access.canManage
    ? await db
        .select({ id: agents.id, name: sql<string>`${agents.firstName} || ' ' || ${agents.lastName}` })
        .from(agents)
        .where(and(eq(agents.companyId, access.companyId), eq(agents.isActive, true)))
        .orderBy(asc(agents.firstName), asc(agents.lastName), asc(agents.id))
    : [];
  return { filter: { from: answers.sources.range.from, to: answers.sources.range.to, agentId: query.agentId ?? null }, answers, agents: agentRows };
}
