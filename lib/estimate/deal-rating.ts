import { DEAL_WEIGHTS } from '@/lib/property/vocabulary';

/** Statuses a deal label speaks about: homes on the market (active, coming soon, pending). */
export const RATED_STATUSES = ['a', 'u', 'p'];

/**
 * List price against what the home would be listed for in its market (the valuation with the
 * market's usual asking premium). Bands of lib/property/deal-rating.ts DEAL_EXPLANATIONS.
 */
export const DEAL_BANDS = { great: 0.9, good: 0.97, fair: 1.05 } as const;

/**
 * SPEC §9 deal rating weight of a listing: No Label (10) off the market (a sold or withdrawn
 * home is no deal to take); Unknown, "No Price Analysis" (20), on the market without a
 * valuation (too few sales nearby, or no living area to compare); else Great, Good, Fair or
 * High by the list price against the expected list price.
 */
export function dealRatingWeight(status: string, listPrice: number, expectedListPrice: number | null): number {
  if (!RATED_STATUSES.includes(status)) return DEAL_WEIGHTS.noLabel;
  if (expectedListPrice === null || !(expectedListPrice > 0) || !(listPrice > 0)) return DEAL_WEIGHTS.noAnalysis;
  const ratio = listPrice / expectedListPrice;
  if (ratio < DEAL_BANDS.great) return DEAL_WEIGHTS.great;
  if (ratio < DEAL_BANDS.good) return DEAL_WEIGHTS.good;
  if (ratio <= DEAL_BANDS.fair) return DEAL_WEIGHTS.fair;
  return DEAL_WEIGHTS.high;
}
