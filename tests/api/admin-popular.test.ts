import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, type Json } from './fixtures';
import { caller } from './lead-helpers';
import { startServer, type TestServer } from './server';

/**
 * /admin/properties/popular (issue 15 item 5): admins only; counts of the period per listing
 * (views and unique viewers from property-view activities, favourites, questions, showing
 * requests), sorted by one of three, 50 a page; a bad period, sort or page is 400 naming it.
 * prepare() clears the demo's engagement and writes a known set on three listings.
 */
interface Agent { id: number; companyId: number; type: 'agent' | 'broker' | 'realtor' | 'lender'; isAdmin: boolean }
let server: TestServer;
const who = {} as { admin: Agent; broker: Agent; agent: Agent; admin2: Agent };
const p = { a: 0, b: 0, c: 0 };

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const agent = async (companyId: number, where: ReturnType<typeof sql>): Promise<Agent> => {
        const [row] = await rows<{ id: number; type: Agent['type']; is_admin: boolean }>(db, sql`select id, type, is_admin from agents where company_id = ${companyId} and is_active and ${where} order by id limit 1`);
        if (!row) throw new Error('no such agent');
        return { id: row.id, companyId, type: row.type, isAdmin: row.is_admin };
      };
      who.agent = await agent(1, sql`type = 'agent' and not is_admin`);
      who.broker = await agent(1, sql`type = 'broker'`);
      who.broker.isAdmin = false;
      await db.execute(sql`update agents set is_admin = false where id = ${who.broker.id}`);
      who.admin = { ...(await agent(1, sql`type = 'realtor'`)), isAdmin: true };
      await db.execute(sql`update agents set is_admin = true where id = ${who.admin.id}`);
      who.admin2 = { ...(await agent(2, sql`type = 'broker'`)), isAdmin: true };
      await db.execute(sql`update agents set is_admin = true where id = ${who.admin2.id}`);
      for (const table of ['favourites', 'questions', 'showing_requests']) await db.execute(sql.raw(`delete from ${table}`));
      await db.execute(sql`delete from activities where type = 'property-view'`);
      const listings = await rows<{ id: number }>(db, sql`select p.id from properties p join mls_sources s on s.id = p.source_id where s.code = 'nfmls' and p.status = 'a' order by p.id limit 3`);
      [p.a, p.b, p.c] = listings.map((l) => l.id) as [number, number, number];
      const leads = await rows<{ id: number }>(db, sql`select id from leads where company_id = 1 order by id limit 4`);
      const [l1, l2, l3, l4] = leads.map((l) => l.id) as [number, number, number, number];
      const view = (lead: number, property: number, daysAgo: number) =>
        db.execute(sql`insert into activities (company_id, lead_id, type, property_id, occurred_at) values (1, ${lead}, 'property-view', ${property}, now() - make_interval(days => ${daysAgo}))`);
      // A: 5 views by 2 leads this week; B: 2 views (1 lead) and 2 favourites and 1 question; C: 3 views 40 days ago, 3 questions 40 days ago.
      for (const [lead, days] of [[l1, 1], [l1, 2], [l1, 3], [l2, 1], [l2, 5]] as const) await view(lead, p.a, days);
      await view(l3, p.b, 2); await view(l3, p.b, 3);
      await db.execute(sql`insert into favourites (company_id, lead_id, property_id, created_at) values (1, ${l1}, ${p.b}, now() - interval '1 day'), (1, ${l2}, ${p.b}, now() - interval '2 days')`);
      await db.execute(sql`insert into questions (company_id, lead_id, property_id, message, created_at) values (1, ${l4}, ${p.b}, 'Taxes?', now() - interval '1 day')`);
      for (let i = 0; i < 3; i++) {
        await view(l4, p.c, 40);
        await db.execute(sql`insert into questions (company_id, lead_id, property_id, message, created_at) values (1, ${l4}, ${p.c}, 'Still there?', now() - interval '40 days')`);
      }
      await db.execute(sql`insert into showing_requests (company_id, lead_id, property_id, agent_id, requested_for, created_at) values (1, ${l1}, ${p.a}, ${who.agent.id}, now() + interval '3 days', now() - interval '1 day')`);
    },
  });
}, 240_000);
afterAll(() => server?.stop());

