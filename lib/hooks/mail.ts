import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import { deliverInboxMail } from '@/lib/crm/inbox-intake';
import { notFound } from '@/lib/http/errors';
import { safeText } from '@/lib/http/input';
import { normalizeHost } from '@/lib/tenancy/host';
import { companyIdForHost, getCompany } from '@/lib/tenancy/company';
import { alreadyReceived, recordLeadReply, type HookResult } from './inbound';
import { bareAddress, readReplyAddress } from './reply-address';

const nonEmpty = (max: number) => safeText(max).pipe(z.string().trim().min(1, { error: 'must not be empty' }));

/** POST /api/hooks/mail: what an inbound-mail relay posts for a mail to one of our addresses. */
export const inboundMail = z.object({
  from: nonEmpty(320),
  to: nonEmpty(2000),
  subject: safeText(500).default(''),
  text: safeText(50_000).default(''),
  messageId: nonEmpty(500),
  inReplyTo: safeText(500).optional(),
});

/** The longest reply kept on the timeline and in the inbox (quoted history below it is the agent's own mail). */
const MAX_BODY = 20_000;

/**
 * Which company and lead a mail is for: a signed reply address (`reply+…@INBOUND_MAIL_DOMAIN`,
 * on the agent's and drip mails) names both; otherwise the recipient's domain names the
 * company and the sender's address the lead within it. Either unknown: 404.
 */
async function findLead(input: z.infer<typeof inboundMail>, from: string): Promise<{ companyId: number; leadId: number }> {
  const db = await getDb();
  const recipients = input.to.split(',').map((to) => bareAddress(to)).filter((a): a is string => a !== null);
  for (const to of recipients) {
    const routed = readReplyAddress(to);
    if (!routed) continue;
    const [lead] = await db.select({ id: leads.id }).from(leads).where(and(eq(leads.companyId, routed.companyId), eq(leads.id, routed.leadId))).limit(1);
    if (lead) return { companyId: routed.companyId, leadId: lead.id };
  }
  for (const to of recipients) {
    const host = normalizeHost(to.slice(to.indexOf('@') + 1));
    const companyId = host ? await companyIdForHost(host) : null;
    if (companyId === null) continue;
    const [lead] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.companyId, companyId), sql`lower(${leads.email}) = ${from}`))
      .orderBy(desc(leads.id))
      .limit(1);
    if (lead) return { companyId, leadId: lead.id };
    throw notFound('Unknown sender');
  }
  throw notFound('Unknown recipient');
}

/**
 * A lead's e-mail reply: `email-reply` {subject, body} on the lead, an inbox reply for the
 * agent, and the lead's plans paused. A relay posting the same Message-ID twice writes once.
 */
export async function receiveMail(input: z.infer<typeof inboundMail>, now = new Date()): Promise<HookResult> {
  const from = bareAddress(input.from);
  if (!from) throw notFound('Unknown sender');
  const { companyId, leadId } = await findLead(input, from);
  const company = await getCompany(companyId);
  if (!company) throw notFound('Unknown recipient');
  const body = input.text.trim().slice(0, MAX_BODY);
  const subject = input.subject.trim();
  const db = await getDb();
  const { result, mail } = await db.transaction(async (tx) => {
    const hookId = `mail:${input.messageId}`;
    const seen = await alreadyReceived(tx, companyId, leadId, hookId);
    if (seen !== null) return { result: { leadId, activityId: seen, duplicate: true }, mail: null };
    const reply = await recordLeadReply(tx, {
      company, leadId, type: 'email-reply', data: { subject, body, from, ...(input.inReplyTo ? { inReplyTo: input.inReplyTo } : {}) }, hookId,
      inbox: [subject, body].filter(Boolean).join('\n\n') || '(an empty e-mail)', pause: 'The lead replied by e-mail', now,
    });
    return { result: { leadId, activityId: reply.activityId, duplicate: false }, mail: reply.mail };
  });
  await deliverInboxMail(mail);
  return result;
}
