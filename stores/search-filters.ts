'use client';

// The selected filters (SPEC §3) of the search pages. The URL is the source of truth: the
// page sets the filters here from the URL; a visitor's change is normalised here (company
// rules, cookies) and the page turns the result into the next URL (use-search-location.ts).
import { create } from 'zustand';
import { CRITERIA_PRIORITY_COOKIE, SELECTED_FILTERS_COOKIE } from '@/lib/auth/cookies';
import { writeCookie } from '@/lib/browser/cookies';
import { emptyFilters } from '@/lib/filters/defaults';
import { filtersToQuery, normalizeFilters } from '@/lib/filters/query';
import { serializeQuery, toQueryString } from '@/lib/filters/serialize';
import type { FilterContext, SelectedFilters } from '@/lib/filters/types';
import { resetUnchangedView } from '@/lib/filters/view-reset';
import { CRITERIA_PRIORITY, type CriteriaPriority } from '@/lib/search/criteria-priority';

/** A cookie holds about 4 kB: a long polygon is left out of the stored search rather than break it. */
const MAX_COOKIE_QUERY = 3500;

/** The selected filters as the API query string, for the selected-filters cookie (SPEC §3). */
export function storedSearch(filters: SelectedFilters): string {
  const query = filtersToQuery(filters);
  const text = toQueryString(serializeQuery(query));
  if (text.length <= MAX_COOKIE_QUERY) return text;
  return toQueryString(serializeQuery({ ...query, pts: undefined }));
}

interface SearchFiltersState {
  ctx: FilterContext | null;
  filters: SelectedFilters;
  criteriaPriority: CriteriaPriority | null;
  /** The filters the URL says (first render, back/forward): no URL push. */
  setFromUrl: (ctx: FilterContext, filters: SelectedFilters) => void;
  /** A filter changed by the visitor: normalised by the company's rules, pushed to the URL. */
  change: (recipe: (current: SelectedFilters) => SelectedFilters) => void;
  /** A new search (search box): SPEC §4 resets an unchanged map view; criteria priority newSearch. */
  newSearch: (recipe: (current: SelectedFilters) => SelectedFilters) => void;
  /** Clear filters: back to nothing chosen, the company's default sort; a list of the lead's own homes stays that list. */
  clear: () => void;
  setCriteriaPriority: (priority: CriteriaPriority) => void;
}

export const useSearchFilters = create<SearchFiltersState>()((set, get) => {
  const commit = (next: SelectedFilters) => {
    const { ctx } = get();
    if (ctx === null) return;
    const filters = normalizeFilters(next, ctx);
    writeCookie(SELECTED_FILTERS_COOKIE, storedSearch(filters));
    set({ filters });
  };
  return {
    ctx: null,
    filters: emptyFilters({ field: 'created_at', direction: 'desc' }),
    criteriaPriority: null,
    setFromUrl: (ctx, filters) => set({ ctx, filters }),
    change: (recipe) => {
      commit(recipe(get().filters));
      // SPEC §4: a changed search is a new search (priority 1) until a view, favourite or save says more.
      get().setCriteriaPriority(CRITERIA_PRIORITY.newSearch);
    },
    newSearch: (recipe) => {
      const current = get().filters;
      commit(resetUnchangedView(current, recipe(current)));
      get().setCriteriaPriority(CRITERIA_PRIORITY.newSearch);
    },
    clear: () => {
      const { ctx, filters } = get();
      if (ctx !== null) commit({ ...emptyFilters(ctx.defaultSort), favorite: filters.favorite, lfh: filters.lfh, lvh: filters.lvh });
    },
    setCriteriaPriority: (priority) => {
      writeCookie(CRITERIA_PRIORITY_COOKIE, String(priority));
      set({ criteriaPriority: priority });
    },
  };
});
