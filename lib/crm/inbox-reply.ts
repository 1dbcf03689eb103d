import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activities, inboxItems, questions } from '@/lib/db/schema';
import { deliverMail, recordMail, type OutgoingMessage } from '@/lib/mail/transport';
import { siteOrigin } from '@/lib/tenancy/origin';
import type { Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';
import { agentSender, reachableLeadEmail, type AgentSender } from './agent-mail';
import { requireVisibleInboxItem, toInboxItem, type InboxRow } from './inbox';
import type { ActivityItem, InboxItem } from './types';

export interface ReplyInput {
  message: string;
  /** "Send & close": the item moves to the closed inbox in the same transaction. */
  close?: boolean;
}

/**
 * POST /api/crm/inbox/{id}/reply: the agent's answer is e-mailed to the lead and written as an
 * `email` activity {subject, body, mailId, inboxItemId} in one transaction; a question is
 * marked answered. The item stays open unless `close` (FUB keeps it until archived): the
 * agent may expect a follow-up. The mail goes out after the commit.
 */
export async function replyToInboxItem(access: CrmAccess, company: Company, id: number, input: ReplyInput): Promise<{ activity: ActivityItem; item: InboxItem }> {
  const db = await getDb();
  const { activity, item, mail } = await db.transaction(async (tx) => {
    const row = await requireVisibleInboxItem(tx, access, id);
    const to = reachableLeadEmail(row);
    const sender = await agentSender(tx, access, company, row.leadId);
    const agentName = sender.name;
    const message = replyMail(company, row, to, input.message, access.agentId, sender);
    const mailId = await recordMail(tx, message);
    const data = { subject: message.subject, body: input.message, mailId, inboxItemId: row.id };
    const [written] = await tx
      .insert(activities)
      .values({ companyId: access.companyId, leadId: row.leadId, agentId: access.agentId, type: 'email', propertyId: row.propertyId, data })
      .returning({ id: activities.id, occurredAt: activities.occurredAt });
    if (row.questionId !== null) {
      await tx.update(questions).set({ answeredAt: sql`now()` }).where(and(eq(questions.id, row.questionId), isNull(questions.answeredAt)));
    }
    let closedAt = row.closedAt;
    if (input.close && closedAt === null) {
      const [closed] = await tx
        .update(inboxItems)
        .set({ closedAt: sql`now()`, closedBy: access.agentId })
        .where(and(eq(inboxItems.id, row.id), isNull(inboxItems.closedAt)))
        .returning({ closedAt: inboxItems.closedAt });
      closedAt = closed?.closedAt ?? closedAt;
    }
    const item = toInboxItem({ ...row, closedAt });
    const activity: ActivityItem = {
      id: written!.id,
      type: 'email',
      occurredAt: written!.occurredAt.toISOString(),
      agent: { id: access.agentId, name: agentName },
      property: item.property,
      data,
    };
    return { activity, item, mail: { id: mailId, message } };
  });
  await deliverMail(mail.id, mail.message);
  return { activity, item };
}

function replySubject(row: InboxRow): string {
  const about = row.address ? ` about ${row.address}` : '';
  if (row.kind === 'showing') return `Re: your showing request${about}`;
  if (row.kind === 'question') return `Re: your question${about}`;
  return 'Re: your message';
}

/** Plain text in the agent's words, signed, with the listing's link; replies go to the agent. */
function replyMail(company: Company, row: InboxRow, to: string, body: string, agentId: number, agent: AgentSender): OutgoingMessage {
  const origin = siteOrigin(company.domain);
  const companyName = company.settings.siteName || company.name;
  const listing = row.propertyId !== null && row.address ? [`${row.address}: ${origin}${toInboxItem(row).property?.url ?? ''}`] : [];
  return {
    companyId: company.id,
    leadId: row.leadId,
    agentId,
    kind: 'inbox-reply',
    from: { name: `${agent.name} (${companyName})`.slice(0, 200), address: agent.address },
    replyTo: agent.replyTo,
    to,
    subject: replySubject(row).slice(0, 250),
    text: [body, '', `— ${agent.name}`, companyName, ...listing].join('\n'),
  };
}
