import 'server-only';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { LEAD_STAGES, leads, type LeadStage } from '@/lib/db/schema';
import { reportRows } from '@/lib/crm/reports/report-rows';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import { bucketsOf, intervalFor } from './range';
import { rangeInfo, type ReportScope } from './scope';
import { leadStageChange } from './stage-activity';
import type { ConversionRow, ReportAnswers } from './types';

/**
 * GET /api/crm/reports/conversion: per week (ranges up to 92 days) or month, how many leads
 * reached each stage — `new` when they arrived, the others by their stage changes in the range
 * (each lead once per stage and period). Periods are the company's calendar (weeks from
 * Monday); every period of the range is in the answer, empty ones as zeros.
 */
export async function conversionReport(scope: ReportScope): Promise<ReportAnswers['conversion']> {
  const interval = intervalFor(scope.range);
  const { fromAt, toAt } = scope.range;
  const period = (column: SQLWrapper) => sql`to_char(date_trunc(${interval}, ${column} at time zone ${COMPANY_TIME_ZONE}), 'YYYY-MM-DD')`;
  const counted = await reportRows<{ period: string; stage: string; n: number }>(sql`
    select period, stage, count(distinct lead_id)::int as n from (
      select ${period(sql`sa.occurred_at`)} as period, sa.data->>'to' as stage, sa.lead_id
      from activities sa
      join ${leads} on ${leads.companyId} = sa.company_id and ${leads.id} = sa.lead_id
      where sa.company_id = ${scope.access.companyId} and ${leadStageChange('sa')}
        and sa.occurred_at >= ${fromAt} and sa.occurred_at < ${toAt} and ${scope.leadsWhere}
      union all
      select ${period(leads.createdAt)}, 'new', ${leads.id}
      from ${leads}
      where ${scope.leadsWhere} and ${leads.createdAt} >= ${fromAt} and ${leads.createdAt} < ${toAt}
    ) reached
    group by period, stage`);
  const empty = () => Object.fromEntries(LEAD_STAGES.map((s) => [s, 0])) as Record<LeadStage, number>;
  const rows = new Map<string, ConversionRow>(bucketsOf(scope.range, interval).map((p) => [p, { period: p, ...empty() }]));
  for (const c of counted) {
    const row = rows.get(c.period);
    // A stage outside LEAD_STAGES (hand-made data) has no column to count in.
    if (row && (LEAD_STAGES as readonly string[]).includes(c.stage)) row[c.stage as LeadStage] = c.n;
  }
  return { range: rangeInfo(scope), interval, stages: LEAD_STAGES, rows: [...rows.values()] };
}
