import { leadClaims as lead, TENANT_2, XHR, type Json, seededLeadToken } from './fixtures';
import { seededLeads } from './lead-helpers';
import { startServer, type TestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 180_000);
afterAll(() => server?.stop());

/** The first listing a search finds, on a tenant (default tenant 1). */
async function first(query: string, host?: string): Promise<Json> {
  const r = await server.request(`/api/properties?${query}`, { host });
  const listing = r.json<Json>().data[0];
  if (!listing) throw new Error(`no listing for ${query}`);
  return listing;
}
/** Towns of the East End feed (tenant 2's only feed); city_label values are pipe-separated. */
const SOUTH_FORK = ['Montauk', 'East Hampton', 'Southampton', 'Sag Harbor', 'Bridgehampton', 'Hampton Bays', 'Amagansett', 'Water Mill'].map((t) => `${t}, NY`).join('|');
const COMING_SOON_SOUTH_FORK = `status=u&city_label=${encodeURIComponent(SOUTH_FORK)}`;

const details = (id: number | string, init: { host?: string; headers?: Record<string, string> } = {}) => server.request(`/api/properties/${id}`, init);

describe('GET /api/properties/{id}', () => {
  test('a listing with everything its page shows (SPEC §3, DESIGN §8)', async () => {
    const item = await first('city_label=Riverhead,+NY&type=r');
    const r = await details(item.id);
    expect(r.status).toBe(200);
    const d = r.json<Json>().data;
    expect(d).toMatchObject({ id: item.id, price: item.price, type: 'r', status: item.status, meta: { data: { url: item.meta.data.url, is_favourite: false } } });
    expect(d.attributes).toMatchObject({ city: 'Riverhead', images_total: expect.any(Number) });
    // A visitor gets the free pictures' URLs (SPEC §9: 3), or the placeholder: tests/api/listing-pictures.test.ts.
    expect(d.images).toHaveLength(d.attributes.images_total === 0 ? 1 : Math.min(3, d.attributes.images_total));
    for (const key of ['features', 'schools', 'priceHistory', 'similar', 'similarSold', 'openHouses']) expect(Array.isArray(d[key])).toBe(true);
    expect(d.legalDisclaimer).toMatch(/deemed reliable/);
    expect(d.source).toMatchObject({ code: 'nfmls', name: expect.any(String) });
    expect(d.buyerAgent).toMatchObject({ id: expect.any(Number), name: expect.any(String), email: expect.stringContaining('@') });
    // Price history oldest first, starting with the listing.
    const dates = d.priceHistory.map((e: Json) => e.date);
    expect([...dates].sort()).toEqual(dates);
    expect(d.priceHistory[0].event).toBe('listed');
    // Schools nearest first.
    const miles = d.schools.map((s: Json) => s.distanceMiles);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    // Similar homes: same town and type, for sale, within a quarter of the price, never itself; at most 10.
    expect(d.similar.length).toBeLessThanOrEqual(10);
    for (const s of d.similar) {
      expect(s.id).not.toBe(item.id);
      expect(s.attributes.city).toBe('Riverhead');
      expect(s.type).toBe('r');
      expect(s.status).not.toBe('s');
      expect(s.price).toBeGreaterThanOrEqual(Math.round(item.price * 0.75));
      expect(s.price).toBeLessThanOrEqual(Math.round(item.price * 1.25));
    }
    for (const s of d.similarSold) expect([s.status, s.attributes.city]).toEqual(['s', 'Riverhead']);
  });

  test('unknown, malformed and another tenant’s ids are 404s, never 500s', async () => {
    for (const id of ['999999999', '0', 'abc', '12abc', '-5', '99999999999', '%20']) {
      const r = await details(id);
      expect([id, r.status]).toEqual([id, 404]);
      expect(r.json<Json>().error).toBe('Property not found');
    }
    // A North Fork listing (tenant 1's other feed) is not tenant 2's.
    const northFork = await first('city_label=Riverhead,+NY');
    expect((await details(northFork.id, { host: TENANT_2 })).status).toBe(404);
  });

  test('a status the company does not offer is "no longer for sale" (SPEC §4, §8)', async () => {
    // Tenant 2 offers Active and Sold only; a Coming Soon home of its own feed is unavailable there.
    const comingSoon = await first(COMING_SOON_SOUTH_FORK);
    expect((await details(comingSoon.id)).status).toBe(200);
    const r = await details(comingSoon.id, { host: TENANT_2 });
    expect(r.status).toBe(404);
    expect(r.json<Json>().error).toBe('Oops, that property is no longer for sale.');
  });

  test('sold prices stay hidden from visitors where the company says so, in the history too', async () => {
    const sold = await first('status=s', TENANT_2);
    const visitor = (await details(sold.id, { host: TENANT_2 })).json<Json>().data;
    expect(visitor.price).toBeNull();
    expect(visitor.attributes.sold_price).toBeNull();
    const soldEvents = visitor.priceHistory.filter((e: Json) => e.event === 'sold');
    expect(soldEvents.length).toBeGreaterThan(0);
    for (const e of soldEvents) expect(e.price).toBeNull();
    expect(visitor.extraInfo.originalListPrice).toBeNull();

    const { token } = (await seededLeads(server, 2, 1, TENANT_2))[0]!;
    const signedIn = (await details(sold.id, { host: TENANT_2, headers: { authorization: `Bearer ${token}` } })).json<Json>().data;
    expect(signedIn.price).toEqual(expect.any(Number));
    for (const e of signedIn.priceHistory.filter((x: Json) => x.event === 'sold')) expect(e.price).toEqual(expect.any(Number));
  });
});

