import 'server-only';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activities, agents, leads } from '@/lib/db/schema';
import { reportRows } from '@/lib/crm/reports/report-rows';
import { visibleLeadsWhere } from '../visible-leads';
import { contactActivityPredicate } from '../first-contact';
import { rangeInfo, type ReportScope } from './scope';
import { speedFigures } from './speed';
import { leadStageChange } from './stage-activity';
import type { LeaderboardRow, ReportAnswers } from './types';

/** Who is on the board: a manager sees the company's active agents (or the one named), anyone else only themselves. */
async function boardAgents(scope: ReportScope): Promise<Array<{ id: number; name: string }>> {
  const db = await getDb();
  const { access, agentId } = scope;
  const only = agentId ?? (access.canManage ? null : access.agentId);
  return db
    .select({ id: agents.id, name: sql<string>`${agents.firstName} || ' ' || ${agents.lastName}` })
    .from(agents)
    .where(and(eq(agents.companyId, access.companyId), only === null ? eq(agents.isActive, true) : eq(agents.id, only)))
    .orderBy(asc(agents.firstName), asc(agents.lastName), asc(agents.id));
}

/**
 * GET /api/crm/reports/leaderboard: per agent, in the range — leads that arrived with them as
 * buyer agent, leads they reached out to, their calls, texts and e-mails (what first contact
 * is made of), leads they moved to appointment and to closed, and the median speed to first
 * contact of their new leads. Only activities on leads the caller sees count.
 */
export async function leaderboardReport(scope: ReportScope): Promise<ReportAnswers['leaderboard']> {
  const board = await boardAgents(scope);
  const ids = board.map((a) => a.id);
  if (ids.length === 0) return { range: rangeInfo(scope), rows: [] };
  const { fromAt, toAt } = scope.range;
  const visible = visibleLeadsWhere(scope.access);
  const [work, assigned, speed] = await Promise.all([
    reportRows<{ agent_id: number; contacted: number; calls: number; texts: number; emails: number; appointments: number; closed: number }>(sql`
      select ${activities.agentId} as agent_id,
        (count(distinct ${activities.leadId}) filter (where ${contactActivityPredicate('activities')}))::int as contacted,
        (count(*) filter (where ${activities.type} = 'call-added'))::int as calls,
        (count(*) filter (where ${activities.type} = 'text'))::int as texts,
        (count(*) filter (where ${activities.type} in ('email', 'gmail')))::int as emails,
        (count(distinct ${activities.leadId}) filter (where ${leadStageChange('activities')} and ${activities.data}->>'to' = 'appointment'))::int as appointments,
        (count(distinct ${activities.leadId}) filter (where ${leadStageChange('activities')} and ${activities.data}->>'to' = 'closed'))::int as closed
      from ${activities}
      join ${leads} on ${leads.companyId} = ${activities.companyId} and ${leads.id} = ${activities.leadId}
      where ${and(eq(activities.companyId, scope.access.companyId), inArray(activities.agentId, ids), gte(activities.occurredAt, fromAt), lt(activities.occurredAt, toAt), inArray(activities.type, ['call-added', 'text', 'email', 'gmail', 'stage']), visible)}
      group by ${activities.agentId}`),
    reportRows<{ agent_id: number; n: number }>(sql`
      select ${leads.buyerAgentId} as agent_id, count(*)::int as n from ${leads}
      where ${and(visible, inArray(leads.buyerAgentId, ids), gte(leads.createdAt, fromAt), lt(leads.createdAt, toAt))}
      group by 1`),
    speedFigures(and(visible, inArray(leads.buyerAgentId, ids))!, fromAt, toAt),
  ]);
  const workOf = new Map(work.map((w) => [w.agent_id, w]));
  const assignedOf = new Map(assigned.map((a) => [a.agent_id, a.n]));
  const medianOf = new Map(speed.byAgent.map((s) => [s.agentId, s.medianSeconds]));
  const rows: LeaderboardRow[] = board.map((a) => {
    const w = workOf.get(a.id);
    return {
      agentId: a.id,
      agentName: a.name,
      leadsAssigned: assignedOf.get(a.id) ?? 0,
      contacted: w?.contacted ?? 0,
      calls: w?.calls ?? 0,
      texts: w?.texts ?? 0,
      emails: w?.emails ?? 0,
      appointments: w?.appointments ?? 0,
      closed: w?.closed ?? 0,
      medianFirstContactSeconds: medianOf.get(a.id) ?? null,
    };
  });
  // The board: most closed, then appointments, then contacted; the name keeps ties stable.
  rows.sort((x, y) => y.closed - x.closed || y.appointments - x.appointments || y.contacted - x.contacted || x.agentName.localeCompare(y.agentName));
  return { range: rangeInfo(scope), rows };
}
