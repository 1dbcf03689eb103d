import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyId, leads } from './leads';
import { createdAt, id, updatedAt } from './columns';

/*
 * A/B tests of the site's sign-up prompt (/ab, docs/admin.md "A/B tests"): a test per company,
 * its variants (each a whole prompt: texts, timing, free pictures), and one row per visitor who
 * was SHOWN the prompt (exposure) and, later, signed up (conversion). Which variant a visitor
 * gets is not stored before exposure: it is a hash of the test id and the visitor id
 * (lib/ab/assign.ts), so the page needs no write to decide it.
 */

export const AB_TEST_STATUSES = ['draft', 'running', 'stopped'] as const;
export type AbTestStatus = (typeof AB_TEST_STATUSES)[number];

/** When the prompt opens by itself: only on gated actions (today's site), after N listing views, or after N seconds on the site. */
export const PROMPT_TRIGGERS = ['gated', 'views', 'seconds'] as const;
export type PromptTrigger = (typeof PROMPT_TRIGGERS)[number];

export const abTests = pgTable(
  'ab_tests',
  {
    id: id(),
    companyId: companyId(),
    name: varchar('name', { length: 255 }).notNull(),
    status: text('status', { enum: AB_TEST_STATUSES }).notNull().default('draft'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** Plain integer: the variant is this test's (checked by the service), and a variant row cannot point back with a FK cycle. */
    winnerVariantId: integer('winner_variant_id'),
    createdBy: integer('created_by').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ab_tests_company_idx').on(t.companyId, t.id.desc()),
    // At most one running test per company: the site has one sign-up prompt.
    uniqueIndex('ab_tests_one_running_uq').on(t.companyId).where(sql`${t.status} = 'running'`),
    unique('ab_tests_company_id_uq').on(t.companyId, t.id),
    check('ab_tests_status_ck', sql`${t.status} in ('draft','running','stopped')`),
  ],
);

/** The prompt columns a variant and the site's default prompt share. */
const promptColumns = () => ({
  /** null: the site's built-in words for that prompt. */
  headline: varchar('headline', { length: 255 }),
  body: varchar('body', { length: 255 }),
  buttonLabel: varchar('button_label', { length: 255 }),
  trigger: text('trigger', { enum: PROMPT_TRIGGERS }).notNull().default('gated'),
  /** Listing views (trigger views) or seconds (trigger seconds); 0 for gated. */
  triggerValue: smallint('trigger_value').notNull().default(0),
  freePictures: smallint('free_pictures').notNull().default(3),
});

export const abVariants = pgTable(
  'ab_variants',
  {
    id: id(),
    companyId: companyId(),
    testId: integer('test_id').notNull(),
    /** 0-based; position 0 is the control (the prompt the site had when the test was made). */
    position: smallint('position').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    weight: smallint('weight').notNull(),
    ...promptColumns(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.testId], foreignColumns: [abTests.companyId, abTests.id] }).onDelete('cascade'),
    uniqueIndex('ab_variants_test_position_uq').on(t.testId, t.position),
    unique('ab_variants_company_id_uq').on(t.companyId, t.id),
    check('ab_variants_weight_ck', sql`${t.weight} between 0 and 100`),
  ],
);

/** A visitor shown a running test's prompt (exposure), and whether they signed up (conversion). */
export const abAssignments = pgTable(
  'ab_assignments',
  {
    companyId: companyId(),
    testId: integer('test_id').notNull(),
    variantId: integer('variant_id').notNull(),
    visitorId: varchar('visitor_id', { length: 32 }).notNull(),
    exposedAt: timestamp('exposed_at', { withTimezone: true }).notNull(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    /** A plain FK: a composite (company_id, lead_id) one cannot SET NULL without nulling company_id; the service writes only the company's own lead. */
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.visitorId] }),
    foreignKey({ columns: [t.companyId, t.testId], foreignColumns: [abTests.companyId, abTests.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.variantId], foreignColumns: [abVariants.companyId, abVariants.id] }).onDelete('cascade'),
    index('ab_assignments_variant_idx').on(t.testId, t.variantId),
  ],
);

/** The site's sign-up prompt when no test runs: the winner of the last stopped test. No row: the built-in prompt. */
export const sitePrompts = pgTable('site_prompts', {
  companyId: companyId().primaryKey(),
  ...promptColumns(),
  /** The test whose winner this is. */
  fromTestId: integer('from_test_id'),
  fromVariantId: integer('from_variant_id'),
  updatedAt: updatedAt(),
});
