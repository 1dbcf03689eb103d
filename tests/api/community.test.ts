import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type TestServer, type Reply } from './server';
import { insertTeam, teamCookies } from './team';

/**
 * Community pages and the sitemap (docs/community.md): one page per town the company serves,
 * the full 404 page for any other, figures that agree with the search, the search's link to
 * its town, and per-tenant sitemaps and robots.txt. prepare() leaves Laurel (tenant 1) with
 * only one old sale: nothing for sale, no recent sales (the thin-data sentences).
 */
let server: TestServer;
const PER_FILE = 40;
/** An admin of tenant 1, and one of its listings to correct (the sitemap's validators follow the change). */
const admin = { cookie: '' };
const corrected = { id: 0, source: '' };

beforeAll(async () => {
  server = await startServer({
    // Small sitemap files, so the demo's listings split over several (docs/seo.md).
    env: { SITEMAP_URLS_PER_FILE: String(PER_FILE) },
    prepare: async (db) => {
      // One Laurel home is an old sale; the rest go off market, a status tenant 1 does not offer.
      const laurel = sql`(select min(id) from properties where city_slug = 'laurel')`;
      await db.execute(sql`update properties set status = 'o' where city_slug = 'laurel' and id <> ${laurel}`);
      await db.execute(sql`update properties set status = 's', property_type = 'r', close_price = list_price, close_date = current_date - 1100,
        listed_at = (current_date - 1160)::timestamptz where id = ${laurel}`);
      admin.cookie = (await teamCookies(await insertTeam(db, [['admin', 1, 'broker', true]], { lastName: 'Sitemap', domain: 'sitemap.test' }))).admin!;
      const [row] = await rows<{ id: number; code: string }>(db, sql`select p.id, s.code from properties p join mls_sources s on s.id = p.source_id
        join company_mls_sources c on c.source_id = p.source_id and c.company_id = 1 where p.status = 'a' order by p.id limit 1`);
      if (!row) throw new Error('The seed has no listing of tenant 1');
      Object.assign(corrected, { id: Number(row.id), source: row.code });
    },
  });
}, 240_000);
afterAll(() => server?.stop());

const text = (r: Reply) => r.text.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const jsonLd = (r: Reply): Json[] =>
  [...r.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1]!) as Json[]);

