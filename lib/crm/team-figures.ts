import 'server-only';
import { and, gte, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { leads } from '@/lib/db/schema';
import { reportRows } from '@/lib/crm/reports/report-rows';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import { dayOf, zonedTime } from '@/lib/property/schedule';
import type { CrmAccess } from './access';
import { secondsToFirstContact } from './first-contact';
import { agentNames } from './reports/agent-names';
import { speedFigures } from './reports/speed';
import { visibleLeadsWhere } from './visible-leads';

const DAY_MS = 86_400_000;
export const SPEED_WINDOW_DAYS = 30;
/** A lead nobody has called, texted or e-mailed this long after it arrived is "untouched". */
export const UNTOUCHED_AFTER_MS = DAY_MS;

export interface TeamAgentFigures {
  /** null: the pond (leads with no buyer agent). */
  agentId: number | null;
  agentName: string;
  medianSeconds: number | null;
  averageSeconds: number | null;
  /** Leads that arrived in the last 30 days with them as buyer agent. */
  leads: number;
  untouched: number;
  newToday: number;
}

export interface TeamFigures {
  medianSeconds: number | null;
  averageSeconds: number | null;
  /** Leads of the last 30 days the speed figures are over, and how many were contacted. */
  leads: number;
  contacted: number;
  untouched: number;
  newToday: number;
  agents: TeamAgentFigures[];
}

/**
 * The broker's team figures on the dashboard, over the leads the caller sees (a manager: the
 * company): speed to first contact (lib/crm/first-contact.ts) of the leads that arrived in the
 * last 30 days — median and average; leads untouched for 24 h (arrived more than a day ago, not
 * closed or lost, and no agent has reached out since); new leads today (company time zone).
 * Each per responsible agent (the buyer agent; the pond on its own row).
 */
export async function teamFigures(access: CrmAccess, now = new Date()): Promise<TeamFigures> {
  const visible = visibleLeadsWhere(access);
  const since = new Date(now.getTime() - SPEED_WINDOW_DAYS * DAY_MS);
  const startOfToday = zonedTime(dayOf(now, COMPANY_TIME_ZONE), 0, 0, COMPANY_TIME_ZONE);
  const untouchedBefore = new Date(now.getTime() - UNTOUCHED_AFTER_MS);
  const [speed, average, counts] = await Promise.all([
    speedFigures(visible, since, now),
    reportRows<{ agent_id: number | null; total: number; average: number | null }>(sql`
      select ${leads.buyerAgentId} as agent_id, grouping(${leads.buyerAgentId})::int as total,
        avg(${secondsToFirstContact})::float8 as average
      from ${leads}
      where ${and(visible, gte(leads.createdAt, since), lt(leads.createdAt, now))}
      group by grouping sets ((${leads.buyerAgentId}), ())`),
    reportRows<{ agent_id: number | null; total: number; untouched: number; new_today: number }>(sql`
      select ${leads.buyerAgentId} as agent_id, grouping(${leads.buyerAgentId})::int as total,
        (count(*) filter (where ${leads.createdAt} < ${untouchedBefore} and ${leads.firstContactAt} is null))::int as untouched,
        (count(*) filter (where ${leads.createdAt} >= ${startOfToday}))::int as new_today
      from ${leads}
      where ${and(visible, notInArray(leads.stage, ['closed', 'lost']), isNull(leads.primaryLeadId))}
        and (${leads.createdAt} >= ${startOfToday} or ${leads.createdAt} < ${untouchedBefore})
      group by grouping sets ((${leads.buyerAgentId}), ())`),
  ]);
  const round = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));
  const avgOf = new Map(average.filter((a) => a.total === 0).map((a) => [a.agent_id, round(a.average)]));
  const countOf = new Map(counts.filter((c) => c.total === 0).map((c) => [c.agent_id, c]));
  const ids = new Set<number | null>([...speed.byAgent.map((s) => s.agentId), ...countOf.keys()]);
  const names = await agentNames(access.companyId, [...ids].flatMap((id) => (id === null ? [] : [id])));
  const speedOf = new Map(speed.byAgent.map((s) => [s.agentId, s]));
  const agents: TeamAgentFigures[] = [...ids].map((id) => ({
    agentId: id,
    agentName: id === null ? 'Pond (no agent)' : (names.get(id) ?? `Agent ${id}`),
    medianSeconds: speedOf.get(id)?.medianSeconds ?? null,
    averageSeconds: avgOf.get(id) ?? null,
    leads: speedOf.get(id)?.leads ?? 0,
    untouched: countOf.get(id)?.untouched ?? 0,
    newToday: countOf.get(id)?.new_today ?? 0,
  }));
  // The agents who most need a nudge first: most untouched, then slowest.
  agents.sort((a, b) => b.untouched - a.untouched || (b.medianSeconds ?? -1) - (a.medianSeconds ?? -1) || a.agentName.localeCompare(b.agentName));
  const totals = counts.find((c) => c.total === 1);
  return {
    medianSeconds: speed.summary.medianSeconds,
    averageSeconds: round(average.find((a) => a.total === 1)?.average),
    leads: speed.summary.leads,
    contacted: speed.summary.contacted,
    untouched: totals?.untouched ?? 0,
    newToday: totals?.new_today ?? 0,
    agents,
  };
}
