import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import type { CrmAccess } from '@/lib/crm/access';
import { leadDisplayName } from '@/lib/crm/lead-name';
import { visibleLeadsWhere } from '@/lib/crm/visible-leads';
import { renderTemplate } from '@/lib/automation/templates';
import { notFound } from '@/lib/http/errors';
import type { Company } from '@/lib/tenancy/company';
import { requirePlanUser } from './plans';
import type { TemplatePreview } from './plan-types';
import { SAMPLE_LEAD, templateAgent, templateValues } from './template-values';

/**
 * POST /api/crm/action-plans/preview: the template as a lead would read it — filled with a lead
 * the caller sees (and that lead's agent, else the caller), or with sample values and the caller
 * as the agent. A lead outside the caller's view is 404, as everywhere.
 */
export async function previewTemplate(access: CrmAccess, company: Company, input: { template: { subject?: string; body: string }; leadId?: number }): Promise<TemplatePreview> {
  requirePlanUser(access);
  const db = await getDb();
  let lead = SAMPLE_LEAD;
  let agentId: number = access.agentId;
  let filledWith = 'sample values';
  if (input.leadId !== undefined) {
    const [row] = await db.select().from(leads).where(and(eq(leads.id, input.leadId), visibleLeadsWhere(access))).limit(1);
    if (!row) throw notFound('Lead not found');
    lead = row;
    agentId = row.buyerAgentId ?? access.agentId;
    filledWith = leadDisplayName(row);
  }
  const values = templateValues(lead, await templateAgent(db, access.companyId, agentId), company);
  return {
    subject: input.template.subject === undefined ? null : renderTemplate(input.template.subject, values),
    body: renderTemplate(input.template.body, values),
    filledWith,
  };
}
