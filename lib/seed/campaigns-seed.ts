import { and, asc, eq, isNotNull } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { NO_AUTOMATED_MAIL } from '@/lib/automation/reachable';
import { type CrmSeedContext, DAY } from './crm-context';

/** Leads the demo's sent campaign went to: enough for its figures to read like a real send. */
const SENT_TO = 30;
const SENT_BODY = `Hi {{lead.firstName}},

The market moved this month: more homes listed, and prices holding. The newest listings are on our site: {{company.url}}

Want a walk-through of any of them? Just reply.

{{agent.fullName}}`;

/**
 * /marketing's demo (issue 17 item 5): a campaign sent five days ago to the company's leads
 * with an address, with its mails, `email` activities and opens and clicks as the product
 * writes them (every third lead opened, every eighth clicked), and a draft for a tag.
 * Deterministic: no draws, only the leads' order; no lead is unsubscribed (other demos count on them).
 */
export async function seedCampaigns(ctx: CrmSeedContext): Promise<void> {
  const { db, companyId, now, brokerId } = ctx;
  const sentAt = new Date(now.getTime() - 5 * DAY);
  const leads = await db
    .select({ id: t.leads.id, firstName: t.leads.firstName, email: t.leads.email, status: t.leads.emailStatus })
    .from(t.leads)
    .where(and(eq(t.leads.companyId, companyId), isNotNull(t.leads.email)))
    .orderBy(asc(t.leads.id))
    .limit(SENT_TO);
  const reachable = leads.filter((l) => !NO_AUTOMATED_MAIL.includes(l.status));
  const [sent] = await db
    .insert(t.campaigns)
    .values({
      companyId, name: 'Monthly market update', subject: '{{lead.firstName}}, this month’s market', body: SENT_BODY, fromAgentId: brokerId, segment: {},
      status: 'sent', scheduledAt: sentAt, startedAt: sentAt, finishedAt: new Date(sentAt.getTime() + 10 * 60_000), createdBy: brokerId,
      createdAt: new Date(sentAt.getTime() - DAY), updatedAt: sentAt,
    })
    .returning({ id: t.campaigns.id, name: t.campaigns.name });
  if (!sent) return;
  const subjectOf = (first: string | null) => `${first?.trim() || 'there'}, this month’s market`;
  const mails = reachable.length
    ? await db
        .insert(t.outgoingMail)
        .values(reachable.map((l) => ({
          companyId, leadId: l.id, agentId: brokerId, kind: 'campaign', toAddress: l.email ?? '', subject: subjectOf(l.firstName),
          textBody: SENT_BODY, status: 'sent' as const, attempts: 1, createdAt: sentAt, sentAt,
        })))
        .returning({ id: t.outgoingMail.id, leadId: t.outgoingMail.leadId })
    : [];
  const mailOf = new Map(mails.map((m) => [m.leadId, m.id]));
  const recipients = leads.map((l, i) => {
    const mailId = mailOf.get(l.id) ?? null;
    const opened = mailId !== null && i % 3 === 0 ? new Date(sentAt.getTime() + (i + 1) * 3_600_000) : null;
    const clicked = opened && i % 8 === 0 ? new Date(opened.getTime() + 60_000) : null;
    return {
      companyId, campaignId: sent.id, leadId: l.id, status: mailId === null ? ('skipped' as const) : ('sent' as const),
      skipReason: mailId === null ? 'the address does not take mail' : null, outgoingMailId: mailId, sentAt: mailId === null ? null : sentAt,
      openedAt: opened, clickedAt: clicked, createdAt: sentAt,
    };
  });
  if (recipients.length) await db.insert(t.campaignRecipients).values(recipients);
  const activities = recipients.flatMap((r) => {
    if (r.outgoingMailId === null) return [];
    const lead = leads.find((l) => l.id === r.leadId);
    const subject = subjectOf(lead?.firstName ?? null);
    const base = { companyId, leadId: r.leadId, agentId: null };
    const data = { subject, mailId: r.outgoingMailId, campaignId: sent.id };
    return [
      { ...base, agentId: brokerId, type: 'email' as const, occurredAt: sentAt, data: { ...data, campaignName: sent.name, body: SENT_BODY } },
      ...(r.openedAt ? [{ ...base, type: 'email-open' as const, occurredAt: r.openedAt, data }] : []),
      ...(r.clickedAt ? [{ ...base, type: 'email-click' as const, occurredAt: r.clickedAt, data: { ...data, url: '/' } }] : []),
    ];
  });
  if (activities.length) await db.insert(t.activities).values(activities);

  await db.insert(t.campaigns).values({
    companyId, name: 'Open house weekend', subject: 'Open houses this weekend, {{lead.firstName}}',
    body: 'Hi {{lead.firstName}},\n\nFour open houses this Saturday and Sunday near you. See them all: {{company.url}}\n\n{{agent.fullName}}\n{{company.name}}',
    fromAgentId: brokerId, segment: { tag: 'first-time buyer' }, status: 'draft', createdBy: brokerId, createdAt: new Date(now.getTime() - 2 * 3_600_000), updatedAt: new Date(now.getTime() - 2 * 3_600_000),
  });
}
