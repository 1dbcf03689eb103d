import { leadClaims, TENANT_2, type Json, seededLeadToken } from './fixtures';
import { agentCookie, caller, dataOf, seededLeads, type TestLead } from './lead-helpers';
import { startServer, type TestServer } from './server';

let server: TestServer;
let call: ReturnType<typeof caller>;
let pat: TestLead;
let sam: TestLead;

beforeAll(async () => {
  server = await startServer();
  call = caller(server);
  const leads = await seededLeads(server, 1, 2);
  [pat, sam] = [leads[0]!, leads[1]!];
}, 180_000);
afterAll(() => server?.stop());

const ADDRESSES = '/api/leads/me/addresses';
const add = (lead: TestLead, address: unknown) => call('POST', ADDRESSES, lead, { address });
const list = async (lead: TestLead) => dataOf<Json[]>(await call('GET', ADDRESSES, lead));

const SHORT: Record<string, string> = { Street: 'St.', Avenue: 'Ave', Road: 'Rd', Lane: 'Ln', Turnpike: 'Tpke', Boulevard: 'Blvd', Drive: 'Dr' };
const SUFFIX = new RegExp(` (${Object.keys(SHORT).join('|')})$`);

/** A tenant-1 listing and its address written the way a person would ("Street" → "St.", lower case, no ZIP). */
async function listingAddress(query: string): Promise<{ listing: Json; typed: string }> {
  const listings = (await server.request(`/api/properties?${query}`)).json<{ data: Json[] }>().data;
  const listing = listings.find((l) => SUFFIX.test((l.attributes.address as string).split(', ')[0]!));
  if (!listing) throw new Error(`no listing on a street with a suffix for ${query}`);
  const [street, city] = (listing.attributes.address as string).split(', ');
  return { listing, typed: `${street!.replace(SUFFIX, (_, word: string) => ` ${SHORT[word]}`).toLowerCase()}, ${city}, ny` };
}

