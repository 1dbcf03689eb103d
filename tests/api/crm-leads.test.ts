import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type TestServer } from './server';

/**
 * The CRM leads list (DESIGN §9 GET /api/crm/leads), its bulk actions and saved views:
 * shapes, every filter, search by name, e-mail and phone as typed, sorts and pages, 400s,
 * who sees what per role, another company's leads never, and the activities bulk writes.
 * prepare() gives company 1 a broker, two agents (A, B) and a lender of known types, four
 * leads tagged by source 'crmtest' (A's, the pond's, B's with the lender, B's listed by A),
 * thirty of A's with source 'crmfill' for paging, and company 2 one 'crmtest' lead.
 */
let server: TestServer;
const ids = { broker: 0, a: 0, b: 0, lender: 0, inactive: 0, foreignAgent: 0, l1: 0, l2: 0, l3: 0, l4: 0, foreignLead: 0 };
const cookies = { broker: '', a: '', b: '', lender: '', foreign: '' };

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const one = await rows<{ id: number }>(db, sql`select id from agents where company_id = 1 and is_active order by (type = 'broker') desc, id limit 5`);
      [ids.broker, ids.a, ids.b, ids.lender, ids.inactive] = one.map((r) => r.id) as [number, number, number, number, number];
      await db.execute(sql`update agents set type = 'broker', is_admin = false where id = ${ids.broker}`);
      await db.execute(sql`update agents set type = 'agent', is_admin = false where id in (${ids.a}, ${ids.b})`);
      await db.execute(sql`update agents set type = 'lender', is_admin = false where id = ${ids.lender}`);
      await db.execute(sql`update agents set is_active = false where id = ${ids.inactive}`);
      const [foreign] = await rows<{ id: number }>(db, sql`select id from agents where company_id = 2 and is_active order by id limit 1`);
      ids.foreignAgent = foreign!.id;
      await db.execute(sql`update agents set type = 'agent', is_admin = false where id = ${ids.foreignAgent}`);
      const insert = async (values: ReturnType<typeof sql>) => (await rows<{ id: number }>(db, sql`
        insert into leads (company_id, first_name, last_name, email, phone, stage, buyer_agent_id, listing_agent_id, lender_id, source, tags, hot_at, last_activity_at, last_visit_at, created_at)
        values ${values} returning id`))[0]!.id;
      ids.l1 = await insert(sql`(1, 'Ada', 'Lovelace', 'ada@crm.test', '+16315551234', 'new', ${ids.a}, null, null, 'crmtest', '{vip,buyer}', now(), now() - interval '1 hour', now() - interval '2 hours', now() - interval '1 day')`);
      ids.l2 = await insert(sql`(1, 'Bob', 'Pond', 'bob_pond@crm.test', '+15165550000', 'contacted', null, null, null, 'crmtest', '{seller}', null, null, null, now() - interval '2 days')`);
      ids.l3 = await insert(sql`(1, 'Cara', 'Other', 'cara@crm.test', '+12125559999', 'active', ${ids.b}, null, ${ids.lender}, 'crmtest', '{}', null, now() - interval '10 days', null, now() - interval '3 days')`);
      ids.l4 = await insert(sql`(1, 'Dan', '<b>Listing</b>', 'dan%x@crm.test', null, 'nurture', ${ids.b}, ${ids.a}, null, 'crmtest', '{}', null, null, null, now() - interval '4 days')`);
      // SPEC §8: the list carries the e-mail status its badge words come from.
      await db.execute(sql`update leads set email_status = 'hardBounce' where id = ${ids.l3}`);
      ids.foreignLead = await insert(sql`(2, 'Zed', 'Foreign', 'zed@crm.test', '+16315551234', 'new', ${ids.foreignAgent}, null, null, 'crmtest', '{vip}', now(), null, null, now() - interval '1 day')`);
      await db.execute(sql`
        insert into leads (company_id, first_name, last_name, email, stage, buyer_agent_id, source, created_at)
        select 1, 'Filler', 'Number ' || n, 'filler' || n || '@crm.test', 'new', ${ids.a}, 'crmfill', now() - n * interval '1 minute'
        from generate_series(1, 30) as n`);
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
const list = async (query: string, cookie = cookies.broker, host?: string) => {
  const r = await call('GET', `/api/crm/leads?${query}`, cookie, undefined, host);
  expect([query, r.status]).toEqual([query, 200]);
  return r.json<{ data: Json[]; meta: { pagination: Json } }>();
};
const idsOf = async (query: string, cookie = cookies.broker, host?: string) => (await list(query, cookie, host)).data.map((l) => l.id);

