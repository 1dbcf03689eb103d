import 'server-only';
import { queryRows } from '@/lib/db/rows';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { boundsOfCircle } from '@/lib/search/geo';
import { propertyUrl } from '@/lib/search/property-json';
import type { MarketListing } from './types';
import type { MarketCenter } from './market-center';

/** The market a home is valued in: sales and listings this far around it. */
export const MARKET_RADIUS_MILES = 12;
/** Sales older than this say little about today's prices. */
export const SALES_WINDOW_YEARS = 5;
/** Enough for the model and comparables in a busy market; the newest are kept. */
const MAX_MARKET_ROWS = 6_000;
/** The feed features that make a home waterfront for the valuation. */
export const WATERFRONT_FEATURES = ['waterfront', 'bay-front', 'sound-front'];


/** A market listing's row (MARKET_COLUMNS). */
export interface MarketRow {
  id: number;
  status: string;
  property_type: string;
  price: number;
  close_date: string | Date | null;
  listed_at: string | Date;
  bedrooms_total: number | null;
  bathrooms_total: number | string | null;
  living_area: number | null;
  lot_size_acres: number | string | null;
  year_built: number | null;
  city_slug: string;
  latitude: number;
  longitude: number;
  unparsed_address: string;
  photos_count: number;
  waterfront: boolean;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

export function toMarketListing(r: MarketRow): MarketListing {
  const sold = r.status === 's';
  return {
    id: Number(r.id),
    kind: sold ? 'sold' : 'active',
    price: Number(r.price),
    date: new Date(sold ? r.close_date! : r.listed_at),
    propertyType: r.property_type,
    beds: r.bedrooms_total,
    baths: num(r.bathrooms_total),
    livingArea: r.living_area,
    lotAcres: num(r.lot_size_acres),
    yearBuilt: r.year_built,
    waterfront: Boolean(r.waterfront),
    citySlug: r.city_slug,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    address: r.unparsed_address,
    path: propertyUrl(Number(r.id), r.unparsed_address),
    photo: r.photos_count > 0 ? `/images/${r.id}-0.jpg` : null,
  };
}

/** Columns of a market listing, for alias p (waterfront: one hashed list of waterfront homes, not a lookup per row). */
export const MARKET_COLUMNS = sql`p.id, p.status, p.property_type, p.price, p.close_date, p.listed_at, p.bedrooms_total, p.bathrooms_total,
  p.living_area, p.lot_size_acres, p.year_built, p.city_slug, p.latitude, p.longitude, p.unparsed_address, p.photos_count,
  p.id in (select pf.property_id from property_features pf join features f on f.id = pf.feature_id
           where f.param in (${sql.join(WATERFRONT_FEATURES.map((f) => sql`${f}`), sql`, `)})) as waterfront`;

/** Recent sales with a sale price, and homes for sale now. */
export function marketStatuses(now: Date): SQL {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - SALES_WINDOW_YEARS);
  return sql`((p.status = 's' and p.close_price is not null and p.close_date >= ${since.toISOString().slice(0, 10)}::date) or p.status = 'a')`;
}

/**
 * The sales and listings around a point, among the listings `scope` admits (a company's
 * scope for a lead's estimate, one feed for deal ratings). The lat/lon box is what the
 * position indexes serve.
 */
export async function loadMarket(db: Db, scope: SQL, center: MarketCenter, now: Date): Promise<MarketListing[]> {
  const box = boundsOfCircle({ lat: center.latitude, lon: center.longitude, miles: MARKET_RADIUS_MILES });
  const rows = await queryRows<MarketRow>(
    sql`
    select ${MARKET_COLUMNS} from properties p
    where ${scope} and ${marketStatuses(now)}
      and p.latitude between ${box.south} and ${box.north} and p.longitude between ${box.west} and ${box.east}
    order by coalesce(p.close_date::timestamptz, p.listed_at) desc, p.id desc
    limit ${MAX_MARKET_ROWS}`,
    db,
  );
  return rows.map(toMarketListing);
}

/** Where a town's listings are, on average: the market of an address no listing gives a position. */
export async function townCenter(db: Db, scope: SQL, citySlug: string, state: string): Promise<MarketCenter | null> {
  const [row] = await queryRows<{ latitude: number | null; longitude: number | null; n: number }>(
    sql`
    select avg(p.latitude)::float as latitude, avg(p.longitude)::float as longitude, count(*)::int as n from properties p
    where ${scope} and p.city_slug = ${citySlug} and p.state_or_province = ${state.toUpperCase()}`,
    db,
  );
  return row && row.n > 0 && row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
}
