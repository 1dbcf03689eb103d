import 'server-only';
import { and, gte, lt, sql } from 'drizzle-orm';
import { leads } from '@/lib/db/schema';
import { reportRows } from '@/lib/crm/reports/report-rows';
import { CONVERTED_STAGES_SQL } from './stage-activity';
import { rangeInfo, type ReportScope } from './scope';
import type { ReportAnswers, SourceRow } from './types';

/**
 * GET /api/crm/reports/sources: the leads that arrived in the range, per source: how many, how
 * many an agent has contacted (lib/crm/first-contact.ts), and how many reached appointment or
 * beyond — by their stage now, or by a stage change on their timeline (a lead lost after an
 * appointment converted once: `leads.converted_at`). Both are columns of the lead, kept by
 * triggers on activities, so the report is one pass over the range's leads.
 */
export async function sourcesReport(scope: ReportScope): Promise<ReportAnswers['sources']> {
  const rows = await reportRows<SourceRow>(sql`
    select coalesce(nullif(btrim(${leads.source}), ''), 'Unknown') as source,
      count(*)::int as leads,
      count(${leads.firstContactAt})::int as contacted,
      (count(*) filter (where ${leads.stage} in (${CONVERTED_STAGES_SQL}) or ${leads.convertedAt} is not null))::int as converted
    from ${leads}
    where ${and(scope.leadsWhere, gte(leads.createdAt, scope.range.fromAt), lt(leads.createdAt, scope.range.toAt))}
    group by 1
    order by 2 desc, 1`);
  return { range: rangeInfo(scope), rows };
}