describe('GET /api/crm/leads', () => {
  test('rows in the LeadListItem shape, newest first, with pagination meta', async () => {
    const { data, meta } = await list('source=crmtest');
    expect(data.map((l) => l.id)).toEqual([ids.l1, ids.l2, ids.l3, ids.l4]);
    expect(meta.pagination).toEqual({ total: 4, count: 4, per_page: 25, current_page: 1, total_pages: 1 });
    expect(data[0]).toEqual({
      id: ids.l1, fullName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@crm.test', emailStatus: 'unknown', phone: '+16315551234', stage: 'new',
      buyerAgent: { id: ids.a, name: expect.any(String) }, listingAgentId: null, lenderId: null, source: 'crmtest', tags: ['vip', 'buyer'], hot: true,
      createdAt: expect.stringMatching(/Z$/), lastVisitAt: expect.stringMatching(/Z$/), lastActivityAt: expect.stringMatching(/Z$/),
    });
    expect(data[1]).toMatchObject({ buyerAgent: null, hot: false, lastActivityAt: null, lastVisitAt: null });
    expect(data[2]).toMatchObject({ email: 'cara@crm.test', emailStatus: 'hardBounce' });
    expect(data[3]).toMatchObject({ lastName: '<b>Listing</b>', listingAgentId: ids.a });
  });

  test('each filter', async () => {
    expect(await idsOf('source=crmtest&stage=new')).toEqual([ids.l1]);
    expect(await idsOf('source=crmtest&stage=new,active')).toEqual([ids.l1, ids.l3]);
    expect(await idsOf(`source=crmtest&agentId=${ids.b}`)).toEqual([ids.l3, ids.l4]);
    expect(await idsOf('source=crmtest&pond=1')).toEqual([ids.l2]);
    expect(await idsOf('source=crmtest&hot=1')).toEqual([ids.l1]);
    expect(await idsOf('source=crmtest&tag=vip')).toEqual([ids.l1]);
    expect(await idsOf('source=crmtest&tag=seller&stage=contacted')).toEqual([ids.l2]);
    expect(await idsOf('source=nothing-like-this')).toEqual([]);
  });

  test('q finds names, e-mails and phones as people type them; % and _ are plain characters', async () => {
    expect(await idsOf('source=crmtest&q=lovelace')).toEqual([ids.l1]);
    expect(await idsOf('source=crmtest&q=ada%20LOVE')).toEqual([ids.l1]);
    expect(await idsOf('source=crmtest&q=CARA%40CRM')).toEqual([ids.l3]);
    for (const phone of ['631-555', '(631) 555', '(631) 555-12', '+1 631 555 1234', '6315551234']) {
      expect([phone, await idsOf(`source=crmtest&q=${encodeURIComponent(phone)}`)]).toEqual([phone, [ids.l1]]);
    }
    expect(await idsOf('source=crmtest&q=%25')).toEqual([ids.l4]);
    expect(await idsOf('source=crmtest&q=_')).toEqual([ids.l2]);
    expect(await idsOf('source=crmtest&q=%20%20')).toEqual([ids.l1, ids.l2, ids.l3, ids.l4]);
  });

  test('sorts, with empty values last and the id as tie-break', async () => {
    expect(await idsOf('source=crmtest&sort=name')).toEqual([ids.l1, ids.l2, ids.l3, ids.l4]);
    expect(await idsOf('source=crmtest&sort=name%20desc')).toEqual([ids.l4, ids.l3, ids.l2, ids.l1]);
    expect(await idsOf('source=crmtest&sort=created_at%20asc')).toEqual([ids.l4, ids.l3, ids.l2, ids.l1]);
    expect(await idsOf('source=crmtest&sort=last_activity_at%20desc')).toEqual([ids.l1, ids.l3, ids.l4, ids.l2]);
    expect(await idsOf('source=crmtest&sort=last_activity_at%20asc')).toEqual([ids.l3, ids.l1, ids.l2, ids.l4]);
    expect(await idsOf('source=crmtest&sort=stage')).toEqual([ids.l1, ids.l2, ids.l4, ids.l3]);
    expect(await idsOf('source=crmtest&sort=last_visit_at')).toEqual([ids.l1, ids.l4, ids.l3, ids.l2]);
  });

  test('pages', async () => {
    const first = await list('source=crmfill&per_page=10');
    const second = await list('source=crmfill&per_page=10&page=2');
    expect(second.meta.pagination).toEqual({ total: 30, count: 10, per_page: 10, current_page: 2, total_pages: 3 });
    expect(first.data.map((l) => l.lastName)).toEqual(Array.from({ length: 10 }, (_, i) => `Number ${i + 1}`));
    expect(second.data[0]!.lastName).toBe('Number 11');
    const past = await list('source=crmfill&per_page=10&page=9');
    expect(past.data).toEqual([]);
    expect(past.meta.pagination).toMatchObject({ total: 30, count: 0, current_page: 9 });
    expect((await list('source=crmfill&per_page=100')).data).toHaveLength(30);
  });

  test('bad values are 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['per_page=101', 'per_page'], ['per_page=0', 'per_page'], ['page=0', 'page'], ['page=abc', 'page'], ['page=99999999999', 'page'],
      ['stage=bogus', 'stage'], ['stage=new,bogus', 'stage'], ['agentId=abc', 'agentId'], ['agentId=0', 'agentId'], ['agentId=99999999999', 'agentId'],
      ['pond=2', 'pond'], ['hot=yes', 'hot'], ['sort=password', 'sort'], ['sort=name%20sideways', 'sort'], [`q=${'x'.repeat(101)}`, 'q'], [`tag=${'t'.repeat(41)}`, 'tag'],
    ];
    for (const [query, field] of cases) {
      const r = await call('GET', `/api/crm/leads?${query}`, cookies.broker);
      expect([query, r.status, Object.keys(r.json().errors ?? {})]).toEqual([query, 400, [field]]);
    }
  });

  test('who sees what: broker all, agent own + pond, lender theirs; not signed in is 401', async () => {
    expect(await idsOf('source=crmtest', cookies.a)).toEqual([ids.l1, ids.l2, ids.l4]);
    expect(await idsOf('source=crmtest', cookies.b)).toEqual([ids.l2, ids.l3, ids.l4]);
    expect(await idsOf('source=crmtest', cookies.lender)).toEqual([ids.l3]);
    // A filter never widens the view: B's leads as A sees them are the one A lists.
    expect(await idsOf(`source=crmtest&agentId=${ids.b}`, cookies.a)).toEqual([ids.l4]);
    expect(await idsOf('source=crmtest&q=cara', cookies.a)).toEqual([]);
    expect((await server.request('/api/crm/leads')).status).toBe(401);
  });

  test("another company's agent never sees company 1's leads", async () => {
    expect(await idsOf('source=crmtest', cookies.foreign, TENANT_2)).toEqual([ids.foreignLead]);
    const byPhone = await idsOf('q=631-555-1234&per_page=100', cookies.foreign, TENANT_2);
    expect(byPhone).toContain(ids.foreignLead);
    expect(byPhone).not.toContain(ids.l1);
    expect(await idsOf('q=lovelace', cookies.foreign, TENANT_2)).toEqual([]);
    // Company 1's cookie is nobody on company 2's host.
    expect((await call('GET', '/api/crm/leads', cookies.broker, undefined, TENANT_2)).status).toBe(401);
  });
});

