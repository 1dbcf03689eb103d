import type { SearchQuery } from '@/lib/filters/types';

/** A query key that filters nothing. */
const unset = (value: unknown) => value === undefined || value === false || (Array.isArray(value) && value.length === 0);

/** Whether every key the query sets is one of these (a grid or the map index answers only the keys it holds). */
export function usesOnly(query: SearchQuery, keys: ReadonlySet<string>): boolean {
  return Object.entries(query).every(([key, value]) => unset(value) || keys.has(key));
}
