/**
 * Bulk-loads N generated listings with set-based SQL (INSERT … SELECT over
 * generate_series), not row by row: the seed's per-row generator needs minutes for 1M.
 * Values follow the demo seed's shapes (lib/seed/listings.ts) closely enough for the
 * planner to see realistic selectivities; setseed() makes every run load the same rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { mlsSources } from '@/lib/db/schema';
import { TOWNS } from '@/lib/seed/geography';
import { DEMO_SOURCES } from '@/lib/seed/tenants';
import { refreshSearchIndexes } from '@/lib/search/refresh';
import { MAX_FEATURE_BIT } from '@/lib/search/feature-mask';
import { secondsSince } from './stats';
import { queryRows } from '@/lib/db/rows';

const CHUNK = 250_000;
const TOWN_SLOTS = 1000;
/** Share of listings that come from the North Fork feed (the seed draws 60/40). */
const FIRST_SOURCE_SHARE = 0.6;

type Log = (message: string) => void;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The towns as one JSON parameter, each with its feed; the SQL unpacks it into a temp table. */
async function townsJson(db: Db): Promise<string> {
  const sources = await db.select({ id: mlsSources.id, code: mlsSources.code }).from(mlsSources);
  const feedOf = (region: string) => {
    const source = DEMO_SOURCES.find((s) => (s.regions as readonly string[]).includes(region));
    const row = sources.find((s) => s.code === source?.code);
    if (!row) throw new Error(`No demo feed covers ${region}: seed the demo tenants first`);
    return row;
  };
  return JSON.stringify(
    TOWNS.map((t) => ({
      name: t.name, slug: t.slug, zip: t.zip, region: t.region, district: t.schoolDistrict, streets: t.streets,
      lat: t.spread?.lat ?? t.lat, lon: t.spread?.lon ?? t.lon, radius: t.radiusMiles, priceIndex: t.priceIndex,
      sourceId: feedOf(t.region).id, code: feedOf(t.region).code,
    })),
  );
}

/**
 * 1000 slots → town index, so one uniform draw picks a town: 60/40 between the feeds
 * (as the seed), and within a feed by the town's area (bigger hamlets, more homes).
 */
function townSlots(): number[] {
  const firstRegions = DEMO_SOURCES[0].regions as readonly string[];
  const weights = TOWNS.map((t) => ({ first: firstRegions.includes(t.region), area: t.radiusMiles ** 2 }));
  const areaOf = (first: boolean) => weights.filter((w) => w.first === first).reduce((sum, w) => sum + w.area, 0);
  const [firstArea, otherArea] = [areaOf(true), areaOf(false)];
  const shares = weights.map((w) => (w.first ? (FIRST_SOURCE_SHARE * w.area) / firstArea : ((1 - FIRST_SOURCE_SHARE) * w.area) / otherArea));
  const slots: number[] = [];
  shares.forEach((share, town) => {
    for (let k = 0; k < Math.max(1, Math.round(share * TOWN_SLOTS)); k++) slots.push(town);
  });
  // Rounding leaves a few slots more or less: trim or pad with the biggest town.
  while (slots.length > TOWN_SLOTS) slots.pop();
  while (slots.length < TOWN_SLOTS) slots.push(shares.indexOf(Math.max(...shares)));
  return slots;
}

async function createTownTables(tx: Tx, towns: string): Promise<void> {
  await tx.execute(sql`create temp table bench_towns on commit drop as
    select (e.ord - 1)::int as idx, e.t->>'name' as name, e.t->>'slug' as slug, e.t->>'zip' as zip, e.t->>'region' as region,
           e.t->>'district' as district, array(select jsonb_array_elements_text(e.t->'streets')) as streets,
           (e.t->>'lat')::float8 as town_lat, (e.t->>'lon')::float8 as town_lon, (e.t->>'radius')::float8 as radius,
           (e.t->>'priceIndex')::float8 as price_index, (e.t->>'sourceId')::int as source_id, e.t->>'code' as code
    from jsonb_array_elements(${towns}::jsonb) with ordinality as e(t, ord)`);
  await tx.execute(sql`create temp table bench_town_slots on commit drop as
    select (e.ord - 1)::int as slot, e.v::int as town from jsonb_array_elements_text(${JSON.stringify(townSlots())}::jsonb) with ordinality as e(v, ord)`);
}

