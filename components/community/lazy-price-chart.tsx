'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import styles from './community.module.css';

const PriceChart = dynamic(() => import('./price-chart'), { ssr: false });

/**
 * chart.js loads when the chart comes near the screen, and only on community pages (as the
 * listing page's charts: components/property/lazy-listing-charts.tsx). The box keeps its
 * height, so nothing jumps.
 */
export function LazyPriceChart(props: ComponentProps<typeof PriceChart>) {
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
    <div ref={box} className={styles.chartBox} data-testid="community-chart">
      {near ? <PriceChart {...props} /> : null}
    </div>
  );
}
