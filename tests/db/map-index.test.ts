import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { seedIfEmpty } from '@/lib/seed';
import type { SearchQuery, SortField } from '@/lib/filters/types';
import type { SearchContext } from '@/lib/search/conditions';
import { companySearchContext } from '@/lib/search/context';
import { searchConditions } from '@/lib/search/conditions';
import { clusterCellDegrees } from '@/lib/search/geo';
import { orderBy } from '@/lib/search/order';
import { loadMapColumns, type MapColumns } from '@/lib/search/map-index/columns';
import { indexClusters } from '@/lib/search/map-index/clusters';
import { indexCount, indexPage, indexPageFromMatches } from '@/lib/search/map-index/list';
import { listingMatches, wordMatches } from '@/lib/search/map-index/keywords';
import { mapIndexFor, mapIndexReady } from '@/lib/search/map-index/registry';
import { postgresBackend } from '@/lib/search/postgres-backend';
import { bumpCompanyVersion, noteCompanyVersion } from '@/lib/tenancy/cache-versions';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';

/**
 * The map index (docs/search.md "Map index") answers clusters, totals and pages from columns in
 * memory instead of SQL. It must give exactly SQL's answer: the same cells with the same counts
 * and bounds, the same capped totals, the same ids in the same order, for any mix of the
 * filters it takes. Queries are drawn at random (a fixed seed), their bounds taken from real
 * listings' values so every equality edge is met, for a visitor and an agent, on PGlite and
 * PostgreSQL; a listing changed through a version bump is seen by the next index.
 */
let db: Db;
let dir: string | null;
let company: Company;
let columns: MapColumns;

// The registry's knobs are read on first use: every company gets an index here.
process.env.MAP_INDEX_MIN_LISTINGS = '0';

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 300, leadsPerCompany: 1, imageDir: TEST_IMAGE_DIR });
  // Nulls and sales in every column the index holds, beyond what the seed draws.
  await db.execute(sql`update properties set bathrooms_total = null, year_built = null where id % 17 = 0`);
  await db.execute(sql`update properties set living_area = null, lot_size_acres = null, garage_spaces = null where id % 19 = 0`);
  await db.execute(sql`update properties set association_fee_monthly = null where id % 3 = 0`);
  await db.execute(sql`update properties set association_fee_monthly = 250 where id % 3 = 1`);
  await db.execute(sql`update properties set assumable_mortgage_rate = 3.125 where id % 5 = 0`);
  await db.execute(sql`update properties set basement_types = '{2,5}' where id % 4 = 0`);
  await db.execute(sql`update properties set price_reduced_at = listed_at + interval '3 days' where id % 6 = 0`);
  // Keywords: LIKE's own characters, a letter in an MLS number, a subdivision where there was none.
  await db.execute(sql`update properties set unparsed_address = unparsed_address || ' Unit 5%_\\b' where id % 23 = 0`);
  await db.execute(sql`update properties set listing_id = 'ab' || listing_id where id % 29 = 0`);
  await db.execute(sql`update properties set subdivision_name = 'Oak Hollow' where id % 31 = 0`);
  await db.execute(sql`update properties set status = 's', close_price = list_price - 1000, close_date = current_date - (id % 900)::int where id % 4 = 1`);
  company = (await getCompany(1))!;
  columns = await loadMapColumns(db, company.mlsSources.map((s) => s.id), 1_000);
});
afterAll(() => dropDatabase(dir));

