import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { agents, leads } from '@/lib/db/schema';
import { notFound } from '@/lib/http/errors';
import { getCompany } from '@/lib/tenancy/company';
import { alreadyReceived, recordLeadReply, type HookResult } from './inbound';
import { inboundMail } from './mail';
import { bareAddress } from './reply-address';

/** POST /api/hooks/gmail: what a Gmail sync relay posts for a message in an agent's mailbox. */
export const gmailMessage = z.object({
  agentEmail: inboundMail.shape.from,
  direction: z.enum(['sent', 'received']),
  from: inboundMail.shape.from,
  to: inboundMail.shape.to,
  subject: inboundMail.shape.subject,
  text: inboundMail.shape.text,
  messageId: inboundMail.shape.messageId,
});

/**
 * The Gmail adapter: an agent's own mailbox, synced by a relay. A message the agent sent to a
 * lead's address is `gmail` {subject, body} by that agent; one a lead sent the agent is
 * `gmail-reply` and pauses the lead's plans (the agent read it in Gmail: no inbox item).
 * Unknown agent (active, by e-mail) or no lead of theirs with that address: 404. Once per Message-ID.
 */
export async function receiveGmail(input: z.infer<typeof gmailMessage>, now = new Date()): Promise<HookResult> {
  const agentEmail = bareAddress(input.agentEmail);
  const leadEmail = input.direction === 'sent' ? bareAddress(input.to.split(',')[0] ?? '') : bareAddress(input.from);
  const db = await getDb();
  const staff = agentEmail
    ? await db.select({ id: agents.id, companyId: agents.companyId }).from(agents).where(and(sql`lower(${agents.email}) = ${agentEmail}`, eq(agents.isActive, true))).orderBy(agents.id)
    : [];
  if (staff.length === 0) throw notFound('Unknown agent');
  let match: { agentId: number; companyId: number; leadId: number } | null = null;
  for (const agent of staff) {
    if (!leadEmail) break;
    const [lead] = await db.select({ id: leads.id }).from(leads).where(and(eq(leads.companyId, agent.companyId), sql`lower(${leads.email}) = ${leadEmail}`)).orderBy(desc(leads.id)).limit(1);
    if (lead) {
      match = { agentId: agent.id, companyId: agent.companyId, leadId: lead.id };
      break;
    }
  }
  if (!match) throw notFound('Unknown lead');
  const { agentId, companyId, leadId } = match;
  const company = await getCompany(companyId);
  if (!company) throw notFound('Unknown agent');
  const data = { subject: input.subject.trim(), body: input.text.trim().slice(0, 20_000) };
  return db.transaction(async (tx) => {
    const hookId = `gmail:${input.messageId}`;
    const seen = await alreadyReceived(tx, companyId, leadId, hookId);
    if (seen !== null) return { leadId, activityId: seen, duplicate: true };
    const sent = input.direction === 'sent';
    const reply = await recordLeadReply(tx, {
      company, leadId, agentId: sent ? agentId : null, type: sent ? 'gmail' : 'gmail-reply', data, hookId, inbox: null, pause: sent ? null : 'The lead replied in Gmail', now,
    });
    return { leadId, activityId: reply.activityId, duplicate: false };
  });
}
