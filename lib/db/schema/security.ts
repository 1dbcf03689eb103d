import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { leads } from './leads';
import { properties } from './properties';
import { companies } from './tenancy';

export const SESSION_KINDS = ['agent', 'lead'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/**
 * A signed-in browser (or integration) of an agent or a lead. The session cookie's JWT names
 * the row and its version; every authenticated request checks the row, so log-out, a password
 * change, deactivation or "sign out everywhere" end a session at once on every instance
 * (DESIGN §13). A token refresh moves `version` on: the token before it stops working (after a
 * short grace, `previous_version_until`, for requests already in flight with it).
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random, 128 bits, base64url. */
    id: text('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id'),
    version: integer('version').notNull().default(1),
    previousVersionUntil: timestamp('previous_version_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended: logout, everywhere, password, deactivated, takeover, admin. */
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.leadId], foreignColumns: [leads.companyId, leads.id] }).onDelete('cascade'),
    check('sessions_subject_ck', sql`(${t.kind} = 'agent' and ${t.agentId} is not null and ${t.leadId} is null) or (${t.kind} = 'lead' and ${t.leadId} is not null and ${t.agentId} is null)`),
    index('sessions_agent_idx').on(t.companyId, t.agentId),
    index('sessions_lead_idx').on(t.companyId, t.leadId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * What agents did that a brokerage may have to answer for later: sign-ins (and failures),
 * log-outs, password changes, admin actions. Append-only; read by the company's admins.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who acted (null: nobody known, e.g. a failed sign-in for an unknown e-mail). */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** e.g. agent.sign-in, agent.sign-out, agent.password-change, admin.property.rating. */
    action: text('action').notNull(),
    outcome: text('outcome', { enum: AUDIT_OUTCOMES }).notNull(),
    /** What was acted on, in words a person can search ("property 123", an e-mail tried). */
    subject: text('subject'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.occurredAt.desc()),
    index('audit_log_agent_idx').on(t.companyId, t.agentId, t.occurredAt.desc()),
    index('audit_log_action_idx').on(t.companyId, t.action, t.occurredAt.desc()),
  ],
);

/**
 * Rate limits and lockouts shared by every instance: a sliding window per (limit, key),
 * approximated by the count of the current fixed window plus the previous one's, weighted by
 * how much of it still overlaps the sliding window. One row per key; rows idle for two
 * windows are pruned (never all at once for everyone).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    previousCount: integer('previous_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * A company's own corrections of a listing from a shared feed (SPEC §6 "Admin can update a
 * property's source-specific data", DESIGN §13): shown on that company's site only; the
 * feed's row stays as the feed sent it, for every other company.
 */
export const propertyOverrides = pgTable(
  'property_overrides',
  {
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    /** A manual deal rating weight (60 … 10); null: the feed's rating. */
    dealRating: smallint('deal_rating'),
    /** Keys over the feed's extra info: a value replaces it, null hides it. */
    extraInfo: jsonb('extra_info').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    updatedBy: integer('updated_by').references(() => agents.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.propertyId] }),
    index('property_overrides_property_idx').on(t.propertyId),
    // A search sorted by deal rating walks a company's corrected ratings in order and stops at the end of the page.
    index('property_overrides_rating_idx').on(t.companyId, t.dealRating, t.propertyId).where(sql`${t.dealRating} is not null`),
  ],
);
