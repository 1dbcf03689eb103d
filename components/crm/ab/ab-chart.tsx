'use client';

import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { AbVariantView } from '@/lib/crm/ab-types';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** Each variant's conversion rate beside its 95 % interval (a floating bar from low to high). */
export default function AbChart({ variants, summary }: { variants: AbVariantView[]; summary: string }) {
  const pct = (v: number) => Math.round(v * 10_000) / 100;
  const data = {
    labels: variants.map((v) => v.name),
    datasets: [
      { label: 'Conversion rate (%)', data: variants.map((v) => pct(v.figures.rate)), backgroundColor: '#0072B2' },
      { label: '95% interval (%)', data: variants.map((v) => [pct(v.figures.interval[0]), pct(v.figures.interval[1])]), backgroundColor: 'rgba(230, 159, 0, 0.55)' },
    ],
  };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend: { position: 'bottom' as const, labels: { boxWidth: 12, font: { size: 11 } } } },
    scales: { y: { beginAtZero: true, title: { display: true, text: '%' } } },
  };
  // The floating bars' [low, high] pairs are chart.js's own data shape; its generics want one type per dataset.
  return <Bar role="img" aria-label={summary} data={data as never} options={options} />;
}
