import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { leads } from './leads';
import { properties } from './properties';
import { companies } from './tenancy';
import { id } from './columns';

/** Every lead activity type of SPEC §3, in SPEC's order. */
export const ACTIVITY_TYPES = [
  'created', 'sign-up', 'sign-up-partial', 'sign-up-finish', 'lead-routing', 'lead-claim', 'transfer', 'smart-text',
  'auto-call', 'reverse-phone-number', 'welcome-email', 'delayed-email', 'seller-delayed-email', 'e-alert', 'return-visit',
  'todo-added', 'todo-changed', 'call-added', 'call-incoming', 'drip-plan-stage', 'drip-plan-email', 'drip-plan-call',
  'drip-plan-text', 'drip-plan-todo', 'property-view', 'house-favorite-added', 'house-favorite-removed', 'email',
  'email-reply', 'email-open', 'email-click', 'gmail', 'gmail-reply', 'text-reply', 'text', 'lead-question',
  'lead-request-showing', 'auto-import', 'delayed-drip-plan', 'drip-plan-status', 'e-alert-open', 'e-alert-click',
  'voice-mail', 'drip-voice-mail', 'stage', 'lead-search', 'estimate-request', 'add-note', 'e-alert-frequency-changed',
  'scheduled-drip-plan', 'scheduled-text',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** An agent reaching out to a lead: the activities "first contact" is made of (lib/crm/first-contact.ts says why these). */
export const FIRST_CONTACT_TYPES = ['call-added', 'text', 'email', 'gmail'] as const satisfies readonly ActivityType[];

export const activities = pgTable(
  'activities',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').notNull(),
    /** The agent who did it, when an agent did. */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lead must be of the same company (see sameCompanyLead in leads.ts).
    foreignKey({ columns: [t.companyId, t.leadId], foreignColumns: [leads.companyId, leads.id] }).onDelete('cascade'),
    index('activities_lead_idx').on(t.companyId, t.leadId, t.occurredAt.desc()),
    index('activities_feed_idx').on(t.companyId, t.occurredAt.desc()),
    index('activities_type_idx').on(t.companyId, t.type, t.occurredAt.desc()),
    // The leaderboard's counts per agent: a range scan of the agent's own activities.
    index('activities_agent_idx').on(t.companyId, t.agentId, t.occurredAt).where(sql`${t.agentId} is not null`),
  ],
);
