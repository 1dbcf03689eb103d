'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LazySearchMap } from '@/components/map/lazy-search-map';
import { VIEW_MODE_COOKIE } from '@/lib/auth/cookies';
import { writeCookie } from '@/lib/browser/cookies';
import type { Bounds, LatLon } from '@/lib/filters/types';
import type { SearchConfig } from '@/lib/search/search-config';
import { searchHeading } from '@/lib/search/search-heading';
import type { SearchBase } from '@/lib/search/search-url';
import type { ViewMode } from '@/lib/search/view-mode';
import { usePropertyList } from '@/stores/property-list';
import { FilterBar } from './filters/filter-bar';
import { LazyMobileFiltersPanel as MobileFiltersPanel } from './filters/lazy-controls';
import { Pagination } from './pagination';
import { ResultsView } from './results-view';
import { SaveSearchButton } from './save-search-button';
import { SearchBox } from './search-box';
import { SelectedFiltersBar } from './selected-filters-bar';
import { SeoSection } from './seo-section';
import { SortSelect } from './sort-select';
import { useHashPanel } from '@/components/layout/use-hash-panel';
import type { ResultsState } from './results-state';
import { useResults } from './use-results';
import { useSearchLocation, type ShownSearch } from './use-search-location';
import { ViewToggle } from './view-toggle';
import styles from './search-client.module.css';

// Only a lead's favourites list shows it.
const UnfavouriteAllButton = dynamic(() => loadWithRetry(() => import('./unfavourite-all-button').then((m) => m.UnfavouriteAllButton)), { ssr: false });

export interface SearchClientProps {
  config: SearchConfig;
  base: SearchBase;
  /**
   * The server's render: the URL's search as the server parsed and normalised it (once, unchanged
   * since) with what the controls show of it (lib/search/search-view.ts), and its first results
   * with their cards rendered (result-items.tsx).
   */
  initial: ShownSearch & { results: Omit<ResultsState, 'retry'> };
  viewMode: ViewMode;
  /** SPEC §7 authorized flag (agent or fully signed-up lead). */
  authorized: boolean;
  signedIn: boolean;
  /** For the document title as the search changes (the root layout's template: "… | Site"). */
  siteName: string;
}

