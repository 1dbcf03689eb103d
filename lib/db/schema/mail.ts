import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { leads } from './leads';
import { companies } from './tenancy';
import { createdAt, id } from './columns';

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'recorded'] as const;

/** Every message the product sends; without SMTP_URL mail stays here as "recorded" (DESIGN §2). */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    error: text('error'),
    /** What a retry needs to send the same mail again (SMTP can fail for a while). */
    fromName: text('from_name'),
    fromAddress: text('from_address'),
    replyTo: text('reply_to'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** SMTP tries so far; a failed try leaves the mail 'queued' until the next one is due. */
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outgoing_mail_company_idx').on(t.companyId, t.createdAt.desc()),
    index('outgoing_mail_status_idx').on(t.status),
    index('outgoing_mail_retry_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
  ],
);
