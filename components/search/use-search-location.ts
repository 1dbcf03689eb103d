'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SelectedFilters } from '@/lib/filters/types';
import type { SearchConfig } from '@/lib/search/search-config';
import type { SearchBase, SearchLocation } from '@/lib/search/search-url';
import type { SearchView } from '@/lib/search/search-view';
import { useSearchCodec, type SearchCodec } from './use-search-codec';

type Recipe = (current: SelectedFilters) => SelectedFilters;
type FilterStore = ReturnType<SearchCodec['useSearchFilters']['getState']>;
/** A search as the page shows it: where it is, and what the controls show of it. */
export interface ShownSearch {
  location: SearchLocation;
  view: SearchView;
}

/**
 * The search the URL holds, and the ways to change it. The URL is the truth: history entries
 * are pushed with the platform's pushState (Next keeps usePathname/useSearchParams in step),
 * so a filter change needs no server round trip, and back/forward and shared links replay it.
 * Next applies a pushed URL in a transition; until it lands, the page shows the visitor's
 * change at once (a checkbox must not flick back).
 *
 * The URL the server rendered comes read, with its view (`initial`); the codec that reads and
 * writes the others loads on the first change (issue 19), or on `preload` (the visitor's first
 * touch of the page's controls).
 */
export function useSearchLocation(base: SearchBase, config: SearchConfig, initial: ShownSearch) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const url = `${pathname}?${search}`;
  const [renderedUrl] = useState(url);
  const { codec, load } = useSearchCodec();

  // The URL's search: the server's for the URL it rendered, else read by the codec (null while it loads).
  const fromUrl = useMemo<SearchLocation | null>(() => {
    // A new object per URL change, as a read would give: a pending change is tied to it by identity.
    if (url === renderedUrl) return { ...initial.location };
    if (codec === null) return null;
    // A URL the server would have refused never reaches here; keep what the server rendered if it does.
    return codec.readSearchUrl(base, pathname, search, config) ?? { ...initial.location };
  }, [url, renderedUrl, codec, base, pathname, search, config, initial.location]);
  useEffect(() => {
    if (fromUrl === null) void load();
  }, [fromUrl, load]);

  // The visitor's latest change, valid only while the URL is still the one it was made on.
  const [pending, setPending] = useState<{ on: SearchLocation; next: SelectedFilters } | null>(null);
  const shown = useMemo<ShownSearch | null>(() => {
    if (fromUrl === null) return null;
    if (pending !== null && pending.on === fromUrl && codec !== null) {
      const location = { filters: pending.next, page: 1, offMarket: false };
      return { location, view: codec.searchView(base, location, config) };
    }
    if (url === renderedUrl) return { location: fromUrl, view: initial.view };
    return codec === null ? null : { location: fromUrl, view: codec.searchView(base, fromUrl, config) };
  }, [fromUrl, pending, codec, base, config, url, renderedUrl, initial.view]);
  // While the codec loads for a URL (Back before any change), the search shown stays.
  const [last, setLast] = useState<ShownSearch>(() => shown ?? initial);
  if (shown !== null && shown !== last) setLast(shown);
  const { location, view } = shown ?? last;

  // The filter store follows the URL (it normalises the next change from there).
  const storeSynced = useRef(false);
  useEffect(() => {
    if (codec === null || fromUrl === null) return;
    codec.useSearchFilters.getState().setFromUrl(config.ctx, fromUrl.filters);
    storeSynced.current = true;
  }, [codec, config.ctx, fromUrl]);

  // Back or forward before a pushed URL landed: the visitor's change is gone with it, and the
  // store must follow the URL again even if that URL reads as the same filters as before.
  useEffect(() => {
    const onPopState = () => {
      setPending(null);
      if (codec !== null && fromUrl !== null) codec.useSearchFilters.getState().setFromUrl(config.ctx, fromUrl.filters);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [codec, config.ctx, fromUrl]);

  /** Goes to a search page URL: a new history entry, or in place of the current one. */
  const go = useCallback((href: string, options: { replace?: boolean } = {}) => {
    if (href === window.location.pathname + window.location.search) return;
    if (options.replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
  }, []);

  // Each change goes through the store (company rules, cookies), then becomes a URL on page one.
  const apply = useCallback(
    (action: (store: FilterStore, codec: SearchCodec) => void, options: { replace?: boolean } = {}) => {
      // The search the change is made on (shown as it was while the codec reads a new URL).
      const on = fromUrl ?? location;
      void load().then((ready) => {
        if (ready === null) return;
        // The first change: the store learns the URL's search (its effect has not run yet).
        if (!storeSynced.current) ready.useSearchFilters.getState().setFromUrl(config.ctx, on.filters);
        storeSynced.current = true;
        action(ready.useSearchFilters.getState(), ready);
        const { filters } = ready.useSearchFilters.getState();
        setPending({ on, next: filters });
        go(ready.searchPageUrl(base, { filters, page: 1, offMarket: false }, config.ctx), options);
      });
    },
    [fromUrl, location, load, config.ctx, base, go],
  );
  const change = useCallback((recipe: Recipe) => apply((s) => s.change(recipe)), [apply]);
  /**
   * A map pan or zoom. Following pans replace each other in the history (Back leaves the
   * map search in one step rather than replaying every drag); the first one is a new entry.
   */
  const moveMap = useCallback((recipe: Recipe) => apply((s) => s.change(recipe), { replace: location.filters.bounds !== null }), [apply, location]);
  const newSearch = useCallback((recipe: Recipe) => apply((s) => s.newSearch(recipe)), [apply]);
  const clear = useCallback(() => apply((s) => s.clear()), [apply]);
  /** Removes a chip of the selected-filters bar (SPEC §2). */
  const removeChip = useCallback((id: string) => apply((s, c) => s.change((f) => c.withoutChip(f, config, id))), [apply, config]);
  const preload = useCallback(() => void load(), [load]);

  /** True while the codec loads to read the URL: the search shown is about to change. */
  const reading = shown === null;
  return { location, view, reading, go, change, moveMap, newSearch, clear, removeChip, preload };
}
