import 'server-only';
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import { leads } from '@/lib/db/schema';
import { reportRows } from '@/lib/crm/reports/report-rows';
import { secondsToFirstContact } from '../first-contact';
import { agentNames } from './agent-names';
import { rangeInfo, type ReportScope } from './scope';
import type { ReportAnswers, SpeedFigures, SpeedRow } from './types';

interface Raw {
  total: number;
  agent_id: number | null;
  leads: number;
  contacted: number;
  median: number | null;
  p90: number | null;
  within5m: number;
  within1h: number;
  within1d: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);
const seconds = (value: number | null) => (value === null ? null : Math.round(Number(value)));

function figures(r: Raw): SpeedFigures {
  return {
    leads: r.leads,
    contacted: r.contacted,
    medianSeconds: seconds(r.median),
    p90Seconds: seconds(r.p90),
    within5m: share(r.within5m, r.leads),
    within1h: share(r.within1h, r.leads),
    within1d: share(r.within1d, r.leads),
  };
}

/**
 * Speed to first contact over the leads that arrived from `fromAt` to `toAt` under `where`:
 * for all of them and per responsible agent (the lead's buyer agent; null: the pond). Median
 * and 90th percentile are PostgreSQL's percentile_cont (interpolated) over the contacted leads;
 * the shares are of every lead, so an uncontacted lead counts against them.
 */
export async function speedFigures(where: SQL, fromAt: Date, toAt: Date): Promise<{ summary: SpeedFigures; byAgent: Array<SpeedFigures & { agentId: number | null }> }> {
  const rows = await reportRows<Raw>(sql`
    select grouping(${leads.buyerAgentId})::int as total, ${leads.buyerAgentId} as agent_id,
      count(*)::int as leads,
      count(${leads.firstContactAt})::int as contacted,
      percentile_cont(0.5) within group (order by s.secs)::float8 as median,
      percentile_cont(0.9) within group (order by s.secs)::float8 as p90,
      (count(*) filter (where s.secs <= 300))::int as within5m,
      (count(*) filter (where s.secs <= 3600))::int as within1h,
      (count(*) filter (where s.secs <= 86400))::int as within1d
    from ${leads}
    cross join lateral (select ${secondsToFirstContact} as secs) s
    where ${and(where, gte(leads.createdAt, fromAt), lt(leads.createdAt, toAt))}
    group by grouping sets ((${leads.buyerAgentId}), ())`);
  const total = rows.find((r) => r.total === 1);
  const summary = total ? figures(total) : figures({ total: 1, agent_id: null, leads: 0, contacted: 0, median: null, p90: null, within5m: 0, within1h: 0, within1d: 0 });
  const byAgent = rows.filter((r) => r.total === 0).map((r) => ({ agentId: r.agent_id, ...figures(r) }));
  return { summary, byAgent };
}

/** GET /api/crm/reports/speed: leads that arrived in the range, per responsible agent (slowest median first is the manager's question, but the table sorts by name for finding one). */
export async function speedReport(scope: ReportScope): Promise<ReportAnswers['speed']> {
  const { summary, byAgent } = await speedFigures(scope.leadsWhere, scope.range.fromAt, scope.range.toAt);
  const names = await agentNames(scope.access.companyId, byAgent.flatMap((r) => (r.agentId === null ? [] : [r.agentId])));
  const rows: SpeedRow[] = byAgent
    .map((r) => ({ ...r, agentName: r.agentId === null ? 'Pond (no agent)' : (names.get(r.agentId) ?? `Agent ${r.agentId}`) }))
    .sort((a, b) => (a.agentId === null ? 1 : b.agentId === null ? -1 : a.agentName.localeCompare(b.agentName)));
  return { range: rangeInfo(scope), summary, rows: rows.map(({ agentId, agentName, ...rest }) => ({ agentId, agentName, ...rest })) };
}
