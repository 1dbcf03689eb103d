import 'server-only';
import { sql } from 'drizzle-orm';
import type { Viewer } from '@/lib/auth/viewer';
import type { leadAddresses } from '@/lib/db/schema';
import type { SearchQuery } from '@/lib/filters/types';
import { searchConditions, type SearchContext } from '@/lib/search/conditions';
import { searchContext } from '@/lib/search/context';
import { showsSoldPrices } from '@/lib/search/service';
import { queryRows } from '@/lib/db/rows';

/** "Near": a mile around the address (a walk, or a short drive out East). */
export const STATS_RADIUS_MILES = 1;
const SOLD_WINDOW_DAYS = 365;

export interface AddressStats {
  addressId: number;
  /** radius: listings within radiusMiles of the listing found at the address; town: the address's town, when it has no position or nothing is near. */
  basis: 'radius' | 'town';
  radiusMiles: number | null;
  town: string | null;
  /** For sale now (Active), and their median list price. */
  active: number;
  medianListPrice: number | null;
  /** Sold with a sale price in the last 12 months: how many, the median sale price and the median sale price per square foot. */
  sold12Months: number;
  medianSoldPrice: number | null;
  medianSoldPricePerSqft: number | null;
}

type Figures = Pick<AddressStats, 'active' | 'medianListPrice' | 'sold12Months' | 'medianSoldPrice' | 'medianSoldPricePerSqft'>;
const EMPTY: Figures = { active: 0, medianListPrice: null, sold12Months: 0, medianSoldPrice: null, medianSoldPricePerSqft: null };

/** The figures of the listings an area query finds, within what the company shows this viewer. */
async function figures(ctx: SearchContext, area: SearchQuery): Promise<Figures> {
  const since = new Date(ctx.now.getTime() - SOLD_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [found] = await queryRows<Record<string, number | string | null>>(sql`
    with active as (select p.list_price from properties p where ${searchConditions({ ...area, status: ['a'] }, ctx)}),
         sold as (select p.close_price, p.living_area from properties p
                  where ${searchConditions({ ...area, status: ['s'] }, ctx)} and p.close_price is not null and p.close_date >= ${since}::date)
    select (select count(*)::int from active) as active,
           (select percentile_cont(0.5) within group (order by list_price)::float from active) as median_list,
           (select count(*)::int from sold) as sold,
           (select percentile_cont(0.5) within group (order by close_price)::float from sold) as median_sold,
           (select percentile_cont(0.5) within group (order by close_price::float / living_area)::float from sold where living_area > 0) as median_ppsf`);
  const row = found ?? {};
  const n = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    active: Number(row.active ?? 0),
    medianListPrice: n(row.median_list),
    sold12Months: Number(row.sold ?? 0),
    medianSoldPrice: n(row.median_sold),
    medianSoldPricePerSqft: n(row.median_ppsf),
  };
}

/**
 * GET /api/leads/me/addresses/{id}/stats: the market around a lead's address, from the
 * listings the company shows (decision, docs/leads.md): within a mile of the listing found at
 * the address; the town's listings when it has no position or nothing sold or listed is near.
 * Sale prices are left out where the company hides them from this viewer.
 */
export async function addressStats(viewer: Viewer, address: typeof leadAddresses.$inferSelect): Promise<AddressStats> {
  const ctx = await searchContext({ ...viewer, agent: null });
  const town = address.city && address.state ? `${address.city}, ${address.state}` : null;
  let basis: AddressStats['basis'] = 'town';
  let stats = EMPTY;
  if (address.latitude !== null && address.longitude !== null) {
    const near = await figures(ctx, { circle: { lat: address.latitude, lon: address.longitude, miles: STATS_RADIUS_MILES } });
    if (near.active + near.sold12Months > 0) {
      basis = 'radius';
      stats = near;
    }
  }
  if (basis === 'town' && town !== null) stats = await figures(ctx, { city_label: [town] });
  if (!showsSoldPrices(viewer, null)) stats = { ...stats, medianSoldPrice: null, medianSoldPricePerSqft: null };
  return { addressId: address.id, basis, radiusMiles: basis === 'radius' ? STATS_RADIUS_MILES : null, town, ...stats };
}
