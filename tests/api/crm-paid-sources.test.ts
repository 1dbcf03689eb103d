import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, type Json } from './fixtures';
import { caller, dataOf } from './lead-helpers';
import { startServer, type TestServer } from './server';

/**
 * /admin/lsa/booster's API (issue 17 item 6): admins only; paid sources matched to leads.source
 * (trimmed, spaces collapsed, any case); spend per month in cents; figures over a month range in
 * New York time that equal an independent count of the leads; 422 naming the field for bad
 * input; another company's source is 404. prepare() empties the seed's paid sources and gives
 * a few leads known sources, stages and arrival times in 2025.
 */
interface Agent { id: number; companyId: number; type: 'agent' | 'broker' | 'realtor' | 'lender'; isAdmin: boolean }
let server: TestServer;
const who = {} as { admin: Agent; broker: Agent; agent: Agent; admin2: Agent };
/** Company 1's leads as prepare() left them, for the independent count. */
let company1: { source: string | null; createdAt: Date; stage: string; converted: boolean }[] = [];

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const agent = async (companyId: number, where: ReturnType<typeof sql>): Promise<Agent> => {
        const [row] = await rows<{ id: number; type: Agent['type']; is_admin: boolean }>(db, sql`select id, type, is_admin from agents where company_id = ${companyId} and is_active and ${where} order by id limit 1`);
        if (!row) throw new Error('no such agent');
        return { id: row.id, companyId, type: row.type, isAdmin: row.is_admin };
      };
      who.agent = await agent(1, sql`type = 'agent' and not is_admin`);
      who.broker = { ...(await agent(1, sql`type = 'broker'`)), isAdmin: false };
      await db.execute(sql`update agents set is_admin = false where id = ${who.broker.id}`);
      who.admin = { ...(await agent(1, sql`type = 'realtor'`)), isAdmin: true };
      await db.execute(sql`update agents set is_admin = true where id = ${who.admin.id}`);
      who.admin2 = { ...(await agent(2, sql`type = 'broker'`)), isAdmin: true };
      await db.execute(sql`update agents set is_admin = true where id = ${who.admin2.id}`);
      await db.execute(sql`delete from paid_sources`);
      const ids = (await rows<{ id: number }>(db, sql`select id from leads where company_id = 1 order by id limit 6`)).map((r) => r.id);
      const set = (id: number | undefined, source: string, at: string, stage: string) =>
        db.execute(sql`update leads set source = ${source}, created_at = ${at}::timestamptz, stage = ${stage}, converted_at = null where id = ${id ?? 0}`);
      await set(ids[0], 'Test LSA', '2025-01-10T15:00:00Z', 'appointment');
      await set(ids[1], '  test   lsa ', '2025-02-28T12:00:00Z', 'closed');
      // 23:00 on 31 March in New York: inside a range ending in March.
      await set(ids[2], 'TEST LSA', '2025-04-01T03:00:00Z', 'new');
      // 23:00 on 31 December 2024 in New York: outside a range starting in January.
      await set(ids[3], 'Test LSA', '2025-01-01T04:00:00Z', 'new');
      await set(ids[4], 'Test Zillow', '2025-03-15T12:00:00Z', 'lost');
      await set(ids[5], 'Other', '2025-02-01T12:00:00Z', 'appointment');
      const [other] = await rows<{ id: number }>(db, sql`select id from leads where company_id = 2 order by id limit 1`);
      await db.execute(sql`update leads set source = 'Test LSA', created_at = '2025-02-10T12:00:00Z' where id = ${other?.id ?? 0}`);
      company1 = (await rows<{ source: string | null; created_at: string | Date; stage: string; converted_at: string | null }>(db, sql`select source, created_at, stage, converted_at from leads where company_id = 1`))
        .map((r) => ({ source: r.source, createdAt: new Date(r.created_at), stage: r.stage, converted: r.converted_at !== null }));
    },
  });
}, 240_000);
afterAll(() => server?.stop());

const cookieOf = async (a: Agent) => ({ cookie: await seededAgentCookie({ id: a.id, companyId: a.companyId, type: a.type, isAdmin: a.isAdmin }) });
const call = async (a: Agent | null, method: string, path: string, body?: unknown) =>
  caller(server)(method, path, a ? await cookieOf(a) : null, body, a?.companyId === 2 ? TENANT_2 : undefined);
const RANGE = '?from=2025-01&to=2025-03';
const figures = async (a: Agent, query = RANGE) => {
  const r = await call(a, 'GET', `/api/crm/paid-sources${query}`);
  expect([query, r.status]).toEqual([query, 200]);
  return dataOf<{ range: Json; sources: Json[]; totals: Json; allLeads: number }>(r);
};
const create = async (a: Agent, body: Json) => {
  const r = await call(a, 'POST', '/api/crm/paid-sources', body);
  expect([r.status, r.text]).toEqual([201, r.text]);
  return dataOf(r);
};

