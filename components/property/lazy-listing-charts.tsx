'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import styles from './details-page.module.css';

const ListingCharts = dynamic(() => import('./listing-charts'), { ssr: false });

/**
 * chart.js loads when the charts come near the screen, not with the page (issue 5: charts
 * stay out of the first JavaScript). The box keeps its height, so nothing jumps.
 */
export function LazyListingCharts(props: ComponentProps<typeof ListingCharts>) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={styles.chartsBox}>
      {near ? <ListingCharts {...props} /> : null}
    </div>
  );
}
