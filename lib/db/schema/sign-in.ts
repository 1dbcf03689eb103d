import { foreignKey, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { leads } from './leads';
import { companies } from './tenancy';
import { createdAt, id } from './columns';

/**
 * One-time sign-in codes for a returning e-mail (DESIGN §8 "full_login"): only a hash is
 * kept; a code works once, until it expires or too many wrong tries use it up.
 */
export const leadSignInCodes = pgTable(
  'lead_sign_in_codes',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.leadId], foreignColumns: [leads.companyId, leads.id] }).onDelete('cascade'),
    index('lead_sign_in_codes_lead_idx').on(t.companyId, t.leadId, t.createdAt.desc()),
  ],
);
