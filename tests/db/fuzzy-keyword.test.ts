import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { seedIfEmpty } from '@/lib/seed';
import type { SearchQuery, Sort } from '@/lib/filters/types';
import type { ListingPage } from '@/lib/search/backend';
import { searchConditions, type SearchContext } from '@/lib/search/conditions';
import { companySearchContext } from '@/lib/search/context';
import { closestPlaceNames } from '@/lib/search/fuzzy-keyword';
import { mapIndexReady } from '@/lib/search/map-index/registry';
import { postgresBackend } from '@/lib/search/postgres-backend';
import { refreshSearchTerms } from '@/lib/search/search-terms';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';

/**
 * SPEC §4's fuzzy fallback (lib/search/fuzzy-keyword.ts), for a keyword no listing holds: the
 * closest place names of the company's feeds, then their listings with the query's other
 * filters, in the chosen order, those whose address is closest to the keyword first. Through
 * the map index (the API tests go through SQL on the demo seed), on PGlite and PostgreSQL.
 */
let db: Db;
let dir: string | null;
let company: Company;
let visitor: SearchContext;
let agent: SearchContext;
const PER_PAGE = 10;
/** Listings given made-up subdivisions, closest first for "Quarry Holow". */
const hollow: number[] = [];
const hill: number[] = [];
/** Listings given a made-up street: "12 Quixote Lane", "77 Quixote Lane Unit 9C" and "… Unit 9D". */
const quixote: Record<string, number> = {};

// Every company gets a map index, as with many listings.
process.env.MAP_INDEX_MIN_LISTINGS = '0';

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 300, leadsPerCompany: 1, imageDir: TEST_IMAGE_DIR });
  company = (await getCompany(1))!;
  const active = await rows<{ id: number }>(db, sql`select id from properties where status = 'a'
    and source_id = any(${`{${company.mlsSources.map((s) => s.id).join(',')}}`}::int[]) order by id desc limit 15`);
  hollow.push(...active.slice(0, 3).map((r) => r.id));
  hill.push(...active.slice(3).map((r) => r.id));
  await db.execute(sql`update properties set subdivision_name = 'Quarry Hollow' where id = any(${`{${hollow.join(',')}}`}::int[])`);
  await db.execute(sql`update properties set subdivision_name = 'Quarry Hill' where id = any(${`{${hill.join(',')}}`}::int[])`);
  const lane = await rows<{ id: number }>(db, sql`select id from properties where status = 'a'
    and source_id = any(${`{${company.mlsSources.map((s) => s.id).join(',')}}`}::int[]) order by id desc offset 15 limit 3`);
  for (const [k, address] of ['12 Quixote Lane', '77 Quixote Lane Unit 9C', '77 Quixote Lane Unit 9D'].entries()) {
    quixote[address] = lane[k]!.id;
    await db.execute(sql`update properties set street_name = 'Quixote Lane', unparsed_address = ${address} || ', ' || city || ', NY ' || postal_code where id = ${lane[k]!.id}`);
  }
  await refreshSearchTerms(db);
  const now = new Date();
  visitor = await companySearchContext(company, { isAgent: false, leadId: null, now });
  agent = await companySearchContext(company, { isAgent: true, leadId: null, now });
  expect(await mapIndexReady(visitor.scope)).not.toBeNull();
});
afterAll(() => dropDatabase(dir));

const ids = (page: ListingPage) => page.rows.map((r) => r.id);
const fuzzy = (ctx: SearchContext, query: SearchQuery, keyword: string, sort: Sort = { field: 'created_at', direction: 'desc' }) =>
  postgresBackend.fuzzyKeywordPage(ctx, { ...query, keyword: [keyword] }, keyword, sort, PER_PAGE);

