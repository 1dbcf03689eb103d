import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyId, leadId, questions, sameCompanyLead, showingRequests } from './leads';
import { properties } from './properties';
import { createdAt, id, updatedAt } from './columns';

/*
 * What agents keep about leads in the CRM: notes, to-dos, the inbox and saved list views.
 * (leads.ts holds the lead and what the lead does on the site.)
 */

export const notes = pgTable(
  'notes',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [sameCompanyLead(t), index('notes_lead_idx').on(t.companyId, t.leadId, t.createdAt.desc())],
);

export const todos = pgTable(
  'todos',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [sameCompanyLead(t), index('todos_agent_due_idx').on(t.companyId, t.agentId, t.dueAt), index('todos_lead_idx').on(t.leadId)],
);

export const INBOX_KINDS = ['question', 'showing', 'reply'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * What waits for an agent's answer (DESIGN §9 inbox): a lead's question, showing request or
 * reply. Written in the same transaction as the question, showing or reply it points at;
 * closing moves it to the closed inbox. Who sees it follows the lead (visibleLeadsWhere).
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    kind: text('kind', { enum: INBOX_KINDS }).notNull(),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    showingId: integer('showing_id').references(() => showingRequests.id, { onDelete: 'cascade' }),
    /** The activity a reply came as (email-reply, text-reply). */
    activityId: integer('activity_id'),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The agent it was addressed to (the lead's buyer agent, the site agent, or the broker). */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => agents.id, { onDelete: 'set null' }),
  },
  (t) => [
    sameCompanyLead(t),
    index('inbox_open_idx').on(t.companyId, t.createdAt.desc()).where(sql`${t.closedAt} is null`),
    index('inbox_closed_idx').on(t.companyId, t.closedAt.desc()).where(sql`${t.closedAt} is not null`),
    index('inbox_lead_idx').on(t.companyId, t.leadId),
    check('inbox_kind_ck', sql`${t.kind} in ('question','showing','reply')`),
  ],
);

/** An agent's saved view of the leads list ("smart list"): a name and the list's URL query. */
export const savedLeadViews = pgTable(
  'saved_lead_views',
  {
    id: id(),
    companyId: companyId(),
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    /** The /leads query string it opens (q, stage, agentId, source, tag, pond, hot, sort). */
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_lead_views_name_uq').on(t.agentId, sql`lower(${t.name})`), index('saved_lead_views_agent_idx').on(t.companyId, t.agentId)],
);
