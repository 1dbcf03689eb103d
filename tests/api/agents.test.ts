import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { TENANT_2, type Json } from './fixtures';
import { startServer, type TestServer } from './server';

/**
 * SPEC §7 GET /agents and /agents/{id}/profile, and the agent's page (DESIGN §4): public
 * shapes without secrets, one company's agents only, 404 for every other id, the slug redirect.
 * prepare() takes away the listings the seed gives one of tenant 1's realtors and gives them
 * exactly two listings for sale and a sold home (the name spaced and cased as feeds do), and
 * deactivates another agent.
 */
let server: TestServer;
const ids = { realtor: 0, inactive: 0, otherTenant: 0, realtorName: '' };

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const [realtor] = await rows<{ id: number; first_name: string; last_name: string }>(db, sql`select id, first_name, last_name from agents where company_id = 1 and type = 'realtor' and is_active order by id limit 1`);
      const [inactive] = await rows<{ id: number }>(db, sql`select id from agents where company_id = 1 and type = 'agent' order by id desc limit 1`);
      const [other] = await rows<{ id: number }>(db, sql`select id from agents where company_id = 2 order by id limit 1`);
      ids.realtor = realtor!.id;
      ids.realtorName = `${realtor!.first_name} ${realtor!.last_name}`;
      ids.inactive = inactive!.id;
      ids.otherTenant = other!.id;
      const feedName = `  ${realtor!.first_name.toUpperCase()}   ${realtor!.last_name} `;
      const nfmls = sql`source_id = (select id from mls_sources where code = 'nfmls') and property_type = 'r'`;
      await db.execute(sql`update properties set list_agent_full_name = 'Pat Elsewhere' where lower(list_agent_full_name) = lower(${ids.realtorName})`);
      await db.execute(sql`update properties set list_agent_full_name = ${feedName} where id in (select id from properties where ${nfmls} and status = 'a' order by id limit 2)`);
      await db.execute(sql`update properties set list_agent_full_name = ${feedName} where id in (select id from properties where ${nfmls} and status = 's' order by id limit 1)`);
      await db.execute(sql`update agents set is_active = false where id = ${ids.inactive}`);
    },
  });
}, 240_000);
afterAll(() => server?.stop());

const SECRET_KEYS = ['passwordHash', 'password_hash', 'isAdmin', 'lastLoginAt', 'companyId', 'site'];

describe('GET /api/agents', () => {
  test("the company's active agents, brokers first, public fields only", async () => {
    const r = await server.request('/api/agents');
    expect(r.status).toBe(200);
    const list = r.json<{ data: Json[] }>().data;
    expect(list.length).toBeGreaterThan(3);
    for (const agent of list) {
      expect(agent).toMatchObject({ id: expect.any(Number), type: expect.stringMatching(/^(agent|broker|realtor|lender)$/), name: expect.any(String), email: expect.stringContaining('@') });
      expect(agent.url).toMatch(new RegExp(`^/agent-page/[a-z0-9-]+/${agent.id}$`));
      expect(agent.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      for (const key of SECRET_KEYS) expect(agent).not.toHaveProperty(key);
    }
    expect(r.text).not.toMatch(/scrypt\$/);
    expect(list[0]!.type).toBe('broker');
    expect(list.map((a) => a.id)).not.toContain(ids.inactive);
  });

  test("another company's host lists its own agents only", async () => {
    const one = (await server.request('/api/agents')).json<{ data: Json[] }>().data.map((a) => a.id);
    const two = (await server.request('/api/agents', { host: TENANT_2 })).json<{ data: Json[] }>().data.map((a) => a.id);
    expect(two).toContain(ids.otherTenant);
    expect(one.filter((id) => two.includes(id))).toEqual([]);
  });
});

describe('GET /api/agents/{id}/profile', () => {
  test('profile, contact and the listings whose list agent is this agent', async () => {
    const r = await server.request(`/api/agents/${ids.realtor}/profile`);
    expect(r.status).toBe(200);
    const p = r.json<Json>().data;
    expect(p).toMatchObject({ id: ids.realtor, type: 'realtor', name: ids.realtorName, activeListingsCount: 2, soldHomesCount: 1 });
    expect(p.bio).toEqual(expect.any(String));
    expect(p.listings).toHaveLength(2);
    expect(p.soldHomes).toHaveLength(1);
    expect(p.listings[0].meta.data.url).toMatch(/^\/homedetails\//);
    expect(p.soldHomes[0].status).toBe('s');
    for (const key of SECRET_KEYS) expect(p).not.toHaveProperty(key);
  });

  test("unknown, malformed, inactive or another company's agents are 404 with an error", async () => {
    for (const id of ['999999999', 'abc', '0', '-1', '1.5', '99999999999', String(ids.inactive), String(ids.otherTenant)]) {
      const r = await server.request(`/api/agents/${id}/profile`);
      expect([id, r.status]).toEqual([id, 404]);
      expect(r.json().error).toBe('Agent not found');
    }
    expect((await server.request(`/api/agents/${ids.realtor}/profile`, { host: TENANT_2 })).status).toBe(404);
  });
});

describe('/agent-page/{name-slug}/{id}', () => {
  test('the canonical page renders with its metadata and JSON-LD; another slug is a 308 to it', async () => {
    const { url } = (await server.request(`/api/agents/${ids.realtor}/profile`)).json<Json>().data;
    const r = await server.request(url);
    expect(r.status).toBe(200);
    expect(r.text).toContain('data-testid="agent-page"');
    expect(r.text).toContain(`<link rel="canonical" href="https://localhost${url}"/>`);
    // The layout's title template adds the company name once.
    expect(r.text).toMatch(new RegExp(`<title>${ids.realtorName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, Realtor \\| [^|<]+</title>`));
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(r.text)![1]!);
    expect(ld).toMatchObject({ '@type': 'RealEstateAgent', name: ids.realtorName, url: `https://localhost${url}` });
    for (const wrong of [`/agent-page/someone-else/${ids.realtor}?agentSite=x`, `/agent-page/${ids.realtor}?agentSite=x`]) {
      const moved = await server.request(wrong);
      expect([wrong, moved.status, moved.headers.location]).toEqual([wrong, 308, `${url}?agentSite=x`]);
    }
  });

  test("unknown, malformed and other companies' agents get the full 404 page", async () => {
    for (const path of ['/agent-page/x/999999999', '/agent-page/x/abc', '/agent-page', `/agent-page/x/${ids.otherTenant}`, `/agent-page/x/${ids.inactive}`]) {
      const r = await server.request(path);
      expect([path, r.status]).toEqual([path, 404]);
      expect(r.text).toContain('data-testid="site-footer"');
      expect(r.text).not.toContain('__next_error__');
    }
  });

  test('/company-agents lists every agent with a link to their page', async () => {
    const r = await server.request('/company-agents');
    expect(r.status).toBe(200);
    expect(r.text).toContain('<link rel="canonical" href="https://localhost/company-agents"/>');
    const list = (await server.request('/api/agents')).json<{ data: Json[] }>().data;
    for (const agent of list) expect(r.text).toContain(`href="${agent.url}"`);
  });
});
