import 'server-only';
import { queryRows } from '@/lib/db/rows';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { boundsOfCircle } from '@/lib/search/geo';
import { invalidateFeedCompanies } from '@/lib/tenancy/cache-versions';
import { dealRatingWeight, RATED_STATUSES } from './deal-rating';
import { loadMarket, MARKET_COLUMNS, MARKET_RADIUS_MILES, marketStatuses, toMarketListing, type MarketRow } from './market-data';
import { fitMarketModel, groupOf, type MarketModel, type ModelGroup } from './market-model';
import type { MarketListing } from './types';
import { valueHome } from './valuation';

/**
 * Deal ratings (SPEC §9) kept on the listing, from the home valuation: the list price against
 * what the home would be listed for in its market (docs/estimate.md). A listing is rated
 * again when its price or status changes (its modification time passes its rating time) and
 * weekly, as the market moves. A rating an agent set by hand (is_manually_rated) is never
 * touched.
 */

/** A rating this old is refreshed even if the listing did not change: its market did. */
export const RATING_MAX_AGE_DAYS = 7;
/** Listings rated per run of the job: each loads its market and fits its model. */
export const RATINGS_PER_RUN = 50;
/**
 * Rating a feed at once, comparables are looked for this close first: past it a sale's
 * weight is under 1% of a neighbour's (lib/estimate/valuation.ts), and scoring every sale of
 * a feed for every listing is what made rating slow.
 */
const NEAR_MILES = 5;

interface SubjectRow {
  id: number;
  status: string;
  list_price: number;
  source_id: number;
}

interface Rating {
  id: number;
  rating: number;
  value: number | null;
  listPrice: number;
  status: string;
}

/** Saves the ratings; answers the feeds whose listings now show another rating or value (the sites' caches must follow). */
async function save(db: Db, ratings: Rating[], now: Date): Promise<number[]> {
  const changed = new Set<number>();
  for (let i = 0; i < ratings.length; i += 1000) {
    const rows = ratings.slice(i, i + 1000).map((r) => sql`(${r.id}::int, ${r.rating}::smallint, ${r.value}::int, ${r.listPrice}::int, ${r.status}::text)`);
    // is_manually_rated is checked again here: an agent may have rated the listing meanwhile.
    // `was` is the same rows as the statement found them (its snapshot): what the site showed.
    const feeds = await queryRows<{ source_id: number }>(
      sql`with saved as (
            update properties p set deal_rating = v.rating, estimated_value = v.value, rated_price = v.list_price, rated_status = v.status, rated_at = ${now.toISOString()}::timestamptz
            from (values ${sql.join(rows, sql`, `)}) as v(id, rating, value, list_price, status)
            join properties was on was.id = v.id
            where p.id = v.id and not p.is_manually_rated
            returning p.source_id, was.deal_rating is distinct from v.rating or was.estimated_value is distinct from v.value as shows_change)
          select distinct source_id from saved where shows_change`,
      db,
    );
    for (const feed of feeds) changed.add(Number(feed.source_id));
  }
  return [...changed];
}

/** The subject's facts as a market listing (its own row, whatever its status). */
type Subject = MarketListing & SubjectRow;

async function subjects(db: Db, where: SQL, limit?: number): Promise<Subject[]> {
  const rows = await queryRows<MarketRow & { list_price: number; source_id: number }>(
    sql`select ${MARKET_COLUMNS}, p.list_price, p.source_id from properties p where ${where} order by p.id ${limit ? sql`limit ${limit}` : sql``}`,
    db,
  );
  return rows.map((r) => ({ ...toMarketListing(r), id: Number(r.id), status: r.status, list_price: Number(r.list_price), source_id: Number(r.source_id) }));
}

function rate(subject: Subject, market: MarketListing[], now: Date, model?: MarketModel | null): Rating {
  const base = { id: subject.id, listPrice: subject.list_price, status: subject.status };
  if (!RATED_STATUSES.includes(subject.status)) return { ...base, rating: dealRatingWeight(subject.status, subject.list_price, null), value: null };
  const valuation = valueHome(subject, market, { now, excludeId: subject.id, model });
  return { ...base, rating: dealRatingWeight(subject.status, subject.list_price, valuation?.expectedListPrice ?? null), value: valuation?.marketValue ?? null };
}

/**
 * Rates every listing of one feed at once (the demo seed, a feed's first import): its whole
 * market is read once and one model fitted per group; each listing's comparables still come
 * from its own surroundings.
 */
export async function rateFeed(db: Db, sourceId: number, now: Date): Promise<number> {
  const feed = sql`p.source_id = ${sourceId}`;
  const listings = (await queryRows<MarketRow>(sql`select ${MARKET_COLUMNS} from properties p where ${feed} and ${marketStatuses(now)}`, db)).map(toMarketListing);
  const models = new Map<ModelGroup, MarketModel | null>((['building', 'land'] as const).map((g) => [g, fitMarketModel(listings, g, now)]));
  const ratings = (await subjects(db, sql`${feed} and not p.is_manually_rated`)).map((subject) => {
    const within = (miles: number) => {
      const box = boundsOfCircle({ lat: subject.latitude!, lon: subject.longitude!, miles });
      return listings.filter((l) => l.latitude! >= box.south && l.latitude! <= box.north && l.longitude! >= box.west && l.longitude! <= box.east);
    };
    const near = within(NEAR_MILES);
    const enough = near.filter((l) => l.kind === 'sold' && groupOf(l.propertyType) === groupOf(subject.propertyType)).length >= 20;
    return rate(subject, enough ? near : within(MARKET_RADIUS_MILES), now, models.get(groupOf(subject.propertyType)));
  });
  // The caller (a feed's sync) moves the companies' cache versions once for the whole run.
  await save(db, ratings, now);
  return ratings.length;
}

/** The scheduled job: listings never rated, changed since their rating, or rated over a week ago. */
export async function rateStaleListings(db: Db, now: Date, limit = RATINGS_PER_RUN): Promise<number> {
  const stale = await subjects(
    db,
    sql`not p.is_manually_rated and (p.rated_at is null or p.modified_at > p.rated_at
        or p.rated_at < ${new Date(now.getTime() - RATING_MAX_AGE_DAYS * 86_400_000).toISOString()}::timestamptz)`,
    limit,
  );
  const ratings: Rating[] = [];
  for (const subject of stale) {
    const market = RATED_STATUSES.includes(subject.status)
      ? await loadMarket(db, sql`p.source_id = ${subject.source_id}`, { latitude: subject.latitude!, longitude: subject.longitude! }, now)
      : [];
    ratings.push(rate(subject, market, now));
  }
  if (ratings.length) await invalidateFeedCompanies(db, await save(db, ratings, now));
  return ratings.length;
}