describe('/homedetails', () => {
  test('its own URL is the page: title, canonical, Open Graph, JSON-LD with offer, address and position', async () => {
    const item = await first('city_label=Southold,+NY');
    const r = await server.request(item.meta.data.url);
    expect(r.status).toBe(200);
    expect(r.text).toContain(`<link rel="canonical" href="https://localhost${item.meta.data.url}"/>`);
    expect(r.text).toMatch(/<meta property="og:image" content="https:\/\/localhost\/images\/\d+-0\.jpg"/);
    expect(r.text).toContain('data-testid="property-details"');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(r.text)![1]!);
    expect(ld).toMatchObject({ '@type': 'RealEstateListing', offers: { '@type': 'Offer', price: item.price, priceCurrency: 'USD' } });
    expect(ld.about.address).toMatchObject({ addressLocality: 'Southold', addressRegion: 'NY' });
    expect(ld.about.geo).toEqual({ '@type': 'GeoCoordinates', latitude: item.attributes.latitude, longitude: item.attributes.longitude });
  });

  test('another slug redirects to it permanently; unknown ids are a full 404 page; unavailable goes to /properties', async () => {
    const item = await first('');
    const wrong = await server.request(`/homedetails/some-other-slug/${item.id}?fp=1`);
    expect(wrong.status).toBe(308);
    expect(wrong.headers.location).toBe(`${item.meta.data.url}?fp=1`);
    for (const path of ['/homedetails/x/999999999', '/homedetails/x/abc', '/homedetails', '/schedule/x/999999999']) {
      const r = await server.request(path);
      expect([path, r.status]).toEqual([path, 404]);
      // The full page, in a listing's own words (SPEC §4: the flash carries the error too).
      expect(r.text).toContain('Property not found');
      expect(r.text).toContain('data-testid="site-footer"');
      expect(r.text).not.toContain('__next_error__');
    }
    expect((await server.request('/nothing-here')).text).toContain('Page not found');
    const comingSoon = await first(COMING_SOON_SOUTH_FORK);
    const away = await server.request(comingSoon.meta.data.url, { host: TENANT_2 });
    expect(away.status).toBe(307);
    expect(away.headers.location).toBe('/properties?offthemarket=1');
  });
});

describe('POST /api/properties/{id}/view', () => {
  test("a signed-in lead's view is recorded: the home joins their viewed homes (lvh)", async () => {
    const item = await first('city_label=Greenport,+NY');
    // Lead ids are seeded per company; find one of tenant 1 that the API accepts.
    let auth: Record<string, string> | null = null;
    for (let id = 1; id <= 60 && auth === null; id++) {
      const token = await seededLeadToken(lead(id, 1));
      if ((await server.request('/api/leads/me', { headers: { authorization: `Bearer ${token}` } })).status === 200) auth = { authorization: `Bearer ${token}` };
    }
    if (auth === null) throw new Error('no seeded lead of tenant 1');
    const r = await server.request(`/api/properties/${item.id}/view`, { method: 'POST', headers: { ...XHR, ...auth } });
    expect(r.status).toBe(204);
    const viewed = (await server.request(`/api/properties?lvh=1&status=a,u,p,s`, { headers: auth })).json<Json>().data.map((p: Json) => p.id);
    expect(viewed).toContain(item.id);
  });

  test('visitors, a lead that no longer exists and unknown ids are refused, never 500', async () => {
    const item = await first('');
    expect((await server.request(`/api/properties/${item.id}/view`, { method: 'POST', headers: XHR })).status).toBe(401);
    const ghost = { authorization: `Bearer ${await seededLeadToken(lead(999999, 1))}` };
    expect((await server.request(`/api/properties/${item.id}/view`, { method: 'POST', headers: { ...XHR, ...ghost } })).status).toBe(401);
    const known = { authorization: `Bearer ${await seededLeadToken(lead(1, 1))}` };
    expect((await server.request('/api/properties/999999999/view', { method: 'POST', headers: { ...XHR, ...known } })).status).toBe(404);
    expect((await server.request('/api/properties/abc/view', { method: 'POST', headers: { ...XHR, ...known } })).status).toBe(404);
  });
});

