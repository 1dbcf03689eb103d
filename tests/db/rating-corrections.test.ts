import { sql } from 'drizzle-orm';
import { visitorOf } from '@/lib/auth/viewer';
import type { Db } from '@/lib/db/client';
import { propertyOverrides } from '@/lib/db/schema';
import { seedIfEmpty } from '@/lib/seed';
import { rateStaleListings } from '@/lib/estimate/listing-ratings';
import { normalizeQuery } from '@/lib/filters/query';
import type { SearchQuery, Sort } from '@/lib/filters/types';
import { filterContext, searchContext } from '@/lib/search/context';
import { searchConditions, type SearchContext } from '@/lib/search/conditions';
import { listingColumns } from '@/lib/search/listing-columns';
import { postgresBackend } from '@/lib/search/postgres-backend';
import { withRatingCorrections } from '@/lib/search/rating-corrections';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';

/**
 * A company's deal-rating corrections in the search (DESIGN §13 "Shared feeds"): its filter
 * and sort run three ways — with the corrections read and written into the SQL, with them
 * looked up by the SQL itself (past MAX_INLINE), and, when it has none, as the feed's plain
 * SQL — and each must find what a plain join of listings and corrections finds. The
 * deal-ratings job rates the feed's rows and leaves the corrections alone.
 */

let db: Db;
let dir: string | null;
const companies: Record<number, Company> = {};

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 150, leadsPerCompany: 1, imageDir: TEST_IMAGE_DIR });
  // Company 1 corrects every seventh listing of the shared feed, to every weight in turn; some corrections touch extra information only.
  const shared = await rows<{ id: number }>(db, sql`select p.id from properties p join mls_sources s on s.id = p.source_id where s.code = 'eemls' order by p.id`);
  const weights = [60, 50, 40, 30, 20, 10, null];
  const corrections = shared.filter((_, i) => i % 7 === 0).map((l, i) => ({ companyId: 1, propertyId: Number(l.id), dealRating: weights[i % weights.length]!, extraInfo: { note: 'checked' } }));
  await db.insert(propertyOverrides).values(corrections);
  for (const id of [1, 2]) companies[id] = (await getCompany(id))!;
});
afterAll(() => dropDatabase(dir));

async function context(companyId: number): Promise<SearchContext> {
  return searchContext(visitorOf(companies[companyId]!));
}

/** The reference: a plain join of the listings with the company's corrections. */
async function joined(companyId: number, query: SearchQuery, sort: Sort, page: number): Promise<number[]> {
  const ctx = await context(companyId);
  const rating = sql`coalesce(o.deal_rating, p.deal_rating)`;
  const wanted = query.ratingweight?.length ? sql` and ${rating} in (${sql.join(query.ratingweight.map((w) => sql`${w}`), sql`, `)})` : sql``;
  const dir = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
  const order = sort.field === 'ratingweight' ? sql`order by ${rating} ${dir} nulls last, p.id ${dir}` : sql`order by p.listed_at desc, p.id desc`;
  const found = await rows<{ id: number }>(db, sql`select p.id from properties p left join property_overrides o on o.company_id = ${companyId} and o.property_id = p.id
    where ${searchConditions({ ...query, ratingweight: undefined }, ctx)}${wanted} ${order} limit 10 offset ${(page - 1) * 10}`);
  return found.map((r) => Number(r.id));
}

async function searched(ctx: SearchContext, query: SearchQuery, sort: Sort, page: number) {
  const result = await postgresBackend.page(ctx, query, sort, page, 10);
  return { ids: result.rows.map((r) => r.id), total: result.total, rows: result.rows };
}

const QUERIES: SearchQuery[] = [{ ratingweight: [60] }, { ratingweight: [60, 50] }, { ratingweight: [10, 20] }, {}, { ratingweight: [40], type: ['r'] }];
const SORTS: Sort[] = [
  { field: 'ratingweight', direction: 'desc' },
  { field: 'ratingweight', direction: 'asc' },
  { field: 'created_at', direction: 'desc' },
];

