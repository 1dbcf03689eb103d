/** A hand-built company for the filter-control tests (SearchConfig as the server would hand it over). */
import { emptyFilters } from '@/lib/filters/defaults';
import type { SelectedFilters } from '@/lib/filters/types';
import type { SearchConfig } from '@/lib/search/search-config';

export function searchConfig(overrides: Partial<SearchConfig> = {}): SearchConfig {
  return {
    ctx: {
      types: ['r', 'c', 't'],
      statuses: ['a', 'u', 'p', 's'],
      locations: [],
      features: ['pool', 'fireplace'],
      defaultSort: { field: 'created_at', direction: 'desc' },
    },
    types: [
      { param: 'r', title: 'Residential' },
      { param: 'c', title: 'Condo' },
      { param: 't', title: 'Townhouse' },
    ],
    statuses: [
      { param: 'a', title: 'Active' },
      { param: 'u', title: 'Coming Soon' },
      { param: 'p', title: 'Under Contract' },
      { param: 's', title: 'Sold' },
    ],
    filterGroups: [
      { title: 'Exterior', features: [{ param: 'pool', title: 'Pool' }] },
      { title: 'Interior', features: [{ param: 'fireplace', title: 'Fireplace' }] },
    ],
    fieldsConfiguration: null,
    showDealRatings: false,
    mapStyleUrl: null,
    ...overrides,
  };
}

/** Empty filters, changed in place by `change` (like tests/unit/filters/helpers). */
export function filtersWith(change: (f: SelectedFilters) => void = () => undefined): SelectedFilters {
  const f = emptyFilters({ field: 'created_at', direction: 'desc' });
  change(f);
  return f;
}

/**
 * A stand-in for the filters store: collects recipes and applies them in turn, so a test
 * asserts on the filters the caller would end up with.
 */
export function recorder(initial: SelectedFilters) {
  let current = initial;
  const onChange = jest.fn((recipe: (f: SelectedFilters) => SelectedFilters) => {
    current = recipe(current);
  });
  return { onChange, get filters() { return current; } };
}
