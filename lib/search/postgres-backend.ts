import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/lib/db/rows';
import type { SearchQuery, SuggestionKey } from '@/lib/filters/types';
import type { ListingPage, ListingUpdateRow, Marker, PlaceStats, SearchBackend, SuggestionBucket, SuggestionHit } from './backend';
import { cappedTotal, MAX_CELLS, TOTAL_CAP } from './backend';
import { scopeCondition, searchConditions, type SearchContext } from './conditions';
import { clusterCellDegrees, GRID_MAX_ZOOM } from './geo';
import { clusterCells, featureGridConditions, gridClusters, gridConditions, gridCount } from './grid-answers';
import { expandStreetAbbreviations } from './abbreviations';
import { escapeLike } from './like';
import { listingColumns } from './listing-columns';
import { TERM_COLUMNS, type TermKey } from './search-terms';
import type { MapColumns } from './map-index/columns';
import { indexClusters } from './map-index/clusters';
import { indexCount, type IndexPage } from './map-index/list';
import { fuzzyKeywordPage } from './fuzzy-keyword';
import { listingsInOrder, pageIds } from './page-ids';
import { mapIndexFor } from './map-index/registry';

/** Counts up to TOTAL_CAP + 1 rows only: an exact total past the cap is not worth a full scan. */
async function cappedCount(where: SQL): Promise<Pick<ListingPage, 'total' | 'totalCapped'>> {
  const [row] = await queryRows<{ n: number }>(sql`select count(*)::int as n from (select 1 from properties p where ${where} limit ${TOTAL_CAP + 1}) t`);
  return cappedTotal(Number(row?.n ?? 0));
}

/**
 * A list's total, from the cheapest source that answers it: the grids' zoom-1 rows, else the
 * map index (counted in memory, stopping past TOTAL_CAP as SQL does: at 1M, two features took
 * 144 ms to count in SQL), else SQL's capped count.
 */
async function listTotal(ctx: SearchContext, query: SearchQuery, where: SQL, index: MapColumns | null, fromIndex: IndexPage | null): Promise<Pick<ListingPage, 'total' | 'totalCapped'>> {
  // Finding the page counted every match already (a search that matches few listings).
  if (fromIndex && fromIndex.matches !== null) return cappedTotal(fromIndex.matches);
  const fromGrid = await gridCount(ctx, query);
  if (fromGrid) return fromGrid;
  const counted = index && indexCount(index, query, ctx, TOTAL_CAP);
  return counted === null ? cappedCount(where) : cappedTotal(counted);
}


export const postgresBackend: SearchBackend = {
  async openHouses(ctx, query, from, to, limit) {
    const where = sql`${searchConditions(query, ctx)} and o.starts_at >= ${from} and o.starts_at < ${to}`;
    const [found, [count]] = await Promise.all([
      queryRows<{ property_id: number; address: string; starts_at: Date | string; ends_at: Date | string; remarks: string | null }>(
        sql`select o.property_id, p.unparsed_address as address, o.starts_at, o.ends_at, o.remarks
            from open_houses o join properties p on p.id = o.property_id where ${where} order by o.starts_at, o.id limit ${limit}`,
      ),
      queryRows<{ n: number }>(sql`select count(*)::int as n from open_houses o join properties p on p.id = o.property_id where ${where}`),
    ]);
    return {
      rows: found.map((r) => ({ propertyId: r.property_id, address: r.address, startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at), remarks: r.remarks })),
      total: Number(count?.n ?? 0),
    };
  },
  async page(ctx, query, sort, page, perPage) {
    const where = searchConditions(query, ctx);
    // With many listings, the page's ids and total from the column index when it answers every filter (docs/search.md "Map index").
    const index = await mapIndexFor(ctx.scope);
    const { ids, fromIndex } = pageIds(ctx, query, where, sort, page, perPage, index);
    const [rows, count] = await Promise.all([listingsInOrder(ctx.scope.companyId, ids), listTotal(ctx, query, where, index, fromIndex)]);
    return { rows, ...count };
  },

  fuzzyKeywordPage,

  async clusters(ctx, query, zoom) {
    if (zoom <= GRID_MAX_ZOOM) {
      const onGrid = gridConditions(query);
      if (onGrid) return gridClusters(ctx, query, zoom, sql`listing_grid`, onGrid);
      const byFeature = featureGridConditions(query, ctx);
      if (byFeature) return gridClusters(ctx, query, zoom, sql`listing_feature_grid`, byFeature);
      // Filters no grid tells apart, over a view that may hold every listing: the column index (docs/search.md "Map index").
      const index = await mapIndexFor(ctx.scope);
      const fromIndex = index && indexClusters(index, query, ctx, zoom);
      if (fromIndex) return fromIndex;
    }
    const cell = clusterCellDegrees(zoom);
    return clusterCells(sql`
      select count(*)::int as n, avg(p.latitude)::float as lat, avg(p.longitude)::float as lon,
             min(p.latitude)::float as s, min(p.longitude)::float as w, max(p.latitude)::float as nn, max(p.longitude)::float as e,
             sum(count(*)) over ()::int as total
      from properties p where ${searchConditions(query, ctx)}
      group by floor(p.longitude / ${cell}), floor(p.latitude / ${cell})
      order by 1 desc limit ${MAX_CELLS}`);
  },

  async markers(ctx, query, limit, offset) {
    const where = searchConditions(query, ctx);
    const [list, count] = await Promise.all([
      queryRows<{ id: number; latitude: number; longitude: number; price: number; status: string; property_type: string; bedrooms_total: number | null; bathrooms_total: string | null; living_area: number | null; unparsed_address: string; photos_count: number }>(sql`
        select p.id, p.latitude, p.longitude, p.price, p.status, p.property_type, p.bedrooms_total, p.bathrooms_total,
               p.living_area, p.unparsed_address, p.photos_count
        from properties p where ${where} order by p.listed_at desc, p.id desc limit ${limit} offset ${offset}`),
      cappedCount(where),
    ]);
    const markers = list.map(
      (m): Marker => ({
        id: m.id, lat: m.latitude, lon: m.longitude, price: m.price, status: m.status, type: m.property_type,
        bedrooms: m.bedrooms_total, bathrooms: m.bathrooms_total === null ? null : Number(m.bathrooms_total),
        square: m.living_area, address: m.unparsed_address, photos: m.photos_count,
      }),
    );
    return { markers, total: count.total };
  },

  async suggestions(ctx, text, keys, size) {
    const buckets: SuggestionBucket[] = [];
    for (const key of keys) {
      const hits = await suggestionsFor(ctx, key, text, size);
      if (hits.length) buckets.push({ key, hits });
    }
    return buckets;
  },

  async placeStats(ctx, query) {
    const place = { ...query, status: undefined };
    const now = ctx.now.toISOString();
    const [row] = await queryRows<Record<string, number | null>>(sql`
      with active as (select p.list_price, p.living_area, p.listed_at from properties p where ${searchConditions({ ...place, status: ['a'] }, ctx)}),
           sold as (select p.close_price, p.close_date, p.listed_at from properties p
                    where ${searchConditions({ ...place, status: ['s'] }, ctx)} and p.close_date >= (${now}::timestamptz - interval '365 days')::date)
      select (select count(*)::int from active) as active,
             (select count(*)::int from sold) as sold,
             (select percentile_cont(0.5) within group (order by list_price)::float from active) as median_list,
             (select percentile_cont(0.5) within group (order by close_price)::float from sold) as median_sold,
             (select percentile_cont(0.5) within group (order by list_price::float / nullif(living_area, 0))::float from active) as median_ppsf,
             (select percentile_cont(0.5) within group (order by extract(epoch from (${now}::timestamptz - listed_at)) / 86400)::float from active) as median_dom,
             (select count(*)::int from active where listed_at >= ${now}::timestamptz - interval '7 days') as new_week`);
    const n = (v: number | null | undefined) => (v === null || v === undefined ? null : Number(v));
    return {
      active: Number(row?.active ?? 0),
      sold12Months: Number(row?.sold ?? 0),
      medianListPrice: n(row?.median_list),
      medianSoldPrice: n(row?.median_sold),
      medianPricePerSqft: n(row?.median_ppsf),
      medianDaysOnMarket: n(row?.median_dom),
      newThisWeek: Number(row?.new_week ?? 0),
    } satisfies PlaceStats;
  },

  async changedSince(ctx, query, since, limit) {
    const after = since.toISOString();
    // Two range conditions, each on its own index (properties_modified_idx, properties_listed_order_idx).
    return queryRows<ListingUpdateRow>(sql`select ${listingColumns(ctx.scope.companyId)}, p.modified_at from properties p
      where ${searchConditions(query, ctx)} and (p.modified_at > ${after}::timestamptz or p.listed_at > ${after}::timestamptz)
      order by greatest(p.modified_at, p.listed_at) desc, p.id desc limit ${limit}`);
  },
};

