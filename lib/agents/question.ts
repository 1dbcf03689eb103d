import 'server-only';
import type { LeadClaims } from '@/lib/auth/lead-token';
import { addInboxItem, deliverInboxMail } from '@/lib/crm/inbox-intake';
import { getDb } from '@/lib/db/client';
import { activities, questions } from '@/lib/db/schema';
import { asExistingLead } from '@/lib/leads/lead-actions';
import type { Company } from '@/lib/tenancy/company';

/**
 * POST /api/agents/{id}/question: a lead writes to an agent from the agent's page. The
 * question (the CRM's question inbox) names the agent and no listing (migration 0012), and
 * the lead's `lead-question` activity is addressed to the agent (`agent_id`, `data.to =
 * 'agent'`): it shows in the lead's timeline and feed.
 */
export async function askAgentQuestion(company: Company, lead: LeadClaims, agentId: number, message: string) {
  const db = await getDb();
  const companyId = company.id;
  const { question, mail } = await asExistingLead(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(questions)
        .values({ companyId, leadId: lead.id, agentId, propertyId: null, message })
        .returning({ id: questions.id, createdAt: questions.createdAt });
      await tx.insert(activities).values({ companyId, leadId: lead.id, agentId, type: 'lead-question', propertyId: null, data: { questionId: row!.id, to: 'agent', message } });
      // The CRM inbox item and the addressed agent's mail (DESIGN §9), sent after the commit.
      const mail = await addInboxItem(tx, { company, leadId: lead.id, kind: 'question', questionId: row!.id, propertyId: null, namedAgentId: agentId, message });
      return { question: { id: row!.id, agentId, message, createdAt: row!.createdAt.toISOString() }, mail };
    }),
  );
  await deliverInboxMail(mail);
  return question;
}
