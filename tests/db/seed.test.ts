import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { seedDemo, seedIfEmpty } from '@/lib/seed';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';

let db: Db;
let dir: string | null;
const NOW = new Date('2026-11-01T12:00:00Z');
const OPTIONS = { listings: 400, leadsPerCompany: 12, imageDir: TEST_IMAGE_DIR, now: NOW };

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  expect(await seedIfEmpty(db, OPTIONS)).toBe(true);
});
afterAll(() => dropDatabase(dir));

const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(db, query))[0]!;

test('seeds once: a second start finds data and leaves it alone', async () => {
  expect(await seedIfEmpty(db, OPTIONS)).toBe(false);
  expect((await one<{ n: number }>(sql`select count(*)::int as n from companies`)).n).toBe(2);
});

test('two tenants on their hosts, with different types, statuses and filter groups', async () => {
  const domains = await rows<{ host: string; company_id: number }>(db, sql`select host, company_id from company_domains order by host`);
  expect(domains.map((d) => [d.host, d.company_id])).toEqual([['127.0.0.1', 1], ['localhost', 1], ['second.localhost', 2]]);
  const settings = await rows<{ s: { propertyTypes: { param: string }[]; propertyStatuses: { param: string }[]; colours: { primary: string } } }>(
    db,
    sql`select settings as s from companies order by id`,
  );
  expect(settings[0]!.s.propertyTypes.map((t) => t.param)).not.toEqual(settings[1]!.s.propertyTypes.map((t) => t.param));
  expect(settings[0]!.s.propertyStatuses.map((t) => t.param)).not.toEqual(settings[1]!.s.propertyStatuses.map((t) => t.param));
  expect(settings[0]!.s.colours.primary).not.toBe(settings[1]!.s.colours.primary);
});

test('listings around the default map centre, in real East End towns, with sane attributes', async () => {
  const stats = await one<{ n: number; lat: number; lon: number; towns: number; bad_zip: number }>(sql`
    select count(*)::int as n, avg(latitude)::float as lat, avg(longitude)::float as lon, count(distinct city)::int as towns,
           count(*) filter (where postal_code !~ '^1[19][0-9]{3}$')::int as bad_zip
    from properties`);
  expect(stats.n).toBe(400);
  expect(Math.abs(stats.lat - 40.92)).toBeLessThan(0.1);
  expect(Math.abs(stats.lon - -72.5)).toBeLessThan(0.3);
  expect(stats.towns).toBeGreaterThan(15);
  expect(stats.bad_zip).toBe(0);
});

test('prices follow size and location', async () => {
  const bySize = await one<{ small: number; large: number }>(sql`
    select avg(list_price) filter (where living_area < 1500)::float as small, avg(list_price) filter (where living_area > 3000)::float as large
    from properties where property_type = 'r'`);
  expect(bySize.large).toBeGreaterThan(bySize.small * 1.5);
  const byTown = await one<{ riverhead: number; east_hampton: number }>(sql`
    select avg(list_price::float / living_area) filter (where city = 'Riverhead') as riverhead,
           avg(list_price::float / living_area) filter (where city = 'East Hampton') as east_hampton
    from properties where property_type = 'r'`);
  expect(byTown.east_hampton).toBeGreaterThan(byTown.riverhead * 2);
});

test('a sold history, price reductions, open houses, photos, schools, features and deal ratings', async () => {
  const c = await one<Record<string, number>>(sql`
    select
      (select count(*)::int from properties where status = 's' and close_date is not null and close_price > 0) as sold,
      (select count(*)::int from properties where status = 's' and (close_date is null or close_price is null)) as sold_broken,
      (select count(*)::int from properties where price_reduced_at is not null and list_price < original_list_price) as reduced,
      (select count(*)::int from open_houses where starts_at > ${NOW.toISOString()}::timestamptz) as open_houses,
      (select count(*)::int from property_images) as photos,
      (select count(*)::int from properties where photos_count = 0) as without_photos,
      (select count(distinct property_id)::int from property_schools) as with_schools,
      (select count(*)::int from property_features) as features,
      (select count(distinct deal_rating)::int from properties) as ratings`);
  expect(c.sold).toBeGreaterThan(80);
  expect(c.sold_broken).toBe(0);
  expect(c.reduced).toBeGreaterThan(20);
  expect(c.open_houses).toBeGreaterThan(5);
  expect(c.photos).toBeGreaterThan(2000);
  expect(c.without_photos).toBeGreaterThan(0);
  expect(c.with_schools).toBe(400);
  expect(c.features).toBeGreaterThan(1000);
  expect(c.ratings).toBeGreaterThanOrEqual(5);
  const mismatched = await one<{ n: number }>(sql`
    select count(*)::int as n from properties p where photos_count <> (select count(*) from property_images i where i.property_id = p.id)`);
  expect(mismatched.n).toBe(0);
});

