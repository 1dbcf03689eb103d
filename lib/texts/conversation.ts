import 'server-only';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activities, agents, leads, outgoingTexts } from '@/lib/db/schema';
import type { CrmAccess } from '@/lib/crm/access';
import { visibleLeadsWhere } from '@/lib/crm/visible-leads';
import { notFound } from '@/lib/http/errors';
import type { TextConversation, TextMessage } from './conversation-types';
import { TEXTS_TO_AGENTS } from './outgoing';

/** The newest this many each way: a conversation longer than that is read in the timeline. */
const LIMIT = 200;

/**
 * GET /api/crm/leads/{id}/texts: the lead's texts both ways, oldest first (the newest at the
 * bottom, as a phone shows them): every text to the lead whatever sent it (not the alerts about
 * the lead that went to its agents), with its status and failure, and every `text-reply` the SMS hook wrote. 404 for a lead outside one's view.
 */
export async function leadConversation(access: CrmAccess, leadId: number): Promise<TextConversation> {
  const db = await getDb();
  const [lead] = await db
    .select({ id: leads.id, phone: leads.phone, textOptOutAt: leads.textOptOutAt })
    .from(leads)
    .where(and(eq(leads.id, leadId), visibleLeadsWhere(access)))
    .limit(1);
  if (!lead) throw notFound('Lead not found');
  const [sent, received] = await Promise.all([
    db
      .select({ text: outgoingTexts, firstName: agents.firstName, lastName: agents.lastName })
      .from(outgoingTexts)
      .leftJoin(agents, eq(agents.id, outgoingTexts.agentId))
      .where(and(eq(outgoingTexts.companyId, access.companyId), eq(outgoingTexts.leadId, lead.id), notInArray(outgoingTexts.kind, TEXTS_TO_AGENTS)))
      .orderBy(desc(outgoingTexts.createdAt), desc(outgoingTexts.id))
      .limit(LIMIT),
    db
      .select({ id: activities.id, occurredAt: activities.occurredAt, data: activities.data })
      .from(activities)
      .where(and(eq(activities.companyId, access.companyId), eq(activities.leadId, lead.id), inArray(activities.type, ['text-reply'])))
      .orderBy(desc(activities.occurredAt), desc(activities.id))
      .limit(LIMIT),
  ]);
  const messages: TextMessage[] = [
    ...sent.map(({ text, firstName, lastName }): TextMessage => ({
      key: `out-${text.id}`,
      direction: 'out',
      body: text.body,
      at: (text.sentAt ?? text.createdAt).toISOString(),
      status: text.status,
      error: text.error,
      sendAt: text.kind === 'scheduled-text' && text.status === 'queued' && text.nextAttemptAt ? text.nextAttemptAt.toISOString() : null,
      kind: text.kind,
      agentName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      keyword: null,
    })),
    ...received.map((row): TextMessage => ({
      key: `in-${row.id}`,
      direction: 'in',
      body: typeof row.data.body === 'string' ? row.data.body : '',
      at: row.occurredAt.toISOString(),
      status: null,
      error: null,
      sendAt: null,
      kind: null,
      agentName: null,
      keyword: row.data.keyword === 'stop' || row.data.keyword === 'start' ? row.data.keyword : null,
    })),
  ];
  messages.sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));
  return { leadId: lead.id, phone: lead.phone, optedOutAt: lead.textOptOutAt?.toISOString() ?? null, messages };
}
