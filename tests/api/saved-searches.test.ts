import { leadClaims, TENANT_2, type Json, seededLeadToken } from './fixtures';
import { agentCookie, caller, dataOf, seededLeads, type TestLead } from './lead-helpers';
import { startServer, type TestServer } from './server';

let server: TestServer;
let call: ReturnType<typeof caller>;
let pat: TestLead;
let sam: TestLead;
let other: TestLead;

beforeAll(async () => {
  server = await startServer();
  call = caller(server);
  const tenant1 = await seededLeads(server, 1, 2);
  [pat, sam] = [tenant1[0]!, tenant1[1]!];
  other = (await seededLeads(server, 2, 1, TENANT_2))[0]!;
}, 180_000);
afterAll(() => server?.stop());

const ALERTS = '/api/leads/me/e-alerts';
const list = async (lead: TestLead) => dataOf<Json[]>(await call('GET', ALERTS, lead));
const save = (lead: TestLead, ealert: Json) => call('POST', ALERTS, lead, { ealert });
/** A search nobody else in these tests saves: its own minimum price. */
let unique = 100_000;
const fresh = (extra: Json = {}) => ({ city_label: 'Greenport, NY', minprice: String((unique += 1000)), ...extra });

describe('POST and GET /api/leads/me/e-alerts', () => {
  test('saves with the default name, canonical criteria, description and the default frequency; 201', async () => {
    const r = await save(pat, { criteria: { type: 'c,r', maxprice: 600000, city_label: 'Riverhead, NY', minprice: '300000', sort: 'price asc', vt: 'map' } });
    expect(r.status).toBe(201);
    const alert = dataOf(r);
    expect(alert).toEqual({
      id: expect.any(Number),
      criteria: { minprice: '300000', maxprice: '600000', type: 'r,c', city_label: 'Riverhead, NY' },
      customName: 'Riverhead, NY $300K–$600K',
      description: 'Riverhead, NY · Single Family · Condo · $300K–$600K',
      frequency: 'twice_a_week',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await list(pat)).toContainEqual(alert);
  });

  test('the list is the lead’s own, newest first; the menu count follows', async () => {
    const before = await list(sam);
    const a = dataOf(await save(sam, { criteria: fresh(), customName: 'First' }));
    const b = dataOf(await save(sam, { criteria: fresh(), customName: 'Second' }));
    const after = await list(sam);
    expect(after.slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
    expect(after).toHaveLength(before.length + 2);
    const me = dataOf(await call('GET', '/api/leads/me', sam));
    expect(me.eAlerts.data.total).toBe(after.length);
    expect((await list(pat)).map((x) => x.id)).not.toContain(a.id);
  });

  test('no place and no price: "My search"; a price alone names it', async () => {
    expect(dataOf(await save(pat, { criteria: { minbeds: '5', type: 't' } })).customName).toBe('My search');
    expect(dataOf(await save(pat, { criteria: { minprice: '2000000', status: 'a' } })).customName).toBe('$2M+');
  });

  test('duplicate names get " (1)", then the highest suffix plus one; a name of 300 characters is cut to 255', async () => {
    const names: string[] = [];
    for (let i = 0; i < 3; i++) names.push(dataOf(await save(pat, { criteria: fresh(), customName: 'Beach houses' })).customName);
    expect(names).toEqual(['Beach houses', 'Beach houses (1)', 'Beach houses (2)']);
    // A gap does not matter: after (2) comes (3) even with (1) deleted.
    const mine = await list(pat);
    const one = mine.find((a) => a.customName === 'Beach houses (1)')!;
    expect((await call('DELETE', `${ALERTS}/${one.id}`, pat)).status).toBe(200);
    expect(dataOf(await save(pat, { criteria: fresh(), customName: 'beach HOUSES' })).customName).toBe('beach HOUSES (3)');
    // Default names clash too.
    const first = dataOf(await save(pat, { criteria: { city_label: 'Southold, NY', minprice: '400000' } }));
    const second = dataOf(await save(pat, { criteria: { city_label: 'Southold, NY', minprice: '400000', minbeds: '3' } }));
    expect([first.customName, second.customName]).toEqual(['Southold, NY $400K+', 'Southold, NY $400K+ (1)']);

    const long = dataOf(await save(pat, { criteria: fresh(), customName: `  ${'x'.repeat(300)}  ` }));
    expect(long.customName).toBe('x'.repeat(255));
    const again = dataOf(await save(pat, { criteria: fresh(), customName: 'x'.repeat(300) }));
    expect(again.customName).toBe(`${'x'.repeat(251)} (1)`);
  });

  test('criteria equal to a saved search (text case and value order aside) → 409 naming it; nothing saved', async () => {
    const saved = dataOf(await save(sam, { criteria: { city_label: 'Jamesport, NY|Aquebogue, NY', type: 'r', keyword: 'Pool House' } }));
    const before = await list(sam);
    const r = await save(sam, { criteria: { keyword: 'pool house', type: 'R', city_label: 'aquebogue, ny|JAMESPORT, NY' }, customName: 'Again' });
    expect(r.status).toBe(409);
    const body = r.json<Json>();
    expect(body.error).toBe(`This search is already saved as "${saved.customName}"`);
    expect(body.existingId).toBe(saved.id);
    expect(await list(sam)).toEqual(before);
    // Another lead may save the same search.
    expect((await save(pat, { criteria: { city_label: 'Jamesport, NY|Aquebogue, NY', type: 'r', keyword: 'Pool House' } })).status).toBe(201);
  });

  test('bad input → 422 (400 for a body that is not JSON) with a clear message; nothing saved', async () => {
    const before = await list(pat);
    const cases: [Json | string, number, RegExp][] = [
      [{ ealert: { criteria: { colour: 'blue' } } }, 422, /ealert\.criteria\.colour: "colour" is not a search key/],
      [{ ealert: { criteria: { minprice: 'cheap' } } }, 422, /ealert\.criteria\.minprice: minprice must be a plain number/],
      [{ ealert: { criteria: { bounds: '1,2,3' } } }, 422, /ealert\.criteria\.bounds/],
      [{ ealert: { criteria: { favorite: '1' } } }, 422, /favorites and viewed homes cannot be saved/],
      [{ ealert: { criteria: { zip: { nested: true } } } }, 422, /ealert\.criteria\.zip/],
      [{ ealert: { criteria: 'city=Riverhead' } }, 422, /criteria must be an object/],
      [{ ealert: { criteria: fresh(), frequency: 'hourly' } }, 422, /frequency must be one of: never, instantly, daily, twice_a_week, weekly, twice_a_month, monthly/],
      [{ ealert: { criteria: fresh(), customName: 42 } }, 422, /ealert\.customName/],
      [{ ealert: {} }, 422, /ealert\.criteria/],
      [{}, 422, /ealert/],
      ['{not json', 400, /not valid JSON/],
    ];
    for (const [body, status, message] of cases) {
      const r = await call('POST', ALERTS, pat, body);
      expect([JSON.stringify(body), r.status]).toEqual([JSON.stringify(body), status]);
      expect(r.json<Json>().error).toMatch(message);
    }
    expect(await list(pat)).toEqual(before);
  });

  test('every frequency of SPEC §9 is accepted', async () => {
    for (const frequency of ['never', 'instantly', 'daily', 'twice_a_week', 'weekly', 'twice_a_month', 'monthly']) {
      expect(dataOf(await save(sam, { criteria: fresh(), frequency })).frequency).toBe(frequency);
    }
  });
});

describe('PUT and DELETE /api/leads/me/e-alerts/{id}', () => {
  test('rename (suffixed against the lead’s other names, not its own), change the frequency and the criteria', async () => {
    const a = dataOf(await save(sam, { criteria: fresh(), customName: 'Farm land' }));
    const b = dataOf(await save(sam, { criteria: fresh(), customName: 'Vineyards' }));
    const renamed = await call('PUT', `${ALERTS}/${b.id}`, sam, { ealert: { customName: 'Farm land' } });
    expect(renamed.status).toBe(200);
    expect(dataOf(renamed).customName).toBe('Farm land (1)');
    expect(dataOf(await call('PUT', `${ALERTS}/${a.id}`, sam, { ealert: { customName: 'FARM LAND' } })).customName).toBe('FARM LAND');

    const weekly = dataOf(await call('PUT', `${ALERTS}/${a.id}`, sam, { ealert: { frequency: 'weekly' } }));
    expect(weekly).toMatchObject({ id: a.id, frequency: 'weekly', customName: 'FARM LAND', criteria: a.criteria });

    const moved = dataOf(await call('PUT', `${ALERTS}/${a.id}`, sam, { ealert: { criteria: { city_label: 'Mattituck, NY', maxprice: '900000' } } }));
    expect(moved).toMatchObject({ criteria: { maxprice: '900000', city_label: 'Mattituck, NY' }, customName: 'FARM LAND', description: 'Mattituck, NY · Up to $900K' });
    expect((await list(sam)).find((x) => x.id === a.id)).toEqual(moved);
  });

  test('criteria equal to another of the lead’s searches → 409; an empty name gets the default name', async () => {
    const a = dataOf(await save(pat, { criteria: { city_label: 'Orient, NY' } }));
    const b = dataOf(await save(pat, { criteria: { city_label: 'Orient, NY', minbeds: '2' } }));
    const clash = await call('PUT', `${ALERTS}/${b.id}`, pat, { ealert: { criteria: { city_label: 'ORIENT, NY' } } });
    expect(clash.status).toBe(409);
    expect(clash.json<Json>().existingId).toBe(a.id);
    // Its own criteria are no clash.
    expect((await call('PUT', `${ALERTS}/${a.id}`, pat, { ealert: { criteria: { city_label: 'orient, ny' } } })).status).toBe(200);
    expect(dataOf(await call('PUT', `${ALERTS}/${b.id}`, pat, { ealert: { customName: '   ' } })).customName).toBe('Orient, NY (1)');
  });

  test('bad input → 422, and the alert is unchanged', async () => {
    const a = dataOf(await save(pat, { criteria: fresh(), customName: 'Unchanged' }));
    for (const ealert of [{}, { frequency: 'yearly' }, { criteria: { nope: '1' } }, { customName: ['x'] }]) {
      const r = await call('PUT', `${ALERTS}/${a.id}`, pat, { ealert });
      expect([JSON.stringify(ealert), r.status]).toEqual([JSON.stringify(ealert), 422]);
    }
    expect((await list(pat)).find((x) => x.id === a.id)).toEqual(a);
  });

  test('another lead’s alert, or an unknown or malformed id → 404, and nothing changes', async () => {
    const mine = dataOf(await save(pat, { criteria: fresh(), customName: 'Pat’s' }));
    for (const [method, body] of [['PUT', { ealert: { customName: 'Taken over', frequency: 'never' } }], ['DELETE', undefined]] as const) {
      expect((await call(method, `${ALERTS}/${mine.id}`, sam, body)).status).toBe(404);
      expect((await call(method, `${ALERTS}/999999999`, pat, body)).status).toBe(404);
      expect((await call(method, `${ALERTS}/abc`, pat, body)).status).toBe(404);
      expect((await call(method, `${ALERTS}/0`, pat, body)).status).toBe(404);
    }
    expect((await list(pat)).find((x) => x.id === mine.id)).toEqual(mine);
  });

  test('delete: gone from the list, then 404', async () => {
    const a = dataOf(await save(sam, { criteria: fresh() }));
    const r = await call('DELETE', `${ALERTS}/${a.id}`, sam);
    expect(r.status).toBe(200);
    expect(dataOf(r)).toEqual({ id: a.id });
    expect((await list(sam)).map((x) => x.id)).not.toContain(a.id);
    expect((await call('DELETE', `${ALERTS}/${a.id}`, sam)).status).toBe(404);
  });
});

describe('who may call', () => {
  test('visitors 401, agents 403, a lead that no longer exists 401, for every call', async () => {
    const ghost = { token: await seededLeadToken(leadClaims(999_999, 1)) };
    const agent = { cookie: await agentCookie() };
    const id = dataOf(await save(pat, { criteria: fresh() })).id;
    const calls: [string, string, unknown][] = [
      ['GET', ALERTS, undefined],
      ['POST', ALERTS, { ealert: { criteria: fresh() } }],
      ['PUT', `${ALERTS}/${id}`, { ealert: { frequency: 'daily' } }],
      ['DELETE', `${ALERTS}/${id}`, undefined],
      ['POST', '/api/leads/me/search', { search: { criteria: fresh(), type: 'newSearch' } }],
    ];
    for (const [method, path, body] of calls) {
      expect([method, path, (await call(method, path, null, body)).status]).toEqual([method, path, 401]);
      const asAgent = await call(method, path, agent, body);
      expect([method, path, asAgent.status]).toEqual([method, path, 403]);
      expect(asAgent.json<Json>().error).toBe('Agents have no saved searches');
      expect([method, path, (await call(method, path, ghost, body)).status]).toEqual([method, path, 401]);
    }
    expect((await list(pat)).find((x) => x.id === id)).toMatchObject({ frequency: 'twice_a_week' });
  });

  test("tenant isolation: company 1's token on company 2's host is a visitor; company 2's lead cannot reach company 1's alerts", async () => {
    const id = dataOf(await save(pat, { criteria: fresh() })).id;
    expect((await call('GET', ALERTS, pat, undefined, TENANT_2)).status).toBe(401);
    expect((await call('POST', ALERTS, pat, { ealert: { criteria: fresh() } }, TENANT_2)).status).toBe(401);
    expect((await call('PUT', `${ALERTS}/${id}`, other, { ealert: { customName: 'mine now' } }, TENANT_2)).status).toBe(404);
    expect((await call('DELETE', `${ALERTS}/${id}`, other, undefined, TENANT_2)).status).toBe(404);
    const theirs = dataOf<Json[]>(await call('GET', ALERTS, other, undefined, TENANT_2));
    expect(theirs.map((a) => a.id)).not.toContain(id);
    expect((await list(pat)).map((a) => a.id)).toContain(id);
  });

  test('a cookie-authenticated write needs X-Requested-With (CSRF, DESIGN §8)', async () => {
    const r = await server.request(ALERTS, { method: 'POST', headers: { cookie: `JWT=${pat.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ealert: { criteria: fresh() } }) });
    expect(r.status).toBe(403);
    expect((await call('POST', ALERTS, { cookie: `JWT=${pat.token}` }, { ealert: { criteria: fresh() } })).status).toBe(201);
  });
});

describe('POST /api/leads/me/search', () => {
  test('records a search with its criteria priority; 201', async () => {
    for (const [type, priority] of [['newSearch', 1], ['viewedHome', 2], ['favoritedHome', 3], ['saveButton', 4]] as const) {
      const r = await call('POST', '/api/leads/me/search', pat, { search: { criteria: { city_label: 'Riverhead, NY', type: 'c,r', sort: 'price asc' }, type } });
      expect(r.status).toBe(201);
      expect(dataOf(r)).toEqual({ id: expect.any(Number), criteria: { type: 'r,c', city_label: 'Riverhead, NY' }, type, priority, createdAt: expect.any(String) });
    }
  });

  test('bad type or criteria → 422', async () => {
    const cases: [Json, RegExp][] = [
      [{ search: { criteria: {}, type: 'bookmark' } }, /type must be one of: newSearch, viewedHome, favoritedHome, saveButton/],
      [{ search: { criteria: { colour: 'red' }, type: 'newSearch' } }, /search\.criteria\.colour/],
      [{ search: { type: 'newSearch' } }, /search\.criteria/],
      [{}, /search/],
    ];
    for (const [body, message] of cases) {
      const r = await call('POST', '/api/leads/me/search', pat, body);
      expect(r.status).toBe(422);
      expect(r.json<Json>().error).toMatch(message);
    }
  });
});