/** A standard normal draw (Box–Muller); 1 - random() keeps ln() away from 0. */
const normal = sql.raw('(sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()))');
const uniforms = (names: string[]): SQL => sql.raw(names.map((n) => `random() as ${n}`).join(', '));

/** Listings first..last: every column the search filters, sorts or suggests on. */
function insertListings(first: number, last: number, now: string): SQL {
  return sql`
    insert into properties (source_id, listing_key, listing_id, status, property_type, list_price, original_list_price, close_price, close_date,
      listed_at, price_reduced_at, bedrooms_total, bathrooms_total, bathrooms_full, bathrooms_half, living_area, lot_size_acres, year_built,
      garage_spaces, stories_total, basement_types, association_fee_monthly, assumable_mortgage_rate, unparsed_address, street_number,
      street_name, unit_number, city, city_slug, state_or_province, postal_code, county_or_parish, subdivision_name, mls_area_major,
      school_district, latitude, longitude, public_remarks, list_office_name, photos_count, deal_rating, modified_at, features_mask)
    with draw as materialized (
      -- Every random draw happens here, once per row; the steps below only shape them.
      select i, ${uniforms(['u_town', 'u_status', 'u_type', 'u_beds', 'u_year', 'u_year2', 'u_land', 'u_garage', 'u_stories', 'u_basement',
        'u_hoa', 'u_assum', 'u_street', 'u_number', 'u_unit', 'u_sub', 'u_sub1', 'u_sub2', 'u_close', 'u_dom', 'u_listed', 'u_reduced',
        'u_cut', 'u_sold', 'u_rating', 'u_photos', 'u_office', 'u_features'])},
        -- Each feature with a 15% chance (the subquery names i, so it is drawn again for every row).
        (select coalesce(bit_or(1::bigint << f.id), 0) from features f where f.id between 1 and ${MAX_FEATURE_BIT} and random() + 0 * i < 0.15) as feature_draw,
        ${normal} as z_sqft, ${normal} as z_ask, ${normal} as z_lat, ${normal} as z_lon, ${normal} as z_acres, ${normal} as z_baths
      from generate_series(${first}::int, ${last}::int) as i
    ), kind as (
      select d.*, t.*,
        case when u_status < 0.45 then 'a' when u_status < 0.80 then 's' when u_status < 0.90 then 'p' when u_status < 0.95 then 'u' else 'o' end as status,
        case when u_type < 0.72 then 'r' when u_type < 0.79 then 'c' when u_type < 0.84 then 't' when u_type < 0.91 then 'll'
             when u_type < 0.95 then 'mf' when u_type < 0.97 then 'co' when u_type < 0.99 then 'dplx' else 'f' end as ptype
      from draw d join bench_town_slots s on s.slot = floor(d.u_town * ${TOWN_SLOTS})::int join bench_towns t on t.idx = s.town
    ), home as (
      select k.*, ptype = 'll' as land,
        case when ptype <> 'll' then (array[1,2,2,3,3,3,3,4,4,4,5,5,6,7])[1 + floor(u_beds * 14)::int] end as beds,
        case when ptype = 'll' then round((0.4 + 11.6 * u_land)::numeric, 3) when ptype in ('c', 'co') then 0.02
             else round(exp(-0.9 + 0.8 * z_acres)::numeric, 3) end as acres,
        -- Sold over the last five years, recent years denser (as the seed).
        case when status = 's' then (${now}::timestamptz - (floor(power(u_close, 1.6) * 1825) + 1) * interval '1 day')::date end as close_date
      from kind k
    ), sized as (
      select h.*,
        case when not land then greatest(550, round((650 + beds * 520 + 380 * z_sqft) / 10) * 10)::int end as sqft,
        case when not land then greatest(1, least(beds + 1, round((beds * 0.8 + 0.6 * z_baths) * 2) / 2.0)) end as baths,
        case when land then null when u_year < 0.06 then 1750 + floor(u_year2 * 150) when u_year < 0.28 then 1900 + floor(u_year2 * 60)
             when u_year < 0.70 then 1960 + floor(u_year2 * 40) else 2000 + floor(u_year2 * 27) end as year,
        case when status = 's' then close_date::timestamptz - (31 + floor(u_dom * 120)) * interval '1 day' - u_listed * interval '1 day'
             when status = 'u' then ${now}::timestamptz - u_listed * 20 * interval '1 day'
             else ${now}::timestamptz - u_listed * 365 * interval '1 day' end as listed,
        case when land then 180000 * price_index * power(acres::float8, 0.7)
             else (650 + beds * 520 + 380 * z_sqft) * 430 * price_index
                  * (case ptype when 'c' then 0.82 when 't' then 0.88 when 'co' then 0.7 when 'mf' then 0.85 when 'dplx' then 0.88 when 'f' then 1.1 else 1 end)
                  + 90000 * price_index * least(acres::float8, 5) end as fair,
        status <> 'u' and u_reduced < 0.30 as reduced
      from home h
    ), priced as (
      select s.*,
        greatest(60000, round(fair * exp(0.02 + 0.1 * z_ask) / 1000) * 1000) as original_price,
        greatest(60000, round(fair * exp(0.02 + 0.1 * z_ask) * (case when reduced then 0.93 + 0.05 * u_cut else 1 end) / 1000) * 1000) as price,
        (1 + floor(u_number * 600))::text as number,
        streets[1 + floor(u_street * cardinality(streets))::int] as street,
        case when ptype in ('c', 'co') then 'Unit ' || (1 + floor(u_unit * 40))::int end as unit
      from sized s
    )
    select source_id, code || '-bench-' || i, (5000000 + i)::text, status, ptype, price::int, original_price::int,
      case when status = 's' then (round(price * (0.94 + 0.06 * u_sold) / 1000) * 1000)::int end, close_date, listed,
      case when reduced then listed + (coalesce(close_date::timestamptz, ${now}::timestamptz) - listed) * (0.2 + 0.7 * u_cut) end,
      beds, baths, floor(baths), case when baths > floor(baths) then 1 else 0 end, sqft, acres, year,
      case when not land and ptype <> 'c' then (array[0,0,0,1,1,1,2,2,2,2,2,3])[1 + floor(u_garage * 12)::int] end,
      case when not land then (array[1,1,1,1,2,2,2,2,2,2,3])[1 + floor(u_stories * 11)::int] end,
      case when land or ptype = 'c' or u_basement < 0.25 then '{}'::smallint[] else array[(1 + floor((u_basement - 0.25) / 0.75 * 7))::smallint] end,
      case when ptype in ('c', 't', 'co') then (12 + floor(u_hoa * 79))::int * 10 end,
      case when not land and u_assum < 0.06 then round((2 + 2 * u_assum / 0.06) * 8) / 8 end,
      number || ' ' || street || coalesce(' ' || unit, '') || ', ' || name || ', NY ' || zip, number, street, unit,
      name, slug, 'NY', zip, 'Suffolk',
      case when u_sub < 0.3 then (array['Harbor','Meadow','Vineyard','Bay','Pine','Creek'])[1 + floor(u_sub1 * 6)::int] || ' '
                                 || (array['Estates','Point','Woods','Farms','Landing'])[1 + floor(u_sub2 * 5)::int] end,
      region, district,
      -- Scattered around the hamlet over about its radius (miles → degrees at 41° N).
      town_lat + z_lat * 0.5 * radius / 69.055, town_lon + z_lon * 0.5 * radius / 52.1,
      'Generated benchmark listing in ' || name || '.',
      (array['East End Realty Partners','Harborside Properties','Vineyard Country Realty','Bayview Brokerage','Ocean & Bay Homes'])[1 + floor(u_office * 5)::int],
      case when u_photos < 0.03 then 0 when land then 2 + floor(u_photos * 4) else 6 + floor(u_photos * 11) end,
      case when u_rating < 0.04 then 20 when u_rating < 0.06 then 10 when price / fair < 0.9 then 60 when price / fair < 0.97 then 50
           when price / fair < 1.05 then 40 else 30 end,
      listed,
      case when not land and u_features < 0.6 then feature_draw else 0 end
    -- In generation order, as listings arrive: the joins above would otherwise group the table by town on disk.
    from priced order by i`;
}

