import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { activities, outgoingCalls } from '@/lib/db/schema';
import { deliverInboxMail } from '@/lib/crm/inbox-intake';
import { notFound } from '@/lib/http/errors';
import { safeText, wholeNumber } from '@/lib/http/input';
import { getCompany } from '@/lib/tenancy/company';
import { numberOwner } from '@/lib/texts/numbers';
import { alreadyReceived, recordLeadReply, type HookResult } from './inbound';
import { inboundText, leadByPhone } from './sms';

const duration = () => wholeNumber(0, 86_400, 'a whole number of seconds').optional();

/** POST /api/hooks/voice: a call or a voice mail from a lead to one of our numbers. */
export const inboundCall = z.object({
  event: z.enum(['call', 'voicemail']),
  from: inboundText.shape.from,
  to: inboundText.shape.to,
  durationSeconds: duration(),
  transcript: safeText(10_000).optional(),
  recordingUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000).optional(),
  id: inboundText.shape.id,
});
/** POST /api/hooks/voice/status: the voice gateway's word on a call we placed. */
export const callStatus = z.object({ id: inboundText.shape.id, status: z.enum(['placed', 'completed', 'failed']), durationSeconds: duration(), error: safeText(500).optional() });

/**
 * A lead's call to one of our numbers: `call-incoming` {durationSeconds, outcome, direction}
 * for the agent who has the line (or the lead's agent); a voice mail is `voice-mail`
 * {durationSeconds, transcript, recordingUrl}, an inbox reply and the plans paused, as a text
 * reply would. Unknown number or caller: 404; the same call id twice writes once.
 */
export async function receiveCall(input: z.infer<typeof inboundCall>, now = new Date()): Promise<HookResult> {
  const db = await getDb();
  const line = await numberOwner(db, input.to);
  if (!line) throw notFound('Unknown number');
  const lead = await leadByPhone(db, line.companyId, input.from, line.agentId);
  if (!lead) throw notFound('Unknown sender');
  const company = await getCompany(line.companyId);
  if (!company) throw notFound('Unknown number');
  const agentId = line.agentId ?? lead.buyerAgentId;
  const seconds = input.durationSeconds ?? 0;
  const { result, mail } = await db.transaction(async (tx) => {
    const hookId = `voice:${input.id}`;
    const seen = await alreadyReceived(tx, company.id, lead.id, hookId);
    if (seen !== null) return { result: { leadId: lead.id, activityId: seen, duplicate: true }, mail: null };
    if (input.event === 'call') {
      const [row] = await tx
        .insert(activities)
        .values({ companyId: company.id, leadId: lead.id, agentId, type: 'call-incoming', occurredAt: now, data: { durationSeconds: seconds, outcome: seconds > 0 ? 'connected' : 'no-answer', direction: 'incoming', hookId } })
        .returning({ id: activities.id });
      return { result: { leadId: lead.id, activityId: row!.id, duplicate: false }, mail: null };
    }
    const transcript = input.transcript?.trim() ?? '';
    const reply = await recordLeadReply(tx, {
      company, leadId: lead.id, agentId, type: 'voice-mail', hookId, namedAgentId: line.agentId, now,
      data: { durationSeconds: seconds, transcript, ...(input.recordingUrl ? { recordingUrl: input.recordingUrl } : {}) },
      inbox: transcript ? `Voice mail: ${transcript}` : `Voice mail (${seconds} s)`, pause: 'The lead left a voice mail',
    });
    return { result: { leadId: lead.id, activityId: reply.activityId, duplicate: false }, mail: reply.mail };
  });
  await deliverInboxMail(mail);
  return result;
}

/** The voice gateway's status call for a call we placed (by its id; 404 otherwise). */
export async function updateCallStatus(input: z.infer<typeof callStatus>, now = new Date()): Promise<{ id: number; status: string }> {
  const db = await getDb();
  const [call] = await db.select({ id: outgoingCalls.id }).from(outgoingCalls).where(eq(outgoingCalls.providerId, input.id)).limit(1);
  if (!call) throw notFound('Unknown call');
  await db
    .update(outgoingCalls)
    .set({
      status: input.status,
      ...(input.durationSeconds === undefined ? {} : { durationSeconds: input.durationSeconds }),
      ...(input.status === 'placed' ? {} : { completedAt: now }),
      ...(input.status === 'failed' ? { error: input.error ?? 'The call could not be completed' } : {}),
    })
    .where(eq(outgoingCalls.id, call.id));
  return { id: call.id, status: input.status };
}