/** A seeded lead of tenant 1 as a fully signed-up lead (bearer header), or with other claims. */
async function leadAuth(overrides: Parameters<typeof lead>[2] = {}): Promise<Record<string, string>> {
  for (let id = 1; id <= 60; id++) {
    const probe = { authorization: `Bearer ${await seededLeadToken(lead(id, 1))}` };
    if ((await server.request('/api/leads/me', { headers: probe })).status === 200) {
      const token = await seededLeadToken(lead(id, 1, { email: 'pat@example.com', phone: '+16315550100', ...overrides }));
      return { authorization: `Bearer ${token}` };
    }
  }
  throw new Error('no seeded lead of tenant 1');
}

/** Tomorrow in New York, as YYYY-MM-DD. */
const tomorrow = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 86_400_000));

describe('POST /api/properties/{id}/question', () => {
  test('a fully signed-up lead asks; 201 with the question', async () => {
    const item = await first('city_label=Riverhead,+NY');
    const r = await server.request(`/api/properties/${item.id}/question`, { method: 'POST', headers: { ...XHR, ...(await leadAuth()) }, body: JSON.stringify({ message: '  Is the basement finished?  ' }) });
    expect(r.status).toBe(201);
    expect(r.json<Json>().data).toMatchObject({ id: expect.any(Number), propertyId: item.id, message: 'Is the basement finished?' });
  });

  test('visitors 401; missing e-mail or phone 422 naming lead.email / lead.phone; half signed-up 403; bad bodies 422; unknown ids 404', async () => {
    const item = await first('');
    const ask = (headers: Record<string, string>, body: unknown, id: number | string = item.id) =>
      server.request(`/api/properties/${id}/question`, { method: 'POST', headers: { ...XHR, ...headers }, body: JSON.stringify(body) });
    expect((await ask({}, { message: 'Hi' })).status).toBe(401);
    const noEmail = await ask(await leadAuth({ email: null }), { message: 'Hi' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.json<Json>().errors).toHaveProperty(['lead.email']);
    const badPhone = await ask(await leadAuth({ phoneStatus: 'bad_number' }), { message: 'Hi' });
    expect(badPhone.status).toBe(422);
    expect(badPhone.json<Json>().errors).toHaveProperty(['lead.phone']);
    expect((await ask(await leadAuth({ completed: false }), { message: 'Hi' })).status).toBe(403);
    const full = await leadAuth();
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(2001) }, { message: 5 }]) expect((await ask(full, body)).status).toBe(422);
    expect((await ask(full, { message: 'Hi' }, 999999999)).status).toBe(404);
    expect((await ask(full, { message: 'Hi' }, 'abc')).status).toBe(404);
  });
});