/** The search page's interactive part (SPEC §2): search box, filters, chips, views, results, pages. */
export function SearchClient({ config, base, initial, viewMode: initialViewMode, authorized, signedIn, siteName }: SearchClientProps) {
  const t = useTranslations('Search');
  const format = useFormatter();
  // The names the fallback found its listings by ("Riverhead" for "Rivrhead"), when the answer has them.
  const fuzzyLabel = (places: string[] | undefined) => (places?.length ? t('fuzzyPlaces', { places: format.list(places, { type: 'conjunction' }) }) : t('fuzzy'));
  const { location, view: shown, reading, go, change, moveMap, newSearch, clear, removeChip, preload } = useSearchLocation(base, config, initial);
  const { filters, page } = location;
  const query = shown.apiQuery;
  const changed = query !== initial.view.apiQuery || page !== initial.location.page;
  const { state, fetcher } = useResults(changed, { query, page, authorized, showDealRatings: config.showDealRatings }, initial.results);
  const { meta, seo, items, empty, failed, retry } = state;
  const loading = state.loading || reading;
  // The server chose from the cookie, so the first paint matches; the store mirrors it for the rest of the page.
  const [view, setView] = useState<ViewMode>(initialViewMode);
  const { open: filtersOpen, used: filtersUsed, openPanel, closePanel } = useHashPanel('filters');
  const resultsTop = useRef<HTMLDivElement>(null);

  useEffect(() => {
    usePropertyList.getState().setViewMode(view);
  }, [view]);

  const chooseView = useCallback((mode: ViewMode) => {
    setView(mode);
    writeCookie(VIEW_MODE_COOKIE, mode);
  }, []);

  const goToPage = useCallback(
    (href: string) => {
      go(href);
      resultsTop.current?.scrollIntoView({ block: 'start' });
    },
    [go],
  );

  const onViewChange = useCallback((next: { bounds: Bounds; zoom: number }) => moveMap((f) => ({ ...f, bounds: next.bounds, zoom: next.zoom })), [moveMap]);
  const onPolygonChange = useCallback((pts: LatLon[] | null) => change((f) => ({ ...f, pts })), [change]);

  const pagination = meta?.pagination ?? null;
  const total = pagination?.total ?? 0;
  const capped = meta?.total_capped ?? false;
  const heading = searchHeading(filters);
  const title = `${seo?.title ?? heading} | ${siteName}`;
  const { canonical, mapQuery } = shown;

  // The server wrote the first search's title and canonical link; later searches are other pages.
  useEffect(() => {
    document.title = title;
    const link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (link) link.href = new URL(canonical, link.href).href;
  }, [title, canonical]);
  const showOffMarket = location.offMarket;

  return (
    // The visitor's first touch of the controls fetches the codec a change will need.
    <div className={styles.search} data-view={view} onPointerDownCapture={preload} onFocusCapture={preload} onKeyDownCapture={preload}>
      <div className={styles.toolbar}>
        <div className={`container ${styles.toolbarRow}`}>
          <SearchBox onChoose={newSearch} />
          <button type="button" className={`button button-secondary ${styles.filtersButton}`} onClick={openPanel} aria-haspopup="dialog" aria-expanded={filtersOpen}>
            {t('filters')}
          </button>
          <div className={styles.filterBar}>
            <FilterBar filters={filters} summaries={shown.summaries} config={config} onChange={change} onClear={clear} />
          </div>
        </div>
        <SelectedFiltersBar chips={shown.chips} onRemove={removeChip} onClear={clear} />
      </div>

      <div className="container" ref={resultsTop}>
        {showOffMarket ? (
          <p className={styles.headline} role="status">
            {t('unavailable')}
          </p>
        ) : null}
        <div className={styles.resultsHeader}>
          <div>
            <h1 className={styles.heading}>{seo?.heading ?? heading}</h1>
            <p className={styles.count} aria-live="polite" data-testid="results-count">
              {loading ? t('loading') : failed ? null : t('count', { count: total, capped: capped ? 'yes' : 'no' })}
              {meta?.fuzzy ? <span> {fuzzyLabel(meta.fuzzy_places)}</span> : null}
            </p>
            <SaveSearchButton filters={filters} />
            {signedIn && (filters.favorite || filters.lfh) ? <UnfavouriteAllButton filters={filters} onDone={retry} /> : null}
          </div>
          <div className={styles.viewControls}>
            <SortSelect sort={filters.sort} onChange={(sort) => change((f) => ({ ...f, sort }))} showDealRatings={config.showDealRatings} />
            <ViewToggle value={view} onChange={chooseView} />
          </div>
        </div>
        {!signedIn && (filters.favorite || filters.lfh || filters.lvh) ? <p className={styles.notice}>{t('signInForLists')}</p> : null}
        {failed ? (
          <div className={styles.failure} role="alert">
            <span>{t('searchFailed')}</span>
            <button type="button" className="button button-secondary" onClick={retry}>
              {t('retry')}
            </button>
          </div>
        ) : null}
      </div>

      <div className={view === 'map' ? styles.mapLayout : 'container'}>
        {view === 'map' ? (
          <div className={styles.mapPane}>
            <LazySearchMap
              searchQuery={mapQuery}
              bounds={filters.bounds}
              zoom={filters.zoom}
              polygon={filters.pts}
              styleUrl={config.mapStyleUrl}
              onViewChange={onViewChange}
              onPolygonChange={onPolygonChange}
            />
          </div>
        ) : null}
        <div className={view === 'map' ? styles.mapList : undefined}>
          {failed ? null : <ResultsView items={items} empty={empty} view={view} busy={loading} />}
          {pagination ? <Pagination pagination={pagination} filtersUrl={shown.filtersUrl} offMarket={location.offMarket} onPage={goToPage} /> : null}
        </div>
      </div>

      {seo !== null && page === 1 ? <SeoSection seo={seo} /> : null}

      {fetcher}
      {filtersUsed ? (
        <MobileFiltersPanel
          open={filtersOpen}
          onClose={closePanel}
          filters={filters}
          config={config}
          onChange={change}
          onClear={clear}
          total={loading ? null : total}
        />
      ) : null}
    </div>
  );
}
