'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import type { ComponentProps } from 'react';
import { WhenNear } from '@/components/layout/when-near';
import styles from './details-page.module.css';

const ListingCharts = dynamic(() => loadWithRetry(() => import('./listing-charts')), { ssr: false });

/** chart.js loads when the charts come near the screen, not with the page (issue 5: charts stay out of the first JavaScript). */
export function LazyListingCharts(props: ComponentProps<typeof ListingCharts>) {
  return (
    <WhenNear className={styles.chartsBox}>
      <ListingCharts {...props} />
    </WhenNear>
  );
}
