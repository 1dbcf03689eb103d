'use client';

import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { useFormatter, useTranslations } from 'next-intl';
import { Bar, Line } from 'react-chartjs-2';
import { formatDay } from '@/lib/format/listing';
import type { AttributeBar, PricePoint } from '@/lib/property/chart-data';
import styles from './details-page.module.css';

// Only the pieces these two charts draw: chart.js tree-shakes the rest away.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip);

const COLOUR = '#2c6b8f';

/** The price history chart and the attribute chart (issue 5); the tables beside them carry the same facts for screen readers. */
export default function ListingCharts({ series, bars }: { series: PricePoint[]; bars: AttributeBar[] }) {
  const t = useTranslations('Property');
  const format = useFormatter();
  return (
    <div className={styles.charts}>
      {series.length > 1 ? (
        <figure className={styles.chart} data-testid="price-chart">
          <Line
            role="img"
            aria-label={t('priceChartLabel')}
            data={{ labels: series.map((p) => formatDay(format, p.date)), datasets: [{ data: series.map((p) => p.price), borderColor: COLOUR, backgroundColor: COLOUR, stepped: 'before' }] }}
            options={{ responsive: true, maintainAspectRatio: false, animation: false, plugins: { tooltip: { callbacks: { label: (c) => format.number(Number(c.parsed.y), 'price') } } }, scales: { y: { ticks: { callback: (v) => format.number(Number(v), 'price') } } } }}
          />
          <figcaption>{t('priceChart')}</figcaption>
        </figure>
      ) : null}
      {bars.length > 1 ? (
        <figure className={styles.chart} data-testid="attribute-chart">
          <Bar
            role="img"
            aria-label={t('attributeChartLabel', { summary: bars.map((b) => `${b.label} ${format.number(b.value, 'price')}`).join(', ') })}
            data={{ labels: bars.map((b) => b.label), datasets: [{ data: bars.map((b) => b.value), backgroundColor: bars.map((_, i) => (i === 0 ? COLOUR : '#9aa4ad')) }] }}
            options={{ responsive: true, maintainAspectRatio: false, animation: false, plugins: { tooltip: { callbacks: { label: (c) => `${format.number(Number(c.parsed.y), 'price')}/sq ft` } } }, scales: { y: { ticks: { callback: (v) => `$${v}` } } } }}
          />
          <figcaption>{t('attributeChart')}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