describe('showings: GET /api/agents/{id}/schedule/day and POST /api/properties/{id}/showings', () => {
  test("an agent's free half-hour slots; booking one takes it; the same slot twice is refused", async () => {
    const item = await first('city_label=Riverhead,+NY');
    const agentId = (await details(item.id)).json<Json>().data.buyerAgent.id;
    const day = await server.request(`/api/agents/${agentId}/schedule/day?date=${tomorrow()}`);
    expect(day.status).toBe(200);
    const slots = day.json<Json>().data.slots as { start: string; available: boolean }[];
    expect(slots).toHaveLength(18);
    const free = slots.find((s) => s.available)!;
    const auth = await leadAuth();
    const book = () => server.request(`/api/properties/${item.id}/showings`, { method: 'POST', headers: { ...XHR, ...auth }, body: JSON.stringify({ agentId, start: free.start, message: 'Morning works' }) });
    const booked = await book();
    expect(booked.status).toBe(201);
    expect(booked.json<Json>().data).toMatchObject({ agentId, requestedFor: free.start, status: 'requested' });
    const after = (await server.request(`/api/agents/${agentId}/schedule/day?date=${tomorrow()}`)).json<Json>().data.slots as { start: string; available: boolean }[];
    expect(after.find((s) => s.start === free.start)!.available).toBe(false);
    const again = await book();
    expect(again.status).toBe(422);
    expect(again.json<Json>().errors).toHaveProperty('start');
  });

  test('bad agents, dates and bodies are 4xx, never 500', async () => {
    const item = await first('');
    const agentId = (await details(item.id)).json<Json>().data.buyerAgent.id;
    for (const date of ['', 'tomorrow', '2026-02-30', '1999-01-01', '2099-01-01']) {
      expect([date, (await server.request(`/api/agents/${agentId}/schedule/day?date=${date}`)).status]).toEqual([date, 400]);
    }
    expect((await server.request(`/api/agents/${agentId}/schedule/day`)).status).toBe(400);
    for (const id of ['999999', 'abc', '0']) expect((await server.request(`/api/agents/${id}/schedule/day?date=${tomorrow()}`)).status).toBe(404);
    // Tenant 2's agents are not tenant 1's.
    expect((await server.request(`/api/agents/${agentId}/schedule/day?date=${tomorrow()}`, { host: TENANT_2 })).status).toBe(404);
    const auth = await leadAuth();
    const post = (body: unknown) => server.request(`/api/properties/${item.id}/showings`, { method: 'POST', headers: { ...XHR, ...auth }, body: JSON.stringify(body) });
    for (const body of [{}, { agentId, start: 'soon' }, { agentId: 'x', start: new Date().toISOString() }, { agentId: 999999, start: new Date().toISOString() }]) expect((await post(body)).status).toBe(422);
    // A time that is not one of the slots (past, or off the half hour).
    expect((await post({ agentId, start: '2020-01-01T14:00:00Z' })).status).toBe(422);
    expect((await post({ agentId, start: `${tomorrow()}T14:10:00-05:00` })).status).toBe(422);
    expect((await server.request(`/api/properties/${item.id}/showings`, { method: 'POST', headers: XHR, body: JSON.stringify({ agentId, start: new Date().toISOString() }) })).status).toBe(401);
  });
});

describe('GET /api/open-house-summary', () => {
  test("the next two weeks' open houses of a search's homes, soonest first, each on the company's site", async () => {
    const r = await server.request('/api/open-house-summary');
    expect(r.status).toBe(200);
    const { data, meta } = r.json<Json>();
    expect(data.length).toBeGreaterThan(0);
    expect(meta.total).toBeGreaterThanOrEqual(data.length);
    const starts = data.map((o: Json) => o.startsAt);
    expect([...starts].sort()).toEqual(starts);
    for (const o of data) {
      expect(Date.parse(o.startsAt)).toBeGreaterThanOrEqual(Date.parse(meta.from));
      expect(Date.parse(o.startsAt)).toBeLessThan(Date.parse(meta.to));
      expect(o.url).toMatch(new RegExp(`^/homedetails/[a-z0-9-]+/${o.propertyId}$`));
    }
    const listing = (await details(data[0].propertyId)).json<Json>().data;
    expect(listing.openHouses.map((o: Json) => o.startsAt)).toContain(data[0].startsAt);
    // Filters narrow it like a search; bad ones are a 400, not a 500.
    const riverhead = (await server.request('/api/open-house-summary?city_label=Riverhead,+NY')).json<Json>().data;
    for (const o of riverhead) expect(o.address).toContain('Riverhead');
    expect((await server.request('/api/open-house-summary?minbeds=lots')).status).toBe(400);
  });
});

// PUT /api/admin/sources/{source}/properties/{id}/{action}: tests/api/property-overrides.test.ts.

describe('GET /api/properties/{id}/builder-reviews', () => {
  test("reviews of the home's builder, newest first, with their average; none for an older home; 404 for unknown ids", async () => {
    const newHome = await first('minyear=2021&type=r');
    const r = await server.request(`/api/properties/${newHome.id}/builder-reviews`);
    expect(r.status).toBe(200);
    const { data, meta } = r.json<Json>();
    expect(meta.builder).toEqual(expect.any(String));
    expect(data.length).toBeGreaterThan(0);
    expect(meta.total).toBe(data.length);
    const dates = data.map((x: Json) => x.reviewedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    const mean = data.reduce((sum: number, x: Json) => sum + x.rating, 0) / data.length;
    expect(meta.average).toBeCloseTo(mean, 1);
    for (const x of data) expect(x.rating).toBeGreaterThanOrEqual(1);
    const page = await server.request(newHome.meta.data.url);
    expect(page.text).toContain(`Reviews of ${meta.builder}`);

    const oldHome = await first('maxyear=1990&type=r');
    const none = (await server.request(`/api/properties/${oldHome.id}/builder-reviews`)).json<Json>();
    expect(none).toEqual({ data: [], meta: { builder: null, average: null, total: 0 } });
    for (const id of ['999999999', 'abc']) expect((await server.request(`/api/properties/${id}/builder-reviews`)).status).toBe(404);
  });
});
