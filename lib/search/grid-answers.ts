import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/lib/db/rows';
import type { SearchQuery } from '@/lib/filters/types';
import { cappedTotal, MAX_CELLS, type ClusterCell, type ClusterResult, type ListingPage } from './backend';
import { scopeCondition, type SearchContext } from './conditions';
import { gridRangeConditions } from './grid-bands';
import { usesOnly } from './keys-in-use';

/*
 * Answers from the pre-counted map grids (lib/search/listing-grid.ts builds them; docs/search.md
 * "Grid bands" and "Feature mask, feature grid, grid totals"): which queries a grid can answer,
 * and their clusters and list totals summed from grid rows.
 */

/** Keys a grid row tells apart (price and bedrooms through lib/search/grid-bands.ts): with any other the clusters are grouped live. */
const GRID_FREE_KEYS = new Set(['status', 'type', 'bounds', 'zoom', 'sort', 'vt', 'minprice', 'maxprice', 'minbeds', 'maxbeds']);

/** The grid's conditions for this query's price and bedrooms, or null when the clusters must be grouped live. */
export function gridConditions(query: SearchQuery): SQL[] | null {
  if (!usesOnly(query, GRID_FREE_KEYS)) return null;
  return gridRangeConditions(query);
}

/** Keys listing_feature_grid tells apart: one feature, bedrooms, and the scope (no price band). */
const FEATURE_GRID_KEYS = new Set(['status', 'type', 'bounds', 'zoom', 'sort', 'vt', 'minbeds', 'maxbeds', 'features']);

/** The feature grid's conditions for a map filtered by one known feature (and bedrooms), or null. */
export function featureGridConditions(query: SearchQuery, ctx: SearchContext): SQL[] | null {
  if (query.features?.length !== 1) return null;
  const featureId = ctx.featureId(query.features[0] ?? '');
  if (featureId === null) return null;
  if (!usesOnly(query, FEATURE_GRID_KEYS)) return null;
  const beds = gridRangeConditions({ minbeds: query.minbeds, maxbeds: query.maxbeds });
  return beds && [sql`g.feature_id = ${featureId}`, ...beds];
}

/**
 * Clusters from a grid table (listing_grid, or listing_feature_grid for one feature): the same
 * cells the live grouping makes, summed over the company's feeds, statuses and types. A cell
 * at the edge of the view counts all its listings, as map clusters do.
 */
export async function gridClusters(ctx: SearchContext, query: SearchQuery, zoom: number, table: SQL, ranges: SQL[]): Promise<ClusterResult> {
  const b = query.bounds;
  // A view across the antimeridian has west > east (as in the live search).
  const inView = !b
    ? sql``
    : sql` and g.north >= ${b.south} and g.south <= ${b.north} and ${b.west <= b.east ? sql`g.east >= ${b.west} and g.west <= ${b.east}` : sql`(g.east >= ${b.west} or g.west <= ${b.east})`}`;
  return clusterCells(sql`
    select sum(g.listings)::int as n, (sum(g.latitude_sum) / sum(g.listings))::float as lat, (sum(g.longitude_sum) / sum(g.listings))::float as lon,
           min(g.south)::float as s, min(g.west)::float as w, max(g.north)::float as nn, max(g.east)::float as e,
           sum(sum(g.listings)) over ()::int as total
    from ${table} g where g.zoom = ${zoom} and ${scopeCondition(ctx.scope, query, 'g')}${inView}${sql.join(ranges.map((r) => sql` and ${r}`))}
    group by g.gx, g.gy order by 1 desc limit ${MAX_CELLS}`);
}

/**
 * A list's total from a grid, when the query has no place on the map (bounds, polygon, circle:
 * a grid cell straddles their edge) and a grid tells all its filters apart: every listing is in
 * one zoom-1 cell, so the sum of the zoom-1 rows is the exact count, read from a few thousand
 * rows instead of counting up to TOTAL_CAP + 1 listings (at 1M, a features filter scanned the
 * whole table to find 10,001). Null: count the listings.
 */
export async function gridCount(ctx: SearchContext, query: SearchQuery): Promise<Pick<ListingPage, 'total' | 'totalCapped'> | null> {
  if (query.bounds || query.pts?.length || query.circle) return null;
  const onGrid = gridConditions(query);
  const byFeature = onGrid ? null : featureGridConditions(query, ctx);
  const ranges = onGrid ?? byFeature;
  if (!ranges) return null;
  const table = onGrid ? sql`listing_grid` : sql`listing_feature_grid`;
  const [row] = await queryRows<{ n: number }>(sql`select coalesce(sum(g.listings), 0)::int as n from ${table} g
    where g.zoom = 1 and ${scopeCondition(ctx.scope, query, 'g')}${sql.join(ranges.map((r) => sql` and ${r}`))}`);
  return cappedTotal(Number(row?.n ?? 0));
}

/** Clusters from SQL that groups into cells (n, centre, bounds, and every cell's total in `total`): the grids' and the live grouping's. */
export async function clusterCells(query: SQL): Promise<ClusterResult> {
  const cells = await queryRows<{ n: number; lat: number; lon: number; s: number; w: number; nn: number; e: number; total: number }>(query);
  return {
    cells: cells.map((c): ClusterCell => ({ center: { lat: c.lat, lon: c.lon }, count: Number(c.n), bounds: { west: c.w, south: c.s, east: c.e, north: c.nn } })),
    total: Number(cells[0]?.total ?? 0),
  };
}
