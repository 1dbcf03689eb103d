'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';

/**
 * The filter controls load when a popover or the mobile panel first opens: a visitor who only
 * scrolls the results never downloads them (issue 4's JavaScript budget).
 */
export const LazyTypeFilter = dynamic(() => loadWithRetry(() => import('./type-filter').then((m) => m.TypeFilter)), { ssr: false });
export const LazyStatusFilter = dynamic(() => loadWithRetry(() => import('./status-filter').then((m) => m.StatusFilter)), { ssr: false });
export const LazyPriceRange = dynamic(() => loadWithRetry(() => import('./price-range').then((m) => m.PriceRange)), { ssr: false });
export const LazyBedsFilter = dynamic(() => loadWithRetry(() => import('./beds-baths-filter').then((m) => m.BedsFilter)), { ssr: false });
export const LazyBathsFilter = dynamic(() => loadWithRetry(() => import('./beds-baths-filter').then((m) => m.BathsFilter)), { ssr: false });
export const LazyAdvancedFilters = dynamic(() => loadWithRetry(() => import('./advanced-filters').then((m) => m.AdvancedFilters)), { ssr: false });
export const LazyMobileFiltersPanel = dynamic(() => loadWithRetry(() => import('./mobile-filters-panel').then((m) => m.MobileFiltersPanel)), { ssr: false });
