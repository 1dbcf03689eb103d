import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { visitorOf } from '@/lib/auth/viewer';
import type { Db } from '@/lib/db/client';
import { seedIfEmpty } from '@/lib/seed';
import { normalizeQuery } from '@/lib/filters/query';
import type { SearchQuery } from '@/lib/filters/types';
import { filterContext, searchContext } from '@/lib/search/context';
import { searchConditions } from '@/lib/search/conditions';
import { postgresBackend } from '@/lib/search/postgres-backend';
import { clusterCellDegrees } from '@/lib/search/geo';
import { createRunHere } from '@/lib/feeds/runs';
import { runFeedSync } from '@/lib/feeds/import/run-sync';
import { refreshSearchIndexes } from '@/lib/search/refresh';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';

/**
 * The map grid's price bands and bedrooms (docs/search.md "Grid bands"): filtered clusters at
 * grid zooms are sums of grid rows, and must count exactly what a plain COUNT(*) over the
 * listings counts, before and after listings change price, bedrooms and status (every change
 * ends in refreshSearchIndexes, as the feed sync does). Off-edge prices go live, and agree too.
 */
let db: Db;
let dir: string | null;
let company: Company;

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 200, leadsPerCompany: 1, imageDir: TEST_IMAGE_DIR });
  company = (await getCompany(1))!;
});
afterAll(() => dropDatabase(dir));

const AREA = { west: -73.2, south: 40.6, east: -71.7, north: 41.3 };
const QUERIES: SearchQuery[] = [
  { minbeds: 3, minprice: 300_000, maxprice: 900_000 },
  { maxbeds: 2, maxprice: 500_000 },
  { minprice: 1_000_000, status: ['s'] },
  { minbeds: 6, type: ['r'] },
  { minprice: 123_456 },
  {},
  // The feature grid (one feature, bedrooms), and what it cannot answer (two features, a price) live.
  { features: ['pool'] },
  { features: ['pool'], minbeds: 2 },
  { features: ['fireplace'], maxbeds: 3, status: ['s'] },
  { features: ['pool', 'fireplace'] },
  { features: ['pool'], minprice: 300_000 },
  { status: ['s'], maxdayssold: 90 },
];

/** The cells the live grouping makes (count and south-west corner: min() is exact, a summed centre is not), to hold the feature grid's roll-up to it. */
async function liveCells(query: SearchQuery, zoom: number, ctx: Awaited<ReturnType<typeof searchContext>>): Promise<string[]> {
  const cell = clusterCellDegrees(zoom);
  const found = await rows<{ n: number; lat: number; lon: number }>(db, sql`select count(*)::int as n, min(p.latitude)::float as lat, min(p.longitude)::float as lon
    from properties p where ${searchConditions(query, ctx)} group by floor(p.longitude / ${cell}), floor(p.latitude / ${cell})`);
  return found.map((c) => `${c.n}@${c.lat},${c.lon}`).sort();
}

async function compare(): Promise<void> {
  const ctx = await searchContext(visitorOf(company));
  const filters = await filterContext(company);
  const found: unknown[] = [];
  const expected: unknown[] = [];
  for (const raw of QUERIES) {
    for (const zoom of [8, 10, 12]) {
      const query = normalizeQuery({ ...raw, bounds: AREA, zoom }, filters);
      const clusters = await postgresBackend.clusters(ctx, query, zoom);
      const [plain] = await rows<{ n: number }>(db, sql`select count(*)::int as n from properties p where ${searchConditions(query, ctx)}`);
      const cells = clusters.cells.map((c) => `${c.count}@${c.bounds.south},${c.bounds.west}`).sort();
      found.push([raw, zoom, clusters.total, clusters.cells.reduce((sum, c) => sum + c.count, 0), cells]);
      expected.push([raw, zoom, Number(plain?.n), Number(plain?.n), await liveCells(query, zoom, ctx)]);
    }
  }
  // A list's total with no place on the map comes from the grids too (gridCount): the same count.
  for (const raw of QUERIES) {
    const query = normalizeQuery(raw, filters);
    const page = await postgresBackend.page(ctx, query, query.sort ?? filters.defaultSort, 1, 5);
    const [plain] = await rows<{ n: number }>(db, sql`select count(*)::int as n from properties p where ${searchConditions(query, ctx)}`);
    found.push([raw, 'list', page.total]);
    expected.push([raw, 'list', Number(plain?.n)]);
  }
  expect(found).toEqual(expected);
}