/** A small deterministic generator (mulberry32), so a failure names a query that can be run again. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sample {
  price: number; beds: number | null; baths: number | null; garage: number | null; stories: number | null; year: number | null;
  sqft: number | null; acres: number | null; hoa: number | null; rate: number | null; lat: number; lon: number;
  listed_days: number; reduced_days: number | null; sold_days: number | null;
  address: string; subdivision: string | null; listing_id: string;
}

async function samples(): Promise<Sample[]> {
  return rows<Sample>(db, sql`select price, bedrooms_total as beds, bathrooms_total::float8 as baths, garage_spaces as garage, stories_total as stories,
    year_built as year, living_area as sqft, lot_size_acres::float8 as acres, association_fee_monthly as hoa, assumable_mortgage_rate::float8 as rate,
    latitude as lat, longitude as lon, floor(extract(epoch from now() - listed_at) / 86400)::int as listed_days,
    floor(extract(epoch from now() - price_reduced_at) / 86400)::int as reduced_days, (current_date - close_date)::int as sold_days,
    unparsed_address as address, subdivision_name as subdivision, listing_id
    from properties order by id`);
}

const SORTS: SortField[] = ['price', 'square', 'bedrooms', 'bathrooms', 'created_at', 'year', 'lot_square', 'price_reduced_at'];

function randomQuery(random: () => number, pool: Sample[]): SearchQuery {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const value = <K extends keyof Sample>(key: K): number | undefined => {
    const v = pick(pool)[key];
    return v === null ? undefined : Number(v);
  };
  const q: SearchQuery = {};
  const ranges: [keyof SearchQuery, keyof SearchQuery, keyof Sample][] = [
    ['minprice', 'maxprice', 'price'], ['minbeds', 'maxbeds', 'beds'], ['minbaths', 'maxbaths', 'baths'], ['mingar', 'maxgar', 'garage'],
    ['minstor', 'maxstor', 'stories'], ['minyear', 'maxyear', 'year'], ['minsqft', 'maxsqft', 'sqft'], ['minacres', 'maxacres', 'acres'],
    ['maxdayslisted', 'mindayslisted', 'listed_days'], ['maxdaysprr', 'mindaysprr', 'reduced_days'], ['maxdayssold', 'mindayssold', 'sold_days'],
  ];
  const record = q as Record<string, unknown>;
  for (const [low, high, column] of ranges) {
    if (random() < 0.18) record[low] = value(column);
    if (random() < 0.12) record[high] = value(column);
  }
  if (random() < 0.15) q.maxhoa = pick([-1, 0, 250, 400]);
  if (random() < 0.1) q.minhoa = pick([0, 250, 300]);
  if (random() < 0.1) q.maxassmortgrate = pick([-1, 3, 3.125, 4]);
  if (random() < 0.1) q.basmnttype = pick([1, 2, 5]);
  if (random() < 0.1) q.withim = true;
  if (random() < 0.3) q.features = pick([['pool'], ['fireplace'], ['pool', 'fireplace'], ['waterfront', 'pool'], ['no-such-feature']]);
  if (random() < 0.4) q.status = pick([['s'], ['a'], ['a', 'p'], ['o'], ['p', 'u', 's']]);
  if (random() < 0.25) q.type = pick([['r'], ['c', 't'], ['ll']]);
  if (random() < 0.1) q.keyword = [randomKeyword(random, pick(pool))];
  if (random() < 0.6) {
    const a = pick(pool);
    const b = pick(pool);
    q.bounds = { west: Math.min(a.lon, b.lon), east: Math.max(a.lon, b.lon), south: Math.min(a.lat, b.lat), north: Math.max(a.lat, b.lat) };
  } else if (random() < 0.1) {
    // Across the antimeridian: west > east (everything east of the west edge, or west of the east edge).
    q.bounds = { west: pick(pool).lon, east: -179, south: -80, north: 80 };
  }
  return q;
}

/**
 * A keyword as a visitor might type one: part of a listing's address or subdivision in any
 * case, its MLS number (exact, or in the wrong case), a word across two fields, or nothing's.
 */
function randomKeyword(random: () => number, listing: Sample): string {
  const part = (text: string) => {
    const from = Math.floor(random() * text.length);
    const cut = text.slice(from, from + 1 + Math.floor(random() * 12)).trim() || text;
    return [...cut].map((ch) => (random() < 0.5 ? ch.toUpperCase() : ch.toLowerCase())).join('');
  };
  const choice = random();
  if (choice < 0.4) return part(listing.address);
  if (choice < 0.55) return part(listing.subdivision ?? 'Landing');
  if (choice < 0.65) return listing.listing_id;
  if (choice < 0.7) return listing.listing_id.toLowerCase();
  if (choice < 0.75) return listing.listing_id.slice(1, -1);
  if (choice < 0.8) return `${listing.address.slice(-3)}${(listing.subdivision ?? 'Oak').slice(0, 3)}`;
  if (choice < 0.85) return '5%_\\';
  return ['zzz', '%', '_', 'Main', 'Road', 'NY 119', 'Ab'][Math.floor(random() * 7)]!;
}

/** Keywords alone, or with a status or a view: most find something, so a wrong match shows. */
function randomKeywordQuery(random: () => number, pool: Sample[]): SearchQuery {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const q: SearchQuery = { keyword: Array.from({ length: random() < 0.8 ? 1 : 2 }, () => randomKeyword(random, pick(pool))) };
  if (random() < 0.3) q.status = pick([['a'], ['s'], ['a', 'p', 'u', 's']]);
  if (random() < 0.2) {
    const a = pick(pool);
    q.bounds = { west: a.lon - 0.2, east: a.lon + 0.2, south: a.lat - 0.2, north: a.lat + 0.2 };
  }
  return q;
}

