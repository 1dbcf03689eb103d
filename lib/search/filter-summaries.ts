import { advancedFilterCount, countLabel, priceRangeLabel } from '@/lib/filters/chips';
import type { SelectedFilters } from '@/lib/filters/types';
import type { CodeTitle, SearchConfig } from './search-config';

/** Chosen codes as a filter button shows them: the first one's title, and how many more. */
export interface CodesSummary {
  first: string;
  more: number;
}

/** What each button of the desktop filter bar shows of its filter (null: nothing chosen). */
export interface FilterSummaries {
  type: CodesSummary | null;
  status: CodesSummary | null;
  price: string | null;
  rooms: string | null;
  /** How many advanced filters are set. */
  more: number;
}

/** The chosen codes: one title, or the first and how many more. */
export function codesSummary(chosen: readonly string[], offered: readonly CodeTitle[]): CodesSummary | null {
  const [first, ...rest] = chosen.map((code) => offered.find((c) => c.param === code)?.title ?? code);
  return first === undefined ? null : { first, more: rest.length };
}

/** '3+ bd, 2+ ba'; either part alone when only one is chosen. */
export function bedsBathsSummary(filters: SelectedFilters): string | null {
  const parts = [countLabel(filters.beds, filters.maxbeds, 'bd'), countLabel(filters.baths, filters.maxbaths, 'ba')].filter(
    (part): part is string => part !== null,
  );
  return parts.length === 0 ? null : parts.join(', ');
}

export function filterSummaries(filters: SelectedFilters, config: SearchConfig): FilterSummaries {
  return {
    type: codesSummary(filters.type, config.types),
    status: codesSummary(filters.status, config.statuses),
    price: priceRangeLabel(filters.price),
    rooms: bedsBathsSummary(filters),
    more: advancedFilterCount(filters, config),
  };
}