/**
 * The listing indexes as the migrations define them, read from the catalogue so they are
 * rebuilt exactly: building a GIN trigram index once is far faster than growing it row by row.
 * Indexes behind constraints (the primary key) stay.
 */
async function dropListingIndexes(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ indexname: string; indexdef: string }>(sql`
    select indexname, indexdef from pg_indexes i
    where schemaname = 'public' and tablename = 'properties'
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`, tx);
  for (const { indexname } of rows) await tx.execute(sql.raw(`drop index "${indexname}"`));
  return rows.map((r) => r.indexdef);
}

/**
 * About 60% of homes get features, each with a 15% chance, drawn as the listing's features_mask
 * (insertListings): the rows of property_features are the mask's bits, so both agree as the
 * feed import keeps them (writing the mask afterwards would rewrite half the table).
 */
const insertFeatures = sql`
  insert into property_features (property_id, feature_id)
  select p.id, f.id from properties p join features f on p.features_mask & (1::bigint << f.id) <> 0
  where p.features_mask <> 0 and f.id between 1 and ${MAX_FEATURE_BIT}`;

/**
 * Company 1's admin has corrected the deal rating of one listing in a thousand (property_overrides,
 * issue 12): the search filters and sorts on the company's own ratings, and pays for them here.
 */
const insertOverrides = sql`
  insert into property_overrides (company_id, property_id, deal_rating)
  select 1, id, case when deal_rating = 60 then 30 else 60 end from properties where id % 1000 = 0`;

