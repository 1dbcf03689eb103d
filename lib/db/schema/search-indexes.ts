import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { mlsSources } from './feeds';
import { features } from './properties';

// Tables derived from the listings for search (suggestions, map clusters, list totals): rebuilt
// by lib/search/refresh.ts whenever listings change, never written by a request.

/**
 * Distinct place names per feed (cities, ZIPs, streets …) with listing counts, for the
 * search box: suggestions read this small table instead of scanning the listings.
 * Rebuilt by lib/search/search-terms.ts after listings change.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    sourceId: integer('source_id').notNull().references(() => mlsSources.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    listings: integer('listings').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.key, t.value] }),
    index('search_terms_prefix_idx').on(t.key, sql`lower(${t.value}) text_pattern_ops`),
    index('search_terms_trgm_idx').using('gin', sql`lower(${t.value}) gin_trgm_ops`),
  ],
);

/** The cell and scope a grid row counts (new builders for each table, as drizzle needs). */
const gridCellColumns = () => ({
  zoom: smallint('zoom').notNull(),
  gx: integer('gx').notNull(),
  gy: integer('gy').notNull(),
  sourceId: integer('source_id').notNull().references(() => mlsSources.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  propertyType: text('property_type').notNull(),
});

/** What a grid row sums: its listings, the sums for their mean position, and their bounds. */
const gridSumColumns = () => ({
  listings: integer('listings').notNull(),
  latitudeSum: doublePrecision('latitude_sum').notNull(),
  longitudeSum: doublePrecision('longitude_sum').notNull(),
  south: doublePrecision('south').notNull(),
  west: doublePrecision('west').notNull(),
  north: doublePrecision('north').notNull(),
  east: doublePrecision('east').notNull(),
});

/**
 * Listings counted per map-grid cell at each clustering zoom (lib/search/geo.ts), per feed,
 * status and type: map clusters at low zoom, with no filter beyond status and type, read
 * these few rows instead of grouping every listing in view. Rebuilt with search_terms.
 */
export const listingGrid = pgTable(
  'listing_grid',
  {
    ...gridCellColumns(),
    /** lib/search/grid-bands.ts: the price band (exact at the price picker's round values) and bedrooms (capped, -1 unknown), so filtered clusters read the grid. */
    priceBand: smallint('price_band').notNull().default(0),
    beds: smallint('beds').notNull().default(-1),
    ...gridSumColumns(),
  },
  (t) => [primaryKey({ columns: [t.zoom, t.gx, t.gy, t.sourceId, t.status, t.propertyType, t.priceBand, t.beds] })],
);

/**
 * listing_grid per feature (docs/search.md "Feature grid"): a listing counts once in the row of
 * each feature it has, with bedrooms as in listing_grid (no price band: that would multiply the
 * rows again). A map filtered by one feature (and bedrooms) at zoom <= 12 sums these rows.
 */
export const listingFeatureGrid = pgTable(
  'listing_feature_grid',
  {
    ...gridCellColumns(),
    featureId: integer('feature_id').notNull().references(() => features.id, { onDelete: 'cascade' }),
    beds: smallint('beds').notNull(),
    ...gridSumColumns(),
  },
  // Feature first: a query reads one feature's rows at one zoom.
  (t) => [primaryKey({ columns: [t.zoom, t.featureId, t.gx, t.gy, t.sourceId, t.status, t.propertyType, t.beds] })],
);
