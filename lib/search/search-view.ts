/**
 * What the search page's controls show of a search, as plain data (issue 19: the URL codec loads
 * on first use). The server computes it for the page's first render, so the browser needs none
 * of the codec until the visitor changes something; from then on the codec, loaded, computes it
 * there (components/search/search-codec.ts).
 */
import { filterChips } from '@/lib/filters/chips';
import { filterSummaries, type FilterSummaries } from './filter-summaries';
import type { SearchConfig } from './search-config';
import { apiSearchQuery, canonicalSearchUrl, filtersUrl, type SearchBase, type SearchLocation } from './search-url';

export interface SearchView {
  /** The results' API query (SPEC §7), without the page. */
  apiQuery: string;
  /** The map's: the same without the map's view (it shows every home of the search). */
  mapQuery: string;
  /** rel=canonical of the search (search-url.ts). */
  canonical: string;
  /** The URL of its filters on this page; each result page adds its number (page-url.ts). */
  filtersUrl: string;
  /** The selected-filters bar (SPEC §2): each chip's id and label. */
  chips: { id: string; label: string }[];
  summaries: FilterSummaries;
}

export function searchView(base: SearchBase, location: SearchLocation, config: SearchConfig): SearchView {
  const { filters } = location;
  return {
    apiQuery: apiSearchQuery(filters),
    mapQuery: apiSearchQuery({ ...filters, bounds: null, zoom: null }),
    canonical: canonicalSearchUrl(location, config.ctx),
    filtersUrl: filtersUrl(base, filters, config.ctx),
    chips: filterChips(filters, config).map(({ id, label }) => ({ id, label })),
    summaries: filterSummaries(filters, config),
  };
}