/** SQL's answer, as the live path groups and pages (lib/search/postgres-backend.ts). */
async function sqlClusters(query: SearchQuery, ctx: SearchContext, zoom: number) {
  const cell = clusterCellDegrees(zoom);
  const found = await rows<{ n: number; s: number; w: number; nn: number; e: number }>(db, sql`select count(*)::int as n,
      min(p.latitude)::float as s, min(p.longitude)::float as w, max(p.latitude)::float as nn, max(p.longitude)::float as e
    from properties p where ${searchConditions(query, ctx)} group by floor(p.longitude / ${cell}), floor(p.latitude / ${cell})`);
  return found.map((c) => `${c.n}@${c.s},${c.w}:${c.nn},${c.e}`).sort();
}

async function compareRandom(seed: number, cases: number, draw = randomQuery): Promise<{ indexed: number; nonEmpty: number }> {
  const pool = await samples();
  const random = generator(seed);
  let indexed = 0;
  let nonEmpty = 0;
  for (let k = 0; k < cases; k++) {
    const ctx = await companySearchContext(company, { isAgent: random() < 0.3, leadId: null, now: new Date() });
    const query = draw(random, pool);
    const zoom = 1 + Math.floor(random() * 12);
    const where = searchConditions(query, ctx);
    const label = `seed ${seed} case ${k}: ${JSON.stringify(query)} zoom ${zoom}`;

    const clusters = indexClusters(columns, query, ctx, zoom);
    expect([label, clusters !== null]).toEqual([label, true]);
    indexed++;
    const cells = clusters!.cells.map((c) => `${c.count}@${c.bounds.south},${c.bounds.west}:${c.bounds.north},${c.bounds.east}`).sort();
    const [plain] = await rows<{ n: number }>(db, sql`select count(*)::int as n from properties p where ${where}`);
    const total = Number(plain?.n);
    if (total > 0) nonEmpty++;
    expect([label, clusters!.total, cells]).toEqual([label, total, await sqlClusters(query, ctx, zoom)]);
    // A capped count (cap 10 here, so the cap is crossed as often as not).
    expect([label, indexCount(columns, query, ctx, 10)]).toEqual([label, Math.min(total, 11)]);

    const sort = { field: SORTS[Math.floor(random() * SORTS.length)]!, direction: random() < 0.5 ? ('asc' as const) : ('desc' as const) };
    const page = 1 + Math.floor(random() * 3);
    const found = indexPage(columns, query, ctx, sort, page, 7);
    const live = await rows<{ id: number }>(db, sql`select p.id from properties p where ${where} ${orderBy(sort)} limit 7 offset ${(page - 1) * 7}`);
    expect([label, sort, found?.ids]).toEqual([label, sort, live.map((r) => Number(r.id))]);
    // A page that knows how many match in all (it walked every listing) knows it right.
    if (found?.matches !== null) expect([label, found?.matches]).toEqual([label, total]);
    // The other way to the same page, taken for searches that match few listings: the same ids, and every match counted.
    expect([label, sort, indexPageFromMatches(columns, query, ctx, sort, page, 7)]).toEqual([label, sort, { ids: found?.ids, matches: total }]);
  }
  return { indexed, nonEmpty };
}

test('clusters, totals and pages from the index are SQL’s, for 400 random mixes of its filters', async () => {
  const { indexed, nonEmpty } = await compareRandom(19, 400);
  expect(indexed).toBe(400);
  // The draws are not all empty: most find something.
  expect(nonEmpty).toBeGreaterThan(100);
});

test('keywords match as SQL’s: in the address or subdivision in any case, or the whole MLS number', async () => {
  const { indexed, nonEmpty } = await compareRandom(23, 200, randomKeywordQuery);
  expect(indexed).toBe(200);
  expect(nonEmpty).toBeGreaterThan(120);
});

test('a listing tested alone matches a keyword as the scan of every listing does', async () => {
  const pool = await samples();
  const random = generator(29);
  const text = columns.text!;
  let matched = 0;
  for (let k = 0; k < 300; k++) {
    const word = randomKeyword(random, pool[Math.floor(random() * pool.length)]!);
    const all = wordMatches(text, columns.size, word);
    const alone = Array.from({ length: columns.size }, (_, i) => (listingMatches(text, columns.size, i, word, word.toLowerCase()) ? 1 : 0));
    expect([word, alone]).toEqual([word, [...all]]);
    matched += alone.filter(Boolean).length;
  }
  expect(matched).toBeGreaterThan(1_000);
});

