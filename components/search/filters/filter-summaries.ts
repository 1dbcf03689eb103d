import { countLabel, priceRangeLabel } from '@/lib/filters/chips';
import type { SelectedFilters } from '@/lib/filters/types';
import type { CodeTitle } from '@/lib/search/search-config';

type FirstAndMore = (first: string, count: number) => string;

/** The chosen codes as the button shows them: one title, or the first and how many more. */
export function codesSummary(chosen: readonly string[], offered: readonly CodeTitle[], firstAndMore: FirstAndMore): string | null {
  const [first, ...rest] = chosen.map((code) => offered.find((c) => c.param === code)?.title ?? code);
  if (first === undefined) return null;
  return rest.length === 0 ? first : firstAndMore(first, rest.length);
}

export function priceSummary(filters: SelectedFilters): string | null {
  return priceRangeLabel(filters.price);
}

/** '3+ bd, 2+ ba'; either part alone when only one is chosen. */
export function bedsBathsSummary(filters: SelectedFilters): string | null {
  const parts = [countLabel(filters.beds, filters.maxbeds, 'bd'), countLabel(filters.baths, filters.maxbaths, 'ba')].filter(
    (part): part is string => part !== null,
  );
  return parts.length === 0 ? null : parts.join(', ');
}
