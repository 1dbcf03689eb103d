import 'server-only';
import { sql } from 'drizzle-orm';
import { leads } from '@/lib/db/schema';
import { reportRows } from '@/lib/crm/reports/report-rows';
import { propertyUrl } from '@/lib/search/property-json';
import { rangeInfo, type ReportScope } from './scope';
import type { EngagementRow, ReportAnswers } from './types';

export const ENGAGEMENT_ROWS = 25;

/**
 * GET /api/crm/reports/engagement: the listings the caller's leads engaged with most in the
 * range — leads viewing (and their views), favourites, questions and showing requests — the
 * top 25 by leads engaged in all. Each source is counted on its own (joined to the visible
 * leads) and the three are joined by listing, so one busy lead cannot multiply another count.
 */
export async function engagementReport(scope: ReportScope): Promise<ReportAnswers['engagement']> {
  const { fromAt, toAt } = scope.range;
  const onLead = (alias: string) => sql`join ${leads} on ${leads.companyId} = ${sql.raw(alias)}.company_id and ${leads.id} = ${sql.raw(alias)}.lead_id`;
  const company = scope.access.companyId;
  const rows = await reportRows<{ property_id: number; address: string; viewers: number; views: number; favourites: number; questions: number }>(sql`
    with v as (
      select vp.property_id, count(*)::int as viewers, least(sum(vp.views_count), 2147483647)::int as views
      from viewed_properties vp ${onLead('vp')}
      where vp.company_id = ${company} and vp.last_viewed_at >= ${fromAt} and vp.last_viewed_at < ${toAt} and ${scope.leadsWhere}
      group by vp.property_id
    ), f as (
      select fv.property_id, count(*)::int as favourites
      from favourites fv ${onLead('fv')}
      where fv.company_id = ${company} and fv.created_at >= ${fromAt} and fv.created_at < ${toAt} and ${scope.leadsWhere}
      group by fv.property_id
    ), q as (
      select asked.property_id, count(*)::int as questions
      from (
        select company_id, lead_id, property_id, created_at from questions where company_id = ${company} and property_id is not null
        union all
        select company_id, lead_id, property_id, created_at from showing_requests where company_id = ${company}
      ) asked ${onLead('asked')}
      where asked.created_at >= ${fromAt} and asked.created_at < ${toAt} and ${scope.leadsWhere}
      group by asked.property_id
    ), engaged as (
      select coalesce(v.property_id, f.property_id, q.property_id) as property_id,
        coalesce(v.viewers, 0) as viewers, coalesce(v.views, 0) as views, coalesce(f.favourites, 0) as favourites, coalesce(q.questions, 0) as questions
      from v full join f on f.property_id = v.property_id
      full join q on q.property_id = coalesce(v.property_id, f.property_id)
    )
    select e.property_id, p.unparsed_address as address, e.viewers, e.views, e.favourites, e.questions
    from engaged e join properties p on p.id = e.property_id
    order by e.viewers + e.favourites + e.questions desc, e.views desc, e.property_id
    limit ${ENGAGEMENT_ROWS}`);
  const out: EngagementRow[] = rows.map((r) => ({
    propertyId: r.property_id,
    address: r.address,
    url: propertyUrl(r.property_id, r.address),
    viewers: r.viewers,
    views: r.views,
    favourites: r.favourites,
    questions: r.questions,
  }));
  return { range: rangeInfo(scope), rows: out };
}