export async function bulkLoad(db: Db, n: number, log: Log): Promise<void> {
  const towns = await townsJson(db);
  const now = new Date().toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.2026)`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    // The generator statement is costly enough to trigger JIT compilation, which takes longer than the insert itself.
    await tx.execute(sql`set local jit = off`);
    await createTownTables(tx, towns);
    const indexes = await dropListingIndexes(tx);
    for (let first = 1; first <= n; first += CHUNK) {
      const started = performance.now();
      const last = Math.min(n, first + CHUNK - 1);
      await tx.execute(insertListings(first, last, now));
      log(`  listings ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} in ${secondsSince(started)}`);
    }
    let started = performance.now();
    for (const definition of indexes) await tx.execute(sql.raw(definition));
    log(`  ${indexes.length} listing indexes rebuilt in ${secondsSince(started)}`);
    started = performance.now();
    await tx.execute(insertFeatures);
    log(`  property features in ${secondsSince(started)}`);
    started = performance.now();
    await tx.execute(insertOverrides);
    log(`  company 1's deal-rating corrections in ${secondsSince(started)}`);
  });
  let started = performance.now();
  await refreshSearchIndexes(db);
  log(`  search terms in ${secondsSince(started)}`);
  // VACUUM as well as ANALYZE: the visibility map lets index-only scans work, as on a
  // database autovacuum has seen (PGlite has no autovacuum; PostgreSQL would vacuum mid-run).
  started = performance.now();
  await db.execute(sql`vacuum analyze`);
  log(`  vacuum analyze in ${secondsSince(started)}`);
}
