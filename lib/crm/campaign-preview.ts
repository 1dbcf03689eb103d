import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { SAMPLE_LEAD, templateAgent, templateValues } from '@/lib/automation/plans/template-values';
import { renderTemplate } from '@/lib/automation/templates';
import { getDb } from '@/lib/db/client';
import { campaigns, leads } from '@/lib/db/schema';
import { notFound } from '@/lib/http/errors';
import { trackingFor } from '@/lib/mail/tracking';
import { OPEN_PIXEL } from '@/lib/mail/tracking-tokens';
import { textToHtml, withFooterHtml, withFooterText } from '@/lib/mail/tracking-html';
import type { Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';
import { segmentCounts, segmentWhere, skipReasonSql } from './campaign-segment';
import type { CampaignPreview } from './campaign-types';
import { leadDisplayName } from './lead-name';
import { leadsOrderBy } from './leads-list';
import { DEFAULT_SORT } from './leads-query';

const PIXEL = `data:image/gif;base64,${OPEN_PIXEL.toString('base64')}`;

/**
 * GET /api/crm/campaigns/{id}/preview?leadId=: the subject and mail rendered for one lead of
 * the segment (the one asked for — 404 when it is not in the segment — else the first who
 * would be mailed, else a sample lead's values), as the lead will read it (links shown, not
 * yet signed; the unsubscribe footer), with the segment's figures now.
 */
export async function previewCampaign(access: CrmAccess, company: Company, id: number, leadId?: number): Promise<CampaignPreview> {
  const db = await getDb();
  const [campaign] = await db.select().from(campaigns).where(and(eq(campaigns.companyId, access.companyId), eq(campaigns.id, id))).limit(1);
  if (!campaign) throw notFound('Campaign not found');
  const where = segmentWhere(access.companyId, campaign.segment);
  const pick = db
    .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, phone: leads.phone })
    .from(leads);
  const [lead] =
    leadId !== undefined
      ? await pick.where(and(where, eq(leads.id, leadId))).limit(1)
      : await pick.where(where).orderBy(sql`(${skipReasonSql}) is null desc`, ...leadsOrderBy(DEFAULT_SORT)).limit(1);
  if (leadId !== undefined && !lead) throw notFound('That lead is not in this campaign’s segment');
  const agent = await templateAgent(db, access.companyId, campaign.fromAgentId);
  const values = templateValues(lead ?? SAMPLE_LEAD, agent, company);
  const subject = renderTemplate(campaign.subject, values).replace(/\s+/g, ' ').trim();
  const body = renderTemplate(campaign.body, values);
  const { companyName } = trackingFor(company);
  const counts = await segmentCounts(db, access.companyId, campaign.segment);
  return {
    lead: lead ? { id: lead.id, name: leadDisplayName(lead), email: lead.email } : null,
    subject,
    html: withFooterHtml(textToHtml(body, () => undefined), { unsubscribeUrl: '#unsubscribe', pixelUrl: PIXEL, companyName }),
    text: withFooterText(body, { unsubscribeUrl: '(unsubscribe link)', companyName }),
    ...counts,
  };
}
