import { eq, sql } from 'drizzle-orm';
import { mlsSources } from '@/lib/db/schema';
import { openFeedAuth } from '@/lib/feeds/secrets';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';

/**
 * DESIGN §10 admin API for MLS feeds: admins only, a company's own feeds only, secrets sealed
 * and never in any answer, every bad field a 4xx with nothing written, and a feed's listings
 * gone from the site when the last company listing it leaves. The demo seeds two operator feeds
 * (no owner): eemls, listed by both demo companies, and nfmls, listed by company 1 only.
 */

let server: TestServer;
const people = { adminOne: 0, adminTwo: 0, agentOne: 0, adminHostile: 0, hostile: 0 };
/** The test tenant that also lists nfmls (lib/seed/test-tenants.ts). */
const HOSTILE = 'hostile.localhost';
const listings = { northFork: 0, eastEnd: 0 };
const sources = { eemls: 0, nfmls: 0 };

const TOKEN = 'bearer-token-SECRET-5f1e';
const CLIENT_SECRET = 'client-secret-SECRET-9a7c';
const NEW_TOKEN = 'bearer-token-SECRET-rotated-77';
/** Every secret any test sends: none may appear in any answer. */
const SECRETS = [TOKEN, CLIENT_SECRET, NEW_TOKEN];
const answers: string[] = [];
const SYNCED_AT = '2026-11-20T15:30:00.000Z';

beforeAll(async () => {
  // The test tenant that shares nfmls is seeded here too when this process seeds (PostgreSQL),
  // as it is in the PGlite template.
  const testTenants = process.env.SEED_TEST_TENANTS;
  process.env.SEED_TEST_TENANTS = '1';
  server = await startServer({
    // Nothing picks up a queued run: the run shapes are checked as queued.
    env: { JOBS: '0' },
    prepare: async (db) => {
      const agent = async (companyId: number, admin: boolean) =>
        Number((await rows<{ id: number }>(db, sql`select id from agents where company_id = ${companyId} and is_admin = ${admin} and is_active and type <> 'lender' order by id limit 1`))[0]!.id);
      const hostile = Number((await rows<{ company_id: number }>(db, sql`select company_id from company_domains where host = ${HOSTILE}`))[0]!.company_id);
      Object.assign(people, { adminOne: await agent(1, true), adminTwo: await agent(2, true), agentOne: await agent(1, false), adminHostile: await agent(hostile, true), hostile });
      const listing = async (code: string) =>
        Number((await rows<{ id: number }>(db, sql`select p.id from properties p join mls_sources s on s.id = p.source_id where s.code = ${code} and p.status = 'a' and p.property_type = 'r' order by p.id limit 1`))[0]!.id);
      Object.assign(listings, { northFork: await listing('nfmls'), eastEnd: await listing('eemls') });
      // eemls has synced (its "data as of" time); nfmls never has.
      await db.execute(sql`update mls_sources set last_sync_at = ${SYNCED_AT} where code = 'eemls'`);
      // The demo's feeds were imported by the seed; nfmls plays a feed that never finished a sync.
      await db.execute(sql`update mls_sources set last_sync_at = null where code = 'nfmls'`);
      for (const code of ['eemls', 'nfmls'] as const) {
        sources[code] = Number((await rows<{ id: number }>(db, sql`select id from mls_sources where code = ${code}`))[0]!.id);
      }
    },
  }).finally(() => {
    if (testTenants === undefined) delete process.env.SEED_TEST_TENANTS;
    else process.env.SEED_TEST_TENANTS = testTenants;
  });
}, 240_000);
afterAll(() => server?.stop());

const who = async (companyId: number, id: number, isAdmin: boolean) => ({ cookie: await seededAgentCookie({ id, companyId, type: isAdmin ? 'broker' : 'agent', isAdmin }) });
const adminOne = () => who(1, people.adminOne, true);
const adminTwo = () => who(2, people.adminTwo, true);

