import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { agents, leads } from '@/lib/db/schema';
import type { EMAIL_STATUSES } from '@/lib/db/schema/leads';
import type { Company } from '@/lib/tenancy/company';
import { siteOrigin } from '@/lib/tenancy/origin';
import type { TemplateValues } from '../templates';

export interface MailLead {
  id: number;
  email: string | null;
  emailStatus: (typeof EMAIL_STATUSES)[number];
  isSeller: boolean;
  agentId: number | null;
}

/**
 * A lead as a trigger's mail needs it, and the template values (lib/automation/templates.ts)
 * of the lead, their agent (buyer agent; none in the pond) and the company. Null when the lead
 * is gone. Reads with the caller's transaction.
 */
export async function leadMailContext(tx: Db, company: Company, leadId: number): Promise<{ lead: MailLead; values: TemplateValues } | null> {
  const [lead] = await tx
    .select({
      id: leads.id, email: leads.email, emailStatus: leads.emailStatus, isSeller: leads.isSeller, agentId: leads.buyerAgentId,
      firstName: leads.firstName, lastName: leads.lastName, phone: leads.phone,
    })
    .from(leads)
    .where(and(eq(leads.companyId, company.id), eq(leads.id, leadId)))
    .limit(1);
  if (!lead) return null;
  const [agent] =
    lead.agentId === null
      ? []
      : await tx
          .select({ firstName: agents.firstName, lastName: agents.lastName, email: agents.email, phone: agents.phone, primaryPhone: agents.primaryPhone })
          .from(agents)
          .where(and(eq(agents.companyId, company.id), eq(agents.id, lead.agentId)))
          .limit(1);
  const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;
  const values: TemplateValues = {
    'lead.firstName': lead.firstName,
    'lead.lastName': lead.lastName,
    'lead.fullName': fullName(lead.firstName, lead.lastName),
    'lead.email': lead.email,
    'lead.phone': lead.phone,
    'agent.firstName': agent?.firstName ?? null,
    'agent.lastName': agent?.lastName ?? null,
    'agent.fullName': agent ? fullName(agent.firstName, agent.lastName) : company.settings.siteName || company.name,
    'agent.email': agent?.email ?? company.settings.email,
    'agent.phone': agent?.primaryPhone ?? agent?.phone ?? company.settings.phone,
    'company.name': company.settings.siteName || company.name,
    'company.phone': company.settings.phone,
    'company.url': `${siteOrigin(company.domain)}/`,
  };
  return { lead: { id: lead.id, email: lead.email, emailStatus: lead.emailStatus, isSeller: lead.isSeller, agentId: agent ? lead.agentId : null }, values };
}
