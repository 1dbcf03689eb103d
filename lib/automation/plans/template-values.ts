import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import type { TemplateValues } from '@/lib/automation/templates';
import type { Company } from '@/lib/tenancy/company';

export interface TemplateLead { firstName: string | null; lastName: string | null; email: string | null; phone: string | null }
export interface TemplateAgent { firstName: string; lastName: string; email: string; phone: string | null; primaryPhone?: string | null }

/** The lead's, agent's and company's fields as a template names them (lib/automation/templates.ts). */
export function templateValues(lead: TemplateLead, agent: TemplateAgent | null, company: Company): TemplateValues {
  const leadName = [lead.firstName, lead.lastName].map((p) => p?.trim() ?? '').filter(Boolean).join(' ');
  return {
    'lead.firstName': lead.firstName?.trim() || null,
    'lead.lastName': lead.lastName?.trim() || null,
    'lead.fullName': leadName || null,
    'lead.email': lead.email,
    'lead.phone': lead.phone,
    'agent.firstName': agent?.firstName ?? null,
    'agent.lastName': agent?.lastName ?? null,
    'agent.fullName': agent ? `${agent.firstName} ${agent.lastName}` : null,
    'agent.email': agent?.email ?? null,
    'agent.phone': agent?.primaryPhone ?? agent?.phone ?? null,
    'company.name': company.settings.siteName || company.name,
    'company.phone': company.settings.phone,
    'company.url': `https://${company.domain}`,
  };
}

/** An agent of the company by id (the lead's buyer agent who sends the drip), or null. */
export async function templateAgent(tx: Db, companyId: number, agentId: number | null): Promise<(TemplateAgent & { id: number }) | null> {
  if (agentId === null) return null;
  const [agent] = await tx
    .select({ id: agents.id, firstName: agents.firstName, lastName: agents.lastName, email: agents.email, phone: agents.phone, primaryPhone: agents.primaryPhone })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.id, agentId)))
    .limit(1);
  return agent ?? null;
}

/** Sample values for a preview without a lead: the editor shows what a real lead would read. */
export const SAMPLE_LEAD: TemplateLead = { firstName: 'Jordan', lastName: 'Rivera', email: 'jordan.rivera@example.com', phone: '+16315550147' };