/** The independent count: company 1's leads whose source, normalised in JS, is listed, arriving in the New York months. */
function expected(list: string[], from: string, to: string) {
  const month = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit' }).format(d).slice(0, 7);
  const hit = company1.filter((l) => l.source !== null && list.includes(l.source.trim().replace(/\s+/g, ' ').toLowerCase()) && month(l.createdAt) >= from && month(l.createdAt) <= to);
  const converted = hit.filter((l) => ['appointment', 'active', 'under_contract', 'closed'].includes(l.stage) || l.converted);
  return { leads: hit.length, appointments: converted.length, closed: hit.filter((l) => l.stage === 'closed').length };
}

let lsa: Json;
let zillow: Json;

test('admins only: a broker who is not admin and an agent get 403 on every call, a visitor 401', async () => {
  for (const a of [who.broker, who.agent, null]) {
    const status = a ? 403 : 401;
    expect((await call(a, 'GET', '/api/crm/paid-sources')).status).toBe(status);
    expect((await call(a, 'POST', '/api/crm/paid-sources', { name: 'X', matchSources: ['x'] })).status).toBe(status);
    expect((await call(a, 'PATCH', '/api/crm/paid-sources/1', { name: 'X' })).status).toBe(status);
    expect((await call(a, 'PUT', '/api/crm/paid-sources/1/spend/2025-01', { amount: 1 })).status).toBe(status);
  }
  const page = await server.request('/admin/lsa/booster', { headers: (await cookieOf(who.broker)) });
  expect(page.status).toBe(403);
});

test('create: names and lead sources normalised; a clash of name or lead source is 422 naming the field', async () => {
  lsa = await create(who.admin, { name: ' Google LSA ', matchSources: ['Test LSA', ' test  lsa', 'Google LSA'], monthlyBudgetCents: 250_000 });
  expect(lsa).toMatchObject({ name: 'Google LSA', matchSources: ['test lsa', 'google lsa'], monthlyBudgetCents: 250_000, active: true });
  zillow = await create(who.admin, { name: 'Zillow Premier Agent', matchSources: ['Test Zillow'] });
  expect(zillow.monthlyBudgetCents).toBe(0);
  for (const [body, field] of [
    [{ name: 'google lsa', matchSources: ['new one'] }, 'name'],
    [{ name: 'Another', matchSources: ['TEST LSA'] }, 'matchSources'],
  ] as const) {
    const r = await call(who.admin, 'POST', '/api/crm/paid-sources', body);
    expect([JSON.stringify(body), r.status]).toEqual([JSON.stringify(body), 422]);
    expect(r.json().errors).toHaveProperty(field);
  }
});

test('bad input: 422 naming the field, nothing saved; no CSRF header: 403', async () => {
  const cases: [Json, string][] = [
    [{ matchSources: ['a'] }, 'name'],
    [{ name: '   ', matchSources: ['a'] }, 'name'],
    [{ name: 'x'.repeat(81), matchSources: ['a'] }, 'name'],
    [{ name: 'Nul\u0000', matchSources: ['a'] }, 'name'],
    [{ name: 7, matchSources: ['a'] }, 'name'],
    [{ name: 'A' }, 'matchSources'],
    [{ name: 'A', matchSources: [] }, 'matchSources'],
    [{ name: 'A', matchSources: 'a' }, 'matchSources'],
    [{ name: 'A', matchSources: ['  '] }, 'matchSources.0'],
    [{ name: 'A', matchSources: Array.from({ length: 21 }, (_, i) => `s${i}`) }, 'matchSources'],
    [{ name: 'A', matchSources: ['a'], monthlyBudgetCents: -1 }, 'monthlyBudgetCents'],
    [{ name: 'A', matchSources: ['a'], monthlyBudgetCents: 10.5 }, 'monthlyBudgetCents'],
    [{ name: 'A', matchSources: ['a'], monthlyBudgetCents: 2_147_483_648 }, 'monthlyBudgetCents'],
    [{ name: 'A', matchSources: ['a'], monthlyBudgetCents: 1_000_000_001 }, 'monthlyBudgetCents'],
    [{ name: 'A', matchSources: ['a'], monthlyBudgetCents: '100' }, 'monthlyBudgetCents'],
  ];
  for (const [body, field] of cases) {
    const r = await call(who.admin, 'POST', '/api/crm/paid-sources', body);
    expect([JSON.stringify(body).slice(0, 60), r.status]).toEqual([JSON.stringify(body).slice(0, 60), 422]);
    expect(Object.keys(r.json().errors ?? {})).toContain(field);
  }
  const noHeader = await server.request('/api/crm/paid-sources', { method: 'POST', headers: { ...(await cookieOf(who.admin)), 'content-type': 'application/json' }, body: JSON.stringify({ name: 'B', matchSources: ['b'] }) });
  expect(noHeader.status).toBe(403);
  expect((await figures(who.admin)).sources.map((s) => s.name)).toEqual(['Google LSA', 'Zillow Premier Agent']);
  for (const [body, field] of [[{}, '_'], [{ active: 'no' }, 'active'], [{ monthlyBudgetCents: -5 }, 'monthlyBudgetCents'], [{ name: 'Zillow premier agent' }, 'name']] as const) {
    const r = await call(who.admin, 'PATCH', `/api/crm/paid-sources/${lsa.id}`, body);
    expect([JSON.stringify(body), r.status]).toEqual([JSON.stringify(body), 422]);
    expect(Object.keys(r.json().errors ?? {})).toContain(field);
  }
});

