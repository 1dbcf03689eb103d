import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * A brokerage: one tenant. Its site settings live in one JSON document, validated where it is
 * written and read (lib/tenancy/settings-schema.ts, parse-settings.ts): as stored it may be
 * from an older shape, so here it is only a JSON object.
 */
export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  /** The agent whose contact details the site shows instead of the company's (an "agent site"). */
  // No foreign key here: agents reference companies, and a cycle would make both hard to
  // create and delete; the service checks the agent belongs to the company (lib/tenancy/company.ts).
  siteAgentId: integer('site_agent_id'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Host names a company answers on, stored normalised (lower case, no port, no "www."). */
export const companyDomains = pgTable(
  'company_domains',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_domains_host_uq').on(t.host), index('company_domains_company_idx').on(t.companyId)],
);

/** Named search areas a company offers (the `location-{slug}` search segment). */
export const companyLocations = pgTable(
  'company_locations',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Cities (by slug) the location covers. */
    citySlugs: text('city_slugs').array().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('company_locations_slug_uq').on(t.companyId, t.slug)],
);
