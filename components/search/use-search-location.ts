'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { REAL_ESTATE_PATH } from '@/lib/filters/path';
import type { SelectedFilters } from '@/lib/filters/types';
import type { SearchConfig } from '@/lib/search/search-config';
import { readProperties, readRealEstate, realEstateSegments, searchPageUrl, type SearchBase, type SearchLocation } from '@/lib/search/search-url';
import { useSearchFilters } from '@/stores/search-filters';

type Recipe = (current: SelectedFilters) => SelectedFilters;

/**
 * The search the URL holds, and the ways to change it. The URL is the truth: history entries
 * are pushed with the platform's pushState (Next keeps usePathname/useSearchParams in step),
 * so a filter change needs no server round trip, and back/forward and shared links replay it.
 * Next applies a pushed URL in a transition; until it lands, the page shows the visitor's
 * change at once (a checkbox must not flick back).
 */
export function useSearchLocation(base: SearchBase, config: SearchConfig, initial: SearchLocation) {
  const pathname = usePathname();
  const params = useSearchParams();
  const search = params.toString();
  // The URL the server rendered: its search arrived parsed (initial), so it is not read again here.
  const [renderedUrl] = useState(() => `${pathname}?${search}`);

  const fromUrl = useMemo(() => {
    // A new object per URL change, as a parse would give: a pending change is tied to it by identity.
    if (`${pathname}?${search}` === renderedUrl) return { ...initial };
    const query = new URLSearchParams(search);
    const read =
      base === REAL_ESTATE_PATH && pathname.startsWith(REAL_ESTATE_PATH)
        ? readRealEstate(realEstateSegments(pathname), query, config.ctx)
        : readProperties(query, config.ctx);
    // A URL the server would have refused never reaches here; keep what is shown if it does.
    return read.kind === 'ok' ? read.location : initial;
  }, [base, pathname, search, config.ctx, initial, renderedUrl]);

  // The visitor's latest change, valid only while the URL is still the one it was made on.
  const [pending, setPending] = useState<{ on: SearchLocation; next: SelectedFilters } | null>(null);
  const location = useMemo(
    () => (pending !== null && pending.on === fromUrl ? { filters: pending.next, page: 1, offMarket: false } : fromUrl),
    [pending, fromUrl],
  );

  useEffect(() => {
    useSearchFilters.getState().setFromUrl(config.ctx, fromUrl.filters);
  }, [config.ctx, fromUrl.filters]);

  // Back or forward before a pushed URL landed: the visitor's change is gone with it, and the
  // store must follow the URL again even if that URL reads as the same filters as before.
  useEffect(() => {
    const onPopState = () => {
      setPending(null);
      useSearchFilters.getState().setFromUrl(config.ctx, fromUrl.filters);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [config.ctx, fromUrl.filters]);

  const navigate = useCallback(
    (next: SearchLocation, options: { replace?: boolean } = {}) => {
      const url = searchPageUrl(base, next, config.ctx);
      if (url === window.location.pathname + window.location.search) return;
      if (options.replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
    },
    [base, config.ctx],
  );

  // Each change goes through the store (company rules, cookies), then becomes a URL on page one.
  const apply = useCallback(
    (action: (store: ReturnType<typeof useSearchFilters.getState>) => void, options: { replace?: boolean } = {}) => {
      action(useSearchFilters.getState());
      const { filters } = useSearchFilters.getState();
      setPending({ on: fromUrl, next: filters });
      navigate({ filters, page: 1, offMarket: false }, options);
    },
    [fromUrl, navigate],
  );
  const change = useCallback((recipe: Recipe) => apply((s) => s.change(recipe)), [apply]);
  /**
   * A map pan or zoom. Following pans replace each other in the history (Back leaves the
   * map search in one step rather than replaying every drag); the first one is a new entry.
   */
  const moveMap = useCallback((recipe: Recipe) => apply((s) => s.change(recipe), { replace: fromUrl.filters.bounds !== null }), [apply, fromUrl]);
  const newSearch = useCallback((recipe: Recipe) => apply((s) => s.newSearch(recipe)), [apply]);
  const clear = useCallback(() => apply((s) => s.clear()), [apply]);

  return { location, navigate, change, moveMap, newSearch, clear };
}
