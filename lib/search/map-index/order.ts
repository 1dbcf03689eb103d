import type { Sort, SortField } from '@/lib/filters/types';
import { NULL_INT, type MapColumns } from './columns';

/** The column of each gallery sort (lib/search/order.ts); deal ratings are the company's own and stay in SQL. */
const SORT_COLUMNS: Record<Exclude<SortField, 'ratingweight'>, (c: MapColumns) => Int32Array | Float64Array> = {
  price: (c) => c.price,
  square: (c) => c.sqft,
  bedrooms: (c) => c.beds,
  bathrooms: (c) => c.baths,
  created_at: (c) => c.listedAt,
  year: (c) => c.year,
  lot_square: (c) => c.acres,
  price_reduced_at: (c) => c.reducedAt,
};

/** Listing numbers and ranks share one exact double: rank · 2^21 + number, so an index holds at most 2^21 listings for sorting. */
const NUMBER_BITS = 2 ** 21;

const isNull = (v: number) => v === NULL_INT || Number.isNaN(v);

/**
 * The listings in a sort's order, as SQL orders them (lib/search/order.ts): by the column in
 * the sort's direction, listings without a value last, the id in the same direction breaking
 * ties. Made once per index and sort, on first use (0.2–0.6 s at 1M: two native numeric sorts,
 * no comparator; newest-first is made while the index loads), then kept with the columns. Null: a
 * sort the index does not hold.
 */
export function sortOrder(c: MapColumns, sort: Sort): Uint32Array | null {
  if (sort.field === 'ratingweight' || c.size > NUMBER_BITS) return null;
  const name = `${sort.field} ${sort.direction}`;
  const made = c.orders.get(name);
  if (made) return made;
  const values = SORT_COLUMNS[sort.field](c);
  const desc = sort.direction !== 'asc';
  // Each value's rank among the distinct values (sorted natively), so any column, whole or decimal, fits the key.
  const distinct = new Float64Array(c.size);
  let d = 0;
  for (let i = 0; i < c.size; i++) if (!isNull(values[i]!)) distinct[d++] = values[i]!;
  const sorted = distinct.subarray(0, d).sort();
  let ranks = 0;
  for (let k = 0; k < d; k++) if (k === 0 || sorted[k] !== sorted[k - 1]) sorted[ranks++] = sorted[k]!;
  const keys = new Float64Array(c.size);
  for (let i = 0; i < c.size; i++) {
    const v = values[i]!;
    // Nulls last in both directions; ids in the sort's direction (a lower number is a lower id).
    const rank = isNull(v) ? ranks : desc ? ranks - 1 - rankOf(sorted, ranks, v) : rankOf(sorted, ranks, v);
    keys[i] = rank * NUMBER_BITS + (desc ? NUMBER_BITS - 1 - i : i);
  }
  keys.sort();
  const order = new Uint32Array(c.size);
  for (let k = 0; k < c.size; k++) {
    const low = keys[k]! % NUMBER_BITS;
    order[k] = desc ? NUMBER_BITS - 1 - low : low;
  }
  c.orders.set(name, order);
  return order;
}

function rankOf(sorted: Float64Array, length: number, v: number): number {
  let lo = 0;
  let hi = length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