describe('POST /api/crm/leads/bulk', () => {
  const bulk = (body: unknown, cookie = cookies.broker, host?: string) => call('POST', '/api/crm/leads/bulk', cookie, body, host);
  const stageOf = async (id: number) => (await list(`source=crmtest`)).data.find((l) => l.id === id)?.stage;

  test('agents and lenders may not (403); bad bodies are 422 naming the field', async () => {
    expect((await bulk({ ids: [ids.l2], action: 'stage', stage: 'lost' }, cookies.a)).status).toBe(403);
    expect((await bulk({ ids: [ids.l3], action: 'stage', stage: 'lost' }, cookies.lender)).status).toBe(403);
    const cases: [unknown, string][] = [
      [{ ids: [], action: 'stage', stage: 'new' }, 'ids'],
      [{ ids: [ids.l1, ids.l1], action: 'stage', stage: 'new' }, 'ids'],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), action: 'stage', stage: 'new' }, 'ids'],
      [{ ids: ['1'], action: 'stage', stage: 'new' }, 'ids.0'],
      [{ ids: [ids.l1], action: 'delete' }, 'action'],
      [{ ids: [ids.l1], action: 'stage' }, 'stage'],
      [{ ids: [ids.l1], action: 'stage', stage: 'won' }, 'stage'],
      [{ ids: [ids.l1], action: 'assign' }, 'agentId'],
      [{ ids: [ids.l1], action: 'tag', tag: '' }, 'tag'],
      [{ ids: [ids.l1], action: 'tag', tag: 'x'.repeat(41) }, 'tag'],
    ];
    for (const [body, field] of cases) {
      const r = await bulk(body);
      expect([field, r.status, Object.keys(r.json().errors ?? {})]).toEqual([field, 422, [field]]);
    }
    expect(await stageOf(ids.l1)).toBe('new');
  });

  test('an id the caller does not see (another company, unknown) is 404 and nothing is written', async () => {
    for (const bad of [ids.foreignLead, 999_999_999]) {
      const r = await bulk({ ids: [ids.l1, bad], action: 'stage', stage: 'lost' });
      expect(r.status).toBe(404);
      expect(r.json().error).toBe('Lead not found');
    }
    expect(await stageOf(ids.l1)).toBe('new');
    // Company 2's broker cannot reach company 1's leads either.
    const foreignBroker = await seededAgentCookie({ id: ids.foreignAgent, companyId: 2, type: 'agent', isAdmin: false });
    expect((await bulk({ ids: [ids.l1], action: 'stage', stage: 'lost' }, foreignBroker, TENANT_2)).status).toBe(403);
  });

  test('assign needs an active agent of the company (422 naming agentId)', async () => {
    for (const agentId of [ids.inactive, ids.foreignAgent, 999_999]) {
      const r = await bulk({ ids: [ids.l2], action: 'assign', agentId });
      expect([agentId, r.status, Object.keys(r.json().errors ?? {})]).toEqual([agentId, 422, ['agentId']]);
    }
  });

  test('stage, tag and untag change only what differs and answer the count', async () => {
    let r = await bulk({ ids: [ids.l1, ids.l2], action: 'stage', stage: 'contacted' });
    expect([r.status, r.json().data]).toEqual([200, { updated: 1 }]);
    r = await bulk({ ids: [ids.l1, ids.l2], action: 'tag', tag: 'open-house' });
    expect(r.json().data).toEqual({ updated: 2 });
    expect(await idsOf('source=crmtest&tag=open-house')).toEqual([ids.l1, ids.l2]);
    r = await bulk({ ids: [ids.l1, ids.l2, ids.l3], action: 'untag', tag: 'open-house' });
    expect(r.json().data).toEqual({ updated: 2 });
    expect(await idsOf('source=crmtest&tag=open-house')).toEqual([]);
    expect((await list('source=crmtest')).data.find((l) => l.id === ids.l1)!.tags).toEqual(['vip', 'buyer']);
  });

  test('assign moves leads (the pond too) and writes a transfer activity per changed lead', async () => {
    const r = await bulk({ ids: [ids.l2, ids.l3], action: 'assign', agentId: ids.b });
    expect([r.status, r.json().data]).toEqual([200, { updated: 1 }]);
    expect(await idsOf('source=crmtest&pond=1')).toEqual([]);
    expect(await idsOf(`source=crmtest&agentId=${ids.b}`)).toEqual([ids.l2, ids.l3, ids.l4]);
  });
});