const as = async (agent: Agent) => ({ cookie: await seededAgentCookie({ id: agent.id, companyId: agent.companyId, type: agent.type, isAdmin: agent.isAdmin }) });
const popular = async (agent: Agent, query = '') => caller(server)('GET', `/api/admin/properties/popular${query}`, await as(agent), undefined, agent.companyId === 2 ? TENANT_2 : undefined);
const ok = async (query = '') => {
  const r = await popular(who.admin, query);
  expect([query, r.status]).toEqual([query, 200]);
  return r.json<{ data: Json[]; meta: { pagination: Json; since: string } }>();
};

test('admins only: brokers (not admin) and agents get 403, visitors 401', async () => {
  expect((await popular(who.broker)).status).toBe(403);
  expect((await popular(who.agent)).status).toBe(403);
  expect((await caller(server)('GET', '/api/admin/properties/popular', null)).status).toBe(401);
});

test('the last 30 days by views: counts per listing, default period and sort', async () => {
  const { data, meta } = await ok();
  expect(data.map((r) => r.id)).toEqual([p.a, p.b]);
  expect(data[0]).toMatchObject({ views: 5, uniqueViewers: 2, favourites: 0, questions: 0, showingRequests: 1, status: 'a' });
  expect(data[0]!.url).toMatch(new RegExp(`^/homedetails/.+/${p.a}$`));
  expect(data[1]).toMatchObject({ views: 2, uniqueViewers: 1, favourites: 2, questions: 1, showingRequests: 0 });
  expect(meta.pagination).toMatchObject({ total: 2, current_page: 1, per_page: 50, total_pages: 1 });
  expect(Date.now() - Date.parse(meta.since)).toBeGreaterThan(29.9 * 86_400_000);
});

test('sorts and periods: favourites and questions first; 90 days takes in the older listing', async () => {
  expect((await ok('?sort=favourites')).data.map((r) => r.id)).toEqual([p.b, p.a]);
  expect((await ok('?sort=questions&period=90')).data.map((r) => r.id)).toEqual([p.c, p.b, p.a]);
  const c = (await ok('?period=90')).data.find((r) => r.id === p.c);
  expect(c).toMatchObject({ views: 3, uniqueViewers: 1, questions: 3 });
  expect((await ok('?period=7')).data.map((r) => r.id)).toEqual([p.a, p.b]);
  // A page past the end: no rows, the right total.
  const far = await ok('?page=9');
  expect(far.data).toEqual([]);
  expect(far.meta.pagination.total).toBe(2);
  expect((await ok('?period=&sort=')).data.map((r) => r.id)).toEqual([p.a, p.b]);
});

test('bad period, sort or page: 400 naming the field', async () => {
  for (const [query, field] of [['?period=14', 'period'], ['?period=30.0', 'period'], ['?sort=price', 'sort'], ['?page=0', 'page'], ['?page=1001', 'page'], ['?page=abc', 'page'], ['?page=99999999999999999999', 'page']] as const) {
    const r = await popular(who.admin, query);
    expect([query, r.status]).toEqual([query, 400]);
    expect(r.json<Json>().errors).toHaveProperty(field);
  }
});

test('another company sees its own counts only; the page renders for admins', async () => {
  const r = await popular(who.admin2);
  expect(r.status).toBe(200);
  expect(r.json<{ data: Json[] }>().data).toEqual([]);
  const page = await server.request('/admin/properties/popular?period=90&sort=questions', { headers: { cookie: (await as(who.admin)).cookie } });
  expect(page.status).toBe(200);
  expect(page.text).toContain('data-testid="popular-table"');
  expect(page.text.indexOf(`data-id="${p.c}"`)).toBeLessThan(page.text.indexOf(`data-id="${p.b}"`));
  // A bad value in the URL is the default, not an error.
  expect((await server.request('/admin/properties/popular?period=5&sort=x&page=-1', { headers: { cookie: (await as(who.admin)).cookie } })).status).toBe(200);
});
