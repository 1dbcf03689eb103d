import 'server-only';
import { and, eq, ne, or } from 'drizzle-orm';
import { leadDisplayName } from '@/lib/crm/lead-name';
import type { Db } from '@/lib/db/client';
import { agents, leads } from '@/lib/db/schema';
import { deliverMail, recordMail, senderFor, type OutgoingMessage } from '@/lib/mail/transport';
import { deliverText } from '@/lib/texts/delivery';
import { recordText } from '@/lib/texts/outgoing';
import { siteOrigin } from '@/lib/tenancy/origin';
import type { Company } from '@/lib/tenancy/company';
import { automationSettingsOf } from '../settings';
import { hotReasonWords, type HotReason } from './hot-reasons';

/** What an alert recorded in the transaction, to send once it commits. */
export interface AlertSends {
  mails: { id: number; message: OutgoingMessage }[];
  /** outgoing_texts ids ('queued' with SMS_URL, sent after the commit; else 'recorded'). */
  texts: number[];
}

export const noAlerts = (): AlertSends => ({ mails: [], texts: [] });

export interface HotAlert {
  company: Company;
  leadId: number;
  reason: HotReason;
  /** The listing (address) the reason is about, when there is one. */
  listing?: string | null;
  /** A return visit's days away. */
  awayDays?: number | null;
}

interface Recipient {
  id: number;
  firstName: string;
  email: string;
  phone: string | null;
}

/**
 * Who hears that a lead turned hot: its buyer agent when active; a pond lead (or one whose
 * agent left) has nobody of its own, so the company's managers (brokers and admins) hear it —
 * one of them assigns or claims it. Lenders never: a hot lead is a sales call.
 */
async function recipients(tx: Db, companyId: number, buyerAgentId: number | null): Promise<Recipient[]> {
  const columns = { id: agents.id, firstName: agents.firstName, email: agents.email, phone: agents.phone };
  const active = and(eq(agents.companyId, companyId), eq(agents.isActive, true));
  if (buyerAgentId !== null) {
    const own = await tx.select(columns).from(agents).where(and(active, eq(agents.id, buyerAgentId), ne(agents.type, 'lender'))).limit(1);
    if (own.length > 0) return own;
  }
  return tx.select(columns).from(agents).where(and(active, or(eq(agents.type, 'broker'), eq(agents.isAdmin, true)))).orderBy(agents.id).limit(20);
}

/**
 * DESIGN §12: a lead turned hot — its agent hears at once: an e-mail (recorded here, sent after
 * the commit) naming the lead, why, and where to open it, and a short text when the agent has
 * a phone. Call it only when markLeadHot answered true (a new hot episode), inside the same
 * transaction, so the alert exists exactly when the hot mark does. Off when the company turned
 * hot-lead alerts off.
 */
export async function alertHotLead(tx: Db, alert: HotAlert): Promise<AlertSends> {
  const sends = noAlerts();
  const { company, leadId } = alert;
  const settings = await automationSettingsOf(tx, company.id);
  if (!settings.hotLeadAlerts.enabled) return sends;
  const [lead] = await tx
    .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, phone: leads.phone, buyerAgentId: leads.buyerAgentId })
    .from(leads)
    .where(and(eq(leads.companyId, company.id), eq(leads.id, leadId)))
    .limit(1);
  if (!lead) return sends;
  const name = leadDisplayName(lead);
  const why = hotReasonWords(alert.reason, alert.listing ?? null, alert.awayDays ?? null);
  const link = `${siteOrigin(company.domain)}/lead?id=${lead.id}`;
  for (const agent of await recipients(tx, company.id, lead.buyerAgentId)) {
    const message: OutgoingMessage = {
      companyId: company.id,
      leadId: lead.id,
      agentId: agent.id,
      kind: 'hot-lead-alert',
      ...senderFor(company),
      to: agent.email,
      subject: `Hot lead: ${name} ${why}`.slice(0, 250),
      text: [
        `Hi ${agent.firstName},`,
        '',
        `${name} ${why} — a good moment to reach out.`,
        ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
        ...(lead.email ? [`E-mail: ${lead.email}`] : []),
        '',
        `Open the lead: ${link}`,
      ].join('\n'),
    };
    sends.mails.push({ id: await recordMail(tx, message), message });
    if (agent.phone) {
      const body = `Hot lead: ${name} ${why}. ${link}`.slice(0, 480);
      sends.texts.push(await recordText(tx, { companyId: company.id, leadId: lead.id, agentId: agent.id, kind: 'hot-lead-alert', to: agent.phone, body }));
    }
  }
  return sends;
}

/** After the commit: the alert e-mails and texts go out at once (a failure stays queued for the mail-retry and text-delivery jobs). */
export async function deliverAlerts(sends: AlertSends): Promise<void> {
  for (const mail of sends.mails) await deliverMail(mail.id, mail.message).catch((error: unknown) => console.error('Hot-lead alert:', error));
  for (const id of sends.texts) await deliverText(id).catch((error: unknown) => console.error('Hot-lead alert text:', error));
}
