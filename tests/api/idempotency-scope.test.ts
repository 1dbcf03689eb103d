import { randomBytes, randomUUID } from 'node:crypto';
import { XHR, type Json } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';

// Idempotency-Key replays belong to one caller and one endpoint (DESIGN §13): a lead, an
// agent, or a browser by the visitor id the server gives it. Another caller's replay is a
// request of its own and never carries the first caller's answer or cookies.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { JOBS: '0' } });
}, 180_000);
afterAll(() => server?.stop());

let seq = 0;
const newEmail = () => `replay.${Date.now().toString(36)}.${++seq}@example.com`;
const newVisitor = () => `visitorId=${randomBytes(16).toString('base64url')}`;
const newKey = () => randomUUID();

const setCookies = (r: Reply) => ([] as string[]).concat(r.headers['set-cookie'] ?? []);
const cookieNamed = (r: Reply, name: string) => setCookies(r).find((c) => c.startsWith(`${name}=`));

function post(path: string, body: unknown, headers: Record<string, string>): Promise<Reply> {
  return server.request(path, { method: 'POST', headers: { ...XHR, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fully signed-up lead (favourites need it), through the API as the site does it. */
async function newLead(): Promise<string> {
  const start = await post('/api/leads/register/start', { lead: { email: newEmail() } }, {});
  const done = await post('/api/leads/register/complete', { lead: { phone: '631-555-0142', firstName: 'Pat', lastName: 'Lee' } }, bearer(start.json<Json>().data.token));
  expect(done.status).toBe(200);
  return done.json<Json>().data.token as string;
}

async function twoListings(): Promise<[number, number]> {
  const list = (await server.request('/api/properties?city_label=Riverhead,+NY')).json<Json>().data as Json[];
  return [list[0]!.id, list[1]!.id];
}

describe('the visitor id', () => {
  test('a page answer gives a browser without one a random HttpOnly, SameSite=Lax visitor id; with one, nothing new', async () => {
    const first = await server.request('/');
    const issued = cookieNamed(first, 'visitorId');
    expect(issued).toMatch(/^visitorId=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(cookieNamed(await server.request('/'), 'visitorId')).not.toBe(issued); // random each time
    expect(cookieNamed(await server.request('/', { headers: { cookie: issued!.split(';')[0]! } }), 'visitorId')).toBeUndefined();
  });

  test('API answers issue one when it is missing or not one of ours; images and feeds never do', async () => {
    expect(cookieNamed(await server.request('/api/company/settings'), 'visitorId')).toBeDefined();
    expect(cookieNamed(await server.request('/api/company/settings', { headers: { cookie: 'visitorId=short' } }), 'visitorId')).toBeDefined();
    expect(cookieNamed(await server.request('/api/company/settings', { headers: { cookie: newVisitor() } }), 'visitorId')).toBeUndefined();
    const refused = await post('/api/leads/register/start', { lead: { email: 'not an email' } }, {});
    expect(refused.status).toBe(422);
    expect(cookieNamed(refused, 'visitorId')).toBeDefined();
    for (const path of ['/sitemap.xml', '/robots.txt', '/images/1-0.jpg']) expect(cookieNamed(await server.request(path), 'visitorId')).toBeUndefined();
  });
});

describe('replays', () => {
  test('another visitor replaying a sign-up’s key gets no first answer and no JWT cookie; the same visitor retrying gets its own', async () => {
    const email = newEmail();
    const key = newKey();
    const alice = newVisitor();
    const first = await post('/api/leads/register/start', { lead: { email } }, { cookie: alice, 'idempotency-key': key });
    expect(first.status).toBe(201);
    const token = first.json<Json>().data.token as string;
    expect(cookieNamed(first, 'JWT')).toContain(token);

    // Mallory has seen the key (a log, a shared proxy) and sends it with her own browser.
    const mallory = await post('/api/leads/register/start', { lead: { email } }, { cookie: newVisitor(), 'idempotency-key': key });
    expect(mallory.text).not.toContain(token);
    expect(cookieNamed(mallory, 'JWT')).toBeUndefined();
    // …a request of her own: the address is known, so a code goes to its mailbox (DESIGN §8).
    expect(mallory.status).toBe(200);
    expect(mallory.json<Json>().data).toEqual({ status: 'full_login' });

    // Without any visitor id she is nobody we could recognise: no replay either.
    const anonymous = await post('/api/leads/register/start', { lead: { email } }, { 'idempotency-key': key });
    expect(anonymous.status).toBe(200);
    expect(anonymous.text).not.toContain(token);
    expect(cookieNamed(anonymous, 'JWT')).toBeUndefined();

    // Alice's retry after a lost answer: her own first answer and cookie, nothing done twice.
    const retry = await post('/api/leads/register/start', { lead: { email } }, { cookie: alice, 'idempotency-key': key });
    expect(retry.status).toBe(409);
    expect(retry.json<Json>().replayed).toMatchObject({ status: 201, body: { data: { status: 'new', token } } });
    expect(cookieNamed(retry, 'JWT')).toContain(token);
  });

  test('the same key on another endpoint is a fresh request; on the first one it is a replay', async () => {
    const token = await newLead();
    const [a, b] = await twoListings();
    const key = newKey();
    const first = await post(`/api/properties/${a}/fave`, undefined, { ...bearer(token), 'idempotency-key': key });
    expect(first.status).toBe(200);
    const other = await post(`/api/properties/${b}/fave`, undefined, { ...bearer(token), 'idempotency-key': key });
    expect(other.status).toBe(200);
    expect(other.json<Json>().data).toMatchObject({ propertyId: b, is_favourite: true, count: 2 });
    const replay = await post(`/api/properties/${a}/fave`, undefined, { ...bearer(token), 'idempotency-key': key });
    expect(replay.status).toBe(409);
    expect(replay.json<Json>().replayed).toMatchObject({ status: 200, body: { data: { propertyId: a, count: 1 } } });
  });

  test('a lead’s key cannot be replayed by another lead', async () => {
    const [first, second] = [await newLead(), await newLead()];
    const [home] = await twoListings();
    const key = newKey();
    expect((await post(`/api/properties/${home}/fave`, undefined, { ...bearer(first), 'idempotency-key': key })).status).toBe(200);
    const other = await post(`/api/properties/${home}/fave`, undefined, { ...bearer(second), 'idempotency-key': key });
    expect(other.status).toBe(200);
    expect(other.json<Json>().replayed).toBeUndefined();
    expect((await server.request('/api/leads/me', { headers: bearer(second) })).json<Json>().data.favourites.data.total).toBe(1);
  });
});
