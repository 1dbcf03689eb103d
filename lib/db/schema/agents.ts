import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './tenancy';
import { createdAt, id, updatedAt } from './columns';

export const AGENT_TYPES = ['agent', 'broker', 'realtor', 'lender'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

export const agents = pgTable(
  'agents',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: AGENT_TYPES }).notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164. */
    phone: text('phone'),
    primaryPhone: text('primary_phone'),
    /** Value of the agentSite query parameter on an agent's own site. */
    site: text('site'),
    title: text('title'),
    licenseNumber: text('license_number'),
    bio: text('bio'),
    photoUrl: text('photo_url'),
    videoUrl: text('video_url'),
    /** scrypt hash "scrypt$N$salt$hash"; null means the agent cannot sign in. */
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agents_email_uq').on(t.companyId, sql`lower(${t.email})`),
    index('agents_company_type_idx').on(t.companyId, t.type),
    check('agents_type_ck', sql`${t.type} in ('agent','broker','realtor','lender')`),
  ],
);
