import { sql, type SQL } from 'drizzle-orm';
import type { Sort, SortField } from '@/lib/filters/types';

/**
 * SPEC §9 gallery sorts → listing columns. Each has a (column desc, id desc) index (migrations
 * 0003, 0005, 0006), so a page in that order can be read off the index instead of sorting
 * every match. `notNull` columns may be read either way; the others only biggest/newest first.
 */
const COLUMNS: Record<SortField, { column: string; notNull?: true }> = {
  price: { column: 'price', notNull: true },
  square: { column: 'living_area' },
  bedrooms: { column: 'bedrooms_total' },
  bathrooms: { column: 'bathrooms_total' },
  created_at: { column: 'listed_at', notNull: true },
  year: { column: 'year_built' },
  lot_square: { column: 'lot_size_acres' },
  price_reduced_at: { column: 'price_reduced_at' },
  ratingweight: { column: 'deal_rating' },
};

/**
 * ORDER BY for a sort, with the id as tie-breaker so pages never overlap. Listings without
 * the value go last. The clause spells the index's own null ordering, so the planner may read
 * the page off it (it decides: walking the index wins for broad searches, collecting and
 * sorting the matches for narrow ones; docs/performance.md, "Sort indexes").
 */
export function orderBy(sort: Sort): SQL {
  const { column, notNull } = COLUMNS[sort.field];
  const dir = sort.direction === 'asc' ? 'asc' : 'desc';
  const nulls = notNull ? (dir === 'desc' ? 'nulls last' : 'nulls first') : 'nulls last';
  const idNulls = dir === 'desc' ? 'nulls last' : 'nulls first';
  return sql.raw(`order by p.${column} ${dir} ${nulls}, p.id ${dir} ${idNulls}`);
}

/**
 * The deal-rating order over any rating and id columns (the listings', a company's
 * corrections', or a merge of both, lib/search/postgres-backend.ts): unrated listings last.
 */
export function ratingOrder(rating: string, id: string, direction: Sort['direction']): SQL {
  const dir = direction === 'asc' ? 'asc' : 'desc';
  return sql.raw(`order by ${rating} ${dir} nulls last, ${id} ${dir} ${dir === 'desc' ? 'nulls last' : 'nulls first'}`);
}