/** Hits for one suggestion key: prefix matches first, then matches inside the value. */
async function suggestionsFor(ctx: SearchContext, key: SuggestionKey, typed: string, size: number): Promise<SuggestionHit[]> {
  // Street suffixes are spelled out for streets and addresses only ("main st" → "main Street").
  const text = key === 'street' || key === 'address' ? expandStreetAbbreviations(typed) : typed;
  const lower = text.toLowerCase();
  const startsWith = (value: string): SuggestionHit =>
    value.toLowerCase().startsWith(lower) ? { value, starts_with_value: value.slice(0, text.length) } : { value };
  const prefix = `${escapeLike(lower)}%`;
  const inside = `%${escapeLike(lower)}%`;
  if (key in TERM_COLUMNS) {
    const found = await queryRows<{ value: string }>(sql`
      select value from search_terms
      where key = ${key as TermKey} and source_id = any(${`{${ctx.scope.sourceIds.join(',')}}`}::int[]) and lower(value) like ${inside}
      group by value order by bool_or(lower(value) like ${prefix}) desc, sum(listings) desc, value limit ${size}`);
    return found.map((r) => startsWith(r.value));
  }
  if (key === 'school') {
    // Only schools that serve some listing this company shows.
    const found = await queryRows<{ name: string }>(sql`
      select s.name from schools s where s.name ilike ${inside}
        and exists (select 1 from property_schools ps join properties p on p.id = ps.property_id
                    where ps.school_id = s.id and ${scopeCondition(ctx.scope, { status: ctx.scope.statuses })})
      order by s.name ilike ${prefix} desc, s.name limit ${size}`);
    return found.map((r) => startsWith(r.name));
  }
  if (key === 'address') {
    // From the start of the address ("12 Main…"), on its own index; a match anywhere would hit
    // every listing of a town whose name holds the text ("riv" → all of Riverhead).
    const found = await queryRows<{ id: number; unparsed_address: string }>(sql`
      select p.id, p.unparsed_address from properties p
      where ${searchConditions({ status: ctx.scope.statuses }, ctx)} and (lower(p.unparsed_address) like ${prefix} or p.listing_id = ${text})
      order by p.listing_id = ${text} desc, lower(p.unparsed_address) limit ${size}`);
    return found.map((r) => ({ ...startsWith(r.unparsed_address), property_id: r.id }));
  }
  if (key === 'pl') return ctx.locationNames.filter((name) => name.toLowerCase().includes(lower)).slice(0, size).map(startsWith);
  if (key === 'keyword') return [{ value: text }];
  return [];
}
