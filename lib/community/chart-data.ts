import type { PricePeriod } from './types';

/** The chart by quarter reaches back three years; by year, five (the current one to date). */
export const CHART_QUARTERS = 12;
export const CHART_YEARS = 5;
/**
 * Fewer sales than this per quarter on average and quarterly medians jump around by chance
 * (one sale a quarter is one house, not a market): the chart then goes by year.
 */
export const MIN_SALES_PER_QUARTER = 3;

/** "2026-Q3" for a date (UTC). */
export function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/** "2026-Q3" → "Q3 2026", as people write it; a year stays as it is. */
export function periodLabel(period: string): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(period);
  return match ? `Q${match[2]} ${match[1]}` : period;
}

/** The first day (YYYY-MM-DD) of the quarter `back` quarters before the one `now` is in. */
export function quarterStart(now: Date, back: number): string {
  const index = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3) - back;
  const year = Math.floor(index / 4);
  const month = (index % 4) * 3 + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The first day of the chart's earliest year. */
export const yearsStart = (now: Date) => `${now.getUTCFullYear() - (CHART_YEARS - 1)}-01-01`;

type Row = { period: string; sales: number; medianPrice: number | null };

const point = (period: string, row: Row | undefined): PricePeriod => {
  const price = row?.medianPrice ?? null;
  return { period, sales: row?.sales ?? 0, medianPrice: price !== null && Number.isFinite(price) && price > 0 ? Math.round(price) : null };
};

/**
 * The chart's periods, oldest first: the last CHART_QUARTERS quarters when they hold enough
 * sales, else the last CHART_YEARS years. Periods without a sale stay in the series with no
 * price (a gap in the line, "no sales" in the table), so the time axis is honest.
 */
export function priceSeries(quarters: readonly Row[], years: readonly Row[], now: Date): { by: 'quarter' | 'year'; series: PricePeriod[] } {
  const byQuarter = new Map(quarters.map((r) => [r.period, r]));
  const quarterly = Array.from({ length: CHART_QUARTERS }, (_, i) => {
    const period = quarterOf(new Date(`${quarterStart(now, CHART_QUARTERS - 1 - i)}T00:00:00Z`));
    return point(period, byQuarter.get(period));
  });
  const sales = quarterly.reduce((sum, q) => sum + q.sales, 0);
  if (sales >= MIN_SALES_PER_QUARTER * CHART_QUARTERS) return { by: 'quarter', series: quarterly };
  const byYear = new Map(years.map((r) => [r.period, r]));
  const first = now.getUTCFullYear() - (CHART_YEARS - 1);
  return { by: 'year', series: Array.from({ length: CHART_YEARS }, (_, i) => point(String(first + i), byYear.get(String(first + i)))) };
}

/** Whether a line is worth drawing: at least two periods with a price. */
export const chartable = (series: readonly PricePeriod[]) => series.filter((p) => p.medianPrice !== null).length >= 2;
