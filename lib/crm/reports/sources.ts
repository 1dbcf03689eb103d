import 'server-only';
import { and, gte, lt, sql } from 'drizzle-orm';
import { leads } from '@/lib/db/schema';
import { reportRows } from '@/lib/crm/reports/report-rows';
import { contactActivityPredicate } from '../first-contact';
import { CONVERTED_STAGES_SQL, leadStageChange } from './stage-activity';
import { rangeInfo, type ReportScope } from './scope';
import type { ReportAnswers, SourceRow } from './types';

/**
 * GET /api/crm/reports/sources: the leads that arrived in the range, per source: how many, how
 * many an agent has contacted (lib/crm/first-contact.ts), and how many reached appointment or
 * beyond — by their stage now, or by a stage change on their timeline (a lead lost after an
 * appointment converted once). Each EXISTS is one index probe per lead.
 */
export async function sourcesReport(scope: ReportScope): Promise<ReportAnswers['sources']> {
  const rows = await reportRows<SourceRow>(sql`
    select coalesce(nullif(btrim(${leads.source}), ''), 'Unknown') as source,
      count(*)::int as leads,
      (count(*) filter (where exists (
        select 1 from activities ca where ca.company_id = ${leads.companyId} and ca.lead_id = ${leads.id} and ${contactActivityPredicate('ca')}
      )))::int as contacted,
      (count(*) filter (where ${leads.stage} in (${CONVERTED_STAGES_SQL}) or exists (
        select 1 from activities sa where sa.company_id = ${leads.companyId} and sa.lead_id = ${leads.id} and ${leadStageChange('sa')} and sa.data->>'to' in (${CONVERTED_STAGES_SQL})
      )))::int as converted
    from ${leads}
    where ${and(scope.leadsWhere, gte(leads.createdAt, scope.range.fromAt), lt(leads.createdAt, scope.range.toAt))}
    group by 1
    order by 2 desc, 1`);
  return { range: rangeInfo(scope), rows };
}
