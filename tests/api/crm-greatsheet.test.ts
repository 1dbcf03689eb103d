import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type TestServer } from './server';

/**
 * /greatsheet's calls (docs/crm.md "Greatsheet"): windows of the leads list's rows with exact
 * totals, its sorts and filters, who sees what per role and company, the per-agent column
 * choice (validated, never another agent's), and that an edit made through the sheet's calls
 * (the lead page's PATCH and transfer) writes the lead page's activity. prepare() gives
 * company 1 a broker, agents A and B and a lender, four leads tagged by source 'sheettest' (A's,
 * the pond's, B's with the lender, B's listed by A), 250 of A's with source 'sheetfill' for
 * windows, and company 2 one 'sheettest' lead.
 */
let server: TestServer;
const ids = { broker: 0, a: 0, b: 0, lender: 0, foreignAgent: 0, l1: 0, l2: 0, l3: 0, l4: 0, foreignLead: 0 };
const cookies = { broker: '', a: '', b: '', lender: '', foreign: '' };

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const one = await rows<{ id: number }>(db, sql`select id from agents where company_id = 1 and is_active order by (type = 'broker') desc, id limit 4`);
      [ids.broker, ids.a, ids.b, ids.lender] = one.map((r) => r.id) as [number, number, number, number];
      await db.execute(sql`update agents set type = 'broker', is_admin = false where id = ${ids.broker}`);
      await db.execute(sql`update agents set type = 'agent', is_admin = false where id in (${ids.a}, ${ids.b})`);
      await db.execute(sql`update agents set type = 'lender', is_admin = false where id = ${ids.lender}`);
      const [foreign] = await rows<{ id: number }>(db, sql`select id from agents where company_id = 2 and is_active order by id limit 1`);
      ids.foreignAgent = foreign!.id;
      await db.execute(sql`update agents set type = 'agent', is_admin = false where id = ${ids.foreignAgent}`);
      const insert = async (values: ReturnType<typeof sql>) => (await rows<{ id: number }>(db, sql`
        insert into leads (company_id, first_name, last_name, email, phone, stage, buyer_agent_id, listing_agent_id, lender_id, source, tags, last_activity_at, created_at)
        values ${values} returning id`))[0]!.id;
      ids.l1 = await insert(sql`(1, 'Ada', 'Sheet', 'ada@sheet.test', '+16315551234', 'new', ${ids.a}, null, null, 'sheettest', '{vip}', now() - interval '1 hour', now() - interval '1 day')`);
      ids.l2 = await insert(sql`(1, 'Bob', 'Sheet', 'bob@sheet.test', null, 'contacted', null, null, null, 'sheettest', '{}', null, now() - interval '2 days')`);
      ids.l3 = await insert(sql`(1, 'Cara', 'Sheet', 'cara@sheet.test', null, 'active', ${ids.b}, null, ${ids.lender}, 'sheettest', '{}', now() - interval '10 days', now() - interval '3 days')`);
      ids.l4 = await insert(sql`(1, 'Dan', 'Sheet', 'dan@sheet.test', null, 'nurture', ${ids.b}, ${ids.a}, null, 'sheettest', '{}', null, now() - interval '4 days')`);
      ids.foreignLead = await insert(sql`(2, 'Zed', 'Sheet', 'zed@sheet.test', null, 'new', ${ids.foreignAgent}, null, null, 'sheettest', '{}', null, now() - interval '1 day')`);
      await db.execute(sql`
        insert into leads (company_id, first_name, last_name, email, stage, buyer_agent_id, source, tags, created_at)
        select 1, 'Fill', 'Row ' || lpad(n::text, 3, '0'), 'fill' || n || '@sheet.test', (array['new','attempted','nurture'])[1 + n % 3], ${ids.a}, 'sheetfill',
          case when n % 5 = 0 then '{five}'::text[] else '{}'::text[] end, now() - n * interval '1 minute'
        from generate_series(1, 250) as n`);
    },
  });
  const claims = (id: number, type: 'agent' | 'broker' | 'lender', companyId = 1) => seededAgentCookie({ id, companyId, type, isAdmin: false });
  cookies.broker = await claims(ids.broker, 'broker');
  cookies.a = await claims(ids.a, 'agent');
  cookies.b = await claims(ids.b, 'agent');
  cookies.lender = await claims(ids.lender, 'lender');
  cookies.foreign = await claims(ids.foreignAgent, 'agent', 2);
}, 240_000);
afterAll(() => server?.stop());

