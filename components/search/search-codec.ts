/**
 * The search page's URL codec and filter store, loaded on the visitor's first change (issue 19;
 * use-search-codec.ts): reading a URL the page did not render, writing the next one, the company's
 * rules on a change, and the controls' view of a changed search (lib/search/search-view.ts).
 */
import { filterChips } from '@/lib/filters/chips';
import { REAL_ESTATE_PATH } from '@/lib/filters/path';
import type { SelectedFilters } from '@/lib/filters/types';
import type { SearchConfig } from '@/lib/search/search-config';
import { readProperties, readRealEstate, realEstateSegments, type SearchBase, type SearchLocation } from '@/lib/search/search-url';

export { criteriaFromFilters } from '@/lib/ealerts/criteria';
export { searchPageUrl } from '@/lib/search/search-url';
export { searchView } from '@/lib/search/search-view';
export { useSearchFilters } from '@/stores/search-filters';

/** The search a URL of the page holds; null for one the server would have refused (it never reaches here). */
export function readSearchUrl(base: SearchBase, pathname: string, search: string, config: SearchConfig): SearchLocation | null {
  const query = new URLSearchParams(search);
  const read =
    base === REAL_ESTATE_PATH && pathname.startsWith(REAL_ESTATE_PATH)
      ? readRealEstate(realEstateSegments(pathname), query, config.ctx)
      : readProperties(query, config.ctx);
  return read.kind === 'ok' ? read.location : null;
}

/** What removing a chip does to the filters (lib/filters/chips.ts); nothing for a chip the filters no longer have. */
export function withoutChip(filters: SelectedFilters, config: SearchConfig, id: string): SelectedFilters {
  return filterChips(filters, config).find((chip) => chip.id === id)?.remove(filters) ?? filters;
}
