import 'server-only';
import type { LeadClaims } from '@/lib/auth/lead-token';
import { getDb } from '@/lib/db/client';
import { activities } from '@/lib/db/schema';
import { asExistingLead } from '@/lib/leads/lead-actions';

/**
 * POST /api/agents/{id}/question: a lead writes to an agent from the agent's page. There is no
 * listing, and the `questions` table (the CRM's question inbox) requires one, so the question
 * is recorded as the lead's `lead-question` activity addressed to the agent (`agent_id`, as the
 * listing question does) with `data.to = 'agent'`: it shows in the lead's timeline and feed.
 */
export async function askAgentQuestion(companyId: number, lead: LeadClaims, agentId: number, message: string) {
  const db = await getDb();
  const [row] = await asExistingLead(() =>
    db
      .insert(activities)
      .values({ companyId, leadId: lead.id, agentId, type: 'lead-question', propertyId: null, data: { to: 'agent', message } })
      .returning({ id: activities.id, occurredAt: activities.occurredAt }),
  );
  return { id: row!.id, agentId, message, createdAt: row!.occurredAt.toISOString() };
}
