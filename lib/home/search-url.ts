import { emptyFilters } from '@/lib/filters/defaults';
import { buildRealEstateUrl } from '@/lib/filters/path';
import type { FilterContext, SelectedFilters } from '@/lib/filters/types';

/**
 * The home page's search box starts a new search from nothing chosen (the home page has no
 * filters of its own): the search box's choice applied to empty filters, as the canonical
 * /real-estate URL, so the browser lands on the results without a redirect.
 */
export function homeSearchUrl(recipe: (current: SelectedFilters) => SelectedFilters, ctx: FilterContext): string {
  return buildRealEstateUrl(recipe(emptyFilters(ctx.defaultSort)), ctx);
}

/**
 * What the home page's client code needs of the filter context: the codec checks features
 * only when filters name some, and a new search from the home page names none, so the
 * vocabulary (long) stays on the server.
 */
export function homeFilterContext(ctx: FilterContext): FilterContext {
  return { ...ctx, features: [] };
}