test('agents of every type, each company with an admin, passwords hashed', async () => {
  const types = await rows<{ company_id: number; type: string }>(db, sql`select distinct company_id, type from agents order by 1, 2`);
  for (const company of [1, 2]) {
    expect(types.filter((t) => t.company_id === company).map((t) => t.type)).toEqual(['agent', 'broker', 'lender', 'realtor']);
  }
  const admins = await one<{ n: number }>(sql`select count(distinct company_id)::int as n from agents where is_admin`);
  expect(admins.n).toBe(2);
  const plain = await one<{ n: number }>(sql`select count(*)::int as n from agents where password_hash is null or password_hash not like 'scrypt$131072$8$1$%'`);
  expect(plain.n).toBe(0);
});

test('leads with co-buyers, addresses, favourites, e-alerts and activity timelines, all within their company', async () => {
  const c = await one<Record<string, number>>(sql`
    select
      (select count(*)::int from leads where primary_lead_id is not null) as co_buyers,
      (select count(*)::int from lead_addresses) as addresses,
      (select count(*)::int from favourites) as favourites,
      (select count(*)::int from e_alerts) as alerts,
      (select count(distinct type)::int from activities) as activity_types,
      (select count(*)::int from activities) as activities`);
  expect(c.co_buyers).toBeGreaterThan(0);
  expect(c.addresses).toBeGreaterThan(0);
  expect(c.favourites).toBeGreaterThan(0);
  expect(c.alerts).toBeGreaterThan(0);
  expect(c.activity_types).toBeGreaterThan(12);
  expect(c.activities).toBeGreaterThan(100);
  // No row points across companies.
  const crossings = await one<{ n: number }>(sql`
    select
      (select count(*) from favourites f join leads l on l.id = f.lead_id where l.company_id <> f.company_id) +
      (select count(*) from activities a join leads l on l.id = a.lead_id where l.company_id <> a.company_id) +
      (select count(*) from e_alerts e join leads l on l.id = e.lead_id where l.company_id <> e.company_id) +
      (select count(*) from leads l join agents a on a.id = l.buyer_agent_id where a.company_id <> l.company_id) +
      (select count(*) from leads c join leads p on p.id = c.primary_lead_id where p.company_id <> c.company_id) as n`);
  expect(Number(crossings.n)).toBe(0);
  // A lead's favourites are listings its company shows (its subscribed feeds).
  const foreign = await one<{ n: number }>(sql`
    select count(*)::int as n from favourites f join properties p on p.id = f.property_id
    where not exists (select 1 from company_mls_sources s where s.company_id = f.company_id and s.source_id = p.source_id)`);
  expect(foreign.n).toBe(0);
});

test('the seed is deterministic: the same options give the same data', async () => {
  const fingerprint = async (target: Db) =>
    ((await target.execute(sql`select md5(string_agg(concat_ws('|', listing_key, list_price, city, latitude, bedrooms_total, status), ',' order by listing_key)) as h from properties`)) as unknown as {
      rows: { h: string }[];
    }).rows[0]!.h;
  const first = await fingerprint(db);
  // Reseeding into the same schema after emptying it must reproduce the listings exactly.
  await db.execute(sql`truncate companies, mls_sources, schools, feature_groups restart identity cascade`);
  await seedDemo(db, OPTIONS);
  expect(await fingerprint(db)).toBe(first);
});
