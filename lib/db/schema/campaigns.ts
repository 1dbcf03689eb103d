import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyId, leadId, sameCompanyLead } from './leads';
import { outgoingMail } from './mail';
import { createdAt, id, updatedAt } from './columns';

/*
 * E-mail campaigns (/marketing, issue 17 item 5): a mail to a segment of leads (the /leads
 * filters), frozen into one recipient row per lead when it is sent, then mailed by the
 * campaign-sends job at the company's rate.
 */

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The /leads filters a campaign goes to (lib/crm/leads-query.ts), without sort or page. */
export interface CampaignSegment {
  q?: string;
  stage?: string[];
  agentId?: number;
  source?: string;
  tag?: string;
  pond?: boolean;
  hot?: boolean;
}

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    /** Plain text with template fields ({{lead.firstName}} …); links in it are tracked when sent. */
    body: text('body').notNull(),
    /** Who the mail is from (by name; the company's address, replies to the agent). */
    fromAgentId: integer('from_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    segment: jsonb('segment').$type<CampaignSegment>().notNull().default({}),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    /** When it goes out: the send's moment, or the schedule's. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** When its segment was frozen into recipients, and when its last recipient was mailed. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('campaigns_company_id_uq').on(t.companyId, t.id),
    index('campaigns_company_idx').on(t.companyId, t.createdAt.desc()),
    index('campaigns_due_idx').on(t.scheduledAt).where(sql`${t.status} = 'scheduled'`),
    check('campaigns_status_ck', sql`${t.status} in ('draft','scheduled','sending','sent','cancelled')`),
  ],
);

export const RECIPIENT_STATUSES = ['queued', 'sent', 'skipped', 'failed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: id(),
    companyId: companyId(),
    campaignId: integer('campaign_id').notNull(),
    leadId: leadId(),
    status: text('status', { enum: RECIPIENT_STATUSES }).notNull().default('queued'),
    /** Why a lead was not mailed (unsubscribed, no e-mail address …), in words. */
    skipReason: text('skip_reason'),
    outgoingMailId: integer('outgoing_mail_id').references(() => outgoingMail.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    sameCompanyLead(t),
    foreignKey({ columns: [t.companyId, t.campaignId], foreignColumns: [campaigns.companyId, campaigns.id] }).onDelete('cascade'),
    uniqueIndex('campaign_recipients_lead_uq').on(t.campaignId, t.leadId),
    index('campaign_recipients_queued_idx').on(t.companyId, t.campaignId, t.id).where(sql`${t.status} = 'queued'`),
    // The throttle counts a company's mails of the last minute.
    index('campaign_recipients_sent_idx').on(t.companyId, t.sentAt).where(sql`${t.sentAt} is not null`),
    index('campaign_recipients_mail_idx').on(t.outgoingMailId),
    check('campaign_recipients_status_ck', sql`${t.status} in ('queued','sent','skipped','failed')`),
  ],
);
