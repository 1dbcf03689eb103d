import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { activities, outgoingTexts } from '@/lib/db/schema';
import { unprocessable } from '@/lib/http/errors';
import { instant, safeText } from '@/lib/http/input';
import type { CrmAccess } from '@/lib/crm/access';
import { lockVisibleLead, type LeadRow } from '@/lib/crm/lead-lock';
import type { ActivityItem } from '@/lib/crm/types';
import { writtenActivity } from '@/lib/crm/written-activity';
import { MAX_SCHEDULE_DAYS, MAX_TEXT_LENGTH } from './conversation-types';
import { deliverText, SCHEDULED_TEXT_KIND } from './delivery';
import { senderNumber } from './numbers';
import { recordText } from './outgoing';

/** POST /api/crm/leads/{id}/texts { body, sendAt? }. */
export const textBody = z.object({
  body: safeText()
    .transform((t) => t.trim())
    .pipe(z.string().min(1, { error: 'must not be empty' }).max(MAX_TEXT_LENGTH, { error: `must be at most ${MAX_TEXT_LENGTH} characters` })),
  sendAt: instant().optional(),
});

/** A sendAt this close to now (or a little behind, a slow clock) means "now". */
const NOW_SLACK_MS = 60_000;

/**
 * The lead's number for an agent's own text, or 422 naming `phone`: none, or the lead texted
 * STOP (carriers require it honoured for every sender, not only automated ones). A number
 * marked bad is still tried: the agent may know better, and the gateway will say.
 */
export function textableLeadPhone(lead: Pick<LeadRow, 'phone' | 'textOptOutAt'>): string {
  if (!lead.phone) throw unprocessable('This lead has no phone number: add one on the lead’s page', { phone: 'The lead has no phone number' });
  if (lead.textOptOutAt) throw unprocessable('This lead texted STOP and may not be texted until they text START', { phone: 'The lead opted out of texts (STOP)' });
  return lead.phone;
}

/** When a `sendAt` asks for the text to go out: null for now, or 422 naming `sendAt` outside the next 30 days. */
export function scheduledFor(sendAt: string | undefined, now: Date): Date | null {
  if (sendAt === undefined) return null;
  const at = new Date(sendAt);
  if (at.getTime() < now.getTime() - NOW_SLACK_MS) throw unprocessable('sendAt: must be in the future', { sendAt: 'must be in the future' });
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) throw unprocessable(`sendAt: must be within ${MAX_SCHEDULE_DAYS} days`, { sendAt: `must be within ${MAX_SCHEDULE_DAYS} days` });
  return at.getTime() <= now.getTime() + NOW_SLACK_MS ? null : at;
}

/**
 * An agent's text to a lead they see (404 otherwise), from the agent's line or the company's:
 * the outgoing text and its `text` activity {body, textId} in one transaction, handed to the
 * gateway after the commit. With `sendAt` later on, the text waits in outgoing_texts
 * (next_attempt_at = sendAt) with a `scheduled-text` activity {body, sendAt, textId}; the
 * text-delivery job sends it then and writes the `text` activity.
 */
export async function textLead(access: CrmAccess, leadId: number, input: z.infer<typeof textBody>, now = new Date()): Promise<ActivityItem> {
  const sendAt = scheduledFor(input.sendAt, now);
  const db = await getDb();
  const { item, textId } = await db.transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, access, leadId);
    const to = textableLeadPhone(lead);
    const from = await senderNumber(tx, access.companyId, access.agentId);
    if (sendAt) {
      const [text] = await tx
        .insert(outgoingTexts)
        .values({ companyId: access.companyId, leadId: lead.id, agentId: access.agentId, kind: SCHEDULED_TEXT_KIND, toPhone: to, fromPhone: from, body: input.body, status: 'queued', nextAttemptAt: sendAt })
        .returning({ id: outgoingTexts.id });
      const [row] = await tx
        .insert(activities)
        .values({ companyId: access.companyId, leadId: lead.id, agentId: access.agentId, type: 'scheduled-text', occurredAt: now, data: { body: input.body, sendAt: sendAt.toISOString(), textId: text!.id } })
        .returning();
      return { item: await writtenActivity(tx, row!), textId: null };
    }
    const textId = await recordText(tx, { companyId: access.companyId, leadId: lead.id, agentId: access.agentId, kind: 'text', to, from, body: input.body });
    const [row] = await tx
      .insert(activities)
      .values({ companyId: access.companyId, leadId: lead.id, agentId: access.agentId, type: 'text', occurredAt: now, data: { body: input.body, textId } })
      .returning();
    return { item: await writtenActivity(tx, row!), textId };
  });
  if (textId !== null) await deliverText(textId, now);
  return item;
}
