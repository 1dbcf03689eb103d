import type { leads } from '@/lib/db/schema';

type LeadRow = typeof leads.$inferSelect;

/**
 * SPEC §3's Lead fields of a stored lead, as both the lead's own profile (GET /api/leads/me)
 * and the CRM's lead (GET /api/crm/leads/{id}) answer them. `coBuyer`: the other half of a
 * buyer/co-buyer pair, whether it exists and the first name the caller may see.
 */
export function specLeadFields(lead: LeadRow, coBuyer: { exists: boolean; firstName: string | null }) {
  return {
    id: lead.id,
    lenderId: lead.lenderId,
    completed: lead.completed,
    email: lead.email,
    emailStatus: lead.emailStatus,
    phone: lead.phone,
    phoneStatus: lead.phoneStatus,
    firstName: lead.firstName,
    lastName: lead.lastName,
    agentId: lead.buyerAgentId,
    relatedLeadFirstName: coBuyer.firstName,
    hasCoBuyer: coBuyer.exists,
    isEngaged: lead.isEngaged,
    stage: lead.stage,
  };
}
