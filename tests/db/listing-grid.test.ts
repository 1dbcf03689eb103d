import { sql } from 'drizzle-orm';
import { visitorOf } from '@/lib/auth/viewer';
import type { Db } from '@/lib/db/client';
import { seedIfEmpty } from '@/lib/seed';
import { normalizeQuery } from '@/lib/filters/query';
import type { SearchQuery } from '@/lib/filters/types';
import { filterContext, searchContext } from '@/lib/search/context';
import { searchConditions } from '@/lib/search/conditions';
import { postgresBackend } from '@/lib/search/postgres-backend';
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
];

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
      found.push([raw, zoom, clusters.total, clusters.cells.reduce((sum, c) => sum + c.count, 0)]);
      expected.push([raw, zoom, Number(plain?.n), Number(plain?.n)]);
    }
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