describe('saved views (/api/crm/lead-views)', () => {
  const views = (cookie: string) => call('GET', '/api/crm/lead-views', cookie);

  test("create, list, duplicate names, bad queries, and another agent's view is 404", async () => {
    const created = await call('POST', '/api/crm/lead-views', cookies.a, { name: 'Hot VIPs', query: 'tag=vip&hot=1&page=3' });
    expect(created.status).toBe(201);
    const view = created.json().data;
    expect(view).toMatchObject({ id: expect.any(Number), name: 'Hot VIPs', query: 'tag=vip&hot=1' });
    expect((await views(cookies.a)).json<{ data: Json[] }>().data).toEqual([expect.objectContaining({ id: view.id, name: 'Hot VIPs' })]);
    expect((await views(cookies.b)).json<{ data: Json[] }>().data).toEqual([]);

    expect((await call('POST', '/api/crm/lead-views', cookies.a, { name: 'hot vips', query: '' })).status).toBe(409);
    // Another agent may use the same name.
    expect((await call('POST', '/api/crm/lead-views', cookies.b, { name: 'Hot VIPs', query: 'pond=1' })).status).toBe(201);
    for (const [body, field] of [[{ name: 'x', query: 'stage=won' }, 'query'], [{ name: '', query: '' }, 'name'], [{ name: 'n'.repeat(81), query: '' }, 'name'], [{ name: 'x' }, 'query']] as const) {
      const r = await call('POST', '/api/crm/lead-views', cookies.a, body);
      expect([field, r.status, Object.keys(r.json().errors ?? {})]).toEqual([field, 422, [field]]);
    }

    expect((await call('DELETE', `/api/crm/lead-views/${view.id}`, cookies.b)).status).toBe(404);
    expect((await call('DELETE', `/api/crm/lead-views/${view.id}`, cookies.foreign, undefined, TENANT_2)).status).toBe(404);
    expect((await call('DELETE', '/api/crm/lead-views/abc', cookies.a)).status).toBe(404);
    expect((await call('DELETE', `/api/crm/lead-views/${view.id}`, cookies.a)).status).toBe(200);
    expect((await call('DELETE', `/api/crm/lead-views/${view.id}`, cookies.a)).status).toBe(404);
    expect((await views(cookies.a)).json<{ data: Json[] }>().data).toEqual([]);
  });
});