test('every sort, both ways, with and without values, pages the same as SQL', async () => {
  const ctx = await companySearchContext(company, { isAgent: false, leadId: null, now: new Date() });
  for (const query of [{}, { status: ['s'] }, { minbaths: 2, status: ['a', 's'] }] satisfies SearchQuery[]) {
    for (const field of SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        const sort = { field, direction };
        const all = indexPage(columns, query, ctx, sort, 1, 1_000)?.ids;
        const live = await rows<{ id: number }>(db, sql`select p.id from properties p where ${searchConditions(query, ctx)} ${orderBy(sort)}`);
        expect([query, sort, all]).toEqual([query, sort, live.map((r) => Number(r.id))]);
        expect([query, sort, indexPageFromMatches(columns, query, ctx, sort, 1, 1_000)?.ids]).toEqual([query, sort, all]);
      }
    }
  }
});

test('what the index does not answer is left to SQL', async () => {
  const ctx = await companySearchContext(company, { isAgent: false, leadId: null, now: new Date() });
  for (const query of [{ keyword: ['Main', 'Montréal'] }, { keyword: ['İ'] }, { city: ['riverhead'] }, { pts: [{ lat: 41, lon: -72.5 }, { lat: 41.1, lon: -72.5 }, { lat: 41, lon: -72.4 }] }, { ratingweight: [60] }, { favorite: true }] satisfies SearchQuery[]) {
    expect([query, indexClusters(columns, query, ctx, 10)]).toEqual([query, null]);
    expect([query, indexCount(columns, query, ctx, 10)]).toEqual([query, null]);
  }
  expect(indexPage(columns, {}, ctx, { field: 'ratingweight', direction: 'desc' }, 1, 5)).toBeNull();
});

test('the search uses the company’s index once loaded, and a new one after a listing changes', async () => {
  const ctx = await companySearchContext(company, { isAgent: false, leadId: null, now: new Date() });
  const query: SearchQuery = { minbaths: 2, bounds: { west: -180, south: -90, east: 180, north: 90 } };
  const index = await mapIndexReady(ctx.scope);
  expect(index?.size).toBeGreaterThan(0);
  const before = await postgresBackend.clusters(ctx, query, 10);
  expect(before.total).toBe(indexClusters(index!, query, ctx, 10)!.total);

  // A listing leaves the filter; its company's version moves on with the change, as a feed sync's does.
  const [changed] = await rows<{ id: number }>(db, sql`update properties set bathrooms_total = 1 where id = (
    select min(p.id) from properties p where ${searchConditions(query, ctx)}) returning id`);
  expect(changed).toBeDefined();
  noteCompanyVersion(company.id, await bumpCompanyVersion(db, company.id));
  // The old index is not used for the new version: SQL answers until the next one is loaded.
  expect(await mapIndexFor(ctx.scope)).toBeNull();
  const live = await postgresBackend.clusters(ctx, query, 10);
  expect(live.total).toBe(before.total - 1);
  // A reload waits a while after the last (a feed sync bumps the version on every page it writes).
  const next = await mapIndexReady(ctx.scope, Date.now() + 60_000);
  expect(next).not.toBe(index);
  expect(indexClusters(next!, query, ctx, 10)!.total).toBe(before.total - 1);
});

test('companies that list the same feeds share one index, each with its own scope', async () => {
  const other = (await getCompany(2))!;
  const missing = company.mlsSources.filter((s) => !other.mlsSources.some((o) => o.id === s.id));
  expect(missing.length).toBeGreaterThan(0);
  for (const source of missing) await db.execute(sql`insert into company_mls_sources (company_id, source_id) values (${other.id}, ${source.id})`);
  noteCompanyVersion(other.id, await bumpCompanyVersion(db, other.id));
  const widened = (await getCompany(2))!;
  const ctx1 = await companySearchContext(company, { isAgent: false, leadId: null, now: new Date() });
  const ctx2 = await companySearchContext(widened, { isAgent: false, leadId: null, now: new Date() });
  expect([...ctx2.scope.sourceIds].sort()).toEqual([...ctx1.scope.sourceIds].sort());
  const shared = await mapIndexReady(ctx2.scope, Date.now() + 120_000);
  expect(shared).not.toBeNull();
  expect(await mapIndexFor(ctx1.scope, Date.now() + 120_000)).toBe(shared);
  // The same columns, each company's own statuses and types: both as SQL counts them.
  const query: SearchQuery = { bounds: { west: -180, south: -90, east: 180, north: 90 } };
  for (const ctx of [ctx1, ctx2]) {
    const [plain] = await rows<{ n: number }>(db, sql`select count(*)::int as n from properties p where ${searchConditions(query, ctx)}`);
    expect(indexClusters(shared!, query, ctx, 8)!.total).toBe(Number(plain?.n));
  }
});