test('spend per month: cents, null clears, bad month or amount 422 naming it', async () => {
  for (const [month, amount] of [['2025-01', 100_000], ['2025-02', 95_050], ['2025-03', 0], ['2025-04', 777_777], ['2024-12', 555_555]] as const) {
    const r = await call(who.admin, 'PUT', `/api/crm/paid-sources/${lsa.id}/spend/${month}`, { amount });
    expect(r.status).toBe(200);
    expect(dataOf(r)).toEqual({ paidSourceId: lsa.id, month, amount });
  }
  expect((await call(who.admin, 'PUT', `/api/crm/paid-sources/${lsa.id}/spend/2025-02`, { amount: 99_000 })).status).toBe(200);
  expect((await call(who.admin, 'PUT', `/api/crm/paid-sources/${zillow.id}/spend/2025-03`, { amount: 40_000 })).status).toBe(200);
  expect((await call(who.admin, 'PUT', `/api/crm/paid-sources/${zillow.id}/spend/2025-01`, { amount: 1 })).status).toBe(200);
  expect((await call(who.admin, 'PUT', `/api/crm/paid-sources/${zillow.id}/spend/2025-01`, { amount: null })).status).toBe(200);
  for (const month of ['2025-13', '2025-1', '1999-12', 'abc', '2025-00']) {
    const r = await call(who.admin, 'PUT', `/api/crm/paid-sources/${lsa.id}/spend/${month}`, { amount: 1 });
    expect([month, r.status]).toEqual([month, 422]);
    expect(r.json().errors).toHaveProperty('month');
  }
  for (const amount of [-1, 1.5, '10', 1_000_000_001, 2_147_483_648, 1e300, true]) {
    const r = await call(who.admin, 'PUT', `/api/crm/paid-sources/${lsa.id}/spend/2025-01`, { amount });
    expect([amount, r.status]).toEqual([amount, 422]);
    expect(r.json().errors).toHaveProperty('amount');
  }
  expect((await call(who.admin, 'PUT', `/api/crm/paid-sources/${lsa.id}/spend/2025-01`, {})).status).toBe(422);
});

test('figures over January–March 2025 equal an independent count of the leads by source, in New York months', async () => {
  const answer = await figures(who.admin);
  expect(answer.range).toMatchObject({ from: '2025-01', to: '2025-03', months: ['2025-01', '2025-02', '2025-03'], timeZone: 'America/New_York' });
  const g = answer.sources.find((s) => s.id === lsa.id)!;
  const z = answer.sources.find((s) => s.id === zillow.id)!;
  const eg = expected(['test lsa', 'google lsa'], '2025-01', '2025-03');
  expect(eg).toEqual({ leads: 3, appointments: 2, closed: 1 });
  expect(g).toMatchObject({ ...eg, budgetCents: 750_000, spendCents: 199_000, spend: { '2025-01': 100_000, '2025-02': 99_000, '2025-03': 0 }, costPerLeadCents: 66_333, costPerAppointmentCents: 99_500 });
  expect(z).toMatchObject({ ...expected(['test zillow'], '2025-01', '2025-03'), leads: 1, appointments: 0, spendCents: 40_000, spend: { '2025-01': null, '2025-02': null, '2025-03': 40_000 }, costPerLeadCents: 40_000, costPerAppointmentCents: null });
  expect(answer.totals).toMatchObject({ leads: 4, appointments: 2, closed: 1, spendCents: 239_000, budgetCents: 750_000, costPerLeadCents: 59_750, costPerAppointmentCents: 119_500 });
  // One month: only February's lead and spend.
  const feb = await figures(who.admin, '?from=2025-02&to=2025-02');
  expect(feb.sources.find((s) => s.id === lsa.id)).toMatchObject({ ...expected(['test lsa', 'google lsa'], '2025-02', '2025-02'), leads: 1, spendCents: 99_000, costPerLeadCents: 99_000, budgetCents: 250_000 });
  // No lead in the range: cost per lead is null ("—" on the screen), not a division by zero.
  const april = await figures(who.admin, '?from=2025-04&to=2025-04');
  expect(april.sources.find((s) => s.id === lsa.id)).toMatchObject({ leads: 0, spendCents: 777_777, costPerLeadCents: null });
  // The default range is the last six months, this one included.
  expect((await figures(who.admin, '')).range.months).toHaveLength(6);
});

