/**
 * SPEC §9 "Price steps: 0, 50k, 100k, 150k, 200k, 250k, 300k, 400k, 600k, 700k, 800k, 1M, 5M",
 * used by the community page's "Homes by price" section (docs/community.md): one bracket
 * between each two consecutive steps, and one above the last. Pure: the page, the query and
 * the tests share it.
 */
import type { createFormatter } from 'next-intl';
import { formatShortPrice } from '@/lib/filters/price-options';

export const PRICE_STEPS = [0, 50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 600_000, 700_000, 800_000, 1_000_000, 5_000_000] as const;

/** A price range in dollars, both ends included, as the search's minprice/maxprice are; null: no bound. */
export interface PriceBracket {
  min: number | null;
  max: number | null;
}

/** Under 50k (no minimum: the search reads price 0 as none), 50k–100k, …, 1M–5M, 5M and up. */
export const PRICE_BRACKETS: readonly PriceBracket[] = PRICE_STEPS.map((step, i) => ({
  min: step === 0 ? null : step,
  max: PRICE_STEPS[i + 1] ?? null,
}));

export interface BracketCount extends PriceBracket {
  count: number;
}

/** The brackets with homes in them, in price order (empty ones are left out: a link to no homes helps nobody). */
export function nonEmptyBrackets(counts: readonly number[]): BracketCount[] {
  return PRICE_BRACKETS.flatMap((bracket, i) => ((counts[i] ?? 0) > 0 ? [{ ...bracket, count: counts[i] ?? 0 }] : []));
}

type NumberFormatter = Pick<ReturnType<typeof createFormatter>, 'number'>;

/** The words of a bracket, from the Community catalogue ("Under $50K", "$50K–$100K", "$5M+"). */
export function bracketLabel(bracket: PriceBracket, format: NumberFormatter, t: (key: 'priceUnder' | 'priceBetween' | 'priceOver', values: Record<string, string>) => string): string {
  if (bracket.min === null) return t('priceUnder', { price: formatShortPrice(bracket.max ?? 0, format) });
  if (bracket.max === null) return t('priceOver', { price: formatShortPrice(bracket.min, format) });
  return t('priceBetween', { min: formatShortPrice(bracket.min, format), max: formatShortPrice(bracket.max, format) });
}
