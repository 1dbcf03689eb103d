import { leadClaims as lead, TENANT_2, XHR, type Json, seededLeadToken } from './fixtures';
import { TOWNS } from '@/lib/seed/geography';
import { seededLeads } from './lead-helpers';
import { startServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 180_000);
afterAll(() => server?.stop());

type Listing = { id: number; price: number | null; bedrooms: number | null; bathrooms: number | null; type: string; status: string; created_at: string; attributes: Json; images: string[]; meta: Json };
type Page = { data: Listing[]; meta: Json };

async function search(query: string, host?: string, headers?: Record<string, string>): Promise<Page> {
  const r = await server.request(`/api/properties?${query}`, { host, headers });
  if (r.status !== 200) throw new Error(`${query} → ${r.status} ${r.text}`);
  return r.json<Page>();
}
const all = async (query: string, host?: string) => {
  // Enough pages to see every match of a narrow search.
  const first = await search(query, host);
  const pages = Math.min(first.meta.pagination.total_pages, 8);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => search(`${query}&page=${i + 2}`, host)));
  return [first, ...rest].flatMap((p) => p.data);
};


describe('GET /api/properties', () => {
  test('a page of 10 with SPEC pagination, newest first by default, for sale only', async () => {
    const page = await search('');
    expect(page.data).toHaveLength(10);
    expect(page.meta.pagination).toMatchObject({ count: 10, per_page: 10, current_page: 1 });
    expect(page.meta.pagination.total_pages).toBe(Math.ceil(page.meta.pagination.total / 10));
    const dates = page.data.map((l) => l.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(page.data.map((l) => l.status))).not.toContain('s');
    const item = page.data[0]!;
    expect(item.meta.data.url).toMatch(new RegExp(`^/homedetails/[a-z0-9-]+/${item.id}$`));
    expect((item as unknown as Json).statusInfo).toEqual({ code: item.status, title: expect.any(String) });
  });

  test('page 2 continues where page 1 stopped', async () => {
    const [one, two] = await Promise.all([search('page=1'), search('page=2')]);
    const firstIds = new Set(one.data.map((l) => l.id));
    expect(two.data.filter((l) => firstIds.has(l.id))).toEqual([]);
    expect(two.data).toHaveLength(10);
    expect(Date.parse(two.data[0]!.created_at)).toBeLessThanOrEqual(Date.parse(one.data[9]!.created_at));
    expect(two.meta.pagination.current_page).toBe(2);
  });

  test('tenant 2 sees its own feed, types and statuses, sorted by its default (price desc)', async () => {
    const listings = await all('status=a,s', TENANT_2);
    expect(listings.length).toBeGreaterThan(0);
    // Tenant 2 subscribes to the East End feed only: South Fork and Shelter Island towns.
    const southFork = TOWNS.filter((t) => t.region === 'South Fork' || t.region === 'Shelter Island').map((t) => t.name);
    for (const l of listings) {
      expect(['r', 'c', 'll', 'dplx']).toContain(l.type);
      expect(['a', 's']).toContain(l.status);
      expect(southFork).toContain(l.attributes.city);
    }
    const page = await search('', TENANT_2);
    expect(page.meta.sort).toBe('price desc');
    const prices = page.data.map((l) => l.price ?? 0);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });

  test('price, beds, baths, size, lot, year, garages, stories and photos filters hold for every result', async () => {
    const cases: [string, (l: Listing) => boolean][] = [
      ['minprice=400000&maxprice=900000', (l) => l.price! >= 400000 && l.price! <= 900000],
      ['minbeds=4', (l) => (l.bedrooms ?? 0) >= 4],
      ['maxbeds=2', (l) => l.bedrooms !== null && l.bedrooms <= 2],
      ['minbaths=3', (l) => (l.bathrooms ?? 0) >= 3],
      ['minsqft=3000', (l) => l.attributes.square >= 3000],
      ['maxsqft=1200', (l) => l.attributes.square <= 1200],
      ['minacres=1', (l) => l.attributes.lot_acres >= 1],
      ['minyear=2000', (l) => l.attributes.year >= 2000],
      ['maxyear=1900', (l) => l.attributes.year <= 1900],
      ['mingar=2', (l) => l.attributes.garages_total >= 2],
      ['minstor=2&maxstor=2', (l) => l.attributes.stories_total === 2],
      ['withim=1', (l) => l.attributes.images_total > 0],
      ['type=c', (l) => l.type === 'c'],
      ['ratingweight=60,50', (l) => [60, 50].includes(l.attributes.rating)],
      ['maxhoa=-1', (l) => l.attributes.maxhoa === null],
      ['maxhoa=300', (l) => l.attributes.maxhoa === null || l.attributes.maxhoa <= 300],
    ];
    for (const [query, holds] of cases) {
      const listings = await all(query);
      expect([query, listings.length > 0]).toEqual([query, true]);
      expect([query, listings.filter((l) => !holds(l)).map((l) => l.id)]).toEqual([query, []]);
    }
  });

  test('reversed ranges are swapped', async () => {
    const [a, b] = await Promise.all([search('minprice=900000&maxprice=400000'), search('minprice=400000&maxprice=900000')]);
    expect(a.meta.pagination.total).toBe(b.meta.pagination.total);
  });

  test('days listed, days since a price cut and days since sold', async () => {
    const now = Date.now();
    for (const l of await all('maxdayslisted=14')) expect(now - Date.parse(l.created_at)).toBeLessThanOrEqual(15 * 86_400_000);
    for (const l of await all('maxdaysprr=30')) expect(now - Date.parse(l.attributes.price_reduced_at)).toBeLessThanOrEqual(31 * 86_400_000);
    const sold = await all('status=s&maxdayssold=90');
    expect(sold.length).toBeGreaterThan(0);
    for (const l of sold) {
      expect(l.status).toBe('s');
      expect(now - Date.parse(l.attributes.sold_at)).toBeLessThanOrEqual(91 * 86_400_000);
    }
  });

  test('places: zip, city, city_label, county, state, street (abbreviated), school district, location', async () => {
    const cases: [string, (l: Listing) => boolean][] = [
      ['zip=11901', (l) => l.attributes.zip === '11901'],
      ['city=Southold', (l) => l.attributes.city === 'Southold'],
      ['city_label=Riverhead, NY|Greenport, NY', (l) => ['Riverhead', 'Greenport'].includes(l.attributes.city)],
      ['county=suffolk', () => true],
      ['state=ny', (l) => l.attributes.state === 'NY'],
      ['pl=North Fork', (l) => ['Aquebogue', 'Jamesport', 'Laurel', 'Mattituck', 'Cutchogue', 'Peconic', 'Southold', 'Greenport', 'East Marion', 'Orient'].includes(l.attributes.city)],
    ];
    for (const [query, holds] of cases) {
      const listings = await all(query.replace(/ /g, '%20').replace(/\|/g, '%7C'));
      expect([query, listings.length > 0]).toEqual([query, true]);
      expect([query, listings.filter((l) => !holds(l)).map((l) => l.attributes.city)]).toEqual([query, []]);
    }
    const street = await search('street=Main%20St');
    expect(street.meta.pagination.total).toBeGreaterThan(0);
    for (const l of street.data) expect(l.attributes.address).toMatch(/Main Street/);
  });

  test('geometry: bounds, polygon and circle', async () => {
    const bounds = await all('bounds=-72.70,40.90,-72.60,40.96');
    expect(bounds.length).toBeGreaterThan(0);
    for (const l of bounds) {
      expect(l.attributes.latitude).toBeGreaterThanOrEqual(40.9);
      expect(l.attributes.latitude).toBeLessThanOrEqual(40.96);
      expect(l.attributes.longitude).toBeGreaterThanOrEqual(-72.7);
      expect(l.attributes.longitude).toBeLessThanOrEqual(-72.6);
    }
    // A triangle inside those bounds holds fewer listings than the box.
    const triangle = await search('pts=40.90,-72.70,40.96,-72.70,40.90,-72.60');
    const box = await search('bounds=-72.70,40.90,-72.60,40.96');
    expect(triangle.meta.pagination.total).toBeLessThan(box.meta.pagination.total);
    expect(triangle.meta.pagination.total).toBeGreaterThan(0);
    for (const l of (await all('circle=40.917,-72.662,2')).slice(0, 40)) {
      const dLat = (l.attributes.latitude - 40.917) * 69.05;
      const dLon = (l.attributes.longitude + 72.662) * 69.05 * Math.cos((40.917 * Math.PI) / 180);
      expect(Math.hypot(dLat, dLon)).toBeLessThanOrEqual(2.05);
    }
  });

  test('every gallery sort, both directions', async () => {
    const fields: [string, (l: Listing) => number | string | null][] = [
      ['price', (l) => l.price], ['square', (l) => l.attributes.square], ['bedrooms', (l) => l.bedrooms], ['bathrooms', (l) => l.bathrooms],
      ['created_at', (l) => l.created_at], ['year', (l) => l.attributes.year], ['lot_square', (l) => l.attributes.lot_square],
      ['price_reduced_at', (l) => l.attributes.price_reduced_at], ['ratingweight', (l) => l.attributes.rating],
    ];
    for (const [field, value] of fields) {
      for (const direction of ['asc', 'desc']) {
        const page = await search(`sort=${field}%20${direction}`);
        const values = page.data.map(value);
        // Listings without the value come last, whichever the direction.
        const firstNull = values.indexOf(null);
        if (firstNull >= 0) expect([field, direction, values.slice(firstNull).every((v) => v === null)]).toEqual([field, direction, true]);
        const present = values.filter((v) => v !== null) as (number | string)[];
        expect([field, direction, present.length]).toEqual([field, direction, expect.any(Number)]);
        expect(present.length).toBeGreaterThan(0);
        const sorted = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect([field, direction, present]).toEqual([field, direction, direction === 'asc' ? sorted : sorted.reverse()]);
      }
    }
    const listed = await search('sort=listed_at');
    expect(listed.meta.sort).toBe('created_at desc');
  });

  test('a keyword finds addresses, and a misspelt one falls back to a fuzzy search', async () => {
    const exact = await search('keyword=Main');
    expect([exact.meta.fuzzy, exact.meta.fuzzy_places]).toEqual([false, []]);
    expect(exact.data.length).toBeGreaterThan(0);
    const fuzzy = await search('keyword=Riverhaed');
    expect(fuzzy.meta.fuzzy).toBe(true);
    expect(fuzzy.data.length).toBeGreaterThan(0);
    expect(fuzzy.data.length).toBeLessThanOrEqual(10);
    // The town's homes first (lib/search/fuzzy-keyword.ts), with the other filters and the chosen order: the town search's own page.
    const cheapest = await search('keyword=Riverhaed&minbeds=2&sort=price%20asc');
    const town = await search('keyword=Riverhead&minbeds=2&sort=price%20asc');
    expect(cheapest.meta.fuzzy).toBe(true);
    // It names what it shows, as the feed writes it, the town first.
    expect(cheapest.meta.fuzzy_places[0]).toBe('Riverhead');
    expect(town.data.length).toBeGreaterThan(0);
    expect(cheapest.data.slice(0, town.data.length).map((l) => l.id)).toEqual(town.data.map((l) => l.id));
    // Close to no place name: nothing.
    const none = await search('keyword=Xqzvwjk');
    expect([none.meta.fuzzy, none.data.length, none.meta.fuzzy_places]).toEqual([true, 0, []]);
  });

  test('features: every listed feature must be present', async () => {
    const pool = await search('features=pool');
    const poolAndDock = await search('features=pool,dock');
    expect(pool.meta.pagination.total).toBeGreaterThan(0);
    expect(poolAndDock.meta.pagination.total).toBeLessThan(pool.meta.pagination.total);
  });

  test('favourites need a lead and list only that lead’s homes', async () => {
    expect((await server.request('/api/properties?favorite=1')).status).toBe(401);
    for (let id = 1; id < 40; id++) {
      const token = await seededLeadToken(lead(id, 1));
      const me = await server.request('/api/leads/me', { headers: { authorization: `Bearer ${token}` } });
      if (me.status !== 200) continue;
      const total = me.json<{ data: Json }>().data.favourites.data.total as number;
      if (total === 0) continue;
      // The lead's own list shows every status, sold ones included, without being asked.
      const favs = await search('favorite=1', undefined, { authorization: `Bearer ${token}` });
      expect(favs.meta.pagination.total).toBe(total);
      for (const l of favs.data) expect(l.meta.data.is_favourite).toBe(true);
      return;
    }
    throw new Error('no lead with favourites');
  });

  test('sold prices follow the company setting: hidden from visitors on tenant 2, shown after sign-in', async () => {
    const visitor = await search('status=s', TENANT_2);
    expect(visitor.data.length).toBeGreaterThan(0);
    for (const l of visitor.data) expect(l.price).toBeNull();
    // A seeded, fully signed-up lead of tenant 2 (tokens of leads that do not exist are a visitor's).
    const { token, id: leadId } = (await seededLeads(server, 2, 1, TENANT_2))[0]!;
    const signedIn = await search('status=s', TENANT_2, { authorization: `Bearer ${token}` });
    for (const l of signedIn.data) expect(l.price).toBeGreaterThan(0);
    const tenant1 = await search('status=s');
    for (const l of tenant1.data) expect(l.price).toBeGreaterThan(0);
    // Nor through the map pins, the SEO text, or price filters and sorting.
    const pins = (await server.request('/api/properties/markers?status=s', { host: TENANT_2 })).json<{ data: Json[] }>();
    expect(pins.data.length).toBeGreaterThan(0);
    for (const m of pins.data) expect(m.price).toBeNull();
    const bisect = await search('status=s&minprice=1000000', TENANT_2);
    expect(bisect.meta.warnings.join(' ')).toMatch(/Sign in to search sold homes by price/);
    expect(bisect.meta.pagination.total).toBe(visitor.meta.pagination.total);
    const town = visitor.data[0]!.attributes.city as string;
    const texts = (await server.request(`/api/properties/seo-texts?city=${encodeURIComponent(town)}`, { host: TENANT_2 })).json<{ data: Json | null }>();
    expect(JSON.stringify(texts.data)).not.toMatch(/median price of/);
    // A lead who has not finished signing up is not yet "signed in" for sold prices; authorized=0 takes them away.
    const partial = await seededLeadToken({ ...lead(leadId, 2), completed: false });
    for (const l of (await search('status=s', TENANT_2, { authorization: `Bearer ${partial}` })).data) expect(l.price).toBeNull();
    for (const l of (await search('status=s&authorized=0', TENANT_2, { authorization: `Bearer ${token}` })).data) expect(l.price).toBeNull();
  });

  test('sold homes are filtered and sorted by the price they sold at', async () => {
    const sold = await all('status=s&minprice=400000&maxprice=500000');
    expect(sold.length).toBeGreaterThan(0);
    for (const l of sold) {
      expect(l.price).toBe(l.attributes.sold_price);
      expect(l.price).toBeGreaterThanOrEqual(400000);
      expect(l.price).toBeLessThanOrEqual(500000);
    }
  });

  test('bad input gets 400 with field errors, or a sanitised search with warnings — never a 500', async () => {
    for (const query of ['minprice=abc', 'page=0', 'page=abc', 'page=1001', 'pts=40.9,-72.6,40.95,-72.6', 'bounds=1,2,3', 'zoom=25', 'circle=40,-72,0', 'minbeds=1e9999', `pts=${Array.from({ length: 501 }, () => '40.9,-72.6').join(',')}`]) {
      const r = await server.request(`/api/properties?${query}`);
      expect([query.slice(0, 40), r.status]).toEqual([query.slice(0, 40), 400]);
      expect(r.json().error).toEqual(expect.any(String));
    }
    const sanitised = await search("sort=drop%20table&unknown=1&keyword=%27%3B%20drop%20table%20properties%3B--&city=%3Cscript%3E");
    expect(sanitised.meta.warnings.length).toBeGreaterThanOrEqual(2);
    expect(sanitised.meta.sort).toBe('created_at desc');
  });
});