test('bad range: 400 naming from or to', async () => {
  for (const [query, field] of [['?from=2025-13', 'from'], ['?to=25-01', 'to'], ['?from=2025-04&to=2025-03', 'from'], ['?from=2023-01&to=2025-01', 'from'], ['?to=2101-01', 'to'], ['?format=xml', 'format']] as const) {
    const r = await call(who.admin, 'GET', `/api/crm/paid-sources${query}`);
    expect([query, r.status]).toEqual([query, 400]);
    expect(r.json().errors).toHaveProperty(field);
  }
});

test('edit and deactivate: an inactive source keeps its spend and leads but has no budget', async () => {
  const r = await call(who.admin, 'PATCH', `/api/crm/paid-sources/${zillow.id}`, { active: false, monthlyBudgetCents: 300_000, name: 'Zillow' });
  expect(r.status).toBe(200);
  expect(dataOf(r)).toMatchObject({ name: 'Zillow', active: false, monthlyBudgetCents: 300_000 });
  const z = (await figures(who.admin)).sources.find((s) => s.id === zillow.id)!;
  expect(z).toMatchObject({ active: false, budgetCents: 0, spendCents: 40_000, leads: 1 });
  // Its lead sources stay its own while it exists.
  expect((await call(who.admin, 'POST', '/api/crm/paid-sources', { name: 'New', matchSources: ['test zillow'] })).status).toBe(422);
});

test('companies apart: another company’s source is 404 and its leads never count here', async () => {
  for (const [method, path, body] of [['PATCH', `/api/crm/paid-sources/${lsa.id}`, { name: 'Mine' }], ['PUT', `/api/crm/paid-sources/${lsa.id}/spend/2025-01`, { amount: 5 }]] as const) {
    expect((await call(who.admin2, method, path, body)).status).toBe(404);
  }
  for (const id of ['999999', 'abc', '99999999999', '0']) {
    expect([id, (await call(who.admin, 'PATCH', `/api/crm/paid-sources/${id}`, { name: 'Q' })).status]).toEqual([id, 404]);
    expect([id, (await call(who.admin, 'PUT', `/api/crm/paid-sources/${id}/spend/2025-01`, { amount: 1 })).status]).toEqual([id, 404]);
  }
  expect((await figures(who.admin2)).sources).toEqual([]);
  // The same name and lead source in company 2: its own, counting its own lead only.
  const own = await create(who.admin2, { name: 'Google LSA', matchSources: ['test lsa'] });
  expect((await figures(who.admin2)).sources.find((s) => s.id === own.id)).toMatchObject({ leads: 1 });
  expect((await figures(who.admin)).sources.find((s) => s.id === lsa.id)).toMatchObject({ leads: 3, spendCents: 199_000 });
});

test('CSV: the same figures, formula-safe names, a total line; the page renders for admins', async () => {
  await create(who.admin, { name: '=HYPERLINK("http://evil.test","x")', matchSources: ['@evil'] });
  const r = await call(who.admin, 'GET', `/api/crm/paid-sources${RANGE}&format=csv`);
  expect(r.status).toBe(200);
  expect(r.headers['content-type']).toContain('text/csv');
  expect(r.headers['content-disposition']).toContain('paid-sources-2025-01-to-2025-03.csv');
  const lines = r.text.trim().split('\r\n');
  expect(lines[0]).toBe('Paid source,Lead sources matched,Active,Budget ($),Spend ($),Leads,Cost per lead ($),Appointments,Cost per appointment ($),Closed');
  expect(lines).toContain('Google LSA,test lsa; google lsa,yes,7500,1990,3,663.33,2,995,1');
  expect(lines.find((l) => l.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK/);
  expect(lines.find((l) => l.includes('HYPERLINK'))).toContain(",'@evil,");
  expect(lines.at(-1)).toMatch(/^Total,,,7500,2390,4,597.5,2,1195,1$/);
  const page = await server.request(`/admin/lsa/booster${RANGE}`, { headers: await cookieOf(who.admin) });
  expect(page.status).toBe(200);
  expect(page.text).toContain('data-testid="booster-page"');
  expect(page.text).toContain('Google LSA');
  // A bad range in the URL is the default range, not an error.
  expect((await server.request('/admin/lsa/booster?from=x&to=2025-13', { headers: await cookieOf(who.admin) })).status).toBe(200);
});
