'use client';

import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { BoosterChartSpec } from './booster-chart-spec';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** Spend (dollars, left axis) beside leads (right axis) per source; the table below has every figure. */
export default function BoosterChart({ spec }: { spec: BoosterChartSpec }) {
  const data = {
    labels: spec.labels,
    datasets: [
      { label: 'Spend ($)', data: spec.spend, backgroundColor: '#0072B2', yAxisID: 'spend' },
      { label: 'Leads', data: spec.leads, backgroundColor: '#E69F00', yAxisID: 'leads' },
    ],
  };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend: { position: 'bottom' as const, labels: { boxWidth: 12, font: { size: 11 } } } },
    scales: {
      spend: { type: 'linear' as const, position: 'left' as const, beginAtZero: true, title: { display: true, text: 'spend ($)' } },
      leads: { type: 'linear' as const, position: 'right' as const, beginAtZero: true, ticks: { precision: 0 }, grid: { drawOnChartArea: false }, title: { display: true, text: 'leads' } },
      x: { ticks: { font: { size: 11 }, autoSkip: true } },
    },
  };
  return <Bar role="img" aria-label={spec.summary} data={data} options={options} />;
}
