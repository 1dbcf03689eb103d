/**
 * What the search page's controls show of a search, as plain data (issue 19: the URL codec loads
 * on first use). The server computes it for the page's first render, so the browser needs none
 * of the codec until the visitor changes something; from then on the codec, loaded, computes it
 * there (components/search/search-codec.ts).
 */
import { filterChips } from '@/lib/filters/chips';
import type { Pagination } from '@/lib/http/pagination';
import { filterSummaries, type FilterSummaries } from './filter-summaries';
import { pageSet } from './pagination';
import type { SearchConfig } from './search-config';
import { apiSearchQuery, canonicalSearchUrl, searchPageUrl, type SearchBase, type SearchLocation } from './search-url';

export interface SearchView {
  /** The results' API query (SPEC §7), without the page. */
  apiQuery: string;
  /** The map's: the same without the map's view (it shows every home of the search). */
  mapQuery: string;
  /** rel=canonical of the search (search-url.ts). */
  canonical: string;
  /** The selected-filters bar (SPEC §2): each chip's id and label. */
  chips: { id: string; label: string }[];
  summaries: FilterSummaries;
}

export function searchView(location: SearchLocation, config: SearchConfig): SearchView {
  const { filters } = location;
  return {
    apiQuery: apiSearchQuery(filters),
    mapQuery: apiSearchQuery({ ...filters, bounds: null, zoom: null }),
    canonical: canonicalSearchUrl(location, config.ctx),
    chips: filterChips(filters, config).map(({ id, label }) => ({ id, label })),
    summaries: filterSummaries(filters, config),
  };
}

/** The addresses of every page the pagination bar links to (SPEC §9: the set, its neighbours, the next and previous page). */
export function pageHrefs(base: SearchBase, location: SearchLocation, config: SearchConfig, pagination: Pagination): Record<number, string> {
  const current = pagination.current_page;
  const { pages, previousSet, nextSet } = pageSet(current, pagination.total_pages);
  const linked = [...pages, current - 1, current + 1, previousSet, nextSet].filter((n): n is number => n !== null && n >= 1 && n <= pagination.total_pages);
  return Object.fromEntries(linked.map((page) => [page, searchPageUrl(base, { ...location, page }, config.ctx)]));
}
