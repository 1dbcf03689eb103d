import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { agents, inboxItems, leads, properties } from '@/lib/db/schema';
import type { InboxKind } from '@/lib/db/schema/crm';
import { deliverMail, recordMail, senderFor, type OutgoingMessage } from '@/lib/mail/transport';
import { propertyUrl } from '@/lib/search/property-json';
import { siteOrigin } from '@/lib/tenancy/origin';
import type { Company } from '@/lib/tenancy/company';
import { leadDisplayName } from './lead-name';
import { queueWebhookEvent } from '@/lib/integrations/webhook-outbox';
import { formatter } from '@/lib/format/formatter';

export interface InboxArrival {
  company: Company;
  leadId: number;
  kind: InboxKind;
  questionId?: number;
  /** A reply's activity (text-reply, email-reply, voice-mail, gmail-reply). */
  activityId?: number;
  showingId?: number;
  propertyId: number | null;
  /** Who the lead addressed (the agent asked, the showing's agent, the site's agent); the lead's own buyer agent comes first. */
  namedAgentId: number | null;
  message: string;
}

/** A mail recorded in the transaction, to send once it commits. */
export interface PendingMail {
  id: number;
  message: OutgoingMessage;
}

/**
 * DESIGN §9: a lead's question or showing request lands in the inbox of the lead's buyer
 * agent, else the agent the lead addressed (the site's agent, the agent asked, the showing's
 * agent), else the company's broker; that agent is e-mailed at once. Runs inside the
 * caller's transaction, so the inbox item and the mail exist exactly when the question or
 * showing does; the caller hands the returned mail to `deliverInboxMail` after the commit.
 * Nobody to address (no active agent at all) still leaves the item for whoever sees the lead.
 */
export async function addInboxItem(tx: Db, arrival: InboxArrival): Promise<PendingMail | null> {
  const { company, leadId } = arrival;
  const [lead] = await tx
    .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, buyerAgentId: leads.buyerAgentId })
    .from(leads)
    .where(and(eq(leads.companyId, company.id), eq(leads.id, leadId)))
    .limit(1);
  if (!lead) return null;
  const agent = await addressee(tx, company.id, lead.buyerAgentId, arrival.namedAgentId);
  const [item] = await tx.insert(inboxItems).values({
    companyId: company.id,
    leadId,
    kind: arrival.kind,
    questionId: arrival.questionId ?? null,
    showingId: arrival.showingId ?? null,
    activityId: arrival.activityId ?? null,
    propertyId: arrival.propertyId,
    agentId: agent?.id ?? null,
    message: arrival.message,
  }).returning({ id: inboxItems.id });
  if (item) await queueWebhookEvent(tx, company.id, 'inbox.message', { inboxItemId: item.id, leadId }, new Date());
  if (!agent) return null;
  const listing = arrival.propertyId === null ? null : await listingOf(tx, arrival.propertyId);
  const message = agentMail(company, { ...arrival, leadName: leadDisplayName(lead), listing, agent });
  return { id: await recordMail(tx, message), message };
}

/** After the commit: sends what addInboxItem recorded (without SMTP it stays recorded). */
export async function deliverInboxMail(mail: PendingMail | null): Promise<void> {
  if (mail) await deliverMail(mail.id, mail.message);
}

/** The showing's time as the agent reads it, in the company's time zone ("Wednesday, November 25 at 9:00 AM EST"). */
export function showingTimeInWords(at: Date): string {
  return formatter.dateTime(at, {
    weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
  });
}

/** What a showing's inbox item says: the time asked for, then the lead's own words. */
export function showingMessage(at: Date, message: string | null): string {
  const when = `Requested time: ${showingTimeInWords(at)}`;
  return message?.trim() ? `${when}\n\n${message.trim()}` : when;
}

interface Addressee {
  id: number;
  email: string;
  firstName: string;
}

/** The lead's active buyer agent, else the named agent if active, else the company's broker (admins first). */
async function addressee(tx: Db, companyId: number, buyerAgentId: number | null, namedAgentId: number | null): Promise<Addressee | null> {
  const buyer = buyerAgentId ?? 0;
  const named = namedAgentId ?? 0;
  const [row] = await tx
    .select({ id: agents.id, email: agents.email, firstName: agents.firstName })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.isActive, true), sql`(${agents.id} in (${buyer}, ${named}) or ${agents.type} = 'broker')`))
    .orderBy(sql`case when ${agents.id} = ${buyer} then 0 when ${agents.id} = ${named} then 1 else 2 end`, sql`${agents.isAdmin} desc`, agents.id)
    .limit(1);
  return row ?? null;
}

async function listingOf(tx: Db, propertyId: number): Promise<{ address: string; url: string } | null> {
  const [row] = await tx.select({ address: properties.unparsedAddress }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  return row ? { address: row.address, url: propertyUrl(propertyId, row.address) } : null;
}

const SUBJECTS: Record<InboxKind, (lead: string, about: string) => string> = {
  showing: (lead, about) => `Showing request from ${lead}${about}`,
  question: (lead, about) => `New question from ${lead}${about}`,
  reply: (lead) => `${lead} replied`,
};
const OPENINGS: Record<InboxKind, (lead: string, about: string) => string> = {
  showing: (lead, about) => `${lead} asked to see a home${about}.`,
  question: (lead, about) => `${lead} asked a question${about || ' on your page'}.`,
  reply: (lead) => `${lead} replied:`,
};

/** A plain-text note to the agent: who, what, about which home, and where to answer. */
function agentMail(
  company: Company,
  input: InboxArrival & { leadName: string; listing: { address: string; url: string } | null; agent: Addressee },
): OutgoingMessage {
  const origin = siteOrigin(company.domain);
  const about = input.listing ? ` about ${input.listing.address}` : '';
  const subject = SUBJECTS[input.kind](input.leadName, about);
  const opening = OPENINGS[input.kind](input.leadName, about);
  const lines = [
    `Hi ${input.agent.firstName},`,
    '',
    opening,
    '',
    input.message,
    '',
    ...(input.listing ? [`Listing: ${origin}${input.listing.url}`] : []),
    `Answer in the CRM: ${origin}/lead?id=${input.leadId}`,
    `Your inbox: ${origin}/inbox`,
  ];
  return {
    companyId: company.id,
    leadId: input.leadId,
    agentId: input.agent.id,
    kind: `inbox-${input.kind}`,
    ...senderFor(company),
    to: input.agent.email,
    subject: subject.slice(0, 250),
    text: lines.join('\n'),
  };
}
