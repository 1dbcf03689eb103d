import { sql, type SQL } from 'drizzle-orm';
import { PRICE_COEFFICIENT, PRICE_STEPS_K } from '@/lib/filters/price-options';
import type { SearchQuery } from '@/lib/filters/types';

/**
 * The map grid's filter dimensions (docs/search.md "Grid bands"): a filtered cluster at low
 * zoom sums grid rows instead of grouping up to a million listings. Price bands are cut at
 * the price picker's values (PRICE_STEPS_K): each value has a band of its own (a price exactly
 * at it) between the open bands around it, so both `price >= v` and `price <= v` are whole
 * bands. Bedrooms are kept as such up to BEDS_CAP (more are BEDS_CAP), unknown as -1.
 */
export const PRICE_EDGES: readonly number[] = PRICE_STEPS_K.map((k) => k * PRICE_COEFFICIENT);
export const BEDS_CAP = 6;

/** SQL: the price band of `price` (an int column). width_bucket counts the edges at or below it. */
export function priceBandSql(price: SQL): SQL {
  const edges = sql.raw(`array[${PRICE_EDGES.join(',')}]::int[]`);
  return sql`coalesce(2 * width_bucket(${price}, ${edges}) - (${price} = any(${edges}))::int, 0)::smallint`;
}

export function bedsSql(beds: SQL): SQL {
  // Not coalesce(least(…)): least() skips nulls, which would count unknown bedrooms as the cap.
  return sql`(case when ${beds} is null then -1 else least(${beds}, ${BEDS_CAP}) end)::smallint`;
}

/** The band a price exactly on edge i (0-based) has; null for a price that is no edge. */
function edgeBand(price: number): number | null {
  const i = PRICE_EDGES.indexOf(price);
  return i < 0 ? null : 2 * (i + 1) - 1;
}

/**
 * The grid's conditions for the query's price and bedroom ranges, on alias `g`; null when
 * the grid cannot answer them exactly (a price off the picker's values, or a bedroom bound
 * at or past the cap, which the cap blurs).
 */
export function gridRangeConditions(query: Pick<SearchQuery, 'minprice' | 'maxprice' | 'minbeds' | 'maxbeds'>): SQL[] | null {
  const parts: SQL[] = [];
  if (query.minprice !== undefined) {
    const band = edgeBand(query.minprice);
    if (band === null) return null;
    parts.push(sql`g.price_band >= ${band}`);
  }
  if (query.maxprice !== undefined) {
    const band = edgeBand(query.maxprice);
    if (band === null) return null;
    parts.push(sql`g.price_band <= ${band}`);
  }
  if (query.minbeds !== undefined) {
    if (query.minbeds > BEDS_CAP) return null;
    parts.push(sql`g.beds >= ${query.minbeds}`);
  }
  if (query.maxbeds !== undefined) {
    if (query.maxbeds >= BEDS_CAP) return null;
    parts.push(sql`g.beds between 0 and ${query.maxbeds}`);
  }
  return parts;
}