test('a misspelt town lists its homes as a search for the town would, other filters and order kept', async () => {
  const [price] = await rows<{ median: number }>(db, sql`select percentile_disc(0.5) within group (order by price) as median from properties where city = 'Riverhead'`);
  const sorts: Sort[] = [{ field: 'created_at', direction: 'desc' }, { field: 'price', direction: 'asc' }, { field: 'price', direction: 'desc' }, { field: 'bedrooms', direction: 'desc' }];
  const filters: SearchQuery[] = [{}, { minprice: Number(price?.median) }, { status: ['s'] }, { minbeds: 3, type: ['r'] }];
  let seen = 0;
  for (const ctx of [visitor, agent]) {
    for (const sort of sorts) {
      for (const filter of filters) {
        const label = JSON.stringify({ agent: ctx === agent, sort, filter });
        const found = await fuzzy(ctx, filter, 'Rivrhead', sort);
        const town = await postgresBackend.page(ctx, { ...filter, keyword: ['riverhead'] }, sort, 1, PER_PAGE);
        // Every Riverhead address is as close to "Rivrhead": the town's homes come first, in the town search's order.
        expect([label, ids(found).slice(0, town.rows.length)]).toEqual([label, ids(town)]);
        expect([label, found.total]).toEqual([label, found.rows.length]);
        // Short of a page, the next closest names fill it, none of them Riverhead's.
        for (const row of found.rows.slice(town.rows.length)) expect([label, /riverhead/i.test(row.unparsed_address)]).toEqual([label, false]);
        // The page says which names it shows: the town's first (as the feed writes it), then those that filled it.
        if (town.rows.length) expect([label, found.places[0]]).toEqual([label, 'Riverhead']);
        expect([label, found.places.length > 1]).toEqual([label, found.rows.length > town.rows.length]);
        seen += town.rows.length;
      }
    }
  }
  expect(seen).toBeGreaterThan(100);
});

test('a house number with a misspelt street puts that home first', async () => {
  // Homes a visitor sees whose number and street no other listing shares, so one is the closest.
  const homes = await rows<{ id: number; address: string }>(db, sql`select p.id, p.unparsed_address as address from properties p
    where ${searchConditions({ status: ['a'] }, visitor)} and p.unparsed_address ~ '^[0-9]+ [A-Za-z]{5,}' and 1 = (select count(*) from properties q
      where split_part(q.unparsed_address, ',', 1) = split_part(p.unparsed_address, ',', 1))
    order by p.id limit 12`);
  expect(homes.length).toBe(12);
  let tried = 0;
  for (const home of homes) {
    const [numberAndStreet] = home.address.split(',');
    // "89 Sayres Path" → "89 Sares Path" (a letter of the street's first word left out) and
    // "89 Syares Path" (two swapped: "Syares" shares less with "Sayres"), units kept: "Unit 40A"
    // must not draw "Union Avenue" ahead of the street.
    const typos = [numberAndStreet!.replace(/^(\d+ [A-Za-z]{2})[a-z]/, '$1')];
    const swapped = numberAndStreet!.replace(/^(\d+ [A-Za-z])([a-z])([a-z])/, '$1$3$2');
    if (swapped !== numberAndStreet) typos.push(swapped);
    // A unit written another way than the listing writes it: "Apt 40A", "#40A" for "Unit 40A".
    if (/ Unit \S+$/.test(typos[0]!)) typos.push(typos[0]!.replace(/ Unit (\S+)$/, ' Apt $1'), typos[0]!.replace(/ Unit (\S+)$/, ' #$1'));
    for (const typo of typos) {
      expect((await postgresBackend.page(visitor, { keyword: [typo] }, { field: 'created_at', direction: 'desc' }, 1, PER_PAGE)).total).toBe(0);
      const found = await fuzzy(visitor, {}, typo);
      expect([typo, found.rows[0]?.unparsed_address]).toEqual([typo, home.address]);
      expect([typo, numberAndStreet!.toLowerCase().includes(found.places[0]!.toLowerCase())]).toEqual([typo, true]);
      tried++;
    }
  }
  expect(tried).toBeGreaterThan(24);
});

test('a unit written otherwise than the listing writes it still puts the home first', async () => {
  // "Apt", "Suite" and "#" share no trigram with "quixote lane": taken for words the home must hold, they would leave it out.
  // Two units of one house: whichever the street's order puts first, each must come first for its own number.
  for (const number of ['9C', '9D']) {
    for (const unit of ['Unit', 'Apt', 'Apt.', 'Suite', '#']) {
      const typo = `77 Quixtoe Lane ${unit}${unit === '#' ? '' : ' '}${number}`;
      const found = await fuzzy(visitor, {}, typo);
      expect([typo, found.rows[0]?.id, found.places[0]]).toEqual([typo, quixote[`77 Quixote Lane Unit ${number}`], 'Quixote Lane']);
    }
  }
});

