import { formatter, type Formatter } from '@/lib/format/formatter';
import { priceDigits } from './price';

/**
 * The price dropdowns (SPEC §5, §9): option values in thousands of dollars (the price
 * coefficient), labels, and which options each dropdown offers given the other's value.
 */
export const PRICE_COEFFICIENT = 1000;

/** SPEC §9 dropdown steps, in thousands. */
export const PRICE_STEPS_K = [
  50, 75, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650, 700, 750, 800, 850, 900, 1000, 1250, 1500, 2000, 2500, 3000,
  4000, 5000, 6000, 7000, 8000, 9000, 10000,
] as const;

/** Without a minimum, the maximum offers 100k … 900k. */
const DEFAULT_MAX_K = [100, 200, 300, 400, 500, 600, 700, 800, 900];
const MAX_OPTIONS_FROM_MIN = 9;

/** SPEC §9: after a minimum, steps of 25k below 200k, 50k below 1M, 100k below 2M, then 250k. */
function stepAfter(k: number): number {
  if (k < 200) return 25;
  if (k < 1000) return 50;
  if (k < 2000) return 100;
  return 250;
}

const withCurrent = (options: number[], current: number | null) =>
  current === null || options.includes(current) ? options : [...options, current].sort((a, b) => a - b);

/** Minimum choices (thousands): those below the maximum; the current minimum is always kept. */
export function minPriceOptions(currentMinK: number | null, maxK: number | null): number[] {
  const options = PRICE_STEPS_K.filter((k) => maxK === null || k < maxK);
  return withCurrent(options, currentMinK);
}

/** Maximum choices (thousands): nine values up from the minimum, or 100k–900k; the current maximum is always kept. */
export function maxPriceOptions(minK: number | null, currentMaxK: number | null): number[] {
  const options: number[] = [];
  if (minK === null) options.push(...DEFAULT_MAX_K);
  else for (let k = minK, n = 0; n < MAX_OPTIONS_FROM_MIN; n++) options.push((k += stepAfter(k)));
  return withCurrent(options, currentMaxK);
}

type NumberFormatter = Pick<Formatter, 'number'>;

/**
 * SPEC §9 short format, "K from 1,000, M from 999,500" ($450K, $1.25M), through next-intl's
 * formatter so the currency's sign and the compact suffix follow the locale. Components pass
 * their own (useFormatter); labels built from constants use the shared one.
 */
export function formatShortPrice(dollars: number, format: NumberFormatter = formatter): string {
  const currency = { style: 'currency', currency: 'USD' } as const;
  // Compact notation alone would say "$999.5K" here: SPEC rounds it up to the million.
  if (dollars >= 999_500) return format.number(Math.max(dollars, 1_000_000), { ...currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 });
  if (dollars >= 1_000) return format.number(dollars, { ...currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return format.number(dollars, { ...currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
}

/** A dropdown's label: 'No min' / 'No max' for none (SPEC §9), else the short price. */
export function priceOptionLabel(k: number | null, which: 'min' | 'max'): string {
  if (k === null || k === 0) return which === 'min' ? 'No min' : 'No max';
  return formatShortPrice(k * PRICE_COEFFICIENT);
}

/** SPEC §5: price text 'any' reads "Any price"; a zero or missing value reads "Any". */
export function priceText(value: string | number | null | undefined): string {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'any') return 'Any price';
  const n = priceDigits(value);
  return n ? formatShortPrice(n) : 'Any';
}
