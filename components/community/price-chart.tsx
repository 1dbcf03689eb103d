'use client';

import { CategoryScale, Chart as ChartJS, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { periodLabel } from '@/lib/community/chart-data';
import type { PricePeriod } from '@/lib/community/types';
import { useFormatter } from 'next-intl';

// Only the pieces a line chart draws: chart.js tree-shakes the rest away.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip);

const COLOUR = '#2c6b8f';

/** The median sold price by quarter or year; the table under it carries the same figures for screen readers. */
export default function PriceChart({ series, label }: { series: PricePeriod[]; label: string }) {
  const format = useFormatter();
  return (
    <Line
      role="img"
      aria-label={label}
      data={{
        labels: series.map((p) => periodLabel(p.period)),
        // A period without sales is a gap (null), not a zero.
        datasets: [{ data: series.map((p) => p.medianPrice), borderColor: COLOUR, backgroundColor: COLOUR, spanGaps: true }],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: { callbacks: { label: (c) => format.number(Number(c.parsed.y), 'price') } } },
        scales: { y: { beginAtZero: true, ticks: { callback: (v) => format.number(Number(v), 'price') } } },
      }}
    />
  );
}
