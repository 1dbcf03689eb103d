import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyId, leadId, sameCompanyLead } from './leads';
import { properties } from './properties';
import { createdAt, id, updatedAt } from './columns';

/**
 * The pipeline's stages, in board order (DESIGN §9 /opportunities). A fixed list, not a
 * company setting: reports compare them across agents and time. The last two are closed.
 */
export const OPPORTUNITY_STAGES = ['qualified', 'showing', 'offer', 'under_contract', 'closed_won', 'closed_lost'] as const;
export type OpportunityStage = (typeof OPPORTUNITY_STAGES)[number];

/** Whole dollars; bounded so no sum of a company's board can pass what a JS number holds exactly. */
export const MAX_OPPORTUNITY_VALUE = 10_000_000_000;

/**
 * A deal an agent works on a lead: one lead may have several (two homes, a sale and a
 * purchase). Who sees it follows its lead (visibleLeadsWhere); the row points at
 * (company_id, lead_id) so the database refuses a deal whose company is not its lead's.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** Who works the deal (the board's agent filter). */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    stage: text('stage', { enum: OPPORTUNITY_STAGES }).notNull().default('qualified'),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    expectedCloseAt: date('expected_close_at', { mode: 'string' }).notNull(),
    /** Order within its column, smallest first (PATCH position). */
    position: integer('position').notNull().default(0),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When it reached closed_won or closed_lost; cleared if it is moved back. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    sameCompanyLead(t),
    index('opportunities_board_idx').on(t.companyId, t.stage, t.position, t.id),
    index('opportunities_lead_idx').on(t.companyId, t.leadId),
    index('opportunities_agent_idx').on(t.companyId, t.agentId),
    check('opportunities_value_ck', sql`${t.value} >= 0 and ${t.value} <= 10000000000`),
    check('opportunities_stage_ck', sql`${t.stage} in ('qualified','showing','offer','under_contract','closed_won','closed_lost')`),
  ],
);