describe('/communities', () => {
  test("the index lists the company's own towns, each linking to its page", async () => {
    const one = await server.request('/communities');
    const two = await server.request('/communities', { host: TENANT_2 });
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    const links = (r: Reply) => [...r.text.matchAll(/href="(\/communities\/[a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(links(one)).toEqual(expect.arrayContaining(['/communities/riverhead-ny', '/communities/orient-ny', '/communities/laurel-ny']));
    expect(links(two)).toContain('/communities/shelter-island-ny');
    // Tenant 2's feed has no North Fork homes; tenant 1's locations leave Shelter Island out.
    expect(links(two)).not.toContain('/communities/orient-ny');
    expect(links(one)).not.toContain('/communities/shelter-island-ny');
    expect(one.text).toContain('<link rel="canonical" href="https://localhost/communities"/>');
  });
});

describe('/communities/{town}', () => {
  test('a town: description, figures, chart table, newest homes, canonical, JSON-LD', async () => {
    const r = await server.request('/communities/riverhead-ny');
    expect(r.status).toBe(200);
    const body = text(r);
    expect(r.text).toMatch(/<title>Riverhead, NY: homes for sale, prices and market \| /);
    expect(r.text).toContain('<link rel="canonical" href="https://localhost/communities/riverhead-ny"/>');
    expect(r.text).toMatch(/<meta name="description" content="Riverhead homes and market: There (is|are) /);
    expect(body).toContain('Living in Riverhead, NY');
    expect(body).toMatch(/for sale in Riverhead right now, (at a median list price of|listed at) \$[\d,]+/);
    expect(body).toContain('Riverhead is served by the Riverhead Central School District.');
    expect(body).not.toMatch(/NaN|\$0\b|undefined|null/);
    expect(r.text).toMatch(/href="\/homedetails\/[a-z0-9-]+-riverhead-ny-11901\/\d+"/);
    const place = jsonLd(r).find((d) => d['@type'] === 'Place');
    expect(place).toMatchObject({ name: 'Riverhead, NY', address: { addressLocality: 'Riverhead', addressRegion: 'NY' } });
    expect(jsonLd(r).find((d) => d['@type'] === 'BreadcrumbList')).toBeDefined();
  });

  test('"See all N homes" agrees with the search it links to', async () => {
    const page = await server.request('/communities/riverhead-ny');
    const match = /href="(\/real-estate\/riverhead-ny)"[^>]*>See all ([\d,]+) homes for sale in Riverhead/.exec(page.text);
    expect(match).not.toBeNull();
    const search = await server.request(`/api/properties?city_label=${encodeURIComponent('Riverhead, NY')}`);
    expect(search.json<{ meta: Json }>().meta.pagination.total).toBe(Number(match![2]!.replace(/,/g, '')));
  });

  test('homes by price (SPEC §9 price steps): brackets in order, each count what its canonical search link finds', async () => {
    const page = await server.request('/communities/riverhead-ny');
    const section = /data-testid="community-by-price"[\s\S]*?<\/section>/.exec(page.text)?.[0] ?? '';
    const brackets = [...section.matchAll(/href="([^"]+)"[^>]*><span[^>]*>([^<]+)<\/span><span[^>]*>([\d,]+) homes?<\/span>/g)].map((m) => ({
      href: m[1]!,
      label: m[2]!,
      count: Number(m[3]!.replace(/,/g, '')),
    }));
    expect(brackets.length).toBeGreaterThan(1);
    const steps = ['Under $50K', '$50K–$100K', '$100K–$150K', '$150K–$200K', '$200K–$250K', '$250K–$300K', '$300K–$400K', '$400K–$600K', '$600K–$700K', '$700K–$800K', '$800K–$1M', '$1M–$5M', '$5M+'];
    const order = brackets.map((b) => steps.indexOf(b.label));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const { href, count } of brackets) {
      expect(count).toBeGreaterThan(0);
      const [, min, max] = /^\/real-estate\/riverhead-ny\/price-(any|\d+)-(any|\d+)$/.exec(href) ?? [];
      expect(min).toBeDefined();
      const bounds = { ...(min !== 'any' ? { minprice: min } : {}), ...(max !== 'any' ? { maxprice: max } : {}) };
      const search = await server.request(`/api/properties?${new URLSearchParams({ city_label: 'Riverhead, NY', ...bounds })}`);
      expect(search.json<{ meta: Json }>().meta.pagination.total).toBe(count);
    }
    // The link is the search page's canonical URL (served, not redirected).
    expect((await server.request(brackets[0]!.href)).status).toBe(200);
    expect((await server.request('/communities/laurel-ny')).text).not.toContain('data-testid="community-by-price"');
  });

  test('thin data: no homes for sale and no recent sales read as plain sentences, no chart', async () => {
    const r = await server.request('/communities/laurel-ny');
    expect(r.status).toBe(200);
    const body = text(r);
    expect(body).toContain('There are no homes for sale in Laurel right now.');
    expect(body).toContain('No homes sold in Laurel in the last two years, so there is no recent sale price to compare.');
    expect(body).toContain('Too few homes sold in Laurel in the last five years to draw a price chart.');
    expect(body).toContain('Search homes in Laurel');
    expect(body).not.toMatch(/NaN|\$0\b/);
  });

  test('sold prices stay out where the company shows them only after sign-in', async () => {
    const r = await server.request('/communities/sag-harbor-ny', { host: TENANT_2 });
    expect(r.status).toBe(200);
    const body = text(r);
    expect(body).toContain('Sold prices are shown to registered visitors');
    expect(body).not.toMatch(/sold in Sag Harbor (at a median price|for) \$/);
    expect(r.text).not.toContain('data-testid="community-price-table"');
  });

  test.each([
    ['an unknown town', 'localhost', '/communities/atlantis-ny'],
    ["a town another company serves (not this one's feed)", TENANT_2, '/communities/riverhead-ny'],
    ['a malformed slug', 'localhost', '/communities/Riverhead-NY'],
    ['a slug without a state', 'localhost', '/communities/riverhead'],
    ['a deeper path', 'localhost', '/communities/riverhead-ny/more'],
  ])('%s is the full 404 page', async (_, host, path) => {
    const r = await server.request(path, { host });
    expect(r.status).toBe(404);
    expect(r.text).toContain('data-testid="site-footer"');
    expect(r.text).not.toContain('id="__next_error__"');
  });
});

describe('search pages link to their town', () => {
  test('a search of one town links to its community page; a search of none does not', async () => {
    expect((await server.request('/real-estate/riverhead-ny')).text).toMatch(/href="\/communities\/riverhead-ny"[^>]*>About Riverhead/);
    expect((await server.request('/real-estate/riverhead-ny,orient-ny')).text).not.toContain('data-testid="community-link"');
    const seo = await server.request(`/api/properties/seo-texts?city_label=${encodeURIComponent('Orient, NY')}`);
    expect(seo.json().data.community).toEqual({ name: 'Orient', url: '/communities/orient-ny' });
    // Tenant 2 does not serve Riverhead: its search of Riverhead (nothing there) has no link.
    const other = await server.request(`/api/properties/seo-texts?city_label=${encodeURIComponent('Riverhead, NY')}`, { host: TENANT_2 });
    expect(other.json<{ data: Json | null }>().data?.community ?? null).toBeNull();
  });
});

