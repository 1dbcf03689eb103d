'use client';

import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { ChartSpec } from '@/lib/crm/reports/chart-data';

// Only what bar and line charts draw: chart.js tree-shakes the rest away.
ChartJS.register(CategoryScale, LinearScale, BarElement, PointElement, LineElement, Tooltip, Legend);

/** Colours that stay apart for the colour-blind (Okabe–Ito), in dataset order. */
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000', '#999999'];

/** One report's chart; its figures are in the table beside it, and `spec.summary` says them in a sentence. */
export default function ReportChart({ spec }: { spec: ChartSpec }) {
  const data = {
    labels: spec.labels,
    datasets: spec.datasets.map((d, i) => ({ ...d, backgroundColor: COLOURS[i % COLOURS.length], borderColor: COLOURS[i % COLOURS.length], spanGaps: true, pointRadius: 2 })),
  };
  const value = spec.horizontal ? 'x' : 'y';
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    indexAxis: spec.horizontal ? ('y' as const) : ('x' as const),
    plugins: { legend: { position: 'bottom' as const, labels: { boxWidth: 12, font: { size: 11 } } } },
    scales: {
      [value]: { beginAtZero: true, stacked: spec.stacked, title: { display: spec.unit === 'minutes', text: 'minutes' }, ticks: { precision: 0 } },
      [value === 'x' ? 'y' : 'x']: { stacked: spec.stacked, ticks: { font: { size: 11 }, autoSkip: true } },
    },
  };
  const Chart = spec.kind === 'line' ? Line : Bar;
  return (
    <Chart
      role="img"
      aria-label={spec.summary}
      // Both chart types take the same data and options shapes here; the cast is chart.js's per-type generics.
      data={data as never}
      options={options as never}
    />
  );
}
