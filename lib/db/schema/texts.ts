import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { leads } from './leads';
import { companies } from './tenancy';
import { createdAt, id } from './columns';

/**
 * Texts, like mail (DESIGN §12): with SMS_URL set a text is 'queued' and goes to the HTTP
 * gateway after its transaction commits ('sent', then 'delivered' or 'failed' by the gateway's
 * status call); without it the text is 'recorded' and shown in the CRM. A failed send is
 * retried (attempts, next_attempt_at) and stays visible.
 */
export const TEXT_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'recorded'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

export const outgoingTexts = pgTable(
  'outgoing_texts',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** What the text is ('text', 'smart-text', 'drip-plan-text', 'hot-lead-alert', 'claim-offer' …). */
    kind: text('kind').notNull(),
    toPhone: text('to_phone').notNull(),
    fromPhone: text('from_phone'),
    body: text('body').notNull(),
    status: text('status', { enum: TEXT_STATUSES }).notNull().default('queued'),
    /** The gateway's id for the message, which its status calls name. */
    providerId: text('provider_id'),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('outgoing_texts_company_idx').on(t.companyId, t.createdAt.desc()),
    index('outgoing_texts_lead_idx').on(t.leadId),
    index('outgoing_texts_retry_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    uniqueIndex('outgoing_texts_provider_uq').on(t.providerId).where(sql`${t.providerId} is not null`),
  ],
);

/** The numbers texts come from and arrive at: an inbound text's `to` names the company (and the agent, for an agent's own line). */
export const smsNumbers = pgTable(
  'sms_numbers',
  {
    /** E.164. */
    phone: text('phone').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_numbers_company_idx').on(t.companyId)],
);

export const CALL_KINDS = ['auto-call', 'voice-drop'] as const;
export const CALL_STATUSES = ['queued', 'placed', 'completed', 'failed', 'recorded'] as const;

/**
 * Calls the product places itself, through the voice transport (VOICE_URL, an HTTP gateway) or,
 * unset, recorded: `auto-call` rings the agent and bridges them to a new lead; `voice-drop`
 * leaves an action plan's recorded voice mail (`drip-voice-mail`).
 */
export const outgoingCalls = pgTable(
  'outgoing_calls',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: CALL_KINDS }).notNull(),
    toPhone: text('to_phone').notNull(),
    /** For an auto-call, the agent's phone rung first. */
    bridgePhone: text('bridge_phone'),
    /** A voice drop's script (read out by the gateway's text-to-speech). */
    script: text('script'),
    status: text('status', { enum: CALL_STATUSES }).notNull().default('queued'),
    providerId: text('provider_id'),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('outgoing_calls_company_idx').on(t.companyId, t.createdAt.desc()),
    index('outgoing_calls_retry_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
  ],
);