test('filtered cluster counts match a plain COUNT(*), before and after listings change', async () => {
  await compare();
  // Prices onto and across the band edges, bedrooms past the cap and to unknown, sold and back.
  await db.execute(sql`update properties set list_price = 300000 where id % 7 = 0`);
  await db.execute(sql`update properties set list_price = 900001 where id % 11 = 0`);
  await db.execute(sql`update properties set bedrooms_total = 8 where id % 5 = 0`);
  await db.execute(sql`update properties set bedrooms_total = null where id % 13 = 0`);
  await db.execute(sql`update properties set status = 's', close_price = 1000000, close_date = current_date - 10 where id % 3 = 0`);
  await db.execute(sql`update properties set status = 'a' where id % 9 = 0`);
  await refreshSearchIndexes(db);
  await compare();
});

/** Every listing's features_mask is the bits of its property_features rows (lib/search/feature-mask.ts). */
async function masksAgree(): Promise<void> {
  const [row] = await rows<{ listings: number; featured: number; wrong: number }>(db, sql`select count(*)::int as listings, count(*) filter (where features_mask <> 0)::int as featured,
    count(*) filter (where features_mask <> coalesce((select bit_or(1::bigint << pf.feature_id) from property_features pf where pf.property_id = p.id), 0))::int as wrong
    from properties p`);
  expect(row?.featured).toBeGreaterThan(0);
  expect(row?.wrong).toBe(0);
}

test('the feature mask and grid follow the feed: features added and removed by an import count as a plain COUNT(*) does', async () => {
  await masksAgree();
  // The demo feed (a RESO file the seed imported) again, with pools added to some listings and
  // taken from others, through the importer as a real feed sends changes.
  const [source] = await rows<{ id: number; url: string }>(db, sql`select id, url from mls_sources order by id limit 1`);
  const feed = JSON.parse(fs.readFileSync(source!.url, 'utf8')) as { value: Record<string, unknown>[] };
  const changedAt = new Date().toISOString();
  feed.value.forEach((record, i) => {
    if (i % 4 === 0) Object.assign(record, { PoolPrivateYN: !record.PoolPrivateYN, ModificationTimestamp: changedAt });
  });
  const copy = path.join(path.dirname(source!.url), `listing-grid-${process.pid}.json`);
  fs.writeFileSync(copy, JSON.stringify(feed));
  await db.execute(sql`update mls_sources set url = ${copy} where id = ${source!.id}`);
  const [before] = await rows<{ n: number }>(db, sql`select count(*)::int as n from properties where features_mask & (1::bigint << (select id from features where param = 'pool')) <> 0`);
  const runId = await createRunHere(db, source!.id, { full: true, trigger: 'cli' });
  const run = await runFeedSync(db, runId!, { finalAttempt: true, allowLocalFiles: true });
  fs.rmSync(copy, { force: true });
  expect(run?.status).toBe('succeeded');
  const [after] = await rows<{ n: number }>(db, sql`select count(*)::int as n from properties where features_mask & (1::bigint << (select id from features where param = 'pool')) <> 0`);
  expect(after?.n).not.toBe(before?.n);
  await masksAgree();
  await compare();
  // The one-feature map is the feature grid's answer (emptied, it finds nothing), not a live count.
  const ctx = await searchContext(visitorOf(company));
  const query = normalizeQuery({ features: ['pool'], bounds: AREA, zoom: 10 }, await filterContext(company));
  expect((await postgresBackend.clusters(ctx, query, 10)).total).toBeGreaterThan(0);
  await db.execute(sql`delete from listing_feature_grid`);
  expect((await postgresBackend.clusters(ctx, query, 10)).total).toBe(0);
  await refreshSearchIndexes(db);
});
