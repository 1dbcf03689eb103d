import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AUTOMATED_MAIL_BLOCKS, NO_AUTOMATED_MAIL } from '@/lib/automation/reachable';
import type { Db } from '@/lib/db/client';
import { campaignRecipients, leads } from '@/lib/db/schema';
import type { CampaignSegment } from '@/lib/db/schema/campaigns';
import type { CrmAccess } from './access';
import { segmentQuery } from './campaign-types';
import { leadsListWhere } from './leads-list';
import { queryRows } from '@/lib/db/rows';

/**
 * Campaigns are an admins' screen: every lead of the company is theirs to mail, whoever
 * asked (a scheduled send freezes its segment on the job, with no agent signed in).
 */
export function companyWideAccess(companyId: number, agentId = 0): CrmAccess {
  return { agentId, companyId, type: 'broker', isAdmin: true, scope: 'company', canManage: true, canClaim: true };
}

/** The leads a segment names: the /leads list's own WHERE (visibility and every filter). */
export const segmentWhere = (companyId: number, segment: CampaignSegment): SQL => leadsListWhere(companyWideAccess(companyId), segmentQuery(segment));

/**
 * Why a lead of the segment gets no campaign mail, in SQL: automatedEmailBlock's rule
 * (lib/automation/reachable.ts) and its words, so the frozen rows, the preview's figures and
 * the send-time check agree. Null: the lead is mailed.
 */
export const skipReasonSql = sql<string | null>`case
  when coalesce(${leads.email}, '') = '' then ${AUTOMATED_MAIL_BLOCKS.noAddress}::text
  when ${leads.emailStatus} = 'unsub' then ${AUTOMATED_MAIL_BLOCKS.unsubscribed}::text
  when ${leads.emailStatus} in (${sql.join(NO_AUTOMATED_MAIL.map((s) => sql`${s}`), sql`, `)}) then ${AUTOMATED_MAIL_BLOCKS.refused}::text
  else null end`;

/** How many leads the segment holds now, and by skip reason (null: to be mailed). */
export async function segmentCounts(db: Db, companyId: number, segment: CampaignSegment): Promise<{ recipients: number; willSend: number; skipped: { reason: string; count: number }[] }> {
  const reason = skipReasonSql;
  const rows = await db
    .select({ reason, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(segmentWhere(companyId, segment))
    // By position: the CASE carries bind parameters, and a repeated one would be a different expression to PostgreSQL.
    .groupBy(sql`1`);
  let recipients = 0;
  let willSend = 0;
  const skipped: { reason: string; count: number }[] = [];
  for (const row of rows) {
    const n = Number(row.n);
    recipients += n;
    if (row.reason === null) willSend += n;
    else skipped.push({ reason: row.reason, count: n });
  }
  skipped.sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  return { recipients, willSend, skipped };
}

/**
 * Freezes the segment into recipient rows, in the caller's transaction: ONE INSERT … SELECT
 * with the leads list's WHERE, each lead 'queued' or 'skipped' with its reason. Leads who join
 * the segment later are not mailed; one who unsubscribes before their turn is skipped then
 * (the job checks again). Returns how many rows it wrote.
 */
export async function freezeRecipients(tx: Db, campaign: { id: number; companyId: number; segment: CampaignSegment }): Promise<number> {
  const where = and(segmentWhere(campaign.companyId, campaign.segment), eq(leads.companyId, campaign.companyId));
  // Raw, as drizzle's insert-select wants every column of the table in its select.
  const result = await queryRows<{ n: number }>(sql`with frozen as (
      insert into ${campaignRecipients} (company_id, campaign_id, lead_id, status, skip_reason)
      select ${leads.companyId}, ${campaign.id}::int, ${leads.id},
        case when ${skipReasonSql} is null then 'queued' else 'skipped' end, ${skipReasonSql}
      from ${leads} where ${where}
      on conflict do nothing
      returning 1)
    select count(*)::int as n from frozen`, tx);
  return Number(result[0]?.n ?? 0);
}
