import { leadClaims as lead, TENANT_2, XHR, type Json, seededLeadToken, seededAgentSession } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';


let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 180_000);
afterAll(() => server?.stop());



async function firstLeadOf(companyId: number, host?: string): Promise<{ id: number; token: string; me: Json }> {
  for (let id = 1; id < 200; id++) {
    const token = await seededLeadToken(lead(id, companyId));
    const r = await server.request('/api/leads/me', { host, headers: { authorization: `Bearer ${token}` } });
    if (r.status === 200) return { id, token, me: r.json<{ data: Json }>().data };
  }
  throw new Error(`no lead for company ${companyId}`);
}

function cookieNamed(reply: Reply, name: string): string | undefined {
  const cookies = reply.headers['set-cookie'] ?? [];
  return cookies.find((c) => c.startsWith(`${name}=`));
}

describe('tenancy', () => {
  test('each host gets its own settings in DESIGN §8 shape, with nulls, not gaps, and no secrets', async () => {
    const one = (await server.request('/api/company/settings')).json<{ data: Json }>().data;
    const two = (await server.request('/api/company/settings', { host: TENANT_2 })).json<{ data: Json }>().data;
    expect(one.id).toBe(1);
    expect(two.id).toBe(2);
    expect(one.UI.data).toEqual({ colours: { primary: '#3c8dbc', cta: '#d82738' }, defaultSorting: 'created_at desc' });
    expect(two.UI.data.defaultSorting).toBe('price desc');
    expect(two.filters.property_statuses).toEqual([{ title: 'Active', param: 'a' }, { title: 'Sold', param: 's' }]);
    expect(one.filters.filter_groups[0]).toEqual({ title: 'Interior', features: expect.arrayContaining([{ param: 'fireplace', title: 'Fireplace' }]) });
    expect(one.locations).toContainEqual({ name: 'Montauk', slug: 'montauk', isActive: false });
    expect([one.agent, one.personalSiteUrl, one.fieldsConfiguration, one.trackingCodes.googleAnalyticsId]).toEqual([null, null, null, null]);
    expect(two.agent).toMatchObject({ site: expect.any(String), email: expect.stringContaining('@hamptonscoastal.example') });
    expect(two.trackingCodes.googleAnalyticsId).toBe('G-DEMO12345');
    expect(JSON.stringify([one, two])).not.toMatch(/password|secret|hash/i);
  });

  test('an unknown host gets "site not configured" and no data, on pages, API and images', async () => {
    for (const path of ['/', '/api/company/settings', '/images/1-0.jpg', '/leads']) {
      const r = await server.request(path, { host: 'unknown.example' });
      expect([path, r.status]).toEqual([path, 404]);
      expect(r.text).not.toMatch(/Peconic|Hamptons/);
    }
  });

  test('malformed hosts, paths and router headers get 400, never 500', async () => {
    expect((await server.request('/', { host: 'bad host!' })).status).toBe(400);
    expect((await server.request('/', { host: '-x.localhost' })).status).toBe(400);
    expect((await server.request('/real-estate/%E0%A4%A')).status).toBe(400);
    expect((await server.request('/', { headers: { 'next-action': 'deadbeef' } })).status).toBe(400);
    const www = await server.request('/api/company/settings', { host: `www.${TENANT_2}` });
    expect(www.json<{ data: Json }>().data.id).toBe(2);
  });

  test('a spoofed tenant header is replaced by the proxy', async () => {
    const r = await server.request('/api/company/settings', { headers: { 'x-company-id': '2' } });
    expect(r.json<{ data: Json }>().data.id).toBe(1);
  });

  test('unknown API paths answer JSON 404; favicon and robots are served', async () => {
    for (const path of ['/api', '/api/nope', '/api/leads/me/nope']) {
      const r = await server.request(path);
      expect([path, r.status, r.json()]).toEqual([path, 404, { error: 'Not found', code: 'not_found' }]);
    }
    const icon = await server.request('/favicon.ico');
    expect(icon.status).toBe(200);
    const robots = await server.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Disallow: /leads');
    expect(robots.text).toContain('Disallow: /api/');
  });
});

