import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { caller, dataOf } from './lead-helpers';
import { startServer, type TestServer } from './server';

/**
 * Error reporting (issue 17 item 8, SPEC §8): POST /api/errors is public, size-limited, validated
 * and rate-limited (429 with Retry-After); reports are grouped per company by message and top
 * frame; admins read and resolve them, nobody else, and never another company's.
 */
interface Agent { id: number; companyId: number; type: 'agent' | 'broker' | 'realtor' | 'lender'; isAdmin: boolean }
let server: TestServer;
const who = {} as { admin: Agent; broker: Agent; admin2: Agent };

beforeAll(async () => {
  server = await startServer({
    env: { ERROR_REPORTS_PER_MINUTE: '40' },
    prepare: async (db) => {
      const agent = async (companyId: number, where: ReturnType<typeof sql>): Promise<Agent> => {
        const [row] = await rows<{ id: number; type: Agent['type'] }>(db, sql`select id, type from agents where company_id = ${companyId} and is_active and ${where} order by id limit 1`);
        if (!row) throw new Error('no such agent');
        return { id: row.id, companyId, type: row.type, isAdmin: false };
      };
      who.broker = await agent(1, sql`type = 'broker'`);
      await db.execute(sql`update agents set is_admin = false where id = ${who.broker.id}`);
      who.admin = { ...(await agent(1, sql`type = 'realtor'`)), isAdmin: true };
      await db.execute(sql`update agents set is_admin = true where id = ${who.admin.id}`);
      who.admin2 = { ...(await agent(2, sql`type = 'broker'`)), isAdmin: true };
      await db.execute(sql`update agents set is_admin = true where id = ${who.admin2.id}`);
    },
  });
}, 240_000);
afterAll(() => server?.stop());

