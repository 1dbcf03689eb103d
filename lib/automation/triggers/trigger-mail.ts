import 'server-only';
import type { Db } from '@/lib/db/client';
import { activities } from '@/lib/db/schema';
import { senderAsAgent } from '@/lib/crm/agent-mail';
import { recordTrackedLeadMail, trackingFor, type LeadMessage } from '@/lib/mail/tracking';
import type { Company } from '@/lib/tenancy/company';
import { automatedEmailBlock } from '../reachable';
import { renderTemplate, type TemplateValues } from '../templates';
import type { MailLead } from './mail-values';

export type TriggerMailType = 'welcome-email' | 'delayed-email' | 'seller-delayed-email';

/**
 * A trigger's mail to a lead, in the caller's transaction: checked against the automated-mail
 * rule (unsubscribed or bouncing: nothing, and why), the template filled, sent in the name of
 * the lead's agent (the company's when none), tracked, with its activity {subject, body, mailId}
 * (agentId null: the system wrote it). The caller delivers the mail after the commit.
 */
export async function recordTriggerMail(
  tx: Db,
  company: Company,
  { lead, values }: { lead: MailLead; values: TemplateValues },
  { type, template, now }: { type: TriggerMailType; template: { subject: string; body: string }; now: Date },
): Promise<{ sent: { id: number; message: LeadMessage } } | { blocked: string }> {
  const blocked = automatedEmailBlock(lead);
  if (blocked !== null || lead.email === null) return { blocked: blocked ?? 'no e-mail address' };
  const subject = renderTemplate(template.subject, values).trim();
  const body = renderTemplate(template.body, values);
  const sender = await senderAsAgent(tx, company, lead.agentId, lead.id);
  const sent = await recordTrackedLeadMail(
    tx,
    { companyId: company.id, leadId: lead.id, agentId: lead.agentId, kind: type, from: { name: sender.name, address: sender.address }, replyTo: sender.replyTo, to: lead.email, subject, text: body },
    trackingFor(company),
  );
  await tx.insert(activities).values({ companyId: company.id, leadId: lead.id, type, occurredAt: now, data: { subject, body, mailId: sent.id } });
  return { sent };
}