async function call(method: string, path: string, headers: Record<string, string>, body?: unknown, host?: string): Promise<Reply> {
  const reply = await server.request(`/api/admin/sources${path}`, { method, host, headers: { ...XHR, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  answers.push(reply.text);
  return reply;
}
const list = async (headers: Record<string, string>, host?: string) => (await call('GET', '', headers, undefined, host)).json<{ data: Json[] }>().data;

const bearerFeed = { name: 'Hamptons Feed', kind: 'reso-web-api', url: 'https://api.example.com/odata', auth: { type: 'bearer', token: TOKEN }, legalDisclaimer: 'Deemed reliable, not guaranteed.' };
const clientFeed = {
  name: 'Hamptons Feed',
  kind: 'reso-web-api',
  url: 'https://api2.example.com/odata',
  resource: 'Property',
  filter: "CountyOrParish eq 'Suffolk'",
  restrictedStatuses: ['s'],
  propertyTypeMap: { 'Residential/Condominium': 'c' },
  auth: { type: 'client_credentials', tokenUrl: 'https://auth.example.com/token', clientId: 'client-1', clientSecret: CLIENT_SECRET, scope: 'api' },
};

describe('the sources admin API', () => {
  let bearerId = 0;
  let clientId = 0;

  test('visitors 401, agents who are not admins 403 on every call', async () => {
    const agent = await who(1, people.agentOne, false);
    for (const [method, path] of [['GET', ''], ['POST', ''], ['PATCH', `/${sources.nfmls}`], ['DELETE', `/${sources.nfmls}`], ['POST', `/${sources.nfmls}/sync`], ['GET', `/${sources.nfmls}/runs`], ['GET', `/${sources.nfmls}/runs/1`]] as const) {
      expect((await call(method, path, {}, method === 'GET' || method === 'DELETE' ? undefined : bearerFeed)).status).toBe(401);
      expect((await call(method, path, agent, method === 'GET' || method === 'DELETE' ? undefined : bearerFeed)).status).toBe(403);
    }
  });

  test("lists the company's feeds, each with its last run and no secret", async () => {
    const one = await list(await adminOne());
    expect(one.map((s) => s.code).sort()).toEqual(['eemls', 'nfmls']);
    expect(one[0]).toMatchObject({ kind: expect.any(String), url: expect.any(String), resource: 'Property', owned: false, auth: null, lastRun: expect.objectContaining({ status: 'succeeded', trigger: 'seed' }) });
    expect((await list(await adminTwo(), TENANT_2)).map((s) => s.code)).toEqual(['eemls']);
  });

  test('creates a feed: 201, a unique code, the company subscribed, the secret sealed and never answered', async () => {
    const created = await call('POST', '', await adminOne(), bearerFeed);
    expect(created.status).toBe(201);
    const feed = created.json<{ data: Json }>().data;
    expect(feed).toMatchObject({ code: 'hamptons-feed', name: 'Hamptons Feed', kind: 'reso-web-api', url: bearerFeed.url, auth: { type: 'bearer' }, owned: true, syncEnabled: true, lastSyncAt: null, lastRun: null, legalDisclaimer: bearerFeed.legalDisclaimer });
    bearerId = feed.id;

    const second = await call('POST', '', await adminOne(), clientFeed);
    expect(second.status).toBe(201);
    const other = second.json<{ data: Json }>().data;
    expect(other).toMatchObject({ code: 'hamptons-feed-2', filter: clientFeed.filter, restrictedStatuses: ['s'], propertyTypeMap: clientFeed.propertyTypeMap, auth: { type: 'client_credentials', tokenUrl: 'https://auth.example.com/token', clientId: 'client-1', scope: 'api' } });
    expect(other.auth).not.toHaveProperty('clientSecret');
    clientId = other.id;
    expect((await list(await adminOne())).map((s) => s.id)).toEqual(expect.arrayContaining([bearerId, clientId]));
  });

  test("another company's feed is a 404 on every call, and absent from its list", async () => {
    const two = await adminTwo();
    expect((await list(two, TENANT_2)).map((s) => s.id)).not.toContain(bearerId);
    for (const [method, path, body] of [['PATCH', `/${bearerId}`, { name: 'Mine' }], ['DELETE', `/${bearerId}`], ['POST', `/${bearerId}/sync`, {}], ['GET', `/${bearerId}/runs`], ['GET', `/${bearerId}/runs/1`], ['PATCH', `/${sources.nfmls}`, { name: 'x' }]] as const) {
      const reply = await call(method, path, two, body, TENANT_2);
      expect([method, path, reply.status]).toEqual([method, path, 404]);
    }
    // Company 2's admin asking on company 1's host is company 1's viewer with a foreign session: not signed in there.
    expect((await call('GET', '', two)).status).toBe(401);
  });

  test("a subscriber that did not add a feed may not change or sync it (403, saying why)", async () => {
    for (const [method, path, body] of [['PATCH', `/${sources.eemls}`, { name: 'Renamed' }], ['POST', `/${sources.eemls}/sync`, {}]] as const) {
      const reply = await call(method, path, await adminOne(), body);
      expect(reply.status).toBe(403);
      expect(reply.json<Json>().error).toMatch(/only the company that added this feed/i);
    }
  });

  test('every bad field is a 4xx naming it, and nothing is written', async () => {
    const before = await list(await adminOne());
    const bad: [Json, string][] = [
      [{ ...bearerFeed, name: '' }, 'name'],
      [{ ...bearerFeed, name: 'x'.repeat(500) }, 'name'],
      [{ ...bearerFeed, kind: 'csv' }, 'kind'],
      [{ ...bearerFeed, url: '/srv/feeds/demo.json' }, 'url'],
      [{ ...bearerFeed, kind: 'reso-file', url: 'file:///etc/passwd' }, 'url'],
      [{ ...bearerFeed, url: 'javascript:alert(1)' }, 'url'],
      [{ ...bearerFeed, url: 'https://me:pw@api.example.com/' }, 'url'],
      [{ ...bearerFeed, auth: { type: 'bearer', token: '' } }, 'auth.token'],
      [{ ...bearerFeed, auth: { type: 'oauth1' } }, 'auth.type'],
      [{ ...bearerFeed, auth: { type: 'client_credentials', tokenUrl: 'ftp://x', clientId: 'a', clientSecret: 'b' } }, 'auth.tokenUrl'],
      [{ ...bearerFeed, resource: "Property'); drop table x;--" }, 'resource'],
      [{ ...bearerFeed, filter: 'a\nb' }, 'filter'],
      [{ ...bearerFeed, filter: 'x'.repeat(3000) }, 'filter'],
      [{ ...bearerFeed, legalDisclaimer: 42 }, 'legalDisclaimer'],
      [{ ...bearerFeed, restrictedStatuses: ['x'] }, 'restrictedStatuses.0'],
      [{ ...bearerFeed, propertyTypeMap: { Residential: 'castle' } }, 'propertyTypeMap.Residential'],
      [{ ...bearerFeed, syncEnabled: 'sometimes' }, 'syncEnabled'],
    ];
    for (const [body, field] of bad) {
      const reply = await call('POST', '', await adminOne(), body);
      expect([field, reply.status]).toEqual([field, 422]);
      expect(Object.keys(reply.json<Json>().errors ?? {})).toContain(field);
      const edit = await call('PATCH', `/${bearerId}`, await adminOne(), { [field.split('.')[0]!]: body[field.split('.')[0]!] });
      if (field !== 'auth.token') expect([field, edit.status]).toEqual([field, 422]);
    }
    // Text the database cannot store, and bodies that are no JSON object.
    expect((await call('POST', '', await adminOne(), { ...bearerFeed, name: 'a\u0000b' })).status).toBe(422);
    expect((await server.request('/api/admin/sources', { method: 'POST', headers: { ...XHR, ...(await adminOne()) }, body: '{"name":' })).status).toBe(400);
    expect((await call('POST', '', await adminOne(), ['x'])).status).toBe(422);
    // Paths that name nothing, and page numbers out of range.
    for (const path of ['/abc', '/0', '/99999999999', `/${bearerId}/runs/abc`]) expect((await call('GET', `${path}${path.includes('runs') ? '' : '/runs'}`, await adminOne())).status).toBe(404);
    expect((await call('GET', `/${bearerId}/runs?page=0`, await adminOne())).status).toBe(400);
    expect((await call('GET', `/${bearerId}/runs?per_page=100000`, await adminOne())).status).toBe(400);
    expect(await list(await adminOne())).toEqual(before);
  });

  test('edits: a missing auth keeps the secret, a blank secret keeps it too, null clears it', async () => {
    const renamed = await call('PATCH', `/${bearerId}`, await adminOne(), { name: 'Hamptons Feed East', legalDisclaimer: 'New words.', restrictedStatuses: ['o'] });
    expect(renamed.status).toBe(200);
    expect(renamed.json<{ data: Json }>().data).toMatchObject({ name: 'Hamptons Feed East', code: 'hamptons-feed', legalDisclaimer: 'New words.', restrictedStatuses: ['o'], auth: { type: 'bearer' } });

    const blank = await call('PATCH', `/${clientId}`, await adminOne(), { auth: { type: 'client_credentials', tokenUrl: 'https://auth.example.com/token2', clientId: 'client-2', clientSecret: '' } });
    expect(blank.status).toBe(200);
    expect(blank.json<{ data: Json }>().data.auth).toEqual({ type: 'client_credentials', tokenUrl: 'https://auth.example.com/token2', clientId: 'client-2' });

    // Switching type needs the new type's secret.
    const switched = await call('PATCH', `/${clientId}`, await adminOne(), { auth: { type: 'bearer' } });
    expect(switched.status).toBe(422);
    expect(switched.json<Json>().errors).toHaveProperty(['auth.token']);

    const rotated = await call('PATCH', `/${clientId}`, await adminOne(), { auth: { type: 'bearer', token: NEW_TOKEN } });
    expect(rotated.json<{ data: Json }>().data.auth).toEqual({ type: 'bearer' });
    const cleared = await call('PATCH', `/${clientId}`, await adminOne(), { auth: null });
    expect(cleared.json<{ data: Json }>().data.auth).toBeNull();
    const back = await call('PATCH', `/${clientId}`, await adminOne(), { auth: { type: 'client_credentials', tokenUrl: 'https://auth.example.com/token', clientId: 'client-1', clientSecret: CLIENT_SECRET } });
    expect(back.status).toBe(200);
  });

  test('sync: 202 and a queued run; a second ask answers the same run; runs are listed newest first', async () => {
    const first = await call('POST', `/${bearerId}/sync`, await adminOne(), { full: true });
    expect(first.status).toBe(202);
    const run = first.json<{ data: Json }>().data;
    expect(run).toEqual({ id: expect.any(Number), status: expect.stringMatching(/^(queued|running)$/) });
    const again = await call('POST', `/${bearerId}/sync`, await adminOne(), {});
    expect(again.status).toBe(202);
    expect(again.json<{ data: Json }>().data.id).toBe(run.id);
    expect((await call('POST', `/${bearerId}/sync`, await adminOne(), { full: 'yes' })).status).toBe(422);

    const runs = await call('GET', `/${bearerId}/runs`, await adminOne());
    expect(runs.status).toBe(200);
    const page = runs.json<{ data: Json[]; meta: Json }>();
    expect(page.data[0]).toMatchObject({ id: run.id, status: 'queued', full: true, fetched: 0, created: 0, updated: 0, deleted: 0, skipped: 0, errors: [], startedAt: null, finishedAt: null });
    expect(page.meta.pagination).toMatchObject({ total: 1, current_page: 1 });
    const one = await call('GET', `/${bearerId}/runs/${run.id}`, await adminOne());
    expect(one.json<{ data: Json }>().data).toMatchObject({ id: run.id, status: 'queued' });
    expect((await call('GET', `/${clientId}/runs/${run.id}`, await adminOne())).status).toBe(404);
    expect((await list(await adminOne())).find((s) => s.id === bearerId)?.lastRun).toMatchObject({ id: run.id, status: 'queued' });
  });

  test('a listing page names who listed it, the feed, its disclaimer and "data as of" its last good sync', async () => {
    const synced = (await server.request(`/api/properties/${listings.eastEnd}`)).json<{ data: Json }>().data;
    expect(synced.source).toMatchObject({ code: 'eemls', dataAsOf: SYNCED_AT });
    expect(synced.source).toHaveProperty('listOffice');
    const page = await server.request(synced.meta.data.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Data as of Nov 20, 2026, 10:30 AM');
    expect(page.text).toContain(synced.legalDisclaimer);
    if (synced.source.listAgent && synced.source.listOffice) expect(page.text).toContain(`Listed by ${synced.source.listAgent}, ${synced.source.listOffice}`.replace(/&/g, '&amp;'));

    const never = (await server.request(`/api/properties/${listings.northFork}`)).json<{ data: Json }>().data;
    expect(never.source).toMatchObject({ code: 'nfmls', dataAsOf: null });
    const neverPage = await server.request(never.meta.data.url);
    expect(neverPage.text).toContain('data-testid="attribution"');
    expect(neverPage.text).not.toContain('data-testid="data-as-of"');
  });

  test("a company leaving a shared feed keeps it for the other; the last to leave takes its listings off the site", async () => {
    // Company 2 leaves eemls: its site loses the listing, company 1's keeps it.
    expect((await server.request(`/api/properties/${listings.eastEnd}`, { host: TENANT_2 })).status).toBe(200);
    const left = await call('DELETE', `/${sources.eemls}`, await adminTwo(), undefined, TENANT_2);
    expect(left.status).toBe(200);
    expect(left.json<{ data: Json }>().data).toEqual({ id: sources.eemls, removed: false, listingsRemoved: 0 });
    expect((await server.request(`/api/properties/${listings.eastEnd}`, { host: TENANT_2 })).status).toBe(404);
    expect((await server.request(`/api/properties/${listings.eastEnd}`)).status).toBe(200);
    expect((await list(await adminTwo(), TENANT_2)).map((s) => s.code)).toEqual([]);

    // nfmls is listed by company 1 and the hostile test company: company 1 leaving keeps it for the other.
    expect((await server.request(`/api/properties/${listings.northFork}`)).status).toBe(200);
    const first = await call('DELETE', `/${sources.nfmls}`, await adminOne());
    expect(first.json<{ data: Json }>().data).toEqual({ id: sources.nfmls, removed: false, listingsRemoved: 0 });
    expect((await server.request(`/api/properties/${listings.northFork}`)).status).toBe(404);
    expect((await server.request(`/api/properties/${listings.northFork}`, { host: HOSTILE })).status).toBe(200);

    // The last company to leave takes the feed and its listings with it.
    const hostileAdmin = await who(people.hostile, people.adminHostile, true);
    const gone = await call('DELETE', `/${sources.nfmls}`, hostileAdmin, undefined, HOSTILE);
    expect(gone.status).toBe(200);
    expect(gone.json<{ data: Json }>().data).toMatchObject({ id: sources.nfmls, removed: true, listingsRemoved: expect.any(Number) });
    expect(gone.json<{ data: Json }>().data.listingsRemoved).toBeGreaterThan(0);
    expect((await server.request(`/api/properties/${listings.northFork}`, { host: HOSTILE })).status).toBe(404);
    // The sites go on working without it.
    expect((await server.request('/api/properties', { host: HOSTILE })).status).toBe(200);
    expect((await server.request('/api/properties')).json<{ data: Json[] }>().data.length).toBeGreaterThan(0);
    expect((await list(await adminOne())).map((s) => s.code)).not.toContain('nfmls');
    expect((await call('DELETE', `/${sources.nfmls}`, await adminOne())).status).toBe(404);
  });

  test('no answer ever held a secret; the database holds them sealed under the feed key', async () => {
    expect(answers.length).toBeGreaterThan(40);
    for (const text of answers) for (const secret of SECRETS) expect(text).not.toContain(secret);
    const stored = await server.inspect(async (db) => {
      const [a] = await db.select().from(mlsSources).where(eq(mlsSources.id, bearerId));
      const [b] = await db.select().from(mlsSources).where(eq(mlsSources.id, clientId));
      const nf = await db.select().from(mlsSources).where(eq(mlsSources.id, sources.nfmls));
      const orphans = await rows<{ n: number }>(db, sql`select count(*)::int as n from properties where source_id = ${sources.nfmls}`);
      return { a, b, nf, orphans: Number(orphans[0]?.n) };
    });
    expect(stored.nf).toEqual([]);
    expect(stored.orphans).toBe(0);
    for (const row of [stored.a, stored.b]) {
      expect(row?.authSealed).toMatch(/^v1\./);
      for (const secret of SECRETS) expect(JSON.stringify(row)).not.toContain(secret);
    }
    expect(openFeedAuth(stored.a!.authSealed!)).toEqual({ type: 'bearer', token: TOKEN });
    expect(openFeedAuth(stored.b!.authSealed!)).toEqual({ type: 'client_credentials', tokenUrl: 'https://auth.example.com/token', clientId: 'client-1', clientSecret: CLIENT_SECRET });
    expect(stored.a).toMatchObject({ ownerCompanyId: 1, replicatedThrough: null });
  });
});
