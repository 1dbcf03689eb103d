import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/lib/db/rows';
import type { SearchQuery, Sort } from '@/lib/filters/types';
import { searchConditions, type SearchContext } from './conditions';
import { notCorrected } from './company-overrides';
import { listingColumns } from './listing-columns';
import { orderBy, ratingOrder } from './order';
import type { ListingRow } from './property-json';
import type { MapColumns } from './map-index/columns';
import { indexPage, type IndexPage } from './map-index/list';

// Which listings a page holds, in order, and reading them: shared by the search page and the
// fuzzy keyword fallback.

/**
 * A page's listing ids in order, as a select of `id`: from the map index when it answers the
 * query (`fromIndex`, with what it counted), else from SQL; `where` is the query's conditions.
 */
export function pageIds(
  ctx: SearchContext, query: SearchQuery, where: SQL, sort: Sort, page: number, perPage: number, index: MapColumns | null,
): { ids: SQL; fromIndex: IndexPage | null } {
  // By deal rating, and the company has corrected some (or they were not read): its own order.
  const ownRatingOrder = sort.field === 'ratingweight' && ctx.ratingCorrections?.size !== 0;
  const fromIndex = index && !ownRatingOrder ? indexPage(index, query, ctx, sort, page, perPage) : null;
  const ids = fromIndex
    ? sql`select unnest(${`{${fromIndex.ids.join(',')}}`}::int[])`
    : ownRatingOrder
      ? pageByCompanyRating(ctx, query, sort.direction, page, perPage)
      : sql`select p.id from properties p where ${where} ${orderBy(sort)} limit ${perPage} offset ${(page - 1) * perPage}`;
  return { ids, fromIndex };
}

/**
 * The rows of a page as the company shows them, in the page's order, in one statement: `ids`
 * (a select of `id` in page order, often read from an index alone) runs first as an array,
 * then only those rows are read in full. One statement, not two: on PGlite every statement
 * costs about as much again as the small reads themselves (docs/performance.md, "What a
 * search costs").
 */
export function listingsInOrder(companyId: number, ids: SQL): Promise<ListingRow[]> {
  return queryRows<ListingRow>(sql`select ${listingColumns(companyId)}
    from unnest(array(${ids})) with ordinality as page(id, n) join properties p on p.id = page.id order by page.n`);
}

/**
 * A page in the company's deal-rating order: its corrections (property_overrides) replace the
 * feed's ratings. Two runs merged, each already in order: the listings it did not correct, by
 * the feed's rating (read off the rating index, the weights asked for as its range, as before
 * corrections existed), and those it did, off their own index (property_overrides_rating_idx).
 * Each run stops at the end of the page.
 */
function pageByCompanyRating(ctx: SearchContext, query: SearchQuery, direction: Sort['direction'], page: number, perPage: number): SQL {
  const upTo = page * perPage;
  const companyId = ctx.scope.companyId;
  // The corrections in the order of property_overrides_rating_idx (none is null), so the run stops at the end of the page.
  const dir = sql.raw(direction === 'asc' ? 'asc' : 'desc');
  const rest = searchConditions({ ...query, ratingweight: undefined }, ctx);
  const weights = query.ratingweight?.length ? sql.join(query.ratingweight.map((w) => sql`${w}`), sql`, `) : null;
  const feedRated = sql`select p.id, p.deal_rating as rating from properties p
    where ${rest} and ${notCorrected(companyId, ctx.ratingCorrections)}${weights ? sql` and p.deal_rating in (${weights})` : sql``}
    ${orderBy({ field: 'ratingweight', direction })} limit ${upTo}`;
  const corrected = sql`select p.id, o.deal_rating as rating from property_overrides o join properties p on p.id = o.property_id
    where o.company_id = ${companyId} and o.deal_rating is not null${weights ? sql` and o.deal_rating in (${weights})` : sql``} and ${rest}
    order by o.deal_rating ${dir}, o.property_id ${dir} limit ${upTo}`;
  return sql`select t.id from ((${feedRated}) union all (${corrected})) t
    ${ratingOrder('t.rating', 't.id', direction)} limit ${perPage} offset ${(page - 1) * perPage}`;
}
