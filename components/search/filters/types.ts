import type { SelectedFilters } from '@/lib/filters/types';
import type { SearchConfig } from '@/lib/search/search-config';

/** What every filter control receives: the filters it shows, the company, and a way to change them. */
export interface FilterControlProps {
  filters: SelectedFilters;
  config: SearchConfig;
  /** Apply a change. The caller normalises (drops unoffered values, swaps reversed ranges) and pushes the URL. */
  onChange: (recipe: (current: SelectedFilters) => SelectedFilters) => void;
}

/** A recipe that changes some advanced filters and keeps the rest. */
export const patchAdvanced =
  (patch: Partial<SelectedFilters['advanced']>) =>
  (current: SelectedFilters): SelectedFilters => ({ ...current, advanced: { ...current.advanced, ...patch } });
