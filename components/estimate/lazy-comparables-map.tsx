'use client';

import dynamic from 'next/dynamic';
import { MapPlaceholder } from '@/components/map/map-placeholder';
import { WhenNear } from '@/components/layout/when-near';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import type { ComparablesMapProps } from './comparables-map';
import styles from './estimate.module.css';

// MapLibre (about 1 MB) loads only once the map's box comes near the screen, in the browser only (WebGL).
const ComparablesMap = dynamic<ComparablesMapProps>(() => loadWithRetry(() => import('./comparables-map')), { ssr: false, loading: () => <MapPlaceholder /> });

/** The comparables map's place on the page: the map itself is fetched when the box is about to be seen. */
export function LazyComparablesMap(props: ComparablesMapProps) {
  return (
    <WhenNear className={styles.mapBox} fallback={<MapPlaceholder />}>
      <ComparablesMap {...props} />
    </WhenNear>
  );
}