test('a page short of the closest name is filled from the next, each home once', async () => {
  const found = await fuzzy(agent, {}, 'Quarry Holow');
  expect(ids(found).slice(0, 3).sort()).toEqual([...hollow].sort());
  expect(ids(found).slice(3)).toHaveLength(PER_PAGE - 3);
  expect(found.places).toEqual(['Quarry Hollow', 'Quarry Hill']);
  for (const id of ids(found).slice(3)) expect(hill).toContain(id);
  expect(new Set(ids(found)).size).toBe(PER_PAGE);
  // The other filters still hold: one of the Hollow homes is left out by its price.
  const [cheapest] = await rows<{ price: number }>(db, sql`select min(price) as price from properties where id = any(${`{${hollow.join(',')}}`}::int[])`);
  const dearer = await fuzzy(agent, { minprice: Number(cheapest?.price) + 1 }, 'Quarry Holow');
  for (const row of dearer.rows) expect(row.price).toBeGreaterThan(Number(cheapest?.price));
  expect(dearer.rows.filter((r) => hollow.includes(r.id))).toHaveLength(2);
  // A name none of whose homes the filters keep is not named.
  const beyond = await fuzzy(agent, { maxprice: Number(cheapest?.price) - 1, minprice: 1 }, 'Quarry Holow');
  expect(beyond.rows.length).toBeGreaterThan(0);
  expect(beyond.places).not.toContain('Quarry Hollow');
});

test('a keyword close to no place name finds nothing, and a word known to match nothing stays so', async () => {
  expect(await fuzzy(visitor, {}, 'Xqzvwjk')).toEqual({ rows: [], total: 0, totalCapped: false, places: [] });
  // The first search scans for the word; the second is answered from what that scan found.
  for (let k = 0; k < 2; k++) {
    const page = await postgresBackend.page(visitor, { keyword: ['Xqzvwjk'] }, { field: 'price', direction: 'asc' }, 1, PER_PAGE);
    expect([k, page.total, page.rows]).toEqual([k, 0, []]);
  }
  expect((await postgresBackend.page(visitor, { keyword: ['Xqzvwjk', 'Main'] }, { field: 'price', direction: 'asc' }, 1, PER_PAGE)).total).toBe(0);
  expect((await postgresBackend.page(visitor, { keyword: ['Main'] }, { field: 'price', direction: 'asc' }, 1, PER_PAGE)).total).toBeGreaterThan(0);
});

test('only the company’s own feeds’ place names are looked at', async () => {
  const other = (await getCompany(2))!;
  const mine = company.mlsSources.map((s) => s.id);
  const theirs = other.mlsSources.map((s) => s.id);
  // A town (of six letters or more) only in feeds company 2 does not list.
  const [town] = await rows<{ value: string }>(db, sql`select value from search_terms where key = 'city' and length(value) >= 6 and value !~ ' '
    and source_id = any(${`{${mine.join(',')}}`}::int[])
    and value not in (select value from search_terms where key = 'city' and source_id = any(${`{${theirs.join(',')}}`}::int[]))
    order by listings desc limit 1`);
  expect(town).toBeDefined();
  const typo = town!.value.slice(0, 2) + town!.value.slice(3);
  const pattern = new RegExp(town!.value, 'i');
  const own = await fuzzy(agent, {}, typo);
  expect(own.rows.length).toBeGreaterThan(0);
  expect(own.rows[0]?.unparsed_address).toMatch(pattern);
  const theirCtx = await companySearchContext(other, { isAgent: true, leadId: null, now: new Date() });
  expect((await closestPlaceNames(agent, typo))[0]?.name).toBe(town!.value.toLowerCase());
  expect((await closestPlaceNames(theirCtx, typo)).map((n) => n.name)).not.toContain(town!.value.toLowerCase());
  const their = await fuzzy(theirCtx, {}, typo);
  for (const row of their.rows) expect(row.unparsed_address).not.toMatch(pattern);
});

test('only a keyword’s first 64 characters are looked at', async () => {
  // A long word of other letters after the typo would leave "Rivrhead" close to nothing.
  const tail = 'qwertyuiopasdfghjklzxcvbnm'.repeat(4);
  expect((await closestPlaceNames(visitor, `Rivrhead ${tail}`))[0]?.name).toBe('riverhead');
  expect((await closestPlaceNames(visitor, `Rivrhead ${tail.slice(0, 40)}`)).map((n) => n.name)).not.toContain('riverhead');
  // The longest keyword the codec takes (50 values of 100 characters) is answered for its first word alone.
  const longest = Array.from({ length: 50 }, (_, v) => `Rivrhead ${tail}`.slice(v % 7, 100 + (v % 7)));
  const sort: Sort = { field: 'price', direction: 'asc' };
  const found = await postgresBackend.fuzzyKeywordPage(visitor, { keyword: longest }, longest.join(' '), sort, PER_PAGE);
  expect(found.rows.length).toBeGreaterThan(0);
  expect(ids(found)).toEqual(ids(await postgresBackend.fuzzyKeywordPage(visitor, { keyword: longest }, 'Rivrhead', sort, PER_PAGE)));
});