describe('sitemap.xml and robots.txt', () => {
  const locs = (r: Reply) => [...r.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const relative = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  /** Every URL of a host's sitemap: the index, then each file it names (checked on the way). */
  async function sitemapUrls(host?: string): Promise<string[]> {
    const index = await server.request('/sitemap.xml', host ? { host } : {});
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // Every file entry has its lastmod.
    expect(index.text.match(/<sitemap>/g)?.length).toBe(index.text.match(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/sitemap>/g)?.length);
    const urls: string[] = [];
    for (const file of locs(index)) {
      expect(relative(file)).toMatch(/^\/sitemaps\/(pages|agents|communities|searches|listings)-\d+\.xml$/);
      const r = await server.request(relative(file), host ? { host } : {});
      expect(r.status).toBe(200);
      expect(r.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const found = locs(r);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(PER_FILE);
      expect(r.text.match(/<lastmod>/g)).toHaveLength(found.length);
      urls.push(...found);
    }
    return urls;
  }

  test("each host's sitemap lists its own pages, agents, towns and listings, none of the other's", async () => {
    const a = await sitemapUrls();
    const b = await sitemapUrls(TENANT_2);
    const origin1 = `http://localhost:${server.port}`;
    const origin2 = `http://${TENANT_2}:${server.port}`;
    expect(a.every((u) => u.startsWith(`${origin1}/`))).toBe(true);
    expect(b.every((u) => u.startsWith(`${origin2}/`))).toBe(true);
    for (const path of ['/', '/real-estate', '/what-is-my-home-worth', '/company-agents', '/communities', '/communities/riverhead-ny', '/communities/orient-ny']) expect(a).toContain(`${origin1}${path}`);
    expect(a).toContain(`${origin1}/real-estate/riverhead-ny`);
    expect(new Set(a).size).toBe(a.length);
    expect(b).toContain(`${origin2}/communities/shelter-island-ny`);
    expect(b).not.toContain(`${origin2}/communities/orient-ny`);

    const agents1 = (await server.request('/api/agents')).json<{ data: Json[] }>().data.map((x) => x.url as string);
    const agents2 = (await server.request('/api/agents', { host: TENANT_2 })).json<{ data: Json[] }>().data.map((x) => x.url as string);
    for (const url of agents1) expect(a).toContain(`${origin1}${url}`);
    for (const url of agents2) expect(b).toContain(`${origin2}${url}`);
    const paths = (list: string[], origin: string) => list.map((u) => u.slice(origin.length));
    expect(paths(b, origin2).filter((p) => agents1.includes(p))).toEqual([]);

    const homes1 = paths(a, origin1).filter((p) => p.startsWith('/homedetails/'));
    const homes2 = paths(b, origin2).filter((p) => p.startsWith('/homedetails/'));
    expect(homes1.length).toBeGreaterThan(50);
    expect(homes2.length).toBeGreaterThan(10);
    // Tenant 2's feed is the South Fork: no North Fork listing in its sitemap.
    expect(homes2.filter((p) => /-(riverhead|orient|southold|mattituck)-ny-\d{5}\//.test(p))).toEqual([]);
    // Laurel's homes taken off the market are nowhere; its one sale is.
    expect(homes1.filter((p) => /-laurel-ny-/.test(p))).toHaveLength(1);
  });

  test('listing files split by id range; ETag and Last-Modified, 304 when current; unknown names 404', async () => {
    const index = await server.request('/sitemap.xml');
    const files = locs(index).map(relative).filter((f) => f.startsWith('/sitemaps/listings-'));
    expect(files.length).toBeGreaterThan(3);
    const first = await server.request(files[0]!);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(first.headers['last-modified'] as string).getTime()).toBeGreaterThan(0);
    const again = await server.request(files[0]!, { headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // Another company's copy of a file is not current here: tenant 2 has its own validator or no such file.
    const other = await server.request(files[0]!, { host: TENANT_2, headers: { 'if-none-match': first.headers.etag as string } });
    expect(other.status).not.toBe(304);
    for (const bad of ['/sitemaps/listings-0.xml', '/sitemaps/listings-999999.xml', '/sitemaps/nope-1.xml', '/sitemaps/listings-1.txt', '/sitemaps/pages-2.xml']) {
      expect([bad, (await server.request(bad)).status]).toEqual([bad, 404]);
    }
  });

  test("a correction of a listing moves the files' validators: the old ETag is no longer current", async () => {
    const index = await server.request('/sitemap.xml');
    const file = locs(index).map(relative).find((f) => f.startsWith('/sitemaps/listings-'))!;
    const before = await server.request(file);
    const rate = (rating: number | null) =>
      server.request(`/api/admin/sources/${corrected.source}/properties/${corrected.id}/rating`, { method: 'PUT', headers: { ...XHR, cookie: admin.cookie }, body: JSON.stringify({ rating }) });
    expect((await rate(60)).status).toBe(200);
    try {
      const after = await server.request(file, { headers: { 'if-none-match': before.headers.etag as string } });
      expect(after.status).toBe(200);
      expect(after.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      // The new validator is current until the next change.
      expect((await server.request(file, { headers: { 'if-none-match': after.headers.etag as string } })).status).toBe(304);
    } finally {
      expect((await rate(null)).status).toBe(200);
    }
  });

  test("robots.txt names the host's own sitemap", async () => {
    expect((await server.request('/robots.txt')).text).toContain(`Sitemap: http://localhost:${server.port}/sitemap.xml`);
    expect((await server.request('/robots.txt', { host: TENANT_2 })).text).toContain(`Sitemap: http://${TENANT_2}:${server.port}/sitemap.xml`);
  });
});
