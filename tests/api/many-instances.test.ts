import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rows } from '../db/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../fakes/webhook-receiver';
import { XHR, type Json } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';
import { insertTeam, teamCookies } from './team';

/**
 * Issue 19 item 6, DESIGN §11: two `next start` processes (scripts/server.ts) on ONE PostgreSQL
 * database behave as one. Each point is proved through HTTP on both: a settings change and a
 * listing correction made through A are served by B within seconds (its caches follow the
 * company's cache version in the database); a job runs once although both instances work the
 * queue; a rate limit hit on A counts on B; a session made on A works on B and a log-out on A
 * ends it there; an image uploaded through A (database) and a listing photo (the shared
 * IMAGE_DIR) are served by B. docs/scaling.md.
 *
 * PostgreSQL only: an embedded PGlite database belongs to one process (its data-directory lock
 * refuses a second), so on the PGlite pass there is nothing to share and the file is skipped.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const describePg = onPostgres ? describe : describe.skip;

/** Within this, a change on one instance must show on the other (the version poll is 1 s). */
const SEEN_WITHIN_MS = 3_000;

describePg('two instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  let receiver: WebhookReceiver;
  const cookies: Record<string, string> = {};
  const listing = { id: 0, source: '', rating: 0, price: 0, town: '', type: '' };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // Both work the job queue (a short round so the test is quick); limits are low and the
    // loopback test client is a trusted proxy, so a forwarded address is "a client".
    const env = { JOBS_INTERVAL_MS: '300', OUTBOUND_ALLOW_PRIVATE: '1', TRUSTED_PROXIES: '127.0.0.1', LEAD_WRONG_CODES_PER_IP: '2' };
    a = await startServer({
      env,
      prepare: async (db) => {
        Object.assign(cookies, await teamCookies(await insertTeam(db, [['admin', 1, 'broker', true]], { lastName: 'Twice', domain: 'instances.test' })));
        const [row] = await rows<{ id: number; code: string; deal_rating: number; list_price: number; city: string; state_or_province: string; property_type: string }>(
          db,
          sql`select p.id, s.code, p.deal_rating, p.list_price, p.city, p.state_or_province, p.property_type from properties p
              join mls_sources s on s.id = p.source_id join company_mls_sources c on c.source_id = p.source_id and c.company_id = 1
              where p.status = 'a' and p.property_type = 'r' and not p.is_manually_rated and p.deal_rating in (50, 40, 30) order by p.id limit 1`,
        );
        if (!row) throw new Error('The seed has no listing to correct');
        Object.assign(listing, { id: Number(row.id), source: row.code, rating: row.deal_rating, price: Number(row.list_price), town: `${row.city}, ${row.state_or_province}`, type: row.property_type });
      },
    });
    b = await startServer({ env, attachTo: a });
  }, 240_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await receiver?.close();
  });

  const asAdmin = (target: TestServer, method: string, path: string, body?: unknown) =>
    target.request(path, { method, headers: { ...XHR, cookie: cookies.admin! }, body: body === undefined ? undefined : JSON.stringify(body) });
  const dataOf = <T = Json>(r: Reply): T => r.json<{ data: T }>().data;
  /** Asks until `check` holds or the time is up; the last answer, for the assertion to show. */
  async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean, withinMs = SEEN_WITHIN_MS): Promise<T> {
    const started = Date.now();
    for (;;) {
      const value = await ask();
      if (check(value) || Date.now() - started > withinMs) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  test('a settings change through A is served by B within seconds (API and page)', async () => {
    const { settings, domains, locations } = dataOf(await asAdmin(a, 'GET', '/api/crm/settings'));
    const colour = (target: TestServer) => target.request('/api/company/settings').then((r) => dataOf(r).UI.data.colours.primary as string);
    // B has the company cached before the change.
    expect(await colour(b)).toBe(settings.colours.primary);
    const menuHtml = '<ul><li><a href="/real-estate">Other instance link</a></li></ul>';
    const changed = { settings: { ...settings, colours: { ...settings.colours, primary: '#5b2c6f' }, menuHtml }, domains, locations };
    expect((await asAdmin(a, 'PUT', '/api/crm/settings', changed)).status).toBe(200);
    try {
      expect(await eventually(() => colour(b), (c) => c === '#5b2c6f')).toBe('#5b2c6f');
      const home = (await b.request('/')).text;
      expect(home).toContain('--color-primary:#5b2c6f');
      expect(home).toContain('Other instance link');
    } finally {
      expect((await asAdmin(a, 'PUT', '/api/crm/settings', { settings, domains, locations })).status).toBe(200);
    }
  });

  test("a listing correction through A shows in B's search API and in B's cached search page", async () => {
    const query = `city_label=${encodeURIComponent(listing.town)}&type=${listing.type}&ratingweight=60&minprice=${listing.price}&maxprice=${listing.price}`;
    const inApi = (target: TestServer) => target.request(`/api/properties?${query}`).then((r) => (r.json<{ data: Json[] }>().data).some((l) => l.id === listing.id));
    // The page keeps its filters in the path (DESIGN §4): the query form answers 308 to it.
    const inPage = async (target: TestServer) => {
      const first = await target.request(`/real-estate?${query}`);
      const page = first.status === 308 ? await target.request(new URL(String(first.headers.location), 'http://localhost').pathname) : first;
      expect(page.status).toBe(200);
      return page.text.includes(`data-id="${listing.id}"`);
    };
    // B's anonymous search page is cached (DESIGN §1: a minute) before the change.
    expect([await inApi(b), await inPage(b)]).toEqual([false, false]);
    const rated = await asAdmin(a, 'PUT', `/api/admin/sources/${listing.source}/properties/${listing.id}/rating`, { rating: 60 });
    expect(rated.status).toBe(200);
    try {
      // Both are visitors' shared answers (DESIGN §1), dropped when A's bump reaches B (a NOTIFY: milliseconds).
      expect(await eventually(() => inApi(b), Boolean)).toBe(true);
      expect(await eventually(() => inPage(b), Boolean)).toBe(true);
    } finally {
      expect((await asAdmin(a, 'PUT', `/api/admin/sources/${listing.source}/properties/${listing.id}/rating`, { rating: null })).status).toBe(200);
    }
  });

  test('a job runs once although both instances work the queue (a webhook per new lead)', async () => {
    const hook = await asAdmin(a, 'POST', '/api/crm/integrations/webhooks', { url: `${receiver.url}/twice`, events: ['lead.created'] });
    expect(hook.status).toBe(201);
    const emails = [1, 2, 3].map((n) => `twice.${n}.${Date.now()}@example.com`);
    // Sign-ups on both instances; each delivery job may be taken by either.
    for (const [i, email] of emails.entries()) {
      const target = i % 2 === 0 ? a : b;
      expect((await target.request('/api/leads/register/start', { method: 'POST', headers: XHR, body: JSON.stringify({ lead: { email } }) })).status).toBe(201);
    }
    for (const email of emails) await receiver.waitFor((h) => h.json.event === 'lead.created' && h.json.data.email === email);
    // Several more polling rounds of both instances' workers: nothing is delivered twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const deliveries = receiver.received.filter((h) => h.path === '/twice' && emails.includes(String(h.json.data.email)));
    expect(deliveries.map((h) => h.json.data.email).sort()).toEqual([...emails].sort());
  });

  test('a rate limit hit on A counts on B', async () => {
    const wrongCode = (target: TestServer) =>
      target.request('/api/leads/login/code', { method: 'POST', headers: { ...XHR, 'x-forwarded-for': '198.51.100.190' }, body: JSON.stringify({ email: `guess.${Date.now()}@example.com`, code: '123456' }) });
    expect([(await wrongCode(a)).status, (await wrongCode(b)).status]).toEqual([401, 401]);
    const refused = await wrongCode(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await wrongCode(a)).status).toBe(429);
  });

  test('a session made on A works on B; a log-out on A ends it on B', async () => {
    const started = await a.request('/api/leads/register/start', { method: 'POST', headers: XHR, body: JSON.stringify({ lead: { email: `session.${Date.now()}@example.com` } }) });
    expect(started.status).toBe(201);
    const cookie = [started.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('JWT='))?.split(';')[0];
    expect(cookie).toBeDefined();
    const me = (target: TestServer) => target.request('/api/leads/me', { headers: { ...XHR, cookie: cookie! } });
    expect((await me(b)).status).toBe(200);
    expect((await a.request('/api/leads/logout', { method: 'POST', headers: { ...XHR, cookie: cookie! } })).status).toBe(200);
    expect((await me(b)).status).toBe(401);
  });

  test('an image uploaded through A and a listing photo are served by B', async () => {
    const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#1b4f72' } }).png().toBuffer();
    const uploaded = await a.request('/api/crm/settings/images/logo', { method: 'POST', headers: { cookie: cookies.admin!, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'image/png' }, body: logo });
    expect(uploaded.status).toBe(200);
    const url = dataOf<{ url: string }>(uploaded).url;
    const [fromA, fromB] = [await a.request(url), await b.request(url)];
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.text).toBe(fromA.text);
    // Listing photos live in the image store both instances mount (IMAGE_DIR).
    const photo = await b.request(`/images/${listing.id}-0.jpg`);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
  });
});

// Jest refuses a file without a test: on PGlite this one says why there is nothing to run.
(onPostgres ? test.skip : test)('two instances need PostgreSQL (one PGlite directory belongs to one process)', () => {
  expect(onPostgres).toBe(false);
});