describe('POST and GET /api/leads/me/addresses', () => {
  test('a one-line address is parsed and tidied; 201; the listing at the address gives its position', async () => {
    const { listing, typed } = await listingAddress('city_label=Riverhead,+NY&status=a');
    const r = await add(pat, `  ${typed}  `);
    expect(r.status).toBe(201);
    // Stored as the listing writes it: one spelling for one home.
    const written = listing.attributes.address as string;
    expect(dataOf(r)).toEqual({
      id: expect.any(Number),
      address: written,
      street: written.split(', ')[0],
      city: listing.attributes.city,
      state: 'NY',
      zip: listing.attributes.zip,
      latitude: listing.attributes.latitude,
      longitude: listing.attributes.longitude,
      propertyId: listing.id,
      // Valued at once from the company's market (tests/api/estimate.test.ts).
      estimate: expect.any(Number),
      estimateLow: expect.any(Number),
      estimateHigh: expect.any(Number),
      estimatedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // The same home typed as the listing writes it is the same address.
    expect((await add(pat, written)).status).toBe(409);
  });

  test('an address no listing has is kept without a position; the list is the lead’s own, newest first', async () => {
    const a = dataOf(await add(sam, '1 Nowhere Lane, Southold, NY 11971'));
    expect(a).toMatchObject({ address: '1 Nowhere Lane, Southold, NY 11971', city: 'Southold', zip: '11971', latitude: null, longitude: null, propertyId: null });
    const b = dataOf(await add(sam, '2 Nowhere Lane, Southold, NY 11971'));
    expect((await list(sam)).slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
    expect((await list(pat)).map((x) => x.id)).not.toContain(a.id);
  });

  test('bad addresses → 422 with a clear message; the same address twice → 409; nothing saved', async () => {
    await add(pat, '5 Sound Ave, Mattituck, NY 11952');
    const before = await list(pat);
    const cases: [unknown, number, RegExp][] = [
      ['12 Main St, Riverhead 2, NY', 422, /city may hold only letters, spaces, dots and hyphens/],
      ['12 Main St, Riverhead, New York', 422, /state must be two letters/],
      ['12 Main St Riverhead NY', 422, /street, city and state/],
      ['', 422, /Enter an address/],
      [`${'9'.repeat(240)} Main St, Riverhead, NY`, 422, /at most 255 characters/],
      [42, 422, /address must be text/],
      [undefined, 422, /address/],
      ['5 SOUND AVE, mattituck, ny 11952', 409, /already saved/],
    ];
    for (const [address, status, message] of cases) {
      const r = await call('POST', ADDRESSES, pat, address === undefined ? {} : { address });
      expect([address, r.status]).toEqual([address, status]);
      expect(r.json<Json>().error).toMatch(message);
    }
    expect(await list(pat)).toEqual(before);
  });
});

describe('PUT /api/leads/me/addresses/{id}', () => {
  test('corrects the address and finds its position again', async () => {
    const a = dataOf(await add(pat, '7 Unknown Road, Greenport, NY'));
    const { listing, typed } = await listingAddress('city_label=Greenport,+NY&status=a,s');
    const r = await call('PUT', `${ADDRESSES}/${a.id}`, pat, { address: typed });
    expect(r.status).toBe(200);
    expect(dataOf(r)).toMatchObject({ id: a.id, propertyId: listing.id, latitude: listing.attributes.latitude, city: 'Greenport' });
    expect((await list(pat)).find((x) => x.id === a.id)).toEqual(dataOf(r));
    expect((await call('PUT', `${ADDRESSES}/${a.id}`, pat, { address: 'Greenport' })).status).toBe(422);
  });

  test('another lead’s address, an unknown or malformed id → 404, and nothing changes', async () => {
    const mine = dataOf(await add(pat, '9 Private Path, Orient, NY'));
    expect((await call('PUT', `${ADDRESSES}/${mine.id}`, sam, { address: '1 Taken Rd, Orient, NY' })).status).toBe(404);
    expect((await call('PUT', `${ADDRESSES}/999999999`, pat, { address: '1 Taken Rd, Orient, NY' })).status).toBe(404);
    expect((await call('PUT', `${ADDRESSES}/x1`, pat, { address: '1 Taken Rd, Orient, NY' })).status).toBe(404);
    expect((await call('GET', `${ADDRESSES}/${mine.id}/stats`, sam)).status).toBe(404);
    expect((await list(pat)).find((x) => x.id === mine.id)).toEqual(mine);
  });

  test('renaming to another of the lead’s addresses → 409', async () => {
    const a = dataOf(await add(sam, '3 Twin Lane, Cutchogue, NY'));
    const b = dataOf(await add(sam, '4 Twin Lane, Cutchogue, NY'));
    expect((await call('PUT', `${ADDRESSES}/${b.id}`, sam, { address: '3 twin lane, cutchogue, ny' })).status).toBe(409);
    expect((await call('PUT', `${ADDRESSES}/${a.id}`, sam, { address: '3 Twin Lane, Cutchogue, NY 11935' })).status).toBe(200);
  });
});

describe('GET /api/leads/me/addresses/{id}/stats', () => {
  test('within a mile of the listing at the address: the same homes a circle search finds', async () => {
    const { listing, typed } = await listingAddress('city_label=Riverhead,+NY&status=a');
    const existing = (await list(pat)).find((x) => x.propertyId === listing.id);
    const address = existing ?? dataOf<Json>(await add(pat, typed));
    const r = await call('GET', `${ADDRESSES}/${address.id}/stats`, pat);
    expect(r.status).toBe(200);
    const stats = dataOf(r);
    expect(stats).toMatchObject({ addressId: address.id, basis: 'radius', radiusMiles: 1, town: 'Riverhead, NY' });
    const circle = `circle=${listing.attributes.latitude},${listing.attributes.longitude},1`;
    const active = (await server.request(`/api/properties?${circle}&status=a`)).json<Json>().meta.pagination.total;
    expect(stats.active).toBe(active);
    expect(stats.active).toBeGreaterThan(0);
    expect(stats.medianListPrice).toEqual(expect.any(Number));
    expect(stats.sold12Months).toEqual(expect.any(Number));
    if (stats.sold12Months > 0) {
      expect(stats.medianSoldPrice).toBeGreaterThan(0);
      expect(stats.medianSoldPricePerSqft).toBeGreaterThan(0);
    }
  });

  test('without a position: the town’s homes', async () => {
    const a = dataOf(await add(sam, '1 Imaginary Court, Riverhead, NY'));
    const stats = dataOf(await call('GET', `${ADDRESSES}/${a.id}/stats`, sam));
    const active = (await server.request('/api/properties?city_label=Riverhead,+NY&status=a')).json<Json>().meta.pagination.total;
    expect(stats).toMatchObject({ basis: 'town', radiusMiles: null, town: 'Riverhead, NY', active });
    // A town with no listings here: zeros, not errors.
    const far = dataOf(await add(sam, '1 Elm St, Springfield, IL'));
    expect(dataOf(await call('GET', `${ADDRESSES}/${far.id}/stats`, sam))).toMatchObject({ basis: 'town', active: 0, medianListPrice: null, sold12Months: 0 });
  });
});

describe('who may call the address calls', () => {
  test('visitors 401, agents 403, a lead that no longer exists 401; company 1’s token on company 2’s host is a visitor', async () => {
    const ghost = { token: await seededLeadToken(leadClaims(999_999, 1)) };
    const agent = { cookie: await agentCookie() };
    const id = dataOf(await add(pat, '11 Guard Rd, Orient, NY')).id;
    const calls: [string, string, unknown][] = [
      ['GET', ADDRESSES, undefined],
      ['POST', ADDRESSES, { address: '1 Main St, Riverhead, NY' }],
      ['PUT', `${ADDRESSES}/${id}`, { address: '1 Main St, Riverhead, NY' }],
      ['GET', `${ADDRESSES}/${id}/stats`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect([method, path, (await call(method, path, null, body)).status]).toEqual([method, path, 401]);
      expect([method, path, (await call(method, path, agent, body)).status]).toEqual([method, path, 403]);
      expect([method, path, (await call(method, path, ghost, body)).status]).toEqual([method, path, 401]);
      expect([method, path, (await call(method, path, pat, body, TENANT_2)).status]).toEqual([method, path, 401]);
    }
    expect((await list(pat)).find((x) => x.id === id)?.address).toBe('11 Guard Rd, Orient, NY');
  });
});

describe('PUT /api/leads/me/was-engaged', () => {
  test('marks the lead engaged and answers the lead', async () => {
    const r = await call('PUT', '/api/leads/me/was-engaged', sam);
    expect(r.status).toBe(200);
    expect(dataOf(r)).toMatchObject({ id: sam.id, isEngaged: true, favourites: { data: { total: expect.any(Number) } } });
    expect(dataOf(await call('GET', '/api/leads/me', sam)).isEngaged).toBe(true);
    expect((await call('PUT', '/api/leads/me/was-engaged', sam)).status).toBe(200);
  });

  test('visitors and a lead that no longer exists get 401', async () => {
    expect((await call('PUT', '/api/leads/me/was-engaged', null)).status).toBe(401);
    expect((await call('PUT', '/api/leads/me/was-engaged', { token: await seededLeadToken(leadClaims(999_999, 1)) })).status).toBe(401);
    expect((await call('PUT', '/api/leads/me/was-engaged', pat, undefined, TENANT_2)).status).toBe(401);
  });
});
