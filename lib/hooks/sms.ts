import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db } from '@/lib/db/client';
import { activities, leads, outgoingTexts } from '@/lib/db/schema';
import { deliverInboxMail } from '@/lib/crm/inbox-intake';
import { notFound } from '@/lib/http/errors';
import { safeText } from '@/lib/http/input';
import { getCompany } from '@/lib/tenancy/company';
import { e164, numberOwner } from '@/lib/texts/numbers';
import { alreadyReceived, recordLeadReply, type HookResult } from './inbound';
import { textKeyword } from './keywords';

const phone = (field: string) => safeText(40).transform((value, ctx) => {
  const number = e164(value);
  if (number === null) {
    ctx.addIssue({ code: 'custom', message: `must be a phone number (${field})` });
    return z.NEVER;
  }
  return number;
});
const messageId = () => safeText(200).pipe(z.string().trim().min(1, { error: 'must not be empty' }));

/** POST /api/hooks/sms: a text a lead sent to one of our numbers. */
export const inboundText = z.object({ from: phone('from'), to: phone('to'), body: safeText(1600), id: messageId() });
/** POST /api/hooks/sms/status: the gateway's word on a text it took. */
export const textStatus = z.object({ id: messageId(), status: z.enum(['sent', 'delivered', 'failed', 'undelivered']), error: safeText(500).optional() });

/** The company's lead with this number: the lead of the line's agent first, then the newest. */
export async function leadByPhone(db: Db, companyId: number, phone: string, agentId: number | null) {
  const [lead] = await db
    .select({ id: leads.id, buyerAgentId: leads.buyerAgentId, textOptOutAt: leads.textOptOutAt })
    .from(leads)
    .where(and(eq(leads.companyId, companyId), eq(leads.phone, phone)))
    .orderBy(sql`${leads.buyerAgentId} is not distinct from ${agentId} desc`, desc(leads.id))
    .limit(1);
  return lead ?? null;
}

/**
 * A lead's text: `to` names the company (and the agent, for an agent's own line; 404 'Unknown
 * number' when it is not ours), `from` the lead (404 'Unknown sender': a text from a stranger
 * creates nothing — a lead comes from a sign-up, an import or an agent, not from a wrong
 * number). It becomes `text-reply` {body, from} on the lead, an inbox reply for the agent and
 * pauses the lead's plans. STOP and its kin set leads.text_opt_out_at (no inbox item), START
 * clears it. A gateway retrying the same message id writes nothing more.
 */
export async function receiveText(input: z.infer<typeof inboundText>, now = new Date()): Promise<HookResult> {
  const db = await getDb();
  const line = await numberOwner(db, input.to);
  if (!line) throw notFound('Unknown number');
  const lead = await leadByPhone(db, line.companyId, input.from, line.agentId);
  if (!lead) throw notFound('Unknown sender');
  const company = await getCompany(line.companyId);
  if (!company) throw notFound('Unknown number');
  const hookId = `sms:${input.id}`;
  const keyword = textKeyword(input.body);
  const { result, mail } = await db.transaction(async (tx) => {
    const seen = await alreadyReceived(tx, company.id, lead.id, hookId);
    if (seen !== null) return { result: { leadId: lead.id, activityId: seen, duplicate: true }, mail: null };
    if (keyword) {
      await tx.update(leads).set({ textOptOutAt: keyword === 'stop' ? now : null }).where(eq(leads.id, lead.id));
      const [row] = await tx
        .insert(activities)
        .values({ companyId: company.id, leadId: lead.id, type: 'text-reply', occurredAt: now, data: { body: input.body, from: input.from, keyword, optedOut: keyword === 'stop', hookId } })
        .returning({ id: activities.id });
      return { result: { leadId: lead.id, activityId: row!.id, duplicate: false }, mail: null };
    }
    const reply = await recordLeadReply(tx, {
      company, leadId: lead.id, type: 'text-reply', data: { body: input.body, from: input.from }, hookId,
      inbox: input.body.trim() || '(an empty text)', namedAgentId: line.agentId, pause: 'The lead replied by text', now,
    });
    return { result: { leadId: lead.id, activityId: reply.activityId, duplicate: false }, mail: reply.mail };
  });
  await deliverInboxMail(mail);
  return result;
}

/**
 * The gateway's status call for a text it took (by its id; 404 'Unknown message' otherwise):
 * 'delivered' notes when; 'failed' / 'undelivered' mark it failed with the carrier's reason.
 * A late 'sent' never moves a delivered or failed text back.
 */
export async function updateTextStatus(input: z.infer<typeof textStatus>, now = new Date()): Promise<{ id: number; status: string }> {
  const db = await getDb();
  const [text] = await db.select({ id: outgoingTexts.id, status: outgoingTexts.status }).from(outgoingTexts).where(eq(outgoingTexts.providerId, input.id)).limit(1);
  if (!text) throw notFound('Unknown message');
  const change =
    input.status === 'delivered'
      ? { status: 'delivered' as const, deliveredAt: now, error: null }
      : input.status === 'sent'
        ? null
        : { status: 'failed' as const, error: (input.error ?? `The carrier reported it ${input.status}`).slice(0, 500), nextAttemptAt: null };
  if (!change) return { id: text.id, status: text.status };
  await db.update(outgoingTexts).set(change).where(eq(outgoingTexts.id, text.id));
  return { id: text.id, status: change.status };
}
