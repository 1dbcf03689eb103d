'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useEffect, useRef, useState } from 'react';
import { MapPlaceholder } from '@/components/map/map-placeholder';
import type { ComparablesMapProps } from './comparables-map';
import styles from './estimate.module.css';

// MapLibre (about 1 MB) loads only once the map's box comes near the screen, in the browser only (WebGL).
const ComparablesMap = dynamic<ComparablesMapProps>(() => loadWithRetry(() => import('./comparables-map')), { ssr: false, loading: () => <MapPlaceholder /> });

/** The comparables map's place on the page: the map itself is fetched when the box is about to be seen. */
export function LazyComparablesMap(props: ComparablesMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || shown) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown(true);
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div ref={box} className={styles.mapBox}>
      {shown ? <ComparablesMap {...props} /> : <MapPlaceholder />}
    </div>
  );
}
