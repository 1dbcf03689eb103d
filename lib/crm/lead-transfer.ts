import 'server-only';
import { queueWebhookEvent } from '@/lib/integrations/webhook-outbox';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { activities, agents, leads } from '@/lib/db/schema';
import { forbidden, unprocessable } from '@/lib/http/errors';
import { rowId } from '@/lib/http/input';
import { deliverMail, recordMail, senderFor, type OutgoingMessage } from '@/lib/mail/transport';
import type { Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';
import { lockVisibleLead } from './lead-lock';
import { leadDisplayName } from './lead-name';
import { mayTransfer, TRANSFER_ELIGIBLE, TRANSFER_LABELS } from './transfer-rules';
import { TRANSFER_TYPES, type ActivityItem } from './types';
import { writtenActivity } from './written-activity';

/** POST /api/crm/leads/{id}/transfer {type, agentId}. */
export const transferBody = z.object({
  type: z.enum(TRANSFER_TYPES, { error: `must be one of ${TRANSFER_TYPES.join(', ')}` }),
  agentId: rowId(),
});

const COLUMN = { agent: 'buyerAgentId', listingAgent: 'listingAgentId', lender: 'lenderId' } as const;

/**
 * SPEC §6 / DESIGN §9: the lead's buyer agent, listing agent or lender becomes `agentId`, with a
 * `transfer` activity {type, from, to} and an e-mail to the new agent, all in one transaction
 * (the mail is handed to SMTP after the commit). An agent who is not eligible for the type,
 * inactive, unknown or of another company: 422 naming agentId, nothing written.
 */
export async function transferLead(access: CrmAccess, company: Company, leadId: number, input: z.infer<typeof transferBody>): Promise<ActivityItem> {
  const db = await getDb();
  const { item, mail } = await db.transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, access, leadId);
    if (!mayTransfer(access, input.type, lead.buyerAgentId)) {
      throw forbidden(access.type === 'lender' ? 'Lenders cannot transfer leads' : 'Only a broker or an admin may transfer this lead');
    }
    const [target] = await tx.select().from(agents).where(and(eq(agents.id, input.agentId), eq(agents.companyId, access.companyId))).limit(1);
    const eligible = TRANSFER_ELIGIBLE[input.type];
    if (!target || !target.isActive || !eligible.includes(target.type)) {
      const why = !target ? 'No such agent in your company' : !target.isActive ? 'This agent is inactive' : `A ${TRANSFER_LABELS[input.type].toLowerCase()} must be a ${eligible.join(' or ')}`;
      throw unprocessable(`agentId: ${why}`, { agentId: why });
    }
    const column = COLUMN[input.type];
    const from = lead[column];
    await tx.update(leads).set({ [column]: target.id, updatedAt: new Date() }).where(and(eq(leads.companyId, access.companyId), eq(leads.id, lead.id)));
    const [row] = await tx.insert(activities).values({
      companyId: access.companyId, leadId: lead.id, agentId: access.agentId, type: 'transfer',
      data: { type: input.type, from, to: target.id, toName: `${target.firstName} ${target.lastName}` },
    }).returning();
    await queueWebhookEvent(tx, access.companyId, 'lead.assigned', { leadId: lead.id, change: { type: input.type, from, to: target.id } }, new Date());
    const sender = senderFor(company);
    const name = leadDisplayName(lead);
    const message: OutgoingMessage = {
      companyId: access.companyId,
      leadId: lead.id,
      agentId: target.id,
      kind: 'lead-transfer',
      from: sender.from,
      replyTo: sender.replyTo,
      to: target.email,
      subject: `New lead for you: ${name}`,
      text: `Hi ${target.firstName},\n\n${name} is now yours as ${TRANSFER_LABELS[input.type].toLowerCase()}.\nOpen the lead: https://${company.domain}/lead?id=${lead.id}\n`,
    };
    const mailId = await recordMail(tx, message);
    return { item: await writtenActivity(tx, row!), mail: { id: mailId, message } };
  });
  await deliverMail(mail.id, mail.message);
  return item;
}
