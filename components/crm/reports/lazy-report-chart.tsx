'use client';

import dynamic from 'next/dynamic';
import { WhenNear } from '@/components/layout/when-near';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import type { ChartSpec } from '@/lib/crm/reports/chart-data';
import styles from './reports.module.css';

const ReportChart = dynamic(() => loadWithRetry(() => import('./report-chart')), { ssr: false });

/** chart.js loads when a chart comes near the screen, and only on /reports. */
export function LazyReportChart({ spec, testId }: { spec: ChartSpec; testId: string }) {
  return (
    <WhenNear className={styles.chartBox} testId={testId}>
      <ReportChart spec={spec} />
    </WhenNear>
  );
}
