'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import type { ComponentProps } from 'react';
import { WhenNear } from '@/components/layout/when-near';
import styles from './community.module.css';

const PriceChart = dynamic(() => loadWithRetry(() => import('./price-chart')), { ssr: false });

/** chart.js loads when the chart comes near the screen, and only on community pages. */
export function LazyPriceChart(props: ComponentProps<typeof PriceChart>) {
  return (
    <WhenNear className={styles.chartBox} testId="community-chart">
      <PriceChart {...props} />
    </WhenNear>
  );
}
