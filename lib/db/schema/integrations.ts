import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyId } from './leads';
import { createdAt, id, updatedAt } from './columns';

/*
 * Issue 17 item 7 (DESIGN §11): the doors other systems use. Integration keys (API keys with
 * SPEC §6's scopes, stored as a hash) and outgoing webhooks with their deliveries (an outbox:
 * a delivery row is written in the transaction of the change it reports, and a periodic job
 * posts it).
 */

export const INTEGRATION_SCOPES = ['lead.profile.read', 'lead.profile', 'user.profile.read', 'user.profile'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    /** SHA-256 of the whole key (hex): the key itself is shown once and never stored. */
    keyHash: text('key_hash').notNull(),
    /** The first characters of the key ("lk_AbCd1234"), so an admin can tell keys apart. */
    prefix: text('prefix').notNull(),
    /** The admin who created it: the key acts as them (lib/integrations/key-identity.ts). */
    createdBy: integer('created_by').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('integration_keys_hash_idx').on(t.keyHash), index('integration_keys_company_idx').on(t.companyId, t.createdAt)],
);

export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    companyId: companyId(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** The signing secret, sealed (lib/feeds/secrets.ts's scheme): shown once, opened only to sign. */
    secretSealed: text('secret_sealed').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhooks_company_idx').on(t.companyId)],
);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    companyId: companyId(),
    webhookId: integer('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /**
     * `{ event, occurredAt, data }`. Written with `data` holding what the change knew (the lead's
     * id, a stage's from/to); the first attempt fills in the full object and keeps it, so every
     * retry sends the same body.
     */
    payload: jsonb('payload').$type<{ event: string; occurredAt: string; data: Record<string, unknown> }>().notNull(),
    /** Whether payload.data is the full object yet (see payload). */
    hydrated: boolean('hydrated').notNull().default(false),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the job takes it next; a taken row is moved on by a lease, so two runners never post it twice. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    /** The start of the receiver's last answer (1 000 characters). */
    answerSnippet: text('answer_snippet'),
    error: text('error'),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    check('webhook_deliveries_attempts', sql`${t.attempts} >= 0`),
  ],
);
