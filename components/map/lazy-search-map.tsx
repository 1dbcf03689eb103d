'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { MapPlaceholder } from './map-placeholder';
import type { SearchMapProps } from './types';

export type { SearchMapProps } from './types';

/**
 * The map for the search pages. MapLibre (about 1 MB) loads only when this renders, and
 * only in the browser (it needs WebGL), so the list view ships none of it (DESIGN §2).
 */
export const LazySearchMap = dynamic<SearchMapProps>(() => loadWithRetry(() => import('./search-map')), { ssr: false, loading: () => <MapPlaceholder /> });
