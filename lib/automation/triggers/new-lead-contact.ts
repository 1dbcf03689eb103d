import 'server-only';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { agents, leads, smsNumbers } from '@/lib/db/schema';
import { siteOrigin } from '@/lib/tenancy/origin';
import type { Company } from '@/lib/tenancy/company';
import type { TemplateValues } from '../templates';

/** A new lead and the agent the lead flow gave it, as the smart text, auto-call and phone lookup need them. */
export interface NewLeadContact {
  lead: {
    id: number; firstName: string | null; lastName: string | null; email: string | null;
    phone: string | null; phoneStatus: typeof leads.$inferSelect.phoneStatus; textOptOutAt: Date | null;
  };
  /** The buyer agent (null: a pond lead, or an inactive agent). */
  agent: { id: number; firstName: string; lastName: string; email: string; phone: string | null } | null;
}

/**
 * Read inside the new lead's transaction, after the lead flow set buyer_agent_id (so it sees
 * what the flow decided). An inactive agent counts as none: nobody texts as someone who left.
 */
export async function newLeadContact(tx: Db, companyId: number, leadId: number): Promise<NewLeadContact | null> {
  const [lead] = await tx
    .select({
      id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email,
      phone: leads.phone, phoneStatus: leads.phoneStatus, textOptOutAt: leads.textOptOutAt, buyerAgentId: leads.buyerAgentId,
    })
    .from(leads)
    .where(and(eq(leads.companyId, companyId), eq(leads.id, leadId)))
    .limit(1);
  if (!lead) return null;
  const { buyerAgentId, ...rest } = lead;
  const [agent] = buyerAgentId === null ? [] : await tx
    .select({ id: agents.id, firstName: agents.firstName, lastName: agents.lastName, email: agents.email, phone: agents.phone })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.id, buyerAgentId), eq(agents.isActive, true)))
    .limit(1);
  return { lead: rest, agent: agent ?? null };
}

/** The template fields of a lead, its agent and the company (lib/automation/templates.ts). */
export function contactTemplateValues(company: Company, { lead, agent }: NewLeadContact): TemplateValues {
  const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;
  return {
    'lead.firstName': lead.firstName, 'lead.lastName': lead.lastName, 'lead.fullName': join(lead.firstName, lead.lastName),
    'lead.email': lead.email, 'lead.phone': lead.phone,
    'agent.firstName': agent?.firstName ?? null, 'agent.lastName': agent?.lastName ?? null,
    'agent.fullName': agent ? join(agent.firstName, agent.lastName) : null, 'agent.email': agent?.email ?? null, 'agent.phone': agent?.phone ?? null,
    'company.name': company.settings.siteName || company.name, 'company.phone': company.settings.phone, 'company.url': siteOrigin(company.domain),
  };
}

/**
 * The number a text to the lead goes out from: the agent's own line when it has one in
 * sms_numbers, else the company's shared number, else none (the gateway's default sender).
 */
export async function textingNumber(tx: Db, companyId: number, agentId: number | null): Promise<string | null> {
  const rows = await tx
    .select({ phone: smsNumbers.phone, agentId: smsNumbers.agentId })
    .from(smsNumbers)
    .where(and(eq(smsNumbers.companyId, companyId), agentId === null ? isNull(smsNumbers.agentId) : or(isNull(smsNumbers.agentId), eq(smsNumbers.agentId, agentId))));
  return (rows.find((r) => r.agentId !== null) ?? rows[0])?.phone ?? null;
}
