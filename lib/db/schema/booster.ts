import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyId } from './leads';
import { createdAt, id, updatedAt } from './columns';

/*
 * Issue 17 items 6 and 8: the company's paid lead sources (/admin/lsa/booster) with the spend
 * entered per month, and the error reports the browsers send (/settings?section=error-reports).
 */

/**
 * A paid lead source (Google Local Services Ads, Zillow Premier Agent …): which values of
 * leads.source it stands for (kept trimmed and lower-cased, so 'Google Ads' and 'google ads '
 * match alike; a value belongs to one source of the company at most) and a monthly budget in
 * cents. Deactivating keeps its history on the screen's past periods.
 */
export const paidSources = pgTable(
  'paid_sources',
  {
    id: id(),
    companyId: companyId(),
    name: varchar('name', { length: 80 }).notNull(),
    matchSources: text('match_sources').array().notNull().default(sql`'{}'::text[]`),
    monthlyBudgetCents: integer('monthly_budget_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('paid_sources_name_uq').on(t.companyId, sql`lower(${t.name})`),
    check('paid_sources_budget_ck', sql`${t.monthlyBudgetCents} >= 0`),
  ],
);

/** What a paid source cost in one calendar month (company time), in cents: one row per source and month. */
export const paidSourceSpend = pgTable(
  'paid_source_spend',
  {
    companyId: companyId(),
    paidSourceId: integer('paid_source_id').notNull().references(() => paidSources.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.paidSourceId, t.month] }),
    index('paid_source_spend_company_idx').on(t.companyId, t.month),
    check('paid_source_spend_amount_ck', sql`${t.amountCents} >= 0`),
    check('paid_source_spend_month_ck', sql`extract(day from ${t.month}) = 1`),
  ],
);

export const ERROR_SURFACES = ['site', 'crm'] as const;
export type ErrorSurface = (typeof ERROR_SURFACES)[number];

/** The latest occurrence of a group, as the reporter sent it (lib/errors/report-input.ts). */
export interface ErrorSample {
  message: string;
  url: string;
  userAgent: string;
  release: string | null;
  frames: Array<{ fn: string | null; file: string | null; line: number | null; column: number | null }>;
  breadcrumbs: Array<{ at: number; kind: 'navigation' | 'click' | 'api'; text: string }>;
  leadId: number | null;
  agentId: number | null;
}

/**
 * One group of browser errors (SPEC §8): the same message at the same top frame, on the site or
 * in the CRM, counted with first and last seen and its latest sample. A resolved group is
 * hidden until it happens again (the next report clears resolved_at).
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: id(),
    companyId: companyId(),
    surface: text('surface', { enum: ERROR_SURFACES }).notNull(),
    /** sha256 of message + top frame (lib/errors/fingerprint.ts). */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    message: text('message').notNull(),
    topFrame: text('top_frame'),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => agents.id, { onDelete: 'set null' }),
    sample: jsonb('sample').$type<ErrorSample>().notNull(),
  },
  (t) => [
    uniqueIndex('error_reports_group_uq').on(t.companyId, t.surface, t.fingerprint),
    index('error_reports_recent_idx').on(t.companyId, t.lastSeenAt.desc()),
    check('error_reports_surface_ck', sql`${t.surface} in ('site','crm')`),
  ],
);
