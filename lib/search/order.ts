import { sql, type SQL } from 'drizzle-orm';
import type { Sort, SortField } from '@/lib/filters/types';

/** SPEC §9 gallery sorts → listing columns. */
const COLUMNS: Record<SortField, string> = {
  price: 'list_price',
  square: 'living_area',
  bedrooms: 'bedrooms_total',
  bathrooms: 'bathrooms_total',
  created_at: 'listed_at',
  year: 'year_built',
  lot_square: 'lot_size_acres',
  price_reduced_at: 'price_reduced_at',
  ratingweight: 'deal_rating',
};

/** ORDER BY for a sort; listings without the value go last, and the id keeps pages stable. */
export function orderBy(sort: Sort): SQL {
  const direction = sort.direction === 'asc' ? sql.raw('asc') : sql.raw('desc');
  return sql`order by p.${sql.raw(COLUMNS[sort.field])} ${direction} nulls last, p.id ${direction}`;
}
