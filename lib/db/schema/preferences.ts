import { index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { updatedAt } from './columns';
import { companyId } from './leads';

/**
 * An agent's settings for a CRM screen, one row per agent and key ("greatsheet.columns"):
 * generic, so any screen can keep its choices without a table of its own. The value is
 * whatever the screen's own zod schema accepted (lib/crm/agent-preferences.ts).
 */
export const agentPreferences = pgTable(
  'agent_preferences',
  {
    companyId: companyId(),
    agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 80 }).notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.key] }), index('agent_preferences_company_idx').on(t.companyId, t.agentId)],
);