describe('map calls', () => {
  test('clusters need a zoom, and their counts add up to the search total', async () => {
    expect((await server.request('/api/properties/clusters?bounds=-73,40.8,-72.3,41.2')).status).toBe(400);
    const clusters = async (query: string) => (await server.request(`/api/properties/clusters?${query}`)).json<{ data: Json[]; meta: Json }>();
    // Unfiltered low zoom is read from the pre-counted grid, the rest grouped live: both add up to the search.
    for (const [query, search_] of [['zoom=8', ''], ['zoom=10&status=s', 'status=s'], ['zoom=10&type=c', 'type=c'], ['zoom=12&minbeds=3', 'minbeds=3']]) {
      const r = await clusters(query!);
      expect([query, r.meta.total]).toEqual([query, (await search(search_!)).meta.pagination.total]);
      for (const c of r.data) expect(c.count).toBeGreaterThan(0);
    }
    // In a view, the live grouping counts what is inside; grid cells at the edge count whole.
    const bounds = 'bounds=-72.75,40.85,-72.5,41.0';
    const inView = (await search(bounds)).meta.pagination.total;
    expect((await clusters(`${bounds}&zoom=14`)).meta.total).toBe(inView);
    expect((await clusters(`${bounds}&zoom=11`)).meta.total).toBeGreaterThanOrEqual(inView);
    for (const c of (await clusters(`${bounds}&zoom=11`)).data) {
      expect(c.bounds.north).toBeGreaterThanOrEqual(40.85);
      expect(c.bounds.south).toBeLessThanOrEqual(41.0);
    }
    const coarse = (await server.request(`/api/properties/clusters?${bounds}&zoom=9`)).json<{ data: Json[] }>();
    const fine = (await server.request(`/api/properties/clusters?${bounds}&zoom=12`)).json<{ data: Json[] }>();
    expect(coarse.data.length).toBeLessThan(fine.data.length);
  });

  test('markers carry what a pin and its popup need, paged', async () => {
    const r = (await server.request('/api/properties/markers?bounds=-73,40.8,-72.3,41.2&per_page=50')).json<{ data: Json[]; meta: Json }>();
    expect(r.data.length).toBe(50);
    expect(r.data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), lat: expect.any(Number), lon: expect.any(Number), price: expect.any(Number), address: expect.any(String), image: expect.stringMatching(/^\/images\//) }));
    expect((await server.request('/api/properties/markers?per_page=5000')).status).toBe(400);
    expect((await server.request('/api/properties/markers?per_page=500&page=1000')).status).toBe(400);
    // Close in, clusters need a view of screen size.
    expect((await server.request('/api/properties/clusters?zoom=15')).status).toBe(400);
    expect((await server.request('/api/properties/clusters?zoom=15&bounds=-80,35,-60,45')).status).toBe(400);
  });
});

describe('POST /api/suggestions', () => {
  const suggest = async (body: Json, host?: string) => {
    const r = await server.request('/api/suggestions', { method: 'POST', host, headers: XHR, body: JSON.stringify(body) });
    expect(r.status).toBe(200);
    return r.json<{ data: { key: string; hits: Json[] }[] }>().data;
  };

  test('under 2 characters gives nothing', async () => {
    expect(await suggest({ query: 'r' })).toEqual([]);
  });

  test('a lone abbreviation is not a street suffix: "st" still suggests places starting with St', async () => {
    const keyword = (await suggest({ query: 'so', fields: ['keyword'] }))[0];
    expect(keyword?.hits).toEqual([{ value: 'so' }]);
    const cities = await suggest({ query: 'st', fields: ['keyword'] });
    expect(cities[0]?.hits).toEqual([{ value: 'st' }]);
  });

  test('buckets in SPEC key order, at most 5 hits each, prefix matches marked', async () => {
    const buckets = await suggest({ query: 'riv' });
    const order = ['pl', 'zip', 'city_label', 'city', 'area', 'hood', 'street', 'school', 'school_district', 'county', 'address', 'state', 'keyword'];
    const keys = buckets.map((b) => b.key);
    expect([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(keys);
    const city = buckets.find((b) => b.key === 'city')!;
    expect(city.hits[0]).toEqual({ value: 'Riverhead', starts_with_value: 'Riv' });
    for (const b of buckets) expect(b.hits.length).toBeLessThanOrEqual(5);
    expect(buckets.find((b) => b.key === 'city_label')!.hits[0]!.value).toBe('Riverhead, NY');
  });

  test('street abbreviations are expanded; addresses carry the listing id; fields and size narrow it', async () => {
    const buckets = await suggest({ query: 'main st', size: 3 });
    const street = buckets.find((b) => b.key === 'street');
    expect(street?.hits.some((h) => /Main Street/.test(h.value))).toBe(true);
    expect(street?.hits.length).toBeLessThanOrEqual(3);
    // Addresses are suggested from their start: the house number and street.
    const listing = (await search('')).data[0]!;
    const start = (listing.attributes.address as string).slice(0, 8);
    const address = (await suggest({ query: start, fields: ['address'] }))[0];
    expect(address?.key).toBe('address');
    expect(address?.hits).toContainEqual(expect.objectContaining({ value: listing.attributes.address, property_id: listing.id }));
    const onlyZip = await suggest({ query: '119', fields: ['zip'] });
    expect(onlyZip.map((b) => b.key)).toEqual(['zip']);
  });

  test('tenant 2 only suggests places of its own feed', async () => {
    const buckets = await suggest({ query: 'riv', fields: ['city'] }, TENANT_2);
    expect(buckets).toEqual([]);
  });

  test('bad bodies get 4xx', async () => {
    for (const body of [{}, { query: 'x'.repeat(101) }, { query: 'riv', size: 500 }, { query: 'riv', fields: ['nope'] }, { query: 'ri\u0000v' }, { query: 'ab\ud800' }]) {
      const r = await server.request('/api/suggestions', { method: 'POST', headers: XHR, body: JSON.stringify(body) });
      expect(r.status).toBe(422);
    }
  });
});

describe('GET /api/properties/seo-texts', () => {
  test('texts about the searched place, written from its listings', async () => {
    const r = (await server.request('/api/properties/seo-texts?city_label=Riverhead,%20NY'.replace(',', '%2C'))).json<{ data: Json | null }>();
    expect(r.data?.heading).toBe('Homes for sale in Riverhead, NY');
    expect(r.data?.description).toMatch(/^There (is|are) \d+ homes? for sale in Riverhead, NY/);
  });

  test('no place, no texts; filters do not change what is said about the place', async () => {
    expect((await server.request('/api/properties/seo-texts?minbeds=3')).json()).toEqual({ data: null });
    const plain = (await server.request('/api/properties/seo-texts?city=Riverhead')).json();
    const filtered = (await server.request('/api/properties/seo-texts?city=Riverhead&minprice=900000&bounds=-72.7,40.9,-72.6,40.95')).json();
    expect(filtered).toEqual(plain);
  });
});

describe('fuzzing the search handlers', () => {
  // A seeded generator, so a failure can be replayed.
  let seed = 20261121;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const KEYS = [
    'minprice', 'maxprice', 'mingar', 'maxgar', 'minstor', 'maxstor', 'withim', 'minbeds', 'maxbeds', 'minbaths', 'maxbaths', 'minyear', 'maxyear',
    'minsqft', 'maxsqft', 'minacres', 'maxacres', 'mindayslisted', 'maxdayslisted', 'mindaysprr', 'maxdaysprr', 'minhoa', 'maxhoa', 'type', 'status',
    'features', 'vt', 'keyword', 'zip', 'city', 'hood', 'county', 'street', 'state', 'pl', 'pts', 'bounds', 'zoom', 'circle', 'city_label',
    'ratingweight', 'area', 'school_district', 'school', 'sort', 'page', 'per_page', 'authorized', 'favorite', 'nonsense', '', '%', '__proto__',
  ] as const;
  const VALUES = [
    '1', '0', '-1', '3', '2.5', '1e9', '1e400', 'NaN', 'Infinity', 'abc', '', ' ', '%00', '%E0%A4%A', "'; drop table properties;--", '<script>alert(1)</script>',
    'a,c,r', 'r|c', 'price asc', 'price sideways', 'listed_at', '40.9,-72.6,40.95,-72.6,40.9,-72.5', '-72.7,40.9,-72.6,40.96', '40.9,-72.6,5',
    'x'.repeat(300), '%25', '..%2F..%2F', '9'.repeat(30), 'Riverhead, NY', 'Main St', '-', ',,,', '|||',
  ];
  // Values go out raw (malformed escapes included) unless they hold spaces, which HTTP cannot carry.
  const value = () => {
    const v = pick(VALUES);
    return /\s/.test(v) ? encodeURIComponent(v) : v;
  };
  const randomQuery = () => Array.from({ length: 1 + Math.floor(rand() * 5) }, () => `${encodeURIComponent(pick(KEYS))}=${value()}`).join('&');

  test('2,000 random query strings never get a 5xx', async () => {
    const paths = ['/api/properties', '/api/properties/clusters', '/api/properties/markers', '/api/properties/seo-texts'];
    let slowest = 0;
    const failures: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const url = `${pick(paths)}?${randomQuery()}`;
      const started = Date.now();
      const r = await server.request(url);
      slowest = Math.max(slowest, Date.now() - started);
      // 422: a NUL in the query (DESIGN §13, text no database can store; docs/security-input.md).
      if (r.status >= 500 || ![200, 400, 401, 404, 422].includes(r.status)) failures.push(`${r.status} ${url}`);
      else if (!r.headers['content-type']?.includes('application/json') && r.status !== 400 && r.status !== 404) failures.push(`not JSON ${url}`);
    }
    // Reported, not asserted: timing belongs to bench/, but a slow outlier is worth seeing.
    console.log(`fuzz: slowest answer ${slowest} ms`);
    expect(failures).toEqual([]);
  });
});

describe('/real-estate: one parse per request (issue 19)', () => {
  // The proxy hands the page the search it parsed in an internal header; a client's copy must never reach the page.
  test('a client’s x-search-query header is dropped: the page searches what its URL says', async () => {
    const forged = encodeURIComponent(JSON.stringify({ keyword: ['no-such-home-anywhere'], minbeds: 1, sort: { field: 'price', direction: 'asc' } }));
    const plain = await server.request('/real-estate/beds-3');
    const withHeader = await server.request('/real-estate/beds-3', { headers: { 'x-search-query': forged } });
    expect(plain.status).toBe(200);
    expect(withHeader.status).toBe(200);
    const count = (html: string) => html.match(/data-testid="results-count"[^>]*>([^<]*)</)?.[1];
    expect(count(plain.text)).toMatch(/\d/);
    expect(count(withHeader.text)).toBe(count(plain.text));
    expect(withHeader.text).toContain('<link rel="canonical" href="');
    expect(withHeader.text).not.toContain('no-such-home-anywhere');
  });
});