const cookieOf = async (a: Agent) => ({ cookie: await seededAgentCookie({ id: a.id, companyId: a.companyId, type: a.type, isAdmin: a.isAdmin }) });
const call = async (a: Agent | null, method: string, path: string, body?: unknown) => caller(server)(method, path, a ? await cookieOf(a) : null, body, a?.companyId === 2 ? TENANT_2 : undefined);
/** Each test reports from its own address (a trusted proxy's X-Forwarded-For is not set up here): the limit is per company and client. */
const report = (body: unknown, init: { host?: string; headers?: Record<string, string> } = {}) =>
  server.request('/api/errors', { method: 'POST', host: init.host, headers: { ...XHR, 'user-agent': 'TestBrowser/1.0', ...init.headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const payload = (over: Json = {}): Json => ({
  surface: 'site', message: 'TypeError: x is undefined', url: 'https://site.test/search?page=2', release: null,
  frames: [{ fn: 'render', file: 'https://site.test/_next/static/chunks/a.js', line: 10, column: 5 }, { fn: 'main', file: 'https://site.test/b.js', line: 1, column: 1 }],
  breadcrumbs: [{ at: 1_700_000_000_000, kind: 'click', text: 'button "Search"' }, { at: 1_700_000_000_500, kind: 'api', text: 'GET /api/search → 500' }],
  ...over,
});
const groups = async (a: Agent, query = '') => {
  const r = await call(a, 'GET', `/api/crm/error-reports${query}`);
  expect([query, r.status]).toEqual([query, 200]);
  return dataOf<{ groups: Json[]; pagination: Json }>(r);
};

test('ingest: stored as one group per message and top frame, counted, newest sample kept', async () => {
  expect((await report(payload())).status).toBe(202);
  expect((await report(payload({ url: 'https://site.test/later', breadcrumbs: [] }))).status).toBe(202);
  expect((await report(payload({ frames: [{ fn: 'other', file: 'https://site.test/c.js', line: 2, column: 2 }] }))).status).toBe(202);
  expect((await report(payload({ surface: 'crm', message: 'CRM broke' }))).status).toBe(202);
  // 'Script error' is accepted and dropped: nothing to group.
  expect((await report(payload({ message: 'Script error.' }))).status).toBe(202);
  const { groups: list } = await groups(who.admin);
  expect(list.map((g) => [g.surface, g.message, g.count])).toEqual([
    ['crm', 'CRM broke', 1],
    ['site', 'TypeError: x is undefined', 1],
    ['site', 'TypeError: x is undefined', 2],
  ]);
  const twice = list.find((g) => g.count === 2)!;
  expect(twice.topFrame).toBe('render (https://site.test/_next/static/chunks/a.js:10:5)');
  const detail = dataOf(await call(who.admin, 'GET', `/api/crm/error-reports/${twice.id}`));
  expect(detail.sample).toMatchObject({ url: 'https://site.test/later', userAgent: 'TestBrowser/1.0', breadcrumbs: [], lead: null, agent: null });
  expect(detail.sample.frames).toHaveLength(2);
  expect(typeof detail.sample.release).toBe('string');
  expect((await groups(who.admin, '?surface=crm')).groups.map((g) => g.message)).toEqual(['CRM broke']);
});

test('bad or oversized reports: 4xx naming the field, nothing stored; the CSRF header is required', async () => {
  const before = (await groups(who.admin)).pagination.total;
  const cases: [Json | string, number, string?][] = [
    [payload({ surface: 'admin' }), 422, 'surface'],
    [payload({ message: '' }), 422, 'message'],
    [payload({ message: 'x'.repeat(1001) }), 422, 'message'],
    [payload({ url: `https://site.test/${'a'.repeat(300)}` }), 422, 'url'],
    [payload({ frames: Array.from({ length: 51 }, () => ({ fn: 'f', file: 'a.js', line: 1, column: 1 })) }), 422, 'frames'],
    [payload({ frames: [{ fn: 'f', file: 'a.js', line: -1, column: 1 }] }), 422, 'frames.0.line'],
    [payload({ frames: [{ fn: 'f', file: 'a.js', line: 1e12, column: 1 }] }), 422, 'frames.0.line'],
    [payload({ breadcrumbs: Array.from({ length: 101 }, () => ({ at: 1, kind: 'click', text: 'x' })) }), 422, 'breadcrumbs'],
    [payload({ breadcrumbs: [{ at: 1, kind: 'typed', text: 'x' }] }), 422, 'breadcrumbs.0.kind'],
    [payload({ message: 'nul\u0000' }), 422],
    ['{not json', 400],
    [JSON.stringify(payload({ message: 'y'.repeat(40_000) })), 413],
  ];
  for (const [body, status, field] of cases) {
    const r = await report(body, { headers: { 'user-agent': 'Bad/1' } });
    const label = (typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 50);
    expect([label, r.status]).toEqual([label, status]);
    if (field) expect(Object.keys(r.json().errors ?? {})).toContain(field);
  }
  const noHeader = await server.request('/api/errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload()) });
  expect(noHeader.status).toBe(403);
  expect((await groups(who.admin)).pagination.total).toBe(before);
}, 60_000);

test('companies apart, admins only: another company neither sees nor reaches a group; a broker who is not admin gets 403', async () => {
  expect((await report(payload({ message: 'Second company error' }), { host: TENANT_2 })).status).toBe(202);
  const mine = (await groups(who.admin)).groups;
  expect(mine.map((g) => g.message)).not.toContain('Second company error');
  const theirs = (await groups(who.admin2)).groups;
  expect(theirs.map((g) => g.message)).toEqual(['Second company error']);
  for (const id of [mine[0]!.id, 'abc', '99999999999']) {
    expect((await call(who.admin2, 'GET', `/api/crm/error-reports/${id}`)).status).toBe(404);
    expect((await call(who.admin2, 'PATCH', `/api/crm/error-reports/${id}`, { resolved: true })).status).toBe(404);
  }
  expect((await call(who.broker, 'GET', '/api/crm/error-reports')).status).toBe(403);
  expect((await call(who.broker, 'GET', `/api/crm/error-reports/${mine[0]!.id}`)).status).toBe(403);
  expect((await call(who.broker, 'PATCH', `/api/crm/error-reports/${mine[0]!.id}`, { resolved: true })).status).toBe(403);
  expect((await call(null, 'GET', '/api/crm/error-reports')).status).toBe(401);
  for (const [query, field] of [['?surface=x', 'surface'], ['?period=2', 'period'], ['?page=0', 'page'], ['?resolved=yes', 'resolved']] as const) {
    const r = await call(who.admin, 'GET', `/api/crm/error-reports${query}`);
    expect([query, r.status]).toEqual([query, 400]);
    expect(r.json().errors).toHaveProperty(field);
  }
});

test('resolve hides a group until it happens again; a signed-in agent is named in the sample', async () => {
  const group = (await groups(who.admin)).groups.find((g) => g.message === 'CRM broke')!;
  expect((await call(who.admin, 'PATCH', `/api/crm/error-reports/${group.id}`, { resolved: 'yes' })).status).toBe(422);
  const r = await call(who.admin, 'PATCH', `/api/crm/error-reports/${group.id}`, { resolved: true });
  expect(dataOf(r).resolvedAt).not.toBeNull();
  expect((await groups(who.admin)).groups.map((g) => g.id)).not.toContain(group.id);
  expect((await groups(who.admin, '?resolved=1')).groups.map((g) => g.id)).toContain(group.id);
  const again = await server.request('/api/errors', { method: 'POST', headers: { ...XHR, ...(await cookieOf(who.broker)) }, body: JSON.stringify(payload({ surface: 'crm', message: 'CRM broke' })) });
  expect(again.status).toBe(202);
  const back = (await groups(who.admin)).groups.find((g) => g.id === group.id)!;
  expect(back).toMatchObject({ count: 2, resolvedAt: null });
  expect(dataOf(await call(who.admin, 'GET', `/api/crm/error-reports/${group.id}`)).sample.agent).toMatchObject({ id: who.broker.id });
});

test('rate limit: past the limit per company and client, 429 with Retry-After', async () => {
  let limited: Awaited<ReturnType<typeof report>> | null = null;
  for (let i = 0; i < 45 && !limited; i++) {
    const r = await report(payload({ message: `flood ${i}` }));
    if (r.status === 429) limited = r;
    else expect(r.status).toBe(202);
  }
  expect(limited?.status).toBe(429);
  expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  // Another company's budget is its own.
  expect((await report(payload({ message: 'still fine' }), { host: TENANT_2 })).status).toBe(202);
});