describe('lead identity', () => {
  test('visitors, garbage and foreign tokens get 401 from /api/leads/me', async () => {
    expect((await server.request('/api/leads/me')).status).toBe(401);
    expect((await server.request('/api/leads/me', { headers: { cookie: 'JWT=garbage' } })).status).toBe(401);
    const { token } = await firstLeadOf(1);
    expect((await server.request('/api/leads/me', { host: TENANT_2, headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await server.request('/api/leads/me', { host: TENANT_2, headers: { cookie: `JWT=${token}` } })).status).toBe(401);
  });

  test('a valid token reads the lead as stored, with favourites and e-alert totals', async () => {
    const { id, me } = await firstLeadOf(2, TENANT_2);
    expect(me.id).toBe(id);
    expect(me.favourites.data.total).toEqual(expect.any(Number));
    expect(me.eAlerts.data.total).toEqual(expect.any(Number));
    expect(me.firstName).not.toBe('T'); // from the database, not the token
  });

  test('a token for a lead that no longer exists is forgotten', async () => {
    const token = await seededLeadToken(lead(999_999, 1));
    const r = await server.request('/api/leads/me', { headers: { cookie: `JWT=${token}` } });
    expect(r.status).toBe(401);
    expect(cookieNamed(r, 'JWT')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  test('log-out needs the X-Requested-With header (CSRF) and clears the cookie', async () => {
    const { token } = await firstLeadOf(1);
    const forged = await server.request('/api/leads/logout', { method: 'POST', headers: { cookie: `JWT=${token}` } });
    expect(forged.status).toBe(403);
    expect(forged.json()).toEqual({ error: 'Missing X-Requested-With header', code: 'forbidden' });
    expect(cookieNamed(forged, 'JWT')).toBeUndefined();
    const real = await server.request('/api/leads/logout', { method: 'POST', headers: { ...XHR, cookie: `JWT=${token}` } });
    expect(real.status).toBe(200);
    expect(cookieNamed(real, 'JWT')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});

describe('agents', () => {
  const login = (body: unknown, headers: Record<string, string> = XHR, host?: string) =>
    server.request('/api/agents/login', { method: 'POST', host, headers, body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) });

  async function siteAgentEmail(): Promise<string> {
    return (await server.request('/api/company/settings', { host: TENANT_2 })).json<{ data: Json }>().data.agent.email;
  }

  test('bad sign-in input gets 4xx with field errors and sets no cookie', async () => {
    const invalid = await login({ email: 'nope', password: '' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.json().errors ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    expect((await login('{oops')).status).toBe(400);
    expect((await login({ email: 'a@b.co', password: 'x'.repeat(150_000) })).status).toBe(413);
    expect((await login({ email: 'a@b.co', password: 'x' }, { 'content-type': 'text/plain' })).status).toBe(403);
    // No session cookie; only the visitor id every browser gets (docs/security-limits.md).
    expect((invalid.headers['set-cookie'] ?? []).filter((c) => !c.startsWith('visitorId='))).toEqual([]);
  });

  test('signs in with the right password only, on its own company, with HttpOnly Lax cookies', async () => {
    const email = await siteAgentEmail();
    expect((await login({ email, password: 'wrong' }, XHR, TENANT_2)).status).toBe(401);
    expect((await login({ email, password: 'demo1234' }, XHR)).status).toBe(401); // tenant 1 does not know this agent
    const ok = await login({ email: email.toUpperCase(), password: 'demo1234' }, XHR, TENANT_2);
    expect(ok.status).toBe(200);
    const session = cookieNamed(ok, 'agentSession')!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=lax/i);
    expect(cookieNamed(ok, 'agentAuthorized')).not.toMatch(/HttpOnly/i);
    const cookie = session.split(';')[0]!;
    const me = await server.request('/api/agents/me', { host: TENANT_2, headers: { cookie } });
    expect(me.json<{ data: Json }>().data.email).toBe(email);
    expect(me.text).not.toMatch(/password/i);
    expect((await server.request('/api/agents/me', { headers: { cookie } })).status).toBe(401);
  });

  test('ten wrong passwords for an account lock it for a while with 429 and Retry-After (tests/api/client-limits.test.ts: per address, and the owner’s own address)', async () => {
    const email = 'nobody.here@peconicbayhomes.example';
    for (let i = 0; i < 10; i++) expect((await login({ email, password: `guess-${i}` })).status).toBe(401);
    const locked = await login({ email, password: 'another' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('CRM routes send visitors to sign in, also on client-side navigation, and open for agents', async () => {
    const page = await server.request('/leads?tab=new');
    expect(page.status).toBe(307);
    expect(page.headers.location).toMatch(/\/login\?next=%2Fleads%3Ftab%3Dnew$/);
    // A client-side navigation fetches the page segment alone (RSC): the layout never runs, the proxy does.
    const soft = await server.request('/reports', { headers: { rsc: '1' } });
    expect(soft.status).toBe(307);
    expect(soft.headers.location).toMatch(/^\/login\?next=%2Freports/);
    const token = await seededAgentSession({ id: 1, companyId: 1, type: 'broker', isAdmin: true });
    const agentPage = await server.request('/leads', { headers: { cookie: `agentSession=${token}` } });
    expect(agentPage.status).toBe(200);
    // A session for an agent that is not in this company opens nothing.
    const forged = await seededAgentSession({ id: 1, companyId: 2, type: 'broker', isAdmin: true });
    expect((await server.request('/leads', { host: TENANT_2, headers: { cookie: `agentSession=${forged}` } })).status).toBe(307);
  });
});
