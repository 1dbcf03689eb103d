import { SOLD_STATUS } from '@/lib/filters/limits';
import type { SelectedFilters } from '@/lib/filters/types';

const SUGGESTION_PLACES = ['city_label', 'pl', 'city', 'hood', 'zip', 'area', 'school_district', 'county', 'street', 'address', 'school', 'state', 'keyword'] as const;

/** The place a search names, as chosen in the search box (the first of its values), or null. */
function placeName(filters: SelectedFilters): string | null {
  for (const key of SUGGESTION_PLACES) {
    const values = filters.suggestions[key];
    if (values !== undefined && values.length > 0) return values.length === 1 ? values[0]! : `${values[0]!} and ${values.length - 1} more`;
  }
  return null;
}

/**
 * A search page's heading, in plain words: whose list ("Your favorite homes"), which homes
 * (for sale, sold, both) and where. The SEO copy, when the place has one, replaces it.
 */
export function searchHeading(filters: SelectedFilters): string {
  if (filters.favorite || filters.lfh) return 'Your favorite homes';
  if (filters.lvh) return 'Homes you viewed';
  const onlySold = filters.status.length === 1 && filters.status[0] === SOLD_STATUS;
  const withSold = filters.status.includes(SOLD_STATUS);
  const what = onlySold ? 'Sold homes' : withSold ? 'Homes for sale and sold' : 'Homes for sale';
  const place = placeName(filters);
  return place === null ? what : `${what} in ${place}`;
}