describe('/leads page', () => {
  test('renders the first page for the viewer; bad URL values fall back to defaults', async () => {
    const r = await server.request('/leads?source=crmtest', { headers: { cookie: cookies.a } });
    expect(r.status).toBe(200);
    expect(r.text).toContain('Ada Lovelace');
    expect(r.text).not.toContain('Cara Other');
    expect(r.text).toContain('&lt;b&gt;Listing&lt;/b&gt;');
    expect(r.text).not.toContain('<b>Listing</b>');
    for (const q of ['per_page=999&sort=zzz&page=-1', 'stage=won&agentId=x', `q=${'x'.repeat(500)}`]) {
      const bad = await server.request(`/leads?${q}`, { headers: { cookie: cookies.broker } });
      expect([q, bad.status]).toEqual([q, 200]);
    }
  });
});

// Last: inspect() stops the server.
test('bulk writes its activities in the same transaction as the change', async () => {
  const found = await server.inspect((db) =>
    rows<{ lead_id: number; type: string; data: Json; agent_id: number }>(db, sql`select lead_id, type, data, agent_id from activities where lead_id in (${ids.l1}, ${ids.l2}, ${ids.l3}) and type in ('stage', 'transfer') order by id`),
  );
  expect(found).toEqual([
    { lead_id: ids.l1, type: 'stage', data: { from: 'new', to: 'contacted' }, agent_id: ids.broker },
    { lead_id: ids.l2, type: 'transfer', data: { type: 'agent', from: null, to: ids.b }, agent_id: ids.broker },
  ]);
});