test("a company's filter and sort are on its own ratings, however the corrections reach the SQL", async () => {
  for (const companyId of [1, 2]) {
    const filters = await filterContext(companies[companyId]!);
    for (const raw of QUERIES) {
      for (const sort of SORTS) {
        const query = normalizeQuery(raw, filters);
        const read = await withRatingCorrections(await context(companyId), query, sort);
        if (companyId === 1 && (query.ratingweight?.length || sort.field === 'ratingweight')) expect(read.ratingCorrections?.size).toBeGreaterThan(0);
        if (companyId === 2 && (query.ratingweight?.length || sort.field === 'ratingweight')) expect(read.ratingCorrections?.size).toBe(0);
        const lookedUp = { ...(await context(companyId)), ratingCorrections: null };
        for (const page of [1, 2, 3]) {
          const expected = await joined(companyId, query, sort, page);
          const label = { companyId, raw, sort, page };
          const a = await searched(read, query, sort, page);
          const b = await searched(lookedUp, query, sort, page);
          expect({ ...label, ids: a.ids }).toEqual({ ...label, ids: expected });
          expect({ ...label, ids: b.ids }).toEqual({ ...label, ids: expected });
          expect(a.total).toBe(b.total);
        }
      }
    }
  }
});

test('a listing row says the rating the company shows, and whether it set it by hand; another company reads the feed’s', async () => {
  const [corrected] = await rows<{ property_id: number; deal_rating: number }>(db, sql`select property_id, deal_rating from property_overrides where company_id = 1 and deal_rating is not null order by property_id limit 1`);
  const id = Number(corrected!.property_id);
  const columns = async (companyId: number) => (await rows<{ deal_rating: number | null; is_manually_rated: boolean }>(db, sql`select ${listingColumns(companyId)} from properties p where p.id = ${id}`))[0]!;
  const [feed] = await rows<{ deal_rating: number | null; is_manually_rated: boolean }>(db, sql`select deal_rating, is_manually_rated from properties where id = ${id}`);
  expect(await columns(1)).toMatchObject({ deal_rating: corrected!.deal_rating, is_manually_rated: true });
  expect(await columns(2)).toMatchObject({ deal_rating: feed!.deal_rating, is_manually_rated: feed!.is_manually_rated });
});

test('the deal-ratings job rates the feed’s rows and never touches a correction', async () => {
  const before = await rows<{ company_id: number; property_id: number; deal_rating: number | null; extra_info: unknown }>(db, sql`select company_id, property_id, deal_rating, extra_info from property_overrides order by property_id`);
  const ids = before.map((o) => Number(o.property_id));
  // Those listings changed since they were rated: the job rates them again.
  await db.execute(sql`update properties set modified_at = now(), rated_at = now() - interval '1 hour' where id = any(${`{${ids.join(',')}}`}::int[])`);
  expect(await rateStaleListings(db, new Date(), 500)).toBeGreaterThan(0);
  const fresh = await rows<{ id: number; rated_at: Date }>(db, sql`select id, rated_at from properties where id = any(${`{${ids.join(',')}}`}::int[]) and not is_manually_rated`);
  expect(fresh.length).toBeGreaterThan(0);
  for (const f of fresh) expect(new Date(f.rated_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  expect(await rows(db, sql`select company_id, property_id, deal_rating, extra_info from property_overrides order by property_id`)).toEqual(before);
});

test('the job moves the cache version of the companies listing a re-rated home only when what they show changed', async () => {
  const versions = async () => rows<{ company_id: number; version: number }>(db, sql`select company_id, version from company_cache_versions order by company_id`);
  const [home] = await rows<{ id: number; source_id: number; deal_rating: number }>(db, sql`select id, source_id, deal_rating from properties where not is_manually_rated and deal_rating is not null order by id limit 1`);
  const listers = (await rows<{ company_id: number }>(db, sql`select company_id from company_mls_sources where source_id = ${home!.source_id} order by company_id`)).map((r) => Number(r.company_id));
  const now = new Date();
  // The row shows a wrong rating and is due: rating it again changes what the sites show.
  await db.execute(sql`update properties set deal_rating = ${home!.deal_rating === 1 ? 2 : 1}, rated_at = now() - interval '8 days' where id = ${home!.id}`);
  const before = await versions();
  expect(await rateStaleListings(db, now, 500)).toBeGreaterThan(0);
  const after = await versions();
  for (const company of listers) {
    const was = before.find((v) => Number(v.company_id) === company)?.version ?? 0;
    expect(after.find((v) => Number(v.company_id) === company)?.version).toBe(was + 1);
  }
  // Due again with nothing to change (same market, same moment): the caches are left alone.
  await db.execute(sql`update properties set rated_at = now() - interval '8 days' where id = ${home!.id}`);
  expect(await rateStaleListings(db, now, 500)).toBeGreaterThan(0);
  expect(await versions()).toEqual(after);
});
