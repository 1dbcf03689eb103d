import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyId } from './leads';
import { createdAt, id } from './columns';

/*
 * An agent's calendar (issue 15, /calendar): the weekly hours visitors may book showings in,
 * days off, and the secret address of their iCalendar feed. Showings, open houses and to-dos
 * stay where they are (showing_requests, open_houses, todos).
 */

/**
 * One bookable range of a weekday, in minutes after midnight in the company's time zone (a
 * day may have several: 9:00–12:00 and 13:00–17:30). Only read when the agent's
 * `agent_calendars.hours_set_at` is set; an agent who never set hours has the default.
 */
export const agentHours = pgTable(
  'agent_hours',
  {
    id: id(),
    companyId: companyId(),
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    /** 0 Sunday … 6 Saturday, as Date#getDay. */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    index('agent_hours_agent_idx').on(t.agentId, t.weekday),
    check('agent_hours_range_ck', sql`${t.weekday} between 0 and 6 and ${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`),
  ],
);

/** Days the agent takes no showings: one day, or first_day..last_day inclusive (company time zone). */
export const agentDaysOff = pgTable(
  'agent_days_off',
  {
    id: id(),
    companyId: companyId(),
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    note: text('note'),
  },
  (t) => [index('agent_days_off_agent_idx').on(t.agentId, t.lastDay), check('agent_days_off_range_ck', sql`${t.firstDay} <= ${t.lastDay}`)],
);

/**
 * Per agent: whether they set their hours (else the default 9:00–18:00 every day applies) and
 * the secret token of their feed URL. The token is kept as it is (not hashed) so /calendar can
 * show the address again; regenerating replaces it, which ends the old address.
 */
export const agentCalendars = pgTable(
  'agent_calendars',
  {
    agentId: integer('agent_id').primaryKey().references(() => agents.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    hoursSetAt: timestamp('hours_set_at', { withTimezone: true }),
    feedToken: text('feed_token'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_calendars_feed_token_uq').on(t.feedToken)],
);