const call = (method: string, path: string, cookie: string, body?: unknown, host?: string) =>
  server.request(path, { method, host, headers: { ...XHR, cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
const sheet = async (query: string, cookie = cookies.broker, host?: string) => {
  const r = await call('GET', `/api/crm/greatsheet?${query}`, cookie, undefined, host);
  expect([query, r.status]).toEqual([query, 200]);
  return r.json<{ data: Json[]; meta: { total: number; offset: number; limit: number } }>();
};
const idsOf = async (query: string, cookie = cookies.broker, host?: string) => (await sheet(query, cookie, host)).data.map((l) => l.id as number);

describe('GET /api/crm/greatsheet', () => {
  test('windows of the leads list rows, in its shape, with the exact total', async () => {
    const first = await sheet('source=sheetfill');
    expect(first.meta).toEqual({ total: 250, offset: 0, limit: 100 });
    expect(first.data).toHaveLength(100);
    expect(first.data[0]).toMatchObject({ fullName: 'Fill Row 001', buyerAgent: { id: ids.a }, stage: 'attempted', source: 'sheetfill', tags: [] });
    const second = await sheet('source=sheetfill&offset=100&limit=100');
    const last = await sheet('source=sheetfill&offset=200&limit=100');
    expect(last.data).toHaveLength(50);
    expect((await sheet('source=sheetfill&offset=250')).data).toEqual([]);
    const all = [...first.data, ...second.data, ...last.data].map((l) => l.fullName);
    expect(all).toEqual(Array.from({ length: 250 }, (_, i) => `Fill Row ${String(i + 1).padStart(3, '0')}`));
    // The same rows the leads list pages through (one query, two shapes).
    const page3 = (await call('GET', '/api/crm/leads?source=sheetfill&page=3&per_page=100', cookies.broker)).json<{ data: Json[] }>();
    expect(page3.data.map((l) => l.id)).toEqual(last.data.map((l) => l.id));
    expect((await sheet('source=sheetfill&offset=7&limit=3')).data.map((l) => l.fullName)).toEqual(['Fill Row 008', 'Fill Row 009', 'Fill Row 010']);
    expect((await sheet('source=sheetfill&limit=500')).data).toHaveLength(250);
  });

  test('sorts: name, stage, last activity, created either way', async () => {
    expect((await sheet('source=sheetfill&sort=name+desc&limit=2')).data.map((l) => l.fullName)).toEqual(['Fill Row 250', 'Fill Row 249']);
    expect((await sheet('source=sheettest&sort=name')).data.map((l) => l.id)).toEqual([ids.l1, ids.l2, ids.l3, ids.l4]);
    expect(await idsOf('source=sheettest&sort=stage')).toEqual([ids.l1, ids.l2, ids.l4, ids.l3]);
    // Leads without activity last, the newer id first among them (the list's tie-break).
    expect(await idsOf('source=sheettest&sort=last_activity_at+desc')).toEqual([ids.l1, ids.l3, ids.l4, ids.l2]);
    expect(await idsOf('source=sheettest&sort=created_at+asc')).toEqual([ids.l4, ids.l3, ids.l2, ids.l1]);
  });

  test('the leads list filters', async () => {
    expect(await idsOf('source=sheettest&stage=new,active')).toEqual([ids.l1, ids.l3]);
    expect(await idsOf(`source=sheettest&agentId=${ids.b}`)).toEqual([ids.l3, ids.l4]);
    expect(await idsOf('source=sheettest&pond=1')).toEqual([ids.l2]);
    expect(await idsOf('source=sheettest&tag=vip')).toEqual([ids.l1]);
    expect(await idsOf('q=ada@sheet')).toEqual([ids.l1]);
    expect((await sheet('source=sheetfill&tag=five')).meta.total).toBe(50);
  });

  test('who sees what: managers the company, agents their own and the pond, lenders theirs, another company nothing', async () => {
    expect(await idsOf('source=sheettest', cookies.broker)).toEqual([ids.l1, ids.l2, ids.l3, ids.l4]);
    expect(await idsOf('source=sheettest', cookies.a)).toEqual([ids.l1, ids.l2, ids.l4]);
    expect(await idsOf('source=sheettest', cookies.b)).toEqual([ids.l2, ids.l3, ids.l4]);
    expect(await idsOf('source=sheettest', cookies.lender)).toEqual([ids.l3]);
    expect((await sheet('source=sheetfill', cookies.b)).meta.total).toBe(0);
    expect(await idsOf('source=sheettest', cookies.foreign, TENANT_2)).toEqual([ids.foreignLead]);
    // A company-1 session on company 2's site is nobody there.
    expect((await call('GET', '/api/crm/greatsheet', cookies.broker, undefined, TENANT_2)).status).toBe(401);
    expect((await server.request('/api/crm/greatsheet')).status).toBe(401);
  });

  test.each([
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
    ['offset=100000000', 'offset'],
    ['offset=1.5', 'offset'],
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=99999999999', 'limit'],
    ['stage=bogus', 'stage'],
    ['sort=password', 'sort'],
    ['agentId=99999999999', 'agentId'],
    ['pond=maybe', 'pond'],
  ])('%s is 400 naming %s', async (query, field) => {
    const r = await call('GET', `/api/crm/greatsheet?${query}`, cookies.broker);
    expect(r.status).toBe(400);
    expect(Object.keys(r.json<{ errors: Json }>().errors)).toContain(field);
  });

  test('text holding a NUL is refused (422), never a 5xx', async () => {
    const r = await call('GET', '/api/crm/greatsheet?q=a%00b', cookies.broker);
    expect(r.status).toBe(422);
  });
});

describe('GET, PUT /api/crm/greatsheet/columns', () => {
  const columnsOf = async (cookie: string, host?: string) => {
    const r = await call('GET', '/api/crm/greatsheet/columns', cookie, undefined, host);
    expect(r.status).toBe(200);
    return r.json<{ data: { columns: string[] } }>().data.columns;
  };

  test('the default until an agent chooses; each agent their own', async () => {
    const initial = await columnsOf(cookies.b);
    expect(initial).toContain('stage');
    expect(initial).not.toContain('hot');
    const chosen = ['stage', 'email', 'hot', 'buyerAgent'];
    const r = await call('PUT', '/api/crm/greatsheet/columns', cookies.a, { columns: chosen });
    expect(r.status).toBe(200);
    expect(r.json<{ data: Json }>().data).toEqual({ columns: chosen });
    expect(await columnsOf(cookies.a)).toEqual(chosen);
    expect(await columnsOf(cookies.b)).toEqual(initial);
    expect(await columnsOf(cookies.foreign, TENANT_2)).toEqual(initial);
    // Saving again replaces the choice.
    expect((await call('PUT', '/api/crm/greatsheet/columns', cookies.a, { columns: ['email'] })).status).toBe(200);
    expect(await columnsOf(cookies.a)).toEqual(['email']);
  });

  test.each([
    [{ columns: ['stage', 'password'] }],
    [{ columns: ['stage', 'stage'] }],
    [{ columns: [] }],
    [{ columns: 'stage' }],
    [{ columns: [1] }],
    [{}],
  ])('%j is 422 naming columns, nothing saved', async (body) => {
    await call('PUT', '/api/crm/greatsheet/columns', cookies.lender, { columns: ['lender', 'stage'] });
    const r = await call('PUT', '/api/crm/greatsheet/columns', cookies.lender, body);
    expect(r.status).toBe(422);
    expect(Object.keys(r.json<{ errors: Json }>().errors)[0]).toMatch(/^columns/);
    expect(await columnsOf(cookies.lender)).toEqual(['lender', 'stage']);
  });

  test('a write needs the X-Requested-With header; a visitor is 401', async () => {
    const r = await server.request('/api/crm/greatsheet/columns', { method: 'PUT', headers: { cookie: cookies.b, 'content-type': 'application/json' }, body: JSON.stringify({ columns: ['stage'] }) });
    expect(r.status).toBe(403);
    expect((await server.request('/api/crm/greatsheet/columns')).status).toBe(401);
  });
});

describe('editing through the sheet: the lead page calls', () => {
  const timeline = async (leadId: number, cookie = cookies.broker) =>
    (await call('GET', `/api/crm/leads/${leadId}/activities?tab=all`, cookie)).json<{ data: Json[] }>().data;

  test('a stage edit writes the stage activity the lead page writes, and the window shows it', async () => {
    const r = await call('PATCH', `/api/crm/leads/${ids.l1}`, cookies.a, { stage: 'contacted' });
    expect(r.status).toBe(200);
    const [newest] = await timeline(ids.l1);
    expect(newest).toMatchObject({ type: 'stage', data: { from: 'new', to: 'contacted' }, agent: { id: ids.a } });
    expect((await sheet('source=sheettest&stage=contacted', cookies.a)).data.map((l) => l.id)).toEqual([ids.l1, ids.l2]);
  });

  test('tags and contact edits; a 422 names the field and changes nothing', async () => {
    expect((await call('PATCH', `/api/crm/leads/${ids.l1}`, cookies.a, { tags: ['vip', 'investor'] })).status).toBe(200);
    const bad = await call('PATCH', `/api/crm/leads/${ids.l1}`, cookies.a, { email: 'not an address' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json<{ errors: Json }>().errors)).toEqual(['email']);
    const taken = await call('PATCH', `/api/crm/leads/${ids.l1}`, cookies.a, { email: 'bob@sheet.test' });
    expect(taken.status).toBe(422);
    const [row] = (await sheet('source=sheettest&q=ada', cookies.a)).data;
    expect(row).toMatchObject({ email: 'ada@sheet.test', tags: ['vip', 'investor'] });
  });

  test('the buyer agent through the transfer call writes its transfer activity', async () => {
    const r = await call('POST', `/api/crm/leads/${ids.l1}/transfer`, cookies.broker, { type: 'agent', agentId: ids.b });
    expect(r.status).toBe(201);
    const [newest] = await timeline(ids.l1);
    expect(newest).toMatchObject({ type: 'transfer', data: { type: 'agent', from: ids.a, to: ids.b } });
    expect((await sheet('source=sheettest&q=ada')).data[0]).toMatchObject({ buyerAgent: { id: ids.b } });
    // Back, for the tests after.
    expect((await call('POST', `/api/crm/leads/${ids.l1}/transfer`, cookies.broker, { type: 'agent', agentId: ids.a })).status).toBe(201);
  });

  test('editing a lead one may not see is 404 and nothing changes', async () => {
    const before = (await timeline(ids.l3)).length;
    expect((await call('PATCH', `/api/crm/leads/${ids.l3}`, cookies.a, { stage: 'lost' })).status).toBe(404);
    expect((await call('PATCH', `/api/crm/leads/${ids.l1}`, cookies.lender, { stage: 'lost' })).status).toBe(404);
    expect((await call('PATCH', `/api/crm/leads/${ids.l1}`, cookies.foreign, { stage: 'lost' }, TENANT_2)).status).toBe(404);
    expect((await call('POST', `/api/crm/leads/${ids.l3}/transfer`, cookies.a, { type: 'agent', agentId: ids.a })).status).toBe(404);
    expect((await call('PATCH', `/api/crm/leads/${ids.foreignLead}`, cookies.broker, { stage: 'lost' })).status).toBe(404);
    expect((await timeline(ids.l3)).length).toBe(before);
    expect((await sheet('source=sheettest&stage=lost')).meta.total).toBe(0);
    expect((await sheet('source=sheettest', cookies.foreign, TENANT_2)).data[0]).toMatchObject({ id: ids.foreignLead, stage: 'new' });
  });
});

describe('the /greatsheet page', () => {
  test('every agent type opens it; it paints the first rows and the agent columns', async () => {
    for (const cookie of [cookies.broker, cookies.a, cookies.lender]) {
      const r = await call('GET', '/greatsheet?source=sheettest', cookie);
      expect(r.status).toBe(200);
      expect(r.text).toContain('role="grid"');
    }
    const html = (await call('GET', '/greatsheet?source=sheettest&sort=name', cookies.lender)).text;
    expect(html).toContain('Cara Sheet');
    expect(html).not.toContain('Ada Sheet');
  });
});
