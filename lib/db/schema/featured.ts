import { integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyId } from './leads';
import { properties } from './properties';

/**
 * The listings a company's home page features, in the order a manager chose (/featured-listings).
 * Listings are shared by every company of a feed, so the choice is per company; a listing that
 * leaves the market stays chosen (it may come back) and the home page skips it meanwhile.
 */
export const featuredListings = pgTable(
  'featured_listings',
  {
    companyId: companyId(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    /** 0-based place on the home page. */
    position: smallint('position').notNull(),
    addedBy: integer('added_by').references(() => agents.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.propertyId] })],
);
