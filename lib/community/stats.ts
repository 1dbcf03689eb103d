import 'server-only';
import { queryRows } from '@/lib/db/rows';
import { sql, type SQL } from 'drizzle-orm';
import { companyCache } from '@/lib/cache/company-cache';
import { listingColumns } from '@/lib/search/listing-columns';
import type { ListingRow } from '@/lib/search/property-json';
import type { Company } from '@/lib/tenancy/company';
import { CHART_QUARTERS, priceSeries, quarterStart, yearsStart } from './chart-data';
import { PRICE_BRACKETS } from './price-brackets';
import { num, scopeParts, visitorScope } from './sql';
import type { CommunityStats, PricePeriod, Town } from './types';

/** How many of the newest homes for sale the page shows. */
export const NEWEST_SHOWN = 8;

export interface CommunityData {
  stats: CommunityStats;
  chart: { by: 'quarter' | 'year'; series: PricePeriod[] };
  newest: ListingRow[];
  /** Homes for sale in each of PRICE_BRACKETS, in order (SPEC §9 price steps). */
  priceCounts: number[];
}

/** Five minutes per company and town: the numbers move with imports, not with visits. */
const dataCache = companyCache<CommunityData>('community-data', { ttlMs: 5 * 60_000, max: 2_000 });

const dayBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Everything a community page shows about a town, in three queries run together: one
 * aggregate over the town's listings (inventory, medians, sales of two 12-month periods,
 * time on market, school districts), one grouping its sales by quarter and by year for the chart, and the
 * newest homes for sale. All within the company's visitor scope (the search's rules).
 * Sold prices are in the answer: the page removes them for viewers who may not see them.
 */
export function communityData(company: Company, town: Town, now = new Date()): Promise<CommunityData> {
  const scope = visitorScope(company);
  const key = JSON.stringify([town.slug, scope.sourceIds, scope.types, scope.statusesBySource]);
  return dataCache.get(company.id, key, () => load(company, town, now));
}

async function load(company: Company, town: Town, now: Date): Promise<CommunityData> {
  const { visible, forSale, sold } = scopeParts(visitorScope(company));
  const inTown = sql`p.city_slug = ${town.citySlug} and p.state_or_province = ${town.state}`;
  const [aggregate, byPeriod, newest, priceCounts] = await Promise.all([
    aggregateStats(sql`${visible} and ${inTown}`, forSale, sold, now),
    // Both groupings in one pass (grouping sets): the chart picks quarters or years by how many sales there are.
    queryRows<{ quarter: string | null; year: string | null; sales: number | string; median: number | string | null }>(sql`
      select to_char(p.close_date, 'YYYY-"Q"Q') as quarter, to_char(p.close_date, 'YYYY') as year, count(*)::int as sales,
             percentile_cont(0.5) within group (order by p.close_price) as median
      from properties p
      where ${sold} and ${inTown} and p.close_price > 0 and p.close_date >= least(${quarterStart(now, CHART_QUARTERS - 1)}::date, ${yearsStart(now)}::date)
      group by grouping sets ((to_char(p.close_date, 'YYYY-"Q"Q')), (to_char(p.close_date, 'YYYY')))`),
    queryRows<ListingRow>(sql`select ${listingColumns(company.id)} from properties p where ${forSale} and ${inTown} order by p.listed_at desc, p.id desc limit ${NEWEST_SHOWN}`),
    bracketCounts(sql`${forSale} and ${inTown}`),
  ]);
  const periods = (key: 'quarter' | 'year') =>
    byPeriod.flatMap((r) => (r[key] === null ? [] : [{ period: r[key], sales: num(r.sales) ?? 0, medianPrice: num(r.median) }]));
  return { stats: aggregate, chart: priceSeries(periods('quarter'), periods('year'), now), newest, priceCounts };
}

