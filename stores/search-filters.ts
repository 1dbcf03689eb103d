'use client';

// The selected filters (SPEC §3) of the search pages. The URL is the source of truth: a
// change made here is turned into a URL by the search controller, and the filters are set
// back from the URL (so back/forward and shared links give the same search).
import { create } from 'zustand';
import { CRITERIA_PRIORITY_COOKIE, SELECTED_FILTERS_COOKIE } from '@/lib/auth/cookies';
import { writeCookie } from '@/lib/browser/cookies';
import { emptyFilters } from '@/lib/filters/defaults';
import { filtersToQuery, normalizeFilters } from '@/lib/filters/query';
import { serializeQuery, toQueryString } from '@/lib/filters/serialize';
import type { FilterContext, SelectedFilters } from '@/lib/filters/types';
import { resetUnchangedView } from '@/lib/filters/view-reset';
import { CRITERIA_PRIORITY, type CriteriaPriority } from '@/lib/search/criteria-priority';

/** Where the current filters came from: the URL (nothing to push) or the visitor (push a URL). */
export type FiltersOrigin = 'url' | 'user';

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
  origin: FiltersOrigin;
  /** Bumped on every change the visitor makes, so the controller pushes each one once. */
  revision: number;
  criteriaPriority: CriteriaPriority | null;
  /** The filters the URL says (first render, back/forward): no URL push. */
  setFromUrl: (ctx: FilterContext, filters: SelectedFilters) => void;
  /** A filter changed by the visitor: normalised by the company's rules, pushed to the URL. */
  change: (recipe: (current: SelectedFilters) => SelectedFilters) => void;
  /** A new search (search box): SPEC §4 resets an unchanged map view; criteria priority newSearch. */
  newSearch: (recipe: (current: SelectedFilters) => SelectedFilters) => void;
  /** Clear filters: back to nothing chosen, the company's default sort. */
  clear: () => void;
  setCriteriaPriority: (priority: CriteriaPriority) => void;
}

export const useSearchFilters = create<SearchFiltersState>()((set, get) => {
  const commit = (next: SelectedFilters) => {
    const { ctx, revision } = get();
    if (ctx === null) return;
    const filters = normalizeFilters(next, ctx);
    writeCookie(SELECTED_FILTERS_COOKIE, storedSearch(filters));
    set({ filters, origin: 'user', revision: revision + 1 });
  };
  return {
    ctx: null,
    filters: emptyFilters({ field: 'created_at', direction: 'desc' }),
    origin: 'url',
    revision: 0,
    criteriaPriority: null,
    setFromUrl: (ctx, filters) => set({ ctx, filters, origin: 'url' }),
    change: (recipe) => commit(recipe(get().filters)),
    newSearch: (recipe) => {
      const current = get().filters;
      commit(resetUnchangedView(current, recipe(current)));
      get().setCriteriaPriority(CRITERIA_PRIORITY.newSearch);
    },
    clear: () => {
      const { ctx } = get();
      if (ctx !== null) commit(emptyFilters(ctx.defaultSort));
    },
    setCriteriaPriority: (priority) => {
      writeCookie(CRITERIA_PRIORITY_COOKIE, String(priority));
      set({ criteriaPriority: priority });
    },
  };
});
