import { emptyFilters } from '@/lib/filters/defaults';
import { buildRealEstateUrl } from '@/lib/filters/path';
import type { FilterContext } from '@/lib/filters/types';

/**
 * Where each home page row's "See all" goes: the search that lists the whole row, as its
 * canonical /real-estate URL (DESIGN §4). New listings are the newest first whatever the
 * company's default sort; sold homes are status Sold (only if the company offers it, else
 * the plain search).
 */
export function seeAllUrls(ctx: FilterContext): { all: string; newest: string; sold: string } {
  const none = emptyFilters(ctx.defaultSort);
  return {
    all: buildRealEstateUrl(none, ctx),
    newest: buildRealEstateUrl({ ...none, sort: { field: 'created_at', direction: 'desc' } }, ctx),
    sold: buildRealEstateUrl({ ...none, status: ctx.statuses.includes('s') ? ['s'] : [] }, ctx),
  };
}
