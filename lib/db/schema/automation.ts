import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyId, leadId, sameCompanyLead } from './leads';
import { companies } from './tenancy';
import { createdAt, id, updatedAt } from './columns';

/**
 * Lead automation (DESIGN §12): the lead flow, action plans and their steps, first-to-claim
 * offers, delayed e-mails and the company's automation settings. Everything that waits for a
 * moment has a `due_at`/`expires_at` column read by a periodic job that is handed `now`, so
 * tests move the clock instead of sleeping, and every instance shares the same rows.
 */

/** One row per company: its ordered rules and default rule (lib/automation/lead-flow/*). Shapes are zod-checked on PUT. */
export const leadFlows = pgTable('lead_flows', {
  companyId: integer('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').notNull().default([]),
  defaultRule: jsonb('default_rule').notNull(),
  updatedBy: integer('updated_by').references(() => agents.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Round robin's place per rule, in the database so every instance takes the next turn:
 * `insert … on conflict do update set turns = turns + 1 returning turns` serialises on the row.
 */
export const leadFlowCursors = pgTable(
  'lead_flow_cursors',
  {
    companyId: companyId(),
    /** The rule's stable id ('default' for the default rule). */
    ruleId: varchar('rule_id', { length: 64 }).notNull(),
    turns: bigint('turns', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.ruleId] })],
);

export const CLAIM_OFFER_OUTCOMES = ['claimed', 'expired'] as const;

/** A first-to-claim rule's offer of a new lead to a group: the first claim wins; at `expires_at` the default rule decides. */
export const leadClaimOffers = pgTable(
  'lead_claim_offers',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    ruleId: varchar('rule_id', { length: 64 }).notNull(),
    agentIds: integer('agent_ids').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: CLAIM_OFFER_OUTCOMES }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    sameCompanyLead(t),
    index('lead_claim_offers_due_idx').on(t.expiresAt).where(sql`${t.resolvedAt} is null`),
    index('lead_claim_offers_lead_idx').on(t.companyId, t.leadId),
  ],
);

export const ACTION_STEP_KINDS = ['email', 'text', 'todo', 'call'] as const;
export type ActionStepKind = (typeof ACTION_STEP_KINDS)[number];

/** A step as stored (DESIGN §12); the plan's steps are a jsonb array of these, zod-checked on write. */
export interface ActionPlanStep {
  afterDays: number;
  afterMinutes?: number;
  kind: ActionStepKind;
  template: { subject?: string; body: string };
  /** A call step may leave a recorded voice mail instead of asking the agent to call (`drip-voice-mail`). */
  voiceMail?: boolean;
}

/** A company's action plan (drip). `active = false`: paused, it is not applied and its steps wait. */
export const actionPlans = pgTable(
  'action_plans',
  {
    id: id(),
    companyId: companyId(),
    name: varchar('name', { length: 120 }).notNull(),
    steps: jsonb('steps').$type<ActionPlanStep[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('action_plans_company_id_uq').on(t.companyId, t.id), index('action_plans_company_idx').on(t.companyId, t.name)],
);

export const LEAD_PLAN_STATUSES = ['active', 'paused', 'finished', 'stopped'] as const;
export type LeadPlanStatus = (typeof LEAD_PLAN_STATUSES)[number];

/** A plan applied to a lead: by an agent (`applied_by`) or by the lead flow (null). One live run per plan and lead. */
export const leadActionPlans = pgTable(
  'lead_action_plans',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    planId: integer('plan_id').notNull(),
    status: text('status', { enum: LEAD_PLAN_STATUSES }).notNull().default('active'),
    appliedBy: integer('applied_by').references(() => agents.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Why it stopped or paused ("The lead replied by text", "Stopped by Nicole Kim"). */
    reason: text('reason'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    sameCompanyLead(t),
    foreignKey({ columns: [t.companyId, t.planId], foreignColumns: [actionPlans.companyId, actionPlans.id] }).onDelete('cascade'),
    unique('lead_action_plans_company_id_uq').on(t.companyId, t.id),
    index('lead_action_plans_lead_idx').on(t.companyId, t.leadId),
    uniqueIndex('lead_action_plans_live_uq').on(t.leadId, t.planId).where(sql`${t.status} in ('active','paused')`),
  ],
);

export const DRIP_STEP_STATUSES = ['scheduled', 'fired', 'failed', 'cancelled'] as const;

/** One step of a run, written when the plan is applied: the job fires each exactly once (status moves off 'scheduled' in the firing transaction). */
export const dripSteps = pgTable(
  'drip_steps',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    leadPlanId: integer('lead_plan_id').notNull(),
    stepIndex: smallint('step_index').notNull(),
    /** The step as it was when applied: editing the plan later does not change a run under way. */
    step: jsonb('step').$type<ActionPlanStep>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: DRIP_STEP_STATUSES }).notNull().default('scheduled'),
    firedAt: timestamp('fired_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    sameCompanyLead(t),
    foreignKey({ columns: [t.companyId, t.leadPlanId], foreignColumns: [leadActionPlans.companyId, leadActionPlans.id] }).onDelete('cascade'),
    unique('drip_steps_run_step_uq').on(t.leadPlanId, t.stepIndex),
    index('drip_steps_due_idx').on(t.dueAt).where(sql`${t.status} = 'scheduled'`),
    index('drip_steps_lead_idx').on(t.companyId, t.leadId),
    check('drip_steps_index_ck', sql`${t.stepIndex} >= 0`),
  ],
);

export const SCHEDULED_MAIL_KINDS = ['delayed-email', 'seller-delayed-email'] as const;
export const SCHEDULED_MAIL_STATUSES = ['scheduled', 'sent', 'skipped'] as const;

/** A trigger's e-mail to send later (DESIGN §12: delayed e-mail to buyers, to sellers). */
export const scheduledLeadMails = pgTable(
  'scheduled_lead_mails',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    kind: text('kind', { enum: SCHEDULED_MAIL_KINDS }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: SCHEDULED_MAIL_STATUSES }).notNull().default('scheduled'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    sameCompanyLead(t),
    uniqueIndex('scheduled_lead_mails_once_uq').on(t.leadId, t.kind),
    index('scheduled_lead_mails_due_idx').on(t.dueAt).where(sql`${t.status} = 'scheduled'`),
  ],
);

/** The company's automation switches and templates (lib/automation/settings.ts holds the zod shape and defaults). */
export const automationSettings = pgTable('automation_settings', {
  companyId: integer('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedBy: integer('updated_by').references(() => agents.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