/**
 * Homes for sale per price bracket, in one pass over the town's listings. Each bracket is
 * counted with the search's own bounds (`p.price`, both ends included: lib/search/conditions.ts),
 * so a bracket's number is what its search link finds; a home priced exactly on a step is in both
 * brackets that step ends and starts, as it is in both searches.
 */
async function bracketCounts(where: SQL): Promise<number[]> {
  const counts = PRICE_BRACKETS.map(({ min, max }, i) => {
    const bounds = [...(min !== null ? [sql`p.price >= ${min}`] : []), ...(max !== null ? [sql`p.price <= ${max}`] : [])];
    return sql`count(*) filter (where ${sql.join(bounds, sql` and `)})::int as ${sql.raw(`b${i}`)}`;
  });
  const [row] = await queryRows<Record<string, unknown>>(sql`select ${sql.join(counts, sql`, `)} from properties p where ${where}`);
  return PRICE_BRACKETS.map((_, i) => num(row?.[`b${i}`]) ?? 0);
}

async function aggregateStats(where: SQL, forSale: SQL, sold: SQL, now: Date): Promise<CommunityStats> {
  const year = dayBefore(now, 365);
  const twoYears = dayBefore(now, 730);
  const month = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const recent = sql`${sold} and p.close_date >= ${year}::date`;
  const previous = sql`${sold} and p.close_date >= ${twoYears}::date and p.close_date < ${year}::date`;
  const [r] = await queryRows<Record<string, unknown>>(sql`
    with town as (
      select p.list_price, p.living_area, p.listed_at, p.close_price, p.close_date, p.school_district,
             (${forSale}) as for_sale, (${recent}) as recent, (${previous}) as previous
      from properties p where ${where}
    )
    select count(*) filter (where for_sale)::int as for_sale,
           count(*) filter (where for_sale and listed_at >= ${month}::timestamptz)::int as new_30,
           percentile_cont(0.5) within group (order by list_price) filter (where for_sale and list_price > 0) as median_list,
           percentile_cont(0.5) within group (order by list_price::float / living_area) filter (where for_sale and list_price > 0 and living_area > 0) as median_ppsf,
           count(*) filter (where recent)::int as sold_12,
           count(*) filter (where previous)::int as sold_prev,
           percentile_cont(0.5) within group (order by close_price) filter (where recent and close_price > 0) as median_sold,
           percentile_cont(0.5) within group (order by close_price) filter (where previous and close_price > 0) as median_sold_prev,
           percentile_cont(0.5) within group (order by close_date - listed_at::date) filter (where recent and close_date >= listed_at::date) as median_dom,
           (select coalesce(json_agg(d.name order by d.n desc, d.name), '[]'::json)
              from (select school_district as name, count(*) as n from town where school_district is not null and btrim(school_district) <> '' group by 1) d) as districts
    from town`);
  const districts = r?.districts;
  const parsed: unknown = typeof districts === 'string' ? JSON.parse(districts) : districts;
  return {
    forSale: num(r?.for_sale) ?? 0,
    newLast30Days: num(r?.new_30) ?? 0,
    medianListPrice: num(r?.median_list),
    medianListPricePerSqft: num(r?.median_ppsf),
    sold12Months: num(r?.sold_12) ?? 0,
    soldPrevious12Months: num(r?.sold_prev) ?? 0,
    medianSoldPrice: num(r?.median_sold),
    medianSoldPricePrevious: num(r?.median_sold_prev),
    medianDaysOnMarket: num(r?.median_dom),
    schoolDistricts: Array.isArray(parsed) ? parsed.filter((d): d is string => typeof d === 'string') : [],
  };
}

/** The same numbers without sold prices, for viewers the company shows them only after sign-in. */
export function withoutSoldPrices(data: CommunityData): Pick<CommunityData, 'stats' | 'chart'> {
  return {
    stats: { ...data.stats, medianSoldPrice: null, medianSoldPricePrevious: null },
    chart: { by: data.chart.by, series: data.chart.series.map((p) => ({ ...p, medianPrice: null })) },
  };
}
