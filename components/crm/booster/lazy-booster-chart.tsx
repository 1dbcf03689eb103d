'use client';

import dynamic from 'next/dynamic';
import { WhenNear } from '@/components/layout/when-near';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import type { BoosterChartSpec } from './booster-chart-spec';
import styles from './booster.module.css';

const BoosterChart = dynamic(() => loadWithRetry(() => import('./booster-chart')), { ssr: false });

/** chart.js loads when the chart comes near the screen, and only on this page. */
export function LazyBoosterChart({ spec }: { spec: BoosterChartSpec }) {
  return (
    <WhenNear className={styles.chartBox} testId="booster-chart">
      <BoosterChart spec={spec} />
    </WhenNear>
  );
}
