/**
 * A saved search in words and as a link: the selected-filter chips' labels (lib/filters/chips)
 * and the canonical /real-estate URL of its criteria (lib/filters/path), so the saved-searches
 * page and the alert's description say what the search pages would.
 */
import { filterChips } from '@/lib/filters/chips';
import { buildRealEstateUrl } from '@/lib/filters/path';
import { queryToFilters } from '@/lib/filters/query';
import type { FilterContext, SelectedFilters } from '@/lib/filters/types';
import type { SearchConfig } from '@/lib/search/search-config';
import { readCriteria, type Criteria } from './criteria';

/** What a search without filters finds (SPEC §4: no status means what is for sale). */
export const EVERYTHING = 'All homes for sale';

export function alertFilters(criteria: Criteria, ctx: FilterContext): SelectedFilters {
  return queryToFilters(readCriteria(criteria), ctx);
}

/** "Riverhead, NY · Residential · $300K–$600K · 3+ bd". */
export function criteriaSummary(criteria: Criteria, config: SearchConfig): string {
  const labels = filterChips(alertFilters(criteria, config.ctx), config).map((chip) => chip.label);
  return labels.length > 0 ? labels.join(' · ') : EVERYTHING;
}

/** "Run search": the canonical search page of the criteria. */
export function alertSearchUrl(criteria: Criteria, ctx: FilterContext): string {
  return buildRealEstateUrl(alertFilters(criteria, ctx), ctx);
}
