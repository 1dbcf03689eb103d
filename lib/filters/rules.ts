/**
 * Pure rules of SPEC §4 ("Search criteria priority", "Advanced filter behaviour") and §5 on
 * SelectedFilters. Each returns a new object; none mutates its input.
 */
import { MAX_DAYS, RATING_WEIGHTS, SOLD_STATUS } from './limits';
import { parseInteger } from './numbers';
import type { FilterContext, SelectedFilters } from './types';
import { sortWeights } from './values';

/**
 * The offered values among `values`, in the company's order (so equal searches print alike).
 * An exact match wins; otherwise case is forgiven ("R" → "r") and the company's spelling kept.
 */
export function pickOffered(values: readonly string[], offered: readonly string[]): string[] {
  const unique = [...new Set(offered)];
  const chosen = new Set<string>();
  for (const value of values) {
    const lower = value.toLowerCase();
    const match = unique.find((o) => o === value) ?? unique.find((o) => o.toLowerCase() === lower);
    if (match !== undefined) chosen.add(match);
  }
  return unique.filter((o) => chosen.has(o));
}

const withoutDaysSold = (filters: SelectedFilters): SelectedFilters => ({
  ...filters,
  advanced: { ...filters.advanced, mindayssold: null, maxdayssold: null },
});

/**
 * The rules that need the company (input already valid and context-free canonical):
 * - types/statuses/features it does not offer are dropped (SPEC §4), the rest in its order;
 *   a feature param holding a comma could not be written in a URL, so it never matches;
 * - days sold only mean something with Sold selected (SPEC §4 clears maxdayssold when Sold
 *   is left; with no status chosen Sold is not selected either);
 * - a price of 0 is no bound (SPEC §5: a zero value reads "Any").
 */
export function applyContextRules(filters: SelectedFilters, ctx: FilterContext): SelectedFilters {
  const offeredFeatures = ctx.features.filter((param) => !param.includes(','));
  const result: SelectedFilters = {
    ...filters,
    type: pickOffered(filters.type, ctx.types),
    status: pickOffered(filters.status, ctx.statuses),
    price: { from: filters.price.from === 0 ? null : filters.price.from, to: filters.price.to === 0 ? null : filters.price.to },
    advanced: {
      ...filters.advanced,
      features: pickOffered(filters.advanced.features, offeredFeatures),
      ratingweight: sortWeights(filters.advanced.ratingweight),
    },
  };
  return result.status.includes(SOLD_STATUS) ? result : withoutDaysSold(result);
}

/** SPEC §4: choosing statuses; leaving Sold clears the days-sold filter. */
export function withStatus(filters: SelectedFilters, statuses: readonly string[]): SelectedFilters {
  const status = [...new Set(statuses)];
  const next = { ...filters, status };
  return status.includes(SOLD_STATUS) ? next : withoutDaysSold(next);
}

/** The two advanced filters set from a list of day options (SPEC §9 Price Reduced, Days on Site). */
export type DaysKind = 'daysprr' | 'dayslisted';

/**
 * SPEC §4: an option ending in '+' ("30+") sets the min key and clears the max; any other
 * ("7") sets the max and clears the min; empty or 'any' clears both (empty is null). An
 * option that is not a day count leaves the filters as they are.
 */
export function applyDaysOption(filters: SelectedFilters, kind: DaysKind, option: string): SelectedFilters {
  const text = option.trim().toLowerCase();
  const plus = text.endsWith('+');
  const days = text === '' || text === 'any' ? null : parseInteger(plus ? text.slice(0, -1) : text);
  if (days === null && text !== '' && text !== 'any') return filters;
  if (days !== null && (days < 0 || days > MAX_DAYS)) return filters;
  const advanced = { ...filters.advanced };
  advanced[`min${kind}`] = plus ? days : null;
  advanced[`max${kind}`] = plus ? null : days;
  return { ...filters, advanced };
}

/** SPEC §4: the displayed value is the max key, or the min with a plus; '' when neither is set. */
export function displayDaysValue(filters: SelectedFilters, kind: DaysKind): string {
  const max = filters.advanced[`max${kind}`];
  const min = filters.advanced[`min${kind}`];
  if (max !== null) return String(max);
  return min !== null ? `${min}+` : '';
}

/** SPEC §4: deal ratings are a list; toggling adds or removes a weight (SPEC §9 weights only). */
export function toggleRatingWeight(filters: SelectedFilters, weight: number): SelectedFilters {
  if (!(RATING_WEIGHTS as readonly number[]).includes(weight)) return filters;
  const current = filters.advanced.ratingweight;
  const ratingweight = current.includes(weight) ? current.filter((w) => w !== weight) : sortWeights([...current, weight]);
  return { ...filters, advanced: { ...filters.advanced, ratingweight } };
}
